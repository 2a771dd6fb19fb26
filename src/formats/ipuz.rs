//! `.ipuz` crossword files (JSON, kind `http://ipuz.org/crossword#1`): read and write.
//!
//! The writer emits the plain form (numbers and `#` in `puzzle`, letters in `solution`,
//! clues as `[number, text]`). The reader also takes what other tools write: cells as
//! objects with `cell`/`style`/`value`, `null` omitted cells (read as blocks), `"0"`, `0` or a
//! custom `empty` marker for white squares, a custom `block` marker, numbers as strings,
//! clues as objects, `Across:Label` clue-list names and rebus cells (first letter kept).

use super::WriteError;
use crate::grid::{Alphabet, Cell, ClueKey, Direction, Grid, Meta, Pos, Puzzle, Symmetry};
use serde_json::{Map, Value, json};
use std::collections::BTreeSet;

/// `.ipuz` holds everything a puzzle holds except other formats' sections.
pub const CAPS: super::loss::Caps = super::loss::Caps::ALL;

/// The kind we write.
pub const KIND: &str = "http://ipuz.org/crossword#1";
/// The version we write.
pub const VERSION: &str = "http://ipuz.org/v2";
/// Our extension key for studio facts other tools do not know (symmetry, locked squares).
pub const EXTENSION: &str = "org.gridwright.studio";

/// Why an `.ipuz` file could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IpuzError {
    /// Not valid JSON (this includes text that is not UTF-8).
    #[error("not valid JSON at line {line}, column {column}: {message}")]
    Json {
        /// Line, from 1.
        line: usize,
        /// Column, from 1.
        column: usize,
        /// The parser's message.
        message: String,
    },
    /// The top level is not a JSON object.
    #[error("an .ipuz file is a JSON object, this one is not")]
    NotObject,
    /// A kind other than a crossword.
    #[error("this .ipuz is of kind {0}, not a crossword (http://ipuz.org/crossword)")]
    NotCrossword(String),
    /// A required field is absent.
    #[error("the field {0:?} is missing")]
    Missing(&'static str),
    /// A field of the wrong JSON type.
    #[error("the field {field} should be {expected}")]
    BadField {
        /// The field (with the path into it).
        field: String,
        /// What it should be.
        expected: &'static str,
    },
    /// Width or height out of range.
    #[error(
        "the grid is {width}×{height}; gridwright handles {min} to {max} squares on each side",
        min = Grid::MIN_SIDE,
        max = Grid::MAX_SIDE
    )]
    Size {
        /// Width.
        width: u64,
        /// Height.
        height: u64,
    },
    /// The `puzzle` or `solution` rows do not match the dimensions.
    #[error("{field}: expected {expected} {what}, found {found}")]
    Shape {
        /// Which field and row.
        field: String,
        /// Rows or cells.
        what: &'static str,
        /// How many the dimensions say.
        expected: usize,
        /// How many there are.
        found: usize,
    },
    /// A cell value that cannot be understood.
    #[error("{field} at {pos}: cannot read the cell value {found}")]
    BadCell {
        /// `puzzle` or `solution`.
        field: &'static str,
        /// The square.
        pos: Pos,
        /// The JSON value.
        found: String,
    },
    /// A solution letter outside the alphabet.
    #[error("solution at {pos}: {found:?} is not a letter of the alphabet {alphabet}")]
    BadLetter {
        /// The square.
        pos: Pos,
        /// The letter.
        found: String,
        /// The alphabet used.
        alphabet: String,
    },
    /// A `charset` that is not a valid alphabet.
    #[error("charset: {0}")]
    Charset(String),
}

/// Writes a puzzle as `.ipuz` JSON text.
pub fn to_string(puzzle: &Puzzle, allow_incomplete: bool) -> Result<String, WriteError> {
    super::check_complete(&puzzle.grid, allow_incomplete)?;
    let grid = &puzzle.grid;
    let slots = puzzle.slots();
    let mut numbers = Vec::with_capacity(grid.height());
    let mut solution = Vec::with_capacity(grid.height());
    for r in 0..grid.height() {
        let mut nrow = Vec::with_capacity(grid.width());
        let mut srow = Vec::with_capacity(grid.width());
        for c in 0..grid.width() {
            let pos = Pos::new(r, c);
            match grid.cell(pos) {
                Cell::Block => {
                    nrow.push(json!("#"));
                    srow.push(json!("#"));
                }
                cell => {
                    nrow.push(json!(slots.number_at(pos).unwrap_or(0)));
                    srow.push(match cell {
                        Cell::Letter(index) => {
                            let ch = puzzle
                                .alphabet
                                .char_of(index)
                                .ok_or(WriteError::BadLetter { pos, index })?;
                            json!(ch.to_string())
                        }
                        _ => Value::Null,
                    });
                }
            }
        }
        numbers.push(Value::Array(nrow));
        solution.push(Value::Array(srow));
    }
    let mut across = Vec::new();
    let mut down = Vec::new();
    for s in slots.all() {
        let text = puzzle.clue(s.number, s.direction).unwrap_or("");
        let list = match s.direction {
            Direction::Across => &mut across,
            Direction::Down => &mut down,
        };
        list.push(json!([s.number, text]));
    }
    // Keys in the order the spec lists them (serde_json's map would sort them).
    let mut doc: Vec<(&str, Value)> = vec![
        ("version", json!(VERSION)),
        ("kind", json!([KIND])),
        (
            "dimensions",
            json!({"width": grid.width(), "height": grid.height()}),
        ),
    ];
    for (key, value) in [
        ("title", &puzzle.meta.title),
        ("author", &puzzle.meta.author),
        ("copyright", &puzzle.meta.copyright),
        ("notes", &puzzle.meta.notes),
    ] {
        if !value.is_empty() {
            doc.push((key, json!(value)));
        }
    }
    if !puzzle.alphabet.is_latin() {
        doc.push(("charset", json!(puzzle.alphabet.to_string())));
    }
    let locked: Vec<_> = puzzle
        .locked
        .iter()
        .map(|p| json!([p.row, p.col]))
        .collect();
    doc.extend([
        ("block", json!("#")),
        ("empty", json!(0)),
        ("puzzle", Value::Array(numbers)),
        ("solution", Value::Array(solution)),
        (
            "clues",
            json!({"Across": Value::Array(across), "Down": Value::Array(down)}),
        ),
        (
            EXTENSION,
            json!({
                "symmetry": puzzle.meta.symmetry.name(),
                "min_entry_len": puzzle.meta.min_entry_len,
                "locked": locked,
            }),
        ),
    ]);
    let mut text = String::from("{\n");
    for (i, (key, value)) in doc.iter().enumerate() {
        text.push_str("  ");
        text.push_str(&Value::from(*key).to_string());
        text.push_str(": ");
        write_value(&mut text, value, 1);
        text.push_str(if i + 1 < doc.len() { ",\n" } else { "\n" });
    }
    text.push_str("}\n");
    Ok(text)
}

/// Pretty-prints JSON with one grid row or one clue a line: arrays of plain values stay on
/// one line, everything else is spread out and indented.
fn write_value(out: &mut String, value: &Value, depth: usize) {
    let pad = |n: usize| "  ".repeat(n);
    match value {
        Value::Array(items) if items.iter().any(|v| v.is_array() || v.is_object()) => {
            out.push_str("[\n");
            for (i, item) in items.iter().enumerate() {
                out.push_str(&pad(depth + 1));
                write_value(out, item, depth + 1);
                out.push_str(if i + 1 < items.len() { ",\n" } else { "\n" });
            }
            out.push_str(&pad(depth));
            out.push(']');
        }
        Value::Object(map) if !map.is_empty() => {
            out.push_str("{\n");
            for (i, (k, v)) in map.iter().enumerate() {
                out.push_str(&pad(depth + 1));
                out.push_str(&Value::from(k.as_str()).to_string());
                out.push_str(": ");
                write_value(out, v, depth + 1);
                out.push_str(if i + 1 < map.len() { ",\n" } else { "\n" });
            }
            out.push_str(&pad(depth));
            out.push('}');
        }
        Value::Array(items) => {
            let parts: Vec<String> = items.iter().map(Value::to_string).collect();
            out.push('[');
            out.push_str(&parts.join(", "));
            out.push(']');
        }
        other => out.push_str(&other.to_string()),
    }
}

/// An `.ipuz` file as read, with warnings about what was dropped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IpuzFile {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Things that did not stop the read.
    pub warnings: Vec<String>,
}

/// What a `puzzle` cell says.
enum Shape {
    Block,
    White,
}

/// Reads an `.ipuz` file from bytes.
pub fn parse(bytes: &[u8]) -> Result<IpuzFile, IpuzError> {
    let value: Value = serde_json::from_slice(bytes).map_err(|e| IpuzError::Json {
        line: e.line(),
        column: e.column(),
        message: strip_position(&e.to_string()),
    })?;
    let doc = value.as_object().ok_or(IpuzError::NotObject)?;
    let mut warnings = Vec::new();
    check_kind(doc, &mut warnings)?;

    let block_marker = doc.get("block").cloned().unwrap_or(json!("#"));
    let empty_marker = doc.get("empty").cloned().unwrap_or(json!(0));
    let puzzle_rows = doc.get("puzzle").ok_or(IpuzError::Missing("puzzle"))?;
    let puzzle_rows = puzzle_rows.as_array().ok_or(IpuzError::BadField {
        field: "puzzle".into(),
        expected: "an array of rows",
    })?;
    let (width, height) = dimensions(doc, puzzle_rows)?;

    let mut omitted = 0usize;
    let mut shapes = Vec::with_capacity(width * height);
    let rows = rows_of(puzzle_rows, "puzzle", width, height)?;
    for (r, row) in rows.iter().enumerate() {
        for (c, v) in row.iter().enumerate() {
            let pos = Pos::new(r, c);
            shapes.push(match read_shape(v, &block_marker, pos, 0)? {
                Some(s) => s,
                None => {
                    omitted += 1;
                    Shape::Block
                }
            });
        }
    }
    if omitted > 0 {
        warnings.push(format!(
            "{omitted} omitted (null) squares read as blocks; gridwright grids are rectangular"
        ));
    }

    let mut letters: Vec<Option<String>> = vec![None; width * height];
    if let Some(sol) = doc.get("solution").filter(|v| !v.is_null()) {
        let sol = sol.as_array().ok_or(IpuzError::BadField {
            field: "solution".into(),
            expected: "an array of rows",
        })?;
        let rows = rows_of(sol, "solution", width, height)?;
        for (r, row) in rows.iter().enumerate() {
            for (c, v) in row.iter().enumerate() {
                let pos = Pos::new(r, c);
                match read_solution(v, &block_marker, &empty_marker, pos, 0)? {
                    SolutionCell::Letter(s) => letters[r * width + c] = Some(s),
                    SolutionCell::Block => shapes[r * width + c] = Shape::Block,
                    SolutionCell::None => {}
                }
            }
        }
    } else {
        warnings.push("no solution given; the grid is read without letters".into());
    }

    let alphabet = choose_alphabet(doc, &letters)?;
    let mut rebus = 0usize;
    let mut rows_out = Vec::with_capacity(height);
    for r in 0..height {
        let mut row = Vec::with_capacity(width);
        for c in 0..width {
            let i = r * width + c;
            let cell = match (&shapes[i], &letters[i]) {
                (Shape::Block, _) => Cell::Block,
                (Shape::White, None) => Cell::Empty,
                (Shape::White, Some(s)) => {
                    let mut chars = s.chars();
                    let first = chars.next().unwrap_or(' ');
                    if chars.next().is_some() {
                        rebus += 1;
                    }
                    let index = alphabet
                        .index_of(first)
                        .ok_or_else(|| IpuzError::BadLetter {
                            pos: Pos::new(r, c),
                            found: s.clone(),
                            alphabet: alphabet.to_string(),
                        })?;
                    Cell::Letter(index)
                }
            };
            row.push(cell);
        }
        rows_out.push(row);
    }
    if rebus > 0 {
        warnings.push(format!(
            "{rebus} rebus squares (several letters) keep only their first letter"
        ));
    }
    let grid = Grid::from_rows(rows_out).map_err(|_| IpuzError::Size {
        width: width as u64,
        height: height as u64,
    })?;
    let mut puzzle = Puzzle::new(grid);
    puzzle.alphabet = alphabet;
    puzzle.meta = read_meta(doc);
    read_extension(doc, &mut puzzle, &mut warnings);
    read_clues(doc, &mut puzzle, &mut warnings)?;
    let orphans = super::orphan_clues(&puzzle);
    if !orphans.is_empty() {
        let labels: Vec<String> = orphans
            .iter()
            .map(|k| format!("{}{}", k.number, k.direction.letter()))
            .collect();
        warnings.push(format!(
            "clues with no entry in the grid: {}",
            labels.join(", ")
        ));
    }
    Ok(IpuzFile { puzzle, warnings })
}

/// serde_json appends " at line L column C"; we report those separately.
fn strip_position(msg: &str) -> String {
    match msg.rfind(" at line ") {
        Some(i) => msg[..i].to_string(),
        None => msg.to_string(),
    }
}

fn check_kind(doc: &Map<String, Value>, warnings: &mut Vec<String>) -> Result<(), IpuzError> {
    let kinds: Vec<&str> = match doc.get("kind") {
        None => {
            warnings.push("no kind given; read as a crossword".into());
            return Ok(());
        }
        Some(Value::String(s)) => vec![s.as_str()],
        Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).collect(),
        Some(_) => {
            return Err(IpuzError::BadField {
                field: "kind".into(),
                expected: "an array of kind URLs",
            });
        }
    };
    let is_crossword = |k: &&str| {
        let k = k
            .trim_start_matches("https://")
            .trim_start_matches("http://");
        k.starts_with("ipuz.org/crossword")
    };
    if kinds.iter().any(is_crossword) {
        Ok(())
    } else {
        Err(IpuzError::NotCrossword(kinds.join(", ")))
    }
}

/// Width and height from `dimensions`, or from the rows when absent.
fn dimensions(doc: &Map<String, Value>, rows: &[Value]) -> Result<(usize, usize), IpuzError> {
    let (w, h) = match doc.get("dimensions") {
        Some(d) => {
            let get = |k: &'static str| {
                let v = d.get(k).ok_or(IpuzError::Missing(k))?;
                as_count(v).ok_or(IpuzError::BadField {
                    field: format!("dimensions.{k}"),
                    expected: "a whole number",
                })
            };
            (get("width")?, get("height")?)
        }
        None => {
            let w = rows.first().and_then(Value::as_array).map_or(0, Vec::len);
            (w as u64, rows.len() as u64)
        }
    };
    let range = Grid::MIN_SIDE as u64..=Grid::MAX_SIDE as u64;
    if range.contains(&w) && range.contains(&h) {
        Ok((w as usize, h as usize))
    } else {
        Err(IpuzError::Size {
            width: w,
            height: h,
        })
    }
}

/// A non-negative whole number given as a number or a numeric string.
fn as_count(v: &Value) -> Option<u64> {
    match v {
        Value::Number(n) => n.as_u64().or_else(|| {
            n.as_f64()
                .filter(|f| f.fract() == 0.0 && *f >= 0.0)
                .map(|f| f as u64)
        }),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// Checks the row structure against the dimensions.
fn rows_of<'a>(
    rows: &'a [Value],
    field: &'static str,
    width: usize,
    height: usize,
) -> Result<Vec<&'a Vec<Value>>, IpuzError> {
    if rows.len() != height {
        return Err(IpuzError::Shape {
            field: field.into(),
            what: "rows",
            expected: height,
            found: rows.len(),
        });
    }
    rows.iter()
        .enumerate()
        .map(|(r, row)| {
            let row = row.as_array().ok_or(IpuzError::BadField {
                field: format!("{field} row {}", r + 1),
                expected: "an array of cells",
            })?;
            if row.len() != width {
                return Err(IpuzError::Shape {
                    field: format!("{field} row {}", r + 1),
                    what: "cells",
                    expected: width,
                    found: row.len(),
                });
            }
            Ok(row)
        })
        .collect()
}

/// Loose equality of cell markers: `0` matches `"0"`.
fn same_marker(v: &Value, marker: &Value) -> bool {
    v == marker
        || match (v, marker) {
            (Value::String(s), Value::Number(n)) | (Value::Number(n), Value::String(s)) => {
                s.trim() == n.to_string()
            }
            _ => false,
        }
}

fn short(v: &Value) -> String {
    let s = v.to_string();
    if s.chars().count() > 40 {
        format!("{}…", s.chars().take(40).collect::<String>())
    } else {
        s
    }
}

/// A `puzzle` cell: `Some(shape)`, or `None` for an omitted (`null`) cell.
fn read_shape(v: &Value, block: &Value, pos: Pos, depth: u8) -> Result<Option<Shape>, IpuzError> {
    let bad = || IpuzError::BadCell {
        field: "puzzle",
        pos,
        found: short(v),
    };
    if same_marker(v, block) || v.as_str() == Some("#") {
        return Ok(Some(Shape::Block));
    }
    match v {
        Value::Null => Ok(None),
        Value::Number(_) => Ok(Some(Shape::White)),
        // Numbers as text, the empty marker, or a given letter: all white squares.
        Value::String(_) => Ok(Some(Shape::White)),
        Value::Object(o) if depth == 0 => match o.get("cell") {
            Some(inner) => read_shape(inner, block, pos, 1),
            None => Ok(Some(Shape::White)),
        },
        _ => Err(bad()),
    }
}

/// What a `solution` cell says.
enum SolutionCell {
    Letter(String),
    Block,
    None,
}

fn read_solution(
    v: &Value,
    block: &Value,
    empty: &Value,
    pos: Pos,
    depth: u8,
) -> Result<SolutionCell, IpuzError> {
    if same_marker(v, block) || v.as_str() == Some("#") {
        return Ok(SolutionCell::Block);
    }
    if same_marker(v, empty) {
        return Ok(SolutionCell::None);
    }
    match v {
        Value::Null => Ok(SolutionCell::None),
        Value::Number(n) if n.as_u64() == Some(0) => Ok(SolutionCell::None),
        Value::String(s) => {
            let t = s.trim();
            if t.is_empty() || t == "0" {
                Ok(SolutionCell::None)
            } else {
                Ok(SolutionCell::Letter(t.to_string()))
            }
        }
        Value::Object(o) if depth == 0 => match o.get("value").or_else(|| o.get("cell")) {
            Some(inner) => read_solution(inner, block, empty, pos, 1),
            None => Ok(SolutionCell::None),
        },
        _ => Err(IpuzError::BadCell {
            field: "solution",
            pos,
            found: short(v),
        }),
    }
}

/// The `charset` if given, else A–Z when every letter fits, else Cyrillic.
fn choose_alphabet(
    doc: &Map<String, Value>,
    letters: &[Option<String>],
) -> Result<Alphabet, IpuzError> {
    if let Some(cs) = doc.get("charset") {
        let cs = cs.as_str().ok_or(IpuzError::BadField {
            field: "charset".into(),
            expected: "a string of letters",
        })?;
        return Alphabet::new(cs.chars()).map_err(|e| IpuzError::Charset(e.to_string()));
    }
    let firsts = || letters.iter().flatten().filter_map(|s| s.chars().next());
    let latin = Alphabet::latin();
    if firsts().all(|c| latin.index_of(c).is_some()) {
        return Ok(latin);
    }
    let cyrillic = Alphabet::cyrillic();
    if firsts().all(|c| cyrillic.index_of(c).is_some()) {
        return Ok(cyrillic);
    }
    // Report against A–Z, the default, when neither fits.
    Ok(latin)
}

fn read_meta(doc: &Map<String, Value>) -> Meta {
    let text = |k: &str| doc.get(k).and_then(Value::as_str).unwrap_or("").to_string();
    Meta {
        title: text("title"),
        author: text("author"),
        copyright: text("copyright"),
        notes: text("notes"),
        ..Meta::default()
    }
}

/// Studio facts we wrote ourselves; anything odd in them is ignored with a warning.
fn read_extension(doc: &Map<String, Value>, puzzle: &mut Puzzle, warnings: &mut Vec<String>) {
    let Some(ext) = doc.get(EXTENSION).and_then(Value::as_object) else {
        return;
    };
    if let Some(s) = ext.get("symmetry").and_then(Value::as_str) {
        match s.parse::<Symmetry>() {
            Ok(sym) => puzzle.meta.symmetry = sym,
            Err(e) => warnings.push(format!("{EXTENSION}.symmetry: {e}")),
        }
    }
    if let Some(n) = ext.get("min_entry_len").and_then(as_count) {
        puzzle.meta.min_entry_len = n as usize;
    }
    if let Some(list) = ext.get("locked").and_then(Value::as_array) {
        let mut locked = BTreeSet::new();
        for item in list {
            let rc = item
                .as_array()
                .filter(|a| a.len() == 2)
                .and_then(|a| Some((as_count(&a[0])?, as_count(&a[1])?)));
            match rc {
                Some((r, c)) if puzzle.grid.contains(Pos::new(r as usize, c as usize)) => {
                    locked.insert(Pos::new(r as usize, c as usize));
                }
                _ => warnings.push(format!("{EXTENSION}.locked: ignored {}", short(item))),
            }
        }
        puzzle.locked = locked;
    }
}

fn read_clues(
    doc: &Map<String, Value>,
    puzzle: &mut Puzzle,
    warnings: &mut Vec<String>,
) -> Result<(), IpuzError> {
    let Some(clues) = doc.get("clues") else {
        return Ok(());
    };
    let clues = clues.as_object().ok_or(IpuzError::BadField {
        field: "clues".into(),
        expected: "an object of clue lists",
    })?;
    for (name, list) in clues {
        let base = name.split(':').next().unwrap_or("").trim();
        let direction = if base.eq_ignore_ascii_case("across") {
            Direction::Across
        } else if base.eq_ignore_ascii_case("down") {
            Direction::Down
        } else {
            warnings.push(format!("clue list {name:?} ignored (only Across and Down)"));
            continue;
        };
        let list = list.as_array().ok_or_else(|| IpuzError::BadField {
            field: format!("clues.{name}"),
            expected: "an array of clues",
        })?;
        for item in list {
            match read_clue(item) {
                Some((number, text)) => {
                    if !text.is_empty() {
                        puzzle.clues.insert(ClueKey::new(number, direction), text);
                    }
                }
                None => warnings.push(format!("clues.{name}: ignored {}", short(item))),
            }
        }
    }
    Ok(())
}

/// A clue as `[number, text]` or `{"number": n, "clue": text}`.
fn read_clue(item: &Value) -> Option<(u16, String)> {
    let (number, text) = match item {
        Value::Array(a) if a.len() >= 2 => (&a[0], &a[1]),
        Value::Object(o) => (o.get("number")?, o.get("clue")?),
        _ => return None,
    };
    let number = u16::try_from(as_count(number)?).ok()?;
    Some((number, text.as_str()?.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::text::parse_grid;

    #[test]
    fn round_trips_a_cyrillic_puzzle_with_studio_facts() {
        let a = Alphabet::cyrillic();
        let grid = parse_grid("КОТ\nО.Ё\nТЁЩ", &a).unwrap();
        let mut p = Puzzle::new(grid);
        p.alphabet = a;
        p.meta.title = "Кот".into();
        p.meta.symmetry = Symmetry::Diagonal;
        p.locked.insert(Pos::new(0, 0));
        p.clues
            .insert(ClueKey::new(1, Direction::Across), "Мурлыка".into());
        let text = to_string(&p, true).unwrap();
        let back = parse(text.as_bytes()).unwrap();
        assert_eq!(back.puzzle, p);
        assert!(back.warnings.is_empty(), "{:?}", back.warnings);
    }

    #[test]
    fn reads_the_variants_other_tools_write() {
        let src = r##"{
          "version": "http://ipuz.org/v1", "kind": ["http://ipuz.org/crossword#1"],
          "dimensions": {"width": "3", "height": 3}, "empty": "_", "block": "X",
          "puzzle": [[{"cell": 1, "style": {"shapebg": "circle"}}, "2", "X"],
                     ["_", 0, null], [3, "0", "#"]],
          "solution": [["C", {"value": "A"}, null], ["A", "WX", null], ["T", "", "#"]],
          "clues": {"Across:Horizontal": [{"number": 1, "clue": "Vehicle"}],
                    "Down": [["1", "Feline"], "junk"], "Diagonal": []}
        }"##;
        let f = parse(src.as_bytes()).unwrap();
        let g = crate::grid::text::format_grid(&f.puzzle.grid, &f.puzzle.alphabet);
        assert_eq!(g, "CA#\nAW#\nT.#\n");
        assert_eq!(f.puzzle.clue(1, Direction::Down), Some("Feline"));
        assert_eq!(f.puzzle.clue(1, Direction::Across), Some("Vehicle"));
        let w = f.warnings.join("\n");
        assert!(
            w.contains("omitted") && w.contains("rebus") && w.contains("Diagonal"),
            "{w}"
        );
    }

    #[test]
    fn errors_are_specific() {
        let err = |s: &str| parse(s.as_bytes()).unwrap_err().to_string();
        assert!(err("[1]").contains("JSON object"));
        assert!(err("{\"kind\": [\"http://ipuz.org/sudoku#1\"]}").contains("sudoku"));
        assert!(err("{\"kind\": \"http://ipuz.org/crossword#1\", \"puzzle\": [], \"dimensions\": {\"width\": 99, \"height\": 5}}").contains("99×5"));
        assert!(err("{\"title\": 1,").contains("line 1"));
        let bad_utf8 = parse(b"{\"title\": \"\xff\"}").unwrap_err().to_string();
        assert!(bad_utf8.contains("not valid JSON"), "{bad_utf8}");
    }
}
