//! The house rules in figures: the one set the designer builds to and the health and publish
//! checks (`:check`, `gridwright check`) hold a grid to — style, minimum entry, word and
//! block ceilings, cheater and 3-letter limits.
//!
//! The defaults are the American editors' for a 15×15 (a themed grid at most 78 words and 38
//! blocks, a themeless one at most 72 words; at most 2 cheater squares; at most 16 3-letter
//! entries themed, 12 themeless), scaled by area for other sizes (blocks a fifth of the
//! squares below 13×13). The cheater and 3-letter
//! limits are a daily-size grid's: minis and midis (below 13×13) are built of short entries
//! and have none, and neither has a British or barred grid, whose blocks follow other rules.

use super::{DEFAULT_MAX_UNCHES, HouseStyle, Symmetry};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A 15×15's squares: the size the published limits are stated for.
const AREA_15: usize = 225;
/// The smallest area the cheater and 3-letter limits apply to (a 13×13).
pub const DAILY_AREA: usize = 169;

/// Whether a grid carries a theme: the word and 3-letter limits differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Theme entries (the lenient limits, and what a grid of unknown kind is checked to).
    #[default]
    Themed,
    /// No theme: fewer words and fewer 3-letter entries.
    Themeless,
}

/// The rules of one grid, resolved for its size and kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct HouseRules {
    /// American, British blocked or barred.
    pub style: HouseStyle,
    /// Themed or themeless.
    pub kind: Kind,
    /// The shortest entry allowed.
    pub min_entry: usize,
    /// The most entries.
    pub max_words: usize,
    /// The most black squares.
    pub max_blocks: usize,
    /// The most cheater squares (blocks that add no entry); `None`: no limit.
    pub max_cheaters: Option<usize>,
    /// The most 3-letter entries; `None`: no limit.
    pub max_three_letter: Option<usize>,
    /// The share of an entry a barred grid may leave unchecked, in percent.
    pub max_unches: u8,
}

/// What a constructor asks beyond the defaults (`None`: the default).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RuleOverrides {
    /// The shortest entry allowed (3 in American puzzles).
    pub min_entry: usize,
    /// The word ceiling.
    pub max_words: Option<usize>,
    /// The block ceiling.
    pub max_blocks: Option<usize>,
    /// The cheater limit.
    pub max_cheaters: Option<usize>,
    /// The 3-letter limit.
    pub max_three_letter: Option<usize>,
}

impl Default for RuleOverrides {
    fn default() -> Self {
        RuleOverrides {
            min_entry: 3,
            max_words: None,
            max_blocks: None,
            max_cheaters: None,
            max_three_letter: None,
        }
    }
}

impl Kind {
    /// Whether this is the default kind (a puzzle records only the other).
    pub fn is_themed(&self) -> bool {
        *self == Kind::Themed
    }
}

/// The ceilings a constructor set beyond the defaults for a grid's size and kind, as a
/// puzzle records them (`None`: the default), so `check` holds a grid made to a custom
/// ceiling to that ceiling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Ceilings {
    /// The word ceiling.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_words: Option<usize>,
    /// The block ceiling.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_blocks: Option<usize>,
    /// The cheater limit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_cheaters: Option<usize>,
    /// The 3-letter limit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_three_letter: Option<usize>,
}

impl Ceilings {
    /// Whether no ceiling is set (a puzzle records none).
    pub fn is_default(&self) -> bool {
        *self == Ceilings::default()
    }
}

/// The figures of a grid its house rules set ceilings on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Figures {
    /// Entries.
    pub words: usize,
    /// Blocks.
    pub blocks: usize,
    /// 3-letter entries.
    pub three_letter: usize,
    /// Cheater squares.
    pub cheaters: usize,
}

/// A ceiling of the house rules that a grid goes past: how many it has, and the most the
/// rule allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum RuleBreak {
    /// More entries than the word ceiling.
    Words {
        /// Entries in the grid.
        count: usize,
        /// The ceiling.
        max: usize,
    },
    /// More blocks than the block ceiling.
    Blocks {
        /// Blocks in the grid.
        count: usize,
        /// The ceiling.
        max: usize,
    },
    /// More 3-letter entries than the limit.
    ThreeLetter {
        /// 3-letter entries in the grid.
        count: usize,
        /// The limit.
        max: usize,
    },
    /// More cheater squares than the limit.
    Cheaters {
        /// Cheater squares in the grid.
        count: usize,
        /// The limit.
        max: usize,
    },
}

impl fmt::Display for RuleBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            RuleBreak::Words { count, max } => write!(f, "{count} words > {max}"),
            RuleBreak::Blocks { count, max } => write!(f, "{count} blocks > {max}"),
            RuleBreak::ThreeLetter { count, max } => write!(f, "{count} 3-letter > {max}"),
            RuleBreak::Cheaters { count, max } => write!(f, "{count} cheaters > {max}"),
        }
    }
}

/// `per_15` of a 15×15 in proportion to `area`, rounded to the nearest.
fn scaled(per_15: usize, area: usize) -> usize {
    (per_15 * area + AREA_15 / 2) / AREA_15
}

impl HouseRules {
    /// The American rules of a `width`×`height` grid of `kind`, entries of 3 or more.
    ///
    /// Words: 78 themed / 72 themeless in proportion to the area (rounded up), never below
    /// one a row and a column. Blocks: a sixth of the squares, rounded up (38 of 225); a
    /// fifth below 13×13.
    /// Cheaters: 2 in proportion, at least 2; 3-letter entries: 16 themed / 12 themeless in
    /// proportion — both from 13×13 up.
    pub fn american(width: usize, height: usize, kind: Kind) -> HouseRules {
        let area = width * height;
        let per_words = match kind {
            Kind::Themed => 78,
            Kind::Themeless => 72,
        };
        let per_three = match kind {
            Kind::Themed => 16,
            Kind::Themeless => 12,
        };
        let daily = area >= DAILY_AREA;
        HouseRules {
            style: HouseStyle::American,
            kind,
            min_entry: 3,
            max_words: (area * per_words).div_ceil(AREA_15).max(width + height),
            // Minis and midis are built of short entries, their blocks denser.
            max_blocks: if daily { area.div_ceil(6) } else { area / 5 },
            max_cheaters: daily.then(|| scaled(2, area).max(2)),
            max_three_letter: daily.then(|| scaled(per_three, area)),
            max_unches: DEFAULT_MAX_UNCHES,
        }
    }

    /// The rules of `style`: American as above; a British or barred grid (and a freeform
    /// one, without symmetry) keeps only the minimum entry and a block ceiling of two thirds
    /// of the squares (a British 15×15 has 60 blocks or more; a freeform grid's blocks fill
    /// the gaps between answers), with no word, cheater or 3-letter limit.
    pub fn for_style(
        style: HouseStyle,
        symmetry: Symmetry,
        width: usize,
        height: usize,
        kind: Kind,
    ) -> HouseRules {
        let american = HouseRules::american(width, height, kind);
        if style == HouseStyle::American && symmetry != Symmetry::None {
            return american;
        }
        let area = width * height;
        HouseRules {
            style,
            max_words: area,
            max_blocks: (area * 2).div_ceil(3),
            max_cheaters: None,
            max_three_letter: None,
            ..american
        }
    }

    /// These rules with a constructor's overrides.
    pub fn with(self, o: &RuleOverrides) -> HouseRules {
        HouseRules {
            min_entry: o.min_entry,
            max_words: o.max_words.unwrap_or(self.max_words),
            max_blocks: o.max_blocks.unwrap_or(self.max_blocks),
            max_cheaters: o.max_cheaters.or(self.max_cheaters),
            max_three_letter: o.max_three_letter.or(self.max_three_letter),
            ..self
        }
    }

    /// These rules with the ceilings a puzzle records.
    pub fn with_ceilings(self, c: &Ceilings) -> HouseRules {
        HouseRules {
            max_words: c.max_words.unwrap_or(self.max_words),
            max_blocks: c.max_blocks.unwrap_or(self.max_blocks),
            max_cheaters: c.max_cheaters.or(self.max_cheaters),
            max_three_letter: c.max_three_letter.or(self.max_three_letter),
            ..self
        }
    }

    /// The ceilings of these rules that differ from the American defaults of a
    /// `width`×`height` grid of their kind: what a puzzle made under them records.
    pub fn ceilings(&self, width: usize, height: usize) -> Ceilings {
        let d = HouseRules::american(width, height, self.kind);
        let differs = |a: usize, b: usize| (a != b).then_some(a);
        Ceilings {
            max_words: differs(self.max_words, d.max_words),
            max_blocks: differs(self.max_blocks, d.max_blocks),
            max_cheaters: self
                .max_cheaters
                .filter(|_| self.max_cheaters != d.max_cheaters),
            max_three_letter: self
                .max_three_letter
                .filter(|_| self.max_three_letter != d.max_three_letter),
        }
    }

    /// The ceilings a grid with figures `f` goes past, in the order words, blocks,
    /// 3-letter entries, cheaters (none: it keeps the rules).
    pub fn breaks(&self, f: &Figures) -> Vec<RuleBreak> {
        let mut out = Vec::new();
        if f.words > self.max_words {
            out.push(RuleBreak::Words {
                count: f.words,
                max: self.max_words,
            });
        }
        if f.blocks > self.max_blocks {
            out.push(RuleBreak::Blocks {
                count: f.blocks,
                max: self.max_blocks,
            });
        }
        if let Some(max) = self.max_three_letter.filter(|&m| f.three_letter > m) {
            out.push(RuleBreak::ThreeLetter {
                count: f.three_letter,
                max,
            });
        }
        if let Some(max) = self.max_cheaters.filter(|&m| f.cheaters > m) {
            out.push(RuleBreak::Cheaters {
                count: f.cheaters,
                max,
            });
        }
        out
    }

    /// Whether `n` cheater squares keep the limit.
    pub fn cheaters_ok(&self, n: usize) -> bool {
        self.max_cheaters.is_none_or(|m| n <= m)
    }

    /// Whether `n` 3-letter entries keep the limit.
    pub fn three_letter_ok(&self, n: usize) -> bool {
        self.max_three_letter.is_none_or(|m| n <= m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_15x15_gets_the_published_american_limits() {
        let t = HouseRules::american(15, 15, Kind::Themed);
        assert_eq!((t.max_words, t.max_blocks), (78, 38));
        assert_eq!((t.max_cheaters, t.max_three_letter), (Some(2), Some(16)));
        let u = HouseRules::american(15, 15, Kind::Themeless);
        assert_eq!((u.max_words, u.max_blocks), (72, 38));
        assert_eq!(u.max_three_letter, Some(12));
    }

    #[test]
    fn other_sizes_scale_and_small_grids_have_no_short_entry_limits() {
        let sunday = HouseRules::american(21, 21, Kind::Themed);
        assert_eq!(sunday.max_words, 153);
        assert_eq!(sunday.max_blocks, 74);
        assert_eq!(sunday.max_cheaters, Some(4));
        assert_eq!(sunday.max_three_letter, Some(31));
        let mini = HouseRules::american(5, 5, Kind::Themed);
        assert_eq!(mini.max_words, 10, "one a row and a column at least");
        assert_eq!(mini.max_blocks, 5);
        assert_eq!(HouseRules::american(9, 9, Kind::Themed).max_blocks, 16);
        assert_eq!(HouseRules::american(13, 13, Kind::Themed).max_blocks, 29);
        assert_eq!((mini.max_cheaters, mini.max_three_letter), (None, None));
        assert!(mini.cheaters_ok(25) && mini.three_letter_ok(25));
    }

    #[test]
    fn overrides_replace_only_what_they_name() {
        let o = RuleOverrides {
            max_words: Some(66),
            max_cheaters: Some(0),
            ..RuleOverrides::default()
        };
        let r = HouseRules::american(15, 15, Kind::Themeless).with(&o);
        assert_eq!(
            (r.max_words, r.max_blocks, r.max_cheaters),
            (66, 38, Some(0))
        );
        assert!(!r.cheaters_ok(1) && r.three_letter_ok(12) && !r.three_letter_ok(13));
    }

    #[test]
    fn breaks_name_each_ceiling_passed_with_its_figures() {
        let r = HouseRules::american(15, 15, Kind::Themed);
        let keeps = Figures {
            words: 78,
            blocks: 38,
            three_letter: 16,
            cheaters: 2,
        };
        assert!(r.breaks(&keeps).is_empty());
        let past = Figures {
            words: 80,
            blocks: 40,
            three_letter: 18,
            cheaters: 3,
        };
        let said: Vec<String> = r.breaks(&past).iter().map(ToString::to_string).collect();
        assert_eq!(
            said,
            [
                "80 words > 78",
                "40 blocks > 38",
                "18 3-letter > 16",
                "3 cheaters > 2"
            ]
        );
        // A mini has no short-entry limits to break.
        let mini = HouseRules::american(5, 5, Kind::Themed);
        assert!(
            mini.breaks(&Figures {
                three_letter: 10,
                cheaters: 4,
                ..Figures::default()
            })
            .is_empty()
        );
    }

    #[test]
    fn ceilings_record_only_what_differs_and_read_back_to_the_same_rules() {
        let plain = HouseRules::american(15, 15, Kind::Themeless);
        assert!(plain.ceilings(15, 15).is_default());
        let custom = plain.with(&RuleOverrides {
            max_words: Some(66),
            max_cheaters: Some(0),
            ..RuleOverrides::default()
        });
        let c = custom.ceilings(15, 15);
        assert_eq!(
            c,
            Ceilings {
                max_words: Some(66),
                max_cheaters: Some(0),
                ..Ceilings::default()
            }
        );
        assert_eq!(plain.with_ceilings(&c), custom);
    }

    #[test]
    fn british_barred_and_freeform_grids_keep_only_a_loose_block_ceiling() {
        let b = HouseRules::for_style(
            HouseStyle::British,
            Symmetry::Rotational,
            15,
            15,
            Kind::Themed,
        );
        assert_eq!(
            (b.max_blocks, b.max_cheaters, b.max_three_letter),
            (150, None, None)
        );
        let f = HouseRules::for_style(HouseStyle::American, Symmetry::None, 15, 15, Kind::Themed);
        assert_eq!((f.max_words, f.max_blocks), (225, 150));
    }
}
