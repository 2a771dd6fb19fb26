//! The design form: the size, the theme entries (comma-separated, each perhaps pinned as
//! the CLI's `--theme` is: `ICED TEA@8,4,across` or `ICED TEA@down`; none for a themeless
//! grid) and an optional word ceiling, in three fields of the one line editor. Tab and
//! Shift-Tab move between them, Enter starts the search, Esc closes. A refusal (a bad size,
//! a letter outside the alphabet, an entry longer than the grid) is shown in the form with
//! the fields as typed.

use super::{Ask, start};
use crate::tui::action::Action;
use crate::tui::line_edit::{EditOp, LineEdit};
use crate::tui::studio::{Mode, Studio};

/// Which field of the form has the cursor.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum DesignField {
    /// The size, WxH.
    Size,
    /// The theme entries, comma-separated.
    #[default]
    Theme,
    /// The most words, blank for the default.
    MaxWords,
}

impl DesignField {
    fn next(self, forward: bool) -> DesignField {
        use DesignField::*;
        match (self, forward) {
            (Size, true) | (MaxWords, false) => Theme,
            (Theme, true) | (Size, false) => MaxWords,
            (MaxWords, true) | (Theme, false) => Size,
        }
    }
}

/// The form's state: the three fields, the one being edited, and why the last Enter
/// started nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DesignForm {
    /// The size as typed.
    pub size: LineEdit,
    /// The theme entries as typed.
    pub theme: LineEdit,
    /// The word ceiling as typed.
    pub max_words: LineEdit,
    /// The field being edited.
    pub field: DesignField,
    /// Why the last Enter started nothing, until the text changes.
    pub error: Option<String>,
}

impl DesignForm {
    /// The field being edited.
    pub fn focused(&self) -> &LineEdit {
        match self.field {
            DesignField::Size => &self.size,
            DesignField::Theme => &self.theme,
            DesignField::MaxWords => &self.max_words,
        }
    }

    fn focused_mut(&mut self) -> &mut LineEdit {
        match self.field {
            DesignField::Size => &mut self.size,
            DesignField::Theme => &mut self.theme,
            DesignField::MaxWords => &mut self.max_words,
        }
    }

    /// What the fields ask for, or why they do not make a request.
    pub fn ask(&self) -> Result<Ask, String> {
        let size = crate::tui::update::parse_size(self.size.text().trim())?;
        let theme = crate::design::split_theme_list(self.theme.text());
        let max_words = match self.max_words.text().trim() {
            "" => None,
            t => match t.parse::<usize>() {
                Ok(n) if n > 0 => Some(n),
                _ => {
                    return Err(format!(
                        "most words: {t:?} is not a number (blank: the usual)"
                    ));
                }
            },
        };
        Ok(Ask {
            size,
            theme,
            max_words,
        })
    }
}

/// Opens the form with `size` and the puzzle's `:include` entries filled in, the cursor in
/// the theme entries.
pub(super) fn open(app: &mut Studio, size: String) {
    let theme = app.doc.puzzle().meta.theme_entries.join(", ");
    app.view.mode = Mode::DesignForm(DesignForm {
        size: LineEdit::from(size),
        theme: LineEdit::from(theme),
        ..DesignForm::default()
    });
    app.view.say(
        "design: theme entries separated by commas, pin one with @ROW,COL,across|down (none: themeless)"
            .to_string(),
    );
}

/// One action while the form is open.
pub fn form_mode(app: &mut Studio, action: Action, mut form: DesignForm) {
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
        app.view.mode = Mode::DesignForm(form);
        return;
    }
    match action {
        Action::NextEntry => form.field = form.field.next(true),
        Action::PrevEntry => form.field = form.field.next(false),
        Action::PromptSubmit => {
            match form.ask().and_then(|ask| {
                app.view.mode = Mode::Normal;
                start(app, ask)
            }) {
                Ok(()) => return,
                Err(why) => form.error = Some(why),
            }
        }
        Action::Escape => {
            app.view.mode = Mode::Normal;
            app.view.say("no design started");
            return;
        }
        _ => {}
    }
    app.view.mode = Mode::DesignForm(form);
}
