//! A new untitled grid (Ctrl-N's prompt and `:new`), blank or from a template.

use super::*;
use crate::tui::document::Identity;
use crate::tui::templates;

/// A new untitled grid from `args`: a size (`15x15`, `15`) and/or an alphabet name
/// (`russian`, a user's), in any order; what is not given is the current puzzle's, as is
/// the symmetry when it fits. Ctrl-N's prompt and `:new` both come here, so they cannot differ.
pub fn new_grid(app: &mut Studio, args: &str) {
    // `:new 15x15 british` chooses a template instead of a blank grid.
    if open_chooser(app, args) {
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
            replace_or_ask(app, p, Identity::Untitled, true, message);
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
            size = Some(crate::grid::parse_size(word).map_err(|e| e.to_string())?);
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

/// Opens the chooser when `:new`'s words name a style; returns whether they did (a plain
/// `:new 15x15` makes a blank grid as before).
pub fn open_chooser(app: &mut Studio, args: &str) -> bool {
    let Some(wanted) = templates::wanted(args) else {
        return false;
    };
    match wanted.and_then(|(style, size)| templates::chooser(style, size)) {
        Ok(chooser) => {
            app.view.say(format!(
                "{} {} templates: ↑↓ choose, Enter opens, Esc cancels",
                chooser.templates.len(),
                chooser.asked
            ));
            app.view.mode = Mode::Templates(chooser);
        }
        Err(e) => app.view.warn(e),
    }
    true
}

/// Opens `t` as an untitled puzzle in the puzzle's alphabet, rotational symmetry on and the
/// template's house style (a British template checks as british); over unsaved work it asks
/// first, as `:new` does.
pub(in crate::tui) fn open_template(app: &mut Studio, t: &crate::grid::templates::Template) {
    let p = t.puzzle(&app.doc.puzzle().alphabet);
    let message = format!(
        "new {}×{} {} grid from template {}, untitled (Ctrl-Z brings the old one back)",
        t.grid.width(),
        t.grid.height(),
        t.style,
        t.name
    );
    replace_or_ask(app, p, Identity::Untitled, true, message);
}
