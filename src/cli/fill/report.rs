//! What `gridwright fill` says when it ends: one typed report, printed as JSON (`--json`) or
//! as text (the grid on stdout, the summary on stderr).
//!
//! The JSON goes through `serde_json::Value`, whose map keeps keys sorted: the bytes are
//! those the command printed when it built its JSON by hand.

use super::super::out::{errln, out, outln};
use super::{dead, theme};
use crate::fill::{FillOutcome, Filled, Optimality, Unfillable};
use crate::grid::{Alphabet, Puzzle, SlotId, Slots};
use serde::Serialize;
use std::process::ExitCode;
use std::time::Duration;

/// How a fill ended, as the `status` field says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// A fill was found.
    Filled,
    /// No fill exists (or no candidate for a slot).
    Unfillable,
    /// The time limit passed first.
    Timeout,
    /// The fill was stopped.
    Cancelled,
    /// A worker panicked: a bug.
    Error,
}

/// One entry of a fill.
#[derive(Debug, Serialize)]
pub struct EntryReport {
    slot: String,
    word: String,
    score: u8,
}

/// A placed theme entry scored below the minimum (`None`: not in the lists).
#[derive(Debug, Serialize)]
pub struct BelowReport {
    word: String,
    list_score: Option<u8>,
}

/// An entry outside a filled region that the fill leaves without a word.
#[derive(Debug, Serialize)]
pub struct DeadReport {
    slot: String,
    pattern: String,
}

/// A fill that found a grid.
#[derive(Debug, Serialize)]
pub struct FilledReport {
    status: Status,
    grid: Vec<String>,
    entries: Vec<EntryReport>,
    average_score: f64,
    min_score: u8,
    elapsed_ms: u64,
    first_fill_ms: u64,
    nodes: u64,
    backtracks: u64,
    restarts: u64,
    /// Letters replaced (`--refill`).
    #[serde(skip_serializing_if = "Option::is_none")]
    replaced: Option<usize>,
    /// `--optimal`: whether the total is proven best, the total and the bound.
    #[serde(skip_serializing_if = "Option::is_none")]
    optimal: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    total: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    bound: Option<u64>,
    /// Entries left as they were (a rebus no word spells).
    #[serde(skip_serializing_if = "Option::is_none")]
    skipped: Option<Vec<String>>,
    /// With theme entries: those a soft fill left out, and those below the minimum.
    #[serde(skip_serializing_if = "Option::is_none")]
    left_out: Option<Vec<String>>,
    /// Why each of `left_out` is left out, in its order.
    #[serde(skip_serializing_if = "Option::is_none")]
    left_out_why: Option<Vec<LeftOutReport>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    theme_below_minimum: Option<Vec<BelowReport>>,
    /// With `--region`: the entries outside it left dead.
    #[serde(skip_serializing_if = "Option::is_none")]
    dead_outside: Option<Vec<DeadReport>>,
    /// The grid as the text format writes it (stdout without `--out`).
    #[serde(skip)]
    grid_text: String,
    #[serde(skip)]
    elapsed: Duration,
    /// The summary's further sentences, in the order they are said.
    #[serde(skip)]
    notes: Vec<String>,
}

/// A theme entry a soft fill left out, and why in words.
#[derive(Debug, Serialize)]
pub struct LeftOutReport {
    entry: String,
    why: String,
}

/// A fill that ended without a grid.
#[derive(Debug, Serialize)]
pub struct StoppedReport {
    status: Status,
    reason: String,
    slot: Option<String>,
    elapsed_ms: u64,
    /// `--optimal` stopped before any fill: nothing is proven.
    #[serde(skip_serializing_if = "Option::is_none")]
    optimal: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    hardest: Option<Vec<String>>,
}

/// What a fill says when it ends.
#[derive(Debug, Serialize)]
#[serde(untagged)]
pub enum FillReport {
    /// A grid.
    Filled(Box<FilledReport>),
    /// No grid, and why.
    Stopped(StoppedReport),
}

/// What the report needs beyond the outcome: the puzzle the fill started from and what was
/// asked.
pub struct Asked<'a> {
    pub puzzle: &'a Puzzle,
    pub include: &'a [Vec<u8>],
    pub themed: bool,
    pub refill: bool,
    pub region: bool,
    pub optimal: bool,
    pub index: &'a crate::words::WordIndex,
    pub min_score: u8,
    /// The minimum of each length (`min_score` with `--min-score-len` over it).
    pub mins: &'a crate::words::MinScores,
    pub elapsed: Duration,
}

impl FillReport {
    /// The report of `outcome`.
    pub fn new(outcome: &FillOutcome, asked: &Asked<'_>) -> FillReport {
        // The outcome names slots by id in the grid the fill started from.
        let slots = asked.puzzle.slots();
        let stopped = |status, reason: String, slot, hardest: Vec<String>| {
            FillReport::Stopped(StoppedReport {
                status,
                reason,
                slot,
                elapsed_ms: millis(asked.elapsed),
                // An optimal search stopped before any fill proved nothing.
                optimal: (asked.optimal && status != Status::Unfillable).then_some(false),
                hardest: (!hardest.is_empty()).then_some(hardest),
            })
        };
        match outcome {
            FillOutcome::Filled(f) => FillReport::Filled(Box::new(filled(f, &slots, asked))),
            FillOutcome::Unfillable {
                reason,
                slot,
                hardest,
            } => {
                let slot = slot.map(|id| slots.get(id).label());
                let hardest = labels(&slots, hardest);
                let mut why = unfillable_text(*reason, slot.as_deref(), &hardest);
                if let Unfillable::NoWordsOfLength(len) = reason {
                    why.push_str(&below_minimum(*len, asked));
                }
                stopped(
                    Status::Unfillable,
                    format!("unfillable: {why}"),
                    slot,
                    hardest,
                )
            }
            FillOutcome::TimedOut { stats, hardest } => {
                let hardest = labels(&slots, hardest);
                let mut why = format!(
                    "timed out after {:.1} s ({} backtracks, {} restarts)",
                    asked.elapsed.as_secs_f64(),
                    stats.backtracks,
                    stats.restarts
                );
                if !hardest.is_empty() {
                    why.push_str(&format!("; hardest entries: {}", hardest.join(" ")));
                }
                stopped(Status::Timeout, why, None, hardest)
            }
            FillOutcome::Cancelled(_) => {
                stopped(Status::Cancelled, "cancelled".into(), None, Vec::new())
            }
            FillOutcome::Panicked(why) => stopped(
                Status::Error,
                format!(
                    "internal error: the fill stopped with a bug ({why}); nothing was written. Please report it"
                ),
                None,
                Vec::new(),
            ),
        }
    }

    /// The grid found, as text, if any.
    pub fn grid_text(&self) -> Option<&str> {
        match self {
            FillReport::Filled(f) => Some(&f.grid_text),
            FillReport::Stopped(_) => None,
        }
    }

    /// The exit status it calls for.
    pub fn exit_code(&self) -> ExitCode {
        match self {
            FillReport::Filled(f) if f.dead_outside.as_ref().is_some_and(|d| !d.is_empty()) => {
                ExitCode::from(super::EXIT_DEAD_OUTSIDE)
            }
            FillReport::Filled(_) => ExitCode::SUCCESS,
            FillReport::Stopped(s) => ExitCode::from(match s.status {
                Status::Unfillable => super::EXIT_UNFILLABLE,
                Status::Error => super::EXIT_INTERNAL,
                _ => super::EXIT_TIMEOUT,
            }),
        }
    }

    /// Prints it: JSON on stdout, or the grid (unless written to a file) and the summary.
    pub fn print(&self, json: bool, grid_to_stdout: bool) -> anyhow::Result<()> {
        if json {
            outln!("{}", serde_json::to_value(self)?)?;
            return Ok(());
        }
        match self {
            FillReport::Filled(f) => f.print_text(grid_to_stdout)?,
            FillReport::Stopped(s) => errln!("gridwright: {}", s.reason),
        }
        Ok(())
    }
}

impl FilledReport {
    fn print_text(&self, grid_to_stdout: bool) -> anyhow::Result<()> {
        if grid_to_stdout {
            out!("{}", self.grid_text)?;
        }
        let replaced = self.replaced.map_or(String::new(), |n| {
            format!(", replaced {n} {}", plural(n, "letter"))
        });
        errln!(
            "filled {} entries in {:.2} s: average score {:.1}, lowest {}{replaced} ({} backtracks, {} restarts)",
            self.entries.len(),
            self.elapsed.as_secs_f64(),
            self.average_score,
            self.min_score,
            self.backtracks,
            self.restarts
        );
        for note in &self.notes {
            errln!("{note}");
        }
        Ok(())
    }
}

/// The report of a fill that found a grid.
fn filled(f: &Filled, slots: &Slots, asked: &Asked<'_>) -> FilledReport {
    let alphabet = &asked.puzzle.alphabet;
    let dead = dead::dead_entries(slots, f, alphabet);
    let unlisted = theme::unlisted(f, asked.include, asked.index, asked.min_score);
    let grid_text = crate::grid::text::format_grid(&f.grid, alphabet);
    let skipped = labels(slots, &f.skipped);
    let o = f.optimality.as_ref();
    FilledReport {
        status: Status::Filled,
        grid: grid_text.lines().map(String::from).collect(),
        entries: f
            .entries
            .iter()
            .map(|e| EntryReport {
                slot: e.label.clone(),
                word: alphabet.spell(&e.word),
                score: e.score,
            })
            .collect(),
        average_score: f.average_score,
        min_score: f.min_score,
        elapsed_ms: millis(asked.elapsed),
        first_fill_ms: millis(f.first_fill),
        nodes: f.stats.nodes,
        backtracks: f.stats.backtracks,
        restarts: f.stats.restarts,
        replaced: asked.refill.then_some(f.replaced),
        optimal: o.map(|o| o.proven),
        total: o.map(|o| o.total),
        // A proof is a bound met: the two are equal then.
        bound: o.map(|o| if o.proven { o.total } else { o.bound }),
        skipped: (!skipped.is_empty()).then(|| skipped.clone()),
        left_out: asked
            .themed
            .then(|| f.left_out.iter().map(|l| alphabet.spell(&l.word)).collect()),
        left_out_why: asked.themed.then(|| {
            f.left_out
                .iter()
                .map(|l| LeftOutReport {
                    entry: alphabet.spell(&l.word),
                    why: theme::why_text(l, alphabet),
                })
                .collect()
        }),
        theme_below_minimum: asked.themed.then(|| {
            unlisted
                .iter()
                .map(|(w, s)| BelowReport {
                    word: alphabet.spell(w),
                    list_score: *s,
                })
                .collect()
        }),
        dead_outside: asked.region.then(|| {
            dead.iter()
                .map(|(slot, pattern)| DeadReport {
                    slot: slot.clone(),
                    pattern: pattern.clone(),
                })
                .collect()
        }),
        notes: notes(f, asked, (&skipped, &unlisted, &dead)),
        grid_text,
        elapsed: asked.elapsed,
    }
}

/// The summary's sentences after its first line: skipped entries, optimality, theme entries
/// below the minimum or left out, dead entries around a region.
fn notes(
    f: &Filled,
    asked: &Asked<'_>,
    (skipped, unlisted, dead): (&[String], &[theme::Unlisted], &[(String, String)]),
) -> Vec<String> {
    let alphabet: &Alphabet = &asked.puzzle.alphabet;
    let mut notes = Vec::new();
    if !skipped.is_empty() {
        notes.push(skipped_text(skipped));
    }
    if let Some(o) = &f.optimality {
        notes.push(optimality_text(o, asked.elapsed));
    }
    if !unlisted.is_empty() {
        notes.push(theme::unlisted_text(unlisted, alphabet, asked.min_score));
    }
    if !f.left_out.is_empty() {
        notes.push(theme::left_out_text(&f.left_out, alphabet));
    }
    if !dead.is_empty() {
        notes.push(dead::warning(dead));
    }
    notes
}

fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
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

/// What a length with no candidate has below its minimum: a list whose words of that length
/// all score under it is not a list without them (`--min-score 60` over a list that stops at 50).
fn below_minimum(len: usize, asked: &Asked<'_>) -> String {
    let any = crate::words::Pattern::from_letters(&vec![None; len], &asked.puzzle.alphabet);
    let min = asked.mins.for_len(len);
    match asked.index.count(&any, 0) {
        0 => String::new(),
        n => format!(" scoring {min} or more ({n} score less: a lower --min-score takes them)"),
    }
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
