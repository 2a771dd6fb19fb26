//! The studio's state. Widgets read it; only [`update`](super::update::update) changes it.

use super::document::{Document, Identity};
pub use super::mode::{Mode, Pending, PromptKind};
use super::theme::Theme;
use super::view::View;
use super::words::{StudioWords, Words};
use super::words::{WordSource, load_words};
use crate::fill::candidates::{Candidates, candidates};
use crate::fill::{Progress, Region};
use crate::grid::{
    Alphabet, Alphabets, Direction, Grid, HealthReport, Mismatch, Pos, Puzzle, SlotId, Slots,
};
use crate::store::{SlotNumber, Store};
use crate::words::MinScores;
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Instant;

mod map;
mod read;
pub use read::entry_text_in;
/// How many candidates the panel lists.
pub const CANDIDATE_LIMIT: usize = 200;

/// A fill running in the background.
pub struct FillRun {
    /// Set to stop the search (dropping the run sets it).
    pub cancel: Arc<std::sync::atomic::AtomicBool>,
    /// Names this fill's events apart from any other fill's.
    pub job: u64,
    /// The grid it was started on.
    pub base: Grid,
    /// The puzzle's edit generation when it started: a result for any other is stale.
    pub generation: u64,
    /// Fill or refill.
    pub mode: crate::fill::FillMode,
    /// The latest progress.
    pub progress: Option<Progress>,
    /// When it started.
    pub started: Instant,
}

impl Drop for FillRun {
    fn drop(&mut self) {
        // A fill nobody waits for must not keep a core busy.
        self.cancel
            .store(true, std::sync::atomic::Ordering::Relaxed);
    }
}

/// The studio's settings: config.toml's, changed by `:` commands for the session.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Lowest score for candidates, search, autofill, viability and `:check`: one default
    /// with lengths set apart (`min_score_by_length`, `:minscore 3=55`).
    pub min_scores: MinScores,
    /// Colours.
    pub theme: Theme,
    /// The alphabets `:new` may name: the built-in ones and the user's.
    pub alphabets: Alphabets,
    /// Autofill's time limit (`:timeout`, config `fill_timeout`).
    pub fill_timeout: std::time::Duration,
    /// `:place` may make letter runs no answer is placed on yet (`:unresolved on|off`).
    pub place_unresolved: bool,
    /// Autofill's threads from config.toml (`None`: the machine's cores less one).
    pub fill_threads: Option<usize>,
    /// The paper of printed exports: config.toml's `page`, else the locale's, else A4.
    pub page: crate::formats::page::PageSize,
    /// The "not in my grid" list autofill keeps out: config.toml's `ban` and `ban_kinds`
    /// (crude and breakfast-test words by default), as the CLI's `fill` reads them.
    pub ban: crate::words::queried::Ban,
}

impl Settings {
    /// The defaults, in `theme`.
    pub fn new(theme: Theme) -> Settings {
        Settings {
            min_scores: MinScores::uniform(crate::words::list::DEFAULT_MIN_SCORE),
            theme,
            alphabets: Alphabets::builtin(),
            fill_timeout: crate::config::DEFAULT_FILL_TIMEOUT,
            place_unresolved: false,
            fill_threads: None,
            page: crate::formats::page::PageSize::default(),
            ban: crate::words::queried::Ban::default(),
        }
    }
}

/// The whole state of the studio: the document, the background services, what the screen
/// shows (the [`View`], with the one message door), the words and the settings, and what
/// is worked out from the document (numbering, health, jobs on it).
pub struct Studio {
    /// The puzzle being edited, where it lives, its undo history and its proposal.
    pub(super) doc: Document,
    /// The background services and their one channel.
    pub(super) services: super::services::Services,
    /// What the screen shows, and the message door.
    pub(super) view: View,
    /// The words, as they stand for the puzzle.
    pub(super) words: Words,
    /// The settings.
    pub(super) settings: Settings,
    /// The key of the newest request to rebuild the tables (a new minimum score, a personal
    /// list read again) while it runs on the rescoring service: a tenth of a second on the
    /// built-in list, too long to hold a keypress. A result for an older key is dropped.
    pub(super) rescoring: Option<u64>,
    /// The last rescoring key handed out.
    pub(super) rescore_key: u64,
    /// Where words come from, to load them again when the puzzle's alphabet changes (`None`
    /// in tests that install words themselves).
    pub(super) word_source: Option<WordSource>,
    /// Words being loaded on the words service for an alphabet at a minimum score.
    pub(super) words_loading: Option<(Alphabet, MinScores)>,
    /// Complete entries whose word is in no loaded list (or banned): the status line must
    /// not call such a grid healthy.
    pub(super) unlisted: Vec<SlotId>,
    /// Numbering of the current grid.
    pub(super) slots: Slots,
    /// Health of the current grid.
    pub(super) health: HealthReport,
    /// The running fill.
    pub(super) fill: Option<FillRun>,
    /// The last fill job number handed out.
    pub(super) fill_jobs: u64,
    /// The live viability map and its background computation.
    pub(super) viability: super::panels::viability::MapState,
    /// The thesaurus search, the gloss and clue ideas (issue 21).
    pub(super) meaning: super::panels::meaning::MeaningUi,
    /// The design search (`:design`) and the gallery's designs.
    pub(super) design: super::panels::design::DesignState,
    /// Slot files.
    pub(super) store: Option<Store>,
    /// The current slot's file does not parse: saving must be forced.
    pub(super) slot_broken: bool,
    /// This studio's mark that it has its slot open (dropped when it moves to another).
    pub(super) open_mark: Option<crate::store::open::OpenMark>,
    /// Files this session wrote (or was told it may replace): `:export` asks before
    /// replacing any other existing file.
    pub(super) written: BTreeSet<std::path::PathBuf>,
    /// When the work was last autosaved.
    pub(super) last_autosave: Instant,
    /// Set when the studio should exit.
    pub(super) quit: bool,
}

impl Studio {
    /// A studio on `puzzle` as loaded from `slot` in `store` (clean until edited).
    pub fn new(puzzle: Puzzle, slot: SlotNumber, store: Option<Store>, theme: Theme) -> Studio {
        let slots = puzzle.slots();
        let health = HealthReport::of_puzzle(&puzzle, &slots, puzzle.meta.shortest_entry());
        let mut app = Studio {
            view: View::new(first_white(&puzzle.grid)),
            doc: Document::new(puzzle.clone(), Identity::Slot(slot), Some(puzzle)),
            services: Default::default(),
            words: Words::Loading,
            settings: Settings::new(theme),
            rescoring: None,
            rescore_key: 0,
            word_source: None,
            words_loading: None,
            unlisted: Vec::new(),
            slots,
            health,
            fill: None,
            fill_jobs: 0,
            viability: Default::default(),
            meaning: Default::default(),
            design: Default::default(),
            store,
            slot_broken: false,
            open_mark: None,
            written: BTreeSet::new(),
            last_autosave: Instant::now(),
            quit: false,
        };
        app.refresh();
        app
    }

    /// Makes `doc` where the document lives, with `saved` the state on disk its changes are
    /// judged against (`None`: nothing holds it, so it counts as unsaved until saved).
    pub fn set_document(&mut self, doc: Identity, saved: Option<Puzzle>) {
        self.doc.saved_as(doc, saved);
    }

    /// Whether a square belongs to an entry the last fill verdict pointed at.
    pub fn is_marked(&self, p: Pos) -> bool {
        self.view
            .marks
            .iter()
            .any(|&s| s.0 < self.slots.all().len() && self.slots.get(s).cells.contains(&p))
    }

    /// Installs loaded words and recomputes candidates.
    pub fn set_words(&mut self, words: StudioWords) {
        self.words = Words::judged(words, &self.doc.puzzle().alphabet);
        self.refresh_candidates();
        self.want_map();
    }

    /// Sets where words come from and starts loading them for the puzzle's alphabet.
    pub fn set_word_source(&mut self, source: WordSource) {
        self.word_source = Some(source);
        self.words = Words::Loading;
        self.words_loading = None;
        self.want_words();
    }

    /// Sets the alphabets `:new` may name (the built-in ones and the user's).
    pub fn set_alphabets(&mut self, alphabets: Alphabets) {
        self.settings.alphabets = alphabets;
    }

    /// Starts loading words for the puzzle's alphabet when the words in hand are for another
    /// one and no load for it is on its way; words for the old alphabet go at once, so
    /// nothing is ever offered from lists in other letters. Without a word source (tests)
    /// the words stay as installed.
    pub fn want_words(&mut self) {
        let Some(source) = &self.word_source else {
            return;
        };
        let want = &self.doc.puzzle().alphabet;
        if self
            .words
            .loaded()
            .is_some_and(|w| w.index.alphabet() == want)
        {
            // Back to the alphabet in hand (an undo): a load for another one is not needed.
            self.words_loading = None;
            return;
        }
        if self.words_loading.as_ref().is_some_and(|(a, _)| a == want) {
            return;
        }
        let (source, min, want) = (
            source.clone(),
            self.settings.min_scores.clone(),
            want.clone(),
        );
        self.words_loading = Some((want.clone(), min.clone()));
        self.services
            .spawn(super::services::Service::Words, move || {
                super::events::Event::WordsLoaded(load_words(&source, &min, &want))
            });
        self.words = Words::Loading;
        // Tables rebuilt from the old words would bring them back.
        self.rescoring = None;
    }

    /// Why the words cannot serve the puzzle, if they cannot: a list in another alphabet.
    pub fn words_mismatch(&self) -> Option<Mismatch> {
        self.words.mismatch().cloned()
    }

    /// [`words_mismatch`](Self::words_mismatch) in the studio's words: where to add a list.
    pub fn words_problem(&self) -> Option<String> {
        let m = self.words_mismatch()?;
        let dir = self
            .word_source
            .as_ref()
            .and_then(|s| s.config_dir.as_deref());
        Some(super::words::mismatch_message(&m, dir))
    }

    /// The words when they serve the puzzle; else what to say instead: that they are still
    /// loading, or why the lists cannot serve it (`refused` names what was refused).
    pub fn words_for(&self, refused: &str) -> Result<&StudioWords, String> {
        match &self.words {
            Words::Ready(w) => Ok(w),
            Words::Loading => Err(super::words::LOADING.to_string()),
            Words::Mismatch(..) => Err(format!(
                "{refused}: {}",
                self.words_problem().unwrap_or_default()
            )),
        }
    }

    /// The entry under the cursor in the typing direction (or the other one if none).
    pub fn current_slot(&self) -> Option<SlotId> {
        self.slots
            .at(self.view.cursor, self.view.direction)
            .or_else(|| self.slots.at(self.view.cursor, self.view.direction.flip()))
    }

    /// The entry crossing the current one at the cursor.
    pub fn crossing_slot(&self) -> Option<SlotId> {
        let cur = self.current_slot()?;
        let (a, d) = self.slots.crossing(self.view.cursor);
        if a == Some(cur) { d } else { a }
    }

    /// The selected rectangle, corners inclusive.
    pub fn selection(&self) -> Option<(Pos, Pos)> {
        let a = self.view.anchor?;
        let c = self.view.cursor;
        Some((
            Pos::new(a.row.min(c.row), a.col.min(c.col)),
            Pos::new(a.row.max(c.row), a.col.max(c.col)),
        ))
    }

    /// Whether a square is inside the selection.
    pub fn is_selected(&self, p: Pos) -> bool {
        self.selection().is_some_and(|(a, b)| {
            (a.row..=b.row).contains(&p.row) && (a.col..=b.col).contains(&p.col)
        })
    }

    /// The selection as a fill region, or the whole grid.
    pub fn region(&self) -> Region {
        match self.selection() {
            Some((from, to)) => Region::Rect { from, to },
            None => Region::All,
        }
    }

    /// Runs an edit of the puzzle as one undo step. Returns whether anything changed;
    /// [`handle`](super::update::handle) brings what depends on the puzzle up to date once
    /// the event is handled.
    pub fn apply(&mut self, edit: impl FnOnce(&mut Puzzle)) -> bool {
        self.doc.apply(edit)
    }

    /// After any change to the puzzle (run once by `handle` when the document's generation
    /// moved): renumber, re-check, drop stale fills, marks and the messages said about the
    /// puzzle before the event (`said_before`: the view's count of messages then, to say a
    /// cancelled fill only when the event said nothing of its own).
    pub(super) fn edited(&mut self, said_before: u64) {
        let said_now = self.view.said_count() != said_before;
        self.view.edited();
        // Any edit, a lock included, changes what the fill must respect.
        if self.fill.take().is_some() && !said_now {
            self.view.say("puzzle changed: autofill cancelled");
        }
        // A design search was for another puzzle, so it goes.
        if self.design.run.take().is_some() && !said_now {
            self.view.say("puzzle changed: design cancelled");
        }
        self.refresh();
    }

    /// Recomputes numbering, health and candidates, and asks for words in the puzzle's
    /// alphabet if it changed.
    pub fn refresh(&mut self) {
        // The puzzle's alphabet may have moved (an undo of `:new russian`): the words in
        // hand are judged again for it.
        let words = std::mem::take(&mut self.words);
        self.words = words.rejudged(&self.doc.puzzle().alphabet);
        self.want_words();
        self.slots = self.doc.puzzle().slots();
        self.health = HealthReport::of_puzzle(
            self.doc.puzzle(),
            &self.slots,
            self.doc.puzzle().meta.shortest_entry(),
        );
        if !self.doc.puzzle().grid.contains(self.view.cursor) {
            self.view.cursor = first_white(&self.doc.puzzle().grid);
        }
        self.refresh_candidates();
        self.want_map();
    }

    /// Recomputes the candidate list for the current entry.
    pub fn refresh_candidates(&mut self) {
        self.view.panels.candidate_sel = 0;
        self.unlisted = self.find_unlisted();
        // Words in other letters would be nonsense spelled in these: none are offered.
        self.view.panels.candidates = match (self.words.ready(), self.current_slot()) {
            (Some(w), Some(slot)) => candidates(
                &self.doc.puzzle().grid,
                &self.slots,
                slot,
                &w.tables,
                CANDIDATE_LIMIT,
            ),
            _ => Candidates::default(),
        };
    }
}

impl Studio {
    /// The complete entries whose word the loaded lists lack or ban (none until words load,
    /// nor when they are in other letters).
    fn find_unlisted(&self) -> Vec<SlotId> {
        let Some(w) = self.words.ready() else {
            return Vec::new();
        };
        let (g, a) = (&self.doc.puzzle().grid, &self.doc.puzzle().alphabet);
        self.slots
            .iter()
            .filter(|(_, s)| {
                s.full_word(g, a)
                    .is_some_and(|word| w.score(&word).is_none_or(|s| s == 0))
            })
            .map(|(id, _)| id)
            .collect()
    }
}

/// The first white square in reading order (or the corner of an all-black grid).
pub fn first_white(grid: &Grid) -> Pos {
    grid.positions()
        .find(|&p| grid.is_white(p))
        .unwrap_or(Pos::new(0, 0))
}
