//! Symmetry breaking for grids that are their own transpose.
//!
//! When the problem maps onto itself under the mirror in the main diagonal (squares, given
//! letters, regions and word tables alike), the mirror image of every fill is a fill too. For
//! one pair of mirrored slots `(a, b)`, either a fill or its image gives `a` a word whose id
//! is at most `b`'s, so the search may demand `id(a) ≤ id(b)` without losing any verdict:
//! a fill exists exactly when one of that kind does, and an unfillable grid is proven so
//! over half the space. The total score is the same for a fill and its image, so the best
//! total is kept too.

use super::{NONE, Search};
use crate::fill::problem::Problem;
use std::collections::HashMap;
use std::sync::Arc;

/// The pair of mirrored variables `(a, b)` to order, when the whole problem is its own
/// mirror image; `None` otherwise (theme entries, a rebus, words left alone, or anything
/// that breaks the mirror).
pub(super) fn mirror_pair(p: &Problem) -> Option<(usize, usize)> {
    let rules = &p.rules;
    if !rules.themes.is_empty()
        || !rules.homeless.is_empty()
        || rules.shared.is_some()
        || !p.skipped.is_empty()
        // A slot held to its best words breaks the symmetry the order relies on.
        || p.vars.iter().any(|v| v.top.is_some())
    {
        return None;
    }
    let cell_at = cells_by_position(p)?;
    let image: Vec<usize> = p
        .cells
        .iter()
        .map(|c| {
            let mirrored = crate::grid::Pos::new(c.pos.col, c.pos.row);
            cell_at.get(&mirrored).copied()
        })
        .collect::<Option<_>>()?;
    let same_cells = p.cells.iter().enumerate().all(|(i, c)| {
        let m = &p.cells[image[i]];
        c.fixed == m.fixed && c.writable == m.writable
    });
    if !same_cells {
        return None;
    }
    let var_of: HashMap<&[usize], usize> = p
        .vars
        .iter()
        .enumerate()
        .map(|(v, var)| (var.cells.as_slice(), v))
        .collect();
    let mut pair = None;
    for (v, var) in p.vars.iter().enumerate() {
        let cells: Vec<usize> = var.cells.iter().map(|&c| image[c]).collect();
        let &u = var_of.get(cells.as_slice())?;
        let m = &p.vars[u];
        if !Arc::ptr_eq(&var.table, &m.table) || var.inside != m.inside || var.watched != m.watched
        {
            return None;
        }
        if pair.is_none() && u != v && var.inside && !var.watched {
            pair = Some((v.min(u), v.max(u)));
        }
    }
    pair
}

/// Each problem square by its grid position; `None` when a position holds more than one
/// (a rebus square's letters), which the mirror is not checked for.
fn cells_by_position(p: &Problem) -> Option<HashMap<crate::grid::Pos, usize>> {
    let mut at = HashMap::with_capacity(p.cells.len());
    for (i, c) in p.cells.iter().enumerate() {
        if at.insert(c.pos, i).is_some() {
            return None;
        }
    }
    Some(at)
}

impl Search<'_> {
    /// The mirrored pair `(a, b)` this search keeps in order (`id(a) ≤ id(b)`), if any: its
    /// nogoods hold for every fill that keeps that order.
    pub fn mirror_pair(&self) -> Option<(usize, usize)> {
        self.mirror
    }

    /// Keeps `id(a) ≤ id(b)` for the mirrored pair: `b` loses the ids below `a`'s least,
    /// `a` the ids above `b`'s greatest. `Ok(true)` when a domain changed.
    pub(super) fn keep_mirror_order(&mut self) -> Result<bool, usize> {
        let Some((a, b)) = self.mirror else {
            return Ok(false);
        };
        let (Some(lo), Some(hi)) = (self.least_id(a), self.greatest_id(b)) else {
            return Ok(false);
        };
        let mut changed = self.drop_ids(b, 0, lo)?;
        changed |= self.drop_ids(a, hi + 1, u32::MAX)?;
        Ok(changed)
    }

    fn least_id(&self, v: usize) -> Option<u32> {
        if self.assigned[v] != NONE {
            return Some(self.assigned[v]);
        }
        let dom = self.doms(v);
        let b = dom.iter().position(|&x| x != 0)?;
        Some((b * 64) as u32 + dom[b].trailing_zeros())
    }

    fn greatest_id(&self, v: usize) -> Option<u32> {
        if self.assigned[v] != NONE {
            return Some(self.assigned[v]);
        }
        let dom = self.doms(v);
        let b = dom.iter().rposition(|&x| x != 0)?;
        Some((b * 64) as u32 + 63 - dom[b].leading_zeros())
    }

    /// Drops the ids in `from..to` from `v`'s domain (an assigned variable fails when its word
    /// is among them). `Ok(true)` when something went.
    fn drop_ids(&mut self, v: usize, from: u32, to: u32) -> Result<bool, usize> {
        let n = self.p.vars[v].table.blocks();
        let end = (to as u64).min(n as u64 * 64) as usize;
        let start = from as usize;
        if start >= end {
            return Ok(false);
        }
        let o = self.dom_off[v];
        let any = (start / 64..end.div_ceil(64))
            .any(|b| self.dom[o + b] & range_bits(b, start, end) != 0);
        if !any {
            return Ok(false);
        }
        self.save_dom(v);
        for b in start / 64..end.div_ceil(64) {
            self.dom[o + b] &= !range_bits(b, start, end);
        }
        let count: u32 = self.doms(v).iter().map(|d| d.count_ones()).sum();
        self.count[v] = count;
        if count == 0 {
            return Err(self.fail(v));
        }
        self.enqueue(v);
        Ok(true)
    }
}

/// The bits of block `b` whose ids fall in `start..end`.
fn range_bits(b: usize, start: usize, end: usize) -> u64 {
    let lo = start.saturating_sub(b * 64).min(64);
    let hi = end.saturating_sub(b * 64).min(64);
    let upto = |k: usize| if k >= 64 { u64::MAX } else { (1u64 << k) - 1 };
    upto(hi) & !upto(lo)
}

#[cfg(test)]
mod tests {
    use super::range_bits;

    #[test]
    fn range_bits_cover_exactly_the_ids_in_range() {
        assert_eq!(range_bits(0, 0, 64), u64::MAX);
        assert_eq!(range_bits(0, 3, 5), 0b11000);
        assert_eq!(range_bits(1, 3, 70), 0b111111);
        assert_eq!(range_bits(1, 100, 200), u64::MAX << 36);
        assert_eq!(range_bits(2, 0, 64), 0);
    }
}
