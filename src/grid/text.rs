//! The plain text grid: one row a line, `#` for a block, `.` for an empty square, letters,
//! and `{TEXT}` for a rebus square (several letters, a digit or a symbol).
//!
//! This is the format `gridwright fill` and the peer fillers read. Blank lines and lines
//! starting with `;` are ignored; trailing white space is trimmed.

use super::{Alphabet, Cell, Grid, GridError};

/// Why a text grid could not be read; lines and columns count from 1.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TextGridError {
    /// A character that is neither `#`, `.` nor a letter of the alphabet.
    #[error(
        "line {line}, column {column}: {found:?} is not a block (#), an empty square (.) or a letter"
    )]
    BadChar {
        /// File line.
        line: usize,
        /// Column on that line.
        column: usize,
        /// The character found.
        found: char,
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
    /// Too small or too large.
    #[error("{0}")]
    Size(GridError),
}

/// Reads a grid from text.
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
                c => Cell::Letter(alphabet.index_of(c).ok_or(TextGridError::BadChar {
                    line: i + 1,
                    column: col + 1,
                    found: c,
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
    fn errors_name_line_column_or_limit() {
        let a = Alphabet::latin();
        assert_eq!(
            parse_grid("...\n.x.\n..3", &a),
            Err(TextGridError::BadChar {
                line: 3,
                column: 3,
                found: '3'
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
        let big = vec![".".repeat(40); 40].join("\n");
        let err = parse_grid(&big, &a).unwrap_err().to_string();
        assert!(err.contains("2 to 29") && err.contains("40×40"), "{err}");
    }
}
