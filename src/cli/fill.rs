//! `gridwright fill` (not built yet).

use super::Context;
use std::process::ExitCode;

/// Arguments of `gridwright fill`.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Runs `gridwright fill`.
pub fn run(_ctx: &Context, _args: Args) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`gridwright fill` is not built yet")
}
