//! Words by how they end: the kept list words a hidden draft may hide its answer's start in,
//! sorted by their letters read backwards, so the words ending with a run of letters are one
//! range of the table. Built once per [`Wordplay`](super::Wordplay) (its minimum scores
//! decide which words are kept), it turns a pass over the whole list per answer into a
//! binary search and a walk of the range; the endings shared by thousands of words (-E, -S,
//! -ED) keep their best words ready so their ranges are not walked.

use super::Part;
use std::cmp::Reverse;
use std::collections::HashMap;

/// A range longer than this keeps its best words ready.
const HEAVY: usize = 1024;
/// How many of a heavy ending's best words are kept ready.
const READY: usize = 16;

/// One kept word: where its reversed letters are in the arena, and its score.
#[derive(Debug, Clone, Copy)]
struct Entry {
    at: u32,
    len: u8,
    score: u8,
}

/// The kept words sorted by their reversed letters, with the best words of heavy endings.
#[derive(Clone)]
pub(super) struct Endings {
    /// Every kept word's letters, reversed, one after another.
    arena: Vec<u8>,
    /// The words, by their reversed letters.
    entries: Vec<Entry>,
    /// Heavy ending (reversed) → its best words longer than it (indices into `entries`).
    ready: HashMap<Box<[u8]>, Vec<usize>>,
    /// A range longer than this keeps its best words ready.
    heavy: usize,
}

impl std::fmt::Debug for Endings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Endings({} words, {} heavy endings)",
            self.entries.len(),
            self.ready.len()
        )
    }
}

impl Endings {
    /// The table of `words` (each with its score), as the caller chose to keep them.
    pub(super) fn new(words: impl IntoIterator<Item = (Vec<u8>, u8)>) -> Endings {
        Endings::with_heavy(words, HEAVY)
    }

    /// The table, keeping ready the best words of endings shared by more than `heavy`.
    fn with_heavy(words: impl IntoIterator<Item = (Vec<u8>, u8)>, heavy: usize) -> Endings {
        let mut arena = Vec::new();
        let mut entries = Vec::new();
        for (word, score) in words {
            let (Ok(at), Ok(len)) = (u32::try_from(arena.len()), u8::try_from(word.len())) else {
                continue;
            };
            arena.extend(word.iter().rev());
            entries.push(Entry { at, len, score });
        }
        let mut out = Endings {
            arena,
            entries,
            ready: HashMap::new(),
            heavy,
        };
        let mut entries = std::mem::take(&mut out.entries);
        entries.sort_by(|a, b| out.rev(a).cmp(out.rev(b)));
        out.entries = entries;
        out.ready = out.heavy_endings();
        out
    }

    /// The reversed letters of `e`.
    fn rev(&self, e: &Entry) -> &[u8] {
        &self.arena[e.at as usize..e.at as usize + usize::from(e.len)]
    }

    /// The word of `e` as it reads.
    fn word(&self, e: &Entry) -> Vec<u8> {
        self.rev(e).iter().rev().copied().collect()
    }

    /// The order words of one ending are offered in: higher score, then shorter, then
    /// alphabetical (the order a pass over the list in index order keeps).
    fn order(&self, i: usize, j: usize) -> std::cmp::Ordering {
        let (a, b) = (&self.entries[i], &self.entries[j]);
        (Reverse(a.score), a.len)
            .cmp(&(Reverse(b.score), b.len))
            .then_with(|| self.rev(a).iter().rev().cmp(self.rev(b).iter().rev()))
    }

    /// The entries whose reversed letters start with `rev`.
    fn range(&self, rev: &[u8]) -> std::ops::Range<usize> {
        let lo = self.entries.partition_point(|e| self.rev(e) < rev);
        let len = self.entries[lo..].partition_point(|e| self.rev(e).starts_with(rev));
        lo..lo + len
    }

    /// Every ending (reversed) whose range is longer than [`HEAVY`], with its best words.
    fn heavy_endings(&self) -> HashMap<Box<[u8]>, Vec<usize>> {
        let mut ready = HashMap::new();
        let mut heavy: Vec<Vec<u8>> = vec![Vec::new()];
        while let Some(ending) = heavy.pop() {
            let range = self.range(&ending);
            if range.len() <= self.heavy {
                continue;
            }
            if !ending.is_empty() {
                let best = self.best_in(range.clone(), ending.len(), READY, &|_| true);
                ready.insert(ending.clone().into_boxed_slice(), best);
            }
            // The ranges one letter longer: each starts where the last ended.
            let mut at = range.start;
            while at < range.end {
                let rev = self.rev(&self.entries[at]);
                if rev.len() <= ending.len() {
                    at += 1;
                    continue;
                }
                let next = rev[..=ending.len()].to_vec();
                at +=
                    self.entries[at..range.end].partition_point(|e| self.rev(e).starts_with(&next));
                heavy.push(next);
            }
        }
        ready
    }

    /// The best `k` entries of `range` longer than `piece` letters that `keep` accepts, best
    /// first.
    fn best_in(
        &self,
        range: std::ops::Range<usize>,
        piece: usize,
        k: usize,
        keep: &dyn Fn(&[u8]) -> bool,
    ) -> Vec<usize> {
        let mut best: Vec<usize> = Vec::with_capacity(k + 1);
        for i in range {
            let e = &self.entries[i];
            if usize::from(e.len) <= piece {
                continue;
            }
            let full = best.len() == k;
            if full && best.last().is_some_and(|&b| self.order(i, b).is_ge()) {
                continue;
            }
            if !keep(&self.word(e)) {
                continue;
            }
            let at = best.partition_point(|&b| self.order(b, i).is_lt());
            best.insert(at, i);
            best.truncate(k);
        }
        best
    }

    /// The best `k` words ending with `piece` and longer than it that `keep` accepts (given
    /// the word as it reads), best first: higher score, shorter, alphabetical.
    pub(super) fn ending_with(
        &self,
        piece: &[u8],
        k: usize,
        keep: &dyn Fn(&[u8]) -> bool,
    ) -> Vec<Part> {
        let rev: Vec<u8> = piece.iter().rev().copied().collect();
        let ready: Option<Vec<usize>> = self.ready.get(rev.as_slice()).and_then(|best| {
            let kept: Vec<usize> = best
                .iter()
                .copied()
                .filter(|&i| keep(&self.word(&self.entries[i])))
                .take(k)
                .collect();
            // Fewer than `k` kept of the ready few: the rest of the range may hold more.
            (kept.len() == k).then_some(kept)
        });
        let best = ready.unwrap_or_else(|| self.best_in(self.range(&rev), piece.len(), k, keep));
        best.into_iter()
            .map(|i| {
                let e = &self.entries[i];
                Part::listed(self.word(e), e.score)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The best `k` words ending with `piece` by one pass over every word in order, as
    /// hidden drafts searched before the table.
    fn scan(
        words: &[(Vec<u8>, u8)],
        piece: &[u8],
        k: usize,
        keep: &dyn Fn(&[u8]) -> bool,
    ) -> Vec<Part> {
        let mut sorted = words.to_vec();
        sorted.sort();
        sorted.dedup_by(|a, b| a.0 == b.0);
        let mut best: Vec<Part> = Vec::new();
        let rank = |p: &Part| (Reverse(p.score), p.word.len());
        for (w, score) in sorted {
            let key = (Reverse(score), w.len());
            let better = best.len() < k || best.last().is_some_and(|p| key < rank(p));
            if better && w.len() > piece.len() && w.ends_with(piece) && keep(&w) {
                let at = best.partition_point(|p| rank(p) <= key);
                best.insert(at, Part::listed(w, score));
                best.truncate(k);
            }
        }
        best
    }

    fn word() -> impl Strategy<Value = Vec<u8>> {
        prop::collection::vec(0u8..3, 1..7)
    }

    proptest! {
        /// The table's answer equals the pass over the whole list, with endings heavy and
        /// light (a small `heavy` makes many endings keep their best words ready).
        #[test]
        fn the_table_finds_what_a_pass_over_the_list_finds(
            words in prop::collection::btree_map(word(), 0u8..5, 0..400),
            piece in prop::collection::vec(0u8..3, 1..4),
            k in 1usize..6,
            banned in 0u8..3,
            heavy in 2usize..40,
        ) {
            let words: Vec<(Vec<u8>, u8)> = words.into_iter().collect();
            // A filter that drops some words, as the answer-inside check does.
            let keep = |w: &[u8]| w.first() != Some(&banned);
            let table = Endings::with_heavy(words.clone(), heavy);
            prop_assert_eq!(table.ending_with(&piece, k, &keep), scan(&words, &piece, k, &keep));
            prop_assert_eq!(table.ending_with(&piece, k, &|_| true), scan(&words, &piece, k, &|_| true));
        }
    }

    #[test]
    fn heavy_endings_keep_their_best_words_ready() {
        // 7^4 distinct words of five letters, all ending with letter 4.
        let words: Vec<(Vec<u8>, u8)> = (0..2401u32)
            .map(|i| {
                let digit = |d: u32| u8::try_from(i / 7u32.pow(d) % 7).unwrap_or(0);
                (
                    vec![digit(0), digit(1), digit(2), digit(3), 4],
                    (i % 90) as u8,
                )
            })
            .collect();
        let table = Endings::new(words.clone());
        assert!(table.ready.contains_key([4u8].as_slice()), "{table:?}");
        let keep = |w: &[u8]| w[0] != 0;
        assert_eq!(
            table.ending_with(&[4], 5, &keep),
            scan(&words, &[4], 5, &keep)
        );
    }
}
