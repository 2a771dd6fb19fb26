//! The wordplay panel (issue 32, item 4; issue 45, items 4–5), action by action: it opens on
//! the entry under the cursor, searches on the wordplay service as the fodder is typed
//! (saying "searching…", the results, or none with what the minimum keeps out), browses, and
//! Enter puts the answer in the entry as one undo step, or refuses, saying why, when it does
//! not fit; the drafts tab puts a drafted clue into the clue editor.

use crate::common;
use crate::common::studio::{min_score, said, screen};

use gridwright::grid::text::parse_grid;
use gridwright::grid::{Alphabet, Puzzle};
use gridwright::store::SlotNumber;
use gridwright::tui::action::Action;
use gridwright::tui::studio::{Mode, Studio};
use gridwright::tui::theme::Theme;
use gridwright::tui::update::update;
use gridwright::tui::wordplay::{Panel, Tool};
use std::time::{Duration, Instant};

const LIST: &[u8] = b"MASTER;60\nSTREAM;55\nTAMERS;40\nARMEST;20\nCAR;60\nPET;60\nCARPET;70\n\
CARP;50\nET;50\nPART;50\nRAT;50\nTAR;50\nMAST;50\nER;30\nCATS;40\nCAT;60\nTABLE;60\n";

/// One white row of six squares (1A) over blocks, the list and the meaning index loaded.
fn studio() -> Studio {
    let a = Alphabet::latin();
    let grid = parse_grid("......\n######\n######\n", &a).expect("grid");
    let mut app = Studio::new(
        Puzzle::new(grid),
        SlotNumber::new(1).expect("slot"),
        None,
        Theme::default(),
    );
    app.set_words(common::studio_words(LIST));
    gridwright::tui::meaning::install_index(&mut app, common::meanings().clone());
    app
}

fn panel(app: &Studio) -> Panel {
    match app.mode() {
        Mode::Wordplay(p) => p,
        other => panic!("the panel is not open: {other:?}"),
    }
}

/// Waits for the panel's newest search; a hang guard, not a speed check.
fn settle(app: &mut Studio) {
    let until = Instant::now() + Duration::from_secs(60);
    while panel(app).found.is_none() {
        assert!(Instant::now() < until, "the search never answered");
        crate::common::studio::next(app, until);
    }
}

fn type_in(app: &mut Studio, text: &str) {
    for c in text.chars() {
        update(app, Action::PromptChar(c));
    }
    settle(app);
}

fn shown(app: &Studio) -> Vec<String> {
    match panel(app).found {
        Some(Ok(f)) => f.rows.iter().map(|r| r.shown.clone()).collect(),
        other => panic!("no results: {other:?}"),
    }
}

fn row_text(app: &Studio) -> String {
    let a = Alphabet::latin();
    (0..6)
        .map(
            |c| match app.puzzle().grid.cell(gridwright::grid::Pos::new(0, c)) {
                gridwright::grid::Cell::Letter(l) => a.spell(&[l]),
                _ => "?".into(),
            },
        )
        .collect()
}

#[test]
fn anagrams_fit_the_entry_and_enter_puts_one_in_as_one_undo_step() {
    let mut app = studio();
    update(&mut app, Action::Wordplay);
    let p = panel(&app);
    assert_eq!(
        (p.tool, p.label.as_str(), p.pattern.as_str()),
        (Tool::Anagram, "1A", "??????")
    );
    type_in(&mut app, "stream");
    // Ranked as the engine ranks (the weakest part's score, MASTER's 60 first); the fodder
    // itself is left out.
    let got = shown(&app);
    assert_eq!(got[0], "MASTER", "{got:?}");
    assert!(!got.contains(&"STREAM".to_string()), "{got:?}");
    // One result: the highlight stays on it.
    update(&mut app, Action::ListMove(1));
    assert_eq!(panel(&app).sel, 0);
    let depth = app.undo_depth();
    update(&mut app, Action::PromptSubmit);
    assert_eq!(app.mode(), Mode::Normal, "{}", said(&app));
    assert_eq!(row_text(&app), "MASTER");
    assert!(said(&app).contains("MASTER in 1A"), "{}", said(&app));
    assert_eq!(app.undo_depth(), depth + 1, "one undo step");
    update(&mut app, Action::Undo);
    assert_eq!(row_text(&app), "??????");
}

#[test]
fn a_complete_entry_opens_on_its_charades_and_tab_changes_the_tool() {
    let mut app = studio();
    for c in "CARPET".chars() {
        update(&mut app, Action::Type(c));
    }
    update(&mut app, Action::Wordplay);
    settle(&mut app);
    let p = panel(&app);
    assert_eq!((p.tool, p.input.text()), (Tool::Charade, "CARPET"));
    let got = shown(&app);
    assert!(got.contains(&"CAR + PET".to_string()), "{got:?}");
    assert!(got.contains(&"CARP + ET".to_string()), "{got:?}");
    // Browse down, and back up past the first row.
    update(&mut app, Action::ListMove(1));
    assert_eq!(panel(&app).sel, 1);
    update(&mut app, Action::ListMove(-5));
    assert_eq!(panel(&app).sel, 0);
    // Tab on to containers, then the others; each asks again.
    update(&mut app, Action::NextEntry);
    settle(&mut app);
    assert_eq!(panel(&app).tool, Tool::Container);
    update(&mut app, Action::PrevEntry);
    update(&mut app, Action::PrevEntry);
    settle(&mut app);
    assert_eq!(panel(&app).tool, Tool::Hidden);
    // Enter on the answer already in the grid says so; Esc closes with nothing changed.
    update(&mut app, Action::NextEntry);
    settle(&mut app);
    update(&mut app, Action::PromptSubmit);
    assert!(said(&app).contains("already in 1A"), "{}", said(&app));
    update(&mut app, Action::Escape);
    assert_eq!(app.mode(), Mode::Normal);
    assert_eq!(row_text(&app), "CARPET");
}

#[test]
fn hidden_words_are_found_in_a_typed_phrase() {
    let mut app = studio();
    update(&mut app, Action::Wordplay);
    update(&mut app, Action::NextEntry);
    update(&mut app, Action::NextEntry);
    assert_eq!(panel(&app).tool, Tool::Hidden);
    // The entry's six squares are the pattern: none of CAT's length; an empty entry in a
    // wider search finds nothing, said plainly.
    type_in(&mut app, "pick a table");
    assert!(shown(&app).is_empty());
    assert!(screen(&app, 80, 24).contains("0 results"));
}

#[test]
fn enter_refuses_an_answer_that_does_not_fit() {
    let mut app = studio();
    // 1A reads ??X???: CARPET clashes at its third letter.
    update(&mut app, Action::Move(gridwright::tui::action::Move::Right));
    update(&mut app, Action::Move(gridwright::tui::action::Move::Right));
    update(&mut app, Action::Type('X'));
    update(&mut app, Action::Wordplay);
    for _ in 0..3 {
        update(&mut app, Action::NextEntry);
    }
    assert_eq!(panel(&app).tool, Tool::Charade);
    type_in(&mut app, "carpet");
    assert!(!shown(&app).is_empty());
    update(&mut app, Action::PromptSubmit);
    assert!(
        said(&app).contains("CARPET does not fit 1A (??X???): letter 3 is X there"),
        "{}",
        said(&app)
    );
    assert!(
        matches!(app.mode(), Mode::Wordplay(_)),
        "the panel stays open"
    );
    // TAR (RAT backwards) is three letters for six squares.
    for _ in 0.."carpet".len() {
        update(&mut app, Action::PromptBackspace);
    }
    for _ in 0..3 {
        update(&mut app, Action::NextEntry);
    }
    assert_eq!(panel(&app).tool, Tool::Reversal);
    type_in(&mut app, "tar");
    assert_eq!(shown(&app)[0], "RAT backwards");
    update(&mut app, Action::PromptSubmit);
    assert!(
        said(&app).contains("TAR does not fit 1A: it has 3 letters, the entry 6"),
        "{}",
        said(&app)
    );
    assert_eq!(row_text(&app), "??X???");
}

/// The charades the panel offers for the entry under the cursor, then closes it.
fn charades(app: &mut Studio) -> Vec<String> {
    update(app, Action::Wordplay);
    settle(app);
    assert_eq!(panel(app).tool, Tool::Charade);
    // The list words' splits: those with table parts (CAR + PE (exercise) + T (time)) are
    // the short parts' business, not the minimum's.
    let got: Vec<String> = shown(app)
        .into_iter()
        .filter(|r| !r.contains('('))
        .collect();
    update(app, Action::Escape);
    got
}

#[test]
fn minscore_by_length_reaches_the_panel_each_part_by_its_own_length() {
    let mut app = studio();
    for c in "CARPET".chars() {
        update(&mut app, Action::Type(c));
    }
    let both = ["CAR + PET".to_string(), "CARP + ET".to_string()];
    assert_eq!(charades(&mut app), both);
    min_score(&mut app, "50 4=90");
    assert_eq!(said(&app), "minimum score 50 (4 letters 90)");
    // CARP (four letters, 50) is below 90 now; CAR and PET (three, 60) keep the default.
    assert_eq!(charades(&mut app), ["CAR + PET".to_string()]);
    // Three letters at 61 and four back at 50: the other split is left.
    min_score(&mut app, "50 3=61 4=50");
    assert_eq!(charades(&mut app), ["CARP + ET".to_string()]);
    min_score(&mut app, "3=-");
    assert_eq!(charades(&mut app), both);
}

#[test]
fn the_panel_at_80x24() {
    let mut app = studio();
    update(&mut app, Action::Wordplay);
    type_in(&mut app, "stream");
    insta::assert_snapshot!(screen(&app, 80, 24));
}

/// Issue 45: while a search runs the panel says so; with results it counts them; with none
/// it says what the minimum score keeps out and how to see it.
#[test]
fn the_panel_says_searching_then_results_or_none_with_a_hint() {
    let mut app = studio();
    update(&mut app, Action::Wordplay);
    for c in "stream".chars() {
        update(&mut app, Action::PromptChar(c));
    }
    assert_eq!(panel(&app).found, None, "the newest search is still out");
    assert!(screen(&app, 80, 24).contains("searching…"));
    settle(&mut app);
    let got = shown(&app);
    assert!(screen(&app, 80, 24).contains(&format!("{} result", got.len())));
    // MASTER (60), TAMERS (40) and ARMEST (20) are all under 65: none is shown, and the
    // status says which are kept out and the minimum that shows them.
    update(&mut app, Action::Escape);
    min_score(&mut app, "65");
    update(&mut app, Action::Wordplay);
    type_in(&mut app, "stream");
    assert!(shown(&app).is_empty());
    let screen = screen(&app, 80, 24);
    assert!(
        screen.contains("0 results (") && screen.contains("below the minimum score: MASTER 60"),
        "{screen}"
    );
    assert!(screen.contains(":minscore"), "{screen}");
}

/// Issue 45: two-word anagrams come once (CAR PET, not also PET CAR), and the answer the
/// panel opens with is replaced by the first letter typed, not added to.
#[test]
fn two_word_anagrams_come_once_and_typing_replaces_the_answer() {
    let mut app = studio();
    update(&mut app, Action::Wordplay);
    type_in(&mut app, "petcar");
    let got = shown(&app);
    assert!(
        got.contains(&"CAR PET".to_string()) || got.contains(&"PET CAR".to_string()),
        "{got:?}"
    );
    assert!(
        !(got.contains(&"CAR PET".to_string()) && got.contains(&"PET CAR".to_string())),
        "{got:?}"
    );
    update(&mut app, Action::Escape);
    for c in "CARPET".chars() {
        update(&mut app, Action::Type(c));
    }
    update(&mut app, Action::Wordplay);
    settle(&mut app);
    assert_eq!(panel(&app).input.text(), "CARPET");
    type_in(&mut app, "m");
    assert_eq!(panel(&app).input.text(), "m", "typing replaces the answer");
    type_in(&mut app, "aster");
    assert_eq!(panel(&app).input.text(), "master");
    // A first Backspace clears it too.
    update(&mut app, Action::Escape);
    update(&mut app, Action::Wordplay);
    update(&mut app, Action::PromptBackspace);
    assert_eq!(panel(&app).input.text(), "");
}

/// Issue 45: the drafts tab drafts checked clues for the entry's answer, each with its
/// enumeration and parse; Enter puts the highlighted one into the clue editor, where it is
/// edited and kept as 1A's clue.
#[test]
fn the_drafts_tab_takes_a_draft_into_the_clue_editor() {
    let mut app = studio();
    for c in "CARPET".chars() {
        update(&mut app, Action::Type(c));
    }
    update(&mut app, Action::Wordplay);
    settle(&mut app);
    while panel(&app).tool != Tool::Drafts {
        update(&mut app, Action::NextEntry);
    }
    settle(&mut app);
    let p = panel(&app);
    let rows = match &p.found {
        Some(Ok(f)) => f.rows.clone(),
        other => panic!("no drafts: {other:?}"),
    };
    assert!(!rows.is_empty(), "no drafts for CARPET");
    for r in &rows {
        assert!(r.shown.ends_with("(6)"), "{r:?}");
        assert!(
            r.parse
                .as_deref()
                .is_some_and(|x| x.starts_with("definition: ")),
            "{r:?}"
        );
        assert!(!r.shown.to_uppercase().contains("CARPET"), "{r:?}");
    }
    let screen_text = screen(&app, 80, 24);
    assert!(screen_text.contains("drafts"), "{screen_text}");
    assert!(screen_text.contains("definition: "), "{screen_text}");
    assert!(
        screen_text.contains("Enter edit as 1A's clue"),
        "{screen_text}"
    );
    let draft = rows[0].shown.clone();
    update(&mut app, Action::PromptSubmit);
    assert!(
        matches!(app.mode(), Mode::Prompt { .. }),
        "the clue editor: {:?}",
        app.mode()
    );
    assert!(said(&app).contains("draft for 1A"), "{}", said(&app));
    // Rework the surface: take the enumeration off, add a word, put it back.
    for _ in 0.." (6)".len() {
        update(&mut app, Action::PromptBackspace);
    }
    for c in " indeed (6)".chars() {
        update(&mut app, Action::PromptChar(c));
    }
    update(&mut app, Action::PromptSubmit);
    let want = format!("{} indeed (6)", draft.trim_end_matches(" (6)"));
    assert_eq!(
        app.puzzle().clue(1, gridwright::grid::Direction::Across),
        Some(want.as_str())
    );
}
