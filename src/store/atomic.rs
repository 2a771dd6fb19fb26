//! The one writer for every file gridwright writes: a temp file beside the target, fsync, rename.
//!
//! The rules are the same for every command (`export`, `fill --out`, `import --out`,
//! `layout --out`, slots, the recovery file, the word-index cache):
//! - A target that exists and is not a regular file (a device such as `/dev/null`, a fifo, a
//!   socket, a directory) is refused: renaming over it would replace the node itself.
//! - A symlink the user names is followed ([`write_atomic`]: exports, `--out`): the file it
//!   points to is replaced atomically and the link stays a link. A link whose target does not
//!   exist yet creates that target.
//! - gridwright's own files (slots, history, clue memory, the personal list, the cache, the
//!   recovery file, open markers) are written with [`write_own`]: a symlink at the file, or
//!   at a directory gridwright made below its root (`history/`), is refused and its target
//!   left unchanged, since a planted link would make gridwright overwrite any file the user
//!   may write.
//! - The replaced file keeps its permissions; a new file gets 0666 less the umask (0644
//!   under the usual 022, 0600 under 077).
//! - Directories are not made: a file the user names goes into a directory that exists. The
//!   store and the cache make their own directories first with [`ensure_dir`].
//! - Temp files are named `.gridwright-<pid>-<random>.tmp`. Those left behind by a process
//!   that no longer runs (a killed save) are removed by the next write into that directory.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The prefix of our temp files; nothing else in a directory is ever removed as stale.
const TEMP_PREFIX: &str = ".gridwright-";
/// The suffix of our temp files.
const TEMP_SUFFIX: &str = ".tmp";
/// How many symlinks are followed before giving up (the Linux limit).
const MAX_LINKS: usize = 40;
/// A temp file this old is stale even if its process number is alive again (reused pid).
const STALE_AFTER: std::time::Duration = std::time::Duration::from_secs(24 * 3600);
/// A temp file of ours that does not name its process is stale after this long.
const LEGACY_STALE_AFTER: std::time::Duration = std::time::Duration::from_secs(3600);

/// Replaces `path` with `bytes` so that a reader sees either the old or the new file, never a mix.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic_with(path, bytes, || Ok(()))
}

/// Writes one of gridwright's own files: [`write_atomic`], but a symlink at `path` is refused
/// (see the module's rules).
pub fn write_own(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_own_with(path, bytes, || Ok(()))
}

/// [`write_own`] with the hook of [`write_atomic_with`].
pub fn write_own_with(
    path: &Path,
    bytes: &[u8],
    before_rename: impl FnOnce() -> io::Result<()>,
) -> io::Result<()> {
    refuse_link(path)?;
    write_atomic_with(path, bytes, before_rename)
}

/// Makes `dir` below `root` (a directory gridwright keeps its own files in, such as
/// `history/slot-1` in the data dir), refusing a symlink at `dir` or at any directory between
/// `root` and it, before and after making it. `root` itself may be a link (the user's choice
/// of data dir).
pub fn ensure_own_dir(root: &Path, dir: &Path) -> io::Result<()> {
    let below = || dir.ancestors().take_while(move |a| *a != root);
    for a in below() {
        refuse_link(a)?;
    }
    ensure_dir(dir)?;
    below().try_for_each(refuse_link)
}

/// An error when `path` is a symlink (nothing when it is anything else or does not exist).
pub fn refuse_link(path: &Path) -> io::Result<()> {
    match std::fs::symlink_metadata(path) {
        Ok(m) if m.file_type().is_symlink() => Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "{} is a symbolic link: gridwright writes its own files only in place, never \
                 through a link (remove the link; the file it points to was not changed)",
                // The callers name the full path; the link's own name says which part it is.
                path.file_name().map_or_else(
                    || path.display().to_string(),
                    |n| n.to_string_lossy().into()
                )
            ),
        )),
        _ => Ok(()),
    }
}

/// [`write_atomic`] with a hook run after the temp file is durable and before the rename.
///
/// Tests use the hook to simulate a crash at the worst moment; the slot store uses it to keep
/// the version being replaced in the slot's history.
pub fn write_atomic_with(
    path: &Path,
    bytes: &[u8],
    before_rename: impl FnOnce() -> io::Result<()>,
) -> io::Result<()> {
    let target = resolve_target(path)?;
    let dir = parent_dir(&target);
    remove_stale_temps(dir);
    let prefix = format!("{TEMP_PREFIX}{}-", std::process::id());
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(TEMP_SUFFIX);
    // The mode a new file gets: 0666 less the umask, applied by the OS when it is created.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut tmp = builder.tempfile_in(dir)?;
    tmp.write_all(bytes)?;
    keep_mode(tmp.as_file(), &target)?;
    tmp.as_file().sync_all()?;
    before_rename()?;
    tmp.persist(&target).map_err(|e| e.error)?;
    sync_dir(dir);
    Ok(())
}

/// Makes `dir` and its parents, for files gridwright keeps in its own directories (slots,
/// history, cache); says which part is in the way when one is a file.
pub fn ensure_dir(dir: &Path) -> io::Result<()> {
    std::fs::create_dir_all(dir).map_err(|e| explain_dir_error(dir, e))
}

/// The file a write to `path` replaces: `path` itself, or the end of its chain of symlinks.
///
/// Fails when that file exists and is not a regular file, so nothing but a regular file is
/// ever renamed over.
pub fn resolve_target(path: &Path) -> io::Result<PathBuf> {
    let mut current = path.to_path_buf();
    for _ in 0..MAX_LINKS {
        let meta = match std::fs::symlink_metadata(&current) {
            Ok(m) => m,
            // A file in the way of a parent directory is explained when the directory is made.
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
                ) =>
            {
                return Ok(current);
            }
            Err(e) => return Err(e),
        };
        let kind = meta.file_type();
        if kind.is_symlink() {
            let link = std::fs::read_link(&current)?;
            current = parent_dir(&current).join(link);
            continue;
        }
        if kind.is_file() {
            return Ok(current);
        }
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "is {}, not a regular file; gridwright only replaces regular files",
                describe(&kind)
            ),
        ));
    }
    Err(io::Error::new(
        io::ErrorKind::InvalidInput,
        format!("more than {MAX_LINKS} symlinks to follow"),
    ))
}

/// Says which part of `dir` is in the way when it cannot be made, since the OS only says
/// "File exists" or "Not a directory".
fn explain_dir_error(dir: &Path, e: io::Error) -> io::Error {
    let blocker = dir
        .ancestors()
        .find(|a| std::fs::symlink_metadata(a).is_ok())
        .filter(|a| !a.is_dir());
    match blocker {
        Some(file) => io::Error::new(
            e.kind(),
            format!(
                "{} is a file, not a directory, so nothing can be written inside it",
                file.display()
            ),
        ),
        None => e,
    }
}

/// Removes temp files of ours in `dir` whose process is gone; returns how many went.
///
/// Best effort: a file that cannot be read or removed is left for the next time.
pub fn remove_stale_temps(dir: &Path) -> usize {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name();
        let Some(owner) = temp_owner(&name.to_string_lossy()) else {
            continue;
        };
        let age = entry
            .metadata()
            .ok()
            .and_then(|m| m.modified().ok())
            .and_then(|t| t.elapsed().ok())
            .unwrap_or_default();
        let stale = match owner {
            Some(pid) => age > STALE_AFTER || !process_alive(pid),
            // Versions before 0.2 named temp files without their process.
            None => age > LEGACY_STALE_AFTER,
        };
        if stale && std::fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// Whose temp file a name is: `None` for a file that is not ours, `Some(None)` for one of
/// ours that does not say its process.
fn temp_owner(name: &str) -> Option<Option<u32>> {
    let rest = name.strip_prefix(TEMP_PREFIX)?.strip_suffix(TEMP_SUFFIX)?;
    Some(rest.split_once('-').and_then(|(pid, _)| pid.parse().ok()))
}

/// Whether process `pid` runs (our own pid always does).
#[cfg(unix)]
pub(crate) fn process_alive(pid: u32) -> bool {
    if pid == std::process::id() {
        // Our own temp files may belong to a write under way on another thread.
        return true;
    }
    let Ok(pid) = libc::pid_t::try_from(pid) else {
        return false;
    };
    // SAFETY: signal 0 sends nothing; it only asks whether the process exists.
    let r = unsafe { libc::kill(pid, 0) };
    r == 0 || io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
}

/// Whether process `pid` runs: without a cheap check, always yes.
#[cfg(not(unix))]
pub(crate) fn process_alive(_pid: u32) -> bool {
    // Without a cheap liveness check, only the age rule removes other processes' files.
    true
}

fn parent_dir(path: &Path) -> &Path {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

#[cfg(unix)]
fn describe(kind: &std::fs::FileType) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    if kind.is_dir() {
        "a directory"
    } else if kind.is_char_device() {
        "a character device"
    } else if kind.is_block_device() {
        "a block device"
    } else if kind.is_fifo() {
        "a fifo"
    } else if kind.is_socket() {
        "a socket"
    } else {
        "a special file"
    }
}

#[cfg(not(unix))]
fn describe(kind: &std::fs::FileType) -> &'static str {
    if kind.is_dir() {
        "a directory"
    } else {
        "a special file"
    }
}

/// Gives the temp file the mode of the file it replaces; a new one keeps the mode it was
/// created with (0666 less the umask).
#[cfg(unix)]
fn keep_mode(tmp: &std::fs::File, target: &Path) -> io::Result<()> {
    match std::fs::metadata(target) {
        Ok(m) => tmp.set_permissions(m.permissions()),
        Err(_) => Ok(()),
    }
}

#[cfg(not(unix))]
fn keep_mode(_tmp: &std::fs::File, _target: &Path) -> io::Result<()> {
    Ok(())
}

/// Makes the rename itself durable; best effort, since not every platform can open a directory.
fn sync_dir(dir: &Path) {
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
}

#[cfg(test)]
mod tests;
