//! `gridwright layout` end to end: text output, JSON output, partial layouts, errors.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/layout")
        .join(name)
}

fn run(args: &[&str]) -> Output {
    // Private dirs: `layout --out` feeds the clue memory in the data dir.
    let dirs = tempfile::tempdir().expect("tempdir");
    crate::common::isolated::gridwright_in(dirs.path())
        .arg("layout")
        .args(args)
        .output()
        .expect("binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn prints_grid_and_numbered_words() {
    let out = run(&[fixture("space8.txt").to_str().unwrap(), "--seed", "3"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("Across") && stdout.contains("Down"),
        "{stdout}"
    );
    for answer in ["GALAXY", "TELESCOPE", "SATURN"] {
        assert!(stdout.contains(answer), "{answer} missing:\n{stdout}");
    }
    assert!(
        stdout
            .lines()
            .next()
            .unwrap()
            .chars()
            .all(|c| c == '#' || c.is_ascii_uppercase())
    );
}

#[test]
fn writes_json_that_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("out.json");
    let out = run(&[
        fixture("kitchen14.txt").to_str().unwrap(),
        "--out",
        path.to_str().unwrap(),
        "--max-size",
        "17x17",
    ]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(doc["words"].as_array().unwrap().len(), 14);
    assert!(doc["gridLength"].as_u64().unwrap() <= 17);
    assert_eq!(gridwright::layout::validate::check_contract(&doc), vec![]);
    let pin = doc["words"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["answer"] == "ROLLING PIN")
        .unwrap();
    assert_eq!(pin["cells"].as_array().unwrap().len(), 10);
    assert_eq!(pin["meta"]["clue"], "Flattens dough");
}

#[test]
fn unplaceable_answers_are_named_and_exit_1() {
    let dir = tempfile::tempdir().unwrap();
    let list = dir.path().join("l.txt");
    std::fs::write(
        &list,
        "PLANET: p\nCOMET: c\nORBIT: o\nFUZZY: shares no letter\n",
    )
    .unwrap();
    let out = run(&[list.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("line 4") && err.contains("FUZZY"), "{err}");
    assert!(!text(&out.stdout).contains("FUZZY"));
}

#[test]
fn input_problems_are_reported_with_lines() {
    let dir = tempfile::tempdir().unwrap();
    let list = dir.path().join("l.txt");
    std::fs::write(&list, "CAT\n# comment\ncat - again\n?!\n").unwrap();
    let out = run(&[list.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("line 3") && err.contains("line 4"), "{err}");
}

#[test]
fn writes_puz_and_ipuz_that_read_back() {
    let f = fixture("space8.txt");
    let dir = tempfile::tempdir().expect("tempdir");
    for ext in ["puz", "ipuz"] {
        let out_path = dir.path().join(format!("x.{ext}"));
        let out = run(&[f.to_str().unwrap(), "--out", out_path.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        let p = gridwright::formats::read_path(&out_path).expect("reads back");
        assert_eq!(p.clues.len(), 8, "{ext}");
    }
}

#[test]
fn oversize_bound_is_refused() {
    let f = fixture("space8.txt");
    let out = run(&[f.to_str().unwrap(), "--max-size", "256x10"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("255"));
}

#[test]
fn saves_the_layout_to_a_slot() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = Command::new(env!("CARGO_BIN_EXE_gridwright"))
        .env("GRIDWRIGHT_DATA_DIR", dir.path())
        .args([
            "layout",
            fixture("space8.txt").to_str().unwrap(),
            "--slot",
            "2",
        ])
        .output()
        .expect("binary runs");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let saved = gridwright::store::read_doc_file(&dir.path().join("slot-2.toml"))
        .expect("slot parses")
        .expect("slot written");
    assert!(!saved.puzzle.clues.is_empty());
    // The slot is occupied now: a second layout into it is refused, before any layout
    // work, unless forced; the refusal names what the slot holds.
    let again = |force: bool| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_gridwright"));
        c.env("GRIDWRIGHT_DATA_DIR", dir.path()).args([
            "layout",
            fixture("space8.txt").to_str().unwrap(),
            "--slot",
            "2",
        ]);
        if force {
            c.arg("--force");
        }
        c.output().expect("binary runs")
    };
    let out = again(false);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("slot 2 holds"),
        "{}",
        text(&out.stderr)
    );
    let out = again(true);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        std::fs::read_dir(dir.path().join("history/slot-2"))
            .expect("history")
            .count(),
        1
    );
}

#[test]
fn unplaced_answers_get_one_summary_line() {
    let dir = tempfile::tempdir().unwrap();
    let list = dir.path().join("l.txt");
    std::fs::write(&list, "PLANET\nCOMET\nORBIT\nFUZZY\nJUJU\n").unwrap();
    let out = run(&[list.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    let lines: Vec<&str> = err.lines().filter(|l| l.contains("could not")).collect();
    assert_eq!(lines.len(), 1, "{err}");
    assert!(
        lines[0].contains("2 answers could not be placed: FUZZY (line 4), JUJU (line 5)"),
        "{err}"
    );
}

#[test]
fn a_crosswordsmith_layout_imports_into_a_slot() {
    let dir = tempfile::tempdir().unwrap();
    let golden = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/layout/crosswordsmith/arrange_toc_demo_max.json");
    let out = Command::new(env!("CARGO_BIN_EXE_gridwright"))
        .env("GRIDWRIGHT_DATA_DIR", dir.path())
        .args(["import", golden.to_str().unwrap(), "--slot", "3"])
        .output()
        .expect("binary runs");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let saved = gridwright::store::read_doc_file(&dir.path().join("slot-3.toml"))
        .expect("slot parses")
        .expect("slot written");
    assert_eq!(saved.puzzle.grid.width(), 22);
}

#[test]
fn a_beam_past_the_bound_is_refused_before_any_work() {
    let list = fixture("space8.txt");
    let list = list.to_str().expect("utf-8 path");
    for bad in ["0", "4097", "18446744073709551615"] {
        let out = run(&[list, "--beam", bad]);
        assert_eq!(out.status.code(), Some(2), "--beam {bad}");
        let err = text(&out.stderr);
        assert!(err.contains("give 1 to 4096"), "{err}");
    }
    let out = run(&[list, "--beam", "4096", "--restarts", "1"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}
