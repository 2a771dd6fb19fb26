//! `gridwright design` through the binary: text and JSON designs that pass the validator,
//! `--out-dir` files that import back, `--slot`, and the exit codes 0, 2, 3 and 4.

use crate::common::builtin::{self, MIN};
use crate::common::design_check::{self, Rules, Theme};
use crate::common::isolated;
use std::process::Output;

fn design(dir: &tempfile::TempDir, args: &[&str]) -> Output {
    isolated::gridwright_in(dir.path())
        .arg("design")
        .args(["--threads", "2", "--min-score", "40"])
        .args(args)
        .output()
        .expect("runs")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Validates the designs of a `--json` answer with the validator written apart from the
/// engine, against the built-in list.
fn validate_json(out: &Output, symmetry: &str, max_words: usize) -> Vec<serde_json::Value> {
    let docs: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).expect("json");
    let list = builtin::list();
    let score = |w: &str| {
        list.get(&w.bytes().map(|b| b - b'A').collect::<Vec<_>>())
            .copied()
    };
    for d in &docs {
        let rows: Vec<String> = d["grid"]
            .as_array()
            .expect("rows")
            .iter()
            .map(|r| r.as_str().expect("row").to_string())
            .collect();
        let theme: Vec<Theme> = d["theme"]
            .as_array()
            .expect("theme")
            .iter()
            .map(|t| Theme {
                answer: t["answer"].as_str().expect("answer").to_string(),
                row: t["row"].as_u64().expect("row") as usize,
                col: t["col"].as_u64().expect("col") as usize,
                across: t["direction"] == "across",
            })
            .collect();
        let rules = Rules {
            symmetry,
            max_words,
            max_blocks: None,
            min_entry: 3,
            min_score: MIN,
        };
        design_check::check(&rows, &theme, &rules, &score);
        let blocks: usize = rows.iter().map(|r| r.matches('#').count()).sum();
        assert_eq!(d["blocks"].as_u64(), Some(blocks as u64));
        assert!(d["average_score"].as_f64().expect("average") >= f64::from(MIN));
        assert!(d["lowest_score"].as_u64().expect("lowest") >= u64::from(MIN));
        assert!(d["words"].as_u64().expect("words") as usize <= max_words);
    }
    docs
}

#[test]
fn json_designs_place_every_theme_entry_and_pass_the_validator() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = design(
        &dir,
        &[
            "11x11", "--theme", "garden", "--theme", "Planet", "--count", "2", "--json",
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let docs = validate_json(&out, "rotational", 42);
    assert_eq!(docs.len(), 2);
    for d in &docs {
        let answers: Vec<&str> = d["theme"]
            .as_array()
            .expect("theme")
            .iter()
            .map(|t| t["answer"].as_str().expect("answer"))
            .collect();
        assert_eq!(answers.len(), 2);
        assert!(answers.contains(&"GARDEN") && answers.contains(&"PLANET"));
    }
}

#[test]
fn text_designs_show_the_grid_the_figures_and_the_theme() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = design(
        &dir,
        &["9x9", "--theme", "tiger@5,3,across", "--count", "1"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    let mut lines = text.lines();
    let head = lines.next().expect("heading");
    assert!(head.starts_with("design 1 of 1: "), "{head}");
    assert!(
        head.contains(" words, ")
            && head.contains(" blocks, ")
            && head.contains(" 3-letter, ")
            && head.contains(" cheaters, average score ")
            && !head.contains("breaks"),
        "{head}"
    );
    let rows: Vec<&str> = lines.by_ref().take(9).collect();
    assert!(rows.iter().all(|r| r.chars().count() == 9), "{text}");
    assert_eq!(
        &rows[4][2..7],
        "TIGER",
        "pinned at row 5, column 3:\n{text}"
    );
    assert_eq!(lines.next(), Some("  TIGER at r5c3 across"));
    assert!(stderr(&out).contains("1 design in "), "{}", stderr(&out));
}

#[test]
fn out_dir_files_import_back_with_the_theme_locked_and_slot_saves_the_best() {
    let dir = tempfile::tempdir().expect("tempdir");
    let designs = dir.path().join("designs");
    let out = design(
        &dir,
        &[
            "9x9",
            "--theme",
            "OCEAN",
            "--count",
            "2",
            "--out-dir",
            designs.to_str().expect("utf-8"),
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    for n in 1..=2 {
        let file = designs.join(format!("design-{n}.ipuz"));
        let loaded = gridwright::formats::load(&file).expect("reads back");
        let p = loaded.puzzle;
        assert!(p.grid.is_complete());
        assert_eq!(p.locked.len(), 5, "OCEAN's squares are locked");
        let back = isolated::gridwright_in(dir.path())
            .arg("import")
            .arg(&file)
            .output()
            .expect("runs");
        assert!(back.status.success(), "{}", stderr(&back));
        assert!(String::from_utf8_lossy(&back.stdout).contains("OCEAN"));
    }
    let out = design(
        &dir,
        &["9x9", "--theme", "OCEAN", "--count", "1", "--slot", "1"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let again = design(
        &dir,
        &["9x9", "--theme", "OCEAN", "--count", "1", "--slot", "1"],
    );
    assert_eq!(
        again.status.code(),
        Some(2),
        "an occupied slot needs --force"
    );
    assert!(stderr(&again).contains("--force"), "{}", stderr(&again));
    let shown = isolated::gridwright_in(dir.path())
        .args(["slots", "show", "1"])
        .output()
        .expect("runs");
    assert!(
        String::from_utf8_lossy(&shown.stdout).contains("OCEAN"),
        "{}",
        stderr(&shown)
    );
}

#[test]
fn bad_input_exits_2_naming_the_entry() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = design(&dir, &["7x7", "--theme", "ELEPHANTS"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("ELEPHANTS has 9 letters"),
        "{}",
        stderr(&out)
    );
    let out = design(&dir, &["7x7", "--theme", "R2D2"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("\"R2D2\""), "{}", stderr(&out));
    let out = design(
        &dir,
        &[
            "3x3", "--theme", "CAT", "--theme", "DOG", "--theme", "EMU", "--theme", "OWL",
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("more than the grid's 9 squares"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_proved_impossible_theme_exits_3_and_a_fruitless_search_exits_4() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = design(
        &dir,
        &[
            "7x7",
            "--theme",
            "TIGER@1,1,across",
            "--theme",
            "OCEAN@1,1,down",
            "--json",
        ],
    );
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("no design exists"),
        "{}",
        stderr(&out)
    );
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "[]");
    // No 5×5 pattern has as few as 4 entries: every attempt fails until the clock stops it.
    let out = design(&dir, &["5x5", "--max-words", "4", "--timeout", "1"]);
    assert_eq!(out.status.code(), Some(4), "{}", stderr(&out));
    assert!(stderr(&out).contains("no design found"), "{}", stderr(&out));
}

#[test]
fn a_theme_the_rules_cannot_hold_gets_a_design_that_says_what_it_breaks() {
    // The pinned entry's end blocks and their partners are 4 cheaters, past the 2 allowed.
    let dir = tempfile::tempdir().expect("tempdir");
    let args = [
        "13x13",
        "--theme",
        "INFORMATION@1,1,across",
        "--theme",
        "CONSTRUCTOR",
        "--count",
        "1",
    ];
    let out = design(&dir, &[&args[..], &["--json"]].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    let docs = validate_json(&out, "rotational", 59);
    let breaks = docs[0]["breaks"].as_array().expect("breaks");
    assert!(
        breaks
            .iter()
            .any(|b| b["rule"] == "cheaters" && b["max"] == 2 && b["count"].as_u64() >= Some(4)),
        "{breaks:?}"
    );
    assert!(
        stderr(&out).contains("no pattern kept the house rules"),
        "{}",
        stderr(&out)
    );
    let out = design(&dir, &args);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("; breaks: ") && text.contains(" cheaters > 2"),
        "{text}"
    );
}
