//! `gridwright check --viable`: dead squares and dead entries, text and JSON, exit status.

use std::path::Path;
use std::process::Command;

fn gridwright(dir: &Path) -> Command {
    let mut c = crate::common::isolated::gridwright_in(dir);
    c.current_dir(dir);
    c
}

fn run(c: &mut Command) -> (i32, String, String) {
    let out = c.output().expect("binary runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn setup(grid: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(
        dir.path().join("words.txt"),
        "CAT;60\nCOT;50\nDOG;40\nAAA;20\nOOO;20\nTTT;20\nGGG;20\nAGE;50\nTEN;50\nAGO;50\n",
    )
    .expect("write list");
    std::fs::write(dir.path().join("grid.txt"), grid).expect("write grid");
    dir
}

const FLAGS: [&str; 6] = [
    "check",
    "grid.txt",
    "--viable",
    "--list",
    "words.txt",
    "--min-score=0",
];

#[test]
fn a_fillable_grid_exits_0() {
    let dir = setup("...\n...\n...\n");
    let (code, out, err) = run(gridwright(dir.path()).args(FLAGS));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("every entry still has a word"), "{out}");
}

#[test]
fn a_dead_square_and_entry_are_listed_1_based_and_exit_1() {
    let dir = setup("..Z\n...\n...\n");
    let (code, out, err) = run(gridwright(dir.path()).args(FLAGS));
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("dead square r1c3 (row 1, col 3)"), "{out}");
    assert!(out.contains("dead entry  1A ??Z"), "{out}");
    assert!(out.contains("1 dead square,"), "{out}");
    let (code, out, _) = run(gridwright(dir.path()).args(FLAGS).arg("--json"));
    assert_eq!(code, 1);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["viable"], false);
    assert_eq!(
        v["dead_squares"][0],
        serde_json::json!({"row": 1, "col": 3})
    );
    let dead = v["dead_entries"].as_array().expect("dead entries");
    assert!(
        dead.iter().any(|e| e["label"] == "1A" && e["viable"] == 0),
        "{out}"
    );
    let three_down = v["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .find(|e| e["label"] == "3D")
        .expect("3D");
    assert_eq!(three_down["row"], 1);
    assert_eq!(three_down["col"], 3);
}

#[test]
fn json_of_a_fillable_grid_says_viable() {
    let dir = setup("...\n...\n...\n");
    let (code, out, _) = run(gridwright(dir.path()).args(FLAGS).arg("--json"));
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["viable"], true);
    assert_eq!(v["dead_squares"], serde_json::json!([]));
    assert!(v["entries"][0]["viable"].as_u64().expect("count") >= 1);
}
