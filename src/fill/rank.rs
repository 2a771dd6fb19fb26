//! How much room a candidate leaves its crossings: the measure Ingrid and Crossfire rank by.
//!
//! For each open square of the entry, the crossing entry there keeps some of its words once
//! the candidate's letter is written: those that match its letters with that one added and
//! whose every open letter its own crossings can still take (the same one-step check the
//! candidate list applies). A candidate's [`Fit`] is the product of those counts over its
//! open squares, kept as a sum of base-10 logarithms so a long entry cannot overflow it.
//!
//! The counts depend only on the letter at each square, never on the rest of the word (the
//! entries crossing a crossing run parallel to the entry and share no square with it), so
//! they are computed once per square and letter and every word is then ranked by lookup.

use super::candidates::matching;
use crate::grid::{Grid, SlotId, Slots};
use crate::words::tables::{WordTable, WordTables};

/// The room a word leaves its crossings.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fit {
    /// Σ log₁₀ of the crossings' remaining word counts (their product, as a logarithm);
    /// minus infinity when one is left with none; 0 when no open square is crossed.
    pub log10: f64,
    /// The fewest words any crossing keeps (`None` when no open square is crossed).
    pub fewest: Option<usize>,
}

impl Fit {
    /// A sort key: the logarithm to nine places, so equal products compare equal.
    pub fn key(&self) -> i64 {
        if self.log10 == f64::NEG_INFINITY {
            i64::MIN
        } else {
            (self.log10 * 1e9).round() as i64
        }
    }

    /// Whether every crossing keeps a word.
    pub fn leaves_room(&self) -> bool {
        self.fewest != Some(0)
    }
}

/// Per open square of an entry: the word position, and for each letter how many words the
/// crossing entry there keeps with that letter written.
#[derive(Debug, Clone, Default)]
pub struct CrossingCounts {
    squares: Vec<(usize, Vec<usize>)>,
}

impl CrossingCounts {
    /// The counts for `slot` in `grid`, whose letters are `letters` (`None` = open).
    pub fn of(
        grid: &Grid,
        slots: &Slots,
        slot: SlotId,
        letters: &[Option<u8>],
        tables: &WordTables,
    ) -> CrossingCounts {
        let alpha = tables.alpha().min(64);
        let mut squares = Vec::new();
        for c in super::candidates::open_crossings(grid, slots, slot, letters, tables) {
            let (k, other, ol, q) = (c.k, c.other, c.letters, c.q);
            let table = tables.of_len(ol.len());
            // The crossing's own crossings bound its other open letters; the square it
            // shares with this entry is the one the candidate decides.
            let mut masks = super::candidates::crossing_masks(grid, slots, other, &ol, tables);
            if let Some(m) = masks.get_mut(q) {
                *m = u64::MAX;
            }
            let dom = supported(&table, &ol, &masks, alpha);
            let counts = (0..alpha as u8)
                .map(|c| {
                    dom.iter()
                        .zip(table.letter_bits(q, c))
                        .map(|(d, b)| (d & b).count_ones() as usize)
                        .sum()
                })
                .collect();
            squares.push((k, counts));
        }
        CrossingCounts { squares }
    }

    /// The fit of `word` (a word of the entry's length).
    pub fn fit(&self, word: &[u8]) -> Fit {
        let mut log10 = 0.0;
        let mut fewest: Option<usize> = None;
        for (k, counts) in &self.squares {
            let n = word
                .get(*k)
                .and_then(|&c| counts.get(usize::from(c)))
                .copied()
                .unwrap_or(0);
            log10 += if n == 0 {
                f64::NEG_INFINITY
            } else {
                (n as f64).log10()
            };
            fewest = Some(fewest.map_or(n, |f| f.min(n)));
        }
        Fit { log10, fewest }
    }
}

/// The words of `table` matching `letters` whose letter at each position is one `masks`
/// allows there.
fn supported(table: &WordTable, letters: &[Option<u8>], masks: &[u64], alpha: usize) -> Vec<u64> {
    let mut dom = matching(table, letters);
    for (k, &m) in masks.iter().enumerate() {
        let full = if alpha >= 64 {
            u64::MAX
        } else {
            (1u64 << alpha) - 1
        };
        if m & full == full || letters.get(k).is_some_and(|l| l.is_some()) {
            continue;
        }
        let mut any = vec![0u64; dom.len()];
        for c in 0..alpha as u8 {
            if m & (1 << c) != 0 {
                for (a, b) in any.iter_mut().zip(table.letter_bits(k, c)) {
                    *a |= b;
                }
            }
        }
        for (d, a) in dom.iter_mut().zip(&any) {
            *d &= a;
        }
    }
    dom
}
