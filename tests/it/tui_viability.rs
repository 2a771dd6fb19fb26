//! The live viability map in the studio: computed in the background after each edit, drawn
//! as square colours (dead red, dead entry light red, few amber), a heat map of letter
//! counts, the status line's summary; and `:timeout`.

use crate::common;
use crate::common::studio;

use common::blank_studio;
use gridwright::grid::Pos;
use gridwright::tui::action::{Action, Move};
use gridwright::tui::studio::Studio;
use gridwright::tui::ui::{render, screen_layout};
use gridwright::tui::update::update;
use gridwright::tui::update::wait_map;
use gridwright::tui::viability::{fill_timeout, map};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::time::Duration;
use studio::{command, said, screen};

const LIST: &[u8] =
    b"CAT;60\nCOT;50\nDOG;40\nAAA;20\nOOO;20\nTTT;20\nGGG;20\nAGO;50\nTEN;50\nTOE;50\n";

fn typed(app: &mut Studio, word: &str) {
    for c in word.chars() {
        update(app, Action::Type(c));
    }
    wait_map(app, Duration::from_secs(10));
}

/// Each square as one character of what its background means, beside the screen's letters:
/// `X` dead square, `x` square of a dead entry, `a` few words (amber), `@` cursor, `#`
/// block, `.` anything else.
/// Where square (r, c)'s letter is drawn: the middle row, one column in at least.
fn letter_at(l: &gridwright::tui::ui::ScreenLayout, r: usize, c: usize) -> (u16, u16) {
    let x = l.grid.x + c as u16 * l.cell_w + ((l.cell_w - 1) / 2).max(1);
    let y = l.grid.y + r as u16 * l.cell_h + l.cell_h / 2;
    (x, y)
}

fn map_styles(app: &Studio, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    t.draw(|f| render(app, f)).expect("draw");
    let buf = t.backend().buffer();
    let g = &app.puzzle().grid;
    let l = screen_layout(
        ratatui::layout::Rect::new(0, 0, w, h),
        g.width(),
        g.height(),
    )
    .expect("fits");
    let th = app.theme();
    let mut out = String::new();
    for r in 0..g.height() {
        for c in 0..g.width() {
            let (x, y) = letter_at(&l, r, c);
            let cell = &buf[(x, y)];
            let bg = cell.bg;
            let ch = if Pos::new(r, c) == app.cursor() {
                '@'
            } else if g.cell(Pos::new(r, c)).is_block() {
                '#'
            } else if bg == th.dead {
                'X'
            } else if bg == th.dead_entry {
                'x'
            } else if bg == th.few {
                'a'
            } else {
                '.'
            };
            out.push(ch);
        }
        out.push_str("   ");
        for c in 0..g.width() {
            let (x, y) = letter_at(&l, r, c);
            let s = buf[(x, y)].symbol();
            out.push_str(if s.trim().is_empty() { "_" } else { s });
        }
        out.push('\n');
    }
    out
}

#[test]
fn a_letter_no_crossing_takes_shows_red_at_once_and_the_status_line_counts_it() {
    let mut app = blank_studio(3, 3, LIST);
    wait_map(&mut app, Duration::from_secs(10));
    assert!(map(&app).expect("map").is_alive());
    typed(&mut app, "CAZ");
    update(&mut app, Action::Move(Move::Down));
    update(&mut app, Action::Move(Move::Down));
    update(&mut app, Action::Move(Move::Left));
    let m = map(&app).expect("map");
    assert_eq!(m.dead_squares, vec![Pos::new(0, 2)]);
    insta::assert_snapshot!(map_styles(&app, 80, 24));
    let s = screen(&app, 80, 24);
    assert!(s.contains("✗ 1 dead square, 2 dead entries"), "{s}");
    // Undo takes it away again.
    update(&mut app, Action::Undo);
    wait_map(&mut app, Duration::from_secs(10));
    assert!(map(&app).expect("map").dead_squares.is_empty());
}

#[test]
fn the_heat_map_shows_each_open_square_s_letter_count() {
    let mut app = blank_studio(3, 3, LIST);
    typed(&mut app, "C");
    update(&mut app, Action::ToggleHeat);
    update(&mut app, Action::Move(Move::Down));
    insta::assert_snapshot!(map_styles(&app, 80, 24));
    update(&mut app, Action::ToggleHeat);
    assert_eq!(said(&app), "heat map off");
}

#[test]
fn quick_edits_end_with_the_map_of_the_last_one() {
    let mut app = blank_studio(3, 3, LIST);
    // Several edits with no wait: only a map for the last one may show.
    for c in "CAZ".chars() {
        update(&mut app, Action::Type(c));
    }
    wait_map(&mut app, Duration::from_secs(10));
    let m = map(&app).expect("map");
    assert_eq!(m.dead_squares, vec![Pos::new(0, 2)]);
}

#[test]
fn timeout_sets_the_fill_limit_and_refuses_nonsense() {
    let mut app = blank_studio(3, 3, LIST);
    assert_eq!(fill_timeout(&app), Duration::from_secs(120));
    command(&mut app, "timeout 7");
    assert_eq!(fill_timeout(&app), Duration::from_secs(7));
    assert!(said(&app).contains("7 s"), "{}", said(&app));
    command(&mut app, "timeout soon");
    assert!(said(&app).contains("not a time limit"), "{}", said(&app));
    command(&mut app, "timeout 0");
    assert_eq!(fill_timeout(&app), Duration::from_secs(7));
    command(&mut app, "timeout");
    assert!(said(&app).contains("7 s"), "{}", said(&app));
}
