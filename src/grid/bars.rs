//! Bars: thick lines between two white squares that end an entry the way a block does.
//!
//! The bars themselves live in the puzzle's square styles ([`super::Style::bar_right`],
//! [`super::Style::bar_bottom`]), where every format reads and writes them; [`Bars`] is the
//! read-only view the one numbering rule ([`super::Slots::with_bars`]) and the filler take.

use super::{Direction, Grid, Pos, Style, Symmetry};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// Which edge of its square a bar runs along.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum BarEdge {
    /// The right edge: the bar ends an across entry.
    Right,
    /// The bottom edge: the bar ends a down entry.
    Bottom,
}

/// One bar, named by its square and edge, as reports list them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct BarRef {
    /// The square whose edge carries the bar.
    pub square: Pos,
    /// Which edge.
    pub edge: BarEdge,
}

impl BarRef {
    /// The bar after `pos` in `direction` (its right edge across, its bottom edge down).
    pub fn new(pos: Pos, direction: Direction) -> BarRef {
        let edge = match direction {
            Direction::Across => BarEdge::Right,
            Direction::Down => BarEdge::Bottom,
        };
        BarRef { square: pos, edge }
    }
}

impl fmt::Display for BarRef {
    /// "r3c4 right": the square 1-based, as a constructor counts.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let edge = match self.edge {
            BarEdge::Right => "right",
            BarEdge::Bottom => "bottom",
        };
        write!(f, "{} {edge}", self.square)
    }
}

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

    /// The edges that break `symmetry`: a bar whose partner edge ([`bar_partners`], the same
    /// pairing the studio draws with) has none, and that partner edge itself, in reading
    /// order. Only edges between two white squares count: a bar against a block ends nothing,
    /// and the block symmetry check already covers the block. A mode that does not fit the
    /// grid is not checked, as for blocks.
    pub fn asymmetric(&self, grid: &Grid, symmetry: Symmetry) -> Vec<BarRef> {
        let (w, h) = (grid.width(), grid.height());
        if !symmetry.fits(w, h) {
            return Vec::new();
        }
        let live = |p: Pos, d: Direction| {
            let q = match d {
                Direction::Across => Pos::new(p.row, p.col + 1),
                Direction::Down => Pos::new(p.row + 1, p.col),
            };
            grid.contains(q) && grid.is_white(p) && grid.is_white(q) && self.after(p, d)
        };
        let mut out = BTreeSet::new();
        for (p, d) in self.iter().filter(|&(p, d)| live(p, d)) {
            let partners = bar_partners(symmetry, p, d, w, h);
            let missing: Vec<_> = partners.iter().filter(|&&(q, e)| !live(q, e)).collect();
            if !missing.is_empty() {
                out.insert(BarRef::new(p, d));
                out.extend(missing.into_iter().map(|&(q, e)| BarRef::new(q, e)));
            }
        }
        // Reading order of the square, the right edge before the bottom one.
        out.into_iter().collect()
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
    use crate::grid::{Alphabet, text::parse_grid};

    fn grid(s: &str) -> Grid {
        parse_grid(s, &Alphabet::latin()).expect("test grid parses")
    }

    fn bars(list: &[(usize, usize, Direction)]) -> Bars {
        let mut b = Bars::none();
        for &(r, c, d) in list {
            b.set(Pos::new(r, c), d, true);
        }
        b
    }

    fn refs(list: &[(usize, usize, BarEdge)]) -> Vec<BarRef> {
        list.iter()
            .map(|&(r, c, edge)| BarRef {
                square: Pos::new(r, c),
                edge,
            })
            .collect()
    }

    #[test]
    fn a_lone_bar_and_its_missing_partner_are_named_per_symmetry() {
        use BarEdge::{Bottom, Right};
        use Direction::{Across, Down};
        let g = grid(&".....\n".repeat(5));
        // The right edge of r1c1 (0, 0): its rotational partner is the right edge of the
        // square left of (4, 4), i.e. (4, 3).
        let b = bars(&[(0, 0, Across)]);
        let cases = [
            (Symmetry::None, vec![]),
            (Symmetry::Rotational, refs(&[(0, 0, Right), (4, 3, Right)])),
            (
                Symmetry::MirrorLeftRight,
                refs(&[(0, 0, Right), (0, 3, Right)]),
            ),
            (
                Symmetry::MirrorTopBottom,
                refs(&[(0, 0, Right), (4, 0, Right)]),
            ),
            (Symmetry::Diagonal, refs(&[(0, 0, Right), (0, 0, Bottom)])),
            (
                Symmetry::FourWay,
                refs(&[(0, 0, Right), (0, 4, Bottom), (3, 0, Bottom), (4, 3, Right)]),
            ),
        ];
        for (sym, want) in cases {
            assert_eq!(b.asymmetric(&g, sym), want, "{sym}");
        }
        // A bottom bar under rotation pairs with the bottom edge of the square above.
        let b = bars(&[(1, 2, Down)]);
        assert_eq!(
            b.asymmetric(&g, Symmetry::Rotational),
            refs(&[(1, 2, Bottom), (2, 2, Bottom)])
        );
    }

    #[test]
    fn bars_drawn_with_their_partners_are_symmetric() {
        let g = grid(&"......\n".repeat(6));
        for sym in Symmetry::ALL {
            let mut b = Bars::none();
            for (p, d) in [
                (Pos::new(0, 1), Direction::Across),
                (Pos::new(2, 3), Direction::Down),
                (Pos::new(4, 0), Direction::Down),
            ] {
                for (q, e) in bar_partners(sym, p, d, 6, 6) {
                    b.set(q, e, true);
                }
            }
            assert!(b.asymmetric(&g, sym).is_empty(), "{sym}");
        }
        // The bars either side of an odd grid's centre square pair up under rotation.
        let g = grid(&".....\n".repeat(5));
        let b = bars(&[(2, 1, Direction::Across), (2, 2, Direction::Across)]);
        assert!(b.asymmetric(&g, Symmetry::Rotational).is_empty());
    }

    #[test]
    fn a_bar_against_a_block_ends_nothing_and_is_not_checked() {
        let g = grid("#....\n.....\n.....\n.....\n....#\n");
        let b = bars(&[(0, 0, Direction::Across)]);
        assert!(b.asymmetric(&g, Symmetry::Rotational).is_empty());
        // Diagonal and four-way do not fit a rectangle and are not checked there.
        let g = grid("......\n......\n");
        let b = bars(&[(0, 0, Direction::Across)]);
        assert!(b.asymmetric(&g, Symmetry::Diagonal).is_empty());
        assert_eq!(b.asymmetric(&g, Symmetry::Rotational).len(), 2);
    }

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
