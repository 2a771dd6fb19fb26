//! The health report: the facts a constructor watches while drawing a grid.

use super::{Grid, Pos, Slots, Symmetry};
use serde::Serialize;
use std::collections::BTreeMap;

/// An entry named by its label (e.g. "17A") and its length.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EntryRef {
    /// The label, such as "17A".
    pub label: String,
    /// How many squares it has.
    pub len: usize,
}

/// A word that appears more than once among the complete entries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Duplicate {
    /// The word, as alphabet indices.
    #[serde(skip)]
    pub word: Vec<u8>,
    /// The labels of every entry holding it.
    pub labels: Vec<String>,
}

/// Everything the status line and `gridwright check` say about a grid.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HealthReport {
    /// Width in squares.
    pub width: usize,
    /// Height in squares.
    pub height: usize,
    /// Number of entries (across and down).
    pub words: usize,
    /// Number of across entries.
    pub across: usize,
    /// Number of down entries.
    pub down: usize,
    /// Number of black squares.
    pub blocks: usize,
    /// Black squares as a fraction of all squares.
    pub block_density: f64,
    /// Mean entry length (0 for a grid with no entries).
    pub average_length: f64,
    /// The shortest entry length accepted.
    pub min_entry_len: usize,
    /// Entries shorter than `min_entry_len`.
    pub short_entries: Vec<EntryRef>,
    /// White squares in only one entry, or in none.
    pub unchecked: Vec<Pos>,
    /// White squares in no entry at all (a white square boxed in on every side).
    pub isolated: Vec<Pos>,
    /// The white regions, largest first; more than one means the grid is disconnected.
    pub regions: Vec<usize>,
    /// Words that appear in more than one complete entry.
    pub duplicates: Vec<Duplicate>,
    /// The symmetry checked against.
    pub symmetry: Symmetry,
    /// Squares whose block state breaks that symmetry.
    pub symmetry_violations: Vec<Pos>,
    /// White squares still empty.
    pub empty_squares: usize,
    /// True when every white square holds a letter.
    pub complete: bool,
}

impl HealthReport {
    /// Checks a grid against a symmetry and a minimum entry length.
    pub fn of(grid: &Grid, symmetry: Symmetry, min_entry_len: usize) -> Self {
        let slots = Slots::of(grid);
        Self::with_slots(grid, &slots, symmetry, min_entry_len)
    }

    /// Like [`HealthReport::of`] when the caller already numbered the grid.
    pub fn with_slots(
        grid: &Grid,
        slots: &Slots,
        symmetry: Symmetry,
        min_entry_len: usize,
    ) -> Self {
        let area = grid.width() * grid.height();
        let blocks = grid.cells().iter().filter(|c| c.is_block()).count();
        let lengths: usize = slots.all().iter().map(|s| s.len()).sum();
        let across = slots
            .all()
            .iter()
            .filter(|s| s.direction == super::Direction::Across)
            .count();
        let short_entries = slots
            .all()
            .iter()
            .filter(|s| s.len() < min_entry_len)
            .map(|s| EntryRef {
                label: s.label(),
                len: s.len(),
            })
            .collect();
        let mut unchecked = Vec::new();
        let mut isolated = Vec::new();
        for p in grid.positions().filter(|&p| grid.is_white(p)) {
            match slots.crossing(p) {
                (Some(_), Some(_)) => {}
                (None, None) => {
                    isolated.push(p);
                    unchecked.push(p);
                }
                _ => unchecked.push(p),
            }
        }
        let empty_squares = grid
            .cells()
            .iter()
            .filter(|c| **c == super::Cell::Empty)
            .count();
        HealthReport {
            width: grid.width(),
            height: grid.height(),
            words: slots.len(),
            across,
            down: slots.len() - across,
            blocks,
            block_density: blocks as f64 / area as f64,
            average_length: if slots.is_empty() {
                0.0
            } else {
                lengths as f64 / slots.len() as f64
            },
            min_entry_len,
            short_entries,
            unchecked,
            isolated,
            regions: white_regions(grid),
            duplicates: duplicates(grid, slots),
            symmetry,
            symmetry_violations: grid.symmetry_violations(symmetry),
            empty_squares,
            complete: grid.is_complete(),
        }
    }

    /// True when the grid is split into more than one white region.
    pub fn is_disconnected(&self) -> bool {
        self.regions.len() > 1
    }

    /// Short warnings for a status line, most serious first; empty when all is well.
    pub fn warnings(&self) -> Vec<String> {
        let mut w = Vec::new();
        if self.is_disconnected() {
            w.push(format!("{} regions", self.regions.len()));
        }
        if !self.symmetry_violations.is_empty() {
            w.push(format!("{} asymmetric", self.symmetry_violations.len()));
        }
        if !self.short_entries.is_empty() {
            w.push(format!("{} short", self.short_entries.len()));
        }
        if !self.unchecked.is_empty() {
            w.push(format!("{} unchecked", self.unchecked.len()));
        }
        if !self.duplicates.is_empty() {
            w.push(format!("{} dupes", self.duplicates.len()));
        }
        w
    }
}

/// Sizes of the 4-connected white regions, largest first.
fn white_regions(grid: &Grid) -> Vec<usize> {
    let mut seen = vec![false; grid.width() * grid.height()];
    let mut sizes = Vec::new();
    let mut stack = Vec::new();
    for start in grid.positions() {
        if seen[grid.index(start)] || !grid.is_white(start) {
            continue;
        }
        seen[grid.index(start)] = true;
        stack.push(start);
        let mut size = 0;
        while let Some(p) = stack.pop() {
            size += 1;
            for q in neighbours(p, grid) {
                let i = grid.index(q);
                if !seen[i] && grid.is_white(q) {
                    seen[i] = true;
                    stack.push(q);
                }
            }
        }
        sizes.push(size);
    }
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    sizes
}

fn neighbours(p: Pos, grid: &Grid) -> impl Iterator<Item = Pos> + '_ {
    let (r, c) = (p.row as isize, p.col as isize);
    [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
        .into_iter()
        .filter(|&(r, c)| r >= 0 && c >= 0)
        .map(|(r, c)| Pos::new(r as usize, c as usize))
        .filter(|&q| grid.contains(q))
}

/// Complete entries sharing a word, in order of first appearance.
fn duplicates(grid: &Grid, slots: &Slots) -> Vec<Duplicate> {
    let mut by_word: BTreeMap<Vec<u8>, Vec<String>> = BTreeMap::new();
    let mut order = Vec::new();
    for s in slots.all() {
        if let Some(word) = s.word(grid) {
            let labels = by_word.entry(word.clone()).or_default();
            if labels.is_empty() {
                order.push(word);
            }
            labels.push(s.label());
        }
    }
    order
        .into_iter()
        .filter_map(|word| {
            let labels = by_word.remove(&word)?;
            (labels.len() > 1).then_some(Duplicate { word, labels })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Alphabet, text::parse_grid};

    fn grid(s: &str) -> Grid {
        parse_grid(s, &Alphabet::latin()).expect("test grid parses")
    }

    #[test]
    fn counts_and_density() {
        let g = grid("...#\n....\n....\n#...\n");
        let r = HealthReport::of(&g, Symmetry::Rotational, 3);
        assert_eq!(r.blocks, 2);
        assert!((r.block_density - 2.0 / 16.0).abs() < 1e-9);
        assert_eq!(r.words, 8);
        assert_eq!((r.across, r.down), (4, 4));
        assert!((r.average_length - 28.0 / 8.0).abs() < 1e-9);
        assert!(r.short_entries.is_empty());
        assert!(r.unchecked.is_empty());
        assert!(r.symmetry_violations.is_empty());
        assert_eq!(r.regions, vec![14]);
        assert!(!r.complete);
        assert_eq!(r.empty_squares, 14);
    }

    #[test]
    fn finds_short_unchecked_disconnected_and_asymmetric() {
        // Left column is cut off from the rest by a wall of blocks.
        let g = grid(".#...\n.#...\n.#...\n.#.#.\n.#...\n");
        let r = HealthReport::of(&g, Symmetry::Rotational, 3);
        assert_eq!(r.regions, vec![14, 5]);
        assert!(r.is_disconnected());
        // The left column is one down entry: every square of it is unchecked.
        assert!(r.unchecked.contains(&Pos::new(0, 0)));
        assert!(r.unchecked.contains(&Pos::new(4, 0)));
        // Row 3's lone squares sit in a down entry only.
        assert!(r.unchecked.contains(&Pos::new(3, 2)));
        assert_eq!(r.unchecked.len(), 8);
        assert!(!r.symmetry_violations.is_empty());
        let short: Vec<_> = r.short_entries.iter().map(|e| e.label.as_str()).collect();
        assert!(short.is_empty(), "{short:?}");
        let r2 = HealthReport::of(&g, Symmetry::None, 6);
        assert!(r2.symmetry_violations.is_empty());
        assert_eq!(r2.short_entries.len(), r2.words);
    }

    #[test]
    fn isolated_square_is_reported() {
        let g = grid(".#.\n#.#\n.#.\n");
        let r = HealthReport::of(&g, Symmetry::Rotational, 3);
        assert_eq!(r.words, 0);
        assert_eq!(r.isolated.len(), 5);
        assert_eq!(r.regions, vec![1, 1, 1, 1, 1]);
        assert_eq!(r.average_length, 0.0);
    }

    #[test]
    fn duplicates_only_for_complete_entries() {
        let g = grid("CAT\nA.A\nTAT\n");
        let r = HealthReport::of(&g, Symmetry::None, 3);
        // CAT across (1A) and CAT down (1D); TAT across and TAT down.
        let d: Vec<_> = r.duplicates.iter().map(|d| d.labels.clone()).collect();
        assert_eq!(
            d,
            vec![
                vec!["1A".to_string(), "1D".to_string()],
                vec!["3D".to_string(), "5A".to_string()]
            ]
        );
        assert!(!r.complete);
        let w = r.warnings();
        assert!(w.iter().any(|s| s == "2 dupes"), "{w:?}");
    }

    #[test]
    fn serialises_to_json() {
        let g = grid("...\n...\n...\n");
        let r = HealthReport::of(&g, Symmetry::Rotational, 3);
        let json = serde_json::to_value(&r).expect("report serialises");
        assert_eq!(json["words"], 6);
        assert_eq!(json["symmetry"], "rotational");
    }
}
