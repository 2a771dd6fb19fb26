//! The studio's meaning state: the index, the clue ideas list, the past clues.

use crate::grid::SlotId;
use crate::store::clue_memory::PastClue;
use crate::words::meaning::{ClueIdea, MeaningError, Meanings, Related, Relation};
use std::sync::Arc;

/// What a feature says while the index is still being read.
pub const LOADING: &str = "meaning data loading…";

/// The studio's meaning state.
#[derive(Debug, Default)]
pub struct MeaningUi {
    /// How each search result relates to the `~word`, row for row (`None`: a plain search).
    pub relations: Option<Vec<Relation>>,
    /// A `~` search waits for the index: run it again when it arrives.
    pub search_waiting: bool,
    /// The words related to the last `~word`, kept while it is typed after.
    pub(in crate::tui) related: Option<Related>,
    /// The clue ideas list, when open.
    pub ideas: Option<IdeaList>,
    /// The clue memory, whose past clues head the ideas list.
    pub past: super::past_clues::PastClues,
    /// Where the studio's own copy of the index is.
    pub index: IndexState,
}

/// Where the studio's meaning index is: read on the meaning service once something asks.
#[derive(Debug, Default)]
pub enum IndexState {
    /// Not asked for yet.
    #[default]
    Idle,
    /// Being read.
    Loading,
    /// Read.
    Ready(Arc<Meanings>),
    /// Could not be read.
    Failed(MeaningError),
}

/// Clue ideas for one entry, one highlighted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdeaList {
    /// The entry being clued.
    pub slot: SlotId,
    /// Its answer, as WordNet is asked.
    pub answer: String,
    /// The ideas, `None` while the index loads.
    pub ideas: Option<Vec<ClueIdea>>,
    /// The constructor's past clues of the answer, newest first, above the ideas; `None`
    /// while the clue memory loads.
    pub past: Option<Vec<PastClue>>,
    /// The highlighted row: past clues first, then ideas.
    pub sel: usize,
}

impl IdeaList {
    /// How many rows can be chosen: past clues and ideas.
    pub fn rows(&self) -> usize {
        self.past.as_ref().map_or(0, Vec::len) + self.ideas.as_ref().map_or(0, Vec::len)
    }

    /// The text of the highlighted row, if it has arrived.
    pub fn chosen(&self) -> Option<Chosen<'_>> {
        let past = self.past.as_deref().unwrap_or_default();
        match past.get(self.sel) {
            Some(p) => Some(Chosen::Past(p)),
            None => self
                .ideas
                .as_ref()?
                .get(self.sel - past.len())
                .map(Chosen::Idea),
        }
    }
}

/// A row of the ideas list.
#[derive(Debug, Clone, Copy)]
pub enum Chosen<'a> {
    /// One of the constructor's past clues.
    Past(&'a PastClue),
    /// A WordNet idea.
    Idea(&'a ClueIdea),
}
