//! Ways to build an entry from list words: charades (CAR + PET), containers (one word
//! inside another), deletions (a longer word less some letters) and reversals.

use super::{Part, Wordplay, WordplayError, weakest};
use crate::words::index::Cursor;

/// The entry as consecutive list words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Charade {
    /// The words, in order; together they spell the entry.
    pub parts: Vec<Part>,
    /// The weakest part's score.
    pub score: u8,
}

/// The entry as one word put inside another: `outer[..at] + inner + outer[at..]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Container {
    /// The word that goes round.
    pub outer: Part,
    /// The word that goes in.
    pub inner: Part,
    /// How many of the outer word's letters come before the inner word.
    pub at: usize,
    /// The weaker of the two scores.
    pub score: u8,
}

/// Where the letters a deletion removes were.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DeletionKind {
    /// At the start ("headless", "beheaded").
    Head,
    /// At the end ("endless", "curtailed").
    Tail,
    /// Inside ("heartless", "gutted").
    Inside,
}

/// The entry as a longer list word with a run of letters taken out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deletion {
    /// The longer word.
    pub word: Part,
    /// The letters taken out.
    pub removed: Vec<u8>,
    /// Where they were in the longer word.
    pub at: usize,
    /// Head, tail or inside.
    pub kind: DeletionKind,
}

/// The entry read backwards is a list word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reversal {
    /// The word that reads as the entry backwards.
    pub word: Part,
}

impl Wordplay<'_> {
    /// Splits of `entry` into 2 to `max_parts` list words of `min_part` letters or more,
    /// best first: by the weakest part's score, then fewer parts, then alphabetically.
    pub fn charades(
        &self,
        entry: &str,
        max_parts: usize,
        min_part: usize,
    ) -> Result<Vec<Charade>, WordplayError> {
        let e = self.letters("entry", entry)?.letters;
        let mut out = Vec::new();
        let mut path = Vec::new();
        self.split_from(
            &e,
            0,
            max_parts.max(2),
            min_part.max(1),
            &mut path,
            &mut out,
        );
        out.sort_by(|a, b| {
            (std::cmp::Reverse(a.score), a.parts.len())
                .cmp(&(std::cmp::Reverse(b.score), b.parts.len()))
                .then_with(|| a.parts.cmp(&b.parts))
        });
        Ok(out)
    }

    /// Every way to finish a split of `e` from letter `pos`, after the parts in `path`.
    fn split_from(
        &self,
        e: &[u8],
        pos: usize,
        max_parts: usize,
        min_part: usize,
        path: &mut Vec<Part>,
        out: &mut Vec<Charade>,
    ) {
        if pos == e.len() {
            if path.len() >= 2 {
                out.push(Charade {
                    score: weakest(path),
                    parts: path.clone(),
                });
            }
            return;
        }
        if path.len() == max_parts {
            return;
        }
        for (end, score) in self.words_from(e, pos) {
            let last = end == e.len();
            // The entry itself is no split; a part too short to be clued is skipped.
            if end - pos < min_part || (pos == 0 && last) {
                continue;
            }
            path.push(Part {
                word: e[pos..end].to_vec(),
                score,
            });
            self.split_from(e, end, max_parts, min_part, path, out);
            path.pop();
        }
    }

    /// The ends of the listed words that start at `pos` in `e`, with their scores.
    fn words_from(&self, e: &[u8], pos: usize) -> Vec<(usize, u8)> {
        let mut found = Vec::new();
        let mut cursor = self.index.root();
        for (i, &l) in e.iter().enumerate().skip(pos) {
            let Some(next) = self.index.step(cursor, l) else {
                break;
            };
            cursor = next;
            if let Some(s) = self.kept(i + 1 - pos, self.index.score_at(cursor)) {
                found.push((i + 1, s));
            }
        }
        found
    }

    /// Ways to write `entry` as one list word inside another (both `min_part` letters or
    /// more, the outer one on both sides), best first by the weaker score.
    pub fn containers(
        &self,
        entry: &str,
        min_part: usize,
    ) -> Result<Vec<Container>, WordplayError> {
        let e = self.letters("entry", entry)?.letters;
        let n = e.len();
        let min_part = min_part.max(1);
        let mut out = Vec::new();
        for i in 1..n {
            for (j, inner_score) in self.words_from(&e, i) {
                if j >= n || j - i < min_part || n - (j - i) < min_part {
                    continue;
                }
                let outer = [&e[..i], &e[j..]].concat();
                let Some(outer_score) = self.listed(&outer) else {
                    continue;
                };
                out.push(Container {
                    outer: Part {
                        word: outer,
                        score: outer_score,
                    },
                    inner: Part {
                        word: e[i..j].to_vec(),
                        score: inner_score,
                    },
                    at: i,
                    score: outer_score.min(inner_score),
                });
            }
        }
        out.sort_by(|a, b| {
            std::cmp::Reverse(a.score)
                .cmp(&std::cmp::Reverse(b.score))
                .then_with(|| (&a.outer, &a.inner, a.at).cmp(&(&b.outer, &b.inner, b.at)))
        });
        Ok(out)
    }

    /// List words that become `entry` when a run of 1 to `max_run` letters is taken out,
    /// one result per word (a head or tail deletion preferred where the same word allows
    /// several), best first: by score, fewer letters removed, alphabetically.
    pub fn deletions(&self, entry: &str, max_run: usize) -> Result<Vec<Deletion>, WordplayError> {
        let e = self.letters("entry", entry)?.letters;
        let n = e.len();
        let mut best: std::collections::HashMap<Vec<u8>, Deletion> = Default::default();
        let mut prefix = Some(self.index.root());
        for p in 0..=n {
            let Some(at) = prefix else { break };
            let mut run = Vec::new();
            self.insertions(at, &e[p..], n, max_run, &mut run, &mut |score, run| {
                let kind = match p {
                    0 => DeletionKind::Head,
                    _ if p == n => DeletionKind::Tail,
                    _ => DeletionKind::Inside,
                };
                let word = [&e[..p], run, &e[p..]].concat();
                let d = Deletion {
                    word: Part { word, score },
                    removed: run.to_vec(),
                    at: p,
                    kind,
                };
                let slot = best.entry(d.word.word.clone()).or_insert_with(|| d.clone());
                if d.kind < slot.kind {
                    *slot = d;
                }
            });
            prefix = e.get(p).and_then(|&l| self.index.step(at, l));
        }
        let mut out: Vec<Deletion> = best.into_values().collect();
        out.sort_by(|a, b| {
            (std::cmp::Reverse(a.word.score), a.removed.len())
                .cmp(&(std::cmp::Reverse(b.word.score), b.removed.len()))
                .then_with(|| a.word.word.cmp(&b.word.word))
        });
        Ok(out)
    }

    /// From `at`, every run of 1 to `max_run` letters after which `rest` completes a
    /// listed word (one of `entry_len` letters plus the run's): `found` gets the word's
    /// score and the run.
    fn insertions(
        &self,
        at: Cursor,
        rest: &[u8],
        entry_len: usize,
        max_run: usize,
        run: &mut Vec<u8>,
        found: &mut dyn FnMut(u8, &[u8]),
    ) {
        if run.len() == max_run {
            return;
        }
        let mut next = Vec::new();
        self.index.children(at, |l, c| next.push((l, c)));
        for (l, c) in next {
            run.push(l);
            let end = rest.iter().try_fold(c, |cur, &r| self.index.step(cur, r));
            if let Some(end) = end
                && let Some(s) = self.kept(entry_len + run.len(), self.index.score_at(end))
            {
                found(s, run);
            }
            self.insertions(c, rest, entry_len, max_run, run, found);
            run.pop();
        }
    }

    /// The list word that reads as `entry` backwards, if there is one (a palindrome is not
    /// a reversal).
    pub fn reversal(&self, entry: &str) -> Result<Option<Reversal>, WordplayError> {
        let e = self.letters("entry", entry)?.letters;
        let back: Vec<u8> = e.iter().rev().copied().collect();
        if back == e {
            return Ok(None);
        }
        Ok(self.listed(&back).map(|score| Reversal {
            word: Part { word: back, score },
        }))
    }
}
