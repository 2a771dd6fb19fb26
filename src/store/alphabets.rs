//! The user's own alphabets: `<config dir>/alphabets/NAME.toml`, one alphabet a file.

use crate::grid::alphabet::{Alphabets, parse_custom};
use std::path::Path;

/// The largest alphabet file read: a few dozen letters and folds fit in far less.
const ALPHABET_FILE_LIMIT: u64 = 64 * 1024;

/// The built-in alphabets plus every `*.toml` in `dir` (file stem = name), sorted by file
/// name. A file that cannot be read or parsed is left out and named in the warnings as
/// `path: why` (with TOML's line and column when it has them).
pub fn load_dir(dir: &Path) -> (Alphabets, Vec<String>) {
    let mut alphabets = Alphabets::builtin();
    let mut warnings = Vec::new();
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (alphabets, warnings),
        Err(e) => {
            warnings.push(format!("{}: {e}", dir.display()));
            return (alphabets, warnings);
        }
    };
    let mut files: Vec<_> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| {
            p.extension()
                .is_some_and(|x| x.eq_ignore_ascii_case("toml"))
        })
        .collect();
    files.sort();
    for path in files {
        let name = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let text = match super::read::read_to_string_limited(&path, ALPHABET_FILE_LIMIT) {
            Ok(t) => t,
            Err(e) => {
                warnings.push(format!("{}: {e}", path.display()));
                continue;
            }
        };
        match parse_custom(&name, &text) {
            Ok(a) => alphabets.add(a),
            Err(e) => warnings.push(format!("{}: {e}", path.display())),
        }
    }
    (alphabets, warnings)
}

/// [`load_dir`] on `<config dir>/alphabets`, or only the built-in alphabets when there is no
/// config dir.
pub fn load_user() -> (Alphabets, Vec<String>) {
    match super::paths::config_dir() {
        Ok(dir) => load_dir(&dir.join("alphabets")),
        Err(_) => (Alphabets::builtin(), Vec::new()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn good_files_load_and_bad_ones_are_named() {
        let dir = tempfile::tempdir().expect("tempdir");
        let d = dir.path();
        std::fs::write(
            d.join("norsk.toml"),
            "letters = \"ABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅ\"\n",
        )
        .expect("write");
        std::fs::write(d.join("broken.toml"), "letters = [\n").expect("write");
        std::fs::write(d.join("latin.toml"), "letters = \"AB\"\n").expect("write");
        std::fs::write(d.join("notes.txt"), "ignored").expect("write");
        let (reg, warnings) = load_dir(d);
        assert_eq!(reg.get("norsk").expect("norsk").len(), 29);
        assert_eq!(warnings.len(), 2, "{warnings:?}");
        assert!(warnings[0].contains("broken.toml") && warnings[0].contains("line"));
        assert!(warnings[1].contains("latin.toml") && warnings[1].contains("built-in"));
        let (reg, warnings) = load_dir(&d.join("missing"));
        assert!(warnings.is_empty() && reg.custom().is_empty());
    }
}
