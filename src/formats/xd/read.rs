//! Reading a `.xd` file into a puzzle.

use super::bars::{self, Entry, Home};
use super::headers::{self, Headers, Special};
use super::sections::{self, Line};
use super::{XdError, XdFile, design, markup};
use crate::grid::{Alphabet, Cell, ClueList, Direction, Grid, ListClue, Pos, Puzzle};

/// A grid row: its line and its characters.
type Row = (usize, Vec<char>);

/// Reads a whole file.
pub(super) fn read(bytes: &[u8]) -> Result<XdFile, XdError> {
    let text = std::str::from_utf8(bytes).map_err(|e| XdError::Utf8 {
        offset: e.valid_up_to(),
    })?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut warnings = Vec::new();
    let s = sections::split(text, &mut warnings);
    let mut h = headers::read(&s.metadata, &mut warnings)?;
    let rows = grid_rows(&s.grid)?;
    let mut puzzle = build(&rows, &h, &mut warnings)?;
    let header_notes = std::mem::take(&mut h.meta.notes);
    puzzle.meta = h.meta;
    puzzle.meta.notes = notes(&header_notes, &s.notes);
    design::read(&s.design, &mut puzzle, &mut warnings);
    start(&s.start, &rows, &mut puzzle, &mut warnings);
    clues(&s.clues, &mut puzzle, &mut warnings);
    Ok(XdFile { puzzle, warnings })
}

/// The non-blank grid lines, checked to be a rectangle of squares.
fn grid_rows(lines: &[Line]) -> Result<Vec<Row>, XdError> {
    let mut rows: Vec<Row> = Vec::new();
    for line in lines {
        let t = line.text.trim();
        if t.is_empty() {
            continue;
        }
        let indent = line.text.chars().take_while(|c| c.is_whitespace()).count();
        let chars: Vec<char> = t.chars().collect();
        if let Some(i) = chars
            .iter()
            .position(|c| c.is_whitespace() || c.is_control())
        {
            return Err(XdError::BadSquare {
                line: line.no,
                column: indent + i + 1,
                found: chars[i],
            });
        }
        if let Some((_, first)) = rows.first()
            && first.len() != chars.len()
        {
            return Err(XdError::Ragged {
                line: line.no,
                expected: first.len(),
                found: chars.len(),
            });
        }
        rows.push((line.no, chars));
    }
    if rows.is_empty() {
        return Err(XdError::NoGrid);
    }
    Ok(rows)
}

/// The alphabet by the one rule ([`crate::formats::alphabet`]): the `Alphabet:` header, else
/// the first alphabet holding every letter of the grid and every one-letter rebus answer.
/// Letters outside it become rebus squares, with a warning.
fn alphabet(rows: &[Row], h: &Headers, warnings: &mut Vec<String>) -> Alphabet {
    let letters = || {
        let grid = rows
            .iter()
            .flat_map(|(_, r)| r)
            .filter(|c| !h.rebus.contains_key(c))
            .copied();
        let rebus = h.rebus.values().filter_map(|t| {
            let mut chars = t.chars();
            chars.next().filter(|_| chars.next().is_none())
        });
        grid.chain(rebus)
    };
    crate::formats::alphabet::choose(h.alphabet.clone(), letters(), warnings)
}

/// What one grid character holds.
enum Square<'a> {
    Block,
    Empty,
    Letter(u8),
    Rebus(&'a str),
    Char(char),
}

/// The grid, its alphabet and the squares written in lowercase.
fn build(rows: &[Row], h: &Headers, warnings: &mut Vec<String>) -> Result<Puzzle, XdError> {
    let first_line = rows[0].0;
    let (height, width) = (rows.len(), rows[0].1.len());
    let mut grid = Grid::new(width, height).map_err(|error| XdError::Size {
        line: first_line,
        error,
    })?;
    let alphabet = alphabet(rows, h, warnings);
    let has_hash = rows.iter().any(|(_, r)| r.contains(&'#'));
    let dot_is_empty = h.dot_is_empty || has_hash;
    let mut special = Vec::new();
    let (mut omitted, mut stars) = (0, 0);
    for (r, (line, row)) in rows.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            let pos = Pos::new(r, c);
            let square = match ch {
                '#' => Square::Block,
                '_' => {
                    omitted += 1;
                    Square::Block
                }
                '.' if dot_is_empty => Square::Empty,
                '.' => Square::Block,
                _ => {
                    if let Some(text) = h.rebus.get(&ch) {
                        if ch.is_lowercase() && h.special.is_some() {
                            special.push(pos);
                        }
                        Square::Rebus(text)
                    } else if ch.is_lowercase() {
                        special.push(pos);
                        upper(ch, &alphabet)
                    } else {
                        stars += usize::from(ch == '*');
                        upper(ch, &alphabet)
                    }
                }
            };
            let set = match square {
                Square::Block => grid.set(pos, Cell::Block),
                Square::Empty => Ok(Cell::Empty),
                Square::Letter(l) => grid.set(pos, Cell::Letter(l)),
                Square::Rebus(text) => match one_letter(text, &alphabet) {
                    Some(l) => grid.set(pos, Cell::Letter(l)),
                    None => grid.set_rebus(pos, text),
                },
                Square::Char(ch) => grid.set_rebus(pos, &ch.to_string()),
            };
            set.map_err(|error| XdError::Size { line: *line, error })?;
        }
    }
    let mut puzzle = Puzzle::new(grid);
    puzzle.alphabet = alphabet;
    mark_special(&mut puzzle, &special, h.special, warnings);
    if omitted > 0 {
        warnings.push(format!(
            "{omitted} omitted square{} (`_`) read as blocks",
            if omitted == 1 { "" } else { "s" }
        ));
    }
    if stars > 0 {
        warnings.push(format!(
            "{stars} square{} holding `*` (Puzzmo's any-letter square) read as the symbol *",
            if stars == 1 { "" } else { "s" }
        ));
    }
    Ok(puzzle)
}

/// A character in uppercase: a letter of the alphabet, or a one-character answer.
fn upper<'a>(ch: char, alphabet: &Alphabet) -> Square<'a> {
    let mut up = ch.to_uppercase();
    match (up.next(), up.next()) {
        (Some(u), None) => alphabet.index_of(u).map_or(Square::Char(u), Square::Letter),
        _ => Square::Char(ch),
    }
}

/// The letter index when a rebus answer is one letter of the alphabet.
fn one_letter(text: &str, alphabet: &Alphabet) -> Option<u8> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => alphabet.index_of(c),
        _ => None,
    }
}

fn mark_special(
    puzzle: &mut Puzzle,
    squares: &[Pos],
    kind: Option<Special>,
    warnings: &mut Vec<String>,
) {
    if squares.is_empty() {
        return;
    }
    if kind.is_none() {
        warnings.push(format!(
            "{} lowercase square{} read as circled (the file has no Special header)",
            squares.len(),
            if squares.len() == 1 { "" } else { "s" }
        ));
    }
    for &p in squares {
        let mut style = puzzle.style(p);
        match kind.unwrap_or(Special::Circle) {
            Special::Circle => style.circled = true,
            Special::Shade => style.shaded = true,
        }
        puzzle.set_style(p, style);
    }
}

/// The notes: the header's, then the section's (lines escaped by a leading `\` unescaped).
fn notes(header: &str, lines: &[Line]) -> String {
    let section: Vec<&str> = lines
        .iter()
        .map(|l| l.text.strip_prefix('\\').unwrap_or(l.text))
        .collect();
    let section = section.join("\n");
    let parts: Vec<&str> = [header.trim(), section.trim()]
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect();
    parts.join("\n\n")
}

/// The start section: squares whose letter the solver is given.
fn start(lines: &[Line], rows: &[Row], puzzle: &mut Puzzle, warnings: &mut Vec<String>) {
    let mut odd = Vec::new();
    let rows_of_start = lines.iter().filter(|l| !l.text.trim().is_empty());
    for (r, line) in rows_of_start.enumerate() {
        for (c, ch) in line.text.trim().chars().enumerate() {
            if matches!(ch, '.' | '#' | '_' | ' ') {
                continue;
            }
            let pos = Pos::new(r, c);
            let in_grid = rows.get(r).and_then(|(_, row)| row.get(c));
            let same = in_grid.is_some_and(|g| g.to_uppercase().eq(ch.to_uppercase()));
            if same && puzzle.grid.get(pos).is_some_and(Cell::is_filled) {
                let mut style = puzzle.style(pos);
                style.given = true;
                puzzle.set_style(pos, style);
            } else {
                odd.push(format!("{pos} ({ch})"));
            }
        }
    }
    if !odd.is_empty() {
        warnings.push(format!(
            "given letters that are not the square's answer, not kept: {}",
            odd.join(", ")
        ));
    }
}

/// One parsed clue line.
enum ClueLine<'a> {
    Clue {
        group: char,
        number: u16,
        text: &'a str,
        answer: Option<&'a str>,
    },
    Meta(&'a str),
    Bad,
}

fn parse_clue_line(t: &str) -> ClueLine<'_> {
    let mut chars = t.char_indices();
    let Some((_, group)) = chars.next().filter(|(_, c)| c.is_alphabetic()) else {
        return ClueLine::Bad;
    };
    let rest = &t[group.len_utf8()..];
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (Ok(number), after) = (rest[..digits].parse::<u16>(), &rest[digits..]) else {
        return ClueLine::Bad;
    };
    if let Some(body) = after.strip_prefix('.') {
        let body = body.strip_prefix(' ').unwrap_or(body);
        let (text, answer) = if let Some((text, answer)) = body.rsplit_once(" ~ ") {
            (text, Some(answer.trim()))
        } else if let Some(answer) = body.strip_prefix("~ ") {
            ("", Some(answer.trim()))
        } else if let Some(text) = body.strip_suffix(" ~") {
            (text, Some(""))
        } else {
            (body, None)
        };
        return ClueLine::Clue {
            group: group.to_uppercase().next().unwrap_or(group),
            number,
            text,
            answer,
        };
    }
    if after.starts_with(" ^") || after.starts_with('~') {
        return ClueLine::Meta(t);
    }
    ClueLine::Bad
}

/// Reads the clue lines and places them on the grid's entries.
fn clues(lines: &[Line], puzzle: &mut Puzzle, warnings: &mut Vec<String>) {
    let entries = bars::entries(puzzle);
    let mut notes = Report::default();
    let mut seen = std::collections::BTreeSet::new();
    for line in lines {
        let t = line.text.trim();
        if t.is_empty() {
            continue;
        }
        let (group, number, text, answer) = match parse_clue_line(t) {
            ClueLine::Clue {
                group,
                number,
                text,
                answer,
            } => (group, number, text, answer),
            ClueLine::Meta(m) => {
                notes.meta.push(format!("{} (line {})", short(m), line.no));
                continue;
            }
            ClueLine::Bad => {
                warnings.push(format!(
                    "line {}: {:?} is not a clue such as `A1. Clue ~ ANSWER`; not kept",
                    line.no,
                    short(t)
                ));
                continue;
            }
        };
        let clue = markup::read_clue(text);
        for d in &clue.dropped {
            warnings.push(format!("line {}: {group}{number}: {d} not kept", line.no));
        }
        let direction = match group {
            'A' => Direction::Across,
            'D' => Direction::Down,
            other => {
                extra_group(puzzle, other, number, clue.plain);
                continue;
            }
        };
        if !seen.insert((direction, number)) {
            notes
                .repeated
                .push(format!("{group}{number} (line {})", line.no));
            continue;
        }
        let found = entries
            .iter()
            .find(|(e, _)| e.number == number && e.direction == direction);
        let Some((entry, home)) = found else {
            notes
                .orphans
                .push(format!("{group}{number} (line {})", line.no));
            continue;
        };
        if let Some(answer) = answer {
            check_answer(puzzle, entry, answer, line.no, &mut notes);
        }
        place(puzzle, entry, home, clue, &mut notes);
    }
    puzzle.labels = bars::labels(&entries, puzzle);
    notes.report(warnings);
}

/// What the clue reader noticed, reported once per kind.
#[derive(Default)]
struct Report {
    meta: Vec<String>,
    repeated: Vec<String>,
    orphans: Vec<String>,
    answers: Vec<String>,
    shared: Vec<String>,
}

impl Report {
    fn report(self, warnings: &mut Vec<String>) {
        let mut say = |list: Vec<String>, what: &str| {
            if !list.is_empty() {
                warnings.push(format!(
                    "{what}: {}",
                    crate::grid::printable::few(&list, crate::grid::printable::ECHO_ITEMS)
                ));
            }
        };
        say(self.meta, "clue metadata not kept");
        say(self.repeated, "second clues for one entry, not kept");
        say(
            self.orphans,
            "clues for entries this grid does not have, not kept",
        );
        say(
            self.answers,
            "answers that differ from the grid (the grid is kept)",
        );
        // Clues kept with their squares (bar-numbered directions) lose only their formatting.
        say(
            self.shared,
            "formatting not kept for these clues, kept with their squares in the extra lists Across/Down because the bars end entries where gridwright's numbering (by blocks) does not",
        );
    }
}

fn check_answer(puzzle: &Puzzle, entry: &Entry, answer: &str, line: usize, notes: &mut Report) {
    let grid: Option<String> = entry.cells.iter().map(|&p| puzzle.answer_at(p)).collect();
    let Some(grid) = grid else {
        return;
    };
    let normal = |s: &str| -> String { s.chars().flat_map(char::to_uppercase).collect() };
    if !answer.is_empty() && normal(answer) != normal(&grid) {
        notes.answers.push(format!(
            "{}{} {answer} (line {line}) where the grid has {grid}",
            entry.direction.letter(),
            entry.number
        ));
    }
}

fn place(
    puzzle: &mut Puzzle,
    entry: &Entry,
    home: &Home,
    clue: markup::ClueText,
    notes: &mut Report,
) {
    if clue.plain.is_empty() {
        return;
    }
    match home {
        Home::Clue(key) => {
            puzzle.clues.insert(*key, clue.plain);
            if let Some(html) = clue.html {
                puzzle.clue_markup.insert(*key, html);
            }
        }
        Home::Extra => {
            if clue.html.is_some() {
                notes
                    .shared
                    .push(format!("{}{}", entry.direction.letter(), entry.number));
            }
            let title = bars::extra_title(entry.direction);
            let item = ListClue {
                label: entry.number.to_string(),
                text: clue.plain,
                cells: entry.cells.clone(),
            };
            push_extra(puzzle, title, item);
        }
    }
}

/// A clue of a group other than A and D, kept in an extra list named by its letter.
fn extra_group(puzzle: &mut Puzzle, group: char, number: u16, text: String) {
    let item = ListClue {
        label: number.to_string(),
        text,
        cells: Vec::new(),
    };
    push_extra(puzzle, &group.to_string(), item);
}

fn push_extra(puzzle: &mut Puzzle, title: &str, item: ListClue) {
    match puzzle.extra_clues.iter_mut().find(|l| l.title == title) {
        Some(list) => list.clues.push(item),
        None => puzzle.extra_clues.push(ClueList {
            title: title.to_string(),
            clues: vec![item],
        }),
    }
}

fn short(s: &str) -> String {
    s.chars().take(60).collect()
}
