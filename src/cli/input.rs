//! Where a subcommand's puzzle comes from: a file (by extension) or a save slot.

use super::Context;
use super::out::errln;
use crate::grid::{Puzzle, text};
use crate::store::{SlotNumber, Store, paths, read_doc_file};
use anyhow::{Context as _, anyhow, bail};
use std::path::{Path, PathBuf};

/// `FILE | --slot N`, shared by the subcommands that read a puzzle.
#[derive(Debug, Clone, clap::Args)]
pub struct Source {
    /// A puzzle file: a text grid (.txt or anything else), a slot file (.toml), .puz, .ipuz, .jpz or .xd.
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

    /// The slot the puzzle comes from: `--slot N`, or a FILE that is one of the data
    /// dir's slot files.
    pub fn slot_number(&self, ctx: &Context) -> Option<SlotNumber> {
        slot_of(ctx, self.slot, self.file.as_deref())
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

/// The slot store of the data dir in `ctx`; a save that waits for a slot another process
/// holds says so on stderr.
pub fn store(ctx: &Context) -> anyhow::Result<Store> {
    Ok(Store::new(paths::data_dir(ctx.data_dir.as_deref())?).with_wait_notice(say_waiting))
}

/// The line a command prints when its slot is held by another writer (tests wait for it).
fn say_waiting(n: crate::store::SlotNumber, holder: Option<u32>) {
    let by = holder.map_or(String::new(), |pid| format!(" by process {pid}"));
    let secs = crate::store::lock::LOCK_WAIT.as_secs();
    errln!("slot {n} is held{by}; waiting for it (up to {secs} s)");
}

/// `slot`, or the slot whose file `file` is (compared as canonical paths).
pub fn slot_of(ctx: &Context, slot: Option<SlotNumber>, file: Option<&Path>) -> Option<SlotNumber> {
    if slot.is_some() {
        return slot;
    }
    let file = file.filter(|f| is_slot_file(f))?.canonicalize().ok()?;
    let store = store(ctx).ok()?;
    SlotNumber::all().find(|&n| store.path(n).canonicalize().ok().as_deref() == Some(&file))
}

/// Reads a slot, failing when it is empty.
pub fn load_slot(ctx: &Context, n: SlotNumber) -> anyhow::Result<Puzzle> {
    let store = store(ctx)?;
    store
        .load(n)?
        .map(|s| s.puzzle)
        .ok_or_else(|| anyhow!("slot {n} is empty ({})", store.path(n).display()))
}

/// Whether a path names a slot file (`.toml`, or a slot's `.bak`).
pub fn is_slot_file(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("toml") || e.eq_ignore_ascii_case("bak"))
}

/// Reads a puzzle file, choosing the reader by extension: slot files, `.puz`, `.ipuz`, `.jpz`,
/// `.xd`, `.txt` (grid plus optional clues), and anything else as a bare text grid.
pub fn load_file(path: &Path) -> anyhow::Result<Puzzle> {
    if is_slot_file(path) {
        return read_doc_file(path)?
            .ok_or_else(|| anyhow!("{}: no such file", path.display()))
            .map(|s| s.puzzle);
    }
    match crate::formats::Format::from_path(path) {
        Some(f) if !f.is_readable() => {
            bail!(
                "{}: .{f} is an output format and cannot be read",
                path.display()
            )
        }
        Some(_) => {
            let loaded = crate::formats::load(path)?;
            for w in &loaded.warnings {
                errln!("warning: {}: {w}", path.display());
            }
            Ok(loaded.puzzle)
        }
        None => {
            let text =
                crate::store::read::read_to_string_limited(path, crate::store::read::PUZZLE_LIMIT)
                    .with_context(|| format!("cannot read {}", path.display()))?;
            // A `; Alphabet:` line may name one of the user's alphabets too.
            let (alphabets, _) = crate::store::alphabets::load_user();
            let (grid, alphabet) = text::parse_grid_auto(&text, &alphabets)
                .with_context(|| format!("{}: not a text grid", path.display()))?;
            let mut puzzle = Puzzle::new(grid);
            puzzle.alphabet = alphabet;
            // `templates show` starts a grid with its `; Style:` line.
            if let Some(house) = crate::formats::text::style_header(&text)
                .with_context(|| format!("{}", path.display()))?
            {
                puzzle.meta.house = house;
            }
            Ok(puzzle)
        }
    }
}
