//! The grid: each square's background, number or label, letter or rebus, and its marks
//! (circles, shading, colours, bars, given letters), at every square size the layout uses
//! ([`sizing`](super::sizing): from 8×4 screen cells a square down to one-row squares).

use super::*;
use crate::grid::{Grid, Slot, Style as Marks};
use crate::tui::theme::{is_light, nearest};
use ratatui::style::Color;

/// The mark of a rebus cut short.
const MORE: char = '…';
/// A circle in a small square, where there is no room for parentheses.
const SMALL_CIRCLE: char = '○';
/// A bar on a square's right edge (the bottom edge is underlined instead).
const BAR_RIGHT: char = '▕';

pub(super) fn draw_grid(app: &Studio, l: &ScreenLayout, buf: &mut Buffer) {
    let shown = app
        .doc
        .proposal()
        .map_or(&app.doc.puzzle().grid, |p| &p.grid);
    let current = app.current_slot().map(|s| app.slots.get(s));
    let crossing = app.crossing_slot().map(|s| app.slots.get(s));
    // Squares the health report names: located, not just counted on the status line.
    let problems: std::collections::BTreeSet<Pos> = app
        .health
        .problems()
        .into_iter()
        .flat_map(|pr| pr.squares)
        .collect();
    for p in app.doc.puzzle().grid.positions() {
        // A grid larger than the window shows the squares round the cursor.
        let Some((row, col)) = l.view.offset(p) else {
            continue;
        };
        let square = Square {
            x: l.grid.x + col as u16 * l.cell_w,
            y: l.grid.y + row as u16 * l.cell_h,
            w: l.cell_w,
            h: l.cell_h,
        };
        let marks = app.doc.puzzle().style(p);
        let (bg, painted) = background(app, p, shown.cell(p), &marks, current, crossing);
        let paint = Paint {
            bg,
            painted,
            problem: problems.contains(&p),
        };
        draw_square(app, shown, p, &square, paint, buf);
    }
}

/// Where one square sits on the screen.
struct Square {
    x: u16,
    y: u16,
    w: u16,
    h: u16,
}

/// How a square is painted before its text: its background, whether that is the puzzle's
/// own colour, and whether the health report names the square.
#[derive(Clone, Copy)]
struct Paint {
    bg: Color,
    painted: bool,
    problem: bool,
}

/// A square's background, and whether it is the puzzle's own shading or colour (so the
/// letter is chosen to read on it).
fn background(
    app: &Studio,
    p: Pos,
    cell: Cell,
    marks: &Marks,
    current: Option<&Slot>,
    crossing: Option<&Slot>,
) -> (Color, bool) {
    let th = &app.settings.theme;
    let mut bg = th.square;
    let mut painted = false;
    if cell.is_white()
        && let Some(c) = painted_color(app, marks)
    {
        bg = c;
        painted = true;
    }
    // Where the constructor is working shows over the puzzle's own colours.
    let highlight = if current.is_some_and(|s| s.cells.contains(&p)) {
        Some(th.entry)
    } else if crossing.is_some_and(|s| s.cells.contains(&p)) {
        Some(th.crossing)
    } else {
        None
    };
    let highlight = if app.is_selected(p) {
        Some(th.selection)
    } else {
        highlight
    };
    // A fill's verdict points here until the next edit; a running fill's stuck entries too.
    let highlight = if app.is_marked(p) || crate::tui::watch::is_stuck(app, p) {
        Some(th.warning)
    } else {
        highlight
    };
    // The viability map: a dead square shows through everything but the cursor; an entry
    // with no word or few words where nothing else is highlighted.
    let map = crate::tui::viability::map_color(app, p);
    let highlight = match map {
        Some((c, true)) => Some(c),
        Some((c, false)) => highlight.or(Some(c)),
        None => highlight,
    };
    if let Some(h) = highlight {
        bg = h;
        painted = false;
    }
    if cell.is_block() {
        bg = th.block;
    }
    if p == app.view.cursor {
        (th.cursor, false)
    } else {
        (bg, painted)
    }
}

/// The background a square's own colour or shading gives it, if any: a colour as the
/// nearest terminal colour where the theme allows colours, else as shading.
fn painted_color(app: &Studio, marks: &Marks) -> Option<Color> {
    let th = &app.settings.theme;
    match marks.color {
        Some(rgb) if th.square_colors => Some(nearest(rgb)),
        Some(_) => Some(th.shaded),
        None if marks.shaded => Some(th.shaded),
        None => None,
    }
}

fn draw_square(app: &Studio, shown: &Grid, p: Pos, sq: &Square, paint: Paint, buf: &mut Buffer) {
    let th = &app.settings.theme;
    let Paint {
        bg,
        painted,
        problem,
    } = paint;
    let cell = shown.cell(p);
    // Blocks are drawn as solid glyphs too, so they show without colour.
    let (fill, fill_style) = if cell.is_block() && p != app.view.cursor {
        ("█".repeat(sq.w.into()), Style::new().fg(th.block).bg(bg))
    } else if cell.is_block() {
        // The cursor on a block is hatched, so it never looks like an empty square.
        ("▒".repeat(sq.w.into()), Style::new().fg(th.block).bg(bg))
    } else {
        (" ".repeat(sq.w.into()), Style::new().bg(bg))
    };
    for dy in 0..sq.h {
        buf.set_string(sq.x, sq.y + dy, &fill, fill_style);
    }
    if cell.is_block() {
        return;
    }
    let marks = app.doc.puzzle().style(p);
    let text_style = letter_style(app, p, &marks, bg, painted, problem);
    let big = sq.h >= 2;
    // The last column carries a right bar; text stops before it.
    let bar_col = marks.bar_right.then_some(sq.x + sq.w - 1);
    // The letter sits below the number, in the middle of a big square.
    let text_row = sq.y + sq.h / 2;
    let letter_col = sq.x + ((sq.w - 1) / 2).max(1);
    // A running fill's deepest partial fill, dimmed, in the open squares.
    let dim = crate::tui::watch::dim_letter(app, p).filter(|_| !problem);
    let text = match (cell, dim) {
        (Cell::Letter(i), _) => app
            .doc
            .puzzle()
            .alphabet
            .char_of(i)
            .unwrap_or('?')
            .to_string(),
        (Cell::Rebus(id), _) => shown.rebus_text(id).to_string(),
        // An empty square with a problem still shows where it is.
        _ if problem => "·".to_string(),
        (_, Some(c)) => c.to_string(),
        _ => crate::tui::viability::open_square_text(app, p, big),
    };
    let text_style = match dim {
        Some(_) => crate::tui::watch::dim_style(app, text_style),
        None => crate::tui::viability::open_square_style(app, p, cell, text_style),
    };
    if big {
        if let Some(label) = app.doc.puzzle().label_at(p, &app.slots) {
            let room = usize::from(sq.w) - usize::from(bar_col.is_some());
            let label = fit(&label, room, false);
            buf.set_string(sq.x, sq.y, label, Style::new().bg(bg).fg(th.number));
        }
        // The letter sits at least one column in, leaving room for a circle's parentheses.
        let room = usize::from(sq.x + sq.w - letter_col) - usize::from(bar_col.is_some());
        let shown_text = fit(&text, room, true);
        let used = width(&shown_text);
        buf.set_string(letter_col, text_row, &shown_text, text_style);
        if marks.circled {
            let circle = Style::new()
                .bg(bg)
                .fg(th.circle)
                .add_modifier(Modifier::BOLD);
            buf.set_string(letter_col - 1, text_row, "(", circle);
            // A long rebus takes the closing parenthesis's place.
            if used <= 1 {
                buf.set_string(letter_col + 1, text_row, ")", circle);
            }
        }
    } else {
        // One column for the text; the second, the gap between letters, holds a mark.
        let first: String = text.chars().take(1).collect();
        buf.set_string(sq.x, text_row, &first, text_style);
        let mark = if text.chars().count() > 1 {
            Some((MORE, text_style))
        } else if marks.circled {
            Some((
                SMALL_CIRCLE,
                Style::new()
                    .bg(bg)
                    .fg(th.circle)
                    .add_modifier(Modifier::BOLD),
            ))
        } else {
            None
        };
        if let (Some((c, style)), None) = (mark, bar_col) {
            buf.set_string(sq.x + 1, text_row, c.to_string(), style);
        }
    }
    if let Some(col) = bar_col {
        for dy in 0..sq.h {
            buf.set_string(
                col,
                sq.y + dy,
                BAR_RIGHT.to_string(),
                Style::new().bg(bg).fg(th.letter),
            );
        }
    }
    if marks.bar_bottom {
        // The square's bottom row underlined draws its bottom edge.
        let edge = Rect::new(sq.x, sq.y + sq.h - 1, sq.w, 1);
        buf.set_style(edge, Style::new().add_modifier(Modifier::UNDERLINED));
    }
}

/// How a square's letter is drawn: proposed, locked, given or plain, bold, and readable on
/// the puzzle's own colour.
fn letter_style(
    app: &Studio,
    p: Pos,
    marks: &Marks,
    bg: Color,
    painted: bool,
    problem: bool,
) -> Style {
    let th = &app.settings.theme;
    let proposed = app.doc.proposal().is_some_and(|pr| pr.cells.contains(&p));
    let fg = if proposed {
        th.proposed
    } else if app.doc.puzzle().locked.contains(&p) {
        th.locked
    } else if marks.given {
        th.given
    } else if painted && !is_light(bg) {
        // The theme's letters are dark; on a dark square of the puzzle's they would vanish.
        Color::White
    } else {
        th.letter
    };
    let mut style = Style::new().bg(bg).fg(fg).add_modifier(Modifier::BOLD);
    if proposed {
        style = style.add_modifier(Modifier::ITALIC | Modifier::UNDERLINED);
    }
    if problem {
        style = style.fg(th.warning).add_modifier(Modifier::UNDERLINED);
    }
    style
}

/// The columns `text` takes on screen.
fn width(text: &str) -> usize {
    Span::raw(text).width()
}

/// `text` cut to `room` columns; a cut text ends in an ellipsis when `more` (a rebus) and
/// is simply cut otherwise (a label).
fn fit(text: &str, room: usize, more: bool) -> String {
    if width(text) <= room {
        return text.to_string();
    }
    let keep = if more { room.saturating_sub(1) } else { room };
    let mut out = String::new();
    for c in text.chars() {
        let next = format!("{out}{c}");
        if width(&next) > keep {
            break;
        }
        out = next;
    }
    if more && room > 0 {
        out.push(MORE);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::fit;

    #[test]
    fn a_long_rebus_shows_its_first_letters_and_an_ellipsis() {
        assert_eq!(fit("STAR", 3, true), "ST…");
        assert_eq!(fit("TEN", 3, true), "TEN");
        assert_eq!(fit("7", 3, true), "7");
        assert_eq!(fit("STAR", 2, true), "S…");
        assert_eq!(fit("1234", 3, false), "123");
        // Wide letters count two columns.
        assert_eq!(fit("漢字", 3, true), "漢…");
    }
}
