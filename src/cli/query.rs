//! `gridwright query`: words matching a pattern, best first.

use super::Context;
use super::wordargs::ListArgs;
use crate::grid::Mismatch;
use crate::words::{Pattern, WordsError, choose};
use anyhow::bail;
use std::fmt::Write as _;
use std::process::ExitCode;

/// Arguments of `gridwright query`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The pattern: letters, `?` or `.` for any letter, `[AEIOU]`, `[^AEIOU]`, `*` for any run.
    pattern: String,
    #[command(flatten)]
    lists: ListArgs,
    #[command(flatten)]
    min_score: super::wordargs::MinScoreArg,
    /// Print at most N words (the total is still counted).
    #[arg(long, default_value_t = 100, value_name = "N")]
    limit: usize,
    /// Only words close in meaning to WORD (WordNet), closest first, with the relation shown.
    #[arg(long, value_name = "WORD")]
    like: Option<String>,
    /// Print JSON: {"pattern", "total", "matches": [{"word", "score"}]} (with --like, each
    /// match also has "relation", and the document "like").
    #[arg(long)]
    json: bool,
}

/// Runs `gridwright query`; exit status 1 when nothing matches.
pub fn run(_ctx: &Context, args: Args) -> anyhow::Result<ExitCode> {
    let (alphabets, flag) = args.lists.alphabets()?;
    // A pattern in Cyrillic (or Greek…) letters asks for lists in that alphabet.
    let letters = args.pattern.chars().filter(|c| c.is_alphabetic());
    let from_pattern = alphabets.holding(letters.clone()).filter(|a| !a.is_latin());
    let mut want = flag.clone().or(from_pattern);
    let load = |want: Option<&crate::grid::Alphabet>| {
        args.lists
            .load_in(alphabets.clone(), flag.clone(), args.json, want)
    };
    let words = match load(want.as_ref()) {
        // The lists are in another alphabet that holds every letter of the pattern too (a
        // Ukrainian list, `К???А`): the pattern is read in theirs.
        Err(e) if flag.is_none() => match choose::refit(&e, letters.clone()) {
            Some(theirs) => {
                want = Some(theirs);
                load(want.as_ref())
            }
            None => Err(e),
        },
        other => other,
    };
    let words = words.map_err(|e| match e.downcast::<WordsError>() {
        Ok(WordsError::Mismatch { list, mismatch }) => {
            anyhow::anyhow!("{list}: {}", mismatch.for_pattern())
        }
        Ok(other) => other.into(),
        Err(e) => e,
    })?;
    let alphabet = words.index.alphabet();
    if let Some(a) = &want {
        words
            .check(a)
            .map_err(|m| anyhow::anyhow!(m.for_pattern()))?;
    }
    let pattern = match Pattern::parse(&args.pattern, alphabet) {
        Ok(p) => p,
        Err(e) => match alphabets.holding(letters) {
            Some(other) if !other.same_letters(alphabet) => bail!(
                "{}",
                Mismatch {
                    puzzle: other,
                    lists: Some(alphabet.clone()),
                }
                .for_pattern()
            ),
            _ => return Err(e.into()),
        },
    };
    let mins = args.min_score.resolve_all();
    // A pattern of one length takes that length's minimum; a `*` pattern spans lengths, so
    // each match is held to its own length's.
    let min_score = pattern
        .fixed_len()
        .map_or(mins.lowest(), |len| mins.for_len(len));
    let index = &words.index;
    let score = |w: &[u8]| index.score(w).filter(|&s| s >= mins.for_len(w.len()));
    let (result, relations) = match &args.like {
        Some(word) => {
            let related = crate::words::meaning::for_alphabet(alphabet)?.related(word)?;
            related.fitting(alphabet, &pattern, score, min_score, args.limit)
        }
        None if pattern.fixed_len().is_some() || mins.is_uniform() => {
            (index.query(&pattern, min_score, args.limit), Vec::new())
        }
        None => {
            let mut all = index.query(&pattern, min_score, usize::MAX);
            all.matches
                .retain(|m| m.score >= mins.for_len(m.word.len()));
            all.total = all.matches.len();
            all.matches.truncate(args.limit);
            (all, Vec::new())
        }
    };
    // Gathered first and written once: one write error to report, not one per line.
    let mut out = String::new();
    if args.json {
        let doc = QueryJson {
            like: args.like.as_deref(),
            matches: result
                .matches
                .iter()
                .enumerate()
                .map(|(i, m)| MatchJson {
                    relation: relations.get(i).map(|r| r.describe()),
                    score: m.score,
                    word: alphabet.spell(&m.word),
                })
                .collect(),
            pattern: &args.pattern,
            total: result.total,
        };
        writeln!(out, "{}", serde_json::to_string(&doc)?)?;
    } else {
        for (i, m) in result.matches.iter().enumerate() {
            match relations.get(i) {
                Some(r) => writeln!(
                    out,
                    "{:<21} {:>3}  {}",
                    alphabet.spell(&m.word),
                    m.score,
                    r.describe()
                )?,
                None => writeln!(out, "{:<21} {:>3}", alphabet.spell(&m.word), m.score)?,
            }
        }
        let shown = result.matches.len();
        if shown < result.total {
            writeln!(
                out,
                "{} matches ({shown} shown; --limit for more)",
                result.total
            )?;
        } else {
            let noun = if result.total == 1 {
                "match"
            } else {
                "matches"
            };
            writeln!(out, "{} {noun}", result.total)?;
        }
    }
    super::out::write_bytes(out.as_bytes())?;
    Ok(if result.total == 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// `query --json` (fields in alphabetical order, as the output has always had them).
#[derive(serde::Serialize)]
struct QueryJson<'a> {
    /// The word of `--like`, when given.
    #[serde(skip_serializing_if = "Option::is_none")]
    like: Option<&'a str>,
    matches: Vec<MatchJson>,
    pattern: &'a str,
    /// Matches before the limit cut the list.
    total: usize,
}

/// One match of `query --json`.
#[derive(serde::Serialize)]
struct MatchJson {
    /// How the word relates to the `--like` word, when asked.
    #[serde(skip_serializing_if = "Option::is_none")]
    relation: Option<String>,
    score: u8,
    word: String,
}
