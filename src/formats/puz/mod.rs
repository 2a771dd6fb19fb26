//! Across Lite `.puz` files: the binary layout, its checksums, read and write.
//!
//! Layout (all integers little-endian): a 52-byte header (global checksum, the magic
//! `ACROSS&DOWN\0`, the CIB checksum, eight masked checksum bytes, the version string, the
//! checksum of a locked solution, width, height, clue count, puzzle type, solution flags), the
//! solution board and the player's board (`width*height` bytes each, `.` a block — `:` in a
//! diagramless — `-` an empty square), then NUL-terminated strings: title, author, copyright,
//! one clue per entry (by number, across before down) and notes, then optional extra sections
//! (`GRBS` + `RTBL` rebus squares, `GEXT` circles and solver marks, `LTIM` timer, `RUSR`
//! rebus entries). Strings are ISO-8859-1 before version 2.0 and UTF-8 from 2.0 on.
//!
//! What the model does not interpret (the timer, the solver's board and marks, unknown
//! sections) travels in `puzzle.carried` and is written back while it fits the grid.

mod checksum;
mod encoding;
mod layout;
mod lock;
mod read;
mod sections;
#[cfg(test)]
mod tests;
mod write;

pub use checksum::checksum;
pub use encoding::Encoding;
pub use layout::{HEADER_LEN, MAGIC};
pub use sections::{FORMAT, STATE};
pub use write::clues_lost_to_bars;

use super::WriteError;
use super::scramble::{self, Key};
use crate::grid::{Grid, Pos, Puzzle};

/// Why a `.puz` file could not be read. Offsets are byte offsets into the file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PuzError {
    /// The `ACROSS&DOWN` magic string is missing.
    #[error("not an Across Lite .puz file: the magic string ACROSS&DOWN is missing")]
    WrongMagic,
    /// The file ends before a part it must contain.
    #[error(
        "file is truncated: {what} needs {needed} bytes from offset {offset}, the file has {len}"
    )]
    Truncated {
        /// The part that is cut off.
        what: &'static str,
        /// Where it starts.
        offset: usize,
        /// How many bytes it needs.
        needed: usize,
        /// File length.
        len: usize,
    },
    /// A string runs to the end of the file without its NUL terminator.
    #[error("file is truncated: {what} starting at offset {offset} has no terminating NUL byte")]
    Unterminated {
        /// Which string.
        what: String,
        /// Where it starts.
        offset: usize,
    },
    /// Width or height outside what gridwright handles.
    #[error(
        "the grid is {width}×{height}; gridwright handles {min} to {max} squares on each side",
        min = Grid::MIN_SIDE,
        max = Grid::MAX_SIDE
    )]
    Size {
        /// Width byte.
        width: usize,
        /// Height byte.
        height: usize,
    },
    /// The solution is locked with a key and none was given.
    #[error(
        "the solution is scrambled (locked with a 4-digit key); give the key (--key NNNN) to unlock it"
    )]
    Scrambled,
    /// The key given does not unlock the solution.
    #[error(
        "the key {0} does not unlock this puzzle: the unscrambled solution does not match its checksum"
    )]
    WrongKey(Key),
    /// A scrambled solution too small to have been scrambled by Across Lite.
    #[error(
        "the solution is marked scrambled but has only {0} letters (at least {min} are scrambled)",
        min = scramble::MIN_LETTERS
    )]
    ScrambledTooSmall(usize),
    /// A solution square holding white space or a control character.
    #[error(
        "solution square {pos} (offset {offset}) holds {found:?}, which is neither a block, a letter, a digit nor a symbol"
    )]
    BadSquare {
        /// The square.
        pos: Pos,
        /// Its byte offset.
        offset: usize,
        /// The character found.
        found: char,
    },
    /// The clue count in the header does not match the grid's entries.
    #[error("the header lists {header} clues but the grid has {entries} entries")]
    ClueCount {
        /// The header's count.
        header: usize,
        /// Entries numbered in the grid.
        entries: usize,
    },
}

/// A `.puz` file as read: the puzzle (its `carried` holds the sections kept for writing
/// back) and the warnings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzFile {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Problems that did not stop the read (checksum mismatches, damaged sections, what the
    /// model could not keep).
    pub warnings: Vec<String>,
}

/// Reads a `.puz` file. Checksum mismatches and damaged extra sections become warnings.
pub fn parse(bytes: &[u8]) -> Result<PuzFile, PuzError> {
    read::parse_with_key(bytes, None)
}

/// Reads a `.puz` file, unscrambling a locked solution with `key`.
pub fn parse_with_key(bytes: &[u8], key: Option<Key>) -> Result<PuzFile, PuzError> {
    read::parse_with_key(bytes, key)
}

/// Writes a puzzle as `.puz` bytes, with its carried `.puz` sections where they still fit.
///
/// Refuses (unless `allow_incomplete`, or the puzzle is marked as having no solution) a grid
/// with empty squares. Text and letters are written as version 1.3 (ISO-8859-1) when they
/// fit, else as version 2.0 (UTF-8), where letters beyond ASCII are one-letter rebus squares. Clues for entries the grid no longer
/// has are left out (see [`super::orphan_clues`]); [`dropped`] names what else is left out.
pub fn to_bytes(puzzle: &Puzzle, allow_incomplete: bool) -> Result<Vec<u8>, WriteError> {
    write::build(puzzle, allow_incomplete, None)
}

/// Like [`to_bytes`], but with the solution scrambled ("locked") with `key`, as Across Lite
/// does; solvers then need the key to check answers. The grid must be complete.
pub fn to_bytes_locked(puzzle: &Puzzle, key: Key) -> Result<Vec<u8>, WriteError> {
    write::build(puzzle, false, Some(key))
}

/// What readers other than gridwright miss in `puzzle` written as `.puz`: letters beyond
/// Latin-1 (Cyrillic, Greek, Ł …) go in as one-letter rebus squares over a stand-in, which
/// our reader turns back into letters and every other reader shows as rebus squares.
pub fn lost_to_other_readers(puzzle: &Puzzle) -> Option<String> {
    let (squares, letters) = write::letters_as_rebus(puzzle);
    if squares == 0 {
        return None;
    }
    let shown = crate::grid::printable::few(letters.iter().map(char::to_string), 6);
    let s = if squares == 1 { "" } else { "s" };
    Some(format!(
        "the letters of {squares} square{s} for readers other than gridwright ({shown}: .puz \
         holds Latin-1 letters only; they are written as one-letter rebus squares, shown as \
         rebus squares over X, not as words)"
    ))
}

/// What writing `puzzle` as `.puz` leaves out although `.puz` could hold it in general:
/// carried sections that no longer fit the grid, rebus squares the rebus table cannot hold,
/// a no-solution mark on a grid that has letters. One phrase each.
pub fn dropped(puzzle: &Puzzle) -> Vec<String> {
    let mut out = Vec::new();
    for c in puzzle.carried.iter().filter(|c| c.format == FORMAT) {
        if let Some(why) = sections::unfit(c, &puzzle.grid) {
            if c.name == STATE {
                out.push(format!("the solver's progress ({why})"));
            } else {
                out.push(format!("the .puz section {} ({why})", c.name));
            }
        }
    }
    let left_out = write::rebus_left_out(puzzle);
    if left_out > 0 {
        let s = if left_out == 1 { "" } else { "s" };
        out.push(format!(
            "{left_out} rebus square{s} (a ';' in the text or over 255 different texts; written as the first letter)"
        ));
    }
    if puzzle.meta.no_solution && !write::writes_no_solution(puzzle) {
        out.push("the no-solution mark (the grid has letters, written as its solution)".into());
    }
    out
}
