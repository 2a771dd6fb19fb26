//! `gridwright clues` (issue 33): the clue memory built from the slots and their history
//! and from imported folders; listed newest first with its source; rebuilt when damaged.

use crate::common::isolated::gridwright_in;

use gridwright::formats::{self, WriteOptions};
use gridwright::grid::text::parse_grid;
use gridwright::grid::{Alphabet, ClueKey, Direction, Puzzle};
use gridwright::store::{SlotNumber, Store};
use std::path::Path;

/// A 3×3 "CAT / ORE / WET" titled `title`, dated `date`, with 1-Across clued `clue` and
/// the other entries clued alike in every puzzle.
fn puzzle(title: &str, date: &str, clue: &str) -> Puzzle {
    let grid = parse_grid("CAT\nORE\nWET", &Alphabet::latin()).expect("grid");
    let mut p = Puzzle::new(grid);
    p.meta.title = title.into();
    p.meta.date = date.into();
    p.write_clue(ClueKey::new(1, Direction::Across), clue);
    for (n, d, text) in [
        (4, Direction::Across, "Mined rock"),
        (5, Direction::Across, "Damp"),
        (1, Direction::Down, "Bovine"),
        (2, Direction::Down, "Exist"),
        (3, Direction::Down, "Vietnamese new year"),
    ] {
        p.write_clue(ClueKey::new(n, d), text);
    }
    p
}

fn write(p: &Puzzle, path: &Path) {
    formats::write_path(p, path, None, &WriteOptions::default()).expect("write fixture");
}

/// A folder with a small file of each format (one in a subfolder), a file of another kind
/// and a broken `.puz`.
fn fixture_folder(dir: &Path) {
    std::fs::create_dir_all(dir.join("older")).expect("dirs");
    write(
        &puzzle("Puz one", "2021-01-01", "Mouser"),
        &dir.join("one.puz"),
    );
    write(
        &puzzle("Ipuz two", "2022-02-02", "Tabby, say"),
        &dir.join("two.ipuz"),
    );
    write(
        &puzzle("Jpz three", "2023-03-03", "Lion's kin"),
        &dir.join("three.jpz"),
    );
    write(
        &puzzle("Xd four", "2024-04-04", "Tom, e.g."),
        &dir.join("four.xd"),
    );
    write(
        &puzzle("Puz five", "2020-05-05", "Kitty"),
        &dir.join("older/five.puz"),
    );
    std::fs::write(dir.join("notes.txt"), "not a puzzle").expect("txt");
    std::fs::write(dir.join("broken.puz"), b"\0\0 not a puz").expect("broken");
}

#[derive(Debug, serde::Deserialize)]
struct Listed {
    answer: String,
    clues: Vec<Past>,
}

#[derive(Debug, serde::Deserialize)]
struct Past {
    clue: String,
    puzzle: String,
    unix: i64,
    source: String,
}

#[derive(Debug, serde::Deserialize)]
struct Imported {
    files: usize,
    indexed: usize,
    skipped: usize,
    failed: Vec<String>,
}

fn run(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = gridwright_in(dir).args(args).output().expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn listed(dir: &Path, answer: &str) -> Listed {
    let (code, out, err) = run(dir, &["clues", answer, "--json"]);
    assert!(code == 0 || code == 1, "{err}");
    serde_json::from_str(&out).expect("json")
}

#[test]
fn a_folder_of_each_format_is_indexed_once_and_reimport_skips_it() {
    let tmp = tempfile::tempdir().expect("tmp");
    let folder = tmp.path().join("puzzles");
    fixture_folder(&folder);
    let folder_arg = folder.to_str().expect("utf-8 path");
    let (code, out, err) = run(tmp.path(), &["clues", "import", folder_arg, "--json"]);
    assert_eq!(code, 0, "{err}");
    let first: Imported = serde_json::from_str(&out).expect("json");
    assert_eq!(first.files, 6, "{out}");
    assert_eq!((first.indexed, first.skipped), (5, 0), "{out}");
    assert_eq!(first.failed.len(), 1, "{out}");
    assert!(first.failed[0].contains("broken.puz"), "{:?}", first.failed);
    assert!(
        err.contains("broken.puz"),
        "the broken file is named: {err}"
    );

    let cat = listed(tmp.path(), "cat");
    assert_eq!(cat.answer, "CAT");
    let mut clues: Vec<&str> = cat.clues.iter().map(|p| p.clue.as_str()).collect();
    clues.sort_unstable();
    assert_eq!(
        clues,
        ["Kitty", "Lion's kin", "Mouser", "Tabby, say", "Tom, e.g."]
    );
    assert!(
        cat.clues.windows(2).all(|w| w[0].unix >= w[1].unix),
        "newest first: {cat:?}"
    );
    let tom = cat
        .clues
        .iter()
        .find(|p| p.clue == "Tom, e.g.")
        .expect("xd clue");
    assert_eq!(tom.puzzle, "Xd four");
    assert!(tom.source.ends_with("four.xd"), "{}", tom.source);
    // One clue shared by all five files is kept once per puzzle.
    assert_eq!(listed(tmp.path(), "COW").clues.len(), 5);

    let (code, out, err) = run(tmp.path(), &["clues", "import", folder_arg, "--json"]);
    assert_eq!(code, 0, "{err}");
    let again: Imported = serde_json::from_str(&out).expect("json");
    assert_eq!((again.indexed, again.skipped), (0, 5), "{out}");
    assert_eq!(listed(tmp.path(), "CAT").clues.len(), 5, "nothing doubled");
}

#[test]
fn slot_clues_and_earlier_versions_are_listed_newest_first_with_their_source() {
    let tmp = tempfile::tempdir().expect("tmp");
    let store = Store::new(tmp.path().join("data"));
    let n = SlotNumber::new(3).expect("slot");
    store
        .save(n, &puzzle("Mine", "", "First try"), false)
        .expect("save");
    store
        .save(n, &puzzle("Mine", "", "Second thought"), false)
        .expect("save");
    let (code, out, err) = run(tmp.path(), &["clues", "C-A-T"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].contains("Second thought") && lines[0].contains("Mine, slot 3"),
        "{out}"
    );
    assert!(out.contains("First try"), "the earlier version too: {out}");
    assert!(out.contains("past clues for CAT"), "{out}");
    let (code, out, _) = run(tmp.path(), &["clues", "DOG"]);
    assert_eq!(code, 1);
    assert!(out.contains("no past clues for DOG"), "{out}");
}

#[test]
fn a_damaged_memory_is_rebuilt_from_the_slots_and_said_once() {
    let tmp = tempfile::tempdir().expect("tmp");
    let data = tmp.path().join("data");
    let store = Store::new(&data);
    store
        .save(
            SlotNumber::new(1).expect("slot"),
            &puzzle("Kept", "", "Purrer"),
            false,
        )
        .expect("save");
    assert_eq!(run(tmp.path(), &["clues", "CAT"]).0, 0);
    let file = data.join(gridwright::store::clue_memory::FILE_NAME);
    std::fs::write(&file, b"{\"format\": 1, \"answers\": [").expect("damage");
    let (code, out, err) = run(tmp.path(), &["clues", "CAT"]);
    assert_eq!(code, 0, "a damaged memory fails nothing: {err}");
    assert!(err.contains("damaged") && err.contains("rebuilt"), "{err}");
    assert!(out.contains("Purrer"), "{out}");
    let (_, out, err) = run(tmp.path(), &["clues", "CAT"]);
    assert!(!err.contains("damaged"), "said once: {err}");
    assert!(out.contains("Purrer"), "{out}");
}
