//! The `.xd` plain-text format of the xd corpus and Puzzmo.

use super::loss::Caps;
use super::{WriteError, WriteOptions};
use crate::grid::Puzzle;

/// What `.xd` holds beyond letters and Across/Down clues.
pub const CAPS: Caps = Caps {
    rebus: true,
    circles: true,
    shading: true,
    colors: true,
    bars: true,
    given: true,
    labels: true,
    extra_clues: true,
    markup: true,
    no_solution: true,
    diagramless: false,
    meta: &[
        "title",
        "author",
        "editor",
        "publisher",
        "copyright",
        "date",
        "notes",
        "intro",
    ],
    carries: None,
};

/// Why a `.xd` file could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum XdError {
    /// Not yet supported.
    #[error(".xd reading is not built yet")]
    Unsupported,
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
pub fn parse(_bytes: &[u8]) -> Result<XdFile, XdError> {
    Err(XdError::Unsupported)
}

/// Writes a `.xd` file.
pub fn to_bytes(_puzzle: &Puzzle, _options: &WriteOptions) -> Result<Vec<u8>, WriteError> {
    Err(WriteError::TooManyClues)
}
