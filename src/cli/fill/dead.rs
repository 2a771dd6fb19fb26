//! What a region fill says about the entries around it that it leaves dead.

use crate::fill::Filled;
use crate::grid::{Alphabet, Slots};

/// The entries outside the region a fill leaves without a word, each as its label and its
/// pattern in the filled grid (`1A ?NIT`).
pub fn dead_entries(slots: &Slots, f: &Filled, alphabet: &Alphabet) -> Vec<(String, String)> {
    f.dead_outside
        .iter()
        .filter(|id| id.0 < slots.len())
        .map(|&id| {
            let s = slots.get(id);
            (s.label(), s.pattern(&f.grid, alphabet))
        })
        .collect()
}

/// The warning for a fill that leaves entries outside its region dead.
pub fn warning(dead: &[(String, String)]) -> String {
    let named: Vec<String> = dead.iter().map(|(l, p)| format!("{l} {p}")).collect();
    let (what, it) = if dead.len() == 1 {
        ("entry", "it")
    } else {
        ("entries", "them")
    };
    format!(
        "warning: no fill of the region keeps the grid around it viable; this one leaves {} \
         {what} outside the region with no word: {} (fill a larger region, or change the \
         letters around {it})",
        dead.len(),
        named.join(", ")
    )
}
