//! One writer at a time per slot: a lock held for the whole of a save (history copy, write,
//! prune), a delete or a restore. The same lock ([`FileLock`]) guards the clue memory's
//! read-modify-write.
//!
//! On Unix the lock is `flock` on `slot-N.lock` in the data dir. The kernel drops it when the
//! holder exits however it exits (a crash, SIGKILL, a power cut), so a lock of a dead process
//! never blocks anyone: there is nothing stale to clean up. The lock file itself is never
//! removed (removing it would let two writers lock two different files); after locking, the
//! holder writes its pid into it so a waiter can say who holds the slot. That pid is a note,
//! not a document, so it is written in place rather than through the atomic writer.
//!
//! Elsewhere the lock is a file made with `create_new` (`O_CREAT|O_EXCL`, git's
//! `index.lock`), removed when the holder is done; one older than [`STALE_LOCK_AFTER`] is
//! taken to belong to a writer that died.

use super::slots::{SlotNumber, StoreError};
use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// How long a writer waits for a slot another process is saving before it gives up. A save
/// takes milliseconds; this is generous for a busy machine and short enough for a person.
pub const LOCK_WAIT: Duration = Duration::from_secs(10);
/// The first pause between two tries; pauses double up to [`MAX_PAUSE`].
const FIRST_PAUSE: Duration = Duration::from_millis(2);
/// The longest pause between two tries.
const MAX_PAUSE: Duration = Duration::from_millis(50);
/// Where `flock` is missing: a lock file this old belongs to a writer that died.
#[cfg_attr(unix, allow(dead_code))]
const STALE_LOCK_AFTER: Duration = Duration::from_secs(60);

/// Told that a slot is held by another writer (its pid when known) and that the caller now
/// waits for it: a shell says so, so a person knows why a save pauses.
#[derive(Clone)]
pub struct WaitNotice(pub std::sync::Arc<dyn Fn(SlotNumber, Option<u32>) + Send + Sync>);

impl std::fmt::Debug for WaitNotice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("WaitNotice")
    }
}

/// A held slot lock; dropping it lets the next writer in.
#[derive(Debug)]
pub struct SlotLock {
    slot: SlotNumber,
    #[cfg_attr(unix, allow(dead_code))]
    path: PathBuf,
    // Closing the file releases the flock.
    _file: File,
}

impl SlotLock {
    /// The slot it locks.
    pub fn slot(&self) -> SlotNumber {
        self.slot
    }

    /// Locks `slot` through the lock file `path`, trying again for up to `wait` while another
    /// process holds it.
    pub fn acquire(slot: SlotNumber, path: &Path, wait: Duration) -> Result<SlotLock, StoreError> {
        Self::acquire_noting(slot, path, wait, &|_, _| ())
    }

    /// [`SlotLock::acquire`] that calls `notice` once, with the holder's pid when known, as
    /// soon as it finds the slot held and starts waiting.
    pub fn acquire_noting(
        slot: SlotNumber,
        path: &Path,
        wait: Duration,
        notice: &dyn Fn(SlotNumber, Option<u32>),
    ) -> Result<SlotLock, StoreError> {
        let mut held = || notice(slot, holder(path));
        match wait_for(path, wait, &mut held) {
            Ok(file) => Ok(SlotLock {
                slot,
                path: path.to_path_buf(),
                _file: file,
            }),
            Err(Refused::Io(source)) => Err(StoreError::Io {
                path: path.to_path_buf(),
                source,
            }),
            Err(Refused::Held(waited)) => Err(StoreError::Locked {
                slot,
                path: path.to_path_buf(),
                holder: holder(path),
                waited,
            }),
        }
    }
}

/// A held lock on one of our files that is not a slot (the clue memory): the same lock as a
/// slot's, for a read-modify-write that two processes must not interleave.
#[derive(Debug)]
pub struct FileLock {
    #[cfg_attr(unix, allow(dead_code))]
    path: PathBuf,
    // Closing the file releases the flock.
    _file: File,
}

impl FileLock {
    /// Locks through the lock file `path`, trying again for up to `wait` while another
    /// process holds it; the error names the file and the holder.
    pub fn acquire(path: &Path, wait: Duration) -> io::Result<FileLock> {
        match wait_for(path, wait, &mut || ()) {
            Ok(file) => Ok(FileLock {
                path: path.to_path_buf(),
                _file: file,
            }),
            Err(Refused::Io(e)) => Err(io::Error::new(
                e.kind(),
                format!("cannot lock {}: {e}", path.display()),
            )),
            Err(Refused::Held(waited)) => {
                let by = holder(path).map_or(String::new(), |pid| format!(" by pid {pid}"));
                Err(io::Error::new(
                    io::ErrorKind::WouldBlock,
                    format!(
                        "{} is held{by}; gave up after {:.1} s",
                        path.display(),
                        waited.as_secs_f64()
                    ),
                ))
            }
        }
    }
}

/// Why a lock was not taken.
enum Refused {
    /// The lock file could not be opened or locked.
    Io(io::Error),
    /// Another process held it for the whole wait.
    Held(Duration),
}

/// Takes the lock of `path`, trying again with growing pauses for up to `wait`; `held` runs
/// once, when the first try finds the lock held.
fn wait_for(path: &Path, wait: Duration, held: &mut dyn FnMut()) -> Result<File, Refused> {
    let started = Instant::now();
    let mut pause = FIRST_PAUSE;
    let mut first = true;
    loop {
        match try_lock(path) {
            Ok(Some(file)) => return Ok(file),
            Ok(None) if first => {
                first = false;
                held();
            }
            Ok(None) => {}
            Err(e) => return Err(Refused::Io(e)),
        }
        let waited = started.elapsed();
        if waited >= wait {
            return Err(Refused::Held(waited));
        }
        std::thread::sleep(pause.min(wait - waited));
        pause = (pause * 2).min(MAX_PAUSE);
    }
}

/// The pid written in a lock file, if it names a process that still runs.
pub fn holder(path: &Path) -> Option<u32> {
    let text = super::read::read_to_string_limited(path, 64).ok()?;
    let pid: u32 = text.trim().parse().ok()?;
    super::atomic::process_alive(pid).then_some(pid)
}

/// An error naming what is at the lock file's place when it is not a lock file gridwright
/// could have made (a symlink, a fifo, a directory …), rather than the OS's bare "Too many
/// levels of symbolic links" or "Is a directory".
fn not_a_lock_file(path: &Path) -> io::Result<()> {
    let Ok(meta) = std::fs::symlink_metadata(path) else {
        return Ok(());
    };
    let kind = meta.file_type();
    if kind.is_file() {
        return Ok(());
    }
    let what = if kind.is_symlink() {
        "a symbolic link"
    } else if kind.is_dir() {
        "a directory"
    } else {
        "a fifo or other special file"
    };
    Err(kind_error(path, what))
}

fn kind_error(path: &Path, what: &str) -> io::Error {
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    io::Error::new(
        io::ErrorKind::InvalidInput,
        format!(
            "{name} is {what}, not the lock file gridwright makes there; remove it and try again"
        ),
    )
}

/// Takes the lock if it is free: `Ok(None)` while another process holds it.
#[cfg(unix)]
fn try_lock(path: &Path) -> io::Result<Option<File>> {
    use std::io::Write;
    use std::os::unix::fs::OpenOptionsExt;
    use std::os::unix::io::AsRawFd;
    not_a_lock_file(path)?;
    // 0666 less the umask; O_NONBLOCK so a fifo planted between the check and here cannot
    // hang the open (it is refused just after, as not a regular file).
    let mut file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .mode(0o666)
        .custom_flags(libc::O_NOFOLLOW | libc::O_CLOEXEC | libc::O_NONBLOCK)
        .open(path)
        .map_err(|e| match e.raw_os_error() {
            Some(libc::ELOOP) => kind_error(path, "a symbolic link"),
            _ => e,
        })?;
    if !file.metadata()?.is_file() {
        return Err(kind_error(path, "not a regular file"));
    }
    // SAFETY: flock on a descriptor this function owns; it touches no memory.
    let r = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) };
    if r != 0 {
        let e = io::Error::last_os_error();
        return match e.raw_os_error() {
            Some(libc::EWOULDBLOCK) => Ok(None),
            Some(libc::EINTR) => Ok(None),
            _ => Err(e),
        };
    }
    // Say who holds it; a waiter only reads this to name the holder.
    file.set_len(0)?;
    file.write_all(format!("{}\n", std::process::id()).as_bytes())?;
    Ok(Some(file))
}

/// Takes the lock if it is free: `Ok(None)` while another process holds it.
#[cfg(not(unix))]
fn try_lock(path: &Path) -> io::Result<Option<File>> {
    use std::io::Write;
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
    {
        Ok(mut file) => {
            file.write_all(format!("{}\n", std::process::id()).as_bytes())?;
            Ok(Some(file))
        }
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
            let age = std::fs::metadata(path)
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.elapsed().ok())
                .unwrap_or_default();
            if age > STALE_LOCK_AFTER {
                let _ = std::fs::remove_file(path);
            }
            Ok(None)
        }
        Err(e) => Err(e),
    }
}

#[cfg(not(unix))]
impl Drop for SlotLock {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

#[cfg(not(unix))]
impl Drop for FileLock {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slot(n: u8) -> SlotNumber {
        SlotNumber::new(n).expect("valid slot")
    }

    #[test]
    fn a_second_writer_waits_then_gives_up_naming_the_slot_and_the_holder() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("slot-3.lock");
        let held = SlotLock::acquire(slot(3), &path, LOCK_WAIT).expect("free");
        let e = SlotLock::acquire(slot(3), &path, Duration::from_millis(150))
            .expect_err("held by the first");
        let msg = e.to_string();
        assert!(msg.contains("slot 3"), "{msg}");
        assert!(msg.contains("gave up after"), "{msg}");
        assert!(
            msg.contains(&format!("pid {}", std::process::id())),
            "{msg}"
        );
        drop(held);
        SlotLock::acquire(slot(3), &path, Duration::ZERO).expect("free again");
    }

    #[test]
    fn a_lock_file_left_by_a_dead_process_does_not_block() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("slot-4.lock");
        // What a writer killed while holding the lock leaves: the file with its pid.
        std::fs::write(&path, "999999999\n").expect("leftover");
        let lock = SlotLock::acquire(slot(4), &path, Duration::ZERO).expect("not blocked");
        assert_eq!(lock.slot(), slot(4));
        assert_eq!(holder(&path), Some(std::process::id()));
    }

    #[test]
    fn a_file_lock_is_held_until_dropped_and_names_its_file() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("clue-memory.lock");
        let held = FileLock::acquire(&path, LOCK_WAIT).expect("free");
        let e = FileLock::acquire(&path, Duration::from_millis(60)).expect_err("held");
        assert_eq!(e.kind(), io::ErrorKind::WouldBlock);
        assert!(e.to_string().contains("clue-memory.lock"), "{e}");
        drop(held);
        FileLock::acquire(&path, Duration::ZERO).expect("free again");
    }
}
