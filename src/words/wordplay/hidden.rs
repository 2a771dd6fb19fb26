//! Hidden words: entries spelled by a run of a phrase's letters, across its word boundaries,
//! read forwards or backwards.

use super::{Letters, Wordplay, WordplayError};
use crate::words::pattern::Pattern;

/// Which way a hidden word reads in the phrase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// Left to right.
    Forwards,
    /// Right to left (a reversed hidden word: "back", "returning").
    Reversed,
}

/// One entry hidden in the phrase.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hidden {
    /// The entry, as alphabet indices (as it reads, reversed ones included).
    pub word: Vec<u8>,
    /// Its list score.
    pub score: u8,
    /// How it reads in the phrase.
    pub direction: Direction,
    /// The first of the phrase's letters it covers, in reading order (spaces not counted).
    pub start: usize,
    /// How many of the phrase's words it touches: 2 or more is hidden across a boundary.
    pub words_spanned: usize,
}

impl Hidden {
    /// The phrase's letters it covers: `start..start + word.len()`.
    pub fn range(&self) -> std::ops::Range<usize> {
        self.start..self.start + self.word.len()
    }
}

impl Wordplay<'_> {
    /// Entries matching `pattern` hidden in `phrase`, forwards and reversed, best first:
    /// those across a word boundary, then by score, longer first, alphabetically. A whole
    /// word of the phrase is not hidden and is left out; with `across_only`, so is an entry
    /// inside one word.
    pub fn hidden(
        &self,
        pattern: &Pattern,
        phrase: &str,
        across_only: bool,
    ) -> Result<Vec<Hidden>, WordplayError> {
        let letters = self.letters("phrase", phrase)?;
        let mut out = Vec::new();
        self.hidden_one_way(
            pattern,
            &letters,
            Direction::Forwards,
            across_only,
            &mut out,
        );
        self.hidden_one_way(
            pattern,
            &letters,
            Direction::Reversed,
            across_only,
            &mut out,
        );
        out.sort_by(|a, b| {
            let across = |h: &Hidden| h.words_spanned < 2;
            (
                across(a),
                std::cmp::Reverse(a.score),
                std::cmp::Reverse(a.word.len()),
            )
                .cmp(&(
                    across(b),
                    std::cmp::Reverse(b.score),
                    std::cmp::Reverse(b.word.len()),
                ))
                .then_with(|| a.word.cmp(&b.word))
                .then_with(|| (a.direction, a.start).cmp(&(b.direction, b.start)))
        });
        Ok(out)
    }

    /// The hidden entries reading one way: from each letter, the fst is followed along the
    /// phrase for as long as some entry goes on.
    fn hidden_one_way(
        &self,
        pattern: &Pattern,
        phrase: &Letters,
        direction: Direction,
        across_only: bool,
        out: &mut Vec<Hidden>,
    ) {
        let n = phrase.letters.len();
        // Position `k` of the reading order is letter `at(k)` of the phrase.
        let at = |k: usize| match direction {
            Direction::Forwards => k,
            Direction::Reversed => n - 1 - k,
        };
        let max = pattern.fixed_len().unwrap_or(n);
        for s in 0..n {
            let mut cursor = self.index.root();
            let mut word = Vec::new();
            for e in s..n.min(s + max) {
                let l = phrase.letters[at(e)];
                let Some(next) = self.index.step(cursor, l) else {
                    break;
                };
                cursor = next;
                word.push(l);
                let Some(score) = self.kept(word.len(), self.index.score_at(cursor)) else {
                    continue;
                };
                if !pattern.matches(&word) {
                    continue;
                }
                let (lo, hi) = (at(s).min(at(e)), at(s).max(at(e)));
                let spanned = phrase.word_of[hi] - phrase.word_of[lo] + 1;
                let whole = spanned == 1
                    && (lo == 0 || phrase.word_of[lo - 1] != phrase.word_of[lo])
                    && (hi + 1 == n || phrase.word_of[hi + 1] != phrase.word_of[hi]);
                if whole || (across_only && spanned < 2) {
                    continue;
                }
                out.push(Hidden {
                    word: word.clone(),
                    score,
                    direction,
                    start: lo,
                    words_spanned: spanned,
                });
            }
        }
    }
}
