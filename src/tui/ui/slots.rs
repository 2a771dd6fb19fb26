//! The slot browser: the nine slots (free ones marked when choosing where to save), or one
//! slot's earlier versions. Both fit an 80×24 terminal.

use super::*;
use crate::tui::document::{BrowserPurpose, HistoryView};

/// The browser's width: the widest footer plus borders, inside 80 columns.
const WIDTH: u16 = 72;
/// The tallest the history list grows; it scrolls past that.
const HISTORY_HEIGHT: u16 = 20;

pub(super) fn draw_slots(app: &Studio, selected: usize, area: Rect, f: &mut Frame<'_>) {
    if let Some(view) = &app.view.panels.browser.history {
        return draw_history(app, view, area, f);
    }
    let th = &app.settings.theme;
    let save_into = app.view.panels.browser.purpose == BrowserPurpose::SaveInto;
    let mut lines = Vec::new();
    if save_into {
        lines.push(Line::styled(
            "Not in a slot yet. Free slots are marked; Enter saves there.",
            Style::new().fg(th.title),
        ));
    }
    for (i, (n, state)) in app.view.panels.slot_rows.iter().enumerate() {
        let text = match state {
            SlotState::Empty if save_into => format!("{n}  (free)"),
            SlotState::Empty => format!("{n}  (empty)"),
            SlotState::Broken(e) => format!("{n}  BROKEN: {e}"),
            SlotState::Filled(s) => {
                let g = &s.puzzle.grid;
                let t = s.title();
                format!(
                    "{n}  {t:<24.24} {:>2}×{:<2} {:>3}%  {}",
                    g.width(),
                    g.height(),
                    g.filled_percent(),
                    crate::store::time::format_utc(s.saved)
                )
            }
        };
        let mut style = Style::new().fg(th.text);
        if save_into && matches!(state, SlotState::Empty) {
            style = style.fg(th.ok);
        }
        if i == selected {
            style = style.bg(th.highlight_bg);
        }
        if app.doc.slot() == Some(*n) {
            style = style.add_modifier(Modifier::BOLD);
        }
        lines.push(Line::styled(text, style));
    }
    lines.push(Line::from(""));
    let (title, keys) = if save_into {
        (
            " save into which slot? ",
            "↑↓ choose  Enter save here  h history  Esc cancel",
        )
    } else {
        (
            " slots ",
            "↑↓ choose  Enter load  s save here  h history  d delete  Esc close",
        )
    };
    lines.push(Line::styled(keys, Style::new().fg(th.dim)));
    let r = centered(area, WIDTH, lines.len() as u16 + 2);
    f.render_widget(Clear, r);
    f.render_widget(
        Paragraph::new(lines)
            .block(panel(app, title.into()))
            .style(Style::new().bg(th.status_bg)),
        r,
    );
}

fn draw_history(app: &Studio, view: &HistoryView, area: Rect, f: &mut Frame<'_>) {
    let th = &app.settings.theme;
    let height = (view.rows.len() as u16 + 5).min(HISTORY_HEIGHT);
    let r = centered(area, WIDTH, height);
    // Header, a blank line and the footer take three of the inner rows.
    let room = usize::from(r.height.saturating_sub(5)).max(1);
    let first = view.selected.saturating_sub(room - 1);
    let mut lines = vec![Line::styled(
        "Newest first. Enter restores one; the slot's version now is kept.",
        Style::new().fg(th.title),
    )];
    for (i, row) in view.rows.iter().enumerate().skip(first).take(room) {
        let mut style = Style::new().fg(th.text);
        if i == view.selected {
            style = style.bg(th.highlight_bg);
        }
        lines.push(Line::styled(format!("{:>2}  {}", i + 1, row.line), style));
    }
    lines.push(Line::from(""));
    lines.push(Line::styled(
        "↑↓ choose  Enter restore (Ctrl-Z undoes)  Esc back",
        Style::new().fg(th.dim),
    ));
    f.render_widget(Clear, r);
    f.render_widget(
        Paragraph::new(lines)
            .block(panel(
                app,
                format!(" slot {}: earlier versions ", view.slot),
            ))
            .style(Style::new().bg(th.status_bg)),
        r,
    );
}
