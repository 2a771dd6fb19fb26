//! The duplicate-puzzle check catches near-duplicates (issue 33): a slot holding the same
//! block pattern with at least 90% of the letters the same is "the same or very similar"
//! puzzle, named with its share in `check --publish` and the studio's `:check`; a refill of
//! more than a tenth of the squares, or other blocks, is another puzzle.

use crate::common::isolated::gridwright_in;
use crate::common::studio::command;

use gridwright::grid::{Cell, Pos, Puzzle};
use gridwright::store::{SlotNumber, Store};
use gridwright::tui::studio::Studio;
use gridwright::tui::theme::Theme;
use std::path::Path;

/// A published 15×15 (the Washington Post fixture), fully filled.
fn real_puzzle() -> Puzzle {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/real/puz/puzpy/washpost.puz");
    let p = gridwright::formats::read_path(&path).expect("fixture reads");
    assert!(p.grid.is_complete(), "the fixture is filled");
    p
}

/// `p` with the first `n` letters in reading order changed to another letter.
fn with_changed_letters(p: &Puzzle, n: usize) -> Puzzle {
    let mut q = p.clone();
    let squares: Vec<Pos> = q
        .grid
        .positions()
        .filter(|&s| matches!(q.grid.cell(s), Cell::Letter(_)))
        .take(n)
        .collect();
    assert_eq!(squares.len(), n);
    for s in squares {
        let Cell::Letter(l) = q.grid.cell(s) else {
            unreachable!()
        };
        q.grid.set(s, Cell::Letter((l + 1) % 26)).expect("set");
    }
    q
}

fn white(p: &Puzzle) -> usize {
    p.grid.cells().iter().filter(|c| c.is_white()).count()
}

fn slot(n: u8) -> SlotNumber {
    SlotNumber::new(n).expect("slot")
}

/// Slot 2 holds the fixture; 3 the very same grid; 5 a copy with 5% of its letters changed;
/// 6 one with 15% changed; 7 the first letters kept but one more block.
fn slots(data: &Path) -> Puzzle {
    let p = real_puzzle();
    let store = Store::new(data);
    let w = white(&p);
    store.save(slot(2), &p, false).expect("save");
    store.save(slot(3), &p, false).expect("save");
    store
        .save(slot(5), &with_changed_letters(&p, w / 20), false)
        .expect("save");
    store
        .save(slot(6), &with_changed_letters(&p, w * 15 / 100), false)
        .expect("save");
    let mut blocked = p.clone();
    let last = blocked
        .grid
        .positions()
        .filter(|&s| blocked.grid.is_white(s))
        .last()
        .expect("a white square");
    blocked.grid.set(last, Cell::Block).expect("set");
    store.save(slot(7), &blocked, false).expect("save");
    p
}

#[test]
fn the_cli_names_the_same_and_the_very_similar_slots() {
    let tmp = tempfile::tempdir().expect("tmp");
    slots(&tmp.path().join("data"));
    let out = gridwright_in(tmp.path())
        .args(["check", "--publish", "--slot", "2", "--json"])
        .output()
        .expect("runs");
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let problems = doc["problems"].as_array().expect("problems");
    let of_kind = |k: &str| problems.iter().find(|p| p["kind"] == k).cloned();
    let same = of_kind("saved_elsewhere").expect("the same grid in slot 3");
    assert_eq!(same["slots"], serde_json::json!([3]));
    let similar = of_kind("similar_elsewhere").expect("a very similar grid");
    let named: Vec<u64> = similar["slots"]
        .as_array()
        .expect("slots")
        .iter()
        .map(|t| t["slot"].as_u64().expect("slot"))
        .collect();
    assert_eq!(
        named,
        [5],
        "15% refilled and other blocks are other puzzles: {similar}"
    );
    let share = similar["slots"][0]["same_letters"].as_u64().expect("share");
    assert!((94..=96).contains(&share), "{share}");

    let out = gridwright_in(tmp.path())
        .args(["check", "--publish", "--slot", "2"])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(&format!(
            "a very similar grid (the same blocks) is saved in slot 5 ({share}% of the letters)"
        )),
        "{text}"
    );
}

#[test]
fn the_studios_check_lists_the_very_similar_slot() {
    let tmp = tempfile::tempdir().expect("tmp");
    let data = tmp.path().join("data");
    let p = slots(&data);
    // The studio on slot 6 (15% refilled): the fixture is not "very similar" to it, and
    // neither is slot 5; on slot 5 the fixture and its twin in slot 3 are.
    let studio = |n: u8, p: Puzzle| {
        let mut app = Studio::new(p, slot(n), Some(Store::new(&data)), Theme::default());
        command(&mut app, "check");
        app
    };
    let on6 = studio(6, with_changed_letters(&p, white(&p) * 15 / 100));
    assert!(
        !on6.findings()
            .iter()
            .any(|f| f.kind().ends_with("elsewhere")),
        "{:?}",
        on6.findings()
    );
    let on5 = studio(5, with_changed_letters(&p, white(&p) / 20));
    let f = on5
        .findings()
        .iter()
        .find(|f| f.kind() == "similar_elsewhere")
        .expect("slots 2 and 3 are very similar");
    let text = f.to_string();
    assert!(
        text.contains("slots 2 (") && text.contains(", 3 ("),
        "{text}"
    );
}
