//! Save slots 1–9: `slot-N.toml` files in the data directory, written atomically; each save
//! keeps the version it replaces in the slot's history (see `history`), all under the slot's
//! lock (see `lock`), so two writers never lose each other's saves.

use super::doc::SlotDoc;
use super::lock::{LOCK_WAIT, SlotLock, WaitNotice};
use super::time::format_utc;
use super::version::SlotVersion;
use crate::grid::Puzzle;
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;

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
    /// Another process held the slot's lock for longer than a writer waits.
    #[error(
        "slot {slot} is being saved by another gridwright process{}; gave up after {:.1} s (lock file {}). Try again",
        holder.map_or(String::new(), |p| format!(" (pid {p})")),
        waited.as_secs_f64(),
        path.display()
    )]
    Locked {
        /// The slot.
        slot: SlotNumber,
        /// Its lock file.
        path: PathBuf,
        /// The pid of the process holding it, when known and alive.
        holder: Option<u32>,
        /// How long this writer waited.
        waited: Duration,
    },
    /// The slot is not the version the writer expected (it was opened at another one).
    #[error("slot {slot} changed on disk since you opened it ({})", now_on_disk(*saved, *empty))]
    Changed {
        /// The slot.
        slot: SlotNumber,
        /// When what it holds now was saved (`None` when it is empty or does not parse).
        saved: Option<i64>,
        /// Whether it is empty now.
        empty: bool,
    },
}

/// What a changed slot holds now, for [`StoreError::Changed`].
fn now_on_disk(saved: Option<i64>, empty: bool) -> String {
    match (saved, empty) {
        (Some(t), _) => format!("saved {} UTC", format_utc(t)),
        (None, true) => "it is empty now".into(),
        (None, false) => "its file does not parse now".into(),
    }
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
    /// The file's version: pass it to [`Store::save_if`] to save only over this version.
    pub version: SlotVersion,
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
    lock_wait: Duration,
    wait_notice: Option<WaitNotice>,
}

impl Store {
    /// Slots in `dir` (created on first save).
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Store {
            dir: dir.into(),
            lock_wait: LOCK_WAIT,
            wait_notice: None,
        }
    }

    /// The same store, calling `notice` when a save, delete or restore finds its slot held
    /// by another writer and starts waiting for it.
    pub fn with_wait_notice(
        mut self,
        notice: impl Fn(SlotNumber, Option<u32>) + Send + Sync + 'static,
    ) -> Self {
        self.wait_notice = Some(WaitNotice(std::sync::Arc::new(notice)));
        self
    }

    /// The same store, waiting at most `wait` for a slot another process is saving.
    pub fn with_lock_wait(mut self, wait: Duration) -> Self {
        self.lock_wait = wait;
        self
    }

    /// Locks slot `n` for a save, delete or restore, waiting while another writer holds it.
    pub fn lock(&self, n: SlotNumber) -> Result<SlotLock, StoreError> {
        super::atomic::ensure_dir(&self.dir).map_err(|source| StoreError::Io {
            path: self.dir.clone(),
            source,
        })?;
        let path = self.lock_path(n);
        match &self.wait_notice {
            Some(notice) => SlotLock::acquire_noting(n, &path, self.lock_wait, &*notice.0),
            None => SlotLock::acquire(n, &path, self.lock_wait),
        }
    }

    /// The lock file of slot `n`.
    pub fn lock_path(&self, n: SlotNumber) -> PathBuf {
        self.dir.join(format!("slot-{n}.lock"))
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file of a slot.
    pub fn path(&self, n: SlotNumber) -> PathBuf {
        self.dir.join(format!("slot-{n}.toml"))
    }

    /// Reads a slot; `Ok(None)` when it is empty. The slot's version is in [`Saved::version`].
    pub fn load(&self, n: SlotNumber) -> Result<Option<Saved>, StoreError> {
        read_doc_file(&self.path(n))
    }

    /// The version slot `n` is at now ([`SlotVersion::EMPTY`] when empty); a file that does
    /// not parse has a version too.
    pub fn version(&self, n: SlotNumber) -> Result<SlotVersion, StoreError> {
        Ok(self
            .read_current(n)?
            .map_or(SlotVersion::EMPTY, |c| c.version))
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

    /// The slots other than `except` that hold the same grid (letters and blocks) or a very
    /// similar one (the same blocks, at least 90% of the letters), for the publish check that
    /// one puzzle is not saved twice.
    pub fn twins(
        &self,
        grid: &crate::grid::Grid,
        except: Option<SlotNumber>,
    ) -> Vec<crate::grid::publish::Twin> {
        use crate::grid::likeness;
        self.list()
            .into_iter()
            .filter(|(n, _)| Some(*n) != except)
            .filter_map(|(n, state)| match state {
                SlotState::Filled(s) if likeness::near_duplicate(&s.puzzle.grid, grid) => {
                    let identical = s.puzzle.grid == *grid;
                    Some(crate::grid::publish::Twin {
                        slot: n.get(),
                        identical,
                        same_letters: likeness::same_letters_percent(&s.puzzle.grid, grid)
                            .unwrap_or(100),
                    })
                }
                _ => None,
            })
            .collect()
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
        version: SlotVersion::of(doc.seq, bytes),
    })
}

#[cfg(test)]
mod tests;
