//! `gridwright export`: write a puzzle as `.puz`, `.ipuz`, `.jpz`, `.xd`, text, or printable
//! HTML or PDF, naming on stderr whatever the format cannot hold.

use super::Context;
use super::out::errln;
use crate::formats::export::{ExportOptions, PrintSheet, submission_from};
use crate::formats::{self, Format, ReadOptions, WriteOptions, scramble::Key};
use crate::grid::Puzzle;
use anyhow::Context as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Arguments of `gridwright export`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The puzzle to export: a slot file (.toml), a .txt grid, or a .puz, .ipuz, .jpz, .xd,
    /// .exolve or Exolve .html file.
    #[arg(required_unless_present = "slot", conflicts_with = "slot")]
    pub file: Option<PathBuf>,
    /// Export save slot N (1–9) instead of a file.
    #[arg(long, value_name = "N")]
    pub slot: Option<crate::store::SlotNumber>,
    /// Where to write (`-` for standard output); the extension picks the format.
    #[arg(long, value_name = "OUT")]
    pub to: PathBuf,
    #[command(flatten)]
    pub options: ExportOptions,
    /// The four-digit key of a locked (scrambled) .puz being read.
    #[arg(long, value_name = "NNNN")]
    pub key: Option<Key>,
    /// Refuse to export when the publish checks find anything (see `check --publish`);
    /// without it they are warnings.
    #[arg(long)]
    pub strict: bool,
    #[command(flatten)]
    lists: super::wordargs::ListArgs,
    #[command(flatten)]
    min_score: super::wordargs::MinScoreArg,
}

/// Runs `gridwright export`.
pub fn run(ctx: &Context, args: Args) -> anyhow::Result<ExitCode> {
    // The options are checked against the format first: nothing is read or checked for
    // an export that cannot be written.
    let format = format_of(&args.to, &args.options)?;
    let loaded = match (&args.file, args.slot) {
        (_, Some(n)) => formats::Loaded::from(super::input::load_slot(ctx, n)?),
        (Some(file), None) if super::input::is_slot_file(file) => {
            formats::Loaded::from(super::input::load_file(file)?)
        }
        (Some(file), None) => {
            let read = ReadOptions { puz_key: args.key };
            super::import::load_with_warnings(file, &read)?
        }
        (None, None) => anyhow::bail!("give a FILE or --slot N"),
    };
    let slot = super::input::slot_of(ctx, args.slot, args.file.as_deref());
    let findings =
        super::publish::findings(ctx, &loaded.puzzle, slot, &args.lists, &args.min_score);
    if !findings.is_empty() {
        let what = if args.strict { "error" } else { "warning" };
        errln!(
            "{what}: the publish checks found {} problem{}:",
            findings.len(),
            if findings.len() == 1 { "" } else { "s" }
        );
        errln!("{}", super::publish::render(&findings).trim_end());
        if args.strict {
            errln!("nothing written (--strict); `gridwright check --publish` lists them too");
            return Ok(ExitCode::from(1));
        }
    }
    let config = config();
    let submission = (args.options.sheet == PrintSheet::Submission).then(|| {
        let (who, gaps) = submission_from(&config.name, &config.contact, &loaded.puzzle);
        for gap in gaps {
            errln!("warning: {gap}");
        }
        who
    });
    // The puzzle itself carries what a .puz written back needs (its `carried` sections).
    let page = crate::formats::page::size::resolve(None, config.page, |v| std::env::var(v).ok());
    let options = args.options.write_options(page, submission);
    export_with(&loaded.puzzle, &args.to, Some(format), &options)?;
    if args.to != Path::new("-") {
        errln!("wrote {} as {format}", args.to.display());
        super::clues::remember_written(ctx, &loaded.puzzle, &args.to);
    }
    Ok(ExitCode::SUCCESS)
}

/// The format written to `to` (standard output, `-`, is text unless `--format` says),
/// refusing options that do not fit it.
fn format_of(to: &Path, options: &ExportOptions) -> anyhow::Result<Format> {
    if to == Path::new("-") {
        let format = options.format.unwrap_or(Format::Text);
        options.check(format)?;
        return Ok(format);
    }
    Ok(options.format_for(to)?)
}

/// config.toml's settings (a bad file is warned about and gives the defaults).
fn config() -> crate::config::Config {
    let dir = crate::store::paths::config_dir().ok();
    let (config, warning) = crate::config::Config::load(dir.as_deref());
    if let Some(w) = warning {
        errln!("warning: {w}");
    }
    config
}

/// Writes a puzzle to `out` (`-` is standard output) in `format` or the one its extension names.
pub fn export_to(
    puzzle: &Puzzle,
    out: &Path,
    format: Option<Format>,
    allow_incomplete: bool,
) -> anyhow::Result<()> {
    let options = WriteOptions {
        allow_incomplete,
        ..WriteOptions::default()
    };
    export_with(puzzle, out, format, &options).map(|_| ())
}

/// Like [`export_to`] with every option; warns on stderr about clues the grid no longer has
/// and about everything the format cannot hold.
pub fn export_with(
    puzzle: &Puzzle,
    out: &Path,
    format: Option<Format>,
    options: &WriteOptions,
) -> anyhow::Result<Format> {
    let stdout = out == Path::new("-");
    let format = match format {
        Some(f) => f,
        None if stdout => Format::Text,
        None => Format::from_path(out).ok_or_else(|| formats::FormatError::UnknownFormat {
            path: out.to_path_buf(),
        })?,
    };
    let lost = match options.play {
        true => formats::play::warning(puzzle),
        false => formats::loss::warning(puzzle, format),
    };
    if let Some(lost) = lost {
        errln!("warning: {lost}");
    }
    let orphans = formats::orphan_clues(puzzle);
    if !orphans.is_empty() {
        let labels: Vec<String> = orphans
            .iter()
            .map(|k| format!("{}{}", k.number, k.direction.letter()))
            .collect();
        errln!(
            "warning: clues with no entry in the grid are left out: {}",
            labels.join(", ")
        );
    }
    if stdout {
        let bytes = formats::to_bytes(puzzle, format, options)
            .with_context(|| format!("cannot write the puzzle as {format}"))?;
        super::out::write_bytes(&terminal_safe(format, bytes)?)?;
        return Ok(format);
    }
    Ok(formats::write_path(puzzle, out, Some(format), options)?)
}

/// What `export --to -` may write to standard output: a text format without the control
/// characters a terminal would obey (a title or clue of a hostile file must not set the
/// window title or write the clipboard); a binary format only into a pipe or a file.
fn terminal_safe(format: Format, bytes: Vec<u8>) -> anyhow::Result<Vec<u8>> {
    use std::io::IsTerminal;
    if matches!(format, Format::Puz | Format::Pdf) {
        if std::io::stdout().is_terminal() {
            anyhow::bail!(
                "not writing binary .{format} to the terminal: give --to FILE or pipe the output"
            );
        }
        return Ok(bytes);
    }
    Ok(match String::from_utf8(bytes) {
        Ok(text) => crate::grid::printable::lines(&text)
            .into_owned()
            .into_bytes(),
        Err(e) => e.into_bytes(),
    })
}
