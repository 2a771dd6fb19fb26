//! The studio's words: where they come from, loading them for the puzzle's alphabet on a
//! worker thread, and what the studio says when the lists cannot serve the puzzle.

use crate::fill::WordTables;
use crate::grid::{Alphabet, Alphabets, Mismatch};
use crate::words::{ListSpec, MinScores, Unreadable};
use crate::words::{Pattern, QueryResult, WordIndex};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

/// The word index and the per-length tables, once loaded.
#[derive(Debug, Clone)]
pub struct StudioWords {
    /// The index, for pattern search.
    pub index: WordIndex,
    /// Tables at the studio's minimum score, for candidates, search and autofill.
    pub tables: Arc<WordTables>,
    /// The alphabet of the lists set aside when none was in the puzzle's: what the lists
    /// loaded are, for the message (the index itself is then empty).
    pub set_aside: Option<Alphabet>,
    /// Scores edited in the studio that the index does not hold yet (`None`: out until the
    /// lists are read again). The tables hold them already; searches through the index
    /// apply them. Empty once the lists are read again with the personal list.
    pub pending: Arc<BTreeMap<Vec<u8>, Option<u8>>>,
}

impl StudioWords {
    /// Builds the tables of `index` at `min_score` for every length.
    pub fn new(index: WordIndex, min_score: u8) -> StudioWords {
        Self::at_mins(index, &MinScores::uniform(min_score))
    }

    /// Builds the tables of `index` at the minimum of each length (`min_score` with
    /// `min_score_by_length` over it).
    pub fn at_mins(index: WordIndex, mins: &MinScores) -> StudioWords {
        StudioWords {
            tables: Arc::new(WordTables::from_index_by_length(&index, mins)),
            index,
            set_aside: None,
            pending: Arc::default(),
        }
    }

    /// The same words with one word's score changed (`None`: taken out), at the minimum of
    /// its length: at once, without rebuilding the index.
    pub fn changed(&self, word: &[u8], score: Option<u8>, mins: &MinScores) -> StudioWords {
        let mut pending = (*self.pending).clone();
        pending.insert(word.to_vec(), score);
        let min = mins.for_len(word.len());
        StudioWords {
            tables: Arc::new(self.tables.with_change(word, score, min)),
            index: self.index.clone(),
            set_aside: self.set_aside.clone(),
            pending: Arc::new(pending),
        }
    }

    /// The same words with tables at other minimum scores, the pending changes kept.
    pub fn at_min_score(&self, mins: &MinScores) -> StudioWords {
        let mut tables = WordTables::from_index_by_length(&self.index, mins);
        for (word, &score) in self.pending.iter() {
            tables = tables.with_change(word, score, mins.for_len(word.len()));
        }
        StudioWords {
            tables: Arc::new(tables),
            index: self.index.clone(),
            set_aside: self.set_aside.clone(),
            pending: self.pending.clone(),
        }
    }

    /// The score of a word, a pending change first.
    pub fn score(&self, word: &[u8]) -> Option<u8> {
        match self.pending.get(word) {
            Some(&s) => s,
            None => self.index.score(word),
        }
    }

    /// Ranked matches of a pattern, each length at its minimum: the tables for a fixed
    /// length, else the index with the pending changes applied.
    pub fn query(&self, pattern: &Pattern, mins: &MinScores, limit: usize) -> QueryResult {
        if let Some(len) = pattern.fixed_len()
            && let Some(r) = self.tables.query(pattern, mins.for_len(len), limit)
        {
            return r;
        }
        if self.pending.is_empty() && mins.is_uniform() {
            return self.index.query(pattern, mins.default, limit);
        }
        let mut all = self.index.query(pattern, mins.lowest(), usize::MAX).matches;
        all.retain(|m| !self.pending.contains_key(&m.word));
        for (word, &score) in self.pending.iter() {
            if let Some(score) = score.filter(|_| pattern.matches(word)) {
                all.push(crate::words::Match {
                    word: word.clone(),
                    score,
                });
            }
        }
        all.retain(|m| m.score >= mins.for_len(m.word.len()));
        all.sort_by(|a, b| b.score.cmp(&a.score).then_with(|| a.word.cmp(&b.word)));
        let total = all.len();
        all.truncate(limit);
        QueryResult {
            matches: all,
            total,
        }
    }

    /// Whether these words can serve a puzzle in `puzzle`: the index is spelled in its
    /// letters and some list was in them.
    pub fn check(&self, puzzle: &Alphabet) -> Result<(), Mismatch> {
        Mismatch::check(puzzle, self.index.alphabet())?;
        match &self.set_aside {
            Some(other) => Err(Mismatch {
                puzzle: puzzle.clone(),
                lists: Some(other.clone()),
            }),
            None => Ok(()),
        }
    }
}

/// What the studio says while the words load.
pub const LOADING: &str = "the word list is still loading";

/// The studio's words as they stand for the puzzle: none yet, words that serve it, or
/// words in other letters (kept for the message, and for an undo back to their alphabet).
/// Code that needs words matches on it (or asks [`Words::ready`]) rather than checking by
/// hand whether words are in and whether they match.
#[derive(Debug, Clone, Default)]
pub enum Words {
    /// Not loaded yet (being loaded for the puzzle's alphabet).
    #[default]
    Loading,
    /// Words in the puzzle's letters.
    Ready(StudioWords),
    /// Words that cannot serve the puzzle, and why.
    Mismatch(StudioWords, Mismatch),
}

impl Words {
    /// `words` judged for a puzzle in `alphabet`.
    pub fn judged(words: StudioWords, alphabet: &Alphabet) -> Words {
        match words.check(alphabet) {
            Ok(()) => Words::Ready(words),
            Err(m) => Words::Mismatch(words, m),
        }
    }

    /// The same words judged again for a puzzle in `alphabet` (it changed).
    pub fn rejudged(self, alphabet: &Alphabet) -> Words {
        match self {
            Words::Loading => Words::Loading,
            Words::Ready(w) | Words::Mismatch(w, _) => Words::judged(w, alphabet),
        }
    }

    /// The words, when they serve the puzzle.
    pub fn ready(&self) -> Option<&StudioWords> {
        match self {
            Words::Ready(w) => Some(w),
            _ => None,
        }
    }

    /// The words in hand, whether or not they serve the puzzle.
    pub fn loaded(&self) -> Option<&StudioWords> {
        match self {
            Words::Loading => None,
            Words::Ready(w) | Words::Mismatch(w, _) => Some(w),
        }
    }

    /// Why the words in hand cannot serve the puzzle, if they cannot.
    pub fn mismatch(&self) -> Option<&Mismatch> {
        match self {
            Words::Mismatch(_, m) => Some(m),
            _ => None,
        }
    }

    /// Whether no words are in yet.
    pub fn is_loading(&self) -> bool {
        matches!(self, Words::Loading)
    }
}

/// Where the studio's words come from; kept so they can be loaded again for another alphabet.
#[derive(Debug, Clone, Default)]
pub struct WordSource {
    /// Start from the built-in list.
    pub builtin: bool,
    /// The config dir: its `wordlists/` folder is read, and messages name it.
    pub config_dir: Option<PathBuf>,
    /// Where built indexes are cached (`None`: build in memory).
    pub cache_dir: Option<PathBuf>,
    /// The config file's `word_lists`.
    pub extra_lists: Vec<PathBuf>,
    /// The alphabets a list's `# alphabet:` header may name (built-in plus the user's).
    pub alphabets: Alphabets,
}

impl WordSource {
    /// The user's setup: the built-in list, the config dir's lists, the config file's lists.
    pub fn user(extra_lists: Vec<PathBuf>, alphabets: Alphabets) -> WordSource {
        WordSource {
            builtin: true,
            config_dir: crate::store::paths::config_dir().ok(),
            cache_dir: crate::store::paths::cache_dir().ok(),
            extra_lists,
            alphabets,
        }
    }
}

impl WordSource {
    /// The lists to load, in merge order: the built-in list, the config dir's `wordlists/`,
    /// the config file's lists, and the personal list last.
    pub fn spec(&self) -> ListSpec {
        ListSpec {
            default_list: self.builtin,
            config_lists: self.config_dir.as_ref().map(|d| d.join("wordlists")),
            config_files: self.extra_lists.clone(),
            files: Vec::new(),
            personal: self.personal_path(),
            alphabet: None,
            alphabets: self.alphabets.clone(),
        }
    }

    /// The personal list's file, when there is a config dir.
    pub fn personal_path(&self) -> Option<PathBuf> {
        self.config_dir
            .as_deref()
            .map(crate::words::personal::path_in)
    }
}

/// What the word loader sends the studio: the alphabet it loaded for (a result for another
/// alphabet than the puzzle's is stale), and the words with any notes, or why there are none.
#[derive(Debug)]
pub struct WordsLoaded {
    /// The alphabet the words were loaded for.
    pub alphabet: Alphabet,
    /// The words and the lists left out, or why no words could be loaded at all.
    pub result: Result<(StudioWords, Vec<String>), String>,
}

/// Loads the words of `source` for a puzzle in `want`, at the minimum scores `mins`. Lists in another
/// alphabet are set aside (the studio then says why no word fits); a list that cannot be
/// read is left out and named in the notes; if the index cannot be built at all, the
/// built-in list alone is tried before giving up.
pub fn load_words(source: &WordSource, mins: &MinScores, want: &Alphabet) -> WordsLoaded {
    let spec = source.spec();
    let cache = source.cache_dir.as_deref();
    let load =
        |spec: &ListSpec, cache| crate::words::load_for(spec, cache, Unreadable::Skip, Some(want));
    let result = match load(&spec, cache) {
        Ok(w) => Ok((w, Vec::new())),
        Err(e) => {
            let builtin = ListSpec {
                default_list: source.builtin,
                ..ListSpec::default()
            };
            load(&builtin, None)
                .map(|w| (w, vec![format!("{e}; using the built-in list only")]))
                .map_err(|e2| format!("{e}; the built-in list: {e2}"))
        }
    };
    let result = result.map(|(w, mut notes)| {
        notes.splice(0..0, w.skipped.iter().map(ToString::to_string));
        // With no list in the puzzle's letters, the ones set aside say what was loaded.
        let set_aside = w
            .sources
            .is_empty()
            .then(|| w.other_alphabet.first().map(|(_, a)| a.clone()))
            .flatten();
        let words = StudioWords {
            set_aside,
            ..StudioWords::at_mins(w.index, mins)
        };
        (words, notes)
    });
    WordsLoaded {
        alphabet: want.clone(),
        result,
    }
}

/// The studio's words for a puzzle whose alphabet the loaded lists do not serve: what the
/// alphabets are, and where a list in the puzzle's alphabet goes.
pub fn mismatch_message(m: &Mismatch, config_dir: Option<&std::path::Path>) -> String {
    let folder = match config_dir {
        Some(d) => format!("{}/", d.join("wordlists").display()),
        None => "wordlists/ in the config dir".to_string(),
    };
    let remedy = format!(
        "add a {} list to {folder} or word_lists in config.toml",
        m.puzzle.describe()
    );
    m.explain("puzzle", &remedy)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_latin_list_for_a_russian_puzzle_is_a_mismatch() {
        let config = tempfile::tempdir().expect("tempdir");
        let source = WordSource {
            builtin: true,
            config_dir: Some(config.path().to_path_buf()),
            ..WordSource::default()
        };
        let russian = Alphabet::named("russian").expect("russian");
        let loaded = load_words(&source, &MinScores::uniform(50), &russian);
        assert_eq!(loaded.alphabet, russian);
        let (words, _) = loaded.result.expect("loads");
        let m = words.check(&russian).expect_err("a mismatch");
        let msg = mismatch_message(&m, Some(config.path()));
        assert!(
            msg.starts_with(
                "the puzzle is in the Russian alphabet; the word lists loaded are Latin: add a Russian list to "
            ),
            "{msg}"
        );
        assert!(
            msg.ends_with("wordlists/ or word_lists in config.toml"),
            "{msg}"
        );
    }

    #[test]
    fn a_russian_list_in_the_config_dir_serves_a_russian_puzzle() {
        let config = tempfile::tempdir().expect("tempdir");
        std::fs::create_dir(config.path().join("wordlists")).expect("mkdir");
        std::fs::write(
            config.path().join("wordlists/ru.dict"),
            "КОТ;60\nКИТ;55\nТОК;50\n",
        )
        .expect("write");
        let source = WordSource {
            builtin: true,
            config_dir: Some(config.path().to_path_buf()),
            ..WordSource::default()
        };
        let russian = Alphabet::named("russian").expect("russian");
        let (words, notes) = load_words(&source, &MinScores::uniform(50), &russian)
            .result
            .expect("loads");
        assert!(notes.is_empty(), "{notes:?}");
        assert!(words.check(&russian).is_ok());
        assert_eq!(words.index.len(), 3);
    }
}
