//! Freeform layout: a compact crossword from a list of answers and clues.
//!
//! [`input`] reads the list, [`generator`] arranges the answers by beam search,
//! [`to_puzzle`] turns the result into a [`Puzzle`](crate::grid::Puzzle), [`json`] writes the
//! crosswordsmith-style document and [`validate`] checks every rule a layout must obey.

pub mod generator;
pub mod input;
pub mod json;
mod output;
pub mod validate;

pub use generator::{Arrangement, Options, Placement, arrange};
pub use input::{AnswerList, Entry, EntryProblem, InputError, Origin, parse};
pub use output::{LaidWord, Layout, LayoutError, build, render_text, to_puzzle};

/// Lays out a parsed list: arranges its answers and numbers the result.
pub fn lay_out(list: &AnswerList, opts: &Options) -> Result<Layout, LayoutError> {
    let words: Vec<Vec<u8>> = list.entries.iter().map(|e| e.letters.clone()).collect();
    build(list, &arrange(&words, opts))
}
