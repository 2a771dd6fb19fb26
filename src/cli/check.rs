//! `gridwright check`: the numbering and health report of a grid.

use super::Context;
use super::input::Source;
use super::out::{out, outln};
use crate::grid::printable::one_line;
use crate::grid::{HealthReport, Puzzle, Slots};
use std::fmt::Write as _;
use std::process::ExitCode;

mod diagram;
pub mod stats;
pub mod viable;

/// Arguments of `gridwright check`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    source: Source,
    /// Print the report as JSON.
    #[arg(long)]
    json: bool,
    /// Shortest entry length accepted (default: the puzzle's, normally 3).
    #[arg(long, value_name = "N")]
    min_len: Option<usize>,
    /// House rules to check against: american, british or barred (default: the puzzle's;
    /// a file with bars and no style of its own is barred).
    #[arg(long, value_name = "STYLE")]
    style: Option<crate::grid::HouseStyle>,
    /// Check the puzzle is ready to publish (empty squares, missing clues, clues written for
    /// another answer than their entry holds now, entries outside
    /// the word lists or below the minimum score, duplicates, unchecked squares, short
    /// entries, split grids, density, symmetry, the same grid in another slot): exit 1 when
    /// anything is found.
    #[arg(long, conflicts_with = "viable")]
    publish: bool,
    /// A quality sheet: words, blocks, average length, 3-letter entries, cheater squares,
    /// Scrabble average, pangram, entries by score band and the entries an editor would
    /// query.
    #[arg(long, conflicts_with_all = ["publish", "viable"])]
    stats: bool,
    #[command(flatten)]
    lists: super::wordargs::ListArgs,
    #[command(flatten)]
    min_score: super::wordargs::MinScoreArg,
    #[command(flatten)]
    viable: viable::ViableArgs,
}

/// Runs `gridwright check`.
pub fn run(ctx: &Context, args: Args) -> anyhow::Result<ExitCode> {
    let mut puzzle = args.source.load(ctx)?;
    if let Some(n) = args.min_len {
        puzzle.meta.min_entry_len = n;
    }
    if let Some(h) = args.style {
        puzzle.meta.house = h;
    }
    if args.publish {
        return publish(ctx, &args, &puzzle);
    }
    if args.stats {
        let name = args.source.name();
        return stats::run(&name, &puzzle, &args.lists, &args.min_score, args.json);
    }
    if args.viable.viable {
        let name = args.source.name();
        return viable::run(
            &name,
            &puzzle,
            &args.viable,
            &args.lists,
            &args.min_score,
            args.json,
        );
    }
    let min = puzzle.meta.shortest_entry();
    let slots = puzzle.slots();
    let report = HealthReport::of_puzzle(&puzzle, &slots, min);
    if args.json {
        let out = CheckJson {
            entries: slots
                .all()
                .iter()
                .map(|s| EntryJson {
                    col: s.start().col + 1,
                    direction: s.direction,
                    length: s.len(),
                    number: s.number,
                    pattern: s.pattern(&puzzle.grid, &puzzle.alphabet),
                    row: s.start().row + 1,
                    word_length: s.word_len(&puzzle.grid),
                })
                .collect(),
            problems: report.problems(),
            report: &report,
        };
        outln!("{}", serde_json::to_string_pretty(&out)?)?;
    } else {
        out!("{}", render(&args.source.name(), &puzzle, &slots, &report))?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `check --publish`: the findings, and exit 1 when there is one.
fn publish(ctx: &Context, args: &Args, puzzle: &Puzzle) -> anyhow::Result<ExitCode> {
    let slot = args.source.slot_number(ctx);
    let findings = super::publish::findings(ctx, puzzle, slot, &args.lists, &args.min_score);
    // Entries an editor would query: listed, not problems (the exit code ignores them).
    let queried = super::publish::queried(puzzle);
    if args.json {
        let out = PublishJson {
            problems: &findings,
            queried: &queried,
            ready: findings.is_empty(),
            theme_entries: &puzzle.meta.theme_entries,
        };
        outln!("{}", serde_json::to_string_pretty(&out)?)?;
    } else if findings.is_empty() {
        outln!("{}: ready to publish", args.source.name())?;
    } else {
        outln!(
            "{}: {} before it is published:",
            args.source.name(),
            count(findings.len(), "problem")
        )?;
        out!("{}", super::publish::render(&findings))?;
    }
    if !args.json && !puzzle.meta.theme_entries.is_empty() {
        outln!("{}", theme_line(&puzzle.meta.theme_entries))?;
    }
    if !args.json && !queried.is_empty() {
        outln!("entries an editor may query:")?;
        out!("{}", super::publish::render_queried(&queried))?;
    }
    Ok(if findings.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The theme entries, listed apart: the constructor's, never judged by the word lists.
fn theme_line(theme: &[String]) -> String {
    let names: Vec<String> = theme.iter().map(|t| one_line(t).into_owned()).collect();
    format!(
        "theme entries: {} ({}; the constructor's, not judged by score)",
        theme.len(),
        names.join(", ")
    )
}

/// The house style line: the style, and the unches it allows.
fn house_line(r: &HealthReport) -> String {
    use crate::grid::HouseStyle;
    let unches = match r.unches {
        1 => "1 unch".to_string(),
        n => format!("{n} unches"),
    };
    match r.house {
        HouseStyle::American => format!("american (every square checked; {unches})"),
        HouseStyle::British => format!("british (unches allowed; {unches})"),
        HouseStyle::Barred => format!(
            "barred (up to {}% of an entry unchecked; {unches})",
            r.max_unches
        ),
    }
}

/// The bars breaking the symmetry, after the block count: "; 2 asymmetric bars: r2c1 right,
/// r4c4 right" (at most six named), or nothing.
fn bar_violations(r: &HealthReport) -> String {
    const SHOWN: usize = 6;
    if r.asymmetric_bars.is_empty() {
        return String::new();
    }
    let mut named: Vec<String> = r
        .asymmetric_bars
        .iter()
        .take(SHOWN)
        .map(|b| b.to_string())
        .collect();
    if r.asymmetric_bars.len() > SHOWN {
        named.push(format!("… {} more", r.asymmetric_bars.len() - SHOWN));
    }
    format!(
        "; {}: {}",
        count(r.asymmetric_bars.len(), "asymmetric bar"),
        named.join(", ")
    )
}

/// The human-readable report.
pub fn render(name: &str, puzzle: &Puzzle, slots: &Slots, r: &HealthReport) -> String {
    let mut s = String::new();
    let title = if puzzle.meta.title.is_empty() {
        name.to_string()
    } else {
        format!("{} ({name})", one_line(&puzzle.meta.title))
    };
    let _ = writeln!(s, "{title}");
    s.push_str(&diagram::letters(puzzle));
    let _ = writeln!(s, "\nNumbering:");
    s.push_str(&diagram::numbers(puzzle, slots));
    for dir in [crate::grid::Direction::Across, crate::grid::Direction::Down] {
        let _ = writeln!(
            s,
            "\n{}:",
            if dir == crate::grid::Direction::Across {
                "Across"
            } else {
                "Down"
            }
        );
        for slot in slots.all().iter().filter(|x| x.direction == dir) {
            let _ = write!(
                s,
                "{:>4} {}",
                slot.number,
                slot.pattern(&puzzle.grid, &puzzle.alphabet)
            );
            if let Some(c) = puzzle.clue(slot.number, dir) {
                let _ = write!(s, "  {}", one_line(c));
            }
            s.push('\n');
        }
    }
    let _ = writeln!(s, "\nHealth:");
    let _ = writeln!(s, "  size            {}×{}", r.width, r.height);
    let _ = writeln!(
        s,
        "  words           {} ({} across, {} down)",
        r.words, r.across, r.down
    );
    let _ = writeln!(
        s,
        "  blocks          {} ({:.1}%)",
        r.blocks,
        r.block_density * 100.0
    );
    let _ = writeln!(s, "  average length  {:.2}", r.average_length);
    let _ = writeln!(
        s,
        "  complete        {}",
        if r.complete {
            "yes".to_string()
        } else {
            format!("no ({} empty squares)", r.empty_squares)
        }
    );
    let _ = writeln!(
        s,
        "  symmetry        {} ({}{})",
        r.symmetry,
        count(r.symmetry_violations.len(), "violation"),
        bar_violations(r)
    );
    let short: Vec<_> = r
        .short_entries
        .iter()
        .map(|e| format!("{} ({})", e.label, e.len))
        .collect();
    let _ = writeln!(
        s,
        "  short entries   {}",
        list_or_none(&short, &format!("under {}", r.min_entry_len))
    );
    let _ = writeln!(s, "  style           {}", house_line(r));
    let unchecked: Vec<_> = r.unchecked.iter().map(|p| p.to_string()).collect();
    let _ = writeln!(s, "  unchecked       {}", count(unchecked.len(), "square"));
    if !r.over_unched.is_empty() {
        let over: Vec<_> = r.over_unched.iter().map(|e| e.label.clone()).collect();
        let _ = writeln!(
            s,
            "  over-unched     {} (more than {}% unchecked)",
            over.join(", "),
            r.max_unches
        );
    }
    let regions = if r.is_disconnected() {
        format!(
            "DISCONNECTED: {} regions of {:?} squares",
            r.regions.len(),
            r.regions
        )
    } else {
        "connected".to_string()
    };
    let _ = writeln!(s, "  regions         {regions}");
    let dupes: Vec<_> = r
        .duplicates
        .iter()
        .map(|d| {
            // The full answer, rebus squares spelled out as they stand in the grid.
            let word = d
                .slots
                .first()
                .and_then(|&id| slots.get(id).answer(&puzzle.grid, &puzzle.alphabet))
                .unwrap_or_else(|| puzzle.alphabet.spell(&d.word));
            format!("{word} {}", d.labels.join("/"))
        })
        .collect();
    let _ = writeln!(s, "  duplicates      {}", list_or_none(&dupes, ""));
    if r.rebus_squares > 0 {
        let _ = writeln!(s, "  rebus           {}", count(r.rebus_squares, "square"));
    }
    if !r.skipped.is_empty() {
        let skipped: Vec<_> = r.skipped.iter().map(|e| e.label.clone()).collect();
        let _ = writeln!(
            s,
            "  skipped         {} (through a rebus no word can spell; autofill leaves {})",
            skipped.join(", "),
            if skipped.len() == 1 { "it" } else { "them" }
        );
    }
    s
}

fn count(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

fn list_or_none(items: &[String], note: &str) -> String {
    if items.is_empty() {
        "none".to_string()
    } else if note.is_empty() {
        items.join(", ")
    } else {
        format!("{} {note}: {}", items.len(), items.join(", "))
    }
}

/// `check --json` (fields in alphabetical order, as the output has always had them). The
/// report's squares are {row, col} from 0, as in its other square lists; the entries count
/// from 1, as the text does.
#[derive(serde::Serialize)]
struct CheckJson<'a> {
    entries: Vec<EntryJson>,
    problems: Vec<crate::grid::check::Problem>,
    report: &'a HealthReport,
}

/// One entry of `check --json`.
#[derive(serde::Serialize)]
struct EntryJson {
    col: usize,
    direction: crate::grid::Direction,
    length: usize,
    number: u16,
    pattern: String,
    row: usize,
    /// The word's length: a rebus square counts its characters.
    word_length: usize,
}

/// `check --publish --json`.
#[derive(serde::Serialize)]
struct PublishJson<'a> {
    problems: &'a [crate::grid::publish::Finding],
    queried: &'a [super::publish::QueriedEntry],
    /// No finding: the puzzle is ready.
    ready: bool,
    theme_entries: &'a [String],
}
