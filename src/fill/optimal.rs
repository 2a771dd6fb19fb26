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
//!   counted entry's best word still in its domain, [`Search::score_ceiling`], tightened by
//!   prices on the squares two counted entries share, [`Search::dual_ceiling`]) is not
//!   above the best total, and no fill below the state can score more than its ceiling;
//! * a word is dropped from a slot only when the same ceiling with the slot held to that
//!   word is not above the best total (reduced-cost filtering), so no better fill has it;
//! * so each run either returns a fill that scores strictly more than the last one, or
//!   exhausts the space, which proves no fill scores more than the best one found (or, when
//!   none was found, that the grid has no fill). Totals are bounded, so the loop ends.
//!
//! Theme entries hold as in an ordinary fill (a word the lists lack or score below the
//! minimum joins its table at [`THEME_SCORE`]). Required ones are in every fill, so they
//! change nothing above. Soft ones make the value maximised the pair (theme entries placed,
//! total): each placed entry is worth more than any total ([`Search::theme_scale`]), and a
//! state's ceiling counts the soft entries placed or still placeable, so the search tries
//! every place for each and leaves one out only when no fill can have it.
//!
//! [`Var::inside`]: super::problem::Var::inside
//! [`THEME_SCORE`]: super::rules::THEME_SCORE

use super::optimal_dense::Dense;
use super::problem::{FillOptions, Problem};
use super::run::{
    Bounds, FillOutcome, Progress, Unfillable, build_filled, dry_at_start, hardest_slots,
    themed_problem,
};
use super::solver::{BoundPair, Control, Dual, ScoreWeight, Search, Stop, Tuning};
use super::watch::{Watcher, of_assignment};
use crate::grid::Grid;
use crate::words::tables::WordTables;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
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

/// Value orders of the threads of a parallel optimal search: different weights of score
/// against room find different good fills early, and each raises the shared bound.
const THREAD_WEIGHTS: [f64; 4] = [SCORE_WEIGHT, 4.0, 25.0, 1.0];

/// A fill found: its total, its words, and when the search first had a fill.
pub(super) type Found = (u64, Vec<Option<u32>>, Duration);

/// The best fill the threads of an optimal search have found, and the bound they share.
pub(super) struct Best {
    /// The best total plus one (0: no fill yet), read by every search at every check.
    bound: AtomicU64,
    fill: Mutex<Option<Found>>,
    /// Raised when one search has proved the best fill best: the others stop.
    proven: AtomicBool,
}

impl Best {
    /// No fill yet.
    pub(super) fn new() -> Best {
        Best {
            bound: AtomicU64::new(0),
            fill: Mutex::new(None),
            proven: AtomicBool::new(false),
        }
    }

    /// The best total found, if any.
    pub(super) fn total(&self) -> Option<u64> {
        self.bound.load(Ordering::Acquire).checked_sub(1)
    }

    /// The best fill found, if any.
    pub(super) fn fill(&self) -> Option<Found> {
        self.fill.lock().map(|b| b.clone()).unwrap_or(None)
    }

    /// The best fill found, once the search is over.
    pub(super) fn into_fill(self) -> Option<Found> {
        self.fill.into_inner().unwrap_or_else(|e| e.into_inner())
    }

    /// Keeps a fill that beats the best one; true when it did.
    pub(super) fn offer(&self, total: u64, a: &[Option<u32>], at: Duration) -> bool {
        let mut best = self.fill.lock().unwrap_or_else(|e| e.into_inner());
        if best.as_ref().is_some_and(|b| b.0 >= total) {
            return false;
        }
        // The first fill's time stays: it is when the search first had a fill.
        let first = best.as_ref().map_or(at, |b| b.2);
        *best = Some((total, a.to_vec(), first));
        self.bound.store(total + 1, Ordering::Release);
        true
    }
}

/// Fills `grid` with the highest total score, proving it best unless the timeout, the
/// budget or `cancel` stops the search first.
///
/// On [`FillOptions::threads`] threads, each runs the branch and bound with its own value
/// order and all share the best total as their bound (a search reads it at every check, so
/// one thread's good fill prunes every thread's tree). Whichever search exhausts its tree
/// proves the shared best: every state it cut could not beat a bound that some fill reaches.
/// The proven total does not depend on the threads; which of several equally good fills is
/// returned may, when there are several threads. A budget runs on one thread.
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
    // Remember the last report, to end with one that agrees with the result: on several
    // threads a helper's last better fill can land after the reporting thread's last look.
    let mut last = None;
    let out = search_optimal(grid, tables, opts, budget, cancel, started, &mut |p| {
        last = Some(p.clone());
        on_progress(p);
    });
    if let Some(report) = last_report(last, &out, started) {
        on_progress(report);
    }
    out
}

/// The report a search ends with: the result's total, bound and counters on top of the last
/// report made. None when no report was made, or the grid has no fill (no total to tell).
fn last_report(last: Option<Progress>, out: &FillOutcome, started: Instant) -> Option<Progress> {
    let last = last?;
    let bound = last.optimal.map_or(0, |b| b.bound);
    match out {
        FillOutcome::Filled(f) => {
            let opt = f.optimality?;
            let same = last.optimal.and_then(|b| b.best_total) == Some(opt.total);
            Some(Progress {
                filled: last.total,
                stats: f.stats,
                best_score: Some(f.average_score),
                elapsed: started.elapsed(),
                // The last watch shows another fill when the result came after it.
                watch: last.watch.filter(|_| same),
                optimal: Some(Bounds {
                    best_total: Some(opt.total),
                    bound: opt.bound,
                }),
                ..last
            })
        }
        FillOutcome::TimedOut { stats, .. } | FillOutcome::Cancelled(stats) => Some(Progress {
            stats: *stats,
            elapsed: started.elapsed(),
            optimal: Some(Bounds {
                best_total: None,
                bound,
            }),
            ..last
        }),
        FillOutcome::Unfillable { .. } | FillOutcome::Panicked(_) => None,
    }
}

/// [`fill_optimal`] without its last report.
fn search_optimal(
    grid: &Grid,
    tables: &WordTables,
    opts: &FillOptions,
    budget: Budget,
    cancel: &AtomicBool,
    started: Instant,
    on_progress: &mut dyn FnMut(Progress),
) -> FillOutcome {
    let problem = match themed_problem(grid, tables, opts) {
        Ok(p) => p,
        Err(outcome) => return outcome,
    };
    let mut search = match Search::new(&problem, opts.seed, tuning(0)) {
        Ok(s) => s,
        Err(v) => return blame_at_start(&problem, opts, v),
    };
    // An open rectangle has its own, much faster search; a budget (dead ends of this
    // search, the same on every machine) keeps the general one.
    if budget.max_backtracks.is_none()
        && let Some(dense) = Dense::of(&problem)
    {
        let deadline = opts.timeout.map(|t| started + t);
        let out = dense.solve(opts.threads.max(1), cancel, deadline, on_progress);
        return with_hardest(out, &problem, &search);
    }
    // Crossings whose best words disagree lower the ceiling (see `Search::paired_ceiling`):
    // on the 4×4 fixture that halves the nodes.
    let pairs = bound_pairs(&problem);
    search.bound_pairs = pairs.clone();
    let dual = Dual::of(&problem, false);
    search.set_dual(dual.clone());
    // No fill's total exceeds this; with soft theme entries the search maximises the
    // entries placed first (see `theme_scale`), so its own ceiling counts them too.
    let score_ceiling = search.ceiling();
    let scale = theme_scale(&problem);
    search.theme_scale = scale;
    let ceiling = search.ceiling();
    let run = Run {
        problem: &problem,
        best: Best::new(),
        ceiling,
        score_ceiling,
        budget,
        cancel,
        deadline: opts.timeout.map(|t| started + t),
        started,
    };
    // A budget in dead ends ends the same way on every machine only on one thread.
    let threads = if budget.max_backtracks.is_some() {
        1
    } else {
        opts.threads.max(1)
    };
    let cancelled = std::thread::scope(|scope| {
        let run = &run;
        let helpers: Vec<_> = (1..threads)
            .map(|i| {
                let pairs = pairs.clone();
                let dual = dual.clone();
                scope.spawn(move || {
                    let seed = opts.seed.wrapping_add(i as u64);
                    let mut s = Search::new(run.problem, seed, tuning(i)).ok()?;
                    s.bound_pairs = pairs;
                    s.set_dual(dual);
                    s.theme_scale = scale;
                    let cancelled = run.search(&mut s, &mut |_| {});
                    Some((s.stats, cancelled))
                })
            })
            .collect();
        let mut cancelled = run.search(&mut search, on_progress);
        for h in helpers {
            if let Ok(Some((stats, c))) = h.join() {
                search.stats.nodes += stats.nodes;
                search.stats.backtracks += stats.backtracks;
                cancelled |= c;
            }
        }
        cancelled
    });
    if cancelled && !run.best.proven.load(Ordering::Acquire) {
        return FillOutcome::Cancelled(search.stats);
    }
    search.must_beat = None;
    let stats = search.stats;
    let proven = run.best.proven.load(Ordering::Acquire);
    let best = run
        .best
        .fill
        .into_inner()
        .unwrap_or_else(|e| e.into_inner());
    match best {
        Some((_, a, first_fill)) => {
            let total = total_score(&problem, &a);
            let mut filled = build_filled(&problem, &a, stats, first_fill);
            if proven {
                proven_left_out(&problem, &a, &mut filled.left_out);
            }
            filled.optimality = Some(Optimality {
                total,
                bound: if proven {
                    total
                } else {
                    score_ceiling.max(total)
                },
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

/// The slots the general search found hardest, named in a dense search's failure.
fn with_hardest(out: FillOutcome, problem: &Problem, search: &Search<'_>) -> FillOutcome {
    match out {
        FillOutcome::Unfillable { slot, reason, .. } => FillOutcome::Unfillable {
            slot,
            reason,
            hardest: hardest_slots(problem, search),
        },
        FillOutcome::TimedOut { stats, .. } => FillOutcome::TimedOut {
            stats,
            hardest: hardest_slots(problem, search),
        },
        other => other,
    }
}

/// The ceiling the open-rectangle search starts from (no fill scores more), when the
/// problem is an open rectangle: every square open and in one counted entry each way.
pub fn open_rectangle_ceiling(problem: &Problem) -> Option<u64> {
    Dense::of(problem).map(|d| d.first_rows().1)
}

/// Thread `i`'s tunables: word branching with a score-first value order; learning, noise
/// and restarts stay off, as a complete search with a bound needs.
fn tuning(i: usize) -> Tuning {
    Tuning {
        score_weight: ScoreWeight::PerPoint(THREAD_WEIGHTS[i % THREAD_WEIGHTS.len()]),
        ..Tuning::default()
    }
}

/// One optimal search's shared setting.
struct Run<'a> {
    problem: &'a Problem,
    best: Best,
    ceiling: u64,
    /// The most any fill's total can be (`ceiling` counts soft theme entries too).
    score_ceiling: u64,
    budget: Budget,
    cancel: &'a AtomicBool,
    deadline: Option<Instant>,
    started: Instant,
}

impl Run<'_> {
    /// One thread's branch and bound, until a proof, a limit or a cancel (true when the
    /// user's cancel stopped it).
    fn search(&self, search: &mut Search<'_>, on_progress: &mut dyn FnMut(Progress)) -> bool {
        let problem = self.problem;
        let slots = problem.vars.len();
        let counted = (0..slots).filter(|&v| problem.vars[v].inside).count();
        let average = |a: &[Option<u32>]| {
            if counted == 0 {
                0.0
            } else {
                total_score(problem, a) as f64 / counted as f64
            }
        };
        let mut watcher = Watcher::default();
        loop {
            if self.best.total().is_some_and(|b| b >= self.ceiling) {
                // Nothing can beat the ceiling of the whole grid.
                self.best.proven.store(true, Ordering::Release);
                return false;
            }
            let fail_limit = match self.budget.max_backtracks {
                Some(max) if search.stats.backtracks >= max => return false,
                Some(max) => max - search.stats.backtracks - 1,
                None => u64::MAX,
            };
            search.reset();
            search.must_beat = self.best.total();
            // Once there is a fill, that is what to watch while a better one is sought.
            let best = self.best.fill.lock().map(|b| b.clone()).unwrap_or(None);
            let best_score = best.as_ref().map(|b| average(&b.1));
            let best_total = best.as_ref().map(|b| total_score(problem, &b.1));
            let bounds = Some(Bounds {
                best_total,
                bound: best_total.map_or(self.score_ceiling, |t| t.max(self.score_ceiling)),
            });
            let best_watch = best.as_ref().map(|b| of_assignment(problem, &b.1));
            let mut report = |s: &Search<'_>| {
                on_progress(Progress {
                    filled: best_watch.as_ref().map_or(s.best_depth(), |w| w.filled),
                    total: slots,
                    stats: s.stats,
                    best_score,
                    elapsed: self.started.elapsed(),
                    watch: best_watch.clone().or_else(|| watcher.see(problem, s)),
                    optimal: bounds,
                })
            };
            let mut ctl = Control {
                cancel: self.cancel,
                race: &self.best.proven,
                deadline: self.deadline,
                progress: &mut report,
                bound: Some(&self.best.bound),
                meet: None,
            };
            match search.dfs(fail_limit, &mut ctl) {
                Ok(()) => {
                    let a = search.assignment();
                    let value = total_score(problem, &a) + placed(problem, &a) * search.theme_scale;
                    if self.best.offer(value, &a, self.started.elapsed()) {
                        let total = total_score(problem, &a);
                        on_progress(Progress {
                            filled: slots,
                            total: slots,
                            stats: search.stats,
                            best_score: Some(average(&a)),
                            elapsed: self.started.elapsed(),
                            watch: Some(of_assignment(problem, &a)),
                            optimal: Some(Bounds {
                                best_total: Some(total),
                                bound: total.max(self.score_ceiling),
                            }),
                        });
                    }
                }
                Err(Stop::Exhausted) => {
                    self.best.proven.store(true, Ordering::Release);
                    return false;
                }
                Err(Stop::Timeout | Stop::Limit) => return false,
                Err(Stop::Cancelled) => return self.cancel.load(Ordering::Relaxed),
            }
        }
    }
}

/// A proven best soft fill places the most theme entries any fill can: none left out has
/// room beside those it placed.
fn proven_left_out(problem: &Problem, a: &[Option<u32>], left: &mut [super::LeftOut]) {
    let placed: Vec<Vec<u8>> = problem
        .rules
        .themes
        .iter()
        .filter(|t| !t.given)
        .filter_map(|t| t.holders.iter().find(|&&v| a[v] == Some(t.id)))
        .filter_map(|&v| a[v].map(|id| problem.vars[v].table.word(id).to_vec()))
        .collect();
    for l in left.iter_mut() {
        if l.why == super::LeftOutWhy::Undecided {
            l.why = super::LeftOutWhy::NoRoom {
                beside: placed.clone(),
            };
        }
    }
}

/// The soft theme entries an assignment places.
fn placed(problem: &Problem, a: &[Option<u32>]) -> u64 {
    let themes = problem.rules.themes.iter().filter(|t| !t.given);
    themes
        .filter(|t| t.holders.iter().any(|&v| a[v] == Some(t.id)))
        .count() as u64
}

/// What one soft theme entry placed is worth in the value the search maximises: more than
/// any total score, so a fill placing more theme entries always beats one placing fewer,
/// and among fills placing as many the total decides. 0 without soft theme entries (hard
/// ones are all placed by every fill).
fn theme_scale(problem: &Problem) -> u64 {
    if !problem.rules.soft || problem.rules.themes.iter().all(|t| t.given) {
        return 0;
    }
    let best = |v: &super::problem::Var| (v.table.count() > 0).then(|| u64::from(v.table.score(0)));
    1 + problem
        .vars
        .iter()
        .filter(|v| v.inside)
        .filter_map(best)
        .sum::<u64>()
}

/// The outcome of a problem whose first propagation fails: the theme entries are to blame
/// when the grid alone gets past it (as an ordinary fill says).
fn blame_at_start(problem: &Problem, opts: &FillOptions, v: Option<usize>) -> FillOutcome {
    if !opts.rules.is_empty() {
        let mut plain = problem.clone();
        plain.rules = super::rules::Prepared::default();
        if Search::new(&plain, opts.seed, Tuning::default()).is_ok() {
            return FillOutcome::Unfillable {
                slot: None,
                reason: Unfillable::Rules,
                hardest: Vec::new(),
            };
        }
    }
    dry_at_start(problem, v)
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
