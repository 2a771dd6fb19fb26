//! The place-word form: an answer and its clue in two fields of the one line editor, Tab
//! and Shift-Tab between them, Enter places, Esc cancels. A refusal (an empty answer, a
//! letter outside the alphabet, an answer that fits nowhere) is shown in the form with
//! both fields as typed, the answer's field in focus.

use super::{Field, PlaceForm, mark_unresolved, place_answer, summary};
use crate::tui::action::Action;
use crate::tui::panels::form::FormStep;
use crate::tui::studio::{Mode, Studio};
use crate::tui::view::Said;

/// Opens an empty form; the message line says what is placed so far and the unresolved
/// runs are marked on the grid.
pub(in crate::tui) fn open(app: &mut Studio) {
    app.view.mode = Mode::PlaceForm(PlaceForm::default());
    app.view
        .say(summary(app.doc.puzzle(), app.settings.place_unresolved));
    mark_unresolved(app);
}

/// One action while the form is open: the form takes edits and Tab; Enter places, Esc
/// cancels.
pub fn form_mode(app: &mut Studio, action: Action, mut form: PlaceForm) -> Said {
    match form.take(&action) {
        FormStep::Stay => {}
        FormStep::Submit => {
            app.view.mode = Mode::Normal;
            let answer = form.text(Field::Answer).text().to_string();
            let clue = form.text(Field::Clue).text().trim().to_string();
            match place_answer(app, &answer, &clue) {
                Ok(()) => return Ok(None),
                Err(why) => {
                    form.error = Some(why);
                    form.field = Field::Answer;
                }
            }
        }
        FormStep::Cancel => {
            app.view.mode = Mode::Normal;
            return Ok(Some("nothing placed".to_string()));
        }
    }
    app.view.mode = Mode::PlaceForm(form);
    Ok(None)
}
