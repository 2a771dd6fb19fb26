//! A folder of puzzle files, as `gridwright clues import` reads it into the clue memory:
//! which files it holds, and each file's bytes read in the format its extension names.

use super::Format;
use crate::grid::Puzzle;
use std::io;
use std::path::{Path, PathBuf};

/// The formats a folder import reads (text grids carry no clues worth keeping apart).
const IMPORTED: [Format; 4] = [Format::Puz, Format::Ipuz, Format::Jpz, Format::Xd];
/// How deep a folder import goes below the folder it was given.
const MAX_DEPTH: usize = 16;

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

/// Reads the bytes of the puzzle file `path` in the format its extension names: the reader
/// a clue memory import is given (`crate::store::clue_memory::import_files`).
pub fn read_puzzle(bytes: &[u8], path: &Path) -> Result<Puzzle, String> {
    let format =
        Format::from_path(path).ok_or_else(|| format!("{}: not a puzzle file", path.display()))?;
    super::read_bytes(bytes, format, path)
        .map(|loaded| loaded.puzzle)
        .map_err(|e| e.to_string())
}
