//! Entries (slots) and their numbering, derived from a grid on demand.

use super::{Alphabet, Grid, Pos};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;

/// Which way an entry reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    /// Left to right.
    Across,
    /// Top to bottom.
    Down,
}

impl Direction {
    /// The other direction.
    pub fn flip(self) -> Direction {
        match self {
            Direction::Across => Direction::Down,
            Direction::Down => Direction::Across,
        }
    }

    /// The step from one square of an entry to the next: (rows, columns).
    pub fn step(self) -> (usize, usize) {
        match self {
            Direction::Across => (0, 1),
            Direction::Down => (1, 0),
        }
    }

    /// "A" or "D", as in "17A".
    pub fn letter(self) -> char {
        match self {
            Direction::Across => 'A',
            Direction::Down => 'D',
        }
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Direction::Across => "across",
            Direction::Down => "down",
        })
    }
}

/// Index of a slot in a [`Slots`] list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SlotId(pub usize);

/// One entry: a run of two or more white squares in one direction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slot {
    /// The clue number of its first square.
    pub number: u16,
    /// Across or down.
    pub direction: Direction,
    /// Its squares in reading order.
    pub cells: Vec<Pos>,
}

impl Slot {
    /// How many squares the entry has.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Always false: a slot has at least two squares.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The first square.
    pub fn start(&self) -> Pos {
        self.cells[0]
    }

    /// Its letters, `None` where a square is still empty.
    pub fn letters(&self, grid: &Grid) -> Vec<Option<u8>> {
        self.cells.iter().map(|&p| grid.cell(p).letter()).collect()
    }

    /// The complete word, if every square holds a letter.
    pub fn word(&self, grid: &Grid) -> Option<Vec<u8>> {
        self.cells.iter().map(|&p| grid.cell(p).letter()).collect()
    }

    /// The entry as a pattern, `?` for each empty square (e.g. `S??R???`).
    pub fn pattern(&self, grid: &Grid, alphabet: &Alphabet) -> String {
        self.letters(grid)
            .into_iter()
            .map(|l| l.and_then(|i| alphabet.char_of(i)).unwrap_or('?'))
            .collect()
    }

    /// The entry's full text with rebus squares spelled out; `None` while a square is empty.
    pub fn answer(&self, grid: &Grid, alphabet: &Alphabet) -> Option<String> {
        let mut out = String::new();
        for &p in &self.cells {
            match grid.cell(p) {
                super::Cell::Letter(l) => out.push(alphabet.char_of(l)?),
                super::Cell::Rebus(id) => out.push_str(grid.rebus_text(id)),
                _ => return None,
            }
        }
        Some(out)
    }

    /// A short label such as "17A".
    pub fn label(&self) -> String {
        format!("{}{}", self.number, self.direction.letter())
    }
}

/// The numbered entries of a grid and, for every square, the entries through it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slots {
    width: usize,
    slots: Vec<Slot>,
    numbers: Vec<Option<u16>>,
    through: Vec<[Option<SlotId>; 2]>,
}

impl Slots {
    /// Numbers the grid in reading order and collects its across and down entries.
    ///
    /// A square gets a number when it starts an across or a down run of at least two
    /// white squares; slots are listed by number, across before down.
    pub fn of(grid: &Grid) -> Slots {
        let (w, h) = (grid.width(), grid.height());
        let white = |r: usize, c: usize| grid.cell(Pos::new(r, c)).is_white();
        let mut slots = Vec::new();
        let mut numbers = vec![None; w * h];
        let mut through = vec![[None, None]; w * h];
        let mut next = 1u16;
        for r in 0..h {
            for c in 0..w {
                if !white(r, c) {
                    continue;
                }
                let starts_across = (c == 0 || !white(r, c - 1)) && c + 1 < w && white(r, c + 1);
                let starts_down = (r == 0 || !white(r - 1, c)) && r + 1 < h && white(r + 1, c);
                if !(starts_across || starts_down) {
                    continue;
                }
                numbers[r * w + c] = Some(next);
                for (starts, dir) in [
                    (starts_across, Direction::Across),
                    (starts_down, Direction::Down),
                ] {
                    if !starts {
                        continue;
                    }
                    let (dr, dc) = dir.step();
                    let mut cells = Vec::new();
                    let (mut rr, mut cc) = (r, c);
                    while rr < h && cc < w && white(rr, cc) {
                        cells.push(Pos::new(rr, cc));
                        through[rr * w + cc][dir as usize] = Some(SlotId(slots.len()));
                        rr += dr;
                        cc += dc;
                    }
                    slots.push(Slot {
                        number: next,
                        direction: dir,
                        cells,
                    });
                }
                next += 1;
            }
        }
        Slots {
            width: w,
            slots,
            numbers,
            through,
        }
    }

    /// All slots, by number with across before down.
    pub fn all(&self) -> &[Slot] {
        &self.slots
    }

    /// How many slots (entries) there are.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// True when the grid has no entry at all.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// The slot with this id.
    pub fn get(&self, id: SlotId) -> &Slot {
        &self.slots[id.0]
    }

    /// Slots with their ids.
    pub fn iter(&self) -> impl Iterator<Item = (SlotId, &Slot)> {
        self.slots.iter().enumerate().map(|(i, s)| (SlotId(i), s))
    }

    /// The clue number printed in a square, if any.
    pub fn number_at(&self, pos: Pos) -> Option<u16> {
        self.numbers
            .get(pos.row * self.width + pos.col)
            .copied()
            .flatten()
    }

    /// The slot running through a square in a direction, if that run is an entry.
    pub fn at(&self, pos: Pos, direction: Direction) -> Option<SlotId> {
        self.through.get(pos.row * self.width + pos.col)?[direction as usize]
    }

    /// The (across, down) slots through a square.
    pub fn crossing(&self, pos: Pos) -> (Option<SlotId>, Option<SlotId>) {
        let [a, d] = self.through[pos.row * self.width + pos.col];
        (a, d)
    }

    /// The slot with a given number and direction.
    pub fn find(&self, number: u16, direction: Direction) -> Option<SlotId> {
        self.iter()
            .find(|(_, s)| s.number == number && s.direction == direction)
            .map(|(id, _)| id)
    }

    /// Whether a white square belongs to both an across and a down entry.
    pub fn is_checked(&self, pos: Pos) -> bool {
        matches!(self.crossing(pos), (Some(_), Some(_)))
    }

    /// The squares of an entry and of every entry crossing it: the area a fill of that entry
    /// must be free to rewrite so the entry can change at all.
    pub fn with_crossings(&self, id: SlotId) -> BTreeSet<Pos> {
        let mut cells: BTreeSet<Pos> = self.get(id).cells.iter().copied().collect();
        for &p in &self.get(id).cells {
            let (a, d) = self.crossing(p);
            for s in [a, d].into_iter().flatten() {
                cells.extend(self.get(s).cells.iter().copied());
            }
        }
        cells
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(rows: &[&str]) -> Grid {
        crate::grid::text::parse_grid(&rows.join("\n"), &Alphabet::latin()).unwrap()
    }

    #[test]
    fn a_mini_is_numbered_in_reading_order() {
        let g = grid(&["#..", "...", "..#"]);
        let s = Slots::of(&g);
        let labels: Vec<_> = s.all().iter().map(Slot::label).collect();
        assert_eq!(labels, ["1A", "1D", "2D", "3A", "3D", "4A"]);
        assert_eq!(s.number_at(Pos::new(0, 1)), Some(1));
        assert_eq!(s.number_at(Pos::new(1, 0)), Some(3));
        assert_eq!(s.number_at(Pos::new(1, 1)), None);
        let (a, d) = s.crossing(Pos::new(1, 1));
        assert_eq!(s.get(a.unwrap()).label(), "3A");
        assert_eq!(s.get(d.unwrap()).label(), "1D");
    }

    #[test]
    fn single_squares_are_not_entries() {
        let g = grid(&["A#B", "###", "C.D"]);
        let s = Slots::of(&g);
        assert_eq!(s.len(), 1);
        assert!(!s.is_checked(Pos::new(0, 0)));
        assert_eq!(s.all()[0].pattern(&g, &Alphabet::latin()), "C?D");
    }

    #[test]
    fn an_entry_with_its_crossings_covers_the_crossing_entries_whole() {
        let g = grid(&["...#", "....", "#..."]);
        let s = Slots::of(&g);
        let top = s.find(1, Direction::Across).expect("1A");
        let area = s.with_crossings(top);
        // 1A is (0,0)-(0,2); it crosses 1D (col 0, rows 0-1), 2D (col 1) and 3D (col 2).
        let mut want: BTreeSet<Pos> = (0..3).map(|c| Pos::new(0, c)).collect();
        want.extend([Pos::new(1, 0), Pos::new(1, 1), Pos::new(2, 1)]);
        want.extend([Pos::new(1, 2), Pos::new(2, 2)]);
        assert_eq!(area, want);
        // An unchecked square adds only its own entry.
        let g = grid(&["...", "###", "..."]);
        let s = Slots::of(&g);
        let area = s.with_crossings(SlotId(0));
        assert_eq!(area.len(), 3);
    }
}
