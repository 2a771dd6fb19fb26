//! Which slot the search fills next and in what order it tries words and letters: dom/wdeg
//! for the slot, score plus the room a word leaves its crossings for its words, and the
//! letter branch for crowded entries.

use super::{NONE, Search};

impl Search<'_> {
    /// dom/wdeg: the unassigned variable with the fewest candidates per unit of past trouble.
    pub(super) fn choose(&mut self) -> Option<usize> {
        let mut best = None;
        let mut best_key = f64::INFINITY;
        let mut ties = 0u32;
        for v in 0..self.p.vars.len() {
            // A watched entry outside the region only constrains: it is never chosen.
            if self.assigned[v] != NONE || self.p.vars[v].watched {
                continue;
            }
            let key = self.count[v] as f64 / self.weight[v];
            if key < best_key {
                best_key = key;
                best = Some(v);
                ties = 1;
            } else if key == best_key {
                ties += 1;
                if self.rng.u32(0..ties) == 0 {
                    best = Some(v);
                }
            }
        }
        best
    }

    /// Orders `v`'s candidates: high score, and letters that leave the crossing slots the most
    /// words (the sum of log counts over the crossings), with optional noise.
    #[allow(clippy::needless_range_loop)]
    pub(super) fn order(&mut self, v: usize) -> Vec<u32> {
        let p = self.p;
        let var = &p.vars[v];
        let table = &var.table;
        let len = table.len();
        // room[k][c] = ln(number of crossing words with letter c at the shared square).
        let mut room = vec![[0f32; 64]; len];
        for k in 0..len {
            let Some((u, ku)) = var.cross[k] else {
                continue;
            };
            if self.assigned[u] != NONE {
                continue;
            }
            let mut m = self.mask[var.cells[k]];
            if m.count_ones() <= 1 {
                continue;
            }
            let ut = &p.vars[u].table;
            let du = self.doms(u);
            while m != 0 {
                let c = m.trailing_zeros() as u8;
                m &= m - 1;
                let n: u32 = du
                    .iter()
                    .zip(ut.letter_bits(ku, c))
                    .map(|(d, b)| (d & b).count_ones())
                    .sum();
                room[k][c as usize] = (n as f32).max(1.0).ln();
            }
        }
        let per_point = self.tuning.score_weight.per_point(table) as f32;
        let mut cands: Vec<(f32, u32)> = Vec::with_capacity(self.count[v] as usize);
        let dom = self.doms(v);
        for (b, &bits) in dom.iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                let id = (b * 64) as u32 + bits.trailing_zeros();
                bits &= bits - 1;
                let w = table.word(id);
                let mut key = f32::from(table.score(id)) * per_point;
                for k in 0..len {
                    key += room[k][w[k] as usize];
                }
                cands.push((key, id));
            }
        }
        if self.tuning.noise > 0.0 {
            for c in &mut cands {
                c.0 += (self.rng.f64() * self.tuning.noise) as f32;
            }
        }
        cands.sort_unstable_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        cands.into_iter().map(|(_, id)| id).collect()
    }

    /// Whether to branch on one square's letter rather than on `v`'s whole word: when `v`
    /// still has very many words, a letter choice (at most 26 ways, each propagated to both
    /// entries) prunes far more per node; dense grids such as word squares need it.
    pub(super) fn branch_cell(&self, v: usize) -> Option<usize> {
        if self.count[v] <= self.tuning.word_branch_limit {
            return None;
        }
        let var = &self.p.vars[v];
        var.cells
            .iter()
            .enumerate()
            .filter(|&(k, &c)| var.cross[k].is_some() && self.mask[c].count_ones() > 1)
            .min_by_key(|&(_, &c)| self.mask[c].count_ones())
            .map(|(_, &c)| c)
    }

    /// Orders a square's letters by how many words of both entries through it use them.
    pub(super) fn order_letters(&mut self, c: usize) -> Vec<u32> {
        let p = self.p;
        let mut m = self.mask[c];
        let mut cands: Vec<(f64, u32)> = Vec::new();
        while m != 0 {
            let l = m.trailing_zeros();
            m &= m - 1;
            let mut key = 0.0;
            for &(v, k) in &p.cells[c].vars {
                if self.assigned[v] != NONE {
                    continue;
                }
                let n: u32 = self
                    .doms(v)
                    .iter()
                    .zip(p.vars[v].table.letter_bits(k, l as u8))
                    .map(|(d, b)| (d & b).count_ones())
                    .sum();
                key += f64::from(n.max(1)).ln();
            }
            if self.tuning.noise > 0.0 {
                key += self.rng.f64() * self.tuning.noise;
            }
            cands.push((key, l));
        }
        cands.sort_unstable_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        cands.into_iter().map(|(_, l)| l).collect()
    }
}
