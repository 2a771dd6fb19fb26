//! The reader: JSON → [`Puzzle`], with a warning for everything the model cannot keep.

use super::cells::{self, Answer, Kind, Markers, SolutionCtx, Square};
use super::extension::{Count, Extension, Locked};
use super::json::{self, as_count, scalar_text, short};
use super::style::StyleReader;
use super::{EXTENSION, IpuzError, IpuzFile, clues};
use crate::formats::alphabet;
use crate::grid::{Alphabet, Cell, Grid, Meta, Pos, Puzzle, Style, Symmetry};
use serde::Deserialize;
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};

/// Reads an `.ipuz` file from bytes.
pub fn parse(bytes: &[u8]) -> Result<IpuzFile, IpuzError> {
    let body = json::unwrap(bytes);
    let value = json::parse(&body)?;
    let doc = value.as_object().ok_or(IpuzError::NotObject)?;
    let mut warnings = Vec::new();
    let diagramless = check_kind(doc, &mut warnings)?;

    let markers = Markers::of(doc);
    let puzzle_rows = doc.get("puzzle").ok_or(IpuzError::Missing("puzzle"))?;
    let puzzle_rows = puzzle_rows.as_array().ok_or(IpuzError::BadField {
        field: "puzzle".into(),
        expected: "an array of rows",
    })?;
    // Checked against the size limits before anything is allocated for the grid.
    let (width, height) = dimensions(doc, puzzle_rows)?;
    let mut styles = StyleReader::new(doc.get("styles").and_then(Value::as_object));
    let mut squares = Vec::with_capacity(width * height);
    for (r, row) in rows_of(puzzle_rows, "puzzle", width, height)?
        .iter()
        .enumerate()
    {
        for (c, v) in row.iter().enumerate() {
            squares.push(cells::puzzle_cell(
                v,
                &markers,
                &mut styles,
                Pos::new(r, c),
            )?);
        }
    }
    let solution = doc.get("solution").filter(|v| !v.is_null());
    let answers = match solution {
        Some(sol) => {
            let (answers, multi) =
                read_solution(sol, &squares, &markers, diagramless, (width, height))?;
            if multi > 0 {
                warnings.push(format!(
                    "{multi} squares accept several answers; the first of each is kept"
                ));
            }
            answers
        }
        None => {
            warnings.push("no solution given; the grid is read without letters".into());
            vec![Answer::None; width * height]
        }
    };
    let (grid, alphabet) = build_grid(doc, &squares, &answers, width, &mut warnings)?;
    let mut puzzle = Puzzle::new(grid);
    puzzle.alphabet = alphabet;
    puzzle.meta = read_meta(doc, &mut warnings);
    puzzle.meta.diagramless = diagramless;
    puzzle.meta.no_solution = solution.is_none();
    set_styles(&mut puzzle, &squares, &mut warnings);
    set_labels(&mut puzzle, &squares);
    style_warnings(&styles, &mut warnings);
    let ext = read_extension(doc, &mut puzzle, &mut warnings);
    read_clues(doc, &body, &ext, &mut puzzle, &mut warnings)?;
    unkept_fields(doc, &mut warnings);
    carry_unknown(doc, &mut puzzle);
    let date_is_ours =
        |d: &String| puzzle.meta.date.is_empty() || super::date::to_ipuz(d) == puzzle.meta.date;
    if let Some(date) = ext.date.clone().filter(date_is_ours) {
        puzzle.meta.date = date;
    }
    Ok(IpuzFile { puzzle, warnings })
}

/// Checks the kind is a crossword; returns whether it is a diagramless one.
fn check_kind(doc: &Map<String, Value>, warnings: &mut Vec<String>) -> Result<bool, IpuzError> {
    let kinds: Vec<&str> = match doc.get("kind") {
        None => {
            warnings.push("no kind given; read as a crossword".into());
            return Ok(false);
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
    let bare = |k: &str| {
        k.trim_start_matches("https://")
            .trim_start_matches("http://")
            .to_string()
    };
    if !kinds
        .iter()
        .any(|k| bare(k).starts_with("ipuz.org/crossword"))
    {
        return Err(IpuzError::NotCrossword(kinds.join(", ")));
    }
    let other: Vec<&str> = kinds
        .iter()
        .copied()
        .filter(|k| !bare(k).starts_with("ipuz.org/crossword"))
        .collect();
    if !other.is_empty() {
        warnings.push(format!(
            "kind {} is not kept; read as a plain crossword",
            other.join(", ")
        ));
    }
    Ok(kinds
        .iter()
        .any(|k| bare(k).starts_with("ipuz.org/crossword/diagramless")))
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

/// The `solution` grid's answers, square by square.
fn read_solution(
    sol: &Value,
    squares: &[Square],
    markers: &Markers,
    diagramless: bool,
    (width, height): (usize, usize),
) -> Result<(Vec<Answer>, usize), IpuzError> {
    let rows = sol.as_array().ok_or(IpuzError::BadField {
        field: "solution".into(),
        expected: "an array of rows",
    })?;
    let mut multi = 0;
    let mut answers = Vec::with_capacity(width * height);
    for (r, row) in rows_of(rows, "solution", width, height)?.iter().enumerate() {
        for (c, v) in row.iter().enumerate() {
            let ctx = SolutionCtx {
                markers,
                white: squares[r * width + c].kind == Kind::White,
                diagramless,
                pos: Pos::new(r, c),
            };
            answers.push(cells::solution_cell(v, &ctx, 0, &mut multi)?);
        }
    }
    Ok((answers, multi))
}

/// The grid and alphabet from the squares and their answers.
fn build_grid(
    doc: &Map<String, Value>,
    squares: &[Square],
    answers: &[Answer],
    width: usize,
    warnings: &mut Vec<String>,
) -> Result<(Grid, Alphabet), IpuzError> {
    let mut omitted = 0usize;
    let mut cleaned = 0usize;
    let mut texts: Vec<Option<String>> = Vec::with_capacity(squares.len());
    for (square, answer) in squares.iter().zip(answers) {
        let text = match (square.kind, answer) {
            (Kind::Omitted, _) => {
                omitted += 1;
                None
            }
            (Kind::Block, _) | (_, Answer::Block) => None,
            (Kind::White, Answer::Text(t)) => Some(t.as_str()),
            (Kind::White, Answer::None) => square.given.as_deref(),
        };
        texts.push(text.and_then(|t| {
            let (kept, changed) = cells::clean_answer(t, Grid::MAX_REBUS);
            cleaned += usize::from(changed);
            kept
        }));
    }
    if omitted > 0 {
        warnings.push(format!(
            "{omitted} omitted (null) squares read as blocks; gridwright grids are rectangular"
        ));
    }
    if cleaned > 0 {
        warnings.push(format!(
            "{cleaned} answers had spaces or more than {} characters; they were shortened",
            Grid::MAX_REBUS
        ));
    }
    let alphabet = choose_alphabet(doc, &texts, warnings)?;
    let mut rows = Vec::new();
    let mut rebus = Vec::new();
    for (i, (square, text)) in squares.iter().zip(&texts).enumerate() {
        if i % width == 0 {
            rows.push(Vec::with_capacity(width));
        }
        let block = square.kind != Kind::White || answers[i] == Answer::Block;
        let cell = match text {
            _ if block => Cell::Block,
            None => Cell::Empty,
            Some(t) => match single(t).and_then(|c| alphabet.index_of(c)) {
                Some(index) => Cell::Letter(index),
                None => {
                    rebus.push((Pos::new(i / width, i % width), t.clone()));
                    Cell::Empty
                }
            },
        };
        if let Some(row) = rows.last_mut() {
            row.push(cell);
        }
    }
    let size_error = || IpuzError::Size {
        width: width as u64,
        height: (squares.len() / width.max(1)) as u64,
    };
    let mut grid = Grid::from_rows(rows).map_err(|_| size_error())?;
    for (pos, text) in rebus {
        grid.set_rebus(pos, &text).map_err(|_| IpuzError::BadCell {
            field: "solution",
            pos,
            found: text.clone(),
        })?;
    }
    Ok((grid, alphabet))
}

/// The one character of a text, if it has exactly one.
fn single(text: &str) -> Option<char> {
    let mut chars = text.chars();
    let c = chars.next()?;
    chars.next().is_none().then_some(c)
}

/// The alphabet by the one rule ([`crate::formats::alphabet`]): the `charset` if given (our
/// extension's `alphabet` name picks between alphabets with those letters, as
/// `german-folded` and `latin`), else the first alphabet holding every one-letter answer.
/// Answers outside it become rebus squares, with a warning.
fn choose_alphabet(
    doc: &Map<String, Value>,
    texts: &[Option<String>],
    warnings: &mut Vec<String>,
) -> Result<Alphabet, IpuzError> {
    let mut declared = None;
    if let Some(cs) = doc.get("charset") {
        let cs = cs.as_str().ok_or(IpuzError::BadField {
            field: "charset".into(),
            expected: "a string of letters",
        })?;
        let a = alphabet::charset(cs).map_err(|e| IpuzError::Charset(e.to_string()))?;
        declared = Some(a);
    }
    let named = doc
        .get(EXTENSION)
        .and_then(|e| e.get("alphabet"))
        .and_then(Value::as_str)
        .and_then(|n| Alphabet::named(n).ok());
    if let Some(n) = named
        && declared.as_ref().is_none_or(|d| d.same_letters(&n))
        && (declared.is_some() || n.is_latin())
    {
        declared = Some(n);
    }
    let singles = || texts.iter().flatten().filter_map(|t| single(t));
    Ok(alphabet::choose(declared, singles(), warnings))
}

/// Circles, shading, colours, bars and given letters. A bar on a square's top or left side is
/// kept as the bottom or right bar of the neighbour; bars on the outer edge are the border.
fn set_styles(puzzle: &mut Puzzle, squares: &[Square], warnings: &mut Vec<String>) {
    let (w, h) = (puzzle.grid.width(), puzzle.grid.height());
    let mut styles: BTreeMap<Pos, Style> = BTreeMap::new();
    let mut given_differs = 0;
    for (i, sq) in squares.iter().enumerate() {
        if sq.kind == Kind::Omitted {
            continue;
        }
        let (r, c) = (i / w, i % w);
        let pos = Pos::new(r, c);
        let look = &sq.look;
        let s = styles.entry(pos).or_default();
        s.circled |= look.circled;
        s.shaded |= look.shaded;
        s.color = look.color.or(s.color);
        s.bar_right |= look.right && c + 1 < w;
        s.bar_bottom |= look.bottom && r + 1 < h;
        if let Some(given) = &sq.given
            && let Some(answer) = puzzle.answer_at(pos)
        {
            s.given = true;
            let (given, _) = cells::clean_answer(given, Grid::MAX_REBUS);
            given_differs += usize::from(given.as_deref() != Some(answer.as_str()));
        }
        if look.left && c > 0 {
            styles.entry(Pos::new(r, c - 1)).or_default().bar_right = true;
        }
        if look.top && r > 0 {
            styles.entry(Pos::new(r - 1, c)).or_default().bar_bottom = true;
        }
    }
    for (pos, style) in styles {
        puzzle.set_style(pos, style);
    }
    if given_differs > 0 {
        warnings.push(format!(
            "{given_differs} given letters differ from the solution; the solution is kept"
        ));
    }
}

/// Keeps the file's labels when they are not the standard numbering of the grid.
fn set_labels(puzzle: &mut Puzzle, squares: &[Square]) {
    let w = puzzle.grid.width();
    let labels: BTreeMap<Pos, String> = squares
        .iter()
        .enumerate()
        .filter_map(|(i, sq)| Some((Pos::new(i / w, i % w), sq.label.clone()?)))
        .filter(|(pos, _)| puzzle.grid.cell(*pos).is_white())
        .collect();
    let slots = puzzle.slots();
    let standard: BTreeMap<Pos, String> = puzzle
        .grid
        .positions()
        .filter_map(|p| Some((p, slots.number_at(p)?.to_string())))
        .collect();
    if labels != standard {
        puzzle.labels = labels;
    }
}

/// One warning listing the style properties that were dropped.
fn style_warnings(styles: &StyleReader, warnings: &mut Vec<String>) {
    if styles.dropped.is_empty() {
        return;
    }
    let list: Vec<String> = styles
        .dropped
        .iter()
        .map(|(what, n)| format!("{what} ({n} square{})", if *n == 1 { "" } else { "s" }))
        .collect();
    warnings.push(format!("square styles not kept: {}", list.join(", ")));
}

/// Title, author and the other text fields.
fn read_meta(doc: &Map<String, Value>, warnings: &mut Vec<String>) -> Meta {
    let mut meta = Meta::default();
    let fields: [(&str, &mut String); 11] = [
        ("title", &mut meta.title),
        ("author", &mut meta.author),
        ("editor", &mut meta.editor),
        ("publisher", &mut meta.publisher),
        ("copyright", &mut meta.copyright),
        ("date", &mut meta.date),
        ("notes", &mut meta.notes),
        ("intro", &mut meta.intro),
        ("explanation", &mut meta.explanation),
        ("url", &mut meta.url),
        ("difficulty", &mut meta.difficulty),
    ];
    for (key, slot) in fields {
        match doc.get(key) {
            None | Some(Value::Null) => {}
            Some(v) => match scalar_text(v) {
                Some(text) => *slot = text,
                None => warnings.push(format!("{key}: {} is not text, ignored", short(v))),
            },
        }
    }
    meta
}

/// What our extension holds beyond the model fields it sets directly.
#[derive(Debug, Default)]
pub(super) struct Ext {
    /// The origin of `cells` coordinates our writer used.
    pub base: Option<i64>,
    /// Exact clue texts (see [`clues::text_id`]).
    pub texts: BTreeMap<String, String>,
    /// The date as the model had it, when the writer converted it to the ipuz form.
    pub date: Option<String>,
}

/// Studio facts we wrote ourselves; anything odd in them is ignored with a warning.
fn read_extension(
    doc: &Map<String, Value>,
    puzzle: &mut Puzzle,
    warnings: &mut Vec<String>,
) -> Ext {
    let mut out = Ext::default();
    let Some(ext) = doc.get(EXTENSION).filter(|v| v.is_object()) else {
        return out;
    };
    // Every field is lenient, so an object always reads.
    let ext = Extension::deserialize(ext).unwrap_or_default();
    if let Some(s) = ext.symmetry.0 {
        match s.parse::<Symmetry>() {
            Ok(sym) => puzzle.meta.symmetry = sym,
            Err(e) => warnings.push(format!("{EXTENSION}.symmetry: {e}")),
        }
    }
    if let Some(Count(n)) = ext.min_entry_len.0 {
        puzzle.meta.min_entry_len = usize::try_from(n).unwrap_or(usize::MAX);
    }
    if let Some(s) = ext.style.0 {
        match s.parse::<crate::grid::HouseStyle>() {
            Ok(h) => puzzle.meta.house = h,
            Err(e) => warnings.push(format!("{EXTENSION}.style: {e}")),
        }
    }
    if let Some(b) = ext.two_letter_entries.0 {
        puzzle.meta.two_letter_entries = b;
    }
    if let Some(Count(n)) = ext.max_unches.0 {
        puzzle.meta.max_unches = u8::try_from(n.min(100)).unwrap_or(100);
    }
    if let Some(list) = ext.locked.0 {
        let mut locked = BTreeSet::new();
        for item in list {
            match item {
                Locked::At(Count(r), Count(c))
                    if puzzle.grid.contains(Pos::new(r as usize, c as usize)) =>
                {
                    locked.insert(Pos::new(r as usize, c as usize));
                }
                other => warnings.push(format!(
                    "{EXTENSION}.locked: ignored {}",
                    short(&serde_json::to_value(&other).unwrap_or_default())
                )),
            }
        }
        puzzle.locked = locked;
    }
    if ext.no_solution.0 == Some(true) {
        puzzle.meta.no_solution = true;
    }
    out.base = ext.coordinates.0.filter(|b| matches!(b, 0 | 1));
    out.date = ext.date.0;
    if let Some(texts) = ext.texts.0 {
        out.texts = texts
            .into_iter()
            .filter_map(|(k, v)| Some((k, v.0?)))
            .collect();
    }
    out
}

/// The clue lists, in the file's order.
fn read_clues(
    doc: &Map<String, Value>,
    body: &[u8],
    ext: &Ext,
    puzzle: &mut Puzzle,
    warnings: &mut Vec<String>,
) -> Result<(), IpuzError> {
    let Some(lists) = doc.get("clues").filter(|v| !v.is_null()) else {
        return Ok(());
    };
    let lists = lists.as_object().ok_or(IpuzError::BadField {
        field: "clues".into(),
        expected: "an object of clue lists",
    })?;
    let order = json::clue_list_order(body).unwrap_or_else(|| lists.keys().cloned().collect());
    let ordered: Vec<(String, &Value)> = order
        .into_iter()
        .filter_map(|name| Some((name.clone(), lists.get(&name)?)))
        .collect();
    let ctx = clues::Context {
        base: ext.base,
        texts: &ext.texts,
    };
    clues::read(&ordered, &ctx, puzzle, warnings);
    Ok(())
}

/// The fields the reader reads (or names in a warning when it cannot keep them) besides
/// the puzzle's free-text facts ([`Meta::TEXT_FIELDS`](crate::grid::Meta::TEXT_FIELDS)).
const READ_FIELDS: [&str; 17] = [
    "version",
    "kind",
    "dimensions",
    "puzzle",
    "solution",
    "clues",
    "charset",
    "styles",
    "block",
    "empty",
    EXTENSION,
    "saved",
    "zones",
    "answers",
    "misses",
    "enumerations",
    // Read with the clues, whose enumerations join their text.
    "showenumerations",
];

/// Every other field (`origin`, `publication`, a vendor's extension) is kept as it is, to be
/// written back into `.ipuz`; other formats name it as lost.
fn carry_unknown(doc: &Map<String, Value>, puzzle: &mut Puzzle) {
    for (key, value) in doc {
        let key_str = key.as_str();
        if READ_FIELDS.contains(&key_str) || crate::grid::Meta::TEXT_FIELDS.contains(&key_str) {
            continue;
        }
        puzzle.carried.push(crate::grid::Carried {
            format: super::FORMAT.to_string(),
            name: key.clone(),
            data: value.to_string().into_bytes(),
        });
    }
}

/// Fields with content the model has no place for.
fn unkept_fields(doc: &Map<String, Value>, warnings: &mut Vec<String>) {
    let filled = |v: &Value| match v {
        Value::Array(rows) => rows
            .iter()
            .filter_map(Value::as_array)
            .flatten()
            .filter(|c| match c {
                Value::Null => false,
                Value::String(s) => !s.trim().is_empty() && s != "0" && s != "#",
                Value::Number(n) => n.as_u64() != Some(0),
                _ => true,
            })
            .count(),
        _ => 0,
    };
    if let Some(n) = doc.get("saved").map(filled).filter(|n| *n > 0) {
        warnings.push(format!(
            "saved: the solver's progress ({n} squares) is not kept"
        ));
    }
    for key in ["zones", "answers", "misses", "enumerations"] {
        if doc.get(key).is_some_and(|v| match v {
            Value::Array(a) => !a.is_empty(),
            Value::Object(o) => !o.is_empty(),
            Value::Null => false,
            _ => true,
        }) {
            warnings.push(format!("{key}: not kept"));
        }
    }
}
