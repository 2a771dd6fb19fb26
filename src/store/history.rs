//! A slot's earlier versions: each save or delete first copies the version it replaces into
//! `history/slot-N/`, so no save, failed or killed at any step, loses a version.
//!
//! Old versions are only ever added as new files and pruned after a save has succeeded, so
//! the history never depends on a rename that may not happen. Versions are numbered in the
//! order they were kept (`hNNNNNNNNNNNN.toml`), under the slot's lock, so the order and the
//! pruning never depend on the clock; files named by time (`v<nanoseconds>.toml`, before
//! 0.3) are read as older than every numbered one.

use super::atomic::{ensure_own_dir, write_own};
use super::lock::SlotLock;
use super::slots::{Saved, SlotNumber, Store, StoreError};
use crate::grid::{Cell, Puzzle};
use std::fmt;
use std::io;
use std::path::PathBuf;
use std::time::UNIX_EPOCH;

/// How many earlier versions a slot keeps; older ones are removed after a successful save.
pub const HISTORY_KEEP: usize = 50;

/// One earlier version of a slot, as kept in its history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Version {
    /// The file holding it (slot format).
    pub path: PathBuf,
    /// When it left the slot (Unix seconds).
    pub kept: i64,
}

/// The one-line facts that tell versions apart: size, word count, filled squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Summary {
    /// Width in squares.
    pub width: usize,
    /// Height in squares.
    pub height: usize,
    /// Entries, across and down.
    pub words: usize,
    /// White squares holding a letter.
    pub filled: usize,
    /// White squares.
    pub white: usize,
}

impl Summary {
    /// The summary of a puzzle.
    pub fn of(puzzle: &Puzzle) -> Summary {
        let g = &puzzle.grid;
        let cells = g.cells();
        Summary {
            width: g.width(),
            height: g.height(),
            words: puzzle.slots().len(),
            filled: cells
                .iter()
                .filter(|c| matches!(c, Cell::Letter(_)))
                .count(),
            white: cells.iter().filter(|c| c.is_white()).count(),
        }
    }
}

impl fmt::Display for Summary {
    /// As in `15×15, 76 words, 120/189 squares filled`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}×{}, {} word{}, {}/{} squares filled",
            self.width,
            self.height,
            self.words,
            if self.words == 1 { "" } else { "s" },
            self.filled,
            self.white
        )
    }
}

/// Why a version could not be restored.
#[derive(Debug, thiserror::Error)]
pub enum RestoreError {
    /// The history has no version at that place.
    #[error(
        "slot {slot} has no version {version}: its history holds {count} (gridwright slots history {slot} lists them)"
    )]
    NoSuchVersion {
        /// The slot.
        slot: SlotNumber,
        /// The version asked for, counted from 1 = newest.
        version: usize,
        /// How many versions there are.
        count: usize,
    },
    /// Reading the version or saving it into the slot failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl Store {
    /// Brings back an earlier version of slot `n`: `index` counts in [`Store::history`]'s
    /// order from 0 (the newest). Restoring is itself a save, so the version it replaces goes
    /// into the history first and nothing is lost; a slot that does not parse is replaced
    /// only with `force`. Returns the version restored, as it was saved.
    pub fn restore(&self, n: SlotNumber, index: usize, force: bool) -> Result<Saved, RestoreError> {
        // One lock for reading the list and saving, so the index means the version listed.
        let lock = self.lock(n)?;
        let versions = self.history(n)?;
        let Some(version) = versions.get(index) else {
            return Err(RestoreError::NoSuchVersion {
                slot: n,
                version: index + 1,
                count: versions.len(),
            });
        };
        // Read before saving: the save adds a version and shifts the indices.
        let saved = read_version(version)?.ok_or_else(|| StoreError::Io {
            path: version.path.clone(),
            source: io::Error::from(io::ErrorKind::NotFound),
        })?;
        self.save_locked(&lock, &saved.puzzle, force, None, || Ok(()))?;
        Ok(saved)
    }

    /// The directory holding the earlier versions of slot `n`.
    pub fn history_dir(&self, n: SlotNumber) -> PathBuf {
        self.dir().join("history").join(format!("slot-{n}"))
    }

    /// The earlier versions of slot `n`, newest first.
    pub fn history(&self, n: SlotNumber) -> Result<Vec<Version>, StoreError> {
        let dir = self.history_dir(n);
        let entries = match std::fs::read_dir(&dir) {
            Ok(e) => e,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(source) => return Err(StoreError::Io { path: dir, source }),
        };
        let mut versions: Vec<(Order, PathBuf)> = entries
            .filter_map(Result::ok)
            .filter_map(|e| Some((version_order(&e.file_name().to_string_lossy())?, e.path())))
            .collect();
        versions.sort_by_key(|v| std::cmp::Reverse(v.0));
        Ok(versions
            .into_iter()
            .map(|(order, path)| Version {
                kept: match order {
                    Order::Stamped(stamp) => {
                        i64::try_from(stamp / 1_000_000_000).unwrap_or(i64::MAX)
                    }
                    Order::Numbered(_) => modified_unix(&path),
                },
                path,
            })
            .collect())
    }

    /// The number the next kept version of slot `n` gets: one more than the highest.
    fn next_number(&self, n: SlotNumber) -> Result<u64, StoreError> {
        let dir = self.history_dir(n);
        let entries = match std::fs::read_dir(&dir) {
            Ok(e) => e,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(1),
            Err(source) => return Err(StoreError::Io { path: dir, source }),
        };
        let highest = entries
            .filter_map(Result::ok)
            .filter_map(|e| match version_order(&e.file_name().to_string_lossy())? {
                Order::Numbered(k) => Some(k),
                Order::Stamped(_) => None,
            })
            .max()
            .unwrap_or(0);
        Ok(highest + 1)
    }

    /// Moves the locked slot's file whole into its history (a file too large to read and
    /// copy): the slot is then empty and the file is kept as its newest earlier version.
    pub(super) fn move_into_history(&self, lock: &SlotLock) -> Result<PathBuf, StoreError> {
        let n = lock.slot();
        let from = self.path(n);
        let to = self
            .history_dir(n)
            .join(numbered_name(self.next_number(n)?));
        crate::store::atomic::refuse_link(&from)
            .and_then(|()| ensure_own_dir(self.dir(), &self.history_dir(n)))
            .and_then(|()| std::fs::rename(&from, &to))
            .map_err(|source| StoreError::Io { path: from, source })?;
        Ok(to)
    }

    /// Copies `current`, the file now in the locked slot, into its history, unless the
    /// newest kept version already holds the same bytes (a save killed before its rename).
    pub(super) fn keep_in_history(
        &self,
        lock: &SlotLock,
        current: &[u8],
    ) -> Result<(), StoreError> {
        let n = lock.slot();
        // A save killed while copying left a temp file here; this may add no version to
        // clear it on the way.
        super::atomic::remove_stale_temps(&self.history_dir(n));
        self.adopt_legacy_backup(n)?;
        let newest = self.history(n)?.into_iter().next();
        let same = |v: &Version| {
            super::read_limited(&v.path, super::read::SLOT_LIMIT).is_ok_and(|b| b == current)
        };
        if newest.as_ref().is_some_and(same) {
            return Ok(());
        }
        let path = self
            .history_dir(n)
            .join(numbered_name(self.next_number(n)?));
        ensure_own_dir(self.dir(), &self.history_dir(n))
            .and_then(|()| write_own(&path, current))
            .map_err(|source| StoreError::Io { path, source })
    }

    /// Removes temp files that killed saves left in the data dir and in every slot's history.
    pub fn remove_stale_temps(&self) -> usize {
        let slots: usize = SlotNumber::all()
            .map(|n| super::atomic::remove_stale_temps(&self.history_dir(n)))
            .sum();
        slots + super::atomic::remove_stale_temps(self.dir())
    }

    /// Removes versions past [`HISTORY_KEEP`]; best effort, run only after a save succeeded.
    pub(super) fn prune_history(&self, lock: &SlotLock) {
        let Ok(versions) = self.history(lock.slot()) else {
            return;
        };
        for v in versions.into_iter().skip(HISTORY_KEEP) {
            let _ = std::fs::remove_file(&v.path);
        }
    }

    /// Moves a `slot-N.toml.bak` left by versions before 0.2 into the history, dated by its
    /// modification time, so upgrading loses no backup.
    fn adopt_legacy_backup(&self, n: SlotNumber) -> Result<(), StoreError> {
        let bak = self.dir().join(format!("slot-{n}.toml.bak"));
        let Ok(meta) = std::fs::symlink_metadata(&bak) else {
            return Ok(());
        };
        if !meta.is_file() {
            return Ok(());
        }
        let stamp = meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
            .map_or(0, |d| d.as_nanos());
        let path = self.fresh_version_path(n, stamp);
        let io_err = |source| StoreError::Io {
            path: bak.clone(),
            source,
        };
        let bytes = super::read_limited(&bak, super::read::SLOT_LIMIT).map_err(io_err)?;
        ensure_own_dir(self.dir(), &self.history_dir(n))
            .and_then(|()| write_own(&path, &bytes))
            .map_err(|source| StoreError::Io { path, source })?;
        std::fs::remove_file(&bak).map_err(io_err)
    }

    /// A version file name not yet taken, at or just after `stamp`.
    fn fresh_version_path(&self, n: SlotNumber, mut stamp: u128) -> PathBuf {
        let dir = self.history_dir(n);
        loop {
            let path = dir.join(version_name(stamp));
            if std::fs::symlink_metadata(&path).is_err() {
                return path;
            }
            stamp += 1;
        }
    }
}

/// Reads a version's own slot file; the same parser as a slot.
pub fn read_version(v: &Version) -> Result<Option<super::slots::Saved>, StoreError> {
    super::slots::read_doc_file(&v.path)
}

/// Where a kept version stands: every numbered one is newer than every stamped one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Order {
    /// Named by the clock when it was kept (before 0.3): nanoseconds since 1970.
    Stamped(u128),
    /// Numbered in the order versions were kept.
    Numbered(u64),
}

/// The name of a version named by time (before 0.3; still used for an adopted `.bak`).
fn version_name(stamp: u128) -> String {
    format!("v{stamp:020}.toml")
}

/// The name of the `k`-th version kept.
fn numbered_name(k: u64) -> String {
    format!("h{k:012}.toml")
}

/// A version's place from its file name; `None` for any other file.
fn version_order(name: &str) -> Option<Order> {
    let digits = |prefix: char| {
        let d = name.strip_prefix(prefix)?.strip_suffix(".toml")?;
        (!d.is_empty() && d.bytes().all(|b| b.is_ascii_digit())).then_some(d)
    };
    if let Some(d) = digits('h') {
        return d.parse().ok().map(Order::Numbered);
    }
    digits('v')?.parse().ok().map(Order::Stamped)
}

/// The time stamp in a version's file name; `None` for any other file.
#[cfg(test)]
fn version_stamp(name: &str) -> Option<u128> {
    match version_order(name)? {
        Order::Stamped(s) => Some(s),
        Order::Numbered(_) => None,
    }
}

/// When a file was last written (Unix seconds); 0 when the system cannot say.
fn modified_unix(path: &std::path::Path) -> i64 {
    std::fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

#[cfg(test)]
fn now_nanos() -> u128 {
    std::time::SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos())
}

#[cfg(test)]
mod tests;
