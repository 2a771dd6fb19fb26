//! Prefix tries over one word table with per-node ceilings, for the open-rectangle optimal
//! search ([`super::optimal_dense`]).
//!
//! A node stands for a prefix; its ceiling under a pricing is the best value
//! `scale·score(w) ± Σ_{j ≥ depth} price[j][w_j]` of a word `w` below it: the most the entry
//! can still be worth once its first `depth` letters are placed, when each letter not yet
//! placed is paid for (or paid) at its square's price. Computed once, read in O(1) per state.

use crate::words::tables::WordTable;

/// No such child.
pub(super) const NONE: u32 = u32::MAX;

/// The prefixes of one word table.
#[derive(Debug, Clone)]
pub(super) struct Trie {
    alpha: usize,
    len: usize,
    /// `node × alpha + letter` → child node, or [`NONE`].
    child: Vec<u32>,
    /// Per node: the word id it spells, for nodes at full depth ([`NONE`] above).
    leaf: Vec<u32>,
}

impl Trie {
    /// The trie of every word of `table`; the root is node 0.
    pub(super) fn of(table: &WordTable, alpha: usize) -> Trie {
        let mut t = Trie {
            alpha,
            len: table.len(),
            child: vec![NONE; alpha],
            leaf: vec![NONE],
        };
        for id in 0..table.count() as u32 {
            let mut node = 0u32;
            for &l in table.word(id) {
                let at = node as usize * alpha + usize::from(l);
                if t.child[at] == NONE {
                    t.child[at] = t.leaf.len() as u32;
                    t.leaf.push(NONE);
                    t.child.extend(std::iter::repeat_n(NONE, alpha));
                }
                node = t.child[at];
            }
            t.leaf[node as usize] = id;
        }
        t
    }

    /// The child of `node` by `letter`, or [`NONE`].
    #[inline]
    pub(super) fn child(&self, node: u32, letter: usize) -> u32 {
        self.child[node as usize * self.alpha + letter]
    }

    /// The word id a full-depth node spells.
    #[inline]
    pub(super) fn leaf(&self, node: u32) -> u32 {
        self.leaf[node as usize]
    }

    /// Per node, the best `scale·score(w) + sign·Σ_{j ≥ depth} price[j][w_j]` of a word `w`
    /// below it (`price` is `len × alpha`; `sign` is +1 where the entry receives the
    /// prices, −1 where it pays them).
    pub(super) fn ceilings(
        &self,
        table: &WordTable,
        scale: i64,
        price: &[Vec<i64>],
        sign: i64,
    ) -> Vec<i64> {
        let mut best = vec![i64::MIN; self.leaf.len()];
        let mut suffix = vec![0i64; self.len + 1];
        for id in 0..table.count() as u32 {
            let w = table.word(id);
            for j in (0..self.len).rev() {
                suffix[j] = suffix[j + 1] + price[j][usize::from(w[j])];
            }
            let base = scale * i64::from(table.score(id));
            let mut node = 0u32;
            for d in 0..=self.len {
                let v = base + sign * suffix[d];
                let b = &mut best[node as usize];
                *b = (*b).max(v);
                if d < self.len {
                    node = self.child(node, usize::from(w[d]));
                }
            }
        }
        best
    }
}

/// Per word position and letter: the best score of a word of `table` with that letter
/// there (0 when none has it), times `weight`.
pub(super) fn letter_bounds(table: &WordTable, alpha: usize, weight: i64) -> Vec<Vec<i64>> {
    let mut p = vec![vec![0i64; alpha]; table.len()];
    // Ids run best first, so the first word seen with a letter at a position is its best.
    let mut seen = vec![vec![false; alpha]; table.len()];
    for id in 0..table.count() as u32 {
        for (j, &l) in table.word(id).iter().enumerate() {
            let l = usize::from(l);
            if !seen[j][l] {
                seen[j][l] = true;
                p[j][l] = weight * i64::from(table.score(id));
            }
        }
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(words: &[(&str, u8)]) -> WordTable {
        let entries = words
            .iter()
            .map(|(w, s)| (w.bytes().map(|b| b - b'A').collect(), *s))
            .collect();
        WordTable::new(3, 26, entries)
    }

    #[test]
    fn ceilings_are_the_best_word_below_each_prefix() {
        let t = table(&[("CAT", 60), ("CAR", 40), ("DOG", 50)]);
        let trie = Trie::of(&t, 26);
        let zero = vec![vec![0i64; 26]; 3];
        let plain = trie.ceilings(&t, 1, &zero, 1);
        assert_eq!(plain[0], 60);
        let ca = trie.child(trie.child(0, 2), 0);
        let car = trie.child(ca, usize::from(b'R' - b'A'));
        assert_eq!(plain[car as usize], 40);
        assert_eq!(t.word(trie.leaf(car)), &[2, 0, 17]);
        let d = trie.child(0, 3);
        assert_eq!(plain[d as usize], 50);
        assert_eq!(trie.child(d, 0), NONE);
        // Paying the letter bounds: a word pays at least its own score at every position.
        let p = letter_bounds(&t, 26, 1);
        assert_eq!(p[1][0], 60);
        let paid = trie.ceilings(&t, 3, &p, -1);
        assert_eq!(paid[0], 0, "CAT: 3·60 − (60+60+60)");
        assert_eq!(paid[car as usize], 120, "nothing left to pay at full depth");
    }
}
