//! The template chooser (`:new 15x15 british`): the templates on the left, one a row with
//! its entries and blocks, and the highlighted one's grid drawn small on the right. Fits
//! 80×24 with a 21×21 template.

use super::*;
use crate::grid::templates::{Template, is_block};
use crate::tui::templates::Chooser;

/// The list column's width: a name, the entries and the blocks.
const LIST_W: u16 = 30;
/// Keys, as the footer names them.
const KEYS: &str = "↑↓ choose  Enter open  Esc cancel";

pub(super) fn draw_templates(app: &Studio, chooser: &Chooser, area: Rect, f: &mut Frame<'_>) {
    let rect = centered(area, 80, 24);
    let title = format!(
        " templates: {} ({}/{}) ",
        chooser.asked,
        chooser.sel + 1,
        chooser.templates.len()
    );
    f.render_widget(Clear, rect);
    let block = panel(app, title);
    let inner = block.inner(rect);
    f.render_widget(block, rect);
    if inner.height < 3 || inner.width < LIST_W + 4 {
        return;
    }
    let list = Rect::new(inner.x, inner.y, LIST_W, inner.height - 1);
    f.render_widget(Paragraph::new(list_lines(app, chooser, list.height)), list);
    let keys = Rect::new(inner.x, inner.y + inner.height - 1, inner.width, 1);
    f.render_widget(
        Paragraph::new(Line::styled(KEYS, Style::new().fg(app.settings.theme.dim))),
        keys,
    );
    if let Some(t) = chooser.selected() {
        let right = Rect::new(
            inner.x + LIST_W + 1,
            inner.y,
            inner.width - LIST_W - 1,
            inner.height - 1,
        );
        draw_preview(app, t, right, f.buffer_mut());
    }
}

/// The rows of the list, scrolled to keep the highlight in view.
fn list_lines<'a>(app: &Studio, chooser: &Chooser, rows: u16) -> Vec<Line<'a>> {
    let th = &app.settings.theme;
    let rows = usize::from(rows).max(1);
    let first = chooser
        .sel
        .saturating_sub(rows - 1)
        .min(chooser.templates.len().saturating_sub(rows));
    chooser
        .templates
        .iter()
        .enumerate()
        .skip(first)
        .take(rows)
        .map(|(i, t)| {
            let mut style = Style::new().fg(th.text);
            if i == chooser.sel {
                style = style.bg(th.highlight_bg).add_modifier(Modifier::BOLD);
            }
            let text = format!("{:<16}{:>3} w {:>3} b", t.name, t.entries(), t.blocks());
            Line::styled(format!("{text:<w$}", w = usize::from(LIST_W)), style)
        })
        .collect()
}

/// The template's grid, two columns a square when there is room (one otherwise), blocks in
/// the block colour, centred in `area`.
fn draw_preview(app: &Studio, t: &Template, area: Rect, buf: &mut Buffer) {
    let (w, h) = (t.grid.width() as u16, t.grid.height() as u16);
    let cols = if w * 2 <= area.width { 2 } else { 1 };
    if w * cols > area.width || h > area.height {
        return;
    }
    let x0 = area.x + (area.width - w * cols) / 2;
    let y0 = area.y + (area.height - h) / 2;
    let th = &app.settings.theme;
    for r in 0..h {
        for c in 0..w {
            let (text, style) = if is_block(t, usize::from(r), usize::from(c)) {
                ("██", Style::new().fg(th.block))
            } else {
                ("· ", Style::new().fg(th.dim).bg(th.square))
            };
            let text = &text[..text
                .char_indices()
                .nth(usize::from(cols))
                .map_or(text.len(), |(i, _)| i)];
            buf.set_string(x0 + c * cols, y0 + r, text, style);
        }
    }
}
