//! The design search: independent attempts, each a theme placement, a pattern cut to the
//! word ceiling and a judging fill, mended where the fill ran dry; run on several threads,
//! with results that follow from the seed.
//!
//! Determinism: attempt `i` depends only on the seed and `i` (its fills stop on a budget of
//! dead ends, not on the clock), and a search that finds enough designs keeps those of the
//! first attempts in index order, so the same request gives the same designs whatever the
//! threads finish first. A search stopped by the clock or the cancel flag keeps what it has.

use super::cut::{first_pattern, mend};
use super::place::{Placing, place};
use super::request::{DesignError, DesignRequest};
use super::{Design, DesignProgress, DesignReport, End, rank};
use crate::fill::{FillOptions, FillOutcome, Strategy, WordTables, fill};
use crate::grid::{HouseRules, Mismatch, SlotId};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

/// How many times a pattern is mended (a block in an entry the fill ran dry on) before the
/// attempt gives up on it.
const MAX_REPAIRS: usize = 6;

/// Why [`design`] refused to run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RunError {
    /// The request is not one the search takes.
    #[error(transparent)]
    Request(#[from] DesignError),
    /// The word tables are in another alphabet than the one the entries were read in.
    #[error(transparent)]
    Alphabet(#[from] Mismatch),
}

/// How one attempt ended.
enum Attempt {
    Found(Box<Design>),
    Failed,
    /// Stopped by the clock, the cancel flag, or enough designs elsewhere: says nothing.
    Stopped,
}

/// The share of the search the house rules get before it falls back to relaxed limits
/// ([`DesignRequest::relaxed_rules`]): one part in this many of the time limit, or of the
/// attempt limit. Under the rules a theme set that gives a design at all usually gives its
/// first within a few seconds (median 1.3 s of a 30 s limit, measured in session 20), so a
/// third leaves the fallback most of the time.
const STRICT_SHARE: u32 = 3;

/// Attempts in a row that found no pattern within the house rules to fill (the theme's
/// placement alone breaks them: pinned entries whose end blocks are cheaters) after which
/// the search stops spending the rules' share and falls back at once.
const NO_PATTERN_PROOF: usize = 32;

/// What the workers share.
struct Shared {
    /// Finished attempts by index: a design, or none.
    done: BTreeMap<usize, Option<Design>>,
    fills: usize,
    first_found: Option<std::time::Duration>,
    /// The attempt that completed the designs asked for, once one has.
    cut: Option<usize>,
}

/// One stretch of the search under one set of limits: attempts `base..limit` until
/// `deadline`.
#[derive(Clone, Copy)]
struct Phase {
    /// The limits patterns are cut to.
    rules: HouseRules,
    /// The first attempt's index (the attempts of an earlier phase come before it).
    base: usize,
    /// The index past the last attempt.
    limit: usize,
    deadline: Option<Instant>,
    /// What earlier phases did, for progress: attempts, fills, designs, dead ends.
    before: (usize, usize, usize, usize),
    /// Whether a fallback follows: the phase then ends once [`NO_PATTERN_PROOF`] attempts
    /// have found no pattern within its limits to fill.
    fallback: bool,
}

/// What one phase found.
struct PhaseEnd {
    designs: Vec<Design>,
    end: End,
    /// Attempts finished.
    attempts: usize,
    /// Attempts finished without a design.
    dead_ends: usize,
    /// The index the next phase starts from.
    next: usize,
    fills: usize,
    first_found: Option<std::time::Duration>,
}

/// Everything an attempt reads.
struct Ctx<'a> {
    req: &'a DesignRequest,
    /// The request's house rules, resolved once: what a design is judged by (and what
    /// cheaters are shed toward, whatever the phase's limits).
    strict: HouseRules,
    /// The phase's limits and attempts.
    phase: Phase,
    /// Whether placements keep the order the theme entries were given in.
    ordered: bool,
    tables: &'a WordTables,
    cancel: &'a AtomicBool,
    halt: AtomicBool,
    started: Instant,
    fills: AtomicUsize,
    /// The next attempt's index.
    next: AtomicUsize,
}

impl Ctx<'_> {
    fn stopped(&self) -> bool {
        if self.cancel.load(Ordering::Relaxed) {
            self.halt.store(true, Ordering::Relaxed);
        }
        self.halt.load(Ordering::Relaxed)
            || self.phase.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// Designs patterns for `req` with words from `tables`; `cancel` stops it (with what was
/// found), `on_progress` hears after every attempt, from the worker threads.
///
/// On a grid of 13×13 or more the house rules get the first [`STRICT_SHARE`] of the time
/// (or attempts); when they give no design in it, the rest goes to relaxed limits
/// ([`DesignRequest::relaxed_rules`]), and each design names the rules it breaks
/// ([`Design::broken`]) rather than the search returning nothing. When they give some but
/// fewer than asked, the rest goes on under the rules.
pub fn design(
    req: &DesignRequest,
    tables: &WordTables,
    cancel: &AtomicBool,
    on_progress: &(dyn Fn(&DesignProgress) + Sync),
) -> Result<DesignReport, RunError> {
    let started = Instant::now();
    req.check(tables.alphabet())?;
    let strict = req.house_rules();
    let relaxed = req.relaxed_rules();
    let deadline = req.timeout.map(|t| started + t);
    let limit = req.max_attempts.unwrap_or(usize::MAX);
    let mut phase = Phase {
        rules: strict,
        base: 0,
        limit,
        deadline,
        before: (0, 0, 0, 0),
        fallback: relaxed.is_some(),
    };
    if relaxed.is_some() {
        phase.limit = limit.div_ceil(STRICT_SHARE as usize);
        phase.deadline = req.timeout.map(|t| started + t / STRICT_SHARE);
    }
    let first = run_phase(req, tables, cancel, on_progress, started, phase);
    let done = matches!(first.end, End::Complete | End::Cancelled);
    let Some(relaxed) = relaxed.filter(|_| !done) else {
        return Ok(report(first, None, req.count, started));
    };
    let fall_back = first.designs.is_empty();
    let second = Phase {
        rules: if fall_back { relaxed } else { strict },
        base: first.next,
        limit,
        deadline,
        before: (
            first.attempts,
            first.fills,
            first.designs.len(),
            first.dead_ends,
        ),
        fallback: false,
    };
    let second = run_phase(req, tables, cancel, on_progress, started, second);
    let mut out = report(first, Some(second), req.count, started);
    out.relaxed = fall_back;
    Ok(out)
}

/// The report of one phase, or of two one after the other (the second's end stands, unless
/// neither could place the theme).
fn report(
    first: PhaseEnd,
    second: Option<PhaseEnd>,
    count: usize,
    started: Instant,
) -> DesignReport {
    let mut r = DesignReport {
        designs: Vec::new(),
        end: first.end,
        attempts: first.attempts,
        fills: first.fills,
        first_found: first.first_found,
        relaxed: false,
        elapsed: Default::default(),
    };
    let mut designs = first.designs;
    if let Some(s) = second {
        r.end = s.end;
        r.attempts += s.attempts;
        r.fills += s.fills;
        r.first_found = r.first_found.or(s.first_found);
        let mut keys: BTreeSet<_> = designs.iter().map(Design::key).collect();
        designs.extend(s.designs.into_iter().filter(|d| keys.insert(d.key())));
    }
    r.designs = rank(designs, count);
    r.elapsed = started.elapsed();
    r
}

/// Runs one phase: proves the theme can be placed within its block ceiling, then runs
/// attempts on the request's threads until it has the designs asked for or stops.
fn run_phase(
    req: &DesignRequest,
    tables: &WordTables,
    cancel: &AtomicBool,
    on_progress: &(dyn Fn(&DesignProgress) + Sync),
    started: Instant,
    phase: Phase,
) -> PhaseEnd {
    let max_blocks = phase.rules.max_blocks;
    // The order given is kept when a placement keeps it (and the request asks it); else the
    // entries go in any order.
    let ordered = req.keep_order && !matches!(place(req, max_blocks, None, true), Placing::None);
    if !ordered && let Placing::None = place(req, max_blocks, None, false) {
        return PhaseEnd {
            designs: Vec::new(),
            end: End::Impossible,
            attempts: 0,
            dead_ends: 0,
            next: phase.base,
            fills: 0,
            first_found: None,
        };
    }
    let ctx = Ctx {
        req,
        strict: req.house_rules(),
        phase,
        ordered,
        tables,
        cancel,
        halt: AtomicBool::new(false),
        started,
        fills: AtomicUsize::new(0),
        next: AtomicUsize::new(phase.base),
    };
    let shared = Mutex::new(Shared {
        done: BTreeMap::new(),
        fills: 0,
        first_found: None,
        cut: None,
    });
    let room = phase.limit.saturating_sub(phase.base);
    std::thread::scope(|scope| {
        for _ in 0..req.threads.min(room).max(1) {
            scope.spawn(|| work(&ctx, &shared, on_progress));
        }
    });
    let shared = shared.into_inner().unwrap_or_else(|e| e.into_inner());
    let cut = shared.cut;
    let end = if cut.is_some() {
        End::Complete
    } else if cancel.load(Ordering::Relaxed) {
        End::Cancelled
    } else if phase.deadline.is_some_and(|d| Instant::now() >= d) {
        End::TimedOut
    } else {
        End::GaveUp
    };
    let designs = distinct(&shared.done, cut.unwrap_or(usize::MAX));
    PhaseEnd {
        designs: rank(designs, req.count),
        end,
        attempts: shared.done.len(),
        dead_ends: dead_ends(&shared.done),
        next: ctx
            .next
            .load(Ordering::Relaxed)
            .clamp(phase.base, phase.limit),
        fills: ctx.fills.load(Ordering::Relaxed),
        first_found: shared.first_found,
    }
}

/// One worker: attempts by the next free index until the search stops, each recorded (and
/// heard of) as it ends.
fn work(ctx: &Ctx<'_>, shared: &Mutex<Shared>, on_progress: &(dyn Fn(&DesignProgress) + Sync)) {
    while !ctx.stopped() {
        let i = ctx.next.fetch_add(1, Ordering::Relaxed);
        if i >= ctx.phase.limit {
            break;
        }
        let result = match attempt(ctx, i) {
            Attempt::Found(d) => Some(*d),
            Attempt::Failed => None,
            Attempt::Stopped => break,
        };
        let progress = {
            let mut s = shared.lock().unwrap_or_else(|e| e.into_inner());
            if result.is_some() && s.first_found.is_none() {
                s.first_found = Some(ctx.started.elapsed());
            }
            s.done.insert(i, result);
            s.fills = ctx.fills.load(Ordering::Relaxed);
            if let Some(cut) = enough(&s.done, ctx.phase.base, ctx.req.count) {
                s.cut = Some(cut);
                ctx.halt.store(true, Ordering::Relaxed);
            }
            if ctx.phase.fallback && s.done.len() >= NO_PATTERN_PROOF && s.fills == 0 {
                ctx.halt.store(true, Ordering::Relaxed);
            }
            progress_of(&s, ctx.req.count, ctx.started, ctx.phase.before)
        };
        on_progress(&progress);
    }
}

/// The index of the attempt that completed `count` distinct designs among the attempts
/// finished without a gap from the first (index `base`), if they have.
fn enough(done: &BTreeMap<usize, Option<Design>>, base: usize, count: usize) -> Option<usize> {
    let mut keys = BTreeSet::new();
    for (expected, (&i, d)) in done.iter().enumerate() {
        if i != base + expected {
            return None;
        }
        if let Some(d) = d {
            keys.insert(d.key());
            if keys.len() >= count {
                return Some(i);
            }
        }
    }
    None
}

/// The designs of attempts up to `cut`, the first of each pattern only.
fn distinct(done: &BTreeMap<usize, Option<Design>>, cut: usize) -> Vec<Design> {
    let mut keys = BTreeSet::new();
    done.range(..=cut)
        .filter_map(|(_, d)| d.as_ref())
        .filter(|d| keys.insert(d.key()))
        .cloned()
        .collect()
}

/// The attempts that ended without a design.
fn dead_ends(done: &BTreeMap<usize, Option<Design>>) -> usize {
    done.values().filter(|d| d.is_none()).count()
}

/// The progress of a phase, after `before` (attempts, fills, designs and dead ends of
/// earlier phases).
fn progress_of(
    s: &Shared,
    wanted: usize,
    started: Instant,
    before: (usize, usize, usize, usize),
) -> DesignProgress {
    let designs = distinct(&s.done, usize::MAX);
    let best = designs
        .iter()
        .map(|d| (d.average_score, d.lowest_score))
        .max_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    DesignProgress {
        attempts: before.0 + s.done.len(),
        fills: before.1 + s.fills,
        found: before.2 + designs.len(),
        dead_ends: before.3 + dead_ends(&s.done),
        wanted,
        best,
        elapsed: started.elapsed(),
    }
}

/// A seed for attempt `i` (splitmix64 of the request's seed and the index).
fn attempt_seed(seed: u64, i: usize) -> u64 {
    let mut z = seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One attempt: place the theme, cut the pattern, let the filler judge and mend.
fn attempt(ctx: &Ctx<'_>, i: usize) -> Attempt {
    let req = ctx.req;
    let mut rng = fastrand::Rng::with_seed(attempt_seed(req.seed, i));
    let rules = &ctx.phase.rules;
    let Placing::Found(placed_board, placed) =
        place(req, rules.max_blocks, Some(&mut rng), ctx.ordered)
    else {
        return Attempt::Failed;
    };
    let Some((mut board, longest)) = first_pattern(&placed_board, req, rules, &mut rng) else {
        return Attempt::Failed;
    };
    for _ in 0..=MAX_REPAIRS {
        if ctx.stopped() {
            return Attempt::Stopped;
        }
        let grid = board.to_grid();
        let opts = FillOptions {
            seed: rng.u64(..),
            strategy: Strategy::Words,
            max_backtracks: Some(req.judging_budget()),
            timeout: ctx
                .phase
                .deadline
                .map(|d| d.saturating_duration_since(Instant::now())),
            quality: req.polish,
            ..FillOptions::default()
        };
        let mut watch_cancel = |_| {
            ctx.stopped();
        };
        let outcome = fill(&grid, ctx.tables, &opts, &ctx.halt, &mut watch_cancel);
        ctx.fills.fetch_add(1, Ordering::Relaxed);
        let targets: Vec<SlotId> = match outcome {
            FillOutcome::Filled(f) => {
                return match super::Design::new(&board, placed, *f, ctx.tables, &ctx.strict) {
                    Some(d) => Attempt::Found(Box::new(d)),
                    None => Attempt::Failed,
                };
            }
            FillOutcome::Cancelled(_) => return Attempt::Stopped,
            // A fill run in this thread cannot report a worker's panic; treat it as a miss.
            FillOutcome::Panicked(_) => return Attempt::Failed,
            FillOutcome::TimedOut { .. } if ctx.stopped() => return Attempt::Stopped,
            FillOutcome::TimedOut { hardest, .. } => hardest,
            FillOutcome::Unfillable { slot, hardest, .. } => {
                slot.into_iter().chain(hardest).collect()
            }
        };
        let shed_to = ctx.strict.max_cheaters;
        if !mend(
            &mut board,
            &grid,
            &targets,
            (rules, shed_to),
            longest,
            &mut rng,
        ) {
            return Attempt::Failed;
        }
    }
    Attempt::Failed
}
