//! `gridwright` with no subcommand: the studio. Until the TUI lands it prints a demo grid.

use super::Context;
use crate::grid::{Alphabet, Slots, text};
use std::process::ExitCode;

const DEMO: &str = include_str!("../../saves/demo-15x15.txt");

/// Opens the studio.
pub fn run(_ctx: &Context) -> anyhow::Result<ExitCode> {
    let alphabet = Alphabet::latin();
    let grid = text::parse_grid(DEMO, &alphabet)?;
    print!("{}", text::format_grid(&grid, &alphabet));
    let slots = Slots::of(&grid);
    println!(
        "{}×{}, {} entries",
        grid.width(),
        grid.height(),
        slots.len()
    );
    for s in slots.all() {
        println!("{:>4} {}", s.label(), s.pattern(&grid, &alphabet));
    }
    Ok(ExitCode::SUCCESS)
}
