//! The cryptic setter's wordplay tools over the loaded lists: anagrams (full, fitted to a
//! pattern, partial, of several words), hidden words, charades, containers, deletions and
//! reversals, each answering with ranked, typed results.
//!
//! Every tool walks the word index's fst letter by letter ([`WordIndex::step`]), so the cost
//! follows the letters given, not the size of the list. "How common" is the list score: a
//! result made of parts ranks by its weakest part, the one that makes a clue feel forced.

mod anagram;
mod answer;
mod define;
mod drafts;
mod ends;
mod hidden;
mod parts;
mod plays;
mod recipe;
mod select;
mod sounds;
mod splits;

pub use anagram::{Anagram, AnagramOptions};
pub use drafts::{Attempt, DefinedBy, Draft, DraftFault, Drafter, NoDraft, Recipe, enumeration_of};
pub use hidden::{Direction, Hidden};
pub use parts::{ABBREVIATIONS, Abbreviation, Device, INDICATORS, Indicator, Indicators, Parts};
pub use select::{Alternate, Selected, Selection};
pub use sounds::{CMUDICT_LICENSE, Homophone, Sounds, SoundsError, Spoonerism};
pub use splits::{Charade, Container, Deletion, DeletionKind, Reversal};

use super::index::WordIndex;
use super::meaning::Meanings;
use super::min_scores::MinScores;
use crate::grid::Alphabet;

/// Why a wordplay question could not be asked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WordplayError {
    /// A character of the input is a letter outside the lists' alphabet.
    #[error(
        "{what} {text:?}: {ch:?} at character {offset} is not a letter of the {alphabet} alphabet"
    )]
    Letter {
        /// Which input (fodder, phrase, entry).
        what: &'static str,
        /// The input as given.
        text: String,
        /// The character.
        ch: char,
        /// Its position in `text`, counted in characters from 1.
        offset: usize,
        /// The alphabet the lists are in.
        alphabet: String,
    },
    /// The input has no letters at all.
    #[error("{what} {text:?} has no letters")]
    Empty {
        /// Which input.
        what: &'static str,
        /// The input as given.
        text: String,
    },
    /// A letter to take out of an anagram's fodder is not in it.
    #[error("{letter} is not in {fodder:?}: only letters of the fodder can be taken out")]
    NotInFodder {
        /// The letter.
        letter: String,
        /// The fodder as given.
        fodder: String,
    },
    /// The input is longer than the tools search.
    #[error("{what} has {len} letters; at most {max} are searched")]
    TooLong {
        /// Which input.
        what: &'static str,
        /// Its letters.
        len: usize,
        /// The most allowed.
        max: usize,
    },
}

/// Most letters a fodder, phrase or entry may have: past this, two-word anagrams and
/// charade splits multiply beyond what anyone reads.
pub const MAX_LETTERS: usize = 64;

/// One listed word, or one short part from the table, used as a part of a result.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Part {
    /// The word, as alphabet indices.
    pub word: Vec<u8>,
    /// Its list score (a table part's own score).
    pub score: u8,
    /// For a part from the short parts table, not a list word: its first meaning
    /// ("street" for ST), the label it is shown with.
    pub abbrev: Option<&'static str>,
}

impl Part {
    /// A list word.
    pub fn listed(word: Vec<u8>, score: u8) -> Part {
        Part {
            word,
            score,
            abbrev: None,
        }
    }

    /// The part as shown: `RANGE`, or `ST (street)` for a table part.
    pub fn label(&self, alphabet: &Alphabet) -> String {
        match self.abbrev {
            Some(m) => format!("{} ({m})", alphabet.spell(&self.word)),
            None => alphabet.spell(&self.word),
        }
    }
}

/// How many of `parts` come from the short parts table: of two results of equal score, the
/// one with fewer ranks first (whole words before abbreviations).
pub fn abbreviations_in(parts: &[Part]) -> usize {
    parts.iter().filter(|p| p.abbrev.is_some()).count()
}

/// The letters of an input phrase, with the word of the phrase each letter came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Letters {
    /// The letters, as alphabet indices, spaces and punctuation left out.
    pub letters: Vec<u8>,
    /// For each letter, the number of the phrase word (from 0) it belongs to.
    pub word_of: Vec<usize>,
}

impl Letters {
    /// Reads `text` in `alphabet`: letters fold as the lists do (`é` → E), anything that is
    /// not alphabetic (spaces, hyphens, apostrophes) separates words; an alphabetic
    /// character outside the alphabet is an error naming it.
    pub fn read(
        what: &'static str,
        text: &str,
        alphabet: &Alphabet,
    ) -> Result<Letters, WordplayError> {
        let mut letters = Vec::new();
        let mut word_of = Vec::new();
        let mut word = 0;
        let mut in_word = false;
        for (i, ch) in text.chars().enumerate() {
            if !ch.is_alphabetic() {
                // Apostrophes join (DON'T is one word); the rest separate.
                if in_word && !matches!(ch, '\'' | '’') {
                    word += 1;
                    in_word = false;
                }
                continue;
            }
            let Some(got) = alphabet.fold_char(ch) else {
                return Err(WordplayError::Letter {
                    what,
                    text: text.to_string(),
                    ch,
                    offset: i + 1,
                    alphabet: alphabet.describe(),
                });
            };
            word_of.extend(std::iter::repeat_n(word, got.len()));
            letters.extend(got);
            in_word = true;
        }
        if letters.is_empty() {
            return Err(WordplayError::Empty {
                what,
                text: text.to_string(),
            });
        }
        if letters.len() > MAX_LETTERS {
            return Err(WordplayError::TooLong {
                what,
                len: letters.len(),
                max: MAX_LETTERS,
            });
        }
        Ok(Letters { letters, word_of })
    }

    /// The phrase's words, each as its letters.
    pub fn words(&self) -> Vec<Vec<u8>> {
        let mut out: Vec<Vec<u8>> = Vec::new();
        for (i, &l) in self.letters.iter().enumerate() {
            if out.len() <= self.word_of[i] {
                out.resize_with(self.word_of[i] + 1, Vec::new);
            }
            out[self.word_of[i]].push(l);
        }
        out.retain(|w| !w.is_empty());
        out
    }
}

/// The wordplay tools over one index, keeping each word scored at least the minimum of
/// its length.
#[derive(Debug, Clone)]
pub struct Wordplay<'a> {
    index: &'a WordIndex,
    /// The minimum of each length up to 255, read once so the fst walks index an array
    /// instead of looking a length up in a map at every node.
    by_len: [u8; 256],
    /// The minimum of lengths past the table (the default of the minimum scores).
    default: u8,
    /// The short parts charades, containers, deletions and reversals may use.
    parts: Parts,
    /// The kept words by their endings, for hidden drafts: built at the first draft.
    endings: std::sync::OnceLock<ends::Endings>,
}

impl<'a> Wordplay<'a> {
    /// The tools over `index`'s words alone, every word (a part of a result too) kept when
    /// its score reaches the minimum of its length.
    pub fn new(index: &'a WordIndex, mins: &MinScores) -> Self {
        Wordplay::with_parts(index, mins, Parts::none())
    }

    /// The setter's tools: `index`'s words and the built-in short parts table (ST street, E
    /// east …), each kept when its score reaches the minimum of its length.
    pub fn setters(index: &'a WordIndex, mins: &MinScores) -> Self {
        Wordplay::with_parts(index, mins, Parts::builtin(index.alphabet()))
    }

    /// The tools over `index` with `parts` as the short parts table ([`Parts::none`] for
    /// list words only).
    pub fn with_parts(index: &'a WordIndex, mins: &MinScores, parts: Parts) -> Self {
        Wordplay {
            index,
            by_len: std::array::from_fn(|len| mins.for_len(len)),
            default: mins.default,
            parts,
            endings: std::sync::OnceLock::new(),
        }
    }

    /// The short parts table in use.
    pub fn parts(&self) -> &Parts {
        &self.parts
    }

    /// The index searched.
    pub fn index(&self) -> &'a WordIndex {
        self.index
    }

    /// The alphabet the index is in.
    pub fn alphabet(&self) -> &'a Alphabet {
        self.index.alphabet()
    }

    /// The minimum score of a word of `len` letters.
    fn min_for(&self, len: usize) -> u8 {
        self.by_len.get(len).copied().unwrap_or(self.default)
    }

    /// `score` (a word of `len` letters) when it reaches that length's minimum.
    fn kept(&self, len: usize, score: Option<u8>) -> Option<u8> {
        score.filter(|&s| s >= self.min_for(len))
    }

    /// The score of `word` when it is listed at or above the minimum of its length.
    fn listed(&self, word: &[u8]) -> Option<u8> {
        self.kept(word.len(), self.index.score(word))
    }

    /// Reads an input in the index's alphabet (see [`Letters::read`]).
    pub fn letters(&self, what: &'static str, text: &str) -> Result<Letters, WordplayError> {
        Letters::read(what, text, self.alphabet())
    }
}

/// The weakest score among parts (a result is as natural as its least common part).
pub fn weakest(parts: &[Part]) -> u8 {
    parts.iter().map(|p| p.score).min().unwrap_or(0)
}

/// The definition check: a one-line gloss of `word` (spelled in `alphabet`) from the
/// meaning index, when WordNet knows it.
pub fn gloss(meanings: &Meanings, alphabet: &Alphabet, word: &[u8]) -> Option<String> {
    meanings.gloss_line(&alphabet.spell(word))
}

#[cfg(test)]
mod tests;
