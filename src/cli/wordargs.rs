//! The `--list` flag shared by every subcommand that reads words, and loading them.

use crate::store::paths;
use crate::words::{ListSpec, LoadedWords, Unreadable, load_with};
use std::path::PathBuf;

/// Which word lists to use.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct ListArgs {
    /// A word list (`WORD;SCORE` or one word a line); repeatable. With none, the built-in
    /// list plus the lists in the config dir's wordlists/ folder.
    #[arg(long = "list", value_name = "FILE")]
    pub lists: Vec<PathBuf>,
}

impl ListArgs {
    /// Loads the lists through the index cache, reporting skipped lines on stderr (unless
    /// `quiet`) and skipped lists always. A `--list` file that cannot be read is an error:
    /// the user asked for exactly that list. An unreadable list of the config dir is skipped.
    pub fn load(&self, quiet: bool) -> anyhow::Result<LoadedWords> {
        let spec = ListSpec::from_flags(self.lists.clone(), paths::config_dir().ok());
        let cache = paths::cache_dir().ok();
        let words = load_with(&spec, cache.as_deref(), Unreadable::Fail)?;
        for s in &words.skipped {
            eprintln!("warning: {s}");
        }
        if !quiet && !words.warnings.is_empty() {
            report_warnings(&words);
        }
        Ok(words)
    }
}

/// Prints the first few skipped lines and a count of the rest.
pub fn report_warnings(words: &LoadedWords) {
    const SHOWN: usize = 5;
    for w in words.warnings.iter().take(SHOWN) {
        eprintln!("warning: {w}");
    }
    if words.warnings.len() > SHOWN {
        eprintln!(
            "warning: … and {} more skipped lines (see `gridwright words stats`)",
            words.warnings.len() - SHOWN
        );
    }
}
