//! `gridwright layout` (not built yet).

use super::Context;
use std::process::ExitCode;

/// Arguments of `gridwright layout`.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Runs `gridwright layout`.
pub fn run(_ctx: &Context, _args: Args) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`gridwright layout` is not built yet")
}
