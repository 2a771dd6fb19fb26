//! How alike two grids are, for the check that one puzzle is not saved twice: the same grid,
//! or a "very similar" one — the same block pattern with nearly every letter the same (a
//! copy with a corner refilled is still the same puzzle to an editor).

use super::{Cell, Grid};

/// The share of letters, in percent, from which two grids with the same blocks count as
/// very similar puzzles.
pub const NEAR_DUPLICATE_PERCENT: u8 = 90;

/// How alike `a` and `b` are: `None` unless they have the same size and the same blocks;
/// else the share of white squares, in percent rounded down, that hold the same answer in
/// both (a letter, or the same rebus text). Squares empty in either count as different,
/// so two blank grids of one pattern are alike only in their blocks (0%).
pub fn same_letters_percent(a: &Grid, b: &Grid) -> Option<u8> {
    if a.width() != b.width() || a.height() != b.height() {
        return None;
    }
    let mut white = 0usize;
    let mut same = 0usize;
    for p in a.positions() {
        let (x, y) = (a.cell(p), b.cell(p));
        if x.is_block() != y.is_block() {
            return None;
        }
        if x.is_block() {
            continue;
        }
        white += 1;
        let equal = match (x, y) {
            (Cell::Letter(l), Cell::Letter(m)) => l == m,
            (Cell::Rebus(_), Cell::Rebus(_)) => a.rebus_at(p) == b.rebus_at(p),
            _ => false,
        };
        same += usize::from(equal);
    }
    Some(match white {
        0 => 100,
        _ => (same * 100 / white) as u8,
    })
}

/// Whether `a` and `b` are the same puzzle or a very similar one: equal grids, or the same
/// blocks with at least [`NEAR_DUPLICATE_PERCENT`] of the letters the same.
pub fn near_duplicate(a: &Grid, b: &Grid) -> bool {
    a == b || same_letters_percent(a, b).is_some_and(|p| p >= NEAR_DUPLICATE_PERCENT)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Alphabet;
    use crate::grid::text::parse_grid;

    fn grid(rows: &str) -> Grid {
        parse_grid(rows, &Alphabet::latin()).expect("grid")
    }

    #[test]
    fn the_share_counts_white_squares_with_the_same_letter() {
        let a = grid("ABCDE\nFG#HI\nJKLMN\n");
        assert_eq!(same_letters_percent(&a, &a), Some(100));
        // One of 14 letters changed: 92%.
        let b = grid("ABCDE\nFG#HI\nJKLMZ\n");
        assert_eq!(same_letters_percent(&a, &b), Some(92));
        assert!(near_duplicate(&a, &b));
        // Two changed: 85%, no longer "very similar".
        let c = grid("ABCDE\nFG#HI\nJKLYZ\n");
        assert_eq!(same_letters_percent(&a, &c), Some(85));
        assert!(!near_duplicate(&a, &c));
    }

    #[test]
    fn other_blocks_or_sizes_are_not_alike_and_empty_squares_differ() {
        let a = grid("ABC\nDEF\nGHI\n");
        assert_eq!(same_letters_percent(&a, &grid("ABC\nD#F\nGHI\n")), None);
        assert_eq!(same_letters_percent(&a, &grid("ABCD\nDEFG\nGHIJ\n")), None);
        let blank = grid("...\n...\n...\n");
        assert_eq!(same_letters_percent(&blank, &blank), Some(0));
        assert!(
            near_duplicate(&blank, &blank),
            "equal grids are the same grid"
        );
        assert_eq!(same_letters_percent(&a, &grid("ABC\nDEF\nGH.\n")), Some(88));
    }
}
