//! The optimal search's dual ceiling: a Lagrangian bound from the crossing structure.
//!
//! Every square shared by two counted entries (a *link*) gets one slot that gives and one
//! that takes. For any prices `u(square, letter)`, adding `u` to the giver's word value and
//! taking it off the taker's leaves every fill's total unchanged (both entries hold the same
//! letter there), so
//!
//! ```text
//! total ≤ Σ_v max_{w ∈ dom v} [ score(w) + Σ_{links k of v} ±u(k, w_k) ]
//! ```
//!
//! for every `u`: each slot is maximised on its own, as the plain ceiling does, but a word
//! whose letters leave the crossings only poor words now pays for them. The prices used are
//! the taker's per-square letter bounds: `u(k, l)` = the best score of a taker word with `l`
//! at `k`, shared over the taker's links. A taker's own term is then at most 0 (its word
//! scores no more than any of its letter bounds), and a giver's word is charged, square by
//! square, what the crossing entries can still add with its letters. Scores are scaled to
//! integers, so the bound is exact arithmetic and sound for every price.

use super::{NONE, Search};
use crate::fill::problem::Problem;

/// Fixed-point scale of scores and prices: a multiple of every link count a slot can have
/// up to 16, so most prices are exact (any price is sound; exact ones are tighter).
const SCALE: i64 = 720_720;

/// Rounds of reduced-cost filtering and propagation per state: later rounds rarely drop much.
const PRUNE_ROUNDS: usize = 3;

/// A square shared by two counted slots: one gives, one takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Link {
    /// The problem square.
    cell: usize,
    /// The taking slot and its word position at the square.
    taker: (usize, usize),
}

/// One priced position of a slot's word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Priced {
    /// The word position.
    k: usize,
    /// Where the link's prices start in [`Dual::price`].
    at: usize,
    /// Whether the slot gives there (adds the price) or takes (pays it).
    gives: bool,
}

/// The links of a problem and the scratch space of the dual ceiling.
#[derive(Debug, Clone, Default)]
pub struct Dual {
    links: Vec<Link>,
    /// Per variable and word position: its link and whether it gives there.
    at: Vec<Vec<Option<(u32, bool)>>>,
    /// Per variable: its priced word positions, for the hot loops.
    priced: Vec<Vec<Priced>>,
    /// Per variable: how many links it takes at.
    takes: Vec<u32>,
    /// Prices, `links × alphabet`.
    price: Vec<i64>,
    /// Per taker position and letter: the best score found so far (scratch).
    seen: Vec<i16>,
    /// Per variable: its best priced value (scratch).
    term: Vec<i64>,
}

impl Dual {
    /// The links of `problem`: each square of two counted slots, oriented by a two-colouring
    /// of the crossing graph (across gives, down takes, in a plain grid). `flip` swaps the
    /// roles. Empty when no square is shared.
    pub fn of(problem: &Problem, flip: bool) -> Dual {
        let n = problem.vars.len();
        let colour = two_colour(problem);
        let mut d = Dual {
            at: problem
                .vars
                .iter()
                .map(|v| vec![None; v.cells.len()])
                .collect(),
            takes: vec![0; n],
            ..Dual::default()
        };
        for (cell, pc) in problem.cells.iter().enumerate() {
            let counted: Vec<(usize, usize)> = pc
                .vars
                .iter()
                .copied()
                .filter(|&(v, _)| problem.vars[v].inside && !problem.vars[v].watched)
                .collect();
            // A square of more than two slots is left out: the prices need exactly one of each.
            let [a, b] = counted[..] else { continue };
            if a.0 == b.0 {
                continue;
            }
            let (giver, taker) = if colour[a.0] != colour[b.0] && colour[b.0] == flip {
                (b, a)
            } else {
                (a, b)
            };
            let id = d.links.len() as u32;
            d.links.push(Link { cell, taker });
            d.at[giver.0][giver.1] = Some((id, true));
            d.at[taker.0][taker.1] = Some((id, false));
            d.takes[taker.0] += 1;
        }
        d.price = vec![0; d.links.len() * problem.alpha];
        d.priced =
            d.at.iter()
                .map(|ks| {
                    let at = |(k, a): (usize, &Option<(u32, bool)>)| {
                        a.map(|(link, gives)| Priced {
                            k,
                            at: link as usize * problem.alpha,
                            gives,
                        })
                    };
                    ks.iter().enumerate().filter_map(at).collect()
                })
                .collect();
        d
    }

    /// Whether there is nothing to price.
    pub fn is_empty(&self) -> bool {
        self.links.is_empty()
    }
}

/// A colour per variable such that crossing counted slots differ where they can (breadth
/// first over the crossings; an odd cycle, impossible in a plain grid, just keeps the first
/// colour given).
fn two_colour(problem: &Problem) -> Vec<bool> {
    let n = problem.vars.len();
    let mut colour = vec![None; n];
    for start in 0..n {
        if colour[start].is_some() {
            continue;
        }
        colour[start] = Some(false);
        let mut queue = vec![start];
        while let Some(v) = queue.pop() {
            let c = colour[v].unwrap_or(false);
            for &(u, _) in problem.vars[v].cross.iter().flatten() {
                if colour[u].is_none() {
                    colour[u] = Some(!c);
                    queue.push(u);
                }
            }
        }
    }
    colour.into_iter().map(|c| c.unwrap_or(false)).collect()
}

impl Search<'_> {
    /// Sets the dual ceiling's links (empty: only the plain and paired ceilings bound).
    pub fn set_dual(&mut self, dual: Dual) {
        self.dual = dual;
    }

    /// The dual ceiling of the state (see the module): no fill below it scores more. 0 when
    /// a counted slot has no word left.
    pub fn dual_ceiling(&mut self) -> u64 {
        if self.dual.is_empty() {
            return self.score_ceiling();
        }
        let mut dual = std::mem::take(&mut self.dual);
        let ceiling = match self.terms(&mut dual) {
            Some(sum) => sum.max(0).div_euclid(SCALE) as u64,
            None => 0,
        };
        self.dual = dual;
        ceiling
    }

    /// The tightest ceiling of the state on the value the optimal search maximises: the
    /// paired one or the dual one with the soft theme entries still placeable.
    pub fn ceiling(&mut self) -> u64 {
        let paired = self.paired_ceiling();
        if self.dual.is_empty() {
            return paired;
        }
        paired.min(self.dual_ceiling() + self.theme_ceiling())
    }

    /// Whether a fill below the state may still beat `must_beat`, by the dual ceiling; on the
    /// way, drops every word whose slot's best value with it cannot beat it (reduced-cost
    /// filtering: the ceiling with the slot held to that word is still a ceiling) and
    /// propagates, a few rounds while words go.
    pub(super) fn dual_prune(&mut self, must_beat: u64) -> bool {
        let mut dual = std::mem::take(&mut self.dual);
        let ok = self.prune_with(&mut dual, must_beat);
        self.dual = dual;
        ok
    }

    fn prune_with(&mut self, d: &mut Dual, must_beat: u64) -> bool {
        for _ in 0..PRUNE_ROUNDS {
            // Soft theme entries add to the value maximised; the total must make up the rest.
            let theme = self.theme_ceiling();
            let Some(sum) = self.terms(d) else {
                return false;
            };
            let need = (must_beat + 1).saturating_sub(theme) as i64 * SCALE;
            if sum < need {
                return false;
            }
            let mut dropped = false;
            for v in 0..self.p.vars.len() {
                let var = &self.p.vars[v];
                if !var.inside || var.watched || self.assigned[v] != NONE {
                    continue;
                }
                match self.drop_below(v, d, need - (sum - d.term[v])) {
                    Ok(any) => dropped |= any,
                    Err(_) => return false,
                }
            }
            if !dropped {
                return true;
            }
            if self.propagate().is_err() {
                return false;
            }
        }
        true
    }

    /// Sets the prices and each counted slot's best priced value; their sum (scaled), or
    /// `None` when a counted slot has no word left.
    fn terms(&self, d: &mut Dual) -> Option<i64> {
        if !self.set_prices(d) {
            return None;
        }
        d.term.resize(self.p.vars.len(), 0);
        let mut sum = 0i64;
        for (v, var) in self.p.vars.iter().enumerate() {
            if !var.inside || var.watched {
                continue;
            }
            let t = self.best_priced(v, d)?;
            d.term[v] = t;
            sum += t;
        }
        Some(sum)
    }

    /// Word `id`'s value in slot `v`: its score and the prices of its letters (scaled).
    fn value(&self, v: usize, id: u32, d: &Dual) -> i64 {
        let table = &self.p.vars[v].table;
        let w = table.word(id);
        let mut value = i64::from(table.score(id)) * SCALE;
        for p in &d.priced[v] {
            let price = d.price[p.at + w[p.k] as usize];
            value += if p.gives { price } else { -price };
        }
        value
    }

    /// The least and the most the prices can add to a word of `v`'s domain (over the
    /// letters its squares still allow).
    fn price_range(&self, v: usize, d: &Dual) -> (i64, i64) {
        let alpha = self.p.alpha;
        let cells = &self.p.vars[v].cells;
        let (mut least, mut most) = (0i64, 0i64);
        for p in &d.priced[v] {
            let prices = &d.price[p.at..p.at + alpha];
            let mut m = self.mask[cells[p.k]];
            let (mut lo, mut hi) = (i64::MAX, i64::MIN);
            while m != 0 {
                let l = m.trailing_zeros() as usize;
                m &= m - 1;
                let x = if p.gives { prices[l] } else { -prices[l] };
                lo = lo.min(x);
                hi = hi.max(x);
            }
            if hi >= lo {
                least += lo;
                most += hi;
            }
        }
        (least, most)
    }

    /// Drops from `v`'s domain every word whose value is below `floor` (scaled): those
    /// scoring too little whatever their letters in bulk (ids run best score first), those
    /// in between one by one. True when any went; an error when none is left.
    fn drop_below(&mut self, v: usize, d: &Dual, floor: i64) -> Result<bool, usize> {
        let (least, most) = self.price_range(v, d);
        let table = &self.p.vars[v].table;
        // Scores at or above `keep` stay whatever the letters; below `cut` every word goes.
        let keep = (floor - least).div_euclid(SCALE) + i64::from((floor - least) % SCALE != 0);
        let cut = (floor - most).div_euclid(SCALE) + i64::from((floor - most) % SCALE != 0);
        let below = |s: i64| {
            let n = table.count() as u32;
            let (mut lo, mut hi) = (0u32, n);
            while lo < hi {
                let mid = lo + (hi - lo) / 2;
                if i64::from(table.score(mid)) >= s {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            lo
        };
        let (from, to) = (below(keep), below(cut));
        let o = self.dom_off[v];
        let blocks = table.blocks();
        let mut gone: Vec<u32> = Vec::new();
        for b in (from as usize / 64)..blocks.min((to as usize).div_ceil(64)) {
            let mut bits = self.dom[o + b];
            while bits != 0 {
                let id = (b * 64) as u32 + bits.trailing_zeros();
                bits &= bits - 1;
                if id >= from && id < to && self.value(v, id, d) < floor {
                    gone.push(id);
                }
            }
        }
        let tail = (to as usize) < table.count()
            && self.dom[o + to as usize / 64..o + blocks]
                .iter()
                .enumerate()
                .any(|(i, &bits)| bits & if i == 0 { !0u64 << (to % 64) } else { !0 } != 0);
        if gone.is_empty() && !tail {
            return Ok(false);
        }
        if tail {
            self.save_dom(v);
            let dom = &mut self.dom[o..o + blocks];
            dom[to as usize / 64] &= !(!0u64 << (to % 64));
            dom[to as usize / 64 + 1..].fill(0);
        }
        self.save_dom(v);
        for id in gone {
            self.dom[o + id as usize / 64] &= !(1u64 << (id % 64));
        }
        let count: u32 = self.dom[o..o + blocks].iter().map(|b| b.count_ones()).sum();
        self.count[v] = count;
        if count == 0 {
            return Err(self.fail(v));
        }
        self.enqueue(v);
        Ok(true)
    }

    /// Sets every link's prices from its taker's letter bounds; false when a taker has no
    /// word left.
    fn set_prices(&self, d: &mut Dual) -> bool {
        let alpha = self.p.alpha;
        d.price.fill(0);
        for (t, var) in self.p.vars.iter().enumerate() {
            if d.takes[t] == 0 {
                continue;
            }
            let table = &var.table;
            let len = var.cells.len();
            d.seen.clear();
            d.seen.resize(len * alpha, -1);
            // (position, letter) pairs still without a word: a word scan stops when none is.
            let mut want: usize = d.priced[t]
                .iter()
                .map(|p| self.mask[var.cells[p.k]].count_ones() as usize)
                .sum();
            let ids = self.ids_best_first(t);
            let mut any = false;
            for id in ids {
                any = true;
                let w = table.word(id);
                let s = i16::from(table.score(id));
                for p in &d.priced[t] {
                    let cell = &mut d.seen[p.k * alpha + w[p.k] as usize];
                    if *cell < 0 {
                        *cell = s;
                        want = want.saturating_sub(1);
                    }
                }
                if want == 0 {
                    break;
                }
            }
            if !any {
                return false;
            }
            let share = i64::from(d.takes[t]);
            for k in 0..len {
                if let Some((link, _)) = d.at[t][k] {
                    for l in 0..alpha {
                        let s = d.seen[k * alpha + l];
                        if s >= 0 {
                            d.price[link as usize * alpha + l] = i64::from(s) * SCALE / share;
                        }
                    }
                }
            }
        }
        true
    }

    /// Slot `v`'s best priced word value (scaled), or `None` when its domain is empty.
    fn best_priced(&self, v: usize, d: &Dual) -> Option<i64> {
        let table = &self.p.vars[v].table;
        // Words come best score first: the scan stops once a word's score plus the most the
        // prices can add cannot beat the best value found.
        let (_, most) = self.price_range(v, d);
        let mut best: Option<i64> = None;
        for id in self.ids_best_first(v) {
            let base = i64::from(table.score(id)) * SCALE;
            if best.is_some_and(|b| base + most <= b) {
                break;
            }
            let value = self.value(v, id, d);
            best = Some(best.map_or(value, |b| b.max(value)));
        }
        best
    }

    /// The words of `v`'s domain (its own word once assigned), best score first.
    fn ids_best_first(&self, v: usize) -> impl Iterator<Item = u32> + '_ {
        let assigned = self.assigned[v];
        let dom = self.doms(v);
        let own = (assigned != NONE).then_some(assigned);
        let rest = dom.iter().enumerate().flat_map(move |(b, &bits)| {
            let mut bits = if own.is_some() { 0 } else { bits };
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let id = (b * 64) as u32 + bits.trailing_zeros();
                    bits &= bits - 1;
                    id
                })
            })
        });
        own.into_iter().chain(rest)
    }
}
