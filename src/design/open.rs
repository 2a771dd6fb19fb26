//! Open patterns for low word ceilings (themeless grids, 66–72 words on a 15×15), and the
//! mend that MOVES blocks — one into an entry the filler ran dry on, others out where they
//! save the most entries — so a pattern at its ceiling can still be mended.
//!
//! An open pattern spends its word ceiling where it helps the filler most: each block goes
//! where it shortens long entries most (the sum of the squares of the run lengths falls the
//! most), so blocks stand apart in the middle of open areas, as in published themeless grids,
//! rather than in walls; blocks are added until the next would pass the word or block
//! ceiling. Measured on this machine: 15×15 patterns made this way at 72 words filled in
//! 0.7–2.6 s each (5 of 5), where patterns cut to a longest-run limit did not fill in 10 s.

use super::board::{Board, Run};
use super::cut::within;
use crate::grid::{HouseRules, Pos};

/// Random spread of a square's gain (a fraction of it), so attempts differ.
const JITTER: f64 = 0.3;
/// How many of the best squares are tried before the pattern is called finished.
const CANDIDATES: usize = 40;
/// Random preference added to each move's cost so moves differ from attempt to attempt.
const MOVE_JITTER: i64 = 9;
/// Weight of one entry saved by a move, against the jitter.
const PER_WORD: i64 = 10;

/// Adds blocks to `placed` (with their partners) where they shorten long entries most,
/// until the next would break the rules' ceilings (words, blocks, 3-letter entries,
/// cheater squares).
pub fn open_pattern(placed: &Board, rules: &HouseRules, rng: &mut fastrand::Rng) -> Board {
    let mut b = placed.clone();
    loop {
        let mut cands: Vec<(f64, Pos)> = b
            .white_squares()
            .into_iter()
            .filter(|&p| !b.kept_white(p) && b.partners(p).iter().all(|&q| q >= p))
            .map(|p| {
                let mut ps = b.partners(p);
                ps.dedup();
                let g: usize = ps.iter().map(|&q| gain(&b, q)).sum();
                (g as f64 * (1.0 + JITTER * rng.f64()), p)
            })
            .collect();
        cands.sort_by(|x, y| y.0.total_cmp(&x.0));
        let next = cands.iter().take(CANDIDATES).find_map(|&(_, p)| {
            let mut t = b.clone();
            (t.try_block(p) && within(&t, rules)).then_some(t)
        });
        match next {
            Some(t) => b = t,
            None => return b,
        }
    }
}

/// How much a block at `p` shortens the runs through it: the fall of the sum of the squares
/// of run lengths, across and down.
fn gain(b: &Board, p: Pos) -> usize {
    let [left, right, up, down] = b.arms(p);
    let split = |x: usize, y: usize| 2 * x * y + 2 * x + 2 * y + 1;
    split(left, right) + split(up, down)
}

/// Mends a pattern the filler ran dry on without adding entries past `ceiling`: a block
/// into one of `targets` (worst first), then blocks taken out elsewhere — where they save
/// the most entries and make the shortest runs, never lengthening a target or a run past
/// `longest` — until the pattern is back under the ceiling. False when no move keeps the
/// rules.
pub fn mend_by_move(
    board: &mut Board,
    targets: &[Run],
    ceiling: usize,
    longest: usize,
    rng: &mut fastrand::Rng,
) -> bool {
    for run in targets.iter().take(3) {
        let mut cells: Vec<Pos> = run.cells().collect();
        rng.shuffle(&mut cells);
        for p in cells {
            if board.kept_white(p) {
                continue;
            }
            let mut t = board.clone();
            if !t.try_block(p) {
                continue;
            }
            let added = t.partners(p);
            if let Some(done) = shed(t, &added, targets, ceiling, longest, rng) {
                *board = done;
                return true;
            }
        }
    }
    false
}

/// Takes blocks out of `b` (never those of `keep`) until it is within `ceiling`.
fn shed(
    mut b: Board,
    keep: &[Pos],
    targets: &[Run],
    ceiling: usize,
    longest: usize,
    rng: &mut fastrand::Rng,
) -> Option<Board> {
    let in_target = |p: Pos| targets.iter().any(|r| r.cells().any(|q| q == p));
    while b.words() > ceiling {
        let before = b.words() as i64;
        let mut best: Option<(i64, Board)> = None;
        for p in b.block_squares() {
            if keep.contains(&p) {
                continue;
            }
            let mut t = b.clone();
            if !t.try_unblock(p) {
                continue;
            }
            let (across, down) = t.runs_through(p);
            if across.max(down) > longest || neighbours(p).any(|q| q.is_some_and(in_target)) {
                continue;
            }
            let saved = before - t.words() as i64;
            if saved <= 0 {
                continue;
            }
            let cost = -saved * PER_WORD + (across + down) as i64 + rng.i64(0..MOVE_JITTER);
            if best.as_ref().is_none_or(|(c, _)| cost < *c) {
                best = Some((cost, t));
            }
        }
        b = best?.1;
    }
    Some(b)
}

/// The four squares beside `p` (`None` past the top or left edge; squares past the other
/// edges are never in a run, so they match nothing).
fn neighbours(p: Pos) -> impl Iterator<Item = Option<Pos>> {
    [
        p.row.checked_sub(1).map(|r| Pos::new(r, p.col)),
        Some(Pos::new(p.row + 1, p.col)),
        p.col.checked_sub(1).map(|c| Pos::new(p.row, c)),
        Some(Pos::new(p.row, p.col + 1)),
    ]
    .into_iter()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Kind, Symmetry};

    fn rules(ceiling: usize) -> HouseRules {
        HouseRules {
            max_words: ceiling,
            ..HouseRules::american(15, 15, Kind::Themeless)
        }
    }

    #[test]
    fn an_open_pattern_spends_its_ceiling_within_the_rules() {
        let placed = Board::new(15, 15, Symmetry::Rotational, 3);
        let mut rng = fastrand::Rng::with_seed(3);
        for ceiling in [66, 72] {
            let mut spent = 0;
            for _ in 0..5 {
                let b = open_pattern(&placed, &rules(ceiling), &mut rng);
                assert!(b.words() <= ceiling && b.blocks() <= 38);
                assert!(b.three_letter() <= 12 && b.cheaters() <= 2);
                assert!(b.runs().iter().all(|r| r.len >= 3) && b.connected());
                spent += usize::from(b.words() + 4 >= ceiling);
            }
            assert!(spent >= 2, "{ceiling}: the ceiling is seldom spent");
        }
    }

    #[test]
    fn a_move_puts_a_block_into_the_target_and_keeps_the_ceiling() {
        let placed = Board::new(15, 15, Symmetry::Rotational, 3);
        let mut rng = fastrand::Rng::with_seed(5);
        let mut moved_some = 0;
        for _ in 0..10 {
            let b = open_pattern(&placed, &rules(70), &mut rng);
            let words = b.words();
            let longest = b.runs().iter().map(|r| r.len).max().unwrap_or(0);
            let target = *b.runs().iter().max_by_key(|r| r.len).expect("a run");
            let mut moved = b.clone();
            if !mend_by_move(&mut moved, &[target], words, longest, &mut rng) {
                continue;
            }
            moved_some += 1;
            assert!(moved.words() <= words);
            assert!(
                target.cells().any(|p| moved.is_block(p)),
                "the target is cut"
            );
            assert!(moved.runs().iter().all(|r| (3..=longest).contains(&r.len)));
            assert!(moved.connected());
        }
        assert!(moved_some > 0, "no block could be moved");
    }
}
