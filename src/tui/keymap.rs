//! Keys to actions: one table for the grid, shown as it is by the help overlay.

use super::action::{Action, Move};
use super::app::{App, Mode};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A key binding of the grid editor.
pub struct Binding {
    /// The key as the help overlay shows it.
    pub keys: &'static str,
    /// What it does.
    pub help: &'static str,
    /// The action.
    pub action: Action,
}

/// The grid editor's bindings, in the order the help overlay lists them. Letters always type
/// into the grid, so commands use punctuation, function keys and Ctrl.
pub fn bindings() -> Vec<Binding> {
    use Action as A;
    let b = |keys, help, action| Binding { keys, help, action };
    vec![
        b("←↑→↓", "move; cross arrow turns", A::Move(Move::Right)),
        b("A–Z", "type (typed = locked)", A::Type('A')),
        b("Backspace", "delete and step back", A::Backspace),
        b("Delete", "clear the square", A::Delete),
        b("Space", "switch across / down", A::ToggleDirection),
        b("Tab/S-Tab", "next / previous entry", A::NextEntry),
        b(". or #", "block + symmetric partners", A::ToggleBlock),
        b("=", "cycle symmetry", A::CycleSymmetry),
        b("!", "lock / unlock the entry", A::ToggleLock),
        b("^Z / ^Y", "undo / redo", A::Undo),
        b("[ / ]", "previous / next candidate", A::CandidateNext),
        b("Enter", "place the candidate", A::PlaceCandidate),
        b("S-arrows", "select a rectangle", A::Select(Move::Right)),
        b("F5 / ^F", "autofill selection/grid", A::Autofill),
        b("F6", "autofill entry + crossings", A::AutofillSlot),
        b("^A", "accept proposed fill", A::AcceptProposal),
        b("Esc", "cancel / reject / unselect", A::Escape),
        b("/", "search s???r?? [aeiou] *", A::OpenSearch),
        b("\" / F4", "edit the entry's clue", A::EditClue),
        b(":", "command line (below)", A::OpenCommand),
        b("^S", "save to the current slot", A::Save),
        b("F2", "slot browser", A::OpenSlots),
        b("^N", "new grid", A::NewGrid),
        b("?", "this help", A::Help),
        b("^Q", "quit", A::Quit),
        b(
            "mouse",
            "click: move / turn",
            A::Click(crate::grid::Pos::new(0, 0)),
        ),
    ]
}

/// The action a key means in the current mode, if any.
pub fn action_for(app: &App, key: KeyEvent) -> Option<Action> {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    let shift = key.modifiers.contains(KeyModifiers::SHIFT);
    match &app.mode {
        Mode::Help => Some(Action::Escape),
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
        Mode::Prompt { .. } => match key.code {
            KeyCode::Enter => Some(Action::PromptSubmit),
            KeyCode::Esc => Some(Action::Escape),
            KeyCode::Backspace => Some(Action::PromptBackspace),
            KeyCode::Up => Some(Action::ListMove(-1)),
            KeyCode::Down => Some(Action::ListMove(1)),
            KeyCode::Char(c) if !ctrl => Some(Action::PromptChar(c)),
            _ => None,
        },
        Mode::Normal => normal_key(key, ctrl, shift),
    }
}

fn selected(app: &App) -> i32 {
    match app.mode {
        Mode::Slots { selected } => selected as i32,
        _ => 0,
    }
}

fn normal_key(key: KeyEvent, ctrl: bool, shift: bool) -> Option<Action> {
    let arrow = |m| {
        if shift {
            Action::Select(m)
        } else {
            Action::Move(m)
        }
    };
    Some(match key.code {
        KeyCode::Up => arrow(Move::Up),
        KeyCode::Down => arrow(Move::Down),
        KeyCode::Left => arrow(Move::Left),
        KeyCode::Right => arrow(Move::Right),
        KeyCode::Char('z') if ctrl => Action::Undo,
        KeyCode::Char('y') if ctrl => Action::Redo,
        KeyCode::Char('s') if ctrl => Action::Save,
        KeyCode::Char('q') if ctrl => Action::Quit,
        KeyCode::Char('n') if ctrl => Action::NewGrid,
        KeyCode::Char('f') if ctrl => Action::Autofill,
        KeyCode::Char('a') if ctrl => Action::AcceptProposal,
        KeyCode::Char('c') if ctrl => Action::Quit,
        KeyCode::Char(_) if ctrl => return None,
        KeyCode::Char(' ') => Action::ToggleDirection,
        KeyCode::Char('.' | '#') => Action::ToggleBlock,
        KeyCode::Char('=') => Action::CycleSymmetry,
        KeyCode::Char('!') => Action::ToggleLock,
        KeyCode::Char('[') => Action::CandidatePrev,
        KeyCode::Char(']') => Action::CandidateNext,
        KeyCode::Char('/') => Action::OpenSearch,
        KeyCode::Char('"') => Action::EditClue,
        KeyCode::Char(':') => Action::OpenCommand,
        KeyCode::Char('?') => Action::Help,
        KeyCode::Char(c) => Action::Type(c),
        KeyCode::Backspace => Action::Backspace,
        KeyCode::Delete => Action::Delete,
        KeyCode::Enter => Action::PlaceCandidate,
        KeyCode::Tab => Action::NextEntry,
        KeyCode::BackTab => Action::PrevEntry,
        KeyCode::Esc => Action::Escape,
        KeyCode::F(2) => Action::OpenSlots,
        KeyCode::F(4) => Action::EditClue,
        KeyCode::F(5) => Action::Autofill,
        KeyCode::F(6) => Action::AutofillSlot,
        KeyCode::F(1) => Action::Help,
        _ => return None,
    })
}
