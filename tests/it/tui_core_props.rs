//! The studio core under random use (issue 29): random actions, with background results
//! (real fills finishing whenever they do, and made-up results for any generation or key)
//! arriving in random order between them. The document only ever holds results for its
//! current generation, undo then redo returns the same document, and every save that
//! reported success is in the slot or its history.

use crate::common;
use gridwright::fill::Viability;
use gridwright::grid::Puzzle;
use gridwright::store::{SlotNumber, Store};
use gridwright::tui::action::{Action, Move};
use gridwright::tui::events::Event;
use gridwright::tui::studio::Studio;
use gridwright::tui::theme::Theme;
use gridwright::tui::update::{handle, poll_background, update};
use proptest::prelude::*;

const WORDS: &[u8] = b"CAT;60\nCAR;55\nCOT;50\nARE;50\nTEN;50\nACE;45\nRAT;40\nTAR;40\nERA;40\nORE;40\nTOE;40\nNET;30\nEAR;30\nOAT;30\nATE;30\nETA;30\nAGO;20\nONE;50\nTEA;30\nEEL;20\n";

/// One step of a session.
#[derive(Debug, Clone)]
enum Step {
    Do(Action),
    /// A viability map for the generation this far from the current one.
    Map(i64),
    /// A rescoring result for a key this far from the newest.
    Rescored(i64),
    /// Whatever the real services have posted by now.
    Drain,
    Save,
    UndoRedo,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        4 => prop::sample::select(vec!['C', 'A', 'T', 'E', 'N', 'R', 'O']).prop_map(|c| Step::Do(Action::Type(c))),
        2 => prop::sample::select(vec![Move::Up, Move::Down, Move::Left, Move::Right])
            .prop_map(|m| Step::Do(Action::Move(m))),
        1 => Just(Step::Do(Action::ToggleBlock)),
        1 => Just(Step::Do(Action::Backspace)),
        2 => Just(Step::Do(Action::Undo)),
        1 => Just(Step::Do(Action::Redo)),
        2 => Just(Step::Do(Action::Autofill)),
        1 => Just(Step::Do(Action::AcceptProposal)),
        1 => Just(Step::Do(Action::Escape)),
        2 => (-2i64..=1).prop_map(Step::Map),
        1 => (-2i64..=1).prop_map(Step::Rescored),
        3 => Just(Step::Drain),
        1 => Just(Step::Save),
        1 => Just(Step::UndoRedo),
    ]
}

fn studio(dir: &std::path::Path) -> Studio {
    let slot = SlotNumber::new(1).expect("slot");
    let mut app = Studio::new(
        Puzzle::blank(4, 4).expect("size"),
        slot,
        Some(Store::new(dir)),
        Theme::default(),
    );
    app.set_words(common::studio_words(WORDS));
    app
}

fn offset(base: u64, by: i64) -> u64 {
    base.saturating_add_signed(by)
}

/// Runs one step; returns the puzzle when a save reported success.
fn run(app: &mut Studio, s: &Step, fill_started_at: &mut Option<u64>) -> Option<Puzzle> {
    let g = app.document().generation();
    match s {
        Step::Do(a) => {
            update(app, a.clone());
            if *a == Action::Autofill && app.fill().is_some() {
                *fill_started_at = Some(app.document().generation());
            }
        }
        Step::Map(by) => {
            handle(
                app,
                Event::MapDone {
                    generation: offset(g, *by),
                    map: Viability::default(),
                },
            );
        }
        Step::Rescored(by) => {
            let key = offset(g, *by);
            handle(
                app,
                Event::Rescored {
                    key,
                    words: Ok(common::studio_words(WORDS)),
                },
            );
        }
        Step::Drain => {
            poll_background(app);
        }
        Step::Save => {
            update(app, Action::Save);
            if app
                .message()
                .is_some_and(|m| m.starts_with("saved to slot 1"))
            {
                return Some(app.puzzle().clone());
            }
        }
        Step::UndoRedo => {
            let before = app.puzzle().clone();
            let depth = app.undo_depth();
            update(app, Action::Undo);
            if app.undo_depth() < depth {
                update(app, Action::Redo);
                assert_eq!(*app.puzzle(), before, "undo then redo changed the puzzle");
            }
        }
    }
    None
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn results_follow_the_generation_undo_redo_is_exact_and_no_save_is_lost(
        steps in prop::collection::vec(step(), 1..60)
    ) {
        let dir = tempfile::tempdir().expect("tempdir");
        let mut app = studio(dir.path());
        let mut saved = Vec::new();
        let mut fill_started_at = None;
        for s in &steps {
            saved.extend(run(&mut app, s, &mut fill_started_at));
            // A proposal is only ever for the puzzle as it is now.
            if app.proposal().is_some() {
                prop_assert_eq!(fill_started_at, Some(app.document().generation()));
            }
            // A running fill was started for this generation (an edit cancels it).
            if let Some(run) = app.fill() {
                prop_assert_eq!(run.generation, app.document().generation());
            }
        }
        // Every save that said so is the slot or a version in its history.
        let store = Store::new(dir.path());
        let slot = SlotNumber::new(1).expect("slot");
        let mut kept: Vec<Puzzle> = store.load(slot).expect("slot parses").map(|s| s.puzzle).into_iter().collect();
        for v in store.history(slot).expect("history") {
            if let Ok(Some(s)) = gridwright::store::history::read_version(&v) {
                kept.push(s.puzzle);
            }
        }
        for p in &saved {
            prop_assert!(kept.contains(p), "a save that reported success is gone");
        }
    }
}
