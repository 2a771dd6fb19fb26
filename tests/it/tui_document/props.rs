//! Random sessions against a data dir whose slots hold work: no sequence of actions replaces
//! an occupied slot unless a yes answered a question naming that slot, or the slot is the one
//! the document was loaded from or saved into; and every slot file and kept version on disk
//! parses afterwards.

use super::*;
use gridwright::tui::action::Move;
use proptest::prelude::*;

/// One thing a user does; the compound ones are sent only from the grid, where their keys
/// mean what they say (in the browser Enter would mean something else).
#[derive(Debug, Clone)]
enum Step {
    Act(Action),
    Command(&'static str),
    /// Ctrl-N, then Enter on the size offered.
    NewGrid,
    Import,
    Layout,
}

fn step() -> impl Strategy<Value = Step> {
    let n = || (1u8..=6).prop_map(slot);
    let act = |a: Action| Just(Step::Act(a));
    prop_oneof![
        4 => prop::sample::select(vec!['C', 'A', 'T', 'E']).prop_map(|c| Step::Act(Action::Type(c))),
        1 => act(Action::Move(Move::Down)),
        3 => act(Action::Save),
        2 => n().prop_map(|n| Step::Act(Action::SaveAs(n))),
        4 => act(Action::Yes),
        2 => act(Action::No),
        2 => n().prop_map(|n| Step::Act(Action::LoadSlot(n))),
        2 => act(Action::Undo),
        1 => act(Action::Redo),
        1 => act(Action::Quit),
        2 => act(Action::OpenSlots),
        2 => prop::sample::select(vec![-1, 1, 3]).prop_map(|d| Step::Act(Action::ListMove(d))),
        2 => act(Action::SlotLoad),
        1 => act(Action::SlotSaveAs),
        1 => act(Action::SlotDelete),
        1 => act(Action::SlotHistory),
        1 => act(Action::Escape),
        1 => prop::sample::select(vec!["new 4x4", "w", "w!", "wq"]).prop_map(Step::Command),
        1 => Just(Step::NewGrid),
        1 => Just(Step::Import),
        1 => Just(Step::Layout),
    ]
}

/// The work pre-filled into slot `n`.
fn work(n: u8) -> Puzzle {
    let rows = [
        "CAT\n...\n...\n",
        "CAT\nARE\n...\n",
        "CAT\nARE\nTEN\n",
        "...\n.#.\n...\n",
    ];
    grid(rows[usize::from(n - 1) % rows.len()], &format!("Work {n}"))
}

/// Whether a question names slot `k` (what yes would replace or delete).
fn names(question: &str, k: u8) -> bool {
    let q = question.to_lowercase();
    q.contains(&format!("slot {k} ")) || q.contains(&format!("slot {k}?"))
}

/// The actions a step sends, or none when it only makes sense from the grid.
fn actions(step: &Step, app: &Studio, dir: &Path) -> Vec<Action> {
    let line = |s: String| {
        let mut v = vec![Action::OpenCommand];
        v.extend(s.chars().map(Action::PromptChar));
        v.push(Action::PromptSubmit);
        v
    };
    match step {
        Step::Act(a) => vec![a.clone()],
        _ if app.mode() != Mode::Normal => Vec::new(),
        Step::Command(c) => line(c.to_string()),
        Step::NewGrid => vec![Action::NewGrid, Action::PromptSubmit],
        Step::Import => line(format!("import {}", dir.join("in.ipuz").display())),
        Step::Layout => line(format!("layout {}", dir.join("answers.txt").display())),
    }
}

fn session(untitled: bool, steps: &[Step]) -> Result<(), TestCaseError> {
    let tmp = tempfile::tempdir().expect("tempdir");
    let dir = tmp.path();
    let store = Store::new(dir);
    for n in 1..=4 {
        store.save(slot(n), &work(n), false).expect("prefill");
    }
    store.save(slot(2), &work(3), false).expect("history");
    let options = WriteOptions {
        allow_incomplete: true,
        ..WriteOptions::default()
    };
    write_path(&work(1), &dir.join("in.ipuz"), None, &options).expect("import file");
    std::fs::write(
        dir.join("answers.txt"),
        "ORBIT\tPath round a star\nCOMET\tIcy visitor\nMOON\tSatellite\n",
    )
    .expect("list");
    let mut app = app_with(work(1), dir);
    // The slot the test knows the document came from: loaded from or saved into.
    let mut origin = Some(1);
    if untitled {
        let saved = Some(app.puzzle().clone());
        app.set_document(Identity::Untitled, saved);
        origin = None;
    }
    for step in steps {
        let sent = actions(step, &app, dir);
        let replaces = !sent.is_empty()
            && matches!(
                step,
                Step::NewGrid | Step::Import | Step::Layout | Step::Command("new 4x4")
            );
        for action in sent {
            if app.quit() {
                break;
            }
            let mode = app.mode();
            let before: Vec<_> = (1..=9).map(|k| bytes(dir, k)).collect();
            // Only a message this action brought counts below.
            let prior = app.message().map(str::to_owned);
            update(&mut app, action.clone());
            for k in 1..=9u8 {
                let after = bytes(dir, k);
                if after == before[usize::from(k - 1)] {
                    continue;
                }
                if before[usize::from(k - 1)].is_some() {
                    let yes = action == Action::Yes
                        && matches!(&mode, Mode::Confirm { question, .. } if names(question, k));
                    prop_assert!(
                        yes || origin == Some(k),
                        "slot {k} was replaced by {action:?} in {mode:?} (document from {origin:?})"
                    );
                }
                if after.is_some() {
                    origin = Some(k);
                }
            }
            // A load moves the document; so does a save that wrote the very bytes already
            // there (the same puzzle within the same second), which the bytes cannot show.
            let said = app
                .message()
                .filter(|m| Some(*m) != prior.as_deref())
                .unwrap_or("");
            let into = ["loaded slot ", "saved to slot "]
                .iter()
                .find_map(|p| said.strip_prefix(p))
                .and_then(|rest| rest.split(' ').next()?.parse().ok());
            if into.is_some() {
                origin = into;
            }
            // Undo and redo take the document back to where it lived with that puzzle (a
            // new grid undone is the slot's document again).
            if matches!(action, Action::Undo | Action::Redo) {
                origin = app.doc().slot().map(|s| s.get());
            }
            // Another document opened over unsaved work once the question was answered yes.
            if action == Action::Yes
                && matches!(
                    &mode,
                    Mode::Confirm {
                        on_yes: Pending::Replace { .. },
                        ..
                    }
                )
            {
                origin = None;
            }
        }
        // Over unsaved work these ask first; a document still in its slot stays there.
        if replaces && app.doc().slot().is_none() {
            origin = None;
        }
    }
    for k in 1..=9 {
        let path = store.path(slot(k));
        prop_assert!(
            gridwright::store::read_doc_file(&path).is_ok(),
            "{}",
            path.display()
        );
        for v in store.history(slot(k)).expect("history") {
            let read = gridwright::store::history::read_version(&v);
            prop_assert!(read.is_ok(), "{}", v.path.display());
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]
    #[test]
    fn no_session_replaces_a_slot_without_a_yes(
        untitled in any::<bool>(),
        steps in prop::collection::vec(step(), 1..40),
    ) {
        session(untitled, &steps)?;
    }
}
