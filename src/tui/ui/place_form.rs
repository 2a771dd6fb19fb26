//! The place-word form, drawn in place of the side panels so the grid it grows stays in
//! view: the answer and clue fields (the one being edited highlighted, with the cursor),
//! the answer's length as it will be spelled, why the last Enter placed nothing (in the
//! warning colour), and the keys.

use super::*;
use crate::fill::rules::encode_entry;
use crate::tui::place_word::{Field, PlaceForm};

pub(super) fn draw_place_form(app: &Studio, form: &PlaceForm, area: Rect, f: &mut Frame<'_>) {
    let th = &app.settings.theme;
    let block = panel(app, " place word ".into());
    let inner = block.inner(area);
    f.render_widget(Clear, area);
    f.render_widget(block, area);
    let width = usize::from(inner.width);
    if width < 4 || inner.height < 4 {
        return;
    }
    let room = width - 1;
    let label = |name: &str, field: Field| {
        let on = form.field == field;
        let style = if on {
            Style::new().fg(th.title).add_modifier(Modifier::BOLD)
        } else {
            Style::new().fg(th.dim)
        };
        Line::styled(format!("{}{name}", if on { "▸" } else { " " }), style)
    };
    let box_style = |field: Field| {
        if form.field == field {
            Style::new().fg(th.text).bg(th.highlight_bg)
        } else {
            Style::new().fg(th.text)
        }
    };
    let mut lines: Vec<Line> = Vec::new();
    // The cursor's screen row and column in `inner`, for the terminal's own cursor.
    let mut cursor: Option<(usize, usize)> = None;

    lines.push(label("Answer", Field::Answer));
    let style = box_style(Field::Answer);
    if form.field == Field::Answer {
        let (mut spans, col) = edit_row(form.text(Field::Answer), room, style);
        cursor = Some((lines.len(), 1 + col));
        spans.insert(0, Span::raw(" "));
        lines.push(Line::from(spans));
    } else {
        let shown: String = form.text(Field::Answer).text().chars().take(room).collect();
        lines.push(Line::from(vec![Span::raw(" "), Span::styled(shown, style)]));
    }
    let typed = form.text(Field::Answer).text().trim();
    if !typed.is_empty()
        && let Ok(letters) = encode_entry(typed, &app.doc.puzzle().alphabet)
    {
        let spelled = app.doc.puzzle().alphabet.spell(&letters);
        let n = letters.len();
        lines.push(Line::styled(
            format!(" {spelled}, {n} letter{}", if n == 1 { "" } else { "s" }),
            Style::new().fg(th.dim),
        ));
    } else {
        lines.push(Line::default());
    }

    lines.push(label("Clue", Field::Clue));
    let style = box_style(Field::Clue);
    if form.field == Field::Clue {
        let (rows, at) = edit_rows(form.text(Field::Clue), room, style);
        cursor = Some((lines.len() + at.row, 1 + at.col));
        lines.extend(rows.into_iter().map(|mut l| {
            l.spans.insert(0, Span::raw(" "));
            l
        }));
    } else {
        let text = form.text(Field::Clue).text();
        for r in crate::tui::line_edit::wrap_ranges(text, room) {
            lines.push(Line::from(vec![
                Span::raw(" "),
                Span::styled(text[r].to_string(), style),
            ]));
        }
    }
    lines.push(Line::default());

    if let Some(why) = &form.error {
        let warn = Style::new().fg(th.warning).add_modifier(Modifier::BOLD);
        for (i, part) in wrap_words(why, width - 2, width - 2)
            .into_iter()
            .enumerate()
        {
            let mark = if i == 0 { "✗ " } else { "  " };
            lines.push(Line::styled(format!("{mark}{part}"), warn));
        }
        lines.push(Line::default());
    }

    let dim = Style::new().fg(th.dim);
    let unresolved = if app.settings.place_unresolved {
        "unresolved runs allowed (:unresolved off)"
    } else {
        "no unresolved runs (:unresolved on)"
    };
    for text in [
        "Tab / Shift-Tab: other field",
        "Enter places it where it crosses most",
        "Esc cancels",
        unresolved,
    ] {
        for part in wrap_words(text, width, width) {
            lines.push(Line::styled(part, dim));
        }
    }

    f.render_widget(Paragraph::new(lines), inner);
    if let Some((row, col)) = cursor {
        let (x, y) = (inner.x + col as u16, inner.y + row as u16);
        if x < inner.right() && y < inner.bottom() {
            f.set_cursor_position((x, y));
        }
    }
}
