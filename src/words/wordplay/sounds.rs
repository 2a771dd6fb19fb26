//! What words sound like, from the CMU Pronouncing Dictionary (BSD-licensed; converted once by
//! `scripts/build-homophones.py` into `data/sounds.z`): homophones of one word or two
//! (KNIGHTS → NIGHTS, WEIGHTLESS → WAIT + LESS), and spoonerisms by spelling.

use super::{Part, Wordplay, WordplayError};
use std::collections::HashMap;

/// The embedded pronunciations: zlib-compressed lines `WORD CODES`, one character a phone.
pub static EMBEDDED: &[u8] = include_bytes!("data/sounds.z");

/// The licence of the CMU Pronouncing Dictionary, shown by `gridwright about`.
pub const CMUDICT_LICENSE: &str = include_str!("data/CMUDICT-LICENSE");

/// Why the pronunciations could not be read.
#[derive(Debug, thiserror::Error)]
pub enum SoundsError {
    /// The compressed data did not inflate.
    #[error("the pronunciations do not decompress: {0}")]
    Inflate(#[from] std::io::Error),
    /// A line is not `WORD CODES`.
    #[error("pronunciations line {line}: {text:?} is not WORD CODES")]
    Line {
        /// The line, counted from 1.
        line: usize,
        /// What it held.
        text: String,
    },
}

/// Pronunciations by word and words by pronunciation.
#[derive(Debug, Clone, Default)]
pub struct Sounds {
    by_word: HashMap<String, Vec<String>>,
    by_sound: HashMap<String, Vec<String>>,
}

impl Sounds {
    /// The built-in pronunciations (some tens of milliseconds: inflate and index).
    pub fn builtin() -> Result<Sounds, SoundsError> {
        use std::io::Read;
        let mut text = String::new();
        flate2::read::ZlibDecoder::new(EMBEDDED).read_to_string(&mut text)?;
        Sounds::read(&text)
    }

    /// Pronunciations in the embedded format, one `WORD CODES` a line.
    pub fn read(text: &str) -> Result<Sounds, SoundsError> {
        let mut s = Sounds::default();
        for (i, line) in text.lines().enumerate() {
            if line.is_empty() {
                continue;
            }
            let Some((word, codes)) = line.split_once(' ') else {
                return Err(SoundsError::Line {
                    line: i + 1,
                    text: line.to_string(),
                });
            };
            s.add(word, codes);
        }
        Ok(s)
    }

    fn add(&mut self, word: &str, codes: &str) {
        self.by_word
            .entry(word.to_string())
            .or_default()
            .push(codes.to_string());
        self.by_sound
            .entry(codes.to_string())
            .or_default()
            .push(word.to_string());
    }

    /// How `word` (A–Z, upper case) may be said; empty when the dictionary lacks it.
    pub fn of(&self, word: &str) -> &[String] {
        self.by_word.get(word).map_or(&[], Vec::as_slice)
    }

    /// The words said exactly as `sound`.
    pub fn words_said(&self, sound: &str) -> &[String] {
        self.by_sound.get(sound).map_or(&[], Vec::as_slice)
    }

    /// Whether `a` and `b` (each one word or several run together) can be said alike:
    /// some pronunciation of `a` equals some of `b`'s words said in a row.
    pub fn alike(&self, a: &str, b: &[&str]) -> bool {
        let joined = self.said_in_row(b);
        self.of(a).iter().any(|s| joined.contains(s))
    }

    /// Every way to say `words` one after another.
    fn said_in_row(&self, words: &[&str]) -> Vec<String> {
        let mut out = vec![String::new()];
        for w in words {
            let ways = self.of(w);
            out = out
                .iter()
                .flat_map(|pre| ways.iter().map(move |s| format!("{pre}{s}")))
                .collect();
        }
        out
    }
}

/// One way the entry sounds like other words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Homophone {
    /// The words it sounds like, in order (one or two), each a list word.
    pub parts: Vec<Part>,
    /// The weakest part's score.
    pub score: u8,
}

/// Two list words whose first sounds (by spelling: the letters before the first vowel)
/// swapped make the entry's two words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spoonerism {
    /// The words a clue gives ("belly jean" for JELLY BEAN).
    pub from: [Part; 2],
    /// The entry's words the swap makes.
    pub to: [Part; 2],
    /// The weakest of the four scores.
    pub score: u8,
}

impl Wordplay<'_> {
    /// List words, and pairs of them, said as `entry` is said (another spelling: the entry
    /// itself is not its homophone), best first by the weakest part, one word before two.
    pub fn homophones(
        &self,
        sounds: &Sounds,
        entry: &str,
    ) -> Result<Vec<Homophone>, WordplayError> {
        let e = self.letters("entry", entry)?.letters;
        let key = self.alphabet().spell(&e);
        let mut out: Vec<Homophone> = Vec::new();
        let mut push = |parts: Vec<Part>| {
            if !out.iter().any(|h| h.parts == parts) {
                let score = super::weakest(&parts);
                out.push(Homophone { parts, score });
            }
        };
        for sound in sounds.of(&key) {
            for w in sounds.words_said(sound) {
                if *w != key
                    && let Some(p) = self.listed_part(w)
                {
                    push(vec![p]);
                }
            }
            // Two words: every split of the sound into two said words.
            let chars: Vec<char> = sound.chars().collect();
            for cut in 1..chars.len() {
                let (a, b): (String, String) =
                    (chars[..cut].iter().collect(), chars[cut..].iter().collect());
                for wa in sounds.words_said(&a) {
                    for wb in sounds.words_said(&b) {
                        if format!("{wa}{wb}") == key {
                            continue;
                        }
                        if let (Some(pa), Some(pb)) = (self.listed_part(wa), self.listed_part(wb)) {
                            push(vec![pa, pb]);
                        }
                    }
                }
            }
        }
        out.sort_by(|a, b| {
            (std::cmp::Reverse(a.score), a.parts.len())
                .cmp(&(std::cmp::Reverse(b.score), b.parts.len()))
                .then_with(|| a.parts.cmp(&b.parts))
        });
        Ok(out)
    }

    /// `word` (A–Z) as a part when it is listed at its length's minimum.
    fn listed_part(&self, word: &str) -> Option<Part> {
        let w = self.alphabet().encode(word).ok()?;
        let score = self.listed(&w)?;
        Some(Part::listed(w, score))
    }

    /// Spoonerisms of `entry`: its two words (split where the phrase has a space, else at
    /// every point that leaves two list words) with their first sounds swapped, where both
    /// new words are listed too. Best first by the weakest of the four words.
    pub fn spoonerisms(&self, entry: &str) -> Result<Vec<Spoonerism>, WordplayError> {
        let letters = self.letters("entry", entry)?;
        let words = letters.words();
        let pairs: Vec<(Vec<u8>, Vec<u8>)> = match words.as_slice() {
            [a, b] => vec![(a.clone(), b.clone())],
            [one] => (1..one.len())
                .map(|c| (one[..c].to_vec(), one[c..].to_vec()))
                .collect(),
            _ => Vec::new(),
        };
        let mut out = Vec::new();
        for (a, b) in pairs {
            let (Some(sa), Some(sb)) = (self.listed(&a), self.listed(&b)) else {
                continue;
            };
            let (oa, ob) = (self.onset(&a), self.onset(&b));
            if oa == 0 && ob == 0 || a[..oa] == b[..ob] {
                continue;
            }
            let na = [&b[..ob], &a[oa..]].concat();
            let nb = [&a[..oa], &b[ob..]].concat();
            let (Some(ta), Some(tb)) = (self.listed(&na), self.listed(&nb)) else {
                continue;
            };
            out.push(Spoonerism {
                score: sa.min(sb).min(ta).min(tb),
                from: [Part::listed(na, ta), Part::listed(nb, tb)],
                to: [Part::listed(a, sa), Part::listed(b, sb)],
            });
        }
        out.sort_by_key(|s| std::cmp::Reverse(s.score));
        Ok(out)
    }

    /// How many letters of `w` come before its first vowel (A E I O U; Y after a consonant).
    pub(super) fn onset(&self, w: &[u8]) -> usize {
        let spelled = self.alphabet().spell(w);
        spelled
            .char_indices()
            .position(|(i, c)| "AEIOU".contains(c) || (c == 'Y' && i > 0))
            .unwrap_or(w.len())
            .min(w.len())
    }
}
