//! Fixed-length pattern queries answered from bitsets instead of an fst walk.
//!
//! Words are grouped by length and numbered from best score to worst (ties alphabetical), and
//! each (position, letter) pair has a bitset of the words with that letter there. A pattern
//! such as `S???R??` is then an AND of a few bitsets, and the set bits come out already ranked:
//! tens of microseconds where the fst walk visits every `S` prefix. Building costs a pass over
//! the list, so it pays in a long-lived process (the studio, benches), not in a one-off query.

use super::index::{Match, QueryResult, WordIndex};
use super::pattern::{Elem, Pattern};

/// Words of one length with their per-position letter bitsets.
struct LenTable {
    len: usize,
    /// Words, `len` letters each, best score first.
    letters: Vec<u8>,
    scores: Vec<u8>,
    blocks: usize,
    /// `bits[(pos * alpha + letter) * blocks ..][..blocks]`.
    bits: Vec<u64>,
}

/// Every word of the index in per-length bitset tables.
pub struct PositionalIndex {
    alpha: usize,
    tables: Vec<Option<LenTable>>,
}

impl PositionalIndex {
    /// Builds the tables from an index (one pass over its entries).
    pub fn build(index: &WordIndex) -> PositionalIndex {
        let alpha = index.alphabet().len();
        let mut by_len: Vec<Vec<(Vec<u8>, u8)>> = Vec::new();
        index.for_each(|w, s| {
            if by_len.len() <= w.len() {
                by_len.resize_with(w.len() + 1, Vec::new);
            }
            by_len[w.len()].push((w.to_vec(), s));
        });
        let tables = by_len
            .into_iter()
            .enumerate()
            .map(|(len, mut words)| {
                if words.is_empty() {
                    return None;
                }
                // Entries arrive in key order, so a stable sort keeps ties alphabetical.
                words.sort_by_key(|(_, s)| std::cmp::Reverse(*s));
                let blocks = words.len().div_ceil(64);
                let mut bits = vec![0u64; len * alpha * blocks];
                let mut letters = Vec::with_capacity(words.len() * len);
                for (id, (w, _)) in words.iter().enumerate() {
                    for (pos, &l) in w.iter().enumerate() {
                        bits[(pos * alpha + l as usize) * blocks + id / 64] |= 1u64 << (id % 64);
                    }
                    letters.extend_from_slice(w);
                }
                Some(LenTable {
                    len,
                    letters,
                    scores: words.iter().map(|(_, s)| *s).collect(),
                    blocks,
                    bits,
                })
            })
            .collect();
        PositionalIndex { alpha, tables }
    }

    /// Ranked matches of a fixed-length pattern, as `WordIndex::query` gives them; `None` for
    /// a pattern with `*` (ask the fst).
    pub fn query(&self, pattern: &Pattern, min_score: u8, limit: usize) -> Option<QueryResult> {
        let len = pattern.fixed_len()?;
        let empty = QueryResult {
            matches: Vec::new(),
            total: 0,
        };
        let Some(Some(t)) = self.tables.get(len) else {
            return Some(empty);
        };
        let mut acc = vec![u64::MAX; t.blocks];
        let all = if self.alpha >= 64 {
            u64::MAX
        } else {
            (1u64 << self.alpha) - 1
        };
        for (pos, e) in pattern.elems().iter().enumerate() {
            let Elem::Set(set) = *e else {
                return None;
            };
            if set & all == all {
                continue;
            }
            let mut allowed = vec![0u64; t.blocks];
            let mut m = set & all;
            while m != 0 {
                let l = m.trailing_zeros() as usize;
                m &= m - 1;
                let from = (pos * self.alpha + l) * t.blocks;
                for (a, b) in allowed.iter_mut().zip(&t.bits[from..from + t.blocks]) {
                    *a |= b;
                }
            }
            for (a, b) in acc.iter_mut().zip(&allowed) {
                *a &= b;
            }
        }
        let mut result = empty;
        'scan: for (b, &word_bits) in acc.iter().enumerate() {
            let mut bits = word_bits;
            while bits != 0 {
                let id = b * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if id >= t.scores.len() || t.scores[id] < min_score {
                    // Scores only fall from here on.
                    break 'scan;
                }
                result.total += 1;
                if result.matches.len() < limit {
                    result.matches.push(Match {
                        word: t.letters[id * t.len..(id + 1) * t.len].to_vec(),
                        score: t.scores[id],
                    });
                }
            }
        }
        Some(result)
    }
}

impl std::fmt::Debug for PositionalIndex {
    // The tables are megabytes of bits: show their shape only.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words: usize = self.tables.iter().flatten().map(|t| t.scores.len()).sum();
        f.debug_struct("PositionalIndex")
            .field("alpha", &self.alpha)
            .field("words", &words)
            .finish()
    }
}
