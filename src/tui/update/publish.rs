//! `:check`: the publish checks as a list over the grid; Enter jumps to a problem's square,
//! `*` scores a word the lists lack (the personal list), Esc closes.

use super::*;
use crate::grid::publish::Finding;

/// Opens the list, or says the puzzle is ready.
pub(super) fn open_checks(app: &mut Studio) {
    app.view.panels.findings = crate::tui::ops::findings(app);
    if app.view.panels.findings.is_empty() {
        let theme = crate::tui::stats::theme_entries_line(app.doc.puzzle())
            .map(|t| format!("; {t}"))
            .unwrap_or_default();
        app.view.say(if app.words.ready().is_some() {
            format!("ready to publish: no problems found{theme}")
        } else {
            format!(
                "no problems found (the word list is still loading: entries not checked){theme}"
            )
        });
        return;
    }
    app.view.mode = Mode::Checks { selected: 0 };
}

pub(super) fn checks_mode(app: &mut Studio, action: Action, selected: usize) {
    let last = app.view.panels.findings.len().saturating_sub(1);
    match action {
        Action::ListMove(d) => {
            let sel = (selected as i64 + i64::from(d)).clamp(0, last as i64) as usize;
            app.view.mode = Mode::Checks { selected: sel };
        }
        Action::PromptSubmit => {
            app.view.mode = Mode::Normal;
            if let Some(f) = app.view.panels.findings.get(selected).cloned() {
                jump_to(app, &f);
            }
        }
        Action::ScorePrompt => match app
            .view
            .panels
            .findings
            .get(selected)
            .and_then(Finding::word)
        {
            Some(word) => {
                let line = format!("score {word} {}", crate::words::personal::DEFAULT_ADD_SCORE);
                open_prompt(app, PromptKind::Command, line);
            }
            None => app.view.say("* scores an entry the word lists lack"),
        },
        Action::Escape => app.view.mode = Mode::Normal,
        _ => {}
    }
}

/// Puts the cursor on the finding's square, typing along its entry.
fn jump_to(app: &mut Studio, f: &Finding) {
    let Some(at) = f.at() else {
        app.view.say(f.to_string());
        return;
    };
    if let Some(e) = f.entry() {
        app.view.direction = app.slots.get(e.slot).direction;
    }
    app.view.cursor = at;
    app.view.anchor = None;
    app.refresh_candidates();
    app.view.say(f.to_string());
}
