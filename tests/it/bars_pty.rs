//! Issue 32 in the real studio (a pty): draw a small barred grid with `_` and `|`, fill it
//! with F5, accept, save; the saved slot has the bars and a fill the independent barred
//! validator accepts.

#![cfg(unix)]

use crate::common::barred;
use crate::common::builtin::{MIN, list};
use crate::tui_pty as pty;
use gridwright::grid::{Puzzle, Symmetry};
use gridwright::store::{SlotNumber, Store};
use pty::*;

const RIGHT: &[u8] = b"\x1b[C";

#[test]
fn a_barred_grid_is_drawn_filled_and_saved_in_the_studio() {
    let data = tempfile::tempdir().expect("data dir");
    let config = tempfile::tempdir().expect("config dir");
    let cache = tempfile::tempdir().expect("cache dir");
    let mut blank = Puzzle::blank(7, 5).expect("size");
    blank.meta.symmetry = Symmetry::None;
    Store::new(data.path())
        .save(SlotNumber::new(1).expect("slot"), &blank, false)
        .expect("save slot 1");
    let mut studio = Studio::spawn_args(data.path(), config.path(), cache.path(), &["--open", "1"]);
    studio.wait_for("the studio with its word list", STARTUP, |s| {
        s.status().contains("7×5") && fit_count(s).is_some_and(|n| n > 0)
    });
    // An arrow across the typing direction turns first, so each change of axis takes one
    // press more. Bars under columns 1, 3, 5 of rows 0–3, and one right of (2,2).
    let keys: &[&[u8]] = &[
        RIGHT, b"_", RIGHT, RIGHT, b"_", RIGHT, RIGHT, b"_", // row 0
        DOWN, DOWN, b"_", LEFT, LEFT, LEFT, b"_", LEFT, LEFT, b"_", // row 1
        DOWN, DOWN, b"_", RIGHT, RIGHT, b"|", RIGHT, b"_", RIGHT, RIGHT, b"_", // row 2
        DOWN, DOWN, b"_", LEFT, LEFT, LEFT, b"_", LEFT, LEFT, b"_", // row 3
    ];
    for k in keys {
        studio.press(k);
    }
    studio.wait_for("the bars drawn", STEP, |s| {
        s.message().contains("bar drawn")
    });
    studio.press(F5);
    studio.wait_for("a proposal", STEP, |s| s.message().contains("proposed"));
    studio.press(CTRL_A);
    studio.wait_for("accepted", STEP, |s| !s.status().contains("proposal"));
    studio.press(CTRL_S);
    studio.wait_for("saved", STEP, |s| s.message().contains("saved to slot 1"));
    studio.press(CTRL_Q);
    assert!(studio.wait_exit(STEP).success());
    studio.drain_output(STEP);
    let saved = saved_slot_1(data.path()).puzzle;
    let mut drawn = crate::bars_fill::lattice();
    drawn.meta = saved.meta.clone();
    assert_eq!(
        saved.bars(),
        drawn.bars(),
        "the bars drawn are the ones saved"
    );
    barred::validate(&drawn, &saved, list(), MIN);
}
