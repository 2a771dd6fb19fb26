//! Which document the studio is editing, judged against its last save, and the slot
//! browser's state beyond its highlighted row.

use super::app::App;
use crate::grid::Puzzle;
use crate::store::{SlotNumber, Version};
use std::fmt;
use std::path::{Path, PathBuf};

/// Where the puzzle being edited lives: what Ctrl-S does depends on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Document {
    /// Loaded from or saved into slot N: Ctrl-S writes there without asking.
    Slot(SlotNumber),
    /// Imported from a file (the default for `:export`) and not yet saved into a slot.
    File(PathBuf),
    /// A new grid or a layout, not yet saved into a slot.
    Untitled,
}

impl Document {
    /// The slot it lives in, if any.
    pub fn slot(&self) -> Option<SlotNumber> {
        match self {
            Document::Slot(n) => Some(*n),
            _ => None,
        }
    }

    /// The file it was imported from, if any.
    pub fn file(&self) -> Option<&Path> {
        match self {
            Document::File(p) => Some(p),
            _ => None,
        }
    }
}

impl fmt::Display for Document {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Document::Slot(n) => write!(f, "slot {n}"),
            // The name alone: a long path would push the rest of the status line off screen.
            Document::File(p) => match p.file_name() {
                Some(name) => write!(f, "from {}", name.to_string_lossy()),
                None => write!(f, "from {}", p.display()),
            },
            Document::Untitled => write!(f, "untitled"),
        }
    }
}

/// What the slot browser is open for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BrowserPurpose {
    /// Browsing: Enter loads the highlighted slot.
    #[default]
    Open,
    /// The first save of a puzzle not in a slot: Enter saves into the highlighted slot.
    SaveInto,
}

/// The slot browser's state beside the highlighted slot row of `Mode::Slots`.
#[derive(Debug, Clone, Default)]
pub struct SlotBrowser {
    /// What Enter does.
    pub purpose: BrowserPurpose,
    /// The highlighted slot's history, while it is shown.
    pub history: Option<HistoryView>,
}

/// One slot's earlier versions, newest first, as the browser lists them.
#[derive(Debug, Clone)]
pub struct HistoryView {
    /// The slot.
    pub slot: SlotNumber,
    /// Its versions, newest first.
    pub rows: Vec<VersionRow>,
    /// The highlighted version.
    pub selected: usize,
}

/// One earlier version with the line the browser shows for it.
#[derive(Debug, Clone)]
pub struct VersionRow {
    /// The version in the store.
    pub version: Version,
    /// When it was saved, as shown.
    pub when: String,
    /// When it was saved and what it held, or why it cannot be read.
    pub line: String,
}

impl App {
    /// Makes `doc` the document, with `saved` the state on disk its changes are judged
    /// against (`None`: nothing holds it, so it counts as unsaved until saved).
    pub fn set_document(&mut self, doc: Document, saved: Option<Puzzle>) {
        self.doc = doc;
        self.baseline = saved;
        self.dirty = self.differs_from_saved();
    }

    /// Whether the puzzle differs from its last save, so undoing back to it is clean.
    pub fn differs_from_saved(&self) -> bool {
        self.baseline.as_ref() != Some(&self.puzzle)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn documents_say_where_they_live() {
        let n = SlotNumber::new(4).expect("slot");
        assert_eq!(Document::Slot(n).to_string(), "slot 4");
        assert_eq!(Document::Untitled.to_string(), "untitled");
        let f = Document::File(PathBuf::from("/a/long/path/theme.puz"));
        assert_eq!(f.to_string(), "from theme.puz");
        assert_eq!(f.file(), Some(Path::new("/a/long/path/theme.puz")));
        assert_eq!(f.slot(), None);
    }
}
