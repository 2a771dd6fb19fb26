//! Finding the cached index of `--list` files by their identity, so an unchanged file is
//! neither read nor hashed on every call.
//!
//! A record (`ident-<key>` in the cache dir) maps the files' identity — path, size,
//! modification and change times (to the nanosecond), inode and device — to the content
//! hash of the lists, and that hash names the index entry, whose header carries it again.
//!
//! The rule that keeps a changed file from serving a stale index: a record is written only
//! when every file's mtime and ctime are at least [`SETTLED`] older than the moment the
//! files were looked at, before reading them. Any later write gives the file a newer ctime
//! (which, unlike mtime, no program can set back), even on a file system whose timestamps
//! tick coarsely (FAT: 2 s, ext4: a kernel tick), so a faked mtime with the same size still
//! changes the identity. A file changed within the window is hashed on every call until
//! it settles: that costs what every call cost before.

use super::{CACHE_VERSION, ListSpec, Unreadable};
use crate::grid::Alphabet;
use crate::words::cache;
use crate::words::hash::Hasher;
use std::path::Path;
use std::time::{Duration, SystemTime};

/// How old a file's last change must be before its identity is trusted.
pub(super) const SETTLED: Duration = Duration::from_secs(2);

const RECORD: &str = "gridwright-ident-v1";

/// The identity of the list files of one load.
pub(super) struct Identity {
    /// Hash of everything the chosen index depends on, the files' contents excepted.
    pub key: u64,
    /// Whether every file's last change is old enough to record the identity.
    pub settled: bool,
}

/// What a record says.
pub(super) struct Hit {
    /// The lists' content hash (the index entry's name).
    pub hash: u64,
    /// The alphabet the index is in.
    pub alphabet: Alphabet,
}

/// A fingerprint of an alphabet's letters and folds.
pub(super) fn fingerprint(a: &Alphabet) -> u64 {
    let mut h = Hasher::new();
    h.write(format!("{a:?}{:?}", a.folds()).as_bytes());
    h.finish()
}

/// The identity of a load that names only files (`--list`), or `None`: the built-in list,
/// the config dir's lists and the personal list go through the content hash as before, and
/// so does a file that cannot be looked at.
pub(super) fn of(
    spec: &ListSpec,
    want: Option<&Alphabet>,
    unreadable: Unreadable,
    now: SystemTime,
) -> Option<Identity> {
    let only_files = !spec.default_list
        && spec.config_lists.is_none()
        && spec.config_files.is_empty()
        && spec.personal.is_none()
        && !spec.files.is_empty();
    if !only_files {
        return None;
    }
    let mut h = Hasher::new();
    h.write(RECORD.as_bytes());
    h.write(CACHE_VERSION);
    for a in [want, spec.alphabet.as_ref()] {
        h.write(&a.map_or(0, fingerprint).to_le_bytes());
    }
    for a in spec.alphabets.custom() {
        h.write(&fingerprint(a).to_le_bytes());
    }
    h.write(&[unreadable as u8]);
    let mut settled = true;
    for path in &spec.files {
        let (stamp, changed) = stamp(path)?;
        settled &= changed.checked_add(SETTLED).is_some_and(|t| t <= now);
        h.write(path.as_os_str().as_encoded_bytes());
        for v in stamp {
            h.write(&v.to_le_bytes());
        }
    }
    Some(Identity {
        key: h.finish(),
        settled,
    })
}

/// A regular file's size, times, inode and device, and the later of its mtime and ctime.
#[cfg(unix)]
fn stamp(path: &Path) -> Option<([i64; 7], SystemTime)> {
    use std::os::unix::fs::MetadataExt;
    let m = std::fs::metadata(path).ok()?;
    if !m.is_file() {
        return None;
    }
    let ctime = SystemTime::UNIX_EPOCH.checked_add(Duration::new(
        m.ctime().try_into().ok()?,
        m.ctime_nsec().try_into().ok()?,
    ))?;
    let changed = m.modified().ok()?.max(ctime);
    let v = [
        m.size() as i64,
        m.mtime(),
        m.mtime_nsec(),
        m.ctime(),
        m.ctime_nsec(),
        m.ino() as i64,
        m.dev() as i64,
    ];
    Some((v, changed))
}

/// Without ctime and inodes the identity cannot be trusted: always hash.
#[cfg(not(unix))]
fn stamp(_path: &Path) -> Option<([i64; 7], SystemTime)> {
    None
}

/// The record for `id`, when there is one and its alphabet is still known the same.
pub(super) fn lookup(
    dir: &Path,
    id: &Identity,
    spec: &ListSpec,
    want: Option<&Alphabet>,
) -> Option<Hit> {
    let text = std::fs::read_to_string(cache::ident_path(dir, id.key)).ok()?;
    let mut lines = text.lines();
    if lines.next()? != RECORD {
        return None;
    }
    let hash = u64::from_str_radix(lines.next()?, 16).ok()?;
    let print = u64::from_str_radix(lines.next()?, 16).ok()?;
    let name = lines.next().unwrap_or("");
    let alphabet = match want {
        Some(a) => a.clone(),
        None if name.is_empty() => Alphabet::latin(),
        None => spec.alphabets.get(name).ok()?,
    };
    (fingerprint(&alphabet) == print).then_some(Hit { hash, alphabet })
}

/// Writes the record for `id` (best effort: a cache we cannot write is only slower).
pub(super) fn record(dir: &Path, id: &Identity, hash: u64, alphabet: &Alphabet) {
    let text = format!(
        "{RECORD}\n{hash:016x}\n{:016x}\n{}\n",
        fingerprint(alphabet),
        alphabet.name().unwrap_or("")
    );
    let path = cache::ident_path(dir, id.key);
    let _ = crate::store::atomic::ensure_dir(dir)
        .and_then(|()| crate::store::atomic::write_own(&path, text.as_bytes()));
    cache::evict_idents(dir);
}
