//! Where a subcommand's puzzle comes from: a file (by extension) or a save slot.

use super::Context;
use crate::grid::{Alphabet, Puzzle, text};
use crate::store::{SlotNumber, Store, paths, read_doc_file};
use anyhow::{Context as _, anyhow, bail};
use std::path::{Path, PathBuf};

/// `FILE | --slot N`, shared by the subcommands that read a puzzle.
#[derive(Debug, Clone, clap::Args)]
pub struct Source {
    /// A puzzle file: a text grid (.txt or anything else), a slot file (.toml), .puz or .ipuz.
    #[arg(
        value_name = "FILE",
        required_unless_present = "slot",
        conflicts_with = "slot"
    )]
    pub file: Option<PathBuf>,
    /// Read save slot N (1–9) instead of a file.
    #[arg(long, value_name = "N")]
    pub slot: Option<SlotNumber>,
}

impl Source {
    /// Reads the puzzle.
    pub fn load(&self, ctx: &Context) -> anyhow::Result<Puzzle> {
        match (&self.file, self.slot) {
            (_, Some(n)) => load_slot(ctx, n),
            (Some(path), None) => load_file(path),
            (None, None) => bail!("give a FILE or --slot N"),
        }
    }

    /// A short name for messages: the file name or "slot N".
    pub fn name(&self) -> String {
        match (&self.file, self.slot) {
            (_, Some(n)) => format!("slot {n}"),
            (Some(p), None) => p.display().to_string(),
            (None, None) => String::new(),
        }
    }
}

/// The slot store of the data dir in `ctx`.
pub fn store(ctx: &Context) -> anyhow::Result<Store> {
    Ok(Store::new(paths::data_dir(ctx.data_dir.as_deref())?))
}

/// Reads a slot, failing when it is empty.
pub fn load_slot(ctx: &Context, n: SlotNumber) -> anyhow::Result<Puzzle> {
    let store = store(ctx)?;
    store
        .load(n)?
        .map(|s| s.puzzle)
        .ok_or_else(|| anyhow!("slot {n} is empty ({})", store.path(n).display()))
}

/// Reads a puzzle file, choosing the reader by extension.
pub fn load_file(path: &Path) -> anyhow::Result<Puzzle> {
    let ext = path
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    match ext.as_str() {
        "toml" | "bak" => read_doc_file(path)?
            .map(|s| s.puzzle)
            .ok_or_else(|| anyhow!("{}: no such file", path.display())),
        _ => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read {}", path.display()))?;
            let alphabet = Alphabet::latin();
            let grid = text::parse_grid(&text, &alphabet)
                .with_context(|| format!("{}: not a text grid", path.display()))?;
            Ok(Puzzle::new(grid))
        }
    }
}
