//! Everything a user can do in the studio, as data: the keymap produces these, `update`
//! consumes them, tests drive them directly.

use crate::grid::Pos;
use crate::store::SlotNumber;

/// A direction of cursor movement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// Up one square.
    Up,
    /// Down one square.
    Down,
    /// Left one square.
    Left,
    /// Right one square.
    Right,
}

/// One user action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Move the cursor (an arrow across the current direction first switches direction).
    Move(Move),
    /// Grow or shrink the rectangle selection with the cursor.
    Select(Move),
    /// Type a character and advance: a letter of the puzzle's alphabet, or the letters it
    /// folds to (ß → SS); any other letter is refused with a message naming the alphabet.
    Type(char),
    /// Delete the letter here, or the one before when here is empty, and step back.
    Backspace,
    /// Clear the square under the cursor.
    Delete,
    /// Switch between across and down.
    ToggleDirection,
    /// Jump to the next entry.
    NextEntry,
    /// Jump to the previous entry.
    PrevEntry,
    /// Toggle a block here and at its symmetry partners.
    ToggleBlock,
    /// Toggle the bar after the cursor square (across: right edge, down: bottom edge),
    /// with its symmetry partners.
    ToggleBar(crate::grid::Direction),
    /// Turn `:bars` mode (arrows draw bars) on or off.
    BarsMode,
    /// Cycle the symmetry mode.
    CycleSymmetry,
    /// Lock or unlock the letters of the current entry (autofill keeps locked letters).
    ToggleLock,
    /// Circle or uncircle the square, or every white square of the selection.
    ToggleCircle,
    /// Shade or unshade the square, or every white square of the selection.
    ToggleShade,
    /// Mark the letter here (or every letter of the selection) as given to the solver, or not.
    ToggleGiven,
    /// Ask for the text of the square under the cursor: a rebus such as STAR or 7.
    RebusPrompt,
    /// Put this text in the square under the cursor: one letter of the alphabet is a letter,
    /// anything else a rebus; empty clears the square.
    SetRebus(String),
    /// Undo the last edit.
    Undo,
    /// Redo the last undone edit.
    Redo,
    /// Highlight the next candidate word.
    CandidateNext,
    /// Highlight the previous candidate word.
    CandidatePrev,
    /// Write the highlighted candidate into the current entry.
    PlaceCandidate,
    /// Move the candidate highlight by this many rows, stopping at the ends (a page, the
    /// wheel; `i32::MIN` and `i32::MAX` go to the first and last).
    CandidateBy(i32),
    /// Highlight the candidate listed at this row (counted from the first) and place it: a
    /// click on it.
    PlaceCandidateAt(usize),
    /// Start autofill on the selection, or on the whole grid when nothing is selected.
    Autofill,
    /// Refill the selection (or the whole grid): unlocked letters inside may be replaced.
    Refill,
    /// Start autofill on the current entry and the entries crossing it.
    AutofillSlot,
    /// Search for the best-scoring fill of the selection (or grid) and prove it best.
    OptimalFill,
    /// Run the publish checks and list what they find (`:check`).
    OpenChecks,
    /// Open the wordplay panel on the entry under the cursor (closes it when open).
    Wordplay,
    /// Accept the letters autofill proposed.
    AcceptProposal,
    /// Cancel the running fill, or drop the proposal, selection or message.
    Escape,
    /// Save to the current slot.
    Save,
    /// Open the slot browser.
    OpenSlots,
    /// Open the help overlay.
    Help,
    /// Open the pattern search box.
    OpenSearch,
    /// Edit the clue of the current entry.
    EditClue,
    /// Edit the clue with WordNet's clue ideas for the (complete) answer listed to pick from;
    /// in a clue being edited, open or close the list.
    ClueIdeas,
    /// Open the clue desk: every entry with its answer and clue, to read and write clues.
    OpenClues,
    /// Open the place-word form: type an answer and its clue, Enter places it (freeform).
    PlaceForm,
    /// Open the command line at `:goto ` to jump to an entry by its label.
    GotoPrompt,
    /// Show the message log.
    ShowMessages,
    /// Show or hide each square's count of possible letters (the viability heat map).
    ToggleHeat,
    /// Open the `:` command line.
    OpenCommand,
    /// Ask for a size and start a new grid.
    NewGrid,
    /// Quit (asks first when there are unsaved changes).
    Quit,
    /// A mouse click on a grid square.
    Click(Pos),
    /// A key typed into the open prompt (search, clue, command, size).
    PromptChar(char),
    /// Delete the character before the prompt's cursor.
    PromptBackspace,
    /// Edit the open prompt's text: move, delete a word, kill, paste.
    LineEdit(crate::tui::line_edit::EditOp),
    /// Confirm the prompt.
    PromptSubmit,
    /// Complete the `:` command name typed so far (Tab).
    PromptComplete,
    /// Move the highlight in a list (slot browser, search results).
    ListMove(i32),
    /// Load the highlighted slot in the slot browser.
    SlotLoad,
    /// Save into the highlighted slot in the slot browser (asks before overwriting).
    SlotSaveAs,
    /// Delete the highlighted slot in the slot browser (asks first).
    SlotDelete,
    /// Show the highlighted slot's earlier versions in the slot browser (again: back).
    SlotHistory,
    /// Save into a given slot: at once if it is free or the document's own, else asks.
    SaveAs(SlotNumber),
    /// Answer yes to the question on screen.
    Yes,
    /// Answer no to the question on screen.
    No,
    /// A key that answers nothing while a question is open.
    NotAnAnswer,
    /// Load a given slot directly.
    LoadSlot(SlotNumber),
    /// The terminal changed size.
    Resize,
    /// Open the command line at `:score WORD 60` for the current entry's word (when
    /// complete) or the highlighted candidate.
    ScorePrompt,
    /// Change a word's score in the personal list, at once and on disk. `None` acts on the
    /// current entry's word when complete, else on the highlighted candidate.
    Personal {
        /// The word as typed, or `None` for the word under the cursor.
        word: Option<String>,
        /// The new score, or the override dropped.
        change: crate::words::personal::Change,
    },
    /// Turn the help overlay's page: +1 next, -1 previous (it wraps around).
    HelpPage(i32),
}
