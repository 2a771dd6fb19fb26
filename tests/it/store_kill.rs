//! Saves killed with SIGKILL at random moments: the slot always parses and holds the old or
//! the new puzzle, no earlier version is lost from its history, and temp files of killed
//! saves do not pile up.
//!
//! CI runs a short round; `cargo test --test store_kill -- --ignored` runs many
//! (`GRIDWRIGHT_KILL_ROUNDS`, default 400).
#![cfg(unix)]

use gridwright::grid::text::format_grid;
use gridwright::store::{HISTORY_KEEP, SlotNumber, Store, read_doc_file};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A 5×5 grid of letters that differs for every `i`.
fn grid_text(i: usize) -> String {
    let mut n = i;
    (0..5)
        .map(|_| {
            (0..5)
                .map(|_| {
                    let c = char::from(b'A' + (n % 26) as u8);
                    n = n / 26 + 7;
                    c
                })
                .collect::<String>()
                + "\n"
        })
        .collect()
}

/// The grid a slot file holds, as text; `None` for an empty slot.
fn slot_grid(path: &Path) -> Option<String> {
    let saved = read_doc_file(path)
        .unwrap_or_else(|e| panic!("{} does not parse after a kill: {e}", path.display()))?;
    Some(format_grid(&saved.puzzle.grid, &saved.puzzle.alphabet))
}

fn temp_files(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return found;
    };
    for e in entries.filter_map(Result::ok) {
        let path = e.path();
        if path.is_dir() {
            found.extend(temp_files(&path));
        } else if e.file_name().to_string_lossy().ends_with(".tmp") {
            found.push(path);
        }
    }
    found
}

struct Harness {
    data: tempfile::TempDir,
    inputs: tempfile::TempDir,
    store: Store,
    slot: SlotNumber,
    rng: fastrand::Rng,
}

impl Harness {
    fn new(seed: u64) -> Harness {
        let data = tempfile::tempdir().expect("tempdir");
        let store = Store::new(data.path());
        Harness {
            data,
            inputs: tempfile::tempdir().expect("tempdir"),
            store,
            slot: SlotNumber::new(3).expect("slot"),
            rng: fastrand::Rng::with_seed(seed),
        }
    }

    fn save_command(&self, i: usize) -> Command {
        let file = self.inputs.path().join(format!("p{i}.txt"));
        std::fs::write(&file, grid_text(i)).expect("write input");
        let mut c = Command::new(env!("CARGO_BIN_EXE_gridwright"));
        c.env("GRIDWRIGHT_DATA_DIR", self.data.path())
            .env("GRIDWRIGHT_CONFIG_DIR", self.inputs.path().join("config"))
            .env("GRIDWRIGHT_CACHE_DIR", self.inputs.path().join("cache"))
            .args(["slots", "save", "3"])
            .arg(&file)
            .arg("--force")
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        c
    }

    /// Saves puzzle `i` and lets it finish; returns how long it took.
    fn save(&self, i: usize) -> Duration {
        let t = Instant::now();
        let status = self.save_command(i).status().expect("runs");
        assert!(status.success(), "save {i}: {status:?}");
        t.elapsed()
    }

    /// Starts saving puzzle `i` and kills it after `delay` (or lets it finish first).
    fn save_killed(&mut self, i: usize, delay: Duration) {
        let mut child = self.save_command(i).spawn().expect("spawns");
        std::thread::sleep(delay);
        let _ = child.kill();
        let _ = child.wait();
    }

    /// The grids kept in the slot's history.
    fn history(&self) -> Vec<String> {
        self.store
            .history(self.slot)
            .expect("history lists")
            .iter()
            .filter_map(|v| slot_grid(&v.path))
            .collect()
    }
}

/// Runs `rounds` killed saves and checks the store after each one.
fn killed_saves(rounds: usize, seed: u64) {
    let mut h = Harness::new(seed);
    // How long a whole save takes here and now; kills land anywhere in that span.
    h.save(0);
    let span = (0..3).map(|_| h.save(0)).max().unwrap_or_default();
    let mut states = vec![grid_text(0)];
    for round in 1..=rounds {
        let before = states.last().cloned();
        let delay = span.mul_f64(h.rng.f64() * 1.2);
        h.save_killed(round, delay);
        let slot = slot_grid(&h.store.path(h.slot)).expect("the slot is never emptied");
        assert!(
            Some(&slot) == before.as_ref() || slot == grid_text(round),
            "round {round}: the slot holds neither the old nor the new puzzle"
        );
        if Some(&slot) != before.as_ref() {
            states.push(slot.clone());
        }
        // Every earlier state the history is meant to hold is there.
        let kept = h.history();
        for old in states.iter().rev().skip(1).take(HISTORY_KEEP - 1) {
            assert!(
                kept.contains(old),
                "round {round}: an earlier version is missing from the history"
            );
        }
        // A killed save may leave its own temp file, but the next save removes it.
        let temps = temp_files(h.data.path());
        assert!(
            temps.len() <= 2,
            "round {round}: temp files pile up: {temps:?}"
        );
    }
    h.save(rounds + 1);
    let temps = temp_files(h.data.path());
    assert!(temps.is_empty(), "left after a clean save: {temps:?}");
}

#[test]
fn killed_saves_lose_nothing() {
    killed_saves(12, 1);
}

#[test]
#[ignore = "long: many killed saves"]
fn killed_saves_lose_nothing_many_times() {
    let rounds = std::env::var("GRIDWRIGHT_KILL_ROUNDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(400);
    let seed = std::env::var("GRIDWRIGHT_KILL_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(7);
    killed_saves(rounds, seed);
}

#[test]
fn the_grids_differ() {
    assert_ne!(grid_text(1), grid_text(2));
    assert_ne!(grid_text(25), grid_text(26));
}
