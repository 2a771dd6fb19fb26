//! The design form: the size, the theme entries (comma-separated, each perhaps pinned as
//! the CLI's `--theme` is: `ICED TEA@8,4,across` or `ICED TEA@down`; none for a themeless
//! grid) and an optional word ceiling, in three fields of the one line editor. Tab and
//! Shift-Tab move between them, Enter starts the search, Esc closes. A refusal (a bad size,
//! a letter outside the alphabet, an entry longer than the grid) is shown in the form with
//! the fields as typed.

use super::{DesignField, DesignForm, start};
use crate::tui::action::Action;
use crate::tui::panels::form::FormStep;
use crate::tui::studio::{Mode, Studio};
use crate::tui::view::Said;

/// Opens the form with `size` and the puzzle's `:include` entries filled in, the cursor in
/// the theme entries.
pub(super) fn open(app: &mut Studio, size: String) {
    let theme = app.doc.puzzle().meta.theme_entries.join(", ");
    app.view.mode = Mode::DesignForm(
        DesignForm::default()
            .with(DesignField::Size, size)
            .with(DesignField::Theme, theme),
    );
    app.view.say(
        "design: theme entries separated by commas, pin one with @ROW,COL,across|down (none: themeless)"
            .to_string(),
    );
}

/// One action while the form is open: the form takes edits and Tab; Enter asks for a
/// search, Esc closes.
pub fn form_mode(app: &mut Studio, action: Action, mut form: DesignForm) -> Said {
    match form.take(&action) {
        FormStep::Stay => {}
        FormStep::Submit => match form.ask().and_then(|ask| {
            app.view.mode = Mode::Normal;
            start(app, ask)
        }) {
            Ok(()) => return Ok(None),
            Err(why) => form.error = Some(why),
        },
        FormStep::Cancel => {
            app.view.mode = Mode::Normal;
            return Ok(Some("no design started".to_string()));
        }
    }
    app.view.mode = Mode::DesignForm(form);
    Ok(None)
}
