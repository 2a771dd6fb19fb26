//! Meaning in the side panels: a `~` search's rows with each word's relation, and the
//! highlighted candidate's gloss under the candidates.

use super::*;
use crate::tui::meaning::gloss;
use crate::words::QueryResult;
use crate::words::meaning::Relation;
use unicode_width::UnicodeWidthStr;

/// The search rows of a `~` search: word, how it relates (cut to the room left), score.
pub(super) fn related_rows<'a>(
    app: &Studio,
    result: &QueryResult,
    relations: &[Relation],
    rows: usize,
    width: usize,
) -> Vec<Line<'a>> {
    let th = &app.settings.theme;
    let a = &app.doc.puzzle().alphabet;
    let start = first_shown(app.view.panels.search_sel, rows);
    let word_w = result
        .matches
        .iter()
        .map(|m| m.word.len())
        .max()
        .unwrap_or(0)
        .clamp(4, width.saturating_sub(14).max(4));
    // Word, a space, the relation, the score's four columns.
    let rel_w = width.saturating_sub(word_w + 1 + 4);
    result
        .matches
        .iter()
        .zip(relations)
        .enumerate()
        .skip(start)
        .take(rows)
        .map(|(i, (m, r))| {
            let mut style = Style::new().fg(th.text);
            if i == app.view.panels.search_sel {
                style = style.bg(th.highlight_bg);
            }
            let word: String = a.spell(&m.word).chars().take(word_w).collect();
            Line::from(vec![
                Span::styled(format!("{word:<word_w$}"), style),
                Span::styled(
                    format!(" {:<rel_w$}", cut(&r.describe(), rel_w)),
                    Style::new().fg(th.dim),
                ),
                Span::styled(format!("{:>4}", m.score), Style::new().fg(th.dim)),
            ])
        })
        .collect()
}

/// The gloss line of the highlighted candidate, cut to `width`, when the index is loaded and
/// knows the word.
pub(super) fn candidate_gloss<'a>(app: &Studio, width: usize) -> Option<Line<'a>> {
    let (word, _, _) = app
        .view
        .panels
        .candidates
        .get(app.view.panels.candidate_sel)?;
    let text = gloss(app, word)?;
    Some(Line::styled(
        cut(&text, width),
        Style::new()
            .fg(app.settings.theme.dim)
            .add_modifier(Modifier::ITALIC),
    ))
}

/// How many candidate rows the panel lists in `inner_rows`: one fewer when a gloss line is
/// under them (the click map counts the same rows).
pub fn candidate_rows(app: &Studio, inner_rows: usize) -> usize {
    if inner_rows >= 3 && candidate_gloss(app, 1).is_some() {
        inner_rows - 1
    } else {
        inner_rows
    }
}

/// `text` in at most `width` columns, with `…` when cut.
pub(super) fn cut(text: &str, width: usize) -> String {
    if text.width() <= width {
        return text.to_string();
    }
    let mut out = String::new();
    for c in text.chars() {
        if out.width() + unicode_width::UnicodeWidthChar::width(c).unwrap_or(0) + 1 > width {
            break;
        }
        out.push(c);
    }
    if width > 0 {
        out.push('…');
    }
    out
}
