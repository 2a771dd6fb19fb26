//! Place word in the studio: `:place` puts each answer where it crosses most in the smallest
//! box, growing the grid; `:unplace` takes one out and trims; `:unresolved on` lets letters
//! sit side by side until a later answer resolves the run. After every sequence of
//! placements the independent layout validator checks the puzzle.

use crate::common;

use crate::common::studio;
use studio::{command, said};

use gridwright::formats::{self, Format, WriteOptions};
use gridwright::grid::{Direction, Pos};
use gridwright::layout::input::{AnswerList, Entry, Origin};
use gridwright::layout::validate::validate;
use gridwright::layout::{Arrangement, Placement, build};
use gridwright::tui::action::Action;
use gridwright::tui::studio::Studio;
use gridwright::tui::update::update;
use std::path::Path;

fn app() -> Studio {
    common::blank_studio(15, 15, b"CAT;60\n")
}

fn rows(app: &Studio) -> Vec<String> {
    let p = app.puzzle();
    (0..p.grid.height())
        .map(|r| {
            (0..p.grid.width())
                .map(|c| p.answer_at(Pos::new(r, c)).unwrap_or_else(|| "#".into()))
                .collect()
        })
        .collect()
}

fn placed(app: &Studio) -> Vec<&str> {
    app.puzzle()
        .meta
        .placed
        .iter()
        .map(|p| p.answer.as_str())
        .collect()
}

/// The placed answers as a layout, built and checked by the layout engine's own validator;
/// the studio's grid and clues must be exactly the ones the layout builds.
fn assert_valid(app: &Studio) {
    let p = app.puzzle();
    let a = &p.alphabet;
    let entries: Vec<Entry> = p
        .meta
        .placed
        .iter()
        .enumerate()
        .map(|(i, pl)| Entry {
            answer: pl.answer.clone(),
            letters: a.encode(&pl.answer).expect("spelled in the alphabet"),
            clue: pl.clue.clone(),
            meta: serde_json::json!({}),
            origin: Origin::Line(i + 1),
        })
        .collect();
    let list = AnswerList {
        entries,
        alphabet: a.clone(),
        symbols: Vec::new(),
        title: None,
    };
    let arrangement = Arrangement {
        width: p.grid.width(),
        height: p.grid.height(),
        placements: p
            .meta
            .placed
            .iter()
            .enumerate()
            .map(|(i, pl)| Placement {
                word: i,
                row: pl.row,
                col: pl.col,
                direction: pl.direction,
            })
            .collect(),
        unplaced: Vec::new(),
    };
    let layout = build(&list, &arrangement).expect("builds");
    let broken = validate(&list, &layout);
    assert!(broken.is_empty(), "{broken:?}\n{}", rows(app).join("\n"));
    assert_eq!(layout.puzzle.grid, p.grid, "{}", rows(app).join("\n"));
    assert_eq!(layout.puzzle.clues, p.clues);
}

#[test]
fn place_cross_remove_and_replace() {
    let mut app = app();
    command(&mut app, "place PLANET Not a star");
    assert_eq!(rows(&app), ["PLANET", "######"]);
    assert!(
        said(&app).starts_with("placed PLANET across"),
        "{}",
        said(&app)
    );
    assert_eq!(app.puzzle().clue(1, Direction::Across), Some("Not a star"));

    command(&mut app, "place comet Icy visitor");
    assert!(said(&app).contains("1 crossing"), "{}", said(&app));
    assert_eq!(placed(&app), ["PLANET", "COMET"]);
    assert!(app.puzzle().grid.height() >= 5);
    assert_valid(&app);

    command(&mut app, "place ORBIT Path round a sun");
    command(&mut app, "place TENT Camp shelter");
    assert_eq!(placed(&app).len(), 4, "{}", said(&app));
    assert_valid(&app);
    let four = app.puzzle().clone();

    command(&mut app, "place COMET again");
    assert!(said(&app).contains("already placed"), "{}", said(&app));

    command(&mut app, "unplace comet");
    assert_eq!(placed(&app), ["PLANET", "ORBIT", "TENT"]);
    assert!(said(&app).contains("COMET taken out"), "{}", said(&app));
    // Letters other answers use stay; the rest are blocks, and the box is trimmed.
    let all: String = rows(&app).concat();
    assert!(all.contains('P') && all.contains('B'), "{all}");

    command(&mut app, "place COMET Icy visitor");
    assert_eq!(placed(&app).len(), 4);
    assert_valid(&app);

    // Each step is one undo.
    update(&mut app, Action::Undo);
    assert_eq!(placed(&app), ["PLANET", "ORBIT", "TENT"]);
    update(&mut app, Action::Undo);
    assert_eq!(app.puzzle(), &four);
    update(&mut app, Action::Redo);
    assert_eq!(placed(&app).len(), 3);

    command(&mut app, "place XYZZY");
    assert!(
        said(&app).starts_with("XYZZY fits nowhere"),
        "{}",
        said(&app)
    );
    command(&mut app, "unplace QUASAR");
    assert!(
        said(&app).starts_with("QUASAR is not placed"),
        "{}",
        said(&app)
    );
}

#[test]
fn unresolved_runs_are_flagged_until_an_answer_resolves_them() {
    let mut app = app();
    command(&mut app, "place PLANET");
    command(&mut app, "place PO");
    assert_eq!(rows(&app), ["PLANET", "O#####"]);

    // Strictly, LA may not sit beside PO: it crosses PLANET's A and grows the grid up.
    command(&mut app, "place LA");
    assert_eq!(rows(&app), ["##L###", "PLANET", "O#####"]);
    assert_valid(&app);
    update(&mut app, Action::Undo);

    command(&mut app, "unresolved on");
    command(&mut app, "place LA");
    assert_eq!(rows(&app), ["PLANET", "OA####"]);
    assert!(said(&app).contains("1 unresolved run"), "{}", said(&app));
    assert!(app.is_marked(Pos::new(1, 0)) && app.is_marked(Pos::new(1, 1)));
    // A bare `:place` opens the form and lists the runs on the message line.
    command(&mut app, "place");
    assert!(said(&app).contains("unresolved: OA"), "{}", said(&app));
    update(&mut app, Action::Escape);

    command(&mut app, "place OA Hawaiian lava");
    assert_eq!(rows(&app), ["PLANET", "OA####"]);
    assert!(said(&app).contains("2 crossings"), "{}", said(&app));
    assert!(!said(&app).contains("unresolved"), "{}", said(&app));
    assert!(!app.is_marked(Pos::new(1, 0)));
    assert_valid(&app);

    command(&mut app, "unresolved off");
    assert!(said(&app).contains("off"));
}

#[test]
fn a_placed_puzzle_exports_and_reads_back() {
    let mut app = app();
    for line in [
        "place GRIDWRIGHT Tool",
        "place WORD Unit",
        "place TERMINAL Console",
    ] {
        command(&mut app, line);
    }
    assert_eq!(placed(&app).len(), 3, "{}", said(&app));
    assert_valid(&app);
    let p = app.puzzle();
    for format in [Format::Ipuz, Format::Puz, Format::Xd] {
        let bytes = formats::to_bytes(p, format, &WriteOptions::default()).expect("writes");
        let back = formats::read_bytes(&bytes, format, Path::new("placed")).expect("reads");
        assert_eq!(back.puzzle.grid, p.grid, "{format}");
        assert_eq!(back.puzzle.clues, p.clues, "{format}");
    }
}

/// Puts the cursor on a square, typing in a direction.
fn cursor_to(app: &mut Studio, p: Pos, d: Direction) {
    update(app, Action::Click(p));
    if app.direction() != d {
        update(app, Action::ToggleDirection);
    }
    assert_eq!((app.cursor(), app.direction()), (p, d));
}

/// PLANET across with TOAST down through its T and a clue each.
fn planet_and_toast() -> Studio {
    let mut app = app();
    command(&mut app, "place PLANET Not a star");
    command(&mut app, "place TOAST Browned bread");
    assert_eq!(
        rows(&app),
        ["#####T", "#####O", "#####A", "#####S", "PLANET"]
    );
    app
}

#[test]
fn move_to_the_cursor_grows_the_grid_and_is_one_undo() {
    let mut app = planet_and_toast();
    let before = app.puzzle().clone();
    // TOAST down from PLANET's T instead of ending on it: the grid grows below.
    cursor_to(&mut app, Pos::new(4, 5), Direction::Down);
    command(&mut app, "move toast");
    assert!(
        said(&app).starts_with("moved TOAST down to row 1, column 6"),
        "{}",
        said(&app)
    );
    assert_eq!(
        rows(&app),
        ["PLANET", "#####O", "#####A", "#####S", "#####T"]
    );
    assert_valid(&app);
    let clues: Vec<&str> = app.puzzle().clues.values().map(String::as_str).collect();
    assert_eq!(clues, ["Not a star", "Browned bread"]);
    // One more step after it, then back through both.
    command(&mut app, "place ANT Picnic guest");
    let moved_ant = app.puzzle().clone();
    update(&mut app, Action::Undo);
    assert_eq!(app.puzzle().meta.placed.len(), 2);
    update(&mut app, Action::Undo);
    assert_eq!(app.puzzle(), &before, "the move was one undo step");
    update(&mut app, Action::Redo);
    update(&mut app, Action::Redo);
    assert_eq!(app.puzzle(), &moved_ant);
}

#[test]
fn a_move_that_conflicts_is_refused_and_changes_nothing() {
    let mut app = planet_and_toast();
    command(&mut app, "place ANT Picnic guest");
    assert_eq!(placed(&app), ["PLANET", "TOAST", "ANT"]);
    let before = app.puzzle().clone();
    let toast = app.puzzle().meta.placed[1].clone();
    let t = Pos::new(toast.row, toast.col);
    let planet = app.puzzle().meta.placed[0].clone();
    let p = Pos::new(planet.row, planet.col);
    // Down from PLANET's P: TOAST's T meets the P.
    cursor_to(&mut app, p, Direction::Down);
    command(&mut app, "move TOAST");
    let want = format!(
        "TOAST cannot go at row {}, column {} down: its T meets the P at row {}, column {}; nothing moved",
        p.row + 1,
        p.col + 1,
        p.row + 1,
        p.col + 1
    );
    assert_eq!(said(&app), want);
    assert_eq!(app.puzzle(), &before);
    // Down from PLANET's T: fits there, but ANT (crossing only TOAST) would be cut off.
    cursor_to(&mut app, Pos::new(p.row, p.col + 5), Direction::Down);
    command(&mut app, "move TOAST");
    assert!(
        said(&app).contains("cut off from the rest; nothing moved"),
        "{}",
        said(&app)
    );
    assert_eq!(app.puzzle(), &before);
    // Where it is already; an answer not placed; a bad direction.
    cursor_to(&mut app, t, Direction::Down);
    command(&mut app, "move TOAST");
    assert!(said(&app).contains("already starts here"), "{}", said(&app));
    command(&mut app, "move COMET");
    assert!(
        said(&app).starts_with("COMET is not placed"),
        "{}",
        said(&app)
    );
    command(&mut app, "move TOAST sideways");
    assert!(said(&app).contains("\"sideways\""), "{}", said(&app));
    assert_eq!(app.puzzle(), &before);
    // Nothing was added to the undo stack: one undo takes ANT out.
    update(&mut app, Action::Undo);
    assert_eq!(placed(&app), ["PLANET", "TOAST"]);
}

#[test]
fn removing_the_answer_that_joins_others_says_so_and_replacing_it_joins_them() {
    let mut app = planet_and_toast();
    command(&mut app, "place ANT Picnic guest");
    let three = rows(&app);
    command(&mut app, "unplace TOAST");
    assert!(said(&app).contains("in pieces"), "{}", said(&app));
    command(&mut app, "place TOAST Browned bread");
    assert!(said(&app).contains("2 crossings"), "{}", said(&app));
    assert_eq!(rows(&app), three);
    assert_valid(&app);
}

#[test]
fn a_move_beside_letters_needs_unresolved_then_an_answer_resolves_it() {
    let mut app = app();
    command(&mut app, "place PLANET");
    command(&mut app, "place PO");
    command(&mut app, "place LA Los Angeles");
    assert_eq!(rows(&app), ["##L###", "PLANET", "O#####"]);
    let before = app.puzzle().clone();
    // LA down from PLANET's L: its A would sit beside PO's O.
    cursor_to(&mut app, Pos::new(1, 1), Direction::Down);
    command(&mut app, "move LA");
    assert!(
        said(&app).contains("its letter at row 3, column 2 would sit beside another"),
        "{}",
        said(&app)
    );
    assert_eq!(app.puzzle(), &before);
    command(&mut app, "unresolved on");
    cursor_to(&mut app, Pos::new(1, 1), Direction::Down);
    command(&mut app, "move LA");
    assert!(said(&app).contains("1 unresolved run"), "{}", said(&app));
    assert_eq!(rows(&app), ["PLANET", "OA####"]);
    assert!(app.is_marked(Pos::new(1, 0)));
    assert_eq!(app.puzzle().clue(2, Direction::Down), Some("Los Angeles"));
    command(&mut app, "place OA Hawaiian lava");
    assert!(!said(&app).contains("unresolved"), "{}", said(&app));
    assert_valid(&app);
}

#[test]
fn layout_reports_the_answers_left_out_in_one_line() {
    let dir = tempfile::tempdir().expect("tempdir");
    let list = dir.path().join("answers.txt");
    // Seven answers sharing no letter with the first three nor with each other.
    let mut text = String::from("PLANET\tNot a star\nCOMET\tIcy visitor\nORBIT\tPath\n");
    for w in ["DF", "GH", "JK", "QS", "UV", "WX", "YZ"] {
        text.push_str(&format!("{w}\tNothing shared\n"));
    }
    std::fs::write(&list, text).expect("write");
    let mut app = app();
    command(&mut app, &format!("layout {}", list.display()));
    let msg = said(&app);
    let want = "7 answers could not be placed: DF (line 4), GH (line 5), JK (line 6), QS (line 7), UV (line 8) and 2 more";
    assert!(msg.ends_with(want), "{msg}");
    assert_eq!(msg.lines().count(), 1, "{msg}");
    // Whole on the two message rows at 80 columns.
    let shown = studio::screen(&app, 80, 24);
    let bottom: String = shown.lines().skip(22).collect::<Vec<_>>().join("");
    assert!(bottom.contains("could not be placed"), "{shown}");
    assert!(bottom.ends_with("and 2 more"), "{shown}");
    // The laid-out answers can be placed on: a bare :place adopts them.
    command(&mut app, "place TENT Camp");
    assert!(said(&app).starts_with("placed TENT"), "{}", said(&app));
    assert_eq!(placed(&app).len(), 4, "{:?}", placed(&app));
    assert_valid(&app);
}
