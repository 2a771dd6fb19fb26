//! What constructors look for in a design, in the order they weigh it (issue 44): few
//! 3-letter entries, few cheater squares, no bars of blocks walling in from an edge, open
//! corners, long non-theme entries that are good fill; then the fill's quality (the share of
//! strong entries, the weakest entry); then fewer words and blocks.

use super::board::Board;
use crate::fill::Entry;
use crate::grid::Pos;
use std::cmp::Ordering;

/// A fill entry scoring this or more is strong fill (the quality sheet's band).
pub use crate::fill::value::STRONG;
/// An entry this long or longer is a long entry, the showpiece of a grid's fill.
pub const LONG: usize = 7;
/// The side of the square at each corner that should hold no block for the corner to be
/// open.
const CORNER: usize = 3;

/// The figures a design is ranked by.
#[derive(Debug, Clone, PartialEq)]
pub struct Quality {
    /// 3-letter entries.
    pub three_letter: usize,
    /// Cheater squares (blocks that add no entry).
    pub cheaters: usize,
    /// Bars of 4 blocks or more running in from an edge.
    pub edge_bars: usize,
    /// Corners with a block in their 3×3 square.
    pub closed_corners: usize,
    /// Fill entries of [`LONG`] letters or more scoring [`STRONG`] or more.
    pub long_good: usize,
    /// The share of fill entries scoring [`STRONG`] or more (0 to 1).
    pub strong_share: f64,
}

impl Quality {
    /// The figures of `board` filled with `entries` (the fill's, theme entries not among
    /// them).
    pub fn of(board: &Board, entries: &[Entry]) -> Quality {
        let strong = entries.iter().filter(|e| e.score >= STRONG).count();
        Quality {
            three_letter: board.three_letter(),
            cheaters: board.cheaters(),
            edge_bars: board.edge_bars(),
            closed_corners: closed_corners(board),
            long_good: entries
                .iter()
                .filter(|e| e.word.len() >= LONG && e.score >= STRONG)
                .count(),
            strong_share: if entries.is_empty() {
                1.0
            } else {
                strong as f64 / entries.len() as f64
            },
        }
    }

    /// Best first, as constructors weigh it, up to the fill's quality (the caller breaks
    /// ties with the weakest entry, words and blocks).
    pub fn compare(&self, other: &Quality) -> Ordering {
        self.three_letter
            .cmp(&other.three_letter)
            .then(self.cheaters.cmp(&other.cheaters))
            .then(self.edge_bars.cmp(&other.edge_bars))
            .then(self.closed_corners.cmp(&other.closed_corners))
            .then(other.long_good.cmp(&self.long_good))
            .then(other.strong_share.total_cmp(&self.strong_share))
    }
}

/// The corners with a block in their [`CORNER`]×[`CORNER`] square.
fn closed_corners(board: &Board) -> usize {
    let (w, h) = board.size();
    let k = CORNER.min(w).min(h);
    let corners = [(0, 0), (0, w - k), (h - k, 0), (h - k, w - k)];
    corners
        .iter()
        .filter(|&&(r0, c0)| {
            (r0..r0 + k).any(|r| (c0..c0 + k).any(|c| board.is_block(Pos::new(r, c))))
        })
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{SlotId, Symmetry};

    fn entry(len: usize, score: u8) -> Entry {
        Entry {
            slot: SlotId(0),
            label: String::new(),
            word: vec![0; len],
            score,
        }
    }

    #[test]
    fn fewer_short_entries_outrank_a_better_fill_and_fill_breaks_ties() {
        let open = Board::new(9, 9, Symmetry::Rotational, 3);
        let mut walled = open.clone();
        for r in 0..4 {
            assert!(walled.try_block(Pos::new(r, 3)));
        }
        let good = [entry(9, 90), entry(5, 80)];
        let poor = [entry(9, 50), entry(5, 55)];
        let (a, b) = (Quality::of(&open, &poor), Quality::of(&walled, &good));
        assert_eq!((a.three_letter, b.three_letter), (0, 8));
        assert_eq!(a.compare(&b), Ordering::Less, "the open board ranks first");
        assert_eq!((b.closed_corners, b.edge_bars), (0, 2));
        let c = Quality::of(&open, &good);
        assert_eq!((c.long_good, c.strong_share), (1, 1.0));
        assert_eq!(c.compare(&a), Ordering::Less, "then the better fill");
    }
}
