//! The reader: JSON → [`Puzzle`], with a warning for everything the model cannot keep.

use super::cells::{self, Answer, Kind, Markers, SolutionCtx, Square};
use super::doc::{
    ClueLists, Document, Kinds, Loose, PuzzleCell, Rows, Scalar, SolutionCell, TextFields,
};
use super::extension::{Count, Extension, Locked};
use super::json::{self, short};
use super::style::StyleReader;
use super::{EXTENSION, IpuzError, IpuzFile, clues};
use crate::formats::alphabet;
use crate::grid::{Alphabet, Cell, Grid, Meta, Pos, Puzzle, Style, Symmetry};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// Reads an `.ipuz` file from bytes.
pub fn parse(bytes: &[u8]) -> Result<IpuzFile, IpuzError> {
    let body = json::unwrap(bytes);
    let mut doc = json::parse(&body)?;
    let mut warnings = Vec::new();
    let diagramless = check_kind(doc.kind.as_ref(), &mut warnings)?;

    let markers = Markers::of(&doc);
    let puzzle_rows = match doc.puzzle.as_ref().ok_or(IpuzError::Missing("puzzle"))? {
        Loose::Ok(rows) => rows,
        Loose::Other(_) => {
            return Err(IpuzError::BadField {
                field: "puzzle".into(),
                expected: "an array of rows",
            });
        }
    };
    // Checked against the size limits before anything is allocated for the grid.
    let (width, height) = dimensions(doc.dimensions.as_ref(), puzzle_rows)?;
    let mut styles = StyleReader::new(doc.styles.as_ref().and_then(Loose::ok));
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
    let answers = match &doc.solution {
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
    let ext = doc
        .extension
        .take()
        .and_then(Loose::into_ok)
        .unwrap_or_default();
    let (grid, alphabet) = build_grid(&doc, &ext, &squares, &answers, width, &mut warnings)?;
    let mut puzzle = Puzzle::new(grid);
    puzzle.alphabet = alphabet;
    puzzle.meta = read_meta(std::mem::take(&mut doc.text), &mut warnings);
    puzzle.meta.diagramless = diagramless;
    puzzle.meta.no_solution = doc.solution.is_none();
    set_styles(&mut puzzle, &squares, &mut warnings);
    set_labels(&mut puzzle, &squares);
    style_warnings(&styles, &mut warnings);
    let ext = read_extension(ext, &mut puzzle, &mut warnings);
    read_clues(doc.clues.take(), &ext, &mut puzzle, &mut warnings)?;
    unkept_fields(&doc, &mut warnings);
    carry_unknown(std::mem::take(&mut doc.other), &mut puzzle);
    let date_is_ours =
        |d: &String| puzzle.meta.date.is_empty() || super::date::to_ipuz(d) == puzzle.meta.date;
    if let Some(date) = ext.date.clone().filter(date_is_ours) {
        puzzle.meta.date = date;
    }
    Ok(IpuzFile { puzzle, warnings })
}

/// Checks the kind is a crossword; returns whether it is a diagramless one.
fn check_kind(kind: Option<&Loose<Kinds>>, warnings: &mut Vec<String>) -> Result<bool, IpuzError> {
    let kinds: Vec<&str> = match kind {
        None => {
            warnings.push("no kind given; read as a crossword".into());
            return Ok(false);
        }
        Some(Loose::Ok(Kinds::One(s))) => vec![s.as_str()],
        Some(Loose::Ok(Kinds::Many(a))) => {
            a.iter().filter_map(Loose::ok).map(String::as_str).collect()
        }
        Some(Loose::Other(_)) => {
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
fn dimensions(
    dims: Option<&Loose<BTreeMap<String, Loose<Count>>>>,
    rows: &Rows<PuzzleCell>,
) -> Result<(usize, usize), IpuzError> {
    let (w, h) = match dims {
        Some(d) => {
            let get = |k: &'static str, side: Option<&Loose<Count>>| match side {
                None => Err(IpuzError::Missing(k)),
                Some(Loose::Ok(Count(n))) => Ok(*n),
                Some(Loose::Other(_)) => Err(IpuzError::BadField {
                    field: format!("dimensions.{k}"),
                    expected: "a whole number",
                }),
            };
            let d = d.ok();
            (
                get("width", d.and_then(|d| d.get("width")))?,
                get("height", d.and_then(|d| d.get("height")))?,
            )
        }
        None => {
            let w = rows.first().and_then(Loose::ok).map_or(0, Vec::len);
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
fn rows_of<'a, T>(
    rows: &'a Rows<T>,
    field: &'static str,
    width: usize,
    height: usize,
) -> Result<Vec<&'a Vec<T>>, IpuzError> {
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
            let row = row.ok().ok_or(IpuzError::BadField {
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
    sol: &Loose<Rows<SolutionCell>>,
    squares: &[Square],
    markers: &Markers,
    diagramless: bool,
    (width, height): (usize, usize),
) -> Result<(Vec<Answer>, usize), IpuzError> {
    let rows = sol.ok().ok_or(IpuzError::BadField {
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
    doc: &Document,
    ext: &Extension,
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
    let alphabet = choose_alphabet(doc, ext, &texts, warnings)?;
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
    doc: &Document,
    ext: &Extension,
    texts: &[Option<String>],
    warnings: &mut Vec<String>,
) -> Result<Alphabet, IpuzError> {
    let mut declared = None;
    if let Some(cs) = &doc.charset {
        let cs = cs.ok().ok_or(IpuzError::BadField {
            field: "charset".into(),
            expected: "a string of letters",
        })?;
        let a = alphabet::charset(cs).map_err(|e| IpuzError::Charset(e.to_string()))?;
        declared = Some(a);
    }
    let named = ext
        .alphabet
        .0
        .as_deref()
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
fn read_meta(fields: TextFields, warnings: &mut Vec<String>) -> Meta {
    let mut meta = Meta::default();
    for ((key, value), (_, slot)) in fields.into_named().into_iter().zip(meta.text_fields_mut()) {
        match value {
            None => {}
            Some(Loose::Ok(text)) => *slot = text.text(),
            Some(Loose::Other(v)) => {
                warnings.push(format!("{key}: {} is not text, ignored", short(&v)));
            }
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
fn read_extension(ext: Extension, puzzle: &mut Puzzle, warnings: &mut Vec<String>) -> Ext {
    let mut out = Ext::default();
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
    lists: Option<Loose<ClueLists>>,
    ext: &Ext,
    puzzle: &mut Puzzle,
    warnings: &mut Vec<String>,
) -> Result<(), IpuzError> {
    let Some(lists) = lists else {
        return Ok(());
    };
    let lists = lists.into_ok().ok_or(IpuzError::BadField {
        field: "clues".into(),
        expected: "an object of clue lists",
    })?;
    let ctx = clues::Context {
        base: ext.base,
        texts: &ext.texts,
    };
    clues::read(&lists.0, &ctx, puzzle, warnings);
    Ok(())
}

/// Every field the reader does not read (`origin`, `publication`, a vendor's extension) is
/// kept as it is, to be written back into `.ipuz`; other formats name it as lost.
fn carry_unknown(other: BTreeMap<String, Value>, puzzle: &mut Puzzle) {
    for (name, value) in other {
        puzzle.carried.push(crate::grid::Carried {
            format: super::FORMAT.to_string(),
            name,
            data: value.to_string().into_bytes(),
        });
    }
}

/// Fields with content the model has no place for.
fn unkept_fields(doc: &Document, warnings: &mut Vec<String>) {
    let filled = |cell: &Option<Loose<Scalar>>| match cell {
        None => false,
        Some(Loose::Ok(Scalar::Text(s))) => !s.trim().is_empty() && s != "0" && s != "#",
        Some(Loose::Ok(n @ Scalar::Number(_))) => !n.is_zero(),
        Some(_) => true,
    };
    let saved = doc.saved.as_ref().and_then(Loose::ok).map_or(0, |rows| {
        rows.iter()
            .filter_map(Loose::ok)
            .flatten()
            .filter(|c| filled(c))
            .count()
    });
    if saved > 0 {
        warnings.push(format!(
            "saved: the solver's progress ({saved} squares) is not kept"
        ));
    }
    let bulk = [
        ("zones", &doc.zones),
        ("answers", &doc.answers),
        ("misses", &doc.misses),
        ("enumerations", &doc.enumerations),
    ];
    for (key, value) in bulk {
        if value.as_ref().is_some_and(|v| v.is_filled()) {
            warnings.push(format!("{key}: not kept"));
        }
    }
}
