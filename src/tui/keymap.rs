//! Keys to actions. The grid editor's keys are in the [command table](super::command_table),
//! which the help overlay shows; the modal keys of questions, the slot browser and the
//! prompt line are here, and each of those screens names its own keys.

use super::action::{Action, Move};
use super::app::{App, Mode};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The action a key means in the current mode, if any.
pub fn action_for(app: &App, key: KeyEvent) -> Option<Action> {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    match &app.mode {
        Mode::Help => match key.code {
            KeyCode::PageDown | KeyCode::Char(' ') => Some(Action::HelpPage(1)),
            KeyCode::PageUp => Some(Action::HelpPage(-1)),
            _ => Some(Action::Escape),
        },
        Mode::Messages => Some(Action::Escape),
        Mode::Confirm { .. } => match key.code {
            KeyCode::Char('y' | 'Y') => Some(Action::Yes),
            KeyCode::Char('n' | 'N') | KeyCode::Esc => Some(Action::No),
            _ => None,
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
        Mode::Prompt { .. } => match key.code {
            KeyCode::Enter => Some(Action::PromptSubmit),
            KeyCode::Esc => Some(Action::Escape),
            KeyCode::Backspace => Some(Action::PromptBackspace),
            KeyCode::Up => Some(Action::ListMove(-1)),
            KeyCode::Down => Some(Action::ListMove(1)),
            KeyCode::Tab => Some(Action::PromptComplete),
            KeyCode::Char(c) if !ctrl => Some(Action::PromptChar(c)),
            _ => None,
        },
        Mode::Normal => super::command_table::action_for_key(key),
    }
}

fn selected(app: &App) -> i32 {
    match app.mode {
        Mode::Slots { selected } => selected as i32,
        _ => 0,
    }
}
