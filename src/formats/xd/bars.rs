//! Numbering a barred grid, and placing its clues in the model.
//!
//! `.xd` numbers entries as the solver sees them: a bar ends an entry like a block does, which
//! is the model's one numbering rule ([`Puzzle::slots`]), so every clue is the clue of its
//! entry. The extra-list paths remain for puzzles saved before the model numbered by bars,
//! whose barred clues were kept in an extra list titled "Across" or "Down" with their squares.

use crate::grid::{ClueKey, Direction, ListClue, Pos, Puzzle, Slots};
use std::collections::{BTreeMap, BTreeSet};

/// An entry as `.xd` numbers it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Entry {
    /// Its number.
    pub number: u16,
    /// Across or down.
    pub direction: Direction,
    /// Its squares in reading order.
    pub cells: Vec<Pos>,
}

/// Where the clue of an `.xd` entry lives in the model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Home {
    /// The clue of a standard entry.
    Clue(ClueKey),
    /// A clue of the extra list for its direction, found by its squares.
    Extra,
}

/// The entries of a grid, numbered by the one rule of [`Puzzle::slots`] (bars ending entries
/// as blocks do), each with where its clue lives.
pub(crate) fn entries(puzzle: &Puzzle) -> Vec<(Entry, Home)> {
    let slots = puzzle.slots();
    let out = slots
        .all()
        .iter()
        .map(|s| Entry {
            number: s.number,
            direction: s.direction,
            cells: s.cells.clone(),
        })
        .collect();
    with_homes(out, &slots)
}

/// Where each entry's clue lives. Where every `.xd` entry of a direction is a standard entry,
/// the clues are those entries' clues. Where bars make some differ, the whole direction's
/// clues are kept in the extra list with their squares (as the `.jpz` and `.ipuz` readers
/// do), so every clue stays on the squares of its real entry.
fn with_homes(entries: Vec<Entry>, slots: &Slots) -> Vec<(Entry, Home)> {
    let standard = |e: &Entry| {
        slots
            .at(e.cells[0], e.direction)
            .map(|id| slots.get(id))
            .filter(|s| s.cells == e.cells)
            .map(|s| ClueKey::new(s.number, s.direction))
    };
    let split: BTreeSet<Direction> = entries
        .iter()
        .filter(|e| standard(e).is_none())
        .map(|e| e.direction)
        .collect();
    entries
        .into_iter()
        .map(|e| {
            let home = match standard(&e) {
                Some(k) if !split.contains(&e.direction) => Home::Clue(k),
                _ => Home::Extra,
            };
            (e, home)
        })
        .collect()
}

/// The clues of standard entries that bars split, each with the `.xd` entry it is written
/// on: the first one inside it that has no clue of its own in the extra lists (a puzzle whose
/// clues were keyed by the standard numbering, as the studio keys them).
pub(crate) fn split_clues(puzzle: &Puzzle) -> Vec<(ClueKey, Entry)> {
    let slots = puzzle.slots();
    let mut taken = BTreeSet::new();
    let mut out = Vec::new();
    for (entry, home) in entries(puzzle) {
        if matches!(home, Home::Clue(_)) || extra_clue(puzzle, &entry).is_some() {
            continue;
        }
        let Some(id) = slots.at(entry.cells[0], entry.direction) else {
            continue;
        };
        let slot = slots.get(id);
        let key = ClueKey::new(slot.number, slot.direction);
        if puzzle.clues.contains_key(&key) && taken.insert(key) {
            out.push((key, entry));
        }
    }
    out
}

/// The labels to show when the `.xd` numbering differs from the standard one, else none.
pub(crate) fn labels(entries: &[(Entry, Home)], puzzle: &Puzzle) -> BTreeMap<Pos, String> {
    let grid = &puzzle.grid;
    let slots = puzzle.slots();
    let same = entries.len() == slots.len()
        && entries.iter().zip(slots.all()).all(|((e, _), s)| {
            e.number == s.number && e.direction == s.direction && e.cells == s.cells
        });
    if same {
        return BTreeMap::new();
    }
    let labels: BTreeMap<Pos, String> = entries
        .iter()
        .map(|(e, _)| (e.cells[0], e.number.to_string()))
        .collect();
    // Bars that split entries without moving any number need no labels of their own.
    let standard: BTreeMap<Pos, String> = grid
        .positions()
        .filter_map(|p| Some((p, slots.number_at(p)?.to_string())))
        .collect();
    if labels == standard {
        return BTreeMap::new();
    }
    labels
}

/// The title of the extra list holding a direction's clues that share a standard entry.
pub(crate) fn extra_title(direction: Direction) -> &'static str {
    match direction {
        Direction::Across => "Across",
        Direction::Down => "Down",
    }
}

/// The clue kept in the extra lists for an entry, found by its squares.
pub(crate) fn extra_clue<'a>(puzzle: &'a Puzzle, entry: &Entry) -> Option<&'a ListClue> {
    puzzle
        .extra_clues
        .iter()
        .filter(|l| l.title == extra_title(entry.direction))
        .flat_map(|l| &l.clues)
        .find(|c| c.cells == entry.cells)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Style;

    fn puzzle(rows: &[&str]) -> Puzzle {
        let text = rows.join("\n");
        let grid =
            crate::grid::text::parse_grid(&text, &crate::grid::Alphabet::latin()).expect("grid");
        Puzzle::new(grid)
    }

    #[test]
    fn without_bars_the_numbering_is_the_standard_one() {
        let p = puzzle(&["AB#", "CDE", "#FG"]);
        let e = entries(&p);
        let slots = p.slots();
        assert_eq!(e.len(), slots.len());
        for ((e, home), s) in e.iter().zip(slots.all()) {
            assert_eq!(
                (e.number, e.direction, &e.cells),
                (s.number, s.direction, &s.cells)
            );
            assert_eq!(*home, Home::Clue(ClueKey::new(s.number, s.direction)));
        }
        assert!(labels(&entries(&p), &p).is_empty());
    }

    #[test]
    fn a_bar_splits_an_entry_and_every_clue_stays_the_clue_of_its_entry() {
        let mut p = puzzle(&["ABCDE", "FGHIJ"]);
        p.set_style(
            Pos::new(0, 1),
            Style {
                bar_right: true,
                ..Style::default()
            },
        );
        let e = entries(&p);
        let across: Vec<_> = e
            .iter()
            .filter(|(e, _)| e.direction == Direction::Across)
            .map(|(e, h)| (e.number, e.cells.len(), h.clone()))
            .collect();
        assert_eq!(
            across,
            [
                (1, 2, Home::Clue(ClueKey::new(1, Direction::Across))),
                (3, 3, Home::Clue(ClueKey::new(3, Direction::Across))),
                (6, 5, Home::Clue(ClueKey::new(6, Direction::Across)))
            ]
        );
        let down: Vec<_> = e
            .iter()
            .filter(|(e, _)| e.direction == Direction::Down)
            .map(|(_, h)| h.clone())
            .collect();
        assert!(down.iter().all(|h| matches!(h, Home::Clue(_))), "{down:?}");
        // The bar moves no number (the square after it starts 3-Down anyway): no labels.
        assert!(labels(&e, &p).is_empty());
    }
}
