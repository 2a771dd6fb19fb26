//! What a running fill lets the constructor watch: the deepest partial fill the search has
//! reached and the entries it keeps running dry on. It travels with
//! [`Progress`](super::Progress), rebuilt here when the deepest state changes and otherwise
//! at most once per [`REFRESH`], so the search's inner loop only pays for a clock read
//! every few dozen nodes.
//!
//! Why the deepest state (the most slots filled at once) rather than the current one: it
//! is the best the search has shown so far, it matches the status line's "fill N/M", and
//! it changes at most once per slot, so the grid does not flicker at thousands of
//! assignments a second. The stuck entries do move: they are dom/wdeg's heaviest slots.

use super::problem::Problem;
use super::run::hardest_slots;
use super::solver::Search;
use crate::grid::{Pos, SlotId};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How often the stuck entries are recomputed; a fill job sends progress no more often.
pub const REFRESH: Duration = Duration::from_millis(50);

/// A snapshot of a running fill.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Watch {
    /// Slots filled in the snapshot.
    pub filled: usize,
    /// The letters the snapshot puts into open squares of the region (never a square that
    /// held a letter when the fill started), as alphabet indices, sorted by square.
    pub letters: Vec<(Pos, u8)>,
    /// The slots the search has run dry on most so far, worst first.
    pub stuck: Vec<SlotId>,
}

impl Watch {
    /// The snapshot's letter at `p`, if it has one.
    pub fn letter_at(&self, p: Pos) -> Option<u8> {
        self.letters
            .binary_search_by_key(&p, |&(q, _)| q)
            .ok()
            .map(|i| self.letters[i].1)
    }
}

/// The letters an assignment puts into the problem's open squares, sorted by square.
pub(super) fn letters_of(problem: &Problem, assignment: &[Option<u32>]) -> Vec<(Pos, u8)> {
    let mut out = Vec::new();
    for (v, id) in assignment.iter().enumerate() {
        let Some(id) = *id else { continue };
        let var = &problem.vars[v];
        let word = var.table.word(id);
        for (k, &c) in var.cells.iter().enumerate() {
            let cell = &problem.cells[c];
            if cell.writable && cell.fixed.is_none() {
                out.push((cell.pos, word[k]));
            }
        }
    }
    // A crossing square comes from both its slots, with the same letter.
    out.sort_unstable();
    out.dedup();
    out
}

/// A snapshot of a complete assignment (the best fill while its scores are being raised).
pub(super) fn of_assignment(problem: &Problem, assignment: &[Option<u32>]) -> Arc<Watch> {
    Arc::new(Watch {
        filled: assignment.iter().flatten().count(),
        letters: letters_of(problem, assignment),
        stuck: Vec::new(),
    })
}

/// Builds snapshots of one search as it runs, reusing the last one while it is fresh.
#[derive(Default)]
pub(super) struct Watcher {
    version: u64,
    built: Option<Instant>,
    latest: Option<Arc<Watch>>,
}

impl Watcher {
    /// The snapshot of `search` now: rebuilt when its deepest state changed or the last one
    /// is older than [`REFRESH`], else the last one again.
    pub(super) fn see(&mut self, problem: &Problem, search: &Search<'_>) -> Option<Arc<Watch>> {
        let fresh = self.built.is_some_and(|t| t.elapsed() < REFRESH);
        let same = self.latest.is_some() && search.best_version() == self.version;
        if !(fresh && same) {
            let (filled, letters) = match (&self.latest, same) {
                // Only the stuck entries move; the letters are the same.
                (Some(w), true) => (w.filled, w.letters.clone()),
                _ => {
                    let (version, best) = search.best_partial();
                    self.version = version;
                    (best.iter().flatten().count(), letters_of(problem, &best))
                }
            };
            self.built = Some(Instant::now());
            self.latest = Some(Arc::new(Watch {
                filled,
                letters,
                stuck: hardest_slots(problem, search),
            }));
        }
        self.latest.clone()
    }
}
