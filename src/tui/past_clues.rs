//! "Your past clues" in the studio: the clue memory (`store::clue_memory`) read on a service
//! of its own, offered above the WordNet ideas wherever a clue is written, and brought up to
//! date after every save. Nothing waits for it: while it loads, the list says so.

use super::events::Event;
pub use super::panels::past_clues::{MemoryState, PastClues};
use super::services::Service;
use super::studio::Studio;
use crate::grid::SlotId;
use crate::store::clue_memory::{ClueMemory, Opened, PastClue, Source};

/// Starts reading the memory unless it is read or being read.
pub fn want(app: &mut Studio) {
    if matches!(app.meaning.past.memory, MemoryState::Idle) {
        spawn_read(app);
    }
}

/// Reads the memory on the service (syncing it with the slots and writing it back), keyed
/// by a new job number.
fn spawn_read(app: &mut Studio) {
    spawn_read_after(app, |_| None);
}

/// [`spawn_read`] after `first` ran on the service with the data dir (a write into the
/// memory); what `first` says goes out with the read's notice.
fn spawn_read_after<F>(app: &mut Studio, first: F)
where
    F: FnOnce(&std::path::Path) -> Option<String> + Send + 'static,
{
    let Some(dir) = app.store.as_ref().map(|s| s.dir().to_path_buf()) else {
        app.meaning.past.memory = MemoryState::Unavailable;
        return;
    };
    let past = &mut app.meaning.past;
    past.job += 1;
    let job = past.job;
    if !matches!(past.memory, MemoryState::Ready(_)) {
        past.memory = MemoryState::Loading;
    }
    app.services.spawn(Service::ClueMemory, move || {
        let said = first(&dir);
        let mut opened = ClueMemory::open(&dir);
        if let Some(said) = said {
            opened.notice = Some(match opened.notice {
                Some(n) => format!("{n}; {said}"),
                None => said,
            });
        }
        Event::CluesLoaded {
            job,
            opened: Box::new(opened),
        }
    });
}

/// After the puzzle was written to the file `path` (`:export`): its clues are remembered
/// at once, and the memory file takes them in on the service, as after a slot save.
pub fn wrote_file(app: &mut Studio, path: &std::path::Path) {
    let puzzle = app.doc.puzzle().clone();
    if app.store.is_none() || crate::store::clue_memory::clued_answers(&puzzle).is_empty() {
        return;
    }
    let now = crate::store::time::now_unix();
    let path = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    if let MemoryState::Ready(m) = &mut app.meaning.past.memory {
        let source = Source::File {
            path: path.display().to_string(),
        };
        m.remember(&puzzle, &source, now);
    }
    spawn_read_after(app, move |dir| {
        ClueMemory::remember_file(dir, &puzzle, &path, now)
            .err()
            .map(|e| format!("the clues were not added to the clue memory: {e}"))
    });
}

/// A read arrived: installed when it is the newest; its notice (a rebuild) is said once; an
/// open ideas list gets its past clues.
pub fn loaded(app: &mut Studio, job: u64, opened: Opened) {
    if job != app.meaning.past.job {
        return;
    }
    app.meaning.past.done = job;
    if let Some(notice) = opened.notice {
        app.view.say(notice);
    }
    app.meaning.past.memory = MemoryState::Ready(Box::new(opened.memory));
    let past = app
        .meaning
        .ideas
        .as_ref()
        .and_then(|l| lookup(app, &l.answer));
    if let (Some(list), Some(past)) = (app.meaning.ideas.as_mut(), past) {
        list.past = Some(past);
    }
}

/// The read failed (a panic in the reader): nothing to offer, said by the caller.
pub fn failed(app: &mut Studio) {
    app.meaning.past.memory = MemoryState::Unavailable;
    app.meaning.past.done = app.meaning.past.job;
}

/// After slot `n` was saved: its clues are remembered at once, and the file is brought up to
/// date on the service.
pub fn saved(app: &mut Studio, n: crate::store::SlotNumber) {
    let now = crate::store::time::now_unix();
    if let MemoryState::Ready(m) = &mut app.meaning.past.memory {
        m.remember(app.doc.puzzle(), &Source::Slot { slot: n.get() }, now);
    }
    spawn_read(app);
}

/// The past clues of `answer`, newest first; `None` while the memory loads.
pub fn lookup(app: &Studio, answer: &str) -> Option<Vec<PastClue>> {
    match &app.meaning.past.memory {
        MemoryState::Ready(m) => Some(m.lookup(answer).to_vec()),
        MemoryState::Unavailable => Some(Vec::new()),
        MemoryState::Idle | MemoryState::Loading => None,
    }
}

/// While a clue is being written: the memory is asked for, and once per entry the message
/// says how many past clues its answer has (F8 lists them). Closing the editor resets it.
pub fn hint_while_editing(app: &mut Studio, editing: Option<SlotId>) {
    let Some(slot) = editing else {
        app.meaning.past.hinted = None;
        return;
    };
    want(app);
    if app.meaning.past.hinted == Some(slot) || app.meaning.ideas.is_some() {
        return;
    }
    let puzzle = app.doc.puzzle();
    let Some(answer) = app.slots.get(slot).answer(&puzzle.grid, &puzzle.alphabet) else {
        return;
    };
    let Some(past) = lookup(app, &answer) else {
        // Loading: the hint comes with the next key after it arrives.
        return;
    };
    app.meaning.past.hinted = Some(slot);
    if let Some(newest) = past.first() {
        let more = match past.len() {
            1 => String::new(),
            n => format!(" and {} more", n - 1),
        };
        app.view.say(format!(
            "your past clue for {}: “{}”{more} (F8 lists them)",
            answer.to_uppercase(),
            short(&newest.clue)
        ));
    }
}

/// A clue cut for the message line.
fn short(clue: &str) -> String {
    const MAX: usize = 40;
    if clue.chars().count() <= MAX {
        return clue.to_string();
    }
    let mut cut: String = clue.chars().take(MAX - 1).collect();
    cut.push('…');
    cut
}
