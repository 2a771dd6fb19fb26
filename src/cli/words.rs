//! `gridwright words`: statistics of the loaded word lists, and managing them.

use super::Context;
use super::out::outln;
use super::wordargs::{ListArgs, parse_score};
use crate::words::CacheUse;
use crate::words::personal::Change;
use std::path::PathBuf;
use std::process::ExitCode;

mod manage;

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
    /// Copy a word list (your own, a download such as STWL or Broda's) into the config dir's
    /// wordlists/, where every command and the studio read it, and build the index once.
    Add {
        /// The list: `WORD;SCORE` or one word a line.
        file: PathBuf,
        /// The name to keep it under (default: the file's name; .dict is added when it has
        /// neither .dict nor .txt).
        #[arg(long, value_name = "NAME")]
        name: Option<String>,
        /// Replace a list of that name.
        #[arg(long)]
        force: bool,
        /// Copy a list with bad lines anyway; they are left out when it is read.
        #[arg(long)]
        skip_bad: bool,
        /// The list's alphabet when it has no `# alphabet:` line (default: told from its
        /// entries).
        #[arg(long, value_name = "NAME")]
        alphabet: Option<String>,
    },
    /// The active lists in merge order (built-in, the config dir's wordlists/, config.toml's
    /// word_lists, personal.dict), with their entries and alphabet.
    List {
        #[command(flatten)]
        lists: ListArgs,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// The merged active list as `WORD;SCORE` on stdout, best first, ties by word.
    Dump {
        #[command(flatten)]
        lists: ListArgs,
        /// Only words scored N or more (default: every entry, bans at 0 included).
        #[arg(long = "min-score", value_name = "N", allow_negative_numbers = true, value_parser = parse_score)]
        min_score: Option<u8>,
    },
    /// Give a word a score in your personal list (personal.dict in the config dir), which
    /// wins over every other list; 0 bans it.
    Score {
        /// The word (spaces and punctuation are dropped: "iced tea" is ICEDTEA).
        word: String,
        /// Its score, 0–100.
        #[arg(value_parser = parse_score)]
        score: u8,
        /// The word's alphabet (default latin).
        #[arg(long, value_name = "NAME")]
        alphabet: Option<String>,
    },
    /// Ban a word: score 0 in your personal list.
    Ban {
        /// The word.
        word: String,
        /// The word's alphabet (default latin).
        #[arg(long, value_name = "NAME")]
        alphabet: Option<String>,
    },
    /// Drop a word from your personal list: its score comes from the other lists again.
    Unban {
        /// The word.
        word: String,
        /// The word's alphabet (default latin).
        #[arg(long, value_name = "NAME")]
        alphabet: Option<String>,
    },
}

/// Runs `gridwright words`.
pub fn run(_ctx: &Context, cmd: WordsCommand) -> anyhow::Result<ExitCode> {
    match cmd {
        WordsCommand::Stats { lists, json } => stats(lists, json),
        WordsCommand::Alphabets { json } => alphabets(json),
        WordsCommand::Add {
            file,
            name,
            force,
            skip_bad,
            alphabet,
        } => manage::add(&file, name.as_deref(), force, skip_bad, alphabet.as_deref()),
        WordsCommand::List { lists, json } => manage::list(&lists, json),
        WordsCommand::Dump { lists, min_score } => manage::dump(&lists, min_score.unwrap_or(0)),
        WordsCommand::Score {
            word,
            score,
            alphabet,
        } => manage::personal(&word, Change::Score(score), alphabet.as_deref()),
        WordsCommand::Ban { word, alphabet } => {
            manage::personal(&word, Change::Score(0), alphabet.as_deref())
        }
        WordsCommand::Unban { word, alphabet } => {
            manage::personal(&word, Change::Remove, alphabet.as_deref())
        }
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
        let list: Vec<AlphabetJson> = known
            .iter()
            .map(|a| AlphabetJson {
                folds: folds(a),
                letters: a.to_string(),
                name: a.name(),
                strip_accents: a.folds().strips_marks(),
                title: a.describe(),
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
        CacheUse::Reused(p) if !words.hashed => {
            format!("reused {} (lists unchanged, not read)", p.display())
        }
        CacheUse::Reused(p) => format!("reused {}", p.display()),
        CacheUse::Built(p) => format!("built {}", p.display()),
        CacheUse::Off(why) => format!("not used: {why}"),
    };
    if json {
        let alphabet = words.alphabet();
        let doc = StatsJson {
            alphabet: alphabet
                .name()
                .map_or_else(|| alphabet.to_string(), String::from),
            // Keyed by the length as text, in text order, as JSON objects were printed.
            by_length: by_len
                .iter()
                .enumerate()
                .filter(|(_, n)| **n > 0)
                .map(|(l, n)| (l.to_string(), *n))
                .collect(),
            by_score_band: bands
                .iter()
                .enumerate()
                .map(|(i, n)| BandJson {
                    entries: *n,
                    from: i * 10,
                    to: (i * 10 + 9).min(100),
                })
                .collect(),
            cache,
            entries: words.index.len(),
            letters: alphabet.to_string(),
            other_alphabet: words
                .other_alphabet
                .iter()
                .map(|(list, a)| OtherAlphabetJson {
                    alphabet: a.describe(),
                    list,
                })
                .collect(),
            sources: &words.sources,
            warnings: words.warnings.iter().map(ToString::to_string).collect(),
        };
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

/// One alphabet of `words alphabets --json` (fields in alphabetical order, as the output has
/// always had them).
#[derive(serde::Serialize)]
struct AlphabetJson<'a> {
    folds: Vec<String>,
    letters: String,
    name: Option<&'a str>,
    strip_accents: bool,
    title: String,
}

/// `words stats --json`.
#[derive(serde::Serialize)]
struct StatsJson<'a> {
    alphabet: String,
    by_length: std::collections::BTreeMap<String, usize>,
    by_score_band: Vec<BandJson>,
    cache: String,
    entries: usize,
    letters: String,
    other_alphabet: Vec<OtherAlphabetJson<'a>>,
    sources: &'a [String],
    warnings: Vec<String>,
}

/// Entries whose score is in `from..=to`.
#[derive(serde::Serialize)]
struct BandJson {
    entries: usize,
    from: usize,
    to: usize,
}

/// A list left out because it is in another alphabet.
#[derive(serde::Serialize)]
struct OtherAlphabetJson<'a> {
    alphabet: String,
    list: &'a str,
}
