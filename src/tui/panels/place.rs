//! The place-word form's fields.

use super::form::{Fields, Form};

/// Which field of the form has the cursor.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Field {
    /// The answer.
    #[default]
    Answer,
    /// Its clue.
    Clue,
}

impl Fields for Field {
    const ALL: &'static [Field] = &[Field::Answer, Field::Clue];
}

/// The place-word form: an answer and its clue.
pub type PlaceForm = Form<Field>;
