//! The design gallery, full screen: each design as a small grid with its figures beside it
//! (words, blocks, average and lowest score, where the theme entries sit), as many side by
//! side and one under another as the screen holds — one at 80×24 — the highlighted one
//! marked; and the design form, drawn in place of the side panels.

use super::*;
use crate::design::Design;
use crate::grid::Slots;
use crate::tui::design::{DesignField, DesignForm, Found};

/// Columns of a design's figures beside its grid.
const FIGURES: u16 = 27;
/// Columns between two designs side by side.
const GAP: u16 = 3;
/// Lines of figures beside a grid at most: four, a heading and six theme entries.
const FIGURE_LINES: u16 = 11;

/// How the gallery's designs sit on a screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Tiling {
    /// Columns per square.
    cell_w: u16,
    /// Designs side by side.
    across: usize,
    /// Designs one under another.
    down: usize,
    /// One design's width and height.
    tile: (u16, u16),
}

/// Tiles designs of `w`×`h` squares over `area`: squares two columns wide where they fit,
/// one otherwise; always at least one design.
fn tiling(area: Rect, w: usize, h: usize) -> Tiling {
    let (w, h) = (w as u16, h as u16);
    let cell_w = if w * 2 + 1 + FIGURES <= area.width {
        2
    } else {
        1
    };
    let tile = (w * cell_w + 1 + FIGURES, h.max(FIGURE_LINES) + 1);
    let across = usize::from((area.width + GAP) / (tile.0 + GAP)).max(1);
    let down = usize::from((area.height + 1) / (tile.1 + 1)).max(1);
    Tiling {
        cell_w,
        across,
        down,
        tile,
    }
}

/// Draws the gallery over the whole screen.
pub(super) fn draw_gallery(app: &Studio, selected: usize, f: &mut Frame<'_>) {
    let area = f.area();
    let th = &app.settings.theme;
    f.render_widget(Clear, area);
    let Some(found) = app.design().found() else {
        return;
    };
    let n = found.designs.len();
    let Some(first) = found.designs.first() else {
        return;
    };
    if area.height < 4 || area.width < 20 {
        return;
    }
    let (gw, gh) = (first.grid.width(), first.grid.height());
    let body = Rect::new(area.x, area.y + 1, area.width, area.height - 2);
    let t = tiling(body, gw, gh);
    let page = t.across * t.down;
    let start = selected / page * page;
    let head = format!(
        " design gallery — {n} {} for {gw}×{gh}, best first · {}–{} shown ",
        if n == 1 { "design" } else { "designs" },
        start + 1,
        (start + page).min(n)
    );
    let buf = f.buffer_mut();
    buf.set_stringn(
        area.x,
        area.y,
        head,
        usize::from(area.width),
        Style::new().fg(th.title).add_modifier(Modifier::BOLD),
    );
    for (k, d) in found.designs.iter().enumerate().skip(start).take(page) {
        let slot = k - start;
        let (col, row) = ((slot % t.across) as u16, (slot / t.across) as u16);
        let x = body.x + col * (t.tile.0 + GAP);
        let y = body.y + row * (t.tile.1 + 1);
        let tile = Rect::new(x, y, t.tile.0, t.tile.1).intersection(body);
        draw_design(app, found, d, k, k == selected, t.cell_w, tile, buf);
    }
    let keys = "←/→ browse   Enter take it   f pattern only (no fill)   Esc close";
    buf.set_stringn(
        area.x,
        area.y + area.height - 1,
        keys,
        usize::from(area.width),
        Style::new().fg(th.dim),
    );
}

/// One design: a heading, the grid, and its figures to the right.
#[allow(clippy::too_many_arguments)]
fn draw_design(
    app: &Studio,
    found: &Found,
    d: &Design,
    k: usize,
    on: bool,
    cell_w: u16,
    area: Rect,
    buf: &mut Buffer,
) {
    let th = &app.settings.theme;
    let n = found.designs.len();
    let heading = format!("{} design {} of {n}", if on { "▸" } else { " " }, k + 1);
    let style = if on {
        Style::new()
            .fg(th.text)
            .bg(th.highlight_bg)
            .add_modifier(Modifier::BOLD)
    } else {
        Style::new().fg(th.dim)
    };
    buf.set_stringn(area.x, area.y, heading, usize::from(area.width), style);
    let theme = d.theme_squares();
    let a = &found.setup.alphabet;
    for p in d.grid.positions() {
        let (x, y) = (area.x + p.col as u16 * cell_w, area.y + 1 + p.row as u16);
        if x + cell_w > area.right() || y >= area.bottom() {
            continue;
        }
        let (text, style) = match d.grid.cell(p) {
            Cell::Block => ("█".repeat(usize::from(cell_w)), Style::new().fg(th.block)),
            Cell::Letter(l) => {
                let fg = if theme.binary_search(&p).is_ok() {
                    th.locked
                } else {
                    th.letter
                };
                let mut s: String = a.spell(&[l]).chars().take(1).collect();
                if cell_w == 2 {
                    s.push(' ');
                }
                (s, Style::new().fg(fg).bg(th.square))
            }
            _ => (" ".repeat(usize::from(cell_w)), Style::new().bg(th.square)),
        };
        buf.set_string(x, y, text, style);
    }
    let fx = area.x + d.grid.width() as u16 * cell_w + 1;
    if fx >= area.right() {
        return;
    }
    let room = usize::from(area.right() - fx);
    for (i, (line, style)) in figures(app, found, d).into_iter().enumerate() {
        let y = area.y + 1 + i as u16;
        if y >= area.bottom() {
            break;
        }
        buf.set_stringn(fx, y, line, room, style);
    }
}

/// A design's figures, one a line.
fn figures(app: &Studio, found: &Found, d: &Design) -> Vec<(String, Style)> {
    let th = &app.settings.theme;
    let text = Style::new().fg(th.text);
    let dim = Style::new().fg(th.dim);
    let q = &d.quality;
    let mut out = vec![
        (format!("{} words · {} blocks", d.words, d.blocks), text),
        (
            format!("{} 3-letter · {} cheaters", q.three_letter, q.cheaters),
            text,
        ),
        (format!("average score {:.1}", d.average_score), text),
        (format!("lowest score  {}", d.lowest_score), text),
    ];
    // A design from the relaxed fallback says which house rule it breaks, as :check will.
    let warning = Style::new().fg(th.warning);
    for b in &d.broken {
        out.push((format!("breaks: {b}"), warning));
    }
    out.push((String::new(), text));
    if d.theme.is_empty() {
        out.push(("themeless".into(), dim));
        return out;
    }
    out.push(("theme entries:".into(), dim));
    let slots = Slots::of(&d.grid);
    for t in &d.theme {
        let label = slots
            .iter()
            .find(|(_, s)| s.start() == t.start && s.direction == t.direction)
            .map_or_else(String::new, |(_, s)| s.label());
        out.push((
            format!("{label:>4} {}", found.setup.alphabet.spell(&t.answer)),
            Style::new().fg(th.locked),
        ));
    }
    out
}

/// The design form in place of the side panels: the three fields, why the last Enter
/// started nothing, and the keys.
pub(super) fn draw_design_form(app: &Studio, form: &DesignForm, area: Rect, f: &mut Frame<'_>) {
    let th = &app.settings.theme;
    let block = panel(app, " design a grid ".into());
    let inner = block.inner(area);
    f.render_widget(Clear, area);
    f.render_widget(block, area);
    let width = usize::from(inner.width);
    if width < 4 || inner.height < 4 {
        return;
    }
    let room = width - 1;
    let mut lines: Vec<Line> = Vec::new();
    let mut cursor: Option<(usize, usize)> = None;
    for (name, field, edit) in [
        ("Size", DesignField::Size, form.text(DesignField::Size)),
        (
            "Theme entries (a, b, …)",
            DesignField::Theme,
            form.text(DesignField::Theme),
        ),
        (
            "Most words (blank: usual)",
            DesignField::MaxWords,
            form.text(DesignField::MaxWords),
        ),
    ] {
        let on = form.field == field;
        let label = if on {
            Style::new().fg(th.title).add_modifier(Modifier::BOLD)
        } else {
            Style::new().fg(th.dim)
        };
        lines.push(Line::styled(
            format!("{}{name}", if on { "▸" } else { " " }),
            label,
        ));
        if on {
            let style = Style::new().fg(th.text).bg(th.highlight_bg);
            let (mut spans, col) = edit_row(edit, room, style);
            cursor = Some((lines.len(), 1 + col));
            spans.insert(0, Span::raw(" "));
            lines.push(Line::from(spans));
        } else {
            let shown: String = edit.text().chars().take(room).collect();
            lines.push(Line::from(vec![
                Span::raw(" "),
                Span::styled(shown, Style::new().fg(th.text)),
            ]));
        }
    }
    lines.push(Line::default());
    if let Some(why) = &form.error {
        let warn = Style::new().fg(th.warning).add_modifier(Modifier::BOLD);
        for (i, part) in wrap_words(why, width - 2, width - 2)
            .into_iter()
            .enumerate()
        {
            let mark = if i == 0 { "✗ " } else { "  " };
            lines.push(Line::styled(format!("{mark}{part}"), warn));
        }
        lines.push(Line::default());
    }
    for text in [
        "Pin one: ANSWER@ROW,COL,across|down or ANSWER@down",
        "Tab / Shift-Tab: next field",
        "Enter searches (Esc stops it)",
        "Esc closes",
    ] {
        for part in wrap_words(text, width, width) {
            lines.push(Line::styled(part, Style::new().fg(th.dim)));
        }
    }
    f.render_widget(Paragraph::new(lines), inner);
    if let Some((row, col)) = cursor {
        let (x, y) = (inner.x + col as u16, inner.y + row as u16);
        if x < inner.right() && y < inner.bottom() {
            f.set_cursor_position((x, y));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_15x15_design_fits_80x24_and_more_fit_a_larger_screen() {
        let t = tiling(Rect::new(0, 1, 80, 22), 15, 15);
        assert_eq!((t.across * t.down, t.cell_w), (1, 2));
        let t = tiling(Rect::new(0, 1, 160, 46), 15, 15);
        assert_eq!((t.across, t.down), (2, 2));
        // A 21×21 still fits at 80×24.
        let t = tiling(Rect::new(0, 1, 80, 22), 21, 21);
        assert!(t.tile.0 <= 80 && t.tile.1 <= 22, "{t:?}");
    }
}
