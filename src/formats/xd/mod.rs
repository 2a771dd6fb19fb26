//! The `.xd` plain-text format of the xd corpus and Puzzmo.
//!
//! The spec is `century-arcade/xd` `doc/xd-format.md`; kotwords and Puzzmo add sections. A
//! file is UTF-8 text in sections, either under `## Metadata`, `## Grid`, `## Clues`,
//! `## Notes`, `## Design` and `## Start` headings or, in spec 1.0, in that implicit order
//! separated by blank lines:
//!
//! ```text
//! ## Metadata
//!
//! Title: Stars
//! Author: Zoë
//! Rebus: 1=STAR
//! Special: circle
//!
//! ## Grid
//!
//! 1AT#
//! aRE#
//!
//! ## Clues
//!
//! A1. {/Cats/} musical number? ~ STARAT
//! …
//! ```
//!
//! **Read:** headers Title, Author, Editor, Publisher, Copyright, Date, Notes (or kotwords'
//! Description), Intro, Explanation, Url, Difficulty; `Rebus: 1=STAR 2=…` (a key character
//! standing for a square's answer); `Special: circle` or `shaded` for squares written in
//! lowercase (lowercase with no Special header reads as circled, as kotwords does); any other
//! header is named in a warning. Grid: `#` is a block, `_` an omitted square (read as a block,
//! with a warning); `.` is a block in kotwords' and Puzzmo's files but an empty square in the
//! spec, so it is read as empty when the grid also has `#` blocks (or the `Empty: .` header
//! says so) and as a block otherwise. Digits, symbols and letters outside the alphabet are
//! answers of their own (rebus squares of one character). Clues `A1. Clue ~ ANSWER` are placed
//! by the grid's numbering, bars ending entries (module `bars`); clue formatting is read as in
//! module `markup`; the design section gives circles, colours and bars, the start section given
//! letters. Answers that disagree with the grid, clue metadata (`A1 ^Hint: …`) and clue groups
//! other than A and D (kept as extra clue lists) are reported in warnings.
//!
//! **Written:** explicit `## ` sections (spec 2.0 and later; kotwords reads only those, the old
//! `xdfile.py` only the implicit order); headers in the spec's capitalisation (`Title:`), one
//! line each, a line break as `\n` and a backslash as `\\`; notes in `## Notes` (a line
//! starting with `## `, `<!--` or `\` gets a `\` in front, removed on reading); in clues a line
//! break is the spec's `\` and a backslash itself `{\}`. Rebus squares go through the Rebus
//! header; when the special squares are all circles or all shading on plain letters they are
//! written the spec's way (lowercase + Special), otherwise in the design section with colours
//! and bars; given letters in the start section. Gridwright's own headers, which other readers
//! ignore: `Alphabet` (a puzzle not in A–Z), `Symmetry`, `No-solution: yes`,
//! `Diagramless: yes`, and `Empty: .` when empty squares must be told from blocks in a grid
//! without `#`. In a barred grid, the clue of a standard entry that bars cut into single
//! squares has no `.xd` entry to be written on.
//! Explicit numbering other than the bars' and extra clue lists have no `.xd` form.

pub(crate) mod bars;
mod design;
mod headers;
mod markup;
mod read;
mod sections;
mod write;

use super::{WriteError, WriteOptions};
use crate::grid::{GridError, Puzzle};

/// Whether `.xd` writes a clue kept with these squares in an extra list titled like the
/// direction: the squares are an entry of a direction the bars number differently.
pub fn writes_by_squares(
    puzzle: &Puzzle,
    direction: crate::grid::Direction,
    cells: &[crate::grid::Pos],
) -> bool {
    bars::entries(puzzle)
        .iter()
        .any(|(e, home)| *home == bars::Home::Extra && e.direction == direction && e.cells == cells)
}

/// Whether `.xd` writes every clue of an extra list (an Across or Down list of a barred grid,
/// kept with its squares).
pub fn writes_list(puzzle: &Puzzle, list: &crate::grid::ClueList) -> bool {
    let direction = match list.title.as_str() {
        "Across" => crate::grid::Direction::Across,
        "Down" => crate::grid::Direction::Down,
        _ => return false,
    };
    list.clues
        .iter()
        .all(|c| writes_by_squares(puzzle, direction, &c.cells))
}

/// Clues of standard entries that bars split, with the squares of the `.xd` entry each is
/// written on (its first part); read back, they are kept with those squares.
pub fn split_clues(puzzle: &Puzzle) -> Vec<(crate::grid::ClueKey, Vec<crate::grid::Pos>)> {
    bars::split_clues(puzzle)
        .into_iter()
        .map(|(k, e)| (k, e.cells))
        .collect()
}

/// Why a `.xd` file could not be read; lines and columns count from 1.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum XdError {
    /// Bytes that are not UTF-8.
    #[error("not UTF-8 text: invalid byte at offset {offset}")]
    Utf8 {
        /// Byte offset of the first bad byte.
        offset: usize,
    },
    /// No grid rows.
    #[error("no grid found (a `## Grid` section, or rows after the headers)")]
    NoGrid,
    /// A grid row whose length differs from the first row's.
    #[error("line {line}: grid row has {found} squares but the first row has {expected}")]
    Ragged {
        /// File line.
        line: usize,
        /// The first row's length.
        expected: usize,
        /// This row's length.
        found: usize,
    },
    /// A character that cannot be a square (white space or a control character).
    #[error("line {line}, column {column}: {found:?} cannot be a square of the grid")]
    BadSquare {
        /// File line.
        line: usize,
        /// Column on that line.
        column: usize,
        /// The character.
        found: char,
    },
    /// The grid is too small or too large.
    #[error("line {line}: {error}")]
    Size {
        /// The first grid line.
        line: usize,
        /// What is wrong.
        error: GridError,
    },
    /// A header whose value cannot be used (a rebus answer too long, a bad alphabet).
    #[error("line {line}: {message}")]
    Header {
        /// File line.
        line: usize,
        /// What is wrong.
        message: String,
    },
}

/// A `.xd` file that was read, with what the reader noticed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct XdFile {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Problems that did not stop the read.
    pub warnings: Vec<String>,
}

/// Reads a `.xd` file.
pub fn parse(bytes: &[u8]) -> Result<XdFile, XdError> {
    read::read(bytes)
}

/// Writes a `.xd` file; empty squares need `allow_incomplete` unless the puzzle has no solution.
pub fn to_bytes(puzzle: &Puzzle, options: &WriteOptions) -> Result<Vec<u8>, WriteError> {
    write::write(puzzle, options)
}
