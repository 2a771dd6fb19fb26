//! The help overlay: the command table, each command's keys, `:` name and help line.

use super::*;
use crate::tui::command_table::{COMMANDS, label};

/// Widest key column: a longer label is cut rather than starving the help text.
const KEY_MAX: usize = 17;

/// One help row: a command's keys and `:` name, and its help line.
type Row = (String, &'static str);

/// The columns of each page: the commands flow down columns as tall as `rows`, and a page
/// takes columns while their text fits `room` side by side (one gap apart); the rest go on
/// to the next page. A column alone on a page is cut to fit.
fn pages(items: &[Row], rows: usize, room: usize) -> Vec<Vec<&[Row]>> {
    let natural = |col: &[Row]| {
        let k = col
            .iter()
            .map(|(k, _)| k.chars().count())
            .max()
            .unwrap_or(0);
        let h = col
            .iter()
            .map(|(_, h)| h.chars().count())
            .max()
            .unwrap_or(0);
        k.min(KEY_MAX) + 1 + h
    };
    let mut pages: Vec<Vec<&[Row]>> = Vec::new();
    let mut used = 0;
    for col in items.chunks(rows.max(1)) {
        let w = natural(col);
        match pages.last_mut() {
            Some(page) if used + 1 + w <= room => {
                page.push(col);
                used += 1 + w;
            }
            _ => {
                pages.push(vec![col]);
                used = w;
            }
        }
    }
    if pages.is_empty() {
        pages.push(Vec::new());
    }
    pages
}

pub(super) fn draw_help(app: &Studio, area: Rect, f: &mut Frame<'_>) {
    let th = &app.settings.theme;
    let items: Vec<Row> = COMMANDS.iter().map(|c| (label(c), c.help)).collect();
    // Flow the commands down as many columns as the height needs, and as many pages as the
    // width needs.
    let rows = usize::from(area.height.saturating_sub(2)).max(1);
    let all = pages(&items, rows, usize::from(area.width.saturating_sub(2)));
    let count = all.len();
    let page = app.view.panels.help_page.rem_euclid(count as i32) as usize;
    let columns = &all[page];
    let widest = |col: &[Row], f: fn(&Row) -> usize| col.iter().map(f).max().unwrap_or(0);
    let mut key_w: Vec<usize> = columns
        .iter()
        .map(|c| widest(c, |(k, _)| k.chars().count()).min(KEY_MAX))
        .collect();
    let mut help_w: Vec<usize> = columns
        .iter()
        .map(|c| widest(c, |(_, h)| h.chars().count()))
        .collect();
    // Each column as wide as its text; when they do not fit, the widest gives way.
    let gaps = columns.len().saturating_sub(1);
    let room = usize::from(area.width.saturating_sub(2)).saturating_sub(gaps);
    let width = |k: &[usize], h: &[usize]| k.iter().zip(h).map(|(k, h)| k + 1 + h).sum::<usize>();
    while width(&key_w, &help_w) > room {
        let Some(i) = (0..columns.len()).max_by_key(|&i| key_w[i] + help_w[i]) else {
            break;
        };
        if help_w[i] > 0 {
            help_w[i] -= 1;
        } else if key_w[i] > 0 {
            key_w[i] -= 1;
        } else {
            break;
        }
    }
    // Spare width goes between the columns.
    let gap = 1 + (room - width(&key_w, &help_w).min(room)) / gaps.max(1);
    let mut lines = Vec::new();
    let tallest = columns.iter().map(|c| c.len()).max().unwrap_or(0);
    for r in 0..tallest {
        let mut spans = Vec::new();
        for (c, col) in columns.iter().enumerate() {
            let Some((k, h)) = col.get(r) else { continue };
            let (kw, hw) = (key_w[c], help_w[c]);
            let k: String = k.chars().take(kw).collect();
            let h: String = h.chars().take(hw).collect();
            let sep = if c + 1 < columns.len() { gap } else { 0 };
            spans.push(Span::styled(
                format!("{k:<kw$} "),
                Style::new().fg(th.title),
            ));
            spans.push(Span::styled(
                format!("{h:<hw$}{:sep$}", ""),
                Style::new().fg(th.text),
            ));
        }
        lines.push(Line::from(spans));
    }
    f.render_widget(Clear, area);
    // The grid's marks are styles, not commands: their legend sits in the bottom border.
    let legend = Line::from(vec![
        Span::raw(" marks: "),
        Span::styled("  ", Style::new().bg(th.warning)),
        Span::raw(" entry a fill named (until the next edit) · "),
        Span::styled(
            "·",
            Style::new()
                .fg(th.warning)
                .add_modifier(Modifier::UNDERLINED),
        ),
        Span::raw(" health problem "),
    ]);
    f.render_widget(
        Paragraph::new(lines)
            .block(panel(app, title(page, count)).title_bottom(legend))
            .style(Style::new().bg(th.status_bg)),
        area,
    );
}

/// The overlay's title: how to close it, or with several pages, which one this is and how
/// to turn it.
fn title(page: usize, count: usize) -> String {
    if count > 1 {
        format!(
            " keys and :commands — page {}/{count} — PgDn/Space next, PgUp back, Esc closes ",
            page + 1
        )
    } else {
        " keys and :commands — any key closes ".into()
    }
}
