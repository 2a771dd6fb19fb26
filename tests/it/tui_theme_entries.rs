//! Theme entries and the shared-run limit in the studio: `:include` and `:maxshared` edit
//! the puzzle (undoable, saved with it), the panel under the grid shows where each theme
//! entry stands, and autofill places them or refuses a theme that cannot fit.

use crate::common;

use crate::common::studio;
use studio::{command, said, screen};

use gridwright::grid::Pos;
use gridwright::store::doc::SlotDoc;
use gridwright::tui::action::Action;
use gridwright::tui::studio::Studio;
use gridwright::tui::theme::Theme;
use gridwright::tui::ui::render;
use gridwright::tui::update::{update, wait_fill};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::time::Duration;

/// A 3×3 that fills two ways: ACE/CUR/TEA or its transpose; plus words that fit neither.
const LIST: &[u8] = b"ACE;60\nCUR;60\nTEA;60\nACT;60\nCUE;60\nERA;60\nDOG;55\n";

fn app(w: usize, h: usize) -> Studio {
    common::blank_studio(w, h, LIST)
}

fn row(app: &Studio, r: usize) -> String {
    let p = app.puzzle();
    (0..p.grid.width())
        .map(|c| p.answer_at(Pos::new(r, c)).unwrap_or_else(|| ".".into()))
        .collect()
}

#[test]
fn include_adds_removes_and_undoes_theme_entries() {
    let mut app = app(3, 3);
    command(&mut app, "include iced tea");
    assert_eq!(app.puzzle().meta.theme_entries, ["ICEDTEA"]);
    assert!(
        said(&app).starts_with("theme entry ICEDTEA added"),
        "{}",
        said(&app)
    );
    command(&mut app, "include Iced-Tea");
    assert_eq!(said(&app), "ICEDTEA is already a theme entry");
    command(&mut app, "include Дом");
    assert!(
        said(&app).contains("not a letter of the Latin alphabet"),
        "{}",
        said(&app)
    );
    command(&mut app, "include");
    assert_eq!(said(&app), "theme entries: ICEDTEA not placed");
    command(&mut app, "uninclude icedtea");
    assert!(app.puzzle().meta.theme_entries.is_empty());
    update(&mut app, Action::Undo);
    assert_eq!(app.puzzle().meta.theme_entries, ["ICEDTEA"]);
    command(&mut app, "uninclude *");
    assert!(app.puzzle().meta.theme_entries.is_empty());
    command(&mut app, "uninclude icedtea");
    assert_eq!(said(&app), "ICEDTEA is not a theme entry");
    command(&mut app, "maxshared 2");
    assert_eq!(app.puzzle().meta.max_shared, Some(2));
    command(&mut app, "maxshared zero");
    assert!(said(&app).contains("1 or more, or off"), "{}", said(&app));
    command(&mut app, "maxshared off");
    assert_eq!(app.puzzle().meta.max_shared, None);
}

#[test]
fn theme_entries_are_saved_with_the_puzzle() {
    let mut app = app(3, 3);
    command(&mut app, "include era");
    command(&mut app, "maxshared 2");
    let doc = SlotDoc::new(app.puzzle(), 0, 0, None);
    let back = SlotDoc::from_toml(&doc.to_toml().expect("toml"))
        .expect("reads")
        .puzzle
        .to_puzzle()
        .expect("puzzle");
    assert_eq!(back.meta.theme_entries, ["ERA"]);
    assert_eq!(back.meta.max_shared, Some(2));
}

#[test]
fn autofill_places_the_theme_entry_and_refuses_one_that_cannot_fit() {
    // ERA is only in the transposed square, as its last row, or as 3D of the other one:
    // either way it must be an entry of the fill.
    for theme in ["ERA", "ACT"] {
        let mut app = app(3, 3);
        command(&mut app, &format!("include {theme}"));
        update(&mut app, Action::Autofill);
        wait_fill(&mut app, Duration::from_secs(300));
        update(&mut app, Action::AcceptProposal);
        let rows: Vec<String> = (0..3).map(|r| row(&app, r)).collect();
        let cols: Vec<String> = (0..3)
            .map(|c| rows.iter().map(|r| &r[c..c + 1]).collect())
            .collect();
        assert!(
            rows.iter().chain(&cols).any(|e| e == theme),
            "{theme} in {rows:?}"
        );
    }
    let mut app = app(3, 3);
    command(&mut app, "include dogs");
    update(&mut app, Action::Autofill);
    assert_eq!(
        said(&app),
        "autofill refused: theme entry DOGS has 4 letters, but no entry the fill writes has 4 (they have 3)"
    );
}

#[test]
fn the_panel_under_the_grid_shows_where_each_theme_entry_stands() {
    let mut app = app(15, 15);
    command(&mut app, "include star");
    command(&mut app, "include hotdog");
    command(&mut app, "maxshared 3");
    for c in "STAR".chars() {
        update(&mut app, Action::Type(c));
    }
    // A block after it makes STAR the whole of 1A.
    update(&mut app, Action::ToggleBlock);
    let text = screen(&app, 80, 24);
    assert!(text.contains("theme 1/2 placed (:include)"), "{text}");
    assert!(text.contains("STAR 1A"), "{text}");
    assert!(text.contains("HOTDOG —"), "{text}");
    assert!(text.contains("shared runs ≤ 3"), "{text}");
    insta::assert_snapshot!(text);
    // The colour says it too: a placed entry's label in the theme's "ok" colour, the dash of
    // one not yet placed dimmed.
    let mut t = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
    t.draw(|f| render(&app, f)).expect("draw");
    let buf = t.backend().buffer();
    let find = |needle: &str| {
        (0..24u16)
            .find_map(|y| {
                let row: String = (0..80u16)
                    .map(|x| buf[(x, y)].symbol().to_string())
                    .collect();
                row.find(needle)
                    .map(|i| (row[..i].chars().count() as u16, y))
            })
            .expect("on screen")
    };
    let theme = Theme::default();
    let (x, y) = find("STAR 1A");
    assert_eq!(buf[(x + 5, y)].fg, theme.ok, "the label of a placed entry");
    let (x, y) = find("HOTDOG —");
    assert_eq!(
        buf[(x + 7, y)].fg,
        theme.dim,
        "the dash of an entry not placed"
    );
}
