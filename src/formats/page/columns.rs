//! Clue columns: items of known height packed into columns, either balanced (the smallest
//! height that holds them all in the columns, so the columns end level) or filled to a given
//! height (a page whose clues continue on the next).

use std::ops::Range;

/// Something stacked in a column: a clue or a list heading.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Item {
    /// Its own height, in mm.
    pub height: f64,
    /// Space above it unless it starts a column, in mm.
    pub gap_before: f64,
    /// It must not end a column (a heading stays with its first clue).
    pub keep_with_next: bool,
}

/// Items placed in columns: the range of items each column holds and the tallest column.
#[derive(Debug, Clone, PartialEq)]
pub struct Packed {
    /// The items of each column, in order; as many ranges as columns used.
    pub columns: Vec<Range<usize>>,
    /// The height of each column.
    pub heights: Vec<f64>,
}

impl Packed {
    /// The tallest column.
    pub fn height(&self) -> f64 {
        self.heights.iter().copied().fold(0.0, f64::max)
    }

    /// The index after the last item placed.
    pub fn end(&self) -> usize {
        self.columns.last().map_or(0, |r| r.end)
    }
}

/// Fills up to `columns` columns no taller than `limit` from `items[start..]`, in order.
/// With `force`, a column's first item goes in even when it is taller than the limit (the
/// last resort of a page that is all columns); without, filling stops before it.
pub fn fill(items: &[Item], start: usize, columns: usize, limit: f64, force: bool) -> Packed {
    let mut packed = Packed {
        columns: Vec::new(),
        heights: Vec::new(),
    };
    let mut i = start;
    while packed.columns.len() < columns && i < items.len() {
        let from = i;
        let mut height = 0.0;
        while i < items.len() {
            let gap = if i == from { 0.0 } else { items[i].gap_before };
            let mut need = gap + items[i].height;
            // A heading takes its first clue along: both fit, or neither goes here.
            if items[i].keep_with_next && i + 1 < items.len() {
                need += items[i + 1].gap_before + items[i + 1].height;
            }
            if height + need > limit + 1e-9 && (i > from || !force) {
                break;
            }
            height += gap + items[i].height;
            i += 1;
        }
        if i == from {
            break;
        }
        packed.columns.push(from..i);
        packed.heights.push(height);
    }
    packed
}

/// Packs all of `items` into at most `columns` columns of the smallest height that holds
/// them, so the columns come out as level as the item boundaries allow.
pub fn balance(items: &[Item], columns: usize) -> Packed {
    let total: f64 = items.iter().map(|i| i.height + i.gap_before).sum();
    let tallest = items.iter().map(|i| i.height).fold(0.0, f64::max);
    let (mut lo, mut hi) = (tallest, total.max(tallest));
    // Bisection on the column height: fill() is monotone in it.
    for _ in 0..50 {
        let mid = (lo + hi) / 2.0;
        if fill(items, 0, columns, mid, false).end() == items.len() {
            hi = mid;
        } else {
            lo = mid;
        }
        if hi - lo < 0.01 {
            break;
        }
    }
    fill(items, 0, columns, hi, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items(heights: &[f64]) -> Vec<Item> {
        heights
            .iter()
            .map(|&height| Item {
                height,
                gap_before: 0.5,
                keep_with_next: false,
            })
            .collect()
    }

    #[test]
    fn balanced_columns_end_level() {
        let it = items(&[3.0; 40]);
        let p = balance(&it, 4);
        assert_eq!(p.columns.len(), 4);
        assert_eq!(p.end(), 40);
        let (min, max) = (
            p.heights.iter().copied().fold(f64::MAX, f64::min),
            p.height(),
        );
        assert!(max - min <= 3.5 + 1e-9, "{:?}", p.heights);
    }

    #[test]
    fn a_heading_never_ends_a_column() {
        let mut it = items(&[3.0; 12]);
        it[3].keep_with_next = true;
        for limit in [10.0, 11.0, 14.0, 20.0] {
            let p = fill(&it, 0, 6, limit, false);
            for c in &p.columns {
                assert!(
                    !it[c.end - 1].keep_with_next || c.end == it.len(),
                    "{limit}: {c:?}"
                );
            }
        }
    }

    #[test]
    fn filling_stops_at_the_limit_and_resumes() {
        let it = items(&[3.0; 20]);
        let first = fill(&it, 0, 2, 10.0, false);
        assert_eq!(first.columns, vec![0..3, 3..6]);
        let rest = fill(&it, first.end(), 2, 10.0, false);
        assert_eq!(rest.columns[0].start, 6);
    }

    #[test]
    fn an_item_taller_than_a_column_goes_in_only_when_forced() {
        let it = items(&[30.0, 3.0]);
        assert_eq!(fill(&it, 0, 2, 10.0, false).end(), 0);
        assert_eq!(fill(&it, 0, 2, 10.0, true).end(), 2);
        assert_eq!(balance(&it, 2).end(), 2);
    }
}
