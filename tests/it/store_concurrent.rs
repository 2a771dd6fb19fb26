//! Several real processes, or threads of one, saving one slot at once, as two studios or a
//! studio and a script do: every save that reported success is in the slot or its history
//! afterwards, every file parses, and a writer waits for a slot another holds instead of
//! failing.

use crate::common::isolated::gridwright_in;
use gridwright::grid::text::{format_grid, parse_grid};
use gridwright::grid::{Alphabet, Puzzle};
use gridwright::store::history::read_version;
use gridwright::store::lock::{LOCK_WAIT, SlotLock};
use gridwright::store::{SlotNumber, Store, read_doc_file};
use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::process::Stdio;

/// A 5×5 grid of letters, different for every writer `w` and save `i`.
fn grid_text(w: usize, i: usize) -> String {
    let mut n = w * 1000 + i;
    (0..5)
        .map(|_| {
            (0..5)
                .map(|_| {
                    let c = char::from(b'A' + (n % 26) as u8);
                    n = n / 26 + 11;
                    c
                })
                .collect::<String>()
                + "\n"
        })
        .collect()
}

/// The grid a slot-format file holds, as text; panics naming a file that does not parse.
fn grid_of(path: &Path) -> String {
    let saved = read_doc_file(path)
        .unwrap_or_else(|e| panic!("{} does not parse: {e}", path.display()))
        .unwrap_or_else(|| panic!("{} is gone", path.display()));
    format_grid(&saved.puzzle.grid, &saved.puzzle.alphabet)
}

/// Runs `writers` threads at once, each making `saves` saves by `save(writer, save)`, which
/// returns what it saved when the save reported success; asserts that every save did and
/// returns what they saved.
fn save_at_once(
    writers: usize,
    saves: usize,
    save: impl Fn(usize, usize) -> Option<String> + Sync,
) -> Vec<String> {
    let save = &save;
    let reported: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..writers)
            .map(|w| scope.spawn(move || (0..saves).filter_map(|i| save(w, i)).collect::<Vec<_>>()))
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("no panic"))
            .collect()
    });
    assert_eq!(reported.len(), writers * saves, "every save succeeds");
    reported
}

#[test]
fn processes_saving_one_slot_at_once_lose_no_save() {
    const WRITERS: usize = 4;
    const SAVES: usize = 8;
    let dir = tempfile::tempdir().expect("tempdir");
    let reported = save_at_once(WRITERS, SAVES, |w, i| {
        let file = dir.path().join(format!("w{w}-{i}.txt"));
        std::fs::write(&file, grid_text(w, i)).expect("input");
        let status = gridwright_in(dir.path())
            .args(["slots", "save", "7"])
            .arg(&file)
            .arg("--force")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .expect("runs");
        status.success().then(|| grid_text(w, i))
    });
    let store = Store::new(dir.path().join("data"));
    let n = SlotNumber::new(7).expect("slot");
    let mut held = vec![grid_of(&store.path(n))];
    for v in store.history(n).expect("history") {
        held.push(grid_of(&v.path));
    }
    let lost: Vec<&String> = reported.iter().filter(|g| !held.contains(g)).collect();
    assert!(lost.is_empty(), "{} saves lost:\n{lost:?}", lost.len());
    assert_eq!(held.len(), WRITERS * SAVES, "each save once, nothing extra");
}

#[test]
fn a_writer_waits_for_a_slot_another_process_is_saving() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path().join("data"));
    let n = SlotNumber::new(2).expect("slot");
    let file = dir.path().join("g.txt");
    std::fs::write(&file, grid_text(0, 0)).expect("input");
    let lock = store.lock(n).expect("free");
    let mut child = gridwright_in(dir.path())
        .args(["slots", "save", "2"])
        .arg(&file)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns");
    // The handshake: the save says it found the slot held and waits. Until then it cannot
    // have written (it writes only under the lock); a save that wrote without the lock would
    // end without the line, and the read below would fail on its end.
    let mut stderr = BufReader::new(child.stderr.take().expect("stderr"));
    let mut said = String::new();
    let mut line = String::new();
    while !line.contains("waiting for it") {
        line.clear();
        let read = stderr.read_line(&mut line).expect("reads stderr");
        assert!(
            read > 0,
            "the save ended without waiting for the lock: {said}"
        );
        said.push_str(&line);
    }
    assert!(line.contains("slot 2 is held"), "{line}");
    assert!(
        store.load(n).expect("reads").is_none(),
        "no write under another's lock"
    );
    drop(lock);
    let out = child.wait_with_output().expect("ends");
    let mut rest = String::new();
    stderr.read_to_string(&mut rest).expect("reads stderr");
    assert!(out.status.success(), "{said}{rest}");
    assert_eq!(grid_of(&store.path(n)), grid_text(0, 0));
}

/// The titles a slot holds, its current puzzle first and then its history.
fn titles_held(store: &Store, n: SlotNumber) -> Vec<String> {
    let current = store.load(n).expect("parses").expect("there");
    let mut held = vec![current.puzzle.meta.title];
    for v in store.history(n).expect("history") {
        let saved = read_version(&v).expect("version parses").expect("present");
        held.push(saved.puzzle.meta.title);
    }
    held
}

/// Threads of one process saving one slot at once, as the studio's services and its editor
/// may: every save that reported success is in the slot or its history afterwards (the lock
/// holds between threads too, not only between processes).
#[test]
fn threads_saving_one_slot_at_once_lose_no_version() {
    const WRITERS: usize = 4;
    const SAVES: usize = 10;
    let dir = tempfile::tempdir().expect("tempdir");
    let n = SlotNumber::new(9).expect("slot");
    let reported = save_at_once(WRITERS, SAVES, |w, i| {
        let grid = parse_grid(&grid_text(w, i), &Alphabet::latin()).expect("grid");
        let mut p = Puzzle::new(grid);
        p.meta.title = format!("writer {w} save {i}");
        let saved = Store::new(dir.path()).save(n, &p, true).is_ok();
        saved.then_some(p.meta.title)
    });
    let held = titles_held(&Store::new(dir.path()), n);
    let lost: Vec<&String> = reported.iter().filter(|t| !held.contains(t)).collect();
    assert!(lost.is_empty(), "lost {} saves: {lost:?}", lost.len());
}

/// A thread waiting for a slot's lock that another thread holds gets it once it is let go,
/// and not before: it says it found the lock held before the lock is let go.
#[test]
fn a_thread_waiting_for_a_slot_lock_gets_it_when_released() {
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("slot-5.lock");
    let n = SlotNumber::new(5).expect("slot");
    let held = SlotLock::acquire(n, &path, LOCK_WAIT).expect("free");
    let (told, waiting) = std::sync::mpsc::channel();
    let waiter = {
        let path = path.clone();
        std::thread::spawn(move || {
            let notice = move |slot, _| told.send(slot).expect("the test listens");
            SlotLock::acquire_noting(n, &path, LOCK_WAIT, &notice).is_ok()
        })
    };
    assert_eq!(waiting.recv().expect("the waiter says it waits"), n);
    assert!(!waiter.is_finished(), "no lock while another holds it");
    drop(held);
    assert!(waiter.join().expect("no panic"));
}
