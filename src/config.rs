//! The settings in `config.toml` in the config dir, read by the studio and by the commands
//! that use its word lists and minimum score.
//!
//! A module of its own above `words` and `formats` (it reads their values: scores, pages),
//! so that no engine below imports one above it.

use crate::formats::page::PageSize;
use crate::grid::{HouseStyle, Symmetry};
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The viability map shows entries with at most this many viable words amber (`few_viable`).
pub const DEFAULT_FEW: usize = 5;

/// Autofill's time limit unless config.toml (`fill_timeout`) or `:timeout` says otherwise.
pub const DEFAULT_FILL_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(120);

/// The sides a default new grid may have.
const SIDES: std::ops::RangeInclusive<usize> = 3..=crate::grid::Grid::MAX_SIDE;

/// Settings read from `config.toml`; every key is optional.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Theme name (built in or in the config dir's themes/).
    pub theme: String,
    /// Width of a new grid.
    pub width: usize,
    /// Height of a new grid.
    pub height: usize,
    /// Symmetry of a new grid.
    pub symmetry: Symmetry,
    /// Lowest word score for candidates and autofill, 0–100.
    #[serde(deserialize_with = "score")]
    pub min_score: u8,
    /// Minimum scores of some entry lengths, over `min_score`: `{ 3 = 55, 15 = 40 }`.
    #[serde(deserialize_with = "scores_by_length")]
    pub min_score_by_length: std::collections::BTreeMap<usize, u8>,
    /// Extra word lists, merged over the built-in list.
    pub word_lists: Vec<PathBuf>,
    /// The alphabet of a new grid at start (`russian`, a user's name); `None`: Latin.
    pub alphabet: Option<String>,
    /// The viability map shows entries with at most this many viable words amber.
    pub few_viable: usize,
    /// Autofill's time limit in seconds (`:timeout` changes it for the session).
    pub fill_timeout: u64,
    /// Autofill's search threads; `None`: the machine's cores less one for the interface.
    pub threads: Option<usize>,
    /// The paper of printable HTML and PDF (`letter` or `a4`); `None`: the locale's.
    #[serde(deserialize_with = "page")]
    pub page: Option<PageSize>,
    /// The constructor's name, printed on every page of a submission sheet.
    pub name: String,
    /// The constructor's contact (address, email, phone), printed under the name.
    pub contact: String,
    /// House style of a new grid: `american`, `british` or `barred`.
    pub style: HouseStyle,
    /// Barred grids may have two-letter entries.
    pub two_letter_entries: bool,
    /// The share of an entry a barred grid may leave unchecked, in percent (0–100).
    #[serde(deserialize_with = "percent")]
    pub max_unches: u8,
    /// The "not in my grid" list: words autofill never places, in any case.
    pub ban: Vec<String>,
    /// Kinds of entry an editor queries that autofill never places (`crude`, `breakfast`,
    /// `abbreviation`, `partial`, `repeated_letters`, `crosswordese`).
    pub ban_kinds: Vec<String>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            theme: "dark".into(),
            width: 15,
            height: 15,
            symmetry: Symmetry::Rotational,
            min_score: crate::words::list::DEFAULT_MIN_SCORE,
            min_score_by_length: std::collections::BTreeMap::new(),
            word_lists: Vec::new(),
            alphabet: None,
            few_viable: DEFAULT_FEW,
            fill_timeout: DEFAULT_FILL_TIMEOUT.as_secs(),
            threads: None,
            page: None,
            name: String::new(),
            contact: String::new(),
            style: HouseStyle::American,
            two_letter_entries: false,
            max_unches: crate::grid::DEFAULT_MAX_UNCHES,
            ban: Vec::new(),
            ban_kinds: vec!["crude".into(), "breakfast".into()],
        }
    }
}

impl Config {
    /// Reads `config.toml` from `dir`; a missing file gives the defaults, a bad one the
    /// defaults and a message naming the file and line.
    pub fn load(dir: Option<&Path>) -> (Config, Option<String>) {
        let Some(dir) = dir else {
            return (Config::default(), None);
        };
        let path = dir.join("config.toml");
        // Bounded, and never a blocking read: a fifo named config.toml must not hang the studio.
        let text =
            match crate::store::read::read_to_string_limited(&path, crate::store::read::SLOT_LIMIT)
            {
                Ok(t) => t,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    return (Config::default(), None);
                }
                Err(e) => {
                    return (
                        Config::default(),
                        Some(format!("{}: {e}; using defaults", path.display())),
                    );
                }
            };
        match toml::from_str::<Config>(&text) {
            Ok(c) if !SIDES.contains(&c.width) || !SIDES.contains(&c.height) => (
                Config::default(),
                Some(format!(
                    "{}: size {}×{} is outside 3–{}; using defaults",
                    path.display(),
                    SIDES.end(),
                    c.width,
                    c.height
                )),
            ),
            Ok(c) => (c, None),
            Err(e) => {
                let line = e
                    .span()
                    .map(|s| text[..s.start.min(text.len())].matches('\n').count() + 1);
                let at = line.map(|l| format!(":{l}")).unwrap_or_default();
                (
                    Config::default(),
                    Some(format!(
                        "{}{at}: {}; using defaults",
                        path.display(),
                        e.message().trim()
                    )),
                )
            }
        }
    }
}

/// Reads `min_score` as any integer so that 300 or -5 is refused with the range (and, through
/// the toml error's span, the line), not serde's "expected u8" or a silently empty list.
/// `min_score_by_length = { 3 = 55 }`: each key a length of 1–255, each value 0–100.
fn scores_by_length<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<std::collections::BTreeMap<usize, u8>, D::Error> {
    let raw = std::collections::BTreeMap::<String, i64>::deserialize(d)?;
    raw.into_iter()
        .map(|(len, score)| {
            crate::words::min_scores::parse_len_score(&format!("{len}={score}"))
                .map_err(|e| serde::de::Error::custom(format!("min_score_by_length: {e}")))
        })
        .collect()
}

impl Config {
    /// The minimum score of each length: `min_score`, with `min_score_by_length` over it.
    pub fn min_scores(&self) -> crate::words::MinScores {
        crate::words::MinScores {
            default: self.min_score,
            by_length: self.min_score_by_length.clone(),
        }
    }
}

fn score<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u8, D::Error> {
    let n = i64::deserialize(d)?;
    u8::try_from(n)
        .ok()
        .filter(|n| *n <= crate::words::list::MAX_SCORE)
        .ok_or_else(|| serde::de::Error::custom(format!("min_score {n} must be 0–100")))
}

/// Reads `page` as `letter` or `a4` (any case), refusing anything else with the choices.
fn page<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<PageSize>, D::Error> {
    let s = String::deserialize(d)?;
    s.parse().map(Some).map_err(serde::de::Error::custom)
}

/// Reads `max_unches` as any integer so that 150 is refused with the range and the line.
fn percent<'de, D: serde::Deserializer<'de>>(d: D) -> Result<u8, D::Error> {
    let n = i64::deserialize(d)?;
    u8::try_from(n)
        .ok()
        .filter(|n| *n <= 100)
        .ok_or_else(|| serde::de::Error::custom(format!("max_unches {n} must be 0–100")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minimum_scores_by_length_read_and_bad_ones_name_their_line() {
        let dir = tempfile::tempdir().expect("tempdir");
        let file = dir.path().join("config.toml");
        std::fs::write(
            &file,
            "min_score = 45\nmin_score_by_length = { 3 = 55, 15 = 40 }\n",
        )
        .expect("write");
        let (c, msg) = Config::load(Some(dir.path()));
        assert_eq!(msg, None);
        let mins = c.min_scores();
        assert_eq!(
            (mins.for_len(3), mins.for_len(5), mins.for_len(15)),
            (55, 45, 40)
        );
        std::fs::write(&file, "\nmin_score_by_length = { 3 = 155 }\n").expect("write");
        let (c, msg) = Config::load(Some(dir.path()));
        assert_eq!(c, Config::default());
        let msg = msg.expect("a warning");
        assert!(
            msg.contains(":2") && msg.contains("score must be 0–100"),
            "{msg}"
        );
    }

    #[test]
    fn missing_good_and_bad_files() {
        let dir = tempfile::tempdir().expect("tempdir");
        assert_eq!(Config::load(Some(dir.path())), (Config::default(), None));
        std::fs::write(
            dir.path().join("config.toml"),
            "theme = \"light\"\nwidth = 21\nheight = 21\n",
        )
        .expect("write");
        let (c, msg) = Config::load(Some(dir.path()));
        assert!(msg.is_none());
        assert_eq!((c.theme.as_str(), c.width), ("light", 21));
        std::fs::write(
            dir.path().join("config.toml"),
            "theme = \"light\"\nwidth = \"big\"\n",
        )
        .expect("write");
        let (c, msg) = Config::load(Some(dir.path()));
        assert_eq!(c, Config::default());
        assert!(msg.expect("message").contains("config.toml:2"));
    }

    #[test]
    fn min_score_outside_0_to_100_is_refused_with_its_line() {
        let dir = tempfile::tempdir().expect("tempdir");
        for bad in ["300", "-5", "101"] {
            std::fs::write(
                dir.path().join("config.toml"),
                format!("theme = \"light\"\nmin_score = {bad}\n"),
            )
            .expect("write");
            let (c, msg) = Config::load(Some(dir.path()));
            assert_eq!(c, Config::default());
            let msg = msg.expect("message");
            assert!(msg.contains("config.toml:2"), "{msg}");
            assert!(
                msg.contains(&format!("min_score {bad} must be 0–100")),
                "{msg}"
            );
        }
        std::fs::write(dir.path().join("config.toml"), "min_score = 100\n").expect("write");
        assert_eq!(Config::load(Some(dir.path())).0.min_score, 100);
    }

    #[test]
    fn page_name_and_contact_are_read_and_a_bad_page_names_its_line() {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::write(
            dir.path().join("config.toml"),
            "page = \"Letter\"\nname = \"Ada Lovelace\"\ncontact = \"ada@example.org\"\n",
        )
        .expect("write");
        let (c, msg) = Config::load(Some(dir.path()));
        assert_eq!(msg, None);
        assert_eq!(c.page, Some(PageSize::Letter));
        assert_eq!(
            (c.name.as_str(), c.contact.as_str()),
            ("Ada Lovelace", "ada@example.org")
        );
        std::fs::write(
            dir.path().join("config.toml"),
            "name = \"A\"\npage = \"legal\"\n",
        )
        .expect("write");
        let (c, msg) = Config::load(Some(dir.path()));
        assert_eq!(c, Config::default());
        let msg = msg.expect("message");
        assert!(
            msg.contains("config.toml:2") && msg.contains("letter, a4"),
            "{msg}"
        );
    }
}
