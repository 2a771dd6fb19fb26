//! A puzzle: the grid with its alphabet, clues, metadata and locked squares.

use super::{Alphabet, Direction, Grid, GridError, Pos, Slots, Symmetry};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// Identifies a clue by its number and direction; orders by number, across before down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ClueKey {
    /// The clue number.
    pub number: u16,
    /// Across or down.
    pub direction: Direction,
}

impl ClueKey {
    /// The key for `number` in `direction`.
    pub fn new(number: u16, direction: Direction) -> Self {
        Self { number, direction }
    }
}

/// Facts about a puzzle that are not its grid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Meta {
    /// Title.
    pub title: String,
    /// Author or constructor.
    pub author: String,
    /// Copyright line.
    pub copyright: String,
    /// Free notes.
    pub notes: String,
    /// The symmetry blocks are drawn with.
    pub symmetry: Symmetry,
    /// The shortest entry the health check accepts.
    pub min_entry_len: usize,
}

impl Default for Meta {
    fn default() -> Self {
        Self {
            title: String::new(),
            author: String::new(),
            copyright: String::new(),
            notes: String::new(),
            symmetry: Symmetry::Rotational,
            min_entry_len: 3,
        }
    }
}

/// Everything a constructor saves: grid, alphabet, clues, metadata and locked squares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    /// The squares.
    pub grid: Grid,
    /// What the letter indices in the grid mean.
    pub alphabet: Alphabet,
    /// Clue texts by entry.
    pub clues: BTreeMap<ClueKey, String>,
    /// Title, author and other facts.
    pub meta: Meta,
    /// Squares whose letters autofill must keep.
    pub locked: BTreeSet<Pos>,
}

impl Puzzle {
    /// A puzzle around a grid, A–Z, with no clues.
    pub fn new(grid: Grid) -> Self {
        Self {
            grid,
            alphabet: Alphabet::latin(),
            clues: BTreeMap::new(),
            meta: Meta::default(),
            locked: BTreeSet::new(),
        }
    }

    /// An empty, all-white grid of the given size.
    pub fn blank(width: usize, height: usize) -> Result<Self, GridError> {
        Grid::new(width, height).map(Self::new)
    }

    /// The numbered entries of the current grid.
    pub fn slots(&self) -> Slots {
        Slots::of(&self.grid)
    }

    /// The clue of an entry, if one was written.
    pub fn clue(&self, number: u16, direction: Direction) -> Option<&str> {
        self.clues
            .get(&ClueKey::new(number, direction))
            .map(String::as_str)
    }
}
