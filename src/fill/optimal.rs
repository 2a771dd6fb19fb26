//! Provably best fills: branch and bound on the total score.
//!
//! What is maximised is the **total score**: the sum of the word scores of the entries the
//! fill writes, that is the slots with every open square inside the region ([`Var::inside`]).
//! Entries already complete, and border slots that run out of the region, only constrain:
//! their words are not counted. Everything else of the request holds as in an ordinary fill:
//! fixed and locked letters, the region, no word twice unless duplicates are allowed, and the
//! minimum score (through the word tables).
//!
//! The search is the solver's complete depth-first search ([`Search::dfs`]: no restarts, no
//! noise, no nogoods) with `must_beat` set to the best total found so far. Why it is exact:
//! * every pruning is sound — arc consistency and the all-different rule only drop words no
//!   fill of the current state can use, and a state is cut only when its ceiling (each
//!   counted entry's best word still in its domain, [`Search::score_ceiling`]) is not above
//!   the best total, and no fill below the state can score more than its ceiling;
//! * so each run either returns a fill that scores strictly more than the last one, or
//!   exhausts the space, which proves no fill scores more than the best one found (or, when
//!   none was found, that the grid has no fill). Totals are bounded, so the loop ends.
//!
//! [`Var::inside`]: super::problem::Var::inside

use super::problem::{FillOptions, Problem};
use super::run::{
    FillOutcome, Progress, Unfillable, build_filled, dry_at_start, hardest_slots, no_problem,
};
use super::solver::{BoundPair, Control, Search, Stop};
use super::watch::{Watcher, of_assignment};
use crate::grid::Grid;
use crate::words::tables::WordTables;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// How strongly a candidate's score weighs in the value order against the room it leaves
/// the crossings: enough that words are tried nearly best first, so the first fills found
/// are good and the bound prunes early. Measured on the 4×4 and 5×5 fixtures: with word
/// branching, 10 takes a third of the nodes of 1; letter branching (the complete search's
/// usual choice on crowded slots) ignores scores and takes several times more.
const SCORE_WEIGHT: f64 = 10.0;

/// How good an optimal fill is known to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Optimality {
    /// The fill's total score: the sum of its entries' scores.
    pub total: u64,
    /// No fill of the request scores more than this (equal to `total` when proven).
    pub bound: u64,
    /// Whether the search finished: no fill scores more than `total`.
    pub proven: bool,
}

/// Limits of an optimal search besides the request's timeout.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Budget {
    /// Stop after this many dead ends: unlike a timeout, it ends the same way on every
    /// machine.
    pub max_backtracks: Option<u64>,
}

/// The total score of an assignment: the scores of the entries inside the region.
pub fn total_score(problem: &Problem, assignment: &[Option<u32>]) -> u64 {
    assignment
        .iter()
        .enumerate()
        .filter(|&(v, _)| problem.vars[v].inside)
        .filter_map(|(v, id)| id.map(|id| u64::from(problem.vars[v].table.score(id))))
        .sum()
}

/// Fills `grid` with the highest total score, proving it best unless the timeout, the
/// budget or `cancel` stops the search first.
///
/// A stopped search returns the best fill found with [`Optimality::proven`] false and the
/// bound of the whole search, or [`FillOutcome::TimedOut`] when it found none; a raised
/// `cancel` gives [`FillOutcome::Cancelled`] as in an ordinary fill.
pub fn fill_optimal(
    grid: &Grid,
    tables: &WordTables,
    opts: &FillOptions,
    budget: Budget,
    cancel: &AtomicBool,
    on_progress: &mut dyn FnMut(Progress),
) -> FillOutcome {
    let started = Instant::now();
    let problem = match Problem::new(grid, tables, opts) {
        Ok(p) => p,
        Err(e) => return no_problem(e),
    };
    let mut search = match Search::new(&problem, opts.seed) {
        Ok(s) => s,
        Err(v) => return dry_at_start(&problem, v),
    };
    // Word branching with a score-first value order; learning, noise and restarts stay off,
    // as a complete search with a bound needs.
    search.word_branch_limit = u32::MAX;
    search.score_weight = SCORE_WEIGHT;
    search.noise = 0.0;
    search.learning = false;
    // Crossings whose best words disagree lower the ceiling (see `Search::paired_ceiling`):
    // on the 4×4 fixture that halves the nodes.
    search.bound_pairs = bound_pairs(&problem);
    let ceiling = search.paired_ceiling();
    let deadline = opts.timeout.map(|t| started + t);
    let never = AtomicBool::new(false);
    let slots = problem.vars.len();
    let average = |a: &[Option<u32>]| {
        let n = (0..slots).filter(|&v| problem.vars[v].inside).count();
        if n == 0 {
            0.0
        } else {
            total_score(&problem, a) as f64 / n as f64
        }
    };
    let mut best: Option<(u64, Vec<Option<u32>>)> = None;
    let mut watcher = Watcher::default();
    let mut first_fill = Duration::ZERO;
    let proven = loop {
        if best.as_ref().is_some_and(|b| b.0 >= ceiling) {
            // Nothing can beat the ceiling of the whole grid.
            break true;
        }
        let fail_limit = match budget.max_backtracks {
            Some(max) if search.stats.backtracks >= max => break false,
            Some(max) => max - search.stats.backtracks - 1,
            None => u64::MAX,
        };
        search.reset();
        search.must_beat = best.as_ref().map(|b| b.0);
        let best_score = best.as_ref().map(|b| average(&b.1));
        // Once there is a fill, that is what to watch while a better one is sought.
        let best_watch = best.as_ref().map(|b| of_assignment(&problem, &b.1));
        let mut report = |s: &Search<'_>| {
            on_progress(Progress {
                filled: best_watch.as_ref().map_or(s.best_depth(), |w| w.filled),
                total: slots,
                stats: s.stats,
                best_score,
                elapsed: started.elapsed(),
                watch: best_watch.clone().or_else(|| watcher.see(&problem, s)),
            })
        };
        let mut ctl = Control {
            cancel,
            race: &never,
            deadline,
            progress: &mut report,
        };
        match search.dfs(fail_limit, &mut ctl) {
            Ok(()) => {
                let a = search.assignment();
                let total = total_score(&problem, &a);
                debug_assert!(best.as_ref().is_none_or(|b| total > b.0));
                if best.is_none() {
                    first_fill = started.elapsed();
                }
                on_progress(Progress {
                    filled: slots,
                    total: slots,
                    stats: search.stats,
                    best_score: Some(average(&a)),
                    elapsed: started.elapsed(),
                    watch: Some(of_assignment(&problem, &a)),
                });
                best = Some((total, a));
            }
            Err(Stop::Exhausted) => break true,
            Err(Stop::Timeout | Stop::Limit) => break false,
            Err(Stop::Cancelled) => return FillOutcome::Cancelled(search.stats),
        }
    };
    search.must_beat = None;
    let stats = search.stats;
    match best {
        Some((total, a)) => {
            let mut filled = build_filled(&problem, &a, stats, first_fill);
            filled.optimality = Some(Optimality {
                total,
                bound: if proven { total } else { ceiling.max(total) },
                proven,
            });
            FillOutcome::Filled(Box::new(filled))
        }
        None if proven => FillOutcome::Unfillable {
            slot: None,
            reason: Unfillable::NoFill,
            hardest: hardest_slots(&problem, &search),
        },
        None => FillOutcome::TimedOut {
            stats,
            hardest: hardest_slots(&problem, &search),
        },
    }
}

/// Every crossing of two counted slots: the tighter ceiling picks among them at each state.
fn bound_pairs(problem: &Problem) -> Vec<BoundPair> {
    let mut pairs = Vec::new();
    for (cell, pc) in problem.cells.iter().enumerate() {
        let counted: Vec<(usize, usize)> = pc
            .vars
            .iter()
            .copied()
            .filter(|&(v, _)| problem.vars[v].inside)
            .collect();
        for (i, &a) in counted.iter().enumerate() {
            for &b in &counted[i + 1..] {
                if a.0 != b.0 {
                    pairs.push(BoundPair { cell, a, b });
                }
            }
        }
    }
    pairs
}
