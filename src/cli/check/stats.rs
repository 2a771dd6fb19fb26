//! `gridwright check --stats`: the grid's quality sheet (issue 44) — what XWord Info shows of
//! a published grid, the entries by score band and the entries an editor would query.

use super::super::out::{out, outln};
use super::super::publish::{QueriedEntry, queried, render_queried};
use super::super::wordargs::{ListArgs, MinScoreArg};
use crate::fill::value::STRONG;
use crate::grid::Puzzle;
use crate::grid::stats::GridStats;
use serde::Serialize;
use std::process::ExitCode;

/// Complete entries by the lists' score: strong (60 and up), good (the minimum to 59), below
/// the minimum, in no list; and entries not yet complete.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct ScoreBands {
    /// Scored [`STRONG`] or more.
    pub strong: usize,
    /// Scored the minimum or more, below [`STRONG`].
    pub good: usize,
    /// Scored below the minimum.
    pub low: usize,
    /// In none of the lists.
    pub not_in_list: usize,
    /// Not complete.
    pub open: usize,
}

/// `check --stats --json` (fields in alphabetical order, as the output has always had them).
#[derive(Serialize)]
struct StatsJson<'a> {
    pangram: bool,
    queried: &'a [QueriedEntry],
    scores: &'a ScoreBands,
    stats: &'a GridStats,
}

/// Runs `check --stats` on `puzzle` (named `name`): text or JSON; always exit 0.
pub fn run(
    name: &str,
    puzzle: &Puzzle,
    lists: &ListArgs,
    min_score: &MinScoreArg,
    json: bool,
) -> anyhow::Result<ExitCode> {
    let stats = GridStats::of(puzzle);
    let words = lists.load_for(json, Some(&puzzle.alphabet))?;
    let mins = min_score.resolve_all();
    let mut bands = ScoreBands::default();
    for s in puzzle.slots().all() {
        let Some(word) = s.full_word(&puzzle.grid, &puzzle.alphabet) else {
            bands.open += 1;
            continue;
        };
        match words.index.score(&word) {
            None => bands.not_in_list += 1,
            Some(sc) if sc >= STRONG => bands.strong += 1,
            Some(sc) if sc >= mins.for_len(word.len()) => bands.good += 1,
            Some(_) => bands.low += 1,
        }
    }
    let queried = queried(puzzle);
    if json {
        let out = StatsJson {
            pangram: stats.pangram(),
            queried: &queried,
            scores: &bands,
            stats: &stats,
        };
        outln!("{}", serde_json::to_string_pretty(&out)?)?;
    } else {
        out!("{}", render(name, &stats, &bands, &queried))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The sheet as lines for a terminal.
fn render(name: &str, s: &GridStats, b: &ScoreBands, queried: &[QueriedEntry]) -> String {
    let mut out = format!(
        "{}: {} words, {} blocks, average length {:.2}, {} 3-letter entries\n",
        crate::grid::printable::one_line(name),
        s.words,
        s.blocks,
        s.average_length,
        s.three_letter
    );
    let at: Vec<String> = s.cheaters.iter().map(|p| p.to_string()).collect();
    out.push_str(&format!("cheaters: {}", s.cheaters.len()));
    if !at.is_empty() {
        out.push_str(&format!(" ({})", at.join(", ")));
    }
    out.push('\n');
    match (&s.scrabble_average, &s.missing_letters) {
        (Some(avg), Some(missing)) if missing.is_empty() => {
            out.push_str(&format!("Scrabble average {avg:.2}, a pangram\n"));
        }
        (Some(avg), Some(missing)) => {
            let m: String = missing.iter().collect();
            out.push_str(&format!(
                "Scrabble average {avg:.2}, not a pangram (no {m})\n"
            ));
        }
        _ => {}
    }
    out.push_str(&format!(
        "entries: {} scored {STRONG}+, {} good, {} below the minimum, {} in no list, {} open\n",
        b.strong, b.good, b.low, b.not_in_list, b.open
    ));
    if !queried.is_empty() {
        out.push_str("entries an editor may query:\n");
        out.push_str(&render_queried(queried));
    }
    out
}
