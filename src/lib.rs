//! gridwright: a crossword construction studio for the terminal.
//!
//! The engines (`grid`, `words`, `fill`, `design`, `layout`, `store`, `formats`) are plain library code;
//! `config` reads `config.toml` into their values; `tui` and `cli` are thin shells over them.
//! Imports run one way only, down the ranks a test in this file lists.
#![warn(missing_docs)]

pub mod cli;
pub mod config;
pub mod design;
pub mod fill;
pub mod formats;
pub mod grid;
pub mod layout;
pub mod store;
pub mod tui;
pub mod words;

#[cfg(test)]
mod ranks;
