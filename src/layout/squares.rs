//! What an answer puts in the grid, square by square.
//!
//! Letters (anything alphabetic) go in as letters of the list's alphabet. Spaces and the
//! punctuation that separates words in a phrase (`- ' . , ! ?` and the like) are dropped, as
//! in every crossword (`ICE CREAM` → `ICECREAM`, `T-REX` → `TREX`). Digits and symbols are
//! part of the answer as written (`R2D2`, `CATCH-22` → `CATCH22`, `AT&T`), so each gets a
//! square of its own: a one-character rebus square of the puzzle, which `.puz`, `.ipuz` and
//! the crosswordsmith JSON all carry. They are never dropped.

use super::input::AnswerList;

/// Tokens from this value up are symbol squares (alphabets hold at most 64 letters).
pub const SYMBOL_BASE: u8 = 64;
/// The most distinct digits and symbols one list may use.
pub const MAX_SYMBOLS: usize = (u8::MAX - SYMBOL_BASE) as usize + 1;

/// One square of an answer before the alphabet is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Square {
    /// A letter, uppercased.
    Letter(char),
    /// A digit or symbol, kept as written.
    Symbol(char),
}

/// Separators between the words of a phrase: dropped, like spaces.
fn is_separator(c: char) -> bool {
    c.is_whitespace()
        || c.is_control()
        || matches!(
            c,
            '-' | '‐'
                | '‑'
                | '–'
                | '—'
                | '\''
                | '’'
                | '‘'
                | '"'
                | '“'
                | '”'
                | '.'
                | ','
                | ';'
                | ':'
                | '!'
                | '?'
                | '¡'
                | '¿'
                | '('
                | ')'
                | '['
                | ']'
                | '{'
                | '}'
                | '/'
                | '\\'
                | '_'
                | '·'
                | '…'
                | '«'
                | '»'
        )
}

/// The squares of an answer as written; `upper` uppercases a letter.
pub(super) fn squares_of(answer: &str, upper: impl Fn(char) -> char) -> Vec<Square> {
    answer
        .chars()
        .filter(|&c| !is_separator(c))
        .map(|c| {
            if c.is_alphabetic() {
                Square::Letter(upper(c))
            } else {
                Square::Symbol(c)
            }
        })
        .collect()
}

/// The squares of an answer under crosswordsmith's case rule ([`super::input::Case::Kept`]):
/// upper-case letters are letters, lower-case ones squares of their own, kept as written.
pub(super) fn squares_kept(answer: &str) -> Vec<Square> {
    squares_of(answer, |c| c)
        .into_iter()
        .map(|s| match s {
            Square::Letter(c) if c.is_lowercase() => Square::Symbol(c),
            s => s,
        })
        .collect()
}

impl AnswerList {
    /// The text of one square: its letter, or the digit or symbol of a symbol square.
    pub fn square_text(&self, token: u8) -> Option<String> {
        if token >= SYMBOL_BASE {
            self.symbols
                .get(usize::from(token - SYMBOL_BASE))
                .map(|c| c.to_string())
        } else {
            self.alphabet.char_of(token).map(String::from)
        }
    }

    /// True when the token is a digit or symbol square (a rebus square of the puzzle).
    pub fn is_symbol(token: u8) -> bool {
        token >= SYMBOL_BASE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_and_symbols_are_squares_separators_are_not() {
        let sq = squares_of("Catch-22", |c| c.to_ascii_uppercase());
        let text: String = sq
            .iter()
            .map(|s| match s {
                Square::Letter(c) | Square::Symbol(c) => *c,
            })
            .collect();
        assert_eq!(text, "CATCH22");
        assert_eq!(sq[5], Square::Symbol('2'));
        assert_eq!(
            squares_of("AT&T", |c| c)[2],
            Square::Symbol('&'),
            "a symbol is kept"
        );
        assert_eq!(squares_of("don't stop!", |c| c).len(), 8);
    }
}
