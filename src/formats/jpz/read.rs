//! A `.jpz` element tree to a puzzle: the root and puzzle kind, the grid's cells. Metadata is
//! read in [`super::meta`], clue lists in [`super::clues`].

use super::xml::{At, Element};
use super::{JpzError, JpzFile, clues, meta};
use crate::formats::alphabet;
use crate::grid::{Alphabet, Cell, Grid, Pos, Puzzle, Rgb, Style};
use std::collections::BTreeMap;

/// The background colour that means "shaded" (kotwords and Crossword Compiler use it).
pub(super) const SHADE: Rgb = Rgb(0xC0, 0xC0, 0xC0);

/// Reads the puzzle of a parsed `.jpz`.
pub(super) fn read(root: &Element) -> Result<JpzFile, JpzError> {
    let rp = rectangular_puzzle(root)?;
    let crossword = crossword_of(rp)?;
    let grid_el = crossword.child("grid").ok_or(JpzError::Missing {
        missing: "grid",
        parent: "crossword",
        at: crossword.at,
    })?;
    let (width, height) = size(grid_el)?;
    let mut warnings = Vec::new();
    let mut tally = Tally::default();
    let cells = read_cells(grid_el, width, height, &mut tally)?;
    let alphabet = choose_alphabet(rp, &cells, &mut warnings);
    let mut puzzle = build(&cells, alphabet, width, height, &mut tally, grid_el.at)?;
    let file_labels = labels(&cells, width);
    let standard: BTreeMap<Pos, String> = {
        let slots = puzzle.slots();
        puzzle
            .grid
            .positions()
            .filter_map(|p| slots.number_at(p).map(|n| (p, n.to_string())))
            .collect()
    };
    if file_labels != standard {
        puzzle.labels = file_labels.clone();
    }
    tally.report(&mut warnings);
    puzzle.meta = meta::read(root, rp, &mut warnings);
    puzzle.meta.no_solution = no_solution(&puzzle.grid);
    if puzzle.meta.no_solution {
        warnings.push("the file gives no solution; the grid is read without letters".into());
    }
    clues::read(crossword, &mut puzzle, &file_labels, &mut warnings);
    Ok(JpzFile { puzzle, warnings })
}

/// `<rectangular-puzzle>`, under a Crossword Compiler root or as the root itself.
fn rectangular_puzzle(root: &Element) -> Result<&Element, JpzError> {
    match root.name.as_str() {
        "rectangular-puzzle" => Ok(root),
        "crossword-compiler" | "crossword-compiler-applet" => {
            root.child("rectangular-puzzle").ok_or(JpzError::Missing {
                missing: "rectangular-puzzle",
                parent: "crossword-compiler",
                at: root.at,
            })
        }
        other => Err(JpzError::NotJpz {
            found: other.to_string(),
            at: root.at,
        }),
    }
}

/// The `<crossword>` element; other puzzle kinds are refused by name.
fn crossword_of(rp: &Element) -> Result<&Element, JpzError> {
    if let Some(c) = rp.child("crossword") {
        return Ok(c);
    }
    for e in rp.elements() {
        let what = match e.name.as_str() {
            "metadata" | "instructions" => continue,
            "acrostic" => {
                "an acrostic (<acrostic>), whose grid is a quotation, not crossing entries".into()
            }
            "coded" => {
                "a coded puzzle (<coded>), whose squares are numbered letters to decode".into()
            }
            other => format!("a <{other}> puzzle"),
        };
        return Err(JpzError::Unsupported { what, at: e.at });
    }
    Err(JpzError::Missing {
        missing: "crossword",
        parent: "rectangular-puzzle",
        at: rp.at,
    })
}

fn size(grid: &Element) -> Result<(usize, usize), JpzError> {
    let side = |attr: &'static str| -> Result<usize, JpzError> {
        let value = grid.attr(attr).unwrap_or("");
        value.trim().parse().map_err(|_| JpzError::BadAttr {
            element: "grid",
            attr,
            value: value.to_string(),
            expected: "a number of squares",
            at: grid.at,
        })
    };
    let (width, height) = (side("width")?, side("height")?);
    let ok = |n: usize| (Grid::MIN_SIDE..=Grid::MAX_SIDE).contains(&n);
    if ok(width) && ok(height) {
        Ok((width, height))
    } else {
        Err(JpzError::Size {
            width,
            height,
            at: grid.at,
        })
    }
}

/// What a square is, as the file says.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
enum Kind {
    /// A square to fill (also a given one).
    #[default]
    White,
    /// A block.
    Block,
    /// A void (no square at all), or a square the file does not list.
    Void,
}

/// One `<cell>` as read.
#[derive(Debug, Clone, Default)]
struct RawCell {
    listed: bool,
    kind: Kind,
    solution: Option<String>,
    number: Option<String>,
    style: Style,
    /// Bars on the top, right, bottom and left edges.
    bars: [bool; 4],
}

/// Counts of things the model cannot keep, turned into warnings at the end.
#[derive(Debug, Default)]
struct Tally {
    voids: usize,
    unlisted: usize,
    outside: Vec<String>,
    outside_count: usize,
    repeated: Vec<Pos>,
    types: Vec<String>,
    shapes: Vec<String>,
    colors: Vec<String>,
    top_right: usize,
    foreground: usize,
    pictures: usize,
    progress: usize,
    rebus_fixed: Vec<Pos>,
}

impl Tally {
    fn report(&self, w: &mut Vec<String>) {
        let n = self.voids + self.unlisted;
        if n > 0 {
            w.push(format!(
                "{n} void or unlisted square{} read as block{}; gridwright grids have a square everywhere",
                if n == 1 { "" } else { "s" },
                if n == 1 { "" } else { "s" },
            ));
        }
        if self.outside_count > 0 {
            let more = self.outside_count - self.outside.len();
            let more = if more > 0 {
                format!(" and {more} more")
            } else {
                String::new()
            };
            w.push(format!(
                "cells outside the grid ignored: {}{more}",
                self.outside.join(", ")
            ));
        }
        if !self.repeated.is_empty() {
            w.push(format!(
                "squares listed twice, first kept: {}",
                positions(&self.repeated)
            ));
        }
        let list = |w: &mut Vec<String>, what: &str, items: &[String]| {
            if !items.is_empty() {
                w.push(format!("{what}: {}", items.join(", ")));
            }
        };
        list(w, "unknown cell types read as plain squares", &self.types);
        list(w, "background shapes not kept (only circles)", &self.shapes);
        list(w, "colours that are not RRGGBB ignored", &self.colors);
        let count = |w: &mut Vec<String>, n: usize, one: &str, many: &str, attr: &str| {
            if n > 0 {
                let what = if n == 1 { one } else { many };
                w.push(format!("{n} {what} ({attr}) not kept"));
            }
        };
        let top_right = "top-right-number";
        count(
            w,
            self.top_right,
            "top-right number",
            "top-right numbers",
            top_right,
        );
        count(
            w,
            self.foreground,
            "letter colour",
            "letter colours",
            "foreground-color",
        );
        count(
            w,
            self.pictures,
            "square picture",
            "square pictures",
            "background-picture",
        );
        count(
            w,
            self.progress,
            "solver's entry",
            "solver's entries",
            "solve-state",
        );
        if !self.rebus_fixed.is_empty() {
            w.push(format!(
                "rebus squares with spaces, control characters or more than {} characters shortened: {}",
                Grid::MAX_REBUS,
                positions(&self.rebus_fixed)
            ));
        }
    }
}

/// Squares as `r1c2, r3c4`, at most 20 of them.
fn positions(ps: &[Pos]) -> String {
    let mut s: Vec<String> = ps.iter().take(20).map(Pos::to_string).collect();
    if ps.len() > 20 {
        s.push(format!("and {} more", ps.len() - 20));
    }
    s.join(", ")
}

/// Reads every `<cell>` into a row-major array; squares the file leaves out are voids.
fn read_cells(
    grid: &Element,
    width: usize,
    height: usize,
    tally: &mut Tally,
) -> Result<Vec<RawCell>, JpzError> {
    let mut cells = vec![RawCell::default(); width * height];
    for el in grid.named("cell") {
        let x = coordinate(el, "x")?;
        let y = coordinate(el, "y")?;
        if x == 0 || y == 0 || x > width || y > height {
            tally.outside_count += 1;
            if tally.outside.len() < 20 {
                tally.outside.push(format!("x={x} y={y} ({})", el.at));
            }
            continue;
        }
        let pos = Pos::new(y - 1, x - 1);
        let cell = &mut cells[pos.row * width + pos.col];
        if cell.listed {
            tally.repeated.push(pos);
            continue;
        }
        *cell = read_cell(el, tally);
    }
    for c in cells.iter_mut().filter(|c| !c.listed) {
        c.kind = Kind::Void;
        tally.unlisted += 1;
    }
    Ok(cells)
}

fn coordinate(el: &Element, attr: &'static str) -> Result<usize, JpzError> {
    let value = el.attr(attr).unwrap_or("");
    value.trim().parse().map_err(|_| JpzError::BadAttr {
        element: "cell",
        attr,
        value: value.to_string(),
        expected: "a square number counted from 1",
        at: el.at,
    })
}

fn read_cell(el: &Element, tally: &mut Tally) -> RawCell {
    let mut cell = RawCell {
        listed: true,
        ..RawCell::default()
    };
    let non_empty = |name: &str| el.attr(name).map(str::trim).filter(|v| !v.is_empty());
    match non_empty("type") {
        None | Some("letter") => {}
        Some("block") => cell.kind = Kind::Block,
        Some("void") => {
            cell.kind = Kind::Void;
            tally.voids += 1;
        }
        Some("clue") => cell.style.given = true,
        Some(other) => note_once(&mut tally.types, other),
    }
    if el.attr("hint").is_some_and(is_true) {
        cell.style.given = cell.kind == Kind::White;
    }
    cell.solution = non_empty("solution").map(str::to_string);
    cell.number = non_empty("number").map(str::to_string);
    match non_empty("background-shape") {
        None => {}
        Some("circle") => cell.style.circled = true,
        Some(other) => note_once(&mut tally.shapes, other),
    }
    if let Some(color) = non_empty("background-color") {
        match color.parse::<Rgb>() {
            Ok(SHADE) => cell.style.shaded = true,
            Ok(rgb) => cell.style.color = Some(rgb),
            Err(_) => note_once(&mut tally.colors, color),
        }
    }
    for (i, name) in ["top-bar", "right-bar", "bottom-bar", "left-bar"]
        .iter()
        .enumerate()
    {
        cell.bars[i] = el.attr(name).is_some_and(is_true);
    }
    tally.top_right += usize::from(non_empty("top-right-number").is_some());
    tally.foreground += usize::from(non_empty("foreground-color").is_some());
    tally.pictures += usize::from(el.child("background-picture").is_some());
    let progress = non_empty("solve-state").is_some() && !cell.style.given;
    tally.progress += usize::from(progress && cell.kind == Kind::White);
    cell
}

/// Remembers a value for a warning: each once, at most 20.
fn note_once(list: &mut Vec<String>, value: &str) {
    if list.len() < 20 && !list.iter().any(|v| v == value) {
        list.push(value.to_string());
    }
}

fn is_true(v: &str) -> bool {
    let v = v.trim();
    v.eq_ignore_ascii_case("true") || v == "1"
}

/// The alphabet by the one rule ([`crate::formats::alphabet`]): the `alphabet` attribute (a
/// name or the letters) when it is one, else the first alphabet holding every one-letter
/// answer. Answers outside it become rebus squares, with a warning.
fn choose_alphabet(rp: &Element, cells: &[RawCell], warnings: &mut Vec<String>) -> Alphabet {
    let declared = rp
        .attr("alphabet")
        .and_then(|a| match alphabet::declared(a) {
            Ok(alphabet) => Some(alphabet),
            Err(e) => {
                warnings.push(format!(
                    "the alphabet attribute {a:?} is not an alphabet ({e}); the letters choose one"
                ));
                None
            }
        });
    let singles = || {
        cells
            .iter()
            .filter(|c| c.kind == Kind::White)
            .filter_map(|c| c.solution.as_deref())
            .filter(|s| s.chars().count() == 1)
            .filter_map(|s| s.chars().next())
    };
    alphabet::choose(declared, singles(), warnings)
}

/// The grid, its rebus squares and styles.
fn build(
    cells: &[RawCell],
    alphabet: Alphabet,
    width: usize,
    height: usize,
    tally: &mut Tally,
    at: At,
) -> Result<Puzzle, JpzError> {
    let mut rows = vec![vec![Cell::Empty; width]; height];
    let mut rebus = Vec::new();
    for (i, c) in cells.iter().enumerate() {
        let pos = Pos::new(i / width, i % width);
        rows[pos.row][pos.col] = match (c.kind, c.solution.as_deref()) {
            (Kind::Block | Kind::Void, _) => Cell::Block,
            (Kind::White, None) => Cell::Empty,
            (Kind::White, Some(s)) => match one_letter(s, &alphabet) {
                Some(l) => Cell::Letter(l),
                None => {
                    rebus.push((pos, s));
                    Cell::Empty
                }
            },
        };
    }
    let grid = Grid::from_rows(rows).map_err(|_| JpzError::Size { width, height, at })?;
    let mut puzzle = Puzzle::new(grid);
    puzzle.alphabet = alphabet;
    for (pos, text) in rebus {
        let clean = clean_rebus(text);
        if clean != text.to_uppercase() {
            tally.rebus_fixed.push(pos);
        }
        if let Some(l) = one_letter(&clean, &puzzle.alphabet) {
            let _ = puzzle.grid.set(pos, Cell::Letter(l));
        } else if !clean.is_empty() {
            // `clean_rebus` keeps what `set_rebus` accepts, so this cannot fail.
            let _ = puzzle.grid.set_rebus(pos, &clean);
        }
    }
    for (i, c) in cells.iter().enumerate() {
        let pos = Pos::new(i / width, i % width);
        let mut style = c.style.clone();
        style.given &= c.kind == Kind::White;
        let mut merged = puzzle.style(pos);
        merged.circled = style.circled;
        merged.shaded = style.shaded;
        merged.color = style.color;
        merged.given = style.given;
        puzzle.set_style(pos, merged);
        add_bars(&mut puzzle, pos, c.bars, width, height);
    }
    Ok(puzzle)
}

/// The letter index of a one-character answer in the alphabet.
fn one_letter(s: &str, alphabet: &Alphabet) -> Option<u8> {
    let mut chars = s.chars();
    let c = chars.next()?;
    chars
        .next()
        .is_none()
        .then(|| alphabet.index_of(c))
        .flatten()
}

/// A rebus text the grid accepts: uppercase, no white space or control characters, at most
/// [`Grid::MAX_REBUS`] characters.
fn clean_rebus(text: &str) -> String {
    text.chars()
        .flat_map(char::to_uppercase)
        .filter(|c| !c.is_whitespace() && !c.is_control())
        .take(Grid::MAX_REBUS)
        .collect()
}

/// Bars are kept as the right and bottom edges of squares: a top bar is the bottom bar of the
/// square above, a left bar the right bar of the square to the left; bars on the grid's
/// outer edge are its border.
fn add_bars(
    puzzle: &mut Puzzle,
    pos: Pos,
    [top, right, bottom, left]: [bool; 4],
    w: usize,
    h: usize,
) {
    let mut set = |p: Pos, right_edge: bool| {
        let mut s = puzzle.style(p);
        if right_edge {
            s.bar_right = true;
        } else {
            s.bar_bottom = true;
        }
        puzzle.set_style(p, s);
    };
    if top && pos.row > 0 {
        set(Pos::new(pos.row - 1, pos.col), false);
    }
    if left && pos.col > 0 {
        set(Pos::new(pos.row, pos.col - 1), true);
    }
    if right && pos.col + 1 < w {
        set(pos, true);
    }
    if bottom && pos.row + 1 < h {
        set(pos, false);
    }
}

/// The `number` of every white square that has one.
fn labels(cells: &[RawCell], width: usize) -> BTreeMap<Pos, String> {
    cells
        .iter()
        .enumerate()
        .filter(|(_, c)| c.kind == Kind::White)
        .filter_map(|(i, c)| Some((Pos::new(i / width, i % width), c.number.clone()?)))
        .collect()
}

/// True when the grid has white squares and none of them has an answer.
fn no_solution(grid: &Grid) -> bool {
    let mut white = grid.cells().iter().filter(|c| c.is_white()).peekable();
    white.peek().is_some() && white.all(|c| !c.is_filled())
}
