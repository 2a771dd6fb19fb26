//! The studio's autosave: one recovery file per running studio, named by its process and the
//! slot its work belongs to (`recovery-<pid>-<slot>.toml`, `recovery-<pid>-new.toml` for
//! untitled work), so two studios never read, offer or delete each other's work.
//!
//! A studio writes, reads and clears only its own file. At start-up it looks for the files
//! of studios that stopped without quitting ([`Store::orphaned_recoveries`]): those of
//! processes that no longer run, and the `recovery.toml` of versions before 0.3. Offering one
//! claims it first ([`Store::claim_recovery`], a rename into the studio's own name), so it is
//! offered once, by one studio: yes keeps it as this studio's autosave, no clears it.

use super::atomic::{ensure_dir, process_alive, write_own};
use super::doc::SlotDoc;
use super::slots::{Saved, SlotNumber, Store, StoreError, read_doc_file};
use super::time::now_unix;
use std::io;
use std::path::PathBuf;
use std::time::SystemTime;

/// The recovery file of versions before 0.3, shared by every studio.
const LEGACY_NAME: &str = "recovery.toml";

/// A recovery file in the data dir.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recovery {
    /// The file.
    pub path: PathBuf,
    /// The studio that wrote it (`None`: the shared file of versions before 0.3).
    pub pid: Option<u32>,
    /// The slot its work belongs to, from the file name (`None`: untitled work).
    pub slot: Option<SlotNumber>,
    /// When it was last written.
    pub modified: SystemTime,
}

impl Recovery {
    /// Whether the studio that wrote it has gone: its process no longer runs (or it is the
    /// old shared file). This process counts as gone too, since a studio looks before it
    /// writes its own: a file with its pid is a dead process's whose pid came round again.
    fn orphaned(&self) -> bool {
        self.pid
            .is_none_or(|pid| pid == std::process::id() || !process_alive(pid))
    }
}

/// The file name of `pid`'s recovery of work in `slot`.
fn name(pid: u32, slot: Option<SlotNumber>) -> String {
    match slot {
        Some(n) => format!("recovery-{pid}-{n}.toml"),
        None => format!("recovery-{pid}-new.toml"),
    }
}

/// The process and slot in a recovery file's name; `None` for any other file.
fn parse_name(file: &str) -> Option<(Option<u32>, Option<SlotNumber>)> {
    if file == LEGACY_NAME {
        return Some((None, None));
    }
    let rest = file.strip_prefix("recovery-")?.strip_suffix(".toml")?;
    let (pid, slot) = rest.split_once('-')?;
    if !pid.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let pid: u32 = pid.parse().ok()?;
    let slot = match slot {
        "new" => None,
        s if s.len() == 1 => Some(s.parse().ok()?),
        _ => return None,
    };
    Some((Some(pid), slot))
}

impl Store {
    /// This studio's recovery file for work in `slot` (`None`: untitled work).
    pub fn recovery_path(&self, slot: Option<SlotNumber>) -> PathBuf {
        self.dir().join(name(std::process::id(), slot))
    }

    /// Every recovery file in the data dir, of any studio, newest first.
    pub fn recovery_files(&self) -> Vec<Recovery> {
        let Ok(entries) = std::fs::read_dir(self.dir()) else {
            return Vec::new();
        };
        let mut found: Vec<Recovery> = entries
            .filter_map(Result::ok)
            .filter_map(|e| {
                let (pid, slot) = parse_name(&e.file_name().to_string_lossy())?;
                let meta = e.metadata().ok().filter(std::fs::Metadata::is_file)?;
                Some(Recovery {
                    path: e.path(),
                    pid,
                    slot,
                    modified: meta.modified().unwrap_or(SystemTime::UNIX_EPOCH),
                })
            })
            .collect();
        found.sort_by_key(|r| std::cmp::Reverse(r.modified));
        found
    }

    /// This studio's own recovery files (normally one).
    fn own_recoveries(&self) -> Vec<Recovery> {
        let me = Some(std::process::id());
        let mut own = self.recovery_files();
        own.retain(|r| r.pid == me);
        own
    }

    /// The recovery files of studios that stopped without quitting, newest first, for a
    /// studio to offer at start-up (before it writes its own). Live studios' files are left
    /// out and never touched.
    pub fn orphaned_recoveries(&self) -> Vec<Recovery> {
        let mut found = self.recovery_files();
        found.retain(Recovery::orphaned);
        found
    }

    /// Takes an orphaned recovery file over as this studio's own and reads it; `Ok(None)`
    /// when it is gone (another studio claimed it first). A file that does not parse is
    /// left where it is and reported.
    pub fn claim_recovery(&self, rec: &Recovery) -> Result<Option<Saved>, StoreError> {
        let Some(saved) = read_doc_file(&rec.path)? else {
            return Ok(None);
        };
        let own = self.recovery_path(saved.slot);
        if own != rec.path {
            match std::fs::rename(&rec.path, &own) {
                Ok(()) => {}
                Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
                Err(source) => {
                    return Err(StoreError::Io {
                        path: rec.path.clone(),
                        source,
                    });
                }
            }
        }
        Ok(Some(saved))
    }

    /// Claims the newest orphaned recovery that can be read (see [`Store::claim_recovery`]),
    /// to offer it: the studio's start-up call.
    pub fn claim_orphaned_recovery(&self) -> Option<Saved> {
        self.orphaned_recoveries()
            .iter()
            .find_map(|r| self.claim_recovery(r).ok().flatten())
    }

    /// Writes this studio's autosave of work in `slot`, or of untitled work (`None`: a new
    /// grid, an import or a layout not yet saved into any slot), and removes its autosave
    /// of work in another slot (the work moved: `:saveas`).
    pub fn save_recovery(
        &self,
        puzzle: &crate::grid::Puzzle,
        slot: Option<SlotNumber>,
    ) -> Result<(), StoreError> {
        let path = self.recovery_path(slot);
        let now = now_unix();
        let doc = SlotDoc::new(puzzle, now, now, slot.map(SlotNumber::get));
        let text = doc.to_toml().map_err(|e| StoreError::Io {
            path: path.clone(),
            source: io::Error::other(e.to_string()),
        })?;
        ensure_dir(self.dir())
            .and_then(|()| write_own(&path, text.as_bytes()))
            .map_err(|source| StoreError::Io {
                path: path.clone(),
                source,
            })?;
        for old in self.own_recoveries() {
            if old.path != path {
                let _ = std::fs::remove_file(&old.path);
            }
        }
        Ok(())
    }

    /// Reads this studio's autosave, if there is one.
    pub fn load_recovery(&self) -> Result<Option<Saved>, StoreError> {
        match self.own_recoveries().first() {
            Some(r) => read_doc_file(&r.path),
            None => Ok(None),
        }
    }

    /// Removes this studio's autosave after a clean save or quit; other studios' stay.
    pub fn clear_recovery(&self) -> Result<(), StoreError> {
        for r in self.own_recoveries() {
            match std::fs::remove_file(&r.path) {
                Err(e) if e.kind() != io::ErrorKind::NotFound => {
                    return Err(StoreError::Io {
                        path: r.path,
                        source: e,
                    });
                }
                _ => {}
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
