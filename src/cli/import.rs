//! `gridwright import` (not built yet).

use super::Context;
use std::process::ExitCode;

/// Arguments of `gridwright import`.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Runs `gridwright import`.
pub fn run(_ctx: &Context, _args: Args) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`gridwright import` is not built yet")
}
