//! Keys to actions. The grid editor's keys are in the [command table](super::command_table),
//! which the help overlay shows; the modal keys of questions, the slot browser and the
//! prompt line are here, and each of those screens names its own keys.

use super::action::{Action, Move};
use super::line_edit::EditOp;
use super::studio::{Mode, PromptKind, Studio};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The action a key means in the current mode, if any.
pub fn action_for(app: &Studio, key: KeyEvent) -> Option<Action> {
    match &app.view.mode {
        Mode::Help => match key.code {
            KeyCode::PageDown | KeyCode::Char(' ') => Some(Action::HelpPage(1)),
            KeyCode::PageUp => Some(Action::HelpPage(-1)),
            _ => Some(Action::Escape),
        },
        Mode::Messages => Some(Action::Escape),
        // A question owns the keyboard: every key is an answer or is told it is none.
        Mode::Confirm { .. } => match key.code {
            KeyCode::Char('y' | 'Y') | KeyCode::Enter => Some(Action::Yes),
            KeyCode::Char('n' | 'N') => Some(Action::No),
            KeyCode::Esc => Some(Action::Escape),
            _ => Some(Action::NotAnAnswer),
        },
        Mode::Slots { .. } => match key.code {
            KeyCode::Up => Some(Action::ListMove(-1)),
            KeyCode::Down => Some(Action::ListMove(1)),
            KeyCode::Enter => Some(Action::SlotLoad),
            KeyCode::Char('s' | 'S') => Some(Action::SlotSaveAs),
            KeyCode::Char('d' | 'D') | KeyCode::Delete => Some(Action::SlotDelete),
            KeyCode::Char('h' | 'H') | KeyCode::Right => Some(Action::SlotHistory),
            KeyCode::Left => Some(Action::Move(Move::Left)),
            KeyCode::Esc | KeyCode::F(2) => Some(Action::Escape),
            KeyCode::Char(c @ '1'..='9') => crate::store::SlotNumber::new(c as u8 - b'0')
                .map(|n| Action::ListMove(i32::from(n.get()) - 1 - selected(app))),
            _ => None,
        },
        Mode::Checks { .. } => match key.code {
            KeyCode::Up => Some(Action::ListMove(-1)),
            KeyCode::Down => Some(Action::ListMove(1)),
            KeyCode::PageUp => Some(Action::ListMove(-10)),
            KeyCode::PageDown => Some(Action::ListMove(10)),
            KeyCode::Home => Some(Action::ListMove(i32::MIN / 2)),
            KeyCode::End => Some(Action::ListMove(i32::MAX / 2)),
            KeyCode::Enter => Some(Action::PromptSubmit),
            KeyCode::Char('*') => Some(Action::ScorePrompt),
            KeyCode::Esc | KeyCode::Char('q') => Some(Action::Escape),
            _ => None,
        },
        Mode::Prompt { kind, .. } => match key.code {
            _ if *kind == PromptKind::Clue && ideas_key(key) => Some(Action::ClueIdeas),
            KeyCode::Enter => Some(Action::PromptSubmit),
            KeyCode::Esc => Some(Action::Escape),
            KeyCode::Up => Some(Action::ListMove(-1)),
            KeyCode::Down => Some(Action::ListMove(1)),
            KeyCode::Tab => Some(Action::PromptComplete),
            _ => line_key(key),
        },
        Mode::Clues(desk) if desk.editing.is_some() => match key.code {
            _ if ideas_key(key) => Some(Action::ClueIdeas),
            KeyCode::Enter => Some(Action::PromptSubmit),
            KeyCode::Esc => Some(Action::Escape),
            // The clue ideas list's; nothing while it is closed.
            KeyCode::Up => Some(Action::ListMove(-1)),
            KeyCode::Down => Some(Action::ListMove(1)),
            _ => line_key(key),
        },
        Mode::Clues(_) => desk_key(key),
        // The place-word form: Tab and Shift-Tab between its two fields.
        Mode::PlaceForm(_) => match key.code {
            KeyCode::Enter => Some(Action::PromptSubmit),
            KeyCode::Esc => Some(Action::Escape),
            KeyCode::Tab if key.modifiers.contains(KeyModifiers::SHIFT) => Some(Action::PrevEntry),
            KeyCode::Tab => Some(Action::NextEntry),
            KeyCode::BackTab => Some(Action::PrevEntry),
            _ => line_key(key),
        },
        // The design form: Tab and Shift-Tab between its three fields.
        Mode::DesignForm(_) => match key.code {
            KeyCode::Enter => Some(Action::PromptSubmit),
            KeyCode::Esc => Some(Action::Escape),
            KeyCode::Tab if key.modifiers.contains(KeyModifiers::SHIFT) => Some(Action::PrevEntry),
            KeyCode::Tab => Some(Action::NextEntry),
            KeyCode::BackTab => Some(Action::PrevEntry),
            _ => line_key(key),
        },
        Mode::Gallery { .. } => gallery_key(key),
        Mode::Templates(_) => super::templates::key(key),
        Mode::Wordplay(_) => wordplay_key(key),
        Mode::Normal => super::command_table::action_for_key(key),
    }
}

/// The clue desk's keys when no clue is being edited: moving, Tab to the other direction,
/// Enter to edit, Esc (or the key that opened it) back to the grid; undo, redo, save and quit
/// as in the grid, from the command table.
fn desk_key(key: KeyEvent) -> Option<Action> {
    use super::clue_desk::DESK_PAGE;
    let action = match key.code {
        KeyCode::Up => Action::ListMove(-1),
        KeyCode::Down => Action::ListMove(1),
        KeyCode::PageUp => Action::ListMove(-DESK_PAGE),
        KeyCode::PageDown => Action::ListMove(DESK_PAGE),
        KeyCode::Home => Action::ListMove(i32::MIN),
        KeyCode::End => Action::ListMove(i32::MAX),
        KeyCode::Tab | KeyCode::BackTab => Action::ToggleDirection,
        KeyCode::Enter => Action::PromptSubmit,
        KeyCode::Esc => Action::Escape,
        _ => {
            return super::command_table::action_for_key(key).filter(|a| {
                matches!(
                    a,
                    Action::Undo
                        | Action::Redo
                        | Action::Save
                        | Action::Quit
                        | Action::OpenClues
                        | Action::ClueIdeas
                )
            });
        }
    };
    Some(action)
}

/// What a key does to a line of text being edited (every prompt, a clue in the clue
/// desk): readline's keys. Alt-B and Alt-F come as Alt with the letter, Ctrl-arrows as
/// arrows with Ctrl; a plain character types itself.
pub fn line_key(key: KeyEvent) -> Option<Action> {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    let alt = key.modifiers.contains(KeyModifiers::ALT);
    let op = match key.code {
        KeyCode::Backspace if ctrl || alt => EditOp::DeleteWordBack,
        KeyCode::Backspace => return Some(Action::PromptBackspace),
        KeyCode::Delete => EditOp::Delete,
        KeyCode::Left if ctrl || alt => EditOp::WordLeft,
        KeyCode::Right if ctrl || alt => EditOp::WordRight,
        KeyCode::Left => EditOp::Left,
        KeyCode::Right => EditOp::Right,
        KeyCode::Home => EditOp::Home,
        KeyCode::End => EditOp::End,
        KeyCode::Char(c) if ctrl => match c.to_ascii_lowercase() {
            'a' => EditOp::Home,
            'e' => EditOp::End,
            'b' => EditOp::Left,
            'f' => EditOp::Right,
            'd' => EditOp::Delete,
            'h' => return Some(Action::PromptBackspace),
            'w' => EditOp::DeleteWordBack,
            'u' => EditOp::KillToStart,
            'k' => EditOp::KillToEnd,
            _ => return None,
        },
        KeyCode::Char(c) if alt => match c.to_ascii_lowercase() {
            'b' => EditOp::WordLeft,
            'f' => EditOp::WordRight,
            _ => return None,
        },
        KeyCode::Char(c) => return Some(Action::PromptChar(c)),
        _ => return None,
    };
    Some(Action::LineEdit(op))
}

/// Pasted text goes into the line being edited (a prompt, a clue in the desk) as one
/// line; elsewhere it is ignored rather than typed into the grid.
pub fn action_for_paste(app: &Studio, text: String) -> Option<Action> {
    let editing = match &app.view.mode {
        Mode::Prompt { .. } | Mode::PlaceForm(_) | Mode::DesignForm(_) | Mode::Wordplay(_) => true,
        Mode::Clues(desk) => desk.editing.is_some(),
        _ => false,
    };
    editing.then_some(Action::LineEdit(EditOp::Paste(text)))
}

/// Whether `key` is the clue ideas key of the command table (F8, Ctrl-T): in a clue being
/// edited it opens and closes the list.
fn ideas_key(key: KeyEvent) -> bool {
    super::command_table::action_for_key(key) == Some(Action::ClueIdeas)
}

fn selected(app: &Studio) -> i32 {
    match app.view.mode {
        Mode::Slots { selected } => selected as i32,
        _ => 0,
    }
}

/// The gallery's keys: arrows browse, Enter takes, `f` the pattern only, Esc closes; Ctrl-Q
/// quits as anywhere.
fn gallery_key(key: KeyEvent) -> Option<Action> {
    match key.code {
        KeyCode::Left => Some(Action::Move(Move::Left)),
        KeyCode::Right => Some(Action::Move(Move::Right)),
        KeyCode::Up => Some(Action::Move(Move::Up)),
        KeyCode::Down => Some(Action::Move(Move::Down)),
        KeyCode::PageUp => Some(Action::ListMove(-4)),
        KeyCode::PageDown => Some(Action::ListMove(4)),
        KeyCode::Home => Some(Action::ListMove(i32::MIN / 2)),
        KeyCode::End => Some(Action::ListMove(i32::MAX / 2)),
        KeyCode::Enter => Some(Action::PromptSubmit),
        KeyCode::Char('f' | 'F') => Some(Action::Type('f')),
        KeyCode::Esc => Some(Action::Escape),
        _ => super::command_table::action_for_key(key).filter(|a| *a == Action::Quit),
    }
}

/// The panel's keys: typing edits the text, Tab and Shift-Tab change the tool, ↑↓ (PgUp,
/// PgDn) move, Enter puts the answer in the entry, Esc (or F9) closes.
fn wordplay_key(key: KeyEvent) -> Option<Action> {
    match key.code {
        KeyCode::Esc | KeyCode::F(9) => Some(Action::Escape),
        KeyCode::Enter => Some(Action::PromptSubmit),
        KeyCode::Tab if key.modifiers.contains(KeyModifiers::SHIFT) => Some(Action::PrevEntry),
        KeyCode::Tab => Some(Action::NextEntry),
        KeyCode::BackTab => Some(Action::PrevEntry),
        KeyCode::Up => Some(Action::ListMove(-1)),
        KeyCode::Down => Some(Action::ListMove(1)),
        KeyCode::PageUp => Some(Action::ListMove(-10)),
        KeyCode::PageDown => Some(Action::ListMove(10)),
        _ => line_key(key),
    }
}
