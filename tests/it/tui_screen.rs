//! Using the screen: a 21×21 opens at 80×24 in one-row squares, a 15×15 on a big terminal
//! gets big numbered squares, and the candidate panel dims the words that break a crossing
//! (styles captured: the dimming is the meaning).

use crate::common;

use crate::common::studio;

use gridwright::tui::studio::Studio;
use gridwright::tui::ui::{candidate_panel, render, screen_layout};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

fn studio_on(rows: &str, list: &[u8]) -> Studio {
    common::studio::over(rows, list)
}

fn buffer(app: &Studio, w: u16, h: u16) -> Buffer {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    t.draw(|f| render(app, f)).expect("draw");
    t.backend().buffer().clone()
}

fn crop(buf: &Buffer, area: Rect) -> Buffer {
    let mut out = Buffer::empty(area);
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            out[(x, y)] = buf[(x, y)].clone();
        }
    }
    out
}

/// A 21×21 with a scatter of blocks.
fn rows21() -> String {
    let mut out = String::new();
    for r in 0..21 {
        let row: String = (0..21)
            .map(|c| if (r * 7 + c * 3) % 11 == 0 { '#' } else { '.' })
            .collect();
        out.push_str(&row);
        out.push('\n');
    }
    out
}

const WORDS: &[u8] = b"CAT;60\nCOT;50\nDOG;40\nCXX;70\nAAA;20\nTTT;20\nOOO;20\nGGG;20\n";

#[test]
fn a_21x21_opens_at_80x24_in_one_row_squares() {
    let app = studio_on(&rows21(), WORDS);
    let l = screen_layout(Rect::new(0, 0, 80, 24), 21, 21).expect("21×21 fits 80×24");
    assert_eq!((l.cell_w, l.cell_h, l.framed), (2, 1, false));
    let text = studio::screen(&app, 80, 24);
    assert!(!text.contains("too small"), "{text}");
    // No numbers in the squares, but the current entry's label on the status line.
    assert!(
        text.lines().nth(21).is_some_and(|s| s.starts_with(" 1A ")),
        "{text}"
    );
    insta::assert_snapshot!(text);
}

#[test]
fn a_15x15_on_a_big_terminal_gets_big_numbered_squares() {
    let rows = include_str!("../fixtures/themeless-15x15.txt");
    let app = studio_on(rows, WORDS);
    let l = screen_layout(Rect::new(0, 0, 200, 60), 15, 15).expect("fits");
    assert_eq!((l.cell_w, l.cell_h, l.framed), (6, 3, true));
    // The squares took the room first: the panels keep what is left.
    assert!(l.side.width < 200 - 15 * 4);
    insta::assert_snapshot!(studio::screen(&app, 200, 60));
}

#[test]
fn words_that_break_a_crossing_are_listed_dimmed_after_the_rest() {
    // In an open 3×3, CXX fits 1A but no word starts with X: listed last, dimmed, though
    // it scores best.
    let app = common::blank_studio(3, 3, WORDS);
    let c = app.candidates();
    assert_eq!((c.matching, c.viable, c.dead.len()), (8, 7, 1));
    let buf = buffer(&app, 80, 24);
    let l = screen_layout(Rect::new(0, 0, 80, 24), 3, 3).expect("fits");
    let panel = candidate_panel(&l);
    let rows = Rect::new(panel.x, panel.y, panel.width, 11);
    let text = studio::screen(&app, 80, 24);
    assert!(text.contains("CXX"), "{text}");
    insta::assert_snapshot!(format!("{:?}", crop(&buf, rows)));
}

#[test]
fn a_long_clue_is_shown_whole_wrapped_in_the_clue_panel() {
    use gridwright::tui::action::Action;
    use gridwright::tui::update::update;
    let rows = include_str!("../fixtures/themeless-15x15.txt");
    let mut app = studio_on(rows, WORDS);
    let clue = "Where the constructor keeps the long clue she wrote at midnight";
    update(&mut app, Action::EditClue);
    for c in clue.chars() {
        update(&mut app, Action::PromptChar(c));
    }
    update(&mut app, Action::PromptSubmit);
    let text = studio::screen(&app, 80, 24);
    // Every word of it, over the lines of the panel, none cut.
    let panel: Vec<String> = text
        .lines()
        .filter_map(|l| {
            l.split_once("││")
                .map(|(_, r)| r.trim_end_matches('│').trim().to_string())
        })
        .collect();
    let at = panel
        .iter()
        .position(|l| l.contains("Where"))
        .expect("the clue is shown");
    let shown = panel[at..at + 3].join(" ");
    assert!(shown.contains("Where the constructor keeps"), "{text}");
    assert!(shown.contains("she wrote at midnight"), "{shown}");
}
