//! What a square holds beyond one letter, set in the studio action by action: circles,
//! shading, given letters and rebus squares (undo, redo, locks, the unsaved mark); explicit
//! numbering and clue markup through block edits; and what `:export` and `:import` say
//! about what a file cannot hold or what its reader noticed.

use crate::common;
use crate::common::studio;
use studio::{command, said};

use gridwright::formats::Format;
use gridwright::grid::{Cell, ClueKey, Direction, Pos, Puzzle, Style};
use gridwright::store::SlotNumber;
use gridwright::tui::action::{Action, Move};
use gridwright::tui::command_table::by_name;
use gridwright::tui::studio::{Mode, PromptKind, Studio};
use gridwright::tui::theme::Theme;
use gridwright::tui::update::update;

fn app_on(puzzle: Puzzle) -> Studio {
    Studio::new(
        puzzle,
        SlotNumber::new(1).expect("slot"),
        None,
        Theme::default(),
    )
}

fn blank(w: usize, h: usize) -> Studio {
    app_on(Puzzle::blank(w, h).expect("size"))
}

fn style(app: &Studio, r: usize, c: usize) -> Style {
    app.puzzle().style(Pos::new(r, c))
}

fn go(app: &mut Studio, r: usize, c: usize) {
    update(app, Action::Click(Pos::new(r, c)));
}

/// Types `text` into the rebus prompt and submits it.
fn rebus(app: &mut Studio, text: &str) {
    update(app, Action::RebusPrompt);
    let Mode::Prompt { buffer, .. } = app.mode() else {
        panic!("no prompt: {:?}", app.message());
    };
    for _ in buffer.text().chars() {
        update(app, Action::PromptBackspace);
    }
    for c in text.chars() {
        update(app, Action::PromptChar(c));
    }
    update(app, Action::PromptSubmit);
}

#[test]
fn a_circle_is_set_cleared_undone_and_redone() {
    let mut app = blank(5, 5);
    update(&mut app, Action::ToggleCircle);
    assert!(style(&app, 0, 0).circled);
    assert!(app.dirty(), "a circle is unsaved work");
    assert_eq!(said(&app), "r1c1 circled");
    update(&mut app, Action::ToggleCircle);
    assert!(!style(&app, 0, 0).circled);
    assert!(
        app.puzzle().styles.is_empty(),
        "a plain square keeps no style"
    );
    assert!(!app.dirty(), "back to what was saved");
    update(&mut app, Action::Undo);
    assert!(style(&app, 0, 0).circled);
    update(&mut app, Action::Undo);
    assert!(!style(&app, 0, 0).circled);
    assert!(!app.dirty());
    update(&mut app, Action::Redo);
    assert!(style(&app, 0, 0).circled);
    assert!(app.dirty());
    // The `:` name does the same.
    command(&mut app, "circle");
    assert!(!style(&app, 0, 0).circled);
}

#[test]
fn shading_covers_the_selection_and_skips_blocks() {
    let mut app = blank(5, 5);
    command(&mut app, "sym none");
    go(&mut app, 0, 1);
    update(&mut app, Action::ToggleBlock);
    go(&mut app, 0, 0);
    update(&mut app, Action::Select(Move::Right));
    update(&mut app, Action::Select(Move::Right));
    update(&mut app, Action::Select(Move::Down));
    let before = app.undo_depth();
    update(&mut app, Action::ToggleShade);
    assert_eq!(
        app.undo_depth(),
        before + 1,
        "one undo step for the whole selection"
    );
    assert_eq!(said(&app), "5 squares shaded");
    let shaded: Vec<Pos> = app
        .puzzle()
        .styles
        .iter()
        .filter(|(_, s)| s.shaded)
        .map(|(p, _)| *p)
        .collect();
    assert_eq!(shaded.len(), 5);
    assert!(!shaded.contains(&Pos::new(0, 1)), "the block is not shaded");
    // All shaded: the toggle clears them all.
    update(&mut app, Action::ToggleShade);
    assert!(app.puzzle().styles.is_empty());
    // Some shaded: the toggle shades the rest.
    update(&mut app, Action::Escape);
    update(&mut app, Action::ToggleShade);
    update(&mut app, Action::Select(Move::Down));
    update(&mut app, Action::ToggleShade);
    assert!(style(&app, 1, 2).shaded && style(&app, 2, 2).shaded);
    // A block alone cannot be shaded, and nothing changes.
    update(&mut app, Action::Escape);
    go(&mut app, 0, 1);
    let before = app.undo_depth();
    update(&mut app, Action::ToggleShade);
    assert_eq!(app.undo_depth(), before);
    assert!(said(&app).contains("block"), "{}", said(&app));
}

#[test]
fn given_marks_letters_only() {
    let mut app = blank(5, 5);
    update(&mut app, Action::ToggleGiven);
    assert_eq!(said(&app), "no letter here to give");
    assert_eq!(app.undo_depth(), 0);
    update(&mut app, Action::Type('c'));
    go(&mut app, 0, 0);
    update(&mut app, Action::ToggleGiven);
    assert!(style(&app, 0, 0).given);
    assert_eq!(said(&app), "r1c1 given");
    command(&mut app, "given");
    assert!(!style(&app, 0, 0).given);
    assert_eq!(said(&app), "r1c1 not given");
}

#[test]
fn a_rebus_is_typed_in_the_prompt_and_emptied_back() {
    let mut app = blank(5, 5);
    rebus(&mut app, "star");
    let p = Pos::new(0, 0);
    assert_eq!(app.puzzle().grid.rebus_at(p), Some("STAR"));
    assert_eq!(app.puzzle().answer_at(p).as_deref(), Some("STAR"));
    assert_eq!(
        app.cursor(),
        Pos::new(0, 1),
        "the cursor moves on as after a letter"
    );
    assert!(said(&app).contains("rebus STAR"), "{}", said(&app));
    assert!(app.dirty());
    // The entry panel spells the rebus out.
    let across = app.current_slot().expect("entry");
    assert_eq!(app.entry_text(across), "STAR????");
    // The prompt opens holding the square's text.
    go(&mut app, 0, 0);
    update(&mut app, Action::RebusPrompt);
    assert_eq!(
        app.mode(),
        Mode::Prompt {
            kind: PromptKind::Rebus,
            buffer: "STAR".into()
        }
    );
    update(&mut app, Action::Escape);
    // Empty clears it back to an empty square.
    rebus(&mut app, "");
    assert_eq!(app.puzzle().grid.cell(p), Cell::Empty);
    // A digit is a rebus; one letter of the alphabet is a letter.
    rebus(&mut app, "7");
    assert_eq!(app.puzzle().grid.rebus_at(p), Some("7"));
    go(&mut app, 0, 0);
    rebus(&mut app, "e");
    let e = app.puzzle().alphabet.index_of('E').expect("E");
    assert_eq!(app.puzzle().grid.cell(p), Cell::Letter(e));
    // Undo walks back through each: 7, empty, STAR.
    update(&mut app, Action::Undo);
    assert_eq!(app.puzzle().grid.rebus_at(p), Some("7"));
    update(&mut app, Action::Undo);
    assert_eq!(app.puzzle().grid.cell(p), Cell::Empty);
    update(&mut app, Action::Undo);
    assert_eq!(app.puzzle().grid.rebus_at(p), Some("STAR"));
    update(&mut app, Action::Redo);
    assert_eq!(app.puzzle().grid.cell(p), Cell::Empty);
    // `:rebus TEXT` sets it at once; text a rebus cannot hold is refused and named.
    go(&mut app, 0, 0);
    command(&mut app, "rebus heart");
    assert_eq!(app.puzzle().grid.rebus_at(p), Some("HEART"));
    go(&mut app, 0, 0);
    let before = app.puzzle().clone();
    command(&mut app, "rebus two words");
    assert_eq!(*app.puzzle(), before);
    assert!(said(&app).contains("rebus holds"), "{}", said(&app));
    // Delete clears a rebus as it clears a letter.
    update(&mut app, Action::Delete);
    assert_eq!(app.puzzle().grid.cell(p), Cell::Empty);
}

#[test]
fn a_rebus_in_another_alphabet() {
    let mut puzzle = Puzzle::blank(3, 3).expect("size");
    puzzle.alphabet = gridwright::grid::Alphabet::cyrillic();
    let mut app = app_on(puzzle);
    rebus(&mut app, "ж");
    let zh = app.puzzle().alphabet.index_of('Ж').expect("Ж");
    assert_eq!(app.puzzle().grid.cell(Pos::new(0, 0)), Cell::Letter(zh));
    rebus(&mut app, "дом");
    assert_eq!(app.puzzle().grid.rebus_at(Pos::new(0, 1)), Some("ДОМ"));
    // A Latin letter is not in this alphabet: it is a rebus of one character.
    rebus(&mut app, "q");
    assert_eq!(app.puzzle().grid.rebus_at(Pos::new(0, 2)), Some("Q"));
}

#[test]
fn locked_squares_take_marks_but_refuse_a_rebus() {
    let mut app = blank(5, 5);
    for c in "cat".chars() {
        update(&mut app, Action::Type(c));
    }
    go(&mut app, 0, 0);
    update(&mut app, Action::ToggleLock);
    assert!(app.puzzle().locked.contains(&Pos::new(0, 0)));
    // Marks are not letters (issue 29): a locked square takes them, its letter stays.
    for action in [
        Action::ToggleCircle,
        Action::ToggleShade,
        Action::ToggleGiven,
    ] {
        update(&mut app, action.clone());
        assert!(!said(&app).contains("locked"), "{action:?}: {}", said(&app));
    }
    let s = app.puzzle().style(Pos::new(0, 0));
    assert!(s.circled && s.shaded && s.given, "{s:?}");
    assert!(app.puzzle().locked.contains(&Pos::new(0, 0)));
    let locked = app.puzzle().clone();
    // A rebus is a letter: refused.
    for action in [Action::RebusPrompt, Action::SetRebus("STAR".into())] {
        update(&mut app, action.clone());
        assert_eq!(*app.puzzle(), locked, "{action:?} changed a locked square");
        assert_eq!(app.mode(), Mode::Normal, "{action:?}");
        assert!(said(&app).contains("locked"), "{action:?}: {}", said(&app));
    }
    // A selection with a locked square in it is marked whole.
    go(&mut app, 0, 1);
    update(&mut app, Action::Select(Move::Down));
    update(&mut app, Action::ToggleCircle);
    assert!(app.puzzle().style(Pos::new(0, 1)).circled);
    assert!(app.puzzle().style(Pos::new(1, 1)).circled);
    // A locked rebus is kept like a locked letter.
    update(&mut app, Action::Escape);
    go(&mut app, 2, 0);
    rebus(&mut app, "star");
    go(&mut app, 2, 0);
    update(&mut app, Action::ToggleLock);
    assert!(app.puzzle().locked.contains(&Pos::new(2, 0)));
    update(&mut app, Action::Delete);
    update(&mut app, Action::Type('x'));
    assert_eq!(app.puzzle().grid.rebus_at(Pos::new(2, 0)), Some("STAR"));
}

#[test]
fn a_block_drops_explicit_numbering_with_a_message_and_undo_restores_it() {
    let mut puzzle = Puzzle::blank(5, 5).expect("size");
    puzzle.meta.symmetry = gridwright::grid::Symmetry::None;
    puzzle.labels.insert(Pos::new(0, 0), "A".into());
    puzzle.labels.insert(Pos::new(0, 1), "B".into());
    let mut app = app_on(puzzle);
    go(&mut app, 2, 2);
    update(&mut app, Action::ToggleBlock);
    assert!(app.puzzle().labels.is_empty());
    let msg = said(&app);
    assert!(msg.contains("numbering") && msg.contains("Ctrl-Z"), "{msg}");
    update(&mut app, Action::Undo);
    assert_eq!(app.puzzle().labels.len(), 2);
    assert_eq!(app.puzzle().grid.cell(Pos::new(2, 2)), Cell::Empty);
    // Without labels a block says nothing about numbering.
    let mut plain = blank(5, 5);
    go(&mut plain, 2, 2);
    update(&mut plain, Action::ToggleBlock);
    assert!(!said(&plain).contains("numbering"), "{}", said(&plain));
}

#[test]
fn explicit_labels_name_entries() {
    let mut puzzle = Puzzle::blank(3, 3).expect("size");
    puzzle.labels.insert(Pos::new(0, 0), "A".into());
    let app = app_on(puzzle);
    let across = app.current_slot().expect("entry");
    assert_eq!(app.entry_label(across), "AA");
}

#[test]
fn clue_markup_moves_with_its_clue_when_blocks_change() {
    let mut puzzle = Puzzle::blank(5, 5).expect("size");
    puzzle.meta.symmetry = gridwright::grid::Symmetry::None;
    // 6A is the second row.
    let key = ClueKey::new(6, Direction::Across);
    puzzle.clues.insert(key, "Row two".into());
    puzzle.clue_markup.insert(key, "<i>Row</i> two".into());
    let mut app = app_on(puzzle);
    update(&mut app, Action::ToggleBlock);
    let moved = ClueKey::new(5, Direction::Across);
    assert_eq!(app.puzzle().clue(5, Direction::Across), Some("Row two"));
    assert_eq!(app.puzzle().clue_markup(moved), Some("<i>Row</i> two"));
    assert!(!app.puzzle().clue_markup.contains_key(&key));
    update(&mut app, Action::Undo);
    assert_eq!(app.puzzle().clue_markup(key), Some("<i>Row</i> two"));
}

#[test]
fn a_new_block_loses_its_circle_and_undo_brings_it_back() {
    let mut app = blank(5, 5);
    update(&mut app, Action::ToggleCircle);
    update(&mut app, Action::ToggleBlock);
    assert!(!style(&app, 0, 0).circled);
    update(&mut app, Action::Undo);
    assert!(style(&app, 0, 0).circled);
}

#[test]
fn an_export_names_what_the_format_cannot_hold() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = blank(3, 3);
    update(&mut app, Action::Type('c'));
    go(&mut app, 0, 0);
    update(&mut app, Action::ToggleGiven);
    let out = dir.path().join("x.txt");
    command(&mut app, &format!("export! {}", out.display()));
    common::export_anyway(&mut app);
    assert!(out.exists(), "{}", said(&app));
    let msg = said(&app);
    assert!(msg.contains("wrote"), "{msg}");
    assert!(
        msg.contains("1 given letter cannot be written to .txt"),
        "{msg}"
    );
}

#[test]
fn an_import_shows_the_readers_warnings() {
    let dir = tempfile::tempdir().expect("tempdir");
    // No kind and no solution: the reader reads it and says so.
    let file = dir.path().join("bare.ipuz");
    std::fs::write(
        &file,
        r#"{"version":"http://ipuz.org/v2","dimensions":{"width":3,"height":3},
           "puzzle":[[1,2,3],[4,0,0],[5,0,0]],"clues":{}}"#,
    )
    .expect("write");
    let expected = gridwright::formats::load(&file).expect("reads").warnings;
    assert!(!expected.is_empty(), "the file should draw a warning");
    let mut app = blank(5, 5);
    command(&mut app, &format!("import {}", file.display()));
    assert_eq!(app.puzzle().grid.width(), 3, "{}", said(&app));
    let msg = said(&app);
    assert!(msg.contains(&expected[0]), "{msg}");
    // Every warning reaches the log, first to last.
    for w in &expected {
        assert!(
            app.log().iter().any(|m| m.text.contains(w.as_str())),
            "{w} is not in the log"
        );
    }
}

#[test]
fn the_new_formats_are_offered_by_usage_and_help() {
    let mut app = blank(3, 3);
    command(&mut app, "export");
    let msg = said(&app);
    for f in Format::ALL {
        assert!(msg.contains(&format!(".{f}")), "{f} missing from {msg}");
    }
    command(&mut app, "import");
    let msg = said(&app);
    let import = by_name("import").expect(":import");
    let words: Vec<&str> = msg.split(|c: char| !c.is_alphanumeric()).collect();
    // Across Lite Text is written with `--format across` and read as `.txt`.
    for f in Format::ALL.into_iter().filter(|f| *f != Format::AcrossText) {
        let listed = words.contains(&f.extension());
        assert_eq!(listed, f.is_readable(), "{f} in {msg}");
        assert_eq!(
            import.help.split(' ').any(|w| w == f.extension()),
            f.is_readable(),
            "{f} in the help line {:?}",
            import.help
        );
    }
    // Each extension reaches its format (the writer may still refuse an empty grid).
    let dir = tempfile::tempdir().expect("tempdir");
    for ext in ["jpz", "xd", "pdf"] {
        let out = dir.path().join(format!("x.{ext}"));
        command(&mut app, &format!("export {}", out.display()));
        common::export_anyway(&mut app);
        let msg = said(&app);
        assert!(!msg.contains("cannot tell the format"), "{ext}: {msg}");
        assert!(!msg.starts_with("usage"), "{ext}: {msg}");
    }
}
