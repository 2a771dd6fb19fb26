//! Anagrams: entries spelled with exactly the fodder's letters (one entry or two), fitted to
//! a pattern, or with letters left over.

use super::{Part, Wordplay, WordplayError, weakest};
use crate::words::index::Cursor;
use crate::words::pattern::Pattern;
use std::collections::HashMap;

/// What an anagram search looks for.
#[derive(Debug, Clone)]
pub struct AnagramOptions {
    /// Only answers matching this pattern: a single entry, or two entries whose letters in
    /// the order given match it (a two-word answer in a grid).
    pub fit: Option<Pattern>,
    /// Letters may be left over: single entries made of some of the fodder's letters, with
    /// what is left ("STREAMS" → MASTER + S).
    pub partial: bool,
    /// Also answers of two entries (full anagrams only).
    pub pairs: bool,
    /// The shortest entry reported, a part of a two-entry answer included.
    pub min_len: usize,
}

impl Default for AnagramOptions {
    fn default() -> Self {
        AnagramOptions {
            fit: None,
            partial: false,
            pairs: true,
            min_len: 2,
        }
    }
}

/// One anagram of the fodder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Anagram {
    /// The entries making the answer, in order (one or two).
    pub parts: Vec<Part>,
    /// The fodder's letters not used, sorted (empty for a full anagram).
    pub leftover: Vec<u8>,
    /// The weakest part's score: what the result ranks by.
    pub score: u8,
}

impl Anagram {
    /// The answer's letters: the parts run together.
    pub fn answer(&self) -> Vec<u8> {
        self.parts
            .iter()
            .flat_map(|p| p.word.iter().copied())
            .collect()
    }
}

/// Letter counts of a multiset over alphabets of up to 64 letters.
type Counts = [u8; 64];

fn counts_of(letters: &[u8]) -> Counts {
    let mut c = [0u8; 64];
    for &l in letters {
        c[usize::from(l) & 63] += 1;
    }
    c
}

/// The sorted letters of a multiset: the key two anagrams share.
fn signature(c: &Counts) -> Vec<u8> {
    let mut out = Vec::new();
    for (l, &n) in c.iter().enumerate() {
        out.extend(std::iter::repeat_n(l as u8, usize::from(n)));
    }
    out
}

impl Wordplay<'_> {
    /// Anagrams of `fodder` (a word or a phrase; spaces and punctuation ignored), best first:
    /// full ones with no letter left, then by the weakest part's score, fewer parts, and
    /// alphabetically. An answer made of exactly the fodder's own words is left out.
    pub fn anagrams(
        &self,
        fodder: &str,
        opts: &AnagramOptions,
    ) -> Result<Vec<Anagram>, WordplayError> {
        let letters = self.letters("fodder", fodder)?;
        let total = letters.letters.len();
        let mut own = letters.words();
        own.sort();
        let mut counts = counts_of(&letters.letters);
        let mut subs = Vec::new();
        let mut word = Vec::new();
        let min_len = opts.min_len.max(1);
        self.subwords(
            self.index.root(),
            &mut counts,
            &mut word,
            min_len,
            &mut subs,
        );
        let mut out = Vec::new();
        let fits = |w: &[u8]| opts.fit.as_ref().is_none_or(|p| p.matches(w));
        for p in &subs {
            let full = p.word.len() == total;
            if (full || opts.partial) && fits(&p.word) && own != [p.word.clone()] {
                let mut rest = counts_of(&letters.letters);
                for &l in &p.word {
                    rest[usize::from(l)] -= 1;
                }
                out.push(Anagram {
                    parts: vec![p.clone()],
                    leftover: signature(&rest),
                    score: p.score,
                });
            }
        }
        if opts.pairs && !opts.partial {
            self.pairs(&subs, &letters.letters, &own, opts, &mut out);
        }
        out.sort_by(|a, b| {
            (a.leftover.len(), std::cmp::Reverse(a.score), a.parts.len())
                .cmp(&(b.leftover.len(), std::cmp::Reverse(b.score), b.parts.len()))
                .then_with(|| a.parts.cmp(&b.parts))
        });
        Ok(out)
    }

    /// Anagrams of `fodder` with the letters of `plus` added and those of `less` taken out
    /// ("anagram of DEPARTMENT less T"); a letter of `less` the fodder lacks is an error.
    pub fn anagrams_adjusted(
        &self,
        fodder: &str,
        plus: &str,
        less: &str,
        opts: &AnagramOptions,
    ) -> Result<Vec<Anagram>, WordplayError> {
        if plus.trim().is_empty() && less.trim().is_empty() {
            return self.anagrams(fodder, opts);
        }
        let mut letters = self.letters("fodder", fodder)?.letters;
        if !plus.trim().is_empty() {
            letters.extend(self.letters("added letters", plus)?.letters);
        }
        if !less.trim().is_empty() {
            for l in self.letters("removed letters", less)?.letters {
                let Some(i) = letters.iter().position(|&x| x == l) else {
                    return Err(WordplayError::NotInFodder {
                        letter: self.alphabet().spell(&[l]),
                        fodder: fodder.to_string(),
                    });
                };
                letters.remove(i);
            }
        }
        // The fodder's own words no longer stand in the answer's way once it has changed.
        self.anagrams(&self.alphabet().spell(&letters), opts)
    }

    /// Every listed entry of `min_len` letters or more spelled from the letters in
    /// `counts`: a walk of the fst that only follows letters still available.
    fn subwords(
        &self,
        at: Cursor,
        counts: &mut Counts,
        word: &mut Vec<u8>,
        min_len: usize,
        out: &mut Vec<Part>,
    ) {
        if word.len() >= min_len
            && let Some(score) = self.kept(word.len(), self.index.score_at(at))
        {
            out.push(Part::listed(word.clone(), score));
        }
        let mut next = Vec::new();
        self.index.children(at, |l, c| {
            if usize::from(l) < 64 && counts[usize::from(l)] > 0 {
                next.push((l, c));
            }
        });
        for (l, c) in next {
            counts[usize::from(l)] -= 1;
            word.push(l);
            self.subwords(c, counts, word, min_len, out);
            word.pop();
            counts[usize::from(l)] += 1;
        }
    }

    /// Two-entry anagrams: each sub-entry with one whose letters are exactly the rest.
    fn pairs(
        &self,
        subs: &[Part],
        fodder: &[u8],
        own: &[Vec<u8>],
        opts: &AnagramOptions,
        out: &mut Vec<Anagram>,
    ) {
        let total = fodder.len();
        let mut by_sig: HashMap<Vec<u8>, Vec<&Part>> = HashMap::new();
        for p in subs.iter().filter(|p| p.word.len() < total) {
            let mut sig = p.word.clone();
            sig.sort_unstable();
            by_sig.entry(sig).or_default().push(p);
        }
        let all = counts_of(fodder);
        for a in subs.iter().filter(|p| p.word.len() < total) {
            let mut rest = all;
            for &l in &a.word {
                rest[usize::from(l)] -= 1;
            }
            let Some(partners) = by_sig.get(&signature(&rest)) else {
                continue;
            };
            for &b in partners.iter().filter(|b| a.word <= b.word) {
                let mut pair = vec![a.word.clone(), b.word.clone()];
                pair.sort();
                if pair == own {
                    continue;
                }
                let orders: &[(&Part, &Part)] = if a.word == b.word {
                    &[(a, b)]
                } else {
                    &[(a, b), (b, a)]
                };
                for &(x, y) in orders {
                    let keep = match &opts.fit {
                        Some(p) => p.matches(&[x.word.as_slice(), y.word.as_slice()].concat()),
                        // Without a pattern the order means nothing: one result per pair.
                        None => std::ptr::eq(x, a),
                    };
                    if keep {
                        let parts = vec![x.clone(), y.clone()];
                        out.push(Anagram {
                            score: weakest(&parts),
                            parts,
                            leftover: Vec::new(),
                        });
                    }
                }
            }
        }
    }
}
