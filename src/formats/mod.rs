//! Puzzle files: Across Lite `.puz`, `.ipuz`, Crossword Compiler `.jpz`, `.xd`, plain text,
//! and printable HTML and PDF.
//!
//! Each format has a pure reader (bytes → puzzle) and writer (puzzle → bytes); this module
//! picks one by file extension and adds the file I/O with the path in every error.

pub mod across_text;
pub mod alphabet;
mod blocked;
pub mod controls;
pub mod enumeration;
pub mod exolve;
pub mod export;
pub mod folder;
mod header_value;
pub mod html;
pub mod ipuz;
pub mod jpz;
pub mod latin1;
pub mod loss;
pub mod page;
pub mod pdf;
pub mod play;
pub mod puz;
pub mod scramble;
pub mod text;
pub mod xd;

use crate::grid::{Cell, ClueKey, Grid, Pos, Puzzle};
use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

/// A file format gridwright reads or writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// Across Lite binary `.puz`.
    Puz,
    /// JSON `.ipuz` (crossword kind).
    Ipuz,
    /// Plain text grid with a clue list.
    Text,
    /// Printable HTML page (write only).
    Html,
    /// Crossword Compiler XML `.jpz`.
    Jpz,
    /// The plain-text `.xd` format of the xd corpus.
    Xd,
    /// Printable PDF (write only).
    Pdf,
    /// An Exolve puzzle block (`exolve-begin … exolve-end`), alone or in its HTML page.
    Exolve,
    /// Across Lite Text (`<ACROSS PUZZLE>`), written with `--format across`; a `.txt` file
    /// in it is read as [`Format::Text`].
    AcrossText,
}

impl Format {
    /// Every format, in the order help texts list them.
    pub const ALL: [Format; 9] = [
        Format::Puz,
        Format::Ipuz,
        Format::Jpz,
        Format::Xd,
        Format::Exolve,
        Format::Text,
        Format::AcrossText,
        Format::Html,
        Format::Pdf,
    ];

    /// True for formats gridwright can read by their extension (Across Lite Text is read
    /// as `.txt`).
    pub fn is_readable(self) -> bool {
        !matches!(self, Format::Html | Format::Pdf | Format::AcrossText)
    }

    /// The usual file extension, without the dot.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Puz => "puz",
            Format::Ipuz => "ipuz",
            Format::Text => "txt",
            Format::Html => "html",
            Format::Jpz => "jpz",
            Format::Xd => "xd",
            Format::Pdf => "pdf",
            Format::Exolve => "exolve",
            Format::AcrossText => "txt",
        }
    }

    /// How messages name the format: its extension, or "Across Lite text".
    pub fn name(self) -> String {
        match self {
            Format::AcrossText => "Across Lite text".to_string(),
            f => format!(".{}", f.extension()),
        }
    }

    /// The format a file name's extension names, if any.
    pub fn from_path(path: &Path) -> Option<Format> {
        let ext = path.extension()?.to_str()?;
        ext.parse().ok()
    }
}

impl fmt::Display for Format {
    /// The extension, or for Across Lite Text the name `--format` takes.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Format::AcrossText => f.write_str("across"),
            other => f.write_str(other.extension()),
        }
    }
}

impl FromStr for Format {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "puz" => Ok(Format::Puz),
            "ipuz" | "json" => Ok(Format::Ipuz),
            "txt" | "text" => Ok(Format::Text),
            "html" | "htm" => Ok(Format::Html),
            "jpz" => Ok(Format::Jpz),
            "xd" => Ok(Format::Xd),
            "pdf" => Ok(Format::Pdf),
            "exolve" => Ok(Format::Exolve),
            "across" | "across-text" | "acrosslite" => Ok(Format::AcrossText),
            _ => Err(format!(
                "unknown format {s:?}; one of puz, ipuz, jpz, xd, exolve, txt, across, html, pdf"
            )),
        }
    }
}

/// Why a puzzle could not be written in a format.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WriteError {
    /// A letter that must go to the `.puz` rebus table (it is not one byte of the file's
    /// encoding) when the table is full.
    #[error(
        "square {pos}: the letter {letter} needs the .puz rebus table, which is full ({max} texts); export as .ipuz instead"
    )]
    LetterTableFull {
        /// The square.
        pos: Pos,
        /// The letter.
        letter: String,
        /// How many texts the table holds.
        max: usize,
    },
    /// A character a `.puz` text field cannot hold (a NUL, which would end the field early).
    #[error(
        "{field}: character {ch:?} (U+{code:04X}) cannot be written to .puz, whose text fields end at a NUL; remove it",
        code = *ch as u32
    )]
    Unencodable {
        /// Which field (title, clue 17A, ...).
        field: String,
        /// The character.
        ch: char,
    },
    /// Empty squares in a playable format.
    #[error(
        "a playable file needs every solution letter, but {n} square{s} {are} empty: {list}; fill them or pass --allow-incomplete",
        n = cells.len(),
        s = if cells.len() == 1 { "" } else { "s" },
        are = if cells.len() == 1 { "is" } else { "are" },
        list = list_cells(cells)
    )]
    Incomplete {
        /// The empty squares.
        cells: Vec<Pos>,
    },
    /// A cell holding a letter index outside the alphabet.
    #[error("square {pos} holds letter index {index}, which is outside the puzzle's alphabet")]
    BadLetter {
        /// The square.
        pos: Pos,
        /// The index.
        index: u8,
    },
    /// The solution cannot be scrambled.
    #[error("cannot lock the .puz solution: {0}")]
    CannotLock(String),
    /// More clues or a longer section than the format's 16-bit counts allow.
    #[error("too many clues or too long a section for the format's 16-bit counts")]
    TooManyClues,
    /// The JSON serializer refused the document (it holds only strings, numbers and
    /// objects with string keys, so this is not expected).
    #[error("the document could not be written as JSON: {0}")]
    Json(String),
}

/// At most 20 squares, then a count of the rest.
fn list_cells(cells: &[Pos]) -> String {
    let mut s: Vec<String> = cells.iter().take(20).map(Pos::to_string).collect();
    if cells.len() > 20 {
        s.push(format!("and {} more", cells.len() - 20));
    }
    s.join(", ")
}

/// Refuses a grid with empty squares unless `allow_incomplete`.
pub fn check_complete(grid: &Grid, allow_incomplete: bool) -> Result<(), WriteError> {
    if allow_incomplete {
        return Ok(());
    }
    let empty: Vec<Pos> = grid
        .positions()
        .filter(|&p| grid.cell(p) == Cell::Empty)
        .collect();
    if empty.is_empty() {
        Ok(())
    } else {
        Err(WriteError::Incomplete { cells: empty })
    }
}

/// Clues whose entry the grid does not have (after blocks moved); writers leave them out.
pub fn orphan_clues(puzzle: &Puzzle) -> Vec<ClueKey> {
    let slots = puzzle.slots();
    puzzle
        .clues
        .keys()
        .filter(|k| slots.find(k.number, k.direction).is_none())
        .copied()
        .collect()
}

/// Whether a direction's clues live only in an extra list of that title ("Across", "Down"):
/// a barred grid's clues kept with their squares, or clues the file left unnumbered. Writers
/// and printers then leave out the standard entries of that direction, which have no clues
/// and are not the solver's entries.
pub fn replaced_by_extra(puzzle: &Puzzle, direction: crate::grid::Direction) -> bool {
    let title = match direction {
        crate::grid::Direction::Across => "across",
        crate::grid::Direction::Down => "down",
    };
    let has_list = puzzle
        .extra_clues
        .iter()
        .any(|l| l.title.trim().eq_ignore_ascii_case(title) && !l.clues.is_empty());
    has_list
        && !puzzle
            .clues
            .iter()
            .any(|(k, t)| k.direction == direction && !t.trim().is_empty())
}

/// Why a puzzle file could not be read or written; always names the file.
#[derive(Debug, thiserror::Error)]
pub enum FormatError {
    /// The file could not be opened, read or written.
    #[error("{path}: {error}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The OS error.
        error: std::io::Error,
    },
    /// The extension names no format gridwright reads or writes.
    #[error(
        "{path}: cannot tell the format from the extension; use .puz, .ipuz, .jpz, .xd, .exolve, .txt, .html or .pdf"
    )]
    UnknownFormat {
        /// The file.
        path: PathBuf,
    },
    /// The format cannot be read back (printable HTML).
    #[error("{path}: {format} files are output only and cannot be read")]
    NotReadable {
        /// The file.
        path: PathBuf,
        /// Its format.
        format: Format,
    },
    /// An HTML page without the Exolve block gridwright reads from a page.
    #[error(
        "{path}: no exolve-begin … exolve-end block in this page (an .html file is read only for the Exolve puzzle in it)"
    )]
    NoExolveBlock {
        /// The file.
        path: PathBuf,
    },
    /// A damaged or unsupported `.puz` file.
    #[error("{path}: {error}")]
    Puz {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        error: puz::PuzError,
    },
    /// A damaged or unsupported `.ipuz` file.
    #[error("{path}: {error}")]
    Ipuz {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        error: ipuz::IpuzError,
    },
    /// A damaged or unsupported `.jpz` file.
    #[error("{path}: {error}")]
    Jpz {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        error: jpz::JpzError,
    },
    /// A damaged or unsupported Exolve puzzle.
    #[error("{path}: {error}")]
    Exolve {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        error: exolve::ExolveError,
    },
    /// A damaged or unsupported `.xd` file.
    #[error("{path}: {error}")]
    Xd {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        error: xd::XdError,
    },
    /// A text puzzle that cannot be read.
    #[error("{path}: {error}")]
    Text {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        error: text::TextError,
    },
    /// The puzzle cannot be written in the chosen format.
    #[error("{path}: {error}")]
    Write {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        error: WriteError,
    },
}

/// A puzzle read from a file, with what the reader noticed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loaded {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The format it was read as.
    pub format: Format,
    /// Problems that did not stop the read, for the user to see.
    pub warnings: Vec<String>,
}

impl From<Puzzle> for Loaded {
    /// A puzzle that came from elsewhere (a save slot), with no warnings.
    fn from(puzzle: Puzzle) -> Self {
        Loaded {
            puzzle,
            format: Format::Text,
            warnings: Vec::new(),
        }
    }
}

/// How to read a puzzle.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// The key that unlocks a scrambled `.puz` solution.
    pub puz_key: Option<scramble::Key>,
}

/// Reads bytes in a format; `path` only names the file in errors.
pub fn read_bytes(bytes: &[u8], format: Format, path: &Path) -> Result<Loaded, FormatError> {
    read_bytes_with(bytes, format, path, &ReadOptions::default())
}

/// Reads bytes in a format with options; `path` only names the file in errors.
///
/// A grid with bars whose file names no house style is taken as barred, and a warning says
/// so: only the rules it is checked against change, never a square.
pub fn read_bytes_with(
    bytes: &[u8],
    format: Format,
    path: &Path,
    options: &ReadOptions,
) -> Result<Loaded, FormatError> {
    let mut loaded = read_format(bytes, format, path, options)?;
    bound_warnings(&mut loaded.warnings);
    let p = &mut loaded.puzzle;
    if p.meta.house == crate::grid::HouseStyle::American && p.has_bars() {
        p.meta.house = crate::grid::HouseStyle::guess(true);
        loaded.warnings.push(
            "the grid has bars: it is checked as a barred puzzle (style = \"barred\"; `:style` or --style to change)"
                .to_string(),
        );
    }
    Ok(loaded)
}

/// How many of a file's warnings are kept; the rest are counted in one last line.
pub const MAX_WARNINGS: usize = 12;

/// Keeps the first [`MAX_WARNINGS`] warnings and says how many more there were, so a file of
/// 400,000 bad lines prints a few lines, not 400,000.
fn bound_warnings(warnings: &mut Vec<String>) {
    if warnings.len() > MAX_WARNINGS {
        let more = warnings.len() - MAX_WARNINGS;
        warnings.truncate(MAX_WARNINGS);
        warnings.push(format!("… and {more} more warnings"));
    }
}

/// Reads bytes in a format with the format's own reader.
fn read_format(
    bytes: &[u8],
    format: Format,
    path: &Path,
    options: &ReadOptions,
) -> Result<Loaded, FormatError> {
    let path = path.to_path_buf();
    match format {
        Format::Puz => {
            let f = puz::parse_with_key(bytes, options.puz_key)
                .map_err(|error| FormatError::Puz { path, error })?;
            Ok(Loaded {
                puzzle: f.puzzle,
                format,
                warnings: f.warnings,
            })
        }
        Format::Ipuz => {
            let f = ipuz::parse(bytes).map_err(|error| FormatError::Ipuz { path, error })?;
            Ok(Loaded {
                puzzle: f.puzzle,
                format,
                warnings: f.warnings,
            })
        }
        Format::Text => {
            let f = text::read(bytes).map_err(|error| FormatError::Text { path, error })?;
            Ok(Loaded {
                puzzle: f.puzzle,
                format,
                warnings: f.warnings,
            })
        }
        Format::Jpz => {
            let f = jpz::parse(bytes).map_err(|error| FormatError::Jpz { path, error })?;
            Ok(Loaded {
                puzzle: f.puzzle,
                format,
                warnings: f.warnings,
            })
        }
        Format::Xd => {
            let f = xd::parse(bytes).map_err(|error| FormatError::Xd { path, error })?;
            Ok(Loaded {
                puzzle: f.puzzle,
                format,
                warnings: f.warnings,
            })
        }
        Format::Exolve => read_exolve(bytes, path),
        Format::AcrossText => {
            let f = across_text::parse(bytes).map_err(|error| FormatError::Text {
                path,
                error: error.into(),
            })?;
            Ok(Loaded {
                puzzle: f.puzzle,
                format,
                warnings: f.warnings,
            })
        }
        // The page Exolve plays a puzzle in holds the puzzle's block.
        Format::Html if exolve::is_exolve(bytes) => read_exolve(bytes, path),
        Format::Html => Err(FormatError::NoExolveBlock { path }),
        Format::Pdf => Err(FormatError::NotReadable { path, format }),
    }
}

fn read_exolve(bytes: &[u8], path: PathBuf) -> Result<Loaded, FormatError> {
    let f = exolve::parse(bytes).map_err(|error| FormatError::Exolve { path, error })?;
    Ok(Loaded {
        puzzle: f.puzzle,
        format: Format::Exolve,
        warnings: f.warnings,
    })
}

/// Reads a puzzle file, choosing the format by extension, with its warnings.
pub fn load(path: &Path) -> Result<Loaded, FormatError> {
    load_with(path, &ReadOptions::default())
}

/// Like [`load`], with options (the key of a locked `.puz`).
pub fn load_with(path: &Path, options: &ReadOptions) -> Result<Loaded, FormatError> {
    let format = Format::from_path(path).ok_or_else(|| FormatError::UnknownFormat {
        path: path.to_path_buf(),
    })?;
    // Bounded: the readers hold the whole file and more, so a huge input must not get that far.
    let io = |error| FormatError::Io {
        path: path.to_path_buf(),
        error,
    };
    let bytes = crate::store::read_limited(path, crate::store::read::PUZZLE_LIMIT).map_err(io)?;
    read_bytes_with(&bytes, format, path, options)
}

/// Reads a puzzle file (.puz, .ipuz or .txt by extension), dropping the warnings.
pub fn read_path(path: &Path) -> Result<Puzzle, FormatError> {
    load(path).map(|l| l.puzzle)
}

/// How to write a puzzle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WriteOptions {
    /// Write `.puz`/`.ipuz` even when squares are empty.
    pub allow_incomplete: bool,
    /// Add a solution page to printable output.
    pub solution_page: bool,
    /// Scramble (lock) a `.puz` solution with this key.
    pub puz_lock: Option<scramble::Key>,
    /// The paper printable output is set for.
    pub page: page::PageSize,
    /// HTML: the page solvers play in a browser ([`play`]) instead of the printable one.
    pub play: bool,
    /// Print the submission sheets (grid, filled grid, clues with answers) for this
    /// constructor instead of the solver's pages.
    pub submission: Option<page::Constructor>,
}

impl Default for WriteOptions {
    fn default() -> Self {
        Self {
            allow_incomplete: false,
            solution_page: true,
            puz_lock: None,
            page: page::PageSize::default(),
            play: false,
            submission: None,
        }
    }
}

/// Renders a puzzle in a format.
pub fn to_bytes(
    puzzle: &Puzzle,
    format: Format,
    options: &WriteOptions,
) -> Result<Vec<u8>, WriteError> {
    // No writer ever sees a control character of the texts (named by `loss::losses`).
    let cleaned = controls::without_controls(puzzle);
    let puzzle = cleaned.as_ref().unwrap_or(puzzle);
    match format {
        Format::Puz => match options.puz_lock {
            Some(key) => puz::to_bytes_locked(puzzle, key),
            None => puz::to_bytes(puzzle, options.allow_incomplete),
        },
        Format::Ipuz => ipuz::to_string(puzzle, options.allow_incomplete).map(String::into_bytes),
        Format::Text => Ok(text::to_string(puzzle).into_bytes()),
        Format::Html if options.play => play::to_string(
            puzzle,
            play::PlayOptions {
                answers: options.solution_page,
                allow_incomplete: options.allow_incomplete,
            },
        )
        .map(String::into_bytes),
        Format::Html => Ok(match &options.submission {
            Some(who) => html::render(puzzle, &page::submission(puzzle, who), options.page),
            None => html::to_string(
                puzzle,
                html::HtmlOptions {
                    solution_page: options.solution_page,
                    page: options.page,
                },
            ),
        }
        .into_bytes()),
        Format::Jpz => jpz::to_bytes(puzzle, options),
        Format::Xd => xd::to_bytes(puzzle, options),
        Format::Pdf => pdf::to_bytes(puzzle, options),
        Format::Exolve => exolve::to_bytes(puzzle, options),
        Format::AcrossText => across_text::to_string(puzzle, options).map(String::into_bytes),
    }
}

/// Writes a puzzle to a file through the one atomic writer (`store::atomic`); the format
/// comes from `format` or else the extension.
pub fn write_path(
    puzzle: &Puzzle,
    path: &Path,
    format: Option<Format>,
    options: &WriteOptions,
) -> Result<Format, FormatError> {
    let format =
        format
            .or_else(|| Format::from_path(path))
            .ok_or_else(|| FormatError::UnknownFormat {
                path: path.to_path_buf(),
            })?;
    let bytes = to_bytes(puzzle, format, options).map_err(|error| FormatError::Write {
        path: path.to_path_buf(),
        error,
    })?;
    crate::store::atomic::write_atomic(path, &bytes).map_err(|error| FormatError::Io {
        path: path.to_path_buf(),
        error,
    })?;
    Ok(format)
}
