//! Writing clue lists: Across and Down by entry (with labels and, when a label cannot find
//! its entry, the entry's cells), then the extra lists in the model's order.

use super::clues::{entry_for_label, text_id};
use super::{names, text};
use crate::formats::enumeration;
use crate::grid::{ClueKey, Direction, HouseStyle, ListClue, Pos, Puzzle, Slots};
use serde_json::{Map, Value, json};
use std::collections::BTreeMap;

/// What the clue lists need kept in our extension.
#[derive(Debug, Default)]
pub(super) struct ExtNeeds {
    /// Exact texts of clues whose written (escaped) form reads back differently.
    pub texts: BTreeMap<String, String>,
    /// Whether any `cells` were written (their origin is then recorded).
    pub cells: bool,
}

/// The origin our writer counts `cells` from (as kotwords does).
pub(super) const CELL_BASE: usize = 1;

/// The clue lists as `(name, clues)`, in the order that reads back to the same model. The
/// reader gathers the Across (Down) clues that fit no entry into one extra list titled like
/// the first Across (Down) list; so that list, when the model has it, is written with that
/// direction's clues first and in its place among the extra lists. Otherwise Across and
/// Down come first.
pub(super) fn lists(
    puzzle: &Puzzle,
    slots: &Slots,
    label_ok: &dyn Fn(&str) -> bool,
    needs: &mut ExtNeeds,
) -> Vec<(String, Vec<Value>)> {
    let extras = &puzzle.extra_clues;
    let directional = |d: Direction| {
        extras
            .iter()
            .position(|l| names::direction(&l.title) == Some(d))
    };
    let mut out: Vec<(String, Vec<Value>)> = Vec::new();
    let mut mains: [Option<(usize, Vec<Value>)>; 2] = [None, None];
    for (name, d) in [("Across", Direction::Across), ("Down", Direction::Down)] {
        let list = main_list(puzzle, slots, d, label_ok, needs);
        match directional(d) {
            Some(i) => mains[d as usize] = Some((i, list)),
            None if !list.is_empty() => out.push((name.to_string(), list)),
            None => {}
        }
    }
    for (i, list) in extras.iter().enumerate() {
        let clues = list
            .clues
            .iter()
            .enumerate()
            .map(|(j, c)| list_clue(c, i, j, needs));
        let main = mains
            .iter_mut()
            .find(|m| m.as_ref().is_some_and(|(at, _)| *at == i))
            .and_then(Option::take);
        let (key, mut items) = match main {
            Some((_, items)) => (list.title.clone(), items),
            None => (names::key(&list.title), Vec::new()),
        };
        items.extend(clues);
        // Two lists of one title cannot both be written: the second joins the first.
        match out.iter_mut().find(|(k, _)| *k == key) {
            Some((_, existing)) => existing.extend(items),
            None => out.push((key, items)),
        }
    }
    out
}

/// The Across or Down list: one clue per entry. Unclued entries get an empty text under
/// standard numbering, as most tools expect; under explicit labels (puzzles whose clues are
/// in lists of their own, often) they are left out.
fn main_list(
    puzzle: &Puzzle,
    slots: &Slots,
    direction: Direction,
    label_ok: &dyn Fn(&str) -> bool,
    needs: &mut ExtNeeds,
) -> Vec<Value> {
    let mut list = Vec::new();
    if super::super::replaced_by_extra(puzzle, direction) {
        // The direction's clues are all in its extra list (a barred or unnumbered list):
        // empty entries beside them would be phantoms of the standard numbering.
        return list;
    }
    let enumerated = enumerated(puzzle);
    for (id, slot) in slots.iter().filter(|(_, s)| s.direction == direction) {
        let key = ClueKey::new(slot.number, direction);
        // A British or barred clue's enumeration goes into its own field; a clue with
        // markup keeps its text whole (the markup would lose its closing group).
        let split = puzzle
            .clues
            .get(&key)
            .filter(|_| enumerated && puzzle.clue_markup(key).is_none())
            .map(|plain| {
                let id = text_id(Some(key), 0, 0);
                match enumeration::split(plain) {
                    Some((text, e)) => {
                        let written = exact(text, id.clone(), needs);
                        // An exact text stands for the whole clue: its enumeration is not
                        // added again on reading.
                        if let Some(t) = needs.texts.get_mut(&id) {
                            t.clone_from(plain);
                        }
                        (written, e.to_string())
                    }
                    None => {
                        // The text as it is, kept exact so a reader of ours does not add
                        // the length it is written with.
                        let written = exact(plain, id.clone(), needs);
                        needs.texts.insert(id, plain.clone());
                        (written, slot.len().to_string())
                    }
                }
            });
        if let Some((text, e)) = split {
            let mut o = Map::new();
            let label = puzzle.labels.get(&slot.start()).filter(|l| label_ok(l));
            let found =
                label.is_some_and(|l| entry_for_label(puzzle, slots, l, direction) == Some(id));
            if puzzle.labels.is_empty() {
                o.insert("number".into(), json!(slot.number));
            } else if let Some(l) = label {
                o.insert("number".into(), json!(l));
            }
            o.insert("clue".into(), json!(text));
            o.insert("enumeration".into(), json!(e));
            if !puzzle.labels.is_empty() && !found {
                o.insert("cells".into(), cells(&slot.cells, needs));
            }
            list.push(Value::Object(o));
            continue;
        }
        let text = puzzle.clues.get(&key).map(|plain| {
            puzzle
                .clue_markup(key)
                .map(str::to_string)
                .unwrap_or_else(|| exact(plain, text_id(Some(key), 0, 0), needs))
        });
        if puzzle.labels.is_empty() {
            list.push(json!([slot.number, text.unwrap_or_default()]));
            continue;
        }
        let label = puzzle
            .labels
            .get(&slot.start())
            .filter(|l| label_ok(l.as_str()));
        let found = label.is_some_and(|l| entry_for_label(puzzle, slots, l, direction) == Some(id));
        match (text, label) {
            (Some(t), Some(l)) if found => list.push(json!([l, t])),
            (None, _) => {}
            (Some(t), label) => list.push(clue_object(label.cloned(), t, &slot.cells, needs)),
        }
    }
    list
}

/// Whether the puzzle's Across and Down clues carry an `enumeration` (British and barred
/// puzzles print one with every clue).
pub(super) fn enumerated(puzzle: &Puzzle) -> bool {
    puzzle.meta.house != HouseStyle::American
}

/// One clue of an extra list: with its cells an object, else `[label, text]`, else the text.
fn list_clue(c: &ListClue, list: usize, index: usize, needs: &mut ExtNeeds) -> Value {
    let t = exact(&c.text, text_id(None, list, index), needs);
    if !c.cells.is_empty() {
        let label = (!c.label.is_empty()).then(|| c.label.clone());
        clue_object(label, t, &c.cells, needs)
    } else if !c.label.is_empty() {
        json!([c.label, t])
    } else {
        Value::String(t)
    }
}

/// The text to write for a plain clue; its exact text goes to the extension when the written
/// form would read back differently.
fn exact(plain: &str, id: String, needs: &mut ExtNeeds) -> String {
    let (written, exact) = text::write(plain);
    if !exact {
        needs.texts.insert(id, plain.to_string());
    }
    written
}

/// A clue written as an object: its label, text and squares.
#[derive(Debug, serde::Serialize)]
struct ClueObject {
    #[serde(skip_serializing_if = "Option::is_none")]
    number: Option<String>,
    clue: String,
    /// Squares as `[x, y]` counted from [`CELL_BASE`].
    cells: Vec<[usize; 2]>,
}

/// [`ClueObject`] as the value the printer writes (keys sorted, as every object of the file).
fn clue_object(
    number: Option<String>,
    clue: String,
    squares: &[Pos],
    needs: &mut ExtNeeds,
) -> Value {
    needs.cells = true;
    let o = ClueObject {
        number,
        clue,
        cells: squares
            .iter()
            .map(|p| [p.col + CELL_BASE, p.row + CELL_BASE])
            .collect(),
    };
    // Plain fields with string keys: serializing cannot fail.
    serde_json::to_value(o).unwrap_or_default()
}

/// The squares of an enumerated clue object, as `[x, y]` counted from [`CELL_BASE`].
fn cells(cells: &[Pos], needs: &mut ExtNeeds) -> Value {
    needs.cells = true;
    Value::Array(
        cells
            .iter()
            .map(|p| json!([p.col + CELL_BASE, p.row + CELL_BASE]))
            .collect(),
    )
}
