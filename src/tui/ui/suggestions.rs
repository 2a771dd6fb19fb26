//! The clue ideas list over a clue being edited: kind, part of speech and text of each idea,
//! the "make it plural" hint where the text is still in the base form.

use super::meaning::cut;
use super::*;
use crate::tui::meaning::{IdeaList, LOADING, unadapted_hint};
use unicode_width::UnicodeWidthStr;

/// The keys, on the list's bottom border.
const KEYS: &str = " ↑↓ choose · Enter into the editor · Esc closes ";

/// Draws `list` in `area` (cleared first).
pub(super) fn draw_ideas(app: &App, list: &IdeaList, area: Rect, f: &mut Frame<'_>) {
    let th = &app.theme;
    let rows = usize::from(area.height.saturating_sub(2));
    let width = usize::from(area.width.saturating_sub(2));
    let count = list.ideas.as_ref().map_or(0, Vec::len);
    let head = format!(" clue ideas for {} ({count}) ", list.answer.to_uppercase());
    let block = panel(app, head).title_bottom(Span::styled(KEYS, Style::new().fg(th.dim)));
    let lines = match &list.ideas {
        None => vec![Line::styled(LOADING, Style::new().fg(th.dim))],
        Some(ideas) => {
            let start = first_shown(list.sel, rows);
            ideas
                .iter()
                .enumerate()
                .skip(start)
                .take(rows)
                .map(|(i, idea)| {
                    let mut text_style = Style::new().fg(th.text);
                    if i == list.sel {
                        text_style = text_style.bg(th.highlight_bg);
                    }
                    let label = format!("{:<10} {:<4} ", idea.kind.name(), idea.pos.abbrev());
                    let hint = unadapted_hint(idea).map(|h| format!(" ({h})"));
                    let room = width
                        .saturating_sub(label.width())
                        .saturating_sub(hint.as_deref().map_or(0, UnicodeWidthStr::width));
                    let mut spans = vec![
                        Span::styled(label, Style::new().fg(th.dim)),
                        Span::styled(cut(&idea.text, room), text_style),
                    ];
                    if let Some(hint) = hint {
                        spans.push(Span::styled(hint, Style::new().fg(th.warning)));
                    }
                    Line::from(spans)
                })
                .collect()
        }
    };
    f.render_widget(Clear, area);
    f.render_widget(Paragraph::new(lines).block(block), area);
}

/// Where the list goes: the full width over the top of the screen in the grid (the clue
/// being edited stays in view in the clues panel and prompt below), over the bottom of the
/// clue desk's list otherwise.
pub(super) fn ideas_area(area: Rect, list: &IdeaList, desk: bool) -> Rect {
    let want = list.ideas.as_ref().map_or(1, Vec::len) as u16 + 2;
    let room = (area.height / 2).max(4);
    let h = want.min(room).min(area.height);
    let y = if desk {
        // Above the status and message lines the desk keeps.
        area.y + area.height.saturating_sub(3 + h)
    } else {
        area.y
    };
    Rect::new(area.x, y, area.width, h)
}
