//! Grid design: block patterns built around theme entries, each proven by a complete fill.
//!
//! A [`DesignRequest`] names the size, symmetry, house rules and theme entries; [`design`]
//! searches patterns on several threads with the rules as constraints and the filler as the
//! judge (a pattern that will not fill gets a block in the entries the filler ran dry on),
//! and returns up to `count` distinct [`Design`]s ranked best first. [`job`] runs that on a
//! worker thread with progress events and a cancel flag, for the studio.

mod board;
mod cut;
pub mod job;
mod open;
pub mod pin;
pub mod place;
pub mod quality;
pub mod request;
pub mod search;

pub use pin::{PinError, parse_pin, split_pinned, split_theme_list};
pub use place::PlacedEntry;
pub use quality::Quality;
pub use request::{DesignError, DesignRequest, MAX_THEME, Pin, ThemeEntry};
pub use search::{RunError, design};

use crate::fill::{Entry, Filled, WordTables};
use crate::grid::{Alphabet, Cell, Figures, Grid, HouseRules, Pos, Puzzle, RuleBreak, Slots};
use std::time::Duration;

/// One design: a block pattern with the theme entries placed and a complete fill.
#[derive(Debug, Clone, PartialEq)]
pub struct Design {
    /// The filled grid.
    pub grid: Grid,
    /// Where each theme entry sits.
    pub theme: Vec<PlacedEntry>,
    /// Entries in the grid (theme entries included).
    pub words: usize,
    /// Blocks in the grid.
    pub blocks: usize,
    /// Mean score of the fill's entries (the theme entries are the constructor's, not
    /// counted).
    pub average_score: f64,
    /// Lowest score among the fill's entries.
    pub lowest_score: u8,
    /// The fill's entries with their scores.
    pub entries: Vec<Entry>,
    /// What constructors rank designs by.
    pub quality: Quality,
    /// The house rules the design was asked to keep (the request's, not a fallback's).
    pub rules: HouseRules,
    /// The ceilings of those rules the design goes past (none unless the search fell back
    /// to relaxed limits): the same figures `:check` reports of the design's puzzle.
    pub broken: Vec<RuleBreak>,
}

impl Design {
    /// The design a fill of `board` gives, with the ceilings of `rules` (the request's
    /// house rules) it breaks; `None` when an entry the fill did not write (one made wholly
    /// of theme letters) is not a word of the tables.
    fn new(
        board: &board::Board,
        theme: Vec<PlacedEntry>,
        filled: Filled,
        tables: &WordTables,
        rules: &HouseRules,
    ) -> Option<Design> {
        let grid = filled.grid;
        let slots = Slots::of(&grid);
        let is_theme = |start: Pos, d| theme.iter().any(|t| t.start == start && t.direction == d);
        for (id, slot) in slots.iter() {
            if is_theme(slot.start(), slot.direction) || filled.entries.iter().any(|e| e.slot == id)
            {
                continue;
            }
            let word = slot.word(&grid)?;
            tables.of_len(word.len()).find(&word)?;
        }
        let figures = Figures {
            words: slots.len(),
            blocks: board.blocks(),
            three_letter: board.three_letter(),
            cheaters: board.cheaters(),
        };
        Some(Design {
            broken: rules.breaks(&figures),
            rules: *rules,
            quality: Quality::of(board, &filled.entries),
            words: slots.len(),
            blocks: board.blocks(),
            average_score: filled.average_score,
            lowest_score: filled.min_score,
            entries: filled.entries,
            grid,
            theme,
        })
    }

    /// What makes two designs the same: the blocks and where the theme entries sit.
    pub fn key(&self) -> (Vec<bool>, Vec<PlacedEntry>) {
        let blocks = self.grid.cells().iter().map(|c| c.is_block()).collect();
        (blocks, self.theme.clone())
    }

    /// The squares of the theme entries.
    pub fn theme_squares(&self) -> Vec<Pos> {
        let mut out = Vec::new();
        for t in &self.theme {
            let (dr, dc) = t.direction.step();
            out.extend(
                (0..t.answer.len()).map(|k| Pos::new(t.start.row + dr * k, t.start.col + dc * k)),
            );
        }
        out.sort();
        out.dedup();
        out
    }

    /// The pattern with the theme entries and no fill.
    pub fn pattern(&self) -> Grid {
        let theme = self.theme_squares();
        let mut g = self.grid.clone();
        for p in self.grid.positions() {
            if matches!(g.cell(p), Cell::Letter(_)) && theme.binary_search(&p).is_err() {
                // Inside the grid by construction.
                let _ = g.set(p, Cell::Empty);
            }
        }
        g
    }

    /// The design as a puzzle in `alphabet` (the word tables'): the theme squares locked and
    /// the theme entries named as the puzzle's (so `:check` and export take them as the
    /// constructor's, never as low-scoring fill), the fill as ordinary letters; the rules it
    /// was made under recorded (its kind, shortest entry and any ceiling the constructor
    /// set), so `:check` holds it to those and reports what [`Design::broken`] names.
    pub fn puzzle(&self, alphabet: &Alphabet) -> Puzzle {
        let mut p = Puzzle::new(self.grid.clone());
        p.alphabet = alphabet.clone();
        p.meta.kind = self.rules.kind;
        p.meta.min_entry_len = self.rules.min_entry;
        p.meta.ceilings = self.rules.ceilings(self.grid.width(), self.grid.height());
        p.locked = self.theme_squares().into_iter().collect();
        p.meta.theme_entries = self
            .theme
            .iter()
            .map(|t| alphabet.spell(&t.answer))
            .collect();
        p
    }
}

/// Orders designs best first: those that keep the house rules before those that break one
/// (fewest broken first), then as constructors weigh them ([`Quality::compare`]: 3-letter
/// entries, cheaters, edge bars, corners, long entries, the share of strong fill), then by
/// the weakest entry, fewer words, fewer blocks and the higher average score — and keeps
/// `count`.
pub fn rank(mut designs: Vec<Design>, count: usize) -> Vec<Design> {
    designs.sort_by(|a, b| {
        a.broken
            .len()
            .cmp(&b.broken.len())
            .then(a.quality.compare(&b.quality))
            .then(b.lowest_score.cmp(&a.lowest_score))
            .then(a.words.cmp(&b.words))
            .then(a.blocks.cmp(&b.blocks))
            .then(b.average_score.total_cmp(&a.average_score))
    });
    designs.truncate(count);
    designs
}

/// How a design search is going.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct DesignProgress {
    /// Attempts finished.
    pub attempts: usize,
    /// Judging fills run.
    pub fills: usize,
    /// Distinct designs found.
    pub found: usize,
    /// Attempts that ended without a design (no pattern grown from the attempt's theme
    /// placement filled): the search's dead ends.
    pub dead_ends: usize,
    /// Designs asked for.
    pub wanted: usize,
    /// The best design's average and lowest score so far.
    pub best: Option<(f64, u8)>,
    /// Time since the search started.
    pub elapsed: Duration,
}

/// Why a design search ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// As many designs as asked for were found.
    Complete,
    /// The time limit passed.
    TimedOut,
    /// The cancel flag was raised.
    Cancelled,
    /// The attempt limit was reached.
    GaveUp,
    /// No placement of the theme entries keeps the rules: no design exists.
    Impossible,
}

/// What a design search returns.
#[derive(Debug, Clone, PartialEq)]
pub struct DesignReport {
    /// The designs, best first.
    pub designs: Vec<Design>,
    /// Why the search ended.
    pub end: End,
    /// Attempts finished.
    pub attempts: usize,
    /// Judging fills run.
    pub fills: usize,
    /// When the first design was found, if one was.
    pub first_found: Option<Duration>,
    /// The house rules gave no design in their share of the search, and the designs come
    /// from relaxed limits ([`DesignRequest::relaxed_rules`]); each names what it breaks.
    pub relaxed: bool,
    /// Time taken.
    pub elapsed: Duration,
}
