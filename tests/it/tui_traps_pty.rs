//! Issue 43's cases 1, 2 and 3 on the real binary in a pty: a taken design's status line
//! read with no key pressed; "Quit anyway? y" with an autosave due leaves no recovery file,
//! in a loop; the start-up recovery question with text typed over it.

#![cfg(unix)]

use crate::tui_pty as pty;

use pty::*;
use std::path::Path;
use std::time::{Duration, Instant};

fn dirs() -> (tempfile::TempDir, tempfile::TempDir, tempfile::TempDir) {
    (
        tempfile::tempdir().expect("data dir"),
        tempfile::tempdir().expect("config dir"),
        tempfile::tempdir().expect("cache dir"),
    )
}

/// The recovery files in the data dir.
fn recovery_files(data: &Path) -> Vec<String> {
    std::fs::read_dir(data)
        .expect("data dir reads")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("recovery-"))
        .collect()
}

/// Waits (a hang guard) until the studio has autosaved into the data dir.
fn wait_autosave(studio: &Studio, data: &Path) {
    let end = Instant::now() + STEP;
    while recovery_files(data).is_empty() {
        assert!(
            Instant::now() < end,
            "no autosave; screen:\n{}",
            studio.snapshot().text()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn started(data: &Path, config: &Path, cache: &Path) -> Studio {
    let mut studio = Studio::spawn(data, config, cache);
    studio.wait_for("the studio with its word list", STARTUP, |s| {
        fit_count(s).is_some_and(|n| n > 0)
    });
    studio
}

#[test]
fn a_taken_design_is_on_the_status_line_without_a_key() {
    let (data, config, cache) = dirs();
    let mut studio = started(data.path(), config.path(), cache.path());
    // The old grid is the design's size and its map is red: a screen that is not redrawn
    // when the new grid's map arrives keeps the old grid's dead squares on the new one.
    studio.press(b":new 9x9");
    studio.press(ENTER);
    studio.wait_for("the 9×9 grid", STEP, |s| s.status().contains("9×9"));
    studio.press(b"QZXJ");
    studio.wait_for("the old grid's dead squares", STEP, |s| {
        s.status().contains("✗") && s.status().contains("dead")
    });
    studio.press(b":design");
    studio.press(ENTER);
    studio.wait_for("the design form", STEP, |s| {
        s.text().contains("design a grid")
    });
    studio.press(b"ICED TEA, HOT DOGS");
    studio.press(ENTER);
    studio.wait_for("the gallery", STEP, |s| s.text().contains("design 1 of"));
    studio.press(ENTER);
    studio.wait_for("the question over the unsaved grid", STEP, |s| {
        s.message().contains("Unsaved changes")
    });
    studio.press(b"y");
    // No key after the answer: the new grid, its numbers and its map are drawn as they
    // arrive, so the old grid's dead squares go without a keypress.
    let s = studio.wait_for("the design taken, its own map drawn", STEP, |s| {
        s.message().contains("design 1 taken") && !s.status().contains('✗')
    });
    assert!(s.status().contains("9×9"), "{}", s.status());
    // Ctrl-Z across the take: the message about the take goes, the undo says itself, and
    // the old grid's map comes back with it (again without a key).
    studio.press(CTRL_Z);
    let s = studio.wait_for("the undo, the old grid's map drawn", STEP, |s| {
        s.message().contains("undid") && s.status().contains('✗')
    });
    assert!(!s.message().contains("taken"), "{}", s.message());
}

#[test]
fn quit_anyway_with_an_autosave_due_leaves_no_recovery_file() {
    for round in 0..3 {
        let (data, config, cache) = dirs();
        let mut studio = started(data.path(), config.path(), cache.path());
        studio.press(b"CAT");
        wait_autosave(&studio, data.path());
        studio.press(CTRL_Q);
        studio.wait_for("the quit question", STEP, |s| {
            s.message().contains("Quit anyway?")
        });
        // Longer than the autosave interval: the answer's own event finds an autosave due,
        // as a user reading the question does.
        std::thread::sleep(Duration::from_millis(3500));
        studio.press(b"y");
        assert!(studio.wait_exit(STEP).success());
        studio.drain_output(STEP);
        assert_eq!(
            recovery_files(data.path()),
            Vec::<String>::new(),
            "round {round}: the dropped work would be offered again"
        );
    }
}

#[test]
fn text_typed_over_the_recovery_question_answers_nothing() {
    let (data, config, cache) = dirs();
    {
        let mut first = started(data.path(), config.path(), cache.path());
        first.press(b"CAT");
        wait_autosave(&first, data.path());
        // Dropped without quitting: killed, as a crash would stop it.
    }
    let mut studio = Studio::spawn(data.path(), config.path(), cache.path());
    studio.wait_for("the recovery question", STARTUP, |s| {
        s.message().contains("Recover it?")
    });
    studio.press(b":include crossword puzzle");
    let s = studio.wait_for("the question still open", STEP, |s| {
        s.message().contains("answer y or n")
    });
    // The compact grid shows a letter and a space a square.
    assert!(
        !s.text().contains("C L U D E"),
        "typing reached the grid:\n{}",
        s.text()
    );
    assert!(
        !recovery_files(data.path()).is_empty(),
        "the work was dropped"
    );
    studio.press(ESC);
    studio.wait_for("the question answered", STEP, |s| {
        s.message().contains("cancelled")
    });
    studio.press(CTRL_Q);
    assert!(studio.wait_exit(STEP).success());
    studio.drain_output(STEP);
    assert_eq!(recovery_files(data.path()), Vec::<String>::new());
}
