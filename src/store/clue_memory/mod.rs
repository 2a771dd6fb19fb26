//! The clue memory: every clue the constructor wrote or imported, by answer, so a new puzzle
//! can offer "your past clues" (issue 33).
//!
//! One file, `clue-memory.json` in the data dir, written through the atomic writer. It is
//! built from the save slots and their history and from puzzle files imported with
//! `gridwright clues import`; it is kept up to date incrementally (a slot is read again only
//! when its version changed, a history version only once, an imported file only once by its
//! content hash). Bounded: [`PER_ANSWER`] clues per answer and [`TOTAL`] in all, the oldest
//! dropped first. A file that does not parse is rebuilt from the slots and their history (the
//! clues of imported files then need importing again; the rebuild says so).

mod disk;
mod import;
#[cfg(test)]
mod tests;

pub use disk::{FILE_NAME, Opened};
pub use import::{ImportReport, ReadPuzzle, import_files};

use crate::grid::Puzzle;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// How many clues one answer keeps; a new one pushes out the oldest.
pub const PER_ANSWER: usize = 40;
/// How many clues the memory keeps in all; past it the oldest go first.
pub const TOTAL: usize = 200_000;
/// How many imported files are remembered as seen; past it the oldest are forgotten (a file
/// forgotten and imported again only refreshes clues already kept).
pub const SEEN_FILES: usize = 100_000;
/// A clue longer than this (in characters) is cut: a memory of clues, not of essays.
const CLUE_CHARS: usize = 400;

/// Where a remembered clue came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "kind")]
pub enum Source {
    /// A save slot as it was saved.
    Slot {
        /// The slot number.
        slot: u8,
    },
    /// An earlier version in a slot's history.
    History {
        /// The slot number.
        slot: u8,
    },
    /// A puzzle file (imported, or saved from the studio to a file).
    File {
        /// The file's path as it was given.
        path: String,
    },
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Slot { slot } => write!(f, "slot {slot}"),
            Source::History { slot } => write!(f, "slot {slot} (earlier version)"),
            Source::File { path } => write!(f, "{path}"),
        }
    }
}

/// One remembered clue of an answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PastClue {
    /// The clue's text (plain, control characters made spaces).
    pub clue: String,
    /// The title of the puzzle it was written for ("" when untitled).
    pub puzzle: String,
    /// When (Unix seconds): the save's time, or the file's date.
    pub date: i64,
    /// Where it came from.
    pub source: Source,
}

/// The clue memory in memory: past clues by answer, plus what was already read.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClueMemory {
    /// The file layout's version.
    pub format: u32,
    /// Past clues by answer (upper case, letters only), each list newest first.
    answers: BTreeMap<String, Vec<PastClue>>,
    /// Imported files by content hash (hex): when they were imported.
    seen: BTreeMap<String, i64>,
    /// What was read of each slot, so a sync reads only what changed.
    slots: BTreeMap<u8, disk::SlotMark>,
}

/// The form an answer is kept under: upper case, letters and digits only (`ice cream` and
/// `ICECREAM` are one answer).
pub fn answer_key(answer: &str) -> String {
    answer
        .chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_uppercase)
        .collect()
}

/// A clue as it is kept: control characters become spaces, runs of space one, cut long.
fn clean_clue(text: &str) -> String {
    let spaced: String = text
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    spaced
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .take(CLUE_CHARS)
        .collect()
}

/// Every (answer, clue) of a puzzle whose entry is complete and whose clue is written.
pub fn clued_answers(puzzle: &Puzzle) -> Vec<(String, String)> {
    let slots = puzzle.slots();
    slots
        .iter()
        .filter_map(|(_, s)| {
            let clue = puzzle.clue(s.number, s.direction)?;
            let answer = answer_key(&s.answer(&puzzle.grid, &puzzle.alphabet)?);
            let clue = clean_clue(clue);
            (!answer.is_empty() && !clue.is_empty()).then_some((answer, clue))
        })
        .collect()
}

impl ClueMemory {
    /// An empty memory.
    pub fn new() -> ClueMemory {
        ClueMemory {
            format: disk::FORMAT,
            ..ClueMemory::default()
        }
    }

    /// Remembers every clue of `puzzle` from `source` dated `date`; returns how many were new.
    ///
    /// One clue is kept once per answer and puzzle: the same text seen again (a later save,
    /// an earlier version) keeps the newest date and its source.
    pub fn remember(&mut self, puzzle: &Puzzle, source: &Source, date: i64) -> usize {
        let title = clean_clue(&puzzle.meta.title);
        let mut added = 0;
        for (answer, clue) in clued_answers(puzzle) {
            let past = PastClue {
                clue,
                puzzle: title.clone(),
                date,
                source: source.clone(),
            };
            if self.insert(answer, past) {
                added += 1;
            }
        }
        added
    }

    /// Inserts one clue, keeping the answer's list newest first and within [`PER_ANSWER`];
    /// returns whether it was new.
    fn insert(&mut self, answer: String, past: PastClue) -> bool {
        let list = self.answers.entry(answer).or_default();
        let same = |p: &PastClue| {
            p.clue.eq_ignore_ascii_case(&past.clue) && p.puzzle.eq_ignore_ascii_case(&past.puzzle)
        };
        let fresh = match list.iter().position(same) {
            Some(i) if list[i].date >= past.date => return false,
            Some(i) => {
                list.remove(i);
                false
            }
            None => true,
        };
        let at = list.partition_point(|p| p.date >= past.date);
        list.insert(at, past);
        list.truncate(PER_ANSWER);
        fresh
    }

    /// The past clues of `answer`, newest first.
    pub fn lookup(&self, answer: &str) -> &[PastClue] {
        self.answers
            .get(&answer_key(answer))
            .map_or(&[], Vec::as_slice)
    }

    /// How many clues are kept, in all.
    pub fn len(&self) -> usize {
        self.answers.values().map(Vec::len).sum()
    }

    /// Whether nothing is kept.
    pub fn is_empty(&self) -> bool {
        self.answers.is_empty()
    }

    /// How many answers have clues.
    pub fn answers(&self) -> usize {
        self.answers.len()
    }

    /// Keeps the memory within [`TOTAL`] clues and [`SEEN_FILES`] files, dropping the oldest.
    pub fn enforce_caps(&mut self) {
        self.enforce(TOTAL, SEEN_FILES);
    }

    /// [`ClueMemory::enforce_caps`] with the caps given (tests use small ones).
    fn enforce(&mut self, cap: usize, seen_cap: usize) {
        let total = self.len();
        if total > cap {
            let mut dates: Vec<i64> = self.answers.values().flatten().map(|p| p.date).collect();
            dates.sort_unstable();
            // Drop everything strictly older than the cut, then as many at the cut as needed.
            let cut = dates[total - cap - 1];
            let mut over = total - cap - dates.iter().filter(|&&d| d < cut).count();
            for list in self.answers.values_mut() {
                list.retain(|p| {
                    if p.date < cut {
                        return false;
                    }
                    if p.date == cut && over > 0 {
                        over -= 1;
                        return false;
                    }
                    true
                });
            }
            self.answers.retain(|_, l| !l.is_empty());
        }
        if self.seen.len() > seen_cap {
            let mut by_age: Vec<(i64, String)> =
                self.seen.iter().map(|(h, &t)| (t, h.clone())).collect();
            by_age.sort();
            for (_, h) in by_age.iter().take(self.seen.len() - seen_cap) {
                self.seen.remove(h);
            }
        }
    }

    /// Whether a file with this content hash was imported before.
    pub fn has_seen(&self, hash: &str) -> bool {
        self.seen.contains_key(hash)
    }

    /// Notes a file's content hash as imported at `when`.
    pub fn mark_seen(&mut self, hash: String, when: i64) {
        self.seen.insert(hash, when);
    }
}
