//! A property of the message door: random actions, with the background services' results
//! delivered in random order, never leave a message naming a state that is gone, and a
//! question is answered only by an answer key.

use crate::common::studio::{command, key, said};
use crossterm::event::{KeyCode, KeyModifiers};
use gridwright::grid::Puzzle;
use gridwright::store::SlotNumber;
use gridwright::tui::studio::{Mode, Studio};
use gridwright::tui::theme::Theme;
use gridwright::tui::update::{Event, handle};
use proptest::prelude::*;
use std::time::Duration;

const WORDS: &[u8] = b"CAT;60\nCAR;55\nCOT;50\nARE;50\nTEN;50\nACE;45\nRAT;40\nTAR;40\nERA;40\nORE;40\nTOE;40\nNET;30\nEAR;30\nOAT;30\nATE;30\nETA;30\nONE;50\nTEA;30\n";

/// One step of a user, or of the background.
#[derive(Debug, Clone)]
enum Step {
    /// A key through the keymap, as the terminal sends it.
    Key(KeyCode, KeyModifiers),
    /// A `:` command.
    Command(&'static str),
    /// Waits a moment for a service's result and holds it back.
    Collect,
    /// Hands the held result at this index (of those held) to `handle`.
    Deliver(usize),
}

fn step() -> impl Strategy<Value = Step> {
    let ctrl = KeyModifiers::CONTROL;
    let none = KeyModifiers::NONE;
    prop_oneof![
        4 => prop::sample::select(vec!['c', 'a', 't', 'y', 'n', 'x', '.', ':', ' '])
            .prop_map(move |c| Step::Key(KeyCode::Char(c), none)),
        1 => Just(Step::Key(KeyCode::Char('z'), ctrl)),
        1 => Just(Step::Key(KeyCode::Char('y'), ctrl)),
        1 => Just(Step::Key(KeyCode::Char('q'), ctrl)),
        1 => Just(Step::Key(KeyCode::F(5), none)),
        1 => Just(Step::Key(KeyCode::Esc, none)),
        1 => Just(Step::Key(KeyCode::Enter, none)),
        1 => Just(Step::Key(KeyCode::Backspace, none)),
        1 => Just(Step::Key(KeyCode::Right, none)),
        1 => Just(Step::Command("title Boxed In")),
        1 => Just(Step::Command("include ACE")),
        2 => Just(Step::Collect),
        2 => (0usize..4).prop_map(Step::Deliver),
    ]
}

fn studio() -> Studio {
    let mut app = Studio::new(
        Puzzle::blank(3, 3).expect("size"),
        SlotNumber::new(1).expect("slot"),
        None,
        Theme::default(),
    );
    app.set_words(crate::common::studio_words(WORDS));
    app
}

fn is_answer(code: KeyCode) -> bool {
    matches!(
        code,
        KeyCode::Char('y' | 'n' | 'Y' | 'N') | KeyCode::Enter | KeyCode::Esc
    )
}

/// What the message says must still be so.
fn check_message(app: &Studio) -> Result<(), String> {
    let m = said(app);
    let doc = app.document();
    let wrong = (m == "nothing to undo" && doc.undo_depth() > 0)
        || (m == "nothing to redo" && doc.redo_depth() > 0)
        || (m.contains("running") && app.fill().is_none())
        || (m.starts_with("answer y or n") && !matches!(app.mode(), Mode::Confirm { .. }))
        || (m.starts_with("no question is open") && matches!(app.mode(), Mode::Confirm { .. }));
    if wrong {
        Err(format!(
            "{m:?} with mode {:?}, fill {}",
            app.mode(),
            app.fill().is_some()
        ))
    } else {
        Ok(())
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn messages_stay_true_and_questions_take_only_answers(
        steps in prop::collection::vec(step(), 1..40)
    ) {
        let mut app = studio();
        let mut held: Vec<Event> = Vec::new();
        for s in steps {
            if app.quit() {
                break;
            }
            let asked = match app.mode() {
                Mode::Confirm { question, .. } => Some(question),
                _ => None,
            };
            match &s {
                Step::Key(code, mods) => key(&mut app, *code, *mods),
                Step::Command(line) => command(&mut app, line),
                Step::Collect => {
                    if let Some(ev) = app.next_event(Duration::from_millis(200)) {
                        held.push(ev);
                    }
                }
                Step::Deliver(i) => {
                    if !held.is_empty() {
                        let ev = held.remove(i % held.len());
                        handle(&mut app, ev);
                    }
                }
            }
            // A question stays until an answer key; a result arriving does not answer it.
            if let Some(q) = asked {
                let answered = matches!(s, Step::Key(code, _) if is_answer(code));
                if !answered {
                    let still = matches!(app.mode(), Mode::Confirm { question, .. } if question == q);
                    prop_assert!(still, "{s:?} closed the question {q:?}");
                }
            }
            if let Err(e) = check_message(&app) {
                prop_assert!(false, "after {s:?}: {e}");
            }
        }
    }
}
