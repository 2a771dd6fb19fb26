//! Pins in the studio's `:design` form: a theme entry typed as `ANSWER@ROW,COL,DIR` (counted
//! from 1, as the CLI's `--theme`) or `ANSWER@DIR` sits there in every design of the gallery,
//! the commas of a pin do not split the list, the taken puzzle's `:include` entries are the
//! answers without their pins, and a pin that cannot be read or cannot hold is refused in the
//! form with the entry named. Every design goes through the independent validator.

use crate::common::builtin::{self, MIN};
use crate::common::design_check::{self, Rules};
use crate::common::studio::{command, key, said, typed};

use crossterm::event::{KeyCode, KeyModifiers};
use gridwright::design::{Design, DesignRequest};
use gridwright::grid::{Alphabet, Puzzle};
use gridwright::store::SlotNumber;
use gridwright::tui::studio::{Mode, Studio};
use gridwright::tui::theme::Theme as Colours;
use gridwright::tui::update::{wait_design, wait_first_design};
use gridwright::tui::words::StudioWords;
use std::time::Duration;

const NONE: KeyModifiers = KeyModifiers::NONE;
/// Generous: a 9×9 around two entries takes well under a second, but the machine is shared.
const WAIT: Duration = Duration::from_secs(240);

/// A studio on a blank 9×9 with the built-in words at the fill tests' minimum score.
fn studio() -> Studio {
    let mut app = Studio::new(
        Puzzle::blank(9, 9).expect("size"),
        SlotNumber::new(1).expect("slot"),
        None,
        Colours::default(),
    );
    app.set_words(StudioWords::new(builtin::index().clone(), MIN));
    app
}

/// Types `theme` into a fresh 9×9 form and presses Enter.
fn submit(theme: &str) -> Studio {
    let mut app = studio();
    command(&mut app, "design");
    typed(&mut app, theme);
    key(&mut app, KeyCode::Enter, NONE);
    app
}

/// The form's reason for starting nothing.
fn refusal(app: &Studio) -> String {
    let Mode::DesignForm(form) = app.mode() else {
        panic!("the form closed: {:?} {}", app.mode(), said(app));
    };
    assert!(app.design().run().is_none(), "nothing runs");
    form.error.clone().expect("a reason")
}

/// Checks a 9×9 design with the validator written apart from the engine.
fn validate(d: &Design) {
    let alphabet = Alphabet::latin();
    let (rows, theme) = design_check::read_design(d);
    let req = DesignRequest::new(9, 9);
    let mut themed = req.clone();
    themed.theme = vec![gridwright::design::ThemeEntry::free(vec![0; 3])];
    let rules = Rules {
        symmetry: "rotational",
        max_words: themed.word_ceiling(),
        max_blocks: Some(req.block_ceiling()),
        min_entry: 3,
        min_score: MIN,
    };
    let list = builtin::list();
    let score = |w: &str| list.get(&alphabet.encode(w).expect("latin")).copied();
    design_check::check(&rows, &theme, &rules, &score);
}

#[test]
fn a_pinned_entry_sits_at_its_pin_in_every_design_and_the_other_stays_free() {
    // Down the second column from the second row; HOTDOGS (as long) takes its partner slot.
    let mut app = submit("ICEDTEA@2,2,down, HOTDOGS");
    assert!(
        said(&app).contains("around 2 theme entries"),
        "{}",
        said(&app)
    );
    // Few distinct designs hold this pin, so the search would run to its time limit for
    // more: the test takes what it has found by Esc, as a constructor would.
    wait_first_design(&mut app, WAIT);
    key(&mut app, KeyCode::Esc, NONE);
    wait_design(&mut app, WAIT);
    assert!(
        matches!(app.mode(), Mode::Gallery { .. }),
        "{:?}: {}",
        app.mode(),
        said(&app)
    );
    let designs = app.design().found().expect("designs").designs.clone();
    assert!(!designs.is_empty());
    for d in &designs {
        validate(d);
        let (_, theme) = design_check::read_design(d);
        let iced = theme
            .iter()
            .find(|t| t.answer == "ICEDTEA")
            .expect("ICEDTEA placed");
        assert_eq!(
            (iced.row, iced.col, iced.across),
            (1, 1, false),
            "{theme:?}"
        );
        assert!(theme.iter().any(|t| t.answer == "HOTDOGS"), "{theme:?}");
    }
    // The taken puzzle includes the answers, not the pins.
    key(&mut app, KeyCode::Enter, NONE);
    assert_eq!(app.mode(), Mode::Normal, "{}", said(&app));
    assert_eq!(app.puzzle().meta.theme_entries, ["ICEDTEA", "HOTDOGS"]);
}

#[test]
fn a_direction_pin_turns_the_entry() {
    // Both down (an American grid runs its theme across), partners as equal lengths are.
    let mut app = submit("ICEDTEA@down; HOTDOGS@d");
    wait_design(&mut app, WAIT);
    let designs = app.design().found().expect("designs").designs.clone();
    assert!(!designs.is_empty(), "{}", said(&app));
    for d in &designs {
        validate(d);
        let (_, theme) = design_check::read_design(d);
        for (answer, across) in [("ICEDTEA", false), ("HOTDOGS", false)] {
            let t = theme.iter().find(|t| t.answer == answer).expect("placed");
            assert_eq!(t.across, across, "{answer}: {theme:?}");
        }
    }
}

#[test]
fn a_pin_that_does_not_read_or_cannot_hold_is_refused_in_the_form() {
    let why = refusal(&submit("ICEDTEA@0,1,across"));
    assert!(
        why.contains("ICEDTEA") && why.contains("counted from 1"),
        "{why}"
    );
    let why = refusal(&submit("ICEDTEA@2,2,sideways"));
    assert!(why.contains("ICEDTEA") && why.contains("sideways"), "{why}");
    let why = refusal(&submit("ICEDTEA@2,2"));
    assert!(why.contains("ICEDTEA") && why.contains("@ROW,COL"), "{why}");
    // Outside the grid, and running off it: the engine's own refusals, with the entry named.
    let why = refusal(&submit("ICEDTEA@10,1,across"));
    assert!(why.contains("ICEDTEA") && why.contains("outside"), "{why}");
    let why = refusal(&submit("ICEDTEA@1,5,across"));
    assert!(
        why.contains("ICEDTEA") && why.contains("does not fit"),
        "{why}"
    );
}
