//! `gridwright clues`: the clue memory — past clues of an answer, newest first, and
//! `clues import DIR` to remember the clues of a folder of puzzle files.

use super::Context;
use super::out::{errln, outln};
use super::progress::{ProgressLine, bar};
use crate::store::clue_memory::{self, ClueMemory, PastClue};
use crate::store::paths;
use crate::store::time::{format_utc, now_unix};
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

/// How often a progress line is printed when stderr is not a terminal.
const PLAIN_EVERY: Duration = Duration::from_secs(2);
/// The progress bar's width in characters.
const BAR: usize = 24;

/// Arguments of `gridwright clues`.
#[derive(Debug, clap::Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct Args {
    /// Import puzzle files into the memory.
    #[command(subcommand)]
    pub command: Option<CluesCommand>,
    /// The answer whose past clues to list (case, spaces and punctuation ignored).
    #[arg(required = true)]
    pub answer: Option<String>,
    /// Print JSON: the answer and its clues with date, puzzle and source.
    #[arg(long)]
    pub json: bool,
}

/// The subcommands of `gridwright clues`.
#[derive(Debug, clap::Subcommand)]
pub enum CluesCommand {
    /// Remember the clues of every .puz, .ipuz, .jpz and .xd file under a folder (files
    /// imported before are skipped by their content).
    Import(ImportArgs),
}

/// Arguments of `gridwright clues import`.
#[derive(Debug, clap::Args)]
pub struct ImportArgs {
    /// The folder to read (subfolders too).
    pub dir: PathBuf,
    /// Print the summary as JSON (and no progress line).
    #[arg(long)]
    pub json: bool,
}

/// One past clue, as `--json` prints it.
#[derive(Debug, Serialize)]
struct ClueJson<'a> {
    clue: &'a str,
    puzzle: &'a str,
    /// `YYYY-MM-DD HH:MM` UTC.
    date: String,
    /// Unix seconds.
    unix: i64,
    source: String,
}

/// `clues ANSWER --json`.
#[derive(Debug, Serialize)]
struct ListJson<'a> {
    answer: String,
    clues: Vec<ClueJson<'a>>,
}

/// `clues import --json`.
#[derive(Debug, Serialize)]
struct ImportJson<'a> {
    files: usize,
    indexed: usize,
    skipped: usize,
    clues: usize,
    failed: &'a [String],
    total_clues: usize,
}

/// Runs `gridwright clues`.
pub fn run(ctx: &Context, args: Args) -> anyhow::Result<ExitCode> {
    let dir = paths::data_dir(ctx.data_dir.as_deref())?;
    let memory = open(&dir);
    match args.command {
        Some(CluesCommand::Import(a)) => import(&dir, memory, &a),
        None => list(&memory, args.answer.as_deref().unwrap_or(""), args.json),
    }
}

/// After a puzzle file was written (`export`, `import --out`, `layout --out`): its clues go
/// into the clue memory as a slot save's do. A memory that cannot be written is warned
/// about; the file stays written. Without a data dir there is no memory to feed.
pub fn remember_written(ctx: &Context, puzzle: &crate::grid::Puzzle, path: &Path) {
    if path == Path::new("-") || clue_memory::clued_answers(puzzle).is_empty() {
        return;
    }
    let Ok(dir) = paths::data_dir(ctx.data_dir.as_deref()) else {
        return;
    };
    if let Err(e) = ClueMemory::remember_file(&dir, puzzle, path, now_unix()) {
        errln!(
            "warning: the clues of {} were not added to the clue memory: {e}",
            path.display()
        );
    }
}

/// The memory, its notice (a rebuild, a failed write) said once on stderr.
fn open(dir: &Path) -> ClueMemory {
    let opened = ClueMemory::open(dir);
    if let Some(n) = &opened.notice {
        errln!("gridwright: note: {n}");
    }
    opened.memory
}

/// Lists the past clues of `answer`, newest first; exit status 1 when there are none.
fn list(memory: &ClueMemory, answer: &str, json: bool) -> anyhow::Result<ExitCode> {
    let key = clue_memory::answer_key(answer);
    if key.is_empty() {
        anyhow::bail!("{answer:?} has no letters to look up");
    }
    let past = memory.lookup(&key);
    if json {
        let out = ListJson {
            answer: key,
            clues: past.iter().map(clue_json).collect(),
        };
        outln!("{}", serde_json::to_string_pretty(&out)?)?;
    } else if past.is_empty() {
        outln!("no past clues for {}", crate::grid::printable::cut(&key))?;
    } else {
        for p in past {
            outln!("{}", line(p))?;
        }
        let noun = if past.len() == 1 { "clue" } else { "clues" };
        outln!("{} past {noun} for {key}", past.len())?;
    }
    Ok(if past.is_empty() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// One line of the list: date, clue, then the puzzle and where it is.
fn line(p: &PastClue) -> String {
    let day = format_utc(p.date);
    let day = day.split(' ').next().unwrap_or_default();
    let puzzle = if p.puzzle.is_empty() {
        "untitled"
    } else {
        &p.puzzle
    };
    format!("{day}  {}  — {puzzle}, {}", p.clue, p.source)
}

fn clue_json(p: &PastClue) -> ClueJson<'_> {
    ClueJson {
        clue: &p.clue,
        puzzle: &p.puzzle,
        date: format_utc(p.date),
        unix: p.date,
        source: p.source.to_string(),
    }
}

/// Imports the puzzle files under `args.dir` with a progress bar, then writes the memory.
fn import(dir: &Path, mut memory: ClueMemory, args: &ImportArgs) -> anyhow::Result<ExitCode> {
    let files = crate::formats::folder::puzzle_files(&args.dir)?;
    let mut progress = ProgressLine::new(!args.json, PLAIN_EVERY);
    let read = &crate::formats::folder::read_puzzle;
    let report = clue_memory::import_files(&mut memory, &files, now_unix(), read, |done, total| {
        if progress.due() {
            let filled = (done * BAR).checked_div(total).unwrap_or(BAR);
            progress.draw(&format!(
                "importing {} {done}/{total} files",
                bar(filled, BAR)
            ));
        }
    });
    progress.clear();
    memory
        .save(dir)
        .map_err(|e| anyhow::anyhow!("{}: {e}", ClueMemory::path(dir).display()))?;
    for why in &report.failed {
        errln!("warning: {why}");
    }
    if args.json {
        let out = ImportJson {
            files: files.len(),
            indexed: report.indexed,
            skipped: report.skipped,
            clues: report.clues,
            failed: &report.failed,
            total_clues: memory.len(),
        };
        outln!("{}", serde_json::to_string_pretty(&out)?)?;
    } else {
        outln!(
            "{} puzzle files under {}: {} indexed, {} seen before, {} unreadable; {} new clues ({} kept in all)",
            files.len(),
            args.dir.display(),
            report.indexed,
            report.skipped,
            report.failed.len(),
            report.clues,
            memory.len()
        )?;
    }
    Ok(ExitCode::SUCCESS)
}
