//! Meaning in the studio (issue 21): the thesaurus search (`s???r?? ~spice`), the gloss of
//! the highlighted candidate and clue ideas for the clue being written. The index is read
//! on a thread of its own; nothing here waits for it: while it loads, features say so.

use super::events::Event;
use super::line_edit::LineEdit;
pub use super::panels::meaning::{Chosen, IdeaList, IndexState, LOADING, MeaningUi};
use super::services::Service;
use super::studio::{Mode, PromptKind, Studio};
use crate::words::meaning::{self, ClueIdea, MeaningError, Meanings, Relation};
use crate::words::{Pattern, QueryResult};
use std::sync::Arc;

/// How many related matches the search keeps.
const SEARCH_LIMIT: usize = 500;

/// The index for the puzzle's alphabet without waiting: `None` while it loads (the load is
/// started if it was not), `NoData` for a list WordNet does not cover.
pub fn index(app: &mut Studio) -> Option<Result<Arc<Meanings>, MeaningError>> {
    if !meaning::covers(&app.puzzle().alphabet) {
        return Some(Err(MeaningError::NoData));
    }
    want_index(app);
    loaded(app)
}

/// The index if it has been read, without starting a load.
pub fn loaded(app: &Studio) -> Option<Result<Arc<Meanings>, MeaningError>> {
    match &app.meaning.index {
        IndexState::Ready(m) => Some(Ok(m.clone())),
        IndexState::Failed(e) => Some(Err(e.clone())),
        IndexState::Idle | IndexState::Loading => None,
    }
}

/// Starts reading the index on the meaning service unless it is read or being read; only
/// English lists have one.
pub fn want_index(app: &mut Studio) {
    if !matches!(app.meaning.index, IndexState::Idle) || !meaning::covers(&app.puzzle().alphabet) {
        return;
    }
    app.meaning.index = IndexState::Loading;
    app.services.spawn(Service::Meaning, || {
        Event::MeaningLoaded(meaning::builtin().map(Arc::new))
    });
}

/// Installs an index read elsewhere (tests and benches share one).
pub fn install_index(app: &mut Studio, index: Arc<Meanings>) {
    app.meaning.index = IndexState::Ready(index);
}

/// Splits a search line at its `~`: the pattern and the word it must mean something near
/// (`None` without a `~` or with nothing after it).
pub fn split_like(text: &str) -> (&str, Option<&str>) {
    match text.split_once('~') {
        Some((pattern, word)) if !word.trim().is_empty() => (pattern.trim(), Some(word.trim())),
        Some((pattern, _)) => (pattern.trim(), None),
        None => (text, None),
    }
}

/// What a `~` search found: the related matches, closest first, and how each relates.
pub type LikeResult = (QueryResult, Vec<Relation>);

/// Runs `pattern ~like` on the studio's words: the matches related to `like`, closest
/// first (an empty pattern is any word). `Ok(None)` while the index loads.
pub fn search_like(
    app: &mut Studio,
    pattern: &str,
    like: &str,
) -> Result<Option<LikeResult>, String> {
    let m = match index(app) {
        None => return Ok(None),
        Some(r) => r.map_err(|e| e.to_string())?,
    };
    let m = m.as_ref();
    let Studio {
        words,
        meaning: ui,
        settings,
        ..
    } = app;
    let Some(words) = words.ready() else {
        return Ok(None);
    };
    let alphabet = words.index.alphabet();
    let pattern = if pattern.is_empty() { "*" } else { pattern };
    let p = Pattern::parse(pattern, alphabet).map_err(|e| e.to_string())?;
    let key = meaning::key_of(like);
    // The thesaurus walk is kept while only the pattern changes.
    let related = match ui
        .related
        .take()
        .filter(|r| Some(r.word()) == key.as_deref())
    {
        Some(r) => r,
        None => m.related(like).map_err(|e| e.to_string())?,
    };
    // Each length at its own minimum (`min_score_by_length`).
    let score = |w: &[u8]| {
        words
            .score(w)
            .filter(|&s| s >= settings.min_scores.for_len(w.len()))
    };
    let (result, relations) = related.fitting(alphabet, &p, score, 0, SEARCH_LIMIT);
    ui.related = Some(related);
    Ok(Some((result, relations)))
}

/// The gloss of `word` (in the puzzle's letters) when the index is loaded and knows it.
pub fn gloss(app: &Studio, word: &[u8]) -> Option<String> {
    let alphabet = &app.puzzle().alphabet;
    if !meaning::covers(alphabet) {
        return None;
    }
    let IndexState::Ready(m) = &app.meaning.index else {
        return None;
    };
    m.gloss_line(&alphabet.spell(word))
}

/// The line editor of the clue being written (the clue prompt or the clue desk's), if any.
pub fn clue_editor(mode: &mut Mode) -> Option<&mut LineEdit> {
    match mode {
        Mode::Prompt {
            kind: PromptKind::Clue,
            buffer,
        } => Some(buffer),
        Mode::Clues(desk) => desk.editing.as_mut(),
        _ => None,
    }
}

/// Ideas for `answer`, or why there are none.
pub fn ideas_for(m: &Meanings, answer: &str) -> Result<Vec<ClueIdea>, String> {
    let ideas = m.clue_ideas(answer);
    if ideas.is_empty() {
        return Err(format!(
            "no clue ideas for {answer}: {}",
            m.no_ideas_reason(answer)
        ));
    }
    Ok(ideas)
}

/// The hint beside an idea whose text is still in the base form: "make it plural".
pub fn unadapted_hint(idea: &ClueIdea) -> Option<String> {
    idea.unadapted.map(|i| format!("make it {}", i.name()))
}
