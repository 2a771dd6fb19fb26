//! Writing clue lists: Across and Down by entry (with labels and, when a label cannot find
//! its entry, the entry's cells), then the extra lists in the model's order.

use super::clues::{entry_for_label, text_id};
use super::{names, text};
use crate::formats::enumeration;
use crate::grid::{ClueKey, Direction, HouseStyle, ListClue, Pos, Puzzle, Slots};
use serde::Serialize;
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
) -> Vec<(String, Vec<ClueItem>)> {
    let extras = &puzzle.extra_clues;
    let directional = |d: Direction| {
        extras
            .iter()
            .position(|l| names::direction(&l.title) == Some(d))
    };
    let mut out: Vec<(String, Vec<ClueItem>)> = Vec::new();
    let mut mains: [Option<(usize, Vec<ClueItem>)>; 2] = [None, None];
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
) -> Vec<ClueItem> {
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
            let label = puzzle.labels.get(&slot.start()).filter(|l| label_ok(l));
            let found =
                label.is_some_and(|l| entry_for_label(puzzle, slots, l, direction) == Some(id));
            let number = match label {
                _ if puzzle.labels.is_empty() => Some(Label::Number(slot.number)),
                Some(l) => Some(Label::Text(l.clone())),
                None => None,
            };
            let squares = (!puzzle.labels.is_empty() && !found).then_some(slot.cells.as_slice());
            list.push(clue_object(number, text, Some(e), squares, needs));
            continue;
        }
        let text = puzzle.clues.get(&key).map(|plain| {
            puzzle
                .clue_markup(key)
                .map(str::to_string)
                .unwrap_or_else(|| exact(plain, text_id(Some(key), 0, 0), needs))
        });
        if puzzle.labels.is_empty() {
            list.push(ClueItem::Pair(
                Label::Number(slot.number),
                text.unwrap_or_default(),
            ));
            continue;
        }
        let label = puzzle
            .labels
            .get(&slot.start())
            .filter(|l| label_ok(l.as_str()));
        let found = label.is_some_and(|l| entry_for_label(puzzle, slots, l, direction) == Some(id));
        match (text, label) {
            (Some(t), Some(l)) if found => list.push(ClueItem::Pair(Label::Text(l.clone()), t)),
            (None, _) => {}
            (Some(t), label) => list.push(clue_object(
                label.cloned().map(Label::Text),
                t,
                None,
                Some(&slot.cells),
                needs,
            )),
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
fn list_clue(c: &ListClue, list: usize, index: usize, needs: &mut ExtNeeds) -> ClueItem {
    let t = exact(&c.text, text_id(None, list, index), needs);
    if !c.cells.is_empty() {
        let label = (!c.label.is_empty()).then(|| Label::Text(c.label.clone()));
        clue_object(label, t, None, Some(&c.cells), needs)
    } else if !c.label.is_empty() {
        ClueItem::Pair(Label::Text(c.label.clone()), t)
    } else {
        ClueItem::Text(t)
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

/// A clue as written: `[label, text]`, an object, or the bare text.
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub(super) enum ClueItem {
    /// `[label, text]`.
    Pair(Label, String),
    /// A clue that needs its enumeration or its squares.
    Object(ClueObject),
    /// An unlabelled clue of an extra list.
    Text(String),
}

/// A clue written as an object: its squares, text, enumeration and label (keys sorted, as
/// every object of the file).
#[derive(Debug, Serialize)]
pub(super) struct ClueObject {
    /// Squares as `[x, y]` counted from [`CELL_BASE`].
    #[serde(skip_serializing_if = "Option::is_none")]
    cells: Option<Vec<[usize; 2]>>,
    clue: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    enumeration: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    number: Option<Label>,
}

/// A clue's label: the standard number, or the file's own label.
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub(super) enum Label {
    Number(u16),
    Text(String),
}

/// A clue as an object, noting that `cells` were written.
fn clue_object(
    number: Option<Label>,
    clue: String,
    enumeration: Option<String>,
    squares: Option<&[Pos]>,
    needs: &mut ExtNeeds,
) -> ClueItem {
    needs.cells |= squares.is_some();
    ClueItem::Object(ClueObject {
        cells: squares.map(|squares| {
            squares
                .iter()
                .map(|p| [p.col + CELL_BASE, p.row + CELL_BASE])
                .collect()
        }),
        clue,
        enumeration,
        number,
    })
}
