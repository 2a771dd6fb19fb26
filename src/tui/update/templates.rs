//! The template chooser's updates: opening it from `:new 15x15 british`, moving the
//! highlight, and opening the highlighted template as an untitled puzzle.

use super::*;
use crate::tui::templates::Chooser;

/// The chooser's share of an action.
pub(super) fn chooser_mode(app: &mut Studio, action: Action, mut chooser: Chooser) -> Said {
    match action {
        Action::ListMove(by) => {
            let last = chooser.templates.len().saturating_sub(1) as i64;
            chooser.sel = (chooser.sel as i64 + i64::from(by)).clamp(0, last) as usize;
            app.view.mode = Mode::Templates(chooser);
        }
        Action::PromptSubmit => {
            app.view.mode = Mode::Normal;
            if let Some(t) = chooser.selected() {
                crate::tui::ops::new_grid::open_template(app, t);
            }
        }
        Action::Escape => {
            app.view.mode = Mode::Normal;
            return Ok(Some("cancelled".to_string()));
        }
        // Anything else (a resize) leaves the chooser as it is.
        _ => {}
    }
    Ok(None)
}
