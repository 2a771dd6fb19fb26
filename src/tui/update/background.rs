//! Background work arriving between keys: fill events, rebuilt tables, autosave.

use super::*;
use crate::tui::services::Service;
use crate::tui::words::WordsLoaded;

/// Handles whatever the background services have posted, without waiting, then the clock
/// (autosave). Returns whether the screen needs redrawing. The event loop blocks on the same
/// channel instead; tests and scripts call this between actions.
pub fn tick(app: &mut Studio, now: Instant) -> bool {
    let redraw = poll_background(app);
    handle(app, Event::Tick(now)) || redraw
}

/// A rescored result: installed when it answers the newest request.
pub(super) fn rescored(app: &mut Studio, key: u64, words: Result<StudioWords, String>) {
    if app.rescoring != Some(key) {
        return;
    }
    app.rescoring = None;
    match words {
        Ok(words) => install_words(app, words),
        Err(e) => app
            .view
            .say(format!("cannot read the word lists again: {e}")),
    }
}

/// A background job that panicked: an internal error, said as one, and whatever waited for
/// it stops waiting.
pub(super) fn service_failed(app: &mut Studio, service: Service, message: &str) {
    match service {
        Service::Fill => app.fill = None,
        Service::ClueMemory => crate::tui::past_clues::failed(app),
        Service::Design => app.design.run = None,
        Service::Rescore => app.rescoring = None,
        Service::Viability => app.map_failed(),
        Service::Meaning => {
            app.meaning.index = crate::tui::meaning::IndexState::Failed(
                crate::words::meaning::MeaningError::NoData,
            );
        }
        // The panel stops waiting: the search's row says what happened.
        Service::Wordplay => {
            if let Mode::Wordplay(panel) = &mut app.view.mode {
                panel.found = Some(Err(format!("the search stopped: {message}")));
            }
        }
        Service::Words => {
            let alphabet = app.doc.puzzle().alphabet.clone();
            receive_words(
                app,
                WordsLoaded {
                    alphabet,
                    result: Err("the loader stopped".into()),
                },
            );
        }
    }
    let message: String = message
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    app.view.say(format!(
        "internal error: {} stopped ({message}); please report it",
        service.name()
    ));
}

/// Writes the recovery file when there is unsaved work and it is time.
pub(super) fn autosave_if_due(app: &mut Studio, now: Instant) {
    // Quitting removed the recovery file: an autosave after it would bring it back, and
    // the next studio would offer the work the user chose to drop.
    if app.quit {
        return;
    }
    if app.doc.dirty() && now.duration_since(app.last_autosave) >= AUTOSAVE_EVERY {
        app.last_autosave = now;
        if let Some(store) = &app.store
            && let Err(e) = store.save_recovery(app.doc.puzzle(), app.doc.slot())
        {
            app.view.say(autosave_failure(&e));
        }
    }
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

/// Handles whatever the background services have posted, without waiting.
pub fn poll_background(app: &mut Studio) -> bool {
    let mut redraw = false;
    while let Some(event) = app.services.try_next() {
        redraw |= handle(app, event);
    }
    redraw
}

/// Replaces the words (after loading, or a new minimum score).
pub fn install_words(app: &mut Studio, words: StudioWords) {
    app.set_words(words);
}

/// Installs what the word loader sent. With no words at all the studio gets an empty index,
/// so the candidate panel stops saying it is loading, and the message line says why. Words
/// loaded for another alphabet than the puzzle's (it changed meanwhile) are dropped.
pub(super) fn receive_words(app: &mut Studio, loaded: WordsLoaded) {
    let asked = app.words_loading.take();
    if loaded.alphabet != app.doc.puzzle().alphabet {
        app.want_words();
        return;
    }
    // `:minscore` typed while the words loaded: they were built at the old minimum.
    if let Some((_, min)) = asked
        && min != app.settings.min_scores
        && let Ok((words, _)) = &loaded.result
    {
        let (words, n) = (words.clone(), app.settings.min_scores.clone());
        start_rescore(app, move || Ok(words.at_min_score(&n)));
    }
    let note = match loaded.result {
        Ok((w, notes)) => {
            install_words(app, w);
            // Lists in other letters only: that is what the user must hear first.
            match (app.words_problem(), notes.len()) {
                (Some(problem), _) => problem,
                (None, 0) => return,
                (None, 1) => notes[0].clone(),
                (None, n) => format!("{} (and {} more)", notes[0], n - 1),
            }
        }
        Err(e) => {
            let empty = crate::words::Lexicon::new(app.doc.puzzle().alphabet.clone());
            if let Ok(index) = crate::words::WordIndex::build(&empty) {
                install_words(app, StudioWords::at_mins(index, &app.settings.min_scores));
            }
            format!("cannot load any words: {e}")
        }
    };
    // The words arrive a moment after start: keep what the start said (a broken slot file).
    let said = match app.view.message() {
        Some(earlier) => format!("{earlier} · {note}"),
        None => note,
    };
    app.view.say(said);
}
