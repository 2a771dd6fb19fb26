//! Bars: thick lines between two white squares that end an entry the way a block does.
//!
//! The bars themselves live in the puzzle's square styles ([`super::Style::bar_right`],
//! [`super::Style::bar_bottom`]), where every format reads and writes them; [`Bars`] is the
//! read-only view the one numbering rule ([`super::Slots::with_bars`]) and the filler take.

use super::{Direction, Pos, Style, Symmetry};
use std::collections::{BTreeMap, BTreeSet};

/// Which edges of which squares carry a bar: a bar on the right edge of a square, or on its
/// bottom edge. A bar on the grid's outer edge means nothing and is not kept.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Bars {
    right: BTreeSet<Pos>,
    bottom: BTreeSet<Pos>,
}

impl Bars {
    /// No bars at all: a blocked grid.
    pub fn none() -> Bars {
        Bars::default()
    }

    /// The bars of a puzzle's square styles, for a grid `width` × `height`.
    pub fn from_styles(styles: &BTreeMap<Pos, Style>, width: usize, height: usize) -> Bars {
        let mut bars = Bars::none();
        for (&p, s) in styles {
            if s.bar_right && p.col + 1 < width && p.row < height {
                bars.right.insert(p);
            }
            if s.bar_bottom && p.row + 1 < height && p.col < width {
                bars.bottom.insert(p);
            }
        }
        bars
    }

    /// True when there is no bar.
    pub fn is_empty(&self) -> bool {
        self.right.is_empty() && self.bottom.is_empty()
    }

    /// How many bars there are.
    pub fn len(&self) -> usize {
        self.right.len() + self.bottom.len()
    }

    /// Whether a bar runs along the right edge of `pos`.
    pub fn right(&self, pos: Pos) -> bool {
        self.right.contains(&pos)
    }

    /// Whether a bar runs along the bottom edge of `pos`.
    pub fn bottom(&self, pos: Pos) -> bool {
        self.bottom.contains(&pos)
    }

    /// Whether a bar ends an entry of `direction` right after `pos` (its right edge across,
    /// its bottom edge down).
    pub fn after(&self, pos: Pos, direction: Direction) -> bool {
        match direction {
            Direction::Across => self.right(pos),
            Direction::Down => self.bottom(pos),
        }
    }

    /// Sets or clears one bar (after `pos` in `direction`), as the studio and tests draw them.
    pub fn set(&mut self, pos: Pos, direction: Direction, on: bool) {
        let set = match direction {
            Direction::Across => &mut self.right,
            Direction::Down => &mut self.bottom,
        };
        if on {
            set.insert(pos);
        } else {
            set.remove(&pos);
        }
    }

    /// Every bar as (square, direction it ends), across bars first, each in reading order.
    pub fn iter(&self) -> impl Iterator<Item = (Pos, Direction)> + '_ {
        let r = self.right.iter().map(|&p| (p, Direction::Across));
        r.chain(self.bottom.iter().map(|&p| (p, Direction::Down)))
    }
}

/// The bars a symmetry pairs with the bar after `pos` in `direction` (that bar included, no
/// repeats), in a grid `width` × `height`; a bar whose partner would leave the grid has none.
///
/// A bar is an edge between two squares, so its partner is the image of that edge: under
/// rotation the right edge of `(r, c)` is the left edge of `(h−1−r, w−1−c)`, which is the right
/// edge of the square left of it; a left–right mirror likewise turns a right edge into a left
/// one, while a top–bottom mirror keeps right edges right and turns bottom edges into top ones.
/// The diagonal and the quarter turn also swap across bars and down bars.
pub fn bar_partners(
    symmetry: Symmetry,
    pos: Pos,
    direction: Direction,
    width: usize,
    height: usize,
) -> Vec<(Pos, Direction)> {
    let mut out = vec![(pos, direction)];
    if !symmetry.fits(width, height) || width == 0 || height == 0 {
        return out;
    }
    // The edge as the pair of squares on either side, in grid coordinates.
    let (a, b) = match direction {
        Direction::Across => (pos, Pos::new(pos.row, pos.col + 1)),
        Direction::Down => (pos, Pos::new(pos.row + 1, pos.col)),
    };
    if b.row >= height || b.col >= width {
        return out;
    }
    for (ia, ib) in images(symmetry, a, width, height)
        .into_iter()
        .zip(images(symmetry, b, width, height))
    {
        let (first, second) = if ia <= ib { (ia, ib) } else { (ib, ia) };
        let dir = if first.row == second.row {
            Direction::Across
        } else {
            Direction::Down
        };
        if !out.contains(&(first, dir)) {
            out.push((first, dir));
        }
    }
    out
}

/// The images of a square under each non-identity map of the symmetry, in a fixed order
/// and with repeats, so the images of two neighbours pair up map by map into one edge.
fn images(symmetry: Symmetry, pos: Pos, width: usize, height: usize) -> Vec<Pos> {
    let (r, c) = (pos.row, pos.col);
    let (h1, w1) = (height - 1, width - 1);
    match symmetry {
        Symmetry::None => vec![],
        Symmetry::Rotational => vec![Pos::new(h1 - r, w1 - c)],
        Symmetry::MirrorLeftRight => vec![Pos::new(r, w1 - c)],
        Symmetry::MirrorTopBottom => vec![Pos::new(h1 - r, c)],
        Symmetry::Diagonal => vec![Pos::new(c, r)],
        Symmetry::FourWay => vec![
            Pos::new(c, w1 - r),
            Pos::new(h1 - r, w1 - c),
            Pos::new(h1 - c, r),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(r: usize, c: usize) -> Pos {
        Pos::new(r, c)
    }

    #[test]
    fn outer_edges_are_not_bars() {
        let mut styles = BTreeMap::new();
        let barred = Style {
            bar_right: true,
            bar_bottom: true,
            ..Style::default()
        };
        styles.insert(p(0, 2), barred.clone());
        styles.insert(p(1, 1), barred);
        let bars = Bars::from_styles(&styles, 3, 2);
        assert_eq!(bars.len(), 2);
        assert!(bars.right(p(1, 1)) && !bars.bottom(p(1, 1)));
        assert!(!bars.right(p(0, 2)));
        assert!(bars.bottom(p(0, 2)));
    }
}
