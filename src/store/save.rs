//! Writing a slot: save, conditional save and delete, each under the slot's lock for the
//! whole of the history copy, the write and the prune.

use super::atomic::write_own_with;
use super::doc::SlotDoc;
use super::lock::SlotLock;
use super::read::SLOT_LIMIT;
use super::slots::{Saved, SlotNumber, Store, StoreError, parse_doc};
use super::time::now_unix;
use super::version::SlotVersion;
use crate::grid::Puzzle;
use std::io;

/// A slot file as it is on disk now: its bytes, what they parse to, its version.
pub(super) struct Current {
    /// The file's bytes.
    pub bytes: Vec<u8>,
    /// The slot, or why it does not parse.
    pub parsed: Result<Saved, String>,
    /// Its version.
    pub version: SlotVersion,
    /// The file is over [`SLOT_LIMIT`] and was not read (`bytes` is empty): a replace or a
    /// delete moves it whole into the history instead of copying it.
    pub oversized: bool,
}

impl Store {
    /// Reads slot `n` as it is now (bounded, regular files only); `None` when empty.
    pub(super) fn read_current(&self, n: SlotNumber) -> Result<Option<Current>, StoreError> {
        let path = self.path(n);
        let bytes = match super::read_limited(&path, SLOT_LIMIT) {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) if e.kind() == io::ErrorKind::FileTooLarge => {
                return Ok(Some(Current {
                    bytes: Vec::new(),
                    parsed: Err(format!("{e}; --force moves it into the slot's history")),
                    version: SlotVersion::of(0, e.to_string().as_bytes()),
                    oversized: true,
                }));
            }
            Err(source) => return Err(StoreError::Io { path, source }),
        };
        let parsed = parse_doc(&bytes);
        let version = match &parsed {
            Ok(saved) => saved.version,
            Err(_) => SlotVersion::of(0, &bytes),
        };
        Ok(Some(Current {
            bytes,
            parsed,
            version,
            oversized: false,
        }))
    }

    /// Saves a puzzle to a slot, keeping the version it replaces in the slot's history.
    ///
    /// A slot file that does not parse is never replaced unless `force` is set, so a
    /// hand-edited or damaged slot is not lost to a stray save.
    pub fn save(&self, n: SlotNumber, puzzle: &Puzzle, force: bool) -> Result<(), StoreError> {
        let lock = self.lock(n)?;
        self.save_locked(&lock, puzzle, force, None, || Ok(()))
            .map(|_| ())
    }

    /// [`Store::save`] only over the version `expected` (the one the caller read, or
    /// [`SlotVersion::EMPTY`]): when the slot changed since, nothing is written and the error
    /// is [`StoreError::Changed`], so the studio can ask before replacing someone's save.
    /// Returns the new version, to expect at the next save.
    pub fn save_if(
        &self,
        n: SlotNumber,
        puzzle: &Puzzle,
        force: bool,
        expected: SlotVersion,
    ) -> Result<SlotVersion, StoreError> {
        let lock = self.lock(n)?;
        self.save_locked(&lock, puzzle, force, Some(expected), || Ok(()))
    }

    /// [`Store::save`] with a hook run just before the final rename (tests simulate crashes).
    pub fn save_with(
        &self,
        n: SlotNumber,
        puzzle: &Puzzle,
        force: bool,
        before_rename: impl FnOnce() -> io::Result<()>,
    ) -> Result<(), StoreError> {
        let lock = self.lock(n)?;
        self.save_locked(&lock, puzzle, force, None, before_rename)
            .map(|_| ())
    }

    /// The save itself, under `lock`.
    pub(super) fn save_locked(
        &self,
        lock: &SlotLock,
        puzzle: &Puzzle,
        force: bool,
        expected: Option<SlotVersion>,
        before_rename: impl FnOnce() -> io::Result<()>,
    ) -> Result<SlotVersion, StoreError> {
        let n = lock.slot();
        let path = self.path(n);
        // Before the history copy: a link there is refused with nothing written anywhere.
        super::atomic::refuse_link(&path).map_err(|source| StoreError::Io {
            path: path.clone(),
            source,
        })?;
        let current = self.read_current(n)?;
        let now = current.as_ref().map_or(SlotVersion::EMPTY, |c| c.version);
        if let Some(expected) = expected
            && expected != now
        {
            let saved = current
                .as_ref()
                .and_then(|c| c.parsed.as_ref().ok())
                .map(|s| s.saved);
            return Err(StoreError::Changed {
                slot: n,
                saved,
                empty: current.is_none(),
            });
        }
        let created = match current.as_ref().map(|c| &c.parsed) {
            Some(Ok(old)) => old.created,
            None => now_unix(),
            Some(Err(reason)) if !force => {
                return Err(StoreError::WouldReplaceCorrupt {
                    path,
                    reason: reason.clone(),
                });
            }
            Some(Err(_)) => now_unix(),
        };
        let mut doc = SlotDoc::new(puzzle, created, now_unix(), None);
        doc.seq = now.seq() + 1;
        let text = doc.to_toml().map_err(|e| StoreError::Serialise {
            slot: n,
            reason: e.to_string(),
        })?;
        // The old version is copied into the history before the new one takes its place, and
        // nothing is pruned until the rename succeeded: a save killed or failing at any step
        // leaves the slot whole (old or new) and every earlier version kept. The lock keeps
        // another writer from replacing the slot between the copy and the rename.
        match &current {
            Some(c) if c.oversized => self.move_into_history(lock).map(|_| ())?,
            Some(c) => self.keep_in_history(lock, &c.bytes)?,
            None => {}
        }
        write_own_with(&path, text.as_bytes(), before_rename)
            .map_err(|source| StoreError::Io { path, source })?;
        self.prune_history(lock);
        Ok(SlotVersion::of(doc.seq, text.as_bytes()))
    }

    /// Deletes a slot after keeping it in its history, so a mistaken delete can be undone.
    ///
    /// Reads the slot bounded and only as a regular file: a fifo or device put in its place
    /// is refused, never waited on or removed.
    pub fn delete(&self, n: SlotNumber) -> Result<bool, StoreError> {
        let path = self.path(n);
        if std::fs::symlink_metadata(&path).is_err() {
            return Ok(false);
        }
        let lock = self.lock(n)?;
        let Some(current) = self.read_current(n)? else {
            return Ok(false);
        };
        if current.oversized {
            self.move_into_history(&lock)?;
            return Ok(true);
        }
        self.keep_in_history(&lock, &current.bytes)?;
        match std::fs::remove_file(&path) {
            Ok(()) => Ok(true),
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(false),
            Err(source) => Err(StoreError::Io { path, source }),
        }
    }
}
