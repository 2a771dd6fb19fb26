//! A grid larger than the window scrolls: the studio shows the squares round the cursor, the
//! border says which rows and columns those are, and a click lands on the square drawn
//! under it. `:new 64x64` makes such a grid.

use crate::common;

use crate::common::studio;
use studio::{command, said, screen};

use gridwright::grid::Pos;
use gridwright::tui::action::{Action, Move};
use gridwright::tui::studio::Studio;
use gridwright::tui::theme::Theme;
use gridwright::tui::ui::{render, screen_layout_at, square_at};
use gridwright::tui::update::update;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;

fn moved(app: &mut Studio, m: Move, n: usize) {
    for _ in 0..n {
        update(app, Action::Move(m));
    }
}

/// A 40×40 with a letter typed at the cursor's square so the area shows.
fn big() -> Studio {
    let mut app = common::blank_studio(40, 40, b"CAT;60\n");
    update(&mut app, Action::Click(Pos::new(30, 26)));
    update(&mut app, Action::Type('Q'));
    update(&mut app, Action::Click(Pos::new(30, 25)));
    app
}

#[test]
fn a_40x40_at_80x24_shows_the_cursors_area_and_where_it_is() {
    let app = big();
    assert_eq!(app.cursor(), Pos::new(30, 25));
    let text = screen(&app, 80, 24);
    assert!(
        text.lines()
            .next()
            .is_some_and(|l| l.contains("rows 22–40 of 40, cols 13–39 of 40")),
        "{text}"
    );
    insta::assert_snapshot!(text);

    // The cursor's square is painted as the cursor, and the typed Q sits right of it.
    let mut t = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
    t.draw(|f| render(&app, f)).expect("draw");
    let buf = t.backend().buffer();
    let l = screen_layout_at(Rect::new(0, 0, 80, 24), 40, 40, app.cursor()).expect("fits");
    let (row, col) = l.view.offset(app.cursor()).expect("cursor on screen");
    let x = l.grid.x + col as u16 * l.cell_w;
    let y = l.grid.y + row as u16 * l.cell_h;
    assert_eq!(buf[(x, y)].bg, Theme::default().cursor);
    let q: String = (0..l.cell_w)
        .map(|i| buf[(x + l.cell_w + i, y)].symbol().to_string())
        .collect();
    assert!(q.contains('Q'), "{q:?}");
}

#[test]
fn the_view_follows_the_cursor_and_clicks_map_through_it() {
    let mut app = big();
    let area = Rect::new(0, 0, 80, 24);
    let l = screen_layout_at(area, 40, 40, app.cursor()).expect("fits");
    // The top-left square drawn is row 22, column 13 (counted from 1).
    assert_eq!(square_at(&l, l.grid.x, l.grid.y), Some(Pos::new(21, 12)));
    assert_eq!(
        square_at(&l, l.grid.x + 2 * 3 + 1, l.grid.y + 4),
        Some(Pos::new(25, 15))
    );
    assert_eq!(square_at(&l, 0, 0), None);
    update(&mut app, Action::Click(Pos::new(25, 15)));
    assert_eq!(app.cursor(), Pos::new(25, 15));

    // Arrows turn the typing direction before they move, so a few spare ones.
    moved(&mut app, Move::Up, 27);
    moved(&mut app, Move::Left, 17);
    assert_eq!(app.cursor(), Pos::new(0, 0));
    let top = screen(&app, 80, 24);
    assert!(
        top.lines()
            .next()
            .is_some_and(|l| l.contains("rows 1–19 of 40, cols 1–27 of 40")),
        "{top}"
    );
    // A grid that fits has no indicator.
    let small = common::blank_studio(15, 15, b"CAT;60\n");
    assert!(!screen(&small, 80, 24).contains("rows "));
}

#[test]
fn new_64x64_and_7x57_open_and_scroll() {
    let mut app = common::blank_studio(15, 15, b"CAT;60\n");
    command(&mut app, "new 64x64");
    assert!(said(&app).starts_with("new 64×64 grid"), "{}", said(&app));
    assert_eq!(app.puzzle().grid.width(), 64);
    let text = screen(&app, 80, 24);
    assert!(text.contains("rows 1–19 of 64, cols 1–27 of 64"), "{text}");
    moved(&mut app, Move::Down, 63);
    moved(&mut app, Move::Right, 63);
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("rows 46–64 of 64, cols 38–64 of 64"),
        "{text}"
    );

    command(&mut app, "new 57x7");
    let text = screen(&app, 80, 24);
    assert!(text.contains("rows 1–7 of 7, cols 1–27 of 57"), "{text}");
    command(&mut app, "new 256x3");
    assert!(said(&app).contains("255"), "{}", said(&app));
}
