//! `gridwright fill --include/--include-soft/--max-shared` through the binary: theme entries
//! placed and named in JSON, an impossible theme refused with exit 2, a soft one left out.

use crate::common::isolated;

use std::process::Output;

/// Two ways to fill a 3×3 square and a few spare words.
const LIST: &str = "ACE;60\nCUR;60\nTEA;60\nACT;60\nCUE;60\nERA;60\nTAR;50\nEAT;50\n";

fn fill(dir: &tempfile::TempDir, grid: &str, args: &[&str]) -> Output {
    std::fs::write(dir.path().join("words.dict"), LIST).expect("list");
    std::fs::write(dir.path().join("g.txt"), grid).expect("grid");
    isolated::gridwright_in(dir.path())
        .arg("fill")
        .arg("--list")
        .arg(dir.path().join("words.dict"))
        .arg(dir.path().join("g.txt"))
        .args(args)
        .output()
        .expect("runs")
}

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).expect("json")
}

#[test]
fn theme_entries_are_placed_where_the_filler_picks() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Without a theme the best-scored words win; with one, the two rows hold the theme.
    let out = fill(
        &dir,
        "...\n###\n...\n",
        &["--include", "eat", "--include", "T-A-R", "--json"],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc = json(&out);
    let mut rows = vec![doc["grid"][0].clone(), doc["grid"][2].clone()];
    rows.sort_by_key(|v| v.to_string());
    assert_eq!(rows, [serde_json::json!("EAT"), serde_json::json!("TAR")]);
    assert_eq!(doc["left_out"], serde_json::json!([]));
}

#[test]
fn an_impossible_theme_is_refused_with_exit_2() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = fill(&dir, "...\n...\n...\n", &["--include", "ICED TEA"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "theme entry ICEDTEA has 7 letters, but no entry the fill writes has 7 (they have 3)"
        ),
        "{err}"
    );
    let out = fill(&dir, "...\n...\n...\n", &["--include", "ТЕА"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not a letter of the Latin alphabet"));
    let out = fill(&dir, "...\n...\n...\n", &["--include-soft"]);
    assert_eq!(out.status.code(), Some(2), "--include-soft needs --include");
}

#[test]
fn a_soft_theme_entry_with_no_room_is_left_out_and_named_a_hard_one_is_unfillable() {
    let dir = tempfile::tempdir().expect("tempdir");
    let grid = "A..\n...\n...\n";
    let out = fill(&dir, grid, &["--include", "TAR", "--json"]);
    assert_eq!(out.status.code(), Some(3));
    assert!(
        json(&out)["reason"]
            .as_str()
            .is_some_and(|r| r.contains("theme entries"))
    );
    let out = fill(&dir, grid, &["--include", "TAR", "--include-soft"]);
    assert!(out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("left out 1 theme entry: TAR (no fill has room for it)"),
        "{err}"
    );
    // In --json, each entry left out with why.
    let out = fill(
        &dir,
        grid,
        &["--include", "TAR", "--include-soft", "--json"],
    );
    assert!(out.status.success());
    let why = serde_json::json!([{"entry": "TAR", "why": "no fill has room for it"}]);
    assert_eq!(json(&out)["left_out_why"], why);
}

#[test]
fn max_shared_rules_out_echoes() {
    let dir = tempfile::tempdir().expect("tempdir");
    // Both squares hold CUR and CUE (sharing CU): a limit of 1 leaves no fill.
    let out = fill(&dir, "...\n...\n...\n", &["--max-shared", "1"]);
    assert_eq!(
        out.status.code(),
        Some(3),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = fill(&dir, "...\n...\n...\n", &["--max-shared", "2", "--json"]);
    assert!(out.status.success());
    let out = fill(&dir, "...\n...\n...\n", &["--max-shared", "0"]);
    assert_eq!(out.status.code(), Some(2));
}
