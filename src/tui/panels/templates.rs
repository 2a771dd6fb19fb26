//! The template chooser's state.

use crate::grid::templates::Template;

/// The chooser's state: the templates offered and the highlighted one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chooser {
    /// The templates offered, in listing order.
    pub templates: Vec<Template>,
    /// The highlighted row.
    pub sel: usize,
    /// What was asked for, for the title: "british 15x15".
    pub asked: String,
}

impl Chooser {
    /// The highlighted template.
    pub fn selected(&self) -> Option<&Template> {
        self.templates.get(self.sel)
    }
}
