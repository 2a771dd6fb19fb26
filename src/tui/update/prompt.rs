//! The prompt line: pattern search, clue editing, new grid size, `:` commands.

use super::*;
use crate::tui::line_edit::{EditOp, LineEdit};

pub(super) fn open_prompt(app: &mut Studio, kind: PromptKind, buffer: String) {
    app.view.mode = Mode::Prompt {
        kind,
        buffer: LineEdit::from(buffer),
    };
    if kind == PromptKind::Search {
        app.view.panels.search = None;
        app.view.panels.search_sel = 0;
    }
}

/// The same step for every prompt's text: a typed character and Backspace are line edits
/// like the rest.
pub(super) fn edit_op(action: &Action) -> Option<EditOp> {
    match action {
        Action::PromptChar(c) => Some(EditOp::Insert(*c)),
        Action::PromptBackspace => Some(EditOp::Backspace),
        Action::LineEdit(op) => Some(op.clone()),
        _ => None,
    }
}

pub(super) fn prompt_mode(
    app: &mut Studio,
    action: Action,
    kind: PromptKind,
    mut buffer: LineEdit,
) {
    if let Some(op) = edit_op(&action) {
        // A search follows the pattern as it changes, not as the cursor moves.
        if buffer.apply(&op) && kind == PromptKind::Search {
            run_search(app, buffer.text());
        }
        app.view.mode = Mode::Prompt { kind, buffer };
        return;
    }
    match action {
        Action::ListMove(d) => {
            if let Some(r) = &app.view.panels.search {
                let max = r.matches.len().saturating_sub(1) as i32;
                app.view.panels.search_sel =
                    (app.view.panels.search_sel as i32 + d).clamp(0, max) as usize;
            }
        }
        Action::Escape => {
            app.view.mode = Mode::Normal;
            app.view.panels.search = None;
        }
        Action::PromptSubmit => {
            // A result that cannot go in the entry keeps the list open to pick another.
            if kind == PromptKind::Search
                && let Some(why) = search_pick_misfits(app)
            {
                app.view.warn(why);
                app.view.mode = Mode::Prompt { kind, buffer };
                return;
            }
            app.view.mode = Mode::Normal;
            submit_prompt(app, kind, buffer.into_text());
        }
        Action::PromptComplete if kind == PromptKind::Command => {
            let done = crate::tui::command_table::complete(buffer.text());
            if done.matches.len() > 1 {
                app.view.say(format!(":{}", done.matches.join("  :")));
            } else if done.matches.is_empty() && !buffer.text().contains(char::is_whitespace) {
                app.view
                    .say(format!("no command starts with {:?}", buffer.text()));
            }
            buffer.set_text(done.line);
            app.view.mode = Mode::Prompt { kind, buffer };
        }
        _ => {}
    }
}

/// Why the highlighted search result cannot go in the entry at the cursor (its length), or
/// `None` when it can (or there is none to place).
fn search_pick_misfits(app: &Studio) -> Option<String> {
    let word = app
        .view
        .panels
        .search
        .as_ref()?
        .matches
        .get(app.view.panels.search_sel)?;
    let cur = app.current_slot()?;
    let len = app.slots.get(cur).cells.len();
    (word.word.len() != len).then(|| {
        format!(
            "{} has {} letters; {} has {len}: pick another (Esc closes the list)",
            app.doc.puzzle().alphabet.spell(&word.word),
            word.word.len(),
            app.slots.get(cur).label()
        )
    })
}

pub(super) fn run_search(app: &mut Studio, text: &str) {
    app.meaning.relations = None;
    app.meaning.search_waiting = false;
    if let Err(why) = app.words_for("search refused") {
        app.view.panels.search = None;
        app.view.say(why);
        return;
    }
    app.view.panels.search_sel = 0;
    if text.is_empty() {
        app.view.panels.search = None;
        return;
    }
    let (pattern, like) = crate::tui::meaning::split_like(text);
    if let Some(like) = like {
        search_like(app, pattern, like);
        return;
    }
    let Some(words) = app.words.ready() else {
        return;
    };
    match Pattern::parse(pattern, words.index.alphabet()) {
        Ok(p) => {
            app.view.panels.search = Some(words.query(&p, &app.settings.min_scores, 500));
            app.view.clear();
        }
        Err(e) => {
            app.view.panels.search = None;
            app.view.say(e.to_string());
        }
    }
}

pub(super) fn submit_prompt(app: &mut Studio, kind: PromptKind, buffer: String) {
    match kind {
        PromptKind::Search => {
            // Enter places the highlighted result when it fits the current entry.
            let word = app
                .view
                .panels
                .search
                .as_ref()
                .and_then(|r| r.matches.get(app.view.panels.search_sel))
                .map(|m| m.word.clone());
            app.view.panels.search = None;
            if let Some(w) = word {
                place_word(app, &w);
            }
        }
        PromptKind::Clue => {
            if let Some(cur) = app.current_slot() {
                set_clue(app, cur, &buffer);
            }
        }
        PromptKind::NewGrid => new_grid(app, &buffer),
        PromptKind::Rebus => set_square_text(app, &buffer),
        PromptKind::Command => run_command(app, buffer.trim()),
    }
}
