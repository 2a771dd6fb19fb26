//! The symmetry check covers bars (issue 32): `gridwright check` (text, JSON, `--publish`)
//! and the studio's status line and `:check` name a bar whose partner edge has none, under
//! the same pairing the studio draws with; a grid drawn with the partners passes.

use crate::common::barred::puzzle;
use crate::common::blank_studio;
use crate::common::isolated::run_in;
use crate::common::studio::{command, typed};
use gridwright::formats::{self, Format, WriteOptions};
use gridwright::grid::publish::Finding;
use gridwright::grid::{BarEdge, Puzzle, Symmetry};
use gridwright::tui::action::{Action, Move};
use gridwright::tui::update::update;

/// A 5×5 barred grid with rotational symmetry but for one bar: the right bar of (1,0) has
/// its partner, the right bar of (3,3); the bottom bar of (0,2) lacks the bottom bar of (3,2).
fn lopsided() -> Puzzle {
    let mut p = puzzle(
        &[
            ". . . . .",
            "    _    ",
            ".|. . . .",
            "         ",
            ". . . . .",
            "         ",
            ". . . .|.",
            "         ",
            ". . . . .",
        ]
        .join("\n"),
    );
    p.meta.symmetry = Symmetry::Rotational;
    p
}

/// Write options that let an empty grid be written (a grid still to fill).
fn unfinished() -> WriteOptions {
    WriteOptions {
        allow_incomplete: true,
        ..WriteOptions::default()
    }
}

fn check(dir: &std::path::Path, args: &[&str]) -> (Option<i32>, String, String) {
    run_in(dir, &[&["check"], args].concat())
}

#[test]
fn the_cli_check_names_the_bars_that_break_the_symmetry() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("lopsided.ipuz");
    let bytes = formats::to_bytes(&lopsided(), Format::Ipuz, &unfinished()).expect("writes");
    std::fs::write(&file, bytes).expect("write");
    let name = file.to_str().expect("utf-8 path");

    let (code, out, err) = check(dir.path(), &[name]);
    assert_eq!(code, Some(0), "{err}");
    let line = out
        .lines()
        .find(|l| l.trim_start().starts_with("symmetry"))
        .expect("a symmetry line");
    assert_eq!(
        line.trim(),
        "symmetry        rotational (0 violations; 2 asymmetric bars: r1c3 bottom, r4c3 bottom)"
    );

    let (_, out, _) = check(dir.path(), &[name, "--json"]);
    let doc: serde_json::Value = serde_json::from_str(&out).expect("json");
    let bars = doc["report"]["asymmetric_bars"].as_array().expect("array");
    assert_eq!(bars.len(), 2);
    assert_eq!(bars[1]["square"]["row"], 3);
    assert_eq!(bars[1]["edge"], "bottom");
    let kinds: Vec<&str> = doc["problems"]
        .as_array()
        .expect("problems")
        .iter()
        .filter_map(|p| p["kind"].as_str())
        .collect();
    assert!(kinds.contains(&"asymmetric"), "{kinds:?}");

    let (code, out, _) = check(dir.path(), &[name, "--publish"]);
    assert_eq!(code, Some(1));
    assert!(
        out.contains("2 bar edges break the rotational symmetry: r1c3 bottom, r4c3 bottom"),
        "{out}"
    );
}

#[test]
fn each_symmetry_kind_checks_its_own_partner_edges() {
    use gridwright::grid::HealthReport;
    let mut p = lopsided();
    let bars_of = |p: &Puzzle| {
        let r = HealthReport::of_puzzle(p, &p.slots(), 3);
        r.asymmetric_bars
            .iter()
            .map(|b| (b.square.row, b.square.col, b.edge))
            .collect::<Vec<_>>()
    };
    use BarEdge::{Bottom, Right};
    // Mirrored left to right, the right bar of (1,0) needs the right bar of (1,3), and
    // (3,3)'s needs (3,0)'s; the bottom bar of (0,2) is its own mirror image.
    p.meta.symmetry = Symmetry::MirrorLeftRight;
    assert_eq!(
        bars_of(&p),
        [(1, 0, Right), (1, 3, Right), (3, 0, Right), (3, 3, Right)]
    );
    p.meta.symmetry = Symmetry::MirrorTopBottom;
    assert_eq!(
        bars_of(&p),
        [
            (0, 2, Bottom),
            (1, 0, Right),
            (3, 0, Right),
            (3, 2, Bottom),
            (3, 3, Right),
            (1, 3, Right)
        ]
        .into_iter()
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect::<Vec<_>>()
    );
    p.meta.symmetry = Symmetry::None;
    assert!(bars_of(&p).is_empty());
}

#[test]
fn the_studio_reports_a_lone_bar_once_symmetry_is_on_and_not_one_drawn_with_it() {
    let mut app = blank_studio(5, 5, b"CAT;50\n");
    command(&mut app, "sym none");
    update(&mut app, Action::Move(Move::Right));
    typed(&mut app, "|");
    assert!(app.health().asymmetric_bars.is_empty());
    command(&mut app, "sym rotational");
    let named: Vec<String> = app
        .health()
        .asymmetric_bars
        .iter()
        .map(|b| b.to_string())
        .collect();
    assert_eq!(named, ["r1c2 right", "r5c3 right"]);
    assert!(
        app.health()
            .warnings()
            .contains(&"2 asymmetric bars".to_string()),
        "{:?}",
        app.health().warnings()
    );
    command(&mut app, "check");
    assert!(
        app.findings()
            .iter()
            .any(|f| matches!(f, Finding::AsymmetricBars { bars, .. } if bars.len() == 2)),
        "{:?}",
        app.findings()
    );
    update(&mut app, Action::Escape);
    // Taking the bar back and drawing it with its partner leaves nothing to report.
    typed(&mut app, "|");
    typed(&mut app, "|");
    assert_eq!(app.puzzle().bars().len(), 2);
    assert!(app.health().asymmetric_bars.is_empty());
}
