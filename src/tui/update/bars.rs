//! Drawing bars in the studio: `|` and `_` toggle the bar on the cursor square's right or
//! bottom edge with its symmetry partners; `:bars` mode draws with the arrows; `:style` sets
//! the house rules the grid is checked against.

use super::edit::remap_clues;
use crate::grid::{Direction, Pos, bar_partners};
use crate::tui::action::{Action, Move};
use crate::tui::studio::Studio;

/// What the status line says while `:bars` mode is on.
pub const BARS_MODE: &str = "bars: arrows toggle the cursor square's edges, Esc or :bars ends";

/// Toggles the bar after the cursor square in `direction` (`|`: right edge, `_`: bottom edge).
pub(super) fn toggle_bar(app: &mut Studio, direction: Direction) {
    let at = app.view.cursor;
    toggle_edge(app, at, direction);
}

/// Toggles one edge and its symmetry partners as one undo step: all take the state the
/// edge itself takes, so a symmetric grid stays symmetric. Clues follow their entries.
pub(super) fn toggle_edge(app: &mut Studio, at: Pos, direction: Direction) {
    let pz = app.doc.puzzle();
    let (w, h) = (pz.grid.width(), pz.grid.height());
    let inside = match direction {
        Direction::Across => at.col + 1 < w,
        Direction::Down => at.row + 1 < h,
    };
    if !inside {
        app.view.say("no bar on the grid's outer edge");
        return;
    }
    let on = !pz.bars().after(at, direction);
    let edges = bar_partners(pz.meta.symmetry, at, direction, w, h);
    let old_slots = app.slots.clone();
    let mut dropped = 0;
    app.apply(|pz| {
        for &(p, d) in &edges {
            pz.set_bar(p, d, on);
        }
        // A file's own numbering cannot follow new bars.
        pz.labels.clear();
        dropped = remap_clues(pz, &old_slots);
    });
    let what = if on { "bar drawn" } else { "bar removed" };
    let partners = match edges.len() {
        1 => String::new(),
        n => format!(" with {} symmetric", n - 1),
    };
    let lost = match dropped {
        0 => String::new(),
        n => format!("; {n} clue(s) of vanished entries dropped"),
    };
    app.view.say(format!("{what}{partners}{lost}"));
}

/// Turns `:bars` mode on or off.
pub(super) fn toggle_mode(app: &mut Studio) {
    app.view.bars_mode = !app.view.bars_mode;
    app.view.say(if app.view.bars_mode {
        BARS_MODE.to_string()
    } else {
        "bars mode ended".to_string()
    });
}

/// In `:bars` mode, an arrow toggles the bar on that edge of the cursor square and Esc ends
/// the mode; returns whether the action was taken here.
pub(super) fn bars_mode_key(app: &mut Studio, action: &Action) -> bool {
    if !app.view.bars_mode {
        return false;
    }
    let at = app.view.cursor;
    match action {
        Action::Move(m) => {
            let edge = match m {
                Move::Right => Some((at, Direction::Across)),
                Move::Down => Some((at, Direction::Down)),
                Move::Left => at
                    .col
                    .checked_sub(1)
                    .map(|c| (Pos::new(at.row, c), Direction::Across)),
                Move::Up => at
                    .row
                    .checked_sub(1)
                    .map(|r| (Pos::new(r, at.col), Direction::Down)),
            };
            match edge {
                Some((p, d)) => toggle_edge(app, p, d),
                None => app.view.say("no bar on the grid's outer edge"),
            }
            true
        }
        Action::Escape => {
            toggle_mode(app);
            true
        }
        _ => false,
    }
}
