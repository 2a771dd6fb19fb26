//! The `--list` flag shared by every subcommand that reads words, and loading them.

use super::out::errln;
use crate::store::paths;
use crate::words::list::MAX_SCORE;
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
            errln!("warning: {s}");
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
        errln!("warning: {w}");
    }
    if words.warnings.len() > SHOWN {
        errln!(
            "warning: … and {} more skipped lines (see `gridwright words stats`)",
            words.warnings.len() - SHOWN
        );
    }
}

/// Parses a `--min-score` value: a whole number 0–100, the range of list scores. Negative
/// values reach here too (the flags allow them) so they get this message, not clap's.
pub fn parse_score(s: &str) -> Result<u8, String> {
    let t = s.trim();
    let digits = t.strip_prefix(['-', '+']).unwrap_or(t);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err("must be a whole number 0–100".into());
    }
    // Too long for any integer type is still a whole number, just out of range.
    t.parse::<u8>()
        .ok()
        .filter(|n| *n <= MAX_SCORE)
        .ok_or_else(|| "must be 0–100".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_whole_numbers_from_0_to_100() {
        assert_eq!(parse_score("0"), Ok(0));
        assert_eq!(parse_score(" 100 "), Ok(100));
        for bad in ["101", "255", "300", "-1", "99999999999999999999"] {
            assert_eq!(parse_score(bad), Err("must be 0–100".into()), "{bad}");
        }
        assert!(parse_score("4.5").unwrap_err().contains("whole number"));
        assert!(parse_score("high").unwrap_err().contains("whole number"));
    }
}
