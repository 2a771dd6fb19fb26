//! The View: what the studio shows about the document (cursor, selection, mode, panels) and
//! the one message door.
//!
//! Nothing else writes the status line: code says what it did through [`View::say`],
//! [`View::warn`] or [`View::ask`]; commands and keys return their message and
//! `update::handle` puts it through the door. A message about the puzzle as it is
//! ([`View::say_until_edit`]) goes when the puzzle changes.

use super::document::SlotBrowser;
use super::messages::MessageLog;
use super::mode::{Mode, Pending};
use crate::fill::candidates::Candidates;
use crate::grid::{Direction, Pos, SlotId};
use crate::store::{SlotNumber, SlotState};
use crate::words::QueryResult;

/// A yes/no question: it owns the keyboard until answered (y/n, Enter/Esc).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    /// What the user is asked.
    pub text: String,
    /// What yes does.
    pub on_yes: Pending,
}

impl Question {
    /// A question whose yes does `on_yes`.
    pub fn new(text: impl Into<String>, on_yes: Pending) -> Question {
        Question {
            text: text.into(),
            on_yes,
        }
    }
}

/// What a command or a key refused, in words for the status line.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct CommandError(pub String);

impl CommandError {
    /// A refusal saying `why`.
    pub fn new(why: impl Into<String>) -> CommandError {
        CommandError(why.into())
    }
}

/// What a command or a key did (`Some`: what to say) or why it refused: `handle` and the
/// `:` line put it through the door ([`View::tell`]), as helix's `TypableCommand` returns
/// its result.
pub type Said = Result<Option<String>, CommandError>;

/// How a message is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tone {
    /// What was done.
    Said,
    /// Something refused or gone wrong.
    Warning,
}

/// The message on the status line.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Shown {
    text: String,
    tone: Tone,
    /// It describes the puzzle as it is now: the next edit makes it untrue.
    until_edit: bool,
    /// The event it was said in.
    event: u64,
}

/// The lists and panels beside the grid, with their highlights.
#[derive(Debug, Default)]
pub struct Panels {
    /// Candidates for the current entry.
    pub candidates: Candidates,
    /// Highlighted candidate.
    pub candidate_sel: usize,
    /// Results of the pattern search box.
    pub search: Option<QueryResult>,
    /// Highlighted search result.
    pub search_sel: usize,
    /// Slot browser rows, read when it opens.
    pub slot_rows: Vec<(SlotNumber, SlotState)>,
    /// The slot browser's purpose and the history it shows.
    pub browser: SlotBrowser,
    /// What the publish checks found when `:check` last ran.
    pub findings: Vec<crate::grid::publish::Finding>,
    /// The help overlay's page, counted from the first (the overlay wraps it round to the
    /// pages the screen has).
    pub help_page: i32,
}

/// What the studio shows, and its one message door.
#[derive(Debug)]
pub struct View {
    /// The cursor square.
    pub cursor: Pos,
    /// The typing direction.
    pub direction: Direction,
    /// Selection anchor; the rectangle runs from it to the cursor.
    pub anchor: Option<Pos>,
    /// The screen mode.
    pub mode: Mode,
    /// The lists and panels.
    pub panels: Panels,
    /// Every message shown, with its time (`:messages`).
    pub log: MessageLog,
    /// Entries a fill's verdict points at, marked on the grid until the next edit (set
    /// with [`View::mark`]).
    pub marks: Vec<SlotId>,
    /// A question just closed (or a command that could have asked did not): the next y or
    /// n is taken for an answer to nothing, not a letter.
    pub after_question: bool,
    /// `:bars` mode: the arrows draw bars on the cursor square's edges.
    pub bars_mode: bool,
    /// The last key at the open question answered nothing: a y or n straight after it is
    /// taken for more of that typing (the next one answers).
    pub typing_at_question: bool,
    /// The last letter typed filled the last square of its entry, here: another letter
    /// typed straight after would overwrite it (PLUMBS into five squares gives PLUMS).
    pub typed_to_end: Option<Pos>,
    said: Option<Shown>,
    said_count: u64,
    /// The number of the event being handled, and the one the marks were set in.
    event: u64,
    marks_event: u64,
}

impl View {
    /// A view with the cursor at `cursor`, typing across, nothing said.
    pub fn new(cursor: Pos) -> View {
        View {
            cursor,
            direction: Direction::Across,
            anchor: None,
            mode: Mode::Normal,
            panels: Panels::default(),
            log: MessageLog::default(),
            marks: Vec::new(),
            after_question: false,
            bars_mode: false,
            typing_at_question: false,
            typed_to_end: None,
            said: None,
            said_count: 0,
            event: 0,
            marks_event: 0,
        }
    }

    /// Says what was done (logged for `:messages`).
    pub fn say(&mut self, text: impl Into<String>) {
        self.put(text.into(), Tone::Said, false);
    }

    /// Says something was refused or went wrong.
    pub fn warn(&mut self, text: impl Into<String>) {
        self.put(text.into(), Tone::Warning, false);
    }

    /// Says something about the puzzle as it is now (a fill's verdict, "nothing to undo"):
    /// the next edit takes it away.
    pub fn say_until_edit(&mut self, text: impl Into<String>) {
        self.put(text.into(), Tone::Said, true);
    }

    /// Puts what a command or key returned through the door: its message said, its
    /// refusal warned.
    pub fn tell(&mut self, said: Said) {
        match said {
            Ok(Some(text)) => self.say(text),
            Ok(None) => {}
            Err(e) => self.warn(e.0),
        }
    }

    /// Asks a yes/no question: it owns the keyboard until answered.
    pub fn ask(&mut self, question: Question) {
        self.typing_at_question = false;
        // The question takes the message line: a message from before it would be read as
        // about it.
        self.said = None;
        self.mode = Mode::Confirm {
            question: question.text,
            on_yes: question.on_yes,
        };
    }

    /// Takes the message off the status line.
    pub fn clear(&mut self) {
        self.said = None;
    }

    /// The message on the status line.
    pub fn message(&self) -> Option<&str> {
        self.said.as_ref().map(|s| s.text.as_str())
    }

    /// How the message is drawn.
    pub fn tone(&self) -> Option<Tone> {
        self.said.as_ref().map(|s| s.tone)
    }

    /// How many messages have been said (to tell whether an event said anything).
    pub fn said_count(&self) -> u64 {
        self.said_count
    }

    /// A new event is being handled: what is said and marked from now on is about the
    /// puzzle as this event leaves it.
    pub fn begin_event(&mut self) {
        self.event += 1;
    }

    /// Marks entries on the grid (a fill's verdict, unresolved runs) until the next edit.
    pub fn mark(&mut self, marks: Vec<SlotId>) {
        self.marks = marks;
        self.marks_event = self.event;
    }

    /// The puzzle changed: the marks and a message about the puzzle as it was go, unless
    /// they were set by the event that changed it.
    pub fn edited(&mut self) {
        if self.marks_event < self.event {
            self.marks.clear();
        }
        if self
            .said
            .as_ref()
            .is_some_and(|s| s.until_edit && s.event < self.event)
        {
            self.said = None;
        }
    }

    fn put(&mut self, text: String, tone: Tone, until_edit: bool) {
        self.log.push(crate::store::time::now_unix(), text.clone());
        self.said_count += 1;
        self.said = Some(Shown {
            text,
            tone,
            until_edit,
            event: self.event,
        });
    }
}
