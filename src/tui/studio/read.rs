//! Read access to the studio's state for widgets elsewhere and for tests: the fields are
//! private to `tui`, so only `update::handle` changes them.

use super::*;
use crate::fill::candidates::Candidates;
use crate::tui::document::{Identity, SlotBrowser};
use crate::tui::messages::MessageLog;

use crate::tui::document::Proposal;
use crate::words::QueryResult;

impl Studio {
    /// What the screen shows (cursor, selection, mode, panels, message).
    pub fn view(&self) -> &crate::tui::view::View {
        &self.view
    }

    /// The settings.
    pub fn settings(&self) -> &super::Settings {
        &self.settings
    }

    /// Waits at most `limit` for the next background result (or input) on the services'
    /// one channel: tests hand it to `update::handle` as the event loop would.
    pub fn next_event(&self, limit: std::time::Duration) -> Option<crate::tui::events::Event> {
        self.services.next(Some(limit))
    }

    /// The settings, to change one (tests, start-up).
    pub fn settings_mut(&mut self) -> &mut super::Settings {
        &mut self.settings
    }

    /// The cursor square.
    pub fn cursor(&self) -> Pos {
        self.view.cursor
    }

    /// The typing direction.
    pub fn direction(&self) -> Direction {
        self.view.direction
    }

    /// Whether there is work not yet saved.
    pub fn dirty(&self) -> bool {
        self.doc.dirty()
    }

    /// Lowest score for candidates and autofill (lengths set apart aside).
    pub fn min_score(&self) -> u8 {
        self.settings.min_scores.default
    }

    /// The minimum score of each length: the default with lengths set apart
    /// (`min_score_by_length`, `:minscore 3=55`).
    pub fn min_scores(&self) -> &crate::words::MinScores {
        &self.settings.min_scores
    }

    /// The highlighted candidate.
    pub fn candidate_sel(&self) -> usize {
        self.view.panels.candidate_sel
    }

    /// Whether the studio should exit.
    pub fn quit(&self) -> bool {
        self.quit
    }

    /// The puzzle's edit generation.
    pub fn generation(&self) -> u64 {
        self.doc.generation()
    }

    /// The puzzle being edited.
    pub fn puzzle(&self) -> &Puzzle {
        self.doc.puzzle()
    }

    /// Where the puzzle lives (a slot, a file, untitled).
    pub fn doc(&self) -> Identity {
        self.doc.identity().clone()
    }

    /// The screen mode.
    pub fn mode(&self) -> Mode {
        self.view.mode.clone()
    }

    /// What the publish checks found when `:check` last ran.
    pub fn findings(&self) -> &[crate::grid::publish::Finding] {
        &self.view.panels.findings
    }

    /// The help overlay's page as turned (the overlay wraps it to the pages it has).
    pub fn help_page(&self) -> i32 {
        self.view.panels.help_page
    }

    /// Candidates for the current entry.
    pub fn candidates(&self) -> &Candidates {
        &self.view.panels.candidates
    }

    /// The slot browser beyond its highlighted row.
    pub fn browser(&self) -> &SlotBrowser {
        &self.view.panels.browser
    }

    /// The colours.
    pub fn theme(&self) -> &Theme {
        &self.settings.theme
    }

    /// Numbering of the current grid.
    pub fn slots(&self) -> &Slots {
        &self.slots
    }

    /// Health of the current grid.
    pub fn health(&self) -> &HealthReport {
        &self.health
    }

    /// Every message shown, with its time.
    pub fn log(&self) -> &MessageLog {
        &self.view.log
    }

    /// The words in hand, once loaded (whether or not they serve the puzzle).
    pub fn words(&self) -> Option<&StudioWords> {
        self.words.loaded()
    }

    /// The words as they stand for the puzzle.
    pub fn words_state(&self) -> &crate::tui::words::Words {
        &self.words
    }

    /// The running fill.
    pub fn fill(&self) -> Option<&FillRun> {
        self.fill.as_ref()
    }

    /// Letters autofill proposed.
    pub fn proposal(&self) -> Option<&Proposal> {
        self.doc.proposal()
    }

    /// Results of the pattern search box.
    pub fn search(&self) -> Option<&QueryResult> {
        self.view.panels.search.as_ref()
    }

    /// The thesaurus search's relations, the clue ideas list.
    pub fn meaning(&self) -> &crate::tui::panels::meaning::MeaningUi {
        &self.meaning
    }

    /// The message on the message line.
    pub fn message(&self) -> Option<&str> {
        self.view.message()
    }

    /// The entries a fill's verdict points at.
    pub fn marks(&self) -> &[SlotId] {
        &self.view.marks
    }

    /// Whether tables are being rebuilt at a new minimum score.
    pub fn is_rescoring(&self) -> bool {
        self.rescoring.is_some()
    }

    /// How many undo steps there are.
    pub fn undo_depth(&self) -> usize {
        self.doc.undo_depth()
    }

    /// The document: the puzzle, where it lives, its history.
    pub fn document(&self) -> &crate::tui::document::Document {
        &self.doc
    }

    /// An entry's label as the puzzle shows it: the file's own label of its first square
    /// when the puzzle has explicit numbering, else the standard number; then A or D.
    pub fn entry_label(&self, id: SlotId) -> String {
        let s = self.slots.get(id);
        let number = self
            .doc
            .puzzle()
            .label_at(s.start(), &self.slots)
            .unwrap_or_else(|| s.number.to_string());
        format!("{number}{}", s.direction.letter())
    }

    /// An entry's text with rebus squares spelled out ([`Slot::answer`](crate::grid::Slot)),
    /// or while unfinished its pattern, `?` for each empty square.
    pub fn entry_text(&self, id: SlotId) -> String {
        entry_text_in(
            self.slots.get(id),
            &self.doc.puzzle().grid,
            &self.doc.puzzle().alphabet,
        )
    }
}

/// [`Studio::entry_text`] of an entry in any grid (a grid as it would be after an edit).
pub fn entry_text_in(
    s: &crate::grid::Slot,
    g: &crate::grid::Grid,
    a: &crate::grid::Alphabet,
) -> String {
    s.answer(g, a).unwrap_or_else(|| {
        s.cells
            .iter()
            .map(|&p| match g.cell(p) {
                crate::grid::Cell::Letter(l) => a.char_of(l).map_or("?".into(), String::from),
                crate::grid::Cell::Rebus(r) => g.rebus_text(r).to_string(),
                _ => "?".to_string(),
            })
            .collect()
    })
}
