//! The studio's state. Widgets read it; only [`update`](super::update::update) changes it.

use super::document::{Document, Identity, SlotBrowser};
use super::theme::Theme;
use super::words::{WordSource, load_words};
use crate::fill::candidates::{Candidates, candidates};
use crate::fill::{Progress, Region, WordTables};
use crate::grid::{
    Alphabet, Alphabets, Direction, Grid, HealthReport, Mismatch, Pos, Puzzle, SlotId, Slots,
};
use crate::store::{SlotNumber, SlotState, Store};
use crate::words::{MinScores, Pattern, QueryResult, WordIndex};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use std::time::Instant;

mod read;
pub use read::entry_text_in;
/// How many candidates the panel lists.
pub const CANDIDATE_LIMIT: usize = 200;

/// The word index and the per-length tables, once loaded.
#[derive(Debug, Clone)]
pub struct StudioWords {
    /// The index, for pattern search.
    pub index: WordIndex,
    /// Tables at the studio's minimum score, for candidates, search and autofill.
    pub tables: Arc<WordTables>,
    /// The alphabet of the lists set aside when none was in the puzzle's: what the lists
    /// loaded are, for the message (the index itself is then empty).
    pub set_aside: Option<Alphabet>,
    /// Scores edited in the studio that the index does not hold yet (`None`: out until the
    /// lists are read again). The tables hold them already; searches through the index
    /// apply them. Empty once the lists are read again with the personal list.
    pub pending: Arc<BTreeMap<Vec<u8>, Option<u8>>>,
}

impl StudioWords {
    /// Builds the tables of `index` at `min_score` for every length.
    pub fn new(index: WordIndex, min_score: u8) -> StudioWords {
        Self::at_mins(index, &MinScores::uniform(min_score))
    }

    /// Builds the tables of `index` at the minimum of each length (`min_score` with
    /// `min_score_by_length` over it).
    pub fn at_mins(index: WordIndex, mins: &MinScores) -> StudioWords {
        StudioWords {
            tables: Arc::new(WordTables::from_index_by_length(&index, mins)),
            index,
            set_aside: None,
            pending: Arc::default(),
        }
    }

    /// The same words with one word's score changed (`None`: taken out), at the minimum of
    /// its length: at once, without rebuilding the index.
    pub fn changed(&self, word: &[u8], score: Option<u8>, mins: &MinScores) -> StudioWords {
        let mut pending = (*self.pending).clone();
        pending.insert(word.to_vec(), score);
        let min = mins.for_len(word.len());
        StudioWords {
            tables: Arc::new(self.tables.with_change(word, score, min)),
            index: self.index.clone(),
            set_aside: self.set_aside.clone(),
            pending: Arc::new(pending),
        }
    }

    /// The same words with tables at other minimum scores, the pending changes kept.
    pub fn at_min_score(&self, mins: &MinScores) -> StudioWords {
        let mut tables = WordTables::from_index_by_length(&self.index, mins);
        for (word, &score) in self.pending.iter() {
            tables = tables.with_change(word, score, mins.for_len(word.len()));
        }
        StudioWords {
            tables: Arc::new(tables),
            index: self.index.clone(),
            set_aside: self.set_aside.clone(),
            pending: self.pending.clone(),
        }
    }

    /// The score of a word, a pending change first.
    pub fn score(&self, word: &[u8]) -> Option<u8> {
        match self.pending.get(word) {
            Some(&s) => s,
            None => self.index.score(word),
        }
    }

    /// Ranked matches of a pattern, each length at its minimum: the tables for a fixed
    /// length, else the index with the pending changes applied.
    pub fn query(&self, pattern: &Pattern, mins: &MinScores, limit: usize) -> QueryResult {
        if let Some(len) = pattern.fixed_len()
            && let Some(r) = self.tables.query(pattern, mins.for_len(len), limit)
        {
            return r;
        }
        if self.pending.is_empty() && mins.is_uniform() {
            return self.index.query(pattern, mins.default, limit);
        }
        let mut all = self.index.query(pattern, mins.lowest(), usize::MAX).matches;
        all.retain(|m| !self.pending.contains_key(&m.word));
        for (word, &score) in self.pending.iter() {
            if let Some(score) = score.filter(|_| pattern.matches(word)) {
                all.push(crate::words::Match {
                    word: word.clone(),
                    score,
                });
            }
        }
        all.retain(|m| m.score >= mins.for_len(m.word.len()));
        all.sort_by(|a, b| b.score.cmp(&a.score).then_with(|| a.word.cmp(&b.word)));
        let total = all.len();
        all.truncate(limit);
        QueryResult {
            matches: all,
            total,
        }
    }

    /// Whether these words can serve a puzzle in `puzzle`: the index is spelled in its
    /// letters and some list was in them.
    pub fn check(&self, puzzle: &Alphabet) -> Result<(), Mismatch> {
        Mismatch::check(puzzle, self.index.alphabet())?;
        match &self.set_aside {
            Some(other) => Err(Mismatch {
                puzzle: puzzle.clone(),
                lists: Some(other.clone()),
            }),
            None => Ok(()),
        }
    }
}

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
        identity: super::document::Identity,
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
        buffer: super::line_edit::LineEdit,
    },
    /// The publish checks (`:check`), with the highlighted row of `App::findings`.
    Checks {
        /// Highlighted row.
        selected: usize,
    },
    /// The clue desk: every entry and its clue, full screen.
    Clues(super::clue_desk::ClueDesk),
    /// The place-word form: an answer and its clue to place (freeform).
    PlaceForm(super::place_word::PlaceForm),
    /// The design form (`:design`): size, theme entries and word ceiling.
    DesignForm(super::design::DesignForm),
    /// The design gallery, with the highlighted design.
    Gallery {
        /// Highlighted design (0 = the best).
        selected: usize,
    },
    /// The template chooser (`:new 15x15 british`).
    Templates(super::templates::Chooser),
    /// The wordplay panel (`:wordplay`, F9).
    Wordplay(super::wordplay::Panel),
    /// A yes/no question.
    Confirm {
        /// The question.
        question: String,
        /// What yes does.
        on_yes: Pending,
    },
}

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

/// Letters autofill proposed, shown until accepted or rejected.
#[derive(Debug, Clone, PartialEq)]
pub struct Proposal {
    /// The grid with the proposed letters.
    pub grid: Grid,
    /// Squares whose letters are proposed.
    pub cells: BTreeSet<Pos>,
    /// The fill's average entry score.
    pub average_score: f64,
}

/// The whole state of the studio.
pub struct App {
    /// The puzzle being edited, where it lives, its undo history and its proposal.
    pub(super) doc: Document,
    /// The cursor square.
    pub(super) cursor: Pos,
    /// The typing direction.
    pub(super) direction: Direction,
    /// The screen mode.
    pub(super) mode: Mode,
    /// The help overlay's page, counted from the first (the overlay wraps it round to the
    /// pages the screen has).
    pub(super) help_page: i32,
    /// Selection anchor; the rectangle runs from it to the cursor.
    pub(super) anchor: Option<Pos>,
    /// Words, once loaded.
    pub(super) words: Option<StudioWords>,
    /// Lowest score for candidates, search, autofill, viability and `:check`: one default
    /// with lengths set apart (`min_score_by_length`, `:minscore 3=55`).
    pub(super) min_scores: MinScores,
    /// The key of the newest request to rebuild the tables (a new minimum score, a personal
    /// list read again) while it runs on the rescoring service: a tenth of a second on the
    /// built-in list, too long to hold a keypress. A result for an older key is dropped.
    pub(super) rescoring: Option<u64>,
    /// The last rescoring key handed out.
    pub(super) rescore_key: u64,
    /// Candidates for the current entry.
    pub(super) candidates: Candidates,
    /// Highlighted candidate.
    pub(super) candidate_sel: usize,
    /// Complete entries whose word is in no loaded list (or banned): the status line must
    /// not call such a grid healthy.
    pub(super) unlisted: Vec<SlotId>,
    /// Results of the pattern search box.
    pub(super) search: Option<QueryResult>,
    /// Highlighted search result.
    pub(super) search_sel: usize,
    /// The running fill.
    pub(super) fill: Option<FillRun>,
    /// The message line.
    pub(super) message: Option<String>,
    /// Slot files.
    pub(super) store: Option<Store>,
    /// Slot browser rows, read when it opens.
    pub(super) slot_rows: Vec<(SlotNumber, SlotState)>,
    /// The slot browser's purpose and the history it shows.
    pub(super) browser: SlotBrowser,
    /// Colours.
    pub(super) theme: Theme,
    /// Set when the studio should exit.
    pub(super) quit: bool,
    /// When the work was last autosaved.
    pub(super) last_autosave: Instant,
    /// The current slot's file does not parse: saving must be forced.
    pub(super) slot_broken: bool,
    /// Numbering of the current grid.
    pub(super) slots: Slots,
    /// Health of the current grid.
    pub(super) health: HealthReport,
    /// Every message shown, with its time (`:messages`).
    pub(super) log: super::messages::MessageLog,
    /// Entries a fill's verdict points at, marked on the grid until the next edit.
    pub(super) marks: Vec<SlotId>,
    /// The message describes the puzzle as it is now (a fill's verdict): the next edit
    /// makes it untrue, so it goes.
    pub(super) message_until_edit: bool,
    /// The alphabets `:new` may name: the built-in ones and the user's.
    pub(super) alphabets: Alphabets,
    /// Where words come from, to load them again when the puzzle's alphabet changes (`None`
    /// in tests that install words themselves).
    pub(super) word_source: Option<WordSource>,
    /// What the publish checks found when `:check` last ran.
    pub(super) findings: Vec<crate::grid::publish::Finding>,
    /// Words being loaded on the words service for an alphabet at a minimum score.
    pub(super) words_loading: Option<(Alphabet, MinScores)>,
    /// The live viability map and its background computation.
    pub(super) viability: super::viability::MapState,
    /// Autofill's time limit (`:timeout`, config `fill_timeout`).
    pub(super) fill_timeout: std::time::Duration,
    /// `:place` may make letter runs no answer is placed on yet (`:unresolved on|off`).
    pub(super) place_unresolved: bool,
    /// The thesaurus search, the gloss and clue ideas (issue 21).
    pub(super) meaning: super::meaning::MeaningUi,
    /// The background services and their one channel.
    pub(super) services: super::services::Services,
    /// A question just closed (or a command that could have asked did not): the next y or
    /// n is taken for an answer to nothing, not a letter.
    pub(super) after_question: bool,
    /// `:bars` mode: the arrows draw bars on the cursor square's edges.
    pub bars_mode: bool,
    /// This studio's mark that it has its slot open (dropped when it moves to another).
    pub(super) open_mark: Option<crate::store::open::OpenMark>,
    /// Autofill's threads from config.toml (`None`: the machine's cores less one).
    pub(super) fill_threads: Option<usize>,
    /// The paper of printed exports: config.toml's `page`, else the locale's, else A4.
    pub page: crate::formats::page::PageSize,
    /// The last fill job number handed out.
    pub(super) fill_jobs: u64,
    /// Files this session wrote (or was told it may replace): `:export` asks before
    /// replacing any other existing file.
    pub(super) written: BTreeSet<std::path::PathBuf>,
    /// The design search (`:design`) and the gallery's designs.
    pub(super) design: super::design::DesignState,
}

impl App {
    /// A studio on `puzzle` as loaded from `slot` in `store` (clean until edited).
    pub fn new(puzzle: Puzzle, slot: SlotNumber, store: Option<Store>, theme: Theme) -> App {
        let slots = puzzle.slots();
        let health = HealthReport::of_puzzle(&puzzle, &slots, puzzle.meta.shortest_entry());
        let mut app = App {
            cursor: first_white(&puzzle.grid),
            doc: Document::new(puzzle.clone(), Identity::Slot(slot), Some(puzzle)),
            direction: Direction::Across,
            mode: Mode::Normal,
            help_page: 0,
            anchor: None,
            words: None,
            rescoring: None,
            rescore_key: 0,
            min_scores: MinScores::uniform(crate::words::list::DEFAULT_MIN_SCORE),
            candidates: Candidates::default(),
            candidate_sel: 0,
            unlisted: Vec::new(),
            search: None,
            search_sel: 0,
            fill: None,
            message: None,
            store,
            slot_rows: Vec::new(),
            browser: SlotBrowser::default(),
            theme,
            quit: false,
            last_autosave: Instant::now(),
            slot_broken: false,
            slots,
            health,
            log: Default::default(),
            marks: Vec::new(),
            message_until_edit: false,
            alphabets: Alphabets::builtin(),
            word_source: None,
            words_loading: None,
            findings: Vec::new(),
            viability: Default::default(),
            fill_timeout: super::viability::DEFAULT_FILL_TIMEOUT,
            place_unresolved: false,
            meaning: Default::default(),
            services: Default::default(),
            written: BTreeSet::new(),
            after_question: false,
            bars_mode: false,
            fill_jobs: 0,
            fill_threads: None,
            page: crate::formats::page::PageSize::default(),
            open_mark: None,
            design: Default::default(),
        };
        app.refresh();
        app
    }

    /// Whether a square belongs to an entry the last fill verdict pointed at.
    pub fn is_marked(&self, p: Pos) -> bool {
        self.marks
            .iter()
            .any(|&s| s.0 < self.slots.all().len() && self.slots.get(s).cells.contains(&p))
    }

    /// Adds the message on screen to the log if it is new since `before`.
    pub fn log_message(&mut self, before: Option<&str>) {
        if let Some(m) = &self.message
            && before != Some(m.as_str())
        {
            self.log.push(crate::store::time::now_unix(), m.clone());
        }
    }

    /// Installs loaded words and recomputes candidates.
    pub fn set_words(&mut self, words: StudioWords) {
        self.words = Some(words);
        self.refresh_candidates();
        super::viability::want_map(self);
    }

    /// Sets where words come from and starts loading them for the puzzle's alphabet.
    pub fn set_word_source(&mut self, source: WordSource) {
        self.word_source = Some(source);
        self.words = None;
        self.words_loading = None;
        self.want_words();
    }

    /// Sets the alphabets `:new` may name (the built-in ones and the user's).
    pub fn set_alphabets(&mut self, alphabets: Alphabets) {
        self.alphabets = alphabets;
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
            .as_ref()
            .is_some_and(|w| w.index.alphabet() == want)
        {
            // Back to the alphabet in hand (an undo): a load for another one is not needed.
            self.words_loading = None;
            return;
        }
        if self.words_loading.as_ref().is_some_and(|(a, _)| a == want) {
            return;
        }
        let (source, min, want) = (source.clone(), self.min_scores.clone(), want.clone());
        self.words_loading = Some((want.clone(), min.clone()));
        self.services
            .spawn(super::services::Service::Words, move || {
                super::events::Event::WordsLoaded(load_words(&source, &min, &want))
            });
        self.words = None;
        // Tables rebuilt from the old words would bring them back.
        self.rescoring = None;
    }

    /// Why the words cannot serve the puzzle, if they cannot: a list in another alphabet.
    pub fn words_mismatch(&self) -> Option<Mismatch> {
        self.words
            .as_ref()?
            .check(&self.doc.puzzle().alphabet)
            .err()
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

    /// The entry under the cursor in the typing direction (or the other one if none).
    pub fn current_slot(&self) -> Option<SlotId> {
        self.slots
            .at(self.cursor, self.direction)
            .or_else(|| self.slots.at(self.cursor, self.direction.flip()))
    }

    /// The entry crossing the current one at the cursor.
    pub fn crossing_slot(&self) -> Option<SlotId> {
        let cur = self.current_slot()?;
        let (a, d) = self.slots.crossing(self.cursor);
        if a == Some(cur) { d } else { a }
    }

    /// The selected rectangle, corners inclusive.
    pub fn selection(&self) -> Option<(Pos, Pos)> {
        let a = self.anchor?;
        let c = self.cursor;
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

    /// Runs an edit of the puzzle as one undo step, then brings everything that depends on
    /// the puzzle up to date. Returns whether anything changed.
    pub fn apply(&mut self, edit: impl FnOnce(&mut Puzzle)) -> bool {
        let changed = self.doc.apply(edit);
        if changed {
            self.edited();
        }
        changed
    }

    /// After any change to the puzzle: renumber, re-check, drop stale fills and marks.
    pub fn edited(&mut self) {
        self.marks.clear();
        if std::mem::take(&mut self.message_until_edit) {
            self.message = None;
        }
        // Any edit, a lock included, changes what the fill must respect.
        if self.fill.take().is_some() {
            self.message = Some("puzzle changed: autofill cancelled".into());
        }
        super::design::edited(self);
        self.refresh();
    }

    /// Recomputes numbering, health and candidates, and asks for words in the puzzle's
    /// alphabet if it changed.
    pub fn refresh(&mut self) {
        self.want_words();
        self.slots = self.doc.puzzle().slots();
        self.health = HealthReport::of_puzzle(
            self.doc.puzzle(),
            &self.slots,
            self.doc.puzzle().meta.shortest_entry(),
        );
        if !self.doc.puzzle().grid.contains(self.cursor) {
            self.cursor = first_white(&self.doc.puzzle().grid);
        }
        self.refresh_candidates();
        super::viability::want_map(self);
    }

    /// Recomputes the candidate list for the current entry.
    pub fn refresh_candidates(&mut self) {
        self.candidate_sel = 0;
        self.unlisted = self.find_unlisted();
        self.candidates = match (&self.words, self.current_slot()) {
            // Words in other letters would be nonsense spelled in these: none are offered.
            (Some(w), _) if w.check(&self.doc.puzzle().alphabet).is_err() => Candidates::default(),
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

impl App {
    /// The complete entries whose word the loaded lists lack or ban (none until words load,
    /// nor when they are in other letters).
    fn find_unlisted(&self) -> Vec<SlotId> {
        let Some(w) = &self.words else {
            return Vec::new();
        };
        if w.check(&self.doc.puzzle().alphabet).is_err() {
            return Vec::new();
        }
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
