//! The optimal search's tighter ceiling, kept apart from the search proper: a child module,
//! so it reads the domains and squares without widening the search's interface.

use super::{NONE, Search};

/// Two slots the fill counts crossing at one square: when their best words disagree there no
/// fill has both, and the two are bounded by their best agreeing words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoundPair {
    /// The shared problem square.
    pub cell: usize,
    /// One slot and its word position at the square.
    pub a: (usize, usize),
    /// The other slot and its word position there.
    pub b: (usize, usize),
}

/// The optimal search's tighter ceiling (kept apart from the search proper).
impl Search<'_> {
    /// The best word left in `v`'s domain (its own word once assigned).
    fn best_word(&self, v: usize) -> Option<u32> {
        if self.assigned[v] != NONE {
            return Some(self.assigned[v]);
        }
        let dom = self.doms(v);
        let b = dom.iter().position(|&b| b != 0)?;
        Some((b * 64) as u32 + dom[b].trailing_zeros())
    }

    /// The score of the best word left in `v`'s domain with letter `l` at position `k`.
    fn best_score_with(&self, v: usize, k: usize, l: u8) -> Option<u8> {
        let table = &self.p.vars[v].table;
        if self.assigned[v] != NONE {
            let id = self.assigned[v];
            return (table.word(id)[k] == l).then(|| table.score(id));
        }
        let dom = self.doms(v);
        let bits = table.letter_bits(k, l);
        let b = dom.iter().zip(bits).position(|(d, b)| d & b != 0)?;
        let id = (b * 64) as u32 + (dom[b] & bits[b]).trailing_zeros();
        Some(table.score(id))
    }

    /// What counting `pair` as its best two words that agree at its square takes off the
    /// two slots' separate best scores.
    fn pair_gain(&self, pair: &BoundPair) -> Option<u64> {
        let ((a, ka), (b, kb)) = (pair.a, pair.b);
        let (ia, ib) = (self.best_word(a)?, self.best_word(b)?);
        let (ta, tb) = (&self.p.vars[a].table, &self.p.vars[b].table);
        if ta.word(ia)[ka] == tb.word(ib)[kb] {
            return Some(0);
        }
        let apart = u64::from(ta.score(ia)) + u64::from(tb.score(ib));
        let mut joint = 0;
        let mut m = self.mask[pair.cell];
        while m != 0 {
            let l = m.trailing_zeros() as u8;
            m &= m - 1;
            if let (Some(x), Some(y)) = (
                self.best_score_with(a, ka, l),
                self.best_score_with(b, kb, l),
            ) {
                joint = joint.max(u64::from(x) + u64::from(y));
            }
        }
        Some(apart - joint.min(apart))
    }

    /// [`Search::score_ceiling`], with some crossings of [`Search::bound_pairs`] counted as
    /// their best two words that agree at the square: those taking off the most, each slot
    /// in one of them at most. Still a ceiling: a fill gives both slots of a crossing one
    /// letter there, and no slot is counted twice.
    pub fn paired_ceiling(&self) -> u64 {
        let total = self.score_ceiling();
        if self.bound_pairs.is_empty() {
            return total + self.theme_ceiling();
        }
        let mut gains: Vec<(u64, usize, usize)> = Vec::with_capacity(self.bound_pairs.len());
        for pair in &self.bound_pairs {
            match self.pair_gain(pair) {
                Some(0) => {}
                Some(g) => gains.push((g, pair.a.0, pair.b.0)),
                None => return 0,
            }
        }
        gains.sort_unstable_by_key(|g| std::cmp::Reverse(g.0));
        let mut used = vec![false; self.p.vars.len()];
        let mut off = 0;
        for (g, a, b) in gains {
            if !used[a] && !used[b] {
                used[a] = true;
                used[b] = true;
                off += g;
            }
        }
        total.saturating_sub(off) + self.theme_ceiling()
    }

    /// With [`Search::theme_scale`] set: the soft theme entries placed or still placeable
    /// (an open slot of theirs still holds them), each worth the scale: no fill below this
    /// state places more.
    pub(super) fn theme_ceiling(&self) -> u64 {
        if self.theme_scale == 0 {
            return 0;
        }
        let open = self.p.rules.themes.iter().filter(|t| {
            !t.given
                && t.holders.iter().any(|&v| match self.assigned[v] {
                    NONE => {
                        let dom = self.doms(v);
                        dom[t.id as usize / 64] & (1u64 << (t.id % 64)) != 0
                    }
                    a => a == t.id,
                })
        });
        open.count() as u64 * self.theme_scale
    }
}
