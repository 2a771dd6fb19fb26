//! The document the studio edits: the puzzle, where it lives, its last save, the proposal,
//! the undo history and the edit generation. It changes only through [`Document::apply`]
//! (one undo path; an edit that changes nothing records no step), undo and redo, and
//! [`Document::open`] for another document. Also the slot browser's state beyond its
//! highlighted row.

use crate::grid::Puzzle;
use crate::grid::delta::Delta;
use crate::store::version::SlotVersion;
use crate::store::{SlotNumber, Version};
use std::fmt;
use std::path::{Path, PathBuf};

/// Letters autofill proposed, shown until accepted or rejected.
#[derive(Debug, Clone, PartialEq)]
pub struct Proposal {
    /// The grid with the proposed letters.
    pub grid: crate::grid::Grid,
    /// Squares whose letters are proposed.
    pub cells: std::collections::BTreeSet<crate::grid::Pos>,
    /// The fill's average entry score.
    pub average_score: f64,
}

/// How many undo steps are kept.
const UNDO_LIMIT: usize = 500;

/// The puzzle being edited and everything that goes with it.
#[derive(Debug, Clone)]
pub struct Document {
    puzzle: Puzzle,
    identity: Identity,
    /// The puzzle as last saved or loaded, if anything holds it: the work is unsaved while
    /// it differs, so undoing back to it is clean.
    baseline: Option<Puzzle>,
    dirty: bool,
    undo: Vec<Step>,
    redo: Vec<Step>,
    generation: u64,
    proposal: Option<Proposal>,
    /// The version of its slot file when it was opened or last saved (`None`: not known, so
    /// a save does not check).
    disk_version: Option<SlotVersion>,
}

/// One undo step: what the puzzle's edit changed, and where the document lived before and
/// after it (a new grid or an import is an edit of the identity too).
#[derive(Debug, Clone)]
struct Step {
    delta: Delta,
    identity: Option<(Identity, Identity)>,
}

impl Document {
    /// A document on `puzzle`, living at `identity`, with `saved` what is on disk for it.
    pub fn new(puzzle: Puzzle, identity: Identity, saved: Option<Puzzle>) -> Document {
        let mut d = Document {
            puzzle,
            identity,
            baseline: saved,
            dirty: false,
            undo: Vec::new(),
            redo: Vec::new(),
            generation: 0,
            proposal: None,
            disk_version: None,
        };
        d.dirty = d.differs_from_saved();
        d
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// Where it lives.
    pub fn identity(&self) -> &Identity {
        &self.identity
    }

    /// The slot it lives in, if any.
    pub fn slot(&self) -> Option<SlotNumber> {
        self.identity.slot()
    }

    /// Bumped by every change of the puzzle; background results carry the generation they
    /// were computed for and are dropped when it has moved on.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Whether the puzzle differs from its last save.
    pub fn dirty(&self) -> bool {
        self.dirty
    }

    /// Letters autofill proposed for this generation, if any.
    pub fn proposal(&self) -> Option<&Proposal> {
        self.proposal.as_ref()
    }

    /// Shows a proposal (autofill's result for the current generation).
    pub fn propose(&mut self, proposal: Proposal) {
        self.proposal = Some(proposal);
    }

    /// Takes the proposal away (accepted or rejected).
    pub fn take_proposal(&mut self) -> Option<Proposal> {
        self.proposal.take()
    }

    /// How many steps undo can take back.
    pub fn undo_depth(&self) -> usize {
        self.undo.len()
    }

    /// Runs an edit of the puzzle as one undo step. Returns whether anything changed (an
    /// edit that changes nothing records no step and leaves the generation as it is).
    pub fn apply(&mut self, edit: impl FnOnce(&mut Puzzle)) -> bool {
        self.apply_as(None, edit)
    }

    /// [`apply`](Self::apply) that also moves the document to `identity` (a new grid, an
    /// import, a restore), so undo takes it back to where it lived.
    pub fn apply_as(&mut self, identity: Option<Identity>, edit: impl FnOnce(&mut Puzzle)) -> bool {
        // A clue with no record of its answer was written for the answer it has before
        // this edit; noting that alone is no change, and undo gives back the puzzle exactly.
        let mut noted = self.puzzle.clone();
        noted.note_clue_answers();
        let mut after = noted.clone();
        edit(&mut after);
        let identity = identity
            .filter(|i| *i != self.identity)
            .map(|i| (std::mem::replace(&mut self.identity, i.clone()), i));
        if after == noted && identity.is_none() {
            return false;
        }
        let delta = Delta::between(&self.puzzle, &after);
        self.puzzle = after;
        self.undo.push(Step { delta, identity });
        if self.undo.len() > UNDO_LIMIT {
            self.undo.remove(0);
        }
        self.redo.clear();
        self.changed();
        true
    }

    /// Takes back the newest step; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(step) = self.undo.pop() else {
            return false;
        };
        step.delta.undo(&mut self.puzzle);
        if let Some((before, _)) = &step.identity {
            self.identity = before.clone();
        }
        self.redo.push(step);
        self.changed();
        true
    }

    /// Does the newest undone step again; `false` when there is none.
    pub fn redo(&mut self) -> bool {
        let Some(step) = self.redo.pop() else {
            return false;
        };
        step.delta.redo(&mut self.puzzle);
        if let Some((_, after)) = &step.identity {
            self.identity = after.clone();
        }
        self.undo.push(step);
        self.changed();
        true
    }

    /// Opens another document in place of this one: a fresh history (a load, a recovery).
    pub fn open(&mut self, puzzle: Puzzle, identity: Identity, saved: Option<Puzzle>) {
        let generation = self.generation + 1;
        *self = Document::new(puzzle, identity, saved);
        self.generation = generation;
    }

    /// The document now lives at `identity` with `saved` on disk for it (after a save).
    pub fn saved_as(&mut self, identity: Identity, saved: Option<Puzzle>) {
        self.identity = identity;
        self.baseline = saved;
        self.dirty = self.differs_from_saved();
    }

    /// The version of the slot file the document was opened at or last saved as.
    pub fn disk_version(&self) -> Option<SlotVersion> {
        self.disk_version
    }

    /// Notes the version of the slot file on disk for this document.
    pub fn set_disk_version(&mut self, version: Option<SlotVersion>) {
        self.disk_version = version;
    }

    /// Counts the work as saved: the user chose to drop the changes (`:q!`).
    pub fn forget_changes(&mut self) {
        self.baseline = Some(self.puzzle.clone());
        self.dirty = false;
    }

    /// Whether the puzzle differs from its last save, so undoing back to it is clean.
    pub fn differs_from_saved(&self) -> bool {
        self.baseline.as_ref() != Some(&self.puzzle)
    }

    fn changed(&mut self) {
        self.generation += 1;
        self.proposal = None;
        self.dirty = self.differs_from_saved();
    }
}

/// Where the puzzle being edited lives: what Ctrl-S does depends on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Identity {
    /// Loaded from or saved into slot N: Ctrl-S writes there without asking.
    Slot(SlotNumber),
    /// Imported from a file (the default for `:export`) and not yet saved into a slot.
    File(PathBuf),
    /// A new grid or a layout, not yet saved into a slot.
    Untitled,
}

impl Identity {
    /// The slot it lives in, if any.
    pub fn slot(&self) -> Option<SlotNumber> {
        match self {
            Identity::Slot(n) => Some(*n),
            _ => None,
        }
    }

    /// The file it was imported from, if any.
    pub fn file(&self) -> Option<&Path> {
        match self {
            Identity::File(p) => Some(p),
            _ => None,
        }
    }
}

impl fmt::Display for Identity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Identity::Slot(n) => write!(f, "slot {n}"),
            // The name alone: a long path would push the rest of the status line off screen.
            Identity::File(p) => match p.file_name() {
                Some(name) => write!(f, "from {}", name.to_string_lossy()),
                None => write!(f, "from {}", p.display()),
            },
            Identity::Untitled => write!(f, "untitled"),
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

/// What an undo or redo changed, in a few words: "3 squares", "the grid (9×9 → 15×15)",
/// "the title", "the clues".
pub fn change_between(before: &Puzzle, after: &Puzzle) -> String {
    let (a, b) = (&before.grid, &after.grid);
    let mut parts = Vec::new();
    if (a.width(), a.height()) != (b.width(), b.height()) {
        parts.push(format!(
            "the grid ({}×{} → {}×{})",
            a.width(),
            a.height(),
            b.width(),
            b.height()
        ));
    } else {
        let n = a.positions().filter(|&p| a.cell(p) != b.cell(p)).count();
        match n {
            0 => {}
            1 => parts.push("1 square".to_string()),
            n => parts.push(format!("{n} squares")),
        }
    }
    if before.meta.title != after.meta.title {
        parts.push("the title".into());
    }
    if before.meta.author != after.meta.author {
        parts.push("the author".into());
    }
    if before.clues != after.clues {
        parts.push("the clues".into());
    }
    if before.locked != after.locked {
        parts.push("the locks".into());
    }
    if parts.is_empty() {
        "a setting".into()
    } else {
        parts.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn documents_say_where_they_live() {
        let n = SlotNumber::new(4).expect("slot");
        assert_eq!(Identity::Slot(n).to_string(), "slot 4");
        assert_eq!(Identity::Untitled.to_string(), "untitled");
        let f = Identity::File(PathBuf::from("/a/long/path/theme.puz"));
        assert_eq!(f.to_string(), "from theme.puz");
        assert_eq!(f.file(), Some(Path::new("/a/long/path/theme.puz")));
        assert_eq!(f.slot(), None);
    }
}
