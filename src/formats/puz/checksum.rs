//! The `.puz` checksums: the rotating 16-bit sum, and the four sums of a file (global, header,
//! and the "masked" ones XORed with `ICHEATED`).

/// The `.puz` checksum of a byte region, continuing from `seed`: for each byte, rotate the sum
/// right by one bit, then add the byte.
pub fn checksum(data: &[u8], seed: u16) -> u16 {
    data.iter()
        .fold(seed, |c, &b| c.rotate_right(1).wrapping_add(u16::from(b)))
}

/// The strings that take part in the checksums, already encoded.
pub(super) struct Texts<'a> {
    /// Title bytes.
    pub title: &'a [u8],
    /// Author bytes.
    pub author: &'a [u8],
    /// Copyright bytes.
    pub copyright: &'a [u8],
    /// Clue bytes, in file order.
    pub clues: &'a [&'a [u8]],
    /// Notes bytes.
    pub notes: &'a [u8],
    /// Whether the notes take part (version 1.3 and later).
    pub notes_counted: bool,
}

impl Texts<'_> {
    /// Checksum of the strings: title, author and copyright with their NUL when non-empty,
    /// clues without it, then the notes with their NUL when non-empty and counted.
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
        if self.notes_counted && !self.notes.is_empty() {
            c = checksum(self.notes, c);
            c = checksum(&[0], c);
        }
        c
    }
}

/// The checksums a file carries in its header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Sums {
    /// Over the CIB, both boards and the strings (offset 0).
    pub global: u16,
    /// Over the CIB alone (offset 0x0E).
    pub cib: u16,
    /// The four part sums XORed with `ICHEATED` (offset 0x10).
    pub masked: [u8; 8],
}

/// Computes every checksum of a file from its parts.
pub(super) fn sums(cib: &[u8], solution: &[u8], board: &[u8], texts: &Texts) -> Sums {
    let c_cib = checksum(cib, 0);
    let global = texts.checksum(checksum(board, checksum(solution, c_cib)));
    let parts = [
        c_cib,
        checksum(solution, 0),
        checksum(board, 0),
        texts.checksum(0),
    ];
    let mut masked = [0u8; 8];
    for (i, p) in parts.iter().enumerate() {
        let [lo, hi] = p.to_le_bytes();
        masked[i] = b"ICHE"[i] ^ lo;
        masked[i + 4] = b"ATED"[i] ^ hi;
    }
    Sums {
        global,
        cib: c_cib,
        masked,
    }
}
