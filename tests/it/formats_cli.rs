//! `gridwright export` and `gridwright import` end to end, through the built binary.

use std::path::Path;
use std::process::{Command, Output};

fn gridwright(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gridwright"))
        .args(args)
        .current_dir(dir)
        .env("GRIDWRIGHT_DATA_DIR", dir.join("data"))
        .output()
        .expect("the binary runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

const FILLED: &str = "\
; Title: Tiny — «test»
; Author: Zoë
CAT
A#O
BEE

Across:
1. Pet
3. Buzzer

Down:
1. Taxi
2. Foot digit
";

#[test]
fn text_to_puz_to_ipuz_and_back_keeps_the_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("tiny.txt"), FILLED).unwrap();
    for (from, to) in [
        ("tiny.txt", "tiny.puz"),
        ("tiny.puz", "tiny.ipuz"),
        ("tiny.ipuz", "again.txt"),
    ] {
        let o = gridwright(&["export", from, "--to", to], dir.path());
        assert!(o.status.success(), "{from} → {to}: {}", stderr(&o));
    }
    let again = std::fs::read_to_string(dir.path().join("again.txt")).unwrap();
    assert_eq!(again, FILLED);
    let o = gridwright(&["import", "tiny.puz"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(String::from_utf8_lossy(&o.stdout), FILLED);
}

#[test]
fn incomplete_grids_are_refused_for_puz_unless_allowed() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("g.txt"), "CA.\nA#O\n.EE\n").unwrap();
    let o = gridwright(&["export", "g.txt", "--to", "g.puz"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("r1c3, r3c1") && err.contains("--allow-incomplete"),
        "{err}"
    );
    assert!(!dir.path().join("g.puz").exists());
    let o = gridwright(
        &["export", "g.txt", "--to", "g.puz", "--allow-incomplete"],
        dir.path(),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    // Text and print never need a full grid.
    let o = gridwright(&["export", "g.txt", "--to", "g.html"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let html = std::fs::read_to_string(dir.path().join("g.html")).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"));
}

#[test]
fn format_flag_stdout_and_bad_input_messages() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("tiny.txt"), FILLED).unwrap();
    let o = gridwright(
        &["export", "tiny.txt", "--to", "-", "--format", "ipuz"],
        dir.path(),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let json: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(json["title"], "Tiny — «test»");

    let o = gridwright(&["export", "tiny.txt", "--to", "x.pdf"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let pdf = std::fs::read(dir.path().join("x.pdf")).unwrap();
    assert!(pdf.starts_with(b"%PDF-"));

    std::fs::write(dir.path().join("junk.puz"), b"not a puzzle at all").unwrap();
    let o = gridwright(&["import", "junk.puz"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("junk.puz") && err.contains("ACROSS&DOWN"),
        "{err}"
    );

    std::fs::write(
        dir.path().join("bad.ipuz"),
        b"{\"kind\": [\"http://ipuz.org/crossword#1\"], \xff}",
    )
    .unwrap();
    let o = gridwright(&["import", "bad.ipuz"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("not valid JSON"), "{}", stderr(&o));
}

#[test]
fn a_puz_with_a_bad_checksum_imports_with_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("tiny.txt"), FILLED).unwrap();
    let o = gridwright(&["export", "tiny.txt", "--to", "tiny.puz"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let path = dir.path().join("tiny.puz");
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[0] ^= 0xFF;
    std::fs::write(&path, bytes).unwrap();
    let o = gridwright(&["import", "tiny.puz", "--out", "t.txt"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("warning") && stderr(&o).contains("checksum"));
    let back = std::fs::read_to_string(dir.path().join("t.txt")).unwrap();
    assert_eq!(back, FILLED);
}

#[test]
fn slots_are_reported_as_not_wired_yet() {
    let dir = tempfile::tempdir().unwrap();
    let o = gridwright(&["export", "--slot", "3", "--to", "x.puz"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("slot"), "{}", stderr(&o));
    let o = gridwright(&["export", "--slot", "12", "--to", "x.puz"], dir.path());
    assert_eq!(o.status.code(), Some(2), "slot numbers are 1–9");
}

#[test]
fn locked_puz_files_need_their_key() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("g.txt"), "CATS\nOBOE\nDOER\nEARS\n").unwrap();
    let o = gridwright(
        &["export", "g.txt", "--to", "g.puz", "--lock", "4237"],
        dir.path(),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let o = gridwright(&["import", "g.puz"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--key"), "{}", stderr(&o));
    let o = gridwright(&["import", "g.puz", "--key", "1111"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("does not unlock"), "{}", stderr(&o));
    let o = gridwright(&["import", "g.puz", "--key", "4237"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("CATS\nOBOE\nDOER\nEARS\n"));
    let o = gridwright(&["import", "g.puz", "--key", "42x7"], dir.path());
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("four digits"), "{}", stderr(&o));
}

/// A slot file holding a coloured square, a given letter and a rebus.
const MARKED_SLOT: &str = r#"format = 2
created = 0
saved = 0

[puzzle]
grid = ["{STAR}AT", "A#O", "BEE"]

[puzzle.meta]
title = "Marked"

[[puzzle.styles]]
row = 0
col = 1
color = "FF8000"

[[puzzle.styles]]
row = 2
col = 2
given = true
"#;

#[test]
fn an_export_names_what_the_format_cannot_hold() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("marked.toml"), MARKED_SLOT).unwrap();
    let o = gridwright(&["export", "marked.toml", "--to", "m.txt"], dir.path());
    assert!(o.status.success(), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("1 coloured square and 1 given letter cannot be written to .txt"),
        "{err}"
    );
    let text = std::fs::read_to_string(dir.path().join("m.txt")).unwrap();
    assert!(text.contains("{STAR}AT"), "the rebus is kept: {text}");
    // To standard output the same warning is given.
    let o = gridwright(&["export", "marked.toml", "--to", "-"], dir.path());
    assert!(
        stderr(&o).contains("cannot be written to .txt"),
        "{}",
        stderr(&o)
    );
}
