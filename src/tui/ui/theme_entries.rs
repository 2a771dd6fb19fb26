//! The theme-entry panel under the grid: each theme entry and the entry that holds it now,
//! and the shared-run limit, when the puzzle has any and there is room.

use super::*;
use crate::tui::fill_rules::placements;

/// Draws the panel in `area` (the space left under the grid), if the puzzle has fill rules
/// and at least one entry fits; returns whether it drew.
pub(super) fn draw_theme_entries(app: &Studio, area: Rect, f: &mut Frame<'_>) -> bool {
    let list = placements(app);
    let shared = app.puzzle().meta.max_shared;
    if (list.is_empty() && shared.is_none()) || area.height < 3 || area.width < 12 {
        return false;
    }
    let th = &app.settings.theme;
    let mut lines: Vec<Line> = list
        .iter()
        .map(|(word, at)| {
            let (place, colour) = match at {
                Some(label) => (format!(" {label}"), th.ok),
                None => (" —".to_string(), th.dim),
            };
            Line::from(vec![
                Span::styled(word.clone(), Style::new().fg(th.text)),
                Span::styled(place, Style::new().fg(colour)),
            ])
        })
        .collect();
    let rows = usize::from(area.height - 2);
    let shared_row = usize::from(shared.is_some());
    if lines.len() + shared_row > rows {
        // Entries side by side when they do not fit one a line.
        let joined: Vec<Span> = lines
            .into_iter()
            .enumerate()
            .flat_map(|(i, l)| {
                let sep = (i > 0).then(|| Span::raw(" · "));
                sep.into_iter().chain(l.spans)
            })
            .collect();
        lines = vec![Line::from(joined)];
    }
    if let Some(n) = shared {
        lines.push(Line::from(Span::styled(
            format!("shared runs ≤ {n}"),
            Style::new().fg(th.dim),
        )));
    }
    let placed = list.iter().filter(|(_, a)| a.is_some()).count();
    let title = if list.is_empty() {
        " fill rules ".to_string()
    } else {
        format!(" theme {placed}/{} placed (:include) ", list.len())
    };
    f.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .block(panel(app, title)),
        area,
    );
    true
}
