//! Repair of a complete fill's weakest entries, weakest first.
//!
//! The random polish finds a weak entry only by chance; a fill at the default minimum has a
//! third of its entries in the list's weak tier, so most of a short polish goes elsewhere.
//! The repair visits every entry below [`STRONG`] once, lowest score first, clears it with
//! the entries near it (every entry with a square within two squares of its own) and re-fills
//! that region by branch and bound for a higher total value ([`super::value`]): a weak entry
//! made strong is worth more than a strong neighbour lowered a little. Its work is counted in
//! dead ends, never in time, so a seed and a thread count give one repaired fill.

use super::improve::{Hole, Refill, refill, total};
use super::problem::Problem;
use super::solver::{ScoreWeight, Search, SearchStats, Tuning};
use super::value::{STRONG, of};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Dead ends allowed per re-fill of a region.
const HOLE_FAILS: u64 = 200;
/// How far around a weak entry its region reaches (in squares). Two lets each crossing
/// change up to five letters; one, or a second pass, raised no more on the shared grids and
/// doubled the repair's time (every region costs setting up the rest of the fill anew).
const REACH: usize = 2;

/// The repair's value order: scores weigh fully, no noise (the same fill every run).
const REPAIR: Tuning = Tuning {
    score_weight: ScoreWeight::PerPoint(1.0),
    noise: 0.0,
    word_branch_limit: u32::MAX,
    learning: false,
};

/// Repairs `best`, a complete fill of `problem` (a problem whose tables carry values, see
/// [`super::value::problem_of`]), and returns the repaired fill; `on_better` hears of each
/// better one. Stops early at `until` or when `cancel` is raised, keeping what it has.
pub fn repair(
    search: &mut Search<'_>,
    problem: &Problem,
    mut best: Vec<Option<u32>>,
    until: Instant,
    cancel: &AtomicBool,
    on_better: &mut dyn FnMut(&[Option<u32>], SearchStats),
) -> Vec<Option<u32>> {
    let strong = of(STRONG);
    let mut best_total = total(problem, &best);
    let old = search.tune(REPAIR);
    for e in weakest(problem, &best, strong) {
        // An earlier region may already have made this entry strong.
        if value(problem, &best, e).is_none_or(|v| v >= strong) {
            continue;
        }
        let vars = band(problem, &best, e, REACH);
        let hole = Hole {
            vars: &vars,
            fails: HOLE_FAILS,
            until,
            cancel,
        };
        match refill(search, problem, &best, best_total, &hole) {
            Refill::Better(t, fill) => {
                (best_total, best) = (t, fill);
                on_better(&best, search.stats);
            }
            Refill::NotFound => {}
            Refill::Cancelled => break,
        }
        if Instant::now() >= until {
            break;
        }
    }
    search.tune(old);
    best
}

/// The value of `v`'s word in `best`, if it has one.
fn value(problem: &Problem, best: &[Option<u32>], v: usize) -> Option<u8> {
    best[v].map(|id| problem.vars[v].table.score(id))
}

/// The entries inside the region worth below `strong` and below the best word of their
/// length (a list whose words all score 50 has nothing to repair), lowest first (ties by slot
/// order), theme entries left alone.
pub fn weakest(problem: &Problem, best: &[Option<u32>], strong: u8) -> Vec<usize> {
    let mut weak: Vec<(u8, usize)> = (0..problem.vars.len())
        .filter(|&v| problem.vars[v].inside && !is_theme(problem, best, v))
        .filter_map(|v| value(problem, best, v).map(|s| (s, v)))
        // Ids run best first, so id 0 holds the table's highest value.
        .filter(|&(s, v)| s < strong && s < problem.vars[v].table.score(0))
        .collect();
    weak.sort_unstable();
    weak.into_iter().map(|(_, v)| v).collect()
}

/// Whether `v` holds a theme entry (kept where it is: a soft one re-filled might be lost).
fn is_theme(problem: &Problem, best: &[Option<u32>], v: usize) -> bool {
    best[v].is_some_and(|id| {
        problem
            .rules
            .is_theme(&problem.vars, problem.vars[v].table.len(), id)
    })
}

/// `e` and every entry with a square within `reach` squares (across, down or diagonally) of
/// one of `e`'s: its crossings, and the entries alongside that let those crossings change
/// more than the one letter they share with `e`.
fn band(problem: &Problem, best: &[Option<u32>], e: usize, reach: usize) -> Vec<usize> {
    let squares: Vec<_> = problem.vars[e]
        .cells
        .iter()
        .map(|&c| problem.cells[c].pos)
        .collect();
    let near = |c: usize| {
        let p = problem.cells[c].pos;
        squares
            .iter()
            .any(|q| p.row.abs_diff(q.row) <= reach && p.col.abs_diff(q.col) <= reach)
    };
    (0..problem.vars.len())
        .filter(|&v| v == e || !is_theme(problem, best, v))
        .filter(|&v| problem.vars[v].cells.iter().any(|&c| near(c)))
        .collect()
}
