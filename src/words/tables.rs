//! Words of one length with dense ids, and per (position, letter) bitsets over those ids.
//!
//! Ids run from the best score to the worst, so walking a domain's set bits in order visits
//! candidates best first, and filtering a domain by one letter is one AND over a bitset. The
//! autofill's domains are built on these, and so are fixed-length pattern queries: `S???R??`
//! is an AND of a few bitsets whose set bits come out already ranked, tens of microseconds
//! where the fst walk visits every `S` prefix. Building costs a pass over the list, so it pays
//! in a long-lived process (the studio, benches), not in a one-off query.

use super::index::{Match, QueryResult, WordIndex};
use super::pattern::{Elem, Pattern};
use crate::grid::Alphabet;
use std::sync::Arc;

/// The words of one length at or above a minimum score.
#[derive(Debug)]
pub struct WordTable {
    len: usize,
    alpha: usize,
    n: usize,
    blocks: usize,
    words: Vec<u8>,
    scores: Vec<u8>,
    bits: Vec<u64>,
    /// The standard deviation of the scores (0 for an empty or flat table).
    spread: f32,
}

impl WordTable {
    /// Builds the table from `(word, score)` pairs of length `len`.
    pub fn new(len: usize, alpha: usize, mut entries: Vec<(Vec<u8>, u8)>) -> WordTable {
        // Best score first; ties alphabetical so a seed-free run is reproducible.
        entries.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        let n = entries.len();
        let blocks = n.div_ceil(64).max(1);
        let mut words = Vec::with_capacity(n * len);
        let mut scores = Vec::with_capacity(n);
        let mut bits = vec![0u64; len * alpha * blocks];
        for (id, (w, s)) in entries.iter().enumerate() {
            words.extend_from_slice(w);
            scores.push(*s);
            for (p, &c) in w.iter().enumerate() {
                bits[(p * alpha + c as usize) * blocks + id / 64] |= 1 << (id % 64);
            }
        }
        let spread = spread_of(&scores);
        WordTable {
            len,
            alpha,
            n,
            blocks,
            words,
            scores,
            bits,
            spread,
        }
    }

    /// The standard deviation of the words' scores: the scale of this list's scores, in
    /// which the fill's value order reads a difference of scores (see
    /// [`crate::fill::solver::ScoreWeight`]).
    pub fn score_spread(&self) -> f32 {
        self.spread
    }

    /// Word length.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Number of words.
    pub fn count(&self) -> usize {
        self.n
    }

    /// True when no word has this length.
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// Number of u64 blocks in a domain bitset.
    pub fn blocks(&self) -> usize {
        self.blocks
    }

    /// The letters of word `id`.
    pub fn word(&self, id: u32) -> &[u8] {
        let i = id as usize * self.len;
        &self.words[i..i + self.len]
    }

    /// The score of word `id`.
    pub fn score(&self, id: u32) -> u8 {
        self.scores[id as usize]
    }

    /// The set of words with `letter` at `pos`.
    pub fn letter_bits(&self, pos: usize, letter: u8) -> &[u64] {
        let i = (pos * self.alpha + letter as usize) * self.blocks;
        &self.bits[i..i + self.blocks]
    }

    /// The id of a word, if listed (a linear scan: used only while setting up).
    pub fn find(&self, word: &[u8]) -> Option<u32> {
        if word.len() != self.len {
            return None;
        }
        (0..self.n as u32).find(|&id| self.word(id) == word)
    }

    /// A bitset with every word set.
    pub fn full(&self) -> Vec<u64> {
        let mut v = vec![u64::MAX; self.blocks];
        let tail = self.n % 64;
        if tail != 0 {
            v[self.blocks - 1] = (1u64 << tail) - 1;
        }
        if self.n == 0 {
            v[0] = 0;
        }
        v
    }

    /// Ranked matches of `pattern`, which must have this table's length and no `*`.
    fn query(&self, pattern: &Pattern, min_score: u8, limit: usize) -> Option<QueryResult> {
        let all = if self.alpha >= 64 {
            u64::MAX
        } else {
            (1u64 << self.alpha) - 1
        };
        let mut acc = self.full();
        for (pos, e) in pattern.elems().iter().enumerate() {
            let Elem::Set(set) = *e else {
                return None;
            };
            if set & all == all {
                continue;
            }
            let mut allowed = vec![0u64; self.blocks];
            let mut m = set & all;
            while m != 0 {
                let l = m.trailing_zeros() as u8;
                m &= m - 1;
                for (a, b) in allowed.iter_mut().zip(self.letter_bits(pos, l)) {
                    *a |= b;
                }
            }
            for (a, b) in acc.iter_mut().zip(&allowed) {
                *a &= b;
            }
        }
        let mut result = QueryResult {
            matches: Vec::new(),
            total: 0,
        };
        'scan: for (b, &word_bits) in acc.iter().enumerate() {
            let mut bits = word_bits;
            while bits != 0 {
                let id = (b * 64) as u32 + bits.trailing_zeros();
                bits &= bits - 1;
                if self.score(id) < min_score {
                    // Scores only fall from here on.
                    break 'scan;
                }
                result.total += 1;
                if result.matches.len() < limit {
                    result.matches.push(Match {
                        word: self.word(id).to_vec(),
                        score: self.score(id),
                    });
                }
            }
        }
        Some(result)
    }
}

/// Tables for every word length, from one index and minimum score.
#[derive(Debug, Clone)]
pub struct WordTables {
    by_len: Vec<Arc<WordTable>>,
    alpha: usize,
    alphabet: Alphabet,
}

impl WordTables {
    /// Tables of a small Latin `WORD;SCORE` list, every score admitted (for unit tests).
    #[cfg(test)]
    pub(crate) fn of_test_list(list: &[u8]) -> WordTables {
        let mut lex = crate::words::Lexicon::new(crate::grid::Alphabet::latin());
        lex.add_list("test", list);
        WordTables::from_index(&WordIndex::build(&lex).expect("test list indexes"), 0)
    }

    /// Splits an index by length, keeping words scored `min_score` or more.
    pub fn from_index(index: &WordIndex, min_score: u8) -> WordTables {
        Self::from_index_by_length(index, &super::MinScores::uniform(min_score))
    }

    /// Splits an index by length, keeping the words of each length scored at least that
    /// length's minimum (`min_score_by_length`, `--min-score-len`).
    pub fn from_index_by_length(index: &WordIndex, mins: &super::MinScores) -> WordTables {
        let alpha = index.alphabet().len();
        let mut buckets: Vec<Vec<(Vec<u8>, u8)>> = Vec::new();
        index.for_each(|w, s| {
            if s >= mins.for_len(w.len()) && w.iter().all(|&c| (c as usize) < alpha) {
                if buckets.len() <= w.len() {
                    buckets.resize_with(w.len() + 1, Vec::new);
                }
                buckets[w.len()].push((w.to_vec(), s));
            }
        });
        // Only lengths some word has get a table: padding to the longest grid side (255)
        // would cost megabytes of empty per-position bitsets; `of_len` makes the rest.
        let by_len = buckets
            .into_iter()
            .enumerate()
            .map(|(len, e)| Arc::new(WordTable::new(len, alpha, e)))
            .collect();
        WordTables {
            by_len,
            alpha,
            alphabet: index.alphabet().clone(),
        }
    }

    /// The same tables with one word's score changed (`None`: the word taken out), at
    /// `min_score`. Only the table of the word's length is rebuilt — milliseconds, where
    /// splitting the whole index again takes a good part of a second — so a score edited in
    /// the studio shows in the candidates and the next autofill at once.
    pub fn with_change(&self, word: &[u8], score: Option<u8>, min_score: u8) -> WordTables {
        let len = word.len();
        let mut out = self.clone();
        if len > crate::grid::Grid::MAX_SIDE || word.iter().any(|&c| usize::from(c) >= self.alpha) {
            return out;
        }
        if out.by_len.len() <= len {
            out.by_len.resize_with(len + 1, || {
                Arc::new(WordTable::new(0, self.alpha, Vec::new()))
            });
        }
        let old = self.of_len(len);
        let mut entries: Vec<(Vec<u8>, u8)> = (0..old.count() as u32)
            .filter(|&id| old.word(id) != word)
            .map(|id| (old.word(id).to_vec(), old.score(id)))
            .collect();
        if let Some(s) = score.filter(|&s| s >= min_score) {
            entries.push((word.to_vec(), s));
        }
        out.by_len[len] = Arc::new(WordTable::new(len, self.alpha, entries));
        out
    }

    /// The table of one length (empty for lengths no word has).
    pub fn of_len(&self, len: usize) -> Arc<WordTable> {
        self.by_len
            .get(len)
            .cloned()
            .unwrap_or_else(|| Arc::new(WordTable::new(len, self.alpha, Vec::new())))
    }

    /// These tables with `extra` words added (a word already listed keeps the better score);
    /// only the lengths the extra words have are rebuilt.
    pub fn with_words(&self, extra: &[(Vec<u8>, u8)]) -> WordTables {
        let mut by_len = self.by_len.clone();
        let mut lens: Vec<usize> = extra.iter().map(|(w, _)| w.len()).collect();
        lens.sort_unstable();
        lens.dedup();
        for len in lens {
            let old = self.of_len(len);
            let mut entries: Vec<(Vec<u8>, u8)> = (0..old.count() as u32)
                .map(|id| (old.word(id).to_vec(), old.score(id)))
                .collect();
            for (w, s) in extra.iter().filter(|(w, _)| w.len() == len) {
                match entries.iter_mut().find(|(e, _)| e == w) {
                    Some(e) => e.1 = e.1.max(*s),
                    None => entries.push((w.clone(), *s)),
                }
            }
            if by_len.len() <= len {
                by_len.resize_with(len + 1, || {
                    Arc::new(WordTable::new(0, self.alpha, Vec::new()))
                });
            }
            by_len[len] = Arc::new(WordTable::new(len, self.alpha, entries));
        }
        WordTables {
            by_len,
            alpha: self.alpha,
            alphabet: self.alphabet.clone(),
        }
    }

    /// These tables with each length's table replaced where `f` gives a new one (the
    /// others shared, not copied).
    pub fn map_tables(
        &self,
        mut f: impl FnMut(&WordTable) -> Option<Arc<WordTable>>,
    ) -> WordTables {
        let by_len = self
            .by_len
            .iter()
            .map(|t| f(t).unwrap_or_else(|| t.clone()))
            .collect();
        WordTables {
            by_len,
            alpha: self.alpha,
            alphabet: self.alphabet.clone(),
        }
    }

    /// The alphabet size.
    pub fn alpha(&self) -> usize {
        self.alpha
    }

    /// The alphabet the words are in (the fill spells rebus squares with it).
    pub fn alphabet(&self) -> &Alphabet {
        &self.alphabet
    }

    /// Ranked matches of a fixed-length pattern, as [`WordIndex::query`] gives them among the
    /// words these tables hold; `None` for a pattern with `*` (ask the fst).
    pub fn query(&self, pattern: &Pattern, min_score: u8, limit: usize) -> Option<QueryResult> {
        let len = pattern.fixed_len()?;
        match self.by_len.get(len) {
            Some(t) => t.query(pattern, min_score, limit),
            // Longer than any grid side: not tabled, the fst answers.
            None if len > crate::grid::Grid::MAX_SIDE => None,
            // No word has this length: an empty answer, not a walk of the fst.
            None => Some(QueryResult {
                matches: Vec::new(),
                total: 0,
            }),
        }
    }
}

/// The population standard deviation of `scores` (0 when there are none).
fn spread_of(scores: &[u8]) -> f32 {
    if scores.is_empty() {
        return 0.0;
    }
    let n = scores.len() as f64;
    let mean = scores.iter().map(|&s| f64::from(s)).sum::<f64>() / n;
    let var = scores
        .iter()
        .map(|&s| (f64::from(s) - mean).powi(2))
        .sum::<f64>()
        / n;
    var.sqrt() as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_follow_score_and_bits_follow_letters() {
        let t = WordTable::new(
            3,
            26,
            vec![
                (vec![2, 0, 19], 40),
                (vec![3, 14, 6], 60),
                (vec![1, 0, 19], 40),
            ],
        );
        assert_eq!(t.word(0), &[3, 14, 6]);
        assert_eq!(t.word(1), &[1, 0, 19]);
        assert_eq!(t.score(2), 40);
        assert_eq!(t.letter_bits(1, 0)[0], 0b110);
        assert_eq!(t.full()[0], 0b111);
        assert_eq!(t.find(&[2, 0, 19]), Some(2));
    }

    #[test]
    fn a_changed_word_moves_in_or_out_of_its_length_only() {
        let mut lex = crate::words::Lexicon::new(Alphabet::latin());
        lex.add_list("t", b"CAT;60\nCAR;55\nDOGS;50\n");
        let index = WordIndex::build(&lex).expect("index");
        let t = WordTables::from_index(&index, 50);
        let a = Alphabet::latin();
        let cat = a.encode("CAT").expect("cat");
        let banned = t.with_change(&cat, Some(0), 50);
        assert_eq!(banned.of_len(3).count(), 1);
        assert!(Arc::ptr_eq(&banned.of_len(4), &t.of_len(4)));
        let added = banned.with_change(&a.encode("COT").expect("cot"), Some(70), 50);
        assert_eq!(added.of_len(3).word(0), a.encode("COT").expect("cot"));
        let low = added.with_change(&a.encode("CUT").expect("cut"), Some(40), 50);
        assert_eq!(low.of_len(3).count(), 2);
        let gone = low.with_change(&cat, None, 50);
        assert_eq!(gone.of_len(3).count(), 2);
    }
}
