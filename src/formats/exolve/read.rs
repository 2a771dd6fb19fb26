//! Reading an Exolve block: the sections, the grid with its decorators, colours, clues.

use super::sections::{Line, Section, sections};
use super::{ExolveError, ExolveFile, SHADE};
use crate::formats::xd::bars::{self, Entry, Home};
use crate::grid::{
    Alphabet, Cell, ClueList, Direction, Grid, ListClue, Pos, Puzzle, Rgb, Style, markup,
};

/// Sections read into the puzzle; any other is named in a warning.
const KEPT: [&str; 17] = [
    "width",
    "height",
    "grid",
    "title",
    "setter",
    "copyright",
    "preamble",
    "prelude",
    "across",
    "down",
    "nodir",
    "explanations",
    "postscript",
    "colour",
    "color",
    "language",
    "option",
];

/// What a square's main part is.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Main {
    Block,
    Empty,
    Zero,
    Text(String),
}

/// One square as the grid spells it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Square {
    main: Main,
    style: Style,
    diagramless: bool,
    skip: bool,
}

/// Reads the first Exolve block of a file.
pub(super) fn read(bytes: &[u8]) -> Result<ExolveFile, ExolveError> {
    let text = std::str::from_utf8(bytes).map_err(|e| ExolveError::Utf8 {
        offset: e.valid_up_to(),
    })?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let all = sections(text)?;
    let mut warnings = Vec::new();
    let find = |name: &str| all.iter().find(|s| s.name == name);
    let number = |name: &'static str| -> Result<(usize, usize), ExolveError> {
        let s = find(name).ok_or(ExolveError::Missing {
            section: match name {
                "width" => "exolve-width",
                _ => "exolve-height",
            },
        })?;
        let n = s.value.parse().map_err(|_| ExolveError::BadNumber {
            line: s.no,
            section: if name == "width" {
                "exolve-width"
            } else {
                "exolve-height"
            },
            found: s.value.chars().take(40).collect(),
        })?;
        Ok((n, s.no))
    };
    let (width, _) = number("width")?;
    let (height, height_line) = number("height")?;
    let options: Vec<&str> = all
        .iter()
        .filter(|s| s.name == "option")
        .flat_map(|s| s.value.split_whitespace())
        .collect();
    let tokens = options.contains(&"rebus-cells");
    let grid_section = find("grid").ok_or(ExolveError::Missing {
        section: "exolve-grid",
    })?;
    let rows: Vec<&Line> = grid_section
        .lines
        .iter()
        .filter(|l| !l.text.trim().is_empty())
        .collect();
    if rows.len() != height {
        return Err(ExolveError::Rows {
            line: grid_section.no.max(height_line),
            expected: height,
            found: rows.len(),
        });
    }
    let mut squares = Vec::with_capacity(height);
    for line in rows {
        let row = squares_of(line, tokens)?;
        if row.len() != width {
            return Err(ExolveError::RowLength {
                line: line.no,
                expected: width,
                found: row.len(),
            });
        }
        squares.push(row);
    }
    let declared = find("language").and_then(|s| {
        let code = s.value.split_whitespace().next()?;
        Alphabet::named(super::alphabet_of_language(code)?).ok()
    });
    let mut puzzle = build(&squares, declared, grid_section.no, &mut warnings)?;
    meta(&all, &mut puzzle);
    for s in all
        .iter()
        .filter(|s| s.name == "colour" || s.name == "color")
    {
        colour(s, &mut puzzle, &mut warnings);
    }
    clues(&all, &mut puzzle, &mut warnings);
    let mut other: Vec<String> = all
        .iter()
        .filter(|s| !KEPT.contains(&s.name))
        .map(|s| format!("exolve-{} (line {})", s.name, s.no))
        .collect();
    other.extend(
        options
            .iter()
            .filter(|o| !o.starts_with("allow-") && **o != "rebus-cells")
            .map(|o| format!("exolve-option {o}")),
    );
    if !other.is_empty() {
        warnings.push(format!(
            "not kept: {}",
            crate::grid::printable::few(&other, crate::grid::printable::ECHO_ITEMS)
        ));
    }
    Ok(ExolveFile { puzzle, warnings })
}

/// The squares of a grid row: in token mode one a space-separated token (several letters
/// allowed), else one a character, spaces only aligning them.
fn squares_of(line: &Line, tokens: bool) -> Result<Vec<Square>, ExolveError> {
    let bad = |message: String| ExolveError::BadSquare {
        line: line.no,
        message,
    };
    let mut out = Vec::new();
    let mut chars = line.text.trim().chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_whitespace() {
            chars.next();
            continue;
        }
        let mut text = String::new();
        loop {
            match chars.peek().copied() {
                Some('&') => {
                    chars.next();
                    let escaped = chars
                        .next()
                        .ok_or_else(|| bad("`&` at the end of the row escapes nothing".into()))?;
                    text.push(escaped);
                }
                Some(d) if is_decorator(d) && !text.is_empty() => break,
                Some(d) if d.is_whitespace() => break,
                Some(d) => {
                    chars.next();
                    text.push(d);
                }
                None => break,
            }
            if !tokens && !text.is_empty() {
                break;
            }
        }
        let main = match text.as_str() {
            "." => Main::Block,
            "0" => Main::Zero,
            "?" => Main::Empty,
            _ => Main::Text(text),
        };
        let mut square = Square {
            main,
            style: Style::default(),
            diagramless: false,
            skip: false,
        };
        while let Some(&d) = chars.peek().filter(|d| is_decorator(**d)) {
            chars.next();
            let s = &mut square.style;
            match d {
                '|' => s.bar_right = true,
                '_' => s.bar_bottom = true,
                '+' => (s.bar_right, s.bar_bottom) = (true, true),
                '@' => s.circled = true,
                '!' => s.given = true,
                '*' => square.diagramless = true,
                _ => square.skip = true,
            }
        }
        out.push(square);
    }
    Ok(out)
}

fn is_decorator(c: char) -> bool {
    matches!(c, '|' | '_' | '+' | '@' | '*' | '!' | '~')
}

/// The puzzle of the squares: its alphabet, letters, rebus squares and styles.
fn build(
    squares: &[Vec<Square>],
    declared: Option<Alphabet>,
    line: usize,
    warnings: &mut Vec<String>,
) -> Result<Puzzle, ExolveError> {
    let (height, width) = (squares.len(), squares.first().map_or(0, Vec::len));
    let mut grid = Grid::new(width, height).map_err(|error| ExolveError::Size { line, error })?;
    let texts = || {
        squares.iter().flatten().filter_map(|s| match &s.main {
            Main::Text(t) => Some(t.as_str()),
            _ => None,
        })
    };
    let letters = texts().filter_map(|t| {
        let mut chars = t.chars();
        chars.next().filter(|_| chars.next().is_none())
    });
    let alphabet = crate::formats::alphabet::choose(declared, letters, warnings);
    let whites = squares.iter().flatten().filter(|s| s.main != Main::Block);
    let no_solution = texts().next().is_none() && whites.clone().any(|s| s.main == Main::Zero);
    let (mut diagramless, mut skipped) = (0, 0);
    let mut styles = Vec::new();
    for (r, row) in squares.iter().enumerate() {
        for (c, square) in row.iter().enumerate() {
            let pos = Pos::new(r, c);
            let set = match &square.main {
                Main::Block => grid.set(pos, Cell::Block),
                Main::Empty | Main::Zero => Ok(Cell::Empty),
                Main::Text(t) => match one_letter(t, &alphabet) {
                    Some(l) => grid.set(pos, Cell::Letter(l)),
                    None => grid.set_rebus(pos, &t.to_uppercase()),
                },
            };
            set.map_err(|error| ExolveError::Size { line, error })?;
            diagramless += usize::from(square.diagramless);
            skipped += usize::from(square.skip);
            if !square.style.is_plain() {
                styles.push((pos, square.style.clone()));
            }
        }
    }
    let mut puzzle = Puzzle::new(grid);
    puzzle.alphabet = alphabet;
    for (pos, style) in styles {
        puzzle.set_style(pos, style);
    }
    puzzle.meta.no_solution = no_solution;
    if diagramless == width * height {
        puzzle.meta.diagramless = true;
    } else if diagramless > 0 {
        warnings.push(format!(
            "{diagramless} diagramless square{} (`*`) not kept: gridwright marks whole puzzles diagramless",
            if diagramless == 1 { "" } else { "s" }
        ));
    }
    if skipped > 0 {
        warnings.push(format!(
            "{skipped} square{} skipping their number (`~`) numbered in standard order",
            if skipped == 1 { "" } else { "s" }
        ));
    }
    Ok(puzzle)
}

/// The letter index when a square's text is one letter of the alphabet.
fn one_letter(text: &str, alphabet: &Alphabet) -> Option<u8> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => alphabet.index_of(c),
        _ => None,
    }
}

/// Title, setter, copyright and the multi-line texts (HTML, read as plain text line by line).
fn meta(all: &[Section], puzzle: &mut Puzzle) {
    let m = &mut puzzle.meta;
    for s in all {
        let one = || markup::to_text(s.value);
        match s.name {
            "title" => m.title = one(),
            "setter" => m.author = one(),
            "copyright" => m.copyright = one(),
            "preamble" | "prelude" => m.intro = lines(s),
            "explanations" => m.explanation = lines(s),
            "postscript" => m.notes = lines(s),
            _ => {}
        }
    }
}

/// A multi-line section's text: its value and lines, each line's HTML read as plain text,
/// inner blank lines kept.
fn lines(s: &Section) -> String {
    let all = std::iter::once(s.value).chain(s.lines.iter().map(|l| l.text));
    let text: Vec<String> = all.map(|l| markup::to_text(l.trim())).collect();
    text.join("\n").trim().to_string()
}

/// An `exolve-colour` line: a colour, then squares (`a1` chess style, or `r1c1`).
fn colour(s: &Section, puzzle: &mut Puzzle, warnings: &mut Vec<String>) {
    let mut words = s.value.split_whitespace();
    let name = words.next().unwrap_or("");
    let Some(rgb) = parse_colour(name) else {
        warnings.push(format!(
            "line {}: colour {:?} not kept (gridwright reads #RGB and #RRGGBB)",
            s.no,
            name.chars().take(30).collect::<String>()
        ));
        return;
    };
    let height = puzzle.grid.height();
    for w in words {
        let Some(pos) = square(w, height).filter(|p| puzzle.grid.contains(*p)) else {
            warnings.push(format!(
                "line {}: {:?} is not a square of the grid; its colour is not kept",
                s.no,
                w.chars().take(30).collect::<String>()
            ));
            continue;
        };
        let mut style = puzzle.style(pos);
        if rgb == SHADE {
            style.shaded = true;
        } else {
            style.color = Some(rgb);
        }
        puzzle.set_style(pos, style);
    }
}

/// `#RGB` or `#RRGGBB`.
fn parse_colour(s: &str) -> Option<Rgb> {
    let hex = s.strip_prefix('#')?;
    let digit = |c: char| c.to_digit(16).map(|d| d as u8);
    let d: Vec<u8> = hex.chars().map(digit).collect::<Option<_>>()?;
    match d.as_slice() {
        [r, g, b] => Some(Rgb(r * 17, g * 17, b * 17)),
        [r1, r2, g1, g2, b1, b2] => Some(Rgb(r1 * 16 + r2, g1 * 16 + g2, b1 * 16 + b2)),
        _ => None,
    }
}

/// A square in Exolve's notation: `c3` (column c, row 3 from the bottom) or `r3c1`/`c1r3`.
pub(super) fn square(s: &str, height: usize) -> Option<Pos> {
    let from_bottom = |row: usize| (row >= 1 && row <= height).then(|| height - row);
    let num = |t: &str| t.parse::<usize>().ok();
    if let Some(rest) = s.strip_prefix('r')
        && let Some((r, c)) = rest.split_once('c')
    {
        return Some(Pos::new(from_bottom(num(r)?)?, num(c)?.checked_sub(1)?));
    }
    if let Some(rest) = s.strip_prefix('c')
        && let Some((c, r)) = rest.split_once('r')
    {
        return Some(Pos::new(from_bottom(num(r)?)?, num(c)?.checked_sub(1)?));
    }
    let mut chars = s.chars();
    let col = chars.next().filter(char::is_ascii_lowercase)?;
    let row = num(chars.as_str())?;
    Some(Pos::new(from_bottom(row)?, (col as u8 - b'a') as usize))
}

/// The clue sections placed on the grid's entries, numbered with bars ending entries.
fn clues(all: &[Section], puzzle: &mut Puzzle, warnings: &mut Vec<String>) {
    let entries = bars::entries(puzzle);
    let mut report = super::read_clues::Report::default();
    for s in all {
        let direction = match s.name {
            "across" => Some(Direction::Across),
            "down" => Some(Direction::Down),
            "nodir" => None,
            _ => continue,
        };
        for line in s.lines.iter().filter(|l| !l.text.trim().is_empty()) {
            let Some(clue) = super::read_clues::parse(line, &mut report) else {
                continue;
            };
            let found = direction.and_then(|d| {
                let n = clue.number?;
                entries
                    .iter()
                    .find(|(e, _)| e.number == n && e.direction == d)
            });
            match found {
                Some((entry, home)) => place(puzzle, entry, home, clue.text, clue.html),
                None if direction.is_some() && clue.number.is_some() => {
                    report.orphan(line.no, &clue.label)
                }
                None => push_extra(
                    puzzle,
                    "Clues",
                    ListClue {
                        label: clue.label,
                        text: clue.text,
                        cells: Vec::new(),
                    },
                ),
            }
        }
    }
    puzzle.labels = bars::labels(&entries, puzzle);
    report.finish(warnings);
}

fn place(puzzle: &mut Puzzle, entry: &Entry, home: &Home, text: String, html: Option<String>) {
    if text.is_empty() {
        return;
    }
    match home {
        Home::Clue(key) => {
            puzzle.clues.insert(*key, text);
            if let Some(html) = html {
                puzzle.clue_markup.insert(*key, html);
            }
        }
        Home::Extra => {
            let item = ListClue {
                label: entry.number.to_string(),
                text,
                cells: entry.cells.clone(),
            };
            push_extra(puzzle, bars::extra_title(entry.direction), item);
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_read_chess_and_row_column_notation() {
        assert_eq!(square("a1", 5), Some(Pos::new(4, 0)));
        assert_eq!(square("c5", 5), Some(Pos::new(0, 2)));
        assert_eq!(square("r5c2", 5), Some(Pos::new(0, 1)));
        assert_eq!(square("c2r1", 5), Some(Pos::new(4, 1)));
        assert_eq!(square("a6", 5), None);
        assert_eq!(square("1a", 5), None);
        assert_eq!(parse_colour("#C0C0C0"), Some(SHADE));
        assert_eq!(parse_colour("#fff"), Some(Rgb(255, 255, 255)));
        assert_eq!(parse_colour("yellow"), None);
    }
}
