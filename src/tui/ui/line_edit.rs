//! Drawing a [`LineEdit`]: one scrolled row (the prompt line) or wrapped rows (the clue
//! desk), with the cursor's cell in reverse video so it shows in any theme and in snapshots.

use super::*;
use crate::tui::line_edit::{CursorAt, LineEdit};
use unicode_segmentation::UnicodeSegmentation;

/// `text` split at byte `cursor` into spans, the grapheme under the cursor (a space at the
/// end) reversed.
fn with_cursor(text: &str, cursor: usize, style: Style) -> Vec<Span<'static>> {
    let (before, rest) = text.split_at(cursor);
    let under = rest.graphemes(true).next().unwrap_or("");
    let after = &rest[under.len()..];
    let cursor_style = style.add_modifier(Modifier::REVERSED);
    let mut spans = Vec::with_capacity(3);
    if !before.is_empty() {
        spans.push(Span::styled(before.to_string(), style));
    }
    spans.push(Span::styled(
        if under.is_empty() { " " } else { under }.to_string(),
        cursor_style,
    ));
    if !after.is_empty() {
        spans.push(Span::styled(after.to_string(), style));
    }
    spans
}

/// The part of `edit` a row `width` columns wide shows, as spans, and the cursor's column.
pub(super) fn edit_row(edit: &LineEdit, width: usize, style: Style) -> (Vec<Span<'static>>, usize) {
    let (shown, col) = edit.window(width);
    // The cursor's byte offset inside the window: the shown text ends where the cursor's
    // column is reached.
    let mut cursor = 0;
    let mut used = 0;
    for g in shown.graphemes(true) {
        if used >= col {
            break;
        }
        used += unicode_width::UnicodeWidthStr::width(g);
        cursor += g.len();
    }
    (with_cursor(shown, cursor, style), col)
}

/// `edit` wrapped to `width` columns, one line a row, and where the cursor is.
pub(super) fn edit_rows(
    edit: &LineEdit,
    width: usize,
    style: Style,
) -> (Vec<Line<'static>>, CursorAt) {
    let (ranges, at) = edit.wrap(width);
    let text = edit.text();
    let lines = ranges
        .iter()
        .enumerate()
        .map(|(row, r)| {
            if row == at.row {
                let slice = &text[r.clone()];
                let cursor = (edit.cursor() - r.start).min(slice.len());
                Line::from(with_cursor(slice, cursor, style))
            } else {
                Line::from(Span::styled(text[r.clone()].to_string(), style))
            }
        })
        .collect();
    (lines, at)
}
