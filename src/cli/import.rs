//! `gridwright import`: read a `.puz`, `.ipuz`, `.jpz`, `.xd`, Exolve (`.exolve`, or the
//! `.html` page holding its block) or text puzzle (into a slot, or as text or the format
//! `--out`'s extension names).

use super::Context;
use super::out::errln;
use crate::formats::{self, Format, Loaded, ReadOptions, scramble::Key};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Arguments of `gridwright import`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The file to read: .puz, .ipuz, .jpz, .xd, .exolve, an .html page with an Exolve block, or
    /// .txt (our text puzzle or Across Lite Text).
    pub file: PathBuf,
    /// Save the puzzle into slot N (1–9).
    #[arg(long, value_name = "N")]
    pub slot: Option<crate::store::SlotNumber>,
    /// With --slot: replace what the slot holds, even a file that does not parse (the old
    /// version stays in the slot's history).
    #[arg(long, requires = "slot")]
    pub force: bool,
    /// Without --slot: write the puzzle to this file instead of standard output, in the format
    /// its extension names (as export does; text for .txt or another extension).
    #[arg(long, short, value_name = "FILE", conflicts_with = "slot")]
    pub out: Option<PathBuf>,
    /// The four-digit key of a locked (scrambled) .puz.
    #[arg(long, value_name = "NNNN")]
    pub key: Option<Key>,
}

/// Runs `gridwright import`.
pub fn run(ctx: &Context, args: Args) -> anyhow::Result<ExitCode> {
    let loaded = match crosswordsmith_layout(&args.file)? {
        Some(puzzle) => Loaded::from(puzzle),
        None => load_with_warnings(&args.file, &ReadOptions { puz_key: args.key })?,
    };
    if let Some(n) = args.slot {
        let store = super::input::store(ctx)?;
        // The file keeps no record of the answers its clues were written for: they are the
        // answers it comes with, recorded in the slot so a later refill shows stale clues.
        let mut puzzle = loaded.puzzle;
        puzzle.note_clue_answers();
        super::slots::save_into(&store, n, &puzzle, args.force)?;
        errln!(
            "imported {} into slot {n} ({})",
            args.file.display(),
            store.path(n).display()
        );
        return Ok(ExitCode::SUCCESS);
    }
    let out = args.out.unwrap_or_else(|| PathBuf::from("-"));
    // `--out back.ipuz` writes .ipuz, not text under that name.
    let format = Format::from_path(&out).unwrap_or(Format::Text);
    super::export::export_to(&loaded.puzzle, &out, Some(format), true)?;
    super::clues::remember_written(ctx, &loaded.puzzle, &out);
    Ok(ExitCode::SUCCESS)
}

/// A `.json` file holding a crosswordsmith layout document (not an `.ipuz`), read as a
/// freeform puzzle; `None` for every other file.
fn crosswordsmith_layout(path: &Path) -> anyhow::Result<Option<crate::grid::Puzzle>> {
    let is_json = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("json"));
    if !is_json {
        return Ok(None);
    }
    let (text, name) = crate::layout::input::read_list_file(path)?;
    if !crate::layout::json_read::is_layout_json(&text) {
        return Ok(None);
    }
    let (_, layout) = crate::layout::json_read::from_json(&text, &name)?;
    Ok(Some(layout.puzzle))
}

/// Reads a puzzle file and prints the reader's warnings on stderr.
pub fn load_with_warnings(path: &Path, options: &ReadOptions) -> anyhow::Result<Loaded> {
    let loaded = formats::load_with(path, options)?;
    for w in &loaded.warnings {
        errln!("warning: {}: {w}", path.display());
    }
    Ok(loaded)
}
