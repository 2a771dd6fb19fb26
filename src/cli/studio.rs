//! `gridwright` with no subcommand: the studio. Until the TUI lands it prints a demo grid.

use super::Context;
use crate::grid::{HealthReport, Slots};
use crate::store::doc::SlotDoc;
use std::process::ExitCode;

const DEMO: &str = include_str!("../../saves/american-15x15.toml");

/// Opens the studio.
pub fn run(_ctx: &Context) -> anyhow::Result<ExitCode> {
    let puzzle = SlotDoc::from_toml(DEMO)
        .and_then(|d| d.puzzle.to_puzzle())
        .map_err(|e| anyhow::anyhow!("built-in demo: {e}"))?;
    let slots = Slots::of(&puzzle.grid);
    let report = HealthReport::with_slots(
        &puzzle.grid,
        &slots,
        puzzle.meta.symmetry,
        puzzle.meta.min_entry_len,
    );
    print!("{}", super::check::render("demo", &puzzle, &slots, &report));
    Ok(ExitCode::SUCCESS)
}
