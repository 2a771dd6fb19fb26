//! A `:` command as typed, as the command table's functions receive it.

use super::action::Action;
use super::studio::Studio;

/// A `:` command as typed: its argument (the rest of the line, trimmed), whether the name
/// ended in `!`, and the studio's dispatcher.
#[derive(Debug, Clone, Copy)]
pub struct Call<'a> {
    /// The argument, empty when none.
    pub arg: &'a str,
    /// `:name!` rather than `:name`.
    pub bang: bool,
    /// Runs an action as its key would (`:load 3` is Ctrl-O's load of slot 3). The command
    /// table stands below the dispatcher, which hands itself in here: a command that is an
    /// action with an argument reaches it without importing it.
    pub act: fn(&mut Studio, Action),
}
