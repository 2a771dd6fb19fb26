//! The studio's `update` function, action by action, without a terminal.

use crate::common;

use gridwright::fill::FillOutcome;
use gridwright::grid::{Alphabet, ClueKey, Direction, Pos, Puzzle, Symmetry};
use gridwright::store::{SlotNumber, Store};
use gridwright::tui::action::{Action, Move};
use gridwright::tui::document::Identity;
use gridwright::tui::studio::{Mode, Pending, PromptKind, Studio};
use gridwright::tui::theme::Theme;
use gridwright::tui::update::{Event, handle, tick, update, wait_fill};
use gridwright::tui::words::StudioWords;
use proptest::prelude::*;
use std::time::{Duration, Instant};

const WORDS: &[u8] = b"CAT;60\nCAR;55\nCOT;50\nARE;50\nTEN;50\nACE;45\nRAT;40\nTAR;40\nERA;40\nORE;40\nTOE;40\nNET;30\nEAR;30\nOAT;30\nATE;30\nETA;30\nAGO;20\nONE;50\nTEA;30\nEEL;20\nCATS;60\nACTS;50\nSCAT;40\n";

fn words() -> StudioWords {
    common::studio_words(WORDS)
}

fn slot(n: u8) -> SlotNumber {
    SlotNumber::new(n).expect("slot")
}

fn app_with(puzzle: Puzzle, dir: Option<&std::path::Path>) -> Studio {
    let store = dir.map(Store::new);
    let mut app = Studio::new(puzzle, slot(1), store, Theme::default());
    app.set_words(words());
    app
}

fn blank(w: usize, h: usize) -> Studio {
    app_with(Puzzle::blank(w, h).expect("size"), None)
}

fn letter(app: &Studio, r: usize, c: usize) -> Option<char> {
    app.puzzle()
        .grid
        .cell(Pos::new(r, c))
        .letter()
        .and_then(|l| app.puzzle().alphabet.char_of(l))
}

fn typed(app: &mut Studio, s: &str) {
    for c in s.chars() {
        update(app, Action::Type(c));
    }
}

#[test]
fn typing_advances_and_backspace_steps_back() {
    let mut app = blank(5, 5);
    typed(&mut app, "cat");
    assert_eq!(
        (letter(&app, 0, 0), letter(&app, 0, 1), letter(&app, 0, 2)),
        (Some('C'), Some('A'), Some('T'))
    );
    assert_eq!(app.cursor(), Pos::new(0, 3));
    // Locks are the constructor's `!`, not a side effect of typing.
    assert!(app.puzzle().locked.is_empty());
    assert!(app.dirty());
    update(&mut app, Action::Backspace);
    assert_eq!(app.cursor(), Pos::new(0, 2));
    assert_eq!(letter(&app, 0, 2), None);
    assert!(!app.puzzle().locked.contains(&Pos::new(0, 2)));
    update(&mut app, Action::Move(Move::Left));
    update(&mut app, Action::Delete);
    assert_eq!(letter(&app, 0, 1), None);
    // Characters outside the alphabet are ignored.
    update(&mut app, Action::Type('7'));
    assert_eq!(letter(&app, 0, 1), None);
}

#[test]
fn arrows_turn_before_moving_and_space_toggles() {
    let mut app = blank(5, 5);
    update(&mut app, Action::Move(Move::Down));
    assert_eq!(
        (app.direction(), app.cursor()),
        (Direction::Down, Pos::new(0, 0))
    );
    update(&mut app, Action::Move(Move::Down));
    assert_eq!(app.cursor(), Pos::new(1, 0));
    update(&mut app, Action::Move(Move::Right));
    assert_eq!(
        (app.direction(), app.cursor()),
        (Direction::Across, Pos::new(1, 0))
    );
    update(&mut app, Action::ToggleDirection);
    assert_eq!(app.direction(), Direction::Down);
    update(&mut app, Action::Click(Pos::new(3, 3)));
    assert_eq!(app.cursor(), Pos::new(3, 3));
    update(&mut app, Action::Click(Pos::new(3, 3)));
    assert_eq!(app.direction(), Direction::Across);
}

#[test]
fn blocks_follow_symmetry_and_clues_follow_their_entries() {
    let mut start = Puzzle::blank(5, 5).expect("size");
    start
        .clues
        .insert(ClueKey::new(6, Direction::Across), "Second row".into());
    let mut app = app_with(start, None);
    update(&mut app, Action::Click(Pos::new(0, 0)));
    update(&mut app, Action::ToggleBlock);
    assert!(app.puzzle().grid.cell(Pos::new(0, 0)).is_block());
    assert!(app.puzzle().grid.cell(Pos::new(4, 4)).is_block());
    // Row 2 now starts at number 5: its clue moved with it.
    assert_eq!(app.puzzle().clue(5, Direction::Across), Some("Second row"));
    assert!(app.health().symmetry_violations.is_empty());
    update(&mut app, Action::CycleSymmetry);
    assert_eq!(app.puzzle().meta.symmetry, Symmetry::MirrorLeftRight);
    update(&mut app, Action::Click(Pos::new(2, 0)));
    update(&mut app, Action::ToggleBlock);
    assert!(app.puzzle().grid.cell(Pos::new(2, 4)).is_block());
}

#[test]
fn undo_and_redo_every_kind_of_edit() {
    let mut app = blank(5, 5);
    let start = app.puzzle().clone();
    typed(&mut app, "ca");
    update(&mut app, Action::ToggleBlock);
    let after = app.puzzle().clone();
    for _ in 0..3 {
        update(&mut app, Action::Undo);
    }
    assert_eq!(*app.puzzle(), start);
    update(&mut app, Action::Undo);
    assert_eq!(app.message(), Some("nothing to undo"));
    for _ in 0..3 {
        update(&mut app, Action::Redo);
    }
    assert_eq!(*app.puzzle(), after);
}

#[test]
fn tab_jumps_between_entries() {
    let mut app = blank(3, 3);
    update(&mut app, Action::NextEntry);
    assert_eq!(
        (app.cursor(), app.direction()),
        (Pos::new(1, 0), Direction::Across)
    );
    update(&mut app, Action::NextEntry);
    update(&mut app, Action::NextEntry);
    assert_eq!(
        (app.cursor(), app.direction()),
        (Pos::new(0, 0), Direction::Down)
    );
    update(&mut app, Action::PrevEntry);
    assert_eq!(
        (app.cursor(), app.direction()),
        (Pos::new(2, 0), Direction::Across)
    );
}

#[test]
fn candidates_are_ranked_browsed_and_placed() {
    let mut app = blank(3, 3);
    assert!(app.candidates().matching > 10);
    let first = app.candidates().words[0].clone();
    assert_eq!(Alphabet::latin().spell(&first.0), "CAT");
    update(&mut app, Action::CandidateNext);
    assert_eq!(app.candidate_sel(), 1);
    update(&mut app, Action::CandidatePrev);
    update(&mut app, Action::PlaceCandidate);
    assert_eq!(
        app.slots()
            .get(app.slots().find(1, Direction::Across).expect("1A"))
            .word(&app.puzzle().grid)
            .map(|w| Alphabet::latin().spell(&w)),
        Some("CAT".into())
    );
    // Crossing-aware: down entries must start with C, A and T now.
    update(&mut app, Action::Move(Move::Down));
    for (w, _) in &app.candidates().words {
        assert_eq!(w[0], Alphabet::latin().index_of('C').expect("C"));
    }
}

#[test]
fn lock_toggles_the_entry() {
    let mut app = blank(3, 3);
    update(&mut app, Action::PlaceCandidate);
    assert!(
        app.puzzle().locked.is_empty(),
        "placing a word does not lock it"
    );
    update(&mut app, Action::ToggleLock);
    assert_eq!(app.puzzle().locked.len(), 3);
    update(&mut app, Action::ToggleLock);
    assert!(app.puzzle().locked.is_empty());
}

fn said(app: &Studio) -> String {
    app.message().unwrap_or_default().to_string()
}

#[test]
fn locked_letters_refuse_delete_overtype_and_blocks() {
    let mut app = blank(5, 5);
    typed(&mut app, "cat");
    update(&mut app, Action::ToggleLock);
    assert_eq!(app.puzzle().locked.len(), 3);
    let before = app.puzzle().clone();
    // Backspace from the square after the entry, Delete and overtyping on it.
    update(&mut app, Action::Backspace);
    assert_eq!(said(&app), "locked — `!` unlocks");
    update(&mut app, Action::Move(Move::Left));
    update(&mut app, Action::Escape);
    update(&mut app, Action::Delete);
    assert_eq!(said(&app), "locked — `!` unlocks");
    update(&mut app, Action::Escape);
    update(&mut app, Action::Type('X'));
    assert_eq!(said(&app), "locked — `!` unlocks");
    // Typing the same letter over a lock changes nothing and is no error.
    update(&mut app, Action::Move(Move::Left));
    update(&mut app, Action::Escape);
    update(&mut app, Action::Type('C'));
    assert!(app.message().is_none());
    // A block on a locked square, or whose symmetric partner is locked, is refused.
    update(&mut app, Action::Move(Move::Left));
    update(&mut app, Action::ToggleBlock);
    assert_eq!(said(&app), "locked — `!` unlocks");
    update(&mut app, Action::Click(Pos::new(4, 4)));
    update(&mut app, Action::ToggleBlock);
    assert!(said(&app).contains("symmetric square"), "{}", said(&app));
    assert_eq!(*app.puzzle(), before, "nothing locked changed");
    // Unlocked, the same edits go through.
    update(&mut app, Action::Click(Pos::new(0, 1)));
    update(&mut app, Action::ToggleLock);
    update(&mut app, Action::Delete);
    assert_eq!(letter(&app, 0, 1), None);
}

#[test]
fn locking_while_a_fill_runs_cancels_it() {
    let mut app = blank(5, 5);
    typed(&mut app, "cat");
    update(&mut app, Action::Autofill);
    assert!(app.fill().is_some());
    update(&mut app, Action::ToggleLock);
    assert!(
        app.fill().is_none(),
        "a lock changes what the fill must respect"
    );
}

#[test]
fn a_plain_fill_keeps_letters_present_and_a_refill_may_replace_them() {
    let mut app = blank(3, 3);
    // TEA fits only as 1-Across of the transposed square, so it must stay.
    typed(&mut app, "act");
    update(&mut app, Action::Autofill);
    wait_fill(&mut app, Duration::from_secs(300));
    let p = app.proposal().expect("a proposal");
    for c in 0..3 {
        assert_eq!(
            p.grid.cell(Pos::new(0, c)),
            app.puzzle().grid.cell(Pos::new(0, c))
        );
    }
    update(&mut app, Action::Escape);
    update(&mut app, Action::Refill);
    wait_fill(&mut app, Duration::from_secs(300));
    assert!(app.proposal().is_some(), "{}", said(&app));
    assert!(said(&app).contains("letters replaced"), "{}", said(&app));
}

#[test]
fn goto_moves_to_an_entry_and_says_when_there_is_none() {
    let mut app = blank(5, 5);
    command(&mut app, "goto 3d");
    assert_eq!(
        (app.cursor(), app.direction()),
        (Pos::new(0, 2), Direction::Down)
    );
    command(&mut app, "goto 6 across");
    assert_eq!(
        (app.cursor(), app.direction()),
        (Pos::new(1, 0), Direction::Across)
    );
    command(&mut app, "goto 4a");
    assert!(
        said(&app).contains("no 4a"),
        "4 starts only a down entry: {}",
        said(&app)
    );
    command(&mut app, "goto 99A");
    assert!(said(&app).contains("no 99A"), "{}", said(&app));
    command(&mut app, "goto nowhere");
    assert!(said(&app).contains("not an entry"), "{}", said(&app));
    update(&mut app, Action::GotoPrompt);
    assert!(matches!(&app.mode(), Mode::Prompt { buffer, .. } if buffer.text() == "goto "));
}

#[test]
fn messages_are_logged_and_a_verdict_clears_on_the_next_edit() {
    let mut app = blank(3, 3);
    typed(&mut app, "zzz");
    update(&mut app, Action::Autofill);
    wait_fill(&mut app, Duration::from_secs(300));
    assert!(said(&app).contains("unfillable"), "{}", said(&app));
    // The entry that ran dry is marked on the grid until the next edit.
    assert!(!app.marks().is_empty());
    assert!(app.is_marked(Pos::new(0, 0)));
    update(&mut app, Action::Move(Move::Down));
    update(&mut app, Action::Type('a'));
    assert!(
        !said(&app).contains("unfillable"),
        "an edit makes the verdict untrue: {}",
        said(&app)
    );
    assert!(app.marks().is_empty());
    command(&mut app, "messages");
    assert_eq!(app.mode(), Mode::Messages);
    let texts: Vec<&str> = app.log().iter().map(|m| m.text.as_str()).collect();
    assert!(texts.iter().any(|t| t.contains("unfillable")), "{texts:?}");
    assert!(
        texts.iter().any(|t| t.contains("autofill running")),
        "{texts:?}"
    );
    update(&mut app, Action::Escape);
    assert_eq!(app.mode(), Mode::Normal);
}

#[test]
fn autofill_proposes_then_accepts_or_rejects() {
    let mut app = blank(3, 3);
    update(&mut app, Action::Autofill);
    assert!(app.fill().is_some());
    wait_fill(&mut app, Duration::from_secs(30));
    let proposal = app.proposal().expect("a proposal");
    assert_eq!(proposal.cells.len(), 9);
    // The grid itself is unchanged until accepted.
    assert_eq!(letter(&app, 0, 0), None);
    update(&mut app, Action::Escape);
    assert!(app.proposal().is_none());
    update(&mut app, Action::Autofill);
    wait_fill(&mut app, Duration::from_secs(30));
    update(&mut app, Action::AcceptProposal);
    assert!(app.puzzle().grid.is_complete());
    assert!(
        app.puzzle().locked.is_empty(),
        "filled letters stay unlocked"
    );
    update(&mut app, Action::Undo);
    assert!(!app.puzzle().grid.is_complete(), "a fill is one undo step");
}

#[test]
fn autofill_keeps_locked_letters_and_reports_unfillable() {
    let mut app = blank(3, 3);
    typed(&mut app, "zzz");
    update(&mut app, Action::Autofill);
    wait_fill(&mut app, Duration::from_secs(30));
    assert!(app.proposal().is_none());
    let msg = app.message().unwrap_or_default().to_string();
    assert!(msg.contains("unfillable"), "{msg}");
}

#[test]
fn editing_while_filling_cancels_and_never_applies_a_stale_result() {
    let mut app = blank(3, 3);
    update(&mut app, Action::Autofill);
    // The fill's own result, held back until the puzzle has changed under it.
    let end = Instant::now() + Duration::from_secs(240);
    let done = loop {
        let left = end.saturating_duration_since(Instant::now());
        match app.next_event(left).expect("the fill ends") {
            ev @ Event::FillDone { .. } => break ev,
            other => {
                handle(&mut app, other);
            }
        }
    };
    assert!(
        matches!(
            &done,
            Event::FillDone {
                outcome: FillOutcome::Filled(_),
                ..
            }
        ),
        "a 3×3 of these words fills: {done:?}"
    );
    typed(&mut app, "c");
    assert!(app.fill().is_none());
    assert!(app.message().unwrap_or_default().contains("cancelled"));
    // The stale result arrives: a fill for the puzzle before the edit is never applied.
    handle(&mut app, done);
    assert!(app.proposal().is_none());
    // Esc cancels a running fill.
    update(&mut app, Action::Autofill);
    update(&mut app, Action::Escape);
    assert!(app.fill().is_none());
}

#[test]
fn region_fill_uses_the_selection() {
    let mut app = blank(3, 3);
    update(&mut app, Action::Select(Move::Right));
    update(&mut app, Action::Select(Move::Right));
    assert_eq!(app.selection(), Some((Pos::new(0, 0), Pos::new(0, 2))));
    assert!(app.is_selected(Pos::new(0, 1)));
    update(&mut app, Action::Autofill);
    wait_fill(&mut app, Duration::from_secs(30));
    let p = app.proposal().expect("proposal");
    assert!(p.cells.iter().all(|c| c.row == 0), "{:?}", p.cells);
    update(&mut app, Action::Escape);
    update(&mut app, Action::Escape);
    assert!(app.selection().is_none());
    update(&mut app, Action::AutofillSlot);
    wait_fill(&mut app, Duration::from_secs(30));
    assert!(app.proposal().is_some());
}

#[test]
fn prompts_edit_clues_search_and_run_commands() {
    let mut app = blank(3, 3);
    update(&mut app, Action::EditClue);
    assert!(matches!(
        app.mode(),
        Mode::Prompt {
            kind: PromptKind::Clue,
            ..
        }
    ));
    for c in "Pet".chars() {
        update(&mut app, Action::PromptChar(c));
    }
    update(&mut app, Action::PromptSubmit);
    assert_eq!(app.puzzle().clue(1, Direction::Across), Some("Pet"));

    update(&mut app, Action::OpenSearch);
    for c in "c?t".chars() {
        update(&mut app, Action::PromptChar(c));
    }
    let r = app.search().expect("results");
    assert_eq!(r.total, 2);
    update(&mut app, Action::ListMove(1));
    update(&mut app, Action::PromptSubmit);
    assert_eq!(letter(&app, 0, 1), Some('O'), "COT placed");

    update(&mut app, Action::OpenSearch);
    update(&mut app, Action::PromptChar('['));
    assert!(
        app.message()
            .unwrap_or_default()
            .to_string()
            .contains("column")
    );
    update(&mut app, Action::Escape);
    assert_eq!(app.mode(), Mode::Normal);

    update(&mut app, Action::OpenCommand);
    for c in "sym none".chars() {
        update(&mut app, Action::PromptChar(c));
    }
    update(&mut app, Action::PromptSubmit);
    assert_eq!(app.puzzle().meta.symmetry, Symmetry::None);

    update(&mut app, Action::NewGrid);
    for _ in 0..5 {
        update(&mut app, Action::PromptBackspace);
    }
    for c in "7x5".chars() {
        update(&mut app, Action::PromptChar(c));
    }
    update(&mut app, Action::PromptSubmit);
    common::studio::yes_if_asked(&mut app);
    assert_eq!(
        (app.puzzle().grid.width(), app.puzzle().grid.height()),
        (7, 5)
    );
    update(&mut app, Action::Undo);
    assert_eq!(app.puzzle().grid.width(), 3);

    update(&mut app, Action::OpenCommand);
    for c in "bogus".chars() {
        update(&mut app, Action::PromptChar(c));
    }
    update(&mut app, Action::PromptSubmit);
    assert!(
        app.message()
            .unwrap_or_default()
            .contains("unknown command")
    );
}

#[test]
fn save_load_slots_and_confirmations() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = app_with(Puzzle::blank(3, 3).expect("size"), Some(dir.path()));
    typed(&mut app, "cat");
    update(&mut app, Action::Save);
    assert!(!app.dirty());
    assert!(dir.path().join("slot-1.toml").exists());
    // Save as slot 2 through the browser.
    update(&mut app, Action::OpenSlots);
    update(&mut app, Action::ListMove(1));
    update(&mut app, Action::SlotSaveAs);
    assert_eq!(app.doc(), Identity::Slot(slot(2)));
    // Loading with unsaved changes asks first.
    typed(&mut app, "x");
    update(&mut app, Action::LoadSlot(slot(1)));
    assert!(matches!(
        app.mode(),
        Mode::Confirm {
            on_yes: Pending::Load(_),
            ..
        }
    ));
    update(&mut app, Action::Yes);
    assert_eq!(app.doc(), Identity::Slot(slot(1)));
    assert_eq!(letter(&app, 1, 0), None);
    // Saving over another non-empty slot asks.
    update(&mut app, Action::OpenSlots);
    update(&mut app, Action::ListMove(1));
    update(&mut app, Action::SlotSaveAs);
    assert!(matches!(
        app.mode(),
        Mode::Confirm {
            on_yes: Pending::SaveAs(_),
            ..
        }
    ));
    update(&mut app, Action::No);
    assert_eq!(app.doc(), Identity::Slot(slot(1)));
    // Delete with confirmation.
    update(&mut app, Action::OpenSlots);
    update(&mut app, Action::ListMove(1));
    update(&mut app, Action::SlotDelete);
    update(&mut app, Action::Yes);
    assert!(!dir.path().join("slot-2.toml").exists());
    // A broken slot file is not replaced without a yes.
    std::fs::write(dir.path().join("slot-1.toml"), "not toml [").expect("write");
    typed(&mut app, "d");
    update(&mut app, Action::Save);
    assert!(matches!(
        app.mode(),
        Mode::Confirm {
            on_yes: Pending::ForceSave,
            ..
        }
    ));
    update(&mut app, Action::No);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("slot-1.toml")).expect("read"),
        "not toml ["
    );
}

#[test]
fn a_failed_autosave_is_told_at_once_in_words() {
    let dir = tempfile::tempdir().expect("tempdir");
    // The data dir is a file: nothing can be written inside it.
    let data = dir.path().join("data");
    std::fs::write(&data, "in the way").expect("write");
    let mut app = app_with(Puzzle::blank(3, 3).expect("size"), Some(&data));
    typed(&mut app, "ca");
    update(&mut app, Action::Escape);
    let redraw = tick(&mut app, Instant::now() + Duration::from_secs(10));
    assert!(
        redraw,
        "the failure is news: the screen is redrawn without a keypress"
    );
    let msg = app.message().unwrap_or_default().to_string();
    assert!(msg.contains("cannot write the recovery file"), "{msg}");
    assert!(msg.contains("is a file, not a directory"), "{msg}");
    assert!(!msg.contains("os error"), "{msg}");
}

#[test]
fn quit_asks_when_unsaved_and_autosave_recovers() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = app_with(Puzzle::blank(3, 3).expect("size"), Some(dir.path()));
    typed(&mut app, "ca");
    tick(&mut app, Instant::now() + Duration::from_secs(10));
    let store = Store::new(dir.path());
    let rec = store.load_recovery().expect("reads").expect("autosaved");
    assert_eq!(rec.puzzle, *app.puzzle());
    update(&mut app, Action::Quit);
    assert!(matches!(
        app.mode(),
        Mode::Confirm {
            on_yes: Pending::Quit,
            ..
        }
    ));
    update(&mut app, Action::No);
    assert!(!app.quit());
    // A crash (the studio simply stops): a new studio offers the recovery and restores it.
    let opts = gridwright::tui::StartOptions {
        data_dir: Some(dir.path().to_path_buf()),
        ..Default::default()
    };
    let mut again = gridwright::tui::startup_app(&opts);
    assert!(matches!(
        again.mode(),
        Mode::Confirm {
            on_yes: Pending::Recover,
            ..
        }
    ));
    update(&mut again, Action::Yes);
    assert_eq!(*again.puzzle(), rec.puzzle);
    assert!(again.dirty());
}

#[test]
fn help_opens_and_any_key_closes() {
    let mut app = blank(3, 3);
    update(&mut app, Action::Help);
    assert_eq!(app.mode(), Mode::Help);
    update(&mut app, Action::Type('a'));
    assert_eq!(app.mode(), Mode::Normal);
    assert_eq!(letter(&app, 0, 0), None, "the closing key does not type");
}

fn edit_action() -> impl Strategy<Value = Action> {
    prop_oneof![
        prop::sample::select(vec!['A', 'C', 'T', 'E']).prop_map(Action::Type),
        Just(Action::Backspace),
        Just(Action::Delete),
        Just(Action::ToggleBlock),
        Just(Action::ToggleLock),
        Just(Action::ToggleCircle),
        Just(Action::ToggleShade),
        Just(Action::ToggleGiven),
        Just(Action::SetRebus("STAR".into())),
        Just(Action::SetRebus(String::new())),
        Just(Action::Select(Move::Right)),
        Just(Action::CycleSymmetry),
        Just(Action::PlaceCandidate),
        Just(Action::Move(Move::Right)),
        Just(Action::Move(Move::Down)),
        Just(Action::NextEntry),
        Just(Action::ToggleDirection),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn undo_all_restores_and_redo_all_replays(actions in prop::collection::vec(edit_action(), 1..30)) {
        let mut app = blank(5, 5);
        let start = app.puzzle().clone();
        for a in actions {
            update(&mut app, a);
        }
        let end = app.puzzle().clone();
        let steps = app.undo_depth();
        for _ in 0..steps {
            update(&mut app, Action::Undo);
        }
        prop_assert_eq!(app.puzzle(), &start);
        for _ in 0..steps {
            update(&mut app, Action::Redo);
        }
        prop_assert_eq!(app.puzzle(), &end);
    }
}

fn command(app: &mut Studio, line: &str) {
    update(app, Action::OpenCommand);
    for c in line.chars() {
        update(app, Action::PromptChar(c));
    }
    update(app, Action::PromptSubmit);
}

#[test]
fn export_import_and_layout_commands() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = blank(3, 3);
    typed(&mut app, "cat");
    let out = dir.path().join("x.ipuz");
    command(&mut app, &format!("export {}", out.display()));
    common::export_anyway(&mut app);
    assert!(!out.exists(), "an incomplete grid is refused by default");
    assert!(
        app.message()
            .unwrap_or_default()
            .to_string()
            .contains("empty")
    );
    command(&mut app, &format!("export! {}", out.display()));
    common::export_anyway(&mut app);
    assert!(out.exists(), "{:?}", app.message());
    let mut other = blank(5, 5);
    command(&mut other, &format!("import {}", out.display()));
    common::studio::yes_if_asked(&mut other);
    assert_eq!(other.puzzle().grid.width(), 3);
    assert_eq!(letter(&other, 0, 0), Some('C'));
    update(&mut other, Action::Undo);
    assert_eq!(other.puzzle().grid.width(), 5);
    let list = dir.path().join("answers.txt");
    std::fs::write(
        &list,
        "ORBIT\tPath round a star\nCOMET\tIcy visitor\nMOON\tSatellite\n",
    )
    .expect("write");
    command(&mut other, &format!("layout {}", list.display()));
    common::studio::yes_if_asked(&mut other);
    assert_eq!(other.puzzle().clues.len(), 3, "{:?}", other.message());
    command(&mut other, "export /no/such/dir/x.puz");
    common::export_anyway(&mut other);
    assert!(
        other
            .message()
            .unwrap_or_default()
            .contains("export failed")
    );
}

#[test]
fn a_new_minimum_score_rebuilds_the_tables_off_the_ui_thread() {
    let mut app = blank(3, 3);
    let count = |app: &Studio| {
        app.words()
            .as_ref()
            .expect("words")
            .tables
            .of_len(3)
            .count()
    };
    // The helper's tables admit every score: 20 three-letter words.
    assert_eq!(count(&app), 20);
    command(&mut app, "minscore 30");
    assert_eq!(app.min_score(), 30);
    assert!(app.is_rescoring(), "the rebuild runs on a worker");
    // A hang guard, not a speed check: a busy machine may take its time.
    let deadline = Instant::now() + Duration::from_secs(300);
    while app.is_rescoring() && Instant::now() < deadline {
        tick(&mut app, Instant::now());
        std::thread::sleep(Duration::from_millis(5));
    }
    assert!(!app.is_rescoring(), "the tables arrived");
    // AGO and EEL (20) are gone.
    assert_eq!(count(&app), 18);
}

#[test]
fn theme_command_takes_names_not_paths() {
    let mut app = blank(3, 3);
    let before = app.theme().clone();
    command(&mut app, "theme ../../etc/passwd");
    let msg = app.message().unwrap_or_default().to_string();
    assert!(msg.contains("not a theme name"), "{msg}");
    assert_eq!(*app.theme(), before);
    command(&mut app, "theme light");
    assert_eq!(app.theme().name, "light");
}

#[cfg(unix)]
#[test]
fn layout_command_refuses_a_fifo_without_blocking() {
    let dir = tempfile::tempdir().expect("tempdir");
    let fifo = dir.path().join("answers.txt");
    let status = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(status.success());
    let mut app = blank(3, 3);
    command(&mut app, &format!("layout {}", fifo.display()));
    let msg = app.message().unwrap_or_default().to_string();
    assert!(msg.contains("fifo"), "{msg}");
    command(&mut app, "layout -");
    let msg = app.message().unwrap_or_default().to_string();
    assert!(msg.starts_with("usage"), "{msg}");
}

#[test]
fn imported_letters_survive_autofill() {
    let dir = tempfile::tempdir().expect("tempdir");
    let theme = dir.path().join("theme.txt");
    std::fs::write(&theme, "ACT\n...\n...\n").expect("write");
    let mut app = blank(3, 3);
    command(&mut app, &format!("import {}", theme.display()));
    assert_eq!(letter(&app, 0, 0), Some('A'));
    assert!(
        app.puzzle().locked.is_empty(),
        "imported letters arrive unlocked"
    );
    update(&mut app, Action::Autofill);
    wait_fill(&mut app, Duration::from_secs(300));
    let p = app.proposal().expect("a proposal");
    assert_eq!(p.cells.len(), 6, "only the empty squares are proposed");
    update(&mut app, Action::AcceptProposal);
    // A second autofill over a full grid proposes nothing new.
    let before = app.puzzle().grid.clone();
    update(&mut app, Action::Autofill);
    wait_fill(&mut app, Duration::from_secs(300));
    if let Some(p) = &app.proposal() {
        assert!(
            p.cells.is_empty(),
            "letters of an accepted fill were replaced"
        );
    }
    assert_eq!(app.puzzle().grid, before);
}
