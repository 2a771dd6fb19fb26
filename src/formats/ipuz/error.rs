//! Why an `.ipuz` file is refused; every reason names the field, row or square concerned.

use crate::grid::{Grid, Pos};

/// Why an `.ipuz` file could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IpuzError {
    /// Not valid JSON (this includes text that is not UTF-8).
    #[error("not valid JSON at line {line}, column {column}: {message}")]
    Json {
        /// Line, from 1.
        line: usize,
        /// Column, from 1.
        column: usize,
        /// The parser's message.
        message: String,
    },
    /// The top level is not a JSON object.
    #[error("an .ipuz file is a JSON object, this one is not")]
    NotObject,
    /// A kind other than a crossword.
    #[error("this .ipuz is of kind {0}, not a crossword (http://ipuz.org/crossword)")]
    NotCrossword(String),
    /// A required field is absent.
    #[error("the field {0:?} is missing")]
    Missing(&'static str),
    /// A field of the wrong JSON type.
    #[error("the field {field} should be {expected}")]
    BadField {
        /// The field (with the path into it).
        field: String,
        /// What it should be.
        expected: &'static str,
    },
    /// Width or height out of range.
    #[error(
        "the grid is {width}×{height}; gridwright handles {min} to {max} squares on each side",
        min = Grid::MIN_SIDE,
        max = Grid::MAX_SIDE
    )]
    Size {
        /// Width.
        width: u64,
        /// Height.
        height: u64,
    },
    /// The `puzzle` or `solution` rows do not match the dimensions.
    #[error("{field}: expected {expected} {what}, found {found}")]
    Shape {
        /// Which field and row.
        field: String,
        /// Rows or cells.
        what: &'static str,
        /// How many the dimensions say.
        expected: usize,
        /// How many there are.
        found: usize,
    },
    /// A cell value that cannot be understood.
    #[error("{field} at {pos}: cannot read the cell value {found}")]
    BadCell {
        /// `puzzle` or `solution`.
        field: &'static str,
        /// The square.
        pos: Pos,
        /// The JSON value.
        found: String,
    },
    /// A `charset` that is not a valid alphabet.
    #[error("charset: {0}")]
    Charset(String),
}
