//! Formats without bars (.puz, Across Lite text) number a grid by its blocks alone; their
//! clues come from the barred entries that start on the same squares.

use crate::grid::{ClueKey, Puzzle, Slots};

/// Each entry the blocks alone make, in numbering order, with the clue of the barred entry
/// starting on the same square (`None` when none starts there or it has no clue; the clues
/// of entries that start after a bar have no place, and the loss report names them).
pub(crate) fn clues_by_blocks(puzzle: &Puzzle) -> Vec<(ClueKey, Option<&str>)> {
    let barred = puzzle.slots();
    Slots::of(&puzzle.grid)
        .all()
        .iter()
        .map(|s| {
            let text = barred
                .at(s.start(), s.direction)
                .map(|id| barred.get(id))
                .filter(|b| b.start() == s.start())
                .and_then(|b| puzzle.clue(b.number, b.direction));
            (ClueKey::new(s.number, s.direction), text)
        })
        .collect()
}
