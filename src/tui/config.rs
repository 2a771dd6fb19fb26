//! The studio's settings: `config.toml` in the config dir.

use crate::grid::Symmetry;
use serde::Deserialize;
use std::path::{Path, PathBuf};

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
    /// Lowest word score for candidates and autofill.
    pub min_score: u8,
    /// Extra word lists, merged over the built-in list.
    pub word_lists: Vec<PathBuf>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            theme: "dark".into(),
            width: 15,
            height: 15,
            symmetry: Symmetry::Rotational,
            min_score: 40,
            word_lists: Vec::new(),
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
        let text = match std::fs::read_to_string(&path) {
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
            Ok(c) if !(3..=29).contains(&c.width) || !(3..=29).contains(&c.height) => (
                Config::default(),
                Some(format!(
                    "{}: size {}×{} is outside 3–29; using defaults",
                    path.display(),
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
