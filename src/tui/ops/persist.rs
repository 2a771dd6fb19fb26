//! Saving, loading, opening another document, and quitting. A save never replaces another
//! puzzle's slot without a yes: only the slot the document came from is written unasked.

use super::*;
use crate::store::SlotState;
use crate::store::slots::Saved;
use crate::tui::document::{BrowserPurpose, Identity, SlotBrowser};

/// Ctrl-S and `:w`: into the document's slot, or, for a puzzle in no slot yet, the slot
/// browser asking which slot (`force` also replaces the document's slot file if broken).
pub(in crate::tui) fn save(app: &mut Studio, force: bool) {
    if app.store.is_none() {
        app.view.say("no data directory: cannot save");
        return;
    }
    match app.doc.slot() {
        Some(n) => write_slot(app, n, force),
        None => open_slots_for(app, BrowserPurpose::SaveInto),
    }
}

/// Saves forcing past a broken slot file (the `:w!` command).
pub fn force_save(app: &mut Studio) {
    save(app, true);
}

/// Saves into slot `n` (`:saveas N`, the browser's `s` and its save-into mode): at once into
/// the document's own slot or a free one; over any other puzzle only after a yes.
pub(in crate::tui) fn save_into(app: &mut Studio, n: SlotNumber) {
    let Some(store) = &app.store else {
        app.view.say("no data directory: cannot save");
        return;
    };
    if app.doc.slot() == Some(n) {
        return write_slot(app, n, false);
    }
    let held = match store.load(n) {
        Ok(None) => return write_slot(app, n, false),
        Ok(Some(saved)) => describe(&saved),
        Err(e) => format!("a file that does not parse ({e})"),
    };
    app.view.ask(crate::tui::view::Question {
        text: format!("Slot {n} holds {held}. Replace it? (y/n)"),
        on_yes: Pending::SaveAs(n),
    });
}

/// What a slot holds, for the question before replacing it: title, size, when saved.
pub(in crate::tui) fn describe(saved: &Saved) -> String {
    let g = &saved.puzzle.grid;
    let title: String = saved.title().chars().take(24).collect();
    format!(
        "“{title}”, {}×{}, saved {}",
        g.width(),
        g.height(),
        crate::store::time::format_utc(saved.saved)
    )
}

/// Writes the puzzle into slot `n`; it becomes the document in slot `n`, clean.
pub(in crate::tui) fn write_slot(app: &mut Studio, n: SlotNumber, force: bool) {
    let Some(store) = &app.store else { return };
    // The document's own slot is written only over the version it was opened at: another
    // studio or a script may have saved there since.
    let expected = app.doc.disk_version().filter(|_| app.doc.slot() == Some(n));
    let written = match expected {
        Some(v) => store.save_if(n, app.doc.puzzle(), force, v),
        None => store
            .save(n, app.doc.puzzle(), force)
            .and_then(|()| store.version(n)),
    };
    match written {
        Ok(version) => {
            app.doc.set_disk_version(Some(version));
            app.slot_broken = false;
            let _ = store.clear_recovery();
            let without = if app.doc.proposal().is_some() {
                " without the proposed fill (Ctrl-A accepts it)"
            } else {
                ""
            };
            app.view.say_until_edit(format!(
                "saved to slot {n}{without} ({})",
                store.path(n).display()
            ));
            let saved = Some(app.doc.puzzle().clone());
            app.set_document(Identity::Slot(n), saved);
            mark_open(app, n);
            crate::tui::past_clues::saved(app, n);
        }
        // A slot file that no longer parses is a broken file first: the question says so.
        Err(crate::store::StoreError::Changed {
            saved: None,
            empty: false,
            ..
        }) => {
            app.view.ask(crate::tui::view::Question {
                text: format!(
                    "{} does not parse now. Replace it? (the old file is kept in the slot's history) y/n",
                    store.path(n).display()
                ),
                on_yes: if app.doc.slot() == Some(n) {
                    Pending::ForceSave
                } else {
                    Pending::SaveAs(n)
                },
            });
        }
        Err(e @ crate::store::StoreError::Changed { .. }) => {
            app.view.ask(crate::tui::view::Question {
                text: format!(
                    "{e}. Replace it? y replaces (its save is kept in the history); n cancels (:saveas N saves elsewhere)"
                ),
                on_yes: Pending::ReplaceChanged(n),
            });
        }
        Err(crate::store::StoreError::WouldReplaceCorrupt { path, reason }) => {
            app.view.ask(crate::tui::view::Question {
                text: format!(
                    "{} does not parse ({reason}). Replace it? (the old file is kept in the slot's history) y/n",
                    path.display()
                ),
                on_yes: if app.doc.slot() == Some(n) {
                    Pending::ForceSave
                } else {
                    Pending::SaveAs(n)
                },
            });
        }
        Err(e) => app.view.warn(format!("save failed: {e}")),
    }
}

/// Notes that this studio has slot `n` open (its mark for other studios), and says so when
/// another running studio has it open too.
pub(crate) fn mark_open(app: &mut Studio, n: SlotNumber) {
    let Some(store) = &app.store else { return };
    if app.open_mark.as_ref().is_some_and(|m| m.slot() == n) {
        return;
    }
    app.open_mark = store.mark_open(n).ok();
    let others = store.open_elsewhere(n);
    if let Some(pid) = others.first() {
        app.view.say(format!(
            "slot {n} is open in another studio too (pid {pid}): a save there and here asks before replacing the other"
        ));
    }
}

/// After a slot is opened: the version on disk its saves must expect, and the open mark.
pub fn opened_slot(
    app: &mut Studio,
    n: SlotNumber,
    version: Option<crate::store::version::SlotVersion>,
) {
    app.doc.set_disk_version(version);
    mark_open(app, n);
}

/// Restores the autosaved work as the document it was: its slot (judged against what the
/// slot holds now) or untitled.
pub(in crate::tui) fn recover(app: &mut Studio) {
    let Some(store) = &app.store else { return };
    let Ok(Some(rec)) = store.load_recovery() else {
        return;
    };
    let (doc, saved, version) = match rec.slot {
        Some(n) => {
            let on_disk = store.load(n).ok().flatten();
            let version = on_disk.as_ref().map(|s| s.version);
            (Identity::Slot(n), on_disk.map(|s| s.puzzle), version)
        }
        None => (Identity::Untitled, None, None),
    };
    app.view
        .say(format!("recovered unsaved work ({doc}); Ctrl-S saves it"));
    load_document(app, rec.puzzle, doc.clone(), saved);
    if let Identity::Slot(n) = doc {
        opened_slot(app, n, version);
    }
}

/// Replaces the puzzle with slot `n`'s (a load): a fresh undo history and cursor.
pub fn load_puzzle(app: &mut Studio, puzzle: Puzzle, slot: SlotNumber) {
    let saved = Some(puzzle.clone());
    load_document(app, puzzle, Identity::Slot(slot), saved);
}

pub(in crate::tui) fn load_document(
    app: &mut Studio,
    puzzle: Puzzle,
    doc: Identity,
    saved: Option<Puzzle>,
) {
    app.doc.open(puzzle, doc, saved);
    app.fill = None;
    app.view.anchor = None;
    app.slot_broken = false;
    app.view.cursor = crate::tui::studio::first_white(&app.doc.puzzle().grid);
    app.view.direction = Direction::Across;
    app.refresh();
}

/// Replaces the puzzle with a new document not in any slot (a new grid, an import, a
/// layout) as one undoable step: Ctrl-Z brings the old puzzle back. It starts clean when
/// `held_elsewhere` (a blank grid loses nothing, an imported file still holds it) and the
/// work it replaces was saved; otherwise it counts as unsaved, so quitting still asks while
/// unsaved work is only reachable by undo.
pub fn replace_document(app: &mut Studio, puzzle: Puzzle, doc: Identity, held_elsewhere: bool) {
    let saved = (held_elsewhere && !app.doc.dirty()).then(|| puzzle.clone());
    app.doc.apply_as(Some(doc.clone()), |p| *p = puzzle);
    app.view.cursor = crate::tui::studio::first_white(&app.doc.puzzle().grid);
    app.view.anchor = None;
    app.set_document(doc, saved);
}

/// Opens `puzzle` as [`replace_document`] does and says `message`; over unsaved work it asks
/// first (Ctrl-Z would bring the work back, but a habit of typing on should not).
pub fn replace_or_ask(
    app: &mut Studio,
    puzzle: Puzzle,
    identity: Identity,
    held_elsewhere: bool,
    message: String,
) {
    if app.doc.dirty() {
        app.view.ask(crate::tui::view::Question {
            text: format!(
                "Unsaved changes ({}). Open {} in their place? (Ctrl-Z brings them back) y/n",
                app.doc.identity(),
                match &identity {
                    Identity::Untitled => "a new untitled grid".to_string(),
                    other => other.to_string(),
                }
            ),
            on_yes: Pending::Replace {
                puzzle: Box::new(puzzle),
                identity,
                held_elsewhere,
                message,
            },
        });
        return;
    }
    replace_document(app, puzzle, identity, held_elsewhere);
    // About the document just opened: Ctrl-Z (back to the old one) makes it untrue.
    app.view.say_until_edit(message);
}

/// Quits; nothing is kept for recovery, since the work is saved or the user chose to drop it.
pub(in crate::tui) fn quit(app: &mut Studio) {
    if let Some(store) = &app.store {
        let _ = store.clear_recovery();
    }
    if app.fill.take().is_some() {
        app.view.say("autofill cancelled: quitting");
    }
    app.quit = true;
}

/// Opens the browser for `purpose`, on the document's slot, or for a first save on the
/// first free slot.
pub(in crate::tui) fn open_slots_for(app: &mut Studio, purpose: BrowserPurpose) {
    let Some(store) = &app.store else {
        app.view.say("no data directory");
        return;
    };
    app.view.panels.slot_rows = store.list();
    let free = app
        .view
        .panels
        .slot_rows
        .iter()
        .position(|(_, s)| matches!(s, SlotState::Empty));
    let own = app.doc.slot().map(|n| usize::from(n.get() - 1));
    let selected = match purpose {
        BrowserPurpose::Open => own,
        BrowserPurpose::SaveInto => free.or(own),
    };
    app.view.panels.browser = SlotBrowser {
        purpose,
        history: None,
    };
    app.view.mode = Mode::Slots {
        selected: selected.unwrap_or(0),
    };
}
