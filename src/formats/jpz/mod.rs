//! Crossword Compiler `.jpz`: the XML format (often zipped) many editors ask for.
//!
//! Read: plain or zipped XML with a `<crossword-compiler>` or `<crossword-compiler-applet>`
//! root (with or without namespaces), its metadata, grid cells (solutions, rebus, blocks,
//! voids, numbers, circles, colours, bars, given letters), words and clue lists. Across and
//! Down clues are keyed by the standard entry their words' squares form; other lists become
//! extra clue lists; clue formatting is kept as markup beside the plain text. Whatever the
//! model cannot keep is named in a warning; acrostic and coded puzzles are refused.
//!
//! Write: one plain (unzipped) `<crossword-compiler-applet>` document of the shape kotwords and
//! Crossword Nexus write and read.

mod clues;
mod markup;
mod meta;
mod read;
mod write;
mod xml;

use super::{WriteError, WriteOptions};
use crate::grid::{Grid, Puzzle};
pub use xml::At;

/// Text from the file as an error shows it: control characters escaped (no raw ESC reaches
/// the terminal) and at most [`SHOWN`] characters, as the other readers cut theirs.
pub(crate) fn shown(text: &str) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == SHOWN {
            out.push('…');
            break;
        }
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// How many characters of the file an error shows.
const SHOWN: usize = 120;

/// Why a `.jpz` file could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum JpzError {
    /// The file is a zip archive that could not be opened or holds no file.
    #[error("not a readable zipped .jpz: {}", shown(.0))]
    Zip(String),
    /// The XML (or the XML unpacked from the zip) is larger than a puzzle can be.
    #[error("the XML inside the zipped .jpz is larger than {limit} bytes", limit = xml::MAX_XML)]
    TooLarge,
    /// Bytes that are not text in the encoding the file declares.
    #[error(
        "not UTF-8 text: byte {offset} is invalid (a .jpz is UTF-8 unless it declares ISO-8859-1)"
    )]
    Encoding {
        /// Offset of the first bad byte.
        offset: usize,
    },
    /// The XML is not well-formed.
    #[error("{at}: {}", shown(.message))]
    Xml {
        /// Where the problem is.
        at: At,
        /// What quick-xml found.
        message: String,
    },
    /// Elements nested deeper than any puzzle needs.
    #[error("{at}: elements nest more than {max} deep", max = xml::MAX_DEPTH)]
    TooDeep {
        /// The element that went too deep.
        at: At,
    },
    /// No element at all.
    #[error("no XML element found; a .jpz holds <crossword-compiler> XML")]
    Empty,
    /// The root element is not a Crossword Compiler one.
    #[error(
        "{at}: the root element is <{}>, not <crossword-compiler> or <crossword-compiler-applet>",
        shown(.found)
    )]
    NotJpz {
        /// The root element's name.
        found: String,
        /// Where it starts.
        at: At,
    },
    /// A puzzle kind gridwright does not read.
    #[error("{at}: this .jpz holds {what}; gridwright reads crossword grids only")]
    Unsupported {
        /// The kind, in words ("an acrostic (<acrostic>)").
        what: String,
        /// Where its element starts.
        at: At,
    },
    /// A required element is absent.
    #[error("{at}: <{parent}> has no <{missing}>")]
    Missing {
        /// The element that should be there.
        missing: &'static str,
        /// Its expected parent.
        parent: &'static str,
        /// Where the parent starts.
        at: At,
    },
    /// An attribute with a value that cannot be used.
    #[error("{at}: <{element} {attr}=\"{}\">: {expected}", shown(.value))]
    BadAttr {
        /// The element.
        element: &'static str,
        /// The attribute.
        attr: &'static str,
        /// Its value.
        value: String,
        /// What it should be.
        expected: &'static str,
        /// Where the element starts.
        at: At,
    },
    /// A grid size outside what gridwright supports.
    #[error("{at}: the grid is {width}×{height}; gridwright grids are {min} to {max} squares a side", min = Grid::MIN_SIDE, max = Grid::MAX_SIDE)]
    Size {
        /// Width from the file.
        width: usize,
        /// Height from the file.
        height: usize,
        /// Where `<grid>` starts.
        at: At,
    },
}

/// A `.jpz` file that was read, with what the reader noticed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JpzFile {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Problems that did not stop the read.
    pub warnings: Vec<String>,
}

/// Reads a `.jpz` file: XML, or a zip archive holding one XML file.
pub fn parse(bytes: &[u8]) -> Result<JpzFile, JpzError> {
    let text = xml::unpack(bytes)?;
    let root = xml::parse_tree(&text)?;
    read::read(&root)
}

/// Writes a `.jpz` file (plain XML, UTF-8).
pub fn to_bytes(puzzle: &Puzzle, options: &WriteOptions) -> Result<Vec<u8>, WriteError> {
    write::to_string(puzzle, options).map(String::into_bytes)
}
