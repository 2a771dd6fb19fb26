//! `:check`: the publish checks as a list over the grid; Enter jumps to a problem's square,
//! `*` scores a word the lists lack (the personal list), Esc closes.

use super::*;
use crate::grid::publish::{self, Finding};

/// The findings for the puzzle as it is now: the loaded words (once they are in) and the
/// other slots holding the same grid.
pub(crate) fn findings(app: &Studio) -> Vec<Finding> {
    let words = app.words.as_ref().filter(|_| app.words_problem().is_none());
    let score = |w: &[u8]| words.and_then(|l| l.score(w));
    let twins = app
        .store
        .as_ref()
        .map(|s| s.twins(&app.doc.puzzle().grid, app.doc.slot()))
        .unwrap_or_default();
    let ctx = publish::Context {
        score: words.is_some().then_some(&score as publish::ScoreOf<'_>),
        min_score: app.min_scores.default,
        min_by_length: app.min_scores.by_length.clone(),
        twins,
    };
    publish::check(app.doc.puzzle(), &app.slots, &app.health, &ctx)
}

/// Opens the list, or says the puzzle is ready.
pub(super) fn open_checks(app: &mut Studio) {
    app.findings = findings(app);
    if app.findings.is_empty() {
        app.message = Some(if app.words.is_some() {
            "ready to publish: no problems found".into()
        } else {
            "no problems found (the word list is still loading: entries not checked)".into()
        });
        return;
    }
    app.mode = Mode::Checks { selected: 0 };
}

pub(super) fn checks_mode(app: &mut Studio, action: Action, selected: usize) {
    let last = app.findings.len().saturating_sub(1);
    match action {
        Action::ListMove(d) => {
            let sel = (selected as i64 + i64::from(d)).clamp(0, last as i64) as usize;
            app.mode = Mode::Checks { selected: sel };
        }
        Action::PromptSubmit => {
            app.mode = Mode::Normal;
            if let Some(f) = app.findings.get(selected).cloned() {
                jump_to(app, &f);
            }
        }
        Action::ScorePrompt => match app.findings.get(selected).and_then(Finding::word) {
            Some(word) => {
                let line = format!("score {word} {}", crate::words::personal::DEFAULT_ADD_SCORE);
                open_prompt(app, PromptKind::Command, line);
            }
            None => app.message = Some("* scores an entry the word lists lack".into()),
        },
        Action::Escape => app.mode = Mode::Normal,
        _ => {}
    }
}

/// Puts the cursor on the finding's square, typing along its entry.
fn jump_to(app: &mut Studio, f: &Finding) {
    let Some(at) = f.at() else {
        app.message = Some(f.to_string());
        return;
    };
    if let Some(e) = f.entry() {
        app.direction = app.slots.get(e.slot).direction;
    }
    app.cursor = at;
    app.anchor = None;
    app.refresh_candidates();
    app.message = Some(f.to_string());
}
