//! Atomic file replacement: write a temp file beside the target, fsync, rename.

use std::io::{self, Write};
use std::path::Path;

/// Replaces `path` with `bytes` so that a reader sees either the old or the new file, never a mix.
///
/// The temp file lives in the same directory (rename is only atomic within one file system)
/// and is removed again if anything fails before the rename.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic_with(path, bytes, || Ok(()))
}

/// [`write_atomic`] with a hook run after the temp file is durable and before the rename.
///
/// Tests use the hook to simulate a crash at the worst moment; callers use it to keep a backup.
pub fn write_atomic_with(
    path: &Path,
    bytes: &[u8],
    before_rename: impl FnOnce() -> io::Result<()>,
) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    std::fs::create_dir_all(dir)?;
    let mut tmp = tempfile::Builder::new()
        .prefix(".gridwright-")
        .suffix(".tmp")
        .tempfile_in(dir)?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    before_rename()?;
    tmp.persist(path).map_err(|e| e.error)?;
    sync_dir(dir);
    Ok(())
}

/// Makes the rename itself durable; best effort, since not every platform can open a directory.
fn sync_dir(dir: &Path) {
    if let Ok(d) = std::fs::File::open(dir) {
        let _ = d.sync_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_content() {
        let dir = tempfile::tempdir().expect("tempdir");
        let p = dir.path().join("f.txt");
        write_atomic(&p, b"one").expect("first write");
        write_atomic(&p, b"two").expect("second write");
        assert_eq!(std::fs::read(&p).expect("read"), b"two");
        assert_eq!(std::fs::read_dir(dir.path()).expect("ls").count(), 1);
    }

    #[test]
    fn failure_before_rename_keeps_old_file_and_leaves_no_temp() {
        let dir = tempfile::tempdir().expect("tempdir");
        let p = dir.path().join("f.txt");
        write_atomic(&p, b"old").expect("first write");
        let err = write_atomic_with(&p, b"new", || Err(io::Error::other("power cut")));
        assert!(err.is_err());
        assert_eq!(std::fs::read(&p).expect("read"), b"old");
        assert_eq!(std::fs::read_dir(dir.path()).expect("ls").count(), 1);
    }
}
