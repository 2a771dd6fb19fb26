//! Across Lite `.puz` files: the binary layout, its checksums, read and write.
//!
//! Layout (all integers little-endian): a 52-byte header (global checksum, the magic
//! `ACROSS&DOWN\0`, the CIB checksum, eight masked checksum bytes, the version string, width,
//! height, clue count, puzzle type, scrambled flag), the solution board and the player's board
//! (`width*height` bytes each, `.` a block, `-` an empty square), then NUL-terminated
//! ISO-8859-1 strings: title, author, copyright, one clue per entry (by number, across before
//! down) and notes, then optional extra sections (`GRBS`, `RTBL`, `GEXT`, `LTIM`, ...).

use super::WriteError;
use super::latin1;
use super::scramble::{self, Key};
use crate::grid::{Cell, ClueKey, Grid, Pos, Puzzle};

/// What `.puz` holds beyond letters and Across/Down clues.
pub const CAPS: super::loss::Caps = super::loss::Caps {
    rebus: true,
    circles: true,
    shading: false,
    colors: false,
    bars: false,
    given: false,
    labels: false,
    extra_clues: false,
    markup: false,
    no_solution: true,
    diagramless: true,
    meta: &["title", "author", "copyright", "notes"],
    carries: Some("puz"),
};

/// The magic string at offset 2.
pub const MAGIC: &[u8; 12] = b"ACROSS&DOWN\0";
/// Length of the fixed header.
pub const HEADER_LEN: usize = 0x34;
/// The version string we write.
const VERSION: &[u8; 4] = b"1.3\0";
/// Offset of the CIB block (width, height, clue count, type, scrambled flag).
const CIB: std::ops::Range<usize> = 0x2C..0x34;
/// The scrambled-flag value Across Lite writes for a locked solution.
const SCRAMBLED: u16 = 0x0004;
/// Solution byte we write for a square with no letter yet (only with `allow_incomplete`).
const NO_LETTER: u8 = b'-';

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
    /// A solution square that is neither a block nor a letter A–Z.
    #[error(
        "solution square {pos} (offset {offset}) holds {found:?}; gridwright reads blocks (.) and letters A–Z only"
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

/// An extra section kept as raw bytes so a read-modify-write does not lose it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    /// Four-letter name such as `GEXT`.
    pub name: [u8; 4],
    /// The section data (without the length, checksum and trailing NUL).
    pub data: Vec<u8>,
}

impl Section {
    /// The name as text.
    pub fn name_str(&self) -> String {
        latin1::decode(&self.name)
    }

    /// Whether the section holds one byte per square (and so depends on the grid size).
    fn is_per_square(&self) -> bool {
        matches!(&self.name, b"GRBS" | b"GEXT" | b"RUSR")
    }
}

/// A `.puz` file as read: the puzzle, the extra sections and any warnings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzFile {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Extra sections, in file order, for writing back.
    pub extras: Vec<Section>,
    /// Problems that did not stop the read (checksum mismatches, damaged extras).
    pub warnings: Vec<String>,
}

/// The `.puz` checksum of a byte region, continuing from `seed`.
pub fn checksum(data: &[u8], seed: u16) -> u16 {
    data.iter().fold(seed, |c, &b| {
        let rotated = if c & 1 == 1 {
            (c >> 1) | 0x8000
        } else {
            c >> 1
        };
        rotated.wrapping_add(b as u16)
    })
}

/// The strings that take part in the checksums, already encoded.
struct Texts<'a> {
    title: &'a [u8],
    author: &'a [u8],
    copyright: &'a [u8],
    clues: &'a [Vec<u8>],
    notes: &'a [u8],
}

impl Texts<'_> {
    /// Checksum of the strings: title, author, copyright and notes with their NUL when
    /// non-empty, clues without it (the rule the format's readers apply).
    fn checksum(&self, seed: u16) -> u16 {
        let mut c = seed;
        for s in [self.title, self.author, self.copyright] {
            if !s.is_empty() {
                c = checksum(s, c);
                c = checksum(&[0], c);
            }
        }
        for clue in self.clues {
            c = checksum(clue, c);
        }
        // Notes joined the global checksum in version 1.3 of the format.
        if !self.notes.is_empty() {
            c = checksum(self.notes, c);
            c = checksum(&[0], c);
        }
        c
    }
}

/// All checksums of a file: (global, CIB, masked low 4 bytes, masked high 4 bytes).
fn checksums(cib: &[u8], solution: &[u8], board: &[u8], texts: &Texts) -> (u16, u16, [u8; 8]) {
    let c_cib = checksum(cib, 0);
    let mut global = checksum(solution, c_cib);
    global = checksum(board, global);
    global = texts.checksum(global);
    let parts = [
        c_cib,
        checksum(solution, 0),
        checksum(board, 0),
        texts.checksum(0),
    ];
    let mut masked = [0u8; 8];
    for (i, p) in parts.iter().enumerate() {
        masked[i] = b"ICHE"[i] ^ (*p & 0xFF) as u8;
        masked[i + 4] = b"ATED"[i] ^ (*p >> 8) as u8;
    }
    (global, c_cib, masked)
}

/// Encodes one string field for `.puz`.
fn encode_field(field: &str, s: &str) -> Result<Vec<u8>, WriteError> {
    let bytes = latin1::encode(s).map_err(|ch| WriteError::Unencodable {
        field: field.to_string(),
        ch,
    })?;
    if bytes.contains(&0) {
        return Err(WriteError::Unencodable {
            field: field.to_string(),
            ch: '\0',
        });
    }
    Ok(bytes)
}

/// Writes a puzzle as `.puz` bytes, carrying `extras` along where they still fit the grid.
///
/// Refuses alphabets other than A–Z, characters ISO-8859-1 cannot hold, and (unless
/// `allow_incomplete`) a grid with empty squares. Clues for entries the grid no longer has are
/// left out (see [`super::orphan_clues`]).
pub fn to_bytes(
    puzzle: &Puzzle,
    extras: &[Section],
    allow_incomplete: bool,
) -> Result<Vec<u8>, WriteError> {
    build(puzzle, extras, allow_incomplete, None)
}

/// Like [`to_bytes`], but with the solution scrambled ("locked") with `key`, as Across Lite
/// does; solvers then need the key to check answers. The grid must be complete.
pub fn to_bytes_locked(
    puzzle: &Puzzle,
    extras: &[Section],
    key: Key,
) -> Result<Vec<u8>, WriteError> {
    build(puzzle, extras, false, Some(key))
}

fn build(
    puzzle: &Puzzle,
    extras: &[Section],
    allow_incomplete: bool,
    lock: Option<Key>,
) -> Result<Vec<u8>, WriteError> {
    if !puzzle.alphabet.is_latin() {
        return Err(WriteError::NonLatinAlphabet {
            format: "puz",
            alphabet: puzzle.alphabet.to_string(),
        });
    }
    let grid = &puzzle.grid;
    super::check_complete(grid, allow_incomplete)?;
    let (w, h) = (grid.width(), grid.height());
    let mut solution = Vec::with_capacity(w * h);
    let mut board = Vec::with_capacity(w * h);
    for pos in grid.positions() {
        let (s, b) = match grid.cell(pos) {
            Cell::Block => (b'.', b'.'),
            Cell::Empty => (NO_LETTER, b'-'),
            Cell::Letter(l) if (l as usize) < 26 => (b'A' + l, b'-'),
            Cell::Letter(index) => return Err(WriteError::BadLetter { pos, index }),
            // The first character stands in the solution grid; the rebus table carries the rest.
            Cell::Rebus(id) => match grid.rebus_text(id).bytes().next() {
                Some(c) if c.is_ascii_graphic() => (c, b'-'),
                _ => (NO_LETTER, b'-'),
            },
        };
        solution.push(s);
        board.push(b);
    }
    let slots = puzzle.slots();
    let clues = slots
        .all()
        .iter()
        .map(|s| {
            let text = puzzle.clue(s.number, s.direction).unwrap_or("");
            encode_field(&format!("clue {}", s.label()), text)
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut plain_checksum = 0u16;
    if let Some(key) = lock {
        plain_checksum = lock_solution(&mut solution, w, h, key)?;
    }
    let title = encode_field("title", &puzzle.meta.title)?;
    let author = encode_field("author", &puzzle.meta.author)?;
    let copyright = encode_field("copyright", &puzzle.meta.copyright)?;
    let notes = encode_field("notes", &puzzle.meta.notes)?;
    let clue_count = u16::try_from(clues.len()).map_err(|_| WriteError::TooManyClues)?;

    let mut cib = Vec::with_capacity(8);
    cib.push(w as u8);
    cib.push(h as u8);
    cib.extend_from_slice(&clue_count.to_le_bytes());
    cib.extend_from_slice(&1u16.to_le_bytes()); // puzzle type: normal
    let flag = if lock.is_some() { SCRAMBLED } else { 0 };
    cib.extend_from_slice(&flag.to_le_bytes());
    let texts = Texts {
        title: &title,
        author: &author,
        copyright: &copyright,
        clues: &clues,
        notes: &notes,
    };
    let (global, c_cib, masked) = checksums(&cib, &solution, &board, &texts);

    let mut out = Vec::with_capacity(HEADER_LEN + 2 * w * h + 1024);
    out.extend_from_slice(&global.to_le_bytes());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&c_cib.to_le_bytes());
    out.extend_from_slice(&masked);
    out.extend_from_slice(VERSION);
    out.extend_from_slice(&[0; 2]); // reserved
    out.extend_from_slice(&plain_checksum.to_le_bytes()); // checksum of the unscrambled letters
    out.extend_from_slice(&[0; 12]); // reserved
    out.extend_from_slice(&cib);
    debug_assert_eq!(out.len(), HEADER_LEN);
    out.extend_from_slice(&solution);
    out.extend_from_slice(&board);
    for s in [&title, &author, &copyright] {
        out.extend_from_slice(s);
        out.push(0);
    }
    for c in &clues {
        out.extend_from_slice(c);
        out.push(0);
    }
    out.extend_from_slice(&notes);
    out.push(0);
    for section in extras_that_fit(extras, w * h) {
        out.extend_from_slice(&section.name);
        let len = u16::try_from(section.data.len()).map_err(|_| WriteError::TooManyClues)?;
        out.extend_from_slice(&len.to_le_bytes());
        out.extend_from_slice(&checksum(&section.data, 0).to_le_bytes());
        out.extend_from_slice(&section.data);
        out.push(0);
    }
    Ok(out)
}

/// The letters of a solution board in scrambling order: column by column, A–Z only.
fn letter_places(solution: &[u8], w: usize, h: usize) -> Vec<usize> {
    (0..w)
        .flat_map(|c| (0..h).map(move |r| r * w + c))
        .filter(|&i| solution[i].is_ascii_uppercase())
        .collect()
}

/// Scrambles the solution board in place; returns the checksum of the plain letters.
fn lock_solution(solution: &mut [u8], w: usize, h: usize, key: Key) -> Result<u16, WriteError> {
    let places = letter_places(solution, w, h);
    if places.len() < scramble::MIN_LETTERS {
        return Err(WriteError::CannotLock(format!(
            "only {} letters; at least {} are needed",
            places.len(),
            scramble::MIN_LETTERS
        )));
    }
    let plain: Vec<u8> = places.iter().map(|&i| solution[i]).collect();
    let sum = checksum(&plain, 0);
    let mut letters: Vec<u8> = plain.iter().map(|b| b - b'A').collect();
    scramble::scramble(&mut letters, key);
    for (&i, l) in places.iter().zip(letters) {
        solution[i] = b'A' + l;
    }
    Ok(sum)
}

/// Unscrambles a copy of the solution board with `key`, checking the stored checksum.
fn unlock_solution(
    solution: &[u8],
    w: usize,
    h: usize,
    key: Key,
    expected: u16,
) -> Result<Vec<u8>, PuzError> {
    let places = letter_places(solution, w, h);
    if places.len() < scramble::MIN_LETTERS {
        return Err(PuzError::ScrambledTooSmall(places.len()));
    }
    let mut letters: Vec<u8> = places.iter().map(|&i| solution[i] - b'A').collect();
    scramble::unscramble(&mut letters, key);
    let plain: Vec<u8> = letters.iter().map(|l| b'A' + l).collect();
    if checksum(&plain, 0) != expected {
        return Err(PuzError::WrongKey(key));
    }
    let mut out = solution.to_vec();
    for (&i, b) in places.iter().zip(plain) {
        out[i] = b;
    }
    Ok(out)
}

/// The extras that still make sense for a grid of `squares` squares: per-square sections
/// of the right size, and the rebus table only together with its rebus grid.
fn extras_that_fit(extras: &[Section], squares: usize) -> Vec<&Section> {
    let fits = |s: &Section| !s.is_per_square() || s.data.len() == squares;
    let has_grbs = extras.iter().any(|s| &s.name == b"GRBS" && fits(s));
    extras
        .iter()
        .filter(|s| fits(s) && u16::try_from(s.data.len()).is_ok())
        .filter(|s| &s.name != b"RTBL" || has_grbs)
        .collect()
}

/// A cursor over the file bytes that names what it reads in its errors.
struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize, what: &'static str) -> Result<&'a [u8], PuzError> {
        let end = self.pos.checked_add(n).filter(|&e| e <= self.bytes.len());
        let Some(end) = end else {
            return Err(PuzError::Truncated {
                what,
                offset: self.pos,
                needed: n,
                len: self.bytes.len(),
            });
        };
        let out = &self.bytes[self.pos..end];
        self.pos = end;
        Ok(out)
    }

    /// A NUL-terminated string; `None` at the very end of the file.
    fn zstring(&mut self, what: impl FnOnce() -> String) -> Result<Option<&'a [u8]>, PuzError> {
        if self.pos >= self.bytes.len() {
            return Ok(None);
        }
        let rest = &self.bytes[self.pos..];
        match rest.iter().position(|&b| b == 0) {
            Some(n) => {
                self.pos += n + 1;
                Ok(Some(&rest[..n]))
            }
            None => Err(PuzError::Unterminated {
                what: what(),
                offset: self.pos,
            }),
        }
    }

    fn required_zstring(&mut self, what: impl Fn() -> String) -> Result<&'a [u8], PuzError> {
        let start = self.pos;
        self.zstring(&what)?.ok_or(PuzError::Unterminated {
            what: what(),
            offset: start,
        })
    }
}

fn u16_at(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}

/// Reads a `.puz` file. Checksum mismatches and damaged extra sections become warnings.
pub fn parse(bytes: &[u8]) -> Result<PuzFile, PuzError> {
    parse_with_key(bytes, None)
}

/// Reads a `.puz` file, unscrambling a locked solution with `key`.
pub fn parse_with_key(bytes: &[u8], key: Option<Key>) -> Result<PuzFile, PuzError> {
    // Some tools put a preamble before the header; the header starts 2 bytes before the magic.
    let start = bytes
        .windows(MAGIC.len())
        .position(|w| w == MAGIC)
        .filter(|&p| p >= 2)
        .map(|p| p - 2)
        .ok_or(PuzError::WrongMagic)?;
    let mut r = Reader { bytes, pos: start };
    let header = r.take(HEADER_LEN, "the header")?;
    let (w, h) = (header[0x2C] as usize, header[0x2D] as usize);
    let range = Grid::MIN_SIDE..=Grid::MAX_SIDE;
    if !range.contains(&w) || !range.contains(&h) {
        return Err(PuzError::Size {
            width: w,
            height: h,
        });
    }
    let clue_count = u16_at(header, 0x2E) as usize;
    let scrambled = u16_at(header, 0x32) & SCRAMBLED != 0;
    if scrambled && key.is_none() {
        return Err(PuzError::Scrambled);
    }
    let solution_at = r.pos;
    let solution = r.take(w * h, "the solution board")?;
    let board = r.take(w * h, "the player's board")?;
    let title = r.required_zstring(|| "the title".into())?;
    let author = r.required_zstring(|| "the author".into())?;
    let copyright = r.required_zstring(|| "the copyright".into())?;

    // Checksums cover the board as stored; the grid is read from the unlocked letters.
    let unlocked = match key {
        Some(key) if scrambled => Some(unlock_solution(solution, w, h, key, u16_at(header, 0x1E))?),
        _ => None,
    };
    let plain = unlocked.as_deref().unwrap_or(solution);
    let mut rows = Vec::with_capacity(h);
    for row in 0..h {
        let mut cells = Vec::with_capacity(w);
        for col in 0..w {
            let i = row * w + col;
            let b = plain[i];
            let cell = match b {
                b'.' => Cell::Block,
                NO_LETTER => Cell::Empty,
                // Lowercase solution letters are rare but unambiguous.
                _ if b.is_ascii_alphabetic() => Cell::Letter(b.to_ascii_uppercase() - b'A'),
                _ => {
                    return Err(PuzError::BadSquare {
                        pos: Pos::new(row, col),
                        offset: solution_at + i,
                        found: latin1::decode_byte(b),
                    });
                }
            };
            cells.push(cell);
        }
        rows.push(cells);
    }
    let grid = Grid::from_rows(rows).map_err(|_| PuzError::Size {
        width: w,
        height: h,
    })?;
    let mut puzzle = Puzzle::new(grid);
    let slots = puzzle.slots();

    if clue_count != slots.len() {
        return Err(PuzError::ClueCount {
            header: clue_count,
            entries: slots.len(),
        });
    }
    let mut clue_bytes = Vec::with_capacity(clue_count);
    for i in 0..clue_count {
        clue_bytes.push(r.required_zstring(|| format!("clue {} of {clue_count}", i + 1))?);
    }
    // Some writers end the file after the last clue; missing notes are empty notes.
    let notes = r.zstring(|| "the notes".into())?.unwrap_or(&[]);

    let mut warnings = Vec::new();
    let extras = read_extras(&mut r, &mut warnings);

    let owned_clues: Vec<Vec<u8>> = clue_bytes.iter().map(|c| c.to_vec()).collect();
    let texts = Texts {
        title,
        author,
        copyright,
        clues: &owned_clues,
        notes,
    };
    let (global, c_cib, masked) = checksums(&header[CIB], solution, board, &texts);
    let stored_global = u16_at(header, 0);
    if stored_global != global {
        warnings.push(format!(
            "global checksum is {stored_global:#06x}, expected {global:#06x}; the file may be damaged"
        ));
    }
    let stored_cib = u16_at(header, 0x0E);
    if stored_cib != c_cib {
        warnings.push(format!(
            "header (CIB) checksum is {stored_cib:#06x}, expected {c_cib:#06x}"
        ));
    }
    if header[0x10..0x18] != masked {
        warnings.push("masked checksums do not match; the file may be damaged".into());
    }

    puzzle.meta.title = latin1::decode(title);
    puzzle.meta.author = latin1::decode(author);
    puzzle.meta.copyright = latin1::decode(copyright);
    puzzle.meta.notes = latin1::decode(notes);
    for (slot, text) in slots.all().iter().zip(&clue_bytes) {
        if !text.is_empty() {
            puzzle.clues.insert(
                ClueKey::new(slot.number, slot.direction),
                latin1::decode(text),
            );
        }
    }
    Ok(PuzFile {
        puzzle,
        extras,
        warnings,
    })
}

/// Reads the extra sections after the notes; a damaged one ends the list with a warning.
fn read_extras(r: &mut Reader, warnings: &mut Vec<String>) -> Vec<Section> {
    let mut extras = Vec::new();
    while r.bytes.len() - r.pos >= 8 {
        let at = r.pos;
        let head = &r.bytes[at..at + 8];
        let name = [head[0], head[1], head[2], head[3]];
        let len = u16_at(head, 4) as usize;
        let sum = u16_at(head, 6);
        let data_at = at + 8;
        let Some(data) = r.bytes.get(data_at..data_at + len) else {
            warnings.push(format!(
                "extra section {} at offset {at} is truncated; ignored",
                latin1::decode(&name)
            ));
            return extras;
        };
        let section = Section {
            name,
            data: data.to_vec(),
        };
        if checksum(data, 0) != sum {
            warnings.push(format!(
                "extra section {} at offset {at} has a bad checksum; kept as is",
                section.name_str()
            ));
        }
        extras.push(section);
        // Skip the section's terminating NUL when present.
        r.pos = (data_at + len + 1).min(r.bytes.len());
    }
    if r.pos < r.bytes.len() {
        warnings.push(format!(
            "{} stray bytes at the end of the file ignored",
            r.bytes.len() - r.pos
        ));
    }
    extras
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Alphabet, Direction, text::parse_grid};

    fn mini() -> Puzzle {
        let grid = parse_grid("#CAT\nDOGE\nARE#\nBE##", &Alphabet::latin()).unwrap();
        let mut p = Puzzle::new(grid);
        p.meta.title = "Mini".into();
        p.meta.author = "Zoë".into();
        p.clues
            .insert(ClueKey::new(1, Direction::Across), "Pet".into());
        p.clues
            .insert(ClueKey::new(1, Direction::Down), "Cow".into());
        p
    }

    #[test]
    fn checksum_of_known_bytes() {
        // Worked by hand: 0 -> +1 = 1; 1 is odd -> 0x8000 + 2 = 0x8002; even -> 0x4001 + 3.
        assert_eq!(checksum(&[1, 2, 3], 0), 0x4004);
        assert_eq!(checksum(&[], 0x1234), 0x1234);
    }

    #[test]
    fn writes_and_reads_back_without_warnings() {
        let p = mini();
        let bytes = to_bytes(&p, &[], false).unwrap();
        let back = parse(&bytes).unwrap();
        assert_eq!(back.puzzle, p);
        assert!(back.warnings.is_empty(), "{:?}", back.warnings);
    }

    #[test]
    fn a_flipped_byte_is_a_warning_not_an_error() {
        let mut bytes = to_bytes(&mini(), &[], false).unwrap();
        let title_at = HEADER_LEN + 2 * 16;
        bytes[title_at] = b'X';
        let back = parse(&bytes).unwrap();
        assert_eq!(back.puzzle.meta.title, "Xini");
        assert!(back.warnings.iter().any(|w| w.contains("global checksum")));
    }

    #[test]
    fn scrambled_files_are_refused_without_a_key() {
        let small = Puzzle::new(parse_grid("CAT\nA#O\nBEE", &Alphabet::latin()).unwrap());
        let mut bytes = to_bytes(&small, &[], false).unwrap();
        bytes[0x32] = 4;
        let err = parse(&bytes).unwrap_err();
        assert_eq!(err, PuzError::Scrambled);
        assert!(err.to_string().contains("--key"));
        // 8 letters: fewer than Across Lite ever scrambles.
        let key = Some("1234".parse().unwrap());
        assert_eq!(
            parse_with_key(&bytes, key),
            Err(PuzError::ScrambledTooSmall(8))
        );
    }

    #[test]
    fn locked_files_open_with_the_right_key_only() {
        let mut p = mini();
        p.grid = parse_grid("CATS\nOBOE\nDOER\nEARS", &Alphabet::latin()).unwrap();
        let key: Key = "4237".parse().unwrap();
        let bytes = to_bytes_locked(&p, &[], key).unwrap();
        assert_eq!(bytes[0x32], 4);
        assert_ne!(&bytes[HEADER_LEN..HEADER_LEN + 16], b"CATSOBOEDOEREARS");
        assert_eq!(parse(&bytes), Err(PuzError::Scrambled));
        let wrong: Key = "4238".parse().unwrap();
        assert_eq!(
            parse_with_key(&bytes, Some(wrong)),
            Err(PuzError::WrongKey(wrong))
        );
        let back = parse_with_key(&bytes, Some(key)).unwrap();
        assert_eq!(back.puzzle, p);
        assert!(back.warnings.is_empty(), "{:?}", back.warnings);
        // A key for an unlocked file is simply not needed.
        let plain = to_bytes(&p, &[], false).unwrap();
        assert_eq!(parse_with_key(&plain, Some(key)).unwrap().puzzle, p);
    }

    #[test]
    fn incomplete_grids_need_permission() {
        let mut p = mini();
        p.grid.set(Pos::new(1, 1), Cell::Empty).unwrap();
        let err = to_bytes(&p, &[], false).unwrap_err().to_string();
        assert!(
            err.contains("r2c2") && err.contains("--allow-incomplete"),
            "{err}"
        );
        let back = parse(&to_bytes(&p, &[], true).unwrap()).unwrap();
        assert_eq!(back.puzzle, p);
    }

    #[test]
    fn extras_survive_a_rewrite_when_they_fit() {
        let p = mini();
        let gext = Section {
            name: *b"GEXT",
            data: vec![0x80; 16],
        };
        let ltim = Section {
            name: *b"LTIM",
            data: b"12,0".to_vec(),
        };
        let bad = Section {
            name: *b"GRBS",
            data: vec![0; 9],
        };
        let bytes = to_bytes(&p, &[gext.clone(), bad, ltim.clone()], false).unwrap();
        let back = parse(&bytes).unwrap();
        assert_eq!(back.extras, vec![gext, ltim]);
        assert!(back.warnings.is_empty(), "{:?}", back.warnings);
    }
}
