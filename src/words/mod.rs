//! Word lists, the fst pattern index and the pattern language.

pub mod list;

pub use list::{Lexicon, ListWarning};
