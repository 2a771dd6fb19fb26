//! The status line and the message line.

use super::*;

/// The end of `text` that fits in `room` columns, with an ellipsis when cut.
pub(super) fn tail(text: &str, room: usize) -> String {
    let n = text.chars().count();
    if n <= room {
        return text.to_string();
    }
    let keep = room.saturating_sub(1);
    let cut: String = text.chars().skip(n - keep).collect();
    format!("…{cut}")
}

pub(super) fn draw_status(app: &App, area: Rect, f: &mut Frame<'_>) {
    let th = &app.theme;
    let h = &app.health;
    let mut spans = vec![Span::raw(format!(
        " {}×{} {} · {} words {} blocks · ",
        h.width, h.height, h.symmetry, h.words, h.blocks
    ))];
    let warnings = h.warnings();
    if warnings.is_empty() {
        spans.push(Span::styled(
            "✓ healthy",
            Style::new().fg(th.ok).bg(th.status_bg),
        ));
    } else {
        spans.push(Span::styled(
            format!("⚠ {}", warnings.join(", ")),
            Style::new().fg(th.warning).bg(th.status_bg),
        ));
    }
    // The usual editor mark: an asterisk for unsaved changes.
    let state = if app.dirty { "* unsaved" } else { "" };
    spans.push(Span::raw(format!(" · {}{state}", app.doc)));
    if let Some(run) = &app.fill {
        let text = match run.progress {
            // Filled; the rest of the time goes to raising its scores.
            Some(Progress {
                best_score: Some(avg),
                ..
            }) => format!(" · polish: avg {avg:.1}"),
            Some(p) => format!(
                " · fill {}/{} {:.1}s",
                p.filled,
                p.total,
                p.elapsed.as_secs_f64()
            ),
            None => " · fill 0/0 0.0s".to_string(),
        };
        spans.push(Span::styled(
            text,
            Style::new().fg(th.proposed).bg(th.status_bg),
        ));
    }
    f.render_widget(
        Paragraph::new(Line::from(spans)).style(Style::new().bg(th.status_bg).fg(th.status_fg)),
        area,
    );
}

pub(super) fn draw_message(app: &App, area: Rect, f: &mut Frame<'_>) {
    let th = &app.theme;
    let line = match &app.mode {
        Mode::Prompt { kind, buffer } => {
            let label = match kind {
                PromptKind::Search => "/".to_string(),
                PromptKind::Command => ":".to_string(),
                PromptKind::NewGrid => "new grid size (e.g. 15x15): ".to_string(),
                PromptKind::Clue => match app.current_slot() {
                    Some(s) => format!("clue {}: ", app.slots.get(s).label()),
                    None => "clue: ".to_string(),
                },
            };
            Line::from(vec![
                Span::styled(label, Style::new().fg(th.title)),
                Span::styled(format!("{buffer}▏"), Style::new().fg(th.text)),
            ])
        }
        Mode::Confirm { question, .. } => Line::styled(
            question.clone(),
            Style::new().fg(th.warning).add_modifier(Modifier::BOLD),
        ),
        _ => match &app.message {
            Some(m) => Line::styled(m.clone(), Style::new().fg(th.text)),
            None => Line::styled(
                "? help  F5 autofill  / search  \" clue  Ctrl-S save  F2 slots  Ctrl-Q quit",
                Style::new().fg(th.dim),
            ),
        },
    };
    f.render_widget(Paragraph::new(line), area);
}
