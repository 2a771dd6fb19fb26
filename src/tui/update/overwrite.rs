//! Placing a word over letters already in the grid: the question names each crossing entry
//! the word changes, as it is and as it would be ("changes 1D TSQUARE → TQUARED"), so a
//! constructor never overwrites a crossing without seeing it.

use super::super::studio::Studio;
use super::super::studio::entry_text_in;
use crate::grid::{Cell, Pos};

/// The question to ask before writing `word` into `cells` (the current entry's squares), or
/// `None` when it changes no letter already there.
pub(super) fn question(app: &Studio, cells: &[Pos], word: &[u8]) -> Option<String> {
    let grid = &app.doc.puzzle().grid;
    let alphabet = &app.doc.puzzle().alphabet;
    let changed: Vec<Pos> = cells
        .iter()
        .zip(word)
        .filter(|&(&p, &l)| match grid.cell(p) {
            Cell::Letter(old) => old != l,
            Cell::Rebus(_) => true,
            _ => false,
        })
        .map(|(&p, _)| p)
        .collect();
    if changed.is_empty() {
        return None;
    }
    let mut after = grid.clone();
    for (&p, &l) in cells.iter().zip(word) {
        let _ = after.set(p, Cell::Letter(l));
    }
    let current = app.current_slot();
    let parts: Vec<String> = changed
        .iter()
        .map(|&p| {
            let (a, d) = app.slots.crossing(p);
            match if a == current { d } else { a } {
                Some(other) => {
                    let s = app.slots.get(other);
                    format!(
                        "{} {} → {}",
                        app.entry_label(other),
                        entry_text_in(s, grid, alphabet),
                        entry_text_in(s, &after, alphabet)
                    )
                }
                // An unchecked square: no other entry, so the square itself.
                None => {
                    let old = match grid.cell(p) {
                        Cell::Letter(l) => alphabet.spell(&[l]),
                        Cell::Rebus(id) => format!("{{{}}}", grid.rebus_text(id)),
                        _ => String::new(),
                    };
                    format!("{old} at {p}")
                }
            }
        })
        .collect();
    let label = current
        .map(|c| format!("{} ", app.entry_label(c)))
        .unwrap_or_default();
    Some(format!(
        "{label}{} changes {}. Place it? (y/n)",
        alphabet.spell(word),
        parts.join(", ")
    ))
}
