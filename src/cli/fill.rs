//! `gridwright fill`: autofill a grid from the command line.

use super::Context;
use super::input::Source;
use super::progress::{ProgressLine, bar};
use super::wordargs::ListArgs;
use crate::fill::rules::for_puzzle;
use crate::fill::{
    Budget, FillMode, FillOutcome, Progress, Region, Request, Strategy, WordTables, default_threads,
};
use crate::grid::{Pos, Puzzle};
use crate::words::LoadedWords;
use anyhow::{Context as _, bail};
use report::FillReport;

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

mod dead;
mod report;
mod theme;

/// Exit status when the grid has no fill.
pub const EXIT_UNFILLABLE: u8 = 3;
/// Exit status when the time limit passed first.
pub const EXIT_TIMEOUT: u8 = 4;
/// Exit status when the fill failed with an internal error (a worker panicked: a bug).
pub const EXIT_INTERNAL: u8 = 5;
/// Exit status when a region fill succeeded but no fill of the region keeps the entries
/// around it viable: the grid is written, and a warning names the entries left dead.
pub const EXIT_DEAD_OUTSIDE: u8 = 6;

/// Arguments of `gridwright fill`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    source: Source,
    #[command(flatten)]
    lists: ListArgs,
    #[command(flatten)]
    min_score: super::wordargs::MinScoreArg,
    /// Fill only this rectangle, `row,col:row,col` counted from 1 (letters outside stay).
    #[arg(long, value_name = "R1,C1:R2,C2", value_parser = parse_region)]
    region: Option<Region>,
    /// Seed for the search's random choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Give up after this many seconds (more than 0, at most a day).
    #[arg(
        long,
        value_name = "SECS",
        allow_negative_numbers = true,
        value_parser = super::parse::timeout
    )]
    timeout: Option<Duration>,
    /// After the first fill (strong words, 60+, first; weaker ones only where the grid needs
    /// them), re-fill its weakest entries (below 60, lowest first), then spend this many
    /// seconds more raising its entries, strong ones first (default: as long as the first fill
    /// took, between 0.2 s and 1 s, the repair included; 0 turns all this off for the plain
    /// search's first fill; at most a day).
    #[arg(
        long,
        value_name = "SECS",
        allow_negative_numbers = true,
        value_parser = super::parse::seconds_or_zero
    )]
    quality: Option<Duration>,
    /// Allow the same word in two entries.
    #[arg(long)]
    allow_duplicates: bool,
    /// Search: auto (a portfolio on --threads threads sharing what they learn; reproducible
    /// from --seed and --threads), words (one restarting search, the same as auto on one
    /// thread) or letters (complete, no restarts; proves unfillable grids).
    #[arg(long, value_enum, default_value_t = StrategyArg::Auto)]
    strategy: StrategyArg,
    /// Search threads of the auto portfolio and of the polish (default: the machine's cores;
    /// at most 256). The fill depends on it: the same --seed and --threads give the same fill.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: Option<u16>,
    /// Fill the region anew: letters not locked inside it may be replaced (without it, every
    /// letter already in the grid stays). Locks come from slot files and .ipuz files.
    #[arg(long)]
    refill: bool,
    /// A theme entry the fill must use, in whichever entry the filler picks (repeatable;
    /// spaces and hyphens are dropped: --include "iced tea").
    #[arg(long = "include", value_name = "WORD")]
    include: Vec<String>,
    /// Theme entries are a strong preference, not a must: one that no fill can place is left
    /// out and named.
    #[arg(long, requires = "include")]
    include_soft: bool,
    /// No two entries share a run of more than N letters (ONE and ONESIE share 3, TEA and
    /// ICEDTEA share 3), Ingrid's rule against echoes.
    #[arg(long, value_name = "N")]
    max_shared: Option<usize>,
    /// Find the fill with the highest total score (the sum of the entries' scores) and say
    /// whether it is proven best within --timeout; for small grids and corners.
    #[arg(long, conflicts_with_all = ["quality", "strategy"])]
    optimal: bool,
    /// With --optimal: stop after this many dead ends (unlike --timeout, a budget that ends
    /// the same way on every machine).
    #[arg(long, value_name = "N", requires = "optimal")]
    max_backtracks: Option<u64>,
    /// Write the filled grid here instead of stdout: a text grid, or with a .ipuz, .jpz, .xd
    /// or .puz extension the whole puzzle in that format (bars, style and clues kept).
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Print the result as JSON.
    #[arg(long)]
    json: bool,
}

/// Writes a fill to `out`: the whole puzzle with the filled grid when the extension names a
/// puzzle format (so a barred grid keeps its bars), else the grid as text.
fn write_out(
    puzzle: &crate::grid::Puzzle,
    filled: &crate::grid::Grid,
    grid_text: &str,
    out: &std::path::Path,
) -> anyhow::Result<()> {
    use crate::formats::Format;
    if let Some(f @ (Format::Ipuz | Format::Jpz | Format::Xd | Format::Puz)) =
        Format::from_path(out)
    {
        let mut p = puzzle.clone();
        p.grid = filled.clone();
        return super::export::export_to(&p, out, Some(f), true);
    }
    // The file is read again: it says its alphabet unless that is Latin.
    let file_text = match puzzle.alphabet.name() {
        Some(name) if name != "latin" => format!("; Alphabet: {name}\n{grid_text}"),
        _ => grid_text.to_string(),
    };
    crate::store::atomic::write_atomic(out, file_text.as_bytes())
        .with_context(|| format!("cannot write {}", out.display()))
}

fn parse_region(s: &str) -> Result<Region, String> {
    let corner = |t: &str| -> Result<Pos, String> {
        let (r, c) = t
            .split_once(',')
            .ok_or_else(|| format!("{t:?}: expected row,col"))?;
        let r: usize = r
            .trim()
            .parse()
            .map_err(|_| format!("{r:?} is not a row"))?;
        let c: usize = c
            .trim()
            .parse()
            .map_err(|_| format!("{c:?} is not a column"))?;
        if r == 0 || c == 0 {
            return Err("rows and columns count from 1".into());
        }
        Ok(Pos::new(r - 1, c - 1))
    };
    let (a, b) = s
        .split_once(':')
        .ok_or_else(|| format!("{s:?}: expected r1,c1:r2,c2"))?;
    Ok(Region::Rect {
        from: corner(a)?,
        to: corner(b)?,
    })
}

/// `--strategy`: the names the command line takes for the engine's strategies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum StrategyArg {
    /// A portfolio of searches on --threads threads.
    Auto,
    /// One restarting search.
    Words,
    /// A complete search, no restarts.
    Letters,
}

impl From<StrategyArg> for Strategy {
    fn from(s: StrategyArg) -> Strategy {
        match s {
            StrategyArg::Auto => Strategy::Auto,
            StrategyArg::Words => Strategy::Words,
            StrategyArg::Letters => Strategy::Letters,
        }
    }
}

/// Runs `gridwright fill`.
pub fn run(ctx: &Context, args: Args) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
    let (puzzle, words) = load(ctx, &args)?;
    let mins = args.min_score.resolve_all();
    // Entries an editor queries at a cost, the "not in my grid" list out (issue 44); an
    // optimal fill proves the best total of the lists' own scores, so it takes only the ban.
    let (queried, ban) = (
        crate::words::queried::Queried::built_in(),
        super::wordargs::ban(),
    );
    let plain = WordTables::from_index_by_length(&words.index, &mins);
    let tables = Arc::new(match args.optimal {
        true => crate::words::queried::with_ban(&plain, &queried, &ban),
        false => crate::words::queried::for_autofill(&plain, &queried, &ban),
    });
    // A slot or .ipuz file may carry the constructor's theme entries: they count too.
    let rules = for_puzzle(&puzzle, &args.include, args.include_soft, args.max_shared)?;
    let include = rules.include.clone();
    let (request, job) = spawn(&args, &puzzle, rules, tables.clone())?;
    let mut progress = FillProgress(ProgressLine::new(!args.json, Duration::from_secs(2)));
    let mut outcome = job.wait(|p| progress.show(p));
    progress.0.clear();
    if !args.optimal {
        // At most one entry of each queried kind per 15×15 (issue 44).
        let cancel = std::sync::atomic::AtomicBool::new(false);
        outcome =
            crate::fill::limit::limit_kinds(&request, outcome, &tables, &queried, &ban, &cancel);
    }
    let asked = report::Asked {
        puzzle: &puzzle,
        include: &include,
        themed: !include.is_empty(),
        refill: args.refill,
        region: args.region.is_some(),
        optimal: args.optimal,
        index: &words.index,
        min_score: mins.default,
        mins: &mins,
        elapsed: started.elapsed(),
    };
    let report = FillReport::new(&outcome, &asked);
    if let (Some(out), FillOutcome::Filled(f)) = (&args.out, &outcome) {
        write_out(
            &puzzle,
            &f.grid,
            report.grid_text().unwrap_or_default(),
            out,
        )?;
    }
    report.print(args.json, args.out.is_none())?;
    Ok(report.exit_code())
}

/// The puzzle (in `--alphabet`'s letters when asked), checked against `--region`, and the
/// word lists to fill it from.
fn load(ctx: &Context, args: &Args) -> anyhow::Result<(Puzzle, LoadedWords)> {
    let mut puzzle = args.source.load(ctx)?;
    let (alphabets, flag) = args.lists.alphabets()?;
    if let Some(a) = &flag
        && !a.same_letters(&puzzle.alphabet)
    {
        // An empty grid (or one whose letters the named alphabet has) takes `--alphabet`.
        puzzle.convert_alphabet(a.clone()).map_err(|(pos, c)| {
            anyhow::anyhow!(
                "--alphabet {}: square {pos} holds {c:?}, which is not one of its letters \
                 (the puzzle is in the {} alphabet)",
                a.name().unwrap_or("?"),
                puzzle.alphabet.describe()
            )
        })?;
    }
    if let Some(Region::Rect { from, to }) = &args.region {
        for p in [from, to] {
            if !puzzle.grid.contains(*p) {
                bail!(
                    "region corner {p} is outside the {}×{} grid",
                    puzzle.grid.width(),
                    puzzle.grid.height()
                );
            }
        }
    }
    let load = |want: &crate::grid::Alphabet| {
        args.lists
            .load_in(alphabets.clone(), flag.clone(), args.json, Some(want))
    };
    let words = match load(&puzzle.alphabet) {
        // Lists in another alphabet that holds every letter of the grid (a Ukrainian list,
        // a grid read as Russian): the grid is moved to theirs, as a query's pattern is.
        Err(e) if flag.is_none() => {
            let letters: Vec<char> = puzzle
                .grid
                .positions()
                .filter_map(|p| puzzle.answer_at(p))
                .flat_map(|t| t.chars().collect::<Vec<_>>())
                .collect();
            match crate::words::choose::refit(&e, letters) {
                Some(theirs) if puzzle.convert_alphabet(theirs.clone()).is_ok() => load(&theirs)?,
                _ => return Err(e),
            }
        }
        other => other?,
    };
    words.check(&puzzle.alphabet)?;
    Ok((puzzle, words))
}

/// Starts the fill `args` ask for: the optimal search, or the search with its polish.
fn spawn(
    args: &Args,
    puzzle: &Puzzle,
    rules: crate::fill::rules::EntryRules,
    tables: Arc<WordTables>,
) -> anyhow::Result<(Request, crate::fill::job::FillJob)> {
    let mode = if args.refill {
        FillMode::Refill
    } else {
        FillMode::Fill
    };
    let request = Request::from_puzzle(puzzle, args.region.clone().unwrap_or_default(), mode)
        .rules(rules)?
        .allow_duplicates(args.allow_duplicates)
        .seed(args.seed)
        .threads(args.threads.map_or_else(default_threads, usize::from))
        .timeout(args.timeout);
    if args.optimal {
        let budget = Budget {
            max_backtracks: args.max_backtracks,
        };
        return Ok((request.clone(), request.spawn_optimal(tables, budget)?));
    }
    let request = request
        .quality(
            args.quality.unwrap_or(Duration::ZERO),
            args.quality.is_none(),
        )
        .strategy(args.strategy.into());
    Ok((request.clone(), request.spawn(tables)?))
}

/// `fill`'s progress: slots filled, backtracks, restarts, time, the polish's average; an
/// optimal search's best total and bound.
struct FillProgress(ProgressLine);

impl FillProgress {
    fn show(&mut self, p: &Progress) {
        if self.0.due() {
            self.0.draw(&progress_line(p));
        }
    }
}

/// The progress line of one report.
fn progress_line(p: &Progress) -> String {
    let width = 30;
    let done = (p.filled * width).checked_div(p.total).unwrap_or(width);
    let mut line = format!(
        "{} {}/{} slots  {} backtracks  {} restarts  {:.1} s",
        bar(done, width),
        p.filled,
        p.total,
        p.stats.backtracks,
        p.stats.restarts,
        p.elapsed.as_secs_f64()
    );
    match (&p.optimal, p.best_score) {
        (Some(b), _) => {
            match b.best_total {
                Some(t) => line.push_str(&format!("  best total {t}")),
                None => line.push_str("  no fill yet"),
            }
            line.push_str(&format!(" (bound {})", b.bound));
        }
        (None, Some(avg)) => line.push_str(&format!("  polishing: average {avg:.1}")),
        (None, None) => {}
    }
    line
}
