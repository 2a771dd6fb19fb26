//! `.ipuz` crossword files (JSON, kind `http://ipuz.org/crossword#1`): read and write.
//!
//! The reader takes what other tools write: the `ipuz({...})` wrapper and a BOM; cells as
//! numbers, labels, objects with `cell`/`style`/`value`, `null` or `"omit"` (omitted, read as
//! blocks), custom `block` and `empty` markers; answers of several letters, digits and
//! symbols (rebus squares); circles, shading, colours and bars, also through named styles;
//! explicit numbering (clues then find their entry by `cells` or by label); clue objects,
//! `[number, text]` pairs and bare texts; HTML in clues; lists other than Across and Down;
//! the diagramless kind and files without a solution. What the model cannot keep is named
//! in a warning.
//!
//! The writer writes all of it back, and our own studio facts (symmetry, locked squares)
//! under [`EXTENSION`].

mod cells;
mod clues;
mod clues_write;
mod date;
mod doc;
mod error;
mod extension;
mod json;
mod names;
mod print;
mod read;
mod style;
mod text;
mod write;

#[cfg(test)]
mod tests;

pub use error::IpuzError;
pub use read::parse;
pub use write::to_string;

use crate::grid::Puzzle;

/// The name under which fields of this format are carried in [`crate::grid::Carried`].
pub const FORMAT: &str = "ipuz";

/// The kind we write.
pub const KIND: &str = "http://ipuz.org/crossword#1";
/// The version we write.
pub const VERSION: &str = "http://ipuz.org/v2";
/// Our extension key for studio facts other tools do not know (symmetry, locked squares).
pub const EXTENSION: &str = "org.gridwright.studio";

/// An `.ipuz` file as read, with warnings about what was dropped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IpuzFile {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Things that did not stop the read.
    pub warnings: Vec<String>,
}
