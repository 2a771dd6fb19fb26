//! The `--list` flag shared by every subcommand that reads words, and loading them.

use super::out::errln;
use crate::grid::{Alphabet, Alphabets};
use crate::store::paths;
use crate::words::list::MAX_SCORE;
use crate::words::{ListSpec, LoadedWords, Unreadable, load_for};
use std::path::PathBuf;

/// Which word lists to use, and in which alphabet.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct ListArgs {
    /// A word list (`WORD;SCORE` or one word a line); repeatable. With none, the built-in
    /// list, the lists in the config dir's wordlists/ folder, config.toml's word_lists and
    /// the personal list (personal.dict in the config dir) last.
    #[arg(long = "list", value_name = "FILE")]
    pub lists: Vec<PathBuf>,
    /// The alphabet (latin, russian, greek, spanish, german, … or one of yours in the config
    /// dir's alphabets/): lists without an `# alphabet:` line are read in it. Without it, a
    /// list's alphabet is told from its entries.
    #[arg(long, value_name = "NAME")]
    pub alphabet: Option<String>,
}

impl ListArgs {
    /// The known alphabets (built-in plus the config dir's, whose bad files are warned about
    /// on stderr) and the one `--alphabet` names, if any.
    pub fn alphabets(&self) -> anyhow::Result<(Alphabets, Option<Alphabet>)> {
        let (alphabets, warnings) = crate::store::alphabets::load_user();
        for w in warnings {
            errln!("warning: {w}");
        }
        let flag = match &self.alphabet {
            Some(name) => Some(
                alphabets
                    .get(name)
                    .map_err(|e| anyhow::anyhow!("--alphabet: {e}"))?,
            ),
            None => None,
        };
        Ok((alphabets, flag))
    }

    /// [`ListArgs::load_for`] with no puzzle: the lists' own alphabet.
    pub fn load(&self, quiet: bool) -> anyhow::Result<LoadedWords> {
        self.load_for(quiet, None)
    }

    /// Loads the lists for a puzzle in `want` through the index cache, reporting skipped
    /// lines on stderr (unless `quiet`) and skipped lists always. A `--list` file that cannot
    /// be read, or is in another alphabet than `want`, is an error: the user asked for
    /// exactly that list. An unreadable list of the config dir is skipped, and one in another
    /// alphabet is left out.
    pub fn load_for(&self, quiet: bool, want: Option<&Alphabet>) -> anyhow::Result<LoadedWords> {
        let (alphabets, flag) = self.alphabets()?;
        self.load_in(alphabets, flag, quiet, want)
    }

    /// The lists these flags mean, in merge order: with no `--list`, the built-in list, the
    /// config dir's `wordlists/`, config.toml's `word_lists` and personal.dict last (what the
    /// studio reads); with `--list`, exactly those files.
    pub fn spec(&self, alphabets: Alphabets, flag: Option<Alphabet>) -> ListSpec {
        let config_dir = paths::config_dir().ok();
        let mut spec = ListSpec::from_flags(self.lists.clone(), config_dir.clone());
        if self.lists.is_empty() {
            // A bad config.toml is reported by the commands that read its settings.
            spec.config_files = crate::config::Config::load(config_dir.as_deref())
                .0
                .word_lists;
        }
        spec.alphabets = alphabets;
        spec.alphabet = flag;
        spec
    }

    /// [`ListArgs::load_for`] with the alphabets already read by [`ListArgs::alphabets`].
    pub fn load_in(
        &self,
        alphabets: Alphabets,
        flag: Option<Alphabet>,
        quiet: bool,
        want: Option<&Alphabet>,
    ) -> anyhow::Result<LoadedWords> {
        let want = want.or(flag.as_ref()).cloned();
        let spec = self.spec(alphabets, flag);
        let cache = paths::cache_dir().ok();
        let words = load_for(&spec, cache.as_deref(), Unreadable::Fail, want.as_ref())?;
        for s in &words.skipped {
            errln!("warning: {s}");
        }
        if !quiet && !words.warnings.is_empty() {
            report_warnings(&words);
        }
        if words.index.is_empty() {
            // Else "0 results" alone hides that nothing was searched (a list of one word too
            // long for any grid, a list of comments).
            errln!(
                "warning: the lists hold no word: {}",
                crate::grid::printable::few(&words.sources, crate::grid::printable::ECHO_ITEMS)
            );
        }
        Ok(words)
    }
}

/// The `--min-score` flag of the commands that choose words.
#[derive(Debug, Clone, Default, clap::Args)]
pub struct MinScoreArg {
    /// Use only words scored N or more (0–100). Default: `min_score` in the config dir's
    /// config.toml, else 50 (the studio's default too).
    #[arg(
        long = "min-score",
        value_name = "N",
        allow_negative_numbers = true,
        value_parser = parse_score
    )]
    pub value: Option<u8>,
    /// A minimum for one entry length, over --min-score: `--min-score-len 3=55` (repeat it
    /// for more lengths). Default: `min_score_by_length` in config.toml.
    #[arg(
        long = "min-score-len",
        value_name = "LEN=N",
        value_parser = crate::words::min_scores::parse_len_score
    )]
    pub by_length: Vec<(usize, u8)>,
}

impl MinScoreArg {
    /// The minimum of each length: [`MinScoreArg::resolve`] for the default, the config's
    /// `min_score_by_length` with the flags' lengths over it.
    pub fn resolve_all(&self) -> crate::words::MinScores {
        let (config, warning) = crate::config::Config::load(paths::config_dir().ok().as_deref());
        let mut mins = crate::words::MinScores {
            default: self.or_config(config.min_score, warning),
            by_length: config.min_score_by_length,
        };
        mins.by_length.extend(self.by_length.iter().copied());
        mins
    }

    /// The flag's value, else the config file's `min_score` (a bad file is warned about on
    /// stderr), else [`crate::words::list::DEFAULT_MIN_SCORE`].
    pub fn resolve(&self) -> u8 {
        if let Some(v) = self.value {
            return v;
        }
        let (config, warning) = crate::config::Config::load(paths::config_dir().ok().as_deref());
        self.or_config(config.min_score, warning)
    }

    /// The flag's value, else `config_min` from a config file loaded with `warning`, which is
    /// printed only when the file's value is the one used.
    fn or_config(&self, config_min: u8, warning: Option<String>) -> u8 {
        if let Some(v) = self.value {
            return v;
        }
        if let Some(w) = warning {
            errln!("warning: {w}");
        }
        config_min
    }
}

/// The "not in my grid" list from config.toml (`ban`, `ban_kinds`): crude and breakfast-test
/// words unless the file says otherwise. An unknown kind is warned about and skipped.
pub fn ban() -> crate::words::queried::Ban {
    use crate::words::queried::{Ban, QueryKind};
    let (config, warning) = crate::config::Config::load(paths::config_dir().ok().as_deref());
    if let Some(w) = warning {
        errln!("warning: {w}");
    }
    let (ban, unknown) = Ban::from_names(&config.ban_kinds, &config.ban);
    for name in unknown {
        errln!(
            "warning: config.toml: ban_kinds: {:?} is not a kind (one of {})",
            crate::grid::printable::one_line(&name),
            QueryKind::ALL.map(QueryKind::name).join(", ")
        );
    }
    ban
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
