//! `gridwright words` (not built yet).

use super::Context;
use std::process::ExitCode;

/// The word-list subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum WordsCommand {
    /// Entries by length and score band, and the list's warnings.
    Stats,
}

/// Runs `gridwright words`.
pub fn run(_ctx: &Context, _cmd: WordsCommand) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`gridwright words` is not built yet")
}
