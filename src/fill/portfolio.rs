//! The parallel search: a portfolio of differently tuned restarting searches, one per
//! thread, that meet after every run.
//!
//! Each worker runs its own search over the same problem (its own seed, branching, noise and
//! restart lengths) one restart run at a time. After every run all workers meet: each posts
//! how its run ended and what it learnt (short nogoods, failure-weight growth); then each
//! reads every post. If some run found a fill or proved there is none, the lowest-indexed
//! such worker wins and everyone stops; otherwise each takes the others' lessons and starts
//! its next run.
//!
//! Why a seed and a thread count give one result however the threads are scheduled: a
//! worker's run depends only on its own state, which changes only by its own runs and by
//! what it takes at a meeting, and what is taken at a meeting is fixed by the posts of that
//! meeting, read in worker order. The winner is the lowest-indexed worker that finished in
//! the first round anyone finished, never the first by the clock. A worker that finishes
//! stops only the workers above it (they cannot win that round); those below it run their
//! round out, since one of them may win it. Only a timeout depends on the clock.
//!
//! Worker 0 runs exactly the single-thread search ([`Strategy::Words`]), so one thread gives
//! today's single-thread fill for a seed.
//!
//! [`Strategy::Words`]: super::problem::Strategy::Words

use super::nogoods::Lit;
use super::problem::Problem;
use super::solver::{
    Control, FIRST_FILL_SPREAD, ScoreWeight, Search, SearchStats, Shared, Stop, Tuning, luby,
};
use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex};
use std::time::Instant;

/// The letter-branching searches branch on a square while a slot has more words than this.
pub(super) const LETTER_BRANCH_ABOVE: u32 = 500;

/// How often a worker waiting at a meeting reports progress.
const TICK: std::time::Duration = std::time::Duration::from_millis(50);

/// How one worker searches.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Plan {
    seed: u64,
    /// Dead ends of a Luby unit.
    base: u64,
    /// Tuning of the first run.
    first: Tuning,
    /// Tuning of later runs.
    later: Tuning,
    /// One run spans every meeting: the worker never restarts (see [`Team::span`]).
    span: bool,
}

/// Worker `i`'s plan: 0 is the single-thread search; odd workers branch on letters in crowded
/// slots with long runs (strong on dense grids); other even ones vary the weight of scores,
/// with noise from the start and longer runs.
fn plan(i: usize, seed: u64, base: u64) -> Plan {
    let words = Tuning {
        learning: true,
        ..Tuning::default()
    };
    let seed = seed.wrapping_add((i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let base = base.max(1);
    if i == 0 {
        return Plan {
            seed,
            base,
            first: words,
            later: Tuning {
                noise: 0.5,
                ..words
            },
            span: false,
        };
    }
    if i % 2 == 1 {
        let letters = Tuning {
            word_branch_limit: LETTER_BRANCH_ABOVE,
            ..words
        };
        return Plan {
            seed,
            base: base.saturating_mul(4),
            first: letters,
            later: Tuning {
                noise: 0.3,
                ..letters
            },
            span: i == 1,
        };
    }
    let varied = Tuning {
        // Half and twice the first worker's weight of scores.
        score_weight: ScoreWeight::PerSpread(
            FIRST_FILL_SPREAD * if (i / 2) % 2 == 1 { 0.5 } else { 2.0 },
        ),
        noise: 0.5,
        ..words
    };
    Plan {
        seed,
        base: base.saturating_mul(1 + (i / 2) as u64),
        first: varied,
        later: varied,
        span: false,
    }
}

/// How one worker's run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum End {
    /// A fill.
    Found,
    /// No fill exists.
    Exhausted,
    /// The run's dead-end limit: on to the next run.
    Limit,
    /// Stopped by the clock, the cancel flag or a winner below it.
    Stopped(Stop),
}

/// What a worker posts at a meeting.
#[derive(Debug, Default)]
struct Post {
    end: Option<End>,
    shared: Shared,
    found: Option<Vec<Option<u32>>>,
    stats: SearchStats,
}

/// A barrier that a panicking worker breaks, so the others return instead of waiting forever.
struct Meet {
    n: usize,
    /// Arrived, generation, broken.
    state: Mutex<(usize, u64, bool)>,
    cv: Condvar,
}

impl Meet {
    fn new(n: usize) -> Meet {
        Meet {
            n,
            state: Mutex::new((0, 0, false)),
            cv: Condvar::new(),
        }
    }

    /// Waits for every worker, calling `tick` every so often meanwhile (worker 0 keeps
    /// reporting progress while it waits); false when the meeting is broken.
    fn wait(&self, tick: &mut dyn FnMut()) -> bool {
        let mut g = self.state.lock().unwrap_or_else(|e| e.into_inner());
        if g.2 {
            return false;
        }
        let generation = g.1;
        g.0 += 1;
        if g.0 == self.n {
            g.0 = 0;
            g.1 += 1;
            self.cv.notify_all();
            return true;
        }
        while g.1 == generation && !g.2 {
            g = match self.cv.wait_timeout(g, TICK) {
                Ok((g, _)) => g,
                Err(e) => e.into_inner().0,
            };
            drop(g);
            tick();
            g = self.state.lock().unwrap_or_else(|e| e.into_inner());
        }
        !g.2
    }

    fn break_up(&self) {
        let mut g = self.state.lock().unwrap_or_else(|e| e.into_inner());
        g.2 = true;
        self.cv.notify_all();
    }
}

/// Breaks the meeting when its worker leaves by a panic.
struct Leave<'a>(&'a Meet);

impl Drop for Leave<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.break_up();
        }
    }
}

/// Everything the workers share.
struct Team<'a> {
    meet: Meet,
    posts: Vec<Mutex<Post>>,
    /// Per worker: raised when a worker below it has finished this round.
    stop: Vec<AtomicBool>,
    cancel: &'a AtomicBool,
    deadline: Option<Instant>,
}

/// What the meeting decided: the winner's index, or why all stop.
type Verdict = Result<usize, Stop>;

impl<'a> Team<'a> {
    fn new(n: usize, limits: &Limits<'a>) -> Team<'a> {
        Team {
            meet: Meet::new(n),
            posts: (0..n).map(|_| Mutex::new(Post::default())).collect(),
            stop: (0..n).map(|_| AtomicBool::new(false)).collect(),
            cancel: limits.cancel,
            deadline: limits.deadline,
        }
    }

    fn post(&self, i: usize) -> std::sync::MutexGuard<'_, Post> {
        self.posts[i].lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The decision every worker reads off the same posts.
    fn verdict(&self) -> Option<Verdict> {
        let ends: Vec<Option<End>> = (0..self.posts.len()).map(|i| self.post(i).end).collect();
        if let Some(w) = ends
            .iter()
            .position(|e| matches!(e, Some(End::Found | End::Exhausted)))
        {
            return Some(Ok(w));
        }
        if ends.contains(&Some(End::Stopped(Stop::Cancelled))) {
            return Some(Err(Stop::Cancelled));
        }
        ends.iter()
            .any(|e| matches!(e, Some(End::Stopped(_))))
            .then_some(Err(Stop::Timeout))
    }

    /// Worker `i`'s whole search: runs, meetings, lessons, until the verdict (`first`: how
    /// its first run ended, when it already ran).
    fn work(
        &self,
        i: usize,
        search: &mut Search<'_>,
        plan: Plan,
        first: Option<End>,
        report: &mut dyn FnMut(&Search<'_>),
    ) -> Verdict {
        let _leave = Leave(&self.meet);
        if plan.span {
            return self.span(i, search, plan, report);
        }
        let mut dry = false;
        for run in 1u64.. {
            let end = if let Some(end) = first.filter(|_| run == 1) {
                end
            } else if dry {
                End::Exhausted
            } else {
                self.one_run(i, search, plan, run, report)
            };
            let shared = if end == End::Limit {
                search.export()
            } else {
                Shared::default()
            };
            if let Some(verdict) = self.round(i, search, end, shared, report) {
                return verdict;
            }
            let shared: Vec<Shared> = (0..self.posts.len())
                .filter(|&j| j != i)
                .map(|j| self.post(j).shared.clone())
                .collect();
            let refs: Vec<&Shared> = shared.iter().collect();
            dry = search.import(&refs).is_err();
            // Nobody posts the next round before everyone has read this one.
            if !self.meet.wait(&mut || report(search)) {
                return Err(Stop::Cancelled);
            }
        }
        Err(Stop::Cancelled)
    }

    /// Posts how worker `i`'s round ended and what it learnt, and meets the others: the
    /// verdict when the team stops, `None` when the rounds go on.
    fn round(
        &self,
        i: usize,
        search: &Search<'_>,
        end: End,
        shared: Shared,
        report: &mut dyn FnMut(&Search<'_>),
    ) -> Option<Verdict> {
        {
            let mut post = self.post(i);
            post.end = Some(end);
            post.shared = shared;
            post.found = (end == End::Found).then(|| search.assignment());
            post.stats = search.stats;
        }
        if matches!(end, End::Found | End::Exhausted) {
            // Workers above this one cannot win the round: stop them now.
            for s in &self.stop[i + 1..] {
                s.store(true, Ordering::Relaxed);
            }
        }
        if !self.meet.wait(&mut || report(search)) {
            return Some(Err(Stop::Cancelled));
        }
        self.verdict()
    }

    /// Worker `i`'s search as one run that spans every meeting: at each of its dead-end
    /// limits (a Luby unit of its plan per round, as a restarting worker's runs) it posts
    /// the nogoods of the branches it refuted and its weight growth, meets the others, and
    /// goes on where it was. Restarts cost a search that branches on letters its progress
    /// deep in a dense grid (the letters search that won the old two-search race never
    /// restarted); it takes nothing from the others, whose nogoods only a restart could
    /// apply. What it posts and when depends only on its own dead-end count, so a seed and
    /// a thread count still give one result.
    fn span(
        &self,
        i: usize,
        search: &mut Search<'_>,
        plan: Plan,
        report: &mut dyn FnMut(&Search<'_>),
    ) -> Verdict {
        search.tune(plan.first);
        let report = RefCell::new(report);
        let mut verdict = None;
        let mut round = 1u64;
        let end = {
            let mut meet = |s: &mut Search<'_>, told: Vec<Vec<Lit>>| {
                let shared = Shared {
                    nogoods: told,
                    ..s.export()
                };
                let mut tell = |s: &Search<'_>| (report.borrow_mut())(s);
                if let Some(v) = self.round(i, s, End::Limit, shared, &mut tell) {
                    verdict = Some(v);
                    return Err(Stop::Cancelled);
                }
                // Nobody posts the next round before everyone has read this one.
                if !self.meet.wait(&mut || tell(s)) {
                    verdict = Some(Err(Stop::Cancelled));
                    return Err(Stop::Cancelled);
                }
                round += 1;
                Ok(luby(round).saturating_mul(plan.base))
            };
            let mut progress = |s: &Search<'_>| (report.borrow_mut())(s);
            let mut ctl = Control {
                cancel: self.cancel,
                race: &self.stop[i],
                deadline: self.deadline,
                progress: &mut progress,
                bound: None,
                meet: Some(&mut meet),
            };
            match search.dfs(plan.base, &mut ctl) {
                Ok(()) => End::Found,
                Err(Stop::Exhausted) => End::Exhausted,
                Err(stop) => End::Stopped(stop),
            }
        };
        if let Some(v) = verdict {
            return v;
        }
        let mut tell = |s: &Search<'_>| (report.borrow_mut())(s);
        // A fill, a proof or a stop: this round decides.
        self.round(i, search, end, Shared::default(), &mut tell)
            .unwrap_or(Err(Stop::Cancelled))
    }

    /// One restart run of worker `i`, with its own units applied after a limit.
    fn one_run(
        &self,
        i: usize,
        search: &mut Search<'_>,
        plan: Plan,
        run: u64,
        report: &mut dyn FnMut(&Search<'_>),
    ) -> End {
        search.tune(if run == 1 { plan.first } else { plan.later });
        let limit = luby(run).saturating_mul(plan.base);
        let mut ctl = Control {
            cancel: self.cancel,
            race: &self.stop[i],
            deadline: self.deadline,
            progress: report,
            bound: None,
            meet: None,
        };
        match search.dfs(limit, &mut ctl) {
            Ok(()) => End::Found,
            Err(Stop::Exhausted) => End::Exhausted,
            Err(Stop::Limit) => {
                search.stats.restarts += 1;
                match search.apply_units() {
                    Ok(()) => End::Limit,
                    Err(_) => End::Exhausted,
                }
            }
            Err(stop) => End::Stopped(stop),
        }
    }
}

/// Where a portfolio is told to stop.
pub(super) struct Limits<'a> {
    /// The user's cancel flag.
    pub cancel: &'a AtomicBool,
    /// The fill's deadline.
    pub deadline: Option<Instant>,
}

/// Runs the portfolio on `threads` threads (this one included, as worker 0 with `main`, which
/// alone reports progress). Returns the winning fill, or why there is none; `main`'s counters
/// end up holding every worker's, and its failure weights name the hardest slots.
pub(super) fn portfolio(
    problem: &Problem,
    main: &mut Search<'_>,
    threads: usize,
    seed: u64,
    base: u64,
    limits: &Limits<'_>,
    report: &mut dyn FnMut(&Search<'_>),
) -> Result<Vec<Option<u32>>, Stop> {
    let n = threads.max(1);
    let plan0 = plan(0, seed, base);
    let mut first = None;
    if n > 1 {
        // Worker 0 wins any round it finishes, so its first run needs no peers: most grids
        // fill in it, without the cost of setting up the other searches. Running it before
        // they start changes nothing else, since no run depends on when the others ran.
        let solo = Team::new(1, limits);
        match solo.one_run(0, main, plan0, 1, report) {
            End::Found => return Ok(main.assignment()),
            End::Exhausted => return Err(Stop::Exhausted),
            End::Stopped(stop) => return Err(stop),
            End::Limit => first = Some(End::Limit),
        }
    }
    let team = Team::new(n, limits);
    let verdict = std::thread::scope(|scope| {
        let team = &team;
        let helpers: Vec<_> = (1..n)
            .map(|i| {
                scope.spawn(move || {
                    let plan = plan(i, seed, base);
                    let Ok(mut search) = Search::new(problem, plan.seed, plan.first) else {
                        // The same problem set up for worker 0; cannot differ, but never hang.
                        team.meet.break_up();
                        return;
                    };
                    let mut quiet = |_: &Search<'_>| {};
                    let _ = team.work(i, &mut search, plan, None, &mut quiet);
                })
            })
            .collect();
        let verdict = team.work(0, main, plan0, first, report);
        for h in helpers {
            // A helper's panic has broken the meeting; worker 0 has already returned.
            let _ = h.join();
        }
        verdict
    });
    let mut total = main.stats;
    for i in 1..n {
        total += team.post(i).stats;
    }
    main.stats = total;
    match verdict? {
        w if team.post(w).end == Some(End::Exhausted) => Err(Stop::Exhausted),
        w => team.post(w).found.take().ok_or(Stop::Cancelled),
    }
}
