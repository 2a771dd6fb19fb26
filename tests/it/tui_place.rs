//! Placing a word from the candidates or the search: letters are constraints, so a word that
//! would change letters already in the grid asks first and names them; locked letters never
//! change.

use crate::common;

use crate::common::studio;

use gridwright::grid::Pos;
use gridwright::tui::action::{Action, Move};
use gridwright::tui::studio::{Mode, Studio};
use gridwright::tui::update::update;
use studio::said;

fn app() -> Studio {
    app_with(b"CAT;60\nDOG;60\nDIG;55\nCOT;50\n")
}

/// A blank 3×3 with words from `list`.
fn app_with(list: &[u8]) -> Studio {
    common::blank_studio(3, 3, list)
}

fn row(app: &Studio, r: usize) -> String {
    (0..3)
        .map(|c| {
            let p = app.puzzle();
            p.answer_at(Pos::new(r, c)).unwrap_or_else(|| ".".into())
        })
        .collect()
}

fn search_and_place(app: &mut Studio, pattern: &str) {
    update(app, Action::OpenSearch);
    for c in pattern.chars() {
        update(app, Action::PromptChar(c));
    }
    update(app, Action::PromptSubmit);
}

#[test]
fn a_word_that_would_change_letters_asks_first_and_names_them() {
    let mut app = app();
    for c in "CAT".chars() {
        update(&mut app, Action::Type(c));
    }
    assert_eq!(row(&app, 0), "CAT");
    // Back to the first square, then typing down: 1D starts with the C of CAT.
    while app.cursor() != Pos::new(0, 0) {
        update(&mut app, Action::Move(Move::Left));
    }
    update(&mut app, Action::ToggleDirection);
    let before = app.puzzle().clone();
    search_and_place(&mut app, "dog");
    let Mode::Confirm { question, .. } = app.mode() else {
        panic!("placing DOG over C asks first: {:?}", app.mode());
    };
    assert_eq!(question, "1D DOG changes 1A CAT → DAT. Place it? (y/n)");
    update(&mut app, Action::No);
    assert_eq!(app.puzzle(), &before, "no: nothing changed");
    search_and_place(&mut app, "dog");
    update(&mut app, Action::Yes);
    assert_eq!(row(&app, 0), "DAT", "yes: DOG is placed over the C");
    assert_eq!(row(&app, 1), "O..");
    update(&mut app, Action::Undo);
    assert_eq!(app.puzzle(), &before, "one undo step puts the C back");
    // A word that agrees with the letters there is placed at once.
    search_and_place(&mut app, "c?t");
    assert_eq!(app.mode(), Mode::Normal, "{}", said(&app));
}

#[test]
fn an_entry_whose_words_all_break_a_crossing_says_so() {
    // CAT and CAR fit 1A, but no word starts with A for 2D.
    let mut app = app_with(b"CAT;60\nCAR;60\n");
    let text = studio::screen(&app, 80, 24);
    assert!(text.contains("2 fit, 0 viable"), "{text}");
    assert!(text.contains("none works with the crossings"), "{text}");
    // The words that fit are listed all the same, for the constructor who knows better.
    assert!(text.contains("CAR") && text.contains("CAT"), "{text}");
    for c in "XYZ".chars() {
        update(&mut app, Action::Type(c));
    }
    update(&mut app, Action::Move(Move::Left));
    let text = studio::screen(&app, 80, 24);
    assert!(text.contains("no word fits these letters"), "{text}");
}
