//! The publish checks list (`:check`): one row per problem, the kind in the warning colour,
//! the highlighted row marked; it scrolls to keep that row in view and fits 80×24.

use super::*;

/// The width of the list: a row's kind column plus a readable message, inside 80 columns.
const WIDTH: u16 = 76;
/// Keys, as the footer names them.
const KEYS: &str = "↑↓ PgUp PgDn choose  Enter go there  * score the word  Esc close";

pub(super) fn draw_checks(app: &Studio, selected: usize, area: Rect, f: &mut Frame<'_>) {
    let th = &app.settings.theme;
    let rows = app.view.panels.findings.len();
    // Borders, the footer and the blank line above it take four rows; the theme line one.
    let theme_row = u16::from(!app.doc.puzzle().meta.theme_entries.is_empty());
    let height = (rows as u16 + 4 + theme_row).min(area.height);
    let rect = centered(area, WIDTH.min(area.width), height);
    let room = usize::from(height.saturating_sub(4 + theme_row)).max(1);
    let first = selected
        .saturating_sub(room - 1)
        .min(rows.saturating_sub(room));
    let mut lines: Vec<Line> = app
        .view
        .panels
        .findings
        .iter()
        .enumerate()
        .skip(first)
        .take(room)
        .map(|(i, finding)| {
            let mut kind = Style::new().fg(th.warning);
            let mut text = Style::new().fg(th.text);
            if i == selected {
                kind = kind.bg(th.highlight_bg);
                text = text.bg(th.highlight_bg);
            }
            Line::from(vec![
                Span::styled(format!("{:<16}", finding.kind().replace('_', " ")), kind),
                Span::styled(finding.to_string(), text),
            ])
        })
        .collect();
    lines.push(Line::from(""));
    // The theme entries are the constructor's: listed apart, never problems.
    if let Some(theme) = crate::tui::stats::theme_entries_line(app.doc.puzzle()) {
        lines.push(Line::styled(theme, Style::new().fg(th.dim)));
    }
    lines.push(Line::styled(KEYS, Style::new().fg(th.dim)));
    let title = format!(
        " publish checks: {} problem{} ({}/{rows}) ",
        rows,
        if rows == 1 { "" } else { "s" },
        (selected + 1).min(rows)
    );
    f.render_widget(Clear, rect);
    f.render_widget(Paragraph::new(lines).block(panel(app, title)), rect);
}
