//! The rectangular grid of cells.

use super::{Cell, Pos, Symmetry};

/// Why a grid could not be made or changed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GridError {
    /// Width or height outside the supported range.
    #[error(
        "a grid is {min} to {max} squares on each side, not {width}×{height}",
        min = Grid::MIN_SIDE,
        max = Grid::MAX_SIDE
    )]
    BadSize {
        /// Requested width.
        width: usize,
        /// Requested height.
        height: usize,
    },
    /// A square outside the grid.
    #[error("square {pos} is outside the {width}×{height} grid")]
    OutOfBounds {
        /// The square asked for.
        pos: Pos,
        /// Grid width.
        width: usize,
        /// Grid height.
        height: usize,
    },
    /// A rebus cell that names no text of this grid (texts are set with `set_rebus`).
    #[error("square {pos} was given a rebus this grid does not hold; set it with its text")]
    UnknownRebus {
        /// The square.
        pos: Pos,
    },
    /// A rebus with no text, or with a character that is not printable.
    #[error("square {pos}: a rebus holds 1 to {max} printable characters, not {text:?}", max = Grid::MAX_REBUS)]
    BadRebus {
        /// The square.
        pos: Pos,
        /// The text given.
        text: String,
    },
    /// A symmetry that needs a square grid was used on a rectangle.
    #[error("{symmetry} symmetry needs a square grid, this one is {width}×{height}")]
    SymmetryNeedsSquare {
        /// The mode asked for.
        symmetry: Symmetry,
        /// Grid width.
        width: usize,
        /// Grid height.
        height: usize,
    },
}

/// A width × height array of cells, row-major, with the texts of its rebus squares.
///
/// Rebus texts are interned in an append-only table so `Cell` stays `Copy` and an undo that
/// puts back an old `Cell::Rebus(i)` finds its text again. Equality and hashing look at what
/// each square holds, not at the table.
#[derive(Debug, Clone)]
pub struct Grid {
    width: usize,
    height: usize,
    cells: Vec<Cell>,
    rebus: Vec<Box<str>>,
}

impl PartialEq for Grid {
    fn eq(&self, other: &Self) -> bool {
        self.width == other.width
            && self.height == other.height
            && self
                .cells
                .iter()
                .zip(&other.cells)
                .all(|(&a, &b)| match (a, b) {
                    (Cell::Rebus(x), Cell::Rebus(y)) => self.rebus_text(x) == other.rebus_text(y),
                    _ => a == b,
                })
    }
}

impl Eq for Grid {}

impl std::hash::Hash for Grid {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.width.hash(state);
        self.height.hash(state);
        for &c in &self.cells {
            match c {
                Cell::Rebus(i) => self.rebus_text(i).hash(state),
                other => other.hash(state),
            }
        }
    }
}

impl Grid {
    /// The smallest side a grid may have.
    pub const MIN_SIDE: usize = 2;
    /// The largest side a grid may have (the largest published grids we support).
    pub const MAX_SIDE: usize = 255;
    /// The most characters a rebus square may hold.
    pub const MAX_REBUS: usize = 16;

    /// An all-white, empty grid.
    pub fn new(width: usize, height: usize) -> Result<Self, GridError> {
        Self::check_size(width, height)?;
        Ok(Self {
            width,
            height,
            cells: vec![Cell::Empty; width * height],
            rebus: Vec::new(),
        })
    }

    /// A grid from rows of cells; every row must have the same length. Rebus squares are set
    /// afterwards with [`Grid::set_rebus`]; a `Cell::Rebus` here is refused.
    pub fn from_rows(rows: Vec<Vec<Cell>>) -> Result<Self, GridError> {
        let height = rows.len();
        let width = rows.first().map_or(0, Vec::len);
        Self::check_size(width, height)?;
        if let Some(r) = rows.iter().position(|row| row.len() != width) {
            return Err(GridError::OutOfBounds {
                pos: Pos::new(r, rows[r].len().min(width)),
                width,
                height,
            });
        }
        let cells: Vec<Cell> = rows.into_iter().flatten().collect();
        if let Some(i) = cells.iter().position(|c| matches!(c, Cell::Rebus(_))) {
            return Err(GridError::UnknownRebus {
                pos: Pos::new(i / width, i % width),
            });
        }
        Ok(Self {
            width,
            height,
            cells,
            rebus: Vec::new(),
        })
    }

    fn check_size(width: usize, height: usize) -> Result<(), GridError> {
        let ok = |n: usize| (Self::MIN_SIDE..=Self::MAX_SIDE).contains(&n);
        if ok(width) && ok(height) {
            Ok(())
        } else {
            Err(GridError::BadSize { width, height })
        }
    }

    /// Number of columns.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Number of rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// Whether the square lies inside the grid.
    pub fn contains(&self, pos: Pos) -> bool {
        pos.row < self.height && pos.col < self.width
    }

    /// The row-major index of a square inside the grid.
    pub fn index(&self, pos: Pos) -> usize {
        debug_assert!(self.contains(pos));
        pos.row * self.width + pos.col
    }

    /// The square at a row-major index.
    pub fn pos(&self, index: usize) -> Pos {
        Pos::new(index / self.width, index % self.width)
    }

    /// The cell at a square, or `None` outside the grid.
    pub fn get(&self, pos: Pos) -> Option<Cell> {
        self.contains(pos).then(|| self.cells[self.index(pos)])
    }

    /// The cell at a square that is known to be inside the grid.
    pub fn cell(&self, pos: Pos) -> Cell {
        self.cells[self.index(pos)]
    }

    /// Sets one cell, returning what it held. A `Cell::Rebus` must come from this grid (an
    /// undo putting back what `set` returned); new rebus squares go through `set_rebus`.
    pub fn set(&mut self, pos: Pos, cell: Cell) -> Result<Cell, GridError> {
        if !self.contains(pos) {
            return Err(self.out_of_bounds(pos));
        }
        if let Cell::Rebus(r) = cell
            && usize::from(r) >= self.rebus.len()
        {
            return Err(GridError::UnknownRebus { pos });
        }
        let i = self.index(pos);
        Ok(std::mem::replace(&mut self.cells[i], cell))
    }

    /// Makes a square a rebus holding `text` (stored uppercase), returning what it held.
    ///
    /// The text is 1 to [`Grid::MAX_REBUS`] printable characters that are not white space.
    pub fn set_rebus(&mut self, pos: Pos, text: &str) -> Result<Cell, GridError> {
        if !self.contains(pos) {
            return Err(self.out_of_bounds(pos));
        }
        let text: String = text.chars().flat_map(char::to_uppercase).collect();
        let n = text.chars().count();
        if n == 0
            || n > Self::MAX_REBUS
            || text.chars().any(|c| c.is_whitespace() || c.is_control())
        {
            return Err(GridError::BadRebus { pos, text });
        }
        let id = match self.rebus.iter().position(|t| **t == *text) {
            Some(id) => id,
            None => {
                self.rebus.push(text.into_boxed_str());
                self.rebus.len() - 1
            }
        };
        let id = u16::try_from(id).map_err(|_| GridError::BadRebus {
            pos,
            text: String::from("(too many rebus texts in one grid)"),
        })?;
        let i = self.index(pos);
        Ok(std::mem::replace(&mut self.cells[i], Cell::Rebus(id)))
    }

    /// The text of a rebus cell of this grid ("" for an index it never made).
    pub fn rebus_text(&self, id: u16) -> &str {
        self.rebus.get(usize::from(id)).map_or("", |t| t)
    }

    /// The rebus text at a square, if the square is a rebus.
    pub fn rebus_at(&self, pos: Pos) -> Option<&str> {
        match self.get(pos)? {
            Cell::Rebus(id) => Some(self.rebus_text(id)),
            _ => None,
        }
    }

    /// Every rebus square with its text, row-major.
    pub fn rebus_squares(&self) -> impl Iterator<Item = (Pos, &str)> + '_ {
        self.cells.iter().enumerate().filter_map(|(i, c)| match *c {
            Cell::Rebus(id) => Some((self.pos(i), self.rebus_text(id))),
            _ => None,
        })
    }

    /// All cells, row-major.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// Every square, row-major.
    pub fn positions(&self) -> impl Iterator<Item = Pos> + '_ {
        (0..self.cells.len()).map(|i| self.pos(i))
    }

    /// Whether the square is inside the grid and white.
    pub fn is_white(&self, pos: Pos) -> bool {
        self.get(pos).is_some_and(Cell::is_white)
    }

    /// Toggles a block at `pos` and at its symmetry partners, so they all match the new state.
    ///
    /// A white square becomes a block together with its partners (their letters are cleared);
    /// a block becomes empty together with its partners. Returns every changed square with the
    /// cell it held before, so the caller can undo the edit exactly.
    pub fn toggle_block(
        &mut self,
        pos: Pos,
        symmetry: Symmetry,
    ) -> Result<Vec<(Pos, Cell)>, GridError> {
        if !self.contains(pos) {
            return Err(self.out_of_bounds(pos));
        }
        if !symmetry.fits(self.width, self.height) {
            return Err(GridError::SymmetryNeedsSquare {
                symmetry,
                width: self.width,
                height: self.height,
            });
        }
        let target = if self.cell(pos).is_block() {
            Cell::Empty
        } else {
            Cell::Block
        };
        let mut changed = Vec::new();
        for p in symmetry.partners(pos, self.width, self.height) {
            let old = self.cell(p);
            if old != target {
                let i = self.index(p);
                self.cells[i] = target;
                changed.push((p, old));
            }
        }
        Ok(changed)
    }

    /// Squares whose block state differs from a partner's under `symmetry`.
    pub fn symmetry_violations(&self, symmetry: Symmetry) -> Vec<Pos> {
        if !symmetry.fits(self.width, self.height) {
            return Vec::new();
        }
        self.positions()
            .filter(|&p| {
                let block = self.cell(p).is_block();
                symmetry
                    .partners(p, self.width, self.height)
                    .into_iter()
                    .any(|q| self.cell(q).is_block() != block)
            })
            .collect()
    }

    /// Share of white squares holding a letter, in percent (100 for a grid with no white).
    pub fn filled_percent(&self) -> usize {
        let white = self.cells.iter().filter(|c| c.is_white()).count();
        let filled = self.cells.iter().filter(|c| c.is_filled()).count();
        (filled * 100).checked_div(white).unwrap_or(100)
    }

    /// True when every white square holds a letter.
    pub fn is_complete(&self) -> bool {
        self.cells.iter().all(|c| *c != Cell::Empty)
    }

    /// The same grid with every letter removed (blocks kept).
    pub fn pattern_only(&self) -> Grid {
        let mut g = self.clone();
        for c in &mut g.cells {
            if c.is_white() {
                *c = Cell::Empty;
            }
        }
        g
    }

    fn out_of_bounds(&self, pos: Pos) -> GridError {
        GridError::OutOfBounds {
            pos,
            width: self.width,
            height: self.height,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn sizes_are_bounded() {
        assert!(Grid::new(3, 3).is_ok());
        assert!(Grid::new(2, 2).is_ok());
        assert!(Grid::new(1, 5).is_err());
        assert!(Grid::new(29, 5).is_ok());
        assert_eq!(
            Grid::new(0, 0),
            Err(GridError::BadSize {
                width: 0,
                height: 0
            })
        );
        assert!(Grid::new(30, 3).is_err());
    }

    #[test]
    fn toggling_clears_letters_and_reports_them() {
        let mut g = Grid::new(5, 5).unwrap();
        g.set(Pos::new(4, 4), Cell::Letter(3)).unwrap();
        let changed = g
            .toggle_block(Pos::new(0, 0), Symmetry::Rotational)
            .unwrap();
        assert_eq!(
            changed,
            vec![
                (Pos::new(0, 0), Cell::Empty),
                (Pos::new(4, 4), Cell::Letter(3))
            ]
        );
        assert!(g.cell(Pos::new(4, 4)).is_block());
        assert!(g.toggle_block(Pos::new(0, 0), Symmetry::Diagonal).is_ok());
        let mut rect = Grid::new(5, 4).unwrap();
        assert!(matches!(
            rect.toggle_block(Pos::new(0, 0), Symmetry::Diagonal),
            Err(GridError::SymmetryNeedsSquare { .. })
        ));
    }

    #[test]
    fn rebus_squares_keep_their_text_through_undo() {
        let mut g = Grid::new(3, 3).unwrap();
        let p = Pos::new(1, 1);
        g.set_rebus(p, "star").unwrap();
        assert_eq!(g.rebus_at(p), Some("STAR"));
        let old = g.set(p, Cell::Letter(0)).unwrap();
        assert_eq!(g.rebus_at(p), None);
        g.set(p, old).unwrap();
        assert_eq!(g.rebus_at(p), Some("STAR"));
        assert!(g.set(Pos::new(0, 0), Cell::Rebus(7)).is_err());
        assert!(g.set_rebus(p, "").is_err());
        assert!(g.set_rebus(p, "A B").is_err());
        let mut h = Grid::new(3, 3).unwrap();
        h.set_rebus(Pos::new(0, 0), "X").unwrap();
        h.set_rebus(p, "STAR").unwrap();
        h.set(Pos::new(0, 0), Cell::Empty).unwrap();
        assert_eq!(g, h, "equal by content, not by table");
        assert!(Grid::from_rows(vec![vec![Cell::Rebus(0); 3]; 3]).is_err());
    }

    fn symmetry() -> impl Strategy<Value = Symmetry> {
        proptest::sample::select(Symmetry::ALL.to_vec())
    }

    proptest! {
        #[test]
        fn toggle_twice_restores_a_symmetric_grid(
            w in 3usize..12, h in 3usize..12, sym in symmetry(),
            toggles in proptest::collection::vec((0usize..12, 0usize..12), 0..30),
            probe in (0usize..12, 0usize..12),
        ) {
            let sym = if sym.fits(w, h) { sym } else { Symmetry::Rotational };
            let mut g = Grid::new(w, h).unwrap();
            for (r, c) in toggles {
                g.toggle_block(Pos::new(r % h, c % w), sym).unwrap();
            }
            let before = g.clone();
            let p = Pos::new(probe.0 % h, probe.1 % w);
            g.toggle_block(p, sym).unwrap();
            g.toggle_block(p, sym).unwrap();
            prop_assert_eq!(g, before);
        }

        #[test]
        fn grids_built_by_toggling_are_symmetric(
            w in 3usize..12, h in 3usize..12, sym in symmetry(),
            toggles in proptest::collection::vec((0usize..12, 0usize..12), 0..40),
        ) {
            let sym = if sym.fits(w, h) { sym } else { Symmetry::MirrorLeftRight };
            let mut g = Grid::new(w, h).unwrap();
            for (r, c) in toggles {
                g.toggle_block(Pos::new(r % h, c % w), sym).unwrap();
                prop_assert!(g.symmetry_violations(sym).is_empty());
            }
        }
    }
}
