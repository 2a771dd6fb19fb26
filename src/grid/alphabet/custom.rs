//! The alphabets a session knows: the built-in ones plus a user's, defined in small TOML
//! files (`letters = "…"`, an optional `[folds]` table), and how to tell which one a list of
//! words or a grid's letters are written in.

use super::{Alphabet, AlphabetError, Folds, named};
use std::collections::BTreeMap;

/// Why a user's alphabet file was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CustomError {
    /// Not valid TOML, or not the expected keys (the message has the line and column).
    #[error("{0}")]
    Toml(String),
    /// The letters or folds do not make an alphabet.
    #[error(transparent)]
    Alphabet(#[from] AlphabetError),
    /// The name is taken by a built-in alphabet.
    #[error("{0:?} is a built-in alphabet's name; give the file another name")]
    Shadows(String),
    /// The name is not usable (empty, or characters other than letters, digits, `-`, `_`).
    #[error("{0:?} is not a usable alphabet name (letters, digits, - and _ only)")]
    BadName(String),
}

/// What a user's alphabet file holds.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct CustomFile {
    /// The letters in order.
    letters: String,
    /// Whether accents and ligatures fold where they can (default on).
    #[serde(default = "yes")]
    strip_accents: bool,
    /// Character → the letters it folds to.
    #[serde(default)]
    folds: BTreeMap<String, String>,
}

fn yes() -> bool {
    true
}

/// Parses a user's alphabet file (`letters`, optional `strip_accents` and `[folds]`).
pub fn parse_custom(name: &str, text: &str) -> Result<Alphabet, CustomError> {
    let name = name.trim().to_lowercase();
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
    {
        return Err(CustomError::BadName(name));
    }
    if named::get(&name).is_some() {
        return Err(CustomError::Shadows(name));
    }
    let file: CustomFile =
        toml::from_str(text).map_err(|e| CustomError::Toml(e.to_string().trim().to_string()))?;
    let folds = Folds::from_strings(&file.folds, file.strip_accents).map_err(CustomError::Toml)?;
    let letters = file.letters.chars().filter(|c| !c.is_whitespace());
    Ok(Alphabet::build(Some(&name), letters, folds)?)
}

/// The built-in alphabets plus a user's.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Alphabets {
    custom: Vec<Alphabet>,
}

/// The order in which list detection tries the alphabets: the common choice first, so a
/// later one must fold clearly fewer lines to win. Folded variants and Finnish (Swedish's
/// letters) are only ever chosen by name.
const DETECT_ORDER: &[&str] = &[
    "latin",
    "russian",
    "ukrainian",
    "greek",
    "spanish",
    "german",
    "polish",
    "swedish",
];

/// The share of sampled lines that must fit an alphabet (letters or folds) for detection to
/// consider it: real lists have a few stray lines, which are warned about as usual.
const FIT_SHARE: f64 = 0.98;

impl Alphabets {
    /// Only the built-in alphabets.
    pub fn builtin() -> Self {
        Self::default()
    }

    /// Adds a user's alphabet; a later one of the same name replaces the earlier.
    pub fn add(&mut self, alphabet: Alphabet) {
        self.custom.retain(|a| a.name() != alphabet.name());
        self.custom.push(alphabet);
    }

    /// The user's alphabets, in the order added.
    pub fn custom(&self) -> &[Alphabet] {
        &self.custom
    }

    /// Every name this registry knows: built-in first, then the user's.
    pub fn names(&self) -> Vec<String> {
        let builtin = named::NAMES.iter().map(|n| n.to_string());
        builtin
            .chain(
                self.custom
                    .iter()
                    .filter_map(|a| a.name().map(String::from)),
            )
            .collect()
    }

    /// An alphabet by name, built-in or the user's, in any case.
    pub fn get(&self, name: &str) -> Result<Alphabet, AlphabetError> {
        if let Some(a) = named::get(name) {
            return Ok(a);
        }
        let want = name.trim().to_lowercase();
        self.custom
            .iter()
            .find(|a| a.name() == Some(want.as_str()))
            .cloned()
            .ok_or_else(|| AlphabetError::Unknown {
                name: name.trim().to_string(),
                known: self.names().join(", "),
            })
    }

    /// A named alphabet for an unnamed one with the same letters (a file's bare `charset`):
    /// the user's first, then the built-in ones; else the alphabet as it is.
    pub fn resolve(&self, alphabet: Alphabet) -> Alphabet {
        if alphabet.name().is_some() {
            return alphabet;
        }
        self.custom
            .iter()
            .find(|a| a.same_letters(&alphabet))
            .cloned()
            .or_else(|| named::by_letters(alphabet.letters()))
            .unwrap_or(alphabet)
    }

    /// The first alphabet (in detection order, then the user's) that has every one of these
    /// characters as a letter: what a grid's letters are written in. `None` when none has.
    pub fn holding(&self, chars: impl IntoIterator<Item = char> + Clone) -> Option<Alphabet> {
        self.candidates()
            .find(|a| chars.clone().into_iter().all(|c| a.index_of(c).is_some()))
    }

    /// Which alphabet a word list is written in, from a sample of its entries.
    ///
    /// Alphabets into which at least 98% of the entries fit (as letters or through folds)
    /// are considered; `hint` (the puzzle's) wins when it fits. Otherwise the one whose
    /// entries need fewest folds wins, where a later alphabet of [`DETECT_ORDER`] must fold
    /// clearly fewer entries (2, or 1% of the sample) than an earlier one: an English list
    /// with one *piñata* stays Latin, a Spanish one with many *ñ* does not. `None` when no
    /// alphabet fits.
    pub fn detect_list(&self, sample: &[&str], hint: Option<&Alphabet>) -> Option<Alphabet> {
        let entries: Vec<&str> = sample
            .iter()
            .copied()
            .filter(|e| e.chars().any(char::is_alphabetic))
            .collect();
        if entries.is_empty() {
            return hint.cloned();
        }
        let need = (entries.len() as f64 * FIT_SHARE).ceil() as usize;
        let margin = 2.max(entries.len() / 100);
        if let Some(h) = hint
            && fit(h, &entries).is_some_and(|f| f.fitting >= need)
        {
            return Some(h.clone());
        }
        let mut best: Option<(Alphabet, usize)> = None;
        for a in self.candidates() {
            let Some(f) = fit(&a, &entries).filter(|f| f.fitting >= need) else {
                continue;
            };
            match &best {
                Some((_, folded)) if f.folded + margin > *folded => {}
                _ => best = Some((a, f.folded)),
            }
        }
        best.map(|(a, _)| a)
    }

    /// The alphabets detection tries, in order.
    pub(super) fn candidates(&self) -> impl Iterator<Item = Alphabet> + '_ {
        DETECT_ORDER
            .iter()
            .filter_map(|n| named::get(n))
            .chain(self.custom.iter().cloned())
    }
}

/// How a sample fits an alphabet.
struct Fit {
    /// Entries whose every letter is a letter or folds into letters.
    fitting: usize,
    /// Fitting entries that needed at least one fold.
    folded: usize,
}

fn fit(alphabet: &Alphabet, entries: &[&str]) -> Option<Fit> {
    let mut f = Fit {
        fitting: 0,
        folded: 0,
    };
    for e in entries {
        let mut ok = true;
        let mut folded = false;
        for c in e.chars().filter(|c| c.is_alphabetic()) {
            if alphabet.index_of(c).is_some() {
                continue;
            }
            if alphabet.fold_char(c).is_some() {
                folded = true;
            } else {
                ok = false;
                break;
            }
        }
        if ok {
            f.fitting += 1;
            f.folded += usize::from(folded);
        }
    }
    (f.fitting > 0).then_some(f)
}
