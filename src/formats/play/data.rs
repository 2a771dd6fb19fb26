//! What the page's script is given: the squares (marks, labels, given letters), the
//! entries a solver moves through (each with its squares), and the hidden answers. Typed
//! structs written as JSON into the page; all text in them reaches the page through the
//! DOM's text properties, never as markup.

use super::hide;
use crate::formats::page::{ClueSource, Lists};
use crate::grid::{Cell, Direction, Pos, Puzzle, Slots};
use serde::Serialize;

/// Everything the script needs, written as JSON.
#[derive(Debug, Clone, Serialize)]
pub struct Data {
    /// Names the puzzle's saved progress in the browser.
    pub id: String,
    /// Columns.
    pub w: usize,
    /// Rows.
    pub h: usize,
    /// Every square in reading order; `None` for a block.
    pub cells: Vec<Option<CellData>>,
    /// The entries, in the order the clue lists show them.
    pub entries: Vec<EntryData>,
    /// Each square's answer hidden ([`hide::hide`]), `""` for a block; absent when the page
    /// cannot check (no solution, or left out on purpose).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub answers: Option<Vec<String>>,
}

/// One white square.
#[derive(Debug, Clone, Default, Serialize)]
pub struct CellData {
    /// The number or label in its corner.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub n: Option<String>,
    /// Circled.
    #[serde(skip_serializing_if = "is_false")]
    pub c: bool,
    /// Shaded.
    #[serde(skip_serializing_if = "is_false")]
    pub s: bool,
    /// Background colour, `#RRGGBB`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bg: Option<String>,
    /// A bar on its right edge.
    #[serde(skip_serializing_if = "is_false")]
    pub r: bool,
    /// A bar on its bottom edge.
    #[serde(skip_serializing_if = "is_false")]
    pub b: bool,
    /// The letter given to the solver (shown, not editable).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub g: Option<String>,
}

/// One entry the solver can move to.
#[derive(Debug, Clone, Serialize)]
pub struct EntryData {
    /// `a` across, `d` down, `x` any other shape.
    pub d: &'static str,
    /// Its squares in order, as indices in reading order.
    pub c: Vec<usize>,
    /// The label shown in the current-clue bar: "17A", or an extra list's title and label.
    pub l: String,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// Which clue of [`Lists::clues`] is entry number what (`None`: a clue without squares).
pub type ClueEntries = Vec<Option<usize>>;

/// The script's data for a puzzle; `with_answers` false leaves the answers out.
pub fn of(
    puzzle: &Puzzle,
    slots: &Slots,
    lists: &Lists,
    with_answers: bool,
) -> (Data, ClueEntries) {
    let grid = &puzzle.grid;
    let cells = grid
        .positions()
        .map(|pos| grid.is_white(pos).then(|| cell(puzzle, slots, pos)))
        .collect();
    let mut entries = Vec::new();
    let mut of_clue = Vec::new();
    for clue in &lists.clues {
        let (dir, squares) = match clue.source {
            ClueSource::Entry(key, _) => (
                Some(key.direction),
                slots
                    .find(key.number, key.direction)
                    .map(|id| slots.get(id).cells.clone())
                    .unwrap_or_default(),
            ),
            ClueSource::Extra(list, i) => {
                let title = lists.titles.get(clue.list).map_or("", String::as_str);
                let cells = puzzle
                    .extra_clues
                    .get(list)
                    .and_then(|l| l.clues.get(i))
                    .map(|c| c.cells.clone())
                    .unwrap_or_default();
                (direction_named(title), cells)
            }
        };
        let squares: Vec<usize> = squares
            .into_iter()
            .filter(|&p| grid.is_white(p))
            .map(|p| grid.index(p))
            .collect();
        if squares.is_empty() {
            of_clue.push(None);
            continue;
        }
        let d = shape_of(dir, &squares, grid.width());
        // "17A" for Across and Down; a list of another name is named ("Rows 2").
        let l = match (dir, d) {
            (Some(_), "a") => format!("{}A", clue.label),
            (Some(_), "d") => format!("{}D", clue.label),
            _ => {
                let title = lists.titles.get(clue.list).map_or("", String::as_str);
                format!("{} {}", title.trim(), clue.label)
                    .trim()
                    .to_string()
            }
        };
        of_clue.push(Some(entries.len()));
        entries.push(EntryData { d, c: squares, l });
    }
    let answers = with_answers.then(|| answers(puzzle)).flatten();
    let data = Data {
        id: id(puzzle, answers.as_deref()),
        w: grid.width(),
        h: grid.height(),
        cells,
        entries,
        answers,
    };
    (data, of_clue)
}

/// How a white square looks to the solver.
fn cell(puzzle: &Puzzle, slots: &Slots, pos: Pos) -> CellData {
    let style = puzzle.style(pos);
    let given = style.given.then(|| puzzle.answer_at(pos)).flatten();
    CellData {
        n: puzzle.label_at(pos, slots),
        c: style.circled,
        s: style.shaded,
        bg: style.color.map(|c| format!("#{c}")),
        r: style.bar_right && pos.col + 1 < puzzle.grid.width(),
        b: style.bar_bottom && pos.row + 1 < puzzle.grid.height(),
        g: given,
    }
}

/// The direction a list's title names ("Across", "Down"), if it names one.
fn direction_named(title: &str) -> Option<Direction> {
    match title.trim().to_ascii_lowercase().as_str() {
        "across" => Some(Direction::Across),
        "down" => Some(Direction::Down),
        _ => None,
    }
}

/// `a` or `d` when the squares run along a row or a column (whatever the list is called,
/// so the arrow keys pick the entry that runs their way); else `x`.
fn shape_of(named: Option<Direction>, squares: &[usize], width: usize) -> &'static str {
    let along = |step: usize| squares.windows(2).all(|p| p[1] == p[0] + step);
    let row_of = |i: usize| i / width.max(1);
    let across = along(1) && squares.iter().all(|&i| row_of(i) == row_of(squares[0]));
    let down = along(width);
    match (named, across, down) {
        (Some(Direction::Across), true, _) => "a",
        (Some(Direction::Down), _, true) => "d",
        (_, true, false) => "a",
        (_, false, true) => "d",
        // A single square runs both ways.
        (None, true, true) => "a",
        _ => "x",
    }
}

/// Every square's answer hidden, or `None` when some white square has no answer (an
/// unfinished grid or a file without a solution): then the page cannot check.
fn answers(puzzle: &Puzzle) -> Option<Vec<String>> {
    if puzzle.meta.no_solution {
        return None;
    }
    let grid = &puzzle.grid;
    let seed = hide::seed(grid);
    grid.positions()
        .enumerate()
        .map(|(i, pos)| match grid.cell(pos) {
            Cell::Block => Some(String::new()),
            Cell::Empty => None,
            Cell::Letter(_) | Cell::Rebus(_) => {
                let answer = puzzle.answer_at(pos)?;
                Some(hide::hide(&answer.to_uppercase(), seed, i))
            }
        })
        .collect()
}

/// The name of the puzzle's saved progress: the shape, the hidden answers and the title,
/// so a different puzzle (or a corrected one) does not pick up stale letters.
fn id(puzzle: &Puzzle, answers: Option<&[String]>) -> String {
    let mut text = hide::shape(&puzzle.grid);
    text.push('\n');
    text.push_str(&puzzle.meta.title);
    for a in answers.unwrap_or_default() {
        text.push('\n');
        text.push_str(a);
    }
    format!("{:08x}", hide::fnv1a32(text.as_bytes()))
}

/// The data as JSON safe inside a `<script>` element: `<`, `>` and `&` escaped, so no text
/// of the puzzle can close the element or open a comment.
pub fn to_json(data: &Data) -> String {
    // Serializing plain structs of strings, numbers and booleans cannot fail.
    let json = serde_json::to_string(data).unwrap_or_else(|_| "{}".to_string());
    json.replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_take_the_direction_their_squares_run() {
        // A 4-wide grid: squares 0..4 are the first row.
        assert_eq!(shape_of(None, &[0, 1, 2], 4), "a");
        assert_eq!(shape_of(None, &[1, 5, 9], 4), "d");
        assert_eq!(shape_of(Some(Direction::Down), &[0, 1], 4), "a");
        // Wrapping from one row to the next is not an across entry.
        assert_eq!(shape_of(None, &[3, 4], 4), "x");
        assert_eq!(shape_of(Some(Direction::Across), &[0, 4, 5], 4), "x");
        assert_eq!(shape_of(Some(Direction::Down), &[6], 4), "d");
    }
}
