//! Nogoods as literals over the search's state: whether one holds, forbidding one, and
//! recording the nogoods of an abandoned branch so no later run searches it again.

use super::{Frame, NONE, Search, Stop};
use crate::fill::nogoods::Lit;

impl Search<'_> {
    /// Whether a decision holds in the current state.
    pub(super) fn holds(&self, lit: Lit) -> bool {
        match lit {
            Lit::Word { var, id } => self.assigned[var as usize] == id,
            Lit::Letter { cell, letter } => self.mask[cell as usize] == 1u64 << letter,
        }
    }

    /// Forbids a decision: drops the word from the slot, or the letter from the square.
    pub(super) fn forbid(&mut self, lit: Lit) -> Result<(), usize> {
        match lit {
            Lit::Word { var, id } => {
                let v = var as usize;
                if self.assigned[v] == id {
                    return Err(self.fail(v));
                }
                if self.assigned[v] != NONE {
                    return Ok(());
                }
                self.remove_word(v, id)
            }
            Lit::Letter { cell, letter } => {
                let c = cell as usize;
                let m = self.mask[c] & !(1u64 << letter);
                self.restrict_cell(c, m, None)
            }
        }
    }

    /// `lit` has just come to hold: every nogood watching it moves its watch to another
    /// decision that does not hold, or, when none is left, forbids its other watched one.
    pub(super) fn settled(&mut self, lit: Lit) -> Result<(), usize> {
        let mut list = self.nogoods.take_watchers(lit);
        let mut result = Ok(());
        let mut i = 0;
        while i < list.len() {
            let n = list[i];
            let ng = self.nogoods.get(n);
            let (me, other) = if ng.lits[ng.watch[0]] == lit {
                (0, 1)
            } else {
                (1, 0)
            };
            let last = ng.lits[ng.watch[other]];
            let free = (0..ng.lits.len())
                .find(|&j| j != ng.watch[0] && j != ng.watch[1] && !self.holds(ng.lits[j]));
            if let Some(j) = free {
                self.nogoods.rewatch(n, me, j);
                list.swap_remove(i);
                continue;
            }
            i += 1;
            if let Err(v) = self.forbid(last) {
                result = Err(v);
                break;
            }
        }
        self.nogoods.give_back(lit, list);
        result
    }

    /// Records the nogoods of the branch a restart abandons: for each refuted candidate,
    /// the positive decisions above it together with that candidate cannot all hold
    /// (Lecoutre et al., "Recording and minimizing nogoods from restarts", 2007). The next
    /// runs never search those subtrees again, so restarts stay complete.
    pub(super) fn learn(&mut self, stack: &[Frame]) {
        let mut above: Vec<Lit> = Vec::new();
        for (j, f) in stack.iter().enumerate() {
            for &r in &f.refuted {
                let mut lits = above.clone();
                lits.push(f.lit(r));
                self.nogoods.add(lits);
            }
            // The top frame's last candidate was refuted; the others' current ones hold.
            if j + 1 < stack.len() {
                above.push(f.lit(f.cands[f.next - 1]));
            }
        }
    }

    /// Applies the single-decision nogoods learnt by the last run to the current state (the
    /// root, between restarts), so later runs start without those choices. An error means
    /// the problem has no solution.
    pub fn apply_units(&mut self) -> Result<(), Stop> {
        let units = self.nogoods.take_units();
        for lit in units {
            if self.forbid(lit).and_then(|()| self.propagate()).is_err() {
                return Err(Stop::Exhausted);
            }
        }
        Ok(())
    }
}
