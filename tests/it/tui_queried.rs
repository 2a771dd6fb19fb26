//! The studio's autofill takes entries an editor queries as the CLI's `fill` does (issue 44):
//! held below a clean entry that fits, and at most one of a kind per grid.

use crate::common;

use gridwright::grid::Alphabet;
use gridwright::grid::text::format_grid;
use gridwright::tui::action::Action;
use gridwright::tui::studio::Studio;
use gridwright::tui::update::{update, wait_fill};
use std::time::Duration;

fn studio(rows: &str, list: &[u8]) -> Studio {
    common::studio::over(rows, list)
}

fn autofill(app: &mut Studio) -> String {
    update(app, Action::Autofill);
    wait_fill(app, Duration::from_secs(120));
    let proposal = app.proposal().expect("a fill");
    format_grid(&proposal.grid, &Alphabet::latin())
}

#[test]
fn autofill_holds_a_queried_entry_below_a_clean_one() {
    // SOA / E?E / TEN (downs SET, O?E, AEN): the middle is Y (EYE, OYE: 120 together) or E
    // (EEE, a string of one letter scoring 90, and OEE: 150 as the lists score them).
    let list = b"SOA;60\nTEN;60\nSET;60\nAEN;60\nEYE;60\nOYE;60\nEEE;90\nOEE;60\n";
    let mut app = studio("SOA\nE.E\nTEN\n", list);
    let rows = autofill(&mut app);
    assert!(rows.starts_with("SOA\nEYE\nTEN"), "{rows}");
    // The control: a clean word scoring 90 wins.
    let list = b"SOA;60\nTEN;60\nSET;60\nAEN;60\nEYE;60\nOYE;60\nEWE;90\nOWE;60\n";
    let mut app = studio("SOA\nE.E\nTEN\n", list);
    let rows = autofill(&mut app);
    assert!(rows.starts_with("SOA\nEWE\nTEN"), "{rows}");
}

#[test]
fn autofill_keeps_one_entry_of_a_kind() {
    // Row 1 can only be EEE; row 3 is OOO (the better score) unless the limit of one string
    // of one letter per grid sends it back for BOA.
    let mut app = studio("...\n#.#\n...\n", b"EEE;90\nOOO;90\nBOA;50\nEGO;60\n");
    assert!(autofill(&mut app).starts_with("EEE\n#G#\nBOA"));
}
