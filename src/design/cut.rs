//! Cutting patterns: the first pattern of an attempt (runs cut to a drawn length, or an
//! open pattern for a themeless grid), the mend that puts a block where the filler ran dry,
//! and the cheater squares shed toward the house rules' limit — each within a phase's
//! limits.

use super::board::{Board, Run};
use super::open::{mend_by_move, open_pattern};
use super::request::DesignRequest;
use crate::grid::{HouseRules, SlotId, Slots};

/// Puts a block into the first of `targets` (slots of `grid`) that can take one within the
/// rules and ceilings (shedding cheaters toward `shed_to`, the house rules' limit);
/// failing that (a pattern at its word ceiling), moves one there from elsewhere, keeping
/// runs within `longest`; false when neither can.
pub(super) fn mend(
    board: &mut Board,
    grid: &crate::grid::Grid,
    targets: &[SlotId],
    (rules, shed_to): (&HouseRules, Option<usize>),
    longest: usize,
    rng: &mut fastrand::Rng,
) -> bool {
    let ceiling = rules.max_words;
    let slots = Slots::of(grid);
    let runs: Vec<Run> = targets
        .iter()
        .filter(|id| id.0 < slots.len())
        .map(|&id| {
            let slot = slots.get(id);
            Run {
                start: slot.start(),
                direction: slot.direction,
                len: slot.len(),
            }
        })
        .collect();
    for &run in &runs {
        let mut b = board.clone();
        if cut_run(&mut b, run, rng) && {
            shed_cheaters(&mut b, shed_to);
            within(&b, rules)
        } {
            *board = b;
            return true;
        }
    }
    let mut b = board.clone();
    if mend_by_move(&mut b, &runs, ceiling, longest, rng) && within(&b, rules) {
        *board = b;
        return true;
    }
    false
}

/// The first pattern of an attempt and the longest run it keeps: a themeless grid's is
/// open (blocks where they add fewest entries), a themed one's cut at random.
pub(super) fn first_pattern(
    placed: &Board,
    req: &DesignRequest,
    rules: &HouseRules,
    rng: &mut fastrand::Rng,
) -> Option<(Board, usize)> {
    if !req.is_themeless() {
        let b = cut_pattern(placed, req, rules, rng)?;
        let longest = b.runs().iter().map(|r| r.len).max().unwrap_or(0);
        return Some((b, longest));
    }
    let b = open_pattern(placed, rules, rng);
    let longest = b.runs().iter().map(|r| r.len).max().unwrap_or(0);
    within(&b, rules).then_some((b, longest))
}

/// Whether a board keeps the house rules' ceilings: words, blocks, cheater squares and
/// 3-letter entries (the rest of the rules every board keeps by construction).
pub(super) fn within(b: &Board, rules: &HouseRules) -> bool {
    b.words() <= rules.max_words
        && b.blocks() <= rules.max_blocks
        && rules.three_letter_ok(b.three_letter())
        && rules.cheaters_ok(b.cheaters())
}

/// The longest entry a first pattern keeps, before the filler says where it is too hard:
/// about half the side in a themed grid, more in a themeless one (whose ceiling wants long
/// entries), drawn from a small range so attempts differ.
fn first_longest(req: &DesignRequest, rng: &mut fastrand::Rng) -> usize {
    let side = req.width.max(req.height);
    let (lo, hi) = if req.is_themeless() {
        (side / 2 + 1, side * 3 / 4)
    } else {
        (side * 2 / 5 + 1, side * 3 / 5)
    };
    let lo = lo.max(req.rules.min_entry);
    rng.usize(lo..=hi.max(lo))
}

/// Cuts every run longer than a drawn limit, raising the limit while the pattern would
/// pass the word ceiling; `None` when even the placed pattern passes it.
fn cut_pattern(
    placed: &Board,
    req: &DesignRequest,
    rules: &HouseRules,
    rng: &mut fastrand::Rng,
) -> Option<Board> {
    let side = req.width.max(req.height);
    let mut longest = first_longest(req, rng);
    while longest <= side {
        let mut b = placed.clone();
        cut_long_runs(&mut b, longest, rng);
        // Toward the house rules' limit, whatever the phase allows.
        shed_cheaters(&mut b, req.house_rules().max_cheaters);
        if within(&b, rules) {
            return Some(b);
        }
        longest += 1;
    }
    within(placed, rules).then(|| placed.clone())
}

/// Takes out cheater squares (blocks that add no entry: taking one out keeps the entries as
/// many) while the pattern has more than `max`, the one leaving fewest cheaters and
/// 3-letter entries first; stops when none can go (it would leave a short entry or split
/// the grid, or it closes a theme entry).
fn shed_cheaters(b: &mut Board, max: Option<usize>) {
    let Some(max) = max else {
        return;
    };
    while b.cheaters() > max {
        let best = b
            .cheater_squares()
            .into_iter()
            .filter_map(|p| {
                let mut t = b.clone();
                t.try_unblock(p)
                    .then(|| ((t.cheaters(), t.three_letter()), t))
            })
            .min_by_key(|(cost, _)| *cost);
        match best {
            Some((_, t)) => *b = t,
            None => return,
        }
    }
}

/// Blocks runs longer than `longest`, longest first, until none that can be cut is left.
fn cut_long_runs(b: &mut Board, longest: usize, rng: &mut fastrand::Rng) {
    loop {
        let mut runs: Vec<Run> = b.runs().into_iter().filter(|r| r.len > longest).collect();
        rng.shuffle(&mut runs);
        runs.sort_by_key(|r| std::cmp::Reverse(r.len));
        if !runs.into_iter().any(|r| cut_run(b, r, rng)) {
            return;
        }
    }
}

/// Puts a block into a run where both pieces stay entries (or, failing that, at an end),
/// choosing among the squares that can take one the cut that leaves the pattern fewest
/// 3-letter entries, then fewest cheater squares, then fewest bars from an edge (ties at
/// random); false when no square of it can take one.
fn cut_run(b: &mut Board, run: Run, rng: &mut fastrand::Rng) -> bool {
    let min = b.min_entry();
    let cells: Vec<_> = run.cells().collect();
    let n = cells.len();
    let piece_ok = |k: usize| k == 0 || k >= min;
    let mut inner: Vec<usize> = (0..n).filter(|&k| k >= min && n - 1 - k >= min).collect();
    let mut ends: Vec<usize> = (0..n)
        .filter(|&k| (k == 0 || k == n - 1) && piece_ok(k) && piece_ok(n - 1 - k))
        .collect();
    rng.shuffle(&mut inner);
    rng.shuffle(&mut ends);
    for tier in [inner, ends] {
        let best = tier
            .into_iter()
            .filter(|&k| !b.kept_white(cells[k]))
            .filter_map(|k| {
                let mut t = b.clone();
                t.try_block(cells[k]).then(|| {
                    let cost = (t.three_letter(), t.cheaters(), t.edge_bars());
                    (cost, t)
                })
            })
            .min_by_key(|(cost, _)| *cost);
        if let Some((_, t)) = best {
            *b = t;
            return true;
        }
    }
    false
}
