//! `gridwright slots save`, `import --slot`, `slots history` and `slots restore` through the
//! binary: an occupied slot is replaced only with --force, and every replaced version can be
//! listed and brought back.

use std::path::{Path, PathBuf};

struct Setup {
    dir: tempfile::TempDir,
}

impl Setup {
    fn new() -> Setup {
        Setup {
            dir: tempfile::tempdir().expect("tempdir"),
        }
    }

    fn data(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    /// A text grid file.
    fn grid(&self, name: &str, rows: &str) -> PathBuf {
        let p = self.dir.path().join(name);
        std::fs::write(&p, rows).expect("write grid");
        p
    }

    /// Runs gridwright with every directory private to this test.
    fn run(&self, args: &[&str]) -> (i32, String, String) {
        let out = crate::common::isolated::gridwright_in(self.dir.path())
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .args(args)
            .output()
            .expect("binary runs");
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }

    fn slot_file(&self, n: u8) -> PathBuf {
        self.data().join(format!("slot-{n}.toml"))
    }

    /// The grid rows held by slot `n`.
    fn rows(&self, n: u8) -> Vec<String> {
        let saved = gridwright::store::read_doc_file(&self.slot_file(n))
            .expect("parses")
            .expect("exists");
        gridwright::grid::text::format_grid(&saved.puzzle.grid, &saved.puzzle.alphabet)
            .lines()
            .map(str::to_string)
            .collect()
    }
}

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

#[test]
fn slots_save_refuses_an_occupied_slot_without_force() {
    let t = Setup::new();
    let (code, _, err) = t.run(&["slots", "save", "4", "saves/mini-5x5.toml"]);
    assert_eq!(code, 0, "{err}");
    let before = std::fs::read(t.slot_file(4)).expect("slot");

    let other = t.grid("other.txt", "...\n...\n...\n");
    let (code, out, err) = t.run(&["slots", "save", "4", s(&other)]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains("slot 4 holds Mini warm-up, 5×5, saved ")
            && err.contains("; --force replaces it (the old version stays in the slot's history)"),
        "{err}"
    );
    assert_eq!(std::fs::read(t.slot_file(4)).expect("slot"), before);
    let (_, out, _) = t.run(&["slots", "history", "4"]);
    assert!(out.contains("no earlier versions"), "{out}");

    let (code, _, err) = t.run(&["slots", "save", "4", s(&other), "--force"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(t.rows(4), ["...", "...", "..."]);
    let (_, out, _) = t.run(&["slots", "history", "4"]);
    assert!(
        out.contains("  1  saved ") && out.contains("Mini warm-up"),
        "{out}"
    );
}

#[test]
fn import_into_an_occupied_slot_needs_force_which_also_covers_a_corrupt_one() {
    let t = Setup::new();
    let a = t.grid("a.txt", "A..\n...\n...\n");
    let b = t.grid("b.txt", "B..\n...\n...\n");
    let (code, _, err) = t.run(&["import", s(&a), "--slot", "5"]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = t.run(&["import", s(&b), "--slot", "5"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("slot 5 holds (untitled), 3×3, saved ") && err.contains("--force"),
        "{err}"
    );
    assert_eq!(t.rows(5)[0], "A..");
    let (code, _, err) = t.run(&["import", s(&b), "--slot", "5", "--force"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(t.rows(5)[0], "B..");

    // A slot that does not parse: refused, then replaced with --force and kept.
    std::fs::write(t.slot_file(5), "format = [\n").expect("damage");
    let (code, _, err) = t.run(&["import", s(&a), "--slot", "5"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("slot-5.toml") && err.contains("line 1"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(t.slot_file(5)).expect("read"),
        "format = [\n"
    );
    let (code, _, err) = t.run(&["import", s(&a), "--slot", "5", "--force"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(t.rows(5)[0], "A..");
    let (_, out, _) = t.run(&["slots", "history", "5"]);
    assert!(out.contains("does not parse"), "{out}");
}

#[test]
fn history_lists_versions_newest_first_and_restore_brings_one_back() {
    let t = Setup::new();
    let grids = ["A..\n...\n...\n", "AB.\n...\n...\n", "ABC\n...\n...\n"];
    for (i, rows) in grids.iter().enumerate() {
        let f = t.grid(&format!("v{i}.txt"), rows);
        let (code, _, err) = t.run(&["slots", "save", "2", s(&f), "--force"]);
        assert_eq!(code, 0, "{err}");
    }
    let (code, out, err) = t.run(&["slots", "history", "2"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].contains("2 earlier versions, newest first"),
        "{out}"
    );
    // Version 1 is the second save (2 letters), version 2 the first (1 letter).
    assert!(
        lines[1].starts_with("  1  saved ")
            && lines[1].contains("3×3, 6 words, 2/9 squares filled"),
        "{out}"
    );
    assert!(
        lines[2].starts_with("  2  saved ")
            && lines[2].contains("3×3, 6 words, 1/9 squares filled"),
        "{out}"
    );
    assert_eq!(lines.len(), 3, "{out}");

    let (code, out, err) = t.run(&["slots", "restore", "2", "2"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("restored version 2 of slot 2"), "{out}");
    assert_eq!(t.rows(2)[0], "A..");
    // The version it replaced (ABC) is now the newest in the history.
    let (_, out, _) = t.run(&["slots", "history", "2"]);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].contains("3 earlier versions"), "{out}");
    assert!(lines[1].contains("3/9 squares filled"), "{out}");
    // And restoring it undoes the restore.
    let (code, _, err) = t.run(&["slots", "restore", "2", "1"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(t.rows(2)[0], "ABC");
}

#[test]
fn restore_refuses_a_version_that_does_not_exist() {
    let t = Setup::new();
    let (code, _, err) = t.run(&["slots", "save", "3", "saves/mini-5x5.toml"]);
    assert_eq!(code, 0, "{err}");
    let before = std::fs::read(t.slot_file(3)).expect("slot");
    let (code, _, err) = t.run(&["slots", "restore", "3", "4"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("slot 3 has no version 4: its history holds 0"),
        "{err}"
    );
    let (code, _, err) = t.run(&["slots", "restore", "3", "0"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("versions count from 1"), "{err}");
    let (code, _, _) = t.run(&["slots", "restore", "3", "many"]);
    assert_eq!(code, 2);
    assert_eq!(std::fs::read(t.slot_file(3)).expect("slot"), before);
    let (code, out, _) = t.run(&["slots", "history", "9"]);
    assert_eq!(code, 0);
    assert!(out.contains("slot 9 has no earlier versions"), "{out}");
}
