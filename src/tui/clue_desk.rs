//! The clue desk's state: every entry with its clue on one screen, one highlighted, its
//! clue perhaps being edited. The keys are in the [keymap](super::keymap), the changes in
//! `update`, the drawing in `ui`.

use super::line_edit::LineEdit;
use crate::grid::{Direction, SlotId, Slots};

/// How many entries PgUp and PgDn move.
pub const DESK_PAGE: i32 = 10;

/// The clue desk's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClueDesk {
    /// The highlighted entry.
    pub sel: SlotId,
    /// The clue being edited (Enter started it), with its cursor.
    pub editing: Option<LineEdit>,
}

impl ClueDesk {
    /// The desk on entry `sel`, not editing.
    pub fn on(sel: SlotId) -> ClueDesk {
        ClueDesk { sel, editing: None }
    }

    /// The highlighted entry, kept inside the grid's entries (an undo may have removed
    /// some), or `None` when there are none.
    pub fn selected(&self, slots: &Slots) -> Option<SlotId> {
        let n = slots.len();
        (n > 0).then(|| SlotId(self.sel.0.min(n - 1)))
    }
}

/// The entries in the desk's order: every Across by number, then every Down.
pub fn desk_order(slots: &Slots) -> Vec<SlotId> {
    let of = |d: Direction| {
        slots
            .iter()
            .filter(move |(_, s)| s.direction == d)
            .map(|(id, _)| id)
    };
    of(Direction::Across).chain(of(Direction::Down)).collect()
}

/// The entry `by` steps from `from` in the desk's order, stopping at either end.
pub fn step(slots: &Slots, from: SlotId, by: i32) -> SlotId {
    let order = desk_order(slots);
    let Some(last) = order.len().checked_sub(1) else {
        return from;
    };
    let at = order.iter().position(|&id| id == from).unwrap_or(0);
    let to = (at as i64 + i64::from(by)).clamp(0, last as i64) as usize;
    order[to]
}

/// The entry of the other direction nearest `from`: the first whose number is at least
/// `from`'s, else the last (Tab between Across and Down keeps the place in the grid).
pub fn other_direction(slots: &Slots, from: SlotId) -> SlotId {
    let s = slots.get(from);
    let dir = s.direction.flip();
    let mut last = None;
    for (id, o) in slots.iter().filter(|(_, o)| o.direction == dir) {
        if o.number >= s.number {
            return id;
        }
        last = Some(id);
    }
    last.unwrap_or(from)
}
