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
    if app.words.is_none() {
        app.view.say("the word list is still loading");
        return;
    }
    if let Some(problem) = app.words_problem() {
        app.view.panels.search = None;
        app.view.say(format!("search refused: {problem}"));
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
    let Some(words) = &app.words else {
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
        PromptKind::Command => crate::tui::commands::run(app, buffer.trim()),
    }
}

/// A new untitled grid from `args`: a size (`15x15`, `15`) and/or an alphabet name
/// (`russian`, a user's), in any order; what is not given is the current puzzle's, as is
/// the symmetry when it fits. Ctrl-N's prompt and `:new` both come here, so they cannot differ.
pub fn new_grid(app: &mut Studio, args: &str) {
    // `:new 15x15 british` chooses a template instead of a blank grid.
    if super::open_chooser(app, args) {
        return;
    }
    let (size, alphabet) = match new_grid_args(app, args) {
        Ok(parsed) => parsed,
        Err(e) => {
            app.view.say(e);
            return;
        }
    };
    let g = &app.doc.puzzle().grid;
    let (w, h) = size.unwrap_or((g.width(), g.height()));
    let alphabet = alphabet.unwrap_or_else(|| app.doc.puzzle().alphabet.clone());
    match Puzzle::blank(w, h) {
        Ok(mut p) => {
            if app.doc.puzzle().meta.symmetry.fits(w, h) {
                p.meta.symmetry = app.doc.puzzle().meta.symmetry;
            }
            // The house rules carry over like the symmetry; bars, being squares, do not.
            let old = &app.doc.puzzle().meta;
            p.meta.house = old.house;
            p.meta.two_letter_entries = old.two_letter_entries;
            p.meta.max_unches = old.max_unches;
            let named = if alphabet.is_latin() {
                String::new()
            } else {
                format!(" in the {} alphabet", alphabet.describe())
            };
            p.alphabet = alphabet;
            let message =
                format!("new {w}×{h} grid{named}, untitled (Ctrl-Z brings the old one back)");
            replace_or_ask(
                app,
                p,
                crate::tui::document::Identity::Untitled,
                true,
                message,
            );
        }
        Err(e) => app.view.warn(e.to_string()),
    }
}

/// The size and the alphabet `:new` names: a word starting with a digit is a size, any
/// other an alphabet (an unknown one is an error listing the known names).
type NewGridArgs = (Option<(usize, usize)>, Option<crate::grid::Alphabet>);

fn new_grid_args(app: &Studio, args: &str) -> Result<NewGridArgs, String> {
    let (mut size, mut alphabet) = (None, None);
    for word in args.split_whitespace() {
        if word.starts_with(|c: char| c.is_ascii_digit()) {
            if size.is_some() {
                return Err(format!("{args:?}: give one size, like 15x15"));
            }
            size = Some(parse_size(word)?);
        } else {
            if alphabet.is_some() {
                return Err(format!("{args:?}: give one alphabet, like russian"));
            }
            alphabet = Some(
                app.settings
                    .alphabets
                    .get(word)
                    .map_err(|e| e.to_string())?,
            );
        }
    }
    if size.is_none() && alphabet.is_none() {
        return Err(format!("{args:?} is not a size like 15x15"));
    }
    Ok((size, alphabet))
}

/// Parses `15x15`, `15×13` or `15` (the grid engine's reading, as the command line's).
pub fn parse_size(s: &str) -> Result<(usize, usize), String> {
    crate::grid::parse_size(s).map_err(|e| e.to_string())
}
