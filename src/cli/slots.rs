//! `gridwright slots`: list, show, save and delete save slots.

use super::Context;
use super::input::{load_file, store};
use super::out::{out, outln};
use crate::grid::{Direction, text};
use crate::store::{SlotNumber, SlotState, time::format_utc};
use std::path::PathBuf;
use std::process::ExitCode;

/// The slot subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum SlotsCommand {
    /// List slots 1–9 with title, size, fill and last saved time.
    List,
    /// Print a slot: title, author, size, grid and clues.
    Show {
        /// Slot number, 1–9.
        n: SlotNumber,
    },
    /// Save a puzzle file (text grid, slot .toml, .puz, .ipuz) into a slot.
    Save {
        /// Slot number, 1–9.
        n: SlotNumber,
        /// The puzzle file.
        file: PathBuf,
        /// Replace the slot even if its current file does not parse.
        #[arg(long)]
        force: bool,
    },
    /// Delete a slot (it stays in the slot's history, history/slot-N/ in the data dir).
    Delete {
        /// Slot number, 1–9.
        n: SlotNumber,
    },
}

/// Runs `gridwright slots`.
pub fn run(ctx: &Context, cmd: SlotsCommand) -> anyhow::Result<ExitCode> {
    let store = store(ctx)?;
    match cmd {
        SlotsCommand::List => {
            outln!("slots in {}", store.dir().display())?;
            for (n, state) in store.list() {
                match state {
                    SlotState::Empty => outln!("{n}  (empty)")?,
                    SlotState::Broken(e) => outln!("{n}  BROKEN: {e}")?,
                    SlotState::Filled(s) => {
                        let g = &s.puzzle.grid;
                        let pct = g.filled_percent();
                        let title = s.title();
                        outln!(
                            "{n}  {title:<30} {:>2}×{:<2} {pct:>3}% filled  saved {}",
                            g.width(),
                            g.height(),
                            format_utc(s.saved)
                        )?;
                    }
                }
            }
        }
        SlotsCommand::Show { n } => {
            let Some(s) = store.load(n)? else {
                anyhow::bail!("slot {n} is empty ({})", store.path(n).display());
            };
            let p = &s.puzzle;
            outln!("Slot {n}: {}", p.meta.title)?;
            outln!("Author: {}", p.meta.author)?;
            if !p.meta.copyright.is_empty() {
                outln!("Copyright: {}", p.meta.copyright)?;
            }
            outln!(
                "Size: {}×{}, symmetry {}, saved {}",
                p.grid.width(),
                p.grid.height(),
                p.meta.symmetry,
                format_utc(s.saved)
            )?;
            outln!()?;
            out!("{}", text::format_grid(&p.grid, &p.alphabet))?;
            let slots = p.slots();
            for dir in [Direction::Across, Direction::Down] {
                outln!(
                    "\n{}",
                    if dir == Direction::Across {
                        "Across"
                    } else {
                        "Down"
                    }
                )?;
                for slot in slots.all().iter().filter(|x| x.direction == dir) {
                    outln!(
                        "{:>4}. {} {}",
                        slot.number,
                        p.clue(slot.number, dir).unwrap_or("—"),
                        slot.pattern(&p.grid, &p.alphabet)
                    )?;
                }
            }
        }
        SlotsCommand::Save { n, file, force } => {
            let puzzle = load_file(&file)?;
            store.save(n, &puzzle, force)?;
            outln!(
                "saved {} to slot {n} ({})",
                file.display(),
                store.path(n).display()
            )?;
        }
        SlotsCommand::Delete { n } => {
            if store.delete(n)? {
                outln!(
                    "deleted slot {n} (kept in {})",
                    store.history_dir(n).display()
                )?;
            } else {
                outln!("slot {n} was already empty")?;
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
