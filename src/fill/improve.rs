//! Anytime improvement: large-neighbourhood search over a complete fill.
//!
//! Keep most entries, clear a weak entry and the entries around it, and re-fill that hole
//! preferring high scores; keep the result when the total score rises.

use super::problem::Problem;
use super::solver::{Control, ScoreWeight, Search, SearchStats, Tuning};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

/// Dead ends allowed per re-fill of a hole.
const HOLE_FAILS: u64 = 1000;

/// The polish's tunables: scores weigh fully against room, and noise varies each re-fill of
/// the same hole.
const POLISH: Tuning = Tuning {
    score_weight: ScoreWeight::PerPoint(1.0),
    noise: 2.0,
    word_branch_limit: u32::MAX,
    learning: false,
};

/// The best fill the searches polishing one grid on several threads have found: each offers
/// its better fills and takes a better one it sees, so every thread works on the best.
#[derive(Debug)]
pub struct Pool {
    /// The best total, read without the lock on every re-fill.
    total: AtomicU64,
    best: Mutex<Vec<Option<u32>>>,
}

impl Pool {
    /// A pool holding the first fill and its total.
    pub fn new(total: u64, best: Vec<Option<u32>>) -> Pool {
        Pool {
            total: AtomicU64::new(total),
            best: Mutex::new(best),
        }
    }

    /// Offers a fill; kept when its total beats the pool's (the first of equals stays).
    fn offer(&self, total: u64, fill: &[Option<u32>]) {
        let mut best = self.best.lock().unwrap_or_else(|e| e.into_inner());
        if total > self.total.load(Ordering::Acquire) {
            best.clear();
            best.extend_from_slice(fill);
            self.total.store(total, Ordering::Release);
        }
    }

    /// The pool's fill when its total beats `total`.
    fn better_than(&self, total: u64) -> Option<(u64, Vec<Option<u32>>)> {
        if self.total.load(Ordering::Acquire) <= total {
            return None;
        }
        let best = self.best.lock().unwrap_or_else(|e| e.into_inner());
        Some((self.total.load(Ordering::Acquire), best.clone()))
    }

    /// The best fill offered and its total.
    pub fn take(self) -> (u64, Vec<Option<u32>>) {
        let total = self.total.into_inner();
        (
            total,
            self.best.into_inner().unwrap_or_else(|e| e.into_inner()),
        )
    }
}

/// When and with whom one polishing search works.
pub struct Polish<'a> {
    /// Stop then.
    pub until: Instant,
    /// Stop when raised.
    pub cancel: &'a AtomicBool,
    /// The pool shared with the other polishing threads, if any.
    pub pool: Option<&'a Pool>,
    /// Varies the choice of holes between threads (0 for the first).
    pub salt: u64,
}

/// Improves `best` until `polish.until`, returning the best assignment found; `on_better`
/// hears of each better fill as it is found (its own, or a peer's it takes from the pool).
pub fn improve(
    search: &mut Search<'_>,
    problem: &Problem,
    mut best: Vec<Option<u32>>,
    polish: &Polish<'_>,
    on_better: &mut dyn FnMut(&[Option<u32>], SearchStats),
) -> Vec<Option<u32>> {
    let (until, cancel) = (polish.until, polish.cancel);
    let n = problem.vars.len();
    if n == 0 {
        return best;
    }
    let mut best_total = total(problem, &best);
    // Every entry already has the best score its domain allows: nothing to gain (e.g. a flat
    // list).
    search.reset();
    let ceiling = search.score_ceiling();
    let mut rng = fastrand::Rng::with_seed((0x5eed ^ n as u64).wrapping_add(polish.salt));
    let old = search.tune(POLISH);
    let mut hole = Vec::new();
    while Instant::now() < until && best_total < ceiling && !cancel.load(Ordering::Relaxed) {
        if let Some((total, fill)) = polish.pool.and_then(|p| p.better_than(best_total)) {
            // A peer did better: work on its fill from here.
            best_total = total;
            best = fill;
            hole.clear();
            on_better(&best, search.stats);
        }
        // After a better fill of a hole, search the same hole again for a better one still.
        if hole.is_empty() {
            hole = pick_hole(problem, &best, &mut rng);
            // Theme entries stay where they are: a soft one re-filled might be lost.
            hole.retain(|&v| {
                best[v].is_none_or(|id| {
                    !problem
                        .rules
                        .is_theme(&problem.vars, problem.vars[v].table.len(), id)
                })
            });
        }
        let hole_at = Hole {
            vars: &hole,
            fails: HOLE_FAILS,
            until,
            cancel,
        };
        match refill(search, problem, &best, best_total, &hole_at) {
            Refill::Better(total, cand) => {
                best_total = total;
                best = cand;
                if let Some(pool) = polish.pool {
                    pool.offer(total, &best);
                }
                on_better(&best, search.stats);
            }
            Refill::NotFound => hole.clear(),
            Refill::Cancelled => break,
        }
    }
    search.reset();
    search.tune(old);
    best
}

/// The total score of the entries inside the region: a border slot's word is a stand-in.
pub fn total(problem: &Problem, a: &[Option<u32>]) -> u64 {
    a.iter()
        .enumerate()
        .filter(|&(v, _)| problem.vars[v].inside)
        .filter_map(|(v, id)| id.map(|id| u64::from(problem.vars[v].table.score(id))))
        .sum()
}

/// One re-fill: the entries to clear and how long to search for a better fill of them.
pub struct Hole<'a> {
    /// The variables cleared; every other entry keeps its word.
    pub vars: &'a [usize],
    /// Dead ends allowed.
    pub fails: u64,
    /// Stop then.
    pub until: Instant,
    /// Stop when raised.
    pub cancel: &'a AtomicBool,
}

/// What one re-fill of a hole came to.
#[derive(Debug)]
pub enum Refill {
    /// A fill with a higher total, and that total.
    Better(u64, Vec<Option<u32>>),
    /// None within the hole's dead ends or time.
    NotFound,
    /// Cancelled: stop polishing.
    Cancelled,
}

/// Re-fills `hole` of `best` (whose total is `total_now`), keeping every other entry, for
/// a fill with a higher total. The search is left reset.
pub fn refill(
    search: &mut Search<'_>,
    problem: &Problem,
    best: &[Option<u32>],
    total_now: u64,
    hole: &Hole<'_>,
) -> Refill {
    let keep: Vec<(usize, u32)> = best
        .iter()
        .enumerate()
        .filter(|(v, _)| !hole.vars.contains(v))
        .filter_map(|(v, id)| id.map(|id| (v, id)))
        .collect();
    search.reset();
    search.must_beat = None;
    if !search.assume(&keep) {
        search.reset();
        return Refill::NotFound;
    }
    // Branch and bound: only a re-fill that raises the total is worth finding.
    search.must_beat = Some(total_now);
    let mut noop = |_: &Search<'_>| {};
    let mut ctl = Control::alone(hole.cancel, Some(hole.until), &mut noop);
    let found = search.dfs(hole.fails, &mut ctl);
    let cand = found.is_ok().then(|| search.assignment());
    search.must_beat = None;
    search.reset();
    match (found, cand) {
        (Ok(()), Some(cand)) => {
            let t = total(problem, &cand);
            debug_assert!(t > total_now);
            if t > total_now {
                Refill::Better(t, cand)
            } else {
                Refill::NotFound
            }
        }
        (Err(super::solver::Stop::Cancelled), _) => Refill::Cancelled,
        _ => Refill::NotFound,
    }
}

/// A weak entry (chosen with a bias to low scores) and the entries crossing it, and some of theirs.
fn pick_hole(problem: &Problem, best: &[Option<u32>], rng: &mut fastrand::Rng) -> Vec<usize> {
    let n = problem.vars.len();
    // Tournament selection: the lowest score among a few random entries.
    let mut centre = rng.usize(0..n);
    for _ in 0..3 {
        let v = rng.usize(0..n);
        // Border slots are never written; only entries inside the region are worth raising.
        let s = |v: usize| match best[v] {
            Some(id) if problem.vars[v].inside => problem.vars[v].table.score(id),
            _ => u8::MAX,
        };
        if s(v) < s(centre) {
            centre = v;
        }
    }
    if rng.bool() {
        return area_around(problem, centre, rng);
    }
    let mut hole = vec![centre];
    let target = 6 + rng.usize(0..10);
    let mut i = 0;
    while i < hole.len() && hole.len() < target {
        let v = hole[i];
        for &(u, _) in problem.vars[v].cross.iter().flatten() {
            if !hole.contains(&u) && hole.len() < target {
                hole.push(u);
            }
        }
        i += 1;
    }
    hole
}

/// Every entry with a square near a square of `centre`: an area of the grid to re-fill whole,
/// which can reshape a corner that single-entry holes cannot.
fn area_around(problem: &Problem, centre: usize, rng: &mut fastrand::Rng) -> Vec<usize> {
    let cells = &problem.vars[centre].cells;
    let mid = problem.cells[cells[rng.usize(0..cells.len())]].pos;
    let reach = 2 + rng.usize(0..3);
    let near = |c: usize| {
        let p = problem.cells[c].pos;
        p.row.abs_diff(mid.row) <= reach && p.col.abs_diff(mid.col) <= reach
    };
    (0..problem.vars.len())
        .filter(|&v| problem.vars[v].cells.iter().any(|&c| near(c)))
        .collect()
}
