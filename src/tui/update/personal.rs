//! Scores edited from the studio: a word of the grid or a candidate added to the personal
//! list with a score, rescored, banned or let go. The change shows at once (candidates,
//! pattern search, the next autofill) and is saved to `personal.dict`; the lists are then
//! read again on a worker thread, so the index (and its cache) catch up without a wait.

use super::*;
use crate::words::personal::{self, Change};

/// The word the personal-list keys act on: the current entry's when it is complete, else
/// the highlighted candidate.
fn target(app: &Studio) -> Result<Vec<u8>, String> {
    if let Some(id) = app.current_slot() {
        let s = app.slots.get(id);
        if let Ok(letters) = s.spelled(&app.doc.puzzle().grid, &app.doc.puzzle().alphabet)
            && let Some(word) = letters.into_iter().collect::<Option<Vec<u8>>>()
        {
            return Ok(word);
        }
    }
    match app
        .view
        .panels
        .candidates
        .get(app.view.panels.candidate_sel)
    {
        Some((word, _, _)) => Ok(word.to_vec()),
        None => Err("no word here: complete the entry or highlight a candidate".into()),
    }
}

/// The letters and spelling of `word` (typed) or of the word under the cursor.
fn resolve(app: &Studio, word: Option<&str>) -> Result<(Vec<u8>, String), String> {
    let alphabet = &app.doc.puzzle().alphabet;
    match word {
        Some(w) => personal::check_word(w, alphabet),
        None => target(app).map(|l| {
            let spelled = alphabet.spell(&l);
            (l, spelled)
        }),
    }
}

/// Opens the command line at `:score WORD 60` for the word under the cursor: the score is
/// there to change, Enter applies it.
pub(super) fn score_prompt(app: &mut Studio) {
    match resolve(app, None) {
        Ok((_, spelled)) => {
            let line = format!("score {spelled} {}", personal::DEFAULT_ADD_SCORE);
            open_prompt(app, PromptKind::Command, line);
        }
        Err(e) => app.view.warn(e),
    }
}

/// Applies a change to the personal list: in memory at once, on disk through the atomic
/// writer, and the lists read again in the background.
pub(super) fn edit_personal(app: &mut Studio, word: Option<&str>, change: Change) {
    let (letters, spelled) = match resolve(app, word) {
        Ok(w) => w,
        Err(e) => {
            app.view.say(e);
            return;
        }
    };
    let words = match app.words_for("not scored") {
        Ok(w) => w,
        Err(why) => {
            app.view.say(why);
            return;
        }
    };
    let before = words.score(&letters);
    let path = app.word_source.as_ref().and_then(|s| s.personal_path());
    let saved = match &path {
        Some(p) => personal::apply(p, &spelled, change).map_err(|e| e.to_string()),
        None => Err("no config dir to keep personal.dict in".into()),
    };
    // Until the lists are read again, a word let go has no score we know: it stays out.
    let score = change.score();
    let sel = app.view.panels.candidate_sel;
    let changed = words.changed(&letters, score, &app.settings.min_scores);
    app.words = crate::tui::words::Words::judged(changed, &app.doc.puzzle().alphabet);
    app.refresh_candidates();
    app.want_map();
    // Banning down the list goes on from the same row.
    app.view.panels.candidate_sel = sel.min(app.view.panels.candidates.listed().saturating_sub(1));
    let said = match saved {
        Ok(applied) => {
            reload_words(app);
            match (change, before) {
                (Change::Score(s), Some(b)) if s != 0 && applied.before.is_none() && b != s => {
                    format!("{spelled} scored {s} in personal.dict (lists said {b})")
                }
                _ => applied.describe(),
            }
        }
        Err(e) => format!("{spelled}: changed for this session only; {e}"),
    };
    app.view.say(said);
}

/// Reads the lists again (the personal list with them) on a worker thread; the result
/// replaces the words as a rescore does, the newest request winning.
fn reload_words(app: &mut Studio) {
    let Some(source) = app.word_source.clone() else {
        return;
    };
    let (min, want) = (
        app.settings.min_scores.clone(),
        app.doc.puzzle().alphabet.clone(),
    );
    start_rescore(app, move || {
        crate::tui::words::load_words(&source, &min, &want)
            .result
            .map(|(words, _)| words)
    });
}
