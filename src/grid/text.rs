//! The plain text grid: one row a line, `#` for a block, `.` for an empty square, letters,
//! and `{TEXT}` for a rebus square (several letters, a digit or a symbol).
//!
//! This is the format `gridwright fill` and the peer fillers read. Blank lines and lines
//! starting with `;` are ignored; trailing white space is trimmed. A `; Alphabet: russian`
//! line (a name, or the letters in order) says which alphabet the letters are in; without
//! one, the first alphabet holding every letter is chosen ([`Alphabets::choose`]).

use super::{Alphabet, Alphabets, Cell, Grid, GridError};

/// Why a text grid could not be read; lines and columns count from 1.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TextGridError {
    /// A character that is neither `#`, `.` nor a letter of the alphabet.
    #[error(
        "line {line}, column {column}: {found:?} is not a block (#), an empty square (.) or a letter of the {alphabet} alphabet"
    )]
    BadChar {
        /// File line.
        line: usize,
        /// Column on that line.
        column: usize,
        /// The character found.
        found: char,
        /// How the grid's alphabet is called ("Russian").
        alphabet: String,
    },
    /// A row whose length differs from the first row's.
    #[error("line {line}: row has {found} squares but the first row has {expected}")]
    Ragged {
        /// File line.
        line: usize,
        /// The first row's length.
        expected: usize,
        /// This row's length.
        found: usize,
    },
    /// A `{` with no `}` on the same line, or an empty or bad rebus.
    #[error("line {line}, column {column}: a rebus is written {{TEXT}} with 1 to {max} characters and no spaces", max = Grid::MAX_REBUS)]
    BadRebus {
        /// File line.
        line: usize,
        /// Column of the `{`.
        column: usize,
    },
    /// No rows at all.
    #[error("no grid rows found (only blank lines or comments)")]
    Empty,
    /// An `; Alphabet:` line naming no alphabet, or letters that make none.
    #[error("line {line}: Alphabet: {message}")]
    BadAlphabet {
        /// File line.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// Too small or too large.
    #[error("{0}")]
    Size(GridError),
}

/// Reads a grid in the alphabet its `; Alphabet:` line declares (the last one, resolved in
/// `alphabets`), else in the first alphabet holding every letter of the grid. A letter outside
/// that alphabet is an error naming its line and column.
pub fn parse_grid_auto(
    text: &str,
    alphabets: &Alphabets,
) -> Result<(Grid, Alphabet), TextGridError> {
    let alphabet = grid_alphabet(text, alphabets)?;
    let grid = parse_grid(text, &alphabet)?;
    Ok((grid, alphabet))
}

/// The alphabet of a text grid: its `; Alphabet:` line, else the one its letters choose.
pub fn grid_alphabet(text: &str, alphabets: &Alphabets) -> Result<Alphabet, TextGridError> {
    let mut declared = None;
    for (i, line) in text.lines().enumerate() {
        if let Some(value) = alphabet_line(line) {
            let a = alphabets
                .declared(value)
                .map_err(|e| TextGridError::BadAlphabet {
                    line: i + 1,
                    message: e.to_string(),
                })?;
            declared = Some(a);
        }
    }
    Ok(alphabets.choose(declared, grid_letters(text)))
}

/// The value of an `; Alphabet: …` comment line, in any case.
pub fn alphabet_line(line: &str) -> Option<&str> {
    let (key, value) = line.trim_start().strip_prefix(';')?.split_once(':')?;
    key.trim()
        .eq_ignore_ascii_case("alphabet")
        .then(|| value.trim())
}

/// The letters of the grid rows (not comments, not inside a `{rebus}`).
fn grid_letters(text: &str) -> Vec<char> {
    let mut out = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with(';') {
            continue;
        }
        let mut in_rebus = false;
        for c in line.chars() {
            match c {
                '{' => in_rebus = true,
                '}' => in_rebus = false,
                c if !in_rebus && c.is_alphabetic() => out.push(c),
                _ => {}
            }
        }
    }
    out
}

/// Reads a grid from text in the given alphabet.
pub fn parse_grid(text: &str, alphabet: &Alphabet) -> Result<Grid, TextGridError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut rows: Vec<Vec<Cell>> = Vec::new();
    let mut rebus: Vec<(usize, usize, String)> = Vec::new();
    let mut width = 0;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim_end();
        if line.trim_start().is_empty() || line.trim_start().starts_with(';') {
            continue;
        }
        let mut row = Vec::new();
        let mut chars = line.chars().enumerate();
        while let Some((col, ch)) = chars.next() {
            let cell = match ch {
                '#' => Cell::Block,
                '.' => Cell::Empty,
                '{' => {
                    let bad = TextGridError::BadRebus {
                        line: i + 1,
                        column: col + 1,
                    };
                    let mut text = String::new();
                    loop {
                        match chars.next() {
                            Some((_, '}')) => break,
                            Some((_, c)) if !c.is_whitespace() && c != '{' => text.push(c),
                            _ => return Err(bad),
                        }
                    }
                    if text.is_empty() || text.chars().count() > Grid::MAX_REBUS {
                        return Err(bad);
                    }
                    rebus.push((rows.len(), row.len(), text));
                    Cell::Empty
                }
                c => Cell::Letter(alphabet.index_of(c).ok_or_else(|| TextGridError::BadChar {
                    line: i + 1,
                    column: col + 1,
                    found: c,
                    alphabet: alphabet.describe(),
                })?),
            };
            row.push(cell);
        }
        if rows.is_empty() {
            width = row.len();
        } else if row.len() != width {
            return Err(TextGridError::Ragged {
                line: i + 1,
                expected: width,
                found: row.len(),
            });
        }
        rows.push(row);
    }
    if rows.is_empty() {
        return Err(TextGridError::Empty);
    }
    let mut grid = Grid::from_rows(rows).map_err(TextGridError::Size)?;
    for (r, c, text) in rebus {
        grid.set_rebus(super::Pos::new(r, c), &text)
            .map_err(TextGridError::Size)?;
    }
    Ok(grid)
}

/// Writes a grid as text, one row a line, each line ending in a newline.
pub fn format_grid(grid: &Grid, alphabet: &Alphabet) -> String {
    let mut out = String::with_capacity((grid.width() + 1) * grid.height());
    for (i, cell) in grid.cells().iter().enumerate() {
        match cell {
            Cell::Block => out.push('#'),
            Cell::Empty => out.push('.'),
            Cell::Letter(l) => out.push(alphabet.char_of(*l).unwrap_or('?')),
            Cell::Rebus(id) => {
                out.push('{');
                out.push_str(grid.rebus_text(*id));
                out.push('}');
            }
        }
        if (i + 1) % grid.width() == 0 {
            out.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rebus_squares_are_written_in_braces() {
        let a = Alphabet::latin();
        let g = parse_grid("{star}A#\nB{1}C\n", &a).expect("parses");
        assert_eq!(g.rebus_at(crate::grid::Pos::new(0, 0)), Some("STAR"));
        assert_eq!(g.rebus_at(crate::grid::Pos::new(1, 1)), Some("1"));
        assert_eq!(format_grid(&g, &a), "{STAR}A#\nB{1}C\n");
        assert!(matches!(
            parse_grid("{}AB\nABC\n", &a),
            Err(TextGridError::BadRebus { line: 1, column: 1 })
        ));
        assert!(matches!(
            parse_grid("AB{C\nABC\n", &a),
            Err(TextGridError::BadRebus { line: 1, column: 3 })
        ));
    }

    #[test]
    fn round_trips_with_comments_and_lowercase() {
        let src = "; a comment\n\n#ab\n...\r\nC.#\n";
        let g = parse_grid(src, &Alphabet::latin()).unwrap();
        assert_eq!(format_grid(&g, &Alphabet::latin()), "#AB\n...\nC.#\n");
    }

    #[test]
    fn the_alphabet_is_declared_or_chosen_by_the_letters() {
        let reg = Alphabets::builtin();
        let (g, a) = parse_grid_auto("КОТ\nО#О\nТОК\n", &reg).unwrap();
        assert_eq!(a, Alphabet::cyrillic());
        assert_eq!(format_grid(&g, &a), "КОТ\nО#О\nТОК\n");
        let (_, a) = parse_grid_auto("; Alphabet: russian-folded\nКОТ\nО#О\nТОК\n", &reg).unwrap();
        assert_eq!(a.name(), Some("russian-folded"));
        assert_eq!(
            parse_grid_auto("; Alphabet: russian-folded\nКОТ\nО#Ё\nТОК\n", &reg),
            Err(TextGridError::BadChar {
                line: 3,
                column: 3,
                found: 'Ё',
                alphabet: "Russian (Ё as Е)".into()
            })
        );
        let (_, a) = parse_grid_auto("{ΩΩ}AB\nÑ.#\n", &reg).unwrap();
        assert_eq!(a.name(), Some("spanish"));
        let e = parse_grid_auto("; alphabet: klingon\nAB\n", &reg).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("line 1: Alphabet: no alphabet is called"),
            "{e}"
        );
        assert_eq!(
            parse_grid_auto("КОТ\nОXО\n", &reg),
            Err(TextGridError::BadChar {
                line: 2,
                column: 2,
                found: 'X',
                alphabet: "Russian".into()
            })
        );
    }

    #[test]
    fn errors_name_line_column_or_limit() {
        let a = Alphabet::latin();
        assert_eq!(
            parse_grid("...\n.x.\n..3", &a),
            Err(TextGridError::BadChar {
                line: 3,
                column: 3,
                found: '3',
                alphabet: "Latin".into()
            })
        );
        assert_eq!(
            parse_grid("...\n\n....\n...", &a),
            Err(TextGridError::Ragged {
                line: 3,
                expected: 3,
                found: 4
            })
        );
        assert_eq!(parse_grid("; nothing\n\n", &a), Err(TextGridError::Empty));
        let big = vec![".".repeat(256); 40].join("\n");
        let err = parse_grid(&big, &a).unwrap_err().to_string();
        assert!(err.contains("2 to 255") && err.contains("256×40"), "{err}");
        let wide = vec![".".repeat(57); 7].join("\n");
        assert_eq!(parse_grid(&wide, &a).map(|g| g.width()), Ok(57));
    }
}
