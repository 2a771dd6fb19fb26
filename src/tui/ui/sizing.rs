//! How big the grid's squares are on a screen: the largest square that leaves the side
//! panels their minimum width, so a big terminal gets big numbered squares before it gets a
//! wider candidate list; on a small one, one-row squares without numbers, and at the very
//! last without the grid's border, rather than refusing the grid (a 21×21 at 80×24).

/// Square sizes tried, largest first, as (columns, rows). Squares of two rows and more carry
/// their numbers; one-row squares do not (the status line and the candidate panel name the
/// current entry).
pub const SQUARES: [(u16, u16); 4] = [(8, 4), (6, 3), (4, 2), (2, 1)];

/// The grid's geometry on a screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sizing {
    /// Columns per square.
    pub cell_w: u16,
    /// Rows per square.
    pub cell_h: u16,
    /// Whether the grid has its border (and title) around it.
    pub framed: bool,
}

impl Sizing {
    /// The grid's outer size on screen, border included: (columns, rows).
    pub fn outer(&self, width: u16, height: u16) -> (u16, u16) {
        let frame = if self.framed { 2 } else { 0 };
        (width * self.cell_w + frame, height * self.cell_h + frame)
    }
}

/// The largest squares for a `width`×`height` grid in `cols`×`rows` of screen with `side`
/// columns kept for the panels beside it, or `None` when even the smallest do not fit.
pub fn choose(width: u16, height: u16, cols: u16, rows: u16, side: u16) -> Option<Sizing> {
    let fits = |s: Sizing| {
        let (w, h) = s.outer(width, height);
        w.checked_add(side).is_some_and(|t| t <= cols) && h <= rows
    };
    let framed = SQUARES.iter().map(|&(cell_w, cell_h)| Sizing {
        cell_w,
        cell_h,
        framed: true,
    });
    // Without the border only as a last resort: it costs the title.
    let bare = Sizing {
        cell_w: 2,
        cell_h: 1,
        framed: false,
    };
    framed.chain([bare]).find(|&s| fits(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_big_terminal_gets_big_squares_and_a_small_one_still_gets_the_grid() {
        // 80×24 leaves 21 rows for the grid.
        let s = choose(15, 15, 80, 21, 24).expect("15×15 fits");
        assert_eq!((s.cell_w, s.cell_h, s.framed), (2, 1, true));
        let s = choose(21, 21, 80, 21, 24).expect("21×21 fits");
        assert_eq!((s.cell_w, s.cell_h, s.framed), (2, 1, false));
        // 200×60: a 15×15 in three-row squares.
        let s = choose(15, 15, 200, 57, 24).expect("fits");
        assert_eq!((s.cell_w, s.cell_h), (6, 3));
        let s = choose(5, 5, 200, 57, 24).expect("fits");
        assert_eq!((s.cell_w, s.cell_h), (8, 4));
        assert_eq!(choose(25, 25, 80, 21, 24), None);
    }
}
