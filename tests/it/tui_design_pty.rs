//! `:design` in the real studio (a pty): a 9×9 designed around two theme entries typed in
//! the form, taken from the gallery and saved into a slot; the slot file read back and
//! checked by the validator written apart from the engine.

#![cfg(unix)]

use crate::common::builtin;
use crate::common::design_check::{self, Rules, Theme};
use crate::tui_pty as pty;

use gridwright::design::{DesignRequest, ThemeEntry};
use gridwright::grid::{Alphabet, Pos, text};
use gridwright::words::list::DEFAULT_MIN_SCORE;
use pty::*;

#[test]
fn a_9x9_designed_round_two_entries_is_taken_and_saved() {
    let (data, config, cache) = (
        tempfile::tempdir().expect("data dir"),
        tempfile::tempdir().expect("config dir"),
        tempfile::tempdir().expect("cache dir"),
    );
    let mut studio = Studio::spawn(data.path(), config.path(), cache.path());
    studio.wait_for("the studio with its word list", STARTUP, |s| {
        fit_count(s).is_some_and(|n| n > 0)
    });
    studio.press(b":design 9x9");
    studio.press(ENTER);
    studio.wait_for("the design form", STEP, |s| {
        s.text().contains("design a grid")
    });
    studio.press(b"ICED TEA, HOT DOGS");
    studio.press(ENTER);
    // The whole gallery, figures included: a frame can arrive over more than one read.
    let shown = studio.wait_for("the gallery", STEP, |s| {
        let t = s.text();
        t.contains("design gallery") && t.contains("design 1 of") && t.contains("theme entries:")
    });
    assert!(shown.text().contains("theme entries:"), "{}", shown.text());
    studio.press(ENTER);
    studio.wait_for("the design taken", STEP, |s| {
        s.message().contains("design 1 taken") && s.status().contains("9×9")
    });
    studio.save_into_slot_1_and_quit();

    let saved = saved_slot_1(data.path()).puzzle;
    let alphabet = Alphabet::latin();
    assert_eq!((saved.grid.width(), saved.grid.height()), (9, 9));
    assert_eq!(saved.meta.theme_entries, ["ICED TEA", "HOT DOGS"]);
    let rows: Vec<String> = text::format_grid(&saved.grid, &alphabet)
        .lines()
        .map(str::to_string)
        .collect();
    let grid: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
    // The theme entries are whole entries of the saved grid, and their squares (only
    // theirs) are locked.
    let mut theme = Vec::new();
    let mut locked = Vec::new();
    for f in design_check::entries(&grid) {
        if f.word == "ICEDTEA" || f.word == "HOTDOGS" {
            let (dr, dc) = if f.across { (0, 1) } else { (1, 0) };
            locked.extend((0..7).map(|k| Pos::new(f.row + dr * k, f.col + dc * k)));
            theme.push(Theme {
                answer: f.word,
                row: f.row,
                col: f.col,
                across: f.across,
            });
        }
    }
    locked.sort();
    locked.dedup();
    assert_eq!(saved.locked.iter().copied().collect::<Vec<_>>(), locked);
    let mut req = DesignRequest::new(9, 9);
    // Only the entries' count matters for the ceilings.
    req.theme = (0..2).map(|_| ThemeEntry::free(vec![0; 7])).collect();
    let rules = Rules {
        symmetry: "rotational",
        max_words: req.word_ceiling(),
        max_blocks: Some(req.block_ceiling()),
        min_entry: 3,
        min_score: DEFAULT_MIN_SCORE,
    };
    let list = builtin::list();
    let score = |w: &str| list.get(&alphabet.encode(w).expect("latin")).copied();
    design_check::check(&rows, &theme, &rules, &score);
}
