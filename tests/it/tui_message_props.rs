//! A property of the message door: random actions (keys, edits, undo and redo, `:` commands,
//! new grids taken over the old one, questions), with the background services' results
//! delivered in random order and stale results fed in between, never leave a message
//! naming a state that is gone, and a question is answered only by an answer key.

use crate::common::studio::{command, key, said};
use crossterm::event::{KeyCode, KeyModifiers};
use gridwright::fill::FillOutcome;
use gridwright::grid::{Alphabet, Puzzle};
use gridwright::store::SlotNumber;
use gridwright::tui::studio::{Mode, Studio};
use gridwright::tui::theme::Theme;
use gridwright::tui::update::{Event, handle};
use gridwright::tui::words::WordsLoaded;
use proptest::prelude::*;
use std::time::Duration;

const WORDS: &[u8] = b"CAT;60\nCAR;55\nCOT;50\nARE;50\nTEN;50\nACE;45\nRAT;40\nTAR;40\nERA;40\nORE;40\nTOE;40\nNET;30\nEAR;30\nOAT;30\nATE;30\nETA;30\nONE;50\nTEA;30\n";

/// A result of a job that is no longer asked for.
#[derive(Debug, Clone, Copy)]
enum Stale {
    /// A fill's end, for a job before any this studio ran.
    Fill,
    /// Words loaded for another alphabet than the puzzle's.
    Words,
    /// Rebuilt tables for a request nobody made.
    Rescore,
    /// A wordplay search's rows, for a panel that asked nothing.
    Wordplay,
}

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
    /// Hands `handle` a stale result.
    Stale(Stale),
}

fn step() -> impl Strategy<Value = Step> {
    let ctrl = KeyModifiers::CONTROL;
    let none = KeyModifiers::NONE;
    prop_oneof![
        4 => prop::sample::select(vec!['c', 'a', 't', 'y', 'n', 'x', '.', ':', ' ', '!'])
            .prop_map(move |c| Step::Key(KeyCode::Char(c), none)),
        2 => Just(Step::Key(KeyCode::Char('z'), ctrl)),
        2 => Just(Step::Key(KeyCode::Char('y'), ctrl)),
        1 => Just(Step::Key(KeyCode::Char('q'), ctrl)),
        1 => Just(Step::Key(KeyCode::Char('a'), ctrl)),
        1 => Just(Step::Key(KeyCode::F(5), none)),
        1 => Just(Step::Key(KeyCode::Esc, none)),
        1 => Just(Step::Key(KeyCode::Enter, none)),
        1 => Just(Step::Key(KeyCode::Backspace, none)),
        1 => Just(Step::Key(KeyCode::Delete, none)),
        1 => Just(Step::Key(KeyCode::Right, none)),
        1 => Just(Step::Key(KeyCode::Down, none)),
        1 => Just(Step::Key(KeyCode::Tab, none)),
        1 => prop::sample::select(vec![
            "title Boxed In",
            "title",
            "include ACE",
            "sym none",
            "sym rotational",
            "new 4x4",
            "new 3x3",
            "goto 1D",
            "frobnicate",
        ])
        .prop_map(Step::Command),
        2 => Just(Step::Collect),
        2 => (0usize..4).prop_map(Step::Deliver),
        1 => prop::sample::select(vec![Stale::Fill, Stale::Words, Stale::Rescore, Stale::Wordplay])
            .prop_map(Step::Stale),
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

fn stale(kind: Stale) -> Event {
    match kind {
        Stale::Fill => Event::FillDone {
            job: 0,
            outcome: FillOutcome::Cancelled(Default::default()),
        },
        Stale::Words => Event::WordsLoaded(WordsLoaded {
            alphabet: Alphabet::named("greek").expect("greek"),
            result: Err("a load for another alphabet".into()),
        }),
        Stale::Rescore => Event::Rescored {
            key: u64::MAX,
            words: Err("a rebuild nobody asked for".into()),
        },
        Stale::Wordplay => Event::Wordplay {
            job: u64::MAX,
            found: Err("a search nobody asked for".into()),
        },
    }
}

fn is_answer(code: KeyCode) -> bool {
    matches!(
        code,
        KeyCode::Char('y' | 'n' | 'Y' | 'N') | KeyCode::Enter | KeyCode::Esc
    )
}

/// `new 4×4 grid…`: the size the message names.
fn named_size(m: &str) -> Option<(usize, usize)> {
    let rest = m.strip_prefix("new ")?;
    let (w, rest) = rest.split_once('×')?;
    let h: String = rest.chars().take_while(char::is_ascii_digit).collect();
    Some((w.parse().ok()?, h.parse().ok()?))
}

/// What the message says must still be so: no message names a state that is gone.
fn check_message(app: &Studio) -> Result<(), String> {
    let m = said(app);
    let doc = app.document();
    let p = app.puzzle();
    let symmetry = p.meta.symmetry.to_string();
    let wrong = (m == "nothing to undo" && doc.undo_depth() > 0)
        || (m == "nothing to redo" && doc.redo_depth() > 0)
        || (m.contains("running") && app.fill().is_none())
        || (m.starts_with("answer y or n") && !matches!(app.mode(), Mode::Confirm { .. }))
        || (m.starts_with("no question is open") && matches!(app.mode(), Mode::Confirm { .. }))
        || (m == "proposal rejected" && doc.proposal().is_some())
        || (m.starts_with("title: ") && m["title: ".len()..] != p.meta.title)
        || (m == "title cleared" && !p.meta.title.is_empty())
        || (m.starts_with("symmetry: ") && m["symmetry: ".len()..] != symmetry)
        || named_size(&m).is_some_and(|s| s != (p.grid.width(), p.grid.height()))
        || (m.contains("a search nobody asked for") || m.contains("a rebuild nobody asked for"));
    if wrong {
        Err(format!(
            "{m:?} with mode {:?}, fill {}, {}×{} {symmetry} {:?}",
            app.mode(),
            app.fill().is_some(),
            p.grid.width(),
            p.grid.height(),
            p.meta.title
        ))
    } else {
        Ok(())
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn messages_stay_true_and_questions_take_only_answers(
        steps in prop::collection::vec(step(), 1..48)
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
                Step::Stale(kind) => {
                    handle(&mut app, stale(*kind));
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
