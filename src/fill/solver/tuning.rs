//! The search's tunables as one value: callers pass a [`Tuning`] in and get the old one back,
//! so a phase that changes them (restarts, polish, the optimal search) cannot leak a setting
//! into the next one.

use super::Search;

/// How a search orders and branches; everything a caller may tune.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tuning {
    /// How strongly candidate scores weigh against look-ahead room.
    pub score_weight: f64,
    /// Random noise added to candidate ordering (0 = none).
    pub noise: f64,
    /// Above this many candidates the search branches on a letter, not a word.
    pub word_branch_limit: u32,
    /// Whether a run stopped by its failure limit records the nogoods of its branch.
    pub learning: bool,
}

impl Default for Tuning {
    /// Word branching, no noise, no learning: the plain complete search.
    fn default() -> Self {
        Tuning {
            score_weight: 0.5,
            noise: 0.0,
            word_branch_limit: u32::MAX,
            learning: false,
        }
    }
}

impl Search<'_> {
    /// The tunables in force.
    pub fn tuning(&self) -> Tuning {
        self.tuning
    }

    /// Puts `tuning` in force and returns the one it replaces, to give back afterwards.
    pub fn tune(&mut self, tuning: Tuning) -> Tuning {
        std::mem::replace(&mut self.tuning, tuning)
    }
}
