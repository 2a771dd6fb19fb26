//! Background work arriving between keys: fill events, rebuilt tables, autosave.

use super::*;

/// Background work: fill progress, rebuilt tables, and the recovery file when there are
/// unsaved changes and it is time. Returns whether the screen needs redrawing, so news such
/// as a failed autosave shows when it happens, not at the next keypress.
pub fn tick(app: &mut App, now: Instant) -> bool {
    let before = (app.message.clone(), app.rescoring.is_some());
    poll_fill(app);
    poll_rescoring(app);
    if app.dirty && now.duration_since(app.last_autosave) >= AUTOSAVE_EVERY {
        app.last_autosave = now;
        if let Some(store) = &app.store
            && let Err(e) = store.save_recovery(&app.puzzle, app.doc.slot())
        {
            app.message = Some(autosave_failure(&e));
        }
    }
    app.log_message(before.0.as_deref());
    (app.message.clone(), app.rescoring.is_some()) != before
}

/// The words for a failed autosave: which file, and why, without the OS's error numbers.
pub(super) fn autosave_failure(e: &crate::store::StoreError) -> String {
    match e {
        crate::store::StoreError::Io { path, source } => format!(
            "autosave failed: cannot write the recovery file {}: {source}",
            path.display()
        ),
        other => format!("autosave failed: {other}"),
    }
}

/// Installs tables rebuilt at a new minimum score once the worker has them.
pub fn poll_rescoring(app: &mut App) {
    let Some(rx) = &app.rescoring else { return };
    match rx.try_recv() {
        Ok(words) => {
            app.rescoring = None;
            install_words(app, words);
        }
        Err(std::sync::mpsc::TryRecvError::Empty) => {}
        Err(std::sync::mpsc::TryRecvError::Disconnected) => app.rescoring = None,
    }
}

/// Replaces the words (after loading, or a new minimum score).
pub fn install_words(app: &mut App, words: StudioWords) {
    app.set_words(words);
}
