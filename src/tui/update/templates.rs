//! The template chooser's updates: opening it from `:new 15x15 british`, moving the
//! highlight, and opening the highlighted template as an untitled puzzle.

use super::*;
use crate::tui::document::Identity;
use crate::tui::templates::{self, Chooser};

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

/// The chooser's share of an action.
pub(super) fn chooser_mode(app: &mut Studio, action: Action, mut chooser: Chooser) {
    match action {
        Action::ListMove(by) => {
            let last = chooser.templates.len().saturating_sub(1) as i64;
            chooser.sel = (chooser.sel as i64 + i64::from(by)).clamp(0, last) as usize;
            app.view.mode = Mode::Templates(chooser);
        }
        Action::PromptSubmit => {
            app.view.mode = Mode::Normal;
            if let Some(t) = chooser.selected() {
                open_template(app, t);
            }
        }
        Action::Escape => {
            app.view.mode = Mode::Normal;
            app.view.say("cancelled");
        }
        // Anything else (a resize) leaves the chooser as it is.
        _ => {}
    }
}

/// Opens `t` as an untitled puzzle in the puzzle's alphabet, rotational symmetry on and the
/// template's house style (a British template checks as british); over unsaved work it asks
/// first, as `:new` does.
fn open_template(app: &mut Studio, t: &crate::grid::templates::Template) {
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
