//! A grid's quality sheet (issue 44, `check --stats`): what XWord Info shows of a published
//! grid — words, blocks, average word length, 3-letter entries, cheater squares, the Scrabble
//! average and whether it is a pangram. Word scores and queried entries are the word lists'
//! and are added by the caller.

use super::{Grid, Pos, Puzzle};
use serde::Serialize;

/// Scrabble's letter values, A to Z (the English set).
const SCRABBLE: [u8; 26] = [
    1, 3, 3, 2, 1, 4, 2, 4, 1, 8, 5, 1, 3, 1, 1, 3, 10, 1, 1, 1, 1, 4, 4, 8, 4, 10,
];

/// The figures of one grid.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GridStats {
    /// Entries (across and down).
    pub words: usize,
    /// Black squares.
    pub blocks: usize,
    /// The mean entry length, to two decimals (0 with no entries).
    pub average_length: f64,
    /// Entries of three squares.
    pub three_letter: usize,
    /// Blocks whose removal leaves the word count unchanged (a corner's, or one that only
    /// lengthens its neighbours' entries), in reading order.
    pub cheaters: Vec<Pos>,
    /// The mean Scrabble value of the grid's letters, to two decimals; `None` when the grid
    /// has no letter or is not in A–Z.
    pub scrabble_average: Option<f64>,
    /// The letters of A–Z the grid lacks (empty: a pangram); `None` when not in A–Z.
    pub missing_letters: Option<Vec<char>>,
}

impl GridStats {
    /// The figures of `puzzle` (its bars count in the entries; cheaters are a blocked grid's
    /// notion and are counted on its blocks alone).
    pub fn of(puzzle: &Puzzle) -> GridStats {
        let grid = &puzzle.grid;
        let slots = puzzle.slots();
        let words = slots.len();
        let total: usize = slots.all().iter().map(|s| s.len()).sum();
        let letters: Vec<u8> = grid.cells().iter().filter_map(|c| c.letter()).collect();
        let latin = puzzle.alphabet.is_latin();
        let scrabble = (latin && !letters.is_empty()).then(|| {
            let sum: usize = letters
                .iter()
                .map(|&l| usize::from(SCRABBLE.get(usize::from(l)).copied().unwrap_or(0)))
                .sum();
            round2(sum as f64 / letters.len() as f64)
        });
        let missing = latin.then(|| {
            ('A'..='Z')
                .zip(0u8..)
                .filter(|(_, i)| !letters.contains(i))
                .map(|(c, _)| c)
                .collect()
        });
        GridStats {
            words,
            blocks: grid.cells().iter().filter(|c| c.is_block()).count(),
            average_length: if words == 0 {
                0.0
            } else {
                round2(total as f64 / words as f64)
            },
            three_letter: slots.all().iter().filter(|s| s.len() == 3).count(),
            cheaters: cheaters(grid),
            scrabble_average: scrabble,
            missing_letters: missing,
        }
    }

    /// Whether every letter A–Z is in the grid.
    pub fn pangram(&self) -> bool {
        self.missing_letters.as_ref().is_some_and(|m| m.is_empty())
    }
}

/// The blocks of `grid` whose removal (the square made white) leaves its word count as it is:
/// a corner's, or one that only lengthens the entries beside it.
///
/// Counted square by square: a block ends the runs on its four sides, each an entry when it
/// has two squares or more; made white, it joins each pair into one run. It is a cheater when
/// the entries before and after are as many.
pub fn cheaters(grid: &Grid) -> Vec<Pos> {
    let entry = |n: usize| usize::from(n >= 2);
    grid.positions()
        .filter(|&p| grid.cell(p).is_block())
        .filter(|&p| {
            let [left, right, up, down] = arms(grid, p);
            let before = entry(left) + entry(right) + entry(up) + entry(down);
            let after = entry(left + right + 1) + entry(up + down + 1);
            before == after
        })
        .collect()
}

/// The white squares in a line from `p` to the left, right, up and down, up to a block or
/// the edge.
fn arms(grid: &Grid, p: Pos) -> [usize; 4] {
    let steps: [(isize, isize); 4] = [(0, -1), (0, 1), (-1, 0), (1, 0)];
    steps.map(|(dr, dc)| {
        let mut n = 0;
        let (mut r, mut c) = (p.row as isize + dr, p.col as isize + dc);
        while r >= 0 && c >= 0 && grid.contains(Pos::new(r as usize, c as usize)) {
            if !grid.is_white(Pos::new(r as usize, c as usize)) {
                break;
            }
            n += 1;
            r += dr;
            c += dc;
        }
        n
    })
}

fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_corner_block_is_a_cheater_and_a_middle_one_is_not() {
        // The middle block splits an across and a down entry: two words more.
        let rows = "#.....#\n.......\n.......\n...#...\n.......\n.......\n#.....#\n";
        let g =
            super::super::text::parse_grid(rows, &super::super::Alphabet::latin()).expect("grid");
        let c = cheaters(&g);
        assert_eq!(
            c,
            [
                Pos::new(0, 0),
                Pos::new(0, 6),
                Pos::new(6, 0),
                Pos::new(6, 6)
            ]
        );
    }

    #[test]
    fn the_square_by_square_count_agrees_with_renumbering_the_grid() {
        use super::super::{Cell, Slots};
        let mut rng = fastrand::Rng::with_seed(44);
        for _ in 0..300 {
            let (w, h) = (rng.usize(2..9), rng.usize(2..9));
            let mut g = Grid::new(w, h).expect("a small grid");
            for p in g.positions().collect::<Vec<_>>() {
                if rng.u8(..4) == 0 {
                    g.set(p, Cell::Block).expect("inside");
                }
            }
            let words = Slots::of(&g).len();
            let renumbered: Vec<Pos> = g
                .positions()
                .filter(|&p| g.cell(p).is_block())
                .filter(|&p| {
                    let mut open = g.clone();
                    open.set(p, Cell::Empty).is_ok() && Slots::of(&open).len() == words
                })
                .collect();
            assert_eq!(cheaters(&g), renumbered, "{w}×{h}");
        }
    }
}
