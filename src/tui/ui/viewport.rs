//! Which part of a grid larger than the window is on screen: a window of rows and columns
//! that keeps the cursor in view (centred where the grid allows), and the position
//! indicator the grid's border shows ("rows 12–30 of 64, cols 1–27 of 64").

use crate::grid::Pos;

/// The squares on screen: `rows` rows from `row0` and `cols` columns from `col0` of a
/// `height`×`width` grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Viewport {
    /// First row shown.
    pub row0: usize,
    /// First column shown.
    pub col0: usize,
    /// Rows shown.
    pub rows: usize,
    /// Columns shown.
    pub cols: usize,
    /// Rows of the grid.
    pub height: usize,
    /// Columns of the grid.
    pub width: usize,
}

/// The first of `room` lines shown out of `len`, with `cursor` as near the middle as the
/// ends allow (a grid that fits starts at 0).
pub fn start(len: usize, room: usize, cursor: usize) -> usize {
    if room == 0 || len <= room {
        return 0;
    }
    cursor.saturating_sub(room / 2).min(len - room)
}

impl Viewport {
    /// The view of a `width`×`height` grid with room for `cols`×`rows` squares around
    /// `cursor`.
    pub fn around(width: usize, height: usize, cols: usize, rows: usize, cursor: Pos) -> Self {
        Viewport {
            row0: start(height, rows, cursor.row),
            col0: start(width, cols, cursor.col),
            rows: rows.min(height),
            cols: cols.min(width),
            height,
            width,
        }
    }

    /// The whole grid.
    pub fn whole(width: usize, height: usize) -> Self {
        Self::around(width, height, width, height, Pos::new(0, 0))
    }

    /// Whether every square is shown.
    pub fn is_whole(&self) -> bool {
        self.rows >= self.height && self.cols >= self.width
    }

    /// Whether a square is on screen.
    pub fn contains(&self, p: Pos) -> bool {
        (self.row0..self.row0 + self.rows).contains(&p.row)
            && (self.col0..self.col0 + self.cols).contains(&p.col)
    }

    /// A square's place within the view (row, column from the view's corner).
    pub fn offset(&self, p: Pos) -> Option<(usize, usize)> {
        self.contains(p)
            .then(|| (p.row - self.row0, p.col - self.col0))
    }

    /// The square at a place within the view.
    pub fn square(&self, row: usize, col: usize) -> Option<Pos> {
        (row < self.rows && col < self.cols).then(|| Pos::new(self.row0 + row, self.col0 + col))
    }

    /// The border's position indicator, counted from 1; empty when the whole grid shows.
    pub fn indicator(&self) -> String {
        if self.is_whole() {
            return String::new();
        }
        format!(
            "rows {}–{} of {}, cols {}–{} of {}",
            self.row0 + 1,
            self.row0 + self.rows,
            self.height,
            self.col0 + 1,
            self.col0 + self.cols,
            self.width
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_grid_that_fits_starts_at_the_corner() {
        assert_eq!(start(15, 15, 14), 0);
        assert_eq!(start(15, 40, 7), 0);
        let v = Viewport::whole(15, 15);
        assert!(v.is_whole());
        assert_eq!(v.indicator(), "");
    }

    #[test]
    fn the_window_centres_the_cursor_and_stops_at_the_ends() {
        assert_eq!(start(64, 20, 0), 0);
        assert_eq!(start(64, 20, 9), 0);
        assert_eq!(start(64, 20, 10), 0);
        assert_eq!(start(64, 20, 11), 1);
        assert_eq!(start(64, 20, 40), 30);
        assert_eq!(start(64, 20, 63), 44);
        assert_eq!(start(64, 0, 5), 0);
        for cursor in 0..64 {
            let s = start(64, 19, cursor);
            assert!((s..s + 19).contains(&cursor), "cursor {cursor} off screen");
            assert!(s + 19 <= 64);
        }
    }

    #[test]
    fn squares_map_both_ways_and_the_indicator_counts_from_one() {
        let v = Viewport::around(40, 40, 27, 19, Pos::new(30, 5));
        assert_eq!((v.row0, v.col0, v.rows, v.cols), (21, 0, 19, 27));
        assert_eq!(v.indicator(), "rows 22–40 of 40, cols 1–27 of 40");
        assert!(v.contains(Pos::new(30, 5)) && !v.contains(Pos::new(20, 5)));
        assert_eq!(v.offset(Pos::new(30, 5)), Some((9, 5)));
        assert_eq!(v.square(9, 5), Some(Pos::new(30, 5)));
        assert_eq!(v.square(19, 0), None);
        assert_eq!(v.offset(Pos::new(0, 30)), None);
        let wide = Viewport::around(57, 7, 27, 19, Pos::new(3, 56));
        assert_eq!((wide.row0, wide.col0, wide.rows), (0, 30, 7));
        assert_eq!(wide.indicator(), "rows 1–7 of 7, cols 31–57 of 57");
    }
}
