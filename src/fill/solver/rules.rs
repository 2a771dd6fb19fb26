//! The search's side of the entry rules: a theme entry is placed before other choices and a
//! state with no place left for a required one is a dead end; a word sharing too long a run
//! with an entry is struck from every other slot, as a duplicate is.

use super::{NONE, Search};
use crate::fill::rules::runs;

impl Search<'_> {
    /// Whether word `id` is still in `v`'s domain.
    fn holds_word(&self, v: usize, id: u32) -> bool {
        self.dom[self.dom_off[v] + id as usize / 64] & (1u64 << (id % 64)) != 0
    }

    /// What the rules make of `id` going into `v`: a theme entry is used once even where
    /// duplicates are allowed, and words sharing a run with it leave the other slots.
    pub(super) fn rules_after_assign(&mut self, v: usize, id: u32) -> Result<(), usize> {
        let p = self.p;
        let var = &p.vars[v];
        let len = var.table.len();
        if p.allow_duplicates && p.rules.is_theme(&p.vars, len, id) {
            for u in 0..p.vars.len() {
                if u != v && self.assigned[u] == NONE && p.vars[u].table.len() == len {
                    self.remove_word(u, id)?;
                }
            }
        }
        self.strike_sharing(var.table.word(id), Some(v))
    }

    /// Strikes every word that shares a run longer than the limit with `word` from the open
    /// slots (all but `except`, the slot `word` went into).
    pub(super) fn strike_sharing(
        &mut self,
        word: &[u8],
        except: Option<usize>,
    ) -> Result<(), usize> {
        let p = self.p;
        let Some(shared) = &p.rules.shared else {
            return Ok(());
        };
        for key in runs(word, shared.run) {
            let Some(list) = shared.holders.get(&key) else {
                continue;
            };
            for &(len, wid) in list {
                for &u in &shared.vars_of_len[len as usize] {
                    if Some(u) != except && self.assigned[u] == NONE {
                        self.remove_word(u, wid)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// A dead end when a required theme entry has no place left: no slot holds it and no
    /// open slot may still take it.
    pub(super) fn themes_possible(&mut self) -> Result<(), usize> {
        let p = self.p;
        if p.rules.soft {
            return Ok(());
        }
        for t in &p.rules.themes {
            if t.given {
                continue;
            }
            let placed_or_open = t.holders.iter().any(|&v| match self.assigned[v] {
                NONE => self.holds_word(v, t.id),
                a => a == t.id,
            });
            if !placed_or_open {
                let v = t.holders.first().copied().unwrap_or(0);
                return Err(self.fail(v));
            }
        }
        Ok(())
    }

    /// The theme entry not yet placed with the fewest places left, and the open slot to try
    /// it in first (fewest candidates per unit of past trouble, as dom/wdeg picks).
    pub(super) fn theme_choice(&self) -> Option<(usize, u32)> {
        let p = self.p;
        let mut best: Option<(usize, usize, u32)> = None;
        for t in &p.rules.themes {
            if t.given || t.holders.iter().any(|&v| self.assigned[v] == t.id) {
                continue;
            }
            let open = t
                .holders
                .iter()
                .copied()
                .filter(|&v| self.assigned[v] == NONE && self.holds_word(v, t.id));
            let mut n = 0;
            let mut pick: Option<(f64, usize)> = None;
            for v in open {
                n += 1;
                let key = f64::from(self.count[v]) / self.weight[v];
                if pick.is_none_or(|(k, _)| key < k) {
                    pick = Some((key, v));
                }
            }
            // A soft theme entry with no place left is left out.
            let Some((_, v)) = pick else { continue };
            if best.is_none_or(|(m, _, _)| n < m) {
                best = Some((n, v, t.id));
            }
        }
        best.map(|(_, v, id)| (v, id))
    }
}
