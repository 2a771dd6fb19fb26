//! The writer: [`Puzzle`] → `.ipuz` JSON text holding everything the model holds.
//!
//! Plain where it can be (numbers and the block marker in `puzzle`, answers in `solution`,
//! clues as `[number, text]`), objects where a square has a style or a given letter or a clue
//! needs its cells. Studio facts other tools do not know go into our extension.

use super::clues_write::{self, CELL_BASE, ExtNeeds};
use super::extension::{Count, Extension, Lenient, Locked};
use super::json::same_marker;
use super::{EXTENSION, KIND, VERSION, style};
use crate::formats::{WriteError, check_complete};
use crate::grid::{Cell, Grid, Pos, Puzzle};
use serde_json::{Map, Value, json};

/// The kind a diagramless puzzle adds.
const DIAGRAMLESS: &str = "http://ipuz.org/crossword/diagramless#1";

/// Writes a puzzle as `.ipuz` JSON text.
pub fn to_string(puzzle: &Puzzle, allow_incomplete: bool) -> Result<String, WriteError> {
    // A puzzle without a solution has empty squares by design.
    if !puzzle.meta.no_solution {
        check_complete(&puzzle.grid, allow_incomplete)?;
    }
    let answers = answers(puzzle)?;
    let markers = Markers::choose(puzzle, &answers);
    let label_ok = |l: &str| markers.label_ok(l);
    let slots = puzzle.slots();
    let mut needs = ExtNeeds::default();
    let lists = clues_write::lists(puzzle, &slots, &label_ok, &mut needs);

    let kind = if puzzle.meta.diagramless {
        json!([KIND, DIAGRAMLESS])
    } else {
        json!([KIND])
    };
    let grid = &puzzle.grid;
    let mut doc: Vec<(&str, Node)> = vec![
        ("version", json!(VERSION).into()),
        ("kind", kind.into()),
        (
            "dimensions",
            json!({"width": grid.width(), "height": grid.height()}).into(),
        ),
    ];
    if clues_write::enumerated(puzzle) {
        // The clues' enumerations are in their own field; this asks solvers' apps to show them.
        doc.push(("showenumerations", json!(true).into()));
    }
    let date = super::date::to_ipuz(&puzzle.meta.date);
    for (key, value) in puzzle.meta.text_fields() {
        match key {
            _ if value.is_empty() => {}
            // A date not in the ipuz form would make strict readers refuse the whole file;
            // the model's own text is kept in our extension.
            "date" if !super::date::is_ipuz(&date) => {}
            "date" => doc.push((key, json!(date).into())),
            _ => doc.push((key, json!(value).into())),
        }
    }
    let written: Vec<&str> = doc.iter().map(|(k, _)| *k).collect();
    let carried: Vec<(&str, Value)> = puzzle
        .carried
        .iter()
        .filter(|c| c.format == super::FORMAT && !written.contains(&c.name.as_str()))
        .filter_map(|c| Some((c.name.as_str(), serde_json::from_slice(&c.data).ok()?)))
        .collect();
    if !puzzle.alphabet.is_latin() || crate::formats::alphabet::rebus_needs_declaring(puzzle) {
        doc.push(("charset", json!(puzzle.alphabet.to_string()).into()));
    }
    doc.push(("block", markers.block.clone().into()));
    doc.push(("empty", markers.empty.clone().into()));
    doc.push(("puzzle", puzzle_rows(puzzle, &answers, &markers).into()));
    // No-solution puzzles leave `solution` out, unless letters were added since.
    let has_letters = grid
        .positions()
        .any(|p| grid.cell(p).is_filled() && !puzzle.style(p).given);
    let with_solution = !puzzle.meta.no_solution || has_letters;
    if with_solution {
        doc.push(("solution", solution_rows(grid, &answers, &markers).into()));
    }
    doc.push(("clues", Node::Ordered(lists)));
    let ext = Extension {
        symmetry: Lenient::of(puzzle.meta.symmetry.name().to_string()),
        min_entry_len: Lenient::of(Count(puzzle.meta.min_entry_len as u64)),
        style: Lenient(
            (puzzle.meta.house != crate::grid::HouseStyle::American)
                .then(|| puzzle.meta.house.name().to_string()),
        ),
        two_letter_entries: Lenient(puzzle.meta.two_letter_entries.then_some(true)),
        max_unches: Lenient(
            (puzzle.meta.max_unches != crate::grid::DEFAULT_MAX_UNCHES)
                .then_some(Count(u64::from(puzzle.meta.max_unches))),
        ),
        // The charset holds only the letters; the name tells `german-folded` from `latin`.
        alphabet: Lenient(
            crate::formats::alphabet::extension_name(&puzzle.alphabet).map(str::to_string),
        ),
        locked: Lenient::of(
            puzzle
                .locked
                .iter()
                .map(|p| Locked::At(Count(p.row as u64), Count(p.col as u64)))
                .collect(),
        ),
        coordinates: Lenient(needs.cells.then_some(CELL_BASE as i64)),
        no_solution: Lenient((puzzle.meta.no_solution && with_solution).then_some(true)),
        texts: Lenient((!needs.texts.is_empty()).then(|| {
            std::mem::take(&mut needs.texts)
                .into_iter()
                .map(|(k, v)| (k, Lenient::of(v)))
                .collect()
        })),
        date: Lenient(
            (date != puzzle.meta.date || !super::date::is_ipuz(&date) && !date.is_empty())
                .then(|| puzzle.meta.date.clone()),
        ),
    };
    // Plain fields with string keys: serializing cannot fail.
    let ext = serde_json::to_value(&ext).unwrap_or_default();
    for (key, value) in carried {
        // Fields of other tools that gridwright does not read, written back as they were.
        if key != EXTENSION && !doc.iter().any(|(k, _)| *k == key) {
            doc.push((key, value.into()));
        }
    }
    doc.push((EXTENSION, ext.into()));
    Ok(print(&doc))
}

/// Each square's answer text (letter or rebus), row-major.
fn answers(puzzle: &Puzzle) -> Result<Vec<Option<String>>, WriteError> {
    let grid = &puzzle.grid;
    grid.positions()
        .map(|pos| match grid.cell(pos) {
            Cell::Letter(index) => puzzle
                .alphabet
                .char_of(index)
                .map(|c| Some(c.to_string()))
                .ok_or(WriteError::BadLetter { pos, index }),
            Cell::Rebus(id) => Ok(Some(grid.rebus_text(id).to_string())),
            Cell::Block | Cell::Empty => Ok(None),
        })
        .collect()
}

/// The block and empty markers, chosen so no answer or label reads as one.
struct Markers {
    block: Value,
    empty: Value,
}

impl Markers {
    fn choose(puzzle: &Puzzle, answers: &[Option<String>]) -> Self {
        let taken = |m: &Value| {
            answers
                .iter()
                .flatten()
                .chain(puzzle.labels.values())
                .any(|t| same_marker(&json!(t), m))
        };
        // Longer than any rebus (at most 16 characters), so always free.
        let pick = |candidates: [Value; 3], last: &str| {
            candidates
                .into_iter()
                .find(|m| !taken(m))
                .unwrap_or_else(|| json!(last))
        };
        Markers {
            block: pick(
                [json!("#"), json!("*"), json!("█")],
                "(a block square here)",
            ),
            empty: pick([json!(0), json!("_"), json!("-")], "(an unnumbered square)"),
        }
    }

    /// Whether a label can be written so that it reads back as itself.
    fn label_ok(&self, label: &str) -> bool {
        let v = json!(label);
        !label.is_empty()
            && label == label.trim()
            && !matches!(label, "0" | "#" | ":" | "omit")
            && !same_marker(&v, &self.block)
            && !same_marker(&v, &self.empty)
    }
}

/// The `puzzle` grid: labels (standard numbers or the file's own), markers, styles and
/// given letters.
fn puzzle_rows(puzzle: &Puzzle, answers: &[Option<String>], markers: &Markers) -> Value {
    let grid = &puzzle.grid;
    let slots = puzzle.slots();
    let rows = (0..grid.height()).map(|r| {
        let cells = (0..grid.width()).map(|c| {
            let pos = Pos::new(r, c);
            let cell = if grid.cell(pos).is_block() {
                markers.block.clone()
            } else if puzzle.labels.is_empty() {
                slots
                    .number_at(pos)
                    .map_or_else(|| markers.empty.clone(), |n| json!(n))
            } else {
                match puzzle.labels.get(&pos).filter(|l| markers.label_ok(l)) {
                    Some(l) => json!(l),
                    None => markers.empty.clone(),
                }
            };
            let look = puzzle.style(pos);
            let spec = style::spec(&look);
            let given = answers[grid.index(pos)]
                .as_ref()
                .filter(|_| look.given && !grid.cell(pos).is_block());
            if spec.is_none() && given.is_none() {
                return cell;
            }
            let mut o = Map::new();
            o.insert("cell".into(), cell);
            if let Some(spec) = spec {
                o.insert("style".into(), spec);
            }
            if let Some(g) = given {
                o.insert("value".into(), json!(g));
            }
            Value::Object(o)
        });
        Value::Array(cells.collect())
    });
    Value::Array(rows.collect())
}

/// The `solution` grid: answers, the block marker, `null` for squares without a letter.
fn solution_rows(grid: &Grid, answers: &[Option<String>], markers: &Markers) -> Value {
    let rows = (0..grid.height()).map(|r| {
        let cells = (0..grid.width()).map(|c| {
            let pos = Pos::new(r, c);
            if grid.cell(pos).is_block() {
                markers.block.clone()
            } else {
                answers[grid.index(pos)]
                    .as_ref()
                    .map_or(Value::Null, |a| json!(a))
            }
        });
        Value::Array(cells.collect())
    });
    Value::Array(rows.collect())
}

/// A top-level value: plain JSON, or an object whose key order matters (the clue lists).
enum Node {
    Value(Value),
    Ordered(Vec<(String, Vec<Value>)>),
}

impl From<Value> for Node {
    fn from(v: Value) -> Self {
        Node::Value(v)
    }
}

/// Pretty-prints the document: one grid row or one clue a line.
fn print(doc: &[(&str, Node)]) -> String {
    let mut out = String::from("{\n");
    for (i, (key, node)) in doc.iter().enumerate() {
        out.push_str("  ");
        out.push_str(&json!(key).to_string());
        out.push_str(": ");
        match node {
            Node::Value(v) => write_value(&mut out, v, 1),
            Node::Ordered(lists) => {
                out.push_str("{\n");
                for (j, (name, items)) in lists.iter().enumerate() {
                    out.push_str("    ");
                    out.push_str(&json!(name).to_string());
                    out.push_str(": ");
                    write_value(&mut out, &Value::Array(items.clone()), 2);
                    out.push_str(if j + 1 < lists.len() { ",\n" } else { "\n" });
                }
                out.push_str("  }");
            }
        }
        out.push_str(if i + 1 < doc.len() { ",\n" } else { "\n" });
    }
    out.push_str("}\n");
    out
}

/// Arrays of plain values stay on one line, as does each element of a longer array;
/// objects are spread out and indented.
fn write_value(out: &mut String, value: &Value, depth: usize) {
    let pad = |n: usize| "  ".repeat(n);
    match value {
        Value::Array(items) if items.iter().any(|v| v.is_array() || v.is_object()) => {
            out.push_str("[\n");
            for (i, item) in items.iter().enumerate() {
                out.push_str(&pad(depth + 1));
                out.push_str(&inline(item));
                out.push_str(if i + 1 < items.len() { ",\n" } else { "\n" });
            }
            out.push_str(&pad(depth));
            out.push(']');
        }
        Value::Object(map) if !map.is_empty() => {
            out.push_str("{\n");
            for (i, (k, v)) in map.iter().enumerate() {
                out.push_str(&pad(depth + 1));
                out.push_str(&json!(k).to_string());
                out.push_str(": ");
                write_value(out, v, depth + 1);
                out.push_str(if i + 1 < map.len() { ",\n" } else { "\n" });
            }
            out.push_str(&pad(depth));
            out.push('}');
        }
        other => out.push_str(&inline(other)),
    }
}

/// A value on one line, with a space after each comma and colon.
fn inline(value: &Value) -> String {
    match value {
        Value::Array(items) => {
            let parts: Vec<String> = items.iter().map(inline).collect();
            format!("[{}]", parts.join(", "))
        }
        Value::Object(map) => {
            let parts: Vec<String> = map
                .iter()
                .map(|(k, v)| format!("{}: {}", json!(k), inline(v)))
                .collect();
            format!("{{{}}}", parts.join(", "))
        }
        other => other.to_string(),
    }
}
