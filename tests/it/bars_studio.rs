//! Drawing bars in the studio (issue 32): `|` and `_` with each symmetry's partners, `:bars`
//! mode, one undo step per toggle, numbering and clues following the bars, the bars on screen,
//! and the house style commands.

use crate::common::blank_studio;
use crate::common::studio::{command, key, said, screen, typed};
use crossterm::event::{KeyCode, KeyModifiers};
use gridwright::grid::{Direction, HouseStyle, Pos, Symmetry, bar_partners};
use gridwright::tui::action::{Action, Move};
use gridwright::tui::studio::Studio;
use gridwright::tui::update::update;

const WORDS: &[u8] = b"CAT;50\nDOG;50\nEMU;50\n";

fn studio(symmetry: Symmetry) -> Studio {
    let mut app = blank_studio(5, 5, WORDS);
    command(&mut app, &format!("sym {}", symmetry.name()));
    app
}

fn to(app: &mut Studio, row: usize, col: usize) {
    while app.cursor().row < row {
        update(app, Action::Move(Move::Down));
    }
    while app.cursor().col < col {
        update(app, Action::Move(Move::Right));
    }
}

/// The bars of the studio's puzzle as (square, direction ended), sorted.
fn bars(app: &Studio) -> Vec<(Pos, Direction)> {
    let mut v: Vec<_> = app.puzzle().bars().iter().collect();
    v.sort();
    v
}

fn p(r: usize, c: usize) -> Pos {
    Pos::new(r, c)
}

#[test]
fn each_symmetry_pairs_a_bar_with_the_image_of_its_edge() {
    use Direction::{Across as R, Down as B};
    let partners = |s: Symmetry, at: Pos, d: Direction| {
        let mut v = bar_partners(s, at, d, 5, 5);
        v.sort();
        v
    };
    assert_eq!(partners(Symmetry::None, p(0, 1), R), [(p(0, 1), R)]);
    // Rotation: the right edge of (0,1) is the left edge of (4,3), the right edge of (4,2).
    assert_eq!(
        partners(Symmetry::Rotational, p(0, 1), R),
        [(p(0, 1), R), (p(4, 2), R)]
    );
    assert_eq!(
        partners(Symmetry::Rotational, p(1, 0), B),
        [(p(1, 0), B), (p(2, 4), B)]
    );
    // The centre's right edge turns into its left edge.
    assert_eq!(
        partners(Symmetry::Rotational, p(2, 2), R),
        [(p(2, 1), R), (p(2, 2), R)]
    );
    // Left–right: right edges mirror to right edges one column further in; bottoms stay.
    assert_eq!(
        partners(Symmetry::MirrorLeftRight, p(0, 0), R),
        [(p(0, 0), R), (p(0, 3), R)]
    );
    assert_eq!(
        partners(Symmetry::MirrorLeftRight, p(0, 0), B),
        [(p(0, 0), B), (p(0, 4), B)]
    );
    // Top–bottom: the reverse.
    assert_eq!(
        partners(Symmetry::MirrorTopBottom, p(0, 0), B),
        [(p(0, 0), B), (p(3, 0), B)]
    );
    assert_eq!(
        partners(Symmetry::MirrorTopBottom, p(0, 0), R),
        [(p(0, 0), R), (p(4, 0), R)]
    );
    // Diagonal: a right edge becomes a bottom edge.
    assert_eq!(
        partners(Symmetry::Diagonal, p(0, 1), R),
        [(p(0, 1), R), (p(1, 0), B)]
    );
    // Four-way: the edge, its quarter turns and its half turn.
    assert_eq!(
        partners(Symmetry::FourWay, p(0, 1), R),
        [(p(0, 1), R), (p(1, 4), B), (p(2, 0), B), (p(4, 2), R)]
    );
}

#[test]
fn bar_keys_draw_with_the_partner_and_undo_one_step_each() {
    let mut app = studio(Symmetry::Rotational);
    let before = app.puzzle().slots().len();
    to(&mut app, 0, 1);
    typed(&mut app, "|");
    assert_eq!(
        bars(&app),
        [(p(0, 1), Direction::Across), (p(4, 2), Direction::Across)]
    );
    assert!(
        said(&app).contains("bar drawn with 1 symmetric"),
        "{}",
        said(&app)
    );
    // 1A splits into 2 + 3 and so does the bottom row: two more entries.
    assert_eq!(app.puzzle().slots().len(), before + 2);
    typed(&mut app, "_");
    assert_eq!(bars(&app).len(), 4);
    key(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    assert_eq!(bars(&app).len(), 2, "undo takes back the last toggle only");
    key(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    assert!(bars(&app).is_empty());
    assert_eq!(app.puzzle().slots().len(), before);
    // Toggling twice removes the bar again.
    typed(&mut app, "||");
    assert!(bars(&app).is_empty());
}

#[test]
fn bars_mode_draws_with_the_arrows_and_esc_ends_it() {
    let mut app = studio(Symmetry::None);
    to(&mut app, 2, 2);
    command(&mut app, "bars");
    assert!(app.view().bars_mode);
    for m in [Move::Right, Move::Down, Move::Left, Move::Up] {
        update(&mut app, Action::Move(m));
    }
    assert_eq!(
        app.cursor(),
        p(2, 2),
        "in bars mode the arrows draw, not move"
    );
    assert_eq!(
        bars(&app),
        [
            (p(1, 2), Direction::Down),
            (p(2, 1), Direction::Across),
            (p(2, 2), Direction::Across),
            (p(2, 2), Direction::Down),
        ]
    );
    update(&mut app, Action::Escape);
    assert!(!app.view().bars_mode);
    update(&mut app, Action::Move(Move::Right));
    assert_eq!(app.cursor(), p(2, 3));
}

#[test]
fn clues_follow_their_entries_when_a_bar_renumbers_the_grid() {
    let mut app = studio(Symmetry::None);
    // Row 3 of a blank 5×5 is 8A.
    app.apply(|pz| {
        pz.write_clue(
            gridwright::grid::ClueKey::new(8, Direction::Across),
            "Row four",
        )
    });
    // A bar under (1,3) cuts 4D: (2,3) starts a down entry, takes 8, and row 3 becomes 9A.
    to(&mut app, 1, 3);
    typed(&mut app, "_");
    let after = app.puzzle().slots();
    assert_eq!(after.number_at(p(2, 3)), Some(8));
    let n = after
        .get(after.at(p(3, 0), Direction::Across).expect("across"))
        .number;
    assert_eq!(n, 9);
    assert_eq!(app.puzzle().clue(9, Direction::Across), Some("Row four"));
    assert_eq!(app.puzzle().clue(8, Direction::Across), None);
    // Undone, the clue is back on 8A.
    key(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    assert_eq!(app.puzzle().clue(8, Direction::Across), Some("Row four"));
}

#[test]
fn the_grid_shows_bars_at_every_square_size() {
    let mut app = studio(Symmetry::None);
    typed(&mut app, "|");
    // Wide enough for big squares, and the 80×24 studio's one-row squares.
    for (w, h) in [(120, 50), (80, 24)] {
        let s = screen(&app, w, h);
        assert!(s.contains('▕'), "{w}×{h}: no bar drawn\n{s}");
    }
}

#[test]
fn style_commands_set_the_house_rules() {
    let mut app = studio(Symmetry::None);
    command(&mut app, "style barred");
    assert_eq!(app.puzzle().meta.house, HouseStyle::Barred);
    assert!(said(&app).contains("barred"), "{}", said(&app));
    command(&mut app, "style twos on");
    assert!(app.puzzle().meta.two_letter_entries);
    command(&mut app, "style unches 30");
    assert_eq!(app.puzzle().meta.max_unches, 30);
    command(&mut app, "style unches 300");
    assert_eq!(app.puzzle().meta.max_unches, 30);
    command(&mut app, "style cryptic");
    assert!(said(&app).contains("not a style"), "{}", said(&app));
    key(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL);
    assert_eq!(
        app.puzzle().meta.max_unches,
        gridwright::grid::DEFAULT_MAX_UNCHES
    );
}
