//! Importing a folder of puzzle files into the clue memory: each file read once, known by
//! the hash of its content, so importing the same folder again reads only new files.
//!
//! The store knows no file format: the caller finds the files and reads each file's bytes
//! into a puzzle (the formats engine's `folder` module does both).

use super::{ClueMemory, Source};
use crate::grid::Puzzle;
use crate::store::read::{PUZZLE_LIMIT, read_limited};
use std::path::{Path, PathBuf};

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

/// Reads a file's bytes into a puzzle, or says why not (naming the file).
pub type ReadPuzzle<'a> = &'a dyn Fn(&[u8], &Path) -> Result<Puzzle, String>;

/// Imports `files` into `memory` at time `now`, each read by `read`, calling
/// `progress(done, total)` after each. A file seen before (same content) is skipped unread;
/// a file that does not read is reported and not marked seen, so a later import tries it again.
pub fn import_files(
    memory: &mut ClueMemory,
    files: &[PathBuf],
    now: i64,
    read: ReadPuzzle<'_>,
    mut progress: impl FnMut(usize, usize),
) -> ImportReport {
    let mut report = ImportReport::default();
    for (i, path) in files.iter().enumerate() {
        match import_one(memory, path, now, read) {
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
fn import_one(
    memory: &mut ClueMemory,
    path: &Path,
    now: i64,
    read: ReadPuzzle<'_>,
) -> Result<Option<usize>, String> {
    let bytes = read_limited(path, PUZZLE_LIMIT).map_err(|e| format!("{}: {e}", path.display()))?;
    let hash = content_hash(&bytes);
    if memory.has_seen(&hash) {
        return Ok(None);
    }
    let puzzle = read(&bytes, path)?;
    let date = parse_date(&puzzle.meta.date)
        .or_else(|| modified(path))
        .unwrap_or(now);
    let source = Source::File {
        path: path.display().to_string(),
    };
    let added = memory.remember(&puzzle, &source, date);
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
