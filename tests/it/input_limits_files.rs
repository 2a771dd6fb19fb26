//! Every reader refuses an input over its documented size limit, naming the file and the
//! limit, before reading it (issue 19, item 10).

use gridwright::store::read::{PUZZLE_LIMIT, SLOT_LIMIT, WORD_LIST_LIMIT};
use gridwright::words::{ListSpec, Unreadable, load, load_with};
use std::path::{Path, PathBuf};

/// A sparse file one byte over `limit`: it takes no disk space, and reading it whole would
/// allocate the full size, which the limit is there to prevent.
fn sparse(dir: &Path, name: &str, limit: u64) -> PathBuf {
    let p = dir.join(name);
    let f = std::fs::File::create(&p).expect("create");
    f.set_len(limit + 1).expect("set_len");
    p
}

fn assert_names(e: &str, path: &Path, limit: &str) {
    assert!(e.contains(&path.display().to_string()), "no path in {e}");
    assert!(e.contains(limit), "no {limit} in {e}");
}

#[test]
fn puzzle_files_over_the_limit_are_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    for name in ["big.puz", "big.ipuz", "big.txt"] {
        let p = sparse(dir.path(), name, PUZZLE_LIMIT);
        let e = gridwright::formats::load(&p).expect_err("over the limit");
        assert_names(&e.to_string(), &p, "16 MiB limit");
    }
}

#[test]
fn a_puzzle_file_at_the_limit_is_read() {
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("fits.txt");
    let f = std::fs::File::create(&p).expect("create");
    f.set_len(PUZZLE_LIMIT).expect("set_len");
    let e = gridwright::formats::load(&p).expect_err("zeros are no grid");
    assert!(!e.to_string().contains("limit"), "{e}");
}

#[test]
fn slot_files_over_the_limit_are_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let p = sparse(dir.path(), "slot-1.toml", SLOT_LIMIT);
    let e = gridwright::store::read_doc_file(&p).expect_err("over the limit");
    assert_names(&e.to_string(), &p, "16 MiB limit");
}

#[test]
fn word_lists_over_the_limit_are_refused_or_skipped() {
    let dir = tempfile::tempdir().expect("tempdir");
    let p = sparse(dir.path(), "huge.dict", WORD_LIST_LIMIT);
    let spec = ListSpec {
        default_list: false,
        config_lists: None,
        files: vec![p.clone()],
        ..Default::default()
    };
    let e = load_with(&spec, None, Unreadable::Fail).expect_err("over the limit");
    assert_names(&e.to_string(), &p, "64 MiB limit");
    let w = load(&spec, None).expect("skipped");
    assert_names(&w.skipped[0].to_string(), &p, "64 MiB limit");
}

#[cfg(unix)]
#[test]
fn a_fifo_puzzle_is_refused_without_blocking() {
    let dir = tempfile::tempdir().expect("tempdir");
    let p = dir.path().join("x.puz");
    let status = std::process::Command::new("mkfifo")
        .arg(&p)
        .status()
        .expect("mkfifo runs");
    assert!(status.success());
    let (tx, rx) = std::sync::mpsc::channel();
    let q = p.clone();
    std::thread::spawn(move || {
        let _ = tx.send(gridwright::formats::load(&q).map(|_| ()));
    });
    // A hang guard, not a timing assertion: opening a fifo for a plain read never returns.
    let e = rx
        .recv_timeout(std::time::Duration::from_secs(30))
        .expect("loading a fifo blocked")
        .expect_err("refused");
    assert_names(&e.to_string(), &p, "not a regular file (a fifo)");
}

/// The CLI's other readers (an answer list, an extensionless grid) refuse a fifo too; the
/// child is killed by the guard if it blocks.
#[cfg(unix)]
#[test]
fn the_cli_refuses_fifo_answer_lists_and_grids() {
    let dir = tempfile::tempdir().expect("tempdir");
    let fifo = dir.path().join("answers");
    let status = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(status.success());
    for args in [vec!["layout"], vec!["check"]] {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_gridwright"))
            .args(&args)
            .arg(&fifo)
            .env("GRIDWRIGHT_DATA_DIR", dir.path().join("data"))
            .env("GRIDWRIGHT_CONFIG_DIR", dir.path().join("config"))
            .env("GRIDWRIGHT_CACHE_DIR", dir.path().join("cache"))
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("runs");
        // A hang guard, not a timing assertion.
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        while child.try_wait().expect("wait").is_none() {
            if std::time::Instant::now() > deadline {
                let _ = child.kill();
                panic!("{args:?} blocked on a fifo");
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let out = child.wait_with_output().expect("output");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("fifo"), "{args:?}: {err}");
    }
}
