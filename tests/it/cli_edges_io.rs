//! Edges of every subcommand through the binary (issue 19, items 6, 7, 11 and 13): output that
//! cannot be written, an empty GRIDWRIGHT_DATA_DIR, option ranges checked before any slow
//! work, errors said once, `gridwright about`, and the studio without a terminal.

use crate::common::isolated;

use std::fs::OpenOptions;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// Fills an open 3×3 (ACE/CUR/TEA or its transpose) at the default minimum score.
const LIST: &str = "ACE;60\nCUR;60\nTEA;60\nACT;60\nCUE;60\nERA;60\n";

/// A private data, config and cache dir, a small list and an open 3×3 grid.
struct Setup {
    dir: tempfile::TempDir,
}

impl Setup {
    fn new() -> Setup {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::write(dir.path().join("words.dict"), LIST).expect("write list");
        std::fs::write(dir.path().join("open.txt"), "...\n...\n...\n").expect("write grid");
        std::fs::write(dir.path().join("filled.txt"), "ACE\nCUR\nTEA\n").expect("write grid");
        Setup { dir }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    fn arg(&self, name: &str) -> String {
        self.path(name)
            .to_str()
            .expect("utf-8 temp path")
            .to_string()
    }

    fn command(&self, args: &[&str]) -> Command {
        let mut c = isolated::gridwright_in(self.dir.path());
        c.env("RUST_BACKTRACE", "0").args(args).stdin(Stdio::null());
        c
    }

    fn run(&self, args: &[&str]) -> Output {
        self.command(args).output().expect("runs")
    }

    /// Runs with standard output on `/dev/full`, where every write fails with ENOSPC.
    fn run_into_full(&self, args: &[&str]) -> Output {
        let full = OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("open /dev/full");
        self.command(args)
            .stdout(Stdio::from(full))
            .output()
            .expect("runs")
    }
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Exit 2 with one clear message, not a panic's 101.
fn assert_write_error(out: &Output, what: &str) {
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{what}: {err}");
    assert!(
        err.contains("gridwright: cannot write to standard output: "),
        "{what}: {err}"
    );
    assert!(!err.contains("panicked"), "{what}: {err}");
}

/// Exit 2 from a flag's check, before the (missing) word list is even opened.
fn assert_refused(out: &Output, value: &str, says: &str) {
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{value}: {err}");
    assert!(err.contains(&format!("'{value}'")), "{value}: {err}");
    assert!(err.contains(says), "{value}: {err}");
    assert!(
        !err.contains("word list"),
        "{value} checked after loading: {err}"
    );
}

// Item 6: a full standard output is an error (exit 2), never a panic.

#[test]
fn check_into_full_stdout_exits_2() {
    let s = Setup::new();
    let g = s.arg("open.txt");
    assert_write_error(&s.run_into_full(&["check", &g]), "check");
    assert_write_error(&s.run_into_full(&["check", &g, "--json"]), "check --json");
}

#[test]
fn fill_into_full_stdout_exits_2() {
    let s = Setup::new();
    let (list, g) = (s.arg("words.dict"), s.arg("open.txt"));
    for json in [false, true] {
        let mut args = vec!["fill", "--list", &list, "--quality", "0", &g];
        if json {
            args.push("--json");
        }
        assert_write_error(&s.run_into_full(&args), &format!("fill {args:?}"));
    }
}

#[test]
fn slots_list_and_show_into_full_stdout_exit_2() {
    let s = Setup::new();
    assert_write_error(&s.run_into_full(&["slots", "list"]), "slots list");
    let saved = s.run(&["slots", "save", "1", &s.arg("filled.txt")]);
    assert_eq!(saved.status.code(), Some(0), "{}", text(&saved.stderr));
    assert_write_error(&s.run_into_full(&["slots", "show", "1"]), "slots show");
}

#[test]
fn query_into_full_stdout_exits_2() {
    let s = Setup::new();
    let list = s.arg("words.dict");
    assert_write_error(
        &s.run_into_full(&["query", "?c?", "--list", &list]),
        "query",
    );
    let json = s.run_into_full(&["query", "?c?", "--list", &list, "--json"]);
    assert_write_error(&json, "query --json");
}

#[test]
fn export_and_import_into_full_stdout_exit_2() {
    let s = Setup::new();
    let g = s.arg("filled.txt");
    assert_write_error(&s.run_into_full(&["export", &g, "--to", "-"]), "export");
    let puz = s.run_into_full(&["export", &g, "--to", "-", "--format", "puz"]);
    assert_write_error(&puz, "export puz");
    assert_write_error(&s.run_into_full(&["import", &g]), "import");
}

#[test]
fn words_stats_into_full_stdout_exits_2() {
    let s = Setup::new();
    let list = s.arg("words.dict");
    assert_write_error(
        &s.run_into_full(&["words", "stats", "--list", &list]),
        "stats",
    );
    let json = s.run_into_full(&["words", "stats", "--list", &list, "--json"]);
    assert_write_error(&json, "stats --json");
}

#[test]
fn layout_and_about_into_full_stdout_exit_2() {
    let s = Setup::new();
    std::fs::write(s.path("answers.txt"), "CAT: a pet\nACT: a deed\n").expect("write");
    let layout = s.run_into_full(&["layout", &s.arg("answers.txt")]);
    assert_write_error(&layout, "layout");
    assert_write_error(&s.run_into_full(&["about"]), "about");
}

/// Messages go to stderr; when it is full too they are dropped, and the exit status still
/// tells what happened.
#[test]
fn a_full_stderr_is_not_a_panic() {
    let s = Setup::new();
    let run = |args: &[&str]| {
        let full = OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("open /dev/full");
        s.command(args)
            .stderr(Stdio::from(full))
            .output()
            .expect("runs")
    };
    let (list, g) = (s.arg("words.dict"), s.arg("open.txt"));
    let fill = run(&["fill", "--list", &list, "--quality", "0", &g]);
    assert_eq!(fill.status.code(), Some(0));
    assert_eq!(text(&fill.stdout).lines().count(), 3, "the grid");
    let out = s.arg("out.txt");
    let export = run(&["export", &s.arg("filled.txt"), "--to", &out]);
    assert_eq!(export.status.code(), Some(0));
    assert!(s.path("out.txt").is_file());
    assert_eq!(
        run(&["check", &s.arg("missing.txt")]).status.code(),
        Some(2)
    );
}

/// `| head` closes the pipe early: the process ends on SIGPIPE, quietly, as Unix tools do.
#[cfg(unix)]
#[test]
fn a_closed_pipe_ends_quietly() {
    use std::os::unix::process::ExitStatusExt;
    let s = Setup::new();
    // Far more than a pipe buffer (64 KiB), so a write surely comes after the close.
    let words: String = (0..30_000u32)
        .map(|i| {
            let w: String = (0..6)
                .map(|k| char::from(b'A' + ((i / 26u32.pow(k)) % 26) as u8))
                .collect();
            format!("{w};60\n")
        })
        .collect();
    std::fs::write(s.path("many.dict"), words).expect("write list");
    let mut child = s
        .command(&[
            "query",
            "??????",
            "--limit",
            "30000",
            "--list",
            &s.arg("many.dict"),
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawns");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("waits");
    let err = text(&out.stderr);
    assert_eq!(out.status.signal(), Some(libc::SIGPIPE), "{err}");
    assert!(err.is_empty(), "{err}");
}

// Item 7: an empty GRIDWRIGHT_DATA_DIR is unset.

#[test]
fn an_empty_data_dir_variable_means_the_platform_dir() {
    let s = Setup::new();
    let home = s.path("home");
    let out = s
        .command(&["slots", "list"])
        .env("GRIDWRIGHT_DATA_DIR", "")
        .env("HOME", &home)
        .env_remove("XDG_DATA_HOME")
        .output()
        .expect("runs");
    let (stdout, err) = (text(&out.stdout), text(&out.stderr));
    assert_eq!(out.status.code(), Some(0), "{err}");
    let platform = home.join(".local/share/gridwright");
    assert!(
        stdout.starts_with(&format!("slots in {}", platform.display())),
        "{stdout}"
    );
}

#[test]
fn the_data_dir_variable_and_flag_still_work() {
    let s = Setup::new();
    let out = s.run(&["slots", "list"]);
    let data = s.path("data");
    assert!(text(&out.stdout).starts_with(&format!("slots in {}", data.display())));
    let flag = s.path("flagged");
    let out = s.run(&["slots", "list", "--data-dir", flag.to_str().expect("utf-8")]);
    assert!(text(&out.stdout).starts_with(&format!("slots in {}", flag.display())));
}

// Item 11: option ranges, checked before loading words; errors said once.

#[test]
fn min_score_outside_0_to_100_is_refused_before_loading() {
    let s = Setup::new();
    let (missing, g) = (s.arg("missing.dict"), s.arg("open.txt"));
    for (value, says) in [
        ("101", "must be 0–100"),
        ("255", "must be 0–100"),
        ("300", "must be 0–100"),
        ("-1", "must be 0–100"),
        ("4.5", "must be a whole number 0–100"),
    ] {
        let fill = s.run(&["fill", "--list", &missing, "--min-score", value, &g]);
        assert_refused(&fill, value, says);
        let query = s.run(&["query", "a??", "--list", &missing, "--min-score", value]);
        assert_refused(&query, value, says);
    }
}

#[test]
fn min_score_100_is_accepted() {
    let s = Setup::new();
    let list = s.arg("words.dict");
    let out = s.run(&["query", "a??", "--list", &list, "--min-score", "100"]);
    assert_eq!(
        out.status.code(),
        Some(1),
        "no word scores 100: {}",
        text(&out.stderr)
    );
    assert!(text(&out.stdout).contains("0 matches"));
}

#[test]
fn timeouts_are_bounded_and_echoed_as_typed() {
    let s = Setup::new();
    let (missing, g) = (s.arg("missing.dict"), s.arg("open.txt"));
    for (flag, value, says) in [
        ("--timeout", "1e300", "at most 86400 seconds"),
        ("--timeout", "86401", "at most 86400 seconds"),
        ("--timeout", "-1", "more than 0 seconds"),
        ("--timeout", "0", "more than 0 seconds"),
        ("--timeout", "nan", "not a number of seconds"),
        ("--timeout", "inf", "not a number of seconds"),
        ("--timeout", "soon", "not a number of seconds"),
        ("--quality", "-1", "0 or more seconds"),
        ("--quality", "1e300", "at most 86400 seconds"),
    ] {
        let out = s.run(&["fill", "--list", &missing, flag, value, &g]);
        assert_refused(&out, value, says);
        assert!(out.stderr.len() < 300, "{}", text(&out.stderr));
    }
}

#[test]
fn a_day_of_timeout_and_no_quality_are_accepted() {
    let s = Setup::new();
    let (list, g) = (s.arg("words.dict"), s.arg("open.txt"));
    let args = [
        "fill",
        "--list",
        &list,
        "--timeout",
        "86400",
        "--quality",
        "0",
        &g,
    ];
    let out = s.run(&args);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}

#[test]
fn an_os_error_is_said_once() {
    let s = Setup::new();
    let once = |out: Output, os: &str| {
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{err}");
        assert_eq!(err.matches(os).count(), 1, "{err}");
    };
    // A data dir that is a file: the slot store's error names the path and the OS error.
    let file = s.arg("open.txt");
    once(
        s.run(&["--data-dir", &file, "slots", "show", "1"]),
        "Not a directory",
    );
    once(
        s.run(&["--data-dir", &file, "check", "--slot", "1"]),
        "Not a directory",
    );
    let missing = s.arg("missing.dict");
    let g = s.arg("open.txt");
    once(
        s.run(&["fill", "--list", &missing, &g]),
        "No such file or directory",
    );
    once(
        s.run(&["check", &s.arg("missing.txt")]),
        "No such file or directory",
    );
    once(
        s.run(&["layout", &s.arg("missing.txt")]),
        "No such file or directory",
    );
}

// Item 13: licence and notices, and the studio without a terminal.

#[test]
fn about_prints_the_version_the_licence_and_every_notice() {
    let s = Setup::new();
    let out = s.run(&["about"]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(stdout.contains(env!("CARGO_PKG_VERSION")), "{stdout}");
    assert!(stdout.contains("MIT OR Apache-2.0"), "{stdout}");
    assert!(stdout.contains(include_str!("../../wordlists/NOTICE")));
    for source in ["SCOWL", "WordNet 3.0", "naughty-words"] {
        assert!(stdout.contains(source), "{source}");
    }
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    for licence in ["LICENSE-MIT", "LICENSE-APACHE"] {
        assert!(root.join(licence).is_file(), "{licence} is missing");
    }
    let help = text(&s.run(&["--help"]).stdout);
    assert!(help.contains("about"), "{help}");
}

#[test]
fn the_studio_without_a_terminal_says_so() {
    let s = Setup::new();
    let out = s
        .command(&[])
        .stdout(Stdio::piped())
        .output()
        .expect("runs");
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("the studio needs a terminal; `gridwright help` lists the commands"),
        "{err}"
    );
    assert!(!err.contains("os error"), "{err}");
}
