//! The puzzle's alphabet: the characters a cell may hold, addressed by a small index, and
//! how other characters fold into them.
//!
//! Alphabets are data: the named ones gridwright ships ([`named`]) and the ones a user
//! defines in a small TOML file ([`custom`]) are the same type. Engines see only indices.

mod choose;
pub mod custom;
mod fold;
pub mod named;
mod serde_impl;

pub use custom::{Alphabets, CustomError, parse_custom};
pub use fold::Folds;

use std::fmt;
use std::sync::Arc;

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
    /// A fold whose source is itself a letter, or whose target is not spelled in the letters.
    #[error("fold {from:?} → {to:?}: {why}")]
    BadFold {
        /// The character folded.
        from: char,
        /// What it folds to.
        to: String,
        /// What is wrong with it.
        why: &'static str,
    },
    /// An alphabet name that is not a built-in one (nor a user's, where those are known).
    #[error("no alphabet is called {name:?} (known: {known})")]
    Unknown {
        /// The name asked for.
        name: String,
        /// The names that are known, comma-separated.
        known: String,
    },
}

/// An ordered set of up to 64 uppercase letters, with the folds that map other characters
/// (accented letters, ligatures, variants) onto them; engines see only indices.
///
/// Two alphabets are *compatible* ([`Alphabet::same_letters`]) when their letters agree in
/// order: a word list and a puzzle are checked that way, so `german-folded` and `latin`
/// share lists. Equality also compares the name and folds.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Alphabet(Arc<Inner>);

/// What an alphabet holds, shared: puzzles, lists and indexes all keep a copy.
#[derive(PartialEq, Eq, Hash)]
struct Inner {
    name: Option<Arc<str>>,
    letters: Vec<char>,
    folds: Folds,
}

impl Alphabet {
    /// The most letters an alphabet may hold (letter sets are `u64` bitsets).
    pub const MAX_LEN: usize = 64;

    /// The alphabet of these letters in order (stored uppercase), with the default folds
    /// (ligatures, accents stripped where the bare letter is in the alphabet). Letters that
    /// are a built-in alphabet's give that alphabet (`"ABC…Z"` is `latin`).
    pub fn new(letters: impl IntoIterator<Item = char>) -> Result<Self, AlphabetError> {
        let a = Self::build(None, letters, Folds::default())?;
        Ok(named::by_letters(&a.0.letters)
            .filter(|b| b.0.folds == a.0.folds)
            .unwrap_or(a))
    }

    /// An alphabet with a name and folds; every fold must spell letters of the alphabet and
    /// fold a character that is not itself a letter.
    pub fn build(
        name: Option<&str>,
        letters: impl IntoIterator<Item = char>,
        folds: Folds,
    ) -> Result<Self, AlphabetError> {
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
        folds.check(&out)?;
        Ok(Self(Arc::new(Inner {
            name: name.map(Arc::from),
            letters: out,
            folds,
        })))
    }

    /// A built-in alphabet by name (`latin`, `russian`, `greek`…; see [`named::NAMES`]).
    pub fn named(name: &str) -> Result<Self, AlphabetError> {
        named::get(name).ok_or_else(|| AlphabetError::Unknown {
            name: name.trim().to_string(),
            known: named::NAMES.join(", "),
        })
    }

    /// The English alphabet A–Z, the default.
    pub fn latin() -> Self {
        named::latin()
    }

    /// The Russian alphabet А–Я with Ё after Е (33 letters).
    pub fn cyrillic() -> Self {
        named::russian()
    }

    /// The name it goes by (`russian`, or a user's file name), if it has one.
    pub fn name(&self) -> Option<&str> {
        self.0.name.as_deref()
    }

    /// How messages name it: "Russian", "German (Ä as AE)", a user's name, or its letters.
    pub fn describe(&self) -> String {
        if let Some(title) = self.name().and_then(named::title) {
            return title.to_string();
        }
        if let Some(name) = self.name() {
            return format!("{name:?}");
        }
        if let Some(title) = named::same_letters_title(&self.0.letters) {
            return title.to_string();
        }
        let shown: String = self.0.letters.iter().take(12).collect();
        let more = if self.0.letters.len() > 12 { "…" } else { "" };
        format!("{shown}{more} ({} letters)", self.0.letters.len())
    }

    /// How many letters the alphabet has.
    pub fn len(&self) -> usize {
        self.0.letters.len()
    }

    /// Always false: an alphabet has at least one letter.
    pub fn is_empty(&self) -> bool {
        self.0.letters.is_empty()
    }

    /// True when the letters are A–Z in order (whatever the folds): what Latin-1 formats hold.
    pub fn is_latin(&self) -> bool {
        self.0.letters.len() == 26 && self.0.letters.iter().copied().eq('A'..='Z')
    }

    /// Whether a word list in `other` can serve a puzzle in `self`: the same letters in the
    /// same order (indices mean the same letters).
    pub fn same_letters(&self, other: &Alphabet) -> bool {
        self.0.letters == other.0.letters
    }

    /// The index of a character, case-insensitively, if it is a letter of this alphabet.
    /// Folds are not applied: see [`Alphabet::fold_char`].
    pub fn index_of(&self, c: char) -> Option<u8> {
        let up = to_upper(c);
        if self.is_latin() {
            return up.is_ascii_uppercase().then(|| up as u8 - b'A');
        }
        self.0
            .letters
            .iter()
            .position(|&l| l == up)
            .map(|i| i as u8)
    }

    /// The letters a character stands for: itself when it is a letter, else its fold (Ё → Е,
    /// ß → SS, é → E where É is not a letter). `None` when it is neither.
    pub fn fold_char(&self, c: char) -> Option<Vec<u8>> {
        if let Some(i) = self.index_of(c) {
            return Some(vec![i]);
        }
        self.0.folds.apply(to_upper(c), self)
    }

    /// The folds this alphabet applies beyond its letters.
    pub fn folds(&self) -> &Folds {
        &self.0.folds
    }

    /// The character of a letter index; `None` when the index is out of range.
    pub fn char_of(&self, index: u8) -> Option<char> {
        self.0.letters.get(index as usize).copied()
    }

    /// The letters in index order.
    pub fn letters(&self) -> &[char] {
        &self.0.letters
    }

    /// Spells a word of letter indices; indices out of range show as `?`.
    pub fn spell(&self, word: &[u8]) -> String {
        word.iter()
            .map(|&i| self.char_of(i).unwrap_or('?'))
            .collect()
    }

    /// Encodes a word into letter indices, or the first character that is not a letter here.
    /// Folds are not applied: see [`Alphabet::encode_folded`].
    pub fn encode(&self, word: &str) -> Result<Vec<u8>, char> {
        word.chars().map(|c| self.index_of(c).ok_or(c)).collect()
    }

    /// Encodes a word through the folds, or the first character that neither is a letter
    /// nor folds into letters.
    pub fn encode_folded(&self, word: &str) -> Result<Vec<u8>, char> {
        let mut out = Vec::with_capacity(word.len());
        for c in word.chars() {
            out.extend(self.fold_char(c).ok_or(c)?);
        }
        Ok(out)
    }
}

impl Default for Alphabet {
    fn default() -> Self {
        Self::latin()
    }
}

impl fmt::Debug for Alphabet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letters: String = self.0.letters.iter().collect();
        match &self.0.name {
            Some(n) => write!(f, "Alphabet({n}: {letters})"),
            None => write!(f, "Alphabet({letters})"),
        }
    }
}

impl fmt::Display for Alphabet {
    /// The letters in order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.letters.iter().collect::<String>())
    }
}

/// A puzzle in one alphabet and word lists in another: an error, never a fill.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mismatch {
    /// The puzzle's alphabet.
    pub puzzle: Alphabet,
    /// The lists' alphabet, or `None` when no list was in any alphabet (nothing loaded).
    pub lists: Option<Alphabet>,
}

impl fmt::Display for Mismatch {
    /// The command line's wording: the puzzle, and `--list` as the remedy.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.explain("puzzle", &self.pass_a_list()))
    }
}

impl std::error::Error for Mismatch {}

impl Mismatch {
    /// The error said of `subject` ("puzzle", "pattern"), ending with what to do: "the
    /// puzzle is in the Russian alphabet; the word lists loaded are Latin: {remedy}".
    pub fn explain(&self, subject: &str, remedy: &str) -> String {
        let lists = match &self.lists {
            Some(l) => format!("; the word lists loaded are {}", l.describe()),
            None => " and no word list is loaded".to_string(),
        };
        format!(
            "the {subject} is in the {} alphabet{lists}: {remedy}",
            self.puzzle.describe()
        )
    }

    /// The command line's remedy: "pass --list with a Russian list".
    fn pass_a_list(&self) -> String {
        format!("pass --list with a {} list", self.puzzle.describe())
    }

    /// The same error said of a search pattern rather than a puzzle.
    pub fn for_pattern(&self) -> String {
        self.explain("pattern", &self.pass_a_list())
    }

    /// `Ok` when lists in `lists` can serve a puzzle in `puzzle`.
    pub fn check(puzzle: &Alphabet, lists: &Alphabet) -> Result<(), Mismatch> {
        if puzzle.same_letters(lists) {
            Ok(())
        } else {
            Err(Mismatch {
                puzzle: puzzle.clone(),
                lists: Some(lists.clone()),
            })
        }
    }
}

/// Uppercases a single character, keeping it when its uppercase form is several characters.
pub(crate) fn to_upper(c: char) -> char {
    let mut up = c.to_uppercase();
    match (up.next(), up.next()) {
        (Some(u), None) => u,
        _ => c,
    }
}

#[cfg(test)]
mod tests;
