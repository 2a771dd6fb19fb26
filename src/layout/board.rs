//! The board of a partial layout: a canvas that grows with the letters on it, and an index of
//! letter positions (token → squares holding it) so candidate crossings are found without
//! scanning the board.
//!
//! Coordinates are signed "world" squares: the first word starts at (0, 0) and later words
//! may go any way from it. Only the letters' bounding box (plus some slack) is stored, so a
//! partial layout costs memory in proportion to its box, never to the largest grid allowed.

use crate::grid::Direction;

/// Cell flag: an across word runs through the square.
pub(super) const ACROSS: u16 = 0x4000;
/// Cell flag: a down word runs through the square.
pub(super) const DOWN: u16 = 0x8000;
/// Token bits of a cell: the word token plus one (0 is an empty square).
const TOKEN: u16 = 0x03FF;
/// Squares of spare canvas added on each side when a word runs off the canvas.
const SLACK: i32 = 8;

/// The step from one letter of a word to the next.
pub(super) fn delta(d: Direction) -> (i32, i32) {
    match d {
        Direction::Across => (0, 1),
        Direction::Down => (1, 0),
    }
}

/// A bounding box in world squares, inclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct BBox {
    pub r0: i32,
    pub c0: i32,
    pub r1: i32,
    pub c1: i32,
}

impl BBox {
    /// Columns.
    pub fn width(self) -> usize {
        (self.c1 - self.c0 + 1) as usize
    }
    /// Rows.
    pub fn height(self) -> usize {
        (self.r1 - self.r0 + 1) as usize
    }
    /// The box grown to hold a word of `len` squares starting at `r`, `c`.
    pub fn with_word(self, r: i32, c: i32, d: Direction, len: usize) -> BBox {
        let (dr, dc) = delta(d);
        let (er, ec) = (r + dr * (len as i32 - 1), c + dc * (len as i32 - 1));
        BBox {
            r0: self.r0.min(r),
            c0: self.c0.min(c),
            r1: self.r1.max(er),
            c1: self.c1.max(ec),
        }
    }
    /// The box of one word.
    pub fn of_word(r: i32, c: i32, d: Direction, len: usize) -> BBox {
        BBox {
            r0: r,
            c0: c,
            r1: r,
            c1: c,
        }
        .with_word(r, c, d, len)
    }
}

/// Letters on a growable canvas plus the index of where each token lies.
#[derive(Clone, Default)]
pub(super) struct Board {
    top: i32,
    left: i32,
    width: usize,
    height: usize,
    cells: Vec<u16>,
    /// Per token: the squares holding it that a word crosses one way only (squares crossed
    /// both ways stay listed and are skipped when read).
    index: Vec<Vec<(i16, i16)>>,
}

impl Board {
    /// The cell at a world square; 0 (empty) off the canvas.
    pub fn get(&self, r: i32, c: i32) -> u16 {
        let (y, x) = (r - self.top, c - self.left);
        if y < 0 || x < 0 || y as usize >= self.height || x as usize >= self.width {
            0
        } else {
            self.cells[y as usize * self.width + x as usize]
        }
    }

    /// The token a non-empty cell holds.
    #[cfg(test)]
    pub fn token(cell: u16) -> u8 {
        ((cell & TOKEN) - 1) as u8
    }

    /// Squares holding `token` that a word of the other direction could still cross.
    pub fn squares_of(&self, token: u8) -> &[(i16, i16)] {
        self.index.get(token as usize).map_or(&[], Vec::as_slice)
    }

    /// Grows the canvas to hold the box `b`, with slack around it.
    fn cover(&mut self, b: BBox) {
        let inside = b.r0 >= self.top
            && b.c0 >= self.left
            && b.r1 < self.top + self.height as i32
            && b.c1 < self.left + self.width as i32;
        if inside && !self.cells.is_empty() {
            return;
        }
        let (top, left) = if self.cells.is_empty() {
            (b.r0 - SLACK, b.c0 - SLACK)
        } else {
            (self.top.min(b.r0 - SLACK), self.left.min(b.c0 - SLACK))
        };
        let bottom = (self.top + self.height as i32).max(b.r1 + 1 + SLACK);
        let right = (self.left + self.width as i32).max(b.c1 + 1 + SLACK);
        let (w, h) = ((right - left) as usize, (bottom - top) as usize);
        let mut cells = vec![0u16; w * h];
        for y in 0..self.height {
            let ny = (self.top + y as i32 - top) as usize;
            let nx = (self.left - left) as usize;
            cells[ny * w + nx..ny * w + nx + self.width]
                .copy_from_slice(&self.cells[y * self.width..(y + 1) * self.width]);
        }
        self.top = top;
        self.left = left;
        self.width = w;
        self.height = h;
        self.cells = cells;
    }

    /// Writes a word; returns how many of its squares were already letters (crossings).
    pub fn put(&mut self, word: &[u8], r: i32, c: i32, d: Direction) -> usize {
        self.cover(BBox::of_word(r, c, d, word.len()));
        let (dr, dc) = delta(d);
        let flag = if d == Direction::Across { ACROSS } else { DOWN };
        let mut crossings = 0;
        for (i, &t) in word.iter().enumerate() {
            let (rr, cc) = (r + dr * i as i32, c + dc * i as i32);
            let q = (rr - self.top) as usize * self.width + (cc - self.left) as usize;
            if self.cells[q] == 0 {
                if self.index.len() <= t as usize {
                    self.index.resize(t as usize + 1, Vec::new());
                }
                self.index[t as usize].push((rr as i16, cc as i16));
                self.cells[q] = (u16::from(t) + 1) | flag;
            } else {
                crossings += 1;
                self.cells[q] |= flag;
            }
        }
        crossings
    }

    /// Crossings of `word` placed at `r`, `c` if that is legal: every square it shares holds
    /// its letter and is crossed the other way only, no new letter sits flush beside another
    /// and nothing touches either end. `first` is the crossing it was found through; the
    /// placement is only accepted there if no earlier letter of the word crosses too, so each
    /// placement is produced once.
    pub fn check(&self, word: &[u8], r: i32, c: i32, d: Direction, first: usize) -> Option<usize> {
        let (dr, dc) = delta(d);
        let len = word.len() as i32;
        if self.get(r - dr, c - dc) != 0 || self.get(r + dr * len, c + dc * len) != 0 {
            return None;
        }
        let flag = if d == Direction::Across { ACROSS } else { DOWN };
        let mut crossings = 0;
        for (i, &t) in word.iter().enumerate() {
            let (rr, cc) = (r + dr * i as i32, c + dc * i as i32);
            let cell = self.get(rr, cc);
            if cell != 0 {
                if i < first || cell & TOKEN != u16::from(t) + 1 || cell & flag != 0 {
                    return None;
                }
                crossings += 1;
            } else if self.get(rr - dc, cc - dr) != 0 || self.get(rr + dc, cc + dr) != 0 {
                // A new letter beside an existing one would sit flush with it.
                return None;
            }
        }
        Some(crossings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_canvas_grows_any_way_and_keeps_its_letters() {
        let mut b = Board::default();
        assert_eq!(b.put(&[0, 1, 2], 0, 0, Direction::Across), 0);
        // A long word running far up and left of the first one.
        let long: Vec<u8> = (0..40).map(|i| if i == 39 { 0 } else { 3 }).collect();
        assert_eq!(b.check(&long, -39, 0, Direction::Down, 39), Some(1));
        assert_eq!(b.put(&long, -39, 0, Direction::Down), 1);
        assert_eq!(Board::token(b.get(0, 0)), 0);
        assert_eq!(b.get(0, 0) & (ACROSS | DOWN), ACROSS | DOWN);
        assert_eq!(Board::token(b.get(-39, 0)), 3);
        assert_eq!(Board::token(b.get(0, 2)), 2);
        assert_eq!(b.squares_of(3).len(), 39);
        assert_eq!(b.squares_of(0), &[(0, 0)]);
        // Flush beside the down word: refused.
        assert_eq!(b.check(&[3, 3], -5, 1, Direction::Down, 0), None);
        assert_eq!(b.get(1000, -1000), 0);
    }
}
