//! Reading clue lists: Across and Down clues land on the standard-numbered entry they name
//! (by their `cells`, else by the entry starting at the labelled square); other lists, and
//! Across/Down clues that fit no entry, are kept as extra lists.

use super::doc::{ClueItem, Loose, Scalar};
use super::{names, text};
use crate::formats::enumeration;
use crate::grid::{ClueKey, ClueList, Direction, ListClue, Pos, Puzzle, SlotId, Slots};
use std::collections::BTreeMap;

/// One clue as a file gives it.
struct Item {
    /// `number`: what an Across/Down clue is found by (and shown by, without a `label`).
    number: Option<String>,
    /// `label`: what the file shows instead of the number ("•", "2-3"), when it says.
    shown: Option<String>,
    /// The text as written (may hold HTML).
    raw: String,
    /// `cells`, as written: `[x, y]` pairs.
    cells: Option<Vec<(i64, i64)>>,
    /// `enumeration`, when given.
    enumeration: Option<String>,
}

/// Reads a clue: `[number, text]`, `{"number": n, "clue": text, "cells": …}` or a bare text.
fn item(v: &ClueItem) -> Option<Item> {
    let label = |v: Option<&Loose<Scalar>>| {
        v.and_then(Loose::ok)
            .map(|s| s.text().trim().to_string())
            .filter(|s| !s.is_empty())
    };
    match v {
        ClueItem::Array(a) if a.len() >= 2 => Some(Item {
            number: label(a.first()),
            shown: None,
            raw: match &a[1] {
                Loose::Ok(Scalar::Text(t)) => t.clone(),
                _ => return None,
            },
            cells: None,
            enumeration: None,
        }),
        ClueItem::Object(o) => Some(Item {
            number: label(o.number.as_ref()),
            shown: label(o.label.as_ref()),
            raw: match &o.clue {
                None => String::new(),
                Some(c) => c.ok()?.clone(),
            },
            // A cell that is not `[x, y]` becomes a coordinate no grid has, so it is counted
            // with the cells outside the grid rather than dropped unseen.
            cells: o.cells.as_ref().and_then(Loose::ok).map(|cells| {
                cells
                    .iter()
                    .map(|c| c.ok().copied().unwrap_or((i64::MIN, i64::MIN)))
                    .collect()
            }),
            enumeration: o.enumeration.as_ref().and_then(Loose::ok).map(Scalar::text),
        }),
        ClueItem::Text(s) => Some(Item {
            number: None,
            shown: None,
            raw: s.clone(),
            cells: None,
            enumeration: None,
        }),
        ClueItem::Array(_) | ClueItem::Other(_) => None,
    }
}

impl Item {
    /// The label the file shows: `label`, else `number`.
    fn label(&self) -> Option<&str> {
        self.shown.as_deref().or(self.number.as_deref())
    }
}

/// Where an Across/Down clue's label says it goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place<'a> {
    /// The entry starting at the square with this label.
    Label(&'a str),
    /// A range label ("2-3", "F-7"): the entry starting at the square of its first part.
    Range(&'a str),
    /// Deliberately unnumbered ("•", or a `label` other than its `number`): the solver is
    /// to work out where it goes, so it is attached to no entry.
    Unnumbered,
    /// A label that names nothing in the grid.
    Unknown,
}

/// The first part of a range label ("2-3" → "2"), when the label is one.
fn range_start(label: &str) -> Option<&str> {
    let (first, last) = label.split_once(['-', '–'])?;
    let (first, last) = (first.trim(), last.trim());
    (!first.is_empty() && !last.is_empty()).then_some(first)
}

/// Whether a label holds no letter or digit ("•", "*"): it numbers nothing.
fn is_mark(label: &str) -> bool {
    !label.chars().any(char::is_alphanumeric)
}

/// Whether a clue names its place at all (an unnumbered clue is not "unmatched").
fn locate_is_numbered(item: &Item) -> bool {
    match (item.number.as_deref(), item.shown.as_deref()) {
        (Some(n), Some(l)) => l == n || range_start(l) == Some(n),
        // No label at all: placed by its cells, if it has any.
        (n, l) => n.or(l).is_none_or(|l| !is_mark(l)),
    }
}

/// Where a clue goes by its labels: a `label` other than its `number` means the file shows
/// something else than the entry's number, so the number is not to be trusted for placing.
fn locate<'a>(item: &'a Item, puzzle: &Puzzle, slots: &Slots, d: Direction) -> Place<'a> {
    if !locate_is_numbered(item) {
        return Place::Unnumbered;
    }
    let Some(label) = item.number.as_deref().or(item.shown.as_deref()) else {
        return Place::Unknown;
    };
    if item.shown.as_deref().is_some_and(|l| l != label) {
        return Place::Range(label);
    }
    if entry_for_label(puzzle, slots, label, d).is_some() {
        return Place::Label(label);
    }
    match range_start(label) {
        Some(first) if entry_for_label(puzzle, slots, first, d).is_some() => Place::Range(first),
        _ => Place::Unknown,
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
    /// Clues deliberately unnumbered, by list.
    unnumbered: BTreeMap<String, usize>,
    /// Range labels ("2-3") of clues placed by their first square.
    ranges: Vec<String>,
    /// Lists kept whole with their squares because they follow the grid's bars.
    by_bars: Vec<String>,
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
    lists: &[(String, Loose<Vec<ClueItem>>)],
    ctx: &Context,
    puzzle: &mut Puzzle,
    warnings: &mut Vec<String>,
) {
    let slots = puzzle.slots();
    let base = ctx.base.unwrap_or_else(|| detect_base(lists, puzzle));
    let barred = puzzle.styles.values().any(|s| s.bar_right || s.bar_bottom);
    let mut tally = Tally::default();
    let mut pending: Vec<Pending> = Vec::new();
    let mut by_direction: [Option<usize>; 2] = [None, None];
    for (name, list) in lists {
        let Loose::Ok(list) = list else {
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
        let items: Vec<(Option<Item>, &ClueItem)> = list.iter().map(|v| (item(v), v)).collect();
        // A barred grid's entries end at bars as the numbering has them; when one clue's
        // squares are still no entry, the whole list is kept with its squares (as the .jpz
        // reader does), so no clue lands on an entry of the wrong length.
        let by_bars = direction.is_some_and(|d| {
            barred
                && items.iter().filter_map(|(i, _)| i.as_ref()).any(|i| {
                    let cells = i.cells.as_deref().unwrap_or_default();
                    !cells.is_empty()
                        && entry_for_cells(&slots, &positions(cells, base, puzzle, &mut 0), d)
                            .is_none()
                })
        });
        if by_bars {
            tally.by_bars.push(name.clone());
        }
        for (item, v) in items {
            let Some(item) = item else {
                tally.ignored.push(format!("clues.{name}: {}", v.shown()));
                continue;
            };
            let cells = item
                .cells
                .as_ref()
                .map(|c| positions(c, base, puzzle, &mut tally.bad_cells));
            let target = direction.filter(|_| !by_bars).and_then(|d| {
                let place = locate(&item, puzzle, &slots, d);
                if place == Place::Unnumbered {
                    *tally.unnumbered.entry(name.clone()).or_default() += 1;
                    return None;
                }
                let id = match cells.as_deref() {
                    Some(cells) if !cells.is_empty() => entry_for_cells(&slots, cells, d),
                    _ => match place {
                        Place::Label(l) | Place::Range(l) => entry_for_label(puzzle, &slots, l, d),
                        Place::Unnumbered | Place::Unknown => None,
                    },
                }?;
                if matches!(place, Place::Range(_)) {
                    tally
                        .ranges
                        .push(item.label().unwrap_or_default().to_string());
                }
                Some((d, id))
            });
            if let Some((d, id)) = target {
                let slot = slots.get(id);
                let key = ClueKey::new(slot.number, d);
                let id = text_id(Some(key), 0, 0);
                let (mut plain, mut markup) = clue_text(&item.raw, &id, ctx);
                // The enumeration is part of what the solver reads: it joins the text as a
                // printed clue shows it, when it says more than the length, or always in a
                // British or barred puzzle (whose clues all print one); not when our writer
                // kept the text exact (the clue had none).
                let exact = ctx
                    .texts
                    .get(&id)
                    .is_some_and(|t| text::write(t).0 == item.raw);
                let joined = item.enumeration.as_deref().filter(|e| {
                    !exact
                        && (!trivial_enumeration(e, slot.len())
                            || super::clues_write::enumerated(puzzle))
                });
                if let Some(e) = joined.filter(|_| !plain.is_empty()) {
                    plain = enumeration::join(&plain, e);
                    markup = markup.map(|m| enumeration::join(&m, e));
                }
                if plain.is_empty() {
                    continue;
                }
                if let std::collections::btree_map::Entry::Vacant(e) = puzzle.clues.entry(key) {
                    e.insert(plain);
                    if let Some(m) = markup {
                        puzzle.clue_markup.insert(key, m);
                    }
                    continue;
                }
                tally.duplicates += 1;
            } else if direction.is_some() && !by_bars && locate_is_numbered(&item) {
                *tally.unmatched.entry(name.clone()).or_default() += 1;
            }
            let label = item.label().map(str::to_string);
            tally.enumerations += usize::from(item.enumeration.is_some_and(|e| !e.is_empty()));
            pending[extra]
                .clues
                .push((label, item.raw, cells.unwrap_or_default()));
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
fn detect_base(lists: &[(String, Loose<Vec<ClueItem>>)], puzzle: &Puzzle) -> i64 {
    let coords: Vec<(i64, i64)> = lists
        .iter()
        .filter_map(|(_, l)| l.ok())
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
        for (name, n) in &self.unnumbered {
            warnings.push(format!(
                "{n} clue{s} of {name:?} {v} not numbered (the solver places {them}); kept unattached in a separate list {name:?} with the file's labels",
                s = if *n == 1 { "" } else { "s" },
                v = if *n == 1 { "is" } else { "are" },
                them = if *n == 1 { "it" } else { "them" },
            ));
        }
        if !self.ranges.is_empty() {
            let shown: Vec<&str> = self.ranges.iter().take(6).map(String::as_str).collect();
            warnings.push(format!(
                "{} clue labels name a range of squares ({}{}); each clue is kept on the entry starting at the range's first square and shows that square's label",
                self.ranges.len(),
                shown.join(", "),
                if self.ranges.len() > 6 { ", …" } else { "" }
            ));
        }
        for name in &self.by_bars {
            warnings.push(format!(
                "some {name} clues name squares that are not an entry of the grid (by its blocks and bars); the {name} clues are kept as a separate list {name:?} with their squares"
            ));
        }
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
