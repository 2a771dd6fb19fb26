//! Support for the print tests: sample puzzles and a reader for the PDFs gridwright writes.

pub mod pdf;
pub mod samples;
