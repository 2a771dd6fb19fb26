//! The studio's copy of the clue memory and the reads of it under way.

use crate::grid::SlotId;
use crate::store::clue_memory::ClueMemory;

/// Where the studio's copy of the clue memory is.
#[derive(Debug, Default)]
pub enum MemoryState {
    /// Not asked for yet.
    #[default]
    Idle,
    /// Being read (or brought up to date after a save).
    Loading,
    /// Read.
    Ready(Box<ClueMemory>),
    /// No data directory: nothing to remember in.
    Unavailable,
}

/// The studio's clue memory state.
#[derive(Debug, Default)]
pub struct PastClues {
    /// The memory.
    pub memory: MemoryState,
    /// The newest read asked for; an older one arriving late is dropped.
    pub(in crate::tui) job: u64,
    /// The newest read that arrived.
    pub(in crate::tui) done: u64,
    /// The entry whose clue editor already said how many past clues it has.
    pub(in crate::tui) hinted: Option<SlotId>,
}

impl PastClues {
    /// Whether a read (or the write after a save) is still running.
    pub fn pending(&self) -> bool {
        self.job != self.done
    }
}
