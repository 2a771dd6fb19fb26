//! Issue 29 in the real studio (a pty): typing over an autofill proposal keeps the fill and
//! the letter, and place word on a block pattern keeps the pattern; both saved and read back.

#![cfg(unix)]

use crate::tui_pty as pty;

use gridwright::grid::text::parse_grid;
use gridwright::grid::{Alphabet, Pos, Puzzle};
use gridwright::store::{SlotNumber, Store};
use pty::*;

/// A 5×5 with a corner block pattern, saved in slot 1 before the studio starts.
fn blocked_slot(data: &std::path::Path) -> Puzzle {
    let grid = parse_grid("#....\n.....\n.....\n.....\n....#\n", &Alphabet::latin()).expect("grid");
    let puzzle = Puzzle::new(grid);
    Store::new(data)
        .save(SlotNumber::new(1).expect("slot"), &puzzle, false)
        .expect("save slot 1");
    puzzle
}

/// The data, config and cache dirs of one test's studios.
struct Dirs {
    data: tempfile::TempDir,
    config: tempfile::TempDir,
    cache: tempfile::TempDir,
}

impl Dirs {
    fn new() -> Dirs {
        Dirs {
            data: tempfile::tempdir().expect("data dir"),
            config: tempfile::tempdir().expect("config dir"),
            cache: tempfile::tempdir().expect("cache dir"),
        }
    }

    /// A studio opening slot 1.
    fn studio_on_slot_1(&self) -> Studio {
        Studio::spawn_args(
            self.data.path(),
            self.config.path(),
            self.cache.path(),
            &["--open", "1"],
        )
    }
}

fn letters(p: &Puzzle) -> usize {
    p.grid
        .positions()
        .filter(|&q| p.grid.cell(q).is_filled())
        .count()
}

#[test]
fn typing_over_a_proposal_keeps_the_fill_and_the_letter() {
    let dirs = Dirs::new();
    let pattern = blocked_slot(dirs.data.path());
    let mut studio = dirs.studio_on_slot_1();
    studio.wait_for("the studio with its word list", STARTUP, |s| {
        s.status().contains("5×5") && fit_count(s).is_some_and(|n| n > 0)
    });
    studio.press(F5);
    studio.wait_for("a proposal", STEP, |s| {
        s.message().contains("proposed") && s.status().contains("proposal")
    });
    // The cursor is on the first white square (row 1, column 2): type over the proposal.
    studio.press(b"Q");
    studio.wait_for("the letter typed and the proposal accepted", STEP, |s| {
        !s.status().contains("proposal") && s.text().contains("1A Q")
    });
    studio.press(CTRL_S);
    studio.wait_for("saved", STEP, |s| s.message().contains("saved to slot 1"));
    studio.press(CTRL_Q);
    assert!(studio.wait_exit(STEP).success());
    studio.drain_output(STEP);
    let saved = saved_slot_1(dirs.data.path()).puzzle;
    let whites = pattern
        .grid
        .positions()
        .filter(|&q| !pattern.grid.cell(q).is_block())
        .count();
    assert_eq!(letters(&saved), whites, "the whole fill was kept");
    let q = saved.alphabet.encode("Q").expect("Q")[0];
    assert_eq!(
        saved.grid.cell(Pos::new(0, 1)).letter(),
        Some(q),
        "and the letter typed over it"
    );
}

#[test]
fn place_word_on_a_block_pattern_keeps_the_pattern() {
    let dirs = Dirs::new();
    let pattern = blocked_slot(dirs.data.path());
    let mut studio = dirs.studio_on_slot_1();
    studio.wait_for("the studio", STARTUP, |s| s.status().contains("5×5"));
    studio.press(b"\x10"); // Ctrl-P: the place-word form
    studio.wait_for("the place-word form", STEP, |s| s.text().contains("Answer"));
    studio.press(b"TOAST");
    studio.press(ENTER);
    studio.wait_for("placed into the pattern", STEP, |s| {
        s.message().contains("block pattern is kept")
    });
    studio.press(CTRL_S);
    studio.wait_for("saved", STEP, |s| s.message().contains("saved to slot 1"));
    studio.press(CTRL_Q);
    assert!(studio.wait_exit(STEP).success());
    studio.drain_output(STEP);
    let saved = saved_slot_1(dirs.data.path()).puzzle;
    assert_eq!(
        (saved.grid.width(), saved.grid.height()),
        (5, 5),
        "no freeform grid"
    );
    for q in pattern.grid.positions() {
        assert_eq!(
            saved.grid.cell(q).is_block(),
            pattern.grid.cell(q).is_block(),
            "{q}"
        );
    }
    assert_eq!(letters(&saved), 5, "TOAST, in one entry");
}

#[test]
fn two_studios_on_one_slot_are_told_and_a_changed_slot_asks_before_it_is_replaced() {
    let dirs = Dirs::new();
    let (data, config, cache) = (dirs.data.path(), dirs.config.path(), dirs.cache.path());
    blocked_slot(data);
    let mut first = dirs.studio_on_slot_1();
    first.wait_for("the first studio", STARTUP, |s| s.status().contains("5×5"));
    let mut second = dirs.studio_on_slot_1();
    second.wait_for("the second studio told", STARTUP, |s| {
        s.text().contains("open in another studio")
    });
    // The second saves first; the first's Ctrl-S then asks.
    second.press(b"S");
    second.press(CTRL_S);
    second.wait_for("the second saved", STEP, |s| {
        s.message().contains("saved to slot 1")
    });
    second.press(CTRL_Q);
    assert!(second.wait_exit(STEP).success());
    second.drain_output(STEP);
    first.press(b"F");
    first.press(CTRL_S);
    first.wait_for("the question", STEP, |s| {
        s.text().contains("changed on disk since you opened it")
    });
    first.press(b"n");
    first.wait_for("cancelled", STEP, |s| s.message().contains("cancelled"));
    let kept = saved_slot_1(data).puzzle;
    let s_letter = kept.alphabet.encode("S").expect("S")[0];
    assert_eq!(
        kept.grid.cell(Pos::new(0, 1)).letter(),
        Some(s_letter),
        "the second's save stands"
    );
    // A script saves over the slot while the studio holds it: Ctrl-S asks again.
    let file = data.join("script.ipuz");
    let mut by_script = kept.clone();
    by_script.meta.title = "By a script".into();
    crate::common::write_unfinished(&by_script, &file);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gridwright"))
        .env("GRIDWRIGHT_DATA_DIR", data)
        .env("GRIDWRIGHT_CONFIG_DIR", config)
        .env("GRIDWRIGHT_CACHE_DIR", cache)
        .args(["slots", "save", "1"])
        .arg(&file)
        .arg("--force")
        .output()
        .expect("run the CLI");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    first.press(b"G");
    first.press(CTRL_S);
    first.wait_for("the question again", STEP, |s| {
        s.text().contains("changed on disk since you opened it")
    });
    first.press(b"y");
    first.wait_for("replaced", STEP, |s| {
        s.message().contains("saved to slot 1")
    });
    first.press(CTRL_Q);
    assert!(first.wait_exit(STEP).success());
    first.drain_output(STEP);
    let store = Store::new(data);
    let titles: Vec<String> = store
        .history(SlotNumber::new(1).expect("slot"))
        .expect("history")
        .iter()
        .filter_map(|v| gridwright::store::history::read_version(v).ok().flatten())
        .map(|s| s.puzzle.meta.title)
        .collect();
    assert!(
        titles.iter().any(|t| t == "By a script"),
        "the script's save is in the history: {titles:?}"
    );
}
