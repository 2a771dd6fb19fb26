//! The clue memory in the real studio (a pty, issue 33): a clue written and saved in one
//! puzzle is offered as "your past" clue when the same answer is clued in another puzzle.

#![cfg(unix)]

use crate::tui_pty as pty;

use gridwright::grid::text::parse_grid;
use gridwright::grid::{Alphabet, Puzzle};
use gridwright::store::{SlotNumber, Store};
use pty::*;

const F4: &[u8] = b"\x1bOS";
const F8: &[u8] = b"\x1b[19~";

/// Slots 1 and 2 each hold a five-square row (1A) over blocks, no letters.
fn two_slots(data: &std::path::Path) {
    let grid = parse_grid(".....\n#####\n#####\n", &Alphabet::latin()).expect("grid");
    let store = Store::new(data);
    for n in [1, 2] {
        let mut p = Puzzle::new(grid.clone());
        p.meta.title = format!("Puzzle {n}");
        store
            .save(SlotNumber::new(n).expect("slot"), &p, false)
            .expect("save");
    }
}

#[test]
fn a_clue_saved_in_one_puzzle_is_offered_in_another() {
    let data = tempfile::tempdir().expect("data");
    let config = tempfile::tempdir().expect("config");
    let cache = tempfile::tempdir().expect("cache");
    two_slots(data.path());
    let mut studio = Studio::spawn_args(data.path(), config.path(), cache.path(), &["--open", "1"]);
    studio.wait_for("the studio on slot 1", STARTUP, |s| {
        s.status().contains("5×3")
    });
    studio.press(b"TIGER");
    studio.wait_for("TIGER typed", STEP, |s| s.text().contains("TIGER"));
    studio.press(F4);
    studio.press(b"Big striped cat");
    studio.press(ENTER);
    studio.press(CTRL_S);
    studio.wait_for("saved", STEP, |s| s.message().contains("saved to slot 1"));

    studio.press(b":load 2");
    studio.press(ENTER);
    studio.wait_for("slot 2 open", STEP, |s| s.text().contains("Puzzle 2"));
    studio.press(b"TIGER");
    studio.press(F4);
    studio.press(F8);
    studio.wait_for("the past clue offered", STEP, |s| {
        s.text().contains("your past") && s.text().contains("Big striped cat")
    });
    studio.press(ENTER);
    studio.press(ENTER);
    studio.press(CTRL_S);
    studio.wait_for("slot 2 saved", STEP, |s| {
        s.message().contains("saved to slot 2")
    });
    studio.press(CTRL_Q);
    assert!(studio.wait_exit(STEP).success());
    studio.drain_output(STEP);
    let saved = Store::new(data.path())
        .load(SlotNumber::new(2).expect("slot"))
        .expect("reads")
        .expect("saved");
    assert_eq!(
        saved.puzzle.clue(1, gridwright::grid::Direction::Across),
        Some("Big striped cat"),
        "the past clue was taken into slot 2"
    );
}
