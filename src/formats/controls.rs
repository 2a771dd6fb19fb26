//! Control characters in a puzzle's texts are never written to a file: a title or clue
//! holding ESC, NUL or a C1 control would reach whoever opens the export (a terminal obeys
//! ESC; NUL ends a `.puz` string early; a PDF's info or an HTML page would carry it raw).
//! Every writer gets the texts without them ([`without_controls`]) and the export names the
//! loss ([`count`]). Line breaks and tabs stay: notes and clues may hold them.

use crate::grid::Puzzle;

/// Whether `c` is dropped from a text written to a file.
fn dropped(c: char) -> bool {
    c.is_control() && !matches!(c, '\n' | '\r' | '\t')
}

/// Every text of the puzzle a writer may put in a file, mutably.
fn texts_mut(p: &mut Puzzle) -> Vec<&mut String> {
    let mut out: Vec<&mut String> = p
        .meta
        .text_fields_mut()
        .into_iter()
        .map(|(_, v)| v)
        .collect();
    out.extend(p.clues.values_mut());
    out.extend(p.clue_markup.values_mut());
    for list in &mut p.extra_clues {
        out.push(&mut list.title);
        for clue in &mut list.clues {
            out.push(&mut clue.label);
            out.push(&mut clue.text);
        }
    }
    out
}

/// How many control characters the puzzle's texts hold (0 for almost every puzzle).
pub fn count(puzzle: &Puzzle) -> usize {
    let mut p = puzzle.clone();
    texts_mut(&mut p)
        .into_iter()
        .map(|t| t.chars().filter(|&c| dropped(c)).count())
        .sum()
}

/// The puzzle with the control characters of its texts dropped; `None` when it has none.
pub fn without_controls(puzzle: &Puzzle) -> Option<Puzzle> {
    if count(puzzle) == 0 {
        return None;
    }
    let mut p = puzzle.clone();
    for text in texts_mut(&mut p) {
        text.retain(|c| !dropped(c));
    }
    Some(p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{ClueKey, Direction, Grid};

    #[test]
    fn controls_are_counted_and_dropped_but_line_breaks_stay() {
        let mut p = Puzzle::new(Grid::new(3, 3).unwrap());
        p.meta.title = "A\u{1b}[2Jtitle\u{0}".into();
        p.meta.notes = "line one\nline\ttwo".into();
        p.clues
            .insert(ClueKey::new(1, Direction::Across), "Pet\u{9b}".into());
        assert_eq!(count(&p), 3);
        let clean = without_controls(&p).unwrap();
        assert_eq!(clean.meta.title, "A[2Jtitle");
        assert_eq!(clean.meta.notes, "line one\nline\ttwo");
        assert_eq!(clean.clues[&ClueKey::new(1, Direction::Across)], "Pet");
        assert!(without_controls(&clean).is_none());
    }
}
