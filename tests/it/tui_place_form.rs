//! The place-word form, driven through the keymap as a terminal would: Ctrl-P (or a bare
//! `:place`) opens it, Tab and Shift-Tab go between the answer and the clue, Enter places,
//! Esc cancels, and a refusal is shown in the form with what was typed kept. Drawn with
//! ratatui's TestBackend at 80×24, text and styles.

use crate::common;

use crate::common::studio;
use studio::{command, key, said, screen, typed};

use crossterm::event::{KeyCode, KeyModifiers};
use gridwright::grid::{Direction, Pos};
use gridwright::tui::keymap;
use gridwright::tui::place_word::{Field, PlaceForm};
use gridwright::tui::studio::{Mode, Studio};
use gridwright::tui::ui::render;
use gridwright::tui::update::update;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::style::Modifier;

const NONE: KeyModifiers = KeyModifiers::NONE;
const CTRL: KeyModifiers = KeyModifiers::CONTROL;
const SHIFT: KeyModifiers = KeyModifiers::SHIFT;

fn app() -> Studio {
    common::blank_studio(15, 15, b"CAT;60\n")
}

fn form(app: &Studio) -> PlaceForm {
    match app.mode() {
        Mode::PlaceForm(f) => f,
        other => panic!("the form is not open: {other:?}"),
    }
}

fn placed(app: &Studio) -> Vec<String> {
    let p = app.puzzle();
    p.meta.placed.iter().map(|p| p.answer.clone()).collect()
}

fn buffer(app: &Studio, w: u16, h: u16) -> ratatui::buffer::Buffer {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    t.draw(|f| render(app, f)).expect("draw");
    t.backend().buffer().clone()
}

/// Places one answer through the form.
fn place(app: &mut Studio, answer: &str, clue: &str) {
    key(app, KeyCode::Char('p'), CTRL);
    typed(app, answer);
    key(app, KeyCode::Tab, NONE);
    typed(app, clue);
    key(app, KeyCode::Enter, NONE);
}

#[test]
fn type_tab_and_enter_places_the_answer_with_its_clue() {
    let mut app = app();
    key(&mut app, KeyCode::Char('p'), CTRL);
    assert_eq!(form(&app), PlaceForm::default());
    assert_eq!(said(&app), "no answers placed yet");
    typed(&mut app, "planet");
    key(&mut app, KeyCode::Tab, NONE);
    assert_eq!(form(&app).field, Field::Clue);
    typed(&mut app, "Not a star");
    // Shift-Tab back to the answer and on again: both fields keep their text.
    key(&mut app, KeyCode::BackTab, SHIFT);
    assert_eq!(form(&app).field, Field::Answer);
    key(&mut app, KeyCode::Backspace, NONE);
    typed(&mut app, "T");
    key(&mut app, KeyCode::Tab, SHIFT);
    assert_eq!(form(&app).field, Field::Clue);
    let f = form(&app);
    assert_eq!(
        (f.text(Field::Answer).text(), f.text(Field::Clue).text()),
        ("planeT", "Not a star")
    );
    key(&mut app, KeyCode::Enter, NONE);
    assert_eq!(app.mode(), Mode::Normal);
    assert_eq!(placed(&app), ["PLANET"]);
    assert_eq!(app.puzzle().clue(1, Direction::Across), Some("Not a star"));
    assert!(
        said(&app).starts_with("placed PLANET across"),
        "{}",
        said(&app)
    );

    // A paste goes into the field as one line; the clue may be left empty.
    key(&mut app, KeyCode::Char('p'), CTRL);
    let paste = keymap::action_for_paste(&app, "comet\n".into()).expect("a paste is taken");
    update(&mut app, paste);
    assert_eq!(form(&app).text(Field::Answer).text(), "comet");
    key(&mut app, KeyCode::Enter, NONE);
    assert_eq!(placed(&app), ["PLANET", "COMET"]);
    // One undo step each.
    update(&mut app, gridwright::tui::action::Action::Undo);
    assert_eq!(placed(&app), ["PLANET"]);
}

#[test]
fn a_refusal_stays_in_the_form_with_what_was_typed() {
    let mut app = app();
    place(&mut app, "PLANET", "Not a star");

    // Empty answer: refused, the clue kept, the answer's field in focus.
    key(&mut app, KeyCode::Char('p'), CTRL);
    key(&mut app, KeyCode::Tab, NONE);
    typed(&mut app, "Icy visitor");
    key(&mut app, KeyCode::Enter, NONE);
    let f = form(&app);
    assert_eq!(f.error.as_deref(), Some("type an answer first"));
    assert_eq!(f.field, Field::Answer);
    assert_eq!(f.text(Field::Clue).text(), "Icy visitor");

    // Typing clears the old error; a character outside the alphabet is named.
    typed(&mut app, "R2D2");
    assert_eq!(form(&app).error, None);
    key(&mut app, KeyCode::Enter, NONE);
    let f = form(&app);
    let why = f.error.clone().unwrap_or_default();
    assert!(why.contains("'2' is not a letter"), "{why}");
    assert_eq!(
        (f.text(Field::Answer).text(), f.text(Field::Clue).text()),
        ("R2D2", "Icy visitor")
    );

    // An answer that fits nowhere: the reason, nothing changed.
    let before = app.puzzle().clone();
    key(&mut app, KeyCode::Char('u'), CTRL);
    typed(&mut app, "XYZZY");
    key(&mut app, KeyCode::Enter, NONE);
    let why = form(&app).error.unwrap_or_default();
    assert!(why.starts_with("XYZZY fits nowhere"), "{why}");
    assert_eq!(app.puzzle(), &before);
    // An answer placed already.
    key(&mut app, KeyCode::Char('u'), CTRL);
    typed(&mut app, "planet");
    key(&mut app, KeyCode::Enter, NONE);
    let why = form(&app).error.unwrap_or_default();
    assert!(why.contains("already placed"), "{why}");

    // Fixed, Enter places it with the clue typed before.
    key(&mut app, KeyCode::Char('u'), CTRL);
    typed(&mut app, "COMET");
    key(&mut app, KeyCode::Enter, NONE);
    assert_eq!(app.mode(), Mode::Normal);
    assert_eq!(placed(&app), ["PLANET", "COMET"]);
    let clues: Vec<&str> = app.puzzle().clues.values().map(String::as_str).collect();
    assert!(clues.contains(&"Icy visitor"), "{clues:?}");
}

#[test]
fn esc_cancels_and_changes_nothing() {
    let mut app = app();
    place(&mut app, "PLANET", "");
    let before = app.puzzle().clone();
    command(&mut app, "place");
    assert!(matches!(app.mode(), Mode::PlaceForm(_)));
    assert!(said(&app).starts_with("1 placed: PLANET"), "{}", said(&app));
    typed(&mut app, "COMET");
    key(&mut app, KeyCode::Esc, NONE);
    assert_eq!(app.mode(), Mode::Normal);
    assert_eq!(app.puzzle(), &before);
    assert_eq!(said(&app), "nothing placed");
}

#[test]
fn unresolved_allowed_then_resolved_through_the_form() {
    let mut app = app();
    place(&mut app, "PLANET", "");
    place(&mut app, "PO", "");
    command(&mut app, "unresolved on");
    place(&mut app, "LA", "");
    assert!(said(&app).contains("1 unresolved run"), "{}", said(&app));
    assert!(app.is_marked(Pos::new(1, 1)));
    // The form shows the unresolved runs on the message line as it opens.
    key(&mut app, KeyCode::Char('p'), CTRL);
    assert!(said(&app).contains("unresolved: OA"), "{}", said(&app));
    typed(&mut app, "OA");
    key(&mut app, KeyCode::Tab, NONE);
    typed(&mut app, "Hawaiian lava");
    key(&mut app, KeyCode::Enter, NONE);
    assert!(said(&app).contains("2 crossings"), "{}", said(&app));
    assert!(!said(&app).contains("unresolved"), "{}", said(&app));
    assert!(!app.is_marked(Pos::new(1, 1)));
    assert_eq!(placed(&app), ["PLANET", "PO", "LA", "OA"]);
}

#[test]
fn the_form_at_80x24() {
    let mut app = app();
    place(&mut app, "PLANET", "Not a star");
    place(&mut app, "COMET", "Icy visitor");
    key(&mut app, KeyCode::Char('p'), CTRL);
    typed(&mut app, "orbit");
    key(&mut app, KeyCode::Tab, NONE);
    typed(&mut app, "Path round a sun, or a long way round for a clue");
    key(&mut app, KeyCode::BackTab, SHIFT);
    key(&mut app, KeyCode::Char('u'), CTRL);
    typed(&mut app, "or8it");
    key(&mut app, KeyCode::Enter, NONE);
    let text = screen(&app, 80, 24);
    assert!(text.contains("place word"), "{text}");
    assert!(text.contains("not a letter"), "{text}");
    insta::assert_snapshot!(text);
    let buf = buffer(&app, 80, 24);
    // The error in the warning colour, the answer field focused (highlighted, its cursor
    // reversed), the clue as typed.
    let th = app.theme();
    let warned: String = buf
        .content()
        .iter()
        .filter(|c| c.fg == th.warning && c.symbol() != " ")
        .map(|c| c.symbol())
        .collect();
    assert!(warned.contains("notaletter"), "{warned:?}");
    let reversed: Vec<&str> = buf
        .content()
        .iter()
        .filter(|c| c.modifier.contains(Modifier::REVERSED))
        .map(|c| c.symbol())
        .collect();
    assert_eq!(reversed, [" "], "the cursor after the answer");
    insta::assert_debug_snapshot!("the_form_at_80x24_styles", buf);
}
