//! Importing a folder of puzzle files into the clue memory: each file read once, known by
//! the hash of its content, so importing the same folder again reads only new files.

use super::{ClueMemory, Source};
use crate::formats::{self, Format};
use crate::store::read::{PUZZLE_LIMIT, read_limited};
use std::io;
use std::path::{Path, PathBuf};

/// The formats a folder import reads (text grids carry no clues worth keeping apart).
const IMPORTED: [Format; 4] = [Format::Puz, Format::Ipuz, Format::Jpz, Format::Xd];
/// How deep a folder import goes below the folder it was given.
const MAX_DEPTH: usize = 16;

/// What an import did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ImportReport {
    /// Files read and indexed now.
    pub indexed: usize,
    /// Files skipped: imported before (same content).
    pub skipped: usize,
    /// Clues added (a clue already kept for that answer and puzzle is not counted).
    pub clues: usize,
    /// Files that could not be read, with the reason (naming the file).
    pub failed: Vec<String>,
}

/// The puzzle files (.puz, .ipuz, .jpz, .xd) under `dir`, in path order. Folders given by a
/// symbolic link are not followed (a link loop would never end).
pub fn puzzle_files(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut found = Vec::new();
    walk(dir, 0, &mut found)?;
    found.sort();
    Ok(found)
}

fn walk(dir: &Path, depth: usize, found: &mut Vec<PathBuf>) -> io::Result<()> {
    let entries = std::fs::read_dir(dir)
        .map_err(|e| io::Error::new(e.kind(), format!("{}: {e}", dir.display())))?;
    for entry in entries.flatten() {
        let path = entry.path();
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        if kind.is_dir() {
            if depth < MAX_DEPTH {
                // An unreadable subfolder is skipped, not the whole import.
                let _ = walk(&path, depth + 1, found);
            }
        } else if Format::from_path(&path).is_some_and(|f| IMPORTED.contains(&f)) {
            found.push(path);
        }
    }
    Ok(())
}

/// Imports `files` into `memory` at time `now`, calling `progress(done, total)` after each.
/// A file seen before (same content) is skipped; a file that does not read is reported and
/// not marked seen, so a later import tries it again.
pub fn import_files(
    memory: &mut ClueMemory,
    files: &[PathBuf],
    now: i64,
    mut progress: impl FnMut(usize, usize),
) -> ImportReport {
    let mut report = ImportReport::default();
    for (i, path) in files.iter().enumerate() {
        match import_one(memory, path, now) {
            Ok(Some(clues)) => {
                report.indexed += 1;
                report.clues += clues;
            }
            Ok(None) => report.skipped += 1,
            Err(why) => report.failed.push(why),
        }
        progress(i + 1, files.len());
    }
    memory.enforce_caps();
    report
}

/// Imports one file: `Ok(None)` when it was seen before, else how many clues were new.
fn import_one(memory: &mut ClueMemory, path: &Path, now: i64) -> Result<Option<usize>, String> {
    let bytes = read_limited(path, PUZZLE_LIMIT).map_err(|e| format!("{}: {e}", path.display()))?;
    let hash = content_hash(&bytes);
    if memory.has_seen(&hash) {
        return Ok(None);
    }
    let format =
        Format::from_path(path).ok_or_else(|| format!("{}: not a puzzle file", path.display()))?;
    let loaded = formats::read_bytes(&bytes, format, path).map_err(|e| e.to_string())?;
    let date = parse_date(&loaded.puzzle.meta.date)
        .or_else(|| modified(path))
        .unwrap_or(now);
    let source = Source::File {
        path: path.display().to_string(),
    };
    let added = memory.remember(&loaded.puzzle, &source, date);
    memory.mark_seen(hash, now);
    Ok(Some(added))
}

/// A file's content hash: two FNV-1a passes with different seeds, 128 bits in hex — enough
/// to tell files apart, not a defence against forged collisions.
pub(super) fn content_hash(bytes: &[u8]) -> String {
    let pass = |seed: u64| {
        bytes.iter().fold(seed, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
        })
    };
    format!(
        "{:016x}{:016x}",
        pass(0xcbf2_9ce4_8422_2325),
        pass(0x8422_2325_cbf2_9ce4)
    )
}

/// When the file was last changed (Unix seconds), for a puzzle that names no date.
fn modified(path: &Path) -> Option<i64> {
    let t = std::fs::metadata(path).ok()?.modified().ok()?;
    let secs = t.duration_since(std::time::UNIX_EPOCH).ok()?.as_secs();
    i64::try_from(secs).ok()
}

/// A puzzle's date (`2024-03-05`, `3/5/2024` as ipuz writes it, or either followed by
/// more) as Unix seconds at midnight UTC; `None` when it is not one of those.
pub(super) fn parse_date(text: &str) -> Option<i64> {
    let head = text.split_whitespace().next()?;
    let parts: Vec<i64> = head
        .split(['-', '/'])
        .map(|p| p.parse().ok())
        .collect::<Option<_>>()?;
    let (y, m, d) = match parts[..] {
        [y, m, d] if head.contains('-') => (y, m, d),
        [m, d, y] => (y, m, d),
        _ => return None,
    };
    if !(1800..=9999).contains(&y) || !(1..=12).contains(&m) || !(1..=31).contains(&d) {
        return None;
    }
    Some(days_from_civil(y, m, d) * 86_400)
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
fn days_from_civil(y: i64, m: i64, d: i64) -> i64 {
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}
