//! `gridwright design`: block patterns around theme entries, each with a complete fill.

use super::Context;
use super::out::{errln, outln};
use super::progress::{ProgressLine, bar};
use super::wordargs::{ListArgs, MinScoreArg};
use crate::design::{
    Design, DesignProgress, DesignReport, DesignRequest, End, ThemeEntry, design, split_pinned,
};
use crate::fill::WordTables;
use crate::fill::rules::encode_entry;
use crate::grid::{Alphabet, Direction, RuleBreak, RuleOverrides, Symmetry, text};
use crate::store::SlotNumber;
use anyhow::Context as _;
use serde::Serialize;

use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Exit status when the search proved no design exists under the rules.
pub const EXIT_IMPOSSIBLE: u8 = 3;
/// Exit status when the search stopped (time or attempt limit) with no design.
pub const EXIT_NONE_FOUND: u8 = 4;

/// Arguments of `gridwright design`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The grid size, WIDTHxHEIGHT (15x15) or one number for a square.
    #[arg(value_name = "WxH", value_parser = super::parse::size)]
    size: (usize, usize),
    /// A theme entry, placed whole and locked (repeatable, up to 6). Pin it with
    /// @ROW,COL,across|down (counted from 1) or just @across / @down: --theme "ICED TEA@8,4,across".
    #[arg(long = "theme", value_name = "ANSWER")]
    theme: Vec<String>,
    /// Themeless: a long entry to build the grid around (repeatable; pins as --theme).
    #[arg(long = "seed-entry", value_name = "ANSWER", conflicts_with = "theme")]
    seed_entry: Vec<String>,
    /// How blocks mirror: rotational (default), none, mirror-left-right, mirror-top-bottom,
    /// diagonal, four-way.
    #[arg(long, default_value = "rotational")]
    symmetry: Symmetry,
    /// At most this many entries (default: 78 for a themed 15×15, 72 themeless, in
    /// proportion for other sizes).
    #[arg(long, value_name = "N")]
    max_words: Option<usize>,
    /// At most this many blocks (default: a sixth of the squares, 38 of a 15×15).
    #[arg(long, value_name = "N")]
    max_blocks: Option<usize>,
    /// At most this many cheater squares, blocks that add no entry (default: 2 on a 15×15,
    /// in proportion from 13×13 up; no limit below).
    #[arg(long, value_name = "N")]
    max_cheaters: Option<usize>,
    /// At most this many 3-letter entries (default: 16 themed, 12 themeless on a 15×15, in
    /// proportion from 13×13 up; no limit below).
    #[arg(long, value_name = "N")]
    max_three_letter: Option<usize>,
    /// How many distinct designs to find.
    #[arg(long, value_name = "K", default_value_t = 3)]
    count: usize,
    /// Stop after this many seconds with what was found.
    #[arg(long, value_name = "SECS", default_value = "60", value_parser = super::parse::timeout)]
    timeout: Duration,
    /// Spend this many seconds raising each design's fill scores: by default a second, which
    /// lifts the share of fill an editor rates good by about two points (issue 44's
    /// benchmark); 0 gives designs that follow from --seed and --threads.
    #[arg(long, value_name = "SECS", default_value = "1", value_parser = parse_polish)]
    polish: Duration,
    #[command(flatten)]
    min_score: MinScoreArg,
    #[command(flatten)]
    lists: ListArgs,
    /// Seed for the search's random choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Worker threads (default: every core).
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    /// Print the designs as JSON.
    #[arg(long)]
    json: bool,
    /// Write each design as DIR/design-N.ipuz (theme squares locked).
    #[arg(long, value_name = "DIR", conflicts_with = "slot")]
    out_dir: Option<PathBuf>,
    /// Save the best design into save slot N (1–9).
    #[arg(long, value_name = "N")]
    slot: Option<SlotNumber>,
    /// With --slot: replace what the slot holds (the old version stays in its history).
    #[arg(long, requires = "slot")]
    force: bool,
}

/// `--polish`: 0 to an hour.
fn parse_polish(s: &str) -> Result<Duration, String> {
    super::parse::seconds(s, true, 3600.0)
}

/// Reads `ANSWER[@ROW,COL,DIR | @DIR]` into a theme entry in `alphabet`.
fn theme_entry(arg: &str, alphabet: &Alphabet) -> anyhow::Result<ThemeEntry> {
    let (answer, pin) = split_pinned(arg).with_context(|| format!("theme entry {arg:?}"))?;
    let answer = encode_entry(answer, alphabet)?;
    Ok(ThemeEntry { answer, pin })
}

/// A design as JSON: rows with letters and `#`, figures, and the theme entries (0-based).
#[derive(Serialize)]
struct JsonDesign {
    grid: Vec<String>,
    words: usize,
    blocks: usize,
    average_score: f64,
    lowest_score: u8,
    three_letter: usize,
    cheaters: usize,
    /// The house rules' ceilings the design goes past (empty: it keeps them).
    breaks: Vec<RuleBreak>,
    theme: Vec<JsonTheme>,
}

#[derive(Serialize)]
struct JsonTheme {
    answer: String,
    row: usize,
    col: usize,
    direction: &'static str,
}

fn direction_name(d: Direction) -> &'static str {
    match d {
        Direction::Across => "across",
        Direction::Down => "down",
    }
}

/// The engine's request from the flags.
fn request(args: &Args, theme: Vec<ThemeEntry>, themeless: bool) -> DesignRequest {
    let (width, height) = args.size;
    let mut req = DesignRequest::new(width, height);
    req.symmetry = args.symmetry;
    req.rules = RuleOverrides {
        max_words: args.max_words,
        max_blocks: args.max_blocks,
        max_cheaters: args.max_cheaters,
        max_three_letter: args.max_three_letter,
        ..RuleOverrides::default()
    };
    req.theme = theme;
    req.themeless = themeless;
    req.count = args.count;
    req.seed = args.seed;
    if let Some(t) = args.threads {
        req.threads = t;
    }
    // The clock bounds the search, not a number of patterns.
    req.timeout = Some(args.timeout);
    req.max_attempts = None;
    req.polish = args.polish;
    req
}

/// Runs `gridwright design`.
pub fn run(ctx: &Context, args: Args) -> anyhow::Result<ExitCode> {
    let words = args.lists.load(args.json)?;
    let alphabet = words.index.alphabet().clone();
    let themeless = !args.seed_entry.is_empty();
    let raw = if themeless {
        &args.seed_entry
    } else {
        &args.theme
    };
    let theme = raw
        .iter()
        .map(|t| theme_entry(t, &alphabet))
        .collect::<anyhow::Result<Vec<_>>>()?;
    let store = match args.slot {
        Some(n) => {
            let store = super::input::store(ctx)?;
            // Before the slow part, so the user hears at once.
            super::slots::refuse_occupied(&store, n, args.force)?;
            Some((store, n))
        }
        None => None,
    };
    if let Some(dir) = &args.out_dir {
        // Before the slow part: a fifo or a file there would fail only after the search.
        out_dir_usable(dir)?;
    }
    let req = request(&args, theme, themeless);
    req.check(&alphabet)?;
    // The designer's fills prefer clean entries too (issue 44).
    let tables = crate::words::queried::for_autofill(
        &WordTables::from_index_by_length(&words.index, &args.min_score.resolve_all()),
        &crate::words::queried::Queried::built_in(),
        &super::wordargs::ban(),
    );
    let bar = Mutex::new(Bar::new(!args.json));
    let cancel = AtomicBool::new(false);
    let on_progress = |p: &DesignProgress| bar.lock().unwrap_or_else(|e| e.into_inner()).show(p);
    let report = design(&req, &tables, &cancel, &on_progress)?;
    bar.lock().unwrap_or_else(|e| e.into_inner()).clear();
    let designs = &report.designs;
    if designs.is_empty() {
        return none_found(&report, &req, args.json);
    }
    if args.json {
        let docs: Vec<JsonDesign> = designs.iter().map(|d| json_design(d, &alphabet)).collect();
        outln!("{}", serde_json::to_string(&docs)?)?;
    } else {
        for (i, d) in designs.iter().enumerate() {
            print_design(i, designs.len(), d, &alphabet)?;
        }
    }
    errln!("{}", summary(&report, req.count));
    if let Some(dir) = &args.out_dir {
        std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
        for (i, d) in designs.iter().enumerate() {
            let path = dir.join(format!("design-{}.ipuz", i + 1));
            super::export::export_to(&d.puzzle(&alphabet), &path, None, true)?;
            errln!("wrote {}", path.display());
        }
    }
    if let Some((store, n)) = store {
        super::slots::save_into(&store, n, &designs[0].puzzle(&alphabet), args.force)?;
        errln!(
            "saved the best design into slot {n} ({})",
            store.path(n).display()
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// An error when `dir` exists and is not a directory (a file, a fifo): designs could not
/// be written into it.
fn out_dir_usable(dir: &std::path::Path) -> anyhow::Result<()> {
    match std::fs::metadata(dir) {
        Ok(m) if !m.is_dir() => anyhow::bail!(
            "--out-dir {}: is not a directory, so no design could be written into it",
            dir.display()
        ),
        _ => Ok(()),
    }
}

/// The closing line: designs found, time taken, when the first design was ready, work done
/// (the patterns tried are those a fill judged, a mended pattern counting again; the
/// attempts, the theme placements they grew from).
fn summary(report: &DesignReport, wanted: usize) -> String {
    let n = report.designs.len();
    format!(
        "{n} {} in {:.1} s, the first after {:.1} s ({} patterns tried in {} attempts){}{}",
        if n == 1 { "design" } else { "designs" },
        report.elapsed.as_secs_f64(),
        report.first_found.unwrap_or_default().as_secs_f64(),
        report.fills,
        report.attempts,
        match report.end {
            End::TimedOut if n < wanted => ", stopped at the time limit",
            _ => "",
        },
        if report.relaxed {
            "; no pattern kept the house rules, so these break them as each says \
             (--max-blocks, --max-cheaters and --max-three-letter set your own)"
        } else {
            ""
        }
    )
}

/// Says why no design came, and the exit status for it.
fn none_found(report: &DesignReport, req: &DesignRequest, json: bool) -> anyhow::Result<ExitCode> {
    let code = match report.end {
        End::Impossible => {
            errln!(
                "gridwright: no design exists: the theme entries cannot be placed as whole \
                 entries under these rules ({}×{}, {} symmetry, at most {} words and {} blocks, \
                 an unpaired entry in the centre)",
                req.width,
                req.height,
                req.symmetry,
                req.word_ceiling(),
                req.block_ceiling()
            );
            EXIT_IMPOSSIBLE
        }
        _ => {
            errln!(
                "gridwright: no design found in {:.1} s ({} patterns tried in {} attempts); \
                 try a longer --timeout, a higher --max-words or --max-blocks, or a lower \
                 --min-score",
                report.elapsed.as_secs_f64(),
                report.fills,
                report.attempts
            );
            EXIT_NONE_FOUND
        }
    };
    if json {
        outln!("[]")?;
    }
    Ok(ExitCode::from(code))
}

fn json_design(d: &Design, alphabet: &Alphabet) -> JsonDesign {
    JsonDesign {
        grid: text::format_grid(&d.grid, alphabet)
            .lines()
            .map(str::to_string)
            .collect(),
        words: d.words,
        blocks: d.blocks,
        average_score: (d.average_score * 100.0).round() / 100.0,
        lowest_score: d.lowest_score,
        three_letter: d.quality.three_letter,
        cheaters: d.quality.cheaters,
        breaks: d.broken.clone(),
        theme: d
            .theme
            .iter()
            .map(|t| JsonTheme {
                answer: alphabet.spell(&t.answer),
                row: t.start.row,
                col: t.start.col,
                direction: direction_name(t.direction),
            })
            .collect(),
    }
}

/// One design as text: a heading with its figures, the grid, and where the theme sits.
fn print_design(i: usize, n: usize, d: &Design, alphabet: &Alphabet) -> anyhow::Result<()> {
    if i > 0 {
        outln!()?;
    }
    outln!(
        "design {} of {n}: {} words, {} blocks, {} 3-letter, {} cheaters, average score {:.1}, \
         lowest {}{}",
        i + 1,
        d.words,
        d.blocks,
        d.quality.three_letter,
        d.quality.cheaters,
        d.average_score,
        d.lowest_score,
        breaks_note(&d.broken)
    )?;
    super::out::out!("{}", text::format_grid(&d.grid, alphabet))?;
    for t in &d.theme {
        outln!(
            "  {} at {} {}",
            alphabet.spell(&t.answer),
            t.start,
            direction_name(t.direction)
        )?;
    }
    Ok(())
}

/// "; breaks: 40 blocks > 38, 3 cheaters > 2" for a design past the house rules, or
/// nothing.
fn breaks_note(broken: &[RuleBreak]) -> String {
    if broken.is_empty() {
        return String::new();
    }
    let list: Vec<String> = broken.iter().map(ToString::to_string).collect();
    format!("; breaks: {}", list.join(", "))
}

/// `design`'s progress: designs found, attempts, dead ends, patterns tried (the fills that
/// judged them, as in the closing line), time, the best so far.
struct Bar(ProgressLine);

impl Bar {
    fn new(enabled: bool) -> Bar {
        Bar(ProgressLine::new(enabled, Duration::from_secs(5)))
    }

    fn show(&mut self, p: &DesignProgress) {
        if !self.0.due() {
            return;
        }
        let width = 20;
        let done = (p.found * width).checked_div(p.wanted).unwrap_or(0);
        let mut line = format!(
            "{} {}/{} designs  {} attempts  {} dead ends  {} patterns tried  {:.1} s",
            bar(done, width),
            p.found,
            p.wanted,
            p.attempts,
            p.dead_ends,
            p.fills,
            p.elapsed.as_secs_f64()
        );
        if let Some((avg, low)) = p.best {
            line.push_str(&format!("  best: average {avg:.1}, lowest {low}"));
        }
        self.0.draw(&line);
    }

    fn clear(&mut self) {
        self.0.clear();
    }
}
