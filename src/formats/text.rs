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

use crate::grid::{
    Alphabet, ClueKey, Direction, Puzzle, Symmetry,
    text::{TextGridError, format_grid, parse_grid},
};

/// What the text puzzle holds beyond letters and Across/Down clues.
pub const CAPS: super::loss::Caps = super::loss::Caps {
    rebus: true,
    circles: false,
    shading: false,
    colors: false,
    bars: false,
    given: false,
    labels: false,
    extra_clues: false,
    markup: false,
    no_solution: false,
    diagramless: false,
    meta: &["title", "author", "copyright", "notes"],
    carries: None,
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
}

/// Writes a puzzle as a text puzzle.
pub fn to_string(puzzle: &Puzzle) -> String {
    let mut out = String::new();
    let m = &puzzle.meta;
    for (key, value) in [
        ("Title", &m.title),
        ("Author", &m.author),
        ("Copyright", &m.copyright),
        ("Notes", &m.notes),
    ] {
        if !value.is_empty() {
            out.push_str(&format!("; {key}: {}\n", escape(value)));
        }
    }
    if !puzzle.alphabet.is_latin() {
        out.push_str(&format!("; Alphabet: {}\n", puzzle.alphabet));
    }
    if m.symmetry != Symmetry::Rotational {
        out.push_str(&format!("; Symmetry: {}\n", m.symmetry));
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

fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('\n', "\\n")
}

fn unescape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            // Only `\n` and `\\` are escapes; any other backslash is kept as written, so a
            // value never gains white space at its ends that the writer would not keep.
            match chars.clone().next() {
                Some('n') => {
                    chars.next();
                    out.push('\n');
                }
                Some('\\') => {
                    chars.next();
                    out.push('\\');
                }
                _ => out.push('\\'),
            }
        } else {
            out.push(c);
        }
    }
    out
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

/// Reads a text puzzle from bytes.
pub fn parse(bytes: &[u8]) -> Result<Puzzle, TextError> {
    let text = std::str::from_utf8(bytes).map_err(|e| TextError::Utf8 {
        offset: e.valid_up_to(),
    })?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines: Vec<&str> = text.lines().collect();
    let grid_end = lines
        .iter()
        .position(|l| heading(l).is_some())
        .unwrap_or(lines.len());

    let mut title = String::new();
    let mut author = String::new();
    let mut copyright = String::new();
    let mut notes = String::new();
    let mut alphabet = Alphabet::latin();
    let mut symmetry = Symmetry::Rotational;
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
        match key.trim().to_ascii_lowercase().as_str() {
            "title" => title = value,
            "author" => author = value,
            "copyright" => copyright = value,
            "notes" => notes = value,
            "alphabet" => {
                alphabet = Alphabet::new(value.chars()).map_err(|e| header_err(e.to_string()))?
            }
            "symmetry" => symmetry = value.parse().map_err(header_err)?,
            // Any other `; word: text` line is an ordinary comment.
            _ => {}
        }
    }
    // Lines are joined with '\n' so the grid parser's line numbers stay those of the file.
    let grid_text = lines[..grid_end].join("\n");
    let grid = parse_grid(&grid_text, &alphabet).map_err(TextError::Grid)?;
    let mut puzzle = Puzzle::new(grid);
    puzzle.alphabet = alphabet;
    puzzle.meta.title = title;
    puzzle.meta.author = author;
    puzzle.meta.copyright = copyright;
    puzzle.meta.notes = notes;
    puzzle.meta.symmetry = symmetry;

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
