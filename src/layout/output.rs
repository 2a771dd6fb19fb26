//! Turning an arrangement into a numbered [`Puzzle`] and a word list that agrees with it.

use super::generator::Arrangement;
use super::input::AnswerList;
use crate::grid::{Cell, ClueKey, Direction, Grid, Meta, Pos, Puzzle, Slots, Symmetry};

/// Why an arrangement cannot become a puzzle.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LayoutError {
    /// Fewer than two answers could be placed, so there is no crossword.
    #[error("no two answers could be laid out crossing each other (unplaced: {})", .unplaced.join(", "))]
    NothingPlaced {
        /// The answers left out, as written.
        unplaced: Vec<String>,
    },
    /// A digit or symbol square the grid refused (not possible for a list made by `parse`).
    #[error("a symbol square could not be made: {0}")]
    Symbol(String),
    /// The box does not fit a grid (only possible for an arrangement not made by `arrange`).
    #[error("the layout is {width}×{height}, larger than a grid can be")]
    TooLarge {
        /// Columns.
        width: usize,
        /// Rows.
        height: usize,
    },
}

/// One placed answer with the number the grid gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LaidWord {
    /// The clue number of its first square in the grid's standard numbering.
    pub number: u16,
    /// Across or down.
    pub direction: Direction,
    /// Index of the answer in the input list.
    pub entry: usize,
    /// Its squares in reading order.
    pub cells: Vec<Pos>,
}

/// A finished layout: the puzzle, its numbered words and the answers left out.
#[derive(Debug, Clone, PartialEq)]
pub struct Layout {
    /// Grid (blocks around the letters), alphabet, clues keyed by the grid's numbering.
    pub puzzle: Puzzle,
    /// Placed answers sorted by number, across before down.
    pub words: Vec<LaidWord>,
    /// Input indices of answers that could not be placed.
    pub unplaced: Vec<usize>,
    /// The raw arrangement the puzzle came from.
    pub arrangement: Arrangement,
}

impl Layout {
    /// Number of squares holding a letter.
    pub fn letter_count(&self) -> usize {
        self.puzzle
            .grid
            .cells()
            .iter()
            .filter(|c| c.is_white())
            .count()
    }

    /// Squares crossed by both an across and a down answer.
    pub fn crossings(&self) -> usize {
        let g = &self.puzzle.grid;
        let slots = Slots::of(g);
        g.positions()
            .filter(|&p| g.cell(p).is_white() && slots.is_checked(p))
            .count()
    }
}

/// The cells of a word `len` long starting at `start`.
pub(crate) fn word_cells(start: Pos, direction: Direction, len: usize) -> Vec<Pos> {
    let (dr, dc) = direction.step();
    (0..len)
        .map(|i| Pos::new(start.row + dr * i, start.col + dc * i))
        .collect()
}

/// Builds the puzzle of an arrangement: letters where answers lie, blocks elsewhere, the box
/// padded with blocks to the 3×3 minimum, clues keyed by the standard numbering.
pub fn to_puzzle(list: &AnswerList, arrangement: &Arrangement) -> Result<Puzzle, LayoutError> {
    Ok(build(list, arrangement)?.puzzle)
}

/// Builds the whole [`Layout`] of an arrangement.
pub fn build(list: &AnswerList, arrangement: &Arrangement) -> Result<Layout, LayoutError> {
    if arrangement.placements.len() < 2 {
        return Err(LayoutError::NothingPlaced {
            unplaced: list.entries.iter().map(|e| e.answer.clone()).collect(),
        });
    }
    let (w, h) = (
        arrangement.width.max(Grid::MIN_SIDE),
        arrangement.height.max(Grid::MIN_SIDE),
    );
    let too_large = LayoutError::TooLarge {
        width: arrangement.width,
        height: arrangement.height,
    };
    let mut rows = vec![vec![Cell::Block; w]; h];
    let mut symbols = Vec::new();
    for p in &arrangement.placements {
        let letters = &list.entries[p.word].letters;
        for (pos, &l) in word_cells(Pos::new(p.row, p.col), p.direction, letters.len())
            .iter()
            .zip(letters)
        {
            let cell = rows
                .get_mut(pos.row)
                .and_then(|r| r.get_mut(pos.col))
                .ok_or_else(|| too_large.clone())?;
            if AnswerList::is_symbol(l) {
                // A white square for now; it becomes a rebus square once the grid exists.
                *cell = Cell::Empty;
                symbols.push((*pos, l));
            } else {
                *cell = Cell::Letter(l);
            }
        }
    }
    let mut grid = Grid::from_rows(rows).map_err(|_| too_large.clone())?;
    for (pos, l) in symbols {
        let text = list.square_text(l).unwrap_or_default();
        grid.set_rebus(pos, &text)
            .map_err(|e| LayoutError::Symbol(e.to_string()))?;
    }
    let slots = Slots::of(&grid);
    let mut words: Vec<LaidWord> = arrangement
        .placements
        .iter()
        .map(|p| {
            let start = Pos::new(p.row, p.col);
            LaidWord {
                // A valid layout numbers every word start; 0 marks a broken one for the validator.
                number: slots.number_at(start).unwrap_or(0),
                direction: p.direction,
                entry: p.word,
                cells: word_cells(start, p.direction, list.entries[p.word].letters.len()),
            }
        })
        .collect();
    words.sort_by_key(|w| (w.number, w.direction));
    let clues = words
        .iter()
        .map(|w| {
            (
                ClueKey::new(w.number, w.direction),
                list.entries[w.entry].clue.clone(),
            )
        })
        .collect();
    let min_len = words.iter().map(|w| w.cells.len()).min().unwrap_or(2);
    let meta = Meta {
        title: list.title.clone().unwrap_or_default(),
        // Freeform layouts have no block symmetry, and two-letter answers are allowed.
        symmetry: Symmetry::None,
        min_entry_len: min_len,
        ..Meta::default()
    };
    Ok(Layout {
        puzzle: Puzzle {
            alphabet: list.alphabet.clone(),
            clues,
            meta,
            ..Puzzle::new(grid)
        },
        words,
        unplaced: arrangement.unplaced.clone(),
        arrangement: arrangement.clone(),
    })
}

/// The grid as text rows (`#` for blocks) followed by the numbered word list.
pub fn render_text(list: &AnswerList, layout: &Layout) -> String {
    let mut out = crate::grid::text::format_grid(&layout.puzzle.grid, &list.alphabet);
    for dir in [Direction::Across, Direction::Down] {
        out.push_str(&format!(
            "\n{}\n",
            if dir == Direction::Across {
                "Across"
            } else {
                "Down"
            }
        ));
        for w in layout.words.iter().filter(|w| w.direction == dir) {
            let e = &list.entries[w.entry];
            out.push_str(&format!(
                "{:>3}. {} ({})",
                w.number,
                e.answer,
                e.letters.len()
            ));
            if !e.clue.is_empty() {
                out.push_str(&format!(" — {}", e.clue));
            }
            out.push('\n');
        }
    }
    out
}
