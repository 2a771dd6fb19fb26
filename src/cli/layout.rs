//! `gridwright layout`: lay out a freeform crossword from a list of answers and clues.

use super::Context;
use super::out::errln;
use crate::grid::Grid;
use crate::layout::{self, Options};
use anyhow::Context as _;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `gridwright layout`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Answer list: `ANSWER<TAB>clue`, `ANSWER: clue`, `ANSWER - clue` lines, or JSON; `-` for
    /// stdin. A crosswordsmith layout document (`grid`, `words`, `gridLength`) is imported as
    /// it is laid out.
    pub file: PathBuf,
    /// Largest layout allowed, as WIDTHxHEIGHT (each at most 255); by default the box grows
    /// as the answers need.
    #[arg(long, value_name = "WxH", value_parser = parse_size)]
    pub max_size: Option<(usize, usize)>,
    /// An exact N×N grid, as crosswordsmith's --size: the answers are laid out within it and
    /// the grid (the JSON's gridLength) is N, blocks filling what they leave.
    #[arg(long, value_name = "N", conflicts_with = "max_size", value_parser = parse_side)]
    pub size: Option<usize>,
    /// crosswordsmith's rules: letters are compared as written, so answers cross only where
    /// their letters agree in case too (its comb fixtures' teeth `Aaaa…` meet the spine only
    /// at their capital); a lower-case letter is a square of its own, kept as written.
    #[arg(long)]
    pub crosswordsmith: bool,
    /// Write nothing (no file, no slot, no layout on stdout) and exit 1 when any answer
    /// could not be placed.
    #[arg(long)]
    pub strict: bool,
    /// Partial layouts kept at each step: larger is slower and usually more compact.
    #[arg(long, value_name = "K", default_value_t = Options::default().beam, value_parser = parse_beam)]
    pub beam: usize,
    /// Searches over differently perturbed word orders; the most compact result wins.
    #[arg(long, value_name = "N", default_value_t = Options::default().restarts)]
    pub restarts: usize,
    /// Seed for tie-breaking; the same seed and list give the same layout.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,
    /// Perturb the word order (with --seed) for a different layout.
    #[arg(long)]
    pub shuffle: bool,
    /// Write the result to FILE.json (crosswordsmith's layout JSON: a square grid of
    /// gridLength rows, with diagnostics), FILE.puz or FILE.ipuz.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Save the layout into save slot N (1–9).
    #[arg(long, value_name = "N")]
    pub slot: Option<crate::store::SlotNumber>,
    /// With --slot: replace a slot that holds a puzzle (it stays in the slot's history).
    #[arg(long, requires = "slot")]
    pub force: bool,
}

/// Parses `15x13` (also `15X13`, `15×13`, or a single `15` for a square).
/// `--beam`: 1 to [`layout::MAX_BEAM`].
fn parse_beam(s: &str) -> Result<usize, String> {
    let max = layout::MAX_BEAM;
    s.trim()
        .parse::<usize>()
        .ok()
        .filter(|k| (1..=max).contains(k))
        .ok_or_else(|| format!("{s:?} is not a beam width: give 1 to {max}"))
}

/// `--size N`: one side, from the smallest grid to the largest.
fn parse_side(s: &str) -> Result<usize, String> {
    let max = Grid::MAX_SIDE;
    s.trim()
        .parse::<usize>()
        .ok()
        .filter(|n| (Grid::MIN_SIDE..=max).contains(n))
        .ok_or_else(|| format!("{s:?} is not a grid side: give {} to {max}", Grid::MIN_SIDE))
}

/// `--max-size`: a size whose sides are 2 to the largest grid's.
fn parse_size(s: &str) -> Result<(usize, usize), String> {
    let (w, h) = super::parse::size(s)?;
    let ok = |n: usize| (2..=Grid::MAX_SIDE).contains(&n);
    if !ok(w) || !ok(h) {
        return Err(format!(
            "{w}x{h} is out of range: each side is 2 to {}",
            Grid::MAX_SIDE
        ));
    }
    Ok((w, h))
}

/// Runs `gridwright layout`. Exit status 0 when every answer is placed, 1 when some could
/// not be (the layout of the rest is still written), 2 on errors.
pub fn run(ctx: &Context, args: Args) -> anyhow::Result<ExitCode> {
    if let Some(n) = args.slot {
        super::slots::refuse_occupied(&super::input::store(ctx)?, n, args.force)?;
    }
    let out = out_file(args.out.as_deref())?;
    // Bounded, and a fifo is refused rather than waited on; `-` is standard input.
    let (text, name) = layout::input::read_list_file(&args.file)?;
    let (list, result) = lay_out_text(&args, &text, &name)?;
    if let Some(line) = layout::unplaced_summary(&list, &result.unplaced) {
        errln!("gridwright: {name}: {line}");
        if args.strict {
            // crosswordsmith's contract: no layout of every answer, no output at all.
            errln!("gridwright: nothing written (--strict): every answer must be placed");
            return Ok(ExitCode::from(1));
        }
    }
    let a = &result.arrangement;
    let words: Vec<Vec<u8>> = list.entries.iter().map(|e| e.letters.clone()).collect();
    errln!(
        "gridwright: {}×{}, {} of {} answers, {} crossings, {:.0}% letters",
        a.width,
        a.height,
        result.words.len(),
        list.entries.len(),
        a.crossings(&words),
        100.0 * a.density(&words)
    );
    match out {
        Some(path) => write_out(ctx, &args, &path, &list, &result)?,
        None if args.slot.is_none() => {
            super::out::out!("{}", layout::render_text(&list, &result))?;
        }
        None => {}
    }
    if let Some(n) = args.slot {
        let store = super::input::store(ctx)?;
        super::slots::save_into(&store, n, &result.puzzle, args.force)?;
        errln!(
            "gridwright: saved the layout to slot {n} ({})",
            store.path(n).display()
        );
    }
    Ok(if result.unplaced.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// `--out`, refused before any work unless it names a .json, .puz or .ipuz file.
fn out_file(out: Option<&std::path::Path>) -> anyhow::Result<Option<std::path::PathBuf>> {
    let Some(p) = out else {
        return Ok(None);
    };
    let ext = p
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match ext.as_deref() {
        Some("json" | "puz" | "ipuz") => Ok(Some(p.to_path_buf())),
        _ => anyhow::bail!(
            "--out {}: use a .json, .puz or .ipuz file name",
            p.display()
        ),
    }
}

/// The answer list read from `text` and its layout: a finished layout JSON taken as it is,
/// else laid out as `args` ask (on a square of `--size` when given).
fn lay_out_text(
    args: &Args,
    text: &str,
    name: &str,
) -> anyhow::Result<(layout::AnswerList, layout::Layout)> {
    let (max_w, max_h) = args
        .size
        .map(|n| (n, n))
        .or(args.max_size)
        .unwrap_or((Grid::MAX_SIDE, Grid::MAX_SIDE));
    let case = match args.crosswordsmith {
        true => layout::Case::Kept,
        false => layout::Case::Folded,
    };
    let (list, result) = if layout::json_read::is_layout_json(text) {
        // A finished layout (crosswordsmith's output JSON, or ours): taken as it is.
        layout::json_read::from_json(text, name)?
    } else {
        let list = layout::parse_cased(text, name, max_w.max(max_h), case)?;
        let opts = Options {
            max_width: max_w,
            max_height: max_h,
            beam: args.beam.max(1),
            restarts: args.restarts.max(1),
            seed: args.seed,
            shuffle: args.shuffle,
            ..Options::default()
        };
        let result = layout::lay_out(&list, &opts)?;
        (list, result)
    };
    let result = match args.size {
        Some(n) => layout::on_square(&list, &result, n)
            .with_context(|| format!("{name}: the layout does not fit --size {n}"))?,
        None => result,
    };
    Ok((list, result))
}

/// Writes the layout to `path`: a puzzle file, or the layout JSON (with the seed when one
/// was chosen).
fn write_out(
    ctx: &Context,
    args: &Args,
    path: &std::path::Path,
    list: &layout::AnswerList,
    result: &layout::Layout,
) -> anyhow::Result<()> {
    if !path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("json"))
    {
        let options = crate::formats::WriteOptions::default();
        crate::formats::write_path(&result.puzzle, path, None, &options)?;
        errln!("gridwright: wrote {}", path.display());
        super::clues::remember_written(ctx, &result.puzzle, path);
        return Ok(());
    }
    let seed = (args.seed != 0 || args.shuffle).then_some(args.seed);
    let doc = layout::json::to_json_seeded(list, result, seed);
    let mut body = serde_json::to_string_pretty(&doc)?;
    body.push('\n');
    crate::store::atomic::write_atomic(path, body.as_bytes())
        .with_context(|| format!("cannot write {}", path.display()))?;
    errln!(
        "gridwright: wrote {} ({}×{}, {} of {} answers)",
        path.display(),
        result.puzzle.grid.width(),
        result.puzzle.grid.height(),
        result.words.len(),
        list.entries.len()
    );
    super::clues::remember_written(ctx, &result.puzzle, path);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse_and_respect_the_grid_limit() {
        assert_eq!(parse_size("15x13"), Ok((15, 13)));
        assert_eq!(parse_size("21"), Ok((21, 21)));
        assert_eq!(parse_size("9×7"), Ok((9, 7)));
        assert!(parse_size("256x10").unwrap_err().contains("255"));
        assert_eq!(parse_size("57x7"), Ok((57, 7)));
        assert_eq!(parse_size("64x7"), Ok((64, 7)));
        assert!(parse_size("300x10").unwrap_err().contains("255"));
        assert!(parse_size("abc").is_err());
        assert!(parse_size("1x2x3").is_err());
    }
}
