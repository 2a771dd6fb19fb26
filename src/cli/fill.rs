//! `gridwright fill`: autofill a grid from the command line.

use super::Context;
use super::input::Source;
use super::out::{errln, out, outln};
use super::progress::{ProgressLine, bar};
use super::wordargs::ListArgs;
use crate::fill::rules::for_puzzle;
use crate::fill::{
    Budget, FillMode, FillOutcome, Optimality, Progress, Region, Request, Strategy, Unfillable,
    WordTables, default_threads,
};
use crate::grid::{Pos, SlotId, Slots, text};
use anyhow::{Context as _, bail};

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, Instant};

mod dead;
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
        value_parser = parse_timeout
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
        value_parser = parse_quality
    )]
    quality: Option<Duration>,
    /// Allow the same word in two entries.
    #[arg(long)]
    allow_duplicates: bool,
    /// Search: auto (a portfolio on --threads threads sharing what they learn; reproducible
    /// from --seed and --threads), words (one restarting search, the same as auto on one
    /// thread) or letters (complete, no restarts; proves unfillable grids).
    #[arg(long, default_value = "auto", value_parser = parse_strategy)]
    strategy: Strategy,
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

fn parse_strategy(s: &str) -> Result<Strategy, String> {
    match s {
        "auto" => Ok(Strategy::Auto),
        "words" => Ok(Strategy::Words),
        "letters" => Ok(Strategy::Letters),
        _ => Err(format!("{s:?}: one of auto, words, letters")),
    }
}

/// The longest `--timeout` or `--quality`: longer is surely a typo, and a bound keeps the
/// deadline arithmetic far from overflow.
const MAX_SECONDS: f64 = 86_400.0;

/// Parses a number of seconds, 0 (when `zero_ok`) or more up to [`MAX_SECONDS`]. Messages
/// leave the value out: clap prints it as typed, where a float would print 1e300 in full.
fn parse_seconds(s: &str, zero_ok: bool) -> Result<Duration, String> {
    let secs: f64 = s
        .trim()
        .parse()
        .ok()
        .filter(|v: &f64| v.is_finite())
        .ok_or("not a number of seconds")?;
    if secs < 0.0 || (secs == 0.0 && !zero_ok) {
        return Err(if zero_ok {
            "must be 0 or more seconds".into()
        } else {
            "must be more than 0 seconds".into()
        });
    }
    if secs > MAX_SECONDS {
        return Err("must be at most 86400 seconds (a day)".into());
    }
    Ok(Duration::from_secs_f64(secs))
}

fn parse_timeout(s: &str) -> Result<Duration, String> {
    parse_seconds(s, false)
}

fn parse_quality(s: &str) -> Result<Duration, String> {
    parse_seconds(s, true)
}

/// Runs `gridwright fill`.
pub fn run(ctx: &Context, args: Args) -> anyhow::Result<ExitCode> {
    let started = Instant::now();
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
    let mins = args.min_score.resolve_all();
    let min_score = mins.default;
    // Entries an editor queries at a cost, the "not in my grid" list out (issue 44).
    let tables = Arc::new(crate::words::queried::with_cost(
        &WordTables::from_index_by_length(&words.index, &mins),
        &crate::words::queried::Queried::built_in(),
        &super::wordargs::ban(),
    ));
    let mode = if args.refill {
        FillMode::Refill
    } else {
        FillMode::Fill
    };
    // A slot or .ipuz file may carry the constructor's theme entries: they count too.
    let rules = for_puzzle(&puzzle, &args.include, args.include_soft, args.max_shared)?;
    let themed = !rules.include.is_empty();
    let include = rules.include.clone();
    let request = Request::from_puzzle(&puzzle, args.region.clone().unwrap_or_default(), mode)
        .rules(rules)?
        .allow_duplicates(args.allow_duplicates)
        .seed(args.seed)
        .threads(args.threads.map_or_else(default_threads, usize::from))
        .timeout(args.timeout);
    let job = if args.optimal {
        let budget = Budget {
            max_backtracks: args.max_backtracks,
        };
        request.spawn_optimal(tables, budget)?
    } else {
        request
            .quality(
                args.quality.unwrap_or(Duration::ZERO),
                args.quality.is_none(),
            )
            .strategy(args.strategy)
            .spawn(tables)?
    };
    let mut progress = FillProgress(ProgressLine::new(!args.json, Duration::from_secs(2)));
    let outcome = job.wait(|p| progress.show(p));
    progress.0.clear();
    let elapsed = started.elapsed();
    let alphabet = &puzzle.alphabet;
    // The outcome names slots by id in the grid the fill started from.
    let slots = puzzle.slots();
    match &outcome {
        FillOutcome::Filled(f) => {
            let dead = dead::dead_entries(&slots, f, alphabet);
            let unlisted = theme::unlisted(f, &include, &words.index, min_score);
            let grid_text = text::format_grid(&f.grid, alphabet);
            if let Some(out) = &args.out {
                write_out(&puzzle, &f.grid, &grid_text, out)?;
            }
            if args.json {
                let entries: Vec<_> = f
                    .entries
                    .iter()
                    .map(|e| serde_json::json!({"slot": e.label, "word": alphabet.spell(&e.word), "score": e.score}))
                    .collect();
                let mut doc = serde_json::json!({
                    "status": "filled",
                    "grid": grid_text.lines().collect::<Vec<_>>(),
                    "entries": entries,
                    "average_score": f.average_score,
                    "min_score": f.min_score,
                    "elapsed_ms": elapsed.as_millis() as u64,
                    "first_fill_ms": f.first_fill.as_millis() as u64,
                    "nodes": f.stats.nodes,
                    "backtracks": f.stats.backtracks,
                    "restarts": f.stats.restarts,
                });
                if args.refill {
                    doc["replaced"] = serde_json::json!(f.replaced);
                }
                if let Some(o) = &f.optimality {
                    doc["optimal"] = serde_json::json!(o.proven);
                    doc["total"] = serde_json::json!(o.total);
                    // A proof is a bound met: the two are equal then.
                    doc["bound"] = serde_json::json!(if o.proven { o.total } else { o.bound });
                }
                if !f.skipped.is_empty() {
                    doc["skipped"] = serde_json::json!(labels(&slots, &f.skipped));
                }
                if themed {
                    let left: Vec<String> = f.left_out.iter().map(|w| alphabet.spell(w)).collect();
                    doc["left_out"] = serde_json::json!(left);
                    let below: Vec<_> = unlisted
                        .iter()
                        .map(|(w, s)| serde_json::json!({"word": alphabet.spell(w), "list_score": s}))
                        .collect();
                    doc["theme_below_minimum"] = serde_json::json!(below);
                }
                if args.region.is_some() {
                    doc["dead_outside"] = dead::json(&dead);
                }
                outln!("{doc}")?;
            } else {
                if args.out.is_none() {
                    out!("{grid_text}")?;
                }
                let replaced = if args.refill {
                    format!(", replaced {} {}", f.replaced, plural(f.replaced, "letter"))
                } else {
                    String::new()
                };
                errln!(
                    "filled {} entries in {:.2} s: average score {:.1}, lowest {}{replaced} ({} backtracks, {} restarts)",
                    f.entries.len(),
                    elapsed.as_secs_f64(),
                    f.average_score,
                    f.min_score,
                    f.stats.backtracks,
                    f.stats.restarts
                );
                if !f.skipped.is_empty() {
                    errln!("{}", skipped_text(&labels(&slots, &f.skipped)));
                }
                if let Some(o) = &f.optimality {
                    errln!("{}", optimality_text(o, elapsed));
                }
                if !unlisted.is_empty() {
                    errln!("{}", theme::unlisted_text(&unlisted, alphabet, min_score));
                }
                if !f.left_out.is_empty() {
                    let lengths: Vec<usize> = slots
                        .all()
                        .iter()
                        .map(|s| s.word_len(&puzzle.grid))
                        .collect();
                    errln!("{}", theme::left_out_text(&f.left_out, &lengths, alphabet));
                }
                if !dead.is_empty() {
                    errln!("{}", dead::warning(&dead));
                }
            }
            if dead.is_empty() {
                Ok(ExitCode::SUCCESS)
            } else {
                Ok(ExitCode::from(EXIT_DEAD_OUTSIDE))
            }
        }
        FillOutcome::Unfillable {
            reason,
            slot,
            hardest,
        } => {
            let slot = slot.map(|id| slots.get(id).label());
            let hardest = labels(&slots, hardest);
            let msg = unfillable_text(*reason, slot.as_deref(), &hardest);
            report(
                args.json,
                args.optimal,
                "unfillable",
                &format!("unfillable: {msg}"),
                slot.as_deref(),
                &hardest,
                elapsed,
            )?;
            Ok(ExitCode::from(EXIT_UNFILLABLE))
        }
        FillOutcome::TimedOut { stats, hardest } => {
            let hardest = labels(&slots, hardest);
            let mut msg = format!(
                "timed out after {:.1} s ({} backtracks, {} restarts)",
                elapsed.as_secs_f64(),
                stats.backtracks,
                stats.restarts
            );
            if !hardest.is_empty() {
                msg.push_str(&format!("; hardest entries: {}", hardest.join(" ")));
            }
            report(
                args.json,
                args.optimal,
                "timeout",
                &msg,
                None,
                &hardest,
                elapsed,
            )?;
            Ok(ExitCode::from(EXIT_TIMEOUT))
        }
        FillOutcome::Cancelled(_) => {
            report(
                args.json,
                args.optimal,
                "cancelled",
                "cancelled",
                None,
                &[],
                elapsed,
            )?;
            Ok(ExitCode::from(EXIT_TIMEOUT))
        }
        FillOutcome::Panicked(why) => {
            let msg = format!(
                "internal error: the fill stopped with a bug ({why}); nothing was written. Please report it"
            );
            report(args.json, args.optimal, "error", &msg, None, &[], elapsed)?;
            Ok(ExitCode::from(EXIT_INTERNAL))
        }
    }
}

/// Whether an optimal fill is proven best, in words.
fn optimality_text(o: &Optimality, elapsed: Duration) -> String {
    if o.proven {
        format!("proven optimal: total {}", o.total)
    } else {
        format!(
            "best found in {:.1} s, not proven optimal: total {} (bound {})",
            elapsed.as_secs_f64(),
            o.total,
            o.bound
        )
    }
}

/// "1 letter", "2 letters".
fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        word.to_string()
    } else {
        format!("{word}s")
    }
}

/// The labels ("51A") of slots of the grid the fill started from.
fn labels(slots: &Slots, ids: &[SlotId]) -> Vec<String> {
    ids.iter()
        .filter(|id| id.0 < slots.len())
        .map(|&id| slots.get(id).label())
        .collect()
}

/// The entries a fill left alone, in words.
fn skipped_text(labels: &[String]) -> String {
    let (what, left) = if labels.len() == 1 {
        ("entry", "it is")
    } else {
        ("entries", "they are")
    };
    format!(
        "skipped {} {what} through a rebus no word can spell (left as {left}): {}",
        labels.len(),
        labels.join(" ")
    )
}

/// Why a grid has no fill, in words: the reason, the slot to blame, the hardest entries.
fn unfillable_text(reason: Unfillable, slot: Option<&str>, hardest: &[String]) -> String {
    let mut msg = match (reason, slot) {
        (Unfillable::NoFill, _) if !hardest.is_empty() => format!(
            "no fill exists (after a complete search; hardest entries: {})",
            hardest.join(" ")
        ),
        (Unfillable::NoFill, _) => "no fill exists (after a complete search)".to_string(),
        (Unfillable::LoneSquare(_), _) => format!("{reason}, so no word can fill it"),
        (_, Some(label)) => format!("slot {label} has no candidate: {reason}"),
        (_, None) => reason.to_string(),
    };
    if matches!(reason, Unfillable::NoCandidate) {
        msg.push_str(" (before any choice)");
    }
    msg
}

/// Tells how a fill ended without a grid: `slot` ran dry when one is to blame; `hardest` are
/// the entries the search ran dry on most (a timeout's).
fn report(
    json: bool,
    optimal: bool,
    status: &str,
    msg: &str,
    slot: Option<&str>,
    hardest: &[String],
    elapsed: Duration,
) -> anyhow::Result<()> {
    if json {
        let mut doc = serde_json::json!({"status": status, "reason": msg, "slot": slot, "elapsed_ms": elapsed.as_millis() as u64});
        if optimal && status != "unfillable" {
            // An optimal search stopped before any fill proved nothing.
            doc["optimal"] = serde_json::json!(false);
        }
        if !hardest.is_empty() {
            doc["hardest"] = serde_json::json!(hardest);
        }
        outln!("{doc}")?;
    } else {
        errln!("gridwright: {msg}");
    }
    Ok(())
}

/// `fill`'s progress: slots filled, backtracks, restarts, time, the polish's average.
struct FillProgress(ProgressLine);

impl FillProgress {
    fn show(&mut self, p: &Progress) {
        if !self.0.due() {
            return;
        }
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
        if let Some(avg) = p.best_score {
            line.push_str(&format!("  polishing: average {avg:.1}"));
        }
        self.0.draw(&line);
    }
}
