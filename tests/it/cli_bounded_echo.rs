//! Echoes are bounded and reordering characters never reach the terminal (issue 46, items 6,
//! 9 and 10): a file of 400,000 bad lines or an argument of 100 KB prints a few short lines,
//! bidi overrides in a title are gone from every command's output, and an oversized slot
//! can be replaced with --force and deleted.

use crate::common::isolated::gridwright_in;
use std::fmt::Write as _;
use std::path::Path;

fn run(dir: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let out = gridwright_in(dir)
        .args(args)
        .current_dir(dir)
        .output()
        .expect("runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Few lines, none long: what every bounded message must be.
fn bounded(what: &str, err: &str) {
    assert!(
        err.lines().count() <= 20,
        "{what}: {} lines",
        err.lines().count()
    );
    assert!(err.len() <= 8_000, "{what}: {} bytes of stderr", err.len());
}

#[test]
fn a_file_of_400000_bad_lines_prints_a_few_lines() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let mut exolve = String::from("exolve-begin\nexolve-width: 3\nexolve-height: 3\n");
    for i in 0..400_000 {
        let _ = writeln!(exolve, "exolve-unknown{i}: x");
    }
    exolve.push_str("exolve-grid:\n  CAT\n  A.O\n  BEE\nexolve-across:\n  1 Pet (3)\n  3 Buzzer (3)\nexolve-down:\n  1 Taxi (3)\n  2 Foot digit (3)\nexolve-end\n");
    std::fs::write(d.join("many.exolve"), exolve).expect("write");
    let (code, _, err) = run(d, &["import", "many.exolve", "--out", "back.txt"]);
    assert_eq!(code, Some(0), "{err}");
    bounded("exolve", &err);
    assert!(err.contains("more"), "{err}");

    let mut xd = String::from("Title: Many\n");
    for i in 0..400_000 {
        let _ = writeln!(xd, "Header{i}: x");
    }
    xd.push_str("\n\nCAT\nA#O\nBEE\n\n\nA1. Pet ~ CAT\nA3. Buzzer ~ BEE\n\nD1. Taxi ~ CAB\nD2. Foot digit ~ TOE\n");
    std::fs::write(d.join("many.xd"), xd).expect("write");
    let (code, _, err) = run(d, &["import", "many.xd", "--out", "back2.txt"]);
    assert_eq!(code, Some(0), "{err}");
    bounded("xd", &err);
    assert!(err.contains("… and 399995 more"), "{err}");
}

#[test]
fn an_argument_of_100_kb_is_echoed_cut() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let huge = "Q".repeat(100_000);
    for args in [
        vec!["query", huge.as_str()],
        vec!["templates", "show", huge.as_str()],
        vec!["design", "--theme", huge.as_str()],
    ] {
        let (_, _, err) = run(d, &args);
        bounded(args[0], &err);
    }
}

/// U+202E RIGHT-TO-LEFT OVERRIDE and the other embeddings and isolates.
const BIDI: [char; 9] = [
    '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{2066}', '\u{2067}', '\u{2068}',
    '\u{2069}',
];

#[test]
fn bidi_overrides_in_a_title_reach_no_output() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let title: String = format!("Safe{}title", BIDI.iter().collect::<String>());
    let puzzle = format!(
        "; Title: {title}\n; Author: A\u{202E}B\nCAT\nA#O\nBEE\n\nAcross:\n1. Pet\u{2066}x\n3. Buzzer\n\nDown:\n1. Taxi\n2. Foot digit\n"
    );
    std::fs::write(d.join("bidi.txt"), puzzle).expect("write");
    let (code, _, err) = run(d, &["import", "bidi.txt", "--slot", "1"]);
    assert_eq!(code, Some(0), "{err}");
    for args in [
        vec!["slots", "list"],
        vec!["slots", "show", "1"],
        vec!["check", "--slot", "1"],
        vec!["check", "bidi.txt"],
        vec!["export", "--slot", "1", "--to", "-"],
        vec!["import", "bidi.txt"],
    ] {
        let (_, out, err) = run(d, &args);
        for text in [&out, &err] {
            assert!(!text.contains(BIDI), "{args:?}: {}", text.escape_unicode());
        }
        assert!(
            out.contains("Safetitle")
                || args[0] == "slots" && args[1] == "list" && out.contains("Safe"),
            "{args:?}: {out}"
        );
    }
}

#[test]
fn an_oversized_slot_is_replaced_with_force_and_deleted() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    std::fs::create_dir_all(d.join("data")).expect("data");
    std::fs::write(d.join("p.txt"), "CAT\nA#O\nBEE\n").expect("puzzle");
    let oversize = |slot: &str| {
        let f = std::fs::File::create(d.join(format!("data/slot-{slot}.toml"))).expect("create");
        f.set_len(gridwright::store::read::SLOT_LIMIT + 1)
            .expect("sparse");
    };
    oversize("1");
    let (code, _, err) = run(d, &["import", "p.txt", "--slot", "1"]);
    assert_ne!(code, Some(0));
    assert!(
        err.contains("over the 16 MiB limit") && err.contains("--force"),
        "{err}"
    );
    let (code, _, err) = run(d, &["import", "p.txt", "--slot", "1", "--force"]);
    assert_eq!(code, Some(0), "{err}");
    let (_, history, _) = run(d, &["slots", "history", "1"]);
    assert!(
        !history.trim().is_empty(),
        "the oversized file is kept in the history"
    );
    oversize("2");
    let (code, _, err) = run(d, &["slots", "delete", "2"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(!d.join("data/slot-2.toml").exists());
    assert_eq!(
        std::fs::read_dir(d.join("data/history/slot-2"))
            .expect("history")
            .count(),
        1
    );
}

#[test]
fn clues_of_a_100000_letter_answer_echo_it_cut() {
    let dir = tempfile::tempdir().expect("tempdir");
    let huge = "A".repeat(100_000);
    let (_, out, err) = run(dir.path(), &["clues", &huge]);
    assert!(
        out.contains("no past clues for AAAA") && out.contains("(100000 characters)"),
        "{out}"
    );
    bounded("clues stdout", &out);
    bounded("clues stderr", &err);
}
