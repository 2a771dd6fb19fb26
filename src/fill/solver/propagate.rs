//! Arc consistency over shared squares: a square's letter mask narrows, the words of both
//! entries through it that lost their letter go, and each entry whose domain changed is
//! revised in turn until nothing changes or a domain runs dry.

use super::{NONE, Search, Trail};
use crate::fill::nogoods::Lit;
use crate::fill::problem::MAX_WORD_LEN;

impl Search<'_> {
    pub(super) fn enqueue(&mut self, v: usize) {
        if !self.queued[v] && self.assigned[v] == NONE {
            self.queued[v] = true;
            self.queue.push(v as u32);
        }
    }

    pub(super) fn fail(&mut self, v: usize) -> usize {
        self.weight[v] += 1.0;
        v
    }

    /// Narrows a square to `new` letters; updates the domains of the variables through it
    /// (except `from`, which caused the change and already agrees).
    pub(super) fn restrict_cell(
        &mut self,
        c: usize,
        new: u64,
        from: Option<usize>,
    ) -> Result<(), usize> {
        let old = self.mask[c];
        let new = old & new;
        if new == old {
            return Ok(());
        }
        self.trail.push(Trail::Mask {
            cell: c as u32,
            old,
        });
        self.mask[c] = new;
        let p = self.p;
        if new == 0 {
            let v = from.unwrap_or(p.cells[c].vars[0].0);
            return Err(self.fail(v));
        }
        for &(v, k) in &p.cells[c].vars {
            if Some(v) == from || self.assigned[v] != NONE {
                continue;
            }
            self.remove_letters(v, k, old & !new)?;
        }
        if !self.nogoods.is_empty() && new.is_power_of_two() {
            let letter = new.trailing_zeros() as u8;
            self.settled(Lit::Letter {
                cell: c as u32,
                letter,
            })?;
        }
        Ok(())
    }

    /// Drops from a domain every word with one of `removed` letters at position `k`.
    pub(super) fn remove_letters(
        &mut self,
        v: usize,
        k: usize,
        mut removed: u64,
    ) -> Result<(), usize> {
        self.save_dom(v);
        let table = &self.p.vars[v].table;
        let o = self.dom_off[v];
        let n = table.blocks();
        let dom = &mut self.dom[o..o + n];
        while removed != 0 {
            let c = removed.trailing_zeros() as u8;
            removed &= removed - 1;
            for (d, b) in dom.iter_mut().zip(table.letter_bits(k, c)) {
                *d &= !b;
            }
        }
        let count: u32 = dom.iter().map(|d| d.count_ones()).sum();
        self.count[v] = count;
        if count == 0 {
            return Err(self.fail(v));
        }
        self.enqueue(v);
        Ok(())
    }

    /// Removes one word from a domain (all-different, refuted candidates).
    pub(super) fn remove_word(&mut self, v: usize, id: u32) -> Result<(), usize> {
        let o = self.dom_off[v] + id as usize / 64;
        let bit = 1u64 << (id % 64);
        if self.dom[o] & bit == 0 {
            return Ok(());
        }
        self.save_dom(v);
        self.dom[o] &= !bit;
        self.count[v] -= 1;
        if self.count[v] == 0 {
            return Err(self.fail(v));
        }
        self.enqueue(v);
        Ok(())
    }

    /// Runs arc consistency to a fixpoint: every letter left at a shared square is used by
    /// some remaining word of each variable through it.
    pub(super) fn propagate(&mut self) -> Result<(), usize> {
        loop {
            while let Some(v) = self.queue.pop() {
                let v = v as usize;
                self.queued[v] = false;
                if self.assigned[v] != NONE {
                    continue;
                }
                self.revise(v)?;
            }
            if !self.keep_mirror_order()? {
                break;
            }
        }
        self.themes_possible()
    }

    /// Shrinks the masks of `v`'s shared squares to the letters its domain still supports.
    // Several per-position arrays are walked in step; an index reads clearer than zips.
    #[allow(clippy::needless_range_loop)]
    pub(super) fn revise(&mut self, v: usize) -> Result<(), usize> {
        let p = self.p;
        let var = &p.vars[v];
        let table = &var.table;
        let len = table.len();
        let mut support = [0u64; MAX_WORD_LEN];
        let mut want = [0u64; MAX_WORD_LEN];
        let mut open = 0usize;
        for k in 0..len {
            let c = var.cells[k];
            // Squares only this variable uses need no support sets.
            if var.cross[k].is_some() && self.mask[c].count_ones() > 1 {
                want[k] = self.mask[c];
                open += 1;
            }
        }
        if open == 0 {
            return Ok(());
        }
        let count = self.count[v] as usize;
        // Borrowed field by field so the residues can be updated while the domain is read.
        let o = self.dom_off[v];
        let dom = &self.dom[o..o + table.blocks()];
        let letters_to_test: usize = want[..len].iter().map(|m| m.count_ones() as usize).sum();
        if count * len <= letters_to_test * table.blocks() / 4 + 64 {
            // Few words left: read them.
            let mut left = open;
            'words: for (b, &bits) in dom.iter().enumerate() {
                let mut bits = bits;
                while bits != 0 {
                    let id = (b * 64) as u32 + bits.trailing_zeros();
                    bits &= bits - 1;
                    let w = table.word(id);
                    for k in 0..len {
                        if want[k] != 0 && support[k] != want[k] {
                            support[k] |= 1u64 << w[k];
                            if support[k] == want[k] {
                                left -= 1;
                                if left == 0 {
                                    break 'words;
                                }
                            }
                        }
                    }
                }
            }
        } else {
            let alpha = p.alpha;
            let res = &mut self.residue[self.res_off[v]..];
            for k in 0..len {
                let mut m = want[k];
                while m != 0 {
                    let c = m.trailing_zeros() as u8;
                    m &= m - 1;
                    let lb = table.letter_bits(k, c);
                    let r = &mut res[k * alpha + c as usize];
                    let at = *r as usize;
                    if dom[at] & lb[at] != 0 {
                        support[k] |= 1u64 << c;
                    } else if let Some(b) = dom.iter().zip(lb).position(|(d, b)| d & b != 0) {
                        *r = b as u32;
                        support[k] |= 1u64 << c;
                    }
                }
            }
        }
        for k in 0..len {
            if want[k] != 0 && support[k] != want[k] {
                self.restrict_cell(var.cells[k], support[k], Some(v))?;
            }
        }
        Ok(())
    }
}
