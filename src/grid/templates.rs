//! Grid templates: standard block patterns to start a puzzle from (British 15×15 blocked
//! grids with alternate unchecked squares, American 15×15 and 21×21 grids).
//!
//! Each template is a text file under `templates/` in the repository, embedded in the binary
//! by the build script: a header of `key: value` lines (`name`, `style`, optionally `note`),
//! then the rows, `.` for a white square and `#` for a block.
//!
//! ```text
//! name: british-15-01
//! style: british
//! note: 28 lights
//!
//! ...............
//! .#.#.#.#.#.#.#.
//! ```

use super::{Alphabet, Cell, Grid, GridError, HouseStyle, Pos, Puzzle, Symmetry};
use std::fmt;

/// The embedded template files: (file name, contents), sorted by file name.
const BUILTIN: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/templates.rs"));

/// Which house rules a template was made to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TemplateStyle {
    /// Every square checked, entries of 3 or more, connected.
    American,
    /// A blocked cryptic grid: unchecked squares, never two in a row within a light.
    British,
}

impl TemplateStyle {
    /// Every style, in listing order.
    pub const ALL: [TemplateStyle; 2] = [TemplateStyle::American, TemplateStyle::British];

    /// The style's name as files and the command line spell it.
    pub fn name(self) -> &'static str {
        match self {
            TemplateStyle::American => "american",
            TemplateStyle::British => "british",
        }
    }

    /// The house rules a puzzle made from a template of this style is checked against.
    pub fn house(self) -> HouseStyle {
        match self {
            TemplateStyle::American => HouseStyle::American,
            TemplateStyle::British => HouseStyle::British,
        }
    }

    /// The style named `text` (case-insensitive).
    pub fn parse(text: &str) -> Option<TemplateStyle> {
        Self::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(text.trim()))
    }
}

impl fmt::Display for TemplateStyle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One template: a named block pattern with the rules it keeps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Template {
    /// Its name (the file's name without `.txt`).
    pub name: String,
    /// The house rules it was made to.
    pub style: TemplateStyle,
    /// A free-text note from the file (how it was made), possibly empty.
    pub note: String,
    /// The pattern: blocks and empty white squares.
    pub grid: Grid,
}

impl Template {
    /// `WIDTHxHEIGHT`, as the command line spells a size.
    pub fn size(&self) -> String {
        format!("{}x{}", self.grid.width(), self.grid.height())
    }

    /// The number of blocks.
    pub fn blocks(&self) -> usize {
        self.grid.cells().iter().filter(|c| c.is_block()).count()
    }

    /// A new untitled puzzle on this pattern in `alphabet`: rotational symmetry (every
    /// template keeps it) and the template's house style, so checks follow its rules. The
    /// studio's chooser and `gridwright templates new` both make puzzles here.
    pub fn puzzle(&self, alphabet: &Alphabet) -> Puzzle {
        let mut p = Puzzle::new(self.grid.clone());
        p.alphabet = alphabet.clone();
        p.meta.symmetry = Symmetry::Rotational;
        p.meta.house = self.style.house();
        p
    }

    /// The number of entries (runs of two or more white squares, across and down).
    pub fn entries(&self) -> usize {
        super::Slots::of(&self.grid).len()
    }
}

/// Why a template file could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TemplateError {
    /// A line the format does not allow.
    #[error("{file}:{line}: {what}")]
    Line {
        /// The file.
        file: String,
        /// The line, counted from 1.
        line: usize,
        /// What is wrong with it.
        what: String,
    },
    /// A header every template needs is missing.
    #[error("{file}: no `{key}:` line")]
    Missing {
        /// The file.
        file: String,
        /// The header.
        key: &'static str,
    },
    /// The rows do not make a grid.
    #[error("{file}: {source}")]
    Grid {
        /// The file.
        file: String,
        /// Why.
        source: GridError,
    },
}

/// Reads one template file; `file` names it in errors.
pub fn parse(file: &str, text: &str) -> Result<Template, TemplateError> {
    let bad = |line: usize, what: String| TemplateError::Line {
        file: file.to_string(),
        line,
        what,
    };
    let (mut name, mut style, mut note) = (None, None, String::new());
    let mut rows: Vec<Vec<Cell>> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim_end();
        let n = i + 1;
        if line.is_empty() {
            continue;
        }
        if line.starts_with(['.', '#']) {
            rows.push(row(line).map_err(|(col, ch)| {
                bad(n, format!("{ch:?} at column {col} is not `.` or `#`"))
            })?);
            continue;
        }
        if !rows.is_empty() {
            return Err(bad(n, "a header line after the rows".into()));
        }
        let Some((key, value)) = line.split_once(':') else {
            return Err(bad(
                n,
                format!("expected `key: value` or a row, not {line:?}"),
            ));
        };
        let value = value.trim();
        match key.trim() {
            "name" if valid_name(value) => name = Some(value.to_string()),
            "name" => {
                return Err(bad(
                    n,
                    format!("name {value:?}: letters, digits and `-` only"),
                ));
            }
            "style" => {
                style = Some(
                    TemplateStyle::parse(value)
                        .ok_or_else(|| bad(n, format!("style {value:?}: american or british")))?,
                )
            }
            "note" => note = value.to_string(),
            other => return Err(bad(n, format!("unknown header {other:?}"))),
        }
    }
    let missing = |key| TemplateError::Missing {
        file: file.to_string(),
        key,
    };
    let name = name.ok_or_else(|| missing("name"))?;
    let style = style.ok_or_else(|| missing("style"))?;
    if rows.is_empty() {
        return Err(missing("rows"));
    }
    let grid = Grid::from_rows(rows).map_err(|source| TemplateError::Grid {
        file: file.to_string(),
        source,
    })?;
    Ok(Template {
        name,
        style,
        note,
        grid,
    })
}

/// One row of `.`/`#`, or the first other character and its column (from 1).
fn row(line: &str) -> Result<Vec<Cell>, (usize, char)> {
    line.chars()
        .enumerate()
        .map(|(i, ch)| match ch {
            '.' => Ok(Cell::Empty),
            '#' => Ok(Cell::Block),
            other => Err((i + 1, other)),
        })
        .collect()
}

fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 40
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Every built-in template, sorted by name; an error names the embedded file that does
/// not read (the test suite keeps that from shipping).
pub fn builtin() -> Result<Vec<Template>, TemplateError> {
    let mut out = BUILTIN
        .iter()
        .map(|(file, text)| parse(&format!("templates/{file}"), text))
        .collect::<Result<Vec<_>, _>>()?;
    out.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(out)
}

/// The embedded template files as (file name, text), for tests that read them apart from
/// [`parse`].
pub fn builtin_files() -> &'static [(&'static str, &'static str)] {
    BUILTIN
}

/// The templates of `style` (any when `None`) that are `width`×`height` (any when `None`).
pub fn select(
    all: &[Template],
    style: Option<TemplateStyle>,
    size: Option<(usize, usize)>,
) -> Vec<Template> {
    all.iter()
        .filter(|t| style.is_none_or(|s| t.style == s))
        .filter(|t| size.is_none_or(|(w, h)| t.grid.width() == w && t.grid.height() == h))
        .cloned()
        .collect()
}

/// The square at row `r`, column `c` of a template, for previews.
pub fn is_block(t: &Template, r: usize, c: usize) -> bool {
    t.grid.cell(Pos::new(r, c)).is_block()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_template_and_names_bad_lines() {
        let t = parse("t.txt", "name: x-1\nstyle: British\n\n.#.\n...\n.#.\n").expect("reads");
        assert_eq!(
            (t.name.as_str(), t.style, t.blocks()),
            ("x-1", TemplateStyle::British, 2)
        );
        assert_eq!(t.size(), "3x3");
        let e = parse("t.txt", "name: x\nstyle: british\n.x.\n").unwrap_err();
        assert_eq!(e.to_string(), "t.txt:3: 'x' at column 2 is not `.` or `#`");
        let e = parse("t.txt", "name: x\nstyle: cubist\n...\n").unwrap_err();
        assert!(
            e.to_string().starts_with("t.txt:2: style \"cubist\""),
            "{e}"
        );
        let e = parse("t.txt", "style: british\n...\n...\n").unwrap_err();
        assert_eq!(e.to_string(), "t.txt: no `name:` line");
        let e = parse("t.txt", "name: x\nstyle: british\n...\n..\n").unwrap_err();
        assert!(e.to_string().starts_with("t.txt: "), "{e}");
        let e = parse("t.txt", "name: x\nstyle: british\n...\nnote: late\n").unwrap_err();
        assert_eq!(e.to_string(), "t.txt:4: a header line after the rows");
    }

    #[test]
    fn the_builtin_templates_read_and_select() {
        let all = builtin().expect("every embedded template reads");
        assert!(all.len() >= 30, "{} templates", all.len());
        let british = select(&all, Some(TemplateStyle::British), Some((15, 15)));
        assert!(british.len() >= 24, "{} British 15x15", british.len());
        assert!(british.iter().all(|t| t.style == TemplateStyle::British));
        assert!(select(&all, None, Some((3, 3))).is_empty());
    }

    #[test]
    fn a_puzzle_from_a_template_keeps_its_style() {
        let all = builtin().expect("every embedded template reads");
        for style in TemplateStyle::ALL {
            let t = &select(&all, Some(style), None)[0];
            let p = t.puzzle(&Alphabet::latin());
            assert_eq!(p.meta.house, style.house(), "{}", t.name);
            assert_eq!(p.meta.symmetry, Symmetry::Rotational);
            assert_eq!(p.grid, t.grid);
        }
        assert_eq!(TemplateStyle::British.house(), HouseStyle::British);
    }
}
