//! Drawing the studio from `&App`: grid, candidates, clues, status, prompt and overlays.

use super::app::{App, Mode, PromptKind};
use super::keymap::bindings;
use crate::fill::Progress;
use crate::grid::{Cell, Direction, Pos};
use crate::store::SlotState;
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

/// Narrowest side panel worth drawing.
const MIN_SIDE: u16 = 24;

/// Where everything goes on a screen of a given size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScreenLayout {
    /// The grid's squares (inside its border).
    pub grid: Rect,
    /// Columns per square.
    pub cell_w: u16,
    /// Rows per square.
    pub cell_h: u16,
    /// The side panels.
    pub side: Rect,
    /// The status line.
    pub status: Rect,
    /// The message / prompt line.
    pub message: Rect,
}

/// Lays out the screen, or `None` when the terminal is too small for the grid.
pub fn screen_layout(area: Rect, width: usize, height: usize) -> Option<ScreenLayout> {
    if area.height < 8 {
        return None;
    }
    let main_h = area.height - 2;
    let (w, h) = (width as u16, height as u16);
    let fits = |cw: u16, ch: u16| {
        let gw = w * cw + 2;
        let gh = h * ch + 2;
        (gw + MIN_SIDE <= area.width && gh <= main_h).then_some((gw, gh))
    };
    let (cell_w, cell_h, (gw, gh)) = if let Some(s) = fits(4, 2) {
        (4, 2, s)
    } else if let Some(s) = fits(2, 1) {
        (2, 1, s)
    } else {
        return None;
    };
    let _ = gh;
    Some(ScreenLayout {
        grid: Rect::new(area.x + 1, area.y + 1, w * cell_w, h * cell_h),
        cell_w,
        cell_h,
        side: Rect::new(area.x + gw, area.y, area.width - gw, main_h),
        status: Rect::new(area.x, area.y + main_h, area.width, 1),
        message: Rect::new(area.x, area.y + main_h + 1, area.width, 1),
    })
}

/// The square under a screen position, if any.
pub fn square_at(l: &ScreenLayout, x: u16, y: u16) -> Option<Pos> {
    let g = l.grid;
    if x < g.x || y < g.y || x >= g.x + g.width || y >= g.y + g.height {
        return None;
    }
    Some(Pos::new(
        usize::from((y - g.y) / l.cell_h),
        usize::from((x - g.x) / l.cell_w),
    ))
}

/// Draws one frame.
pub fn render(app: &App, f: &mut Frame<'_>) {
    let area = f.area();
    let g = &app.puzzle.grid;
    let Some(l) = screen_layout(area, g.width(), g.height()) else {
        let msg = format!(
            "Terminal too small for a {}×{} grid ({}×{}).\nEnlarge the window (80×24 fits 15×15), or press Ctrl-Q to quit.",
            g.width(),
            g.height(),
            area.width,
            area.height
        );
        f.render_widget(
            Paragraph::new(msg)
                .wrap(Wrap { trim: true })
                .style(Style::new().fg(app.theme.warning)),
            area,
        );
        return;
    };
    let border = Block::new()
        .borders(Borders::ALL)
        .border_style(Style::new().fg(app.theme.border))
        .title(Span::styled(
            title(app),
            Style::new()
                .fg(app.theme.title)
                .add_modifier(Modifier::BOLD),
        ));
    let outer = Rect::new(
        l.grid.x - 1,
        l.grid.y - 1,
        l.grid.width + 2,
        l.grid.height + 2,
    );
    f.render_widget(border, outer);
    draw_grid(app, &l, f.buffer_mut());
    draw_side(app, l.side, f);
    draw_status(app, l.status, f);
    draw_message(app, l.message, f);
    match &app.mode {
        Mode::Help => draw_help(app, area, f),
        Mode::Slots { selected } => draw_slots(app, *selected, area, f),
        _ => {}
    }
}

fn title(app: &App) -> String {
    let t = &app.puzzle.meta.title;
    let name = if t.is_empty() { "untitled" } else { t.as_str() };
    format!(" {name} ")
}

fn draw_grid(app: &App, l: &ScreenLayout, buf: &mut Buffer) {
    let th = &app.theme;
    let shown = app.proposal.as_ref().map_or(&app.puzzle.grid, |p| &p.grid);
    let current = app.current_slot().map(|s| app.slots.get(s));
    let crossing = app.crossing_slot().map(|s| app.slots.get(s));
    for p in app.puzzle.grid.positions() {
        let x = l.grid.x + p.col as u16 * l.cell_w;
        let y = l.grid.y + p.row as u16 * l.cell_h;
        let cell = shown.cell(p);
        let mut bg = th.square;
        if current.is_some_and(|s| s.cells.contains(&p)) {
            bg = th.entry;
        } else if crossing.is_some_and(|s| s.cells.contains(&p)) {
            bg = th.crossing;
        }
        if app.is_selected(p) {
            bg = th.selection;
        }
        if cell.is_block() {
            bg = th.block;
        }
        if p == app.cursor {
            bg = th.cursor;
        }
        let proposed = app
            .proposal
            .as_ref()
            .is_some_and(|pr| pr.cells.contains(&p));
        let fg = if proposed {
            th.proposed
        } else if app.puzzle.locked.contains(&p) {
            th.locked
        } else {
            th.letter
        };
        let mut style = Style::new().bg(bg).fg(fg);
        if proposed {
            style = style.add_modifier(Modifier::ITALIC | Modifier::UNDERLINED);
        }
        let letter = match cell {
            Cell::Letter(i) => app.puzzle.alphabet.char_of(i).unwrap_or('?'),
            _ => ' ',
        };
        // Blocks are drawn as solid glyphs too, so they show without colour.
        let (fill, fill_style) = if cell.is_block() && p != app.cursor {
            (
                "█".repeat(l.cell_w as usize),
                Style::new().fg(th.block).bg(bg),
            )
        } else {
            (" ".repeat(l.cell_w as usize), Style::new().bg(bg))
        };
        for dy in 0..l.cell_h {
            buf.set_string(x, y + dy, &fill, fill_style);
        }
        if cell.is_block() {
            continue;
        }
        if l.cell_h == 2 {
            if let Some(n) = app.slots.number_at(p) {
                buf.set_string(x, y, n.to_string(), Style::new().bg(bg).fg(th.number));
            }
            buf.set_string(
                x + 1,
                y + 1,
                letter.to_string(),
                style.add_modifier(Modifier::BOLD),
            );
        } else {
            buf.set_string(x, y, letter.to_string(), style.add_modifier(Modifier::BOLD));
        }
    }
}

fn draw_side(app: &App, area: Rect, f: &mut Frame<'_>) {
    let cand_h = (area.height / 2).max(5).min(area.height);
    let top = Rect::new(area.x, area.y, area.width, cand_h);
    let bottom = Rect::new(area.x, area.y + cand_h, area.width, area.height - cand_h);
    if matches!(
        app.mode,
        Mode::Prompt {
            kind: PromptKind::Search,
            ..
        }
    ) {
        draw_search(app, top, f);
    } else {
        draw_candidates(app, top, f);
    }
    if bottom.height >= 3 {
        draw_clues(app, bottom, f);
    }
}

fn panel<'a>(app: &App, title: String) -> Block<'a> {
    Block::new()
        .borders(Borders::ALL)
        .border_style(Style::new().fg(app.theme.border))
        .title(Span::styled(title, Style::new().fg(app.theme.title)))
}

fn word_rows<'a>(
    app: &App,
    words: impl Iterator<Item = (String, u8)>,
    selected: usize,
    rows: usize,
) -> Vec<Line<'a>> {
    let start = selected.saturating_sub(rows.saturating_sub(1));
    words
        .enumerate()
        .skip(start)
        .take(rows)
        .map(|(i, (w, s))| {
            let style = if i == selected {
                Style::new().bg(app.theme.highlight_bg).fg(app.theme.text)
            } else {
                Style::new().fg(app.theme.text)
            };
            Line::from(vec![
                Span::styled(format!("{w:<16}"), style),
                Span::styled(format!("{s:>4}"), Style::new().fg(app.theme.dim)),
            ])
        })
        .collect()
}

fn draw_candidates(app: &App, area: Rect, f: &mut Frame<'_>) {
    let a = &app.puzzle.alphabet;
    let head = match app.current_slot() {
        Some(s) => {
            let s = app.slots.get(s);
            format!(
                " {} {} — {} fit, {} viable ",
                s.label(),
                s.pattern(&app.puzzle.grid, a),
                app.candidates.matching,
                app.candidates.viable
            )
        }
        None => " candidates ".into(),
    };
    let rows = area.height.saturating_sub(2) as usize;
    let lines = if app.words.is_none() {
        vec![Line::from("loading the word list…")]
    } else if app.candidates.words.is_empty() {
        vec![Line::styled(
            "no word fits here",
            Style::new().fg(app.theme.warning),
        )]
    } else {
        word_rows(
            app,
            app.candidates.words.iter().map(|(w, s)| (a.spell(w), *s)),
            app.candidate_sel,
            rows,
        )
    };
    f.render_widget(Paragraph::new(lines).block(panel(app, head)), area);
}

fn draw_search(app: &App, area: Rect, f: &mut Frame<'_>) {
    let a = &app.puzzle.alphabet;
    let rows = area.height.saturating_sub(2) as usize;
    let (head, lines) = match &app.search {
        Some(r) => (
            format!(" search — {} matches ", r.total),
            word_rows(
                app,
                r.matches.iter().map(|m| (a.spell(&m.word), m.score)),
                app.search_sel,
                rows,
            ),
        ),
        None => (
            " search ".to_string(),
            vec![Line::from("type a pattern: s???r??  [aeiou]??  *ing")],
        ),
    };
    f.render_widget(Paragraph::new(lines).block(panel(app, head)), area);
}

fn draw_clues(app: &App, area: Rect, f: &mut Frame<'_>) {
    let a = &app.puzzle.alphabet;
    let cur = app.current_slot();
    let mut lines = Vec::new();
    let mut cur_line = 0;
    for dir in [Direction::Across, Direction::Down] {
        lines.push(Line::styled(
            if dir == Direction::Across {
                "Across"
            } else {
                "Down"
            },
            Style::new()
                .fg(app.theme.title)
                .add_modifier(Modifier::BOLD),
        ));
        for (id, s) in app.slots.iter().filter(|(_, s)| s.direction == dir) {
            let style = if Some(id) == cur {
                cur_line = lines.len();
                Style::new().bg(app.theme.highlight_bg).fg(app.theme.text)
            } else {
                Style::new().fg(app.theme.text)
            };
            // The clue being edited is shown where it lives, with the edit cursor.
            let clue = match (&app.mode, Some(id) == cur) {
                (
                    Mode::Prompt {
                        kind: PromptKind::Clue,
                        buffer,
                    },
                    true,
                ) => {
                    let used = 4 + s.len() + 1 + 2 + 1;
                    let room = (area.width as usize).saturating_sub(used);
                    Span::styled(format!("{}▏", tail(buffer, room)), style)
                }
                _ => Span::styled(
                    app.puzzle.clue(s.number, dir).unwrap_or("").to_string(),
                    Style::new().fg(app.theme.dim),
                ),
            };
            lines.push(Line::from(vec![
                Span::styled(
                    format!("{:>3} ", s.number),
                    Style::new().fg(app.theme.number),
                ),
                Span::styled(format!("{} ", s.pattern(&app.puzzle.grid, a)), style),
                clue,
            ]));
        }
    }
    let rows = area.height.saturating_sub(2) as usize;
    let scroll = cur_line.saturating_sub(rows / 2) as u16;
    f.render_widget(
        Paragraph::new(lines)
            .scroll((scroll, 0))
            .block(panel(app, " clues (\" edits) ".into())),
        area,
    );
}

/// The end of `text` that fits in `room` columns, with an ellipsis when cut.
fn tail(text: &str, room: usize) -> String {
    let n = text.chars().count();
    if n <= room {
        return text.to_string();
    }
    let keep = room.saturating_sub(1);
    let cut: String = text.chars().skip(n - keep).collect();
    format!("…{cut}")
}

fn draw_status(app: &App, area: Rect, f: &mut Frame<'_>) {
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
    spans.push(Span::raw(format!(" · slot {}{state}", app.slot)));
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

fn draw_message(app: &App, area: Rect, f: &mut Frame<'_>) {
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

fn centered(area: Rect, w: u16, h: u16) -> Rect {
    // Overlays shrink to the screen.
    let w = w.min(area.width);
    let h = h.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

fn draw_help(app: &App, area: Rect, f: &mut Frame<'_>) {
    let th = &app.theme;
    let mut items: Vec<(String, String)> = bindings()
        .into_iter()
        .map(|b| (b.keys.to_string(), b.help.to_string()))
        .collect();
    items.extend(
        super::commands::COMMANDS
            .iter()
            .map(|(c, h)| (c.to_string(), h.to_string())),
    );
    // Flow the entries into as many columns as the height needs.
    let rows = usize::from(area.height.saturating_sub(2)).max(1);
    let cols = items.len().div_ceil(rows).max(1);
    let col_w = usize::from(area.width.saturating_sub(2)) / cols;
    let key_w = 12.min(col_w / 2);
    let mut lines = Vec::new();
    for r in 0..rows.min(items.len()) {
        let mut spans = Vec::new();
        for c in 0..cols {
            let Some((k, h)) = items.get(c * rows + r) else {
                continue;
            };
            let k: String = k.chars().take(key_w).collect();
            let h: String = h.chars().take(col_w.saturating_sub(key_w + 2)).collect();
            spans.push(Span::styled(
                format!("{k:<key_w$} "),
                Style::new().fg(th.title),
            ));
            spans.push(Span::styled(
                format!("{h:<w$} ", w = col_w.saturating_sub(key_w + 2)),
                Style::new().fg(th.text),
            ));
        }
        lines.push(Line::from(spans));
    }
    let r = area;
    f.render_widget(Clear, r);
    f.render_widget(
        Paragraph::new(lines)
            .block(panel(app, " keys — any key closes ".into()))
            .style(Style::new().bg(th.status_bg)),
        r,
    );
}

fn draw_slots(app: &App, selected: usize, area: Rect, f: &mut Frame<'_>) {
    let th = &app.theme;
    let mut lines = Vec::new();
    for (i, (n, state)) in app.slot_rows.iter().enumerate() {
        let text = match state {
            SlotState::Empty => format!("{n}  (empty)"),
            SlotState::Broken(e) => format!("{n}  BROKEN: {e}"),
            SlotState::Filled(s) => {
                let g = &s.puzzle.grid;
                let t = s.title();
                format!(
                    "{n}  {t:<24.24} {:>2}×{:<2} {:>3}%  {}",
                    g.width(),
                    g.height(),
                    g.filled_percent(),
                    crate::store::time::format_utc(s.saved)
                )
            }
        };
        let mut style = Style::new().fg(th.text);
        if i == selected {
            style = style.bg(th.highlight_bg);
        }
        if *n == app.slot {
            style = style.add_modifier(Modifier::BOLD);
        }
        lines.push(Line::styled(text, style));
    }
    lines.push(Line::from(""));
    lines.push(Line::styled(
        "↑↓ choose  Enter load  s save here  d delete  Esc close",
        Style::new().fg(th.dim),
    ));
    let r = centered(area, 66, 14);
    f.render_widget(Clear, r);
    f.render_widget(
        Paragraph::new(lines)
            .block(panel(app, " slots ".into()))
            .style(Style::new().bg(th.status_bg)),
        r,
    );
}

#[cfg(test)]
mod tests {
    use super::tail;

    #[test]
    fn long_text_keeps_its_end() {
        assert_eq!(tail("short", 10), "short");
        assert_eq!(tail("a long clue being typed", 8), "…g typed");
        assert_eq!(tail("abc", 0), "…");
    }
}
