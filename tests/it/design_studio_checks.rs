//! The studio's quality sheet and theme entries in `:check` (issue 44): `:stats` says the
//! grid's figures; the constructor's theme entries are listed apart in `:check`, never as
//! low-score problems.

use crate::common;
use crate::common::studio::{command, said, screen};
use gridwright::grid::Pos;
use gridwright::tui::studio::Studio;

/// ACE/CUR/TEA fill a 3×3 both ways; XYZ is in no list.
const LIST: &[u8] = b"ACE;60\nCUR;60\nTEA;60\nACT;60\nCUE;60\nERA;60\n";

fn app(w: usize, h: usize) -> Studio {
    common::blank_studio(w, h, LIST)
}

#[test]
fn stats_says_the_grids_figures_with_cheaters_and_scores() {
    // A 5×5 with its four corners blocked: 4 cheaters (each only shortens its entries),
    // 5 across and 5 down entries of 3 and 5 letters.
    let mut app = app(5, 5);
    for (r, c) in [(0, 0), (0, 4), (4, 0), (4, 4)] {
        app.apply(|p| {
            p.grid
                .set(Pos::new(r, c), gridwright::grid::Cell::Block)
                .expect("in");
        });
    }
    command(&mut app, "stats");
    let s = said(&app);
    assert!(
        s.starts_with("10 words, 4 blocks, average length 4.20, 4 3-letter, 4 cheaters"),
        "{s}"
    );
    assert!(s.contains("lacks ABCDEFGHIJKLMNOPQRSTUVWXYZ"), "{s}");
    assert!(s.contains("entries 0 strong, 0 good"), "{s}");
}

#[test]
fn check_lists_theme_entries_apart_and_never_as_low_score() {
    // XYZ is in no list: as a theme entry it is the constructor's, not a problem.
    let mut app = app(3, 3);
    command(&mut app, "include XYZ");
    for (r, word) in ["XYZ", "CUR", "TEA"].iter().enumerate() {
        for (c, ch) in word.chars().enumerate() {
            let l = app.puzzle().alphabet.index_of(ch).expect("latin");
            app.apply(|p| {
                p.grid
                    .set(Pos::new(r, c), gridwright::grid::Cell::Letter(l))
                    .expect("in");
            });
        }
    }
    // The down entries XCT, YUE, ZRA are in no list: they are problems; the theme is listed
    // apart under them.
    command(&mut app, "check");
    let findings = gridwright::tui::ops::findings(&app);
    assert!(
        findings.iter().any(|f| f.word() == Some("XCT")),
        "{findings:?}"
    );
    assert!(
        findings.iter().all(|f| f.word() != Some("XYZ")),
        "{findings:?}"
    );
    let text = screen(&app, 80, 24);
    assert!(text.contains("theme entries: 1 (XYZ)"), "{text}");
    assert!(text.contains("not in list"), "{text}");
}
