//! A slot's earlier versions: each save or delete first copies the version it replaces into
//! `history/slot-N/`, so no save, failed or killed at any step, loses a version.
//!
//! Old versions are only ever added as new files and pruned after a save has succeeded, so
//! the history never depends on a rename that may not happen.

use super::atomic::{ensure_dir, write_atomic};
use super::slots::{Saved, SlotNumber, Store, StoreError};
use crate::grid::{Cell, Puzzle};
use std::fmt;
use std::io;
use std::path::PathBuf;
use std::time::{SystemTime, UNIX_EPOCH};

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
        self.save(n, &saved.puzzle, force)?;
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
        let mut versions: Vec<(u128, PathBuf)> = entries
            .filter_map(Result::ok)
            .filter_map(|e| {
                let stamp = version_stamp(&e.file_name().to_string_lossy())?;
                Some((stamp, e.path()))
            })
            .collect();
        versions.sort_by_key(|v| std::cmp::Reverse(v.0));
        Ok(versions
            .into_iter()
            .map(|(stamp, path)| Version {
                path,
                kept: i64::try_from(stamp / 1_000_000_000).unwrap_or(i64::MAX),
            })
            .collect())
    }

    /// Copies the file now in slot `n` (if any) into its history, unless the newest kept
    /// version already holds the same bytes (a save that was killed before its rename).
    pub(super) fn keep_in_history(&self, n: SlotNumber) -> Result<(), StoreError> {
        // A save killed while copying left a temp file here; this may add no version to
        // clear it on the way.
        super::atomic::remove_stale_temps(&self.history_dir(n));
        self.adopt_legacy_backup(n)?;
        let current_path = self.path(n);
        let current = match std::fs::read(&current_path) {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
            Err(source) => {
                return Err(StoreError::Io {
                    path: current_path,
                    source,
                });
            }
        };
        let newest = self.history(n)?.into_iter().next();
        if newest.is_some_and(|v| std::fs::read(&v.path).is_ok_and(|b| b == current)) {
            return Ok(());
        }
        let path = self.fresh_version_path(n, now_nanos());
        ensure_dir(&self.history_dir(n))
            .and_then(|()| write_atomic(&path, &current))
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
    pub(super) fn prune_history(&self, n: SlotNumber) {
        let Ok(versions) = self.history(n) else {
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
        let bytes = std::fs::read(&bak).map_err(io_err)?;
        ensure_dir(&self.history_dir(n))
            .and_then(|()| write_atomic(&path, &bytes))
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

fn version_name(stamp: u128) -> String {
    format!("v{stamp:020}.toml")
}

/// The time stamp in a version's file name; `None` for any other file.
fn version_stamp(name: &str) -> Option<u128> {
    let digits = name.strip_prefix('v')?.strip_suffix(".toml")?;
    digits
        .bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| digits.parse().ok())
        .flatten()
}

fn now_nanos() -> u128 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos())
}

#[cfg(test)]
mod tests;
