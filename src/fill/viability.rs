//! The viability map: arc consistency over the whole grid with autofill's word tables and
//! no-duplicate rule, kept going past the first failure so every dead square and dead entry
//! shows, not only the one a fill would stop at.
//!
//! Propagation is sound (it only removes letters and words no complete fill can use), so a
//! square left without a letter, or an entry left without a word, means the grid as typed
//! has no fill. An entry that runs dry is frozen where it died: it stops narrowing its
//! squares, so one dead entry does not spread emptiness over the whole grid.

use super::problem::{FillOptions, Problem, ProblemError, Region};
use crate::grid::{Bars, Cell, Grid, Pos, SlotId, Slots};
use crate::words::tables::WordTables;
use std::collections::BTreeSet;

/// What propagation left possible in each square and entry of a grid.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Viability {
    /// Grid width, to turn positions into indices of [`Viability::squares`].
    pub width: usize,
    /// Per grid square in reading order: the letters still possible there (bit `l` for
    /// alphabet letter `l`). `None` for blocks, rebus squares and squares no entry writes.
    pub squares: Vec<Option<u64>>,
    /// Per slot (index = [`SlotId`]): the words still viable; `None` for an entry the fill
    /// would not write (complete, or through a rebus no word spells).
    pub entries: Vec<Option<usize>>,
    /// Squares left without a letter, in reading order.
    pub dead_squares: Vec<Pos>,
    /// Entries left without a word, in slot order.
    pub dead_entries: Vec<SlotId>,
}

impl Viability {
    /// The letters still possible at `p`, if it is an open or lettered square of an entry.
    pub fn letters_at(&self, p: Pos) -> Option<u64> {
        self.squares
            .get(p.row * self.width + p.col)
            .copied()
            .flatten()
    }

    /// How many letters are still possible at `p`.
    pub fn count_at(&self, p: Pos) -> Option<u32> {
        self.letters_at(p).map(u64::count_ones)
    }

    /// The viable word count of an entry.
    pub fn entry(&self, id: SlotId) -> Option<usize> {
        self.entries.get(id.0).copied().flatten()
    }

    /// Whether nothing is dead: every entry still has a word and every square a letter.
    pub fn is_alive(&self) -> bool {
        self.dead_squares.is_empty() && self.dead_entries.is_empty()
    }
}

/// Runs the whole-grid propagation of `grid` against `tables` (already cut to the min
/// score), with or without the no-duplicate rule. Every letter in the grid is a constraint,
/// as in a plain fill.
pub fn viability(grid: &Grid, tables: &WordTables, allow_duplicates: bool) -> Viability {
    viability_with_bars(grid, &Bars::none(), tables, allow_duplicates)
}

/// [`viability`] of a barred grid: bars end entries as blocks do.
pub fn viability_with_bars(
    grid: &Grid,
    bars: &Bars,
    tables: &WordTables,
    allow_duplicates: bool,
) -> Viability {
    let slots = Slots::with_bars(grid, bars);
    // Squares set aside: in no entry, or in an entry of a length the list lacks. Such an
    // entry is dead outright; its squares then only constrain the entries crossing them.
    let mut excluded: BTreeSet<Pos> = BTreeSet::new();
    let mut dead_from_setup: Vec<SlotId> = Vec::new();
    let problem = loop {
        let region = if excluded.is_empty() {
            Region::All
        } else {
            Region::Cells(grid.positions().filter(|p| !excluded.contains(p)).collect())
        };
        let opts = FillOptions {
            region,
            allow_duplicates,
            bars: bars.clone(),
            ..FillOptions::default()
        };
        match Problem::new(grid, tables, &opts) {
            Ok(p) => break p,
            Err(ProblemError::LoneSquare(p)) => {
                excluded.insert(p);
            }
            Err(ProblemError::NoWordsOfLength { slot, .. }) => {
                dead_from_setup.push(slot);
                excluded.extend(slots.get(slot).cells.iter().copied());
            }
        }
    };
    let mut ac = Ac::new(&problem);
    ac.run();
    let mut out = Viability {
        width: grid.width(),
        squares: vec![None; grid.width() * grid.height()],
        entries: vec![None; slots.len()],
        ..Viability::default()
    };
    for (c, cell) in problem.cells.iter().enumerate() {
        if matches!(grid.cell(cell.pos), Cell::Rebus(_)) {
            continue;
        }
        let i = grid.index(cell.pos);
        let m = if ac.dead_cell[c] { 0 } else { ac.mask[c] };
        out.squares[i] = Some(m);
    }
    for (v, var) in problem.vars.iter().enumerate() {
        out.entries[var.slot.0] = Some(ac.count[v]);
    }
    for &s in &dead_from_setup {
        out.entries[s.0] = Some(0);
    }
    out.dead_squares = grid
        .positions()
        .filter(|&p| out.squares[grid.index(p)] == Some(0))
        .collect();
    out.dead_entries = (0..slots.len())
        .filter(|&i| out.entries[i] == Some(0))
        .map(SlotId)
        .collect();
    out
}

/// Arc consistency that records failures instead of stopping at them.
struct Ac<'p> {
    p: &'p Problem,
    dom: Vec<Vec<u64>>,
    count: Vec<usize>,
    mask: Vec<u64>,
    dead: Vec<bool>,
    dead_cell: Vec<bool>,
    queue: Vec<usize>,
    queued: Vec<bool>,
    /// Words already forbidden to the other entries of their length (a settled entry's).
    struck: Vec<bool>,
}

impl<'p> Ac<'p> {
    fn new(p: &'p Problem) -> Ac<'p> {
        let all = if p.alpha >= 64 {
            u64::MAX
        } else {
            (1u64 << p.alpha) - 1
        };
        let n = p.vars.len();
        Ac {
            p,
            dom: p.vars.iter().map(|v| v.table.full()).collect(),
            count: p.vars.iter().map(|v| v.table.count()).collect(),
            mask: vec![all; p.cells.len()],
            dead: vec![false; n],
            dead_cell: vec![false; p.cells.len()],
            queue: Vec::new(),
            queued: vec![false; n],
            struck: vec![false; n],
        }
    }

    fn run(&mut self) {
        let p = self.p;
        for (c, cell) in p.cells.iter().enumerate() {
            if let Some(l) = cell.fixed {
                self.restrict(c, 1u64 << l, None);
            }
        }
        if !p.allow_duplicates {
            for w in &p.fixed_words {
                for v in 0..p.vars.len() {
                    if let Some(id) = p.vars[v].table.find(w) {
                        self.remove_word(v, id);
                    }
                }
            }
        }
        for v in 0..p.vars.len() {
            self.enqueue(v);
        }
        while let Some(v) = self.queue.pop() {
            self.queued[v] = false;
            if !self.dead[v] {
                self.revise(v);
                if !p.allow_duplicates && self.count[v] == 1 && !self.struck[v] {
                    self.strike_settled(v);
                }
            }
        }
    }

    fn enqueue(&mut self, v: usize) {
        if !self.queued[v] && !self.dead[v] {
            self.queued[v] = true;
            self.queue.push(v);
        }
    }

    /// A settled entry's one word is no other entry's.
    fn strike_settled(&mut self, v: usize) {
        self.struck[v] = true;
        let Some(id) = first_word(&self.dom[v]) else {
            return;
        };
        let len = self.p.vars[v].table.len();
        for u in 0..self.p.vars.len() {
            if u != v && self.p.vars[u].table.len() == len {
                self.remove_word(u, id);
            }
        }
    }

    /// Narrows square `c` to `new`; the entries through it (but `from`) lose the words
    /// with a letter no longer possible there. A square narrowed to nothing is dead and
    /// frozen.
    fn restrict(&mut self, c: usize, new: u64, from: Option<usize>) {
        if self.dead_cell[c] {
            return;
        }
        let old = self.mask[c];
        let new = old & new;
        if new == old {
            return;
        }
        if new == 0 {
            self.dead_cell[c] = true;
            return;
        }
        self.mask[c] = new;
        let p = self.p;
        for &(v, k) in &p.cells[c].vars {
            if Some(v) == from || self.dead[v] {
                continue;
            }
            self.remove_letters(v, k, old & !new, c);
        }
    }

    fn remove_letters(&mut self, v: usize, k: usize, mut removed: u64, c: usize) {
        let table = &self.p.vars[v].table;
        let dom = &mut self.dom[v];
        while removed != 0 {
            let l = removed.trailing_zeros() as u8;
            removed &= removed - 1;
            for (d, b) in dom.iter_mut().zip(table.letter_bits(k, l)) {
                *d &= !b;
            }
        }
        self.count[v] = dom.iter().map(|d| d.count_ones() as usize).sum();
        if self.count[v] == 0 {
            // The square whose narrowing left the entry nothing is where it died.
            self.dead[v] = true;
            self.dead_cell[c] = true;
            return;
        }
        self.enqueue(v);
    }

    fn remove_word(&mut self, v: usize, id: u32) {
        if self.dead[v] {
            return;
        }
        let (b, bit) = (id as usize / 64, 1u64 << (id % 64));
        if self.dom[v][b] & bit == 0 {
            return;
        }
        self.dom[v][b] &= !bit;
        self.count[v] -= 1;
        if self.count[v] == 0 {
            self.dead[v] = true;
            return;
        }
        self.enqueue(v);
    }

    /// Narrows `v`'s squares to the letters its words still use.
    fn revise(&mut self, v: usize) {
        let p = self.p;
        let var = &p.vars[v];
        let table = &var.table;
        let len = table.len();
        let dom = &self.dom[v];
        let mut support = vec![0u64; len];
        let want: Vec<u64> = var
            .cells
            .iter()
            .map(|&c| if self.dead_cell[c] { 0 } else { self.mask[c] })
            .collect();
        let tests: usize = want.iter().map(|m| m.count_ones() as usize).sum();
        if self.count[v] * len <= tests * table.blocks() / 4 + 64 {
            for (b, &bits) in dom.iter().enumerate() {
                let mut bits = bits;
                while bits != 0 {
                    let id = (b * 64) as u32 + bits.trailing_zeros();
                    bits &= bits - 1;
                    for (s, &l) in support.iter_mut().zip(table.word(id)) {
                        *s |= 1u64 << l;
                    }
                }
            }
        } else {
            for (k, s) in support.iter_mut().enumerate() {
                let mut m = want[k];
                while m != 0 {
                    let l = m.trailing_zeros() as u8;
                    m &= m - 1;
                    if dom
                        .iter()
                        .zip(table.letter_bits(k, l))
                        .any(|(d, b)| d & b != 0)
                    {
                        *s |= 1u64 << l;
                    }
                }
            }
        }
        for k in 0..len {
            if want[k] & !support[k] != 0 {
                self.restrict(var.cells[k], support[k], Some(v));
            }
        }
    }
}

fn first_word(dom: &[u64]) -> Option<u32> {
    let b = dom.iter().position(|&x| x != 0)?;
    Some((b * 64) as u32 + dom[b].trailing_zeros())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Alphabet, Direction, text::parse_grid};

    fn tables(list: &[u8]) -> WordTables {
        WordTables::of_test_list(list)
    }

    #[test]
    fn an_empty_grid_with_a_fill_has_nothing_dead() {
        let t = tables(b"CAT\nAGE\nTEN\nCAT\nAGO\nTEN\n");
        let g = parse_grid("...\n...\n...\n", &Alphabet::latin()).expect("grid");
        let v = viability(&g, &t, true);
        assert!(v.is_alive(), "{v:?}");
        assert_eq!(v.count_at(Pos::new(0, 0)), Some(1));
    }

    #[test]
    fn a_typed_letter_no_crossing_takes_kills_its_square_and_entry() {
        let t = tables(b"CAT\nCOT\nDOG\nAAA\nOOO\nTTT\nGGG\n");
        let a = Alphabet::latin();
        let g = parse_grid("..Z\n...\n...\n", &a).expect("grid");
        let v = viability(&g, &t, true);
        let slots = Slots::of(&g);
        let one = slots.find(1, Direction::Across).expect("1A");
        assert!(v.dead_entries.contains(&one));
        assert!(v.dead_squares.contains(&Pos::new(0, 2)));
        assert!(!v.is_alive());
    }

    #[test]
    fn a_length_the_list_lacks_is_a_dead_entry_and_the_rest_is_still_mapped() {
        let t = tables(b"CAT\nDOG\n");
        let a = Alphabet::latin();
        let g = parse_grid("....\n###.\n###.\n", &a).expect("grid");
        let v = viability(&g, &t, false);
        let slots = Slots::of(&g);
        let one = slots.find(1, Direction::Across).expect("1A");
        let two = slots.find(2, Direction::Down).expect("2D");
        assert_eq!(v.dead_entries, vec![one]);
        assert_eq!(v.entry(two), Some(2));
    }
}
