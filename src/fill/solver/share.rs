//! What one search of a portfolio hands the others at a sync point: the short nogoods it
//! learnt since the last one and how much each slot's failure weight grew. Both are facts
//! about the problem, not about one search's state, so any search of the same problem may
//! take them.

use super::{Frame, Search};
use crate::fill::nogoods::Lit;

/// Nogoods of at most this many decisions are shared: short ones prune the most and cost
/// the least to store and watch.
const SHARE_LEN: usize = 8;
/// A peer's weight growth counts this much in a search's own weights: enough to steer it
/// towards the slots that are hard everywhere, not so much that every search orders alike.
const PEER_WEIGHT: f64 = 0.5;

/// One search's contribution at a sync point.
#[derive(Debug, Clone, Default)]
pub struct Shared {
    /// Nogoods learnt since the last sync point.
    pub nogoods: Vec<Vec<Lit>>,
    /// Per variable, how much its failure weight grew since the last sync point.
    pub weight_gain: Vec<f64>,
}

impl Search<'_> {
    /// What this search learnt since the last call (or since it began), for its peers.
    pub fn export(&mut self) -> Shared {
        let total = self.nogoods.len();
        let nogoods = (self.shared_upto..total)
            .map(|n| &self.nogoods.get(n as u32).lits)
            .filter(|lits| lits.len() <= SHARE_LEN)
            .cloned()
            .collect();
        self.shared_upto = total;
        let weight_gain = self
            .weight
            .iter()
            .zip(&self.weight_mark)
            .map(|(w, m)| w - m)
            .collect();
        self.weight_mark.clone_from(&self.weight);
        Shared {
            nogoods,
            weight_gain,
        }
    }

    /// Takes what peers learnt, at the root between runs: their nogoods join this search's
    /// own (never exported again), their weight growth adds to its weights. Single-decision
    /// nogoods apply at once; an error means the problem has no solution.
    pub fn import(&mut self, peers: &[&Shared]) -> Result<(), super::Stop> {
        for peer in peers {
            for lits in &peer.nogoods {
                self.nogoods.add(lits.clone());
            }
            for (w, g) in self.weight.iter_mut().zip(&peer.weight_gain) {
                *w += g * PEER_WEIGHT;
            }
        }
        self.shared_upto = self.nogoods.len();
        self.weight_mark.clone_from(&self.weight);
        self.apply_units()
    }

    /// The nogoods of the branches a spanning run has refuted since it last told its peers
    /// (each refuted candidate with the decisions above it, as [`Search::learn`] records
    /// them at a restart), short ones only. The run keeps its state: the decisions above a
    /// frame stay while the frame lives, so each nogood is told once.
    pub(super) fn tell(&self, stack: &mut [Frame]) -> Vec<Vec<Lit>> {
        if !self.tuning.learning || self.must_beat.is_some() {
            return Vec::new();
        }
        let mut out = Vec::new();
        let mut above: Vec<Lit> = Vec::new();
        let len = stack.len();
        for (j, f) in stack.iter_mut().enumerate() {
            if above.len() < SHARE_LEN {
                for &r in &f.refuted[f.told..] {
                    let mut lits = above.clone();
                    lits.push(f.lit(r));
                    out.push(lits);
                }
            }
            f.told = f.refuted.len();
            if j + 1 < len {
                above.push(f.lit(f.cands[f.next - 1]));
            }
        }
        out
    }
}
