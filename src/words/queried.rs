//! Entries an editor queries (issue 44): abbreviations and initialisms, partials, repeated
//! letters, crosswordese, crude and breakfast-test words. The built-in list's tags come from
//! its sources' labels and the rules of `wordlists/tags.py` (written to `wordlists/tags.txt`
//! beside the list); repeated letters are told here by a rule, for every list.
//!
//! Autofill takes a queried entry at a cost, not a ban: its score is held to [`QUERIED_TOP`],
//! below the strong words the first fill holds slots to, so a clean entry that fits wins and
//! a queried one fills only where nothing clean does. The "not in my grid" list ([`Ban`])
//! is a ban: crude and breakfast-test words by default, and the constructor's own words.

use super::tables::{WordTable, WordTables};
use serde::Serialize;
use std::collections::{HashMap, HashSet};
use std::fmt;
use std::sync::Arc;

/// The built-in list's tags, `WORD;kind[,kind]` a line (see `wordlists/tags.py`).
pub static BUILT_IN_TAGS: &[u8] = include_bytes!("../../wordlists/tags.txt");

/// The highest score autofill gives a queried entry: weaker fill, below the strong words
/// (`fill::value::STRONG`, 60).
pub const QUERIED_TOP: u8 = 55;

/// At most this many entries of each kind in a 15×15 before `check --publish` says so.
pub const MAX_PER_KIND: usize = 1;

/// What an editor queries an entry for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum QueryKind {
    /// An abbreviation or initialism (IBM, TLC, REC).
    Abbreviation,
    /// A fill-in-the-blank piece (ONEA, ATEAM).
    Partial,
    /// A string of one letter (AAA, MMM, BRRR).
    RepeatedLetters,
    /// Short entries only crossword lists carry (OLIO, ERNE).
    Crosswordese,
    /// Offensive or vulgar.
    Crude,
    /// Fails the breakfast test (disease, bodily waste, violence).
    Breakfast,
}

impl QueryKind {
    /// Every kind, in the order they are listed.
    pub const ALL: [QueryKind; 6] = [
        QueryKind::Abbreviation,
        QueryKind::Partial,
        QueryKind::RepeatedLetters,
        QueryKind::Crosswordese,
        QueryKind::Crude,
        QueryKind::Breakfast,
    ];

    /// The name in config.toml, JSON and the CLI.
    pub fn name(self) -> &'static str {
        match self {
            QueryKind::Abbreviation => "abbreviation",
            QueryKind::Partial => "partial",
            QueryKind::RepeatedLetters => "repeated_letters",
            QueryKind::Crosswordese => "crosswordese",
            QueryKind::Crude => "crude",
            QueryKind::Breakfast => "breakfast",
        }
    }

    /// The kind named `name` (as [`QueryKind::name`] or the tags file writes it).
    pub fn parse(name: &str) -> Option<QueryKind> {
        let name = name.trim().to_ascii_lowercase().replace([' ', '-'], "_");
        let tag = match name.as_str() {
            "abbr" => "abbreviation",
            "repeat" => "repeated_letters",
            n => n,
        };
        QueryKind::ALL.into_iter().find(|k| k.name() == tag)
    }

    fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

impl fmt::Display for QueryKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name().replace('_', " "))
    }
}

/// A set of [`QueryKind`]s.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Kinds(u8);

impl Kinds {
    /// No kind: a clean entry.
    pub const NONE: Kinds = Kinds(0);

    /// The set holding `kinds`.
    pub fn of(kinds: &[QueryKind]) -> Kinds {
        Kinds(kinds.iter().fold(0, |b, k| b | k.bit()))
    }

    /// Whether no kind is in the set.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `kind` is in the set.
    pub fn contains(self, kind: QueryKind) -> bool {
        self.0 & kind.bit() != 0
    }

    /// Both sets' kinds.
    pub fn union(self, other: Kinds) -> Kinds {
        Kinds(self.0 | other.0)
    }

    /// Whether the sets share a kind.
    pub fn meets(self, other: Kinds) -> bool {
        self.0 & other.0 != 0
    }

    /// The kinds, in [`QueryKind::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = QueryKind> {
        QueryKind::ALL
            .into_iter()
            .filter(move |k| self.contains(*k))
    }
}

/// A string of one letter: every letter the same (AAA, MMM), or one letter three times in a
/// row (BRRR, HMMM, ZZZS). Letters are alphabet indices, so any alphabet's lists are told.
pub fn repeated_letters(word: &[u8]) -> bool {
    let same = word.len() >= 2 && word.iter().all(|&c| c == word[0]);
    same || word.windows(3).any(|w| w[0] == w[1] && w[1] == w[2])
}

/// The tags of a list's entries, by their letters (A–Z as 0–25).
#[derive(Debug, Clone, Default)]
pub struct Queried {
    tagged: HashMap<Vec<u8>, Kinds>,
}

impl Queried {
    /// The built-in list's tags.
    pub fn built_in() -> Queried {
        Queried::parse(BUILT_IN_TAGS)
    }

    /// Tags from `WORD;kind[,kind]` lines (A–Z words); lines that are not are skipped, and
    /// unknown kinds ignored (a newer tags file read by an older program).
    pub fn parse(text: &[u8]) -> Queried {
        let mut tagged = HashMap::new();
        for line in text.split(|&b| b == b'\n') {
            let line = String::from_utf8_lossy(line);
            let Some((word, kinds)) = line.trim().split_once(';') else {
                continue;
            };
            if word.is_empty() || !word.bytes().all(|b| b.is_ascii_uppercase()) {
                continue;
            }
            let kinds: Vec<QueryKind> = kinds.split(',').filter_map(QueryKind::parse).collect();
            if !kinds.is_empty() {
                tagged.insert(word.bytes().map(|b| b - b'A').collect(), Kinds::of(&kinds));
            }
        }
        Queried { tagged }
    }

    /// How many entries carry a tag.
    pub fn len(&self) -> usize {
        self.tagged.len()
    }

    /// Whether no entry carries a tag.
    pub fn is_empty(&self) -> bool {
        self.tagged.is_empty()
    }

    /// The kinds of `word` (letter indices; `latin` when they are A–Z, the only alphabet the
    /// tags are written in): its tags and the repeated-letter rule.
    pub fn kinds(&self, word: &[u8], latin: bool) -> Kinds {
        let tags = if latin {
            self.tagged.get(word).copied().unwrap_or_default()
        } else {
            Kinds::NONE
        };
        if repeated_letters(word) {
            tags.union(Kinds::of(&[QueryKind::RepeatedLetters]))
        } else {
            tags
        }
    }

    /// The kinds of an entry written in A–Z (other characters make it clean).
    pub fn kinds_of_text(&self, word: &str) -> Kinds {
        let up = word.to_ascii_uppercase();
        if up.is_empty() || !up.bytes().all(|b| b.is_ascii_uppercase()) {
            return Kinds::NONE;
        }
        let letters: Vec<u8> = up.bytes().map(|b| b - b'A').collect();
        self.kinds(&letters, true)
    }
}

/// The "not in my grid" list: kinds and words autofill never places.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ban {
    /// Kinds banned (crude and breakfast-test words by default).
    pub kinds: Kinds,
    /// Words banned, upper case.
    pub words: HashSet<String>,
}

impl Default for Ban {
    fn default() -> Self {
        Ban {
            kinds: Kinds::of(&[QueryKind::Crude, QueryKind::Breakfast]),
            words: HashSet::new(),
        }
    }
}

impl Ban {
    /// The list config.toml's `ban_kinds` and `ban` name, for the CLI and the studio alike,
    /// and the kind names that are not kinds (to warn about; they are skipped).
    pub fn from_names(kinds: &[String], words: &[String]) -> (Ban, Vec<String>) {
        let mut known = Vec::new();
        let mut unknown = Vec::new();
        for name in kinds {
            match QueryKind::parse(name) {
                Some(k) => known.push(k),
                None => unknown.push(name.clone()),
            }
        }
        let ban = Ban {
            kinds: Kinds::of(&known),
            words: words
                .iter()
                .map(|w| w.trim().to_ascii_uppercase())
                .collect(),
        };
        (ban, unknown)
    }

    /// Whether an entry of `kinds` spelt `text` is banned.
    pub fn bans(&self, kinds: Kinds, text: &str) -> bool {
        kinds.meets(self.kinds) || self.words.contains(&text.to_ascii_uppercase())
    }
}

/// `tables` with the queried entries held to [`QUERIED_TOP`] and the banned ones taken out:
/// what autofill fills from. Only the tables of lengths with such an entry are rebuilt.
pub fn with_cost(tables: &WordTables, queried: &Queried, ban: &Ban) -> WordTables {
    adjusted(tables, queried, ban, Some(QUERIED_TOP))
}

/// What autofill fills from, the CLI's `fill` and `design` and the studio's autofill alike:
/// `tables` with the queried entries held to [`QUERIED_TOP`] and the banned ones out, so
/// the two cannot drift apart.
pub fn for_autofill(tables: &WordTables, queried: &Queried, ban: &Ban) -> WordTables {
    with_cost(tables, queried, ban)
}

/// `tables` with only the banned entries taken out, every other score as the lists give it:
/// what `--optimal` proves its best total over (a held score would change the sum it proves).
pub fn with_ban(tables: &WordTables, queried: &Queried, ban: &Ban) -> WordTables {
    adjusted(tables, queried, ban, None)
}

fn adjusted(tables: &WordTables, queried: &Queried, ban: &Ban, top: Option<u8>) -> WordTables {
    let alphabet = tables.alphabet().clone();
    let latin = alphabet.is_latin();
    tables.map_tables(|table: &WordTable| {
        let mut changed = false;
        let entries: Vec<(Vec<u8>, u8)> = (0..table.count() as u32)
            .filter_map(|id| {
                let (word, score) = (table.word(id), table.score(id));
                let kinds = queried.kinds(word, latin);
                if kinds.is_empty() && ban.words.is_empty() {
                    return Some((word.to_vec(), score));
                }
                if ban.bans(kinds, &alphabet.spell(word)) {
                    changed = true;
                    return None;
                }
                let held = match top {
                    Some(top) if !kinds.is_empty() => score.min(top),
                    _ => score,
                };
                changed |= held != score;
                Some((word.to_vec(), held))
            })
            .collect();
        changed.then(|| Arc::new(WordTable::new(table.len(), tables.alpha(), entries)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letters(w: &str) -> Vec<u8> {
        w.bytes().map(|b| b - b'A').collect()
    }

    #[test]
    fn repeated_letters_are_strings_of_one_letter() {
        for w in ["AAA", "MMM", "SSS", "BRRR", "HMMM", "ZZZS"] {
            assert!(repeated_letters(&letters(w)), "{w}");
        }
        for w in ["ADD", "EEL", "BOOK", "ABA", "ESSES"] {
            assert!(!repeated_letters(&letters(w)), "{w}");
        }
    }

    #[test]
    fn tags_parse_and_join_the_rule() {
        let q = Queried::parse(b"IBM;abbr\nONEA;partial,crosswordese\nbad line\nXX;unknown\n");
        assert_eq!(q.len(), 2);
        assert_eq!(
            q.kinds_of_text("ibm"),
            Kinds::of(&[QueryKind::Abbreviation])
        );
        let onea: Vec<_> = q.kinds_of_text("ONEA").iter().collect();
        assert_eq!(onea, [QueryKind::Partial, QueryKind::Crosswordese]);
        assert_eq!(
            q.kinds_of_text("MMM"),
            Kinds::of(&[QueryKind::RepeatedLetters])
        );
        assert!(q.kinds_of_text("TEA").is_empty());
        assert!(
            q.kinds(&letters("IBM"), false).is_empty(),
            "tags are A–Z only"
        );
    }

    #[test]
    fn kinds_round_trip_their_names() {
        for k in QueryKind::ALL {
            assert_eq!(QueryKind::parse(k.name()), Some(k));
        }
        assert_eq!(QueryKind::parse("abbr"), Some(QueryKind::Abbreviation));
        assert_eq!(
            QueryKind::parse("repeated letters"),
            Some(QueryKind::RepeatedLetters)
        );
        assert_eq!(QueryKind::parse("rude"), None);
    }

    #[test]
    fn the_config_names_make_the_ban_and_unknown_kinds_are_returned() {
        let (ban, unknown) = Ban::from_names(
            &["crude".into(), "abbr".into(), "rude".into()],
            &[" ewe ".into()],
        );
        assert_eq!(
            ban.kinds,
            Kinds::of(&[QueryKind::Crude, QueryKind::Abbreviation])
        );
        assert!(ban.words.contains("EWE"));
        assert_eq!(unknown, ["rude"]);
    }

    #[test]
    fn the_cost_holds_queried_entries_down_and_the_ban_takes_words_out() {
        let tables = WordTables::of_test_list(b"IBM;70\nTEA;65\nAAA;60\nPOO;58\nSEA;50\n");
        let q = Queried::parse(b"IBM;abbr\nPOO;crude\n");
        let mut ban = Ban::default();
        ban.words.insert("SEA".into());
        let out = with_cost(&tables, &q, &ban);
        let t = out.of_len(3);
        let score = |w: &str| t.find(&letters(w)).map(|id| t.score(id));
        assert_eq!(score("IBM"), Some(QUERIED_TOP));
        assert_eq!(score("AAA"), Some(QUERIED_TOP));
        assert_eq!(score("TEA"), Some(65));
        assert_eq!(score("POO"), None, "crude is banned by default");
        assert_eq!(score("SEA"), None, "the constructor's own ban");
    }
}
