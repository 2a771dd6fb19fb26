//! `gridwright query` (not built yet).

use super::Context;
use std::process::ExitCode;

/// Arguments of `gridwright query`.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Runs `gridwright query`.
pub fn run(_ctx: &Context, _args: Args) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`gridwright query` is not built yet")
}
