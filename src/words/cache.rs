//! The on-disk index cache: file names keyed by a content hash, the stored warnings, and
//! eviction of entries no load has used lately.

use super::list::ListWarning;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// How many indexes the cache dir keeps: each is a few MiB, and switching between a handful
/// of list sets (the studio, a script's `--list`) should not rebuild every time.
pub const CACHE_KEEP: usize = 4;

const PREFIX: &str = "words-";
const FST: &str = ".fst";
const WARNINGS: &str = ".warnings";

/// The index and warnings files of one cache entry.
pub(super) fn entry_paths(dir: &Path, hash: u64) -> (PathBuf, PathBuf) {
    let stem = format!("{PREFIX}{hash:016x}");
    (
        dir.join(format!("{stem}{FST}")),
        dir.join(format!("{stem}{WARNINGS}")),
    )
}

/// Marks a reused entry as recently used, so eviction keeps it. Best effort: a cache we
/// cannot touch is still a cache we can read.
pub(super) fn touch(path: &Path) {
    let _ = std::fs::OpenOptions::new()
        .write(true)
        .open(path)
        .and_then(|f| f.set_modified(SystemTime::now()));
}

/// Removes the least recently used entries beyond `keep`, never the entry `current`.
/// Best effort: a file another process removed, or one we may not delete, is left alone,
/// and a load never fails because of it.
pub(super) fn evict(dir: &Path, current: u64, keep: usize) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let current = format!("{current:016x}");
    let mut stems: std::collections::HashMap<String, SystemTime> = Default::default();
    for e in entries.filter_map(Result::ok) {
        let name = e.file_name();
        let Some(name) = name.to_str() else { continue };
        let Some(rest) = name.strip_prefix(PREFIX) else {
            continue;
        };
        let Some(stem) = rest
            .strip_suffix(FST)
            .or_else(|| rest.strip_suffix(WARNINGS))
        else {
            continue;
        };
        if stem == current || stem.len() != 16 || !stem.bytes().all(|b| b.is_ascii_hexdigit()) {
            continue;
        }
        let used = e
            .metadata()
            .and_then(|m| m.modified())
            .unwrap_or(SystemTime::UNIX_EPOCH);
        let t = stems.entry(stem.to_string()).or_insert(used);
        *t = (*t).max(used);
    }
    let mut by_age: Vec<(SystemTime, String)> = stems.into_iter().map(|(s, t)| (t, s)).collect();
    by_age.sort_by(|a, b| b.cmp(a));
    for (_, stem) in by_age.into_iter().skip(keep.saturating_sub(1)) {
        for ext in [FST, WARNINGS] {
            let _ = std::fs::remove_file(dir.join(format!("{PREFIX}{stem}{ext}")));
        }
    }
}

/// The cached index of the lists hashing to `hash`, its warnings and its path, when the
/// entry is there and both files belong to that hash (an entry of other lists copied over
/// it is refused).
pub(super) fn open(
    dir: &Path,
    hash: u64,
    alphabet: crate::grid::Alphabet,
) -> Option<(super::WordIndex, Vec<ListWarning>, PathBuf)> {
    let (fst_path, warn_path) = entry_paths(dir, hash);
    let index = super::WordIndex::open_entry(&fst_path, alphabet, hash).ok()?;
    let text =
        crate::store::read::read_to_string_limited(&warn_path, crate::store::read::WORD_LIST_LIMIT)
            .ok()?;
    let warnings = decode_warnings(hash, &text)?;
    touch(&fst_path);
    Some((index, warnings, fst_path))
}

/// The warnings file's text: a first line naming the content hash it belongs to (so a file
/// of other lists' warnings is not taken), then one `source<TAB>line<TAB>message` a line.
pub(super) fn encode_warnings(hash: u64, w: &[ListWarning]) -> String {
    let head = format!("# index {hash:016x}\n");
    head + &w
        .iter()
        .map(|w| {
            format!(
                "{}\t{}\t{}\n",
                w.source.replace(['\t', '\n'], " "),
                w.line,
                w.message.replace(['\t', '\n'], " ")
            )
        })
        .collect::<String>()
}

/// Reads back [`encode_warnings`] for `hash`: `None` when the file belongs to other lists;
/// malformed lines are dropped.
pub(super) fn decode_warnings(hash: u64, text: &str) -> Option<Vec<ListWarning>> {
    let mut lines = text.lines();
    if lines.next()? != format!("# index {hash:016x}") {
        return None;
    }
    let warnings = lines
        .filter_map(|l| {
            let mut f = l.splitn(3, '\t');
            Some(ListWarning {
                source: f.next()?.to_string(),
                line: f.next()?.parse().ok()?,
                message: f.next()?.to_string(),
            })
        })
        .collect();
    Some(warnings)
}

const IDENT: &str = "ident-";
/// How many identity records the cache dir keeps: each is a few bytes, one per list file
/// version seen lately.
const IDENT_KEEP: usize = 16;

/// The identity record for the list files whose identity hashes to `key`.
pub(super) fn ident_path(dir: &Path, key: u64) -> PathBuf {
    dir.join(format!("{IDENT}{key:016x}"))
}

/// Removes all but the [`IDENT_KEEP`] most recently written identity records (best effort).
pub(super) fn evict_idents(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut found: Vec<(SystemTime, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter(|e| {
            e.file_name()
                .to_str()
                .and_then(|n| n.strip_prefix(IDENT))
                .is_some_and(|h| h.len() == 16 && h.bytes().all(|b| b.is_ascii_hexdigit()))
        })
        .map(|e| {
            let t = e.metadata().and_then(|m| m.modified());
            (t.unwrap_or(SystemTime::UNIX_EPOCH), e.path())
        })
        .collect();
    found.sort_by(|a, b| b.cmp(a));
    for (_, path) in found.into_iter().skip(IDENT_KEEP) {
        let _ = std::fs::remove_file(path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn fsts(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = std::fs::read_dir(dir)
            .expect("ls")
            .filter_map(Result::ok)
            .filter_map(|e| e.file_name().to_str().map(str::to_string))
            .collect();
        v.sort();
        v
    }

    #[test]
    fn eviction_keeps_the_current_and_the_most_recently_used() {
        let dir = tempfile::tempdir().expect("tempdir");
        let base = SystemTime::now() - Duration::from_secs(3600);
        for h in 1..=6u64 {
            let (fst, warn) = entry_paths(dir.path(), h);
            std::fs::write(&fst, b"x").expect("fst");
            std::fs::write(&warn, b"").expect("warnings");
            for p in [&fst, &warn] {
                let f = std::fs::File::options().write(true).open(p).expect("open");
                f.set_modified(base + Duration::from_secs(h))
                    .expect("mtime");
            }
        }
        std::fs::write(dir.path().join("unrelated.fst"), b"keep").expect("other");
        touch(&entry_paths(dir.path(), 2).0);
        evict(dir.path(), 1, 4);
        let want: Vec<String> = [1u64, 2, 5, 6]
            .iter()
            .flat_map(|&h| {
                let (a, b) = entry_paths(Path::new(""), h);
                [a, b].map(|p| p.display().to_string())
            })
            .chain(["unrelated.fst".to_string()])
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        assert_eq!(fsts(dir.path()), want);
    }

    #[test]
    fn eviction_of_a_missing_dir_is_quiet() {
        evict(Path::new("/no/such/gridwright/cache"), 0, 4);
    }
}
