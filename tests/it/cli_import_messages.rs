//! What `import` and `check` tell about files (issue 46, item 4): the help names every format
//! read, a page without an Exolve block says so, `--out` writes the format its extension
//! names, and `check`'s diagrams of a barred grid draw the bars.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn gridwright(args: &[&str], dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gridwright"))
        .args(args)
        .current_dir(dir)
        .env("GRIDWRIGHT_DATA_DIR", dir.join("data"))
        .env("GRIDWRIGHT_CONFIG_DIR", dir.join("config"))
        .env("GRIDWRIGHT_CACHE_DIR", dir.join("cache"))
        .output()
        .expect("the binary runs")
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

#[test]
fn import_help_names_exolve_and_html() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = gridwright(&["help", "import"], dir.path());
    let help = String::from_utf8_lossy(&out.stdout);
    for word in [".exolve", ".html", "Across Lite Text", ".xd"] {
        assert!(help.contains(word), "help import lacks {word}:\n{help}");
    }
    let out = gridwright(&["--help"], dir.path());
    let top = String::from_utf8_lossy(&out.stdout);
    assert!(top.contains("--play") && top.contains(".exolve"), "{top}");
}

#[test]
fn a_page_without_an_exolve_block_says_so() {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("page.html"), "<html><body>hi</body></html>").expect("w");
    let out = gridwright(&["import", "page.html"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("page.html: no exolve-begin … exolve-end block in this page"),
        "{err}"
    );
    assert!(!err.contains("output only"), "{err}");
}

#[test]
fn import_out_writes_the_format_its_extension_names() {
    let dir = tempfile::tempdir().expect("tempdir");
    let source = fixture("faithful/exolve-rebus.exolve");
    let source = source.to_str().expect("utf-8 path");
    let out = gridwright(&["import", source, "--out", "back.ipuz"], dir.path());
    assert!(out.status.success(), "{out:?}");
    let written = std::fs::read_to_string(dir.path().join("back.ipuz")).expect("written");
    let json: serde_json::Value = serde_json::from_str(&written).expect("an .ipuz is JSON");
    assert!(json["kind"].to_string().contains("crossword"), "{written}");
    // Any other extension is our text puzzle, as before.
    let out = gridwright(&["import", source, "--out", "back.grid"], dir.path());
    assert!(out.status.success(), "{out:?}");
    let text = std::fs::read_to_string(dir.path().join("back.grid")).expect("written");
    assert!(text.contains("Across"), "{text}");
}

#[test]
fn check_draws_the_bars_of_a_barred_grid() {
    let dir = tempfile::tempdir().expect("tempdir");
    let source = fixture("faithful/barred.xd");
    let out = gridwright(&["check", source.to_str().expect("utf-8")], dir.path());
    let report = String::from_utf8_lossy(&out.stdout);
    let (diagram, rest) = report.split_once("\nNumbering:").expect("a numbering");
    assert!(
        diagram.lines().any(|l| l.contains('|')),
        "no bar drawn:\n{diagram}"
    );
    let numbering = rest.split_once("\nAcross:").expect("clues").0;
    assert!(numbering.contains('|'), "{numbering}");
}
