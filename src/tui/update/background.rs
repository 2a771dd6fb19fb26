//! Background work arriving between keys: fill events, rebuilt tables, autosave.

use super::*;
use crate::tui::words::WordsLoaded;

/// Background work: turns what the fill job and the table rebuild sent, and the clock, into
/// events for [`handle`]. Returns whether the screen needs redrawing, so news such as a failed
/// autosave shows when it happens, not at the next keypress.
pub fn tick(app: &mut App, now: Instant) -> bool {
    let redraw = poll_background(app);
    let map = crate::tui::viability::poll_map(app);
    let meaning = poll_meaning(app);
    handle(app, Event::Tick(now)) || redraw || map || meaning
}

/// What the background channels hold now, as events.
fn pending_events(app: &mut App) -> Vec<Event> {
    let mut events = Vec::new();
    if let Some(run) = &app.fill {
        while let Some(ev) = run.job.try_event() {
            let generation = run.generation;
            match ev {
                JobEvent::Progress(progress) => events.push(Event::FillProgress {
                    generation,
                    progress,
                }),
                JobEvent::Done(outcome) => {
                    events.push(Event::FillDone {
                        generation,
                        outcome,
                    });
                    break;
                }
            }
        }
    }
    if let Some((alphabet, rx)) = &app.words_loading {
        let received = match rx.try_recv() {
            Ok(loaded) => Some(loaded),
            Err(std::sync::mpsc::TryRecvError::Empty) => None,
            // The loader died (a panic) without sending: say so rather than wait forever.
            Err(std::sync::mpsc::TryRecvError::Disconnected) => Some(WordsLoaded {
                alphabet: alphabet.clone(),
                result: Err("the loader stopped".into()),
            }),
        };
        if let Some(loaded) = received {
            app.words_loading = None;
            events.push(Event::WordsLoaded(loaded));
        }
    }
    if let Some(rx) = &app.rescoring {
        match rx.try_recv() {
            Ok(words) => events.push(Event::Rescored(words)),
            Err(std::sync::mpsc::TryRecvError::Empty) => {}
            Err(std::sync::mpsc::TryRecvError::Disconnected) => app.rescoring = None,
        }
    }
    events
}

/// Writes the recovery file when there is unsaved work and it is time.
pub(super) fn autosave_if_due(app: &mut App, now: Instant) {
    if app.dirty && now.duration_since(app.last_autosave) >= AUTOSAVE_EVERY {
        app.last_autosave = now;
        if let Some(store) = &app.store
            && let Err(e) = store.save_recovery(&app.puzzle, app.doc.slot())
        {
            app.message = Some(autosave_failure(&e));
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

/// Handles whatever the fill job and the table rebuild have sent, without waiting.
pub fn poll_background(app: &mut App) -> bool {
    let mut redraw = false;
    for event in pending_events(app) {
        redraw |= handle(app, event);
    }
    redraw
}

/// Replaces the words (after loading, or a new minimum score).
pub fn install_words(app: &mut App, words: StudioWords) {
    app.set_words(words);
}

/// Installs what the word loader sent. With no words at all the studio gets an empty index,
/// so the candidate panel stops saying it is loading, and the message line says why. Words
/// loaded for another alphabet than the puzzle's (it changed meanwhile) are dropped.
pub(super) fn receive_words(app: &mut App, loaded: WordsLoaded) {
    if loaded.alphabet != app.puzzle.alphabet {
        app.want_words();
        return;
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
            let empty = crate::words::Lexicon::new(app.puzzle.alphabet.clone());
            if let Ok(index) = crate::words::WordIndex::build(&empty) {
                install_words(app, StudioWords::new(index, app.min_score));
            }
            format!("cannot load any words: {e}")
        }
    };
    // The words arrive a moment after start: keep what the start said (a broken slot file).
    app.message = Some(match app.message.take() {
        Some(earlier) => format!("{earlier} · {note}"),
        None => note,
    });
}
