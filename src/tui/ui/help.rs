//! The help overlay.

use super::*;

pub(super) fn draw_help(app: &App, area: Rect, f: &mut Frame<'_>) {
    let th = &app.theme;
    let mut items: Vec<(String, String)> = bindings()
        .into_iter()
        .map(|b| (b.keys.to_string(), b.help.to_string()))
        .collect();
    items.extend(
        crate::tui::commands::COMMANDS
            .iter()
            .map(|(c, h)| (c.to_string(), h.to_string())),
    );
    // Flow the entries into as many columns as the height needs.
    let rows = usize::from(area.height.saturating_sub(2)).max(1);
    let cols = items.len().div_ceil(rows).max(1);
    let col_w = usize::from(area.width.saturating_sub(2)) / cols;
    let key_w = 12.min(col_w / 2);
    let mut lines = Vec::new();
    for r in 0..rows.min(items.len()) {
        let mut spans = Vec::new();
        for c in 0..cols {
            let Some((k, h)) = items.get(c * rows + r) else {
                continue;
            };
            let k: String = k.chars().take(key_w).collect();
            let h: String = h.chars().take(col_w.saturating_sub(key_w + 2)).collect();
            spans.push(Span::styled(
                format!("{k:<key_w$} "),
                Style::new().fg(th.title),
            ));
            spans.push(Span::styled(
                format!("{h:<w$} ", w = col_w.saturating_sub(key_w + 2)),
                Style::new().fg(th.text),
            ));
        }
        lines.push(Line::from(spans));
    }
    let r = area;
    f.render_widget(Clear, r);
    f.render_widget(
        Paragraph::new(lines)
            .block(panel(app, " keys — any key closes ".into()))
            .style(Style::new().bg(th.status_bg)),
        r,
    );
}
