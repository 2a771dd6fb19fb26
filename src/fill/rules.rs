//! Rules on the fill's entries beyond crossings and duplicates: theme entries that must (or
//! should) appear somewhere in the fill, and Ingrid's limit on runs of letters two entries may
//! share (so ONE and ONESIE, or TEA and ICEDTEA, are not both used).
//!
//! [`EntryRules`] is what a request carries; [`Prepared`] is the same rules against one
//! problem's variables, which the solver reads while it searches.

use super::problem::Var;
use crate::grid::Alphabet;
use crate::words::WordTables;
use std::collections::HashMap;

/// The score a theme entry gets when the list lacks it or scores it below the minimum: the
/// constructor chose it, so it counts as good fill.
pub const THEME_SCORE: u8 = crate::words::list::DEFAULT_MIN_SCORE;

/// What the fill's entries must include and may not share.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EntryRules {
    /// Theme entries, as letter indices of the puzzle's alphabet: each appears in the fill
    /// exactly once (the filler picks the slot).
    pub include: Vec<Vec<u8>>,
    /// Theme entries are a strong preference, not a must: the filler tries every place for
    /// each before it leaves one out.
    pub soft: bool,
    /// No two entries share a run of more than this many letters.
    pub max_shared: Option<usize>,
}

impl EntryRules {
    /// True when the rules add nothing to a plain fill.
    pub fn is_empty(&self) -> bool {
        self.include.is_empty() && self.max_shared.is_none()
    }
}

/// Why a request's theme entries or shared-run limit cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// A theme entry has a character the puzzle's alphabet cannot spell.
    #[error("theme entry {word:?}: {ch:?} is not a letter of the {alphabet} alphabet")]
    NotInAlphabet {
        /// The entry as given.
        word: String,
        /// The character.
        ch: char,
        /// The alphabet's description.
        alphabet: String,
    },
    /// A theme entry has no letters.
    #[error("theme entry {0:?} has no letters")]
    Empty(String),
    /// The same theme entry was given twice.
    #[error("theme entry {0} is given twice")]
    Twice(String),
    /// No entry the fill writes has the theme entry's length.
    #[error(
        "theme entry {word} has {len} letters, but no entry the fill writes has {len} ({lengths})"
    )]
    NoSlot {
        /// The entry.
        word: String,
        /// Its length.
        len: usize,
        /// The lengths there are, for the message.
        lengths: String,
    },
    /// More theme entries of one length than entries of that length to put them in.
    #[error(
        "{count} theme entries have {len} letters ({words}), but the fill writes only {slots} entries of {len}"
    )]
    TooMany {
        /// The length.
        len: usize,
        /// How many theme entries have it.
        count: usize,
        /// Those entries.
        words: String,
        /// How many entries of that length the fill writes.
        slots: usize,
    },
    /// A shared-run limit of zero forbids any two entries a common letter.
    #[error("--max-shared must be at least 1 (0 would forbid two entries any common letter)")]
    ZeroShared,
}

/// Encodes one theme entry as typed (spaces, hyphens and apostrophes dropped; case and the
/// alphabet's folds applied), refusing a character the alphabet lacks.
pub fn encode_entry(word: &str, alphabet: &Alphabet) -> Result<Vec<u8>, RulesError> {
    let mut letters = Vec::new();
    for ch in word.chars() {
        if ch.is_whitespace() || matches!(ch, '-' | '\'' | '’' | '.') {
            continue;
        }
        match alphabet.fold_char(ch) {
            Some(l) => letters.extend(l),
            None => {
                return Err(RulesError::NotInAlphabet {
                    word: word.to_string(),
                    ch,
                    alphabet: alphabet.describe(),
                });
            }
        }
    }
    if letters.is_empty() {
        return Err(RulesError::Empty(word.to_string()));
    }
    Ok(letters)
}

/// Encodes theme entries with [`encode_entry`], refusing a repeat.
pub fn encode_theme(words: &[String], alphabet: &Alphabet) -> Result<Vec<Vec<u8>>, RulesError> {
    let mut out: Vec<Vec<u8>> = Vec::with_capacity(words.len());
    for word in words {
        let letters = encode_entry(word, alphabet)?;
        if out.contains(&letters) {
            return Err(RulesError::Twice(alphabet.spell(&letters)));
        }
        out.push(letters);
    }
    Ok(out)
}

/// The rules a puzzle keeps for its fills (its theme entries, required, and its shared-run
/// limit) with `extra` theme entries and an `extra_shared` limit added, as the CLI's flags
/// add them.
pub fn for_puzzle(
    puzzle: &crate::grid::Puzzle,
    extra: &[String],
    soft: bool,
    extra_shared: Option<usize>,
) -> Result<EntryRules, RulesError> {
    let mut include = encode_theme(&puzzle.meta.theme_entries, &puzzle.alphabet)?;
    for w in encode_theme(extra, &puzzle.alphabet)? {
        // The same entry in the puzzle and on the command line is one theme entry.
        if !include.contains(&w) {
            include.push(w);
        }
    }
    Ok(EntryRules {
        include,
        soft,
        max_shared: extra_shared.or(puzzle.meta.max_shared),
    })
}

/// Checks theme entries against the lengths of the entries a fill writes: each needs an
/// entry of its length, and no length may have more theme entries than entries.
pub fn check_lengths(
    include: &[Vec<u8>],
    slot_lengths: &[usize],
    alphabet: &Alphabet,
) -> Result<(), RulesError> {
    let mut slots: HashMap<usize, usize> = HashMap::new();
    for &len in slot_lengths {
        *slots.entry(len).or_default() += 1;
    }
    let mut by_len: HashMap<usize, Vec<String>> = HashMap::new();
    for w in include {
        let spelt = alphabet.spell(w);
        if !slots.contains_key(&w.len()) {
            let mut lengths: Vec<usize> = slots.keys().copied().collect();
            lengths.sort_unstable();
            let lengths = match (lengths.first(), lengths.last()) {
                (Some(a), Some(b)) if a == b => format!("they have {a}"),
                (Some(a), Some(b)) => format!("they have {a} to {b}"),
                _ => "it writes no entry".to_string(),
            };
            return Err(RulesError::NoSlot {
                word: spelt,
                len: w.len(),
                lengths,
            });
        }
        by_len.entry(w.len()).or_default().push(spelt);
    }
    let mut lens: Vec<_> = by_len.into_iter().collect();
    lens.sort();
    for (len, words) in lens {
        let n = slots.get(&len).copied().unwrap_or(0);
        if words.len() > n {
            return Err(RulesError::TooMany {
                len,
                count: words.len(),
                words: words.join(", "),
                slots: n,
            });
        }
    }
    Ok(())
}

/// `tables` with every theme entry in the table of its length: a word the list lacks, or
/// scores below the minimum, joins it at [`THEME_SCORE`].
pub fn with_theme_words(tables: &WordTables, include: &[Vec<u8>]) -> WordTables {
    let missing: Vec<(Vec<u8>, u8)> = include
        .iter()
        .filter(|w| tables.of_len(w.len()).find(w).is_none())
        .map(|w| (w.clone(), THEME_SCORE))
        .collect();
    if missing.is_empty() {
        tables.clone()
    } else {
        tables.with_words(&missing)
    }
}

/// One theme entry against a problem.
#[derive(Debug, Clone)]
pub struct Theme {
    /// Its id in the table of its length.
    pub id: u32,
    /// The variables that may hold it: inside the region and of its length.
    pub holders: Vec<usize>,
    /// Already a complete entry of the grid that the fill keeps.
    pub given: bool,
}

/// Words that share a run of letters: for each run of `max_shared + 1` letters, the words of
/// each length used that contain it.
#[derive(Debug, Clone)]
pub struct SharedRuns {
    /// Runs are this long (one more than the limit).
    pub run: usize,
    /// Run → (length, id) of every word holding it.
    pub holders: HashMap<u128, Vec<(u8, u32)>>,
    /// Variables by word length, to find where a word of a length may go.
    pub vars_of_len: Vec<Vec<usize>>,
}

impl SharedRuns {
    /// Indexes the runs of every word of the lengths the variables have.
    fn new(vars: &[Var], max_shared: usize) -> SharedRuns {
        let run = max_shared + 1;
        let mut vars_of_len: Vec<Vec<usize>> = Vec::new();
        let mut tables = Vec::new();
        for (v, var) in vars.iter().enumerate() {
            let len = var.table.len();
            if vars_of_len.len() <= len {
                vars_of_len.resize_with(len + 1, Vec::new);
            }
            if vars_of_len[len].is_empty() {
                tables.push(var.table.clone());
            }
            vars_of_len[len].push(v);
        }
        let mut holders: HashMap<u128, Vec<(u8, u32)>> = HashMap::new();
        for table in tables.iter().filter(|t| t.len() >= run) {
            for id in 0..table.count() as u32 {
                let mut seen: Vec<u128> = Vec::new();
                for key in runs(table.word(id), run) {
                    // A word listed once per run, however often the run recurs in it.
                    if !seen.contains(&key) {
                        seen.push(key);
                        holders
                            .entry(key)
                            .or_default()
                            .push((table.len() as u8, id));
                    }
                }
            }
        }
        SharedRuns {
            run,
            holders,
            vars_of_len,
        }
    }
}

/// The runs of `run` letters in `word`, each packed into a key (6 bits a letter; runs of
/// more than 21 letters are cut to their first 21, longer than any word we fill).
pub fn runs(word: &[u8], run: usize) -> impl Iterator<Item = u128> + '_ {
    word.windows(run.max(1)).map(|w| {
        w.iter()
            .take(21)
            .fold(0u128, |k, &c| (k << 6) | u128::from(c + 1))
    })
}

/// The rules against one problem.
#[derive(Debug, Clone, Default)]
pub struct Prepared {
    /// The theme entries.
    pub themes: Vec<Theme>,
    /// Soft theme entries no entry the fill writes has the length for: left out at once.
    pub homeless: Vec<Vec<u8>>,
    /// Theme entries are preferred, not required.
    pub soft: bool,
    /// The shared-run index, when runs are limited.
    pub shared: Option<SharedRuns>,
}

impl Prepared {
    /// Prepares `rules` for `vars`; `fixed_words` are the complete entries the fill keeps.
    pub fn new(rules: &EntryRules, vars: &[Var], fixed_words: &[Vec<u8>]) -> Prepared {
        let homeless = rules
            .include
            .iter()
            .filter(|w| {
                rules.soft
                    && !fixed_words.contains(w)
                    && !vars.iter().any(|v| v.inside && v.table.len() == w.len())
            })
            .cloned()
            .collect();
        let themes = rules
            .include
            .iter()
            .filter_map(|w| {
                let holders: Vec<usize> = (0..vars.len())
                    .filter(|&v| vars[v].inside && vars[v].table.len() == w.len())
                    .collect();
                let id = holders
                    .first()
                    .and_then(|&v| vars[v].table.find(w))
                    .unwrap_or(u32::MAX);
                let given = fixed_words.contains(w);
                // A theme entry the grid already holds needs no place; one with no place
                // and no id is caught by the request's checks before a fill starts.
                (given || id != u32::MAX).then_some(Theme { id, holders, given })
            })
            .collect();
        Prepared {
            themes,
            homeless,
            soft: rules.soft,
            shared: rules.max_shared.map(|n| SharedRuns::new(vars, n)),
        }
    }

    /// Whether word `id` of length `len` is a theme entry.
    pub fn is_theme(&self, vars: &[Var], len: usize, id: u32) -> bool {
        self.themes.iter().any(|t| {
            !t.given
                && t.id == id
                && t.holders
                    .first()
                    .is_some_and(|&v| vars[v].table.len() == len)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn theme_words_are_encoded_with_folds_and_checked() {
        let latin = Alphabet::latin();
        let words = vec!["iced tea".to_string(), "Hot-dog".to_string()];
        let enc = encode_theme(&words, &latin).expect("encodes");
        assert_eq!(latin.spell(&enc[0]), "ICEDTEA");
        assert_eq!(latin.spell(&enc[1]), "HOTDOG");
        let twice = vec!["TEA".to_string(), "tea".to_string()];
        assert_eq!(
            encode_theme(&twice, &latin),
            Err(RulesError::Twice("TEA".into()))
        );
        let err = encode_theme(&["Д".to_string()], &latin).expect_err("cyrillic");
        assert!(
            err.to_string()
                .contains("not a letter of the Latin alphabet"),
            "{err}"
        );
        assert!(check_lengths(&enc, &[3, 7, 6], &latin).is_ok());
        let err = check_lengths(&enc, &[3, 5, 6], &latin).expect_err("no 7");
        assert_eq!(
            err.to_string(),
            "theme entry ICEDTEA has 7 letters, but no entry the fill writes has 7 (they have 3 to 6)"
        );
        let two7 = encode_theme(&["ICEDTEA".into(), "HOTDOGS".into()], &latin).expect("ok");
        let err = check_lengths(&two7, &[7, 3], &latin).expect_err("one 7");
        assert!(
            err.to_string()
                .starts_with("2 theme entries have 7 letters"),
            "{err}"
        );
    }

    #[test]
    fn a_puzzles_theme_entries_and_the_flags_make_one_set_of_rules() {
        let mut p = crate::grid::Puzzle::blank(5, 5).expect("size");
        p.meta.theme_entries = vec!["Iced tea".into(), "HOTDOG".into()];
        p.meta.max_shared = Some(3);
        let r = for_puzzle(&p, &["icedtea".into(), "ETUI".into()], false, None).expect("ok");
        let spelt: Vec<String> = r.include.iter().map(|w| p.alphabet.spell(w)).collect();
        assert_eq!(spelt, ["ICEDTEA", "HOTDOG", "ETUI"]);
        assert_eq!(r.max_shared, Some(3));
        let r = for_puzzle(&p, &[], true, Some(2)).expect("ok");
        assert_eq!((r.max_shared, r.soft), (Some(2), true));
    }

    #[test]
    fn runs_pack_each_window() {
        let a: Vec<u128> = runs(&[0, 1, 2, 0, 1], 2).collect();
        assert_eq!(a.len(), 4);
        assert_eq!(a[0], a[3]);
        assert_ne!(a[0], a[1]);
        assert_eq!(runs(&[0, 1], 3).count(), 0);
    }
}
