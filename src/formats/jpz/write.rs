//! A puzzle as `.jpz` XML: the `<crossword-compiler-applet>` document kotwords and Crossword
//! Nexus write, with the cells, words and clue lists they read.

use super::markup::{to_xml, xml_attr, xml_text};
use super::meta::DEFAULT_COMPLETION;
use super::read::SHADE;
use crate::formats::{WriteError, WriteOptions, check_complete};
use crate::grid::{Cell, ClueKey, Direction, Pos, Puzzle, Slots};
use std::fmt::Write as _;

const APPLET_NS: &str = "http://crossword.info/xml/crossword-compiler-applet";
const PUZZLE_NS: &str = "http://crossword.info/xml/rectangular-puzzle";

/// The `.jpz` text of a puzzle.
pub(super) fn to_string(puzzle: &Puzzle, options: &WriteOptions) -> Result<String, WriteError> {
    if !puzzle.meta.no_solution {
        check_complete(&puzzle.grid, options.allow_incomplete)?;
    }
    for pos in puzzle.grid.positions() {
        if let Cell::Letter(index) = puzzle.grid.cell(pos)
            && puzzle.alphabet.char_of(index).is_none()
        {
            return Err(WriteError::BadLetter { pos, index });
        }
    }
    let mut out = String::new();
    out.push_str("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(out, "<crossword-compiler-applet xmlns=\"{APPLET_NS}\">");
    applet_settings(puzzle, &mut out);
    let alphabet = crate::formats::alphabet::letters_value(puzzle)
        .map(|v| format!(" alphabet=\"{}\"", xml_attr(&v)))
        .unwrap_or_default();
    let _ = writeln!(
        out,
        "  <rectangular-puzzle xmlns=\"{PUZZLE_NS}\"{alphabet}>"
    );
    metadata(puzzle, &mut out);
    out.push_str("    <crossword>\n");
    let slots = puzzle.slots();
    grid(puzzle, &slots, &mut out);
    clue_lists(puzzle, &slots, &mut out);
    out.push_str("    </crossword>\n  </rectangular-puzzle>\n</crossword-compiler-applet>\n");
    Ok(out)
}

/// The solver's settings: the completion message (the puzzle's explanation, if any) and the
/// buttons; a puzzle with no solution offers nothing to check or reveal.
fn applet_settings(puzzle: &Puzzle, out: &mut String) {
    let solvable = !puzzle.meta.no_solution;
    let message = if puzzle.meta.explanation.trim().is_empty() {
        DEFAULT_COMPLETION
    } else {
        puzzle.meta.explanation.as_str()
    };
    out.push_str("  <applet-settings cursor-color=\"#00B100\" selected-cells-color=\"#80FF80\">\n");
    let _ = writeln!(
        out,
        "    <completion only-if-correct=\"{solvable}\">{}</completion>",
        xml_text(message)
    );
    out.push_str("    <actions buttons-layout=\"left\">");
    if solvable {
        out.push_str(
            "<reveal-word label=\"Reveal Word\"/><reveal-letter label=\"Reveal Letter\"/><check label=\"Check\"/><solution label=\"Solution\"/>",
        );
    }
    out.push_str("<pencil label=\"Pencil\"/></actions>\n  </applet-settings>\n");
}

fn metadata(puzzle: &Puzzle, out: &mut String) {
    let m = &puzzle.meta;
    out.push_str("    <metadata>\n");
    // Title, creator and copyright are always there (readers look for them); the rest only
    // when set.
    let fields = [
        ("title", &m.title, true),
        ("creator", &m.author, true),
        ("editor", &m.editor, false),
        ("publisher", &m.publisher, false),
        ("copyright", &m.copyright, true),
        ("description", &m.notes, false),
        ("created", &m.date, false),
    ];
    for (name, value, always) in fields {
        if always || !value.trim().is_empty() {
            let _ = writeln!(out, "      <{name}>{}</{name}>", xml_text(value));
        }
    }
    out.push_str("    </metadata>\n");
    if !m.intro.trim().is_empty() {
        let _ = writeln!(
            out,
            "    <instructions>{}</instructions>",
            xml_text(&m.intro)
        );
    }
}

fn grid(puzzle: &Puzzle, slots: &Slots, out: &mut String) {
    let (w, h) = (puzzle.grid.width(), puzzle.grid.height());
    let _ = writeln!(out, "      <grid width=\"{w}\" height=\"{h}\">");
    out.push_str("        <grid-look numbering-scheme=\"normal\"/>\n");
    for row in 0..h {
        for col in 0..w {
            cell(puzzle, slots, Pos::new(row, col), out);
        }
    }
    out.push_str("      </grid>\n");
}

/// One `<cell>`. Bars go on the top and left edges, as Crossword Solver draws only those: a
/// square's right bar is the left bar of the square to its right.
fn cell(puzzle: &Puzzle, slots: &Slots, pos: Pos, out: &mut String) {
    let style = puzzle.style(pos);
    let _ = write!(
        out,
        "        <cell x=\"{}\" y=\"{}\"",
        pos.col + 1,
        pos.row + 1
    );
    let answer = puzzle.answer_at(pos);
    match puzzle.grid.cell(pos) {
        Cell::Block => out.push_str(" type=\"block\""),
        _ if style.given => out.push_str(" type=\"clue\""),
        _ => {}
    }
    if let Some(a) = &answer {
        let _ = write!(out, " solution=\"{}\"", xml_attr(a));
    }
    if puzzle.grid.cell(pos).is_white()
        && let Some(label) = puzzle.label_at(pos, slots)
    {
        let _ = write!(out, " number=\"{}\"", xml_attr(&label));
    }
    let color = style.color.or(style.shaded.then_some(SHADE));
    if let Some(c) = color {
        let _ = write!(out, " background-color=\"#{c}\"");
    }
    if style.circled {
        out.push_str(" background-shape=\"circle\"");
    }
    let above = pos.row > 0 && puzzle.style(Pos::new(pos.row - 1, pos.col)).bar_bottom;
    let left = pos.col > 0 && puzzle.style(Pos::new(pos.row, pos.col - 1)).bar_right;
    if above {
        out.push_str(" top-bar=\"true\"");
    }
    if left {
        out.push_str(" left-bar=\"true\"");
    }
    if style.given
        && let Some(a) = &answer
        && puzzle.grid.cell(pos).is_white()
    {
        let _ = write!(out, " solve-state=\"{}\"", xml_attr(a));
    }
    out.push_str("/>\n");
}

/// One clue list to write: title and (label, text as XML, squares) per clue.
struct ListOut {
    title: String,
    clues: Vec<(String, String, Vec<Pos>)>,
}

/// The words (one per clue, numbered from 1) and then the clue lists: Across and Down from
/// the model, then the extra lists.
fn clue_lists(puzzle: &Puzzle, slots: &Slots, out: &mut String) {
    let mut lists = Vec::new();
    for (dir, title) in [(Direction::Across, "Across"), (Direction::Down, "Down")] {
        let clues: Vec<(String, String, Vec<Pos>)> = slots
            .all()
            .iter()
            .filter(|s| s.direction == dir)
            .filter_map(|s| {
                let key = ClueKey::new(s.number, dir);
                let plain = puzzle.clues.get(&key)?;
                let text = match puzzle.clue_markup(key) {
                    Some(m) => to_xml(m),
                    None => xml_text(plain),
                };
                let label = puzzle.label_at(s.start(), slots).unwrap_or_default();
                Some((label, text, s.cells.clone()))
            })
            .collect();
        // Empty Across and Down lists are written only for a puzzle with no other lists:
        // readers show the first lists they find, and a variety puzzle's lists come first.
        if !clues.is_empty()
            || puzzle.extra_clues.is_empty()
            || crate::formats::replaced_by_extra(puzzle, dir)
        {
            lists.push(ListOut {
                title: title.to_string(),
                clues,
            });
        }
    }
    let (w, h) = (puzzle.grid.width(), puzzle.grid.height());
    for list in &puzzle.extra_clues {
        let clues = list
            .clues
            .iter()
            .map(|c| {
                let cells = c
                    .cells
                    .iter()
                    .copied()
                    .filter(|p| p.row < h && p.col < w)
                    .collect();
                (c.label.clone(), xml_text(&c.text), cells)
            })
            .collect();
        // Two lists of one title confuse readers (pypuz fails): an extra "Down" list joins
        // the Down list, where the reader finds its clues again by their squares.
        match lists
            .iter_mut()
            .find(|l| l.title.eq_ignore_ascii_case(list.title.trim()))
        {
            Some(same) => same.clues.extend(clues),
            None => lists.push(ListOut {
                title: list.title.clone(),
                clues,
            }),
        }
    }
    let mut id = 0usize;
    for list in &lists {
        for (_, _, cells) in &list.clues {
            id += 1;
            if cells.is_empty() {
                let _ = writeln!(out, "      <word id=\"{id}\"/>");
                continue;
            }
            let _ = writeln!(out, "      <word id=\"{id}\">");
            for p in cells {
                let _ = writeln!(
                    out,
                    "        <cells x=\"{}\" y=\"{}\"/>",
                    p.col + 1,
                    p.row + 1
                );
            }
            out.push_str("      </word>\n");
        }
    }
    let mut id = 0usize;
    for list in &lists {
        let _ = writeln!(
            out,
            "      <clues ordering=\"normal\">\n        <title><b>{}</b></title>",
            xml_text(&list.title)
        );
        for (label, text, _) in &list.clues {
            id += 1;
            let _ = writeln!(
                out,
                "        <clue word=\"{id}\" number=\"{}\">{text}</clue>",
                xml_attr(label)
            );
        }
        out.push_str("      </clues>\n");
    }
}
