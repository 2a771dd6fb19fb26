//! The writer: [`Puzzle`] → `.ipuz` JSON text holding everything the model holds.
//!
//! Plain where it can be (numbers and the block marker in `puzzle`, answers in `solution`,
//! clues as `[number, text]`), objects where a square has a style or a given letter or a clue
//! needs its cells. Studio facts other tools do not know go into our extension.

use super::clues_write::{self, CELL_BASE, ClueItem, ExtNeeds};
use super::extension::{Count, Extension, Lenient, Locked};
use super::{EXTENSION, KIND, VERSION, print, style};
use crate::formats::{WriteError, check_complete};
use crate::grid::{Cell, Grid, Pos, Puzzle};
use serde::Serialize;
use serde::ser::{SerializeMap, Serializer};
use serde_json::Value;

/// The kind a diagramless puzzle adds.
const DIAGRAMLESS: &str = "http://ipuz.org/crossword/diagramless#1";

/// The document, its fields in the order they are written. Nested objects are written with
/// their keys sorted (their structs declare them so), as every object of the file.
#[derive(Serialize)]
struct Document<'a> {
    version: &'static str,
    kind: Vec<&'static str>,
    dimensions: Dimensions,
    /// Asks solvers' apps to show the clues' enumerations (in their own field).
    #[serde(skip_serializing_if = "Option::is_none")]
    showenumerations: Option<bool>,
    /// Title, author and the other free-text fields that are not empty.
    #[serde(flatten)]
    text: Entries<&'static str, &'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    charset: Option<String>,
    block: Marker,
    empty: Marker,
    puzzle: Vec<Vec<PuzzleCell<'a>>>,
    /// Left out for a puzzle without a solution, unless letters were added since.
    #[serde(skip_serializing_if = "Option::is_none")]
    solution: Option<Vec<Vec<Option<SolutionCell<'a>>>>>,
    clues: Entries<String, Vec<ClueItem>>,
    /// Fields of other tools that gridwright does not read, written back as they were (any
    /// JSON: the specification lets vendors put anything there).
    #[serde(flatten)]
    carried: Entries<&'a str, Value>,
    /// Must be spelled as [`EXTENSION`].
    #[serde(rename = "org.gridwright.studio")]
    extension: Extension,
}

/// The top-level fields the writer itself writes: a carried field of one of these names
/// would be a duplicate key.
const OWN_FIELDS: [&str; 11] = [
    "version",
    "kind",
    "dimensions",
    "showenumerations",
    "charset",
    "block",
    "empty",
    "puzzle",
    "solution",
    "clues",
    EXTENSION,
];

/// `dimensions` (keys sorted).
#[derive(Serialize)]
struct Dimensions {
    height: usize,
    width: usize,
}

/// An object whose keys are known only at run time, written in the given order.
pub(super) struct Entries<K, V>(pub Vec<(K, V)>);

impl<K: Serialize, V: Serialize> Serialize for Entries<K, V> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

/// A `puzzle` cell: the plain label or marker, or an object when the square has a style or a
/// given letter.
#[derive(Serialize)]
#[serde(untagged)]
enum PuzzleCell<'a> {
    Plain(Label<'a>),
    Styled {
        cell: Label<'a>,
        #[serde(skip_serializing_if = "Option::is_none")]
        style: Option<style::Spec>,
        /// The letter given to the solver.
        #[serde(skip_serializing_if = "Option::is_none")]
        value: Option<&'a str>,
    },
}

/// What a `puzzle` cell shows: a marker, the standard number or the file's own label.
#[derive(Serialize)]
#[serde(untagged)]
enum Label<'a> {
    Marker(Marker),
    Number(u16),
    Text(&'a str),
}

/// A `solution` cell with a letter or a block (`null`, as `None`, for a square without one).
#[derive(Serialize)]
#[serde(untagged)]
enum SolutionCell<'a> {
    Block(Marker),
    Answer(&'a str),
}

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

    let grid = &puzzle.grid;
    let date = super::date::to_ipuz(&puzzle.meta.date);
    let text = puzzle
        .meta
        .text_fields()
        .into_iter()
        .filter(|(_, value)| !value.is_empty())
        .filter_map(|(key, value)| match key {
            // A date not in the ipuz form would make strict readers refuse the whole file;
            // the model's own text is kept in our extension.
            "date" if !super::date::is_ipuz(&date) => None,
            "date" => Some((key, date.as_str())),
            _ => Some((key, value.as_str())),
        })
        .collect();
    let carried = puzzle
        .carried
        .iter()
        .filter(|c| c.format == super::FORMAT)
        .filter(|c| {
            let name = c.name.as_str();
            !OWN_FIELDS.contains(&name) && !crate::grid::Meta::TEXT_FIELDS.contains(&name)
        })
        .filter_map(|c| Some((c.name.as_str(), serde_json::from_slice(&c.data).ok()?)))
        .collect();
    // No-solution puzzles leave `solution` out, unless letters were added since.
    let has_letters = grid
        .positions()
        .any(|p| grid.cell(p).is_filled() && !puzzle.style(p).given);
    let with_solution = !puzzle.meta.no_solution || has_letters;
    let doc = Document {
        version: VERSION,
        kind: if puzzle.meta.diagramless {
            vec![KIND, DIAGRAMLESS]
        } else {
            vec![KIND]
        },
        dimensions: Dimensions {
            height: grid.height(),
            width: grid.width(),
        },
        showenumerations: clues_write::enumerated(puzzle).then_some(true),
        text: Entries(text),
        charset: (!puzzle.alphabet.is_latin()
            || crate::formats::alphabet::rebus_needs_declaring(puzzle))
        .then(|| puzzle.alphabet.to_string()),
        block: markers.block,
        empty: markers.empty,
        puzzle: puzzle_rows(puzzle, &answers, &markers),
        solution: with_solution.then(|| solution_rows(grid, &answers, &markers)),
        clues: Entries(lists),
        carried: Entries(carried),
        extension: extension(puzzle, &date, with_solution, &mut needs),
    };
    print::pretty(&doc).map_err(|e| WriteError::Json(e.to_string()))
}

/// Our extension: the studio facts other tools do not know.
fn extension(puzzle: &Puzzle, date: &str, with_solution: bool, needs: &mut ExtNeeds) -> Extension {
    Extension {
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
            (date != puzzle.meta.date || !super::date::is_ipuz(date) && !date.is_empty())
                .then(|| puzzle.meta.date.clone()),
        ),
    }
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

/// A block or empty marker: `#`, `0` and the like.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(untagged)]
enum Marker {
    Number(u16),
    Text(&'static str),
}

impl Marker {
    /// Whether a reader would take `text` (an answer or label) for this marker: `"0"` is
    /// the marker `0`, as the reader's loose comparison has it.
    fn matches(self, text: &str) -> bool {
        match self {
            Marker::Number(n) => text.trim() == n.to_string(),
            Marker::Text(t) => text == t,
        }
    }
}

/// The block and empty markers, chosen so no answer or label reads as one.
struct Markers {
    block: Marker,
    empty: Marker,
}

impl Markers {
    fn choose(puzzle: &Puzzle, answers: &[Option<String>]) -> Self {
        let taken = |m: Marker| {
            answers
                .iter()
                .flatten()
                .chain(puzzle.labels.values())
                .any(|t| m.matches(t))
        };
        // Longer than any rebus (at most 16 characters), so always free.
        let pick = |candidates: [Marker; 3], last: &'static str| {
            candidates
                .into_iter()
                .find(|m| !taken(*m))
                .unwrap_or(Marker::Text(last))
        };
        Markers {
            block: pick(
                [Marker::Text("#"), Marker::Text("*"), Marker::Text("█")],
                "(a block square here)",
            ),
            empty: pick(
                [Marker::Number(0), Marker::Text("_"), Marker::Text("-")],
                "(an unnumbered square)",
            ),
        }
    }

    /// Whether a label can be written so that it reads back as itself.
    fn label_ok(&self, label: &str) -> bool {
        !label.is_empty()
            && label == label.trim()
            && !matches!(label, "0" | "#" | ":" | "omit")
            && !self.block.matches(label)
            && !self.empty.matches(label)
    }
}

/// The `puzzle` grid: labels (standard numbers or the file's own), markers, styles and
/// given letters.
fn puzzle_rows<'a>(
    puzzle: &'a Puzzle,
    answers: &'a [Option<String>],
    markers: &Markers,
) -> Vec<Vec<PuzzleCell<'a>>> {
    let grid = &puzzle.grid;
    let slots = puzzle.slots();
    let cell = |pos: Pos| {
        let label = if grid.cell(pos).is_block() {
            Label::Marker(markers.block)
        } else if puzzle.labels.is_empty() {
            slots
                .number_at(pos)
                .map_or(Label::Marker(markers.empty), Label::Number)
        } else {
            match puzzle.labels.get(&pos).filter(|l| markers.label_ok(l)) {
                Some(l) => Label::Text(l),
                None => Label::Marker(markers.empty),
            }
        };
        let look = puzzle.style(pos);
        let style = style::spec(&look);
        let value = answers[grid.index(pos)]
            .as_deref()
            .filter(|_| look.given && !grid.cell(pos).is_block());
        if style.is_none() && value.is_none() {
            PuzzleCell::Plain(label)
        } else {
            PuzzleCell::Styled {
                cell: label,
                style,
                value,
            }
        }
    };
    (0..grid.height())
        .map(|r| (0..grid.width()).map(|c| cell(Pos::new(r, c))).collect())
        .collect()
}

/// The `solution` grid: answers, the block marker, `null` for squares without a letter.
fn solution_rows<'a>(
    grid: &Grid,
    answers: &'a [Option<String>],
    markers: &Markers,
) -> Vec<Vec<Option<SolutionCell<'a>>>> {
    let cell = |pos: Pos| {
        if grid.cell(pos).is_block() {
            Some(SolutionCell::Block(markers.block))
        } else {
            answers[grid.index(pos)]
                .as_deref()
                .map(SolutionCell::Answer)
        }
    };
    (0..grid.height())
        .map(|r| (0..grid.width()).map(|c| cell(Pos::new(r, c))).collect())
        .collect()
}
