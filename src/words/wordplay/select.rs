//! Letter selection: first and last letters of a phrase's words, its odd and even letters,
//! and the list words whose alternate letters spell an entry.

use super::{Part, Wordplay, WordplayError};
use crate::words::index::Cursor;

/// Which letters a selection takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Selection {
    /// The first letter of each word ("initially", "at first").
    Initials,
    /// The last letter of each word ("finally", "at last").
    Finals,
    /// Letters 1, 3, 5 … ("oddly").
    Odd,
    /// Letters 2, 4, 6 … ("evenly").
    Even,
}

impl Selection {
    /// Every selection.
    pub const ALL: [Selection; 4] = [
        Selection::Initials,
        Selection::Finals,
        Selection::Odd,
        Selection::Even,
    ];

    /// Its name in lists and JSON.
    pub fn name(self) -> &'static str {
        match self {
            Selection::Initials => "first letters",
            Selection::Finals => "last letters",
            Selection::Odd => "odd letters",
            Selection::Even => "even letters",
        }
    }
}

/// The letters one selection takes from a phrase, and whether they are a list word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Selected {
    /// Which selection.
    pub selection: Selection,
    /// The letters taken.
    pub letters: Vec<u8>,
    /// Their score when they spell a list word kept at its length's minimum.
    pub score: Option<u8>,
}

/// A list word whose odd or even letters spell the entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alternate {
    /// The word.
    pub word: Part,
    /// Odd or even letters.
    pub selection: Selection,
}

impl Wordplay<'_> {
    /// The four selections of `phrase`, each with its score when it is a list word.
    pub fn selections(&self, phrase: &str) -> Result<Vec<Selected>, WordplayError> {
        let letters = self.letters("phrase", phrase)?;
        let words = letters.words();
        let take = |sel: Selection| -> Vec<u8> {
            match sel {
                Selection::Initials => words.iter().filter_map(|w| w.first().copied()).collect(),
                Selection::Finals => words.iter().filter_map(|w| w.last().copied()).collect(),
                Selection::Odd => letters.letters.iter().step_by(2).copied().collect(),
                Selection::Even => letters.letters.iter().skip(1).step_by(2).copied().collect(),
            }
        };
        Ok(Selection::ALL
            .into_iter()
            .map(|selection| {
                let letters = take(selection);
                let score = self.listed(&letters);
                Selected {
                    selection,
                    letters,
                    score,
                }
            })
            .collect())
    }

    /// List words whose odd letters (or even letters) are exactly `entry`, best first by
    /// score, then shorter, then alphabetically: the fodder of "oddly" and "evenly".
    pub fn alternates(&self, entry: &str) -> Result<Vec<Alternate>, WordplayError> {
        let e = self.letters("entry", entry)?.letters;
        let mut out = Vec::new();
        for selection in [Selection::Odd, Selection::Even] {
            let offset = usize::from(selection == Selection::Even);
            // Letter k of the entry is letter 2k + offset of the word; the word ends one
            // letter after the last or at it.
            let last = 2 * (e.len() - 1) + offset;
            let mut word = Vec::new();
            self.fitting(
                self.index.root(),
                &e,
                offset,
                last,
                &mut word,
                &mut |w, score| {
                    out.push(Alternate {
                        word: Part::listed(w.to_vec(), score),
                        selection,
                    });
                },
            );
        }
        out.sort_by(|a, b| {
            (std::cmp::Reverse(a.word.score), a.word.word.len())
                .cmp(&(std::cmp::Reverse(b.word.score), b.word.word.len()))
                .then_with(|| a.word.word.cmp(&b.word.word))
        });
        Ok(out)
    }

    /// Walks the fst for words whose letters `offset`, `offset + 2` … are `e`, ending at
    /// letter `last` or one after it.
    fn fitting(
        &self,
        at: Cursor,
        e: &[u8],
        offset: usize,
        last: usize,
        word: &mut Vec<u8>,
        found: &mut dyn FnMut(&[u8], u8),
    ) {
        let pos = word.len();
        if pos > last
            && let Some(score) = self.kept(pos, self.index.score_at(at))
        {
            found(word, score);
        }
        if pos > last + 1 {
            return;
        }
        let fixed = (pos >= offset && (pos - offset).is_multiple_of(2) && pos <= last)
            .then(|| e[(pos - offset) / 2]);
        let mut next = Vec::new();
        self.index.children(at, |l, c| {
            if fixed.is_none_or(|f| f == l) {
                next.push((l, c));
            }
        });
        for (l, c) in next {
            word.push(l);
            self.fitting(c, e, offset, last, word, found);
            word.pop();
        }
    }
}
