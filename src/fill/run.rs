//! One whole fill: restarts until a solution or a proof, then anytime improvement.

use super::improve::{Polish, Pool, improve};
use super::portfolio::{LETTER_BRANCH_ABOVE, Limits, portfolio};
use super::problem::{FillOptions, Problem, ProblemError, Strategy};
use super::repair::repair;
use super::rules::Prepared;
use super::soft::{LeftOut, LeftOutWhy};
use super::solver::{Control, Search, SearchStats, Stop, Tuning, luby};
use super::strong::strong_first;
use super::watch::{Watch, Watcher, of_assignment};
use crate::grid::{Cell, Grid, Pos, SlotId};
use crate::words::tables::WordTables;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// The least and the most time `quality_auto` adds: a fifth of a second lifts a typical
/// 15×15's average by about a point; beyond a second the gains are small.
const AUTO_QUALITY_MIN: Duration = Duration::from_millis(200);
const AUTO_QUALITY_CAP: Duration = Duration::from_secs(1);
/// A bound on the repair when no `--timeout` is set, far above what its dead ends take.
const REPAIR_AT_MOST: Duration = Duration::from_secs(60);
/// How many of the hardest slots a timed-out or unfillable fill names.
const HARDEST_REPORTED: usize = 5;

/// A progress report.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Progress {
    /// The most slots filled at once so far.
    pub filled: usize,
    /// Slots to fill.
    pub total: usize,
    /// Search counters.
    pub stats: SearchStats,
    /// Average entry score of the best complete fill, once there is one.
    pub best_score: Option<f64>,
    /// Time since the fill started.
    pub elapsed: Duration,
    /// The deepest partial fill so far and where the search is stuck (the best complete
    /// fill, once there is one), for a studio to show while the fill runs.
    pub watch: Option<Arc<Watch>>,
    /// An optimal search's best total and bound so far (`None` for an ordinary fill).
    pub optimal: Option<Bounds>,
}

/// Where an optimal search stands: the best total found and the most any fill can score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bounds {
    /// The total score of the best fill found so far, once there is one.
    pub best_total: Option<u64>,
    /// No fill scores more than this (the best total, once it is proven).
    pub bound: u64,
}

/// One filled entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The slot.
    pub slot: SlotId,
    /// Its label, e.g. "17A".
    pub label: String,
    /// The word, as alphabet indices (a rebus square's letters spelled out).
    pub word: Vec<u8>,
    /// The word's score.
    pub score: u8,
}

/// A complete fill.
#[derive(Debug, Clone, PartialEq)]
pub struct Filled {
    /// The grid with the region filled.
    pub grid: Grid,
    /// The entries the fill chose (slots wholly inside the region).
    pub entries: Vec<Entry>,
    /// Mean score of those entries.
    pub average_score: f64,
    /// Lowest score among them.
    pub min_score: u8,
    /// Search counters.
    pub stats: SearchStats,
    /// Time taken to the first fill.
    pub first_fill: Duration,
    /// Squares that held a letter at the start and hold another one now (a refill's
    /// replacements; always 0 for a plain fill).
    pub replaced: usize,
    /// Entries left as they were because they run through a rebus no word can spell (a
    /// digit, a symbol): not filled, and not a failure.
    pub skipped: Vec<SlotId>,
    /// Theme entries a soft fill left out, each with why (a required one is never left out).
    pub left_out: Vec<LeftOut>,
    /// How good an optimal fill is known to be (`None` for an ordinary fill).
    pub optimality: Option<super::optimal::Optimality>,
    /// Entries outside the region this fill leaves without a word (whole-grid arc
    /// consistency), that had one before: empty unless no fill of the region keeps its
    /// surroundings viable ([`super::surroundings`]).
    pub dead_outside: Vec<SlotId>,
    /// Squares outside the region this fill leaves without a letter, that had one before.
    pub dead_squares: Vec<Pos>,
}

/// Why a grid has no fill, as data: the shells put it into words with the slots' labels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unfillable {
    /// A white square in no entry (boxed in by blocks) can never be filled.
    LoneSquare(Pos),
    /// No word in the list has the slot's length.
    NoWordsOfLength(usize),
    /// The slot has no word matching its letters, before any choice was made.
    NoCandidate,
    /// A complete search found no fill.
    NoFill,
    /// The theme entries (or the shared-run limit) rule out every fill before any choice.
    Rules,
}

impl std::fmt::Display for Unfillable {
    /// The reason alone; the shells add the slot's label where there is one.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unfillable::LoneSquare(p) => {
                write!(f, "square {p} is in no entry (boxed in by blocks)")
            }
            Unfillable::NoWordsOfLength(n) => write!(f, "no word of length {n} in the list"),
            Unfillable::NoCandidate => f.write_str("no word fits its letters"),
            Unfillable::NoFill => f.write_str("no fill exists"),
            Unfillable::Rules => f.write_str(
                "the theme entries or the shared-run limit leave no fill: \
                 they do not fit the grid's letters and crossings",
            ),
        }
    }
}

/// How a fill ended.
#[derive(Debug, Clone, PartialEq)]
pub enum FillOutcome {
    /// A complete fill.
    Filled(Box<Filled>),
    /// There is no fill.
    Unfillable {
        /// The slot that ran dry, when one slot is to blame.
        slot: Option<SlotId>,
        /// Why.
        reason: Unfillable,
        /// After a complete search: the slots it ran dry on most, worst first.
        hardest: Vec<SlotId>,
    },
    /// The time limit passed first.
    TimedOut {
        /// Search counters.
        stats: SearchStats,
        /// The slots the search ran dry on most, worst first: where to loosen the grid
        /// (a block, a letter, a lower minimum score) when it will not fill.
        hardest: Vec<SlotId>,
    },
    /// The cancel flag was raised.
    Cancelled(SearchStats),
    /// The search failed with an internal error (a worker panicked): a bug, with the
    /// panic's message; never a cancel or a timeout.
    Panicked(String),
}

/// Fills `grid` from `tables` under `opts`, reporting progress through `on_progress`.
/// Soft theme entries are placed whenever the hard form can place them ([`super::soft`]).
pub fn fill(
    grid: &Grid,
    tables: &WordTables,
    opts: &FillOptions,
    cancel: &AtomicBool,
    on_progress: &mut dyn FnMut(Progress),
) -> FillOutcome {
    if opts.rules.soft && !opts.rules.include.is_empty() {
        return super::soft::fill_soft(grid, tables, opts, cancel, on_progress);
    }
    fill_one(grid, tables, opts, cancel, on_progress)
}

/// [`fill`] in one search (a soft fill's entries placed as its own search can).
pub(super) fn fill_one(
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
    let total = problem.vars.iter().filter(|v| !v.watched).count();
    let mut search = match Search::new(&problem, opts.seed, Tuning::default()) {
        Ok(s) => s,
        Err(v) => {
            // Blame the rules when the grid alone would get past the first propagation.
            if !opts.rules.is_empty() {
                let mut plain = problem.clone();
                plain.rules = Prepared::default();
                if Search::new(&plain, opts.seed, Tuning::default()).is_ok() {
                    return FillOutcome::Unfillable {
                        slot: None,
                        reason: Unfillable::Rules,
                        hardest: Vec::new(),
                    };
                }
            }
            return dry_at_start(&problem, v);
        }
    };
    let deadline = opts.timeout.map(|t| started + t);
    let mut watcher = Watcher::default();
    let mut report = |s: &Search<'_>| {
        on_progress(Progress {
            filled: s.best_depth(),
            total,
            stats: s.stats,
            best_score: None,
            elapsed: started.elapsed(),
            watch: watcher.see(&problem, s),
            optimal: None,
        })
    };
    let limits = Limits { cancel, deadline };
    let threads = match opts.strategy {
        Strategy::Auto => opts.threads.max(1),
        _ => 1,
    };
    // Strong words first, when the fill is to be improved at all (`--quality 0` asks for
    // the plain search's first fill) and no budget asks for the plain search. Soft theme
    // entries keep the plain search too: it is what tries every place for each before it
    // leaves one out, and held slots would leave out one it could place.
    let prefer_strong = (opts.quality_auto || !opts.quality.is_zero())
        && opts.max_backtracks.is_none()
        && (!opts.rules.soft || opts.rules.include.is_empty())
        && matches!(opts.strategy, Strategy::Auto | Strategy::Words);
    let (strong, strong_stats) = if prefer_strong {
        let mut ctl = Control::alone(cancel, deadline, &mut report);
        strong_first(&problem, opts.seed, opts.restart_base, &mut ctl)
    } else {
        (None, SearchStats::default())
    };
    let first = match (strong, opts.strategy, opts.max_backtracks) {
        (Some(a), _, _) => Ok(a),
        // A dead-end budget ends the same way on every machine: one search, the words one.
        (None, Strategy::Auto | Strategy::Words, Some(budget)) => {
            let mut ctl = Control::alone(cancel, deadline, &mut report);
            budgeted(&mut search, opts.restart_base, budget, &mut ctl).map(|()| search.assignment())
        }
        (None, Strategy::Auto | Strategy::Words, None) => portfolio(
            &problem,
            &mut search,
            threads,
            opts.seed,
            opts.restart_base,
            &limits,
            &mut report,
        ),
        (None, Strategy::Letters, _) => {
            let mut ctl = Control::alone(cancel, deadline, &mut report);
            let letters = Tuning {
                word_branch_limit: LETTER_BRANCH_ABOVE,
                ..Tuning::default()
            };
            let old = search.tune(letters);
            let r = match search.dfs(opts.max_backtracks.unwrap_or(u64::MAX), &mut ctl) {
                // The budget ran out: like a timeout, the hardest slots are worth naming.
                Err(Stop::Limit) => Err(Stop::Timeout),
                r => r.map(|()| search.assignment()),
            };
            search.tune(old);
            r
        }
    };
    let mut best = match first {
        Ok(a) => a,
        Err(Stop::Exhausted) => {
            return FillOutcome::Unfillable {
                slot: None,
                reason: Unfillable::NoFill,
                hardest: hardest_slots(&problem, &search),
            };
        }
        Err(Stop::Timeout) => {
            return FillOutcome::TimedOut {
                stats: search.stats,
                hardest: hardest_slots(&problem, &search),
            };
        }
        Err(Stop::Cancelled | Stop::Limit) => return FillOutcome::Cancelled(search.stats),
    };
    let first_fill = started.elapsed();
    let auto = if opts.quality_auto {
        first_fill.clamp(AUTO_QUALITY_MIN, AUTO_QUALITY_CAP)
    } else {
        Duration::ZERO
    };
    let mut better = |a: &[Option<u32>], stats: SearchStats| {
        on_progress(Progress {
            filled: total,
            total,
            stats,
            best_score: Some(average_score(&problem, a)),
            elapsed: started.elapsed(),
            watch: Some(of_assignment(&problem, a)),
            optimal: None,
        })
    };
    better(&best, search.stats);
    let mut stats = search.stats;
    stats += strong_stats;
    if !(opts.quality + auto).is_zero() {
        // The repair and the polish raise the fill's value (see `value`), not its raw total.
        let valued = super::value::problem_of(&problem);
        if let Ok(mut search) = Search::new(&valued, opts.seed, Tuning::default()) {
            let repair_from = Instant::now();
            // The repair's work is bounded in dead ends; only `--timeout` cuts it short.
            let until = deadline.unwrap_or(repair_from + REPAIR_AT_MOST);
            best = repair(&mut search, &valued, best, until, cancel, &mut better);
            // The repair spends the automatic budget first, so a default fill takes about
            // as long as before; an asked-for `--quality` is added in full.
            let budget = opts.quality + auto.saturating_sub(repair_from.elapsed());
            if !budget.is_zero() {
                let until = Instant::now() + budget;
                let until = deadline.map_or(until, |d| d.min(until));
                best = polish(
                    &valued,
                    &mut search,
                    best,
                    threads,
                    until,
                    cancel,
                    &mut better,
                );
            }
            stats.nodes += search.stats.nodes;
            stats.backtracks += search.stats.backtracks;
        }
    }
    FillOutcome::Filled(Box::new(build_filled(&problem, &best, stats, first_fill)))
}

/// The problem of filling `grid` from `tables` under `opts`, the theme entries joining the
/// tables that lack them; or the outcome that says why there is none.
pub(super) fn themed_problem(
    grid: &Grid,
    tables: &WordTables,
    opts: &FillOptions,
) -> Result<Problem, FillOutcome> {
    let themed;
    let tables = if opts.rules.include.is_empty() {
        tables
    } else {
        themed = super::rules::with_theme_words(tables, &opts.rules.include);
        &themed
    };
    Problem::new(grid, tables, opts).map_err(no_problem)
}

/// The outcome of a grid that cannot even be set up as a problem.
pub(super) fn no_problem(e: ProblemError) -> FillOutcome {
    let (slot, reason) = match e {
        ProblemError::NoWordsOfLength { slot, len, .. } => {
            (Some(slot), Unfillable::NoWordsOfLength(len))
        }
        ProblemError::LoneSquare(p) => (None, Unfillable::LoneSquare(p)),
    };
    FillOutcome::Unfillable {
        slot,
        reason,
        hardest: Vec::new(),
    }
}

/// The outcome of a problem whose first propagation fails (`v`: the slot that ran dry).
pub(super) fn dry_at_start(problem: &Problem, v: Option<usize>) -> FillOutcome {
    FillOutcome::Unfillable {
        slot: v.map(|v| problem.vars[v].slot),
        reason: if v.is_some() {
            Unfillable::NoCandidate
        } else {
            Unfillable::NoFill
        },
        hardest: Vec::new(),
    }
}

/// A restarting single-thread search (the words search) that gives up like a timeout once
/// it has met `budget` dead ends.
pub(super) fn budgeted(
    search: &mut Search<'_>,
    base: u64,
    budget: u64,
    ctl: &mut Control<'_>,
) -> Result<(), Stop> {
    let words = Tuning {
        learning: true,
        ..Tuning::default()
    };
    let old = search.tune(words);
    let start = search.stats.backtracks;
    let mut run = 1u64;
    let outcome = loop {
        if search.stats.backtracks - start >= budget {
            break Err(Stop::Timeout);
        }
        let limit = luby(run) * base.max(1);
        // Later runs add noise so a restart explores elsewhere.
        let noise = if run == 1 { 0.0 } else { 0.5 };
        search.tune(Tuning { noise, ..words });
        match search.dfs(limit, ctl) {
            Err(Stop::Limit) => {
                search.stats.restarts += 1;
                run += 1;
                if let Err(stop) = search.apply_units() {
                    break Err(stop);
                }
            }
            other => break other,
        }
    };
    search.tune(old);
    outcome
}

/// Polishes a fill on `threads` threads until `until`: every thread re-fills holes of the
/// best fill any of them has found (its own choice of holes), and the best one is kept.
fn polish(
    problem: &Problem,
    main: &mut Search<'_>,
    best: Vec<Option<u32>>,
    threads: usize,
    until: Instant,
    cancel: &AtomicBool,
    better: &mut dyn FnMut(&[Option<u32>], SearchStats),
) -> Vec<Option<u32>> {
    let first = |pool| Polish {
        until,
        cancel,
        pool,
        salt: 0,
    };
    if threads < 2 {
        return improve(main, problem, best, &first(None), better);
    }
    let pool = Pool::new(super::optimal::total_score(problem, &best), best.clone());
    std::thread::scope(|scope| {
        let (pool, start) = (&pool, &best);
        let helpers: Vec<_> = (1..threads)
            .map(|i| {
                scope.spawn(move || {
                    let Ok(mut search) = Search::new(problem, i as u64, Tuning::default()) else {
                        return SearchStats::default();
                    };
                    let mine = Polish {
                        until,
                        cancel,
                        pool: Some(pool),
                        salt: i as u64,
                    };
                    improve(&mut search, problem, start.clone(), &mine, &mut |_, _| {});
                    search.stats
                })
            })
            .collect();
        improve(main, problem, best.clone(), &first(Some(pool)), better);
        for h in helpers {
            if let Ok(s) = h.join() {
                main.stats.nodes += s.nodes;
                main.stats.backtracks += s.backtracks;
            }
        }
    });
    pool.take().1
}

/// The slots the search ran dry on most, worst first.
pub(super) fn hardest_slots(problem: &Problem, search: &Search<'_>) -> Vec<SlotId> {
    search
        .hardest(HARDEST_REPORTED)
        .into_iter()
        .map(|v| problem.vars[v].slot)
        .collect()
}

/// The mean score of the entries an assignment gives the slots inside the region.
fn average_score(problem: &Problem, assignment: &[Option<u32>]) -> f64 {
    let scores: Vec<f64> = assignment
        .iter()
        .enumerate()
        .filter(|&(v, _)| problem.vars[v].inside)
        .filter_map(|(v, id)| id.map(|id| f64::from(problem.vars[v].table.score(id))))
        .collect();
    if scores.is_empty() {
        0.0
    } else {
        scores.iter().sum::<f64>() / scores.len() as f64
    }
}

/// The fill an assignment gives, with its entries and scores.
pub(super) fn build_filled(
    problem: &Problem,
    assignment: &[Option<u32>],
    stats: SearchStats,
    first_fill: Duration,
) -> Filled {
    let mut grid = problem.grid.clone();
    let mut entries = Vec::new();
    for (v, id) in assignment.iter().enumerate() {
        let Some(id) = *id else { continue };
        let var = &problem.vars[v];
        let word = var.table.word(id);
        for (k, &c) in var.cells.iter().enumerate() {
            let cell = &problem.cells[c];
            if cell.writable {
                // Writing into a square inside the region, never outside it.
                let _ = grid.set(cell.pos, Cell::Letter(word[k]));
            }
        }
        if var.inside {
            entries.push(Entry {
                slot: var.slot,
                label: var.label.clone(),
                word: word.to_vec(),
                score: var.table.score(id),
            });
        }
    }
    entries.sort_by_key(|e| e.slot);
    let average_score = average_score(problem, assignment);
    let min_score = entries.iter().map(|e| e.score).min().unwrap_or(0);
    let replaced = grid
        .positions()
        .filter(|&p| {
            let before = problem.grid.cell(p);
            matches!(before, Cell::Letter(_)) && grid.cell(p) != before
        })
        .count();
    Filled {
        grid,
        entries,
        average_score,
        min_score,
        stats,
        first_fill,
        replaced,
        skipped: problem.skipped.clone(),
        left_out: left_out(problem, assignment),
        optimality: None,
        dead_outside: Vec::new(),
        dead_squares: Vec::new(),
    }
}

/// The theme entries no slot holds (those no slot has the length for first); one with room
/// is undecided here, what a proof says of it being the caller's to add.
fn left_out(problem: &Problem, assignment: &[Option<u32>]) -> Vec<LeftOut> {
    let homeless = problem.rules.homeless.iter().map(|w| LeftOut {
        word: w.clone(),
        why: LeftOutWhy::NoEntryOfLength,
    });
    let placeable = problem
        .rules
        .themes
        .iter()
        .filter(|t| !t.given && !t.holders.iter().any(|&v| assignment[v] == Some(t.id)))
        .filter_map(|t| {
            let v = *t.holders.first()?;
            Some(LeftOut {
                word: problem.vars[v].table.word(t.id).to_vec(),
                why: LeftOutWhy::Undecided,
            })
        });
    homeless.chain(placeable).collect()
}
