//! `gridwright fill` through the binary: grids in and out, exit statuses, JSON, regions and
//! bad input, each run with a private cache and config.

use crate::common::isolated;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Six words that fill an open 3×3 one way (and its transpose), plus words that do not fit
/// or fall below the default minimum score of 50.
const LIST: &str = "ACE;60\nCUR;60\nTEA;60\nACT;60\nCUE;60\nERA;60\nDOG;55\nZAP;20\nEYE;30\n";

struct Setup {
    dir: tempfile::TempDir,
}

impl Setup {
    fn new() -> Setup {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::write(dir.path().join("words.dict"), LIST).expect("write list");
        Setup { dir }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    fn grid(&self, name: &str, rows: &str) -> PathBuf {
        let p = self.path(name);
        std::fs::write(&p, rows).expect("write grid");
        p
    }

    /// `gridwright fill` over the small list, with the given arguments.
    fn fill(&self, args: &[&str]) -> Output {
        self.command()
            .arg("fill")
            .arg("--list")
            .arg(self.path("words.dict"))
            .args(args)
            .output()
            .expect("runs")
    }

    /// `gridwright fill GRID` over one other list.
    fn fill_over(&self, list: &Path, grid: &Path) -> Output {
        self.command()
            .arg("fill")
            .arg("--list")
            .arg(list)
            .arg(grid)
            .output()
            .expect("runs")
    }

    fn command(&self) -> Command {
        isolated::gridwright_in(self.dir.path())
    }
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn is_the_square(grid: &str) -> bool {
    grid == "ACE\nCUR\nTEA\n" || grid == "ACT\nCUE\nERA\n"
}

#[test]
fn fills_to_stdout_or_to_a_file_and_exits_0() {
    let s = Setup::new();
    let g = s.grid("open.txt", "...\n...\n...\n");
    let g = g.to_str().expect("utf-8 path");
    let out = s.fill(&["--strategy", "words", g]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(is_the_square(&text(&out.stdout)), "{}", text(&out.stdout));
    assert!(
        text(&out.stderr).contains("filled 6 entries"),
        "{}",
        text(&out.stderr)
    );

    let dest = s.path("filled.txt");
    let out = s.fill(&[g, "--out", dest.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
    let written = std::fs::read_to_string(&dest).expect("written");
    assert!(is_the_square(&written), "{written}");
}

#[test]
fn json_reports_the_grid_entries_and_scores() {
    let s = Setup::new();
    let g = s.grid("open.txt", "...\n...\n...\n");
    let out = s.fill(&["--json", g.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["status"], "filled");
    let rows: Vec<&str> = v["grid"]
        .as_array()
        .expect("grid rows")
        .iter()
        .filter_map(|r| r.as_str())
        .collect();
    assert!(is_the_square(&format!("{}\n", rows.join("\n"))), "{v}");
    let entries = v["entries"].as_array().expect("entries");
    assert_eq!(entries.len(), 6, "{v}");
    for e in entries {
        let word = e["word"].as_str().expect("word");
        assert!(
            LIST.contains(&format!("{word};60")),
            "{word} is not a 60 in the list"
        );
        assert_eq!(e["score"].as_u64(), Some(60));
    }
    assert_eq!(v["average_score"].as_f64(), Some(60.0));
    assert_eq!(v["min_score"].as_u64(), Some(60));
}

#[test]
fn region_fill_leaves_everything_outside_alone() {
    let s = Setup::new();
    let g = s.grid("open.txt", "...\n...\n...\n");
    let out = s.fill(&["--region", "1,1:1,3", g.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let grid = text(&out.stdout);
    let rows: Vec<&str> = grid.lines().collect();
    assert!(rows[0] == "ACE" || rows[0] == "ACT", "{grid}");
    assert_eq!(&rows[1..], ["...", "..."], "{grid}");
}

#[test]
fn an_unfillable_grid_exits_3_naming_the_slot_and_writes_nothing() {
    let s = Setup::new();
    let g = s.grid("qxz.txt", "QXZ\n...\n...\n");
    let dest = s.path("keep.txt");
    std::fs::write(&dest, "earlier work\n").expect("write");
    let out = s.fill(&[
        g.to_str().expect("utf-8 path"),
        "--out",
        dest.to_str().expect("utf-8 path"),
    ]);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("gridwright: unfillable") && err.contains("slot "),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(&dest).expect("kept"),
        "earlier work\n"
    );

    let out = s.fill(&["--json", g.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(3));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["status"], "unfillable");
    let slot = v["slot"].as_str().expect("the slot that ran dry");
    assert!(["1A", "1D", "2D", "3D"].contains(&slot), "{v}");
}

#[test]
fn a_minimum_above_every_score_says_so_rather_than_no_word_in_the_list() {
    // The list's 3-letter words score 20 to 60: at 61 none is left, but the list has them.
    let s = Setup::new();
    let g = s.grid("open.txt", "...\n...\n...\n");
    let out = s.fill(&[g.to_str().expect("utf-8 path"), "--min-score", "61"]);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(
        err.contains("no word of length 3 in the list scoring 61 or more (9 score less"),
        "{err}"
    );
    // A length the list has no word of at all keeps the plain reason.
    let g = s.grid("four.txt", "....\n....\n....\n....\n");
    let err = text(&s.fill(&[g.to_str().expect("utf-8 path")]).stderr);
    assert!(err.contains("no word of length 4 in the list"), "{err}");
    assert!(!err.contains("score less"), "{err}");
}

#[test]
fn a_timeout_exits_4_and_names_the_hardest_entries() {
    // An open 9×9 over the built-in list: no fill within a second.
    let s = Setup::new();
    let g = s.grid("open9.txt", &".........\n".repeat(9));
    let g = g.to_str().expect("utf-8 path");
    let run = |extra: &[&str]| {
        s.command()
            .args(["fill", "--strategy", "words", "--timeout", "1", g])
            .args(extra)
            .output()
            .expect("runs")
    };
    let out = run(&[]);
    assert_eq!(out.status.code(), Some(4), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    let last = err.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("gridwright: timed out") && last.contains("hardest entries: "),
        "{err}"
    );
    // Not a terminal: progress comes as plain lines, never redrawn in place.
    assert!(err.contains(" slots ") && !err.contains('\r'), "{err}");

    let out = run(&["--json"]);
    assert_eq!(out.status.code(), Some(4));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["status"], "timeout");
    let hardest = v["hardest"].as_array().expect("hardest");
    assert!(!hardest.is_empty() && hardest.len() <= 5, "{v}");
}

#[test]
fn bad_input_exits_2_with_the_file_named() {
    let s = Setup::new();
    let bad = s.grid("bad.txt", "...\n.?.\n...\n");
    let out = s.fill(&[bad.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("bad.txt") && err.contains("line 2"), "{err}");

    let missing = s.path("missing.txt");
    let out = s.fill(&[missing.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("missing.txt"),
        "{}",
        text(&out.stderr)
    );

    let wide = s.grid("wide.txt", &format!("{}\n", ".".repeat(256)).repeat(3));
    let out = s.fill(&[wide.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("wide.txt") && err.contains("256×3"), "{err}");

    let g = s.grid("open.txt", "...\n...\n...\n");
    let out = s.fill(&["--region", "1,1:4,4", g.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("outside"),
        "{}",
        text(&out.stderr)
    );

    let list = s.grid("broken.dict", "ACE;60\nCUR;lots\n");
    let out = s.fill_over(&list, &g);
    // A bad line in a word list is skipped with a warning naming it; the rest is used.
    let err = text(&out.stderr);
    assert!(err.contains("broken.dict:2: score \"lots\""), "{err}");
    assert_eq!(out.status.code(), Some(3), "{err}");
}

#[test]
fn lists_add_up_and_the_minimum_score_filters_them() {
    let s = Setup::new();
    let g = s.grid("open.txt", "...\n...\n...\n");
    let a = s.grid("a.dict", "ACE;60\nCUR;60\nTEA;60\n");
    let b = s.grid("b.dict", "ACT;60\nCUE;60\nERA;60\n");
    let with = |lists: &[&PathBuf], extra: &[&str]| {
        let mut c = s.command();
        c.arg("fill");
        for l in lists {
            c.arg("--list").arg(l);
        }
        c.args(extra).arg(&g).output().expect("runs")
    };
    // Each half alone cannot fill the square; together they do.
    assert_eq!(with(&[&a], &[]).status.code(), Some(3));
    let out = with(&[&a, &b], &[]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(is_the_square(&text(&out.stdout)));
    // Every word is scored 60.
    assert_eq!(
        with(&[&a, &b], &["--min-score", "60"]).status.code(),
        Some(0)
    );
    assert_eq!(
        with(&[&a, &b], &["--min-score", "61"]).status.code(),
        Some(3)
    );
}

#[test]
fn two_letter_slots_are_filled_when_the_list_has_such_words() {
    let s = Setup::new();
    let list = s.grid("two.dict", "AB;60\nCD;60\nAC;60\nBD;60\n");
    let g = s.grid("two.txt", "..#\n..#\n###\n");
    let out = s.fill_over(&list, &g);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let grid = text(&out.stdout);
    assert!(
        grid == "AB#\nCD#\n###\n" || grid == "AC#\nBD#\n###\n",
        "{grid}"
    );
}

#[test]
fn a_seed_makes_a_single_strategy_reproducible() {
    // The built-in list, over a grid with many fills.
    let s = Setup::new();
    let g = s.grid("mini.txt", "....#\n.....\n.....\n.....\n#....\n");
    let run = |seed: &str| {
        let out = s
            .command()
            .args([
                "fill",
                "--strategy",
                "words",
                // Polish stops on the clock, so only a fill without it repeats exactly.
                "--quality",
                "0",
                "--seed",
                seed,
            ])
            .arg(&g)
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        text(&out.stdout)
    };
    let first = run("7");
    assert_eq!(first.lines().count(), 5, "{first}");
    assert!(!first.contains('.'), "{first}");
    assert_eq!(run("7"), first);
}

#[test]
fn fills_a_save_slot_and_rejects_a_negative_quality() {
    let s = Setup::new();
    let g = s.grid("open.txt", "...\n...\n...\n");
    let saved = s
        .command()
        .args(["slots", "save", "1"])
        .arg(&g)
        .output()
        .expect("runs");
    assert!(saved.status.success(), "{}", text(&saved.stderr));
    let out = s.fill(&["--slot", "1"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(is_the_square(&text(&out.stdout)), "{}", text(&out.stdout));

    let out = s.fill(&["--slot", "1", "--quality=-1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("--quality"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn fill_keeps_an_imported_puzzles_letters_and_refill_replaces_them_saying_how_many() {
    let s = Setup::new();
    // Z starts no word of the list; imported letters arrive unlocked.
    let src = s.grid("theme.txt", "Z..\n...\n...\n");
    let out = s
        .command()
        .args(["import", src.to_str().expect("utf-8 path"), "--slot", "1"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));

    // A plain fill keeps the Z, so there is no fill.
    let out = s.fill(&["--slot", "1"]);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));

    // A refill may replace it, and says so.
    let out = s.fill(&["--slot", "1", "--refill", "--strategy", "words"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(is_the_square(&text(&out.stdout)), "{}", text(&out.stdout));
    let err = text(&out.stderr);
    assert!(err.contains("replaced 1 letter ("), "{err}");
    let out = s.fill(&["--slot", "1", "--refill", "--json"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["replaced"].as_u64(), Some(1), "{v}");

    // A letter that fits stays in a plain fill.
    let keep = s.grid("keep.txt", "...\n.U.\n...\n");
    let out = s.fill(&[keep.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let grid = text(&out.stdout);
    let centre = grid.lines().nth(1).and_then(|r| r.chars().nth(1));
    assert!(is_the_square(&grid) && centre == Some('U'), "{grid}");
    assert!(
        !text(&out.stderr).contains("replaced"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn refill_keeps_the_letters_a_slot_file_locks() {
    let s = Setup::new();
    let slot_file = s.path("locked.toml");
    std::fs::write(
        &slot_file,
        "format = 1\ncreated = 0\nsaved = 0\n\n[puzzle]\ngrid = [\"Z..\", \"...\", \"...\"]\nlocked = [[0, 0]]\n",
    )
    .expect("write");
    let out = s.fill(&["--refill", slot_file.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(3), "{}", text(&out.stderr));
    assert!(
        text(&out.stderr).starts_with("gridwright: unfillable"),
        "{}",
        text(&out.stderr)
    );
}
