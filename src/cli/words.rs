//! `gridwright words`: statistics of the loaded word lists.

use super::Context;
use super::out::outln;
use super::wordargs::ListArgs;
use crate::words::CacheUse;
use std::process::ExitCode;

/// The word-list subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum WordsCommand {
    /// Entries by length and score band, the lists used, and every skipped line.
    Stats {
        #[command(flatten)]
        lists: ListArgs,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The alphabets lists and puzzles can be in: built-in ones and yours (config dir's
    /// alphabets/NAME.toml), with their letters and folds.
    Alphabets {
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// Runs `gridwright words`.
pub fn run(_ctx: &Context, cmd: WordsCommand) -> anyhow::Result<ExitCode> {
    match cmd {
        WordsCommand::Stats { lists, json } => stats(lists, json),
        WordsCommand::Alphabets { json } => alphabets(json),
    }
}

/// `words alphabets`: every known alphabet, one a line (bad files of the user's on stderr).
fn alphabets(json: bool) -> anyhow::Result<ExitCode> {
    let (alphabets, warnings) = crate::store::alphabets::load_user();
    for w in &warnings {
        super::out::errln!("warning: {w}");
    }
    let known: Vec<crate::grid::Alphabet> = crate::grid::alphabet::named::all()
        .chain(alphabets.custom().iter().cloned())
        .collect();
    let folds = |a: &crate::grid::Alphabet| -> Vec<String> {
        a.folds()
            .table()
            .iter()
            .map(|(k, v)| format!("{k}→{v}"))
            .collect()
    };
    if json {
        let list: Vec<_> = known
            .iter()
            .map(|a| {
                serde_json::json!({
                    "name": a.name(),
                    "title": a.describe(),
                    "letters": a.to_string(),
                    "folds": folds(a),
                    "strip_accents": a.folds().strips_marks(),
                })
            })
            .collect();
        outln!("{}", serde_json::to_string_pretty(&list)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    for a in &known {
        let f = folds(a);
        let f = if f.is_empty() {
            String::new()
        } else {
            format!("  folds {}", f.join(" "))
        };
        outln!(
            "{:<15} {:>2} letters  {}{f}",
            a.name().unwrap_or("?"),
            a.len(),
            a
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `words stats`: entries by length and score band.
fn stats(lists: ListArgs, json: bool) -> anyhow::Result<ExitCode> {
    let words = lists.load(true)?;
    let mut by_len = [0usize; 65];
    let mut bands = [0usize; 11];
    words.index.for_each(|w, s| {
        by_len[w.len().min(64)] += 1;
        bands[usize::from(s.min(100)) / 10] += 1;
    });
    let cache = match &words.cache {
        CacheUse::Reused(p) => format!("reused {}", p.display()),
        CacheUse::Built(p) => format!("built {}", p.display()),
        CacheUse::Off(why) => format!("not used: {why}"),
    };
    if json {
        let lens: serde_json::Map<String, serde_json::Value> = by_len
            .iter()
            .enumerate()
            .filter(|(_, n)| **n > 0)
            .map(|(l, n)| (l.to_string(), (*n).into()))
            .collect();
        let doc = serde_json::json!({
            "entries": words.index.len(),
            "alphabet": words.alphabet().name().map_or_else(|| words.alphabet().to_string(), String::from),
            "letters": words.alphabet().to_string(),
            "sources": words.sources,
            "other_alphabet": words.other_alphabet.iter().map(|(list, a)| serde_json::json!({"list": list, "alphabet": a.describe()})).collect::<Vec<_>>(),
            "by_length": lens,
            "by_score_band": bands.iter().enumerate().map(|(i, n)| serde_json::json!({"from": i * 10, "to": (i * 10 + 9).min(100), "entries": n})).collect::<Vec<_>>(),
            "warnings": words.warnings.iter().map(ToString::to_string).collect::<Vec<_>>(),
            "cache": cache,
        });
        outln!("{}", serde_json::to_string_pretty(&doc)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    outln!(
        "{} entries from {}",
        words.index.len(),
        words.sources.join(", ")
    )?;
    outln!(
        "alphabet: {} ({})",
        words.alphabet().describe(),
        words.alphabet()
    )?;
    for (list, a) in &words.other_alphabet {
        outln!("left out: {list} is in the {} alphabet", a.describe())?;
    }
    outln!("index cache: {cache}")?;
    outln!("\nby length:")?;
    for (l, n) in by_len.iter().enumerate().filter(|(_, n)| **n > 0) {
        outln!("  {l:>2}  {n:>7}")?;
    }
    outln!("\nby score:")?;
    for (i, n) in bands.iter().enumerate().filter(|(_, n)| **n > 0) {
        let lo = i * 10;
        let hi = (lo + 9).min(100);
        outln!("  {lo:>3}–{hi:<3} {n:>7}")?;
    }
    outln!("\n{} skipped lines", words.warnings.len())?;
    for w in &words.warnings {
        outln!("  {w}")?;
    }
    Ok(ExitCode::SUCCESS)
}
