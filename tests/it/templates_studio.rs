//! `:new 15x15 british` in the studio: the template chooser opens, browses, opens the
//! highlighted template as an untitled puzzle (asking first over unsaved work), cancels.

use crate::common;
use crate::common::studio::{command, said, screen};

use gridwright::grid::templates::{self, TemplateStyle};
use gridwright::tui::action::Action;
use gridwright::tui::studio::Mode;
use gridwright::tui::update::update;

fn chooser(app: &gridwright::tui::studio::Studio) -> gridwright::tui::templates::Chooser {
    match app.mode() {
        Mode::Templates(c) => c,
        other => panic!("the chooser is not open: {other:?}"),
    }
}

#[test]
fn new_british_opens_the_chooser_and_enter_opens_a_template() {
    let mut app = common::blank_studio(5, 5, b"CAT;50\n");
    command(&mut app, "new 15x15 british");
    let c = chooser(&app);
    let all = templates::builtin().expect("templates");
    let british = templates::select(&all, Some(TemplateStyle::British), Some((15, 15)));
    assert_eq!(c.templates, british);
    update(&mut app, Action::ListMove(1));
    update(&mut app, Action::ListMove(1));
    update(&mut app, Action::ListMove(-1));
    assert_eq!(chooser(&app).sel, 1);
    update(&mut app, Action::PromptSubmit);
    assert_eq!(app.mode(), Mode::Normal);
    assert_eq!(app.puzzle().grid, british[1].grid);
    assert!(
        said(&app).contains(&format!("from template {}", british[1].name)),
        "{}",
        said(&app)
    );
    // Ctrl-Z brings the old grid back.
    update(&mut app, Action::Undo);
    assert_eq!(app.puzzle().grid.width(), 5);
}

#[test]
fn the_chooser_asks_over_unsaved_work_and_esc_cancels() {
    let mut app = common::blank_studio(5, 5, b"CAT;50\n");
    update(&mut app, Action::Type('C'));
    command(&mut app, "new 21x21 american");
    update(&mut app, Action::Escape);
    assert_eq!(app.mode(), Mode::Normal);
    assert_eq!(app.puzzle().grid.width(), 5, "Esc opens nothing");
    command(&mut app, "new 21x21 american");
    update(&mut app, Action::PromptSubmit);
    assert!(
        matches!(app.mode(), Mode::Confirm { .. }),
        "asks over unsaved work"
    );
    update(&mut app, Action::Yes);
    assert_eq!(app.puzzle().grid.width(), 21);
    // No such size: said, nothing opens; a blank `:new` is as before.
    command(&mut app, "new 13x13 british");
    assert_eq!(app.mode(), Mode::Normal);
    assert!(
        said(&app).contains("no british 13x13 templates; british ones come in 15x15"),
        "{}",
        said(&app)
    );
    command(&mut app, "new 7x7");
    common::studio::yes_if_asked(&mut app);
    assert_eq!(app.puzzle().grid.width(), 7);
}

#[test]
fn the_chooser_at_80x24() {
    let mut app = common::blank_studio(5, 5, b"CAT;50\n");
    command(&mut app, "new 15x15 british");
    insta::assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn a_template_opens_with_its_style_so_checks_follow_its_rules() {
    use gridwright::grid::HouseStyle;
    let mut app = common::blank_studio(5, 5, b"CAT;50\n");
    assert_eq!(app.puzzle().meta.house, HouseStyle::American);
    command(&mut app, "new 15x15 british");
    update(&mut app, Action::PromptSubmit);
    assert_eq!(app.puzzle().meta.house, HouseStyle::British);
    // A British grid's alternate unches are not problems under its own rules.
    let h = app.health();
    assert!(h.unches > 0 && h.unchecked.is_empty(), "{:?}", h.warnings());
    assert!(
        !h.warnings().iter().any(|w| w.contains("unchecked")),
        "{:?}",
        h.warnings()
    );
    command(&mut app, "new 15x15 american");
    update(&mut app, Action::PromptSubmit);
    common::studio::yes_if_asked(&mut app);
    assert_eq!(app.puzzle().meta.house, HouseStyle::American);
    // Undo brings the British grid back with its style.
    update(&mut app, Action::Undo);
    assert_eq!(app.puzzle().meta.house, HouseStyle::British);
}
