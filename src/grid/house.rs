//! House styles: the rules a grid is checked against (American, British blocked, barred).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The share of an entry's squares that a barred grid allows unchecked unless the setter
/// says otherwise (`max_unches`), in percent.
pub const DEFAULT_MAX_UNCHES: u8 = 50;

/// Which house rules a puzzle is set to. Named apart from the square [`super::Style`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum HouseStyle {
    /// Every white square in an across and a down entry, entries of 3 or more, connected.
    #[default]
    American,
    /// A British blocked grid: unchecked squares allowed (alternate unches), but every
    /// square in some entry; entries of 3 or more; connected.
    British,
    /// A barred grid: bars end entries; entries of 3 or more unless the setter allows 2;
    /// unches up to a share of each entry the setter sets; every square in some entry.
    Barred,
}

impl HouseStyle {
    /// Every style, in the order the studio cycles through them.
    pub const ALL: [HouseStyle; 3] = [
        HouseStyle::American,
        HouseStyle::British,
        HouseStyle::Barred,
    ];

    /// The name used in files, config and commands.
    pub fn name(self) -> &'static str {
        match self {
            HouseStyle::American => "american",
            HouseStyle::British => "british",
            HouseStyle::Barred => "barred",
        }
    }

    /// The style a grid read from a file most likely follows: barred when it has bars. Used
    /// only where the file names no style; it changes no square, only which rules check it.
    pub fn guess(has_bars: bool) -> HouseStyle {
        if has_bars {
            HouseStyle::Barred
        } else {
            HouseStyle::American
        }
    }

    /// Whether a square in only one entry is a problem in this style.
    pub fn requires_full_checking(self) -> bool {
        self == HouseStyle::American
    }
}

impl fmt::Display for HouseStyle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for HouseStyle {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        let s = s.trim().to_ascii_lowercase();
        HouseStyle::ALL
            .into_iter()
            .find(|h| h.name() == s || (s == "us" && *h == HouseStyle::American))
            .ok_or_else(|| format!("{s:?} is not a style (american, british or barred)"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_bars_guess_barred() {
        for h in HouseStyle::ALL {
            assert_eq!(h.name().parse::<HouseStyle>(), Ok(h));
        }
        assert!("cryptic".parse::<HouseStyle>().is_err());
        assert_eq!(HouseStyle::guess(true), HouseStyle::Barred);
        assert_eq!(HouseStyle::guess(false), HouseStyle::American);
    }
}
