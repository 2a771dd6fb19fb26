use super::*;
use crate::grid::{Alphabet, Puzzle, text::parse_grid};

fn puzzle(rows: &str) -> Puzzle {
    Puzzle::new(parse_grid(rows, &Alphabet::latin()).expect("grid"))
}

fn slot(n: u8) -> SlotNumber {
    SlotNumber::new(n).expect("valid slot")
}

/// The bytes of every kept version, newest first.
fn kept(store: &Store, n: SlotNumber) -> Vec<Vec<u8>> {
    store
        .history(n)
        .expect("history")
        .iter()
        .map(|v| std::fs::read(&v.path).expect("read version"))
        .collect()
}

#[test]
fn a_failed_rename_loses_no_version_and_adds_no_duplicate() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    store
        .save(slot(1), &puzzle("A..\n...\n...\n"), false)
        .expect("a");
    let a = std::fs::read(store.path(slot(1))).expect("read a");
    store
        .save(slot(1), &puzzle("B..\n...\n...\n"), false)
        .expect("b");
    let b = std::fs::read(store.path(slot(1))).expect("read b");
    // The final rename fails twice, as on an immutable file or a full disk.
    for _ in 0..2 {
        let e = store.save_with(slot(1), &puzzle("C..\n...\n...\n"), false, || {
            Err(io::Error::other("rename refused"))
        });
        assert!(e.is_err());
        assert_eq!(std::fs::read(store.path(slot(1))).expect("slot"), b);
    }
    assert_eq!(kept(&store, slot(1)), [b.clone(), a.clone()]);
    store
        .save(slot(1), &puzzle("D..\n...\n...\n"), false)
        .expect("d");
    assert_eq!(kept(&store, slot(1)), [b, a], "b is kept once");
}

#[test]
fn a_history_that_cannot_be_written_stops_the_save() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    store
        .save(slot(2), &puzzle("A..\n...\n...\n"), false)
        .expect("a");
    let a = std::fs::read(store.path(slot(2))).expect("read a");
    std::fs::write(dir.path().join("history"), "in the way").expect("block");
    let e = store
        .save(slot(2), &puzzle("B..\n...\n...\n"), false)
        .expect_err("no history, no save");
    assert!(e.to_string().contains("history"), "{e}");
    assert_eq!(std::fs::read(store.path(slot(2))).expect("slot"), a);
}

#[test]
fn history_is_pruned_to_its_limit_after_successful_saves() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    for i in 0..HISTORY_KEEP + 3 {
        let mut p = puzzle("...\n...\n...\n");
        p.meta.title = format!("version {i}");
        store.save(slot(3), &p, false).expect("save");
    }
    let versions = store.history(slot(3)).expect("history");
    assert_eq!(versions.len(), HISTORY_KEEP);
    let newest = read_version(&versions[0]).expect("parses").expect("there");
    assert_eq!(
        newest.puzzle.meta.title,
        format!("version {}", HISTORY_KEEP + 1)
    );
    assert!(versions.windows(2).all(|w| w[0].kept >= w[1].kept));
}

#[test]
fn a_legacy_backup_moves_into_the_history() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    store
        .save(slot(4), &puzzle("A..\n...\n...\n"), false)
        .expect("a");
    let old = std::fs::read(store.path(slot(4))).expect("read");
    let bak = dir.path().join("slot-4.toml.bak");
    std::fs::write(&bak, &old).expect("legacy bak");
    std::fs::write(store.path(slot(4)), b"format = 1\n# hand edit\n").expect("edit");
    store
        .save(slot(4), &puzzle("B..\n...\n...\n"), true)
        .expect("b");
    assert!(!bak.exists());
    let versions = kept(&store, slot(4));
    assert!(
        versions.contains(&old),
        "the legacy backup is a version now"
    );
    assert!(versions.contains(&b"format = 1\n# hand edit\n".to_vec()));
}

#[test]
fn delete_keeps_the_slot_in_its_history() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    store
        .save(slot(5), &puzzle("A..\n...\n...\n"), false)
        .expect("a");
    let a = std::fs::read(store.path(slot(5))).expect("read");
    assert!(store.delete(slot(5)).expect("delete"));
    assert!(store.load(slot(5)).expect("empty").is_none());
    assert_eq!(kept(&store, slot(5)), [a]);
    assert!(!store.delete(slot(5)).expect("already gone"));
}

#[test]
fn version_names_are_read_back() {
    assert_eq!(version_stamp(&version_name(42)), Some(42));
    assert_eq!(version_stamp("v12x.toml"), None);
    assert_eq!(version_stamp("slot-1.toml"), None);
    assert_eq!(version_stamp("v+1.toml"), None);
    assert_eq!(version_order(&numbered_name(7)), Some(Order::Numbered(7)));
    assert_eq!(version_order("h.toml"), None);
    assert!(Order::Numbered(1) > Order::Stamped(u128::MAX));
}

#[test]
fn restoring_is_a_save_that_keeps_the_current_version() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    for rows in ["A..\n...\n...\n", "B..\n...\n...\n", "C..\n...\n...\n"] {
        store.save(slot(6), &puzzle(rows), false).expect("save");
    }
    // History, newest first: B, A. Restore A (index 1).
    let restored = store.restore(slot(6), 1, false).expect("restore");
    assert_eq!(restored.puzzle, puzzle("A..\n...\n...\n"));
    let now = store.load(slot(6)).expect("parses").expect("there");
    assert_eq!(now.puzzle, puzzle("A..\n...\n...\n"));
    // C went into the history first; nothing was lost.
    let titles: Vec<Puzzle> = store
        .history(slot(6))
        .expect("history")
        .iter()
        .map(|v| read_version(v).expect("parses").expect("there").puzzle)
        .collect();
    assert_eq!(
        titles,
        ["C..\n...\n...\n", "B..\n...\n...\n", "A..\n...\n...\n"].map(puzzle)
    );
}

#[test]
fn restoring_a_version_that_does_not_exist_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    store
        .save(slot(7), &puzzle("A..\n...\n...\n"), false)
        .expect("a");
    let before = std::fs::read(store.path(slot(7))).expect("read");
    let e = store
        .restore(slot(7), 0, false)
        .expect_err("no history yet");
    assert!(
        matches!(
            e,
            RestoreError::NoSuchVersion {
                version: 1,
                count: 0,
                ..
            }
        ),
        "{e}"
    );
    assert!(e.to_string().contains("slot 7 has no version 1"), "{e}");
    assert_eq!(std::fs::read(store.path(slot(7))).expect("read"), before);
}

#[test]
fn restoring_over_a_slot_that_does_not_parse_needs_force() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    store
        .save(slot(8), &puzzle("A..\n...\n...\n"), false)
        .expect("a");
    store
        .save(slot(8), &puzzle("B..\n...\n...\n"), false)
        .expect("b");
    std::fs::write(store.path(slot(8)), b"format = [\n").expect("damage");
    let e = store.restore(slot(8), 0, false).expect_err("corrupt slot");
    assert!(
        matches!(
            e,
            RestoreError::Store(StoreError::WouldReplaceCorrupt { .. })
        ),
        "{e}"
    );
    store.restore(slot(8), 0, true).expect("forced");
    assert!(kept(&store, slot(8)).contains(&b"format = [\n".to_vec()));
}

#[test]
fn a_summary_gives_size_words_and_filled_squares() {
    let p = puzzle("CAT\n.#.\n...\n");
    let s = Summary::of(&p);
    assert_eq!(
        (s.width, s.height, s.words, s.filled, s.white),
        (3, 3, 4, 3, 8)
    );
    assert_eq!(s.to_string(), "3×3, 4 words, 3/8 squares filled");
}

/// The clock may step back (NTP, a dead battery, a VM resumed): the history's order and its
/// pruning follow the order of saves, not the time stamps.
#[test]
fn a_clock_stepped_back_neither_reorders_nor_prunes_the_newest() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    let n = slot(2);
    store.save(n, &puzzle("A..\n...\n...\n"), false).expect("a");
    store.save(n, &puzzle("B..\n...\n...\n"), false).expect("b");
    // A version kept while the clock ran an hour ahead, named by that time (as before 0.3).
    let ahead = now_nanos() + 3_600 * 1_000_000_000;
    let future = store.history_dir(n).join(version_name(ahead));
    std::fs::rename(&store.history(n).expect("history")[0].path, &future).expect("rename");
    for i in 0..HISTORY_KEEP {
        let mut p = puzzle("C..\n...\n...\n");
        p.meta.title = format!("after {i}");
        store.save(n, &p, false).expect("save");
    }
    let versions = store.history(n).expect("history");
    assert_eq!(versions.len(), HISTORY_KEEP);
    let newest = read_version(&versions[0]).expect("parses").expect("there");
    assert_eq!(
        newest.puzzle.meta.title,
        format!("after {}", HISTORY_KEEP - 2)
    );
    assert!(!future.exists(), "the oldest version went first");
}
