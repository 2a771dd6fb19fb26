//! The deepest assignment a search has reached, kept so a running fill can be watched: the
//! studio shows it dimmed on the grid. A child module, so it reads the assignment without
//! widening the search's interface.

use super::{NONE, Search};

impl Search<'_> {
    /// Keeps a copy of the assignment when it fills more slots than any state before.
    ///
    /// The depth only ever rises, so this copies at most once per slot over a whole search
    /// (restarts included): nothing on the hot path but a comparison.
    pub(super) fn note_depth(&mut self) {
        if self.n_assigned > self.best_depth {
            self.best_depth = self.n_assigned;
            self.best.clear();
            self.best.extend_from_slice(&self.assigned);
            self.best_version += 1;
        }
    }

    /// The most slots filled at once so far.
    pub fn best_depth(&self) -> usize {
        self.best_depth
    }

    /// The word of each variable in the deepest state so far (`None` where unassigned),
    /// with a version that changes whenever that state does.
    pub fn best_partial(&self) -> (u64, Vec<Option<u32>>) {
        let words = self
            .best
            .iter()
            .map(|&a| (a != NONE).then_some(a))
            .collect();
        (self.best_version, words)
    }

    /// The version of [`Search::best_partial`], cheap to compare.
    pub fn best_version(&self) -> u64 {
        self.best_version
    }
}
