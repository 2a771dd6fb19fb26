//! Hostile text from a file never reaches the terminal: a puzzle whose every text field holds
//! ESC sequences (window title, OSC 52 clipboard, clear screen), BEL, CR, C1 controls and
//! newlines is printed by every command without one control byte but the newlines the
//! command itself writes between lines.

use crate::common::isolated::gridwright_in;
use std::path::{Path, PathBuf};

/// ESC ] 0 (window title), OSC 52 (clipboard), CSI 2J (clear), BEL, CR, LF, NEL, CSI (C1).
const EVIL: &str =
    "Evil\u{1b}]0;pwned\u{7}\u{1b}]52;c;aGk=\u{7}\u{1b}[2J\r\nline\u{85}\u{9b}31m\u{7f}end";

/// An .ipuz whose every text field holds [`EVIL`].
fn hostile_ipuz(dir: &Path) -> PathBuf {
    let doc = serde_json::json!({
        "version": "http://ipuz.org/v2",
        "kind": ["http://ipuz.org/crossword#1"],
        "dimensions": {"width": 3, "height": 3},
        "title": EVIL, "author": EVIL, "copyright": EVIL, "publisher": EVIL,
        "editor": EVIL, "notes": EVIL, "intro": EVIL, "date": EVIL, "url": EVIL,
        "difficulty": EVIL, "explanation": EVIL,
        "puzzle": [[1, 2, 3], [4, 0, 0], [5, 0, 0]],
        "solution": [["C", "A", "T"], ["A", "G", "O"], ["B", "E", "E"]],
        "clues": {
            "Across": [[1, EVIL], [4, EVIL], [5, EVIL]],
            "Down": [[1, EVIL], [2, EVIL], [3, EVIL]],
        },
    });
    let path = dir.join("evil.ipuz");
    std::fs::write(&path, doc.to_string()).expect("write fixture");
    path
}

/// The control bytes in `out`, with where they are; newlines are allowed.
fn controls(out: &[u8]) -> Vec<(usize, u8)> {
    let mut found = Vec::new();
    for (i, &b) in out.iter().enumerate() {
        let c1 = b == 0xc2 && out.get(i + 1).is_some_and(|n| (0x80..=0x9f).contains(n));
        if (b < 0x20 && b != b'\n') || b == 0x7f || c1 {
            found.push((i, b));
        }
    }
    found
}

/// Runs `args` and checks stdout and stderr; returns the exit code and stdout.
fn clean_run(dir: &Path, args: &[&str]) -> (Option<i32>, String) {
    let out = gridwright_in(dir).args(args).output().expect("runs");
    for (what, bytes) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
        let bad = controls(bytes);
        assert!(
            bad.is_empty(),
            "gridwright {args:?}: control bytes in {what} at {bad:?}:\n{}",
            String::from_utf8_lossy(bytes).escape_debug()
        );
    }
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into(),
    )
}

#[test]
fn no_command_prints_a_control_byte_from_a_hostile_puzzle() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = hostile_ipuz(dir.path());
    let f = file.to_str().expect("utf-8 path");
    let (code, out) = clean_run(dir.path(), &["check", f]);
    assert_eq!(code, Some(0));
    assert!(
        out.contains("Evil]0;pwned]52;c;aGk=[2J line 31mend"),
        "{out}"
    );
    clean_run(dir.path(), &["check", f, "--json"]);
    clean_run(dir.path(), &["check", f, "--publish"]);
    for format in ["txt", "xd", "ipuz", "jpz", "html"] {
        let (code, _) = clean_run(dir.path(), &["export", f, "--to", "-", "--format", format]);
        assert_eq!(code, Some(0), "export --format {format}");
    }
    clean_run(dir.path(), &["import", f]);
    assert_eq!(clean_run(dir.path(), &["slots", "save", "1", f]).0, Some(0));
    assert_eq!(
        clean_run(dir.path(), &["import", f, "--slot", "1", "--force"]).0,
        Some(0)
    );
    let (_, list) = clean_run(dir.path(), &["slots", "list"]);
    assert!(list.contains("Evil]0;pwned"), "{list}");
    let (_, show) = clean_run(dir.path(), &["slots", "show", "1"]);
    assert!(show.contains("Author: Evil"), "{show}");
    clean_run(dir.path(), &["slots", "history", "1"]);
    clean_run(dir.path(), &["check", "--slot", "1"]);
    clean_run(dir.path(), &["export", "--slot", "1", "--to", "-"]);
}

#[test]
fn errors_quoting_a_hostile_file_print_no_control_byte() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).expect("data dir");
    // A slot that does not parse, its bad line full of escapes.
    std::fs::write(
        data.join("slot-2.toml"),
        format!("format = 2\n{EVIL} = [\n"),
    )
    .expect("slot");
    let (_, list) = clean_run(dir.path(), &["slots", "list"]);
    assert!(list.contains("BROKEN"), "{list}");
    let (code, _) = clean_run(dir.path(), &["slots", "show", "2"]);
    assert_eq!(code, Some(2));
    let grid = dir.path().join("evil.txt");
    std::fs::write(&grid, format!("CAT\n{EVIL}\n")).expect("grid");
    let (code, _) = clean_run(dir.path(), &["check", grid.to_str().expect("utf-8")]);
    assert_eq!(code, Some(2));
}
