//! `gridwright` with no subcommand: the studio.

use super::Context;
use std::io::IsTerminal;
use std::process::ExitCode;

/// Opens the studio on slot 1 (or a new grid), with the built-in word list, through `open`.
pub fn run(ctx: &Context, open: super::Studio) -> anyhow::Result<ExitCode> {
    // Without this, raw mode fails deep in crossterm with "No such device or address".
    if !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        anyhow::bail!("the studio needs a terminal; `gridwright help` lists the commands");
    }
    open(ctx)?;
    Ok(ExitCode::SUCCESS)
}
