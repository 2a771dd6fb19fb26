//! The grid as shapes in millimetres, drawn the same way by the HTML page (SVG) and the PDF:
//! squares, blocks, shading and colours, circles, bars, numbers or labels, and letters
//! (every answer on the solution page, only the given ones on the puzzle page).

use super::fonts::Font;
use crate::grid::{Cell, Pos, Puzzle, Rgb, Slots};

/// Which page a grid is drawn for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GridKind {
    /// The solver's grid: numbers, given letters, no answers (no blocks when diagramless).
    Puzzle,
    /// The filled grid.
    Solution,
}

/// How a text shape is placed horizontally on its `x`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    /// `x` is the left edge.
    Start,
    /// `x` is the centre.
    Middle,
}

/// One thing drawn; coordinates in mm from the grid's top-left corner, y downwards.
#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    /// A filled rectangle (blocks, shading, colours, bars).
    Fill {
        /// Left.
        x: f64,
        /// Top.
        y: f64,
        /// Width.
        w: f64,
        /// Height.
        h: f64,
        /// Colour.
        color: Rgb,
    },
    /// A rectangle's outline (squares and the border).
    Frame {
        /// Left.
        x: f64,
        /// Top.
        y: f64,
        /// Width.
        w: f64,
        /// Height.
        h: f64,
        /// Line width.
        line: f64,
    },
    /// A circle's outline.
    Circle {
        /// Centre x.
        cx: f64,
        /// Centre y.
        cy: f64,
        /// Radius.
        r: f64,
        /// Line width.
        line: f64,
    },
    /// A line of text on a baseline.
    Text {
        /// Anchor point x.
        x: f64,
        /// Baseline y.
        y: f64,
        /// Font size in mm.
        size: f64,
        /// The text.
        text: String,
        /// The face.
        font: Font,
        /// Where `x` is.
        anchor: Anchor,
    },
}

/// Thin lines between squares.
pub const LINE_MM: f64 = 0.25;
/// The outer border.
pub const BORDER_MM: f64 = 0.6;
/// Bars of barred grids.
pub const BAR_MM: f64 = 0.8;
/// Black.
pub const BLACK: Rgb = Rgb(0, 0, 0);
/// The grey of shaded squares.
pub const SHADE: Rgb = Rgb(0xD0, 0xD0, 0xD0);

/// Largest number size, in mm (about 8 pt), so big squares do not get shouting numbers.
const NUMBER_MAX_MM: f64 = 2.8;

/// The shapes of a grid with squares of `cell` mm.
pub fn shapes(puzzle: &Puzzle, slots: &Slots, cell: f64, kind: GridKind) -> Vec<Shape> {
    let grid = &puzzle.grid;
    let (w, h) = (grid.width() as f64 * cell, grid.height() as f64 * cell);
    // Diagramless: the solver finds the blocks and the numbers.
    let blind = kind == GridKind::Puzzle && puzzle.meta.diagramless;
    let mut out = Vec::new();
    out.push(Shape::Fill {
        x: 0.0,
        y: 0.0,
        w,
        h,
        color: Rgb(0xFF, 0xFF, 0xFF),
    });
    for pos in grid.positions() {
        let (x, y) = origin(pos, cell);
        let style = puzzle.style(pos);
        let background = if grid.cell(pos) == Cell::Block && !blind {
            Some(BLACK)
        } else {
            style.color.or(style.shaded.then_some(SHADE))
        };
        if let Some(color) = background {
            out.push(Shape::Fill {
                x,
                y,
                w: cell,
                h: cell,
                color,
            });
        }
        out.push(Shape::Frame {
            x,
            y,
            w: cell,
            h: cell,
            line: LINE_MM,
        });
        if style.circled {
            out.push(Shape::Circle {
                cx: x + cell / 2.0,
                cy: y + cell / 2.0,
                r: cell / 2.0 - LINE_MM,
                line: LINE_MM,
            });
        }
    }
    bars(puzzle, cell, &mut out);
    out.push(Shape::Frame {
        x: 0.0,
        y: 0.0,
        w,
        h,
        line: BORDER_MM,
    });
    for pos in grid.positions() {
        if grid.cell(pos) == Cell::Block {
            continue;
        }
        if !blind && let Some(label) = puzzle.label_at(pos, slots) {
            out.push(number(pos, cell, &label));
        }
        let shown = kind == GridKind::Solution || puzzle.style(pos).given;
        if shown && let Some(answer) = puzzle.answer_at(pos) {
            out.push(letter(pos, cell, &answer));
        }
    }
    out
}

/// The top-left corner of a square.
fn origin(pos: Pos, cell: f64) -> (f64, f64) {
    (pos.col as f64 * cell, pos.row as f64 * cell)
}

/// Bars on the right and bottom edges of squares (a bar on the outer edge is the border).
fn bars(puzzle: &Puzzle, cell: f64, out: &mut Vec<Shape>) {
    let (cols, rows) = (puzzle.grid.width(), puzzle.grid.height());
    for (&pos, style) in &puzzle.styles {
        let (x, y) = origin(pos, cell);
        if style.bar_right && pos.col + 1 < cols {
            out.push(Shape::Fill {
                x: x + cell - BAR_MM / 2.0,
                y,
                w: BAR_MM,
                h: cell,
                color: BLACK,
            });
        }
        if style.bar_bottom && pos.row + 1 < rows {
            out.push(Shape::Fill {
                x,
                y: y + cell - BAR_MM / 2.0,
                w: cell,
                h: BAR_MM,
                color: BLACK,
            });
        }
    }
}

/// A square's number or label in its top-left corner, shrunk to fit the square's width.
fn number(pos: Pos, cell: f64, label: &str) -> Shape {
    let (x, y) = origin(pos, cell);
    let mut size = (cell * 0.3).min(NUMBER_MAX_MM);
    let width = Font::Sans.width(label) * size;
    let room = cell * 0.9;
    if width > room {
        size *= room / width;
    }
    let pad = (cell * 0.06).max(0.3);
    Shape::Text {
        x: x + pad,
        y: y + pad + size * 0.78,
        size,
        text: label.to_string(),
        font: Font::Sans,
        anchor: Anchor::Start,
    }
}

/// An answer centred in the lower part of its square; a rebus shrinks to fit the width.
fn letter(pos: Pos, cell: f64, answer: &str) -> Shape {
    let (x, y) = origin(pos, cell);
    let mut size = cell * 0.6;
    let width = Font::Sans.width(answer) * size;
    let room = cell * 0.86;
    if width > room {
        size *= room / width;
    }
    // The cap height is centred a little below the middle, clear of the number.
    let cap = Font::Sans.metrics().cap_height * size;
    Shape::Text {
        x: x + cell / 2.0,
        y: y + cell * 0.6 + cap / 2.0,
        size,
        text: answer.to_string(),
        font: Font::Sans,
        anchor: Anchor::Middle,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Alphabet, Style, text::parse_grid};

    fn puzzle() -> Puzzle {
        let grid = parse_grid("#CAT\nDOGE\nARE#\nBE##", &Alphabet::latin()).unwrap();
        Puzzle::new(grid)
    }

    fn texts(shapes: &[Shape]) -> Vec<&str> {
        shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn the_puzzle_grid_has_numbers_and_no_answers() {
        let p = puzzle();
        let s = shapes(&p, &p.slots(), 10.0, GridKind::Puzzle);
        let t = texts(&s);
        assert!(t.contains(&"1") && t.contains(&"5"));
        assert!(!t.contains(&"C"));
        let s = shapes(&p, &p.slots(), 10.0, GridKind::Solution);
        assert!(texts(&s).contains(&"C"));
    }

    #[test]
    fn given_letters_circles_and_rebus_squares_are_drawn() {
        let mut p = puzzle();
        p.grid.set_rebus(Pos::new(1, 1), "STAR").unwrap();
        p.set_style(
            Pos::new(0, 1),
            Style {
                given: true,
                circled: true,
                ..Style::default()
            },
        );
        let slots = p.slots();
        let s = shapes(&p, &slots, 10.0, GridKind::Puzzle);
        assert!(
            texts(&s).contains(&"C"),
            "a given letter shows on the puzzle page"
        );
        assert!(s.iter().any(|x| matches!(x, Shape::Circle { .. })));
        let s = shapes(&p, &slots, 10.0, GridKind::Solution);
        let star = s.iter().find_map(|x| match x {
            Shape::Text { text, size, .. } if text == "STAR" => Some(*size),
            _ => None,
        });
        let size = star.expect("rebus drawn");
        assert!(Font::Sans.width("STAR") * size <= 10.0 * 0.86 + 1e-9);
    }

    #[test]
    fn a_diagramless_puzzle_page_shows_no_blocks_or_numbers() {
        let mut p = puzzle();
        p.meta.diagramless = true;
        let s = shapes(&p, &p.slots(), 10.0, GridKind::Puzzle);
        assert!(texts(&s).is_empty());
        assert!(
            !s.iter()
                .any(|x| matches!(x, Shape::Fill { color, .. } if *color == BLACK))
        );
    }
}
