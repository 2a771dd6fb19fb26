//! Save slots 1–9: `slot-N.toml` files in the data directory, written atomically; each save
//! keeps the version it replaces in the slot's history (see `history`).

use super::atomic::write_atomic_with;
use super::doc::SlotDoc;
use super::time::now_unix;
use crate::grid::Puzzle;
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::str::FromStr;

/// A slot number, 1 to 9.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SlotNumber(u8);

impl SlotNumber {
    /// The slot `n`, if `n` is 1–9.
    pub fn new(n: u8) -> Option<Self> {
        (1..=9).contains(&n).then_some(SlotNumber(n))
    }

    /// Its number.
    pub fn get(self) -> u8 {
        self.0
    }

    /// All nine slots in order.
    pub fn all() -> impl Iterator<Item = SlotNumber> {
        (1..=9).map(SlotNumber)
    }
}

impl fmt::Display for SlotNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for SlotNumber {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        s.trim()
            .parse::<u8>()
            .ok()
            .and_then(SlotNumber::new)
            .ok_or_else(|| format!("{s:?} is not a slot number (1–9)"))
    }
}

/// What went wrong with a slot, always naming the file.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// Reading, writing or renaming failed.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The OS error.
        source: io::Error,
    },
    /// The file exists but is not a valid slot.
    #[error("{path}: {reason}")]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// Why it does not parse, with the line where known.
        reason: String,
    },
    /// Saving would replace a slot that does not parse.
    #[error(
        "{path} does not parse ({reason}); it was left untouched. Repair or move it, or force the save to replace it"
    )]
    WouldReplaceCorrupt {
        /// The file.
        path: PathBuf,
        /// Why it does not parse.
        reason: String,
    },
    /// The puzzle could not be written as TOML.
    #[error("cannot write slot {slot}: {reason}")]
    Serialise {
        /// The slot.
        slot: SlotNumber,
        /// What the serialiser said.
        reason: String,
    },
}

/// A slot that was read successfully.
#[derive(Debug, Clone, PartialEq)]
pub struct Saved {
    /// The puzzle in it.
    pub puzzle: Puzzle,
    /// When it was first saved (Unix seconds).
    pub created: i64,
    /// When it was last saved (Unix seconds).
    pub saved: i64,
    /// For a recovery file: the slot the work belongs to (`None`: untitled work).
    pub slot: Option<SlotNumber>,
}

impl Saved {
    /// The puzzle's title, or "(untitled)".
    pub fn title(&self) -> &str {
        match self.puzzle.meta.title.as_str() {
            "" => "(untitled)",
            t => t,
        }
    }
}

/// The state of one slot, as the slot browser shows it.
#[derive(Debug)]
pub enum SlotState {
    /// No file.
    Empty,
    /// A valid slot.
    Filled(Box<Saved>),
    /// A file that cannot be read or parsed.
    Broken(StoreError),
}

/// The slot files in one data directory.
#[derive(Debug, Clone)]
pub struct Store {
    dir: PathBuf,
}

impl Store {
    /// Slots in `dir` (created on first save).
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Store { dir: dir.into() }
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file of a slot.
    pub fn path(&self, n: SlotNumber) -> PathBuf {
        self.dir.join(format!("slot-{n}.toml"))
    }

    /// The autosave file the studio writes between saves.
    pub fn recovery_path(&self) -> PathBuf {
        self.dir.join("recovery.toml")
    }

    /// Reads a slot; `Ok(None)` when it is empty.
    pub fn load(&self, n: SlotNumber) -> Result<Option<Saved>, StoreError> {
        read_doc_file(&self.path(n))
    }

    /// The state of every slot, 1 to 9.
    pub fn list(&self) -> Vec<(SlotNumber, SlotState)> {
        SlotNumber::all()
            .map(|n| {
                let state = match self.load(n) {
                    Ok(None) => SlotState::Empty,
                    Ok(Some(s)) => SlotState::Filled(Box::new(s)),
                    Err(e) => SlotState::Broken(e),
                };
                (n, state)
            })
            .collect()
    }

    /// The slots other than `except` that hold the same grid (letters and blocks), for the
    /// publish check that one puzzle is not saved twice.
    pub fn twins(&self, grid: &crate::grid::Grid, except: Option<SlotNumber>) -> Vec<u8> {
        self.list()
            .into_iter()
            .filter(|(n, _)| Some(*n) != except)
            .filter_map(|(n, state)| match state {
                SlotState::Filled(s) if s.puzzle.grid == *grid => Some(n.get()),
                _ => None,
            })
            .collect()
    }

    /// Saves a puzzle to a slot, keeping the version it replaces in the slot's history.
    ///
    /// A slot file that does not parse is never replaced unless `force` is set, so a
    /// hand-edited or damaged slot is not lost to a stray save.
    pub fn save(&self, n: SlotNumber, puzzle: &Puzzle, force: bool) -> Result<(), StoreError> {
        self.save_with(n, puzzle, force, || Ok(()))
    }

    /// [`Store::save`] with a hook run just before the final rename (tests simulate crashes).
    pub fn save_with(
        &self,
        n: SlotNumber,
        puzzle: &Puzzle,
        force: bool,
        before_rename: impl FnOnce() -> io::Result<()>,
    ) -> Result<(), StoreError> {
        let path = self.path(n);
        let created = match read_doc_file(&path) {
            Ok(Some(old)) => old.created,
            Ok(None) => now_unix(),
            Err(StoreError::Corrupt { path, reason }) if !force => {
                return Err(StoreError::WouldReplaceCorrupt { path, reason });
            }
            Err(StoreError::Corrupt { .. }) => now_unix(),
            Err(e) => return Err(e),
        };
        let doc = SlotDoc::new(puzzle, created, now_unix(), None);
        let text = doc.to_toml().map_err(|e| StoreError::Serialise {
            slot: n,
            reason: e.to_string(),
        })?;
        // The old version is copied into the history before the new one takes its place, and
        // nothing is pruned until the rename succeeded: a save killed or failing at any step
        // leaves the slot whole (old or new) and every earlier version kept.
        super::atomic::ensure_dir(&self.dir).map_err(|source| StoreError::Io {
            path: self.dir.clone(),
            source,
        })?;
        self.keep_in_history(n)?;
        write_atomic_with(&path, text.as_bytes(), before_rename).map_err(|source| {
            StoreError::Io {
                path: path.clone(),
                source,
            }
        })?;
        self.prune_history(n);
        Ok(())
    }

    /// Deletes a slot after keeping it in its history, so a mistaken delete can be undone.
    pub fn delete(&self, n: SlotNumber) -> Result<bool, StoreError> {
        let path = self.path(n);
        if std::fs::symlink_metadata(&path).is_err() {
            return Ok(false);
        }
        self.keep_in_history(n)?;
        match std::fs::remove_file(&path) {
            Ok(()) => Ok(true),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(false),
            Err(source) => Err(StoreError::Io { path, source }),
        }
    }

    /// Writes the studio's autosave of work in `slot`, or of untitled work (`None`: a new
    /// grid, an import or a layout not yet saved into any slot).
    pub fn save_recovery(
        &self,
        puzzle: &Puzzle,
        slot: Option<SlotNumber>,
    ) -> Result<(), StoreError> {
        let path = self.recovery_path();
        let now = now_unix();
        let doc = SlotDoc::new(puzzle, now, now, slot.map(SlotNumber::get));
        let text = doc.to_toml().map_err(|e| match slot {
            Some(slot) => StoreError::Serialise {
                slot,
                reason: e.to_string(),
            },
            None => StoreError::Io {
                path: path.clone(),
                source: io::Error::other(e.to_string()),
            },
        })?;
        super::atomic::ensure_dir(&self.dir)
            .and_then(|()| super::atomic::write_atomic(&path, text.as_bytes()))
            .map_err(|source| StoreError::Io { path, source })
    }

    /// Reads the autosave, if there is one.
    pub fn load_recovery(&self) -> Result<Option<Saved>, StoreError> {
        read_doc_file(&self.recovery_path())
    }

    /// Removes the autosave after a clean save or quit.
    pub fn clear_recovery(&self) -> Result<(), StoreError> {
        let path = self.recovery_path();
        match std::fs::remove_file(&path) {
            Err(e) if e.kind() != io::ErrorKind::NotFound => {
                Err(StoreError::Io { path, source: e })
            }
            _ => Ok(()),
        }
    }
}

/// Reads any slot-format file (a slot, a backup, an example in `saves/`); `Ok(None)` if absent.
pub fn read_doc_file(path: &Path) -> Result<Option<Saved>, StoreError> {
    let bytes = match super::read_limited(path, super::read::SLOT_LIMIT) {
        Ok(b) => b,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(source) => {
            return Err(StoreError::Io {
                path: path.to_path_buf(),
                source,
            });
        }
    };
    parse_doc(&bytes)
        .map(Some)
        .map_err(|reason| StoreError::Corrupt {
            path: path.to_path_buf(),
            reason,
        })
}

/// Parses slot-format bytes.
pub fn parse_doc(bytes: &[u8]) -> Result<Saved, String> {
    let text = std::str::from_utf8(bytes).map_err(|e| {
        let line = bytes[..e.valid_up_to()]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1;
        format!("line {line}: not valid UTF-8")
    })?;
    let doc = SlotDoc::from_toml(text)?;
    let puzzle = doc.puzzle.to_puzzle()?;
    Ok(Saved {
        puzzle,
        created: doc.created,
        saved: doc.saved,
        slot: doc.slot.and_then(SlotNumber::new),
    })
}

#[cfg(test)]
mod tests;
