use super::*;
use crate::grid::{Alphabet, Puzzle, text::parse_grid};

fn puzzle(rows: &str) -> Puzzle {
    Puzzle::new(parse_grid(rows, &Alphabet::latin()).expect("grid"))
}

fn slot(n: u8) -> SlotNumber {
    SlotNumber::new(n).expect("valid slot")
}

/// A process that runs (init) and one that does not (past any pid_max).
const LIVE: u32 = 1;
const DEAD: u32 = 999_999_999;

/// Writes a recovery file as another studio would.
fn other_studio(store: &Store, pid: u32, n: Option<SlotNumber>, p: &Puzzle) -> PathBuf {
    let path = store.dir().join(name(pid, n));
    let doc = SlotDoc::new(p, 5, 5, n.map(SlotNumber::get));
    std::fs::write(&path, doc.to_toml().expect("toml")).expect("write");
    path
}

#[test]
fn names_carry_the_process_and_the_slot() {
    assert_eq!(
        parse_name(&name(42, Some(slot(3)))),
        Some((Some(42), Some(slot(3))))
    );
    assert_eq!(parse_name(&name(42, None)), Some((Some(42), None)));
    assert_eq!(parse_name("recovery.toml"), Some((None, None)));
    for other in [
        "recovery-x-1.toml",
        "recovery-1-10.toml",
        "slot-1.toml",
        "recovery-1.toml",
    ] {
        assert_eq!(parse_name(other), None, "{other}");
    }
}

#[test]
fn a_live_studios_work_is_never_offered_read_or_cleared_by_another() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    let theirs = other_studio(&store, LIVE, Some(slot(3)), &puzzle("CAT\n...\n...\n"));
    assert!(store.orphaned_recoveries().is_empty());
    assert!(store.claim_orphaned_recovery().is_none());
    assert!(store.load_recovery().expect("reads").is_none());
    let mine = puzzle("DOG\n...\n...\n");
    store.save_recovery(&mine, Some(slot(3))).expect("autosave");
    let got = store.load_recovery().expect("reads").expect("mine");
    assert_eq!(got.puzzle, mine);
    store.clear_recovery().expect("clear");
    assert!(store.load_recovery().expect("reads").is_none());
    assert!(theirs.exists(), "another studio's autosave stays");
}

#[test]
fn work_of_a_studio_that_died_is_offered_once() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    let lost = puzzle("CAT\n...\n...\n");
    let path = other_studio(&store, DEAD, Some(slot(2)), &lost);
    std::fs::write(dir.path().join("recovery.toml"), "format = [").expect("old, broken");
    let orphans = store.orphaned_recoveries();
    assert_eq!(orphans.len(), 2);
    let offered = store.claim_orphaned_recovery().expect("offered");
    assert_eq!(
        (offered.puzzle, offered.slot),
        (lost.clone(), Some(slot(2)))
    );
    assert!(!path.exists(), "claimed: now this studio's own");
    assert_eq!(
        store.load_recovery().expect("reads").expect("own").puzzle,
        lost
    );
    // A second studio starting now is not offered it again.
    let rec = Recovery {
        path,
        pid: Some(DEAD),
        slot: Some(slot(2)),
        modified: SystemTime::now(),
    };
    assert!(store.claim_recovery(&rec).expect("gone").is_none());
    // Moving the work to another slot leaves one autosave, under the new slot.
    store
        .save_recovery(&puzzle("CAT\n...\n...\n"), Some(slot(5)))
        .expect("autosave");
    let own: Vec<_> = store.own_recoveries().into_iter().map(|r| r.slot).collect();
    assert_eq!(own, [Some(slot(5))]);
}

#[test]
fn untitled_work_records_no_slot() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    let p = puzzle("CAT\n...\nDOG\n");
    store.save_recovery(&p, None).expect("untitled recovery");
    let r = store.load_recovery().expect("ok").expect("some");
    assert_eq!((r.puzzle, r.slot), (p, None));
    assert_eq!(store.recovery_files().len(), 1);
}
