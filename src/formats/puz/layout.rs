//! The byte layout of a `.puz` file: the 52-byte header, the two boards, the NUL-terminated
//! strings and the extra sections, read into raw parts and assembled back with checksums.
//! Nothing here knows what a letter or a clue means; `read` and `write` do.

use super::PuzError;
use super::checksum::{Sums, Texts, checksum, sums};
use crate::formats::latin1;

/// The magic string at offset 2.
pub const MAGIC: &[u8; 12] = b"ACROSS&DOWN\0";
/// Length of the fixed header.
pub const HEADER_LEN: usize = 0x34;
/// Offset of the CIB block (width, height, clue count, type, flags) inside the header.
const CIB: std::ops::Range<usize> = 0x2C..0x34;
/// The puzzle type of an ordinary crossword.
pub const KIND_NORMAL: u16 = 0x0001;
/// The puzzle type Across Lite writes for a diagramless.
pub const KIND_DIAGRAMLESS: u16 = 0x0401;
/// Solution-state flag: the file holds no solution, only placeholders.
pub const FLAG_NO_SOLUTION: u16 = 0x0002;
/// Solution-state flag: the solution is scrambled with a key.
pub const FLAG_SCRAMBLED: u16 = 0x0004;

/// The fields of the fixed header.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Header {
    /// The version string, e.g. `1.3\0`.
    pub version: [u8; 4],
    /// Checksum of the unscrambled letters of a locked solution.
    pub scrambled_sum: u16,
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// Number of clue strings.
    pub clue_count: usize,
    /// Puzzle type ([`KIND_NORMAL`], [`KIND_DIAGRAMLESS`]).
    pub kind: u16,
    /// Solution-state flags ([`FLAG_NO_SOLUTION`], [`FLAG_SCRAMBLED`]).
    pub flags: u16,
}

impl Header {
    /// The eight CIB bytes the header checksum covers.
    pub fn cib(&self) -> Result<[u8; 8], std::num::TryFromIntError> {
        let mut cib = [0u8; 8];
        cib[0] = u8::try_from(self.width)?;
        cib[1] = u8::try_from(self.height)?;
        cib[2..4].copy_from_slice(&u16::try_from(self.clue_count)?.to_le_bytes());
        cib[4..6].copy_from_slice(&self.kind.to_le_bytes());
        cib[6..8].copy_from_slice(&self.flags.to_le_bytes());
        Ok(cib)
    }
}

/// An extra section after the strings (`GRBS`, `RTBL`, `GEXT`, `LTIM`, `RUSR`, ...).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Section {
    /// Four-byte name.
    pub name: [u8; 4],
    /// The data, without length, checksum and trailing NUL.
    pub data: Vec<u8>,
    /// Where the section starts in the file (0 for one about to be written).
    pub offset: usize,
}

impl Section {
    /// The name as text, for messages and carried sections.
    pub fn name_str(&self) -> String {
        latin1::decode(&self.name)
    }
}

/// Every part of a file, as bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Parts {
    /// The header fields.
    pub header: Header,
    /// The solution board, one byte per square, row-major.
    pub solution: Vec<u8>,
    /// The player's board.
    pub board: Vec<u8>,
    /// Title.
    pub title: Vec<u8>,
    /// Author.
    pub author: Vec<u8>,
    /// Copyright.
    pub copyright: Vec<u8>,
    /// Clues, by number, across before down.
    pub clues: Vec<Vec<u8>>,
    /// Notes.
    pub notes: Vec<u8>,
    /// Extra sections in file order.
    pub sections: Vec<Section>,
}

impl Parts {
    /// Whether the notes take part in the checksums (from version 1.3 on).
    fn notes_counted(&self) -> bool {
        let version = super::encoding::parse_version(&self.header.version);
        version.is_none_or(|v| v >= (1, 3))
    }

    /// The checksums these parts call for; `None` when the header cannot hold them.
    fn sums(&self) -> Option<Sums> {
        let cib = self.header.cib().ok()?;
        let clues: Vec<&[u8]> = self.clues.iter().map(Vec::as_slice).collect();
        let texts = Texts {
            title: &self.title,
            author: &self.author,
            copyright: &self.copyright,
            clues: &clues,
            notes: &self.notes,
            notes_counted: self.notes_counted(),
        };
        Some(sums(&cib, &self.solution, &self.board, &texts))
    }

    /// The file bytes, with every checksum computed. `None` when a count does not fit its
    /// field (a side over 255, more than 65,535 clues, a section over 65,535 bytes).
    pub fn assemble(&self) -> Option<Vec<u8>> {
        let sums = self.sums()?;
        let cib = self.header.cib().ok()?;
        let mut out = Vec::with_capacity(HEADER_LEN + 2 * self.solution.len() + 1024);
        out.extend_from_slice(&sums.global.to_le_bytes());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&sums.cib.to_le_bytes());
        out.extend_from_slice(&sums.masked);
        out.extend_from_slice(&self.header.version);
        out.extend_from_slice(&[0; 2]); // reserved
        out.extend_from_slice(&self.header.scrambled_sum.to_le_bytes());
        out.extend_from_slice(&[0; 12]); // reserved
        out.extend_from_slice(&cib);
        debug_assert_eq!(out.len(), HEADER_LEN);
        out.extend_from_slice(&self.solution);
        out.extend_from_slice(&self.board);
        let strings = [&self.title, &self.author, &self.copyright]
            .into_iter()
            .chain(&self.clues)
            .chain([&self.notes]);
        for s in strings {
            out.extend_from_slice(s);
            out.push(0);
        }
        for section in &self.sections {
            let len = u16::try_from(section.data.len()).ok()?;
            out.extend_from_slice(&section.name);
            out.extend_from_slice(&len.to_le_bytes());
            out.extend_from_slice(&checksum(&section.data, 0).to_le_bytes());
            out.extend_from_slice(&section.data);
            out.push(0);
        }
        Some(out)
    }

    /// Warnings for every stored checksum that does not match the parts.
    pub fn check_sums(&self, stored: &Sums) -> Vec<String> {
        let mut warnings = Vec::new();
        let Some(expected) = self.sums() else {
            return warnings;
        };
        if stored.global != expected.global {
            warnings.push(format!(
                "global checksum is {:#06x}, expected {:#06x}; the file may be damaged",
                stored.global, expected.global
            ));
        }
        if stored.cib != expected.cib {
            warnings.push(format!(
                "header (CIB) checksum is {:#06x}, expected {:#06x}",
                stored.cib, expected.cib
            ));
        }
        if stored.masked != expected.masked {
            warnings.push("masked checksums do not match; the file may be damaged".into());
        }
        warnings
    }
}

/// A cursor over the file bytes that names what it reads in its errors.
pub(super) struct Reader<'a> {
    bytes: &'a [u8],
    /// The next byte to read.
    pub pos: usize,
}

impl<'a> Reader<'a> {
    /// Takes `n` bytes.
    pub fn take(&mut self, n: usize, what: &'static str) -> Result<&'a [u8], PuzError> {
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
    pub fn zstring(&mut self, what: impl FnOnce() -> String) -> Result<Option<&'a [u8]>, PuzError> {
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

    /// A NUL-terminated string that must be present.
    pub fn required_zstring(&mut self, what: impl Fn() -> String) -> Result<&'a [u8], PuzError> {
        let start = self.pos;
        self.zstring(&what)?.ok_or(PuzError::Unterminated {
            what: what(),
            offset: start,
        })
    }

    /// The extra sections up to the end; a damaged one ends the list with a warning.
    pub fn sections(&mut self, warnings: &mut Vec<String>) -> Vec<Section> {
        let mut sections = Vec::new();
        while self.bytes.len() - self.pos >= 8 {
            let at = self.pos;
            let head = &self.bytes[at..at + 8];
            let name = [head[0], head[1], head[2], head[3]];
            let len = usize::from(u16_at(head, 4));
            let sum = u16_at(head, 6);
            let data_at = at + 8;
            let Some(data) = self.bytes.get(data_at..data_at + len) else {
                warnings.push(format!(
                    "extra section {} at offset {at} is truncated; ignored",
                    latin1::decode(&name)
                ));
                self.pos = self.bytes.len();
                return sections;
            };
            let section = Section {
                name,
                data: data.to_vec(),
                offset: at,
            };
            if checksum(data, 0) != sum {
                warnings.push(format!(
                    "extra section {} at offset {at} has a bad checksum; kept as is",
                    section.name_str()
                ));
            }
            sections.push(section);
            // Skip the section's terminating NUL when present.
            self.pos = (data_at + len + 1).min(self.bytes.len());
        }
        if self.pos < self.bytes.len() {
            warnings.push(format!(
                "{} stray bytes at the end of the file ignored",
                self.bytes.len() - self.pos
            ));
        }
        sections
    }
}

/// A little-endian `u16` at `at` (the caller has checked the length).
fn u16_at(b: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([b[at], b[at + 1]])
}

/// Finds the header (after any preamble) and reads it; returns the header, the stored
/// checksums and a reader positioned at the solution board.
pub(super) fn read_header(bytes: &[u8]) -> Result<(Header, Sums, Reader<'_>), PuzError> {
    // Some tools put a preamble before the header; the header starts 2 bytes before the magic.
    let start = bytes
        .windows(MAGIC.len())
        .position(|w| w == MAGIC)
        .filter(|&p| p >= 2)
        .map(|p| p - 2)
        .ok_or(PuzError::WrongMagic)?;
    let mut r = Reader { bytes, pos: start };
    let h = r.take(HEADER_LEN, "the header")?;
    let mut masked = [0u8; 8];
    masked.copy_from_slice(&h[0x10..0x18]);
    let stored = Sums {
        global: u16_at(h, 0),
        cib: u16_at(h, 0x0E),
        masked,
    };
    let cib = &h[CIB];
    let header = Header {
        version: [h[0x18], h[0x19], h[0x1A], h[0x1B]],
        scrambled_sum: u16_at(h, 0x1E),
        width: usize::from(cib[0]),
        height: usize::from(cib[1]),
        clue_count: usize::from(u16_at(cib, 2)),
        kind: u16_at(cib, 4),
        flags: u16_at(cib, 6),
    };
    Ok((header, stored, r))
}
