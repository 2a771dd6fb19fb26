//! `gridwright check` (not built yet).

use super::Context;
use std::process::ExitCode;

/// Arguments of `gridwright check`.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Runs `gridwright check`.
pub fn run(_ctx: &Context, _args: Args) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`gridwright check` is not built yet")
}
