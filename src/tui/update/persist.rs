//! What a question's yes does.

use super::*;
use crate::tui::document::Identity;

pub(super) fn confirmed(app: &mut Studio, what: Pending) {
    match what {
        Pending::Quit => quit(app),
        Pending::Load(n) => {
            let Some(store) = &app.store else { return };
            match store.load(n) {
                Ok(Some(saved)) => {
                    load_puzzle(app, saved.puzzle, n);
                    app.view.say(format!("loaded slot {n}"));
                    opened_slot(app, n, Some(saved.version));
                }
                Ok(None) => app.view.say(format!("slot {n} is empty")),
                Err(e) => app.view.warn(format!("cannot load: {e}")),
            }
        }
        // The question named what the slot holds; yes replaces it (kept in its history).
        Pending::SaveAs(n) => write_slot(app, n, true),
        Pending::Export { path, options } => crate::tui::commands::export_now(app, &path, &options),
        Pending::Delete(n) => {
            let Some(store) = &app.store else { return };
            app.view.say(match store.delete(n) {
                Ok(true) => format!("deleted slot {n}"),
                Ok(false) => format!("slot {n} was empty"),
                Err(e) => format!("delete failed: {e}"),
            });
            if app.doc.slot() == Some(n) {
                // Nothing on disk holds the work now: it stays unsaved until saved again.
                app.set_document(Identity::Slot(n), None);
                app.doc
                    .set_disk_version(Some(crate::store::version::SlotVersion::EMPTY));
            }
        }
        Pending::Recover => recover(app),
        Pending::ForceSave => {
            // Yes was to replacing what is there now, whatever its version.
            let now = app
                .store
                .as_ref()
                .and_then(|s| s.version(app.doc.slot()?).ok());
            if now.is_some() {
                app.doc.set_disk_version(now);
            }
            save(app, true)
        }
        Pending::ReplaceChanged(n) => {
            let now = app.store.as_ref().and_then(|s| s.version(n).ok());
            app.doc.set_disk_version(now);
            write_slot(app, n, false);
        }
        Pending::Restore(n, index) => restore(app, n, index),
        Pending::ReplaceLetters(word) => super::edit::place_word_over(app, &word),
        Pending::Replace {
            puzzle,
            identity,
            held_elsewhere,
            message,
        } => {
            replace_document(app, *puzzle, identity, held_elsewhere);
            app.view.say_until_edit(message);
        }
        Pending::ReplaceFile { path, options } => {
            app.written.insert(path.clone());
            crate::tui::commands::export_asking(app, path, options);
        }
    }
}

/// Loads slot `n`, asking first over unsaved changes.
pub(super) fn request_load(app: &mut Studio, n: SlotNumber) {
    if app.doc.dirty() {
        app.view.ask(crate::tui::view::Question {
            text: format!("Unsaved changes. Load slot {n} anyway? (y/n)"),
            on_yes: Pending::Load(n),
        });
    } else {
        confirmed(app, Pending::Load(n));
    }
}
