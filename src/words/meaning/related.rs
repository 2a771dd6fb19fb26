//! The thesaurus: which entries are close in meaning to a word, and how close.

use super::{Link, MeaningError, Meanings, key_of};
use crate::grid::Alphabet;
use crate::words::{Match, Pattern, QueryResult};
use std::collections::HashMap;

/// How a related word reaches the word asked about, closest first (the ranking order).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Closeness {
    /// In one of its synsets.
    Synonym,
    /// In a synset of one of its synonyms.
    SynonymOfSynonym,
    /// A broader term (hypernym) or a narrower one (hyponym).
    BroaderOrNarrower,
    /// Similar to, see also, derived from, pertaining to, an attribute of, a verb group mate.
    Similar,
    /// A kind of a kind, further down the narrower terms (SPARROW for BIRD, by way of
    /// PASSERINE); the fewer steps the closer. Before sister terms: a sparrow is a bird, a
    /// mammal (BIRD's sister term) is not.
    KindOfKind,
    /// Another kind of the same broader thing (a co-hyponym: SAFFRON for SPICE).
    SisterTerm,
    /// Two steps away through similar meanings (MERRY for HAPPY, by way of JOYOUS).
    TwoSteps,
}

/// How one related word is related.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Relation {
    /// How close.
    pub closeness: Closeness,
    /// Whether a broader-or-narrower term is the broader one.
    pub broader: bool,
    /// The word the path goes through ("glad", "flavorer"); empty for a synonym.
    pub via: String,
    /// Which sense of the asked word it comes from (0 = the most common).
    pub sense: usize,
    /// Steps down the narrower terms (1 for a direct one, 0 for any other relation).
    pub depth: u8,
    /// The asked word's sense as a word ("bird"), for "kind of bird".
    pub of: String,
}

impl Relation {
    /// A short label: "synonym", "synonym of glad", "kind of spice", "kind of bird
    /// (passerine)", "sister term (flavorer)".
    pub fn describe(&self) -> String {
        match self.closeness {
            Closeness::Synonym => "synonym".to_string(),
            Closeness::SynonymOfSynonym => format!("synonym of {}", self.via),
            Closeness::BroaderOrNarrower if self.broader => "broader term".to_string(),
            Closeness::BroaderOrNarrower => format!("kind of {}", self.of),
            Closeness::KindOfKind => format!("kind of {} ({})", self.of, self.via),
            Closeness::Similar => format!("related ({})", self.via),
            Closeness::SisterTerm => format!("sister term ({})", self.via),
            Closeness::TwoSteps => format!("by way of {}", self.via),
        }
    }

    /// The sort key: closeness, then steps down the narrower terms, then the asked word's
    /// sense order.
    pub fn rank(&self) -> (Closeness, u8, usize) {
        (self.closeness, self.depth, self.sense)
    }
}

/// Every entry related in meaning to one word.
#[derive(Debug, Clone)]
pub struct Related {
    word: String,
    by_key: HashMap<String, Relation>,
}

impl Related {
    /// The word asked about, as an entry key.
    pub fn word(&self) -> &str {
        &self.word
    }

    /// How `entry` (an entry key such as SAFFRON) relates, if it does.
    pub fn get(&self, entry: &str) -> Option<&Relation> {
        self.by_key.get(entry)
    }

    /// How many entries are related.
    pub fn len(&self) -> usize {
        self.by_key.len()
    }

    /// Whether nothing is related.
    pub fn is_empty(&self) -> bool {
        self.by_key.is_empty()
    }

    /// The related entries that match `pattern` with a score (from `score`, which may apply
    /// the studio's own edits) of `min_score` or more: closest first, then best scored, cut
    /// to `limit`, with their relations row for row. A few hundred look-ups, never a walk of
    /// the whole list, so `*` costs no more than `s???r??`.
    pub fn fitting(
        &self,
        alphabet: &Alphabet,
        pattern: &Pattern,
        score: impl Fn(&[u8]) -> Option<u8>,
        min_score: u8,
        limit: usize,
    ) -> (QueryResult, Vec<Relation>) {
        let mut kept: Vec<(Match, &Relation)> = self
            .by_key
            .iter()
            .filter_map(|(key, relation)| {
                let word = alphabet.encode(key).ok()?;
                let score = score(&word).filter(|&s| s >= min_score)?;
                pattern
                    .matches(&word)
                    .then_some((Match { word, score }, relation))
            })
            .collect();
        kept.sort_by(|(a, ra), (b, rb)| {
            (ra.rank(), std::cmp::Reverse(a.score), &a.word).cmp(&(
                rb.rank(),
                std::cmp::Reverse(b.score),
                &b.word,
            ))
        });
        let total = kept.len();
        kept.truncate(limit);
        let relations = kept.iter().map(|(_, r)| (*r).clone()).collect();
        let matches = kept.into_iter().map(|(m, _)| m).collect();
        (QueryResult { matches, total }, relations)
    }
}

/// A broader synset with more narrower ones than this is too general for sister terms
/// ("person" has hundreds): they would be noise, not a thesaurus.
const MAX_SISTERS: usize = 150;
/// How far down the narrower terms (and instances) the walk goes: BIRD → PASSERINE →
/// SPARROW is two steps; three still finds kinds a constructor would call a bird.
pub const MAX_KIND_DEPTH: u8 = 3;
/// At most this many narrower synsets are visited per sense, nearest first, so a very
/// general word (ANIMAL, PERSON) stays a quick look-up.
pub const MAX_KINDS: usize = 4000;

impl Meanings {
    /// The entries related to `word` (its base forms' too), each with its closest relation.
    pub fn related(&self, word: &str) -> Result<Related, MeaningError> {
        let unknown = || MeaningError::Unknown(word.trim().to_string());
        let key = key_of(word).ok_or_else(unknown)?;
        let senses = self.senses(&key);
        if senses.is_empty() {
            return Err(unknown());
        }
        let mut walk = Walk {
            meanings: self,
            skip: &key,
            by_key: HashMap::new(),
        };
        for (sense, s) in senses.iter().enumerate() {
            walk.sense(s.synset.id, sense);
        }
        let by_key = walk.by_key;
        Ok(Related { word: key, by_key })
    }
}

struct Walk<'a> {
    meanings: &'a Meanings,
    skip: &'a str,
    by_key: HashMap<String, Relation>,
}

impl Walk<'_> {
    /// Offers every lemma of `synset` with a relation; the closest one is kept.
    fn offer(&mut self, synset: u32, closeness: Closeness, broader: bool, via: &str, sense: usize) {
        let relation = Relation {
            closeness,
            broader,
            via: via.to_string(),
            sense,
            depth: 0,
            of: String::new(),
        };
        self.offer_relation(synset, relation);
    }

    /// Offers every lemma of `synset` with `relation`; the closest one is kept.
    fn offer_relation(&mut self, synset: u32, relation: Relation) {
        for lemma in self.meanings.synset(synset).lemmas() {
            let Some(key) = key_of(lemma) else { continue };
            if key == self.skip {
                continue;
            }
            match self.by_key.get(&key) {
                Some(old) if old.rank() <= relation.rank() => {}
                _ => {
                    self.by_key.insert(key, relation.clone());
                }
            }
        }
    }

    /// The narrower terms and instances below `start`, breadth first: each kind once, at its
    /// fewest steps, up to [`MAX_KIND_DEPTH`] steps and [`MAX_KINDS`] synsets.
    fn kinds(&mut self, start: u32, sense: usize) {
        let m = self.meanings;
        let of = m.synset(start).head().to_string();
        let mut seen = std::collections::HashSet::from([start]);
        let mut level = vec![start];
        for depth in 1..=MAX_KIND_DEPTH {
            let mut next = Vec::new();
            for &parent in &level {
                let via = m.synset(parent).head().to_string();
                for (link, child) in m.links(parent) {
                    if link != Link::Narrower || seen.len() >= MAX_KINDS || !seen.insert(child) {
                        continue;
                    }
                    let closeness = if depth == 1 {
                        Closeness::BroaderOrNarrower
                    } else {
                        Closeness::KindOfKind
                    };
                    let relation = Relation {
                        closeness,
                        broader: false,
                        via: via.clone(),
                        sense,
                        depth,
                        of: of.clone(),
                    };
                    self.offer_relation(child, relation);
                    next.push(child);
                }
            }
            level = next;
        }
    }

    fn sense(&mut self, start: u32, sense: usize) {
        let m = self.meanings;
        self.kinds(start, sense);
        self.offer(start, Closeness::Synonym, false, "", sense);
        let synonyms: Vec<&str> = m.synset(start).lemmas().collect();
        for lemma in synonyms {
            let Some(key) = key_of(lemma) else { continue };
            if key == self.skip {
                continue;
            }
            for &other in m.synsets_of(&key) {
                self.offer(other, Closeness::SynonymOfSynonym, false, lemma, sense);
            }
        }
        for (link, target) in m.links(start) {
            let via = m.synset(target).head();
            match link {
                Link::Broader => {
                    self.offer(target, Closeness::BroaderOrNarrower, true, via, sense);
                    let sisters: Vec<u32> = m
                        .links(target)
                        .into_iter()
                        .filter(|(l, _)| *l == Link::Narrower)
                        .map(|(_, t)| t)
                        .collect();
                    if sisters.len() <= MAX_SISTERS {
                        for s in sisters {
                            self.offer(s, Closeness::SisterTerm, false, via, sense);
                        }
                    }
                }
                // The kinds below, breadth first, are walked once per sense below.
                Link::Narrower => {}
                Link::Opposite => {}
                _ => {
                    self.offer(target, Closeness::Similar, false, via, sense);
                    for (next, far) in m.links(target) {
                        if matches!(next, Link::Similar | Link::AlsoSee | Link::VerbGroup) {
                            self.offer(far, Closeness::TwoSteps, false, via, sense);
                        }
                    }
                }
            }
        }
    }
}
