//! `gridwright` with no subcommand: the studio.

use super::Context;
use std::process::ExitCode;

/// Opens the studio on slot 1 (or a new grid), with the built-in word list.
pub fn run(ctx: &Context) -> anyhow::Result<ExitCode> {
    crate::tui::run(crate::tui::StartOptions {
        data_dir: ctx.data_dir.clone(),
        theme: ctx.theme.clone(),
        theme_file: ctx.theme_file.clone(),
        slot: ctx.slot,
    })?;
    Ok(ExitCode::SUCCESS)
}
