//! Minimum scores per entry length (Crossword Compiler's "minimum score by length"): a
//! constructor may want 3-letter fill to be better than 50 and long entries to pass at 40.

use std::collections::BTreeMap;

/// The minimum score of each entry length: one default, some lengths set apart.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MinScores {
    /// The minimum of every length not set apart.
    pub default: u8,
    /// Lengths with their own minimum.
    pub by_length: BTreeMap<usize, u8>,
}

impl MinScores {
    /// One minimum for every length.
    pub fn uniform(default: u8) -> MinScores {
        MinScores {
            default,
            by_length: BTreeMap::new(),
        }
    }

    /// The minimum for entries of `len` letters.
    pub fn for_len(&self, len: usize) -> u8 {
        self.by_length.get(&len).copied().unwrap_or(self.default)
    }

    /// The lowest minimum of any length (a query over many lengths starts there).
    pub fn lowest(&self) -> u8 {
        self.by_length.values().copied().fold(self.default, u8::min)
    }

    /// Whether every length has the default.
    pub fn is_uniform(&self) -> bool {
        self.by_length.values().all(|&s| s == self.default)
    }
}

/// Reads `LEN=SCORE` (`3=55`): a length of 1–255 and a score of 0–100.
pub fn parse_len_score(text: &str) -> Result<(usize, u8), String> {
    let (len, score) = text
        .split_once('=')
        .ok_or_else(|| format!("{text:?} is not LEN=SCORE (such as 3=55)"))?;
    let len: usize = len
        .trim()
        .parse()
        .ok()
        .filter(|l| (1..=255).contains(l))
        .ok_or_else(|| format!("{text:?}: the length must be 1–255"))?;
    let score: u8 = score
        .trim()
        .parse()
        .ok()
        .filter(|s| *s <= super::list::MAX_SCORE)
        .ok_or_else(|| format!("{text:?}: the score must be 0–100"))?;
    Ok((len, score))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_set_apart_override_the_default() {
        let mut m = MinScores::uniform(50);
        assert!(m.is_uniform());
        m.by_length.insert(3, 55);
        m.by_length.insert(15, 40);
        assert_eq!((m.for_len(3), m.for_len(4), m.for_len(15)), (55, 50, 40));
        assert_eq!(m.lowest(), 40);
        assert!(!m.is_uniform());
    }

    #[test]
    fn len_score_pairs_parse_or_say_why() {
        assert_eq!(parse_len_score("3=55"), Ok((3, 55)));
        assert_eq!(parse_len_score(" 15 = 40 "), Ok((15, 40)));
        assert!(parse_len_score("3:55").unwrap_err().contains("LEN=SCORE"));
        assert!(parse_len_score("0=55").unwrap_err().contains("length"));
        assert!(parse_len_score("3=101").unwrap_err().contains("score"));
    }
}
