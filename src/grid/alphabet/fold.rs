//! How characters that are not letters of an alphabet fold into its letters.

use super::{Alphabet, AlphabetError, to_upper};
use std::collections::BTreeMap;
use unicode_normalization::UnicodeNormalization;

/// Ligatures and letters without a decomposition that fold the same way in every alphabet
/// that has their target letters (and not the character itself).
const LIGATURES: &[(char, &str)] = &[
    ('ß', "SS"),
    ('ẞ', "SS"),
    ('Æ', "AE"),
    ('Œ', "OE"),
    ('Ø', "O"),
    ('Ł', "L"),
    ('Đ', "D"),
];

/// The folds of an alphabet: its own table first (Ё → Е, Ä → AE), then, when `strip_marks`
/// is on, the common ligatures and accents stripped (é → E) where the result is spelled in
/// the alphabet's letters.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Folds {
    table: BTreeMap<char, String>,
    strip_marks: bool,
}

impl Default for Folds {
    /// No table; ligatures and accents fold where they can.
    fn default() -> Self {
        Folds {
            table: BTreeMap::new(),
            strip_marks: true,
        }
    }
}

impl Folds {
    /// A table of folds (keys and values are uppercased) with or without the common folds.
    pub fn new<'a>(table: impl IntoIterator<Item = (char, &'a str)>, strip_marks: bool) -> Self {
        Folds {
            table: table
                .into_iter()
                .map(|(k, v)| (to_upper(k), v.chars().map(to_upper).collect()))
                .collect(),
            strip_marks,
        }
    }

    /// Folds from a file's table of strings, each key one character.
    pub fn from_strings(
        table: &BTreeMap<String, String>,
        strip_marks: bool,
    ) -> Result<Self, String> {
        let mut pairs = Vec::new();
        for (from, to) in table {
            let mut chars = from.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else {
                return Err(format!("fold {from:?}: a fold maps one character"));
            };
            pairs.push((c, to.as_str()));
        }
        Ok(Folds::new(pairs, strip_marks))
    }

    /// The alphabet's own folds, character → letters, in character order.
    pub fn table(&self) -> &BTreeMap<char, String> {
        &self.table
    }

    /// Whether ligatures and accents fold where the result is spelled in the letters.
    pub fn strips_marks(&self) -> bool {
        self.strip_marks
    }

    /// Refuses a fold from a letter of the alphabet (it could never apply) or to characters
    /// that are not letters.
    pub(super) fn check(&self, letters: &[char]) -> Result<(), AlphabetError> {
        for (&from, to) in &self.table {
            let bad = |why| AlphabetError::BadFold {
                from,
                to: to.clone(),
                why,
            };
            if letters.contains(&from) {
                return Err(bad("the character is a letter of the alphabet"));
            }
            if to.is_empty() {
                return Err(bad("a fold needs at least one letter"));
            }
            if !to.chars().all(|c| letters.contains(&c)) {
                return Err(bad("it folds to a character that is not a letter"));
            }
        }
        Ok(())
    }

    /// The letters an uppercase character that is not a letter folds to, if any.
    pub(super) fn apply(&self, up: char, alphabet: &Alphabet) -> Option<Vec<u8>> {
        if let Some(to) = self.table.get(&up) {
            return alphabet.encode(to).ok();
        }
        if !self.strip_marks {
            return None;
        }
        let spelled: String = match LIGATURES.iter().find(|(c, _)| *c == up) {
            Some((_, to)) => (*to).to_string(),
            None => up
                .to_string()
                .nfd()
                .filter(|ch| !unicode_normalization::char::is_combining_mark(*ch))
                .collect(),
        };
        if spelled.chars().eq(std::iter::once(up)) {
            return None;
        }
        alphabet.encode(&spelled).ok()
    }
}
