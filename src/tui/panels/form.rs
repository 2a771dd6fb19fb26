//! One form for the studio's small forms (the design form, the place-word form): text
//! fields in the one line editor, one focused, Tab and Shift-Tab between them, and why the
//! last Enter did nothing shown until the text changes. Each form names its fields; what
//! Enter does is its own.

use crate::tui::action::Action;
use crate::tui::line_edit::{EditOp, LineEdit};

/// A form's fields, in Tab order.
pub trait Fields: Copy + Eq + Default + std::fmt::Debug + 'static {
    /// Every field, in the order Tab visits them.
    const ALL: &'static [Self];
}

/// A form: its fields' text, the one being edited, and why the last Enter did nothing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Form<F: Fields> {
    /// The text of each field, in the order of [`Fields::ALL`].
    texts: Vec<LineEdit>,
    /// The field being edited.
    pub field: F,
    /// Why the last Enter did nothing, until the text changes.
    pub error: Option<String>,
}

impl<F: Fields> Default for Form<F> {
    fn default() -> Self {
        Form {
            texts: vec![LineEdit::default(); F::ALL.len()],
            field: F::default(),
            error: None,
        }
    }
}

/// What an action asks of a form once the form has taken its share.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FormStep {
    /// Nothing more: the text or the focus moved, or the action means nothing here.
    Stay,
    /// Enter: the form's own submit runs.
    Submit,
    /// Esc: the form closes.
    Cancel,
}

impl<F: Fields> Form<F> {
    /// Where `field` is in the fields' order (every field is in [`Fields::ALL`]).
    fn at(field: F) -> usize {
        F::ALL.iter().position(|f| *f == field).unwrap_or(0)
    }

    /// The same form with `field` holding `text`.
    pub fn with(mut self, field: F, text: impl Into<String>) -> Self {
        self.texts[Self::at(field)] = LineEdit::from(text.into());
        self
    }

    /// The text of `field`.
    pub fn text(&self, field: F) -> &LineEdit {
        &self.texts[Self::at(field)]
    }

    /// The field being edited.
    pub fn focused(&self) -> &LineEdit {
        self.text(self.field)
    }

    /// Moves the focus one field on (or back), wrapping round.
    pub fn step(&mut self, forward: bool) {
        let n = F::ALL.len();
        let at = Self::at(self.field);
        self.field = F::ALL[if forward {
            (at + 1) % n
        } else {
            (at + n - 1) % n
        }];
    }

    /// Takes an action: an edit goes to the focused field (a change clears the error), Tab
    /// and Shift-Tab move the focus; Enter and Esc are left to the form's owner.
    pub fn take(&mut self, action: &Action) -> FormStep {
        let op = match action {
            Action::PromptChar(c) => Some(EditOp::Insert(*c)),
            Action::PromptBackspace => Some(EditOp::Backspace),
            Action::LineEdit(op) => Some(op.clone()),
            _ => None,
        };
        if let Some(op) = op {
            let at = Self::at(self.field);
            if self.texts[at].apply(&op) {
                self.error = None;
            }
            return FormStep::Stay;
        }
        match action {
            Action::NextEntry => self.step(true),
            Action::PrevEntry => self.step(false),
            Action::PromptSubmit => return FormStep::Submit,
            Action::Escape => return FormStep::Cancel,
            _ => {}
        }
        FormStep::Stay
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
    enum Two {
        #[default]
        A,
        B,
        C,
    }

    impl Fields for Two {
        const ALL: &'static [Two] = &[Two::A, Two::B, Two::C];
    }

    #[test]
    fn tab_wraps_and_typing_goes_to_the_focused_field_clearing_the_error() {
        let mut form = Form::<Two>::default().with(Two::C, "x");
        form.error = Some("bad".into());
        assert_eq!(form.take(&Action::PrevEntry), FormStep::Stay);
        assert_eq!(form.field, Two::C);
        form.take(&Action::PromptChar('y'));
        assert_eq!(form.text(Two::C).text(), "xy");
        assert_eq!(form.error, None);
        form.take(&Action::NextEntry);
        assert_eq!(form.field, Two::A);
        assert_eq!(form.take(&Action::PromptSubmit), FormStep::Submit);
        assert_eq!(form.take(&Action::Escape), FormStep::Cancel);
    }
}
