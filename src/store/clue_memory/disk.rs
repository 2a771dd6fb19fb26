//! The clue memory on disk: reading it (a damaged file is rebuilt, never an error), writing
//! it through the atomic writer, and bringing it up to date with the save slots.

use super::{ClueMemory, Source};
use crate::store::atomic::{ensure_dir, write_own};
use crate::store::lock::{FileLock, LOCK_WAIT};
use crate::store::read::read_limited;
use crate::store::slots::{SlotNumber, Store};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::io;
use std::path::{Path, PathBuf};

/// The memory's file in the data dir.
pub const FILE_NAME: &str = "clue-memory.json";
/// The lock held around every read-modify-write of the memory, so two processes writing it
/// at once (a studio's save and `clues import`) both keep their clues.
pub const LOCK_NAME: &str = "clue-memory.lock";
/// The layout of the file this build writes; another one is read as damaged and rebuilt.
pub(super) const FORMAT: u32 = 1;
/// The largest memory file read: [`super::TOTAL`] clues fit well within it.
const FILE_LIMIT: u64 = 256 * 1024 * 1024;

/// What the memory last read of one slot.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct SlotMark {
    /// The slot's version when it was read (its `Display`: save number and digest).
    current: String,
    /// The history files already read (each is written once and never changes).
    history: BTreeSet<String>,
}

/// The memory as opened, with anything the user should hear once.
#[derive(Debug, Clone)]
pub struct Opened {
    /// The memory, up to date with the slots.
    pub memory: ClueMemory,
    /// Said once: the file was damaged and rebuilt, or could not be written.
    pub notice: Option<String>,
}

impl ClueMemory {
    /// The memory's file in data dir `dir`.
    pub fn path(dir: &Path) -> PathBuf {
        dir.join(FILE_NAME)
    }

    /// Reads the memory of data dir `dir`, brings it up to date with the slots and their
    /// history, and writes it back when that changed it. Never fails: a missing file is
    /// built from the slots, a damaged one rebuilt (and [`Opened::notice`] says so), a file
    /// that cannot be written is kept in memory (and the notice says so).
    pub fn open(dir: &Path) -> Opened {
        let path = Self::path(dir);
        let (mut memory, mut notice, mut changed) = match Self::read(&path) {
            Ok(Some(m)) => (m, None, false),
            Ok(None) => (ClueMemory::new(), None, true),
            Err(why) => (
                ClueMemory::new(),
                Some(format!(
                    "the clue memory {} was damaged ({why}); rebuilt it from the save slots and \
                     their history (run `gridwright clues import` again for imported folders)",
                    path.display()
                )),
                true,
            ),
        };
        changed |= memory.sync_slots(&Store::new(dir));
        if changed && let Err(e) = memory.save(dir) {
            let failed = format!("could not write the clue memory {}: {e}", path.display());
            notice = Some(notice.map_or(failed.clone(), |n| format!("{n}; {failed}")));
        }
        Opened { memory, notice }
    }

    /// Reads the file: `Ok(None)` when there is none, `Err` with the reason when it is
    /// damaged (unreadable, not JSON, another layout).
    fn read(path: &Path) -> Result<Option<ClueMemory>, String> {
        let bytes = match read_limited(path, FILE_LIMIT) {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(e.to_string()),
        };
        let memory: ClueMemory = serde_json::from_slice(&bytes).map_err(|e| e.to_string())?;
        if memory.format != FORMAT {
            return Err(format!(
                "layout {} where this build reads {FORMAT}",
                memory.format
            ));
        }
        Ok(Some(memory))
    }

    /// Writes the memory into data dir `dir` (made if missing) through the atomic writer,
    /// holding the memory's lock: whatever another process wrote since this one read the
    /// file is taken in first ([`ClueMemory::absorb`]), so no writer loses another's clues.
    /// A damaged file on disk is replaced (that is the rebuild).
    pub fn save(&mut self, dir: &Path) -> io::Result<()> {
        ensure_dir(dir)?;
        let _lock = FileLock::acquire(&dir.join(LOCK_NAME), LOCK_WAIT)?;
        if let Ok(Some(on_disk)) = Self::read(&Self::path(dir)) {
            self.absorb(on_disk);
        }
        self.enforce_caps();
        let bytes = serde_json::to_vec(self).map_err(io::Error::other)?;
        write_own(&Self::path(dir), &bytes)
    }

    /// Remembers the clues of `puzzle` written to the file `file` (an export, `:export`,
    /// `layout --out`) in the memory of data dir `dir`, as a slot save does; returns how
    /// many were new. The file on disk is read and written under the lock.
    pub fn remember_file(
        dir: &Path,
        puzzle: &crate::grid::Puzzle,
        file: &Path,
        date: i64,
    ) -> io::Result<usize> {
        let mut memory = ClueMemory::new();
        // The path as the user will look for it: absolute when it can be made so.
        let shown = std::path::absolute(file).unwrap_or_else(|_| file.to_path_buf());
        let source = Source::File {
            path: shown.display().to_string(),
        };
        let added = memory.remember(puzzle, &source, date);
        if added > 0 {
            memory.save(dir)?;
        }
        Ok(added)
    }

    /// Takes in what `other` holds: its clues (each kept as [`ClueMemory::remember`]
    /// keeps one), the files it saw, and its marks of slots this memory has not read.
    pub fn absorb(&mut self, other: ClueMemory) {
        for (answer, list) in other.answers {
            for past in list {
                self.insert(answer.clone(), past);
            }
        }
        for (hash, when) in other.seen {
            let at = self.seen.entry(hash).or_insert(when);
            *at = (*at).max(when);
        }
        for (n, mark) in other.slots {
            self.slots.entry(n).or_insert(mark);
        }
    }

    /// Reads what changed in every slot since the last sync: a slot whose version changed,
    /// history versions not read yet. Returns whether anything changed. A slot or version
    /// that does not parse is left out (the slot commands report it).
    pub fn sync_slots(&mut self, store: &Store) -> bool {
        let mut changed = false;
        for n in SlotNumber::all() {
            let mut mark = self.slots.remove(&n.get()).unwrap_or_default();
            changed |= self.sync_slot(store, n, &mut mark);
            if mark != SlotMark::default() {
                self.slots.insert(n.get(), mark);
            }
        }
        if changed {
            self.enforce_caps();
        }
        changed
    }

    /// [`ClueMemory::sync_slots`] for one slot.
    fn sync_slot(&mut self, store: &Store, n: SlotNumber, mark: &mut SlotMark) -> bool {
        let mut changed = false;
        let version = store
            .version(n)
            .map_or_else(|_| "unreadable".into(), |v| v.to_string());
        if mark.current != version {
            if let Ok(Some(saved)) = store.load(n) {
                self.remember(&saved.puzzle, &Source::Slot { slot: n.get() }, saved.saved);
            }
            mark.current = version;
            changed = true;
        }
        let versions = store.history(n).unwrap_or_default();
        let mut present = BTreeSet::new();
        for v in &versions {
            let Some(name) = v.path.file_name().map(|f| f.to_string_lossy().into_owned()) else {
                continue;
            };
            if !mark.history.contains(&name) {
                if let Ok(Some(saved)) = crate::store::history::read_version(v) {
                    let source = Source::History { slot: n.get() };
                    self.remember(&saved.puzzle, &source, saved.saved);
                }
                changed = true;
            }
            present.insert(name);
        }
        // Pruned versions are forgotten, so the marks stay as bounded as the history.
        changed |= present != mark.history;
        mark.history = present;
        changed
    }
}
