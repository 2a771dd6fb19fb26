//! The studio's words: where they come from, loading them for the puzzle's alphabet on a
//! worker thread, and what the studio says when the lists cannot serve the puzzle.

use super::studio::StudioWords;
use crate::grid::{Alphabet, Alphabets, Mismatch};
use crate::words::{ListSpec, MinScores, Unreadable};
use std::path::PathBuf;

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
