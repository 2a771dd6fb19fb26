//! `check`'s text diagrams of a grid (letters, numbers), with the bars of a barred grid
//! drawn: `|` between two squares split by a bar, `-` under a square with a bar below it.

use crate::grid::{Cell, Pos, Puzzle, Slots};

/// The letter diagram: `#` a block, `.` an empty square, `{TEXT}` a rebus square.
pub fn letters(puzzle: &Puzzle) -> String {
    let g = &puzzle.grid;
    draw(puzzle, |p| match g.cell(p) {
        Cell::Block => "#".to_string(),
        Cell::Empty => ".".to_string(),
        Cell::Letter(l) => puzzle.alphabet.char_of(l).unwrap_or('?').to_string(),
        Cell::Rebus(id) => format!("{{{}}}", g.rebus_text(id)),
    })
}

/// The numbering diagram: each numbered square shows its number, right-aligned in three.
pub fn numbers(puzzle: &Puzzle, slots: &Slots) -> String {
    draw(puzzle, |p| {
        if puzzle.grid.cell(p).is_block() {
            " ##".to_string()
        } else {
            slots
                .number_at(p)
                .map_or_else(|| "  .".to_string(), |n| format!("{n:>3}"))
        }
    })
}

/// The squares as `square` shows them, one row a line. A grid without bars is drawn with
/// nothing between squares; a barred one with a column between squares (`|` for a bar) and
/// a line between rows (`-` under a square whose bottom edge is a bar).
fn draw(puzzle: &Puzzle, square: impl Fn(Pos) -> String) -> String {
    let g = &puzzle.grid;
    let (w, h) = (g.width(), g.height());
    let cells: Vec<String> = g.positions().map(&square).collect();
    let mut s = String::new();
    if !puzzle.has_bars() {
        for row in cells.chunks(w) {
            s.push_str(&row.concat());
            s.push('\n');
        }
        return s;
    }
    let width = |c: usize| {
        (0..h)
            .map(|r| cells[r * w + c].chars().count())
            .max()
            .unwrap_or(1)
    };
    let widths: Vec<usize> = (0..w).map(width).collect();
    for r in 0..h {
        let mut line = String::new();
        let mut under = String::new();
        for (c, &cw) in widths.iter().enumerate() {
            let style = puzzle.style(Pos::new(r, c));
            line.push_str(&format!("{:>cw$}", cells[r * w + c]));
            under.push_str(&(if style.bar_bottom { "-" } else { " " }).repeat(cw));
            if c + 1 < w {
                line.push(if style.bar_right { '|' } else { ' ' });
                under.push(' ');
            }
        }
        s.push_str(line.trim_end());
        s.push('\n');
        if r + 1 < h && under.contains('-') {
            s.push_str(under.trim_end());
            s.push('\n');
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Alphabet, Direction, text::parse_grid};

    #[test]
    fn bars_are_drawn_and_a_plain_grid_is_unchanged() {
        let a = Alphabet::latin();
        let mut p = Puzzle::new(parse_grid("ABC\nD#E\nFGH", &a).unwrap());
        assert_eq!(letters(&p), "ABC\nD#E\nFGH\n");
        p.set_bar(Pos::new(0, 0), Direction::Across, true);
        p.set_bar(Pos::new(1, 2), Direction::Down, true);
        assert_eq!(letters(&p), "A|B C\nD # E\n    -\nF G H\n");
        let slots = p.slots();
        let numbered = numbers(&p, &slots);
        assert!(numbered.starts_with("  1|  2   3\n"), "{numbered}");
    }
}
