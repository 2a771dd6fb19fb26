//! Browsing the candidates: PgUp/PgDn/Home/End, the mouse wheel, a click that places one;
//! placing a word that changes a crossing asks first; a grid of non-words is not healthy.

use crate::common;

use crate::common::studio;

use crossterm::event::{KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use gridwright::grid::{Alphabet, Direction, Pos};
use gridwright::tui::action::{Action, Move};
use gridwright::tui::mouse_action;
use gridwright::tui::studio::{Mode, Studio};
use gridwright::tui::ui::{candidate_panel, screen_layout};
use gridwright::tui::update::update;
use ratatui::layout::Rect;

/// A list of `n` three-letter words, all of them viable in an open 3×3 (every letter
/// starts and ends some word).
fn many(n: usize) -> Vec<u8> {
    let mut out = String::new();
    let letters = b"ABCDEFGHIJ";
    let mut k = 0;
    'all: for a in letters {
        for b in letters {
            for c in letters {
                if k == n {
                    break 'all;
                }
                out.push_str(&format!("{}{}{};50\n", *a as char, *b as char, *c as char));
                k += 1;
            }
        }
    }
    out.into_bytes()
}

fn listed(app: &Studio) -> usize {
    app.candidates().listed()
}

#[test]
fn page_keys_and_home_end_move_through_the_list_and_stop_at_its_ends() {
    let mut app = common::blank_studio(3, 3, &many(100));
    assert_eq!(listed(&app), 100);
    update(&mut app, Action::CandidateBy(10));
    assert_eq!(app.candidate_sel(), 10, "PgDn: a page");
    update(&mut app, Action::CandidateBy(-10));
    update(&mut app, Action::CandidateBy(-10));
    assert_eq!(app.candidate_sel(), 0, "PgUp stops at the first");
    update(&mut app, Action::CandidateBy(i32::MAX));
    assert_eq!(app.candidate_sel(), 99, "End: the last");
    update(&mut app, Action::CandidateNext);
    assert_eq!(app.candidate_sel(), 99, "] stops at the last");
    update(&mut app, Action::CandidateBy(i32::MIN));
    assert_eq!(app.candidate_sel(), 0, "Home: the first");
    // The keys reach those actions through the command table.
    use crossterm::event::{KeyCode, KeyEvent};
    use gridwright::tui::command_table::action_for_key;
    let key = |c| action_for_key(KeyEvent::new(c, KeyModifiers::NONE));
    assert_eq!(key(KeyCode::PageDown), Some(Action::CandidateBy(10)));
    assert_eq!(key(KeyCode::PageUp), Some(Action::CandidateBy(-10)));
    assert_eq!(key(KeyCode::Home), Some(Action::CandidateBy(i32::MIN)));
    assert_eq!(key(KeyCode::End), Some(Action::CandidateBy(i32::MAX)));
}

fn mouse(kind: MouseEventKind, column: u16, row: u16) -> MouseEvent {
    MouseEvent {
        kind,
        column,
        row,
        modifiers: KeyModifiers::NONE,
    }
}

#[test]
fn the_wheel_scrolls_and_a_click_places_the_candidate_under_it() {
    let mut app = common::blank_studio(3, 3, &many(100));
    let area = Rect::new(0, 0, 80, 24);
    let l = screen_layout(area, 3, 3).expect("fits");
    let panel = candidate_panel(&l);
    let (x, y) = (panel.x + 3, panel.y + 2);
    let down = mouse_action(&app, area, mouse(MouseEventKind::ScrollDown, x, y));
    assert_eq!(down, Some(Action::CandidateBy(3)));
    update(&mut app, down.expect("wheel"));
    update(&mut app, Action::CandidateBy(3));
    assert_eq!(app.candidate_sel(), 6);
    let up = mouse_action(&app, area, mouse(MouseEventKind::ScrollUp, x, y));
    update(&mut app, up.expect("wheel"));
    assert_eq!(app.candidate_sel(), 3);
    // The wheel over the grid is not the candidates'.
    let g = l.grid;
    assert_eq!(
        mouse_action(&app, area, mouse(MouseEventKind::ScrollDown, g.x, g.y)),
        None
    );
    // The second row shown is candidate 1 (the list starts at the top while the
    // highlight is on screen).
    let click = mouse_action(
        &app,
        area,
        mouse(MouseEventKind::Down(MouseButton::Left), x, y),
    );
    assert_eq!(click, Some(Action::PlaceCandidateAt(1)));
    let (word, _, _) = app.candidates().get(1).expect("candidate 1");
    let word = Alphabet::latin().spell(word);
    update(&mut app, click.expect("click"));
    let one = app.slots().find(1, Direction::Across).expect("1A");
    assert_eq!(app.entry_text(one), word, "the clicked word is placed");
    // A click on a square still moves there.
    let click = mouse_action(
        &app,
        area,
        mouse(MouseEventKind::Down(MouseButton::Left), g.x + l.cell_w, g.y),
    );
    assert_eq!(click, Some(Action::Click(Pos::new(0, 1))));
}

#[test]
fn a_candidate_that_changes_a_crossing_asks_naming_the_entry_yes_and_no() {
    let mut app = common::blank_studio(3, 3, b"CAT;60\nDOG;60\nDIG;55\nCOT;50\nTOT;40\n");
    for c in "CAT".chars() {
        update(&mut app, Action::Type(c));
    }
    // 1D, with C at its top: the list offers words that agree; a word that does not...
    while app.cursor() != Pos::new(0, 0) {
        update(&mut app, Action::Move(Move::Left));
    }
    update(&mut app, Action::ToggleDirection);
    let before = app.puzzle().clone();
    let dog = (0..listed(&app)).find(|&i| {
        app.candidates()
            .get(i)
            .is_some_and(|(w, _, _)| Alphabet::latin().spell(w) == "DOG")
    });
    // ...is not offered, as it changes a letter: so search for it instead.
    assert_eq!(dog, None, "candidates agree with the letters there");
    update(&mut app, Action::OpenSearch);
    for c in "dog".chars() {
        update(&mut app, Action::PromptChar(c));
    }
    update(&mut app, Action::PromptSubmit);
    let Mode::Confirm { question, .. } = app.mode() else {
        panic!("asks first: {:?}", app.mode());
    };
    assert_eq!(question, "1D DOG changes 1A CAT → DAT. Place it? (y/n)");
    update(&mut app, Action::No);
    assert_eq!(app.puzzle(), &before);
    assert_eq!(app.mode(), Mode::Normal);
    update(&mut app, Action::OpenSearch);
    for c in "dog".chars() {
        update(&mut app, Action::PromptChar(c));
    }
    update(&mut app, Action::PromptSubmit);
    update(&mut app, Action::Yes);
    let one = app.slots().find(1, Direction::Across).expect("1A");
    assert_eq!(app.entry_text(one), "DAT");
    // DAT is no word of the list: the status line says so rather than "healthy".
    let text = studio::screen(&app, 80, 24);
    assert!(text.contains("1A not in the list"), "{text}");
    assert!(!text.contains("healthy"), "{text}");
}
