//! What the screen is doing (the [`Mode`]), what the prompt line collects, and what a
//! question's yes does: the View holds them, so they stand below it.

use crate::grid::Puzzle;
use crate::store::SlotNumber;

/// What kind of text the prompt line is collecting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PromptKind {
    /// A pattern for the search box.
    Search,
    /// The clue of the current entry.
    Clue,
    /// A `:` command.
    Command,
    /// The size of a new grid.
    NewGrid,
    /// The text of the square under the cursor (a rebus).
    Rebus,
}

/// Something waiting for a yes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pending {
    /// Quit without saving.
    Quit,
    /// Load a slot, dropping unsaved changes.
    Load(SlotNumber),
    /// Save into a slot that holds other work.
    SaveAs(SlotNumber),
    /// Delete a slot.
    Delete(SlotNumber),
    /// Restore the autosaved work found at start.
    Recover,
    /// Save over a slot file that does not parse.
    ForceSave,
    /// Put back version `.1` (newest first) of slot `.0`, which is not the document's.
    Restore(SlotNumber, usize),
    /// Export although the publish checks found problems.
    Export {
        /// Where to write.
        path: std::path::PathBuf,
        /// How (`:export`'s options; `!` is `allow_incomplete`).
        options: crate::formats::export::ExportOptions,
    },
    /// Save over a slot that changed on disk since the document was opened there.
    ReplaceChanged(SlotNumber),
    /// Place a word in the entry at the cursor over letters it changes.
    ReplaceLetters(Vec<u8>),
    /// Open another document over unsaved work (`:new`, `:import`, `:layout`).
    Replace {
        /// The new puzzle.
        puzzle: Box<Puzzle>,
        /// Where it lives.
        identity: crate::tui::document::Identity,
        /// Whether something else holds it (a file, a blank grid).
        held_elsewhere: bool,
        /// What to say once it is open.
        message: String,
    },
    /// Export over a file this session did not write (an imported puzzle, someone's file).
    ReplaceFile {
        /// Where to write.
        path: std::path::PathBuf,
        /// How (`:export`'s options; `!` is `allow_incomplete`).
        options: crate::formats::export::ExportOptions,
    },
}

/// The screen's mode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mode {
    /// Editing the grid.
    Normal,
    /// The help overlay.
    Help,
    /// The message log overlay (`:messages`).
    Messages,
    /// The slot browser, with the highlighted row.
    Slots {
        /// Highlighted row (0 = slot 1).
        selected: usize,
    },
    /// Typing into the prompt line.
    Prompt {
        /// What the text is for.
        kind: PromptKind,
        /// The text so far, with its cursor.
        buffer: crate::tui::line_edit::LineEdit,
    },
    /// The publish checks (`:check`), with the highlighted row of `Studio::findings`.
    Checks {
        /// Highlighted row.
        selected: usize,
    },
    /// The clue desk: every entry and its clue, full screen.
    Clues(crate::tui::clue_desk::ClueDesk),
    /// The place-word form: an answer and its clue to place (freeform).
    PlaceForm(crate::tui::panels::place::PlaceForm),
    /// The design form (`:design`): size, theme entries and word ceiling.
    DesignForm(crate::tui::panels::design::DesignForm),
    /// The design gallery, with the highlighted design.
    Gallery {
        /// Highlighted design (0 = the best).
        selected: usize,
    },
    /// The template chooser (`:new 15x15 british`).
    Templates(crate::tui::panels::templates::Chooser),
    /// The wordplay panel (`:wordplay`, F9).
    Wordplay(crate::tui::panels::wordplay::Panel),
    /// A yes/no question.
    Confirm {
        /// The question.
        question: String,
        /// What yes does.
        on_yes: Pending,
    },
}
