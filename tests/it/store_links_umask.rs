//! gridwright's own files are never written through a planted link, new files follow the
//! umask, and what sits at a lock file's place is named (issue 46, items 7, 8 and 11).

#![cfg(unix)]

use crate::common::isolated::gridwright_in;
use std::os::unix::fs::{PermissionsExt, symlink};
use std::path::Path;

const PUZZLE: &str = "\
; Title: Links
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

fn setup() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("p.txt"), PUZZLE).expect("puzzle");
    for sub in ["data", "config"] {
        std::fs::create_dir_all(dir.path().join(sub)).expect("dir");
    }
    dir
}

fn run(dir: &Path, args: &[&str]) -> (Option<i32>, String) {
    let mut cmd = gridwright_in(dir);
    let out = cmd.args(args).current_dir(dir).output().expect("runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A file the user may write, with a link to it at `at`.
fn plant(dir: &Path, at: &str) -> std::path::PathBuf {
    let target = dir.join(format!("precious-{}", at.replace('/', "-")));
    std::fs::write(&target, "keep me").expect("target");
    symlink(&target, dir.join(at)).expect("symlink");
    target
}

fn unchanged(target: &Path) {
    assert_eq!(
        std::fs::read_to_string(target).expect("target"),
        "keep me",
        "{}",
        target.display()
    );
}

#[test]
fn a_link_at_a_slot_is_refused_and_its_target_unchanged() {
    let dir = setup();
    let d = dir.path();
    let target = plant(d, "data/slot-1.toml");
    let (code, err) = run(d, &["import", "p.txt", "--slot", "1", "--force"]);
    assert_ne!(code, Some(0), "{err}");
    assert!(err.contains("slot-1.toml is a symbolic link"), "{err}");
    unchanged(&target);
}

#[test]
fn a_link_at_the_history_dir_is_refused_and_nothing_lands_behind_it() {
    let dir = setup();
    let d = dir.path();
    let (code, err) = run(d, &["import", "p.txt", "--slot", "2"]);
    assert_eq!(code, Some(0), "{err}");
    let elsewhere = d.join("elsewhere");
    std::fs::create_dir(&elsewhere).expect("dir");
    symlink(&elsewhere, d.join("data/history")).expect("symlink");
    let (code, err) = run(d, &["import", "p.txt", "--slot", "2", "--force"]);
    assert_ne!(code, Some(0), "{err}");
    assert!(err.contains("history is a symbolic link"), "{err}");
    assert_eq!(std::fs::read_dir(&elsewhere).expect("dir").count(), 0);
}

#[test]
fn a_link_at_the_personal_list_or_the_clue_memory_is_refused() {
    let dir = setup();
    let d = dir.path();
    let target = plant(d, "config/personal.dict");
    let (code, err) = run(d, &["words", "score", "ICEDTEA", "60"]);
    assert_ne!(code, Some(0), "{err}");
    assert!(err.contains("personal.dict is a symbolic link"), "{err}");
    unchanged(&target);

    let target = plant(d, "data/clue-memory.json");
    let clues = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/real/xd");
    let (_, err) = run(d, &["clues", "import", clues.to_str().expect("utf-8")]);
    assert!(err.contains("clue-memory.json is a symbolic link"), "{err}");
    unchanged(&target);
}

#[test]
fn what_sits_at_a_lock_files_place_is_named() {
    let dir = setup();
    let d = dir.path();
    let data = d.join("data");
    symlink(d.join("p.txt"), data.join("slot-1.lock")).expect("symlink");
    std::fs::create_dir(data.join("slot-2.lock")).expect("dir");
    let fifo =
        std::ffi::CString::new(data.join("slot-3.lock").to_str().expect("utf-8")).expect("path");
    // SAFETY: mkfifo reads a NUL-terminated path this test owns.
    assert_eq!(unsafe { libc::mkfifo(fifo.as_ptr(), 0o644) }, 0, "mkfifo");
    for (slot, what) in [
        ("1", "a symbolic link"),
        ("2", "a directory"),
        ("3", "a fifo or other special file"),
    ] {
        let (code, err) = run(d, &["import", "p.txt", "--slot", slot]);
        assert_ne!(code, Some(0), "{err}");
        let want = format!(
            "slot-{slot}.lock is {what}, not the lock file gridwright makes there; remove it"
        );
        assert!(err.contains(&want), "slot {slot}: {err}");
    }
}

#[test]
fn new_files_follow_the_umask() {
    let dir = setup();
    let d = dir.path();
    let bin = env!("CARGO_BIN_EXE_gridwright");
    let under_077 = |args: &str| {
        // Seeds the cache and sets the dirs as every other test does, then runs under 077.
        let mut cmd = gridwright_in(d);
        let status = cmd
            .current_dir(d)
            .arg("--version")
            .output()
            .expect("runs")
            .status;
        assert!(status.success());
        let out = std::process::Command::new("sh")
            .arg("-c")
            .arg(format!("umask 077; exec '{bin}' {args}"))
            .current_dir(d)
            .env("GRIDWRIGHT_CACHE_DIR", d.join("cache"))
            .env("GRIDWRIGHT_CONFIG_DIR", d.join("config"))
            .env("GRIDWRIGHT_DATA_DIR", d.join("data"))
            .output()
            .expect("runs");
        assert!(out.status.success(), "{args}: {out:?}");
    };
    under_077("import p.txt --slot 1");
    under_077("import p.txt --slot 1 --force");
    under_077("export --slot 1 --to out.puz --allow-incomplete");
    under_077("words score ICEDTEA 60");
    let mut files = vec![
        d.join("data/slot-1.toml"),
        d.join("data/slot-1.lock"),
        d.join("out.puz"),
        d.join("config/personal.dict"),
    ];
    let history = d.join("data/history/slot-1");
    files.extend(
        std::fs::read_dir(&history)
            .expect("history")
            .map(|e| e.expect("entry").path()),
    );
    assert!(files.len() >= 5, "{files:?}");
    for f in files {
        let mode = std::fs::metadata(&f).expect("stat").permissions().mode() & 0o777;
        assert_eq!(
            mode & 0o077,
            0,
            "{} is {mode:o} under umask 077",
            f.display()
        );
    }
}

#[test]
fn design_refuses_an_out_dir_that_is_a_fifo_before_searching() {
    let dir = setup();
    let d = dir.path();
    let fifo = std::ffi::CString::new(d.join("designs").to_str().expect("utf-8")).expect("path");
    // SAFETY: mkfifo reads a NUL-terminated path this test owns.
    assert_eq!(unsafe { libc::mkfifo(fifo.as_ptr(), 0o644) }, 0, "mkfifo");
    let (code, err) = run(
        d,
        &[
            "design",
            "15x15",
            "--theme",
            "CROSSWORDS",
            "--out-dir",
            "designs",
        ],
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("--out-dir designs: is not a directory, so no design could be written"),
        "{err}"
    );
    assert!(
        !err.contains("designs found"),
        "the search did not run: {err}"
    );
}
