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

/// The most of an alphabet's name the status line shows ("German (Ä as AE)" fits).
const ALPHABET_MAX: usize = 18;

/// One piece of the status line; pieces are laid out in order and the line is cut from the
/// end, so the order is also their importance.
struct Piece {
    text: String,
    style: Style,
}

/// The status line, most important first: the current entry, unsaved work, a running fill,
/// the document, the alphabet unless Latin, what the cursor square holds beyond a letter (a rebus in full, its marks),
/// health, then the grid's numbers. At 80 columns the first four always fit.
fn status_pieces(app: &Studio) -> Vec<Piece> {
    let th = &app.settings.theme;
    let bar = Style::new().bg(th.status_bg).fg(th.status_fg);
    let mut pieces = Vec::new();
    // In the clue desk, the entry highlighted there.
    let entry = match &app.view.mode {
        Mode::Clues(desk) => desk.selected(&app.slots),
        _ => app.current_slot(),
    };
    let label = entry.map_or_else(|| "—".to_string(), |s| app.entry_label(s));
    pieces.push(Piece {
        text: format!(" {label} "),
        style: bar.add_modifier(Modifier::BOLD),
    });
    if app.doc.dirty() {
        // The usual editor mark for unsaved changes.
        pieces.push(Piece {
            text: "● unsaved ".into(),
            style: Style::new().fg(th.warning).bg(th.status_bg),
        });
    }
    if app.doc.proposal().is_some() {
        // A proposal is easy to forget once another message replaces "Ctrl-A accepts".
        pieces.push(Piece {
            text: "◆ proposal ".into(),
            style: Style::new().fg(th.proposed).bg(th.status_bg),
        });
    }
    if let Some(run) = &app.fill {
        // The clock moves even while a long search has nothing new to report (the
        // progress's own time is when it was reported).
        let secs = run.started.elapsed().as_secs();
        let text = match &run.progress {
            // An optimal search: its best total and bound.
            Some(p) if p.optimal.is_some() => crate::tui::watch::progress_text(p),
            // Filled; the rest of the time goes to raising its scores.
            Some(Progress {
                best_score: Some(avg),
                ..
            }) => format!("polish avg {avg:.1} {secs}s "),
            Some(p) => crate::tui::watch::progress_text(p),
            None => format!("fill starting {secs}s "),
        };
        pieces.push(Piece {
            text,
            style: Style::new().fg(th.proposed).bg(th.status_bg),
        });
    }
    if let Some(text) = crate::tui::design::status_text(app) {
        pieces.push(Piece {
            text,
            style: Style::new().fg(th.proposed).bg(th.status_bg),
        });
    }
    pieces.push(Piece {
        text: format!("· {} ", app.doc.identity()),
        style: bar,
    });
    // The alphabet typing and words are in; Latin, the default, goes without saying.
    let alphabet = &app.doc.puzzle().alphabet;
    if !alphabet.is_latin() {
        let name: String = alphabet.describe().chars().take(ALPHABET_MAX).collect();
        pieces.push(Piece {
            text: format!("· {name} "),
            style: bar,
        });
    }
    if let Some(text) = square_facts(app) {
        pieces.push(Piece {
            text: format!("· {text} "),
            style: bar,
        });
    }
    if crate::tui::viability::is_blank(app) {
        pieces.push(Piece {
            text: "· empty ".into(),
            style: bar,
        });
    } else if let Some(dead) = crate::tui::viability::summary(app) {
        pieces.push(Piece {
            text: format!("· ✗ {dead} "),
            style: Style::new().fg(th.warning).bg(th.status_bg),
        });
    }
    let h = &app.health;
    let mut warnings = h.warnings();
    // A grid of non-words is not healthy, however well its blocks sit.
    match app.unlisted.as_slice() {
        [] => {}
        [one] => warnings.push(format!("{} not in the list", app.entry_label(*one))),
        more => warnings.push(format!("{} entries not in the list", more.len())),
    }
    pieces.push(if warnings.is_empty() {
        Piece {
            text: "· ✓ healthy ".into(),
            style: Style::new().fg(th.ok).bg(th.status_bg),
        }
    } else {
        Piece {
            text: format!("· ⚠ {} ", warnings.join(", ")),
            style: Style::new().fg(th.warning).bg(th.status_bg),
        }
    });
    pieces.push(Piece {
        text: format!(
            "· {}×{} {} · {} words {} blocks",
            h.width, h.height, h.symmetry, h.words, h.blocks
        ),
        style: bar,
    });
    pieces
}

/// What the cursor square holds beyond a letter, in words: a rebus in full (the grid
/// may show only its start), circled, shaded, its colour, bars, given.
fn square_facts(app: &Studio) -> Option<String> {
    let p = app.view.cursor;
    let style = app.doc.puzzle().style(p);
    let mut facts = Vec::new();
    if let Some(text) = app.doc.puzzle().grid.rebus_at(p) {
        facts.push(format!("rebus {text}"));
    }
    let flags = [
        (style.circled, "circled"),
        (style.shaded, "shaded"),
        (style.given, "given"),
    ];
    facts.extend(
        flags
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, w)| w.to_string()),
    );
    if let Some(rgb) = style.color {
        facts.push(format!("colour #{rgb}"));
    }
    match (style.bar_right, style.bar_bottom) {
        (true, true) => facts.push("bars right, below".into()),
        (true, false) => facts.push("bar right".into()),
        (false, true) => facts.push("bar below".into()),
        (false, false) => {}
    }
    (!facts.is_empty()).then(|| facts.join(", "))
}

pub(super) fn draw_status(app: &Studio, area: Rect, f: &mut Frame<'_>) {
    let th = &app.settings.theme;
    let mut room = usize::from(area.width);
    let mut spans = Vec::new();
    for piece in status_pieces(app) {
        let n = piece.text.chars().count();
        if n <= room {
            room -= n;
            spans.push(Span::styled(piece.text, piece.style));
        } else {
            // Cut the first piece that does not fit, and drop the rest.
            if room > 1 {
                let cut: String = piece.text.chars().take(room - 1).collect();
                spans.push(Span::styled(format!("{cut}…"), piece.style));
            }
            break;
        }
    }
    f.render_widget(
        Paragraph::new(Line::from(spans)).style(Style::new().bg(th.status_bg).fg(th.status_fg)),
        area,
    );
}

pub(super) fn draw_message(app: &Studio, area: Rect, f: &mut Frame<'_>) {
    let th = &app.settings.theme;
    let line = match &app.view.mode {
        Mode::Prompt { kind, buffer } => {
            let label = match kind {
                PromptKind::Search => "/".to_string(),
                PromptKind::Command => ":".to_string(),
                PromptKind::NewGrid => "new grid size (e.g. 15x15 or 15x15 greek): ".to_string(),
                PromptKind::Rebus => format!("rebus at {} (empty clears): ", app.view.cursor),
                PromptKind::Clue => match app.current_slot() {
                    Some(s) => format!("clue {}: ", app.slots.get(s).label()),
                    None => "clue: ".to_string(),
                },
            };
            // One row that scrolls sideways, so the cursor is always in view.
            let label_w = unicode_width::UnicodeWidthStr::width(label.as_str());
            let room = usize::from(area.width).saturating_sub(label_w);
            let (mut spans, col) = edit_row(buffer, room, Style::new().fg(th.text));
            let x = area.x + u16::try_from(label_w + col).unwrap_or(u16::MAX);
            if x < area.x + area.width {
                f.set_cursor_position((x, area.y));
            }
            spans.insert(0, Span::styled(label, Style::new().fg(th.title)));
            Line::from(spans)
        }
        // The question, and under it what a key that answered nothing was told.
        Mode::Confirm { question, .. } => {
            let asked = Line::styled(
                question.clone(),
                Style::new().fg(th.warning).add_modifier(Modifier::BOLD),
            );
            let lines = match app.view.message() {
                Some(m) => vec![
                    asked,
                    Line::styled(m.to_string(), Style::new().fg(th.warning)),
                ],
                None => vec![asked],
            };
            f.render_widget(Paragraph::new(lines).wrap(Wrap { trim: false }), area);
            return;
        }
        _ => match &app.view.message() {
            // The end of a long message says the most (the entries to look at), so that
            // is what stays when even two lines are too few.
            Some(m) => Line::styled(
                tail(m, usize::from(area.width) * usize::from(area.height)),
                match app.view.tone() {
                    Some(crate::tui::view::Tone::Warning) => Style::new().fg(th.warning),
                    _ => Style::new().fg(th.text),
                },
            ),
            // The clue desk names its own keys.
            None if matches!(app.view.mode, Mode::Clues(_)) => Line::default(),
            None => Line::styled(
                "? help  F5 autofill  / search  \" clue  Ctrl-S save  F2 slots  Ctrl-Q quit",
                Style::new().fg(th.dim),
            ),
        },
    };
    f.render_widget(Paragraph::new(line).wrap(Wrap { trim: false }), area);
}

/// The message log overlay: the newest messages that fit, with their times.
pub(super) fn draw_messages(app: &Studio, area: Rect, f: &mut Frame<'_>) {
    let th = &app.settings.theme;
    let rect = centered(
        area,
        area.width.saturating_sub(4).min(100),
        area.height.saturating_sub(2),
    );
    let room = usize::from(rect.height.saturating_sub(2));
    let inner = usize::from(rect.width.saturating_sub(2)).max(1);
    let lines: Vec<Line> = if app.view.log.is_empty() {
        vec![Line::styled("no messages yet", Style::new().fg(th.dim))]
    } else {
        // Long messages wrap: the newest that fit their rows are shown, whole.
        let rows = |text: &str| (9 + unicode_width::UnicodeWidthStr::width(text)).div_ceil(inner);
        let mut used = 0;
        let shown = app
            .view
            .log
            .iter()
            .rev()
            .take_while(|m| {
                used += rows(&m.text);
                used <= room
            })
            .count()
            .max(1);
        let skip = app.view.log.len() - shown;
        app.view
            .log
            .iter()
            .skip(skip)
            .map(|m| {
                Line::from(vec![
                    Span::styled(
                        format!("{} ", crate::tui::messages::clock(m.at)),
                        Style::new().fg(th.dim),
                    ),
                    Span::styled(m.text.clone(), Style::new().fg(th.text)),
                ])
            })
            .collect()
    };
    f.render_widget(Clear, rect);
    f.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(panel(app, " messages (UTC) — any key closes ".into())),
        rect,
    );
}
