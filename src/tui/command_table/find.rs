//! Reading the table: the command a key reaches, the command a `:` name means, Tab
//! completion of names, and the labels the help overlay shows.

use super::{Args, Bind, COMMANDS, CTRL, Command, Key, NONE, SHIFT, direction};
use crate::tui::action::Action;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A key event reduced to what bindings distinguish: Ctrl and Shift (Alt is ignored, as
/// terminals disagree about it), Shift dropped from characters (`?` arrives with or without
/// it) and from Shift-Tab, and Ctrl letters in lower case.
pub fn normalize(k: KeyEvent) -> (KeyCode, KeyModifiers) {
    let mut mods = k.modifiers & (CTRL | SHIFT);
    let code = match k.code {
        KeyCode::Char(c) => {
            mods.remove(SHIFT);
            KeyCode::Char(if mods.contains(CTRL) {
                c.to_ascii_lowercase()
            } else {
                c
            })
        }
        KeyCode::BackTab => {
            mods.remove(SHIFT);
            KeyCode::BackTab
        }
        KeyCode::Tab if mods.contains(SHIFT) => {
            mods.remove(SHIFT);
            KeyCode::BackTab
        }
        other => other,
    };
    (code, mods)
}

/// The command a key event reaches in the grid editor, if any. A modifier no command
/// binds is ignored on keys other than characters (Ctrl-arrows move), as before the table;
/// Ctrl with an unbound character does nothing rather than type.
pub fn command_for_key(k: KeyEvent) -> Option<&'static Command> {
    let (code, mods) = normalize(k);
    let exact = |m: KeyModifiers| {
        COMMANDS.iter().find(|c| {
            c.keys.iter().any(|key| match *key {
                Key::Press(kc, km) | Key::Alias(kc, km) => kc == code && km == m,
                Key::AnyChar | Key::Click | Key::Wheel => false,
            })
        })
    };
    if let KeyCode::Char(_) = code {
        return exact(mods).or_else(|| {
            (!mods.contains(CTRL))
                .then(|| COMMANDS.iter().find(|c| c.keys.contains(&Key::AnyChar)))
                .flatten()
        });
    }
    [mods, mods - CTRL, mods - SHIFT, NONE]
        .into_iter()
        .find_map(exact)
}

/// The action a key event sends in the grid editor, if any.
pub fn action_for_key(k: KeyEvent) -> Option<Action> {
    let (code, mods) = normalize(k);
    match &command_for_key(k)?.action {
        Bind::Nothing => None,
        Bind::Send(a) => Some(a.clone()),
        // Normalized, so Tab with Shift goes back as Shift-Tab does.
        Bind::PerKey(f) => f(KeyEvent::new(code, mods)),
    }
}

/// The command with this `:` name or alias.
pub fn by_name(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.answers_to(name))
}

/// Every `:` name and alias, in table order.
pub fn names() -> impl Iterator<Item = &'static str> {
    COMMANDS
        .iter()
        .filter(|c| !c.name.is_empty())
        .flat_map(|c| std::iter::once(c.name).chain(c.aliases.iter().copied()))
}

/// What Tab does to a `:` line: the completed line and the names that matched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Completion {
    /// The line after completing.
    pub line: String,
    /// Every name that starts with what was typed, in table order.
    pub matches: Vec<&'static str>,
}

/// Completes the `:` name at the start of `line`: one match is written out (with a space
/// when it takes an argument), several are completed as far as they agree. A line that
/// already has an argument is left alone.
pub fn complete(line: &str) -> Completion {
    let typed = line.trim_start().trim_start_matches(':');
    if typed.contains(char::is_whitespace) {
        return Completion {
            line: line.to_string(),
            matches: Vec::new(),
        };
    }
    let matches: Vec<&str> = names().filter(|n| n.starts_with(typed)).collect();
    let line = match matches.as_slice() {
        [] => line.to_string(),
        [one] => {
            let takes_arg = by_name(one)
                .is_some_and(|c| matches!(c.args, Args::Required(_) | Args::Optional(_)));
            format!("{one}{}", if takes_arg { " " } else { "" })
        }
        [first, rest @ ..] => {
            let common = rest.iter().fold(first.len(), |n, m| {
                first
                    .bytes()
                    .zip(m.bytes())
                    .take(n)
                    .take_while(|(a, b)| a == b)
                    .count()
            });
            first[..common].to_string()
        }
    };
    Completion { line, matches }
}

/// How the help shows one key.
pub fn key_label(k: &Key) -> String {
    match *k {
        Key::Press(code, mods) | Key::Alias(code, mods) => {
            let prefix = if mods.contains(CTRL) {
                "^"
            } else if mods.contains(SHIFT) {
                "S-"
            } else {
                ""
            };
            let name = match code {
                KeyCode::Char(' ') => "Space".into(),
                KeyCode::Char(c) if mods.contains(CTRL) => c.to_ascii_uppercase().to_string(),
                KeyCode::Char(c) => c.to_string(),
                KeyCode::F(n) => format!("F{n}"),
                KeyCode::Left => "←".into(),
                KeyCode::Up => "↑".into(),
                KeyCode::Right => "→".into(),
                KeyCode::Down => "↓".into(),
                KeyCode::BackTab => "S-Tab".into(),
                KeyCode::Tab => "Tab".into(),
                KeyCode::Enter => "Enter".into(),
                KeyCode::Esc => "Esc".into(),
                KeyCode::Backspace => "Backspace".into(),
                KeyCode::Delete => "Delete".into(),
                KeyCode::PageUp => "PgUp".into(),
                KeyCode::PageDown => "PgDn".into(),
                // crossterm's names vary by platform (macOS calls Backspace "Delete").
                other => format!("{other}"),
            };
            format!("{prefix}{name}")
        }
        Key::AnyChar => "letters".into(),
        Key::Click => "click".into(),
        Key::Wheel => "wheel".into(),
    }
}

/// How the help shows a command: its keys (the four arrows as one), then `:name[!] ARG`.
pub fn label(c: &Command) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut prev_arrow: Option<KeyModifiers> = None;
    for k in c.keys {
        let arrow = match *k {
            Key::Press(code, mods) if direction(code).is_some() => Some(mods),
            _ => None,
        };
        match (k, arrow, prev_arrow) {
            (Key::Alias(..), _, _) => continue,
            // Arrows with the same modifiers share one prefix: S-←↑→↓.
            (Key::Press(code, _), Some(m), Some(p)) if m == p => {
                if let Some(last) = parts.last_mut() {
                    last.push_str(&key_label(&Key::Press(*code, NONE)));
                }
            }
            _ => parts.push(key_label(k)),
        }
        prev_arrow = arrow;
    }
    if !c.name.is_empty() {
        let bang = if c.bang { "[!]" } else { "" };
        let arg = match c.args {
            Args::Required(h) => format!(" {h}"),
            Args::Optional(h) => format!(" [{h}]"),
            Args::None | Args::NoneSee(_) => String::new(),
        };
        parts.push(format!(":{}{bang}{arg}", c.name));
    }
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::action::Move;

    fn ev(code: KeyCode, mods: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, mods)
    }

    #[test]
    fn labels_read_as_the_keys_do() {
        let by = |help| COMMANDS.iter().find(|c| c.help == help).map(label);
        assert_eq!(by("move; a cross arrow turns").as_deref(), Some("←↑→↓"));
        assert_eq!(by("select a rectangle").as_deref(), Some("S-←↑→↓"));
        assert_eq!(by("this help").as_deref(), Some("? F1 :help"));
        assert_eq!(by("may replace letters").as_deref(), Some("S-F5 :refill"));
        assert_eq!(
            by("new grid (ABC: greek)").as_deref(),
            Some("^N :new [WxH ABC]")
        );
        assert_eq!(by("save into slot N").as_deref(), Some(":saveas N"));
    }

    #[test]
    fn shift_and_ctrl_are_read_the_way_terminals_send_them() {
        let question = ev(KeyCode::Char('?'), SHIFT);
        assert_eq!(action_for_key(question), Some(Action::Help));
        assert_eq!(
            action_for_key(ev(KeyCode::Tab, SHIFT)),
            Some(Action::PrevEntry)
        );
        assert_eq!(
            action_for_key(ev(KeyCode::BackTab, SHIFT)),
            Some(Action::PrevEntry)
        );
        assert_eq!(
            action_for_key(ev(KeyCode::Char('Z'), CTRL)),
            Some(Action::Undo)
        );
        assert_eq!(action_for_key(ev(KeyCode::Char('k'), CTRL)), None);
        assert_eq!(
            action_for_key(ev(KeyCode::Up, CTRL)),
            Some(Action::Move(Move::Up))
        );
        assert_eq!(
            action_for_key(ev(KeyCode::F(6), SHIFT)),
            Some(Action::AutofillSlot)
        );
        assert_eq!(
            action_for_key(ev(KeyCode::Char('Q'), SHIFT)),
            Some(Action::Type('Q'))
        );
    }

    #[test]
    fn tab_completes_as_far_as_the_names_agree() {
        assert_eq!(complete("sa").line, "saveas ");
        assert_eq!(complete("und").line, "undo");
        let wq = complete("w");
        assert_eq!(wq.line, "w");
        assert_eq!(wq.matches, ["w", "wq", "wordplay"]);
        assert_eq!(complete("th").line, "theme ");
        assert_eq!(complete("zz").matches, Vec::<&str>::new());
        assert_eq!(complete("load 3").line, "load 3");
    }
}
