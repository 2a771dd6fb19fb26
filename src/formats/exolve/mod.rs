//! Exolve, the plain-text puzzle specification of Viresh Ratnakar's browser solver: a block
//! from `exolve-begin` to `exolve-end`, on its own (`.exolve`) or inside the HTML page that
//! plays it.
//!
//! ```text
//! exolve-begin
//!   exolve-title: Stars
//!   exolve-setter: Zoë
//!   exolve-width: 3
//!   exolve-height: 2
//!   exolve-grid:
//!     C A|T
//!     O@ . E
//!   exolve-across:
//!     1 Pet (2)
//!   exolve-down:
//!     1 Cow (2)
//! exolve-end
//! ```
//!
//! **Read:** width, height and the grid (`.` a block, `0` or `?` an empty square, a grid of
//! only `0` squares a puzzle without its solution; the decorators `|` and `_` bars right and
//! below, `+` both, `@` a circle, `!` a given letter, `*` a diagramless square; `&` escapes
//! the next character; with `exolve-option: rebus-cells` squares are separated by spaces and
//! may hold several letters); `exolve-across`/`exolve-down` clues placed by the grid's
//! numbering, bars ending entries as blocks do (as `.xd` numbers them, module
//! [`super::xd`]'s `bars`); `exolve-nodir` clues kept as an extra list; title, setter (the
//! author), copyright, preamble/prelude (the intro), explanations, postscript (the notes),
//! `exolve-colour` squares (`#C0C0C0` reads as shading), `exolve-language` (the alphabet).
//! Clues are HTML: formatting tags are kept as clue markup. A clue's enumeration stays in its
//! text; a hidden one (`(5)*`) is dropped; the annotation after the enumeration is named in a
//! warning, as is every section and decorator gridwright does not keep.
//!
//! **Write:** the same sections, squares separated by spaces, clues numbered by the bars.

mod read;
mod read_clues;
mod sections;
mod write;

use super::{WriteError, WriteOptions};
use crate::grid::{GridError, Puzzle};

/// The colour shading is written as (and read back as shading), as `.jpz` does.
pub const SHADE: crate::grid::Rgb = crate::grid::Rgb(0xC0, 0xC0, 0xC0);

/// The `exolve-language` of each built-in alphabet other than Latin: language code and
/// script. Read back, a code gives the first alphabet listed with it.
pub const LANGUAGES: [(&str, &str, &str); 10] = [
    ("russian", "ru", "Cyrillic"),
    ("russian-folded", "ru", "Cyrillic"),
    ("ukrainian", "uk", "Cyrillic"),
    ("greek", "el", "Greek"),
    ("polish", "pl", "Latin"),
    ("spanish", "es", "Latin"),
    ("german", "de", "Latin"),
    ("german-folded", "de", "Latin"),
    ("swedish", "sv", "Latin"),
    ("finnish", "fi", "Latin"),
];

/// Why an Exolve puzzle could not be read; lines count from 1 in the whole file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExolveError {
    /// Bytes that are not UTF-8.
    #[error("not UTF-8 text: invalid byte at offset {offset}")]
    Utf8 {
        /// Byte offset of the first bad byte.
        offset: usize,
    },
    /// No `exolve-begin` line.
    #[error("no exolve-begin line: not an Exolve puzzle")]
    NoBlock,
    /// `exolve-begin` without `exolve-end`.
    #[error("line {line}: exolve-begin has no exolve-end after it")]
    Unterminated {
        /// The `exolve-begin` line.
        line: usize,
    },
    /// A required section is missing.
    #[error("no {section} section (width, height and grid are required)")]
    Missing {
        /// The section.
        section: &'static str,
    },
    /// A width or height that is not a number.
    #[error("line {line}: {section} is {found:?}, not a number")]
    BadNumber {
        /// File line.
        line: usize,
        /// The section.
        section: &'static str,
        /// What the line holds (cut).
        found: String,
    },
    /// The grid is too small or too large.
    #[error("line {line}: {error}")]
    Size {
        /// The grid's line.
        line: usize,
        /// What is wrong.
        error: GridError,
    },
    /// A grid with another number of rows than the height.
    #[error("line {line}: the grid has {found} rows but exolve-height is {expected}")]
    Rows {
        /// The `exolve-grid` line.
        line: usize,
        /// The height.
        expected: usize,
        /// The rows found.
        found: usize,
    },
    /// A grid row with another number of squares than the width.
    #[error("line {line}: grid row has {found} squares but exolve-width is {expected}")]
    RowLength {
        /// File line.
        line: usize,
        /// The width.
        expected: usize,
        /// The squares found.
        found: usize,
    },
    /// A square that cannot be read.
    #[error("line {line}: {message}")]
    BadSquare {
        /// File line.
        line: usize,
        /// What is wrong.
        message: String,
    },
}

/// An Exolve puzzle that was read, with what the reader noticed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExolveFile {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Problems that did not stop the read.
    pub warnings: Vec<String>,
}

/// Whether the bytes hold an Exolve block (an `exolve-begin` line), alone or in a page.
pub fn is_exolve(bytes: &[u8]) -> bool {
    bytes
        .split(|&b| b == b'\n')
        .any(|l| l.trim_ascii().starts_with(b"exolve-begin"))
}

/// Reads the first Exolve block of a file.
pub fn parse(bytes: &[u8]) -> Result<ExolveFile, ExolveError> {
    read::read(bytes)
}

/// Writes the puzzle as an Exolve block; empty squares need `allow_incomplete` unless the
/// puzzle has no solution.
pub fn to_bytes(puzzle: &Puzzle, options: &WriteOptions) -> Result<Vec<u8>, WriteError> {
    write::write(puzzle, options).map(String::into_bytes)
}

/// The alphabet an Exolve file written from `puzzle` declares: a built-in one's language.
pub fn language(puzzle: &Puzzle) -> Option<(&'static str, &'static str)> {
    let name = puzzle.alphabet.name()?;
    LANGUAGES
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|&(_, code, script)| (code, script))
}

/// The built-in alphabet an `exolve-language` code stands for.
pub fn alphabet_of_language(code: &str) -> Option<&'static str> {
    LANGUAGES
        .iter()
        .find(|(_, c, _)| c.eq_ignore_ascii_case(code))
        .map(|(n, _, _)| *n)
}
