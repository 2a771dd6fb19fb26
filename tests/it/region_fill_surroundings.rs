//! A region fill keeps its surroundings alive (issue 29, case 1): a corner of a 15×15 with
//! two theme rows typed, filled over the built-in list, leaves every entry outside the
//! corner with a word (the test of `check --viable`); when no fill of a region can, the fill
//! says which entries it leaves dead (engine, CLI and studio).

use crate::common::{builtin, isolated, studio};

use gridwright::fill::{
    FillMode, FillOutcome, Filled, Region, Request, Strategy, WordTables, viability,
};
use gridwright::grid::{Alphabet, Pos, Puzzle, text};
use gridwright::store::SlotNumber;
use gridwright::tui::action::{Action, Move};
use gridwright::tui::studio::Studio;
use gridwright::tui::theme::Theme;
use gridwright::tui::update::{update, wait_fill};
use gridwright::tui::words::StudioWords;
use std::process::Output;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// An American 15×15 pattern with two theme rows typed (rows 3 and 13).
const THEMED: &str = "\
....#.....#....
....#.....#....
STRAIGHTFORWARD
...#...#....###
###....#.......
......#...#....
.....#....#....
....#.....#....
....#....#.....
....#...#......
.......#....###
###....#...#...
ATTORNEYGENERAL
....#.....#....
....#.....#....
";

/// The corner `fill --region 1,2:3,5` fills: rows 1–3, columns 2–5 (six open squares: a
/// block and the typed theme row take the rest).
fn corner() -> Region {
    Region::Rect {
        from: Pos::new(0, 1),
        to: Pos::new(2, 4),
    }
}

fn themed() -> Puzzle {
    Puzzle::new(text::parse_grid(THEMED, &Alphabet::latin()).expect("grid"))
}

/// The built-in list at the CLI's and the studio's default minimum score.
fn tables() -> WordTables {
    WordTables::from_index(builtin::index(), 50)
}

fn filled(outcome: FillOutcome) -> Box<Filled> {
    match outcome {
        FillOutcome::Filled(f) => f,
        other => panic!("the corner fills: {other:?}"),
    }
}

#[test]
fn the_corner_fill_that_used_to_kill_an_entry_outside_it_no_longer_does() {
    let p = themed();
    let t = tables();
    assert!(viability(&p.grid, &t, false).is_alive());
    let none = AtomicBool::new(false);
    // The request keeps every entry around the corner viable (before, `fill --region
    // 1,2:3,5` on this grid left 1A ?NIT dead).
    let req = Request::from_puzzle(&p, corner(), FillMode::Fill).strategy(Strategy::Words);
    let f = filled(req.run(&t, &none, &mut |_| {}).expect("latin"));
    assert!(f.dead_outside.is_empty(), "{:?}", f.dead_outside);
    let v = viability(&f.grid, &t, false);
    assert!(v.is_alive(), "{v:?}");
    for q in p.grid.positions().filter(|&q| !corner().contains(q)) {
        assert_eq!(f.grid.cell(q), p.grid.cell(q), "{q} is outside the corner");
    }
    assert!(corner_is_full(&f.grid));
}

fn corner_is_full(g: &gridwright::grid::Grid) -> bool {
    g.positions()
        .filter(|&q| corner().contains(q))
        .all(|q| g.cell(q).is_filled() || g.cell(q).is_block())
}

/// `fill` then `check --viable` through the binary, as the constructor in the issue did.
#[test]
fn cli_region_fill_leaves_a_viable_grid() {
    let dir = tempfile::tempdir().expect("tempdir");
    let grid = dir.path().join("themed.txt");
    std::fs::write(&grid, THEMED).expect("write grid");
    let out_grid = dir.path().join("filled.txt");
    let out = run(
        dir.path(),
        &[
            "fill",
            "--region",
            "1,2:3,5",
            "--out",
            path(&out_grid),
            path(&grid),
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(!stderr(&out).contains("warning"), "{}", stderr(&out));
    let check = run(dir.path(), &["check", "--viable", path(&out_grid)]);
    assert_eq!(check.status.code(), Some(0), "{}", stdout(&check));
}

/// Two rows over three columns where the empty grid is arc consistent yet every fill of the
/// top two rows leaves the bottom with none (found by a brute-force search).
const NO_SAFE_CORNER: &str = "ADC\nBBA\nBCE\nCBB\nCBD\nEAE\n";

#[test]
fn cli_says_which_entries_a_region_fill_leaves_dead_and_exits_5() {
    let dir = tempfile::tempdir().expect("tempdir");
    let list = dir.path().join("words.dict");
    std::fs::write(&list, NO_SAFE_CORNER).expect("write list");
    let grid = dir.path().join("g.txt");
    std::fs::write(&grid, "...\n...\n...\n").expect("write grid");
    let args = [
        "fill",
        "--list",
        path(&list),
        "--allow-duplicates",
        "--region",
        "1,1:2,3",
        path(&grid),
    ];
    let out = run(dir.path(), &args);
    assert_eq!(out.status.code(), Some(6), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(
        err.contains("warning: no fill of the region keeps"),
        "{err}"
    );
    assert!(err.contains("with no word: "), "{err}");
    // The grid is still written: the constructor chooses.
    assert_eq!(stdout(&out).lines().count(), 3, "{}", stdout(&out));
    let mut json_args = args.to_vec();
    json_args.insert(1, "--json");
    let out = run(dir.path(), &json_args);
    assert_eq!(out.status.code(), Some(6));
    let v: serde_json::Value = serde_json::from_str(stdout(&out).trim()).expect("json");
    assert_eq!(v["status"], "filled");
    let dead = v["dead_outside"].as_array().expect("dead_outside");
    assert!(!dead.is_empty(), "{v}");
    for d in dead {
        let pattern = d["pattern"].as_str().expect("pattern");
        assert!(pattern.contains('?'), "{v}");
        assert!(d["slot"].as_str().is_some_and(|s| !s.is_empty()), "{v}");
    }
    // A region fill that kills nothing says so with an empty list.
    // COD/ORE over DEE is a word square: that corner keeps the bottom row alive.
    std::fs::write(
        &list,
        "CAT;90\nORE;90\nCOD;90\nART;90\nTEA;90\nDEE;60\nARE;60\n",
    )
    .expect("write list");
    let out = run(dir.path(), &json_args);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_str(stdout(&out).trim()).expect("json");
    assert_eq!(v["dead_outside"], serde_json::json!([]));
}

/// F5 on the corner in the studio: its six open squares proposed, nothing said dead, and
/// the grid stays viable.
#[test]
fn studio_region_fill_keeps_the_surroundings() {
    let mut app = Studio::new(
        themed(),
        SlotNumber::new(1).expect("slot"),
        None,
        Theme::default(),
    );
    app.set_words(StudioWords::new(builtin::index().clone(), 50));
    update(&mut app, Action::Move(Move::Right));
    for m in [
        Move::Right,
        Move::Right,
        Move::Right,
        Move::Down,
        Move::Down,
    ] {
        update(&mut app, Action::Select(m));
    }
    assert_eq!(app.region(), corner());
    update(&mut app, Action::Autofill);
    wait_fill(&mut app, Duration::from_secs(120));
    let msg = studio::said(&app);
    assert!(msg.contains("6 squares proposed"), "{msg}");
    assert!(!msg.contains("dead"), "{msg}");
    update(&mut app, Action::AcceptProposal);
    let v = viability(&app.puzzle().grid, &tables(), false);
    assert!(v.is_alive(), "{v:?}");
}

fn run(dir: &std::path::Path, args: &[&str]) -> Output {
    isolated::gridwright_in(dir)
        .args(args)
        .output()
        .expect("runs")
}

fn path(p: &std::path::Path) -> &str {
    p.to_str().expect("utf-8 path")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}
