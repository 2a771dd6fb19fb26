//! End to end, issue 21: in the real studio in a pseudo-terminal, a clue is written from a
//! WordNet clue idea (F8, Down, Enter into the editor, Enter to keep it), saved, and found in
//! the slot file. A file of its own beside `tui_e2e.rs`, sharing its harness.

#![cfg(unix)]

use crate::tui_pty as pty;

use pty::*;

const F8: &[u8] = b"\x1b[19~";

fn dump(s: &Snapshot) {
    if std::env::var_os("E2E_DUMP").is_some() {
        eprintln!("{}", s.text());
    }
}

#[test]
fn a_clue_is_written_from_a_clue_idea_and_saved() {
    // The ideas the studio will offer, computed here (blocking is fine in a test).
    let ideas = crate::common::meanings().clue_ideas("SAFFRON");
    let want = ideas.get(1).expect("two ideas for SAFFRON").text.clone();
    let data = tempfile::tempdir().expect("data dir");
    let config = tempfile::tempdir().expect("config dir");
    let cache = tempfile::tempdir().expect("cache dir");
    let mut studio = Studio::spawn(data.path(), config.path(), cache.path());
    studio.wait_for("the studio with its word list", STARTUP, |s| {
        !s.text().contains("loading the word list") && fit_count(s).is_some()
    });
    studio.press(b":new 7x7");
    studio.press(ENTER);
    studio.wait_for("a new 7×7 grid", STEP, |s| s.message().contains("new 7×7"));
    studio.press(b"SAFFRON");
    studio.wait_for("SAFFRON in the candidates panel head", STEP, |s| {
        s.rows[0].contains("1A SAFFRON")
    });
    studio.press(F8);
    let list = studio.wait_for("the ideas list, loaded", STEP, |s| {
        s.text().contains("clue ideas for SAFFRON") && s.text().contains(&want)
    });
    dump(&list);
    studio.press(DOWN);
    studio.press(ENTER);
    let editing = studio.wait_for("the idea in the clue editor", STEP, |s| {
        !s.text().contains("clue ideas for") && s.message().contains(&want)
    });
    dump(&editing);
    // Only now, with the editor's own Enter, is the clue written.
    studio.press(ENTER);
    studio.wait_for("the clue in the clues panel", STEP, |s| {
        !s.message().contains("clue 1A") && s.text().contains(&want)
    });
    studio.save_into_slot_1_and_quit();

    let doc = saved_slot_1(data.path());
    assert_eq!(
        doc.puzzle.clue(1, gridwright::grid::Direction::Across),
        Some(want.as_str())
    );
}
