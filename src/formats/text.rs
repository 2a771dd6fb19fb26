//! The text puzzle: `; Key: value` header lines, the plain grid, then the clue lists.
//!
//! ```text
//! ; Title: Mini
//! ; Author: Zoë
//! #CAT
//! DOGE
//!
//! Across:
//! 1. Pet
//! Down:
//! 1. Cow
//! ```
//! A file with only a grid (the format `gridwright fill` reads) is a valid text puzzle. The
//! headings carry a colon because a grid row could spell ACROSS or DOWN, never `Down:`.
//! Header values and clues escape a newline as `\n` and a backslash as `\\`.
//!
//! Headers, each written only when it has a value: Title, Author, Editor, Publisher,
//! Copyright, Date, Difficulty, Url, Intro, Explanation, Notes; Alphabet (by name, for a
//! puzzle not in A–Z; read as a name or the letters, and without it the grid's letters
//! choose the alphabet), Symmetry (other than rotational) and Style (the house style, other
//! than american: `; Style: british`, as `templates show` writes it); the flags `No-solution: yes` (the white
//! squares are empty because the file gave no answer) and `Diagramless: yes`; and the marked
//! squares, row and column counted from 1 as the studio shows them:
//! ```text
//! ; Circles: r1c2 r3c4
//! ; Shaded: r2c2
//! ```
//! Rebus squares are in the grid as `{STAR}`. Any other `; word: text` line is a comment.
//! Colours, bars, given letters, explicit numbering, extra clue lists and clue formatting
//! have no text form.
//!
//! A `.txt` file that starts with `<ACROSS PUZZLE` is Across Lite Text, read by
//! [`super::across_text`].

use super::across_text::{self, AcrossTextError};
use super::header_value::{escape, unescape};
use crate::grid::{
    Alphabets, ClueKey, Direction, HouseStyle, Pos, Puzzle, Symmetry,
    text::{TextGridError, format_grid, grid_alphabet, parse_grid},
};

/// Why a text puzzle could not be read; lines count from 1.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TextError {
    /// Bytes that are not UTF-8.
    #[error("not UTF-8 text: invalid byte at offset {offset}")]
    Utf8 {
        /// Byte offset of the first bad byte.
        offset: usize,
    },
    /// The grid part is not a valid grid.
    #[error("{0}")]
    Grid(TextGridError),
    /// A header value that is not understood.
    #[error("line {line}: {message}")]
    Header {
        /// File line.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A line in the clue lists that is not a clue.
    #[error("line {line}: expected a clue such as `12. Clue text`, found {found:?}")]
    BadClue {
        /// File line.
        line: usize,
        /// The line.
        found: String,
    },
    /// An Across Lite text file that cannot be read.
    #[error("{0}")]
    AcrossLite(#[from] AcrossTextError),
}

/// A text puzzle that was read, with what the reader noticed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TextFile {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Problems that did not stop the read (only Across Lite Text files have any).
    pub warnings: Vec<String>,
}

/// The text headers of the metadata, in the order they are written.
fn text_fields(m: &crate::grid::Meta) -> [(&'static str, &String); 11] {
    [
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
        ("Notes", &m.notes),
    ]
}

/// The metadata text field a header names, if any.
fn text_field<'a>(m: &'a mut crate::grid::Meta, key: &str) -> Option<&'a mut String> {
    Some(match key {
        "title" => &mut m.title,
        "author" => &mut m.author,
        "editor" => &mut m.editor,
        "publisher" => &mut m.publisher,
        "copyright" => &mut m.copyright,
        "date" => &mut m.date,
        "difficulty" => &mut m.difficulty,
        "url" => &mut m.url,
        "intro" => &mut m.intro,
        "explanation" => &mut m.explanation,
        "notes" => &mut m.notes,
        _ => return None,
    })
}

/// Squares as the header lists them: `r1c2 r3c4`, row-major.
fn square_list<'a>(squares: impl Iterator<Item = &'a Pos>) -> String {
    squares.map(Pos::to_string).collect::<Vec<_>>().join(" ")
}

/// Reads `r1c2 r3c4` into squares of a grid of this size.
fn parse_squares(value: &str, width: usize, height: usize) -> Result<Vec<Pos>, String> {
    value
        .split_whitespace()
        .map(|t| {
            let rc = t.strip_prefix(['r', 'R']).and_then(|rest| rest.split_once(['c', 'C']));
            let n = rc.and_then(|(r, c)| Some((r.parse::<usize>().ok()?, c.parse::<usize>().ok()?)));
            match n {
                Some((r, c)) if (1..=height).contains(&r) && (1..=width).contains(&c) => {
                    Ok(Pos::new(r - 1, c - 1))
                }
                _ => Err(format!(
                    "{t:?} is not a square of the {width}×{height} grid (write r1c1 to r{height}c{width})"
                )),
            }
        })
        .collect()
}

fn flag(value: &str) -> Result<bool, String> {
    match value.to_ascii_lowercase().as_str() {
        "yes" | "true" => Ok(true),
        "no" | "false" | "" => Ok(false),
        _ => Err(format!("{value:?} is not yes or no")),
    }
}

/// Writes a puzzle as a text puzzle.
pub fn to_string(puzzle: &Puzzle) -> String {
    let mut out = String::new();
    let m = &puzzle.meta;
    for (key, value) in text_fields(m) {
        if !value.is_empty() {
            out.push_str(&format!("; {key}: {}\n", escape(value)));
        }
    }
    if let Some(value) = super::alphabet::header_value(puzzle) {
        out.push_str(&format!("; Alphabet: {value}\n"));
    }
    if m.symmetry != Symmetry::Rotational {
        out.push_str(&format!("; Symmetry: {}\n", m.symmetry));
    }
    if m.house != HouseStyle::American {
        out.push_str(&format!("; Style: {}\n", m.house.name()));
    }
    for (key, on) in [
        ("No-solution", m.no_solution),
        ("Diagramless", m.diagramless),
    ] {
        if on {
            out.push_str(&format!("; {key}: yes\n"));
        }
    }
    let marked = |f: fn(&crate::grid::Style) -> bool| {
        square_list(puzzle.styles.iter().filter(|(_, s)| f(s)).map(|(p, _)| p))
    };
    for (key, list) in [
        ("Circles", marked(|s| s.circled)),
        ("Shaded", marked(|s| s.shaded)),
    ] {
        if !list.is_empty() {
            out.push_str(&format!("; {key}: {list}\n"));
        }
    }
    out.push_str(&format_grid(&puzzle.grid, &puzzle.alphabet));
    let slots = puzzle.slots();
    for dir in [Direction::Across, Direction::Down] {
        let mut any = false;
        for s in slots.all().iter().filter(|s| s.direction == dir) {
            if !any {
                out.push_str(&format!(
                    "\n{}:\n",
                    if dir == Direction::Across {
                        "Across"
                    } else {
                        "Down"
                    }
                ));
                any = true;
            }
            let clue = puzzle.clue(s.number, dir).unwrap_or("");
            if clue.is_empty() {
                out.push_str(&format!("{}.\n", s.number));
            } else {
                out.push_str(&format!("{}. {}\n", s.number, escape(clue)));
            }
        }
    }
    out
}

/// The `; Style:` header of a bare grid file (lines before the grid), read as the text
/// puzzle reads it; `Ok(None)` without one.
pub fn style_header(text: &str) -> Result<Option<HouseStyle>, TextError> {
    for (i, line) in text.lines().enumerate() {
        let Some((key, value)) = line
            .trim_start()
            .strip_prefix(';')
            .and_then(|c| c.split_once(':'))
        else {
            continue;
        };
        if key.trim().eq_ignore_ascii_case("style") {
            return value
                .parse()
                .map(Some)
                .map_err(|message| TextError::Header {
                    line: i + 1,
                    message,
                });
        }
    }
    Ok(None)
}

/// A clue-list heading (`Across:` / `Down:`), if the line is one.
fn heading(line: &str) -> Option<Direction> {
    let name = line.trim().strip_suffix(':')?.trim();
    if name.eq_ignore_ascii_case("across") {
        Some(Direction::Across)
    } else if name.eq_ignore_ascii_case("down") {
        Some(Direction::Down)
    } else {
        None
    }
}

/// Reads a text puzzle from bytes (an Across Lite Text file too), dropping the warnings.
pub fn parse(bytes: &[u8]) -> Result<Puzzle, TextError> {
    read(bytes).map(|f| f.puzzle)
}

/// Reads a text puzzle, or an Across Lite Text file, with what the reader noticed.
pub fn read(bytes: &[u8]) -> Result<TextFile, TextError> {
    if across_text::is_across_text(bytes) {
        let f = across_text::parse(bytes)?;
        return Ok(TextFile {
            puzzle: f.puzzle,
            warnings: f.warnings,
        });
    }
    parse_text(bytes).map(|puzzle| TextFile {
        puzzle,
        warnings: Vec::new(),
    })
}

/// Reads gridwright's own text puzzle.
fn parse_text(bytes: &[u8]) -> Result<Puzzle, TextError> {
    let text = std::str::from_utf8(bytes).map_err(|e| TextError::Utf8 {
        offset: e.valid_up_to(),
    })?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines: Vec<&str> = text.lines().collect();
    let grid_end = lines
        .iter()
        .position(|l| heading(l).is_some())
        .unwrap_or(lines.len());

    let mut meta = crate::grid::Meta::default();
    let mut marks: Vec<(usize, bool, String)> = Vec::new();
    for (i, line) in lines[..grid_end].iter().enumerate() {
        let Some(comment) = line.trim_start().strip_prefix(';') else {
            continue;
        };
        let Some((key, value)) = comment.split_once(':') else {
            continue;
        };
        let value = unescape(value.trim());
        let header_err = |message: String| TextError::Header {
            line: i + 1,
            message,
        };
        let key = key.trim().to_ascii_lowercase();
        if let Some(field) = text_field(&mut meta, &key) {
            *field = value;
            continue;
        }
        match key.as_str() {
            "symmetry" => meta.symmetry = value.parse().map_err(header_err)?,
            "style" => meta.house = value.parse().map_err(header_err)?,
            "no-solution" => meta.no_solution = flag(&value).map_err(header_err)?,
            "diagramless" => meta.diagramless = flag(&value).map_err(header_err)?,
            "circles" => marks.push((i + 1, true, value)),
            "shaded" => marks.push((i + 1, false, value)),
            // Any other `; word: text` line is an ordinary comment.
            _ => {}
        }
    }
    // Lines are joined with '\n' so the grid parser's line numbers stay those of the file.
    let grid_text = lines[..grid_end].join("\n");
    // The `Alphabet:` header (a name or the letters), else the letters choose (one rule for
    // every format, see `crate::formats::alphabet`).
    let alphabet = grid_alphabet(&grid_text, &Alphabets::builtin()).map_err(TextError::Grid)?;
    let grid = parse_grid(&grid_text, &alphabet).map_err(TextError::Grid)?;
    let mut puzzle = Puzzle::new(grid);
    puzzle.alphabet = alphabet;
    puzzle.meta = meta;
    let (w, h) = (puzzle.grid.width(), puzzle.grid.height());
    for (line, circle, value) in marks {
        let squares =
            parse_squares(&value, w, h).map_err(|message| TextError::Header { line, message })?;
        for p in squares {
            let mut style = puzzle.style(p);
            if circle {
                style.circled = true;
            } else {
                style.shaded = true;
            }
            puzzle.set_style(p, style);
        }
    }

    let mut direction = Direction::Across;
    for (i, line) in lines.iter().enumerate().skip(grid_end) {
        if let Some(d) = heading(line) {
            direction = d;
            continue;
        }
        let t = line.trim();
        if t.is_empty() || t.starts_with(';') {
            continue;
        }
        let digits = t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let rest = &t[digits..];
        let number = t[..digits].parse::<u16>().ok();
        let text = rest
            .strip_prefix('.')
            .or_else(|| rest.strip_prefix(')'))
            .or_else(|| rest.strip_prefix(':'));
        match (number, text) {
            (Some(n), Some(text)) => {
                let text = unescape(text.trim());
                if !text.is_empty() {
                    puzzle.clues.insert(ClueKey::new(n, direction), text);
                }
            }
            _ => {
                return Err(TextError::BadClue {
                    line: i + 1,
                    found: t.chars().take(60).collect(),
                });
            }
        }
    }
    Ok(puzzle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_the_documented_layout_and_reads_it_back() {
        let mut p = parse(b"#CAT\nDOGE\nARE#\nBE##\n").unwrap();
        p.meta.title = "Mini".into();
        p.meta.notes = "two\nlines \\ here".into();
        p.clues
            .insert(ClueKey::new(1, Direction::Across), "Pet".into());
        let text = to_string(&p);
        assert!(
            text.starts_with("; Title: Mini\n; Notes: two\\nlines \\\\ here\n#CAT\n"),
            "{text}"
        );
        assert!(
            text.contains("\nAcross:\n1. Pet\n4.\n5.\n6.\n\nDown:\n1.\n"),
            "{text}"
        );
        assert_eq!(parse(text.as_bytes()).unwrap(), p);
    }

    #[test]
    fn the_house_style_is_a_header() {
        let p = parse(b"; Style: british\n...\n.#.\n...\n").unwrap();
        assert_eq!(p.meta.house, HouseStyle::British);
        assert!(to_string(&p).starts_with("; Style: british\n"));
        assert_eq!(parse(to_string(&p).as_bytes()).unwrap(), p);
        // American, the default, is not written.
        assert!(!to_string(&Puzzle::new(p.grid.clone())).contains("Style"));
        let e = parse(b"; Style: gothic\n...\n").unwrap_err();
        assert!(e.to_string().starts_with("line 1:"), "{e}");
    }

    #[test]
    fn a_grid_row_spelling_down_is_not_a_heading() {
        let p = parse(b"DOWN\nA..A\nB..B\nC..C\nDown:\n1. Fall\n").unwrap();
        assert_eq!(p.grid.height(), 4);
        assert_eq!(p.clue(1, Direction::Down), Some("Fall"));
    }

    #[test]
    fn errors_name_the_line() {
        let e = parse(b"...\n...\n...\nAcross:\n1. ok\nnot a clue\n").unwrap_err();
        assert_eq!(
            e.to_string(),
            "line 6: expected a clue such as `12. Clue text`, found \"not a clue\""
        );
        let e = parse(b"; Symmetry: wobbly\n...\n...\n...\n").unwrap_err();
        assert!(e.to_string().starts_with("line 1: unknown symmetry"), "{e}");
        assert_eq!(
            parse(b"..\xff\n").unwrap_err(),
            TextError::Utf8 { offset: 2 }
        );
    }
}
