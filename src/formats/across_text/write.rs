//! Writing Across Lite Text: `<ACROSS PUZZLE>`, or `<ACROSS PUZZLE v2>` when the puzzle has
//! rebus squares or circles (lowercase letters under the `MARK;` flag). The `v` is lower-case
//! as in real v2 files: puzpy's `read_text` refuses `V2`.

use crate::formats::blocked::clues_by_blocks;
use crate::formats::{WriteError, WriteOptions, check_complete};
use crate::grid::{Cell, Direction, Pos, Puzzle};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Characters that stand for a rebus answer in the grid, in the order they are handed out
/// (characters the puzzle uses as answers of their own are skipped).
const MARKERS: &str = "1234567890@#$%&+?!*=^~<>;|/\\[]()¢£¥§¶×÷";

/// The clue written for an entry without one: the format lists a clue for every entry, in
/// order, so a missing one would move the next clues onto the wrong entries.
pub const NO_CLUE: &str = "-";

/// Circled squares whose circle the format cannot show: only a letter with a lowercase form
/// can be circled (a rebus marker, a digit or a symbol cannot).
pub fn uncircled(puzzle: &Puzzle) -> Vec<Pos> {
    puzzle
        .styles
        .iter()
        .filter(|(_, s)| s.circled)
        .map(|(p, _)| *p)
        .filter(|&p| !letter_with_case(puzzle, p))
        .collect()
}

/// Entries that get [`NO_CLUE`]: those without a clue, when some entry of the puzzle has one.
/// The format has no bars and its readers number by blocks alone, as .puz does
/// ([`clues_by_blocks`]).
pub fn unclued(puzzle: &Puzzle) -> Vec<crate::grid::ClueKey> {
    let clues = clues_by_blocks(puzzle);
    if !clues.iter().any(|(_, t)| written(*t)) {
        return Vec::new();
    }
    clues
        .into_iter()
        .filter(|(_, t)| !written(*t))
        .map(|(k, _)| k)
        .collect()
}

fn written(text: Option<&str>) -> bool {
    text.is_some_and(|t| !t.trim().is_empty())
}

fn letter_with_case(puzzle: &Puzzle, pos: Pos) -> bool {
    let Cell::Letter(l) = puzzle.grid.cell(pos) else {
        return false;
    };
    puzzle
        .alphabet
        .char_of(l)
        .is_some_and(|c| c.to_lowercase().ne(c.to_uppercase()))
}

/// Writes the file; empty squares need `allow_incomplete` (they are written as `X`) unless
/// the puzzle has no solution (every white square `X`, as the format says it).
pub fn write(puzzle: &Puzzle, options: &WriteOptions) -> Result<String, WriteError> {
    if !puzzle.meta.no_solution {
        check_complete(&puzzle.grid, options.allow_incomplete)?;
    }
    let rebus = markers(puzzle)?;
    let circles = puzzle.styles.values().any(|s| s.circled);
    let v2 = !rebus.is_empty() || circles;
    let mut out = String::from(if v2 {
        "<ACROSS PUZZLE v2>\n"
    } else {
        "<ACROSS PUZZLE>\n"
    });
    let m = &puzzle.meta;
    // Across Lite puts the © in front of the copyright line itself.
    let copyright = m.copyright.trim().trim_start_matches('©').trim_start();
    for (tag, value) in [
        ("TITLE", m.title.as_str()),
        ("AUTHOR", m.author.as_str()),
        ("COPYRIGHT", copyright),
    ] {
        let _ = write!(out, "<{tag}>\n\t{}\n", one_line(value));
    }
    let (w, h) = (puzzle.grid.width(), puzzle.grid.height());
    let _ = write!(out, "<SIZE>\n\t{w}x{h}\n<GRID>\n");
    for r in 0..h {
        out.push('\t');
        for c in 0..w {
            out.push(square(puzzle, Pos::new(r, c), &rebus));
        }
        out.push('\n');
    }
    if v2 {
        out.push_str("<REBUS>\n");
        if circles {
            out.push_str("\tMARK;\n");
        }
        for (text, marker) in &rebus {
            let stand_in = text
                .chars()
                .next()
                .filter(|c| c.is_alphabetic())
                .unwrap_or('X');
            let _ = writeln!(out, "\t{marker}:{text}:{stand_in}");
        }
    }
    clues(puzzle, &mut out);
    let notes = m.notes.trim();
    if !notes.is_empty() {
        out.push_str("<NOTEPAD>\n");
        out.push_str(notes);
        out.push('\n');
    }
    Ok(out)
}

/// A value on one line: line breaks become spaces, other spacing stays.
fn one_line(s: &str) -> String {
    s.trim().replace("\r\n", " ").replace(['\r', '\n'], " ")
}

/// A character standing for itself in the grid (the reader's rule).
fn stands_for_itself(c: char) -> bool {
    (c.is_alphanumeric() || "@#$%&+?".contains(c)) && c.to_uppercase().eq(std::iter::once(c))
}

/// A marker for each answer that cannot stand in the grid as itself.
fn markers(puzzle: &Puzzle) -> Result<BTreeMap<String, char>, WriteError> {
    let mut used: Vec<char> = Vec::new();
    let mut need: Vec<(Pos, String)> = Vec::new();
    for (pos, text) in puzzle.grid.rebus_squares() {
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) if stands_for_itself(c) => used.push(c),
            _ => need.push((pos, text.to_string())),
        }
    }
    let mut free = MARKERS.chars().filter(|c| !used.contains(c));
    let mut out = BTreeMap::new();
    for (pos, text) in need {
        if out.contains_key(&text) {
            continue;
        }
        let marker = free.next().ok_or_else(|| WriteError::LetterTableFull {
            pos,
            letter: text.clone(),
            max: MARKERS.chars().count(),
        })?;
        out.insert(text, marker);
    }
    Ok(out)
}

fn square(puzzle: &Puzzle, pos: Pos, rebus: &BTreeMap<String, char>) -> char {
    match puzzle.grid.cell(pos) {
        Cell::Block if puzzle.meta.diagramless => ':',
        Cell::Block => '.',
        Cell::Empty => 'X',
        _ => {
            let text = puzzle.answer_at(pos).unwrap_or_default();
            if let Some(&m) = rebus.get(&text) {
                return m;
            }
            let c = text.chars().next().unwrap_or('X');
            if puzzle.style(pos).circled && letter_with_case(puzzle, pos) {
                c.to_lowercase().next().unwrap_or(c)
            } else {
                c
            }
        }
    }
}

/// The clues of every entry in numbering order, one a line ([`NO_CLUE`] for an entry
/// without one when others have clues).
fn clues(puzzle: &Puzzle, out: &mut String) {
    let clues = clues_by_blocks(puzzle);
    let any = clues.iter().any(|(_, t)| written(*t));
    for (dir, tag) in [(Direction::Across, "ACROSS"), (Direction::Down, "DOWN")] {
        let _ = writeln!(out, "<{tag}>");
        if !any {
            continue;
        }
        for (_, text) in clues.iter().filter(|(k, _)| k.direction == dir) {
            let text = text.map(one_line).unwrap_or_default();
            let text = if text.is_empty() { NO_CLUE } else { &text };
            let _ = writeln!(out, "\t{text}");
        }
    }
}
