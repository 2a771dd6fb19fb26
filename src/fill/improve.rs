//! Anytime improvement: large-neighbourhood search over a complete fill.
//!
//! Keep most entries, clear a weak entry and the entries around it, and re-fill that hole
//! preferring high scores; keep the result when the total score rises.

use super::problem::Problem;
use super::solver::{Control, Search, SearchStats};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Dead ends allowed per re-fill of a hole.
const HOLE_FAILS: u64 = 1000;

/// Improves `best` until `until`, returning the best assignment found; `on_better` hears of
/// each better fill as it is found.
pub fn improve(
    search: &mut Search<'_>,
    problem: &Problem,
    mut best: Vec<Option<u32>>,
    until: Instant,
    cancel: &AtomicBool,
    on_better: &mut dyn FnMut(&[Option<u32>], SearchStats),
) -> Vec<Option<u32>> {
    let n = problem.vars.len();
    if n == 0 {
        return best;
    }
    // Only the entries inside the region are written; a border slot's word is a stand-in.
    let score = |a: &[Option<u32>]| -> u64 {
        a.iter()
            .enumerate()
            .filter(|&(v, _)| problem.vars[v].inside)
            .filter_map(|(v, id)| id.map(|id| u64::from(problem.vars[v].table.score(id))))
            .sum()
    };
    let mut best_total = score(&best);
    // Every entry already has the best score its domain allows: nothing to gain (e.g. a flat
    // list).
    search.reset();
    let ceiling = search.score_ceiling();
    let mut rng = fastrand::Rng::with_seed(0x5eed ^ n as u64);
    let old_weight = search.score_weight;
    search.score_weight = 1.0;
    search.noise = 2.0;
    let mut noop = |_: &Search<'_>| {};
    let mut hole = Vec::new();
    while Instant::now() < until && best_total < ceiling && !cancel.load(Ordering::Relaxed) {
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
        let keep: Vec<(usize, u32)> = best
            .iter()
            .enumerate()
            .filter(|(v, _)| !hole.contains(v))
            .filter_map(|(v, id)| id.map(|id| (v, id)))
            .collect();
        search.reset();
        search.must_beat = None;
        if !search.assume(&keep) {
            hole.clear();
            continue;
        }
        // Branch and bound: only a re-fill that raises the total is worth finding.
        search.must_beat = Some(best_total);
        let never = AtomicBool::new(false);
        let mut ctl = Control {
            cancel,
            race: &never,
            deadline: Some(until),
            progress: &mut noop,
        };
        match search.dfs(HOLE_FAILS, &mut ctl) {
            Ok(()) => {
                let cand = search.assignment();
                let total = score(&cand);
                debug_assert!(total > best_total);
                if total > best_total {
                    best_total = total;
                    best = cand;
                    on_better(&best, search.stats);
                }
            }
            Err(super::solver::Stop::Cancelled) => break,
            Err(_) => hole.clear(),
        }
    }
    search.must_beat = None;
    search.reset();
    search.score_weight = old_weight;
    best
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
