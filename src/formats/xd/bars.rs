//! Numbering a barred grid, and placing its clues in the model.
//!
//! `.xd` numbers entries as the solver sees them: a bar ends an entry like a block does. The
//! model keys clues by the standard numbering, which ignores bars. Where every `.xd` entry of
//! a direction is also a standard entry, its clues are those entries' clues; where bars make
//! any differ, that direction's clues are kept in an extra clue list titled "Across" or
//! "Down" with their squares (as the `.jpz` and `.ipuz` readers keep them), and the writer
//! finds them there again by those squares. Without bars both numberings are the same.

use crate::grid::{ClueKey, Direction, Grid, ListClue, Pos, Puzzle, Slots};
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

/// The entries of a grid, numbered with bars ending entries, each with where its clue lives.
pub(crate) fn entries(puzzle: &Puzzle) -> Vec<(Entry, Home)> {
    let grid = &puzzle.grid;
    let open = |from: Pos, dir: Direction| -> Option<Pos> {
        let to = match dir {
            Direction::Across => Pos::new(from.row, from.col + 1),
            Direction::Down => Pos::new(from.row + 1, from.col),
        };
        let style = puzzle.styles.get(&from);
        let barred = match dir {
            Direction::Across => style.is_some_and(|s| s.bar_right),
            Direction::Down => style.is_some_and(|s| s.bar_bottom),
        };
        (!barred && grid.is_white(from) && grid.is_white(to)).then_some(to)
    };
    let starts_before = |p: Pos, dir: Direction| -> bool {
        let before = match dir {
            Direction::Across => p.col.checked_sub(1).map(|c| Pos::new(p.row, c)),
            Direction::Down => p.row.checked_sub(1).map(|r| Pos::new(r, p.col)),
        };
        before.is_none_or(|b| open(b, dir) != Some(p))
    };
    let mut out = Vec::new();
    let mut number = 0u16;
    for p in grid.positions() {
        if !grid.is_white(p) {
            continue;
        }
        let mut here = Vec::new();
        for dir in [Direction::Across, Direction::Down] {
            if !starts_before(p, dir) {
                continue;
            }
            let mut cells = vec![p];
            while let Some(next) = open(*cells.last().unwrap_or(&p), dir) {
                cells.push(next);
            }
            if cells.len() >= 2 {
                here.push((dir, cells));
            }
        }
        if !here.is_empty() {
            number = number.saturating_add(1);
            for (direction, cells) in here {
                out.push(Entry {
                    number,
                    direction,
                    cells,
                });
            }
        }
    }
    let slots = puzzle.slots();
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
pub(crate) fn labels(entries: &[(Entry, Home)], grid: &Grid) -> BTreeMap<Pos, String> {
    let slots = Slots::of(grid);
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
        assert!(labels(&entries(&p), &p.grid).is_empty());
    }

    #[test]
    fn a_bar_splits_an_entry_and_that_direction_goes_to_the_extra_list() {
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
                (1, 2, Home::Extra),
                (3, 3, Home::Extra),
                (6, 5, Home::Extra)
            ]
        );
        let down: Vec<_> = e
            .iter()
            .filter(|(e, _)| e.direction == Direction::Down)
            .map(|(_, h)| h.clone())
            .collect();
        assert!(down.iter().all(|h| matches!(h, Home::Clue(_))), "{down:?}");
        // The bar moves no number (the square after it starts 3-Down anyway): no labels.
        assert!(labels(&e, &p.grid).is_empty());
    }
}
