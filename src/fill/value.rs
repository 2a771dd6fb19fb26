//! What the polish maximises: each entry's score through a knee at [`STRONG`].
//!
//! The built-in list puts evidence of use at 60 and weaker evidence at 50–53 (see
//! wordlists/README.md), and an entry's acceptability follows that step, not the points above
//! it: a fill of two 60s is better than one of a 50 and a 70, though both total 120. So a point
//! below the knee is worth [`BELOW_KNEE`] points above it, and the polish trades a strong entry
//! down a little to lift a weak one to strong. The value is strictly increasing in the score,
//! so the order of a table's words, and with it every word id, is the same under it; the
//! polish searches a copy of the problem whose tables carry values instead of scores.

use super::problem::Problem;
use crate::words::tables::WordTable;
use std::collections::HashMap;
use std::sync::Arc;

/// The score from which an entry counts as strong fill (the built-in list's evidence of use).
pub const STRONG: u8 = 60;
/// How much a point of score below the knee weighs against one above it.
const BELOW_KNEE: u16 = 3;

/// The value of an entry scored `score` (scores run 0–100, values 0–220).
pub fn of(score: u8) -> u8 {
    let s = u16::from(score);
    let v = BELOW_KNEE * s.min(u16::from(STRONG)) + s.saturating_sub(u16::from(STRONG));
    v.min(u16::from(u8::MAX)) as u8
}

/// The same table with each word's score replaced by its value: the same words under the
/// same ids (the value keeps the order of scores).
pub fn table_of(table: &WordTable, alpha: usize) -> WordTable {
    let entries = (0..table.count() as u32)
        .map(|id| (table.word(id).to_vec(), of(table.score(id))))
        .collect();
    WordTable::new(table.len(), alpha, entries)
}

/// A copy of `problem` whose tables carry values instead of scores (each table converted
/// once, however many slots share it).
pub fn problem_of(problem: &Problem) -> Problem {
    let mut out = problem.clone();
    let alpha = problem.alpha;
    let mut done: HashMap<*const WordTable, Arc<WordTable>> = HashMap::new();
    for var in &mut out.vars {
        let key = Arc::as_ptr(&var.table);
        let table = done
            .entry(key)
            .or_insert_with(|| Arc::new(table_of(&var.table, alpha)))
            .clone();
        var.table = table;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn value_rises_with_score_and_steeper_below_the_knee() {
        for s in 0..100u8 {
            assert!(of(s) < of(s + 1), "{s}");
        }
        assert_eq!(of(100), 220);
        // Two 60s beat a 50 and a 70; a 53 and a 57 tie with a 50 and a 60.
        assert!(u16::from(of(60)) * 2 > u16::from(of(50)) + u16::from(of(70)));
        assert_eq!(
            u16::from(of(53)) + u16::from(of(57)),
            u16::from(of(50)) + u16::from(of(60))
        );
    }

    #[test]
    fn a_valued_table_keeps_every_id() {
        let entries: Vec<(Vec<u8>, u8)> = [(b"ABC", 50), (b"ABD", 71), (b"BCD", 60), (b"CAB", 3)]
            .iter()
            .map(|(w, s)| (w.iter().map(|b| b - b'A').collect(), *s))
            .collect();
        let t = WordTable::new(3, 26, entries);
        let v = table_of(&t, 26);
        for id in 0..t.count() as u32 {
            assert_eq!(t.word(id), v.word(id));
            assert_eq!(v.score(id), of(t.score(id)));
        }
    }
}
