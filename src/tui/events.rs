//! What reaches the studio: a user's action, or a background result. Both go through
//! [`handle`](super::update::handle), the one entry point that changes the state.

use super::action::Action;
use super::words::StudioWords;
use crate::fill::{FillOutcome, Progress};
use crate::words::meaning::{MeaningError, Meanings};
use std::time::Instant;

/// One thing that happened.
#[derive(Debug)]
pub enum Event {
    /// The user did something (a key, a click, a command).
    Action(Action),
    /// The running fill reports how far it is; `job` names the fill (each has its own, a
    /// second fill of the same puzzle too), and a report for any other is dropped.
    FillProgress {
        /// The fill it comes from.
        job: u64,
        /// How far it is.
        progress: Progress,
    },
    /// The running fill ended.
    FillDone {
        /// The fill it comes from.
        job: u64,
        /// How it ended.
        outcome: FillOutcome,
    },
    /// The running design search reports how far it is (`job` names the search).
    DesignProgress {
        /// The search it comes from.
        job: u64,
        /// How far it is.
        progress: crate::design::DesignProgress,
    },
    /// A design search ended; a result for another job or edit generation is dropped.
    DesignDone {
        /// The search it comes from.
        job: u64,
        /// The edit generation it was started for.
        generation: u64,
        /// Its designs, or why it was refused.
        report: Result<crate::design::DesignReport, crate::design::RunError>,
    },
    /// The word lists finished loading (or failed to).
    WordsLoaded(super::words::WordsLoaded),
    /// Word tables rebuilt at a new minimum score; `key` names the request, and a result
    /// for any but the newest is dropped.
    Rescored {
        /// Which rescoring request this answers.
        key: u64,
        /// The rebuilt words, or why the lists could not be read again.
        words: Result<StudioWords, String>,
    },
    /// The viability map of the grid at edit generation `generation`.
    MapDone {
        /// The edit generation the map was computed for.
        generation: u64,
        /// The map.
        map: crate::fill::Viability,
    },
    /// The meaning index was read (or could not be).
    MeaningLoaded(Result<std::sync::Arc<Meanings>, MeaningError>),
    /// The clue memory was read (and synced with the slots); `job` names the read, and any
    /// but the newest is dropped.
    CluesLoaded {
        /// Which read this answers.
        job: u64,
        /// The memory, with anything to say once.
        opened: Box<crate::store::clue_memory::Opened>,
    },
    /// A wordplay panel search finished; `job` names it, and a result for any but the
    /// panel's newest search is dropped.
    Wordplay {
        /// The search it answers.
        job: u64,
        /// The results, or why the question could not be asked.
        found: Result<super::panels::wordplay::Found, String>,
    },
    /// A background job panicked: an internal error, said as such.
    ServiceFailed {
        /// Which service.
        service: Service,
        /// The panic's message.
        message: String,
    },
    /// Terminal input (a key, the mouse, a paste, a resize), turned into an action by the
    /// event loop, which knows the screen.
    Input(crossterm::event::Event),
    /// The clock moved on: time to autosave if there is unsaved work.
    Tick(Instant),
}

impl From<Action> for Event {
    fn from(a: Action) -> Event {
        Event::Action(a)
    }
}

/// Which service a job belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Service {
    /// Reading the word lists.
    Words,
    /// Rebuilding the tables at a new minimum score.
    Rescore,
    /// The live viability map.
    Viability,
    /// Reading the meaning index.
    Meaning,
    /// Autofill.
    Fill,
    /// Reading the clue memory.
    ClueMemory,
    /// The design search (`:design`).
    Design,
    /// The wordplay panel's searches.
    Wordplay,
}

impl Service {
    /// The service's name in a message.
    pub fn name(self) -> &'static str {
        match self {
            Service::Words => "the word loader",
            Service::Rescore => "the table rebuild",
            Service::Viability => "the viability map",
            Service::Meaning => "the meaning index",
            Service::Fill => "autofill",
            Service::ClueMemory => "the clue memory",
            Service::Design => "the design search",
            Service::Wordplay => "the wordplay search",
        }
    }
}
