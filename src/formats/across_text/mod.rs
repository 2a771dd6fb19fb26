//! Across Lite Text, the text format Across Lite imports (`<ACROSS PUZZLE>` and, with rebus
//! squares and circles, `<ACROSS PUZZLE v2>`); read here, written by module `write` (export
//! with `--format across`).
//!
//! ```text
//! <ACROSS PUZZLE v2>
//! <TITLE>
//!     Stars
//! <AUTHOR>
//!     Zoë
//! <COPYRIGHT>
//!     2024 Zoë
//! <SIZE>
//!     3x2
//! <GRID>
//!     1Ab
//!     C.D
//! <REBUS>
//!     MARK;
//!     1:STAR:S
//! <ACROSS>
//!     First across clue, in numbering order, without its number
//! <DOWN>
//!     …
//! <NOTEPAD>
//! Free text
//! ```
//! The grid holds letters, `.` for a block and `:` for a block of a diagramless puzzle (the
//! puzzle is then marked diagramless); digits and `@ # $ % & + ?` are answers of their own.
//! `<REBUS>` lines `marker:ANSWER:S` make every square holding the marker a rebus of ANSWER
//! (S is the one-letter stand-in for old readers); the flag `MARK;` circles the squares
//! written in lowercase. A grid of nothing but `X` means the file gives no solution: it is
//! read as an empty grid marked so. Across Lite adds `©` in front of the copyright line, and
//! so does this reader (unless the line has one). Clues are matched to the entries in
//! numbering order; a count that does not fit is reported. puzpy's `<MARK>` section
//! (`circle:1,16`, squares counted from 1 in reading order) is read for its circles.
//! Files that are not UTF-8 are read as Windows-1252, the encoding Across Lite wrote.

mod write;

pub use write::{NO_CLUE, uncircled, unclued};

use super::latin1;
use crate::grid::{Alphabet, Cell, ClueKey, Direction, Grid, GridError, Pos, Puzzle};
use std::collections::BTreeMap;

/// Why an Across Lite text file could not be read; lines count from 1.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AcrossTextError {
    /// The first line is not `<ACROSS PUZZLE>`.
    #[error("line 1: an Across Lite text puzzle starts with <ACROSS PUZZLE> or <ACROSS PUZZLE v2>")]
    NotAcrossText,
    /// A size that is not `columns x rows`.
    #[error("line {line}: <SIZE> is columns x rows such as 15x15, not {found:?}")]
    BadSize {
        /// File line.
        line: usize,
        /// What the line holds.
        found: String,
    },
    /// No grid rows.
    #[error("no <GRID> rows found")]
    NoGrid,
    /// A grid whose rows disagree with `<SIZE>` or with each other.
    #[error("line {line}: {what} is {found} but {expected} was expected")]
    Shape {
        /// File line.
        line: usize,
        /// "the number of rows" or "the row length".
        what: &'static str,
        /// What the size or the first row says.
        expected: usize,
        /// What was found.
        found: usize,
    },
    /// A character that cannot be a square.
    #[error("line {line}, column {column}: {found:?} cannot be a square of the grid")]
    BadSquare {
        /// File line.
        line: usize,
        /// Column on that line.
        column: usize,
        /// The character.
        found: char,
    },
    /// A grid too small or too large, or a rebus answer that cannot be held.
    #[error("line {line}: {error}")]
    Grid {
        /// File line.
        line: usize,
        /// What is wrong.
        error: GridError,
    },
}

/// An Across Lite text file that was read, with what the reader noticed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AcrossTextFile {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Problems that did not stop the read.
    pub warnings: Vec<String>,
}

/// True when the bytes start (after a BOM and white space) with `<ACROSS PUZZLE`.
pub fn is_across_text(bytes: &[u8]) -> bool {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let start = bytes
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(bytes.len());
    let head = &bytes[start..];
    head.len() >= 14 && head[..14].eq_ignore_ascii_case(b"<ACROSS PUZZLE")
}

/// One `<TAG>` section: the tag's line and the lines under it.
struct Section<'a> {
    line: usize,
    lines: Vec<(usize, &'a str)>,
}

const TAGS: [&str; 10] = [
    "TITLE",
    "AUTHOR",
    "COPYRIGHT",
    "SIZE",
    "GRID",
    "REBUS",
    "ACROSS",
    "DOWN",
    "NOTEPAD",
    "MARK",
];

/// Writes an Across Lite text file (`<ACROSS PUZZLE v2>` when it has rebus squares or
/// circles); empty squares need `allow_incomplete` unless the puzzle has no solution.
pub fn to_string(
    puzzle: &Puzzle,
    options: &super::WriteOptions,
) -> Result<String, super::WriteError> {
    write::write(puzzle, options)
}

/// Reads an Across Lite text file.
pub fn parse(bytes: &[u8]) -> Result<AcrossTextFile, AcrossTextError> {
    let mut warnings = Vec::new();
    let text = match std::str::from_utf8(bytes) {
        Ok(t) => t.to_string(),
        Err(_) => {
            warnings.push("not UTF-8; read as Windows-1252".to_string());
            latin1::decode(bytes)
        }
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    let sections = split(text, &mut warnings)?;
    let get = |tag: &str| sections.get(tag);
    let one_line = |tag: &str| -> String {
        get(tag).map_or(String::new(), |s| {
            let parts: Vec<&str> = s
                .lines
                .iter()
                .map(|(_, l)| l.trim())
                .filter(|l| !l.is_empty())
                .collect();
            parts.join(" ")
        })
    };
    let rebus = rebus(get("REBUS"), &mut warnings);
    let mut puzzle = grid(get("GRID"), get("SIZE"), &rebus, &mut warnings)?;
    puzzle.meta.title = one_line("TITLE");
    puzzle.meta.author = one_line("AUTHOR");
    let copyright = one_line("COPYRIGHT");
    puzzle.meta.copyright = if copyright.is_empty() || copyright.starts_with('©') {
        copyright
    } else {
        format!("© {copyright}")
    };
    if let Some(s) = get("NOTEPAD") {
        let lines: Vec<&str> = s.lines.iter().map(|(_, l)| *l).collect();
        puzzle.meta.notes = lines.join("\n").trim().to_string();
    }
    if let Some(s) = get("MARK") {
        marks(s, &mut puzzle, &mut warnings);
    }
    clues(&mut puzzle, get("ACROSS"), get("DOWN"), &mut warnings);
    Ok(AcrossTextFile { puzzle, warnings })
}

/// The sections by tag; unknown tags are reported and skipped.
fn split<'a>(
    text: &'a str,
    warnings: &mut Vec<String>,
) -> Result<BTreeMap<&'static str, Section<'a>>, AcrossTextError> {
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
    let first = lines.by_ref().find(|(_, l)| !l.trim().is_empty());
    let is_header = first.is_some_and(|(_, l)| {
        let t = l.trim().to_ascii_uppercase();
        t == "<ACROSS PUZZLE>" || t == "<ACROSS PUZZLE V2>"
    });
    if !is_header {
        return Err(AcrossTextError::NotAcrossText);
    }
    let mut out: BTreeMap<&'static str, Section> = BTreeMap::new();
    let mut current: Option<&'static str> = None;
    for (no, line) in lines {
        let t = line.trim();
        let tag = t
            .strip_prefix('<')
            .and_then(|r| r.strip_suffix('>'))
            .map(|r| r.trim().to_ascii_uppercase());
        // The notepad is free text: only a known tag ends it.
        if let Some(tag) = tag.filter(|t| current != Some("NOTEPAD") || TAGS.contains(&t.as_str()))
        {
            current = TAGS.iter().copied().find(|k| *k == tag);
            match current {
                Some(k) if out.contains_key(k) => {
                    warnings.push(format!(
                        "line {no}: a second <{k}> section adds to the first"
                    ));
                }
                Some(k) => {
                    out.insert(
                        k,
                        Section {
                            line: no,
                            lines: Vec::new(),
                        },
                    );
                }
                None => warnings.push(format!(
                    "line {no}: the section <{tag}> is not read; its content is not kept"
                )),
            }
            continue;
        }
        if let Some(s) = current.and_then(|k| out.get_mut(k)) {
            s.lines.push((no, line));
        }
    }
    Ok(out)
}

/// `<REBUS>`: the MARK flag, and each marker with its answer.
struct Rebus {
    mark: bool,
    answers: BTreeMap<char, String>,
}

fn rebus(section: Option<&Section>, warnings: &mut Vec<String>) -> Rebus {
    let mut r = Rebus {
        mark: false,
        answers: BTreeMap::new(),
    };
    for &(no, line) in section.map_or(&[][..], |s| &s.lines) {
        let t = line.trim();
        if t.is_empty() {
            continue;
        }
        let Some((marker, rest)) = t.split_once(':') else {
            for flag in t.split(';').map(str::trim).filter(|f| !f.is_empty()) {
                if flag.eq_ignore_ascii_case("MARK") {
                    r.mark = true;
                } else {
                    warnings.push(format!(
                        "line {no}: rebus flag {flag:?} is not known; ignored"
                    ));
                }
            }
            continue;
        };
        let answer = rest.split(':').next().unwrap_or("").trim();
        let mut m = marker.trim().chars();
        match (m.next(), m.next()) {
            (Some(k), None) if !answer.is_empty() && !answer.contains(['{', '}']) => {
                if answer.starts_with('[') {
                    warnings.push(format!(
                        "line {no}: the Webdings symbol {answer} is kept as the text {answer}"
                    ));
                }
                r.answers.insert(k, answer.to_string());
            }
            _ => warnings.push(format!(
                "line {no}: {t:?} is not `marker:ANSWER:L`; ignored"
            )),
        }
    }
    r
}

/// The grid rows, checked against `<SIZE>`.
fn rows<'a>(
    grid: Option<&Section<'a>>,
    size: Option<&Section>,
    rebus: &Rebus,
) -> Result<Vec<(usize, Vec<char>)>, AcrossTextError> {
    let rows: Vec<(usize, Vec<char>)> = grid
        .map_or(&[][..], |s| &s.lines)
        .iter()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|&(no, l)| (no, l.trim().chars().collect()))
        .collect();
    let Some(first) = rows.first() else {
        return Err(AcrossTextError::NoGrid);
    };
    for &(no, line) in grid.map_or(&[][..], |s| &s.lines) {
        let indent = line.chars().take_while(|c| c.is_whitespace()).count();
        let bad = line
            .trim()
            .chars()
            .position(|c| !(square_char(c) || rebus.answers.contains_key(&c)));
        if let Some(i) = bad {
            let found = line.trim().chars().nth(i).unwrap_or(' ');
            return Err(AcrossTextError::BadSquare {
                line: no,
                column: indent + i + 1,
                found,
            });
        }
    }
    let (mut width, mut height) = (first.1.len(), rows.len());
    if let Some(s) = size {
        let found: Vec<&(usize, &str)> = s
            .lines
            .iter()
            .filter(|(_, l)| !l.trim().is_empty())
            .collect();
        let (no, text) = found.first().map_or((s.line, ""), |&&(n, l)| (n, l.trim()));
        let parsed = text
            .split_once(['x', 'X'])
            .and_then(|(w, h)| Some((w.trim().parse().ok()?, h.trim().parse().ok()?)));
        (width, height) = parsed.ok_or_else(|| AcrossTextError::BadSize {
            line: no,
            found: text.chars().take(20).collect(),
        })?;
    }
    if rows.len() != height {
        let line = rows.last().map_or(0, |r| r.0);
        return Err(AcrossTextError::Shape {
            line,
            what: "the number of grid rows",
            expected: height,
            found: rows.len(),
        });
    }
    if let Some((line, row)) = rows.iter().find(|(_, r)| r.len() != width) {
        return Err(AcrossTextError::Shape {
            line: *line,
            what: "the row length",
            expected: width,
            found: row.len(),
        });
    }
    Ok(rows)
}

fn grid(
    section: Option<&Section>,
    size: Option<&Section>,
    rebus: &Rebus,
    warnings: &mut Vec<String>,
) -> Result<Puzzle, AcrossTextError> {
    let rows = rows(section, size, rebus)?;
    let first_line = rows[0].0;
    let mut grid =
        Grid::new(rows[0].1.len(), rows.len()).map_err(|error| AcrossTextError::Grid {
            line: first_line,
            error,
        })?;
    let alphabet = alphabet(&rows, rebus, warnings);
    let mut circled = Vec::new();
    let mut diagramless = false;
    for (r, (line, row)) in rows.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            let pos = Pos::new(r, c);
            let set = match ch {
                '.' => grid.set(pos, Cell::Block),
                ':' => {
                    diagramless = true;
                    grid.set(pos, Cell::Block)
                }
                _ if rebus.answers.contains_key(&ch) => {
                    let answer = &rebus.answers[&ch];
                    match one_letter(answer, &alphabet) {
                        Some(l) => grid.set(pos, Cell::Letter(l)),
                        None => grid.set_rebus(pos, answer),
                    }
                }
                _ => {
                    if rebus.mark && ch.is_lowercase() {
                        circled.push(pos);
                    }
                    let up: String = ch.to_uppercase().collect();
                    match one_letter(&up, &alphabet) {
                        Some(l) => grid.set(pos, Cell::Letter(l)),
                        None => grid.set_rebus(pos, &up),
                    }
                }
            };
            set.map_err(|error| AcrossTextError::Grid { line: *line, error })?;
        }
    }
    let mut puzzle = Puzzle::new(grid);
    puzzle.alphabet = alphabet;
    puzzle.meta.diagramless = diagramless;
    for p in circled {
        let mut style = puzzle.style(p);
        style.circled = true;
        puzzle.set_style(p, style);
    }
    no_solution(&mut puzzle, warnings);
    Ok(puzzle)
}

/// A character the grid may hold besides rebus markers: a letter, a digit, a block, or one
/// of the symbols Across Lite allows.
fn square_char(c: char) -> bool {
    c.is_alphanumeric() || ".:@#$%&+?".contains(c)
}

/// The alphabet by the one rule ([`super::alphabet`]): the first holding every letter of the
/// grid and every one-letter rebus answer; letters outside it become rebus squares.
fn alphabet(rows: &[(usize, Vec<char>)], rebus: &Rebus, warnings: &mut Vec<String>) -> Alphabet {
    let letters = || {
        let grid = rows
            .iter()
            .flat_map(|(_, r)| r)
            .filter(|c| !rebus.answers.contains_key(c))
            .copied();
        let answers = rebus.answers.values().filter_map(|t| {
            let mut chars = t.chars();
            chars.next().filter(|_| chars.next().is_none())
        });
        grid.chain(answers)
    };
    super::alphabet::choose(None, letters(), warnings)
}

fn one_letter(text: &str, alphabet: &Alphabet) -> Option<u8> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => alphabet.index_of(c),
        _ => None,
    }
}

/// A grid of nothing but `X` is how the format says "no solution given".
fn no_solution(puzzle: &mut Puzzle, warnings: &mut Vec<String>) {
    let x = puzzle.alphabet.index_of('X');
    let cells = puzzle.grid.cells();
    let white: Vec<Cell> = cells.iter().copied().filter(|c| c.is_white()).collect();
    if white.is_empty() || x.is_none() || white.iter().any(|&c| c != Cell::Letter(x.unwrap_or(0))) {
        return;
    }
    puzzle.grid = puzzle.grid.pattern_only();
    puzzle.styles.clear();
    puzzle.meta.no_solution = true;
    warnings.push("the file gives no solution (every square is X); read as an empty grid".into());
}

/// puzpy's `<MARK>` section: `circle:1,16` circles squares counted from 1 in reading order.
fn marks(section: &Section, puzzle: &mut Puzzle, warnings: &mut Vec<String>) {
    let squares = puzzle.grid.cells().len();
    for &(no, line) in &section.lines {
        let Some((kind, list)) = line.trim().split_once(':') else {
            continue;
        };
        if !kind.trim().eq_ignore_ascii_case("circle") {
            warnings.push(format!(
                "line {no}: {} marks (solver state) not kept",
                kind.trim()
            ));
            continue;
        }
        for n in list.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            match n.parse::<usize>() {
                Ok(i) if (1..=squares).contains(&i) => {
                    let pos = puzzle.grid.pos(i - 1);
                    let mut style = puzzle.style(pos);
                    style.circled = true;
                    puzzle.set_style(pos, style);
                }
                _ => warnings.push(format!(
                    "line {no}: {n:?} is not a square from 1 to {squares}; ignored"
                )),
            }
        }
    }
}

/// Clues in numbering order onto the entries; a count that does not fit is reported.
fn clues(
    puzzle: &mut Puzzle,
    across: Option<&Section>,
    down: Option<&Section>,
    warnings: &mut Vec<String>,
) {
    let slots = puzzle.slots();
    for (dir, section, name) in [
        (Direction::Across, across, "across"),
        (Direction::Down, down, "down"),
    ] {
        let texts: Vec<&str> = section
            .map_or(&[][..], |s| &s.lines)
            .iter()
            .map(|(_, l)| l.trim())
            .filter(|l| !l.is_empty())
            .collect();
        let entries: Vec<u16> = slots
            .all()
            .iter()
            .filter(|s| s.direction == dir)
            .map(|s| s.number)
            .collect();
        if texts.len() != entries.len() {
            warnings.push(format!(
                "{} {name} clues for {} {name} entries; {}",
                texts.len(),
                entries.len(),
                if texts.len() > entries.len() {
                    "the extra clues are not kept"
                } else {
                    "the last entries have no clue"
                }
            ));
        }
        for (n, text) in entries.iter().zip(texts) {
            puzzle.clues.insert(ClueKey::new(*n, dir), text.to_string());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const V2: &str = "<ACROSS PUZZLE V2>\n<TITLE>\n\tT\n<AUTHOR>\n\tA\n<COPYRIGHT>\n\t2024 A\n<SIZE>\n\t3x3\n<GRID>\n\t1Bc\n\tD:F\n\tG$I\n<REBUS>\n\tMARK;\n\t1:STAR:S\n<ACROSS>\n\tone\n\ttwo\n<DOWN>\n\tthree\n\tfour\n<NOTEPAD>\n  keep  <this>\n";

    #[test]
    fn reads_rebus_marks_diagramless_and_copyright() {
        assert!(is_across_text(b"\xEF\xBB\xBF  \n<across puzzle v2>"));
        assert!(!is_across_text(b"<ACROSS"));
        let f = parse(V2.as_bytes()).unwrap();
        let p = &f.puzzle;
        assert_eq!(p.grid.rebus_at(Pos::new(0, 0)), Some("STAR"));
        assert_eq!(p.grid.rebus_at(Pos::new(2, 1)), Some("$"));
        assert!(p.style(Pos::new(0, 2)).circled);
        assert!(p.meta.diagramless);
        assert_eq!(p.meta.copyright, "© 2024 A");
        assert_eq!(p.meta.notes, "keep  <this>");
        assert_eq!(p.clue(1, Direction::Across), Some("one"));
        assert_eq!(p.clue(3, Direction::Across), Some("two"));
        assert_eq!(p.clue(2, Direction::Down), Some("four"));
        assert!(f.warnings.is_empty(), "{:?}", f.warnings);
    }

    #[test]
    fn errors_name_the_line() {
        let bad = V2.replace("\t3x3", "\t3by3");
        assert_eq!(
            parse(bad.as_bytes()).unwrap_err().to_string(),
            "line 9: <SIZE> is columns x rows such as 15x15, not \"3by3\""
        );
        let bad = V2.replace("\tG$I", "\tG$IJ");
        assert_eq!(
            parse(bad.as_bytes()).unwrap_err().to_string(),
            "line 13: the row length is 4 but 3 was expected"
        );
        assert_eq!(
            parse(b"<TITLE>\n").unwrap_err(),
            AcrossTextError::NotAcrossText
        );
    }

    #[test]
    fn all_x_means_no_solution() {
        let text = "<ACROSS PUZZLE>\n<SIZE>\n2x2\n<GRID>\nXX\nX.\n<ACROSS>\nc\n<DOWN>\nd\n";
        let f = parse(text.as_bytes()).unwrap();
        assert!(f.puzzle.meta.no_solution);
        assert_eq!(f.puzzle.grid.cell(Pos::new(0, 0)), Cell::Empty);
        assert_eq!(f.puzzle.clue(1, Direction::Down), Some("d"));
        assert_eq!(f.warnings.len(), 1);
    }
}
