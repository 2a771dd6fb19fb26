//! `gridwright check --publish` and `export`'s publish warnings, through the binary: one test
//! per check, the exit status, the JSON, and `--strict` writing nothing.

use std::path::{Path, PathBuf};

struct Dirs {
    root: tempfile::TempDir,
}

impl Dirs {
    fn new() -> Dirs {
        let d = Dirs {
            root: tempfile::tempdir().expect("tempdir"),
        };
        d.write("w.dict", WORDS);
        d
    }

    fn path(&self, name: &str) -> PathBuf {
        self.root.path().join(name)
    }

    fn write(&self, name: &str, text: &str) -> PathBuf {
        let p = self.path(name);
        std::fs::write(&p, text).expect("write");
        p
    }

    /// `gridwright SUB ARGS --list w.dict` with its own data, config and cache dirs.
    fn run(&self, args: &[&str]) -> (i32, String, String) {
        let list = self.path("w.dict");
        let mut all: Vec<&str> = args.to_vec();
        all.extend(["--list", list.to_str().expect("utf-8")]);
        self.raw(&all)
    }

    /// `gridwright ARGS` with its own data, config and cache dirs.
    fn raw(&self, args: &[&str]) -> (i32, String, String) {
        let out = crate::common::isolated::gridwright_in(self.root.path())
            .args(args)
            .output()
            .expect("binary runs");
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }

    /// `check --publish FILE`: exit status and everything printed.
    fn check(&self, file: &Path) -> (i32, String) {
        let f = file.to_str().expect("utf-8 path");
        let (code, out, err) = self.run(&["check", "--publish", f]);
        (code, format!("{out}{err}"))
    }
}

const WORDS: &str = "ABC;60\nDEF;60\nGHI;60\nADG;60\nBEH;60\nCFI;60\nCAT;60\nARE;60\nTEN;60\n\
ABCDE;60\nJKLMN;60\nFH;60\n";

/// A text puzzle: the grid rows, then a clue for every entry label in `clues`.
fn puzzle(rows: &[&str], across: &[u16], down: &[u16]) -> String {
    let mut s: String = rows.iter().map(|r| format!("{r}\n")).collect();
    s.push_str("\nAcross:\n");
    for n in across {
        s.push_str(&format!("{n}. clue {n}A\n"));
    }
    s.push_str("Down:\n");
    for n in down {
        s.push_str(&format!("{n}. clue {n}D\n"));
    }
    s
}

const SQUARE: [&str; 3] = ["ABC", "DEF", "GHI"];

fn finished(d: &Dirs) -> PathBuf {
    d.write("p.txt", &puzzle(&SQUARE, &[1, 4, 5], &[1, 2, 3]))
}

#[test]
fn a_finished_puzzle_is_ready_and_exits_0() {
    let d = Dirs::new();
    let (code, out) = d.check(&finished(&d));
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("ready to publish"), "{out}");
}

#[test]
fn empty_squares() {
    let d = Dirs::new();
    let f = d.write(
        "p.txt",
        &puzzle(&["ABC", "D.F", "GHI"], &[1, 4, 5], &[1, 2, 3]),
    );
    let (code, out) = d.check(&f);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("incomplete       1 empty square, the first at r2c2"),
        "{out}"
    );
}

#[test]
fn missing_clues() {
    let d = Dirs::new();
    let f = d.write("p.txt", &puzzle(&SQUARE, &[1, 5], &[1, 2, 3]));
    let (code, out) = d.check(&f);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("1 problem before it is published"), "{out}");
    assert!(out.contains("missing clue     4A has no clue"), "{out}");
}

#[test]
fn entries_in_no_list_or_below_the_minimum() {
    let d = Dirs::new();
    d.write(
        "w.dict",
        &WORDS.replace("ABC;60\n", "").replace("DEF;60", "DEF;20"),
    );
    let (code, out) = d.check(&finished(&d));
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("not in list      1A ABC is in no loaded word list"),
        "{out}"
    );
    assert!(
        out.contains("low score        4A DEF scores 20, below the minimum 50"),
        "{out}"
    );
}

#[test]
fn duplicate_entries() {
    let d = Dirs::new();
    let f = d.write(
        "p.txt",
        &puzzle(&["CAT", "ARE", "TEN"], &[1, 4, 5], &[1, 2, 3]),
    );
    let (code, out) = d.check(&f);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("duplicate        CAT appears 2 times: 1A, 1D"),
        "{out}"
    );
}

#[test]
fn unchecked_squares_short_entries_and_density() {
    let d = Dirs::new();
    let f = d.write(
        "p.txt",
        &puzzle(
            &["ABCDE", "F###G", "H###I", "JKLMN"],
            &[1, 5],
            &[1, 2, 3, 4],
        ),
    );
    let (code, out) = d.check(&f);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("unchecked        10 unchecked squares"),
        "{out}"
    );
    assert!(
        out.contains("density          6 blocks of 20 squares (30%); at most 4 expected"),
        "{out}"
    );
    let f = d.write(
        "s.txt",
        &puzzle(&["AB#", "CDE", "FGH"], &[1, 3, 5], &[1, 2, 4]),
    );
    let (code, out) = d.check(&f);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("short            1A has 2 letters"), "{out}");
    assert!(out.contains("asymmetric       2 squares break"), "{out}");
}

#[test]
fn a_split_grid() {
    let d = Dirs::new();
    let f = d.write("p.txt", &puzzle(&["CAT", "###", "TEN"], &[1, 4], &[]));
    let (code, out) = d.check(&f);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("disconnected     3 squares cut off from the rest, from r3c1"),
        "{out}"
    );
}

#[test]
fn the_same_grid_in_another_slot() {
    let d = Dirs::new();
    let f = finished(&d);
    let f = f.to_str().expect("utf-8");
    for n in ["2", "5"] {
        let (code, _, err) = d.raw(&["import", f, "--slot", n]);
        assert_eq!(code, 0, "{err}");
    }
    let (code, out, err) = d.run(&["check", "--publish", "--slot", "2"]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        out.contains("saved elsewhere  the same grid is saved in slot 5"),
        "{out}"
    );
    // The file itself is in no slot: nothing to say about slots.
    assert_eq!(d.check(Path::new(f)).0, 0);
}

#[test]
fn json_lists_the_problems_by_kind() {
    let d = Dirs::new();
    let f = d.write("p.txt", &puzzle(&SQUARE, &[1, 4, 5], &[1, 3]));
    let (code, out, _) = d.run(&["check", "--publish", "--json", f.to_str().expect("utf-8")]);
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["ready"], false);
    assert_eq!(v["problems"][0]["kind"], "missing_clue");
    assert_eq!(v["problems"][0]["entry"]["label"], "2D");
}

#[test]
fn export_warns_and_strict_refuses_writing_nothing() {
    let d = Dirs::new();
    let f = d.write("p.txt", &puzzle(&SQUARE, &[], &[]));
    let f = f.to_str().expect("utf-8");
    let out = d.path("p.puz");
    let to = out.to_str().expect("utf-8");
    let (code, _, err) = d.run(&["export", f, "--to", to, "--strict"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("error: the publish checks found 6 problems"),
        "{err}"
    );
    assert!(err.contains("1A has no clue"), "{err}");
    assert!(!out.exists(), "--strict wrote the file");
    let (code, _, err) = d.run(&["export", f, "--to", to]);
    assert_eq!(code, 0, "{err}");
    assert!(
        err.contains("warning: the publish checks found 6 problems"),
        "{err}"
    );
    assert!(out.exists());
    let ready = finished(&d);
    let (code, _, err) = d.run(&[
        "export",
        ready.to_str().expect("utf-8"),
        "--to",
        to,
        "--strict",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(!err.contains("publish"), "{err}");
}
