//! Clues that follow their entries when the numbering changes.

use super::{ClueKey, Puzzle, SlotId, Slots};
use std::collections::{BTreeMap, BTreeSet};

/// A clue written for another answer than its entry holds now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stale {
    /// The clue.
    pub key: ClueKey,
    /// Its entry.
    pub slot: SlotId,
    /// The answer it was written for (`?` where the square was empty).
    pub written_for: String,
    /// The entry as it reads now.
    pub now: String,
}

/// Whether an entry reading `now` is another answer than `written_for`: another length, or
/// another letter in a square both have one in (an emptied square contradicts nothing).
pub fn differs(written_for: &str, now: &str) -> bool {
    written_for.chars().count() != now.chars().count()
        || written_for
            .chars()
            .zip(now.chars())
            .any(|(a, b)| a != '?' && b != '?' && a != b)
}

/// Every stale clue of `puzzle` (whose entries are `slots`), in clue order. A clue with no
/// record of its answer is never stale.
pub fn stale(puzzle: &Puzzle, slots: &Slots) -> Vec<Stale> {
    puzzle
        .clue_answers
        .iter()
        .filter(|(key, _)| puzzle.clues.contains_key(key))
        .filter_map(|(&key, written_for)| {
            let slot = slots.find(key.number, key.direction)?;
            let now = slots.get(slot).pattern(&puzzle.grid, &puzzle.alphabet);
            differs(written_for, &now).then(|| Stale {
                key,
                slot,
                written_for: written_for.clone(),
                now,
            })
        })
        .collect()
}

/// The entries whose clues are stale, for a clue list to mark.
pub fn stale_slots(puzzle: &Puzzle, slots: &Slots) -> BTreeSet<SlotId> {
    stale(puzzle, slots).into_iter().map(|s| s.slot).collect()
}

/// Clues (or anything kept per clue, such as its markup) moved to their entries' new
/// numbers, and how many lost their entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Remapped<T = String> {
    /// The clues under the new numbering.
    pub clues: BTreeMap<ClueKey, T>,
    /// Clues whose entry no longer exists (its first square or direction is gone).
    pub dropped: usize,
}

/// Moves each clue to the new number of its entry after blocks changed.
///
/// An entry is "the same" when a new slot starts on the same square in the same direction;
/// its length may change (a clue usually still fits, and dropping it would lose the
/// constructor's writing). Clues of entries that no longer start there are dropped and counted.
/// Anything keyed by clue moves the same way (clue texts, their markup), so what belongs to
/// one clue stays together.
pub fn remap_after<T>(old: &Slots, new: &Slots, clues: BTreeMap<ClueKey, T>) -> Remapped<T> {
    let mut out = Remapped {
        clues: BTreeMap::new(),
        dropped: 0,
    };
    for (key, text) in clues {
        let start = old
            .find(key.number, key.direction)
            .map(|id| old.get(id).start());
        let target = start
            .and_then(|p| new.at(p, key.direction))
            .map(|id| new.get(id))
            .filter(|s| Some(s.start()) == start);
        match target {
            Some(s) => {
                out.clues.insert(ClueKey::new(s.number, s.direction), text);
            }
            None => out.dropped += 1,
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Alphabet, Direction, Grid, Pos, Symmetry};

    fn grid(rows: &[&str]) -> Grid {
        crate::grid::text::parse_grid(&rows.join("\n"), &Alphabet::latin()).expect("grid")
    }

    fn clues(list: &[(u16, Direction, &str)]) -> BTreeMap<ClueKey, String> {
        list.iter()
            .map(|&(n, d, t)| (ClueKey::new(n, d), t.to_string()))
            .collect()
    }

    #[test]
    fn clues_follow_their_entries_to_new_numbers() {
        let old_grid = grid(&["....", "....", "....", "...."]);
        let old = Slots::of(&old_grid);
        // 5A starts at row 1, col 0; 4D starts at row 0, col 3.
        let before = clues(&[
            (5, Direction::Across, "row two"),
            (4, Direction::Down, "last column"),
        ]);
        let mut g = old_grid.clone();
        g.toggle_block(Pos::new(0, 0), Symmetry::None)
            .expect("toggle");
        let new = Slots::of(&g);
        let r = remap_after(&old, &new, before);
        assert_eq!(r.dropped, 0);
        assert_eq!(
            r.clues
                .get(&ClueKey::new(3, Direction::Down))
                .map(String::as_str),
            Some("last column")
        );
        assert_eq!(
            r.clues
                .get(&ClueKey::new(4, Direction::Across))
                .map(String::as_str),
            Some("row two")
        );
    }

    #[test]
    fn a_clue_whose_entry_vanished_is_dropped_and_counted() {
        let old_grid = grid(&["...", "...", "..."]);
        let old = Slots::of(&old_grid);
        let before = clues(&[
            (1, Direction::Across, "top"),
            (4, Direction::Across, "middle"),
        ]);
        let mut g = old_grid.clone();
        g.toggle_block(Pos::new(0, 0), Symmetry::None)
            .expect("toggle");
        let new = Slots::of(&g);
        let r = remap_after(&old, &new, before);
        // 1A started at (0,0), now a block; 4A still starts at (1,0), now numbered 3.
        assert_eq!(r.dropped, 1);
        assert_eq!(r.clues.len(), 1);
        assert_eq!(
            r.clues
                .get(&ClueKey::new(3, Direction::Across))
                .map(String::as_str),
            Some("middle")
        );
    }

    #[test]
    fn an_entry_that_starts_elsewhere_now_is_not_the_same_entry() {
        let old_grid = grid(&["....", "....", "....", "...."]);
        let old = Slots::of(&old_grid);
        let before = clues(&[(1, Direction::Across, "top row")]);
        let mut g = old_grid.clone();
        g.toggle_block(Pos::new(0, 0), Symmetry::None)
            .expect("toggle");
        let r = remap_after(&old, &Slots::of(&g), before);
        // The top row now starts at (0,1): another entry, so the clue does not move onto it.
        assert_eq!(r.dropped, 1);
        assert!(r.clues.is_empty());
    }

    #[test]
    fn markup_moves_with_its_clue() {
        let old_grid = grid(&["....", "....", "....", "...."]);
        let old = Slots::of(&old_grid);
        let mut g = old_grid.clone();
        g.toggle_block(Pos::new(0, 0), Symmetry::None)
            .expect("toggle");
        let new = Slots::of(&g);
        let text = clues(&[(5, Direction::Across, "row two")]);
        let markup = clues(&[(5, Direction::Across, "<i>row</i> two")]);
        let t = remap_after(&old, &new, text);
        let m = remap_after(&old, &new, markup);
        let key = ClueKey::new(4, Direction::Across);
        assert_eq!(t.clues.keys().collect::<Vec<_>>(), [&key]);
        assert_eq!(m.clues.keys().collect::<Vec<_>>(), [&key]);
        assert_eq!(m.clues[&key], "<i>row</i> two");
    }

    #[test]
    fn unknown_keys_are_dropped() {
        let g = grid(&["...", "...", "..."]);
        let s = Slots::of(&g);
        let r = remap_after(&s, &s, clues(&[(9, Direction::Down, "nowhere")]));
        assert_eq!(r.dropped, 1);
    }
}
