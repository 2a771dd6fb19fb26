//! A grid size as people type it: `15x13`, `15X13`, `15×13`, or `15` for a square. Both
//! shells read sizes with it (`:new 15x15`, `design 15x15`, `layout --max-size 15x13`).

use std::fmt;

/// A size that does not read, with the text as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SizeError(pub String);

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is not a size like 15x15 or 15x13", self.0)
    }
}

impl std::error::Error for SizeError {}

/// Reads `WIDTHxHEIGHT` or one side; the sides are checked where the size is used.
pub fn parse_size(text: &str) -> Result<(usize, usize), SizeError> {
    let parts: Vec<&str> = text.trim().split(['x', 'X', '×']).collect();
    let side = |t: &str| {
        t.trim()
            .parse::<usize>()
            .map_err(|_| SizeError(text.to_string()))
    };
    match parts.as_slice() {
        [n] => Ok((side(n)?, side(n)?)),
        [w, h] => Ok((side(w)?, side(h)?)),
        _ => Err(SizeError(text.to_string())),
    }
}
