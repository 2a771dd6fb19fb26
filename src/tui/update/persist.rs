//! Saving, loading, the slot browser, questions answered yes, and quitting.

use super::*;

pub(super) fn save(app: &mut App, force: bool) {
    let Some(store) = &app.store else {
        app.message = Some("no data directory: cannot save".into());
        return;
    };
    match store.save(app.slot, &app.puzzle, force) {
        Ok(()) => {
            app.dirty = false;
            app.slot_broken = false;
            let _ = store.clear_recovery();
            app.message = Some(format!(
                "saved to slot {} ({})",
                app.slot,
                store.path(app.slot).display()
            ));
        }
        Err(crate::store::StoreError::WouldReplaceCorrupt { path, reason }) if !force => {
            app.mode = Mode::Confirm {
                question: format!(
                    "{} does not parse ({reason}). Replace it? (the old file is kept in the slot's history) y/n",
                    path.display()
                ),
                on_yes: Pending::ForceSave,
            };
        }
        Err(e) => app.message = Some(format!("save failed: {e}")),
    }
}

/// Saves forcing past a broken slot file (the `:w!` command).
pub fn force_save(app: &mut App) {
    save(app, true);
}

pub(super) fn open_slots(app: &mut App) {
    let Some(store) = &app.store else {
        app.message = Some("no data directory".into());
        return;
    };
    app.slot_rows = store.list();
    app.mode = Mode::Slots {
        selected: usize::from(app.slot.get() - 1),
    };
}

pub(super) fn slots_mode(app: &mut App, action: Action, selected: usize) {
    let n = SlotNumber::new(selected as u8 + 1).unwrap_or(app.slot);
    match action {
        Action::ListMove(_) | Action::Move(Move::Up | Move::Down) => {
            let d = match action {
                Action::ListMove(d) => d,
                Action::Move(Move::Up) => -1,
                _ => 1,
            };
            let sel = (selected as i32 + d).clamp(0, 8) as usize;
            app.mode = Mode::Slots { selected: sel };
        }
        Action::SlotLoad | Action::PlaceCandidate | Action::PromptSubmit => {
            app.mode = Mode::Normal;
            request_load(app, n);
        }
        Action::SlotSaveAs => {
            app.mode = Mode::Normal;
            let occupied = matches!(
                app.slot_rows.get(selected).map(|r| &r.1),
                Some(crate::store::SlotState::Filled(_) | crate::store::SlotState::Broken(_))
            );
            if occupied && n != app.slot {
                app.mode = Mode::Confirm {
                    question: format!("Slot {n} holds other work. Overwrite it? (y/n)"),
                    on_yes: Pending::SaveAs(n),
                };
            } else {
                confirmed(app, Pending::SaveAs(n));
            }
        }
        Action::SlotDelete => {
            app.mode = Mode::Confirm {
                question: format!("Delete slot {n}? (it is kept in the slot's history) y/n"),
                on_yes: Pending::Delete(n),
            };
        }
        Action::Escape | Action::OpenSlots | Action::Quit => app.mode = Mode::Normal,
        _ => {}
    }
}

pub(super) fn request_load(app: &mut App, n: SlotNumber) {
    if app.dirty {
        app.mode = Mode::Confirm {
            question: format!("Unsaved changes. Load slot {n} anyway? (y/n)"),
            on_yes: Pending::Load(n),
        };
    } else {
        confirmed(app, Pending::Load(n));
    }
}

pub(super) fn confirmed(app: &mut App, what: Pending) {
    match what {
        Pending::Quit => quit(app),
        Pending::Load(n) => {
            let Some(store) = &app.store else { return };
            match store.load(n) {
                Ok(Some(saved)) => {
                    load_puzzle(app, saved.puzzle, n);
                    app.message = Some(format!("loaded slot {n}"));
                }
                Ok(None) => app.message = Some(format!("slot {n} is empty")),
                Err(e) => app.message = Some(format!("cannot load: {e}")),
            }
        }
        Pending::SaveAs(n) => {
            let Some(store) = &app.store else { return };
            match store.save(n, &app.puzzle, true) {
                Ok(()) => {
                    app.slot = n;
                    app.dirty = false;
                    app.slot_broken = false;
                    let _ = store.clear_recovery();
                    app.message = Some(format!("saved to slot {n}"));
                }
                Err(e) => app.message = Some(format!("save failed: {e}")),
            }
        }
        Pending::Delete(n) => {
            let Some(store) = &app.store else { return };
            app.message = Some(match store.delete(n) {
                Ok(true) => format!("deleted slot {n}"),
                Ok(false) => format!("slot {n} was empty"),
                Err(e) => format!("delete failed: {e}"),
            });
            if n == app.slot {
                app.dirty = true;
            }
        }
        Pending::Recover => {
            let Some(store) = &app.store else { return };
            if let Ok(Some(saved)) = store.load_recovery() {
                let slot = saved.slot.unwrap_or(app.slot);
                load_puzzle(app, saved.puzzle, slot);
                app.dirty = true;
                app.message = Some(format!(
                    "recovered unsaved work for slot {slot}; Ctrl-S saves it"
                ));
            }
        }
        Pending::ForceSave => save(app, true),
    }
}

/// Replaces the puzzle (a load or a new grid): a fresh undo history and cursor.
pub fn load_puzzle(app: &mut App, puzzle: Puzzle, slot: SlotNumber) {
    app.puzzle = puzzle;
    app.slot = slot;
    app.undo.clear();
    app.redo.clear();
    app.fill = None;
    app.proposal = None;
    app.anchor = None;
    app.dirty = false;
    app.slot_broken = false;
    app.cursor = crate::tui::app::first_white(&app.puzzle.grid);
    app.direction = Direction::Across;
    app.refresh();
}

pub(super) fn quit(app: &mut App) {
    if !app.dirty
        && let Some(store) = &app.store
    {
        let _ = store.clear_recovery();
    }
    app.fill = None;
    app.quit = true;
}
