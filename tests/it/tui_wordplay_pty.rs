//! Issue 32's setter's path in the real studio (a pty): a new grid takes config.toml's
//! `style`; `:new 15x15 british` opens the template chooser, Enter takes the first template
//! (its style with it), F9 opens the wordplay panel on 1A, an anagram of typed fodder is
//! searched over the built-in list, Enter puts the answer in 1A, and the puzzle is saved
//! into a slot; the slot file is read back.

#![cfg(unix)]

use crate::tui_pty as pty;
use gridwright::grid::templates::{self, TemplateStyle};
use gridwright::grid::{HouseStyle, Pos, Symmetry};
use pty::*;

const F9: &[u8] = b"\x1b[20~";

/// The letters of `word`, sorted: two words are anagrams when these agree.
fn letters(word: &str) -> Vec<char> {
    let mut v: Vec<char> = word.chars().collect();
    v.sort_unstable();
    v
}

#[test]
fn a_british_template_is_clued_with_an_anagram_and_saved() {
    let (data, config, cache) = (
        tempfile::tempdir().expect("data dir"),
        tempfile::tempdir().expect("config dir"),
        tempfile::tempdir().expect("cache dir"),
    );
    let all = templates::builtin().expect("templates");
    let first = templates::select(&all, Some(TemplateStyle::British), Some((15, 15)))
        .into_iter()
        .next()
        .expect("a British 15x15 template");
    // 1A of the first template is five squares long, as the fodder is.
    let one_across = first
        .grid
        .positions()
        .take_while(|&p| first.grid.is_white(p));
    assert_eq!(one_across.count(), 5, "{}", first.name);

    // New grids are barred by config; a template brings its own style instead.
    std::fs::write(config.path().join("config.toml"), "style = \"barred\"\n").expect("config");
    let mut studio = Studio::spawn(data.path(), config.path(), cache.path());
    studio.wait_for("the studio with its word list", STARTUP, |s| {
        fit_count(s).is_some_and(|n| n > 0)
    });
    studio.press(b":style");
    studio.press(ENTER);
    studio.wait_for("the config's style", STEP, |s| {
        s.message().contains("style: barred")
    });
    studio.press(b":new 15x15 british");
    studio.press(ENTER);
    studio.wait_for("the chooser", STEP, |s| {
        s.message().contains("british 15x15 templates") && s.text().contains(&first.name)
    });
    // Down and back up: the highlight moves, and Enter takes the first template.
    studio.press(DOWN);
    studio.press(b"\x1b[A");
    studio.press(ENTER);
    studio.wait_for("the template opened", STEP, |s| {
        s.message()
            .contains(&format!("from template {}", first.name))
            && s.status().contains("15×15")
    });
    studio.press(F9);
    studio.wait_for("the wordplay panel on 1A", STEP, |s| {
        s.text().contains("wordplay: 1A ?????") && s.text().contains("fodder:")
    });
    studio.press(b"lemon");
    // The definition check: MELON's gloss beside it once the meaning index is read.
    studio.wait_for("MELON among the anagrams, with its gloss", STEP, |s| {
        s.text().contains("result")
            && s.rows
                .iter()
                .any(|r| r.contains("MELON") && r.contains("n. "))
    });
    studio.press(ENTER);
    let put = studio.wait_for("the answer in 1A", STEP, |s| s.message().contains(" in 1A"));
    let message = put.message();
    let word = message
        .split_whitespace()
        .take_while(|w| *w != "in")
        .last()
        .expect("the word put in")
        .to_string();
    assert_eq!(letters(&word), letters("LEMON"), "{message}");
    assert_ne!(word, "LEMON", "the fodder itself is no answer");
    studio.save_into_slot_1_and_quit();

    let saved = saved_slot_1(data.path()).puzzle;
    assert_eq!(
        saved.meta.house,
        HouseStyle::British,
        "the template's style"
    );
    assert_eq!(saved.meta.symmetry, Symmetry::Rotational);
    let across: String = (0..5)
        .map(|c| saved.answer_at(Pos::new(0, c)).unwrap_or_default())
        .collect();
    assert_eq!(across, word);
    // Apart from 1A, the saved grid is the template's pattern.
    let blocks = |g: &gridwright::grid::Grid| -> Vec<Pos> {
        g.positions().filter(|&p| g.cell(p).is_block()).collect()
    };
    assert_eq!(blocks(&saved.grid), blocks(&first.grid));
    let filled = saved
        .grid
        .positions()
        .filter(|&p| saved.grid.cell(p).is_filled());
    assert_eq!(filled.count(), 5);
}

/// Issue 45's setter's session in the real studio: a British template, 1A typed and the rest
/// filled (F5, Ctrl-A), F9 on 1A, the drafts tab, Enter takes a draft into the clue editor,
/// the surface is edited, `:export` writes an .ipuz whose clue carries its enumeration in
/// the `enumeration` field (and the text without it).
#[test]
fn a_drafted_clue_goes_from_the_panel_through_the_editor_into_an_ipuz() {
    let (data, config, cache) = (
        tempfile::tempdir().expect("data dir"),
        tempfile::tempdir().expect("config dir"),
        tempfile::tempdir().expect("cache dir"),
    );
    let out = data.path().join("cryptic.ipuz");
    let mut studio = Studio::spawn(data.path(), config.path(), cache.path());
    studio.wait_for("the studio with its word list", STARTUP, |s| {
        fit_count(s).is_some_and(|n| n > 0)
    });
    studio.press(b":new 15x15 british");
    studio.press(ENTER);
    studio.wait_for("the chooser", STEP, |s| {
        s.message().contains("british 15x15 templates")
    });
    studio.press(ENTER);
    studio.wait_for("the template opened", STEP, |s| {
        s.message().contains("from template")
    });
    // 1A (five squares in the first template) is LEMON; F5 fills the rest around it.
    studio.press(b"LEMON");
    studio.press(F5);
    studio.wait_for("a proposal", STEP, |s| s.message().contains("proposed"));
    studio.press(CTRL_A);
    studio.wait_for("accepted", STEP, |s| !s.status().contains("proposal"));
    studio.press(b":goto 1A");
    studio.press(ENTER);
    studio.press(F9);
    studio.wait_for("the wordplay panel on 1A", STEP, |s| {
        s.text().contains("wordplay: 1A LEMON")
    });
    // Charades first; four tabs on, the drafts.
    for _ in 0..4 {
        studio.press(b"\t");
    }
    studio.wait_for("drafts for LEMON, each with its parse", STEP, |s| {
        s.text().contains("definition: ") && s.text().contains("(5)")
    });
    studio.press(ENTER);
    studio.wait_for("the draft in the clue editor", STEP, |s| {
        s.text().contains("clue 1A: ") && s.text().contains("(5)")
    });
    // Rework the surface: a word at the front (Ctrl-A is Home in a prompt).
    studio.press(CTRL_A);
    studio.press(b"Well, ");
    // Keys are read in order: the export below runs after the clue is kept.
    studio.press(ENTER);
    studio.press(format!(":export {}", out.display()).as_bytes());
    studio.press(ENTER);
    let asked = studio.wait_for("written, or the publish question", STEP, |s| {
        s.message().contains("wrote ") || s.text().contains("Export anyway?")
    });
    if !asked.message().contains("wrote ") {
        studio.press(b"y");
        studio.wait_for("written", STEP, |s| s.message().contains("wrote "));
    }
    studio.save_into_slot_1_and_quit();

    let clue = saved_slot_1(data.path())
        .puzzle
        .clue(1, gridwright::grid::Direction::Across)
        .expect("1A is clued")
        .to_string();
    assert!(
        clue.starts_with("Well, ") && clue.ends_with(" (5)"),
        "{clue}"
    );
    let doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&out).expect("the export")).expect("json");
    assert_eq!(doc["showenumerations"], true);
    let one = doc["clues"]["Across"]
        .as_array()
        .expect("Across")
        .iter()
        .find(|c| c["number"] == 1)
        .unwrap_or_else(|| panic!("1A in {}", doc["clues"]));
    assert_eq!(one["enumeration"], "5", "{one}");
    assert_eq!(
        one["clue"].as_str(),
        clue.strip_suffix(" (5)"),
        "the text without its enumeration"
    );
}
