//! Ways to build an entry from list words and the short parts table: charades (CAR + PET,
//! ST (street) + RANGE), containers (one part inside another), deletions (a longer word less
//! some letters) and reversals.

use super::{Part, Wordplay, WordplayError, abbreviations_in, weakest};
use crate::words::index::Cursor;

/// The entry as consecutive list words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Charade {
    /// The words, in order; together they spell the entry.
    pub parts: Vec<Part>,
    /// The weakest part's score.
    pub score: u8,
}

/// The entry as one part put inside another: `outer[..at] + inner + outer[at..]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Container {
    /// The word (or table part) that goes round.
    pub outer: Part,
    /// What goes in, as one run of letters (scored by its weakest piece; a table part's
    /// label when it is one).
    pub inner: Part,
    /// What goes in, piece by piece: one word or table part, or two in a row (P(ARS + NI)P).
    pub inner_parts: Vec<Part>,
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
    /// What the letters taken out stand for when they are a short part ("south" for S).
    pub removed_abbrev: Option<&'static str>,
}

/// The entry read backwards is a list word, or parts in a row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reversal {
    /// The letters that read as the entry backwards, scored by the weakest part.
    pub word: Part,
    /// Those letters as parts in order: one list word, or words and table parts.
    pub parts: Vec<Part>,
}

impl Wordplay<'_> {
    /// Splits of `entry` into 2 to `max_parts` parts, best first: by the weakest part's
    /// score, then fewer table parts, fewer parts, alphabetically. A part is a list word of
    /// `min_part` letters or more, or a part of the short parts table (any length: the
    /// table is what setters clue by a word).
    pub fn charades(
        &self,
        entry: &str,
        max_parts: usize,
        min_part: usize,
    ) -> Result<Vec<Charade>, WordplayError> {
        let e = self.letters("entry", entry)?.letters;
        let mut out = self.splits(&e, 2, max_parts.max(2), min_part);
        sort_charades(&mut out);
        Ok(out)
    }

    /// Every split of `e` into `min_parts` to `max_parts` parts (a single part when
    /// `min_parts` is 1).
    fn splits(
        &self,
        e: &[u8],
        min_parts: usize,
        max_parts: usize,
        min_part: usize,
    ) -> Vec<Charade> {
        let mut out = Vec::new();
        let mut path = Vec::new();
        let limits = (min_parts, max_parts, min_part.max(1));
        self.split_from(e, 0, limits, &mut path, &mut out);
        out
    }

    /// Every way to finish a split of `e` from letter `pos`, after the parts in `path`.
    fn split_from(
        &self,
        e: &[u8],
        pos: usize,
        (min_parts, max_parts, min_part): (usize, usize, usize),
        path: &mut Vec<Part>,
        out: &mut Vec<Charade>,
    ) {
        if pos == e.len() {
            if path.len() >= min_parts {
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
        for (end, part) in self.parts_from(e, pos, min_part) {
            path.push(part);
            self.split_from(e, end, (min_parts, max_parts, min_part), path, out);
            path.pop();
        }
    }

    /// The parts that start at `pos` in `e`: list words of `min_part` letters or more, and
    /// table parts where no kept list word spells the same letters.
    fn parts_from(&self, e: &[u8], pos: usize, min_part: usize) -> Vec<(usize, Part)> {
        let mut found: Vec<(usize, Part)> = self
            .words_from(e, pos)
            .into_iter()
            .filter(|&(end, _)| end - pos >= min_part)
            .map(|(end, score)| (end, Part::listed(e[pos..end].to_vec(), score)))
            .collect();
        for (end, a) in self.parts.starting_at(e, pos) {
            let as_word = self.listed(&e[pos..end]).is_some();
            if as_word && end - pos >= min_part {
                continue;
            }
            if let Some(score) = self.kept(end - pos, Some(a.score)) {
                found.push((
                    end,
                    Part {
                        word: a.letters.clone(),
                        score,
                        abbrev: a.meanings.first().copied(),
                    },
                ));
            }
        }
        found.sort_by_key(|(end, _)| *end);
        found
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

    /// `letters` as one part: a list word of `min_part` letters or more, else a table part.
    fn one_part(&self, letters: &[u8], min_part: usize) -> Option<Part> {
        if letters.len() >= min_part
            && let Some(score) = self.listed(letters)
        {
            return Some(Part::listed(letters.to_vec(), score));
        }
        let a = self.parts.get(letters)?;
        let score = self.kept(letters.len(), Some(a.score))?;
        Some(Part {
            word: letters.to_vec(),
            score,
            abbrev: a.meanings.first().copied(),
        })
    }

    /// Ways to write `entry` as one part inside another, best first by the weakest piece,
    /// then fewer table parts. The outer part is a list word (`min_part` letters or more)
    /// or a table part with letters on both sides; the inner one is one or two parts.
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
            for j in i + 1..n {
                let outer_letters = [&e[..i], &e[j..]].concat();
                let Some(outer) = self.one_part(&outer_letters, min_part) else {
                    continue;
                };
                for inner in self.splits(&e[i..j], 1, 2, min_part) {
                    let piece = match inner.parts.as_slice() {
                        [one] => one.clone(),
                        many => Part::listed(e[i..j].to_vec(), weakest(many)),
                    };
                    out.push(Container {
                        score: outer.score.min(inner.score),
                        outer: outer.clone(),
                        inner: piece,
                        inner_parts: inner.parts,
                        at: i,
                    });
                }
            }
        }
        out.sort_by(|a, b| {
            let key = |c: &Container| {
                let tabled =
                    abbreviations_in(&c.inner_parts) + usize::from(c.outer.abbrev.is_some());
                (std::cmp::Reverse(c.score), tabled, c.inner_parts.len())
            };
            key(a).cmp(&key(b)).then_with(|| {
                (&a.outer, &a.inner_parts, a.at).cmp(&(&b.outer, &b.inner_parts, b.at))
            })
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
        let parts = &self.parts;
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
                    word: Part::listed(word, score),
                    removed: run.to_vec(),
                    at: p,
                    kind,
                    removed_abbrev: parts.get(run).and_then(|a| a.meanings.first().copied()),
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
        Ok(self.listed(&back).map(|score| {
            let word = Part::listed(back, score);
            Reversal {
                parts: vec![word.clone()],
                word,
            }
        }))
    }

    /// Every way to read `entry` backwards as one list word or as 2 to `max_parts` parts
    /// (list words of `min_part` letters or more, table parts): the whole word first (the
    /// classic reversal), then as charades rank; a palindrome has none.
    pub fn reversals(
        &self,
        entry: &str,
        max_parts: usize,
        min_part: usize,
    ) -> Result<Vec<Reversal>, WordplayError> {
        let e = self.letters("entry", entry)?.letters;
        let back: Vec<u8> = e.iter().rev().copied().collect();
        if back == e {
            return Ok(Vec::new());
        }
        let mut found: Vec<Charade> = self
            .splits(&back, 1, max_parts.max(1), min_part)
            .into_iter()
            // A single part is a whole list word; a lone table part reversed is no clue.
            .filter(|c| c.parts.len() > 1 || c.parts[0].abbrev.is_none())
            .collect();
        sort_charades(&mut found);
        found.sort_by_key(|c| c.parts.len() > 1);
        Ok(found
            .into_iter()
            .map(|c| Reversal {
                word: Part::listed(back.clone(), c.score),
                parts: c.parts,
            })
            .collect())
    }
}

/// Best first: the weakest part's score, fewer table parts, fewer parts, alphabetically.
fn sort_charades(out: &mut [Charade]) {
    out.sort_by(|a, b| {
        let key = |c: &Charade| {
            (
                std::cmp::Reverse(c.score),
                abbreviations_in(&c.parts),
                c.parts.len(),
            )
        };
        key(a).cmp(&key(b)).then_with(|| a.parts.cmp(&b.parts))
    });
}
