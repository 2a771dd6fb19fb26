//! gridwright: a crossword construction studio for the terminal.
//!
//! The engines (`grid`, `words`, `fill`, `design`, `layout`, `store`, `formats`) are plain library code;
//! `tui` and `cli` are thin shells over them.
#![warn(missing_docs)]

pub mod cli;
pub mod design;
pub mod fill;
pub mod formats;
pub mod grid;
pub mod layout;
pub mod store;
pub mod tui;
pub mod words;
