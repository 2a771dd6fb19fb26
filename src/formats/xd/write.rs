//! Writing a puzzle as `.xd`.

use super::bars::{self, Home};
use super::{design, markup};
use crate::formats::header_value::escape;
use crate::formats::{WriteError, WriteOptions, check_complete};
use crate::grid::{Cell, Direction, Pos, Puzzle, Symmetry};

/// How the grid is spelled: one character a square, and the rebus keys used.
struct Layout {
    chars: Vec<char>,
    rebus: Vec<(char, String)>,
    /// `Some("circle")` or `Some("shaded")` when special squares are written in lowercase.
    special: Option<&'static str>,
}

/// Writes the whole file.
pub(super) fn write(puzzle: &Puzzle, options: &WriteOptions) -> Result<Vec<u8>, WriteError> {
    if !puzzle.meta.no_solution {
        check_complete(&puzzle.grid, options.allow_incomplete)?;
    }
    let layout = layout(puzzle)?;
    let mut out = String::from("## Metadata\n\n");
    headers(puzzle, &layout, &mut out);
    out.push_str("\n## Grid\n\n");
    let width = puzzle.grid.width();
    for row in layout.chars.chunks(width) {
        out.extend(row);
        out.push('\n');
    }
    out.push_str("\n## Clues\n\n");
    clues(puzzle, &mut out);
    if let Some(d) = design::write(puzzle, layout.special.is_some()) {
        out.push_str("\n## Design\n\n");
        out.push_str(&d);
    }
    if puzzle.styles.values().any(|s| s.given) {
        out.push_str("\n## Start\n\n");
        start(puzzle, &layout, &mut out);
    }
    let notes = puzzle.meta.notes.trim();
    if !notes.is_empty() {
        out.push_str("\n## Notes\n\n");
        for line in notes.lines() {
            // A line that would read as a heading, a comment or an escape gets a `\`.
            if line.starts_with("## ")
                || line.trim_start().starts_with("<!--")
                || line.starts_with('\\')
            {
                out.push('\\');
            }
            out.push_str(line);
            out.push('\n');
        }
    }
    Ok(out.into_bytes())
}

fn headers(puzzle: &Puzzle, layout: &Layout, out: &mut String) {
    let m = &puzzle.meta;
    let mut header = |key: &str, value: &str| {
        if !value.trim().is_empty() {
            out.push_str(&format!("{key}: {}\n", escape(value)));
        }
    };
    for (key, value) in [
        ("Title", &m.title),
        ("Author", &m.author),
        ("Editor", &m.editor),
        ("Publisher", &m.publisher),
        ("Copyright", &m.copyright),
        ("Date", &m.date),
        ("Difficulty", &m.difficulty),
        ("Url", &m.url),
        ("Intro", &m.intro),
        ("Explanation", &m.explanation),
    ] {
        header(key, value);
    }
    let rebus: Vec<String> = layout
        .rebus
        .iter()
        .map(|(k, t)| format!("{k}={t}"))
        .collect();
    header("Rebus", &rebus.join(" "));
    header("Special", layout.special.unwrap_or(""));
    if let Some(value) = crate::formats::alphabet::header_value(puzzle) {
        header("Alphabet", &value);
    }
    if m.symmetry != Symmetry::Rotational {
        header("Symmetry", &m.symmetry.to_string());
    }
    let yes = |b: bool| if b { "yes" } else { "" };
    header("No-solution", yes(m.no_solution));
    header("Diagramless", yes(m.diagramless));
    let cells = puzzle.grid.cells();
    let blockless = !cells.iter().any(|c| c.is_block());
    header(
        "Empty",
        if blockless && cells.contains(&Cell::Empty) {
            "."
        } else {
            ""
        },
    );
}

/// A one-character answer that can stand in the grid for itself.
fn stands_for_itself(c: char) -> bool {
    !(c.is_alphabetic() || c.is_whitespace() || c.is_control() || "#._*".contains(c))
}

/// Characters to use as rebus keys, in order of preference.
fn key_pool() -> impl Iterator<Item = char> {
    ('1'..='9')
        .chain(['0'])
        .chain("!$%&+?@^~".chars())
        .chain(('\u{2460}'..='\u{2BFF}').filter(|&c| stands_for_itself(c)))
}

/// Whether the special squares can be lowercase letters under one Special header.
fn special_in_grid(puzzle: &Puzzle) -> Option<&'static str> {
    let styles = puzzle.styles.iter().filter(|(_, s)| s.circled || s.shaded);
    let (mut circles, mut shades) = (false, false);
    for (&pos, style) in styles {
        circles |= style.circled;
        shades |= style.shaded;
        let letter = puzzle.grid.get(pos).and_then(Cell::letter);
        // Only a letter with a lowercase form can be written in lowercase.
        letter
            .and_then(|l| puzzle.alphabet.char_of(l))
            .and_then(lowercase)?;
    }
    match (circles, shades) {
        (true, false) => Some("circle"),
        (false, true) => Some("shaded"),
        _ => None,
    }
}

/// The lowercase form of a letter when it has exactly one that reads back as the letter.
fn lowercase(c: char) -> Option<char> {
    let mut low = c.to_lowercase();
    let l = low.next()?;
    let back: String = l.to_uppercase().collect();
    (low.next().is_none() && l != c && back == c.to_string()).then_some(l)
}

fn layout(puzzle: &Puzzle) -> Result<Layout, WriteError> {
    let grid = &puzzle.grid;
    let special = special_in_grid(puzzle);
    let direct: Vec<char> = grid
        .rebus_squares()
        .filter_map(|(_, t)| single(t).filter(|&c| stands_for_itself(c)))
        .collect();
    let mut pool = key_pool().filter(|c| !direct.contains(c));
    let mut rebus: Vec<(char, String)> = Vec::new();
    let mut chars = Vec::with_capacity(grid.cells().len());
    for (i, &cell) in grid.cells().iter().enumerate() {
        let pos = grid.pos(i);
        let ch = match cell {
            Cell::Block => '#',
            Cell::Empty => '.',
            Cell::Letter(l) => {
                let c = puzzle
                    .alphabet
                    .char_of(l)
                    .ok_or(WriteError::BadLetter { pos, index: l })?;
                let style = puzzle.style(pos);
                match special {
                    Some(_) if style.circled || style.shaded => lowercase(c).unwrap_or(c),
                    _ => c,
                }
            }
            Cell::Rebus(id) => {
                let text = grid.rebus_text(id);
                match single(text).filter(|&c| stands_for_itself(c)) {
                    Some(c) => c,
                    None => match rebus.iter().find(|(_, t)| t == text) {
                        Some(&(k, _)) => k,
                        None => {
                            let k = pool.next().ok_or(WriteError::TooManyClues)?;
                            rebus.push((k, text.to_string()));
                            k
                        }
                    },
                }
            }
        };
        chars.push(ch);
    }
    Ok(Layout {
        chars,
        rebus,
        special,
    })
}

fn single(text: &str) -> Option<char> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

/// Every entry, across then down, with its clue and its answer.
fn clues(puzzle: &Puzzle, out: &mut String) {
    let entries = bars::entries(puzzle);
    let split = bars::split_clues(puzzle);
    for (i, dir) in [Direction::Across, Direction::Down].into_iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        for (entry, home) in entries.iter().filter(|(e, _)| e.direction == dir) {
            let text = match home {
                Home::Clue(key) => match (puzzle.clues.get(key), bars::extra_clue(puzzle, entry)) {
                    // A clue kept with its squares by an older version of the model.
                    (None, Some(c)) => markup::write_clue(&c.text, None),
                    (clue, _) => markup::write_clue(
                        clue.map_or("", String::as_str),
                        puzzle.clue_markup(*key),
                    ),
                },
                Home::Extra => match bars::extra_clue(puzzle, entry) {
                    Some(c) => markup::write_clue(&c.text, None),
                    None => split
                        .iter()
                        .find(|(_, e)| e == entry)
                        .map(|(key, _)| {
                            markup::write_clue(&puzzle.clues[key], puzzle.clue_markup(*key))
                        })
                        .unwrap_or_default(),
                },
            };
            let answer: String = entry.cells.iter().map(|&p| answer_at(puzzle, p)).collect();
            out.push_str(&format!(
                "{}{}. {text} ~ {answer}\n",
                dir.letter(),
                entry.number
            ));
        }
    }
}

fn answer_at(puzzle: &Puzzle, pos: Pos) -> String {
    puzzle.answer_at(pos).unwrap_or_else(|| ".".to_string())
}

/// The start section: given squares as the grid spells them, the rest `.` or `#`.
fn start(puzzle: &Puzzle, layout: &Layout, out: &mut String) {
    let grid = &puzzle.grid;
    for (i, &ch) in layout.chars.iter().enumerate() {
        let pos = grid.pos(i);
        let cell = grid.cell(pos);
        out.push(if cell.is_block() {
            '#'
        } else if cell.is_filled() && puzzle.style(pos).given {
            ch
        } else {
            '.'
        });
        if (i + 1) % grid.width() == 0 {
            out.push('\n');
        }
    }
}
