use super::*;
use crate::grid::{Alphabet, ClueKey, Direction, text::parse_grid};

fn puzzle(rows: &str) -> Puzzle {
    let mut p = Puzzle::new(parse_grid(rows, &Alphabet::latin()).expect("grid"));
    p.meta.title = "Test".into();
    p.clues
        .insert(ClueKey::new(1, Direction::Across), "A clue".into());
    p
}

fn slot(n: u8) -> SlotNumber {
    SlotNumber::new(n).expect("valid slot")
}

#[test]
fn slot_numbers() {
    assert!(SlotNumber::new(0).is_none());
    assert!(SlotNumber::new(10).is_none());
    assert_eq!("7".parse::<SlotNumber>().map(SlotNumber::get), Ok(7));
    assert!("x".parse::<SlotNumber>().is_err());
}

fn history_puzzles(store: &Store, n: SlotNumber) -> Vec<Puzzle> {
    store
        .history(n)
        .expect("history")
        .iter()
        .map(|v| {
            crate::store::history::read_version(v)
                .expect("version parses")
                .expect("present")
                .puzzle
        })
        .collect()
}

#[test]
fn save_load_round_trip_and_history() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    assert!(store.load(slot(3)).expect("empty ok").is_none());
    let a = puzzle("CAT\n...\nDOG\n");
    store.save(slot(3), &a, false).expect("save a");
    let got = store.load(slot(3)).expect("load").expect("present");
    assert_eq!(got.puzzle, a);
    assert!(store.history(slot(3)).expect("history").is_empty());
    let b = puzzle("CAT\n.#.\nDOG\n");
    store.save(slot(3), &b, false).expect("save b");
    let c = puzzle("COT\n.#.\nDOG\n");
    store.save(slot(3), &c, false).expect("save c");
    assert_eq!(store.load(slot(3)).expect("load").expect("c").puzzle, c);
    assert_eq!(history_puzzles(&store, slot(3)), [b, a]);
}

#[test]
fn corrupt_slot_is_reported_and_never_overwritten() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    let path = store.path(slot(2));
    let junk = b"format = 1\ncreated = 0\n[puzzle\ngrid = oops\n\xff\xfe";
    std::fs::write(&path, junk).expect("write junk");
    let e = store.load(slot(2)).expect_err("corrupt");
    let msg = e.to_string();
    assert!(msg.contains("slot-2.toml"), "{msg}");
    assert!(msg.contains("line"), "{msg}");
    let e = store
        .save(slot(2), &puzzle("...\n...\n...\n"), false)
        .expect_err("refuses");
    assert!(matches!(e, StoreError::WouldReplaceCorrupt { .. }), "{e}");
    assert_eq!(std::fs::read(&path).expect("read"), junk);
    // Forcing replaces it, and the broken file survives in the history.
    store
        .save(slot(2), &puzzle("...\n...\n...\n"), true)
        .expect("forced");
    assert!(store.load(slot(2)).expect("now valid").is_some());
    let kept = store.history(slot(2)).expect("history");
    assert_eq!(std::fs::read(&kept[0].path).expect("kept"), junk);
}

#[test]
fn interrupted_write_leaves_old_slot_intact() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    let a = puzzle("CAT\n...\nDOG\n");
    store.save(slot(1), &a, false).expect("save a");
    let before = std::fs::read(store.path(slot(1))).expect("read");
    let e = store.save_with(slot(1), &puzzle("...\n...\n...\n"), false, || {
        Err(io::Error::other("simulated crash"))
    });
    assert!(e.is_err());
    assert_eq!(std::fs::read(store.path(slot(1))).expect("read"), before);
    assert_eq!(store.load(slot(1)).expect("load").expect("a").puzzle, a);
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .expect("ls")
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty());
}

#[test]
fn list_delete_and_recovery() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    store
        .save(slot(5), &puzzle("...\n...\n...\n"), false)
        .expect("save");
    std::fs::write(store.path(slot(6)), "garbage = [").expect("junk");
    let states = store.list();
    assert_eq!(states.len(), 9);
    assert!(matches!(states[4].1, SlotState::Filled(_)));
    assert!(matches!(states[5].1, SlotState::Broken(_)));
    assert!(matches!(states[0].1, SlotState::Empty));
    assert!(store.delete(slot(5)).expect("delete"));
    assert!(!store.delete(slot(5)).expect("already gone"));
    assert!(store.load(slot(5)).expect("empty").is_none());
    let p = puzzle("CAT\n...\nDOG\n");
    store.save_recovery(&p, Some(slot(4))).expect("recovery");
    let r = store.load_recovery().expect("ok").expect("some");
    assert_eq!((r.puzzle, r.slot), (p.clone(), Some(slot(4))));
    // Untitled work records no slot, so recovering it never claims one.
    store.save_recovery(&p, None).expect("untitled recovery");
    let r = store.load_recovery().expect("ok").expect("some");
    assert_eq!((r.puzzle, r.slot), (p, None));
    store.clear_recovery().expect("clear");
    assert!(store.load_recovery().expect("ok").is_none());
}

#[test]
fn a_save_over_a_version_that_changed_is_refused_naming_when() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    let n = slot(3);
    let v0 = store.version(n).expect("empty");
    assert!(v0.is_empty());
    let v1 = store
        .save_if(n, &puzzle("CAT\n...\n...\n"), false, v0)
        .expect("empty as expected");
    assert_eq!(v1.seq(), 1);
    let opened = store.load(n).expect("parses").expect("there");
    assert_eq!(opened.version, v1);
    assert_eq!(store.version(n).expect("version"), v1);
    // Someone else saves (the CLI, another studio).
    store
        .save(n, &puzzle("DOG\n...\n...\n"), true)
        .expect("theirs");
    let theirs = store.load(n).expect("parses").expect("there");
    assert_eq!(theirs.version.seq(), 2);
    let e = store
        .save_if(n, &puzzle("COT\n...\n...\n"), false, opened.version)
        .expect_err("changed since");
    let when = crate::store::time::format_utc(theirs.saved);
    assert_eq!(
        e.to_string(),
        format!("slot 3 changed on disk since you opened it (saved {when} UTC)")
    );
    assert_eq!(
        store.load(n).expect("parses").expect("there").puzzle,
        theirs.puzzle
    );
    // Saving over what is there now, once the user said so, works and is versioned.
    let v3 = store
        .save_if(n, &puzzle("COT\n...\n...\n"), false, theirs.version)
        .expect("replace");
    assert_eq!(v3.seq(), 3);
    // A delete is a change too.
    assert!(store.delete(n).expect("delete"));
    let e = store
        .save_if(n, &puzzle("COT\n...\n...\n"), false, v3)
        .expect_err("deleted since");
    assert!(e.to_string().ends_with("(it is empty now)"), "{e}");
}

#[cfg(unix)]
#[test]
fn delete_refuses_a_fifo_and_moves_an_oversized_slot_into_the_history_unread() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    let fifo = store.path(slot(1));
    let c = std::ffi::CString::new(fifo.as_os_str().as_bytes()).expect("path");
    // SAFETY: mkfifo reads the NUL-terminated path only.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o644) }, 0);
    let e = store.delete(slot(1)).expect_err("a fifo");
    assert!(e.to_string().contains("not a regular file (a fifo)"), "{e}");
    assert!(fifo.exists(), "left alone");
    let big = store.path(slot(2));
    let f = std::fs::File::create(&big).expect("create");
    f.set_len(crate::store::read::SLOT_LIMIT + 1)
        .expect("sparse");
    assert!(store.delete(slot(2)).expect("moved"));
    assert!(!big.exists(), "the slot is empty");
    let kept = store.history(slot(2)).expect("history");
    assert_eq!(kept.len(), 1);
    let len = std::fs::metadata(&kept[0].path).expect("kept").len();
    assert_eq!(len, crate::store::read::SLOT_LIMIT + 1, "kept whole");
    // Replacing one: refused without force (naming the size), moved into history with it.
    let f = std::fs::File::create(&big).expect("create");
    f.set_len(crate::store::read::SLOT_LIMIT + 1)
        .expect("sparse");
    let p = Puzzle::new(crate::grid::Grid::new(3, 3).expect("grid"));
    let e = store.save(slot(2), &p, false).expect_err("not forced");
    assert!(e.to_string().contains("over the 16 MiB limit"), "{e}");
    store.save(slot(2), &p, true).expect("forced");
    assert_eq!(store.history(slot(2)).expect("history").len(), 2);
    assert!(store.load(slot(2)).is_ok());
}
