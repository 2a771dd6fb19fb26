//! Which running studios have a slot open: a marker file `slot-N.open-<pid>` per studio and
//! slot, so a second studio opening the slot can say so. Markers of processes that no longer
//! run are ignored (and removed when seen), so a crashed studio never claims a slot forever.

use super::atomic::{ensure_dir, process_alive, write_own};
use super::slots::{SlotNumber, Store, StoreError};
use std::path::PathBuf;

/// A slot marked open by this process; dropping it removes the mark.
#[derive(Debug)]
pub struct OpenMark {
    slot: SlotNumber,
    path: PathBuf,
}

impl OpenMark {
    /// The slot marked.
    pub fn slot(&self) -> SlotNumber {
        self.slot
    }
}

impl Drop for OpenMark {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

/// The pid in a marker's name for slot `n`; `None` for any other file.
fn marker_pid(file: &str, n: SlotNumber) -> Option<u32> {
    let digits = file.strip_prefix(&format!("slot-{n}.open-"))?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

impl Store {
    /// The marker file of slot `n` for process `pid`.
    fn open_marker(&self, n: SlotNumber, pid: u32) -> PathBuf {
        self.dir().join(format!("slot-{n}.open-{pid}"))
    }

    /// Marks slot `n` open in this process until the returned mark is dropped. Call
    /// [`Store::open_elsewhere`] first to tell the user who else has it open.
    pub fn mark_open(&self, n: SlotNumber) -> Result<OpenMark, StoreError> {
        let path = self.open_marker(n, std::process::id());
        let note = format!("{}\n", super::time::now_unix());
        ensure_dir(self.dir())
            .and_then(|()| write_own(&path, note.as_bytes()))
            .map_err(|source| StoreError::Io {
                path: path.clone(),
                source,
            })?;
        Ok(OpenMark { slot: n, path })
    }

    /// The pids of other running processes that have slot `n` open; markers of processes
    /// that no longer run are removed on the way.
    pub fn open_elsewhere(&self, n: SlotNumber) -> Vec<u32> {
        let Ok(entries) = std::fs::read_dir(self.dir()) else {
            return Vec::new();
        };
        let me = std::process::id();
        let mut pids: Vec<u32> = entries
            .filter_map(Result::ok)
            .filter_map(|e| {
                let pid = marker_pid(&e.file_name().to_string_lossy(), n)?;
                if pid != me && !process_alive(pid) {
                    let _ = std::fs::remove_file(e.path());
                    return None;
                }
                Some(pid)
            })
            .filter(|&pid| pid != me)
            .collect();
        pids.sort_unstable();
        pids
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slot(n: u8) -> SlotNumber {
        SlotNumber::new(n).expect("valid slot")
    }

    #[test]
    fn another_running_studio_is_seen_and_a_dead_one_is_not() {
        let dir = tempfile::tempdir().expect("tempdir");
        let store = Store::new(dir.path());
        let mark = store.mark_open(slot(3)).expect("mark");
        assert_eq!(mark.slot(), slot(3));
        assert!(store.open_elsewhere(slot(3)).is_empty(), "our own mark");
        // Init runs; a pid past pid_max does not.
        std::fs::write(dir.path().join("slot-3.open-1"), "0\n").expect("live");
        let dead = dir.path().join("slot-3.open-999999999");
        std::fs::write(&dead, "0\n").expect("dead");
        std::fs::write(dir.path().join("slot-4.open-1"), "0\n").expect("other slot");
        assert_eq!(store.open_elsewhere(slot(3)), [1]);
        assert!(!dead.exists(), "a dead studio's mark is removed");
        let path = store.open_marker(slot(3), std::process::id());
        assert!(path.exists());
        drop(mark);
        assert!(!path.exists(), "dropping the mark removes it");
    }
}
