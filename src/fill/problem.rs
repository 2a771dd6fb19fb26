//! A fill problem: the slots to fill as variables, the squares they share, and their word tables.

use crate::grid::{Cell, Grid, Pos, SlotId, Slots};
use crate::words::tables::{WordTable, WordTables};
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

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
    /// After the first fill, spend this long improving its scores.
    pub quality: Duration,
    /// Also spend as long as the first fill took (at least 0.2 s, at most 1 s) improving it,
    /// so every fill is polished at a cost in proportion; `quality` adds to this.
    pub quality_auto: bool,
    /// Which search to run.
    pub strategy: Strategy,
    /// Dead ends the first run of the restarting search may meet; later runs get Luby
    /// multiples of it. Lower restarts more often (tests use 1 to exercise learning).
    pub restart_base: u64,
}

/// The search strategy of a fill.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Strategy {
    /// Race [`Strategy::Words`] and [`Strategy::Letters`] on two threads when the machine has
    /// two cores (the first to finish wins), else run `Words`.
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
            restart_base: 200,
        }
    }
}

/// A slot the solver assigns.
#[derive(Debug, Clone)]
pub struct Var {
    /// The grid slot.
    pub slot: SlotId,
    /// Its label, e.g. "17A".
    pub label: String,
    /// Problem square index of each of its squares.
    pub cells: Vec<usize>,
    /// Words of its length.
    pub table: Arc<WordTable>,
    /// Per square: the other variable through it and that variable's position, if any.
    pub cross: Vec<Option<(usize, usize)>>,
    /// Whether every square it writes is inside the region (a border slot only constrains).
    pub inside: bool,
}

/// A square of the problem.
#[derive(Debug, Clone)]
pub struct PCell {
    /// Where it is.
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
    /// Alphabet size.
    pub alpha: usize,
    /// Whether duplicates are allowed.
    pub allow_duplicates: bool,
}

impl Problem {
    /// Sets up a fill of `grid` with words from `tables`.
    pub fn new(
        grid: &Grid,
        tables: &WordTables,
        opts: &FillOptions,
    ) -> Result<Problem, ProblemError> {
        let slots = Slots::of(grid);
        let fixed_letter = |p: Pos| match grid.cell(p) {
            Cell::Letter(l) if !(opts.region.contains(p) && opts.replaceable.contains(&p)) => {
                Some(l)
            }
            _ => None,
        };
        for p in grid.positions() {
            if grid.is_white(p)
                && slots.crossing(p) == (None, None)
                && opts.region.contains(p)
                && fixed_letter(p).is_none()
            {
                return Err(ProblemError::LoneSquare(p));
            }
        }
        let mut cell_of = vec![usize::MAX; grid.width() * grid.height()];
        let mut cells: Vec<PCell> = Vec::new();
        let mut vars: Vec<Var> = Vec::new();
        let mut fixed_words = Vec::new();
        for (id, slot) in slots.iter() {
            let open: Vec<Pos> = slot
                .cells
                .iter()
                .copied()
                .filter(|&p| fixed_letter(p).is_none())
                .collect();
            if !open.iter().any(|&p| opts.region.contains(p)) {
                let letters: Option<Vec<u8>> =
                    slot.cells.iter().map(|&p| fixed_letter(p)).collect();
                if let Some(w) = letters {
                    fixed_words.push(w);
                }
                continue;
            }
            let table = tables.of_len(slot.len());
            if table.is_empty() {
                return Err(ProblemError::NoWordsOfLength {
                    slot: id,
                    label: slot.label(),
                    len: slot.len(),
                });
            }
            let mut vcells = Vec::with_capacity(slot.len());
            for &p in &slot.cells {
                let gi = grid.index(p);
                if cell_of[gi] == usize::MAX {
                    cell_of[gi] = cells.len();
                    cells.push(PCell {
                        pos: p,
                        fixed: fixed_letter(p),
                        writable: opts.region.contains(p) && fixed_letter(p).is_none(),
                        vars: Vec::new(),
                    });
                }
                vcells.push(cell_of[gi]);
            }
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
            });
        }
        for (v, var) in vars.iter_mut().enumerate() {
            var.cross = var
                .cells
                .iter()
                .map(|&c| cells[c].vars.iter().copied().find(|&(u, _)| u != v))
                .collect();
        }
        Ok(Problem {
            grid: grid.clone(),
            vars,
            cells,
            fixed_words,
            alpha: tables.alpha(),
            allow_duplicates: opts.allow_duplicates,
        })
    }
}
