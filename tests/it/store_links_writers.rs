//! The writers that `store_links_umask` does not reach from the command line, each with a
//! link planted where it writes (issue 46, item 7): the studio's recovery file and its
//! "slot open" mark, the index cache's entries and identity records, and `words add`'s copy
//! in the config dir. Each refuses the link (the cache, being best effort, goes without)
//! and leaves the link's target unchanged.

#![cfg(unix)]

use crate::common::isolated::run_in;
use gridwright::grid::text::parse_grid;
use gridwright::grid::{Alphabet, Puzzle};
use gridwright::store::{SlotNumber, Store};
use std::os::unix::fs::symlink;
use std::path::{Path, PathBuf};

/// A file the user may write, with a link to it at `at`.
fn plant(dir: &Path, at: &Path) -> PathBuf {
    let name = at.file_name().expect("name").to_string_lossy().into_owned();
    let target = dir.join(format!("precious-{name}"));
    std::fs::write(&target, "keep me").expect("target");
    symlink(&target, at).expect("symlink");
    target
}

fn unchanged(target: &Path) {
    let text = std::fs::read_to_string(target).expect("target");
    assert_eq!(text, "keep me", "{}", target.display());
}

fn puzzle() -> Puzzle {
    Puzzle::new(parse_grid("CAT\nA#O\nBEE\n", &Alphabet::latin()).expect("grid"))
}

#[test]
fn the_recovery_file_and_the_open_mark_refuse_a_link() {
    let dir = tempfile::tempdir().expect("tempdir");
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).expect("data");
    let store = Store::new(&data);
    let n = SlotNumber::new(2).expect("slot");

    let target = plant(dir.path(), &store.recovery_path(Some(n)));
    let err = store
        .save_recovery(&puzzle(), Some(n))
        .expect_err("refused");
    assert!(err.to_string().contains("link"), "{err}");
    unchanged(&target);

    let mark = data.join(format!("slot-{n}.open-{}", std::process::id()));
    let target = plant(dir.path(), &mark);
    let err = store.mark_open(n).err().expect("refused");
    assert!(err.to_string().contains("link"), "{err}");
    unchanged(&target);
}

#[test]
fn the_index_cache_writes_nothing_through_a_link() {
    let dir = tempfile::tempdir().expect("tempdir");
    let list = dir.path().join("mine.dict");
    std::fs::write(&list, "CAT;60\nCOT;50\nCUT;55\n").expect("list");
    let list = list.to_str().expect("utf-8 path");
    // The entries this list makes, learnt in a first run.
    let first = dir.path().join("first");
    let seeded: Vec<_> = names(&first.join("cache"));
    let (code, _, err) = run_in(&first, &["query", "--list", list, "C?T"]);
    assert_eq!(code, Some(0), "{err}");
    let made: Vec<String> = names(&first.join("cache"))
        .into_iter()
        .filter(|n| !seeded.contains(n))
        .collect();
    assert!(
        made.len() >= 2,
        "an index and its warnings at least: {made:?}"
    );
    // A second run finds a link at each of those places.
    let second = dir.path().join("second");
    let _ = names(&second.join("cache"));
    let targets: Vec<PathBuf> = made
        .iter()
        .map(|n| plant(dir.path(), &second.join("cache").join(n)))
        .collect();
    let (code, out, err) = run_in(&second, &["query", "--list", list, "C?T"]);
    assert_eq!(code, Some(0), "the cache is best effort: {err}");
    assert!(out.contains("CAT"), "{out}");
    for t in &targets {
        unchanged(t);
    }
}

/// The file names in a cache dir after the isolated run's warm seeding.
fn names(cache: &Path) -> Vec<String> {
    let _ = crate::common::isolated::gridwright_in(cache.parent().expect("parent"));
    std::fs::read_dir(cache)
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn words_add_refuses_a_link_in_the_config_dir() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let list = d.join("mine.dict");
    std::fs::write(&list, "CAT;60\nCOT;50\n").expect("list");
    let lists = d.join("config").join("wordlists");
    std::fs::create_dir_all(&lists).expect("wordlists");
    let target = plant(d, &lists.join("mine.dict"));
    let list = list.to_str().expect("utf-8 path");
    let (code, _, err) = run_in(d, &["words", "add", list, "--force"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("link"), "{err}");
    unchanged(&target);
}
