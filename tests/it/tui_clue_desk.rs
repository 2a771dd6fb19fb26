//! The clue desk and the line editor of every prompt, driven through the keymap as a
//! terminal would, and drawn with ratatui's TestBackend (text and styles).

use crate::common;

use crate::common::studio;
use studio::{key, screen, typed};

use crossterm::event::{KeyCode, KeyModifiers};
use gridwright::grid::{ClueKey, Direction, Pos, Puzzle};
use gridwright::store::{SlotNumber, read_doc_file};
use gridwright::tui::keymap;
use gridwright::tui::studio::{Mode, PromptKind, Studio};
use gridwright::tui::theme::Theme;
use gridwright::tui::ui::render;
use gridwright::tui::update::update;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::path::Path;

const NONE: KeyModifiers = KeyModifiers::NONE;
const CTRL: KeyModifiers = KeyModifiers::CONTROL;
const ALT: KeyModifiers = KeyModifiers::ALT;

/// The example 15×15 (STAR and OPERA in, two clues), with a long clue on 1D.
fn app() -> Studio {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/american-15x15.toml");
    let mut puzzle: Puzzle = read_doc_file(&path)
        .expect("parses")
        .expect("exists")
        .puzzle;
    puzzle.clues.insert(
        ClueKey::new(1, Direction::Down),
        "A clue long enough to need wrapping on any screen — café, naïve and an em dash too".into(),
    );
    let mut app = Studio::new(
        puzzle,
        SlotNumber::new(1).expect("slot"),
        None,
        Theme::default(),
    );
    app.set_words(common::studio_words(b"STAR;60\nOPERA;60\n"));
    app
}

fn clue(app: &Studio, n: u16, d: Direction) -> Option<String> {
    app.puzzle().clue(n, d).map(str::to_string)
}

/// The highlighted entry's label and whether a clue is being edited.
fn desk(app: &Studio) -> (String, Option<String>) {
    match app.mode() {
        Mode::Clues(d) => (
            app.entry_label(d.sel),
            d.editing.map(|e| e.text().to_string()),
        ),
        other => panic!("not in the clue desk: {other:?}"),
    }
}

fn label(app: &Studio) -> String {
    desk(app).0
}

#[test]
fn f3_opens_the_desk_on_the_current_entry_and_the_keys_move() {
    let mut app = app();
    key(&mut app, KeyCode::F(3), NONE);
    assert_eq!(label(&app), "1A");
    key(&mut app, KeyCode::Down, NONE);
    assert_eq!(label(&app), "5A");
    key(&mut app, KeyCode::Up, NONE);
    key(&mut app, KeyCode::Up, NONE);
    assert_eq!(label(&app), "1A", "the top stops");
    key(&mut app, KeyCode::PageDown, NONE);
    let paged = label(&app);
    assert!(paged.ends_with('A') && paged != "1A", "{paged}");
    key(&mut app, KeyCode::End, NONE);
    let last = app
        .slots()
        .iter()
        .filter(|(_, s)| s.direction == Direction::Down)
        .last();
    let last = app.entry_label(last.expect("a down entry").0);
    assert_eq!(label(&app), last, "End goes to the last Down");
    key(&mut app, KeyCode::Down, NONE);
    assert_eq!(label(&app), last, "the bottom stops");
    key(&mut app, KeyCode::Home, NONE);
    assert_eq!(label(&app), "1A");
    // The Across entries run straight on into the Down ones.
    let across = app
        .slots()
        .iter()
        .filter(|(_, s)| s.direction == Direction::Across)
        .count();
    for _ in 0..across {
        key(&mut app, KeyCode::Down, NONE);
    }
    assert_eq!(label(&app), "1D");
    // Tab goes to the other direction near the same number, and back.
    key(&mut app, KeyCode::Down, NONE);
    key(&mut app, KeyCode::Down, NONE);
    assert_eq!(label(&app), "3D");
    key(&mut app, KeyCode::Tab, NONE);
    assert_eq!(label(&app), "5A", "no 3A or 4A: the next Across");
    key(&mut app, KeyCode::BackTab, NONE);
    assert_eq!(label(&app), "5D");
    // Esc goes back to the grid on the chosen entry, typing down.
    key(&mut app, KeyCode::Esc, NONE);
    assert_eq!(app.mode(), Mode::Normal);
    assert_eq!(app.cursor(), Pos::new(0, 5));
    assert_eq!(app.direction(), Direction::Down);
    assert_eq!(app.entry_label(app.current_slot().expect("entry")), "5D");
}

#[test]
fn the_clues_command_opens_the_desk() {
    let mut app = app();
    studio::command(&mut app, "clues");
    assert_eq!(label(&app), "1A");
    // The key that opened it closes it too.
    key(&mut app, KeyCode::F(3), NONE);
    assert_eq!(app.mode(), Mode::Normal);
}

#[test]
fn a_clue_is_written_with_a_mid_line_correction_and_undone() {
    let mut app = app();
    key(&mut app, KeyCode::F(3), NONE);
    key(&mut app, KeyCode::Down, NONE);
    key(&mut app, KeyCode::Down, NONE);
    assert_eq!(label(&app), "10A");
    assert_eq!(clue(&app, 10, Direction::Across), None);
    key(&mut app, KeyCode::Enter, NONE);
    assert_eq!(desk(&app).1.as_deref(), Some(""));
    typed(&mut app, "Purring pwt");
    // Back one, fix the typo, to the end, go on.
    key(&mut app, KeyCode::Left, NONE);
    key(&mut app, KeyCode::Backspace, NONE);
    typed(&mut app, "e");
    key(&mut app, KeyCode::End, NONE);
    typed(&mut app, ", often");
    assert_eq!(desk(&app).1.as_deref(), Some("Purring pet, often"));
    assert!(!app.dirty(), "nothing is written before Enter");
    key(&mut app, KeyCode::Enter, NONE);
    assert_eq!(desk(&app), ("10A".into(), None));
    assert_eq!(
        clue(&app, 10, Direction::Across).as_deref(),
        Some("Purring pet, often")
    );
    assert!(app.dirty());
    // One undo step, in the desk itself; redo brings it back.
    key(&mut app, KeyCode::Char('z'), CTRL);
    assert_eq!(clue(&app, 10, Direction::Across), None);
    assert!(!app.dirty(), "undone back to the saved puzzle");
    assert_eq!(label(&app), "10A", "still in the desk");
    key(&mut app, KeyCode::Char('y'), CTRL);
    assert_eq!(
        clue(&app, 10, Direction::Across).as_deref(),
        Some("Purring pet, often")
    );
}

#[test]
fn esc_cancels_an_edit_and_a_cleared_clue_is_removed() {
    let mut app = app();
    key(&mut app, KeyCode::F(3), NONE);
    key(&mut app, KeyCode::Down, NONE);
    let before = clue(&app, 5, Direction::Across).expect("5A has a clue");
    key(&mut app, KeyCode::Enter, NONE);
    assert_eq!(
        desk(&app).1,
        Some(before.clone()),
        "editing starts from the clue"
    );
    key(&mut app, KeyCode::Char('u'), CTRL);
    typed(&mut app, "Something else");
    key(&mut app, KeyCode::Esc, NONE);
    assert_eq!(
        desk(&app),
        ("5A".into(), None),
        "Esc leaves the edit, not the desk"
    );
    assert_eq!(clue(&app, 5, Direction::Across), Some(before));
    assert!(!app.dirty());
    assert_eq!(app.undo_depth(), 0);
    // Ctrl-U then Enter: an empty clue is no clue.
    key(&mut app, KeyCode::Enter, NONE);
    key(&mut app, KeyCode::Char('u'), CTRL);
    key(&mut app, KeyCode::Enter, NONE);
    assert_eq!(clue(&app, 5, Direction::Across), None);
    assert_eq!(app.undo_depth(), 1);
}

#[test]
fn readline_keys_edit_a_clue() {
    let mut app = app();
    key(&mut app, KeyCode::F(3), NONE);
    key(&mut app, KeyCode::Enter, NONE);
    key(&mut app, KeyCode::Char('u'), CTRL);
    typed(&mut app, "one two three");
    key(&mut app, KeyCode::Char('w'), CTRL);
    assert_eq!(desk(&app).1.as_deref(), Some("one two "));
    key(&mut app, KeyCode::Char('b'), ALT);
    key(&mut app, KeyCode::Char('k'), CTRL);
    assert_eq!(desk(&app).1.as_deref(), Some("one "));
    key(&mut app, KeyCode::Char('a'), CTRL);
    typed(&mut app, "à ");
    key(&mut app, KeyCode::Char('e'), CTRL);
    typed(&mut app, "—");
    key(&mut app, KeyCode::Left, CTRL);
    key(&mut app, KeyCode::Delete, NONE);
    assert_eq!(desk(&app).1.as_deref(), Some("à ne —"));
    key(&mut app, KeyCode::Right, CTRL);
    // A paste lands at the cursor as one line.
    let paste = keymap::action_for_paste(&app, "\n big\r\nfat".into()).expect("paste taken");
    update(&mut app, paste);
    key(&mut app, KeyCode::Enter, NONE);
    assert_eq!(
        clue(&app, 1, Direction::Across).as_deref(),
        Some("à ne big fat —")
    );
    // Outside an edit a paste is not typed into anything.
    assert_eq!(keymap::action_for_paste(&app, "x".into()), None);
}

#[test]
fn every_prompt_uses_the_line_editor() {
    let mut app = app();
    // The `:` line: a word back, a fix in the middle.
    key(&mut app, KeyCode::Char(':'), NONE);
    typed(&mut app, "titel My puzzle");
    key(&mut app, KeyCode::Home, NONE);
    for _ in 0..3 {
        key(&mut app, KeyCode::Right, NONE);
    }
    key(&mut app, KeyCode::Delete, NONE);
    key(&mut app, KeyCode::Right, NONE);
    typed(&mut app, "e");
    key(&mut app, KeyCode::Enter, NONE);
    assert_eq!(app.puzzle().meta.title, "My puzzle", "{:?}", app.message());
    // The clue prompt (`"`) edits the same way.
    key(&mut app, KeyCode::Char('"'), NONE);
    key(&mut app, KeyCode::Left, CTRL);
    key(&mut app, KeyCode::Char('k'), CTRL);
    typed(&mut app, "star");
    key(&mut app, KeyCode::Enter, NONE);
    assert_eq!(
        clue(&app, 1, Direction::Across).as_deref(),
        Some("Leading star")
    );
    // The search re-runs as its pattern changes.
    key(&mut app, KeyCode::Char('/'), NONE);
    typed(&mut app, "opxra");
    assert_eq!(app.search().map(|r| r.total), Some(0));
    key(&mut app, KeyCode::Left, NONE);
    key(&mut app, KeyCode::Left, NONE);
    key(&mut app, KeyCode::Backspace, NONE);
    typed(&mut app, "e");
    assert_eq!(app.search().map(|r| r.total), Some(1));
    assert!(matches!(
        app.mode(),
        Mode::Prompt {
            kind: PromptKind::Search,
            ..
        }
    ));
}

fn buffer(app: &Studio, w: u16, h: u16) -> ratatui::buffer::Buffer {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    t.draw(|f| render(app, f)).expect("draw");
    t.backend().buffer().clone()
}

/// The desk with a missing clue highlighted: the row of 10A in the warning colour.
fn missing_clue_is_warned(app: &Studio, w: u16, h: u16) {
    let buf = buffer(app, w, h);
    let th = Theme::default();
    let row = (0..h)
        .find(|&y| {
            let line: String = (0..w).map(|x| buf[(x, y)].symbol().to_string()).collect();
            line.contains(" 10A ")
        })
        .expect("10A on screen");
    let line: String = (0..w).map(|x| buf[(x, row)].symbol().to_string()).collect();
    let col = line.find("(no clue)").expect("10A has no clue");
    let x = line[..col].chars().count() as u16;
    assert_eq!(buf[(x, row)].fg, th.warning, "the missing clue");
    let label = line.find("10A").expect("label");
    let lx = line[..label].chars().count() as u16;
    assert_eq!(buf[(lx, row)].fg, th.warning, "its label");
}

#[test]
fn the_desk_at_80x24() {
    let mut app = app();
    key(&mut app, KeyCode::F(3), NONE);
    key(&mut app, KeyCode::Down, NONE);
    insta::assert_snapshot!(screen(&app, 80, 24));
    missing_clue_is_warned(&app, 80, 24);
    insta::assert_debug_snapshot!("the_desk_at_80x24_styles", buffer(&app, 80, 24));
}

#[test]
fn the_desk_at_160x48_shows_across_and_down_side_by_side() {
    let mut app = app();
    key(&mut app, KeyCode::F(3), NONE);
    insta::assert_snapshot!(screen(&app, 160, 48));
    missing_clue_is_warned(&app, 160, 48);
    insta::assert_debug_snapshot!("the_desk_at_160x48_styles", buffer(&app, 160, 48));
}

#[test]
fn a_long_clue_wraps_while_it_is_edited() {
    let mut app = app();
    key(&mut app, KeyCode::F(3), NONE);
    let down = app.slots().find(1, Direction::Down).expect("1D");
    while label(&app) != "1D" {
        key(&mut app, KeyCode::Down, NONE);
    }
    assert_eq!(
        app.mode(),
        Mode::Clues(gridwright::tui::clue_desk::ClueDesk::on(down))
    );
    key(&mut app, KeyCode::Enter, NONE);
    key(&mut app, KeyCode::Left, CTRL);
    insta::assert_snapshot!(screen(&app, 80, 24));
    // The cursor is drawn on the "t" of "too", reversed.
    let buf = buffer(&app, 80, 24);
    let reversed: Vec<String> = buf
        .content()
        .iter()
        .filter(|c| c.modifier.contains(ratatui::style::Modifier::REVERSED))
        .map(|c| c.symbol().to_string())
        .collect();
    assert_eq!(reversed, vec!["t"]);
}
