//! The wordplay panel: the tools as tabs, the typed fodder (or phrase, or answer), then the
//! results best first, each with its rank and the gloss of its word (the definition check),
//! and the keys. Fits 80×24.

use super::meaning::cut;
use super::*;
use crate::tui::meaning::gloss;
use crate::tui::wordplay::{Panel, Tool};

/// Columns for a result as shown before its rank and gloss.
const SHOWN_W: usize = 30;

pub(super) fn draw_wordplay(app: &Studio, panel: &Panel, area: Rect, f: &mut Frame<'_>) {
    let th = &app.settings.theme;
    let rect = centered(area, 80, 24);
    let title = if panel.label.is_empty() {
        " wordplay ".to_string()
    } else {
        format!(" wordplay: {} {} ", panel.label, panel.pattern)
    };
    f.render_widget(Clear, rect);
    let block = panel_block(app, title);
    let inner = block.inner(rect);
    f.render_widget(block, rect);
    let width = usize::from(inner.width);
    let mut lines = vec![tabs(app, panel.tool), input_line(app, panel, width)];
    // Tabs, text, the status line and the keys take four rows.
    let room = usize::from(inner.height).saturating_sub(4).max(1);
    lines.extend(result_lines(app, panel, room, width));
    while lines.len() < room + 2 {
        lines.push(Line::from(""));
    }
    lines.push(Line::styled(status(panel), Style::new().fg(th.dim)));
    let put = match (panel.label.is_empty(), panel.tool) {
        (true, _) => "no entry".to_string(),
        (false, Tool::Drafts) => format!("Enter edit as {}'s clue", panel.label),
        (false, _) => format!("Enter put in {}", panel.label),
    };
    lines.push(Line::styled(
        cut(&format!("Tab tool  ↑↓ choose  {put}  Esc close"), width),
        Style::new().fg(th.dim),
    ));
    f.render_widget(Paragraph::new(lines), inner);
}

fn panel_block<'a>(app: &Studio, title: String) -> Block<'a> {
    panel(app, title)
}

/// The tools, the current one highlighted.
fn tabs<'a>(app: &Studio, current: Tool) -> Line<'a> {
    let th = &app.settings.theme;
    let mut spans = Vec::new();
    for t in Tool::ALL {
        let style = if t == current {
            Style::new()
                .fg(th.title)
                .bg(th.highlight_bg)
                .add_modifier(Modifier::BOLD)
        } else {
            Style::new().fg(th.dim)
        };
        spans.push(Span::styled(format!(" {} ", t.name()), style));
    }
    Line::from(spans)
}

/// `fodder: STREAM▏`, cut from the left to the width so the cursor stays in view.
fn input_line<'a>(app: &Studio, panel: &Panel, width: usize) -> Line<'a> {
    let th = &app.settings.theme;
    let label = format!("{}: ", panel.tool.input_name());
    let (text, col) = panel.input.window(width.saturating_sub(label.len() + 1));
    // The cursor's column as a byte offset into the shown text.
    let mut at = text.len();
    let mut used = 0;
    for (i, ch) in text.char_indices() {
        if used >= col {
            at = i;
            break;
        }
        used += unicode_width::UnicodeWidthChar::width(ch).unwrap_or(0);
    }
    let (before, after) = text.split_at(at);
    Line::from(vec![
        Span::styled(label, Style::new().fg(th.dim)),
        Span::styled(before.to_string(), Style::new().fg(th.text)),
        Span::styled("▏", Style::new().fg(th.cursor)),
        Span::styled(after.to_string(), Style::new().fg(th.text)),
    ])
}

/// The result rows that fit in `room`, scrolled to the highlight.
fn result_lines<'a>(app: &Studio, panel: &Panel, room: usize, width: usize) -> Vec<Line<'a>> {
    let th = &app.settings.theme;
    let Some(Ok(found)) = &panel.found else {
        return Vec::new();
    };
    if panel.tool == Tool::Drafts {
        return draft_lines(app, panel, room, width);
    }
    let first = panel
        .sel
        .saturating_sub(room - 1)
        .min(found.rows.len().saturating_sub(room));
    let gloss_w = width.saturating_sub(SHOWN_W + 5);
    found
        .rows
        .iter()
        .enumerate()
        .skip(first)
        .take(room)
        .map(|(i, row)| {
            let mut style = Style::new().fg(th.text);
            if i == panel.sel {
                style = style.bg(th.highlight_bg).add_modifier(Modifier::BOLD);
            }
            let shown = cut(&row.shown, SHOWN_W);
            let text = gloss(app, &row.gloss_of).unwrap_or_default();
            Line::from(vec![
                Span::styled(format!("{shown:<SHOWN_W$}"), style),
                Span::styled(format!("{:>4} ", row.score), Style::new().fg(th.dim)),
                Span::styled(
                    cut(&text, gloss_w),
                    Style::new().fg(th.dim).add_modifier(Modifier::ITALIC),
                ),
            ])
        })
        .collect()
}

/// The drafts, two lines each: the clue as it would print, then its parse.
fn draft_lines<'a>(app: &Studio, panel: &Panel, room: usize, width: usize) -> Vec<Line<'a>> {
    let th = &app.settings.theme;
    let Some(Ok(found)) = &panel.found else {
        return Vec::new();
    };
    let fit = (room / 2).max(1);
    let first = panel
        .sel
        .saturating_sub(fit - 1)
        .min(found.rows.len().saturating_sub(fit));
    let mut out = Vec::new();
    for (i, row) in found.rows.iter().enumerate().skip(first).take(fit) {
        let mut style = Style::new().fg(th.text);
        if i == panel.sel {
            style = style.bg(th.highlight_bg).add_modifier(Modifier::BOLD);
        }
        out.push(Line::from(vec![
            Span::styled(format!("{:>3} ", row.score), Style::new().fg(th.dim)),
            Span::styled(cut(&row.shown, width.saturating_sub(4)), style),
        ]));
        out.push(Line::styled(
            format!(
                "    {}",
                cut(row.parse.as_deref().unwrap_or(""), width.saturating_sub(4))
            ),
            Style::new().fg(th.dim).add_modifier(Modifier::ITALIC),
        ));
    }
    out
}

/// How the search stands: searching, its error, how many results, or none with what the
/// minimum score keeps out and how to see it.
fn status(panel: &Panel) -> String {
    match &panel.found {
        None => "searching…".into(),
        Some(Err(e)) => e.clone(),
        Some(Ok(_)) if panel.input.text().trim().is_empty() => {
            format!("type the {}", panel.tool.input_name())
        }
        Some(Ok(f)) if f.total == 0 => none_hint(f),
        Some(Ok(f)) if f.total > f.rows.len() => {
            format!("{} results ({} listed)", f.total, f.rows.len())
        }
        Some(Ok(f)) if f.total == 1 => "1 result".into(),
        Some(Ok(f)) => format!("{} results", f.total),
    }
}

/// "0 results (1 below the minimum score: DAVIT 46 — :minscore 40 shows them)", or
/// "0 results" when the minimum keeps nothing out.
fn none_hint(found: &crate::tui::wordplay::Found) -> String {
    let below = &found.below;
    if below.is_empty() {
        return "0 results".into();
    }
    // The best one only: the line fits the panel's 78 columns.
    let (word, best) = &below[0];
    let shown = [format!("{} {best}", cut(word, 16))];
    let more = if below.len() > 1 { ", …" } else { "" };
    let lowest = *best;
    format!(
        "0 results ({} below the minimum score: {}{more} — :minscore {} shows them)",
        below.len(),
        shown.join(", "),
        lowest / 10 * 10
    )
}
