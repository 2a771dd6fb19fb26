//! Entries (slots) and their numbering, derived from a grid on demand.

use super::{Alphabet, Bars, Cell, Grid, Pos};
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

/// One entry: a run of two or more white squares in one direction, between blocks, bars
/// and the grid's edges.
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

    /// The entry as a pattern, `?` for each empty square (e.g. `S??R???`), a rebus square
    /// spelled out in full (`S?ST?` for `S`, empty, `{ST}`, empty), so the pattern is as long
    /// as the entry's word and queries the words that fit it.
    pub fn pattern(&self, grid: &Grid, alphabet: &Alphabet) -> String {
        let mut out = String::new();
        for &p in &self.cells {
            match grid.cell(p) {
                Cell::Letter(l) => out.push(alphabet.char_of(l).unwrap_or('?')),
                Cell::Rebus(id) => out.push_str(grid.rebus_text(id)),
                _ => out.push('?'),
            }
        }
        out
    }

    /// Where each square's text starts in the entry's word: square `i` of an entry through a
    /// rebus of `n` characters at an earlier square sits at word position `i + n − 1`.
    pub fn offsets(&self, grid: &Grid) -> Vec<usize> {
        let mut at = 0;
        self.cells
            .iter()
            .map(|&p| {
                let here = at;
                at += square_len(grid, p);
                here
            })
            .collect()
    }

    /// The length of the entry's word: one per square, a rebus counting its characters.
    pub fn word_len(&self, grid: &Grid) -> usize {
        self.cells.iter().map(|&p| square_len(grid, p)).sum()
    }

    /// Whether a square of the entry is a rebus.
    pub fn has_rebus(&self, grid: &Grid) -> bool {
        self.cells
            .iter()
            .any(|&p| matches!(grid.cell(p), Cell::Rebus(_)))
    }

    /// The entry's letters by word position, each rebus spelled out in `alphabet`, `None`
    /// where a square is empty; `Err(c)` when a rebus holds `c`, which is not a letter of
    /// the alphabet (a digit, a symbol), so no word of a list in it can fill the entry.
    pub fn spelled(&self, grid: &Grid, alphabet: &Alphabet) -> Result<Vec<Option<u8>>, char> {
        let mut out = Vec::with_capacity(self.cells.len());
        for &p in &self.cells {
            match grid.cell(p) {
                // A text the grid never interned takes one open position, as `word_len` counts it.
                Cell::Rebus(id) if grid.rebus_text(id).is_empty() => out.push(None),
                Cell::Rebus(id) => {
                    for c in grid.rebus_text(id).chars() {
                        out.push(Some(alphabet.index_of(c).ok_or(c)?));
                    }
                }
                cell => out.push(cell.letter()),
            }
        }
        Ok(out)
    }

    /// The complete word with every rebus spelled out in `alphabet`; `None` while a square
    /// is empty or when a rebus holds a character outside the alphabet.
    pub fn full_word(&self, grid: &Grid, alphabet: &Alphabet) -> Option<Vec<u8>> {
        self.spelled(grid, alphabet).ok()?.into_iter().collect()
    }

    /// Whether the entry runs through a rebus that `alphabet` cannot spell (a digit, a
    /// symbol): no list word matches it, so autofill leaves it as it is.
    pub fn unspellable(&self, grid: &Grid, alphabet: &Alphabet) -> bool {
        self.has_rebus(grid) && self.spelled(grid, alphabet).is_err()
    }

    /// The entry's full text with rebus squares spelled out; `None` while a square is empty.
    pub fn answer(&self, grid: &Grid, alphabet: &Alphabet) -> Option<String> {
        let mut out = String::new();
        for &p in &self.cells {
            match grid.cell(p) {
                Cell::Letter(l) => out.push(alphabet.char_of(l)?),
                Cell::Rebus(id) => out.push_str(grid.rebus_text(id)),
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

/// How many word positions a square takes: the characters of a rebus, else one.
fn square_len(grid: &Grid, p: Pos) -> usize {
    match grid.cell(p) {
        Cell::Rebus(id) => grid.rebus_text(id).chars().count().max(1),
        _ => 1,
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
    /// Numbers a grid without bars in reading order and collects its across and down
    /// entries: [`Slots::with_bars`] with no bars. A puzzle's entries come from
    /// [`super::Puzzle::slots`], which knows its bars.
    pub fn of(grid: &Grid) -> Slots {
        Slots::with_bars(grid, &Bars::none())
    }

    /// The one numbering rule: numbers the grid in reading order and collects its across and
    /// down entries, a block or a bar ending an entry alike.
    ///
    /// A square gets a number when it starts an across or a down run of at least two white
    /// squares with no bar between them; slots are listed by number, across before down.
    pub fn with_bars(grid: &Grid, bars: &Bars) -> Slots {
        let (w, h) = (grid.width(), grid.height());
        let white = |p: Pos| p.row < h && p.col < w && grid.cell(p).is_white();
        // The next square of a run in `dir`, when no block, bar or edge comes between.
        let next = |p: Pos, dir: Direction| -> Option<Pos> {
            let (dr, dc) = dir.step();
            let q = Pos::new(p.row + dr, p.col + dc);
            (white(p) && white(q) && !bars.after(p, dir)).then_some(q)
        };
        let prev = |p: Pos, dir: Direction| -> Option<Pos> {
            let q = match dir {
                Direction::Across => Pos::new(p.row, p.col.checked_sub(1)?),
                Direction::Down => Pos::new(p.row.checked_sub(1)?, p.col),
            };
            next(q, dir).map(|_| q)
        };
        let mut slots = Vec::new();
        let mut numbers = vec![None; w * h];
        let mut through = vec![[None, None]; w * h];
        let mut number = 1u16;
        for r in 0..h {
            for c in 0..w {
                let p = Pos::new(r, c);
                let starts = |dir| prev(p, dir).is_none() && next(p, dir).is_some();
                let (starts_across, starts_down) =
                    (starts(Direction::Across), starts(Direction::Down));
                if !(starts_across || starts_down) {
                    continue;
                }
                numbers[r * w + c] = Some(number);
                for (starts, dir) in [
                    (starts_across, Direction::Across),
                    (starts_down, Direction::Down),
                ] {
                    if !starts {
                        continue;
                    }
                    let mut cells = vec![p];
                    let mut at = p;
                    while let Some(q) = next(at, dir) {
                        cells.push(q);
                        at = q;
                    }
                    for q in &cells {
                        through[q.row * w + q.col][dir as usize] = Some(SlotId(slots.len()));
                    }
                    slots.push(Slot {
                        number,
                        direction: dir,
                        cells,
                    });
                }
                number = number.saturating_add(1);
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
    fn a_rebus_square_spells_its_text_and_shifts_the_squares_after_it() {
        let a = Alphabet::latin();
        let g = grid(&["S{TA}.#", "...#"]);
        let s = Slots::of(&g);
        let top = s.get(s.find(1, Direction::Across).expect("1A"));
        assert_eq!(top.len(), 3);
        assert_eq!(top.word_len(&g), 4);
        assert_eq!(top.offsets(&g), [0, 1, 3]);
        assert!(top.has_rebus(&g));
        let st = a.encode("STA").expect("latin");
        assert_eq!(
            top.spelled(&g, &a),
            Ok(vec![Some(st[0]), Some(st[1]), Some(st[2]), None])
        );
        assert_eq!(top.pattern(&g, &a), "STA?");
        assert_eq!(top.full_word(&g, &a), None);
        assert!(!top.unspellable(&g, &a));
        let down = s.get(s.find(2, Direction::Down).expect("2D"));
        assert_eq!(down.offsets(&g), [0, 2]);
        assert_eq!(down.pattern(&g, &a), "TA?");
        // A digit is no letter: the entry cannot be spelled, yet its answer reads in full.
        let g = grid(&["{7}UP", "###"]);
        let s = Slots::of(&g);
        let e = s.get(SlotId(0));
        assert_eq!(e.spelled(&g, &a), Err('7'));
        assert!(e.unspellable(&g, &a));
        assert_eq!(e.full_word(&g, &a), None);
        assert_eq!(e.answer(&g, &a).as_deref(), Some("7UP"));
        assert_eq!(e.pattern(&g, &a), "7UP");
        assert_eq!(e.word_len(&g), 3);
        // A plain entry is what it always was.
        let g = grid(&["CAT", "###"]);
        let e = Slots::of(&g).get(SlotId(0)).clone();
        assert_eq!(e.offsets(&g), [0, 1, 2]);
        assert_eq!(e.full_word(&g, &a), e.word(&g));
        assert!(!e.unspellable(&g, &a));
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
