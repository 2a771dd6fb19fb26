//! Reading clue lists: Across and Down clues land on the standard-numbered entry they name
//! (by their `cells`, else by the entry starting at the labelled square); other lists, and
//! Across/Down clues that fit no entry, are kept as extra lists.

use super::json::{scalar_text, short};
use super::{names, text};
use crate::grid::{ClueKey, ClueList, Direction, ListClue, Pos, Puzzle, SlotId, Slots};
use serde_json::Value;
use std::collections::BTreeMap;

/// One clue as a file gives it.
struct Item {
    /// `number` (or `label`): the label shown, and what an Across/Down clue is found by.
    label: Option<String>,
    /// The text as written (may hold HTML).
    raw: String,
    /// `cells`, as written: `[x, y]` pairs.
    cells: Option<Vec<(i64, i64)>>,
    /// `enumeration`, when given.
    enumeration: Option<String>,
}

/// Reads a clue: `[number, text]`, `{"number": n, "clue": text, "cells": …}` or a bare text.
fn item(v: &Value) -> Option<Item> {
    let label = |v: Option<&Value>| {
        v.and_then(scalar_text)
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
    };
    match v {
        Value::Array(a) if a.len() >= 2 => Some(Item {
            label: label(a.first()),
            raw: a[1].as_str()?.to_string(),
            cells: None,
            enumeration: None,
        }),
        Value::Object(o) => Some(Item {
            label: label(o.get("number")).or_else(|| label(o.get("label"))),
            raw: match o.get("clue") {
                None | Some(Value::Null) => String::new(),
                Some(c) => c.as_str()?.to_string(),
            },
            // A cell that is not `[x, y]` becomes a coordinate no grid has, so it is counted
            // with the cells outside the grid rather than dropped unseen.
            cells: o.get("cells").and_then(Value::as_array).map(|cells| {
                cells
                    .iter()
                    .map(|c| {
                        c.as_array()
                            .filter(|c| c.len() == 2)
                            .and_then(|c| Some((c[0].as_i64()?, c[1].as_i64()?)))
                            .unwrap_or((i64::MIN, i64::MIN))
                    })
                    .collect()
            }),
            enumeration: o.get("enumeration").and_then(scalar_text),
        }),
        Value::String(s) => Some(Item {
            label: None,
            raw: s.clone(),
            cells: None,
            enumeration: None,
        }),
        _ => None,
    }
}

/// The square an Across/Down clue's label names, under the puzzle's numbering: with explicit
/// labels, the first square so labelled that starts an entry in that direction.
pub(super) fn entry_for_label(
    puzzle: &Puzzle,
    slots: &Slots,
    label: &str,
    direction: Direction,
) -> Option<SlotId> {
    if puzzle.labels.is_empty() {
        let n: u16 = label.trim().parse().ok()?;
        return slots.find(n, direction);
    }
    puzzle
        .labels
        .iter()
        .filter(|(_, l)| l.as_str() == label)
        .find_map(|(&pos, _)| {
            slots
                .at(pos, direction)
                .filter(|&id| slots.get(id).start() == pos)
        })
}

/// The entry whose squares are exactly `cells`, in that direction.
fn entry_for_cells(slots: &Slots, cells: &[Pos], direction: Direction) -> Option<SlotId> {
    let id = slots.at(*cells.first()?, direction)?;
    (slots.get(id).cells == cells).then_some(id)
}

/// What the reader needs besides the lists.
pub(super) struct Context<'a> {
    /// Origin of `cells` coordinates (0 or 1), when the file says (our extension).
    pub base: Option<i64>,
    /// Exact clue texts our writer kept (by clue id, see [`text_id`]).
    pub texts: &'a BTreeMap<String, String>,
}

/// The id under which the writer keeps a clue's exact text: `12A`, or `L2.5` for the sixth
/// clue of the third extra list.
pub(super) fn text_id(key: Option<ClueKey>, list: usize, index: usize) -> String {
    match key {
        Some(k) => format!("{}{}", k.number, k.direction.letter()),
        None => format!("L{list}.{index}"),
    }
}

/// Tallies for the warnings.
#[derive(Default)]
struct Tally {
    unmatched: BTreeMap<String, usize>,
    duplicates: usize,
    ignored: Vec<String>,
    bad_cells: usize,
    enumerations: usize,
    list_markup: usize,
}

/// An extra list being gathered; empty ones made for an Across/Down list are dropped.
struct Pending {
    title: String,
    /// Made for the Across or Down clues that fit no entry.
    directional: bool,
    clues: Vec<(Option<String>, String, Vec<Pos>)>,
}

/// Reads the clue lists in `order` into the puzzle.
///
/// Clues of every Across (or Down) list that fit no entry, or name an entry that already
/// has a clue, go to one extra list per direction, titled and placed like the first list of
/// that direction; the writer puts them back there, after that direction's clues.
pub(super) fn read(
    lists: &[(String, &Value)],
    ctx: &Context,
    puzzle: &mut Puzzle,
    warnings: &mut Vec<String>,
) {
    let slots = puzzle.slots();
    let base = ctx.base.unwrap_or_else(|| detect_base(lists, puzzle));
    let mut tally = Tally::default();
    let mut pending: Vec<Pending> = Vec::new();
    let mut by_direction: [Option<usize>; 2] = [None, None];
    for (name, list) in lists {
        let Some(list) = list.as_array() else {
            warnings.push(format!("clues.{name}: not a list of clues, ignored"));
            continue;
        };
        let direction = names::direction(name);
        let mut new_list = |title: String, directional: bool| {
            pending.push(Pending {
                title,
                directional,
                clues: Vec::new(),
            });
            pending.len() - 1
        };
        let extra = match direction {
            None => new_list(names::title(name), false),
            Some(d) => {
                *by_direction[d as usize].get_or_insert_with(|| new_list(name.clone(), true))
            }
        };
        for v in list {
            let Some(item) = item(v) else {
                tally.ignored.push(format!("clues.{name}: {}", short(v)));
                continue;
            };
            let cells = item
                .cells
                .as_ref()
                .map(|c| positions(c, base, puzzle, &mut tally.bad_cells));
            let target = direction.and_then(|d| {
                match cells.as_deref() {
                    Some(cells) if !cells.is_empty() => entry_for_cells(&slots, cells, d),
                    _ => entry_for_label(puzzle, &slots, item.label.as_deref()?, d),
                }
                .map(|id| (d, id))
            });
            if let Some((d, id)) = target {
                let slot = slots.get(id);
                let key = ClueKey::new(slot.number, d);
                let (plain, markup) = clue_text(&item.raw, &text_id(Some(key), 0, 0), ctx);
                if plain.is_empty() {
                    continue;
                }
                if let std::collections::btree_map::Entry::Vacant(e) = puzzle.clues.entry(key) {
                    e.insert(plain);
                    if let Some(m) = markup {
                        puzzle.clue_markup.insert(key, m);
                    }
                    if item
                        .enumeration
                        .as_deref()
                        .is_some_and(|e| !trivial_enumeration(e, slot.len()))
                    {
                        tally.enumerations += 1;
                    }
                    continue;
                }
                tally.duplicates += 1;
            } else if direction.is_some() {
                *tally.unmatched.entry(name.clone()).or_default() += 1;
            }
            tally.enumerations += usize::from(item.enumeration.is_some_and(|e| !e.is_empty()));
            pending[extra]
                .clues
                .push((item.label, item.raw, cells.unwrap_or_default()));
        }
    }
    pending.retain(|l| !(l.directional && l.clues.is_empty()));
    // Texts are read once the lists are final: their ids hold the list's index.
    for (i, list) in pending.into_iter().enumerate() {
        let mut clues = Vec::with_capacity(list.clues.len());
        for (j, (label, raw, cells)) in list.clues.into_iter().enumerate() {
            let (text, markup) = clue_text(&raw, &text_id(None, i, j), ctx);
            tally.list_markup += usize::from(markup.is_some());
            clues.push(ListClue {
                label: label.unwrap_or_default(),
                text,
                cells,
            });
        }
        puzzle.extra_clues.push(ClueList {
            title: list.title,
            clues,
        });
    }
    tally.warn(warnings);
}

/// The clue's plain text and markup, or the exact text our writer kept for it when the
/// file's text is still what the writer made of it.
fn clue_text(raw: &str, id: &str, ctx: &Context) -> (String, Option<String>) {
    match ctx.texts.get(id) {
        Some(exact) if text::write(exact).0 == raw => (exact.clone(), None),
        _ => text::read(raw),
    }
}

/// An enumeration that only repeats the entry's length ("5", "(5)") says nothing more.
fn trivial_enumeration(e: &str, len: usize) -> bool {
    let e = e
        .trim()
        .trim_start_matches('(')
        .trim_end_matches(')')
        .trim();
    e.is_empty() || e == len.to_string()
}

/// `cells` as squares: `[x, y]` from `base`; squares outside the grid are dropped.
fn positions(cells: &[(i64, i64)], base: i64, puzzle: &Puzzle, bad: &mut usize) -> Vec<Pos> {
    let mut out = Vec::with_capacity(cells.len());
    for &(x, y) in cells {
        let (col, row) = (x.saturating_sub(base), y.saturating_sub(base));
        match (usize::try_from(row), usize::try_from(col)) {
            (Ok(r), Ok(c)) if puzzle.grid.contains(Pos::new(r, c)) => out.push(Pos::new(r, c)),
            _ => *bad += 1,
        }
    }
    out
}

/// Whether `cells` count from 0 or from 1: the specification does not say and both occur.
/// Like kotwords, 0 only when every square is a white square counted from 0 and some are
/// not when counted from 1.
fn detect_base(lists: &[(String, &Value)], puzzle: &Puzzle) -> i64 {
    let coords: Vec<(i64, i64)> = lists
        .iter()
        .filter_map(|(_, l)| l.as_array())
        .flatten()
        .filter_map(|v| item(v)?.cells)
        .flatten()
        .collect();
    let fits = |base: i64| {
        coords.iter().all(|&(x, y)| {
            let (r, c) = (y.saturating_sub(base), x.saturating_sub(base));
            let (Ok(r), Ok(c)) = (usize::try_from(r), usize::try_from(c)) else {
                return false;
            };
            puzzle
                .grid
                .get(Pos::new(r, c))
                .is_some_and(|cell| cell.is_white())
        })
    };
    if fits(0) && !fits(1) { 0 } else { 1 }
}

impl Tally {
    fn warn(self, warnings: &mut Vec<String>) {
        for (name, n) in &self.unmatched {
            warnings.push(format!(
                "{n} clue{s} of {name:?} fit{v} no entry of the grid; kept in an extra list {name:?}",
                s = if *n == 1 { "" } else { "s" },
                v = if *n == 1 { "s" } else { "" },
            ));
        }
        if self.duplicates > 0 {
            warnings.push(format!(
                "{} clues name an entry that already has one; kept in extra lists",
                self.duplicates
            ));
        }
        if !self.ignored.is_empty() {
            warnings.push(format!(
                "{} clues could not be read and were ignored: {}",
                self.ignored.len(),
                self.ignored.join("; ")
            ));
        }
        if self.bad_cells > 0 {
            warnings.push(format!(
                "{} clue cells outside the grid or not [x, y] ignored",
                self.bad_cells
            ));
        }
        if self.enumerations > 0 {
            warnings.push(format!(
                "{} enumerations (answer lengths shown with clues) are not kept",
                self.enumerations
            ));
        }
        if self.list_markup > 0 {
            warnings.push(format!(
                "the formatting of {} clues in extra lists is not kept (their plain text is)",
                self.list_markup
            ));
        }
    }
}
