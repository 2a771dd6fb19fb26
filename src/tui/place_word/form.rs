//! The place-word form: an answer and its clue in two fields of the one line editor, Tab
//! and Shift-Tab between them, Enter places, Esc cancels. A refusal (an empty answer, a
//! letter outside the alphabet, an answer that fits nowhere) is shown in the form with
//! both fields as typed, the answer's field in focus.

use super::{mark_unresolved, place_answer, summary};
use crate::tui::action::Action;
use crate::tui::line_edit::{EditOp, LineEdit};
use crate::tui::studio::{Mode, Studio};

/// Which field of the form has the cursor.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Field {
    /// The answer.
    #[default]
    Answer,
    /// Its clue.
    Clue,
}

/// The form's state: both fields, the one being edited, and why the last Enter placed
/// nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlaceForm {
    /// The answer as typed.
    pub answer: LineEdit,
    /// The clue as typed.
    pub clue: LineEdit,
    /// The field being edited.
    pub field: Field,
    /// Why the last Enter placed nothing, until the text changes.
    pub error: Option<String>,
}

impl PlaceForm {
    /// The field being edited.
    pub fn focused(&self) -> &LineEdit {
        match self.field {
            Field::Answer => &self.answer,
            Field::Clue => &self.clue,
        }
    }

    fn focused_mut(&mut self) -> &mut LineEdit {
        match self.field {
            Field::Answer => &mut self.answer,
            Field::Clue => &mut self.clue,
        }
    }
}

/// Opens an empty form; the message line says what is placed so far and the unresolved
/// runs are marked on the grid.
pub(in crate::tui) fn open(app: &mut Studio) {
    app.view.mode = Mode::PlaceForm(PlaceForm::default());
    app.view
        .say(summary(app.doc.puzzle(), app.settings.place_unresolved));
    mark_unresolved(app);
}

/// One action while the form is open.
pub fn form_mode(app: &mut Studio, action: Action, mut form: PlaceForm) {
    let op = match &action {
        Action::PromptChar(c) => Some(EditOp::Insert(*c)),
        Action::PromptBackspace => Some(EditOp::Backspace),
        Action::LineEdit(op) => Some(op.clone()),
        _ => None,
    };
    if let Some(op) = op {
        if form.focused_mut().apply(&op) {
            form.error = None;
        }
        app.view.mode = Mode::PlaceForm(form);
        return;
    }
    match action {
        // Two fields: forward and back both go to the other one.
        Action::NextEntry | Action::PrevEntry => {
            form.field = match form.field {
                Field::Answer => Field::Clue,
                Field::Clue => Field::Answer,
            };
        }
        Action::PromptSubmit => {
            app.view.mode = Mode::Normal;
            match place_answer(app, form.answer.text(), form.clue.text().trim()) {
                Ok(()) => return,
                Err(why) => {
                    form.error = Some(why);
                    form.field = Field::Answer;
                }
            }
        }
        Action::Escape => {
            app.view.mode = Mode::Normal;
            app.view.say("nothing placed");
            return;
        }
        _ => {}
    }
    app.view.mode = Mode::PlaceForm(form);
}
