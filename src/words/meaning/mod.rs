//! What words mean: WordNet's senses, glosses and relations for English entries, offline.
//!
//! The index is built by `wordlists/build_meaning.py` and embedded compressed; it is read the
//! first time a feature asks for it (see [`builtin`]), never at start-up. Lookups are by entry
//! key (A–Z, ICECREAM for "ice cream") and fall back to WordNet's base forms (SPICES → SPICE).

mod clues;
mod forms;
mod morph;
mod read;
mod related;
#[cfg(test)]
mod tests;

pub use clues::{ClueIdea, IdeaKind};
pub use forms::Guard;
pub use morph::Inflection;
pub use read::MeaningError;
pub use related::{Closeness, MAX_KIND_DEPTH, MAX_KINDS, Related, Relation};

use crate::grid::Alphabet;
use std::collections::HashMap;

/// The built-in index: `wordlists/meaning.z` (see `wordlists/README.md`).
pub static EMBEDDED: &[u8] = include_bytes!("../../../wordlists/meaning.z");

/// Reads the built-in meaning index (a few hundred milliseconds: decompress and parse).
/// Blocking and stateless: whoever needs the index owns it (the studio reads it on one of its
/// services, a CLI command once per run).
pub fn builtin() -> Result<Meanings, MeaningError> {
    Meanings::from_compressed(EMBEDDED)
}

/// Whether lists in `alphabet` can have meaning data (English, plain A–Z).
pub fn covers(alphabet: &Alphabet) -> bool {
    alphabet.is_latin() && alphabet.name().is_none_or(|n| n == "latin")
}

/// The meaning index for lists in `alphabet`: only English (plain A–Z) lists have one.
pub fn for_alphabet(alphabet: &Alphabet) -> Result<Meanings, MeaningError> {
    if !covers(alphabet) {
        return Err(MeaningError::NoData);
    }
    builtin()
}

/// A part of speech.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Pos {
    /// A noun.
    Noun,
    /// A verb.
    Verb,
    /// An adjective (satellites included).
    Adjective,
    /// An adverb.
    Adverb,
}

impl Pos {
    fn from_letter(s: &str) -> Option<Pos> {
        match s {
            "n" => Some(Pos::Noun),
            "v" => Some(Pos::Verb),
            "a" | "s" => Some(Pos::Adjective),
            "r" => Some(Pos::Adverb),
            _ => None,
        }
    }

    /// The dictionary abbreviation: n., v., adj., adv.
    pub fn abbrev(self) -> &'static str {
        match self {
            Pos::Noun => "n.",
            Pos::Verb => "v.",
            Pos::Adjective => "adj.",
            Pos::Adverb => "adv.",
        }
    }

    /// The word for it, as JSON and messages use it.
    pub fn name(self) -> &'static str {
        match self {
            Pos::Noun => "noun",
            Pos::Verb => "verb",
            Pos::Adjective => "adjective",
            Pos::Adverb => "adverb",
        }
    }
}

/// How one synset points at another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Link {
    /// The target is broader (a hypernym): SPICE → FLAVORER.
    Broader,
    /// The target is narrower (a hyponym): SPICE → CINNAMON.
    Narrower,
    /// Similar in meaning (adjective clusters).
    Similar,
    /// "See also".
    AlsoSee,
    /// Derived from the same root (HAPPY ↔ HAPPINESS).
    Derived,
    /// Pertains to (an adjective's noun).
    Pertains,
    /// An attribute (HAPPY ↔ HAPPINESS as a quality).
    Attribute,
    /// Verbs grouped by WordNet as alike.
    VerbGroup,
    /// The opposite (antonym).
    Opposite,
}

impl Link {
    fn from_code(c: u8) -> Option<Link> {
        Some(match c {
            b'H' => Link::Broader,
            b'S' => Link::Similar,
            b'A' => Link::AlsoSee,
            b'D' => Link::Derived,
            b'P' => Link::Pertains,
            b'T' => Link::Attribute,
            b'V' => Link::VerbGroup,
            b'N' => Link::Opposite,
            _ => return None,
        })
    }
}

/// One synset: a set of words sharing one meaning, with its gloss.
#[derive(Debug, Clone, Copy)]
pub struct Synset<'a> {
    /// Its number in the index.
    pub id: u32,
    /// Its part of speech.
    pub pos: Pos,
    lemmas: &'a str,
    definition: &'a str,
    examples: &'a str,
}

impl<'a> Synset<'a> {
    /// Its words as WordNet writes them ("ice cream", "Crocus sativus"), most used first.
    pub fn lemmas(&self) -> impl Iterator<Item = &'a str> + 'a {
        self.lemmas
            .split('|')
            .filter(|l| !l.is_empty())
            .map(|l| l.split_once('~').map_or(l, |(w, _)| w))
    }

    /// The first word, the synset's usual name.
    pub fn head(&self) -> &'a str {
        self.lemmas().next().unwrap_or("")
    }

    /// The gloss without its examples.
    pub fn definition(&self) -> &'a str {
        self.definition
    }

    /// The usage examples WordNet gives ("a happy smile").
    pub fn examples(&self) -> impl Iterator<Item = &'a str> + 'a {
        self.examples.split('|').filter(|e| !e.is_empty())
    }
}

/// One sense of a looked-up word: a synset, and how the word reached it.
#[derive(Debug, Clone)]
pub struct Sense<'a> {
    /// The meaning.
    pub synset: Synset<'a>,
    /// `Some` when the word is an inflected form of the synset's lemma (SPICES of SPICE).
    pub inflection: Option<(Inflection, String)>,
}

/// A loaded meaning index.
#[derive(Debug)]
pub struct Meanings {
    text: String,
    pos: Vec<Pos>,
    /// Per synset: the byte ranges of its lemmas, definition, examples and pointers lines.
    columns: [Vec<(u32, u32)>; 4],
    /// Narrower links, H read backwards: `narrower_at[i]..narrower_at[i + 1]` in `narrower`.
    narrower_at: Vec<u32>,
    narrower: Vec<u32>,
    /// Entry key → synsets in sense order.
    words: HashMap<Box<str>, Box<[u32]>>,
    /// Inflected key → (part of speech, base key), from WordNet's exception lists.
    exceptions: HashMap<Box<str>, Vec<(Pos, Box<str>)>>,
}

impl Meanings {
    /// How many synsets it holds.
    pub fn synset_count(&self) -> usize {
        self.pos.len()
    }

    /// How many entry keys it knows directly.
    pub fn word_count(&self) -> usize {
        self.words.len()
    }

    /// Synset `id`.
    pub fn synset(&self, id: u32) -> Synset<'_> {
        let i = id as usize;
        let slice = |c: usize| {
            let (a, b) = self.columns[c][i];
            &self.text[a as usize..b as usize]
        };
        Synset {
            id,
            pos: self.pos[i],
            lemmas: slice(0),
            definition: slice(1),
            examples: slice(2),
        }
    }

    /// Every link out of synset `id`, narrower ones included.
    pub fn links(&self, id: u32) -> Vec<(Link, u32)> {
        let i = id as usize;
        let (a, b) = self.columns[3][i];
        let mut out: Vec<(Link, u32)> = self.text[a as usize..b as usize]
            .split(' ')
            .filter_map(|p| {
                let link = Link::from_code(*p.as_bytes().first()?)?;
                Some((link, p[1..].parse().ok()?))
            })
            .collect();
        let (lo, hi) = (self.narrower_at[i], self.narrower_at[i + 1]);
        out.extend(
            self.narrower[lo as usize..hi as usize]
                .iter()
                .map(|&t| (Link::Narrower, t)),
        );
        out
    }

    /// The synsets whose lemma is exactly `key`, in sense order (no base forms).
    pub fn synsets_of(&self, key: &str) -> &[u32] {
        self.words.get(key).map_or(&[], |v| v)
    }

    /// Whether the index knows `word` itself or a base form of it.
    pub fn knows(&self, word: &str) -> bool {
        !self.senses(word).is_empty()
    }

    /// Every sense of `word` (any case, spaces allowed): its own first, then those of its base
    /// forms (SPICES → the noun SPICE's senses, marked plural).
    pub fn senses(&self, word: &str) -> Vec<Sense<'_>> {
        let Some(key) = key_of(word) else {
            return Vec::new();
        };
        let mut out: Vec<Sense<'_>> = self
            .synsets_of(&key)
            .iter()
            .map(|&id| Sense {
                synset: self.synset(id),
                inflection: None,
            })
            .collect();
        for (pos, inflection, base) in self.base_forms(&key) {
            for &id in self.synsets_of(&base) {
                let synset = self.synset(id);
                if synset.pos == pos && !out.iter().any(|s| s.synset.id == id) {
                    out.push(Sense {
                        synset,
                        inflection: Some((inflection, base.clone())),
                    });
                }
            }
        }
        out
    }

    /// A one-line gloss of `word`'s first sense: "n. dried pungent stigmas of …".
    pub fn gloss_line(&self, word: &str) -> Option<String> {
        let sense = self.senses(word).into_iter().next()?;
        let of = match &sense.inflection {
            Some((inflection, base)) => {
                format!("{} of {}: ", inflection.name(), base.to_lowercase())
            }
            None => String::new(),
        };
        Some(format!(
            "{} {of}{}",
            sense.synset.pos.abbrev(),
            sense.synset.definition()
        ))
    }
}

/// An entry key: letters A–Z only, accents folded, everything else dropped ("ice cream" →
/// ICECREAM); `None` when a letter outside A–Z remains or nothing is left.
pub fn key_of(word: &str) -> Option<String> {
    use unicode_normalization::UnicodeNormalization;
    let mut out = String::with_capacity(word.len());
    // Nearly every lemma is ASCII; decomposing it would only cost time at load.
    if word.is_ascii() {
        for b in word.bytes() {
            match b {
                b if b.is_ascii_alphabetic() => out.push(b.to_ascii_uppercase() as char),
                b if b.is_ascii_digit() => return None,
                _ => {}
            }
        }
        return (!out.is_empty()).then_some(out);
    }
    for c in word.nfd() {
        match c {
            'ß' => out.push_str("SS"),
            'æ' | 'Æ' => out.push_str("AE"),
            'œ' | 'Œ' => out.push_str("OE"),
            'ø' | 'Ø' => out.push('O'),
            c if c.is_ascii_alphabetic() => out.push(c.to_ascii_uppercase()),
            // A digit or a letter of another alphabet: not an entry of an A–Z list.
            c if c.is_alphanumeric() => return None,
            // Combining accents, spaces, hyphens and apostrophes are dropped.
            _ => {}
        }
    }
    (!out.is_empty()).then_some(out)
}
