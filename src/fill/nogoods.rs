//! Nogoods learnt from restarts: sets of decisions that cannot all hold together.
//!
//! Each nogood watches two of its decisions. Only when a watched decision comes to hold does
//! the search look at the nogood again: it moves the watch to a decision that does not hold,
//! or, when none is left, forbids the other watched one. Backtracking needs no bookkeeping.

use std::collections::HashMap;

/// Decisions stored over all nogoods at most (12 bytes each, so about 50 MB): a run of many
/// minutes keeps learning short nogoods but stops growing.
const MAX_STORED: usize = 4_000_000;
/// Past [`MAX_STORED`], nogoods of at most this many decisions are still recorded: they are
/// few and prune the most.
const SHORT: usize = 8;

/// A decision: a slot takes a word, or a square takes a letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lit {
    /// Variable `var` is assigned word `id`.
    Word {
        /// The variable.
        var: u32,
        /// The word id in its table.
        id: u32,
    },
    /// Problem square `cell` holds `letter`.
    Letter {
        /// The square.
        cell: u32,
        /// The letter (alphabet index).
        letter: u8,
    },
}

/// One nogood with the positions in `lits` of its two watched decisions.
#[derive(Debug)]
pub struct Nogood {
    /// The decisions.
    pub lits: Vec<Lit>,
    /// Indices into `lits` of the watched decisions (equal for a single-decision nogood).
    pub watch: [usize; 2],
}

/// Every nogood learnt by one search, indexed by the decisions they watch.
#[derive(Debug)]
pub struct Nogoods {
    list: Vec<Nogood>,
    word_watchers: HashMap<(u32, u32), Vec<u32>>,
    /// Indexed by `cell * alpha + letter`: squares settle far more often than slots are
    /// assigned, so their lookups must not hash.
    letter_watchers: Vec<Vec<u32>>,
    alpha: usize,
    /// Single-decision nogoods not yet applied at the root.
    units: Vec<Lit>,
    /// Decisions stored over all nogoods.
    stored: usize,
}

impl Nogoods {
    /// An empty store for a problem with `cells` squares over an alphabet of `alpha`.
    pub fn new(cells: usize, alpha: usize) -> Nogoods {
        Nogoods {
            list: Vec::new(),
            word_watchers: HashMap::new(),
            letter_watchers: vec![Vec::new(); cells * alpha],
            alpha,
            units: Vec::new(),
            stored: 0,
        }
    }

    /// Number of nogoods.
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// True before anything is learnt (then no decision needs waking anything).
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Nogood `n`.
    pub fn get(&self, n: u32) -> &Nogood {
        &self.list[n as usize]
    }

    /// Adds a nogood, watching its last two decisions (the deepest, so it wakes late); past
    /// the storage cap only short ones are kept.
    pub fn add(&mut self, lits: Vec<Lit>) {
        let n = self.list.len() as u32;
        let k = lits.len();
        if k == 0 || (self.stored + k > MAX_STORED && k > SHORT) {
            return;
        }
        self.stored += k;
        if k == 1 {
            self.units.push(lits[0]);
        }
        let watch = if k >= 2 { [k - 1, k - 2] } else { [0, 0] };
        for &w in &watch[..k.min(2)] {
            self.watchers(lits[w]).push(n);
        }
        self.list.push(Nogood { lits, watch });
    }

    /// Moves nogood `n`'s watch number `which` (0 or 1) to its decision at `to`.
    pub fn rewatch(&mut self, n: u32, which: usize, to: usize) {
        let lit = self.list[n as usize].lits[to];
        self.list[n as usize].watch[which] = to;
        self.watchers(lit).push(n);
    }

    /// Takes the list of nogoods watching `lit` (give back what still watches it with
    /// [`Nogoods::give_back`]).
    pub fn take_watchers(&mut self, lit: Lit) -> Vec<u32> {
        match lit {
            Lit::Word { var, id } => self
                .word_watchers
                .get_mut(&(var, id))
                .map(std::mem::take)
                .unwrap_or_default(),
            Lit::Letter { .. } => std::mem::take(self.watchers(lit)),
        }
    }

    /// Returns nogoods that still watch `lit` after [`Nogoods::take_watchers`].
    pub fn give_back(&mut self, lit: Lit, list: Vec<u32>) {
        if !list.is_empty() {
            self.watchers(lit).extend(list);
        }
    }

    /// Takes the single-decision nogoods added since the last call.
    pub fn take_units(&mut self) -> Vec<Lit> {
        std::mem::take(&mut self.units)
    }

    fn watchers(&mut self, lit: Lit) -> &mut Vec<u32> {
        match lit {
            Lit::Word { var, id } => self.word_watchers.entry((var, id)).or_default(),
            Lit::Letter { cell, letter } => {
                &mut self.letter_watchers[cell as usize * self.alpha + letter as usize]
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn watches_the_deepest_two_and_moves_watches() {
        let mut ng = Nogoods::new(4, 26);
        let a = Lit::Word { var: 0, id: 3 };
        let b = Lit::Letter { cell: 2, letter: 5 };
        let c = Lit::Word { var: 1, id: 7 };
        ng.add(vec![a, b, c]);
        assert_eq!(ng.take_watchers(a), Vec::<u32>::new());
        let on_c = ng.take_watchers(c);
        assert_eq!(on_c, [0]);
        ng.rewatch(0, 0, 0);
        assert_eq!(ng.get(0).watch, [0, 1]);
        assert_eq!(ng.take_watchers(a), [0]);
        ng.add(vec![b]);
        assert_eq!(ng.take_units(), [b]);
        assert!(ng.take_units().is_empty());
        assert_eq!(ng.len(), 2);
    }
}
