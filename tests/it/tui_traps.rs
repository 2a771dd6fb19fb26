//! Issue 43's six cases, at the level of actions through `handle`: a result that arrives
//! redraws; quitting stops the autosave; a question owns the keyboard; every action says
//! what it did, once, and a message about a state goes with the state; the small traps a
//! new user meets (typing past an entry's end, a search pick of the wrong length, an
//! `:include` longer than the grid, an unknown theme, long logged messages, a blank grid).

use crate::common::builtin;
use crate::common::studio::{command, key, said, screen, typed};
use crossterm::event::{KeyCode, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use gridwright::grid::{Direction, Pos, Puzzle};
use gridwright::store::{SlotNumber, Store};
use gridwright::tui::action::Action;
use gridwright::tui::studio::{Mode, Pending, PromptKind, Studio};
use gridwright::tui::theme::Theme;
use gridwright::tui::update::wait_design;
use gridwright::tui::update::{Event, handle, update};
use gridwright::tui::view::Tone;
use std::time::{Duration, Instant};

const NONE: KeyModifiers = KeyModifiers::NONE;
/// A bound on waiting for a background result (a hang guard, not a speed check).
const WAIT: Duration = Duration::from_secs(240);
const WORDS: &[u8] = b"CAT;60\nCAR;55\nCOT;50\nARE;50\nTEN;50\nACE;45\nRAT;40\nTAR;40\nERA;40\nORE;40\nTOE;40\nCATS;60\nACTS;50\nSCAT;40\n";

fn studio(w: usize, h: usize, dir: Option<&std::path::Path>) -> Studio {
    let mut app = Studio::new(
        Puzzle::blank(w, h).expect("size"),
        SlotNumber::new(1).expect("slot"),
        dir.map(Store::new),
        Theme::default(),
    );
    app.set_words(crate::common::studio_words(WORDS));
    app
}

/// The status row of the screen at 80×24 (the one naming the grid's size).
fn status(app: &Studio) -> String {
    let text = screen(app, 80, 24);
    let line = text.lines().find(|l| l.contains('×') && l.contains('·'));
    line.unwrap_or_default().to_string()
}

/// Handles background results until one `wanted` arrives; returns whether handling it
/// asked for a redraw.
fn until(app: &mut Studio, what: &str, wanted: fn(&Event) -> bool) -> bool {
    let end = Instant::now() + WAIT;
    loop {
        let left = end.saturating_duration_since(Instant::now());
        let ev = app
            .next_event(left)
            .unwrap_or_else(|| panic!("no {what} arrived"));
        let hit = wanted(&ev);
        let redraw = handle(app, ev);
        if hit {
            return redraw;
        }
    }
}

fn map_done(ev: &Event) -> bool {
    matches!(ev, Event::MapDone { .. })
}

fn letters(app: &Studio, row: usize, w: usize) -> String {
    (0..w)
        .filter_map(|c| {
            let cell = app.puzzle().grid.cell(Pos::new(row, c));
            cell.letter().and_then(|l| app.puzzle().alphabet.char_of(l))
        })
        .collect()
}

// Case 1: a result that arrives redraws.

#[test]
fn a_taken_design_and_an_undo_across_it_redraw_when_their_map_arrives() {
    let mut app = builtin::studio(9, 9);
    command(&mut app, "design");
    typed(&mut app, "ICEDTEA, HOTDOGS");
    key(&mut app, KeyCode::Enter, NONE);
    wait_design(&mut app, WAIT);
    assert!(matches!(app.mode(), Mode::Gallery { .. }), "{}", said(&app));
    key(&mut app, KeyCode::Enter, NONE);
    assert!(said(&app).contains("taken"), "{}", said(&app));
    // The new grid's map arrives with no key pressed: it must be drawn.
    assert!(
        until(&mut app, "map of the taken design", map_done),
        "the map of the taken design came in without a redraw"
    );
    assert!(!status(&app).contains('✗'), "{}", status(&app));
    // Ctrl-Z across the take: the message about the take goes, the undo says itself, and
    // the old grid's map is drawn when it arrives.
    key(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    assert!(!said(&app).contains("taken"), "{}", said(&app));
    assert!(said(&app).starts_with("undid "), "{}", said(&app));
    assert!(until(&mut app, "map after the undo", map_done));
    key(&mut app, KeyCode::Char('y'), KeyModifiers::CONTROL);
    assert!(said(&app).starts_with("redid "), "{}", said(&app));
    assert!(until(&mut app, "map after the redo", map_done));
}

// Case 2: quitting stops the autosave before the recovery file goes.

#[test]
fn quit_anyway_leaves_no_recovery_file_behind() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = studio(3, 3, Some(dir.path()));
    update(&mut app, Action::Type('c'));
    let later = Instant::now() + Duration::from_secs(10);
    handle(&mut app, Event::Tick(later));
    let store = Store::new(dir.path());
    assert!(store.load_recovery().expect("reads").is_some(), "autosaved");
    update(&mut app, Action::Quit);
    update(&mut app, Action::Yes);
    assert!(app.quit());
    // The event loop's tick after the quit: due for an autosave, the work still unsaved.
    handle(&mut app, Event::Tick(later + Duration::from_secs(10)));
    assert!(
        store.load_recovery().expect("reads").is_none(),
        "the recovery file came back after quitting"
    );
}

// Case 3: the start-up recovery question owns the keyboard.

/// A data dir holding autosaved work, and the studio that finds it at start.
fn recovering() -> (tempfile::TempDir, Studio) {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut first = studio(3, 3, Some(dir.path()));
    update(&mut first, Action::Type('c'));
    handle(
        &mut first,
        Event::Tick(Instant::now() + Duration::from_secs(10)),
    );
    let opts = gridwright::tui::StartOptions {
        data_dir: Some(dir.path().to_path_buf()),
        ..Default::default()
    };
    let again = gridwright::tui::startup_app(&opts);
    assert!(matches!(
        again.mode(),
        Mode::Confirm {
            on_yes: Pending::Recover,
            ..
        }
    ));
    (dir, again)
}

#[test]
fn typing_over_the_recovery_question_answers_nothing_and_says_so() {
    let (dir, mut app) = recovering();
    let store = Store::new(dir.path());
    for (i, c) in ":include crossword puzzle".chars().enumerate() {
        key(&mut app, KeyCode::Char(c), NONE);
        assert!(
            matches!(app.mode(), Mode::Confirm { .. }),
            "key {i} ({c:?}) closed the question"
        );
        assert!(
            said(&app).contains("answer y or n"),
            "{c:?}: {}",
            said(&app)
        );
        assert_eq!(app.view().tone(), Some(Tone::Warning));
    }
    assert!(letters(&app, 0, 3).is_empty(), "typing reached the grid");
    assert!(store.load_recovery().expect("reads").is_some(), "dropped");
    // An explicit answer: Esc says no, and only then does the work go.
    key(&mut app, KeyCode::Esc, NONE);
    assert_eq!(app.mode(), Mode::Normal);
    assert!(store.load_recovery().expect("reads").is_none());
}

#[test]
fn a_question_is_answered_by_y_n_enter_and_esc_only() {
    let (_dir, mut app) = recovering();
    key(&mut app, KeyCode::Enter, NONE);
    assert_eq!(app.mode(), Mode::Normal, "Enter answers yes");
    assert_eq!(letters(&app, 0, 3), "C", "the work is back");
    // A y straight after a stray key is more typing; the next one answers.
    let (_dir, mut app) = recovering();
    key(&mut app, KeyCode::Char('x'), NONE);
    key(&mut app, KeyCode::Char('y'), NONE);
    assert!(matches!(app.mode(), Mode::Confirm { .. }));
    key(&mut app, KeyCode::Char('y'), NONE);
    assert_eq!(app.mode(), Mode::Normal);
    assert_eq!(letters(&app, 0, 3), "C");
}

// Case 5: every action says what it did, once; a message about a state goes with it.

#[test]
fn title_undo_and_redo_say_what_they_did_once() {
    let mut app = studio(3, 3, None);
    command(&mut app, "title Boxed In");
    assert_eq!(said(&app), "title: Boxed In");
    let logged = app.log().iter().filter(|m| m.text == "title: Boxed In");
    assert_eq!(logged.count(), 1, "said once");
    update(&mut app, Action::Type('c'));
    update(&mut app, Action::Undo);
    assert_eq!(said(&app), "undid 1 square (Ctrl-Y redoes)");
    update(&mut app, Action::Undo);
    assert_eq!(said(&app), "undid the title (Ctrl-Y redoes)");
    update(&mut app, Action::Redo);
    assert_eq!(said(&app), "redid the title");
    update(&mut app, Action::Undo);
    update(&mut app, Action::Undo);
    assert_eq!(said(&app), "nothing to undo");
    // A message about the puzzle as it was goes with the next edit.
    update(&mut app, Action::Type('a'));
    assert_eq!(said(&app), "");
}

#[test]
fn a_best_fill_shows_its_clock_and_every_tick_redraws_it() {
    let mut app = studio(3, 3, None);
    update(&mut app, Action::OptimalFill);
    assert!(app.fill().is_some(), "{}", said(&app));
    // No result handled yet: the search is running, and the status line says since when.
    let line = status(&app);
    let clock = line.split("fill starting ").nth(1).unwrap_or_default();
    let secs = clock.split_whitespace().next().unwrap_or_default();
    assert!(
        secs.ends_with('s') && secs.trim_end_matches('s').parse::<u64>().is_ok(),
        "{line}"
    );
    assert!(
        handle(&mut app, Event::Tick(Instant::now())),
        "a running search's clock is redrawn each tick"
    );
}

// Case 6: the small traps.

#[test]
fn typing_past_an_entrys_end_keeps_every_letter() {
    let mut app = studio(5, 5, None);
    typed(&mut app, "plumbs");
    assert_eq!(
        letters(&app, 0, 5),
        "PLUMB",
        "PLUMBS into 5 squares is not PLUMS"
    );
    assert!(said(&app).contains("ends here"), "{}", said(&app));
    // Moving away and back is deliberate: the last letter may be typed over.
    update(&mut app, Action::Click(Pos::new(0, 4)));
    update(&mut app, Action::Click(Pos::new(0, 4)));
    update(&mut app, Action::Type('s'));
    assert_eq!(letters(&app, 0, 5), "PLUMS");
}

#[test]
fn a_search_pick_of_the_wrong_length_keeps_the_list_open() {
    let mut app = studio(3, 3, None);
    update(&mut app, Action::OpenSearch);
    typed(&mut app, "C???");
    update(&mut app, Action::PromptSubmit);
    assert!(
        matches!(
            app.mode(),
            Mode::Prompt {
                kind: PromptKind::Search,
                ..
            }
        ),
        "{:?}",
        app.mode()
    );
    assert!(app.search().is_some(), "the list stays");
    assert!(said(&app).contains("has 4 letters"), "{}", said(&app));
    assert!(letters(&app, 0, 3).is_empty());
}

#[test]
fn include_refuses_an_entry_longer_than_the_grid() {
    let mut app = studio(3, 3, None);
    command(&mut app, "include cats");
    assert!(said(&app).contains("more than 3"), "{}", said(&app));
    assert_eq!(app.view().tone(), Some(Tone::Warning));
    assert!(app.puzzle().meta.theme_entries.is_empty());
}

#[test]
fn an_unknown_theme_is_an_error_naming_the_themes() {
    let mut app = studio(3, 3, None);
    command(&mut app, "theme light");
    command(&mut app, "theme nope");
    let msg = said(&app);
    assert!(msg.contains("dark") && msg.contains("light"), "{msg}");
    assert!(!msg.contains("using the default"), "{msg}");
    assert_eq!(app.view().tone(), Some(Tone::Warning));
    assert_eq!(app.theme().name, "light", "the theme in use stays");
}

#[test]
fn the_message_log_wraps_long_lines() {
    let mut app = studio(3, 3, None);
    let long = "x".repeat(120);
    command(&mut app, &long);
    // Another message on the status line: only the log can show the long one's end.
    command(&mut app, "title T");
    update(&mut app, Action::ShowMessages);
    let text = screen(&app, 80, 24);
    // The message ends with the hint after the name: all of it is on the screen.
    assert!(text.contains("lists them)"), "{text}");
}

#[test]
fn a_blank_grid_says_empty_until_a_letter_is_typed() {
    // Three-letter words only: the 5×5's entries have none, so its map is all dead.
    let mut app = studio(5, 5, None);
    gridwright::tui::update::wait_map(&mut app, WAIT);
    let line = status(&app);
    assert!(line.contains("empty") && !line.contains('✗'), "{line}");
    update(&mut app, Action::Type('c'));
    gridwright::tui::update::wait_map(&mut app, WAIT);
    assert!(status(&app).contains('✗'), "{}", status(&app));
}

/// A mouse event at (`x`, `y`) on an 80×24 screen, as the event loop turns it into an action.
fn mouse(app: &mut Studio, kind: MouseEventKind, x: u16, y: u16) {
    let ev = MouseEvent {
        kind,
        column: x,
        row: y,
        modifiers: NONE,
    };
    let area = ratatui::layout::Rect::new(0, 0, 80, 24);
    if let Some(a) = gridwright::tui::mouse_action(app, area, ev) {
        update(app, a);
    }
}

/// Where square `p` is on the 80×24 screen.
fn square_xy(app: &Studio, p: Pos) -> (u16, u16) {
    let g = &app.puzzle().grid;
    let area = ratatui::layout::Rect::new(0, 0, 80, 24);
    let l = gridwright::tui::ui::screen_layout_at(area, g.width(), g.height(), app.cursor())
        .expect("a layout");
    (0..24)
        .flat_map(|y| (0..80).map(move |x| (x, y)))
        .find(|&(x, y)| gridwright::tui::ui::square_at(&l, x, y) == Some(p))
        .expect("the square is on screen")
}

#[test]
fn a_click_on_a_clue_goes_to_its_entry() {
    let mut app = studio(5, 5, None);
    let text = screen(&app, 80, 24);
    // The clue panel's "Down" heading; the line under it is 1D.
    let (y, line) = text
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains("│Down"))
        .expect("the clue panel lists Down");
    let x = line.chars().take_while(|&c| c != 'D').count();
    let y = u16::try_from(y).expect("row") + 1;
    mouse(
        &mut app,
        MouseEventKind::Down(MouseButton::Left),
        x as u16 + 2,
        y,
    );
    assert_eq!(app.cursor(), Pos::new(0, 0));
    assert_eq!(app.direction(), Direction::Down);
}

#[test]
fn a_drag_selects_from_where_it_started() {
    let mut app = studio(5, 5, None);
    let (x0, y0) = square_xy(&app, Pos::new(1, 1));
    let (x1, y1) = square_xy(&app, Pos::new(3, 2));
    mouse(&mut app, MouseEventKind::Down(MouseButton::Left), x0, y0);
    mouse(&mut app, MouseEventKind::Drag(MouseButton::Left), x1, y1);
    assert_eq!(app.selection(), Some((Pos::new(1, 1), Pos::new(3, 2))));
}
