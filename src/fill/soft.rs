//! Soft theme entries, placed whenever the hard form can place them.
//!
//! A soft fill's own search places theme entries before other choices but, finding no room
//! left for one, simply goes on without it: once QUIZZED sits where JAZZMEN needed a
//! crossing, JAZZMEN is left out although a fill with both exists (and the hard form finds
//! it at once). So a soft fill first runs the hard form with every soft entry, within a
//! dead-end budget; when that is proven impossible or runs out of budget, the hard form
//! with one entry fewer (the later entries dropped first), then two fewer, and so on. A set
//! proven impossible rules out every set holding it, so those are never tried. After
//! [`MAX_ATTEMPTS`] tries the soft search takes over with the time left. Every entry left
//! out carries why: no entry of its length, no fill with room for it (beside the entries a
//! proof names), or not placed within the budget.

use super::problem::FillOptions;
use super::run::{FillOutcome, Progress, fill_one, themed_problem};
use super::solver::SearchStats;
use crate::grid::Grid;
use crate::words::tables::WordTables;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Hard-form tries before the soft search takes over.
const MAX_ATTEMPTS: usize = 16;
/// Sets of entries looked at (tried or skipped as holding a proven-impossible one) before
/// the soft search takes over: bounds the work on a long theme list.
const MAX_SETS: usize = 4096;
/// A try's dead ends: a base plus so many per slot (a 15×15 about 8,600), a second or so.
const BUDGET_BASE: u64 = 5000;
const BUDGET_PER_SLOT: u64 = 50;

/// A theme entry a soft fill left out, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeftOut {
    /// The entry, as alphabet indices.
    pub word: Vec<u8>,
    /// Why it is not in the fill.
    pub why: LeftOutWhy,
}

/// Why a soft theme entry is not in the fill.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LeftOutWhy {
    /// No entry the fill writes has its length.
    NoEntryOfLength,
    /// A complete search proved that no fill holds it beside these other theme entries
    /// (none: no fill holds it at all).
    NoRoom {
        /// The other theme entries of the proof.
        beside: Vec<Vec<u8>>,
    },
    /// The search did not place it within its budget; a fill with it may exist.
    Undecided,
}

/// Fills `grid` placing as many of the soft theme entries of `opts` as the hard form can,
/// as the module says.
pub(super) fn fill_soft(
    grid: &Grid,
    tables: &WordTables,
    opts: &FillOptions,
    cancel: &AtomicBool,
    on_progress: &mut dyn FnMut(Progress),
) -> FillOutcome {
    let started = Instant::now();
    let problem = match themed_problem(grid, tables, opts) {
        Ok(p) => p,
        Err(outcome) => return outcome,
    };
    let homeless = problem.rules.homeless.clone();
    let entries: Vec<Vec<u8>> = opts
        .rules
        .include
        .iter()
        .filter(|w| !homeless.contains(w))
        .cloned()
        .collect();
    let budget = BUDGET_BASE + BUDGET_PER_SLOT * problem.vars.len() as u64;
    let deadline = opts.timeout.map(|t| started + t);
    let mut proven: Vec<Vec<usize>> = Vec::new();
    let mut stats = SearchStats::default();
    let mut tried = 0;
    let mut offset = |p: Progress| {
        on_progress(Progress {
            elapsed: started.elapsed(),
            ..p
        })
    };
    for kept in subsets(entries.len()).take(MAX_SETS) {
        if tried == MAX_ATTEMPTS {
            break;
        }
        if proven.iter().any(|p| p.iter().all(|i| kept.contains(i))) {
            continue;
        }
        tried += 1;
        let last = kept.is_empty();
        let mut hard = opts.clone();
        hard.rules.soft = false;
        hard.rules.include = kept.iter().map(|&i| entries[i].clone()).collect();
        // The last set is the plain fill: its verdict is the grid's own, on the user's terms.
        if !last {
            hard.max_backtracks = Some(opts.max_backtracks.map_or(budget, |b| b.min(budget)));
        }
        hard.timeout = deadline.map(|d| d.saturating_duration_since(Instant::now()));
        if hard.timeout.is_some_and(|t| t.is_zero()) {
            return FillOutcome::TimedOut {
                stats,
                hardest: Vec::new(),
            };
        }
        match fill_one(grid, tables, &hard, cancel, &mut offset) {
            FillOutcome::Filled(mut f) => {
                f.stats += stats;
                f.left_out = left_out(&entries, &kept, &proven, &homeless);
                return FillOutcome::Filled(f);
            }
            FillOutcome::Unfillable { .. } if !last => proven.push(kept),
            FillOutcome::TimedOut { stats: s, .. } if !last && !past(deadline) => stats += s,
            other => return with_stats(other, stats),
        }
    }
    // The tries ran out: the soft search places what it can in the time left.
    let mut rest = opts.clone();
    rest.timeout = deadline.map(|d| d.saturating_duration_since(Instant::now()).max(MIN_REST));
    match fill_one(grid, tables, &rest, cancel, &mut offset) {
        FillOutcome::Filled(mut f) => {
            f.stats += stats;
            let kept: Vec<usize> = (0..entries.len())
                .filter(|&i| !f.left_out.iter().any(|l| l.word == entries[i]))
                .collect();
            f.left_out = left_out(&entries, &kept, &proven, &homeless);
            FillOutcome::Filled(f)
        }
        other => with_stats(other, stats),
    }
}

/// The least time the soft search gets after the tries, so a timeout met during them still
/// ends with a verdict of the soft search's own.
const MIN_REST: Duration = Duration::from_millis(1);

/// Whether the deadline has passed.
fn past(deadline: Option<Instant>) -> bool {
    deadline.is_some_and(|d| Instant::now() >= d)
}

/// `outcome` with the counters of the tries before it added.
fn with_stats(outcome: FillOutcome, before: SearchStats) -> FillOutcome {
    match outcome {
        FillOutcome::TimedOut { mut stats, hardest } => {
            stats += before;
            FillOutcome::TimedOut { stats, hardest }
        }
        FillOutcome::Cancelled(mut stats) => {
            stats += before;
            FillOutcome::Cancelled(stats)
        }
        other => other,
    }
}

/// The entries a fill keeping `kept` leaves out, each with why: the smallest proven set
/// holding it and only kept entries besides names the others a proof rules it out beside.
fn left_out(
    entries: &[Vec<u8>],
    kept: &[usize],
    proven: &[Vec<usize>],
    homeless: &[Vec<u8>],
) -> Vec<LeftOut> {
    let no_length = homeless.iter().map(|w| LeftOut {
        word: w.clone(),
        why: LeftOutWhy::NoEntryOfLength,
    });
    let dropped = (0..entries.len()).filter(|i| !kept.contains(i)).map(|i| {
        let proof = proven
            .iter()
            .filter(|p| p.contains(&i) && p.iter().all(|j| *j == i || kept.contains(j)))
            .min_by_key(|p| p.len());
        let why = match proof {
            Some(p) => LeftOutWhy::NoRoom {
                beside: p
                    .iter()
                    .filter(|&&j| j != i)
                    .map(|&j| entries[j].clone())
                    .collect(),
            },
            None => LeftOutWhy::Undecided,
        };
        LeftOut {
            word: entries[i].clone(),
            why,
        }
    });
    no_length.chain(dropped).collect()
}

/// Every subset of `0..n`, largest first; among subsets of one size, lexicographic, so the
/// later entries are dropped first.
fn subsets(n: usize) -> impl Iterator<Item = Vec<usize>> {
    (0..=n).rev().flat_map(move |k| Combinations::new(n, k))
}

/// The `k`-element subsets of `0..n` in lexicographic order.
struct Combinations {
    n: usize,
    next: Option<Vec<usize>>,
}

impl Combinations {
    fn new(n: usize, k: usize) -> Combinations {
        Combinations {
            n,
            next: (k <= n).then(|| (0..k).collect()),
        }
    }
}

impl Iterator for Combinations {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        let current = self.next.take()?;
        let k = current.len();
        let mut following = current.clone();
        // The rightmost index that can still move right, then the rest packed after it.
        if let Some(i) = (0..k).rev().find(|&i| following[i] < self.n - k + i) {
            following[i] += 1;
            for j in i + 1..k {
                following[j] = following[j - 1] + 1;
            }
            self.next = Some(following);
        }
        Some(current)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_come_largest_first_dropping_the_later_entries_first() {
        let all: Vec<Vec<usize>> = subsets(3).collect();
        let want: Vec<Vec<usize>> = vec![
            vec![0, 1, 2],
            vec![0, 1],
            vec![0, 2],
            vec![1, 2],
            vec![0],
            vec![1],
            vec![2],
            vec![],
        ];
        assert_eq!(all, want);
        assert_eq!(subsets(0).collect::<Vec<_>>(), vec![Vec::<usize>::new()]);
        assert_eq!(subsets(6).count(), 64);
    }

    #[test]
    fn a_left_out_entry_names_the_proof_that_rules_it_out() {
        let entries = vec![vec![0u8], vec![1], vec![2]];
        // {0, 1} proven impossible, {0, 2} too; the fill keeps 0.
        let proven = vec![vec![0, 1], vec![0, 2]];
        let out = left_out(&entries, &[0], &proven, &[vec![9, 9]]);
        assert_eq!(out[0].why, LeftOutWhy::NoEntryOfLength);
        assert_eq!(
            out[1].why,
            LeftOutWhy::NoRoom {
                beside: vec![vec![0]]
            }
        );
        assert_eq!(out[1].word, vec![1]);
        // A proof naming an entry the fill left out too does not explain this one.
        let out = left_out(&entries, &[2], &[vec![0, 1]], &[]);
        assert!(
            out.iter().all(|l| l.why == LeftOutWhy::Undecided),
            "{out:?}"
        );
    }
}
