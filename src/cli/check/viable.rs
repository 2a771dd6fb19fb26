//! `gridwright check --viable`: the viability map from the command line — the squares no
//! letter can fill and the entries no word can, by whole-grid arc consistency with the
//! word lists and min score `fill` would use.

use super::super::out::{out, outln};
use super::super::wordargs::{ListArgs, MinScoreArg};
use crate::fill::{Viability, WordTables, viability_with_bars};
use crate::grid::{Puzzle, Slots};
use std::fmt::Write as _;
use std::process::ExitCode;

/// The flags `--viable` adds (the word-list flags, as `fill`'s, are `check`'s own).
#[derive(Debug, Clone, Default, clap::Args)]
pub struct ViableArgs {
    /// Check the grid can still be filled: list the squares no letter fits and the entries
    /// no word fits (by arc consistency over the whole grid); exit 1 when there is one.
    #[arg(long)]
    pub viable: bool,
    /// Allow the same word in two entries (as `fill --allow-duplicates`).
    #[arg(long)]
    allow_duplicates: bool,
}

/// Runs the viability check of `puzzle` (named `name`) and prints it as text or JSON.
pub fn run(
    name: &str,
    puzzle: &Puzzle,
    args: &ViableArgs,
    lists: &ListArgs,
    min_score: &MinScoreArg,
    json: bool,
) -> anyhow::Result<ExitCode> {
    let words = lists.load_for(json, Some(&puzzle.alphabet))?;
    words.check(&puzzle.alphabet)?;
    let tables = WordTables::from_index_by_length(&words.index, &min_score.resolve_all());
    let v = viability_with_bars(&puzzle.grid, &puzzle.bars(), &tables, args.allow_duplicates);
    let slots = puzzle.slots();
    if json {
        outln!(
            "{}",
            serde_json::to_string_pretty(&to_json(puzzle, &slots, &v))?
        )?;
    } else {
        out!("{}", render(name, puzzle, &slots, &v))?;
    }
    Ok(if v.is_alive() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// The report as JSON; rows and columns count from 1, as in the text.
pub fn to_json(puzzle: &Puzzle, slots: &Slots, v: &Viability) -> ViableJson {
    let entry = |id| {
        let s = slots.get(id);
        EntryJson {
            col: s.start().col + 1,
            direction: s.direction,
            label: s.label(),
            number: s.number,
            pattern: s.pattern(&puzzle.grid, &puzzle.alphabet),
            row: s.start().row + 1,
            viable: v.entry(id),
        }
    };
    ViableJson {
        dead_entries: v.dead_entries.iter().map(|&id| entry(id)).collect(),
        dead_squares: v
            .dead_squares
            .iter()
            .map(|p| SquareJson {
                col: p.col + 1,
                row: p.row + 1,
            })
            .collect(),
        entries: slots.iter().map(|(id, _)| entry(id)).collect(),
        viable: v.is_alive(),
    }
}

/// `check --viable --json` (fields in alphabetical order, as the output has always had
/// them).
#[derive(Debug, serde::Serialize)]
pub struct ViableJson {
    dead_entries: Vec<EntryJson>,
    dead_squares: Vec<SquareJson>,
    entries: Vec<EntryJson>,
    /// Every entry still has a word.
    viable: bool,
}

/// A square, counted from 1.
#[derive(Debug, serde::Serialize)]
struct SquareJson {
    col: usize,
    row: usize,
}

/// An entry and how many words still fit it.
#[derive(Debug, serde::Serialize)]
struct EntryJson {
    col: usize,
    direction: crate::grid::Direction,
    label: String,
    number: u16,
    pattern: String,
    row: usize,
    /// Words that still fit (`null` when the entry was not searched).
    viable: Option<usize>,
}

/// The report as text: a summary line, then each dead square and dead entry.
pub fn render(name: &str, puzzle: &Puzzle, slots: &Slots, v: &Viability) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{name}: {}", summary(v));
    for p in &v.dead_squares {
        let _ = writeln!(
            s,
            "  dead square {p} (row {}, col {}): no letter fits",
            p.row + 1,
            p.col + 1
        );
    }
    for &id in &v.dead_entries {
        let e = slots.get(id);
        let _ = writeln!(
            s,
            "  dead entry  {} {} at {}: no word fits",
            e.label(),
            e.pattern(&puzzle.grid, &puzzle.alphabet),
            e.start()
        );
    }
    s
}

/// "2 dead squares, 1 dead entry", or that every entry still has a word.
pub fn summary(v: &Viability) -> String {
    if v.is_alive() {
        return "viable: every entry still has a word".into();
    }
    let n = |k: usize, one: &str, many: &str| format!("{k} {}", if k == 1 { one } else { many });
    let mut parts = Vec::new();
    if !v.dead_squares.is_empty() {
        parts.push(n(v.dead_squares.len(), "dead square", "dead squares"));
    }
    if !v.dead_entries.is_empty() {
        parts.push(n(v.dead_entries.len(), "dead entry", "dead entries"));
    }
    parts.join(", ")
}
