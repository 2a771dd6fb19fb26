//! One square of the grid and its coordinates.

use serde::{Deserialize, Serialize};
use std::fmt;

/// What a square holds. A letter is an index into the puzzle's [`Alphabet`](super::Alphabet).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Cell {
    /// A black square.
    Block,
    /// A white square with no letter yet.
    #[default]
    Empty,
    /// A white square holding the letter with this alphabet index.
    Letter(u8),
    /// A white square whose answer is not one letter of the alphabet (a rebus of several
    /// letters, a digit, a symbol); the number indexes the grid's rebus texts
    /// ([`Grid::rebus_text`](super::Grid::rebus_text)), so the cell stays `Copy`.
    Rebus(u16),
}

impl Cell {
    /// True for a black square.
    pub fn is_block(self) -> bool {
        matches!(self, Cell::Block)
    }

    /// True for any white square, filled or not.
    pub fn is_white(self) -> bool {
        !self.is_block()
    }

    /// True for a square holding an answer: a letter or a rebus.
    pub fn is_filled(self) -> bool {
        matches!(self, Cell::Letter(_) | Cell::Rebus(_))
    }

    /// The letter index, if the square holds one.
    pub fn letter(self) -> Option<u8> {
        match self {
            Cell::Letter(l) => Some(l),
            _ => None,
        }
    }
}

/// A square's coordinates: row from the top, column from the left, both from 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    /// Row, counted from the top.
    pub row: usize,
    /// Column, counted from the left.
    pub col: usize,
}

impl Pos {
    /// The square at `row`, `col`.
    pub const fn new(row: usize, col: usize) -> Self {
        Self { row, col }
    }
}

impl fmt::Display for Pos {
    /// Shown 1-based, as a constructor counts rows and columns.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row + 1, self.col + 1)
    }
}
