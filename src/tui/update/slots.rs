//! The slot browser: load a slot, save into one (asking before replacing another puzzle),
//! delete one, and browse a slot's history and restore a version.

use super::*;
use crate::store::history::{Summary, read_version};
use crate::tui::document::{BrowserPurpose, HistoryView, Identity, SlotBrowser, VersionRow};

/// Opens the browser to load, save into or delete a slot.
pub(super) fn open_slots(app: &mut Studio) {
    open_slots_for(app, BrowserPurpose::Open);
}

fn close(app: &mut Studio) {
    app.view.mode = Mode::Normal;
    app.view.panels.browser = SlotBrowser::default();
}

pub(super) fn slots_mode(app: &mut Studio, action: Action, selected: usize) {
    if app.view.panels.browser.history.is_some() {
        return history_mode(app, action);
    }
    let n = SlotNumber::new(selected as u8 + 1).unwrap_or(SlotNumber::all().next().expect("1"));
    let purpose = app.view.panels.browser.purpose;
    match action {
        Action::ListMove(_) | Action::Move(Move::Up | Move::Down) => {
            let sel = (selected as i32 + list_step(&action)).clamp(0, 8) as usize;
            app.view.mode = Mode::Slots { selected: sel };
        }
        Action::SlotHistory | Action::Move(Move::Right) => open_history(app, n),
        Action::SlotLoad | Action::PlaceCandidate | Action::PromptSubmit => {
            close(app);
            match purpose {
                BrowserPurpose::Open => request_load(app, n),
                BrowserPurpose::SaveInto => save_into(app, n),
            }
        }
        Action::SlotSaveAs => {
            close(app);
            save_into(app, n);
        }
        Action::SlotDelete => {
            close(app);
            app.view.ask(crate::tui::view::Question {
                text: format!("Delete slot {n}? (it is kept in the slot's history) y/n"),
                on_yes: Pending::Delete(n),
            });
        }
        Action::Escape | Action::OpenSlots | Action::Quit => {
            close(app);
            if purpose == BrowserPurpose::SaveInto {
                app.view.say("not saved");
            }
        }
        _ => {}
    }
}

/// How far a list-moving action moves the highlight.
fn list_step(action: &Action) -> i32 {
    match action {
        Action::ListMove(d) => *d,
        Action::Move(Move::Up) => -1,
        _ => 1,
    }
}

/// What changed between two versions, in a few words ("12 clues added, 40 squares · ").
fn change_words(c: crate::grid::delta::ChangeCounts) -> String {
    let mut parts = Vec::new();
    let plural =
        |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    if c.resized {
        parts.push("resized".to_string());
    } else if c.squares > 0 {
        parts.push(plural(c.squares, "square", "squares"));
    }
    for (n, what) in [
        (c.clues_added, "added"),
        (c.clues_changed, "changed"),
        (c.clues_removed, "removed"),
    ] {
        if n > 0 {
            parts.push(format!("{} {what}", plural(n, "clue", "clues")));
        }
    }
    if c.meta {
        parts.push("details".into());
    }
    if c.marks {
        parts.push("marks".into());
    }
    match parts.is_empty() {
        true => "same as before · ".into(),
        false => format!("{} · ", parts.join(", ")),
    }
}

/// Shows slot `n`'s earlier versions, newest first, each with its time and summary.
fn open_history(app: &mut Studio, n: SlotNumber) {
    let Some(store) = &app.store else { return };
    let versions = match store.history(n) {
        Ok(v) if v.is_empty() => {
            app.view.say(format!("slot {n} has no earlier versions"));
            return;
        }
        Ok(v) => v,
        Err(e) => {
            app.view.say(format!("cannot read slot {n}'s history: {e}"));
            return;
        }
    };
    let read: Vec<_> = versions.iter().map(read_version).collect();
    let rows = versions
        .into_iter()
        .enumerate()
        .map(|(i, version)| {
            let (when, what) = match &read[i] {
                Ok(Some(s)) => {
                    // What this version changed from the one before it (older, next down).
                    let change = match read.get(i + 1) {
                        Some(Ok(Some(older))) => change_words(
                            crate::grid::delta::Delta::between(&older.puzzle, &s.puzzle).counts(),
                        ),
                        _ => String::new(),
                    };
                    let clues = s.puzzle.clues.len();
                    (
                        s.saved,
                        format!("{change}{clues} clues · {}", Summary::of(&s.puzzle)),
                    )
                }
                Ok(None) => (version.kept, "(gone)".into()),
                Err(_) => (version.kept, "does not parse".into()),
            };
            let when = crate::store::time::format_utc(when);
            let line = format!("{when}  {what}");
            VersionRow {
                version,
                when,
                line,
            }
        })
        .collect();
    app.view.panels.browser.history = Some(HistoryView {
        slot: n,
        rows,
        selected: 0,
    });
}

fn history_mode(app: &mut Studio, action: Action) {
    let Some(view) = app.view.panels.browser.history.as_mut() else {
        return;
    };
    match action {
        Action::ListMove(_) | Action::Move(Move::Up | Move::Down) => {
            let last = view.rows.len().saturating_sub(1) as i32;
            view.selected = (view.selected as i32 + list_step(&action)).clamp(0, last) as usize;
        }
        Action::SlotLoad | Action::PlaceCandidate | Action::PromptSubmit => {
            let (n, index) = (view.slot, view.selected);
            let when = view.rows.get(index).map(|r| r.when.clone());
            close(app);
            match when {
                Some(_) if app.doc.slot() == Some(n) => restore(app, n, index),
                Some(when) => ask_restore(app, n, index, &when),
                None => {}
            }
        }
        Action::Escape | Action::SlotHistory | Action::Move(Move::Left) => {
            app.view.panels.browser.history = None;
        }
        Action::OpenSlots | Action::Quit => close(app),
        _ => {}
    }
}

/// Asks before restoring a slot that is not the document's, naming what it holds now.
fn ask_restore(app: &mut Studio, n: SlotNumber, index: usize, when: &str) {
    let Some(store) = &app.store else { return };
    let held = match store.load(n) {
        Ok(Some(saved)) => describe(&saved),
        Ok(None) => "nothing".into(),
        Err(_) => "a file that does not parse".into(),
    };
    app.view.ask(crate::tui::view::Question {
        text: format!("Slot {n} holds {held}. Restore its version of {when}? (y/n)"),
        on_yes: Pending::Restore(n, index),
    });
}

/// Puts version `index` (newest first) of slot `n` back into the slot; the version it
/// replaces joins the history. In the document's own slot this is an edit Ctrl-Z undoes;
/// any other slot is then opened as a load is (asking first about unsaved changes).
pub(super) fn restore(app: &mut Studio, n: SlotNumber, index: usize) {
    let Some(store) = &app.store else { return };
    // Forced: the question (or the slot being the document's own) already covered a
    // slot file that does not parse, and it is kept in the history like any version.
    let version = match store.restore(n, index, true) {
        Ok(v) => v,
        Err(e) => {
            app.view.say(format!("restore failed: {e}"));
            return;
        }
    };
    let when = crate::store::time::format_utc(version.saved);
    if app.doc.slot() == Some(n) {
        let restored = version.puzzle.clone();
        app.doc.apply(|p| *p = restored);
        app.set_document(Identity::Slot(n), Some(version.puzzle));
        let now = app.store.as_ref().and_then(|s| s.version(n).ok());
        app.doc.set_disk_version(now);
        app.view.say(format!(
            "restored slot {n} to its version of {when}; Ctrl-Z brings back what you had"
        ));
    } else {
        app.view
            .say(format!("restored slot {n} to its version of {when}"));
        request_load(app, n);
    }
}
