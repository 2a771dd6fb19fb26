//! The conformance suite: every real puzzle file under `tests/fixtures/real/` (written by other
//! tools; see the READMEs there), and those written for issue 31 under `tests/fixtures/faithful/`, is imported, kept through a save slot, and written to every
//! format and read back. What a format can hold must come back unchanged; what it cannot must
//! be named by `formats::loss::losses`, never dropped silently.
//!
//! `cargo test --test formats_conformance -- --ignored --nocapture` prints the table of files
//! × formats used in the closing notes.

mod generate;
mod ipuz_read;
mod lists;
mod project;
mod puzpy_read;

use gridwright::formats::{self, Format, WriteOptions, loss};
use gridwright::grid::Puzzle;
use gridwright::store::doc::SlotDoc;
use project::{by_design, diff, normal, project};
use proptest::prelude::*;
use std::path::{Path, PathBuf};

/// Files another reader refuses too, with the reason ours must give: puzpy also finds no
/// ACROSS&DOWN magic in `ONE_bad.puz`, and no reader can unlock a scrambled solution without
/// its key (puzpy's tests give the keys of two locked files only; see `KEYS`).
const REFUSED: &[(&str, &str)] = &[
    ("ONE_bad.puz", "ACROSS&DOWN"),
    ("nyt_sun_rebus.puz", "scrambled"),
    ("nyt_weekday_with_notes.puz", "scrambled"),
    // Not crosswords: a quotation grid and a number-substitution grid.
    ("acrostic.jpz", "crossword grids only"),
    ("acrostic-attribution.jpz", "crossword grids only"),
    ("acrostic-explicit-width.jpz", "crossword grids only"),
    ("coded.jpz", "crossword grids only"),
    // Written for issue 31: a width of 70,000 digits and escape codes, refused with both cut.
    ("bad-escape.jpz", "width"),
];

/// The keys of locked files, from puzpy's tests.
const KEYS: &[(&str, u16)] = &[("nyt_locked.puz", 7844), ("nyt_diagramless.puz", 3285)];

fn load(path: &Path) -> Result<formats::Loaded, formats::FormatError> {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let puz_key = KEYS
        .iter()
        .find(|(f, _)| *f == name)
        .map(|(_, k)| k.to_string().parse().expect("a key"));
    formats::load_with(path, &formats::ReadOptions { puz_key })
}

/// Runs a Python reader over every file in `dir`: `import MODULE` (exit 3 when it is
/// missing), then `body` with the folder as `d`. `None` when Python or the module is missing;
/// a script that fails otherwise fails the test, so a crashing reader is never a skip.
pub(crate) fn python_over(dir: &Path, module: &str, body: &str) -> Option<String> {
    let script = format!(
        "import os, sys\ntry:\n    import {module}\nexcept ImportError:\n    sys.exit(3)\nd = sys.argv[1]\n{body}"
    );
    let out = std::process::Command::new("python3")
        .arg("-c")
        .arg(script)
        .arg(dir)
        .output()
        .ok()?;
    if out.status.code() == Some(3) {
        return None;
    }
    assert!(
        out.status.success(),
        "{module}'s script failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(String::from_utf8(out.stdout).expect("utf-8 report"))
}

fn real_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/real")
}

/// Files written for the cases of issue 31 (unnumbered clues, range labels, a barred `.xd`,
/// files once refused), in the suite beside the real ones.
fn faithful_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/faithful")
}

/// Every puzzle file under `tests/fixtures/real`, sorted.
fn real_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if Format::from_path(&p).is_some_and(Format::is_readable) {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(&real_dir(), &mut out);
    walk(&faithful_dir(), &mut out);
    out.sort();
    out
}

fn short(path: &Path) -> String {
    path.strip_prefix(real_dir())
        .or_else(|_| {
            path.strip_prefix(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures"))
        })
        .unwrap_or(path)
        .display()
        .to_string()
}

fn refusal(path: &Path) -> Option<&'static str> {
    let name = path.file_name()?.to_str()?;
    REFUSED.iter().find(|(f, _)| *f == name).map(|(_, r)| *r)
}

/// The puzzles of every file that should import, with their names.
fn imported() -> Vec<(String, Puzzle)> {
    real_files()
        .into_iter()
        .filter(|p| refusal(p).is_none())
        .map(|p| {
            let loaded = load(&p).unwrap_or_else(|e| panic!("{}: {e}", short(&p)));
            (short(&p), loaded.puzzle)
        })
        .collect()
}

fn through_slot(p: &Puzzle) -> Puzzle {
    let doc = SlotDoc::new(p, 0, 0, None);
    let text = doc.to_toml().expect("serialises");
    SlotDoc::from_toml(&text)
        .expect("parses")
        .puzzle
        .to_puzzle()
        .expect("valid")
}

fn options() -> WriteOptions {
    WriteOptions {
        allow_incomplete: true,
        ..WriteOptions::default()
    }
}

/// Writes `p` as `format` and reads it back.
fn round_trip(p: &Puzzle, format: Format) -> Result<Puzzle, String> {
    let bytes = formats::to_bytes(p, format, &options()).map_err(|e| format!("write: {e}"))?;
    let name = PathBuf::from(format!("back.{format}"));
    formats::read_bytes(&bytes, format, &name)
        .map(|l| l.puzzle)
        .map_err(|e| format!("read: {e}"))
}

fn readable() -> impl Iterator<Item = Format> {
    Format::ALL.into_iter().filter(|f| f.is_readable())
}

/// The formats written and read back: the readable ones and Across Lite Text (read as `.txt`).
fn written() -> impl Iterator<Item = Format> {
    readable().chain([Format::AcrossText])
}

#[test]
fn the_suite_has_files_of_every_readable_format() {
    let files = real_files();
    for f in readable() {
        let n = files
            .iter()
            .filter(|p| Format::from_path(p) == Some(f))
            .count();
        assert!(n > 0, "no real .{f} file under tests/fixtures/real");
    }
}

#[test]
fn refused_files_give_the_reason_another_reader_gives() {
    for path in real_files() {
        if let Some(reason) = refusal(&path) {
            let e = load(&path).expect_err("refused").to_string();
            assert!(e.contains(reason), "{}: {e}", short(&path));
        }
    }
}

#[test]
fn every_real_file_comes_back_unchanged_through_a_slot() {
    for (name, p) in imported() {
        assert_eq!(through_slot(&p), p, "{name}");
    }
}

#[test]
fn every_format_keeps_what_it_holds_and_names_the_rest() {
    let mut failures = Vec::new();
    for (name, p) in imported() {
        for format in written() {
            let expected = normal(&by_design(&project(&p, format), format));
            match round_trip(&p, format) {
                Ok(back) if normal(&by_design(&back, format)) == expected => {}
                Ok(back) => failures.push(format!(
                    "{name} → .{format}: changed\n  {}",
                    diff(&expected, &normal(&by_design(&back, format)))
                )),
                Err(e) => failures.push(format!("{name} → .{format}: {e}")),
            }
            let lost = loss::losses(&p, format);
            let loses = normal(&project(&p, format)) != normal(&p);
            if lost.is_empty() == loses {
                failures.push(format!(
                    "{name} → .{format}: losses() says {lost:?} but the format {} drop something",
                    if loses { "does" } else { "does not" }
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_real_file_prints() {
    for (name, p) in imported() {
        for format in [Format::Html, Format::Pdf] {
            let bytes = formats::to_bytes(&p, format, &options())
                .unwrap_or_else(|e| panic!("{name} → .{format}: {e}"));
            assert!(!bytes.is_empty(), "{name} → .{format}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Any puzzle → each format → puzzle keeps every field the format holds, and `losses`
    /// names something exactly when a field is dropped.
    #[test]
    fn generated_puzzles_keep_what_each_format_holds(p in generate::puzzle()) {
        for format in written() {
            let back = round_trip(&p, format).map_err(|e| TestCaseError::fail(format!(".{format}: {e}")))?;
            let expected = normal(&by_design(&project(&p, format), format));
            let back = normal(&by_design(&back, format));
            prop_assert!(back == expected, ".{}: {}", format, diff(&expected, &back));
            let lost = loss::losses(&p, format);
            prop_assert_eq!(lost.is_empty(), normal(&project(&p, format)) == normal(&p), ".{}: {:?}", format, lost);
        }
        prop_assert_eq!(through_slot(&p), p);
    }
}

/// The table for the closing note: each file, whether it imports, and per format "kept" or
/// what is named as lost (or the error).
#[test]
#[ignore = "prints a report; run with --ignored --nocapture"]
fn print_conformance_table() {
    let formats: Vec<Format> = written().collect();
    let head: Vec<String> = formats.iter().map(|f| format!(".{f}")).collect();
    println!("| file | imports | {} |", head.join(" | "));
    println!("|---|---|{}", "---|".repeat(formats.len()));
    for path in real_files() {
        let name = short(&path);
        let p = match load(&path) {
            Ok(l) => l.puzzle,
            Err(e) => {
                let e = e.to_string();
                let reason = e.rsplit(": ").next().unwrap_or(&e).to_string();
                println!(
                    "| {name} | refused: {reason} |{}",
                    " |".repeat(formats.len())
                );
                continue;
            }
        };
        let cells: Vec<String> = formats
            .iter()
            .map(|&f| {
                let expected = normal(&by_design(&project(&p, f), f));
                match round_trip(&p, f) {
                    Ok(back) if normal(&by_design(&back, f)) == expected => {
                        let lost = loss::losses(&p, f);
                        if lost.is_empty() {
                            "all".to_string()
                        } else {
                            format!("all but {}", lost.join(", "))
                        }
                    }
                    Ok(_) => "CHANGED".to_string(),
                    Err(e) => format!("error: {e}"),
                }
            })
            .collect();
        println!("| {name} | yes | {} |", cells.join(" | "));
    }
}
