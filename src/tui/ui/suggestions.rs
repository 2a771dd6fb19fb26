//! The clue ideas list over a clue being edited: kind, part of speech and text of each idea,
//! the "make it plural" hint where the text is still in the base form.

use super::meaning::cut;
use super::*;
use crate::store::clue_memory::PastClue;
use crate::tui::meaning::{IdeaList, LOADING, unadapted_hint};
use crate::words::meaning::ClueIdea;
use unicode_width::UnicodeWidthStr;

/// The keys, on the list's bottom border.
const KEYS: &str = " ↑↓ choose · Enter into the editor · Esc closes ";

/// Draws `list` in `area` (cleared first): the constructor's past clues first, then the
/// WordNet ideas, one highlighted row across both.
pub(super) fn draw_ideas(app: &Studio, list: &IdeaList, area: Rect, f: &mut Frame<'_>) {
    let th = &app.settings.theme;
    let rows = usize::from(area.height.saturating_sub(2));
    let width = usize::from(area.width.saturating_sub(2));
    let count = list.ideas.as_ref().map_or(0, Vec::len);
    let past = list.past.as_deref().unwrap_or_default();
    let head = if past.is_empty() {
        format!(" clue ideas for {} ({count}) ", list.answer.to_uppercase())
    } else {
        format!(
            " your past clues ({}) and ideas ({count}) for {} ",
            past.len(),
            list.answer.to_uppercase()
        )
    };
    let block = panel(app, head).title_bottom(Span::styled(KEYS, Style::new().fg(th.dim)));
    let mut lines: Vec<Line<'_>> = past.iter().map(|p| past_line(app, p, width)).collect();
    if list.past.is_none() {
        lines.push(Line::styled(
            "your past clues loading…",
            Style::new().fg(th.dim),
        ));
    }
    match &list.ideas {
        None => lines.push(Line::styled(LOADING, Style::new().fg(th.dim))),
        Some(ideas) => lines.extend(ideas.iter().map(|idea| idea_line(app, idea, width))),
    }
    // The highlight counts chosen rows only: past clues, then ideas.
    let loading_row = usize::from(list.past.is_none());
    let sel = if list.sel < past.len() {
        list.sel
    } else {
        list.sel + loading_row
    };
    if let Some(span) = lines.get_mut(sel).and_then(|l| l.spans.get_mut(1)) {
        span.style = span.style.bg(th.highlight_bg);
    }
    let start = first_shown(sel, rows);
    let lines: Vec<Line<'_>> = lines.into_iter().skip(start).take(rows).collect();
    f.render_widget(Clear, area);
    f.render_widget(Paragraph::new(lines).block(block), area);
}

/// A past clue's row: "your past", the clue, then its puzzle and day.
fn past_line<'a>(app: &Studio, p: &'a PastClue, width: usize) -> Line<'a> {
    let th = &app.settings.theme;
    let label = format!("{:<15} ", "your past");
    let day = crate::store::time::format_utc(p.date);
    let day = day.split(' ').next().unwrap_or_default().to_string();
    let whence = if p.puzzle.is_empty() {
        format!(" — {day}")
    } else {
        format!(" — {}, {day}", cut(&p.puzzle, 20))
    };
    let room = width
        .saturating_sub(label.width())
        .saturating_sub(whence.width());
    Line::from(vec![
        Span::styled(label, Style::new().fg(th.dim)),
        Span::styled(cut(&p.clue, room), Style::new().fg(th.text)),
        Span::styled(whence, Style::new().fg(th.dim)),
    ])
}

/// A WordNet idea's row: kind, part of speech, the text and any "make it plural" hint.
fn idea_line<'a>(app: &Studio, idea: &'a ClueIdea, width: usize) -> Line<'a> {
    let th = &app.settings.theme;
    let label = format!("{:<10} {:<4} ", idea.kind.name(), idea.pos.abbrev());
    let hint = unadapted_hint(idea).map(|h| format!(" ({h})"));
    let room = width
        .saturating_sub(label.width())
        .saturating_sub(hint.as_deref().map_or(0, UnicodeWidthStr::width));
    let mut spans = vec![
        Span::styled(label, Style::new().fg(th.dim)),
        Span::styled(cut(&idea.text, room), Style::new().fg(th.text)),
    ];
    if let Some(hint) = hint {
        spans.push(Span::styled(hint, Style::new().fg(th.warning)));
    }
    Line::from(spans)
}

/// Where the list goes: the full width over the top of the screen in the grid (the clue
/// being edited stays in view in the clues panel and prompt below), over the bottom of the
/// clue desk's list otherwise.
pub(super) fn ideas_area(area: Rect, list: &IdeaList, desk: bool) -> Rect {
    let want = (list.rows() + usize::from(list.ideas.is_none()) + usize::from(list.past.is_none()))
        .min(usize::from(u16::MAX - 2)) as u16
        + 2;
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
