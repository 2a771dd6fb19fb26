//! The slot browser.

use super::*;

pub(super) fn draw_slots(app: &App, selected: usize, area: Rect, f: &mut Frame<'_>) {
    let th = &app.theme;
    let mut lines = Vec::new();
    for (i, (n, state)) in app.slot_rows.iter().enumerate() {
        let text = match state {
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
        if i == selected {
            style = style.bg(th.highlight_bg);
        }
        if *n == app.slot {
            style = style.add_modifier(Modifier::BOLD);
        }
        lines.push(Line::styled(text, style));
    }
    lines.push(Line::from(""));
    lines.push(Line::styled(
        "↑↓ choose  Enter load  s save here  d delete  Esc close",
        Style::new().fg(th.dim),
    ));
    let r = centered(area, 66, 14);
    f.render_widget(Clear, r);
    f.render_widget(
        Paragraph::new(lines)
            .block(panel(app, " slots ".into()))
            .style(Style::new().bg(th.status_bg)),
        r,
    );
}
