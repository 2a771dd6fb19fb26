//! What a design search is asked for: size, symmetry, house rules, theme entries and the
//! search's settings; and why a request is refused before anything runs.

use crate::grid::{
    Alphabet, DAILY_AREA, Direction, HouseRules, Kind, Pos, RuleOverrides, Symmetry,
};
use std::time::Duration;

/// The most theme entries a request may carry (a 15×15 theme rarely has more than five).
pub const MAX_THEME: usize = 6;
/// The smallest and largest side a design search takes: below 3 no entry of 3 fits; above
/// 64 a pattern search of this kind is not what constructors do (freeform layouts are).
pub const MIN_SIDE: usize = 3;
/// The largest side (see [`MIN_SIDE`]).
pub const MAX_SIDE: usize = 64;

/// Where a theme entry must go, as far as the constructor says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Pin {
    /// Its first square (0-based), if pinned.
    pub start: Option<Pos>,
    /// Its direction, if pinned.
    pub direction: Option<Direction>,
}

/// One theme entry: the answer (alphabet indices) and where it must go, if anywhere.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThemeEntry {
    /// The answer's letters, as indices of the word tables' alphabet.
    pub answer: Vec<u8>,
    /// Its pin (the default: anywhere).
    pub pin: Pin,
}

impl ThemeEntry {
    /// An entry the search may place anywhere.
    pub fn free(answer: Vec<u8>) -> ThemeEntry {
        ThemeEntry {
            answer,
            pin: Pin::default(),
        }
    }
}

/// A design search: what to design and how long to look.
#[derive(Debug, Clone)]
pub struct DesignRequest {
    /// Width in squares.
    pub width: usize,
    /// Height in squares.
    pub height: usize,
    /// How blocks mirror (rotational by default).
    pub symmetry: Symmetry,
    /// What the constructor asks of the house rules beyond the defaults for the size and
    /// kind ([`DesignRequest::house_rules`]).
    pub rules: RuleOverrides,
    /// The theme entries (0 to [`MAX_THEME`]), each placed as a whole entry, locked.
    pub theme: Vec<ThemeEntry>,
    /// Keep the theme entries in the order given, top to bottom, when a placement can (the
    /// default; where none can, they go in any order).
    pub keep_order: bool,
    /// The entries are long-entry seeds of a themeless grid, not theme entries: the word
    /// ceiling defaults to the themeless one.
    pub themeless: bool,
    /// How many distinct designs to find.
    pub count: usize,
    /// Seed of the search's random choices.
    pub seed: u64,
    /// Worker threads (at least 1).
    pub threads: usize,
    /// Stop after this long with what was found (`None`: no limit).
    pub timeout: Option<Duration>,
    /// Give up after this many patterns (`None`: no limit; with no timeout either, the
    /// search could run for ever on a request no pattern fills).
    pub max_attempts: Option<usize>,
    /// Dead ends one judging fill may meet before the pattern is called too hard: a budget
    /// that ends the same way on every machine, so designs follow from the seed.
    pub fill_budget: u64,
    /// Time to spend raising each found design's fill scores (0: none, and the designs are
    /// reproducible from the seed and thread count).
    pub polish: Duration,
}

impl DesignRequest {
    /// A request for one `width`×`height` design with default settings.
    pub fn new(width: usize, height: usize) -> DesignRequest {
        DesignRequest {
            width,
            height,
            symmetry: Symmetry::Rotational,
            rules: RuleOverrides::default(),
            theme: Vec::new(),
            keep_order: true,
            themeless: false,
            count: 1,
            seed: 1,
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            timeout: None,
            max_attempts: Some(DEFAULT_MAX_ATTEMPTS),
            fill_budget: DEFAULT_FILL_BUDGET,
            polish: Duration::ZERO,
        }
    }

    /// Whether the design is themeless (no theme entries, or seeds of a themeless grid).
    pub fn is_themeless(&self) -> bool {
        self.themeless || self.theme.is_empty()
    }

    /// The house rules every design keeps: the American rules of its size and kind
    /// ([`HouseRules::american`], the ones `:check` holds a grid to) with the request's
    /// overrides. Every white square is checked and the white squares are connected.
    pub fn house_rules(&self) -> HouseRules {
        let kind = if self.is_themeless() {
            Kind::Themeless
        } else {
            Kind::Themed
        };
        HouseRules::american(self.width, self.height, kind).with(&self.rules)
    }

    /// The limits a search falls back to when the house rules give no design in their share
    /// of the search ([`super::search`]): on a grid of 13×13 or more, a block ceiling of a
    /// fifth of the squares (45 of a 15×15, the designer's ceiling before the house rules)
    /// and no cheater or 3-letter limit — each only where the constructor set none. The
    /// word ceiling and minimum entry stay. `None` where nothing would be relaxed: minis and
    /// midis, whose defaults are already these, keep their rules strictly.
    pub fn relaxed_rules(&self) -> Option<HouseRules> {
        let strict = self.house_rules();
        let area = self.width * self.height;
        if area < DAILY_AREA {
            return None;
        }
        let relaxed = HouseRules {
            max_blocks: match self.rules.max_blocks {
                Some(_) => strict.max_blocks,
                None => strict.max_blocks.max(area / 5),
            },
            max_cheaters: self.rules.max_cheaters,
            max_three_letter: self.rules.max_three_letter,
            ..strict
        };
        (relaxed != strict).then_some(relaxed)
    }

    /// The word ceiling of [`DesignRequest::house_rules`]: 78 for a themed 15×15 and 72 for
    /// a themeless one unless the constructor says otherwise.
    pub fn word_ceiling(&self) -> usize {
        self.house_rules().max_words
    }

    /// Dead ends a judging fill may meet: [`DesignRequest::fill_budget`], times
    /// [`THEMELESS_BUDGET_FACTOR`] in a themeless grid, whose open patterns are few and each
    /// worth a longer look (published 72-word 15×15s take 2,000–15,000 dead ends to fill).
    pub fn judging_budget(&self) -> u64 {
        if self.is_themeless() {
            self.fill_budget.saturating_mul(THEMELESS_BUDGET_FACTOR)
        } else {
            self.fill_budget
        }
    }

    /// The block ceiling of [`DesignRequest::house_rules`]: a sixth of the squares (38 of a
    /// 15×15) unless the constructor says otherwise.
    pub fn block_ceiling(&self) -> usize {
        self.house_rules().max_blocks
    }

    /// Checks the request against the alphabet, naming what is wrong.
    pub fn check(&self, alphabet: &Alphabet) -> Result<(), DesignError> {
        let (w, h) = (self.width, self.height);
        if !(MIN_SIDE..=MAX_SIDE).contains(&w) || !(MIN_SIDE..=MAX_SIDE).contains(&h) {
            return Err(DesignError::Size {
                width: w,
                height: h,
            });
        }
        if !self.symmetry.fits(w, h) {
            return Err(DesignError::Symmetry(self.symmetry));
        }
        if self.theme.len() > MAX_THEME {
            return Err(DesignError::TooManyEntries(self.theme.len()));
        }
        if self.count == 0 || self.threads == 0 {
            return Err(DesignError::Zero);
        }
        if self.rules.min_entry < 2 {
            return Err(DesignError::MinEntry(self.rules.min_entry));
        }
        let mut letters = 0;
        for (i, t) in self.theme.iter().enumerate() {
            let word = alphabet.spell(&t.answer);
            if let Some(&bad) = t.answer.iter().find(|&&l| usize::from(l) >= alphabet.len()) {
                return Err(DesignError::Letter { word, index: bad });
            }
            if self.theme[..i].iter().any(|u| u.answer == t.answer) {
                return Err(DesignError::Twice(word));
            }
            check_fit(t, w, h, self.rules.min_entry, word)?;
            letters += t.answer.len();
        }
        if letters > w * h {
            return Err(DesignError::TooManyLetters {
                letters,
                squares: w * h,
            });
        }
        Ok(())
    }
}

/// Whether one theme entry can fit the grid at all (and at its pin).
fn check_fit(
    t: &ThemeEntry,
    w: usize,
    h: usize,
    min: usize,
    word: String,
) -> Result<(), DesignError> {
    let len = t.answer.len();
    if len < min {
        return Err(DesignError::TooShort { word, len, min });
    }
    let room = |d: Direction| match d {
        Direction::Across => w,
        Direction::Down => h,
    };
    let side = match t.pin.direction {
        Some(d) => room(d),
        None => w.max(h),
    };
    if len > side {
        return Err(DesignError::TooLong {
            word,
            len,
            side,
            width: w,
            height: h,
        });
    }
    if let Some(p) = t.pin.start {
        if p.row >= h || p.col >= w {
            return Err(DesignError::PinOutside { word, pos: p });
        }
        let fits = |d: Direction| match d {
            Direction::Across => p.col + len <= w,
            Direction::Down => p.row + len <= h,
        };
        let ok = match t.pin.direction {
            Some(d) => fits(d),
            None => fits(Direction::Across) || fits(Direction::Down),
        };
        if !ok {
            return Err(DesignError::PinOverflow { word, pos: p });
        }
    }
    Ok(())
}

/// Patterns tried before giving up when no timeout is set.
pub const DEFAULT_MAX_ATTEMPTS: usize = 4000;
/// Dead ends a judging fill may meet: a 15×15 that fills at all usually does within a few
/// hundred; a pattern past this is cheaper to mend (a block in its hardest entry) than to
/// fill by force.
pub const DEFAULT_FILL_BUDGET: u64 = 1500;

/// How many times the fill budget a themeless grid's judging fill gets (see
/// [`DesignRequest::judging_budget`]).
pub const THEMELESS_BUDGET_FACTOR: u64 = 15;

/// Why a design request is refused before anything runs.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DesignError {
    /// A side outside what the design search takes.
    #[error("a design is {MIN_SIDE}×{MIN_SIDE} to {MAX_SIDE}×{MAX_SIDE}; {width}×{height} is not")]
    Size {
        /// Width asked for.
        width: usize,
        /// Height asked for.
        height: usize,
    },
    /// A symmetry that needs a square grid, on a rectangle.
    #[error("{0} symmetry needs a square grid")]
    Symmetry(Symmetry),
    /// More theme entries than [`MAX_THEME`].
    #[error("{0} theme entries: a design takes at most {MAX_THEME}")]
    TooManyEntries(usize),
    /// A count or thread number of zero.
    #[error("the number of designs and of threads must be at least 1")]
    Zero,
    /// A minimum entry length below 2.
    #[error("the shortest entry must be at least 2 letters, not {0}")]
    MinEntry(usize),
    /// A theme entry with a letter index the word tables' alphabet lacks.
    #[error("theme entry {word}: letter {index} is not in the word lists' alphabet")]
    Letter {
        /// The entry.
        word: String,
        /// The letter index.
        index: u8,
    },
    /// The same theme entry twice.
    #[error("theme entry {0} is given twice")]
    Twice(String),
    /// A theme entry shorter than the shortest entry the rules allow.
    #[error("theme entry {word} has {len} letters, fewer than the shortest entry allowed ({min})")]
    TooShort {
        /// The entry.
        word: String,
        /// Its length.
        len: usize,
        /// The rules' minimum.
        min: usize,
    },
    /// A theme entry longer than the grid.
    #[error(
        "theme entry {word} has {len} letters, longer than the {width}×{height} grid's side of {side}"
    )]
    TooLong {
        /// The entry.
        word: String,
        /// Its length.
        len: usize,
        /// The longest side it could take.
        side: usize,
        /// Grid width.
        width: usize,
        /// Grid height.
        height: usize,
    },
    /// A pin outside the grid.
    #[error("theme entry {word} is pinned to square {pos}, outside the grid")]
    PinOutside {
        /// The entry.
        word: String,
        /// The pinned square.
        pos: Pos,
    },
    /// A pin from which the entry runs off the grid.
    #[error("theme entry {word} does not fit the grid from square {pos}")]
    PinOverflow {
        /// The entry.
        word: String,
        /// The pinned square.
        pos: Pos,
    },
    /// More theme letters than squares.
    #[error("the theme entries have {letters} letters, more than the grid's {squares} squares")]
    TooManyLetters {
        /// Letters in all theme entries.
        letters: usize,
        /// Squares in the grid.
        squares: usize,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_daily_size_grid_relaxes_and_never_what_the_constructor_set() {
        let mini = DesignRequest::new(9, 9);
        assert_eq!(mini.relaxed_rules(), None, "minis and midis stay strict");
        let daily = DesignRequest::new(15, 15);
        let r = daily.relaxed_rules().expect("a 15×15 relaxes");
        assert_eq!(
            (r.max_blocks, r.max_cheaters, r.max_three_letter),
            (45, None, None)
        );
        assert_eq!(r.max_words, daily.house_rules().max_words, "words stay");
        let mut own = DesignRequest::new(15, 15);
        own.rules.max_blocks = Some(36);
        own.rules.max_cheaters = Some(1);
        let r = own.relaxed_rules().expect("the 3-letter limit relaxes");
        assert_eq!(
            (r.max_blocks, r.max_cheaters, r.max_three_letter),
            (36, Some(1), None)
        );
        own.rules.max_three_letter = Some(14);
        assert_eq!(own.relaxed_rules(), None, "nothing left to relax");
    }
}
