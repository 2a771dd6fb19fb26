//! The clue desk: moving between entries, editing a clue in place, going back to the grid.

use super::*;
use crate::tui::clue_desk::{self, ClueDesk};
use crate::tui::line_edit::LineEdit;

/// Opens the desk on the entry under the cursor (or the first).
pub(super) fn open_desk(app: &mut Studio) {
    if app.slots.is_empty() {
        app.view.say("no entries to clue");
        return;
    }
    let sel = app.current_slot().unwrap_or(crate::grid::SlotId(0));
    app.view.mode = Mode::Clues(ClueDesk::on(sel));
}

pub(super) fn desk_mode(app: &mut Studio, action: Action, mut desk: ClueDesk) {
    let Some(sel) = desk.selected(&app.slots) else {
        // Every entry went (an undo to a grid of blocks): nothing to show.
        app.view.mode = Mode::Normal;
        return;
    };
    desk.sel = sel;
    if let Some(mut line) = desk.editing.take() {
        if let Some(op) = edit_op(&action) {
            line.apply(&op);
            desk.editing = Some(line);
        } else {
            match action {
                Action::PromptSubmit => set_clue(app, sel, line.text()),
                Action::Escape => app.view.say("clue not changed"),
                // Anything else leaves the edit as it is.
                _ => desk.editing = Some(line),
            }
        }
        app.view.mode = Mode::Clues(desk);
        return;
    }
    match action {
        Action::ListMove(by) => desk.sel = clue_desk::step(&app.slots, sel, by),
        Action::ToggleDirection | Action::NextEntry | Action::PrevEntry => {
            desk.sel = clue_desk::other_direction(&app.slots, sel);
        }
        Action::PromptSubmit => {
            let s = app.slots.get(sel);
            let text = app.doc.puzzle().clue(s.number, s.direction).unwrap_or("");
            desk.editing = Some(LineEdit::from(text));
        }
        Action::Escape | Action::OpenClues => {
            leave_desk(app, sel);
            return;
        }
        // The document's own keys work here too; undo may take entries away (kept in
        // range when drawn and on the next key), a save may ask where.
        Action::Undo | Action::Redo | Action::Save | Action::Quit => {
            app.view.mode = Mode::Clues(desk);
            let said = normal(app, action);
            app.view.tell(said);
            return;
        }
        _ => {}
    }
    app.view.mode = Mode::Clues(desk);
}

/// Back to the grid with the cursor on the start of `sel`, typing in its direction.
fn leave_desk(app: &mut Studio, sel: crate::grid::SlotId) {
    let s = app.slots.get(sel);
    app.view.cursor = s.start();
    app.view.direction = s.direction;
    app.view.anchor = None;
    app.view.mode = Mode::Normal;
    app.refresh_candidates();
}

/// Writes the clue of entry `id` as one undoable edit; empty text removes it.
pub(super) fn set_clue(app: &mut Studio, id: crate::grid::SlotId, text: &str) {
    let s = app.slots.get(id);
    let key = ClueKey::new(s.number, s.direction);
    // Written now, for the answer the entry holds now: a stale clue rewritten is fresh.
    edit(app, |pz| pz.write_clue(key, text));
}
