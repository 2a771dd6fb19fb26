//! `gridwright export` (not built yet).

use super::Context;
use std::process::ExitCode;

/// Arguments of `gridwright export`.
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Runs `gridwright export`.
pub fn run(_ctx: &Context, _args: Args) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`gridwright export` is not built yet")
}
