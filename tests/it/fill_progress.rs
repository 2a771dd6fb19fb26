//! Progress on every long search: an optimal search reports its best total and bound as it
//! goes (the open-rectangle search and the general one) and ends with a report of its
//! result, the CLI's progress line shows them, and a report reaches the studio's status line
//! (fed with its own clock, so the test never reads the wall clock). The same for `design`:
//! patterns tried, dead ends, fills and designs found.

use crate::common::builtin;
use crate::common::studio::{command, key};
use crate::common::{blank_studio, brute, isolated, studio::screen};
use crate::fill_optimal::fixture_scores;
use crossterm::event::{KeyCode, KeyModifiers};
use gridwright::design::DesignProgress;
use gridwright::fill::solver::SearchStats;
use gridwright::fill::{Bounds, FillOutcome, Progress};
use gridwright::grid::{Alphabet, Grid};
use gridwright::tui::action::Action;
use gridwright::tui::events::Event;
use gridwright::tui::update::{handle, update};
use std::path::Path;
use std::time::Duration;

fn grid(rows: &str) -> Grid {
    gridwright::grid::text::parse_grid(rows, &Alphabet::latin()).expect("grid")
}

/// The optimal search of `rows` from a fixture list, with every progress report it made.
fn optimal_with_reports(rows: &str, list: &str) -> (FillOutcome, Vec<Progress>) {
    let tables = brute::tables_of(&fixture_scores(list));
    let mut reports = Vec::new();
    // Two threads: a helper's last better fill may land after the reporting thread's last
    // look, and the search's last report still tells the result.
    let out = brute::optimal_request(&grid(rows), false)
        .threads(2)
        .run_optimal(
            &tables,
            gridwright::fill::Budget::default(),
            &std::sync::atomic::AtomicBool::new(false),
            &mut |p| reports.push(p),
        )
        .expect("latin");
    (out, reports)
}

#[test]
fn an_optimal_search_reports_its_best_total_and_a_bound_that_holds() {
    // The open square takes the rectangle search; the corner blocks, the general one.
    for (rows, list) in [
        ("....\n....\n....\n....\n", "square4.dict"),
        ("...##\n.....\n.....\n.....\n##...\n", "corner5.dict"),
    ] {
        let (out, reports) = optimal_with_reports(rows, list);
        let FillOutcome::Filled(f) = out else {
            panic!("{rows}: {out:?}");
        };
        let opt = f.optimality.expect("optimality");
        assert!(opt.proven);
        let bounds: Vec<Bounds> = reports.iter().filter_map(|p| p.optimal).collect();
        assert!(
            !bounds.is_empty(),
            "{rows}: no optimal report in {}",
            reports.len()
        );
        for b in &bounds {
            // No report claims a bound below the optimum or a total above it.
            assert!(b.bound >= opt.total, "{rows}: {b:?} under {}", opt.total);
            assert!(
                b.best_total.is_none_or(|t| t <= opt.total && t <= b.bound),
                "{b:?}"
            );
        }
        // The search ends with a report of its result: the optimum, proven.
        let last = reports.last().and_then(|p| p.optimal);
        assert_eq!(
            last,
            Some(Bounds {
                best_total: Some(opt.total),
                bound: opt.total,
            }),
            "{rows}"
        );
    }
}

#[test]
fn the_cli_progress_line_shows_the_best_total_and_the_bound() {
    let dir = tempfile::tempdir().expect("tempdir");
    let list = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/optimal/square4.dict");
    let file = dir.path().join("g.txt");
    std::fs::write(&file, "....\n....\n....\n....\n").expect("grid");
    let out = isolated::gridwright_in(dir.path())
        .args([
            "fill",
            "--optimal",
            "--min-score",
            "0",
            "--threads",
            "1",
            "--list",
        ])
        .arg(&list)
        .arg(&file)
        .output()
        .expect("runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    // stderr is no terminal here: the first report is written as a plain line.
    let line = err
        .lines()
        .find(|l| l.contains("(bound "))
        .unwrap_or_else(|| panic!("{err}"));
    assert!(
        line.contains("slots") && line.contains("backtracks"),
        "{line}"
    );
    assert!(
        line.contains("best total ") || line.contains("no fill yet"),
        "{line}"
    );
    // --json keeps stderr for the result alone.
    let out = isolated::gridwright_in(dir.path())
        .args(["fill", "--optimal", "--json", "--min-score", "0", "--list"])
        .arg(&list)
        .arg(&file)
        .output()
        .expect("runs");
    assert!(!String::from_utf8_lossy(&out.stderr).contains("(bound "));
}

#[test]
fn an_optimal_searchs_report_reaches_the_studio_status_line() {
    let mut app = blank_studio(3, 3, b"CAT;60\nAGE;50\nTEN;50\nCAT;60\nAGO;50\nTEE;40\n");
    update(&mut app, Action::OptimalFill);
    let job = app.fill().expect("an optimal search runs").job;
    let progress = Progress {
        filled: 6,
        total: 6,
        stats: SearchStats {
            nodes: 50_000,
            backtracks: 12_345,
            restarts: 0,
        },
        best_score: Some(53.3),
        // The report's own clock: the studio shows its time, not the wall clock's.
        elapsed: Duration::from_millis(81_500),
        watch: None,
        optimal: Some(Bounds {
            best_total: Some(320),
            bound: 344,
        }),
    };
    handle(&mut app, Event::FillProgress { job, progress });
    let text = screen(&app, 100, 24);
    assert!(
        text.contains("best total 320 · bound 344 · 12k dead ends · 81.5s"),
        "{text}"
    );
    // Before its first fill, the search says so, with the bound.
    let progress = Progress {
        filled: 0,
        total: 6,
        stats: SearchStats::default(),
        best_score: None,
        elapsed: Duration::from_millis(1_200),
        watch: None,
        optimal: Some(Bounds {
            best_total: None,
            bound: 360,
        }),
    };
    handle(&mut app, Event::FillProgress { job, progress });
    let text = screen(&app, 100, 24);
    assert!(
        text.contains("no fill yet · bound 360 · 0 dead ends · 1.2s"),
        "{text}"
    );
}

#[test]
fn a_design_searchs_report_reaches_the_studio_status_line() {
    let mut app = builtin::studio(9, 9);
    for e in ["ICEDTEA", "HOTDOGS"] {
        command(&mut app, &format!("include {e}"));
    }
    command(&mut app, "design");
    key(&mut app, KeyCode::Enter, KeyModifiers::NONE);
    let job = app.design().run().expect("a design search runs").job;
    let progress = DesignProgress {
        attempts: 17,
        fills: 20,
        found: 2,
        dead_ends: 15,
        wanted: 5,
        best: Some((55.0, 40)),
        // The report's own clock, far past the test's: the studio shows the later one.
        elapsed: Duration::from_secs(95 * 60),
    };
    handle(&mut app, Event::DesignProgress { job, progress });
    let text = screen(&app, 120, 24);
    assert!(
        text.contains("design 2/5 · 17 tried · 15 dead ends · 20 patterns · 5700s"),
        "{text}"
    );
    // Esc twice: the search stops and is dropped.
    key(&mut app, KeyCode::Esc, KeyModifiers::NONE);
    key(&mut app, KeyCode::Esc, KeyModifiers::NONE);
    assert!(app.design().run().is_none());
}

#[test]
fn the_cli_design_line_shows_attempts_dead_ends_and_patterns_tried() {
    let dir = tempfile::tempdir().expect("tempdir");
    // No 5×5 pattern has as few as 4 entries: every pattern tried is a dead end.
    let out = isolated::gridwright_in(dir.path())
        .args(["design", "5x5", "--threads", "1", "--min-score", "40"])
        .args(["--max-words", "4", "--timeout", "1"])
        .output()
        .expect("runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(4), "{err}");
    // stderr is no terminal here: the first report is written as a plain line.
    let line = err
        .lines()
        .find(|l| l.contains(" dead ends "))
        .unwrap_or_else(|| panic!("{err}"));
    let count = |what: &str| -> usize {
        let words: Vec<&str> = line.split_whitespace().collect();
        let at = words
            .windows(2)
            .position(|w| w[1] == what)
            .unwrap_or_else(|| panic!("no {what} in {line}"));
        words[at].parse().unwrap_or_else(|_| panic!("{line}"))
    };
    assert!(line.contains("0/3 designs"), "{line}");
    assert!(count("attempts") >= 1, "{line}");
    assert_eq!(count("attempts"), count("dead"), "{line}");
    assert!(
        line.contains(" patterns tried ") && line.ends_with(" s"),
        "{line}"
    );
}
