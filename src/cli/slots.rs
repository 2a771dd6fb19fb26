//! `gridwright slots` (not built yet).

use super::Context;
use std::process::ExitCode;

/// The slot subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum SlotsCommand {
    /// List slots 1–9.
    List,
}

/// Runs `gridwright slots`.
pub fn run(_ctx: &Context, _cmd: SlotsCommand) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`gridwright slots` is not built yet")
}
