//! A fill problem: the slots to fill as variables, the squares they share, and their word tables.

use super::rules::{EntryRules, Prepared};
use crate::grid::{Alphabet, Bars, Cell, Grid, Pos, Slot, SlotId, Slots};
use crate::words::tables::{WordTable, WordTables};
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

/// The longest word the solver's per-position arrays hold: an entry through a rebus can be
/// longer than a grid side.
pub const MAX_WORD_LEN: usize = 32;

/// Which squares a fill may write.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Region {
    /// The whole grid.
    #[default]
    All,
    /// A rectangle, corners inclusive.
    Rect {
        /// Top-left corner.
        from: Pos,
        /// Bottom-right corner.
        to: Pos,
    },
    /// An explicit set of squares.
    Cells(BTreeSet<Pos>),
}

impl Region {
    /// Whether the region holds a square.
    pub fn contains(&self, p: Pos) -> bool {
        match self {
            Region::All => true,
            Region::Rect { from, to } => {
                (from.row.min(to.row)..=from.row.max(to.row)).contains(&p.row)
                    && (from.col.min(to.col)..=from.col.max(to.col)).contains(&p.col)
            }
            Region::Cells(set) => set.contains(&p),
        }
    }
}

/// Settings of one fill.
#[derive(Debug, Clone)]
pub struct FillOptions {
    /// The squares that may be written.
    pub region: Region,
    /// Letters already in the region that may be replaced (unlocked letters in the studio);
    /// empty means every letter already in the grid is kept.
    pub replaceable: BTreeSet<Pos>,
    /// Allow the same word in two entries.
    pub allow_duplicates: bool,
    /// Seed for the randomised parts of the search.
    pub seed: u64,
    /// Give up after this long (`None`: no limit).
    pub timeout: Option<Duration>,
    /// After the first fill and the repair of its weakest entries, spend this long improving
    /// its entries (see [`super::value`]).
    pub quality: Duration,
    /// Also spend as long as the first fill took (at least 0.2 s, at most 1 s) improving it,
    /// so every fill is polished at a cost in proportion; `quality` adds to this.
    pub quality_auto: bool,
    /// Which search to run.
    pub strategy: Strategy,
    /// Threads of the [`Strategy::Auto`] portfolio and of the polish (at least 1; the
    /// default is the machine's cores). The fill depends on it: a seed and a thread count
    /// give one fill.
    pub threads: usize,
    /// Dead ends the first run of the restarting search may meet; later runs get Luby
    /// multiples of it. Lower restarts more often (tests use 1 to exercise learning).
    pub restart_base: u64,
    /// Theme entries and the shared-run limit.
    pub rules: EntryRules,
    /// Open entries outside the region to keep viable: each takes part in propagation like
    /// any slot but is never assigned, so the fill only picks words that leave them a word
    /// (see [`super::surroundings`]). Empty: only the border slots constrain the fill.
    pub keep_viable: BTreeSet<SlotId>,
    /// Give up (as on a timeout, naming the hardest slots) once the search has met this many
    /// dead ends: a budget that ends the same way on every machine, unlike `timeout` (the
    /// design search judges patterns with it). Checked between restarts, so a run may go
    /// past it by its own restart limit; `None`: no budget.
    pub max_backtracks: Option<u64>,
    /// The grid's bars, which end entries as blocks do (none in a blocked grid): the fill
    /// takes the entries the puzzle's one numbering rule gives.
    pub bars: Bars,
}

/// The search strategy of a fill.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Strategy {
    /// A portfolio of restarting searches on [`FillOptions::threads`] threads sharing what
    /// they learn (`Words` first, letter-branching and differently tuned ones beside it);
    /// reproducible from the seed and the thread count, and on one thread the same as `Words`.
    #[default]
    Auto,
    /// Word choices with look-ahead and Luby restarts; reproducible from the seed.
    Words,
    /// Letter choices while slots have many words, no restarts: complete, so it can prove a
    /// grid unfillable; strong on dense grids; reproducible from the seed.
    Letters,
}

impl Default for FillOptions {
    fn default() -> Self {
        FillOptions {
            region: Region::All,
            replaceable: BTreeSet::new(),
            allow_duplicates: false,
            seed: 1,
            timeout: None,
            quality: Duration::ZERO,
            quality_auto: false,
            strategy: Strategy::Auto,
            threads: default_threads(),
            restart_base: 200,
            rules: EntryRules::default(),
            keep_viable: BTreeSet::new(),
            max_backtracks: None,
            bars: Bars::none(),
        }
    }
}

/// The machine's cores, the default thread count of a fill.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// A slot the solver assigns.
#[derive(Debug, Clone)]
pub struct Var {
    /// The grid slot.
    pub slot: SlotId,
    /// Its label, e.g. "17A".
    pub label: String,
    /// Problem square index of each position of its word (a rebus square of `n` letters
    /// takes `n` positions, each its own problem square).
    pub cells: Vec<usize>,
    /// Words of its word's length.
    pub table: Arc<WordTable>,
    /// Per word position: the other variable through it and that variable's position, if any.
    pub cross: Vec<Option<(usize, usize)>>,
    /// Whether every square it writes is inside the region (a border slot only constrains).
    pub inside: bool,
    /// An entry outside the region kept viable: propagated, never assigned or written.
    pub watched: bool,
    /// Only the table's first (best-scored) words this many may fill it; `None`: any.
    pub top: Option<u32>,
}

/// A square of the problem: a grid square, or one letter of a rebus square.
#[derive(Debug, Clone)]
pub struct PCell {
    /// Where it is (a rebus's letters all share its square).
    pub pos: Pos,
    /// The letter it must keep, if fixed.
    pub fixed: Option<u8>,
    /// Whether the fill may write it.
    pub writable: bool,
    /// The variables through it with their positions.
    pub vars: Vec<(usize, usize)>,
}

/// Why a problem cannot even be set up, or is unfillable before any search.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProblemError {
    /// A white square in no entry can never be filled.
    #[error("square {0} is in no entry (boxed in by blocks), so no word can fill it")]
    LoneSquare(Pos),
    /// No word has the slot's length.
    #[error("slot {label} has no candidate: no word of length {len} in the list")]
    NoWordsOfLength {
        /// The slot.
        slot: SlotId,
        /// Its label, for the message.
        label: String,
        /// Its length.
        len: usize,
    },
}

/// Everything the search needs, built once per fill.
#[derive(Debug, Clone)]
pub struct Problem {
    /// The grid as given.
    pub grid: Grid,
    /// The variables.
    pub vars: Vec<Var>,
    /// The squares touched by any variable.
    pub cells: Vec<PCell>,
    /// Complete entries outside the variables, which the fill must not repeat.
    pub fixed_words: Vec<Vec<u8>>,
    /// Entries the fill would write but leaves alone: they run through a rebus the alphabet
    /// cannot spell (a digit, a symbol), so no word matches them.
    pub skipped: Vec<SlotId>,
    /// Alphabet size.
    pub alpha: usize,
    /// Whether duplicates are allowed.
    pub allow_duplicates: bool,
    /// Theme entries and the shared-run limit, against these variables.
    pub rules: Prepared,
}

impl Problem {
    /// Sets up a fill of `grid` with words from `tables`.
    ///
    /// A rebus square is given, like a locked run of letters: an entry through a rebus of
    /// `n` letters is a word `n − 1` longer than its squares, with the rebus's letters fixed
    /// at its offset (one problem square per letter, shared by the entries through it). An
    /// entry through a rebus the alphabet cannot spell (a digit, a symbol) matches no word:
    /// it is not assigned and not a failure, only listed in [`Problem::skipped`].
    pub fn new(
        grid: &Grid,
        tables: &WordTables,
        opts: &FillOptions,
    ) -> Result<Problem, ProblemError> {
        let slots = Slots::with_bars(grid, &opts.bars);
        let alphabet = tables.alphabet();
        let fixed_letter = |p: Pos| match grid.cell(p) {
            Cell::Letter(l) if !(opts.region.contains(p) && opts.replaceable.contains(&p)) => {
                Some(l)
            }
            _ => None,
        };
        let given = |p: Pos| fixed_letter(p).is_some() || matches!(grid.cell(p), Cell::Rebus(_));
        for p in grid.positions() {
            if grid.is_white(p)
                && slots.crossing(p) == (None, None)
                && opts.region.contains(p)
                && !given(p)
            {
                return Err(ProblemError::LoneSquare(p));
            }
        }
        let mut cell_of = vec![usize::MAX; grid.width() * grid.height()];
        let mut cells: Vec<PCell> = Vec::new();
        let mut vars: Vec<Var> = Vec::new();
        let mut fixed_words = Vec::new();
        let mut skipped = Vec::new();
        for (id, slot) in slots.iter() {
            let open: Vec<Pos> = slot.cells.iter().copied().filter(|&p| !given(p)).collect();
            let writes = open.iter().any(|&p| opts.region.contains(p));
            if slot.unspellable(grid, alphabet) {
                // Left as it is; a complete one is simply filled, not skipped.
                if writes {
                    skipped.push(id);
                }
                continue;
            }
            let watched = !writes && !open.is_empty() && opts.keep_viable.contains(&id);
            if !writes && !watched {
                if let Some(w) = given_word(grid, slot, alphabet, &fixed_letter) {
                    fixed_words.push(w);
                }
                continue;
            }
            let len = slot.word_len(grid);
            let table = tables.of_len(len);
            if table.is_empty() || len > MAX_WORD_LEN {
                if watched {
                    // Dead whatever the fill does: nothing to keep.
                    continue;
                }
                return Err(ProblemError::NoWordsOfLength {
                    slot: id,
                    label: slot.label(),
                    len,
                });
            }
            let mut vcells = Vec::with_capacity(len);
            for &p in &slot.cells {
                let gi = grid.index(p);
                if cell_of[gi] == usize::MAX {
                    cell_of[gi] = cells.len();
                    match grid.cell(p) {
                        Cell::Rebus(r) => {
                            cells.extend(rebus_cells(p, grid.rebus_text(r), alphabet))
                        }
                        _ => cells.push(PCell {
                            pos: p,
                            fixed: fixed_letter(p),
                            writable: opts.region.contains(p) && fixed_letter(p).is_none(),
                            vars: Vec::new(),
                        }),
                    }
                }
                let first = cell_of[gi];
                let n = match grid.cell(p) {
                    Cell::Rebus(r) => rebus_width(grid.rebus_text(r)),
                    _ => 1,
                };
                vcells.extend(first..first + n);
            }
            debug_assert_eq!(vcells.len(), len);
            let v = vars.len();
            for (k, &c) in vcells.iter().enumerate() {
                cells[c].vars.push((v, k));
            }
            let inside = open.iter().all(|&p| opts.region.contains(p));
            vars.push(Var {
                slot: id,
                label: slot.label(),
                cells: vcells,
                table,
                cross: Vec::new(),
                inside,
                watched,
                top: None,
            });
        }
        for (v, var) in vars.iter_mut().enumerate() {
            var.cross = var
                .cells
                .iter()
                .map(|&c| cells[c].vars.iter().copied().find(|&(u, _)| u != v))
                .collect();
        }
        let rules = Prepared::new(&opts.rules, &vars, &fixed_words);
        Ok(Problem {
            grid: grid.clone(),
            vars,
            cells,
            fixed_words,
            skipped,
            alpha: tables.alpha(),
            allow_duplicates: opts.allow_duplicates,
            rules,
        })
    }
}

/// The word positions a rebus text takes (one for a text the grid never interned, as
/// [`crate::grid::Slot::word_len`] counts it).
fn rebus_width(text: &str) -> usize {
    text.chars().count().max(1)
}

/// The problem squares of a rebus: one per letter, each fixed and never written.
fn rebus_cells<'a>(
    pos: Pos,
    text: &'a str,
    alphabet: &'a Alphabet,
) -> impl Iterator<Item = PCell> + 'a {
    let letters = (0..rebus_width(text)).map(move |j| text.chars().nth(j));
    letters.map(move |c| PCell {
        pos,
        fixed: c.and_then(|c| alphabet.index_of(c)),
        writable: false,
        vars: Vec::new(),
    })
}

/// The complete word of an entry the fill does not write, rebus squares spelled out; `None`
/// while a square is open.
fn given_word(
    grid: &Grid,
    slot: &Slot,
    alphabet: &Alphabet,
    fixed_letter: &dyn Fn(Pos) -> Option<u8>,
) -> Option<Vec<u8>> {
    let mut word = Vec::with_capacity(slot.len());
    for &p in &slot.cells {
        match grid.cell(p) {
            Cell::Rebus(r) => {
                for c in grid.rebus_text(r).chars() {
                    word.push(alphabet.index_of(c)?);
                }
            }
            _ => word.push(fixed_letter(p)?),
        }
    }
    Some(word)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Direction, text::parse_grid};

    fn tables(list: &[u8]) -> WordTables {
        WordTables::of_test_list(list)
    }

    #[test]
    fn a_rebus_takes_one_fixed_square_per_letter_shared_by_its_entries() {
        let t = tables(b"STEM\nSTAB\nAGE\nBOT\nEGO\nMET\n");
        let g = parse_grid("{ST}..\n...\n...\n", &Alphabet::latin()).expect("grid");
        let p = Problem::new(&g, &t, &FillOptions::default()).expect("problem");
        let slots = Slots::of(&g);
        let var = |n, d| {
            let id = slots.find(n, d).expect("slot");
            p.vars.iter().find(|v| v.slot == id).expect("var")
        };
        let (across, down) = (var(1, Direction::Across), var(1, Direction::Down));
        assert_eq!((across.table.len(), across.cells.len()), (4, 4));
        assert_eq!(down.table.len(), 4);
        // The two letters of the rebus are the same problem squares in both entries,
        // fixed and never written.
        assert_eq!(across.cells[..2], down.cells[..2]);
        let st = Alphabet::latin().encode("ST").expect("latin");
        for (j, &c) in across.cells[..2].iter().enumerate() {
            assert_eq!(p.cells[c].fixed, Some(st[j]));
            assert!(!p.cells[c].writable);
            assert_eq!(p.cells[c].pos, Pos::new(0, 0));
        }
        // The square after the rebus is word position 2 of 1A and position 0 of 2D.
        let two = var(2, Direction::Down);
        assert_eq!(
            across.cross[2],
            Some((
                p.vars.iter().position(|v| v.slot == two.slot).expect("2D"),
                0
            ))
        );
        assert!(p.skipped.is_empty());
    }

    #[test]
    fn entries_through_a_digit_are_skipped_and_the_square_is_no_lone_square() {
        let t = tables(b"CUR\nTEA\nCUE\nERA\n");
        let g = parse_grid("{7}..\n...\n...\n", &Alphabet::latin()).expect("grid");
        let p = Problem::new(&g, &t, &FillOptions::default()).expect("problem");
        let slots = Slots::of(&g);
        let labels: Vec<String> = p.skipped.iter().map(|&id| slots.get(id).label()).collect();
        assert_eq!(labels, ["1A", "1D"]);
        assert_eq!(p.vars.len(), 4);
        // A lone rebus square needs no entry.
        let g = parse_grid("{ST}#\n##\n", &Alphabet::latin()).expect("grid");
        assert!(Problem::new(&g, &t, &FillOptions::default()).is_ok());
    }
}
