//! Drawing the studio from `&Studio`: grid, candidates, clues, status, prompt and overlays.

use super::studio::{Mode, PromptKind, Studio};
use crate::fill::Progress;
use crate::grid::{Cell, Direction, Pos};
use crate::store::SlotState;
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

mod candidates;
mod checks;
mod clue_desk;
mod design;
mod grid;
mod help;
mod line_edit;
mod meaning;
mod place_form;
mod sizing;
mod slots;
mod status;
mod suggestions;
mod templates;
mod theme_entries;
mod wordplay;
use candidates::*;
pub use candidates::{candidate_at, candidate_panel, first_shown};
pub mod viewport;
use checks::*;
use clue_desk::*;
use grid::*;
use help::*;
use line_edit::*;
use place_form::*;
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
    /// Whether the grid has its border and title (not when only a bare grid fits).
    pub framed: bool,
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
    let (w, h) = (u16::try_from(width).ok()?, u16::try_from(height).ok()?);
    let Some(s) = sizing::choose(w, h, area.width, main_h, MIN_SIDE) else {
        return scrolled(area, width, height, cursor);
    };
    let (gw, _) = s.outer(w, h);
    let inset = u16::from(s.framed);
    Some(ScreenLayout {
        grid: Rect::new(area.x + inset, area.y + inset, w * s.cell_w, h * s.cell_h),
        cell_w: s.cell_w,
        cell_h: s.cell_h,
        framed: s.framed,
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
        framed: true,
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
pub fn render(app: &Studio, f: &mut Frame<'_>) {
    let area = f.area();
    // The clue desk needs no room for the grid.
    if let Mode::Clues(desk) = &app.view.mode {
        draw_desk(app, desk, f);
        if let Some(list) = &app.meaning.ideas {
            suggestions::draw_ideas(app, list, suggestions::ideas_area(area, list, true), f);
        }
        return;
    }
    // The gallery shows designs, not the grid.
    if let Mode::Gallery { selected } = &app.view.mode {
        design::draw_gallery(app, *selected, f);
        return;
    }
    let g = &app.doc.puzzle().grid;
    let Some(l) = screen_layout_at(area, g.width(), g.height(), app.view.cursor) else {
        let msg = format!(
            "Terminal too small for a {}×{} grid ({}×{}).\nEnlarge the window (80×24 fits 21×21), or press Ctrl-Q to quit.",
            g.width(),
            g.height(),
            area.width,
            area.height
        );
        f.render_widget(
            Paragraph::new(msg)
                .wrap(Wrap { trim: true })
                .style(Style::new().fg(app.settings.theme.warning)),
            area,
        );
        return;
    };
    let border = Block::new()
        .borders(Borders::ALL)
        .border_style(Style::new().fg(app.settings.theme.border))
        .title(Span::styled(
            format!("{}{}", title(app), indicator(&l.view)),
            Style::new()
                .fg(app.settings.theme.title)
                .add_modifier(Modifier::BOLD),
        ));
    let inset = u16::from(l.framed);
    let outer = Rect::new(
        l.grid.x - inset,
        l.grid.y - inset,
        l.grid.width + 2 * inset,
        l.grid.height + 2 * inset,
    );
    if l.framed {
        f.render_widget(border, outer);
    }
    draw_grid(app, &l, f.buffer_mut());
    let below = outer.y + outer.height;
    if below < l.status.y {
        let room = Rect::new(outer.x, below, outer.width, l.status.y - below);
        draw_theme_entries(app, room, f);
    }
    draw_side(app, l.side, f);
    draw_status(app, l.status, f);
    draw_message(app, l.message, f);
    match &app.view.mode {
        Mode::Help => draw_help(app, area, f),
        Mode::Messages => draw_messages(app, area, f),
        Mode::Slots { selected } => draw_slots(app, *selected, area, f),
        Mode::Checks { selected } => draw_checks(app, *selected, area, f),
        Mode::Templates(chooser) => templates::draw_templates(app, chooser, area, f),
        Mode::Wordplay(panel) => wordplay::draw_wordplay(app, panel, area, f),
        _ => {}
    }
    if let Some(list) = &app.meaning.ideas {
        suggestions::draw_ideas(app, list, suggestions::ideas_area(area, list, false), f);
    }
}

/// Where the view is in a grid larger than the window, after the title.
fn indicator(view: &Viewport) -> String {
    match view.indicator() {
        s if s.is_empty() => s,
        s => format!("{s} "),
    }
}

fn title(app: &Studio) -> String {
    let t = &app.doc.puzzle().meta.title;
    let name = if t.is_empty() { "untitled" } else { t.as_str() };
    format!(" {name} ")
}

/// The side panels: candidates (or search results) above, clues below.
fn side_split(area: Rect) -> (Rect, Rect) {
    let cand_h = (area.height / 2).max(5).min(area.height);
    let top = Rect::new(area.x, area.y, area.width, cand_h);
    let bottom = Rect::new(area.x, area.y + cand_h, area.width, area.height - cand_h);
    (top, bottom)
}

fn draw_side(app: &Studio, area: Rect, f: &mut Frame<'_>) {
    // The place-word form takes the whole side, so a long clue has room.
    if let Mode::PlaceForm(form) = &app.view.mode {
        draw_place_form(app, form, area, f);
        return;
    }
    if let Mode::DesignForm(form) = &app.view.mode {
        design::draw_design_form(app, form, area, f);
        return;
    }
    let (top, bottom) = side_split(area);
    if matches!(
        app.view.mode,
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

fn panel<'a>(app: &Studio, title: String) -> Block<'a> {
    Block::new()
        .borders(Borders::ALL)
        .border_style(Style::new().fg(app.settings.theme.border))
        .title(Span::styled(
            title,
            Style::new().fg(app.settings.theme.title),
        ))
}

fn word_rows<'a>(
    app: &Studio,
    words: impl Iterator<Item = (String, u8)>,
    selected: usize,
    rows: usize,
) -> Vec<Line<'a>> {
    let start = first_shown(selected, rows);
    words
        .enumerate()
        .skip(start)
        .take(rows)
        .map(|(i, (w, s))| {
            let style = if i == selected {
                Style::new()
                    .bg(app.settings.theme.highlight_bg)
                    .fg(app.settings.theme.text)
            } else {
                Style::new().fg(app.settings.theme.text)
            };
            Line::from(vec![
                Span::styled(format!("{w:<16}"), style),
                Span::styled(format!("{s:>4}"), Style::new().fg(app.settings.theme.dim)),
            ])
        })
        .collect()
}

fn draw_search(app: &Studio, area: Rect, f: &mut Frame<'_>) {
    let a = &app.doc.puzzle().alphabet;
    let rows = area.height.saturating_sub(2) as usize;
    let (head, lines) = match (&app.view.panels.search, &app.meaning.relations) {
        (Some(r), Some(relations)) => (
            format!(" search — {} related ", r.total),
            meaning::related_rows(
                app,
                r,
                relations,
                rows,
                usize::from(area.width.saturating_sub(2)),
            ),
        ),
        (Some(r), None) => (
            format!(" search — {} matches ", r.total),
            word_rows(
                app,
                r.matches.iter().map(|m| (a.spell(&m.word), m.score)),
                app.view.panels.search_sel,
                rows,
            ),
        ),
        (None, _) => (
            " search ".to_string(),
            vec![Line::from(
                "type a pattern: s???r??  [aeiou]??  *ing  ~spice",
            )],
        ),
    };
    f.render_widget(Paragraph::new(lines).block(panel(app, head)), area);
}

fn draw_clues(app: &Studio, area: Rect, f: &mut Frame<'_>) {
    let cur = app.current_slot();
    // Clues written for another answer than their entry holds now: in the warning colour.
    let stale = crate::grid::clues::stale_slots(app.doc.puzzle(), &app.slots);
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
                .fg(app.settings.theme.title)
                .add_modifier(Modifier::BOLD),
        ));
        for (id, s) in app.slots.iter().filter(|(_, s)| s.direction == dir) {
            let style = if Some(id) == cur {
                cur_line = lines.len();
                Style::new()
                    .bg(app.settings.theme.highlight_bg)
                    .fg(app.settings.theme.text)
            } else {
                Style::new().fg(app.settings.theme.text)
            };
            let number = app
                .doc
                .puzzle()
                .label_at(s.start(), &app.slots)
                .unwrap_or_default();
            let answer = format!("{} ", app.entry_text(id));
            let head = vec![
                Span::styled(
                    format!("{number:>3} "),
                    Style::new().fg(app.settings.theme.number),
                ),
                Span::styled(answer.clone(), style),
            ];
            // The clue being edited is shown where it lives, with the edit cursor.
            if let (
                Mode::Prompt {
                    kind: PromptKind::Clue,
                    buffer,
                },
                true,
            ) = (&app.view.mode, Some(id) == cur)
            {
                let used = 4 + answer.chars().count() + 2;
                let room = (area.width as usize).saturating_sub(used);
                lines.push(Line::from([head, edit_row(buffer, room, style).0].concat()));
                continue;
            }
            // A whole clue, wrapped in the panel's width, the rest indented under the answer.
            let clue = app.doc.puzzle().clue(s.number, dir).unwrap_or("");
            let inner = usize::from(area.width.saturating_sub(2));
            let used = 4 + answer.chars().count();
            let dim = if stale.contains(&id) {
                Style::new().fg(app.settings.theme.warning)
            } else {
                Style::new().fg(app.settings.theme.dim)
            };
            let mut parts =
                wrap_words(clue, inner.saturating_sub(used), inner.saturating_sub(4)).into_iter();
            let first = parts.next().unwrap_or_default();
            lines.push(Line::from([head, vec![Span::styled(first, dim)]].concat()));
            for more in parts {
                lines.push(Line::from(vec![Span::raw("    "), Span::styled(more, dim)]));
            }
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

/// `text` in lines of at most `first` columns, then `rest`, broken between words (a word
/// longer than a line is cut into pieces).
fn wrap_words(text: &str, first: usize, rest: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut line = String::new();
    let room = |n: usize| if n == 0 { first } else { rest }.max(1);
    for word in text.split_whitespace() {
        let mut word: Vec<char> = word.chars().collect();
        loop {
            let have = line.chars().count();
            let sep = usize::from(have > 0);
            if have + sep + word.len() <= room(out.len()) {
                if sep == 1 {
                    line.push(' ');
                }
                line.extend(word.iter());
                break;
            }
            if have > 0 {
                out.push(std::mem::take(&mut line));
                continue;
            }
            // No room on a short first line: the clue starts on the next.
            if out.is_empty() && first < rest {
                out.push(String::new());
                continue;
            }
            // A word longer than the line.
            let cut = room(out.len());
            out.push(word.drain(..cut).collect());
            if word.is_empty() {
                break;
            }
        }
    }
    if !line.is_empty() {
        out.push(line);
    }
    out
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
    use super::{tail, wrap_words};

    #[test]
    fn a_long_clue_wraps_between_words() {
        assert_eq!(wrap_words("Night at the ___", 20, 30), ["Night at the ___"]);
        assert_eq!(
            wrap_words("Leading light of the evening sky", 10, 14),
            ["Leading", "light of the", "evening sky"]
        );
        assert_eq!(
            wrap_words("Supercalifragilistic", 8, 8),
            ["Supercal", "ifragili", "stic"]
        );
        assert!(wrap_words("", 5, 5).is_empty());
        assert_eq!(wrap_words("Leading light", 0, 20), ["", "Leading light"]);
    }

    #[test]
    fn long_text_keeps_its_end() {
        assert_eq!(tail("short", 10), "short");
        assert_eq!(tail("a long clue being typed", 8), "…g typed");
        assert_eq!(tail("abc", 0), "…");
    }
}
