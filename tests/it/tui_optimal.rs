//! `:optimal` in the studio: the best-scoring fill, proposed like any autofill, with the
//! message saying whether it is proven best; rules it cannot honour are refused.

use crate::common;

use crate::common::studio;
use studio::{command, said};

use gridwright::grid::Pos;
use gridwright::tui::action::Action;
use gridwright::tui::studio::Studio;
use gridwright::tui::update::{update, wait_fill};
use std::time::Duration;

/// An open 3×3 fills as ACE/CUR/TEA or its transpose: the same six words, ERA among them at
/// 40, so the best total is 5 × 60 + 40 = 340; BAT fits no fill.
const LIST: &[u8] = b"ACE;60\nCUR;60\nTEA;60\nACT;60\nCUE;60\nERA;40\nBAT;50\n";

fn app() -> Studio {
    common::blank_studio(3, 3, LIST)
}

#[test]
fn optimal_proposes_the_best_fill_and_says_it_is_proven() {
    let mut app = app();
    command(&mut app, "optimal");
    wait_fill(&mut app, Duration::from_secs(300));
    assert!(
        said(&app).contains("proven best: total 340"),
        "{}",
        said(&app)
    );
    update(&mut app, Action::AcceptProposal);
    assert!(app.puzzle().answer_at(Pos::new(0, 0)).is_some());
}

/// Issue 33: `--optimal` takes theme entries; BAT fits no fill, so the best fill that holds a
/// hard theme entry is the best fill with ACE in it (still 340).
#[test]
fn optimal_keeps_a_theme_entry_in_the_best_fill() {
    let mut app = app();
    command(&mut app, "include ace");
    command(&mut app, "optimal");
    wait_fill(&mut app, Duration::from_secs(300));
    assert!(said(&app).contains("total 340"), "{}", said(&app));
    update(&mut app, Action::AcceptProposal);
    let at = |r, c| app.puzzle().answer_at(Pos::new(r, c)).unwrap_or_default();
    let row: String = (0..3).map(|c| at(0, c)).collect();
    let col: String = (0..3).map(|r| at(r, 0)).collect();
    assert!(row == "ACE" || col == "ACE", "{row} / {col}");
}
