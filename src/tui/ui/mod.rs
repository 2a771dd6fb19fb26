//! Drawing the studio from `&App`: grid, candidates, clues, status, prompt and overlays.

use super::app::{App, Mode, PromptKind};
use crate::fill::Progress;
use crate::grid::{Cell, Direction, Pos};
use crate::store::SlotState;
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

mod checks;
mod clue_desk;
mod grid;
mod help;
mod line_edit;
mod slots;
mod status;
mod theme_entries;
pub mod viewport;
use checks::*;
use clue_desk::*;
use grid::*;
use help::*;
use line_edit::*;
use slots::*;
use status::*;
use theme_entries::*;
pub use viewport::Viewport;

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
    /// The squares on screen (all of them unless the grid is larger than the window).
    pub view: Viewport,
}

/// Lays out the screen, or `None` when the terminal is too small for the grid.
pub fn screen_layout(area: Rect, width: usize, height: usize) -> Option<ScreenLayout> {
    screen_layout_at(area, width, height, Pos::new(0, 0))
}

/// Lays out the screen for the cursor at `cursor`: a grid larger than the window shows the
/// part round the cursor, at the small square size.
pub fn screen_layout_at(
    area: Rect,
    width: usize,
    height: usize,
    cursor: Pos,
) -> Option<ScreenLayout> {
    if area.height < 8 {
        return None;
    }
    // Two rows for messages, so a fill's verdict and its entries fit at 80 columns.
    let main_h = area.height - 3;
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
        return scrolled(area, width, height, cursor);
    };
    let _ = gh;
    Some(ScreenLayout {
        grid: Rect::new(area.x + 1, area.y + 1, w * cell_w, h * cell_h),
        cell_w,
        cell_h,
        side: Rect::new(area.x + gw, area.y, area.width - gw, main_h),
        status: Rect::new(area.x, area.y + main_h, area.width, 1),
        message: Rect::new(area.x, area.y + main_h + 1, area.width, 2),
        view: Viewport::whole(width, height),
    })
}

/// The layout of a grid larger than the window: small squares, as many as the room beside
/// the side panel holds, round the cursor.
fn scrolled(area: Rect, width: usize, height: usize, cursor: Pos) -> Option<ScreenLayout> {
    let main_h = area.height - 3;
    let cols = usize::from(area.width.checked_sub(MIN_SIDE + 2)? / 2).min(width);
    let rows = usize::from(main_h.checked_sub(2)?).min(height);
    if cols < 3 || rows < 3 {
        return None;
    }
    let view = Viewport::around(width, height, cols, rows, cursor);
    let (gw, gh) = (cols as u16 * 2, rows as u16);
    Some(ScreenLayout {
        grid: Rect::new(area.x + 1, area.y + 1, gw, gh),
        cell_w: 2,
        cell_h: 1,
        side: Rect::new(area.x + gw + 2, area.y, area.width - gw - 2, main_h),
        status: Rect::new(area.x, area.y + main_h, area.width, 1),
        message: Rect::new(area.x, area.y + main_h + 1, area.width, 2),
        view,
    })
}

/// The square under a screen position, if any.
pub fn square_at(l: &ScreenLayout, x: u16, y: u16) -> Option<Pos> {
    let g = l.grid;
    if x < g.x || y < g.y || x >= g.x + g.width || y >= g.y + g.height {
        return None;
    }
    l.view.square(
        usize::from((y - g.y) / l.cell_h),
        usize::from((x - g.x) / l.cell_w),
    )
}

/// Draws one frame.
pub fn render(app: &App, f: &mut Frame<'_>) {
    let area = f.area();
    // The clue desk needs no room for the grid.
    if let Mode::Clues(desk) = &app.mode {
        draw_desk(app, desk, f);
        return;
    }
    let g = &app.puzzle.grid;
    let Some(l) = screen_layout_at(area, g.width(), g.height(), app.cursor) else {
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
            format!("{}{}", title(app), indicator(&l.view)),
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
    let below = outer.y + outer.height;
    if below < l.status.y {
        let room = Rect::new(outer.x, below, outer.width, l.status.y - below);
        draw_theme_entries(app, room, f);
    }
    draw_side(app, l.side, f);
    draw_status(app, l.status, f);
    draw_message(app, l.message, f);
    match &app.mode {
        Mode::Help => draw_help(app, area, f),
        Mode::Messages => draw_messages(app, area, f),
        Mode::Slots { selected } => draw_slots(app, *selected, area, f),
        Mode::Checks { selected } => draw_checks(app, *selected, area, f),
        _ => {}
    }
}

/// Where the view is in a grid larger than the window, after the title.
fn indicator(view: &Viewport) -> String {
    match view.indicator() {
        s if s.is_empty() => s,
        s => format!("{s} "),
    }
}

fn title(app: &App) -> String {
    let t = &app.puzzle.meta.title;
    let name = if t.is_empty() { "untitled" } else { t.as_str() };
    format!(" {name} ")
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
            format!(
                " {} {} — {} fit, {} viable ",
                app.entry_label(s),
                app.entry_text(s),
                app.candidates.matching,
                app.candidates.viable
            )
        }
        None => " candidates ".into(),
    };
    let rows = area.height.saturating_sub(2) as usize;
    let problem = app.words_problem();
    // Only the reason wraps: word rows are cut, never broken over lines.
    let wrap = problem.is_some();
    let lines = if app.words.is_none() {
        vec![Line::from("loading the word list…")]
    } else if let Some(problem) = problem {
        // No words rather than words in other letters: the reason instead.
        vec![Line::styled(
            format!("no words: {problem}"),
            Style::new().fg(app.theme.warning),
        )]
    } else if app.candidates.words.is_empty() {
        vec![Line::styled(
            empty_candidates_reason(&app.candidates),
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
    let mut para = Paragraph::new(lines).block(panel(app, head));
    if wrap {
        para = para.wrap(Wrap { trim: true });
    }
    f.render_widget(para, area);
}

/// Why an entry has no candidate: no word fits its letters, or words do but none leaves every
/// crossing a word (then the crossings are where to look).
fn empty_candidates_reason(c: &crate::fill::candidates::Candidates) -> String {
    if c.skipped {
        "a rebus no word can spell: autofill leaves it".into()
    } else if c.matching == 0 {
        "no word fits these letters".into()
    } else {
        let words = if c.matching == 1 {
            "word fits"
        } else {
            "words fit"
        };
        format!(
            "{} {words} these letters; none works with the crossings",
            c.matching
        )
    }
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
                    let used = 4 + app.entry_text(id).chars().count() + 1 + 2;
                    let room = (area.width as usize).saturating_sub(used);
                    edit_row(buffer, room, style).0
                }
                _ => vec![Span::styled(
                    app.puzzle.clue(s.number, dir).unwrap_or("").to_string(),
                    Style::new().fg(app.theme.dim),
                )],
            };
            let number = app
                .puzzle
                .label_at(s.start(), &app.slots)
                .unwrap_or_default();
            let mut spans = vec![
                Span::styled(format!("{number:>3} "), Style::new().fg(app.theme.number)),
                Span::styled(format!("{} ", app.entry_text(id)), style),
            ];
            spans.extend(clue);
            lines.push(Line::from(spans));
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
