//! The publish checks as the CLI runs them (`check --publish`, `export`): the puzzle's
//! findings against the loaded word lists and the other slots.

use super::Context;
use super::input::store;
use super::out::errln;
use super::wordargs::{ListArgs, MinScoreArg};
use crate::grid::publish::{self, Finding};
use crate::grid::{HealthReport, Puzzle};
use crate::store::SlotNumber;

/// Every publish finding of `puzzle`. `slot` is the slot it was read from: only then is
/// "the same grid in another slot" checked (a file is in no slot). Word lists that cannot
/// be loaded are warned about and their check skipped, rather than failing the command.
pub fn findings(
    ctx: &Context,
    puzzle: &Puzzle,
    slot: Option<SlotNumber>,
    lists: &ListArgs,
    min_score: &MinScoreArg,
) -> Vec<Finding> {
    let slots = puzzle.slots();
    let health = HealthReport::of_puzzle(puzzle, &slots, puzzle.meta.shortest_entry());
    let words = match lists.load_for(true, Some(&puzzle.alphabet)) {
        Ok(w) => Some(w),
        Err(e) => {
            errln!("warning: entries are not checked against the word lists: {e:#}");
            None
        }
    };
    let score = |w: &[u8]| words.as_ref().and_then(|l| l.index.score(w));
    let twins = match slot {
        Some(n) => store(ctx)
            .map(|s| s.twins(&puzzle.grid, Some(n)))
            .unwrap_or_default(),
        None => Vec::new(),
    };
    let pctx = publish::Context {
        score: words
            .is_some()
            .then_some(&score as &dyn Fn(&[u8]) -> Option<u8>),
        min_score: min_score.resolve(),
        min_by_length: min_score.resolve_all().by_length,
        twins,
    };
    publish::check(puzzle, &slots, &health, &pctx)
}

/// The findings as lines for a terminal, one per finding, kind first.
pub fn render(findings: &[Finding]) -> String {
    findings
        .iter()
        .map(|f| format!("  {:<16} {f}\n", f.kind().replace('_', " ")))
        .collect()
}

/// A complete entry an editor would query (issue 44), with its kinds.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct QueriedEntry {
    /// The entry's label ("17A").
    pub entry: String,
    /// Its answer.
    pub word: String,
    /// Why an editor would query it.
    pub kinds: Vec<crate::words::queried::QueryKind>,
}

/// The complete entries of `puzzle` an editor would query, in slot order.
pub fn queried(puzzle: &Puzzle) -> Vec<QueriedEntry> {
    let tags = crate::words::queried::Queried::built_in();
    let latin = puzzle.alphabet.is_latin();
    let slots = puzzle.slots();
    let min = puzzle.meta.shortest_entry();
    slots
        .iter()
        .filter(|(_, s)| s.len() >= min)
        .filter_map(|(_, s)| {
            let word = s.full_word(&puzzle.grid, &puzzle.alphabet)?;
            let text = s.answer(&puzzle.grid, &puzzle.alphabet)?;
            let kinds: Vec<_> = tags.kinds(&word, latin).iter().collect();
            (!kinds.is_empty()).then(|| QueriedEntry {
                entry: s.label(),
                word: text,
                kinds,
            })
        })
        .collect()
}

/// The queried entries as lines for a terminal, and a line for each kind past
/// [`crate::words::queried::MAX_PER_KIND`].
pub fn render_queried(entries: &[QueriedEntry]) -> String {
    use crate::words::queried::{MAX_PER_KIND, QueryKind};
    let mut out = String::new();
    for e in entries {
        let kinds: Vec<String> = e.kinds.iter().map(QueryKind::to_string).collect();
        out.push_str(&format!(
            "  {:<6} {:<16} {}\n",
            e.entry,
            crate::grid::printable::one_line(&e.word),
            kinds.join(", ")
        ));
    }
    for kind in QueryKind::ALL {
        let n = entries.iter().filter(|e| e.kinds.contains(&kind)).count();
        if n > MAX_PER_KIND {
            out.push_str(&format!(
                "  {n} entries of kind {kind}: at most {MAX_PER_KIND} expected\n"
            ));
        }
    }
    out
}
