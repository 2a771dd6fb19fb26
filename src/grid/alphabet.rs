//! The puzzle's alphabet: the characters a cell may hold, addressed by a small index.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Why an alphabet could not be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AlphabetError {
    /// More letters than a `u64` bitset (and `Cell::Letter`) can address.
    #[error("an alphabet holds at most {max} letters, this one has {0}", max = Alphabet::MAX_LEN)]
    TooLarge(usize),
    /// The alphabet has no letters at all.
    #[error("an alphabet needs at least one letter")]
    Empty,
    /// A letter appears twice.
    #[error("letter {0:?} appears twice in the alphabet")]
    Duplicate(char),
    /// A character that cannot be a letter (a block marker, blank, digit, punctuation).
    #[error("{0:?} cannot be a letter of an alphabet")]
    NotALetter(char),
}

/// An ordered set of up to 64 uppercase letters; engines see only indices into it.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Alphabet {
    letters: Vec<char>,
}

impl Alphabet {
    /// The most letters an alphabet may hold (letter sets are `u64` bitsets).
    pub const MAX_LEN: usize = 64;

    /// Builds an alphabet from its letters in order; they are stored uppercase.
    pub fn new(letters: impl IntoIterator<Item = char>) -> Result<Self, AlphabetError> {
        let mut out: Vec<char> = Vec::new();
        for c in letters {
            if !c.is_alphabetic() {
                return Err(AlphabetError::NotALetter(c));
            }
            let up = to_upper(c);
            if out.contains(&up) {
                return Err(AlphabetError::Duplicate(up));
            }
            out.push(up);
        }
        if out.is_empty() {
            return Err(AlphabetError::Empty);
        }
        if out.len() > Self::MAX_LEN {
            return Err(AlphabetError::TooLarge(out.len()));
        }
        Ok(Self { letters: out })
    }

    /// The English alphabet A–Z, the default.
    pub fn latin() -> Self {
        Self {
            letters: ('A'..='Z').collect(),
        }
    }

    /// The Russian alphabet А–Я with Ё after Е (33 letters).
    pub fn cyrillic() -> Self {
        let mut letters: Vec<char> = ('А'..='Я').collect();
        letters.insert(6, 'Ё');
        Self { letters }
    }

    /// How many letters the alphabet has.
    pub fn len(&self) -> usize {
        self.letters.len()
    }

    /// Always false: an alphabet has at least one letter.
    pub fn is_empty(&self) -> bool {
        self.letters.is_empty()
    }

    /// True for the default A–Z alphabet.
    pub fn is_latin(&self) -> bool {
        self.letters.len() == 26 && self.letters.iter().copied().eq('A'..='Z')
    }

    /// The index of a character, case-insensitively, if it is a letter of this alphabet.
    pub fn index_of(&self, c: char) -> Option<u8> {
        let up = to_upper(c);
        if self.is_latin() {
            return up.is_ascii_uppercase().then(|| up as u8 - b'A');
        }
        self.letters.iter().position(|&l| l == up).map(|i| i as u8)
    }

    /// The character of a letter index; `None` when the index is out of range.
    pub fn char_of(&self, index: u8) -> Option<char> {
        self.letters.get(index as usize).copied()
    }

    /// The letters in index order.
    pub fn letters(&self) -> &[char] {
        &self.letters
    }

    /// Spells a word of letter indices; indices out of range show as `?`.
    pub fn spell(&self, word: &[u8]) -> String {
        word.iter()
            .map(|&i| self.char_of(i).unwrap_or('?'))
            .collect()
    }

    /// Encodes a word into letter indices, or the first character that is not a letter here.
    pub fn encode(&self, word: &str) -> Result<Vec<u8>, char> {
        word.chars().map(|c| self.index_of(c).ok_or(c)).collect()
    }
}

impl Default for Alphabet {
    fn default() -> Self {
        Self::latin()
    }
}

impl fmt::Debug for Alphabet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Alphabet({})", self.letters.iter().collect::<String>())
    }
}

impl fmt::Display for Alphabet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.letters.iter().collect::<String>())
    }
}

impl Serialize for Alphabet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl<'de> Deserialize<'de> for Alphabet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Alphabet::new(s.chars()).map_err(serde::de::Error::custom)
    }
}

/// Uppercases a single character, keeping it when its uppercase form is several characters.
fn to_upper(c: char) -> char {
    let mut up = c.to_uppercase();
    match (up.next(), up.next()) {
        (Some(u), None) => u,
        _ => c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin_round_trips_and_is_case_insensitive() {
        let a = Alphabet::latin();
        assert_eq!(a.index_of('a'), Some(0));
        assert_eq!(a.index_of('Z'), Some(25));
        assert_eq!(a.index_of('é'), None);
        assert_eq!(a.spell(&a.encode("Saffron").unwrap()), "SAFFRON");
        assert_eq!(a.encode("ice cream"), Err(' '));
    }

    #[test]
    fn cyrillic_has_yo_and_33_letters() {
        let a = Alphabet::cyrillic();
        assert_eq!(a.len(), 33);
        assert_eq!(a.index_of('ё'), Some(6));
        assert_eq!(a.spell(&a.encode("кроссворд").unwrap()), "КРОССВОРД");
    }

    #[test]
    fn bad_alphabets_are_refused() {
        assert_eq!(
            Alphabet::new("ABA".chars()),
            Err(AlphabetError::Duplicate('A'))
        );
        assert_eq!(Alphabet::new("".chars()), Err(AlphabetError::Empty));
        assert_eq!(
            Alphabet::new("A#".chars()),
            Err(AlphabetError::NotALetter('#'))
        );
        let many = (0..70u32).filter_map(|i| char::from_u32(0x4E00 + i));
        assert_eq!(Alphabet::new(many), Err(AlphabetError::TooLarge(70)));
    }
}
