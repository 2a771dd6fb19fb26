//! Publish checks: everything that should stop a puzzle leaving the studio — empty squares,
//! entries without clues or outside the word lists, duplicates, unchecked squares, short
//! entries, split grids, too many blocks, broken symmetry, the same grid in another slot.
//! The studio's `:check`, `gridwright check --publish` and `export` all read this one list.

use super::check::EntryRef;
use super::{BarRef, ClueKey, HealthReport, Pos, Puzzle, Slots, Symmetry};
use serde::Serialize;
use std::fmt;

/// An answer as its letters alone, upper case ("Iced tea" and ICEDTEA alike).
fn letters_of(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_uppercase)
        .collect()
}

/// One thing that keeps a puzzle from being published, with what a reader needs to find it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Finding {
    /// White squares without a letter.
    Incomplete {
        /// How many.
        empty: usize,
        /// The first in reading order.
        first: Pos,
    },
    /// An entry with no clue (or only spaces).
    MissingClue {
        /// The entry.
        entry: EntryRef,
    },
    /// A clue written for another answer than its entry holds now (a refill, typing over).
    StaleClue {
        /// The entry.
        entry: EntryRef,
        /// The answer the clue was written for.
        written_for: String,
        /// The entry now.
        now: String,
    },
    /// A complete entry in none of the loaded word lists.
    NotInList {
        /// The entry.
        entry: EntryRef,
        /// Its answer.
        word: String,
    },
    /// A complete entry the lists score below the minimum (0 is banned).
    LowScore {
        /// The entry.
        entry: EntryRef,
        /// Its answer.
        word: String,
        /// The lists' score.
        score: u8,
        /// The minimum it is below.
        min: u8,
    },
    /// A word in more than one entry.
    Duplicate {
        /// The word.
        word: String,
        /// Labels of the entries holding it.
        labels: Vec<String>,
        /// The first square of the first of them.
        first: Pos,
    },
    /// White squares in only one entry (or in none).
    Unchecked {
        /// The squares, in reading order.
        squares: Vec<Pos>,
    },
    /// An entry shorter than the minimum (a two-letter entry).
    Short {
        /// The entry.
        entry: EntryRef,
    },
    /// White squares cut off from the largest region.
    Disconnected {
        /// How many squares the cut-off region has.
        size: usize,
        /// Its first square.
        first: Pos,
    },
    /// Too many blocks for a blocked grid, or too few letters for a freeform one.
    Density {
        /// Black squares.
        blocks: usize,
        /// All squares.
        squares: usize,
        /// The most blocks allowed.
        max_blocks: usize,
    },
    /// More entries than the house rules' word ceiling.
    Words {
        /// Entries.
        words: usize,
        /// The ceiling.
        max: usize,
    },
    /// More 3-letter entries than the house rules allow.
    ThreeLetter {
        /// 3-letter entries.
        count: usize,
        /// The limit.
        max: usize,
    },
    /// More cheater squares (blocks that add no entry) than the house rules allow.
    Cheaters {
        /// The cheater squares, in reading order.
        squares: Vec<Pos>,
        /// The limit.
        max: usize,
    },
    /// Blocks that break the grid's symmetry.
    Asymmetric {
        /// The squares, in reading order.
        squares: Vec<Pos>,
        /// The symmetry broken.
        symmetry: Symmetry,
    },
    /// Bars that break the grid's symmetry (with the partner edges lacking a bar).
    AsymmetricBars {
        /// The bars, in reading order of their squares.
        bars: Vec<BarRef>,
        /// The symmetry broken.
        symmetry: Symmetry,
    },
    /// The same grid is saved in other slots too.
    SavedElsewhere {
        /// Those slots.
        slots: Vec<u8>,
    },
    /// A very similar grid is saved in other slots: the same blocks and nearly every
    /// letter ([`super::likeness`]).
    SimilarElsewhere {
        /// Those slots with how alike each is.
        slots: Vec<Twin>,
    },
}

/// Another slot holding this grid or a very similar one ([`super::likeness`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Twin {
    /// The slot number.
    pub slot: u8,
    /// The very same grid (else the same blocks and most letters).
    pub identical: bool,
    /// The share of white squares holding the same letter in both, in percent.
    pub same_letters: u8,
}

impl Finding {
    /// The square a reader should look at first, if the finding has one.
    pub fn at(&self) -> Option<Pos> {
        match self {
            Finding::Incomplete { first, .. }
            | Finding::Duplicate { first, .. }
            | Finding::Disconnected { first, .. } => Some(*first),
            Finding::MissingClue { entry }
            | Finding::StaleClue { entry, .. }
            | Finding::NotInList { entry, .. }
            | Finding::LowScore { entry, .. }
            | Finding::Short { entry } => entry.squares.first().copied(),
            Finding::Unchecked { squares }
            | Finding::Asymmetric { squares, .. }
            | Finding::Cheaters { squares, .. } => squares.first().copied(),
            Finding::AsymmetricBars { bars, .. } => bars.first().map(|b| b.square),
            Finding::Density { .. }
            | Finding::Words { .. }
            | Finding::ThreeLetter { .. }
            | Finding::SavedElsewhere { .. }
            | Finding::SimilarElsewhere { .. } => None,
        }
    }

    /// The entry the finding is about, if it is about one.
    pub fn entry(&self) -> Option<&EntryRef> {
        match self {
            Finding::MissingClue { entry }
            | Finding::StaleClue { entry, .. }
            | Finding::NotInList { entry, .. }
            | Finding::LowScore { entry, .. }
            | Finding::Short { entry } => Some(entry),
            _ => None,
        }
    }

    /// The word a constructor might add to the personal list, for a word-list finding.
    pub fn word(&self) -> Option<&str> {
        match self {
            Finding::NotInList { word, .. } | Finding::LowScore { word, .. } => Some(word),
            _ => None,
        }
    }

    /// The kind's short name, as in the JSON (`missing_clue`).
    pub fn kind(&self) -> &'static str {
        match self {
            Finding::Incomplete { .. } => "incomplete",
            Finding::MissingClue { .. } => "missing_clue",
            Finding::StaleClue { .. } => "stale_clue",
            Finding::NotInList { .. } => "not_in_list",
            Finding::LowScore { .. } => "low_score",
            Finding::Duplicate { .. } => "duplicate",
            Finding::Unchecked { .. } => "unchecked",
            Finding::Short { .. } => "short",
            Finding::Disconnected { .. } => "disconnected",
            Finding::Density { .. } => "density",
            Finding::Words { .. } => "words",
            Finding::ThreeLetter { .. } => "three_letter",
            Finding::Cheaters { .. } => "cheaters",
            Finding::Asymmetric { .. } => "asymmetric",
            Finding::AsymmetricBars { .. } => "asymmetric_bars",
            Finding::SavedElsewhere { .. } => "saved_elsewhere",
            Finding::SimilarElsewhere { .. } => "similar_elsewhere",
        }
    }
}

fn squares(list: &[Pos]) -> String {
    const SHOWN: usize = 4;
    let mut s: Vec<String> = list.iter().take(SHOWN).map(Pos::to_string).collect();
    if list.len() > SHOWN {
        s.push(format!("… {} more", list.len() - SHOWN));
    }
    s.join(", ")
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Finding::Incomplete { empty, first } => {
                let s = if *empty == 1 { "" } else { "s" };
                write!(f, "{empty} empty square{s}, the first at {}", first)
            }
            Finding::MissingClue { entry } => write!(f, "{} has no clue", entry.label),
            Finding::StaleClue {
                entry,
                written_for,
                now,
            } => write!(
                f,
                "{}: clue written for {written_for}, answer is now {now}",
                entry.label
            ),
            Finding::NotInList { entry, word } => {
                write!(f, "{} {word} is in no loaded word list", entry.label)
            }
            Finding::LowScore {
                entry,
                word,
                score,
                min,
            } => write!(
                f,
                "{} {word} scores {score}, below the minimum {min}",
                entry.label
            ),
            Finding::Duplicate { word, labels, .. } => {
                write!(
                    f,
                    "{word} appears {} times: {}",
                    labels.len(),
                    labels.join(", ")
                )
            }
            Finding::Unchecked { squares: list } => write!(
                f,
                "{} unchecked square{} (in one entry only): {}",
                list.len(),
                if list.len() == 1 { "" } else { "s" },
                squares(list)
            ),
            Finding::Short { entry } => {
                write!(f, "{} has {} letters", entry.label, entry.len)
            }
            Finding::Disconnected { size, first } => write!(
                f,
                "{size} square{} cut off from the rest, from {}",
                if *size == 1 { "" } else { "s" },
                first
            ),
            Finding::Density {
                blocks,
                squares,
                max_blocks,
            } => write!(
                f,
                "{blocks} blocks of {squares} squares ({:.0}%); at most {max_blocks} expected",
                100.0 * *blocks as f64 / (*squares).max(1) as f64
            ),
            Finding::Words { words, max } => {
                write!(f, "{words} entries; at most {max} expected")
            }
            Finding::ThreeLetter { count, max } => {
                write!(f, "{count} 3-letter entries; at most {max} expected")
            }
            Finding::Cheaters { squares: list, max } => write!(
                f,
                "{} cheater square{} (blocks that add no entry); at most {max} expected: {}",
                list.len(),
                if list.len() == 1 { "" } else { "s" },
                squares(list)
            ),
            Finding::Asymmetric {
                squares: list,
                symmetry,
            } => write!(
                f,
                "{} square{} break the {symmetry} symmetry: {}",
                list.len(),
                if list.len() == 1 { "" } else { "s" },
                squares(list)
            ),
            Finding::AsymmetricBars { bars, symmetry } => {
                const SHOWN: usize = 4;
                let mut named: Vec<String> =
                    bars.iter().take(SHOWN).map(|b| b.to_string()).collect();
                if bars.len() > SHOWN {
                    named.push(format!("… {} more", bars.len() - SHOWN));
                }
                write!(
                    f,
                    "{} bar edge{} break the {symmetry} symmetry: {}",
                    bars.len(),
                    if bars.len() == 1 { "" } else { "s" },
                    named.join(", ")
                )
            }
            Finding::SavedElsewhere { slots } => {
                let names: Vec<String> = slots.iter().map(u8::to_string).collect();
                let s = if slots.len() == 1 { "" } else { "s" };
                write!(f, "the same grid is saved in slot{s} {}", names.join(", "))
            }
            Finding::SimilarElsewhere { slots } => {
                let names: Vec<String> = slots
                    .iter()
                    .map(|t| format!("{} ({}% of the letters)", t.slot, t.same_letters))
                    .collect();
                let s = if slots.len() == 1 { "" } else { "s" };
                write!(
                    f,
                    "a very similar grid (the same blocks) is saved in slot{s} {}",
                    names.join(", ")
                )
            }
        }
    }
}

/// A word's score in the loaded lists, by its alphabet indices.
pub type ScoreOf<'a> = &'a dyn Fn(&[u8]) -> Option<u8>;

/// What the checks are told beyond the puzzle.
pub struct Context<'a> {
    /// A word's score in the loaded lists (alphabet indices, rebus squares spelled), or
    /// `None` to skip the word-list check (no lists loaded yet).
    pub score: Option<ScoreOf<'a>>,
    /// The minimum score of good fill.
    pub min_score: u8,
    /// Lengths with their own minimum over `min_score` (`min_score_by_length`).
    pub min_by_length: std::collections::BTreeMap<usize, u8>,
    /// Other slots that hold the same grid or a very similar one.
    pub twins: Vec<Twin>,
}

/// Every publish problem of `puzzle`, most serious first.
pub fn check(
    puzzle: &Puzzle,
    slots: &Slots,
    health: &HealthReport,
    ctx: &Context<'_>,
) -> Vec<Finding> {
    let grid = &puzzle.grid;
    let mut out = Vec::new();
    if !puzzle.meta.no_solution
        && let Some(first) = grid
            .positions()
            .find(|&p| grid.cell(p) == super::Cell::Empty)
    {
        out.push(Finding::Incomplete {
            empty: health.empty_squares,
            first,
        });
    }
    let entry = |id: super::SlotId| {
        let s = slots.get(id);
        EntryRef {
            label: s.label(),
            len: s.len(),
            slot: id,
            squares: s.cells.clone(),
        }
    };
    for (id, s) in slots.iter() {
        if s.len() < health.min_entry_len {
            continue;
        }
        let key = ClueKey::new(s.number, s.direction);
        if puzzle.clues.get(&key).is_none_or(|c| c.trim().is_empty()) {
            out.push(Finding::MissingClue { entry: entry(id) });
        }
    }
    for st in super::clues::stale(puzzle, slots) {
        out.push(Finding::StaleClue {
            entry: entry(st.slot),
            written_for: st.written_for,
            now: st.now,
        });
    }
    // The constructor's theme entries are theirs: never "not in the list" or "low score".
    let theme: Vec<String> = puzzle
        .meta
        .theme_entries
        .iter()
        .map(|t| letters_of(t))
        .collect();
    if let Some(score) = ctx.score {
        for (id, s) in slots.iter() {
            if s.len() < health.min_entry_len {
                continue;
            }
            let (Some(word), Some(text)) = (
                s.full_word(grid, &puzzle.alphabet),
                s.answer(grid, &puzzle.alphabet),
            ) else {
                continue; // open, or through a digit or symbol no list can spell
            };
            if theme.contains(&letters_of(&text)) {
                continue;
            }
            let min = ctx
                .min_by_length
                .get(&word.len())
                .copied()
                .unwrap_or(ctx.min_score);
            match score(&word) {
                None => out.push(Finding::NotInList {
                    entry: entry(id),
                    word: text,
                }),
                Some(sc) if sc < min => out.push(Finding::LowScore {
                    entry: entry(id),
                    word: text,
                    score: sc,
                    min,
                }),
                Some(_) => {}
            }
        }
    }
    for d in &health.duplicates {
        let word = d
            .slots
            .first()
            .and_then(|&id| slots.get(id).answer(grid, &puzzle.alphabet))
            .unwrap_or_default();
        if let Some(&first) = d.squares.first() {
            out.push(Finding::Duplicate {
                word,
                labels: d.labels.clone(),
                first,
            });
        }
    }
    if !health.unchecked.is_empty() {
        out.push(Finding::Unchecked {
            squares: health.unchecked.clone(),
        });
    }
    out.extend(
        health
            .short_entries
            .iter()
            .map(|e| Finding::Short { entry: e.clone() }),
    );
    for region in health.region_squares.iter().skip(1) {
        if let Some(&first) = region.first() {
            out.push(Finding::Disconnected {
                size: region.len(),
                first,
            });
        }
    }
    out.extend(limits(health));
    if !health.symmetry_violations.is_empty() {
        out.push(Finding::Asymmetric {
            squares: health.symmetry_violations.clone(),
            symmetry: health.symmetry,
        });
    }
    if !health.asymmetric_bars.is_empty() {
        out.push(Finding::AsymmetricBars {
            bars: health.asymmetric_bars.clone(),
            symmetry: health.symmetry,
        });
    }
    let (same, similar): (Vec<Twin>, Vec<Twin>) = ctx.twins.iter().partition(|t| t.identical);
    if !same.is_empty() {
        out.push(Finding::SavedElsewhere {
            slots: same.iter().map(|t| t.slot).collect(),
        });
    }
    if !similar.is_empty() {
        out.push(Finding::SimilarElsewhere { slots: similar });
    }
    out
}

/// What passes the house rules' ceilings ([`super::HouseRules`], the ones the designer
/// builds to): blocks (a sixth of an American grid with symmetry; two thirds of a freeform,
/// British or barred one, whose denser blocks are the convention), entries, 3-letter entries
/// and cheater squares.
fn limits(health: &HealthReport) -> Vec<Finding> {
    let rules = &health.rules;
    let mut out = Vec::new();
    if health.blocks > rules.max_blocks {
        out.push(Finding::Density {
            blocks: health.blocks,
            squares: health.width * health.height,
            max_blocks: rules.max_blocks,
        });
    }
    if health.words > rules.max_words {
        out.push(Finding::Words {
            words: health.words,
            max: rules.max_words,
        });
    }
    if let Some(max) = rules.max_three_letter
        && health.three_letter > max
    {
        out.push(Finding::ThreeLetter {
            count: health.three_letter,
            max,
        });
    }
    if let Some(max) = rules.max_cheaters
        && health.cheaters.len() > max
    {
        out.push(Finding::Cheaters {
            squares: health.cheaters.clone(),
            max,
        });
    }
    out
}

#[cfg(test)]
mod tests;
