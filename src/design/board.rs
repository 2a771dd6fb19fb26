//! A block pattern under construction: blocks, theme letters, and the squares that must stay
//! white; every change keeps the house rules (checked squares, entries of at least the
//! minimum length, connected white squares, symmetry) or is refused.

use crate::grid::{Cell, Direction, Grid, Pos, Symmetry};

/// A maximal run of white squares in one direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Run {
    /// Its first square.
    pub start: Pos,
    /// Its direction.
    pub direction: Direction,
    /// Its length.
    pub len: usize,
}

impl Run {
    /// The run's squares in order.
    pub fn cells(&self) -> impl Iterator<Item = Pos> + '_ {
        let (dr, dc) = self.direction.step();
        (0..self.len).map(move |k| Pos::new(self.start.row + dr * k, self.start.col + dc * k))
    }
}

/// The pattern: which squares are blocks, which hold theme letters, which may never be
/// blocks (theme squares and their symmetric partners).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    width: usize,
    height: usize,
    symmetry: Symmetry,
    min_entry: usize,
    block: Vec<bool>,
    letter: Vec<Option<u8>>,
    keep_white: Vec<bool>,
    /// Blocks that close a theme entry: taking one out would lengthen the entry.
    keep_block: Vec<bool>,
}

impl Board {
    /// An open `width`×`height` board.
    pub fn new(width: usize, height: usize, symmetry: Symmetry, min_entry: usize) -> Board {
        let n = width * height;
        Board {
            width,
            height,
            symmetry,
            min_entry,
            block: vec![false; n],
            letter: vec![None; n],
            keep_white: vec![false; n],
            keep_block: vec![false; n],
        }
    }

    fn at(&self, p: Pos) -> usize {
        p.row * self.width + p.col
    }

    /// Width and height.
    pub fn size(&self) -> (usize, usize) {
        (self.width, self.height)
    }

    /// The shortest entry the rules allow.
    pub fn min_entry(&self) -> usize {
        self.min_entry
    }

    /// Whether a square is a block.
    pub fn is_block(&self, p: Pos) -> bool {
        self.block[self.at(p)]
    }

    /// The theme letter at a square, if any.
    pub fn letter(&self, p: Pos) -> Option<u8> {
        self.letter[self.at(p)]
    }

    /// Whether the square may never become a block.
    pub fn kept_white(&self, p: Pos) -> bool {
        self.keep_white[self.at(p)]
    }

    /// The square and its symmetric partners.
    pub fn partners(&self, p: Pos) -> Vec<Pos> {
        self.symmetry.partners(p, self.width, self.height)
    }

    /// The squares of an entry of `len` from `start` in `direction`, if it fits the grid.
    pub fn squares(&self, start: Pos, direction: Direction, len: usize) -> Option<Vec<Pos>> {
        let (dr, dc) = direction.step();
        let end = Pos::new(start.row + dr * (len - 1), start.col + dc * (len - 1));
        (end.row < self.height && end.col < self.width).then(|| {
            (0..len)
                .map(|k| Pos::new(start.row + dr * k, start.col + dc * k))
                .collect()
        })
    }

    /// Writes a theme entry, blocking the squares just before and after it (with their
    /// partners) so it stands as a whole entry; false, with the board unchanged, when a
    /// square holds another letter or a block, or an end cannot be a block.
    pub fn place(&mut self, word: &[u8], start: Pos, direction: Direction) -> bool {
        let Some(cells) = self.squares(start, direction, word.len()) else {
            return false;
        };
        let before = self.clone();
        let ok = self.place_inner(word, &cells, direction);
        if !ok {
            *self = before;
        }
        ok
    }

    fn place_inner(&mut self, word: &[u8], cells: &[Pos], direction: Direction) -> bool {
        for (&p, &l) in cells.iter().zip(word) {
            let i = self.at(p);
            if self.block[i] || self.letter[i].is_some_and(|m| m != l) {
                return false;
            }
            self.letter[i] = Some(l);
            for q in self.partners(p) {
                let j = self.at(q);
                if self.block[j] {
                    return false;
                }
                self.keep_white[j] = true;
            }
        }
        let (dr, dc) = direction.step();
        let first = cells[0];
        let last = cells[cells.len() - 1];
        let ends = [
            (first.row.checked_sub(dr), first.col.checked_sub(dc)),
            (Some(last.row + dr), Some(last.col + dc)),
        ];
        for end in ends {
            if let (Some(r), Some(c)) = end
                && r < self.height
                && c < self.width
            {
                let p = Pos::new(r, c);
                if !self.set_block(p) {
                    return false;
                }
                for q in self.partners(p) {
                    let i = self.at(q);
                    self.keep_block[i] = true;
                }
            }
        }
        true
    }

    /// Makes a square and its partners blocks, without checking the rules; false when one of
    /// them must stay white.
    fn set_block(&mut self, p: Pos) -> bool {
        let ps = self.partners(p);
        if ps.iter().any(|&q| self.kept_white(q)) {
            return false;
        }
        for q in ps {
            let i = self.at(q);
            self.block[i] = true;
        }
        true
    }

    /// Blocks every run too short to be an entry (squares boxed in by the theme entries'
    /// ends), repeating until none is left; false when such a run holds a square that must
    /// stay white, or the white squares fall apart.
    pub fn settle(&mut self) -> bool {
        loop {
            let short: Vec<Run> = self
                .runs()
                .into_iter()
                .filter(|r| r.len < self.min_entry)
                .collect();
            if short.is_empty() {
                return self.connected();
            }
            for run in short {
                for p in run.cells().collect::<Vec<_>>() {
                    if !self.is_block(p) && !self.set_block(p) {
                        return false;
                    }
                }
            }
        }
    }

    /// Adds a block (and its partners) if the rules still hold afterwards.
    pub fn try_block(&mut self, p: Pos) -> bool {
        if self.is_block(p) {
            return false;
        }
        let before = self.clone();
        let ps = self.partners(p);
        let ok = self.set_block(p)
            && ps.iter().all(|&q| {
                self.line_ok(q.row, Direction::Across) && self.line_ok(q.col, Direction::Down)
            })
            && self.connected();
        if !ok {
            *self = before;
        }
        ok
    }

    /// Takes out a block (and its partners) if the rules still hold afterwards; never one
    /// that closes a theme entry.
    pub fn try_unblock(&mut self, p: Pos) -> bool {
        let ps = self.partners(p);
        if !self.is_block(p) || ps.iter().any(|&q| self.keep_block[self.at(q)]) {
            return false;
        }
        let before = self.clone();
        for &q in &ps {
            let i = self.at(q);
            self.block[i] = false;
        }
        let ok = ps.iter().all(|&q| {
            self.line_ok(q.row, Direction::Across) && self.line_ok(q.col, Direction::Down)
        }) && self.connected();
        if !ok {
            *self = before;
        }
        ok
    }

    /// The white squares beside a square in a line, up to a block or the edge: left,
    /// right, up, down.
    pub fn arms(&self, p: Pos) -> [usize; 4] {
        let count = |dr: isize, dc: isize| {
            let mut n = 0;
            let (mut r, mut c) = (p.row as isize + dr, p.col as isize + dc);
            while r >= 0
                && c >= 0
                && (r as usize) < self.height
                && (c as usize) < self.width
                && !self.is_block(Pos::new(r as usize, c as usize))
            {
                n += 1;
                r += dr;
                c += dc;
            }
            n
        };
        [count(0, -1), count(0, 1), count(-1, 0), count(1, 0)]
    }

    /// The length of the across and the down run through a square (0 for a block).
    pub fn runs_through(&self, p: Pos) -> (usize, usize) {
        if self.is_block(p) {
            return (0, 0);
        }
        let [l, r, u, d] = self.arms(p);
        (1 + l + r, 1 + u + d)
    }

    /// Every white square, in reading order.
    pub fn white_squares(&self) -> Vec<Pos> {
        (0..self.block.len())
            .filter(|&i| !self.block[i])
            .map(|i| Pos::new(i / self.width, i % self.width))
            .collect()
    }

    /// Every block, in reading order.
    pub fn block_squares(&self) -> Vec<Pos> {
        (0..self.block.len())
            .filter(|&i| self.block[i])
            .map(|i| Pos::new(i / self.width, i % self.width))
            .collect()
    }

    /// Whether every run of one row (across) or column (down) is long enough.
    fn line_ok(&self, line: usize, direction: Direction) -> bool {
        let n = match direction {
            Direction::Across => self.width,
            Direction::Down => self.height,
        };
        let at = |k: usize| match direction {
            Direction::Across => Pos::new(line, k),
            Direction::Down => Pos::new(k, line),
        };
        let mut run = 0;
        for k in 0..=n {
            if k < n && !self.is_block(at(k)) {
                run += 1;
            } else {
                if run > 0 && run < self.min_entry {
                    return false;
                }
                run = 0;
            }
        }
        true
    }

    /// Whether the white squares are one region (an all-block board is not).
    pub fn connected(&self) -> bool {
        let n = self.block.len();
        let Some(first) = (0..n).find(|&i| !self.block[i]) else {
            return false;
        };
        let mut seen = vec![false; n];
        let mut stack = vec![first];
        seen[first] = true;
        let mut count = 1;
        while let Some(i) = stack.pop() {
            let (r, c) = (i / self.width, i % self.width);
            let mut next = Vec::with_capacity(4);
            if r > 0 {
                next.push(i - self.width);
            }
            if r + 1 < self.height {
                next.push(i + self.width);
            }
            if c > 0 {
                next.push(i - 1);
            }
            if c + 1 < self.width {
                next.push(i + 1);
            }
            for j in next {
                if !self.block[j] && !seen[j] {
                    seen[j] = true;
                    count += 1;
                    stack.push(j);
                }
            }
        }
        count == self.block.iter().filter(|&&b| !b).count()
    }

    /// Every maximal run of white squares, across then down, in reading order.
    pub fn runs(&self) -> Vec<Run> {
        let mut out = Vec::new();
        for direction in [Direction::Across, Direction::Down] {
            let (dr, dc) = direction.step();
            for r in 0..self.height {
                for c in 0..self.width {
                    let p = Pos::new(r, c);
                    let starts = match direction {
                        Direction::Across => c == 0 || self.is_block(Pos::new(r, c - 1)),
                        Direction::Down => r == 0 || self.is_block(Pos::new(r - 1, c)),
                    };
                    if self.is_block(p) || !starts {
                        continue;
                    }
                    let mut len = 0;
                    while r + dr * len < self.height
                        && c + dc * len < self.width
                        && !self.is_block(Pos::new(r + dr * len, c + dc * len))
                    {
                        len += 1;
                    }
                    out.push(Run {
                        start: p,
                        direction,
                        len,
                    });
                }
            }
        }
        out
    }

    /// The entries the pattern has (runs of two or more squares).
    pub fn words(&self) -> usize {
        self.runs().iter().filter(|r| r.len >= 2).count()
    }

    /// The blocks.
    pub fn blocks(&self) -> usize {
        self.block.iter().filter(|&&b| b).count()
    }

    /// The 3-letter entries.
    pub fn three_letter(&self) -> usize {
        self.runs().iter().filter(|r| r.len == 3).count()
    }

    /// How many cheater squares the board has ([`Board::cheater_squares`]).
    pub fn cheaters(&self) -> usize {
        self.cheater_squares().len()
    }

    /// The cheater squares: blocks whose removal would leave the entries as many (counted
    /// as [`crate::grid::stats::cheaters`] counts a grid's).
    pub fn cheater_squares(&self) -> Vec<Pos> {
        let entry = |n: usize| usize::from(n >= 2);
        self.block_squares()
            .into_iter()
            .filter(|&p| {
                let [l, r, u, d] = self.arms(p);
                entry(l) + entry(r) + entry(u) + entry(d) == entry(l + r + 1) + entry(u + d + 1)
            })
            .collect()
    }

    /// The bars of 4 blocks or more running in from an edge (a wall that walls off a corner
    /// or a side: constructors avoid them unless nothing else fits).
    pub fn edge_bars(&self) -> usize {
        let (w, h) = (self.width, self.height);
        let from = |start: Pos, dr: isize, dc: isize| {
            let (mut r, mut c, mut n) = (start.row as isize, start.col as isize, 0);
            while r >= 0 && c >= 0 && (r as usize) < h && (c as usize) < w {
                if !self.is_block(Pos::new(r as usize, c as usize)) {
                    break;
                }
                n += 1;
                r += dr;
                c += dc;
            }
            n
        };
        let mut bars = 0;
        for c in 0..w {
            bars += usize::from(from(Pos::new(0, c), 1, 0) >= 4);
            bars += usize::from(from(Pos::new(h - 1, c), -1, 0) >= 4);
        }
        for r in 0..h {
            bars += usize::from(from(Pos::new(r, 0), 0, 1) >= 4);
            bars += usize::from(from(Pos::new(r, w - 1), 0, -1) >= 4);
        }
        bars
    }

    /// The pattern as a grid: blocks, theme letters, empty squares.
    pub fn to_grid(&self) -> Grid {
        let rows = (0..self.height)
            .map(|r| {
                (0..self.width)
                    .map(|c| {
                        let p = Pos::new(r, c);
                        match (self.is_block(p), self.letter(p)) {
                            (true, _) => Cell::Block,
                            (false, Some(l)) => Cell::Letter(l),
                            (false, None) => Cell::Empty,
                        }
                    })
                    .collect()
            })
            .collect();
        // The sides were checked when the request was; a board is never empty.
        Grid::from_rows(rows).unwrap_or_else(|_| Grid::new(3, 3).expect("3×3 is a grid size"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_theme_entry_is_closed_by_blocks_and_short_leftovers_are_blocked() {
        let mut b = Board::new(7, 7, Symmetry::Rotational, 3);
        assert!(b.place(&[0, 1, 2, 3, 4], Pos::new(1, 1), Direction::Across));
        assert!(b.is_block(Pos::new(1, 0)) && b.is_block(Pos::new(1, 6)));
        assert!(b.is_block(Pos::new(5, 6)) && b.is_block(Pos::new(5, 0)));
        assert!(b.settle());
        assert!(b.runs().iter().all(|r| r.len >= 3));
        // The entry's squares and their partners never take a block.
        assert!(!b.try_block(Pos::new(1, 3)));
        assert!(!b.try_block(Pos::new(5, 3)));
    }

    #[test]
    fn a_block_that_would_leave_a_short_entry_or_split_the_grid_is_refused() {
        let mut b = Board::new(5, 5, Symmetry::Rotational, 3);
        assert!(!b.try_block(Pos::new(0, 1)), "leaves a 1-letter run");
        assert!(b.try_block(Pos::new(0, 0)));
        assert_eq!(b.blocks(), 2);
        assert!(b.connected());
        // Corner blocks shorten four entries and remove none: cheaters both.
        assert_eq!(b.words(), 10);
        assert_eq!((b.cheaters(), b.three_letter(), b.edge_bars()), (2, 0, 0));
    }

    #[test]
    fn a_wall_from_the_edge_is_a_bar_and_its_short_entries_count() {
        let mut b = Board::new(9, 9, Symmetry::Rotational, 3);
        for r in 0..4 {
            assert!(b.try_block(Pos::new(r, 3)), "row {r}");
        }
        // Column 3 from the top and its image from the bottom.
        assert_eq!(b.edge_bars(), 2);
        // Rows 0-3 now start with a 3-letter entry, as do their images at the right.
        assert_eq!(b.three_letter(), 8);
    }
}
