//! The paper a printable puzzle is set for: ISO A4 or US Letter. The content box (186 × 255
//! mm) fits both, so the choice only sets the page's size (the PDF media box, the HTML
//! `@page` size) and centres the same layout on it.

use std::fmt;
use std::str::FromStr;

/// A paper size.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum PageSize {
    /// ISO A4, 210 × 297 mm.
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in (215.9 × 279.4 mm).
    Letter,
}

/// Territories whose locales use US Letter (CLDR's paper-size data); all others use A4.
const LETTER_TERRITORIES: [&str; 14] = [
    "US", "CA", "MX", "PH", "CL", "CO", "VE", "PR", "GT", "CR", "PA", "DO", "SV", "NI",
];

impl PageSize {
    /// Width and height in points (1/72 in).
    pub fn points(self) -> (f64, f64) {
        match self {
            PageSize::A4 => (595.276, 841.89),
            PageSize::Letter => (612.0, 792.0),
        }
    }

    /// The CSS `@page` size keyword.
    pub fn css(self) -> &'static str {
        match self {
            PageSize::A4 => "A4",
            PageSize::Letter => "letter",
        }
    }

    /// The paper of a POSIX locale name (`en_US.UTF-8`, `fr_CA`): Letter in the territories
    /// that use it, else A4; `None` when the name has no territory (`C`, `POSIX`).
    pub fn from_locale(locale: &str) -> Option<PageSize> {
        let name = locale.split(['.', '@']).next().unwrap_or("");
        let (_, territory) = name.split_once(['_', '-'])?;
        let territory = territory.to_ascii_uppercase();
        Some(if LETTER_TERRITORIES.contains(&territory.as_str()) {
            PageSize::Letter
        } else {
            PageSize::A4
        })
    }
}

/// The locale variables that name the paper, in the order POSIX gives them precedence.
pub const LOCALE_VARS: [&str; 3] = ["LC_ALL", "LC_PAPER", "LANG"];

/// The paper printable output uses: `flag` (`--page`), else `config` (`page` in config.toml),
/// else the locale's (the first of [`LOCALE_VARS`] that `env` gives with a territory), else A4.
pub fn resolve(
    flag: Option<PageSize>,
    config: Option<PageSize>,
    env: impl Fn(&str) -> Option<String>,
) -> PageSize {
    flag.or(config)
        .or_else(|| {
            LOCALE_VARS
                .iter()
                .filter_map(|v| env(v))
                .find_map(|v| PageSize::from_locale(&v))
        })
        .unwrap_or_default()
}

impl fmt::Display for PageSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PageSize::A4 => "a4",
            PageSize::Letter => "letter",
        })
    }
}

impl FromStr for PageSize {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "a4" => Ok(PageSize::A4),
            "letter" | "us-letter" | "usletter" => Ok(PageSize::Letter),
            other => Err(format!("unknown page size {other:?}; one of letter, a4")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_locale_picks_letter_in_the_americas_that_use_it_and_a4_elsewhere() {
        assert_eq!(PageSize::from_locale("en_US.UTF-8"), Some(PageSize::Letter));
        assert_eq!(PageSize::from_locale("fr_CA"), Some(PageSize::Letter));
        assert_eq!(PageSize::from_locale("en_GB.UTF-8"), Some(PageSize::A4));
        assert_eq!(PageSize::from_locale("de_DE@euro"), Some(PageSize::A4));
        assert_eq!(PageSize::from_locale("C.UTF-8"), None);
        assert_eq!("Letter".parse(), Ok(PageSize::Letter));
        assert!("legal".parse::<PageSize>().is_err());
    }

    #[test]
    fn the_flag_wins_then_the_config_then_the_locale_then_a4() {
        let us = |v: &str| (v == "LANG").then(|| "en_US.UTF-8".to_string());
        let none = |_: &str| None;
        let l = Some(PageSize::Letter);
        let a = Some(PageSize::A4);
        assert_eq!(resolve(a, l, us), PageSize::A4);
        assert_eq!(resolve(None, a, us), PageSize::A4);
        assert_eq!(resolve(None, None, us), PageSize::Letter);
        assert_eq!(resolve(None, None, none), PageSize::A4);
        // LC_ALL overrides LC_PAPER, which overrides LANG; a locale without a territory
        // (C.UTF-8) says nothing and the next one decides.
        let mixed = |v: &str| match v {
            "LC_ALL" => Some("C.UTF-8".to_string()),
            "LC_PAPER" => Some("en_GB.UTF-8".to_string()),
            _ => Some("en_US.UTF-8".to_string()),
        };
        assert_eq!(resolve(None, None, mixed), PageSize::A4);
        let paper_us = |v: &str| (v != "LANG").then(|| "es_MX".to_string());
        assert_eq!(resolve(None, None, paper_us), PageSize::Letter);
    }
}
