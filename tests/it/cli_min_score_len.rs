//! Minimum scores per entry length (issue 33): `--min-score-len 3=55` and
//! `min_score_by_length` in config.toml hold each length to its own minimum in `query`,
//! `fill` and `check`.

use crate::common::isolated::gridwright_in;

use std::path::Path;

const LIST: &str = "CAT;52\nDOG;60\nEMU;56\nHORSE;45\nSTAR;48\n";

fn run(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let list = dir.join("words.dict");
    if !list.exists() {
        std::fs::write(&list, LIST).expect("list");
    }
    let out = gridwright_in(dir)
        .args(args)
        .arg("--list")
        .arg(&list)
        .output()
        .expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn words(out: &str) -> Vec<&str> {
    out.lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|w| w.chars().all(|c| c.is_ascii_uppercase()))
        .collect()
}

#[test]
fn query_holds_each_length_to_its_own_minimum() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path();
    let (_, out, err) = run(dir, &["query", "???", "--min-score", "50"]);
    assert_eq!(words(&out), ["DOG", "EMU", "CAT"], "{out}{err}");
    let (_, out, _) = run(dir, &["query", "???", "--min-score-len", "3=55"]);
    assert_eq!(words(&out), ["DOG", "EMU"], "{out}");
    // A `*` pattern spans lengths: each match meets its own length's minimum.
    let (_, out, _) = run(
        dir,
        &[
            "query",
            "*",
            "--min-score",
            "40",
            "--min-score-len",
            "3=55",
            "--min-score-len",
            "4=49",
        ],
    );
    assert_eq!(words(&out), ["DOG", "EMU", "HORSE"], "{out}");
    let (code, _, err) = run(dir, &["query", "???", "--min-score-len", "3:55"]);
    assert_eq!(code, 2);
    assert!(err.contains("LEN=SCORE"), "{err}");
}

#[test]
fn the_config_sets_minimums_by_length_and_the_flag_overrides_it() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path();
    std::fs::create_dir_all(dir.join("config")).expect("config dir");
    std::fs::write(
        dir.join("config/config.toml"),
        "min_score = 40\nmin_score_by_length = { 3 = 58 }\n",
    )
    .expect("config");
    let (_, out, _) = run(dir, &["query", "???"]);
    assert_eq!(words(&out), ["DOG"], "{out}");
    let (_, out, _) = run(dir, &["query", "????"]);
    assert_eq!(
        words(&out),
        ["STAR"],
        "the default applies to other lengths: {out}"
    );
    let (_, out, _) = run(dir, &["query", "???", "--min-score-len", "3=50"]);
    assert_eq!(words(&out), ["DOG", "EMU", "CAT"], "{out}");
}

#[test]
fn fill_and_check_use_the_minimum_of_each_entrys_length() {
    let tmp = tempfile::tempdir().expect("tmp");
    let dir = tmp.path();
    let grid = dir.join("row.txt");
    std::fs::write(&grid, "...\n###\n###\n").expect("grid");
    let g = grid.to_str().expect("utf-8");
    let (code, out, err) = run(dir, &["fill", g, "--min-score-len", "3=59"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("DOG"), "only DOG is good enough: {out}");
    let (code, _, err) = run(dir, &["fill", g, "--min-score-len", "3=61"]);
    assert_ne!(code, 0, "no three-letter word is good enough: {err}");

    let filled = dir.join("cat.txt");
    std::fs::write(&filled, "CAT\n###\n###\n").expect("grid");
    let f = filled.to_str().expect("utf-8");
    let (_, out, err) = run(dir, &["check", f, "--publish", "--min-score", "50"]);
    assert!(!format!("{out}{err}").contains("CAT scores"), "{out}{err}");
    let (_, out, err) = run(dir, &["check", f, "--publish", "--min-score-len", "3=55"]);
    assert!(
        format!("{out}{err}").contains("CAT scores 52, below the minimum 55"),
        "CAT is below 55 now: {out}{err}"
    );
}
