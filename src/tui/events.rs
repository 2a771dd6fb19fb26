//! What reaches the studio: a user's action, or a background result. Both go through
//! [`handle`](super::update::handle), the one entry point that changes the state.

use super::action::Action;
use super::app::StudioWords;
use crate::fill::{FillOutcome, Progress};
use std::time::Instant;

/// One thing that happened.
#[derive(Debug)]
pub enum Event {
    /// The user did something (a key, a click, a command).
    Action(Action),
    /// The running fill reports how far it is; `generation` is the puzzle's edit generation
    /// it was started for, and a report for any other is dropped.
    FillProgress {
        /// The edit generation the fill was started for.
        generation: u64,
        /// How far it is.
        progress: Progress,
    },
    /// The running fill ended.
    FillDone {
        /// The edit generation the fill was started for.
        generation: u64,
        /// How it ended.
        outcome: FillOutcome,
    },
    /// The word lists finished loading (or failed to).
    WordsLoaded(super::words::WordsLoaded),
    /// Word tables rebuilt at a new minimum score.
    Rescored(StudioWords),
    /// The clock moved on: time to autosave if there is unsaved work.
    Tick(Instant),
}

impl From<Action> for Event {
    fn from(a: Action) -> Event {
        Event::Action(a)
    }
}
