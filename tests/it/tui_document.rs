//! The studio's document model, driven through `update`: a puzzle is in a slot, from a file
//! or untitled; a save never replaces another puzzle's slot without a yes; unsaved is judged
//! against the last save; quitting drops the recovery file; a slot's history restores.

use crate::common;

use gridwright::formats::{WriteOptions, write_path};
use gridwright::grid::{Alphabet, Puzzle, text::parse_grid};
use gridwright::store::{SlotNumber, Store};
use gridwright::tui::action::Action;
use gridwright::tui::document::{BrowserPurpose, Identity};
use gridwright::tui::studio::{Mode, Pending, Studio};
use gridwright::tui::theme::Theme;
use gridwright::tui::update::{tick, update};
use std::path::Path;
use std::time::{Duration, Instant};

mod history;
mod props;

const WORDS: &[u8] = b"CAT;60\nCAR;55\nCOT;50\nARE;50\nTEN;50\nACE;45\nRAT;40\nTAR;40\n";

fn slot(n: u8) -> SlotNumber {
    SlotNumber::new(n).expect("slot")
}

fn app_with(puzzle: Puzzle, dir: &Path) -> Studio {
    let mut app = Studio::new(puzzle, slot(1), Some(Store::new(dir)), Theme::default());
    app.set_words(common::studio_words(WORDS));
    app
}

fn typed(app: &mut Studio, s: &str) {
    for c in s.chars() {
        update(app, Action::Type(c));
    }
}

fn command(app: &mut Studio, line: &str) {
    update(app, Action::OpenCommand);
    for c in line.chars() {
        update(app, Action::PromptChar(c));
    }
    update(app, Action::PromptSubmit);
}

fn grid(rows: &str, title: &str) -> Puzzle {
    let mut p = Puzzle::new(parse_grid(rows, &Alphabet::latin()).expect("grid"));
    p.meta.title = title.into();
    p
}

/// A finished 3×3 puzzle, the kind a constructor must never lose.
fn finished() -> Puzzle {
    grid("CAT\nARE\nTEN\n", "Finished")
}

fn bytes(dir: &Path, n: u8) -> Option<Vec<u8>> {
    std::fs::read(dir.join(format!("slot-{n}.toml"))).ok()
}

fn question(app: &Studio) -> String {
    match &app.mode() {
        Mode::Confirm { question, .. } => question.clone(),
        other => panic!("expected a question, the studio is in {other:?}"),
    }
}

/// A studio holding the finished puzzle loaded from slot 4 (the other slots empty).
fn in_slot_4(dir: &Path) -> Studio {
    Store::new(dir)
        .save(slot(4), &finished(), false)
        .expect("save");
    let mut app = app_with(Puzzle::blank(3, 3).expect("size"), dir);
    update(&mut app, Action::LoadSlot(slot(4)));
    assert_eq!(app.doc(), Identity::Slot(slot(4)));
    app
}

#[test]
fn a_new_grid_over_a_finished_slot_asks_where_to_save() {
    let dir = tempfile::tempdir().expect("tempdir");
    let list = dir.path().join("answers.txt");
    std::fs::write(&list, "ORBIT\tPath\nCOMET\tIcy visitor\nMOON\tSatellite\n").expect("write");
    let ways: [&dyn Fn(&mut Studio); 3] = [
        &|app| command(app, "new 7x7"),
        &|app| {
            update(app, Action::NewGrid);
            update(app, Action::PromptSubmit);
        },
        &|app| command(app, &format!("layout {}", list.display())),
    ];
    for (i, new_grid) in ways.iter().enumerate() {
        let mut app = in_slot_4(dir.path());
        let before = bytes(dir.path(), 4);
        new_grid(&mut app);
        assert_eq!(app.doc(), Identity::Untitled, "way {i}");
        typed(&mut app, "a");
        update(&mut app, Action::Save);
        // The slot browser asks which slot, on a free one; slot 4 is untouched.
        assert!(matches!(app.mode(), Mode::Slots { selected: 0 }), "way {i}");
        assert_eq!(app.browser().purpose, BrowserPurpose::SaveInto);
        assert_eq!(bytes(dir.path(), 4), before, "way {i}");
        // Choosing slot 4 anyway asks, and no leaves it alone.
        for _ in 0..3 {
            update(&mut app, Action::ListMove(1));
        }
        update(&mut app, Action::SlotLoad);
        assert!(question(&app).starts_with("Slot 4 holds “Finished”, 3×3"));
        update(&mut app, Action::No);
        assert_eq!(bytes(dir.path(), 4), before, "way {i}");
        assert!(app.dirty());
        // A free slot takes it at once.
        update(&mut app, Action::Save);
        update(&mut app, Action::SlotLoad);
        assert_eq!(app.doc(), Identity::Slot(slot(1)), "way {i}");
        assert!(!app.dirty());
        assert_eq!(bytes(dir.path(), 4), before, "way {i}");
        std::fs::remove_file(dir.path().join("slot-1.toml")).expect("clean up");
    }
}

#[test]
fn saving_over_an_occupied_slot_asks_with_title_size_and_date() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = in_slot_4(dir.path());
    let finished_bytes = bytes(dir.path(), 4);
    Store::new(dir.path())
        .save(slot(2), &grid("...\n.#.\n...\n", "Other"), false)
        .expect("save");
    let other = bytes(dir.path(), 2);
    typed(&mut app, "x");
    // :saveas, the browser's `s`, and its Enter all ask before replacing slot 2.
    command(&mut app, "saveas 2");
    let q = question(&app);
    assert!(q.starts_with("Slot 2 holds “Other”, 3×3, saved 2"), "{q}");
    assert!(q.ends_with("Replace it? (y/n)"), "{q}");
    update(&mut app, Action::No);
    update(&mut app, Action::OpenSlots);
    update(&mut app, Action::ListMove(-2));
    update(&mut app, Action::SlotSaveAs);
    assert!(question(&app).starts_with("Slot 2 holds"));
    update(&mut app, Action::Escape);
    assert_eq!(bytes(dir.path(), 2), other);
    // Anything but yes leaves it; yes replaces it and keeps the old one in its history.
    update(&mut app, Action::SaveAs(slot(2)));
    update(&mut app, Action::Type('q'));
    assert_eq!(bytes(dir.path(), 2), other);
    update(&mut app, Action::Yes);
    assert_ne!(bytes(dir.path(), 2), other);
    assert_eq!(app.doc(), Identity::Slot(slot(2)));
    let store = Store::new(dir.path());
    assert_eq!(store.history(slot(2)).expect("history").len(), 1);
    // The document moved to slot 2: slot 4 still holds the finished puzzle.
    assert_eq!(bytes(dir.path(), 4), finished_bytes);
    // Its own slot is saved without a question.
    typed(&mut app, "y");
    update(&mut app, Action::Save);
    assert_eq!(app.mode(), Mode::Normal);
    assert!(!app.dirty());
}

#[test]
fn an_import_remembers_its_file_and_its_first_save_asks() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = in_slot_4(dir.path());
    let before = bytes(dir.path(), 4);
    let file = dir.path().join("theme.ipuz");
    let options = WriteOptions {
        allow_incomplete: true,
        ..WriteOptions::default()
    };
    write_path(&grid("CAT\n...\n...\n", "Theme"), &file, None, &options).expect("write");
    command(&mut app, &format!("import {}", file.display()));
    assert_eq!(app.doc(), Identity::File(file.clone()));
    assert!(!app.dirty(), "the file still holds it");
    assert_eq!(app.doc().file(), Some(file.as_path()));
    // `:export` with no name writes back to the file it came from.
    std::fs::remove_file(&file).expect("rm");
    command(&mut app, "export!");
    common::export_anyway(&mut app);
    assert!(file.exists(), "{:?}", app.message());
    update(&mut app, Action::Save);
    assert_eq!(app.browser().purpose, BrowserPurpose::SaveInto);
    update(&mut app, Action::Escape);
    assert_eq!(app.message(), Some("not saved"));
    assert_eq!(bytes(dir.path(), 4), before);
    // Ctrl-Z brings the slot's puzzle back (still to be saved somewhere: it asks again).
    update(&mut app, Action::Undo);
    assert_eq!(*app.puzzle(), finished());
}

#[test]
fn undo_back_to_the_saved_state_is_clean() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = in_slot_4(dir.path());
    assert!(!app.dirty());
    update(&mut app, Action::ToggleBlock);
    assert!(app.dirty());
    update(&mut app, Action::Undo);
    assert!(!app.dirty(), "back to what slot 4 holds");
    update(&mut app, Action::Redo);
    assert!(app.dirty());
    update(&mut app, Action::Save);
    assert!(!app.dirty());
    update(&mut app, Action::Undo);
    assert!(app.dirty(), "slot 4 now holds the block");
    update(&mut app, Action::Redo);
    assert!(!app.dirty());
    // Quitting a clean puzzle asks nothing.
    update(&mut app, Action::Quit);
    assert!(app.quit());
}

#[test]
fn discarding_work_on_quit_removes_the_recovery_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = in_slot_4(dir.path());
    update(&mut app, Action::ToggleBlock);
    tick(&mut app, Instant::now() + Duration::from_secs(10));
    let store = Store::new(dir.path());
    assert!(store.load_recovery().expect("reads").is_some());
    update(&mut app, Action::Quit);
    assert!(matches!(
        app.mode(),
        Mode::Confirm {
            on_yes: Pending::Quit,
            ..
        }
    ));
    update(&mut app, Action::Yes);
    assert!(app.quit());
    assert!(store.load_recovery().expect("reads").is_none());
}

#[test]
fn untitled_work_is_recovered_untitled() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = in_slot_4(dir.path());
    command(&mut app, "new 5x5");
    typed(&mut app, "cat");
    tick(&mut app, Instant::now() + Duration::from_secs(10));
    let rec = Store::new(dir.path()).load_recovery().expect("reads");
    assert_eq!(rec.expect("autosaved").slot, None);
    // The studio stops without quitting (a crash); the next one offers the work back.
    let opts = gridwright::tui::StartOptions {
        data_dir: Some(dir.path().to_path_buf()),
        slot: Some(slot(4)),
        ..Default::default()
    };
    let mut again = gridwright::tui::startup_app(&opts);
    assert!(
        question(&again).contains("(untitled)"),
        "{:?}",
        again.mode()
    );
    update(&mut again, Action::Yes);
    assert_eq!(again.doc(), Identity::Untitled);
    assert!(again.dirty());
    assert_eq!(again.puzzle().grid.width(), 5);
    update(&mut again, Action::Save);
    assert_eq!(again.browser().purpose, BrowserPurpose::SaveInto);
}

#[test]
fn startup_opens_the_slot_or_an_untitled_grid() {
    let dir = tempfile::tempdir().expect("tempdir");
    Store::new(dir.path())
        .save(slot(4), &finished(), false)
        .expect("save");
    let open = |n| {
        gridwright::tui::startup_app(&gridwright::tui::StartOptions {
            data_dir: Some(dir.path().to_path_buf()),
            slot: Some(slot(n)),
            ..Default::default()
        })
    };
    let four = open(4);
    assert_eq!((four.doc(), four.dirty()), (Identity::Slot(slot(4)), false));
    assert_eq!(*four.puzzle(), finished());
    let mut five = open(5);
    assert_eq!((five.doc(), five.dirty()), (Identity::Untitled, false));
    update(&mut five, Action::Quit);
    assert!(five.quit(), "a fresh untitled grid has nothing to lose");
}
