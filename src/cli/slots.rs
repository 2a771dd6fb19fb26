//! `gridwright slots`: list, show, save, delete, and the history of save slots.

use super::Context;
use super::input::{load_file, store};
use super::out::{out, outln};
use crate::grid::printable::one_line;
use crate::grid::{Direction, Puzzle, text};
use crate::store::history::{Summary, read_version};
use crate::store::{SlotNumber, SlotState, Store, time::format_utc};
use anyhow::bail;
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
    /// Save a puzzle file (text grid, slot .toml, .puz, .ipuz, .jpz, .xd) into an empty slot.
    Save {
        /// Slot number, 1–9.
        n: SlotNumber,
        /// The puzzle file.
        file: PathBuf,
        /// Replace what the slot holds, even a file that does not parse (the old version
        /// stays in the slot's history).
        #[arg(long)]
        force: bool,
    },
    /// List a slot's earlier versions, newest first, numbered for `slots restore`.
    History {
        /// Slot number, 1–9.
        n: SlotNumber,
    },
    /// Put an earlier version back into a slot (the version it replaces joins the history).
    Restore {
        /// Slot number, 1–9.
        n: SlotNumber,
        /// The version's number in `gridwright slots history N` (1 = newest).
        version: usize,
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
                    SlotState::Broken(e) => outln!("{n}  BROKEN: {}", one_line(&e.to_string()))?,
                    SlotState::Filled(s) => {
                        let g = &s.puzzle.grid;
                        let pct = g.filled_percent();
                        let title = one_line(s.title());
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
            outln!("Slot {n}: {}", one_line(&p.meta.title))?;
            outln!("Author: {}", one_line(&p.meta.author))?;
            if !p.meta.copyright.is_empty() {
                outln!("Copyright: {}", one_line(&p.meta.copyright))?;
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
                        one_line(p.clue(slot.number, dir).unwrap_or("—")),
                        slot.pattern(&p.grid, &p.alphabet)
                    )?;
                }
            }
        }
        SlotsCommand::Save { n, file, force } => {
            let puzzle = load_file(&file)?;
            save_into(&store, n, &puzzle, force)?;
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
        SlotsCommand::History { n } => history(&store, n)?,
        SlotsCommand::Restore { n, version, force } => {
            if version == 0 {
                bail!("versions count from 1 (gridwright slots history {n} lists them)");
            }
            let replaced = store.path(n).exists();
            let saved = store.restore(n, version - 1, force)?;
            outln!(
                "restored version {version} of slot {n} (saved {}: {}){}",
                format_utc(saved.saved),
                Summary::of(&saved.puzzle),
                if replaced {
                    "; the version it replaced is now version 1 in the history"
                } else {
                    ""
                }
            )?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Saves into slot `n`, refusing a slot that holds a puzzle (or a file that does not parse)
/// unless `force`: a stray save must not replace finished work.
pub fn save_into(store: &Store, n: SlotNumber, puzzle: &Puzzle, force: bool) -> anyhow::Result<()> {
    // Without --force the slot must still be as it was checked (empty, or a file that does
    // not parse, which the store refuses itself) when the lock is held: a puzzle another
    // process saved meanwhile is not replaced either.
    let checked = if force { None } else { Some(store.version(n)?) };
    refuse_occupied(store, n, force)?;
    let Some(expected) = checked else {
        store.save(n, puzzle, true)?;
        return Ok(());
    };
    match store.save_if(n, puzzle, false, expected) {
        Err(crate::store::StoreError::Changed { .. }) => bail!(
            "slot {n} was saved by another process meanwhile; --force replaces it (the old version stays in the slot's history)"
        ),
        other => other.map(|_| ()).map_err(Into::into),
    }
}

/// Fails when slot `n` holds a puzzle and `force` is not set, naming what it holds; run it
/// before slow work so the user hears at once.
pub fn refuse_occupied(store: &Store, n: SlotNumber, force: bool) -> anyhow::Result<()> {
    if !force && let Ok(Some(held)) = store.load(n) {
        let g = &held.puzzle.grid;
        bail!(
            "slot {n} holds {}, {}×{}, saved {}; --force replaces it (the old version stays in the slot's history)",
            held.title(),
            g.width(),
            g.height(),
            format_utc(held.saved)
        );
    }
    Ok(())
}

/// Prints slot `n`'s earlier versions, newest first, numbered from 1.
fn history(store: &Store, n: SlotNumber) -> anyhow::Result<()> {
    let versions = store.history(n)?;
    if versions.is_empty() {
        outln!("slot {n} has no earlier versions")?;
        return Ok(());
    }
    outln!(
        "slot {n}: {} earlier version{}, newest first (gridwright slots restore {n} VERSION brings one back)",
        versions.len(),
        if versions.len() == 1 { "" } else { "s" }
    )?;
    for (i, v) in versions.iter().enumerate() {
        // A version that does not parse is still listed, so the numbering stays the one
        // restore uses.
        match read_version(v) {
            Ok(Some(saved)) => outln!(
                "{:>3}  saved {}  {}  {}",
                i + 1,
                format_utc(saved.saved),
                Summary::of(&saved.puzzle),
                one_line(saved.title())
            )?,
            Ok(None) => outln!("{:>3}  kept {}  (gone)", i + 1, format_utc(v.kept))?,
            Err(e) => outln!(
                "{:>3}  kept {}  does not parse: {}",
                i + 1,
                format_utc(v.kept),
                one_line(&e.to_string())
            )?,
        }
    }
    Ok(())
}
