//! The clue desk, full screen: every entry with its label, answer (`·` for an empty
//! square), length and clue, long clues wrapped; Across and Down side by side when the
//! screen is wide, one list otherwise. Missing clues are in the warning colour.

use super::*;
use crate::grid::SlotId;
use crate::tui::clue_desk::{ClueDesk, other_direction};
use unicode_width::UnicodeWidthStr;

/// The narrowest screen that gets Across and Down side by side.
const TWO_COLUMNS: u16 = 120;
/// Below this many columns for the clue, it goes under the answer instead of beside it.
const MIN_CLUE: usize = 16;
/// What a missing clue shows.
const NO_CLUE: &str = "(no clue)";

/// Draws the desk over the whole screen, keeping the status and message lines.
pub(super) fn draw_desk(app: &Studio, desk: &ClueDesk, f: &mut Frame<'_>) {
    let area = f.area();
    if area.height < 4 {
        return;
    }
    let main = Rect::new(area.x, area.y, area.width, area.height - 3);
    draw_status(app, Rect::new(area.x, main.bottom(), area.width, 1), f);
    draw_message(app, Rect::new(area.x, main.bottom() + 1, area.width, 2), f);
    let th = &app.settings.theme;
    let Some(sel) = desk.selected(&app.slots) else {
        return;
    };
    let total = app.slots.len();
    let clued = app
        .slots
        .iter()
        .filter(|(_, s)| app.doc.puzzle().clue(s.number, s.direction).is_some())
        .count();
    let keys = if desk.editing.is_some() {
        " Enter keeps · Esc cancels · ←→ Home End Ctrl-←→ Ctrl-W Ctrl-U Ctrl-K "
    } else {
        " ↑↓ PgUp PgDn · Tab Across/Down · Enter edits · F8 ideas · Esc grid "
    };
    let block = Block::new()
        .borders(Borders::ALL)
        .border_style(Style::new().fg(th.border))
        .title(Span::styled(
            format!(" clues: {clued} of {total} written "),
            Style::new().fg(th.title).add_modifier(Modifier::BOLD),
        ))
        .title_bottom(Span::styled(keys, Style::new().fg(th.dim)));
    let inner = block.inner(main);
    f.render_widget(block, main);
    let sel_dir = app.slots.get(sel).direction;
    let ids = |d: Direction| -> Vec<SlotId> {
        app.slots
            .iter()
            .filter(|(_, s)| s.direction == d)
            .map(|(id, _)| id)
            .collect()
    };
    if inner.width >= TWO_COLUMNS {
        let half = (inner.width - 1) / 2;
        let left = Rect::new(inner.x, inner.y, half, inner.height);
        let right = Rect::new(
            inner.x + half + 1,
            inner.y,
            inner.width - half - 1,
            inner.height,
        );
        // The other column follows along at the entry of its direction nearest the
        // highlighted one.
        let near = other_direction(&app.slots, sel);
        for (dir, rect) in [(Direction::Across, left), (Direction::Down, right)] {
            let (focus, active) = if dir == sel_dir {
                (sel, true)
            } else {
                (near, false)
            };
            let col = Column::build(app, desk, &[(dir, ids(dir))], rect.width, focus, active);
            col.draw(rect, f);
        }
    } else {
        let sections = [
            (Direction::Across, ids(Direction::Across)),
            (Direction::Down, ids(Direction::Down)),
        ];
        Column::build(app, desk, &sections, inner.width, sel, true).draw(inner, f);
    }
}

/// One column of the desk laid out: its lines, the rows of the entry to keep in view and
/// the edit cursor, if any.
struct Column {
    lines: Vec<Line<'static>>,
    focus: std::ops::Range<usize>,
    cursor: Option<(usize, usize)>,
}

impl Column {
    fn build(
        app: &Studio,
        desk: &ClueDesk,
        sections: &[(Direction, Vec<SlotId>)],
        width: u16,
        focus: SlotId,
        active: bool,
    ) -> Column {
        let th = &app.settings.theme;
        let width = usize::from(width);
        let all: Vec<SlotId> = sections.iter().flat_map(|(_, v)| v.clone()).collect();
        let label_w = all
            .iter()
            .map(|&id| app.entry_label(id).width())
            .max()
            .unwrap_or(2);
        let answer_w = all
            .iter()
            .map(|&id| answer(app, id).width())
            .max()
            .unwrap_or(3)
            .min(width / 2);
        let len_w = all
            .iter()
            .map(|&id| app.slots.get(id).len().to_string().len() + 2)
            .max()
            .unwrap_or(3);
        // " 12A ANSWER (6) clue…"
        let prefix = 1 + label_w + 1 + answer_w + 1 + len_w + 1;
        let beside = width.saturating_sub(prefix) >= MIN_CLUE;
        let (indent, clue_w) = if beside {
            (prefix, width - prefix)
        } else {
            (label_w + 2, width.saturating_sub(label_w + 2).max(1))
        };
        // Clues written for another answer than their entry holds now show in the warning
        // colour.
        let stale = crate::grid::clues::stale_slots(app.doc.puzzle(), &app.slots);
        let mut out = Column {
            lines: Vec::new(),
            focus: 0..0,
            cursor: None,
        };
        for (dir, ids) in sections {
            out.lines.push(Line::styled(
                if *dir == Direction::Across {
                    "Across"
                } else {
                    "Down"
                },
                Style::new().fg(th.title).add_modifier(Modifier::BOLD),
            ));
            for &id in ids {
                let s = app.slots.get(id);
                let clue = app.doc.puzzle().clue(s.number, s.direction);
                let here = id == focus;
                let lit = here && active;
                let bg = |st: Style| if lit { st.bg(th.highlight_bg) } else { st };
                let label_style = match clue {
                    None => Style::new().fg(th.warning).add_modifier(Modifier::BOLD),
                    Some(_) => Style::new().fg(th.number),
                };
                let head = vec![
                    Span::styled(
                        format!(" {:>label_w$} ", app.entry_label(id)),
                        bg(label_style),
                    ),
                    Span::styled(
                        format!("{:<answer_w$} ", answer(app, id)),
                        bg(Style::new().fg(th.text)),
                    ),
                    Span::styled(
                        format!("{:<len_w$} ", format!("({})", s.len())),
                        bg(Style::new().fg(th.dim)),
                    ),
                ];
                let start = out.lines.len();
                let editing = desk.editing.as_ref().filter(|_| lit);
                let rows: Vec<Line<'static>> = match (editing, clue) {
                    (Some(line), _) => {
                        let (rows, at) = edit_rows(line, clue_w, bg(Style::new().fg(th.text)));
                        let first = if beside { start } else { start + 1 };
                        out.cursor = Some((first + at.row, indent + at.col));
                        rows
                    }
                    (None, Some(text)) => {
                        let fg = if stale.contains(&id) {
                            th.warning
                        } else {
                            th.text
                        };
                        crate::tui::line_edit::wrap_ranges(text, clue_w)
                            .into_iter()
                            .map(|r| {
                                Line::from(Span::styled(
                                    text[r].to_string(),
                                    bg(Style::new().fg(fg)),
                                ))
                            })
                            .collect()
                    }
                    (None, None) => vec![Line::from(Span::styled(
                        NO_CLUE,
                        bg(Style::new().fg(th.warning).add_modifier(Modifier::ITALIC)),
                    ))],
                };
                let pad = " ".repeat(indent);
                if beside {
                    for (i, row) in rows.into_iter().enumerate() {
                        let mut spans = if i == 0 {
                            head.clone()
                        } else {
                            vec![Span::styled(pad.clone(), bg(Style::new()))]
                        };
                        spans.extend(row.spans);
                        out.lines.push(Line::from(spans).style(bg(Style::new())));
                    }
                } else {
                    out.lines.push(Line::from(head).style(bg(Style::new())));
                    for row in rows {
                        let mut spans = vec![Span::styled(pad.clone(), bg(Style::new()))];
                        spans.extend(row.spans);
                        out.lines.push(Line::from(spans).style(bg(Style::new())));
                    }
                }
                if lit {
                    // The highlight runs the width of the column, not just the text.
                    for line in &mut out.lines[start..] {
                        let room = width.saturating_sub(line.width());
                        line.spans
                            .push(Span::styled(" ".repeat(room), bg(Style::new())));
                    }
                }
                if here {
                    out.focus = start..out.lines.len();
                }
            }
        }
        out
    }

    /// Draws the column scrolled so its focus entry is in view, near the middle when the
    /// list is longer than the screen.
    fn draw(self, area: Rect, f: &mut Frame<'_>) {
        let h = usize::from(area.height);
        let total = self.lines.len();
        let len = self.focus.len();
        let offset = if total <= h {
            0
        } else {
            self.focus
                .start
                .saturating_sub(h.saturating_sub(len) / 2)
                .min(total - h)
        };
        if let Some((row, col)) = self.cursor
            && row >= offset
            && row < offset + h
            && col < usize::from(area.width)
        {
            f.set_cursor_position((area.x + col as u16, area.y + (row - offset) as u16));
        }
        let shown: Vec<Line> = self.lines.into_iter().skip(offset).take(h).collect();
        f.render_widget(Paragraph::new(shown), area);
    }
}

/// The entry's answer as far as it goes: letters, rebus text, `·` for an empty square.
fn answer(app: &Studio, id: SlotId) -> String {
    let (g, a) = (&app.doc.puzzle().grid, &app.doc.puzzle().alphabet);
    app.slots
        .get(id)
        .cells
        .iter()
        .map(|&p| match g.cell(p) {
            Cell::Letter(l) => a.char_of(l).map_or("·".into(), String::from),
            Cell::Rebus(r) => g.rebus_text(r).to_string(),
            _ => "·".to_string(),
        })
        .collect()
}
