//! `gridwright define` and `gridwright clue-ideas`: what a word means, and clues from that.

use super::Context;
use super::out::errln;
use crate::words::meaning::{self, Link, Meanings, Sense};
use std::fmt::Write as _;
use std::process::ExitCode;

/// Arguments of `gridwright define`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The word or entry (SAFFRON, "ice cream", ICECREAM, SPICES).
    word: String,
    /// Print JSON: {"word", "senses": [{"pos", "words", "definition", "examples",
    /// "broader", "narrower", "similar", "derived", "opposite", "inflection"}]}.
    #[arg(long)]
    json: bool,
}

/// Arguments of `gridwright clue-ideas`.
#[derive(Debug, clap::Args)]
pub struct IdeasArgs {
    /// The entry to clue (SAFFRON, ICECREAM).
    word: String,
    /// Print JSON: [{"text", "kind", "pos", "unadapted"}].
    #[arg(long)]
    json: bool,
}

/// The built-in index, for a word in A–Z letters: other alphabets have no meaning data.
fn index_for(word: &str) -> anyhow::Result<Meanings> {
    if meaning::key_of(word).is_none() && word.chars().any(char::is_alphabetic) {
        return Err(meaning::MeaningError::NoData.into());
    }
    Ok(meaning::builtin()?)
}

/// Runs `gridwright define`; exit status 1 when WordNet does not know the word.
pub fn run(_ctx: &Context, args: Args) -> anyhow::Result<ExitCode> {
    let index = &index_for(&args.word)?;
    let senses = index.senses(&args.word);
    if senses.is_empty() {
        errln!(
            "{}",
            meaning::MeaningError::Unknown(args.word.trim().to_string())
        );
        return Ok(ExitCode::from(1));
    }
    let text = if args.json {
        let report = DefineReport {
            senses: senses.iter().map(|s| sense_json(index, s)).collect(),
            word: &args.word,
        };
        format!("{}\n", serde_json::to_string(&report)?)
    } else {
        senses_text(index, &args.word, &senses)?
    };
    super::out::write_bytes(text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

/// Runs `gridwright clue-ideas`; exit status 1 when there are none.
pub fn run_ideas(_ctx: &Context, args: IdeasArgs) -> anyhow::Result<ExitCode> {
    let index = &index_for(&args.word)?;
    if !index.knows(&args.word) {
        errln!(
            "{}",
            meaning::MeaningError::Unknown(args.word.trim().to_string())
        );
        return Ok(ExitCode::from(1));
    }
    let ideas = index.clue_ideas(&args.word);
    let mut out = String::new();
    if args.json {
        let list: Vec<IdeaJson> = ideas
            .iter()
            .map(|i| IdeaJson {
                kind: i.kind.name(),
                pos: i.pos.name(),
                text: &i.text,
                unadapted: i.unadapted.map(|f| f.name()),
            })
            .collect();
        writeln!(out, "{}", serde_json::to_string(&list)?)?;
    } else {
        for i in &ideas {
            match i.unadapted {
                Some(form) => writeln!(
                    out,
                    "{}  ({}: make it {})",
                    i.text,
                    i.pos.abbrev(),
                    form.name()
                )?,
                None => writeln!(out, "{}", i.text)?,
            }
        }
    }
    super::out::write_bytes(out.as_bytes())?;
    if ideas.is_empty() {
        errln!(
            "no clue ideas for {:?}: {}",
            args.word.trim(),
            index.no_ideas_reason(&args.word)
        );
        return Ok(ExitCode::from(1));
    }
    Ok(ExitCode::SUCCESS)
}

/// The synsets `link` leads to, each by its first word; a derived synset by the word that
/// shares most of its start with the sense's own (SPICE's verb is "spice", not "zest").
fn heads(index: &Meanings, sense: &Sense<'_>, link: Link) -> Vec<String> {
    let own: Vec<&str> = sense.synset.lemmas().collect();
    let shared = |w: &str| {
        own.iter()
            .map(|o| o.chars().zip(w.chars()).take_while(|(a, b)| a == b).count())
            .max()
            .unwrap_or(0)
    };
    index
        .links(sense.synset.id)
        .into_iter()
        .filter(|(l, _)| *l == link)
        .map(|(_, t)| {
            let target = index.synset(t);
            let word = match link {
                Link::Derived => target
                    .lemmas()
                    .max_by_key(|w| (shared(w), std::cmp::Reverse(w.len())))
                    .unwrap_or(""),
                _ => target.head(),
            };
            word.to_string()
        })
        .fold(Vec::new(), |mut out, w| {
            if !out.contains(&w) {
                out.push(w);
            }
            out
        })
}

/// `define --json`: the word and its senses (fields in alphabetical order, as the output has
/// always had them).
#[derive(serde::Serialize)]
struct DefineReport<'a> {
    senses: Vec<SenseJson<'a>>,
    word: &'a str,
}

/// One sense of `define --json`.
#[derive(serde::Serialize)]
struct SenseJson<'a> {
    broader: Vec<String>,
    definition: &'a str,
    derived: Vec<String>,
    examples: Vec<&'a str>,
    /// The inflection the word was found through (`null` for a base form).
    inflection: Option<InflectionJson>,
    narrower: Vec<String>,
    opposite: Vec<String>,
    pos: &'static str,
    similar: Vec<String>,
    words: Vec<&'a str>,
}

/// How an inflected word leads to its base form.
#[derive(serde::Serialize)]
struct InflectionJson {
    base: String,
    form: &'static str,
}

/// One idea of `clue-ideas --json`.
#[derive(serde::Serialize)]
struct IdeaJson<'a> {
    kind: &'static str,
    pos: &'static str,
    text: &'a str,
    /// The form the idea still has to be put in (`null` when it fits as it is).
    unadapted: Option<&'static str>,
}

fn sense_json<'a>(index: &Meanings, s: &Sense<'a>) -> SenseJson<'a> {
    SenseJson {
        broader: heads(index, s, Link::Broader),
        definition: s.synset.definition(),
        derived: heads(index, s, Link::Derived),
        examples: s.synset.examples().collect(),
        inflection: s.inflection.as_ref().map(|(f, base)| InflectionJson {
            base: base.to_lowercase(),
            form: f.name(),
        }),
        narrower: heads(index, s, Link::Narrower),
        opposite: heads(index, s, Link::Opposite),
        pos: s.synset.pos.name(),
        similar: heads(index, s, Link::Similar),
        words: s.synset.lemmas().collect(),
    }
}

fn senses_text(index: &Meanings, word: &str, senses: &[Sense<'_>]) -> anyhow::Result<String> {
    let mut out = String::new();
    writeln!(out, "{}", word.trim())?;
    for (n, s) in senses.iter().enumerate() {
        let words: Vec<&str> = s.synset.lemmas().collect();
        let of = match &s.inflection {
            Some((form, base)) => format!("({} of {}) ", form.name(), base.to_lowercase()),
            None => String::new(),
        };
        writeln!(
            out,
            "{:>3}. {:<4} {of}{} — {}",
            n + 1,
            s.synset.pos.abbrev(),
            words.join(", "),
            s.synset.definition()
        )?;
        for e in s.synset.examples().take(2) {
            writeln!(out, "          \"{e}\"")?;
        }
        for (label, link) in [
            ("broader", Link::Broader),
            ("narrower", Link::Narrower),
            ("similar", Link::Similar),
            ("derived", Link::Derived),
            ("opposite", Link::Opposite),
        ] {
            let heads = heads(index, s, link);
            // SPICE has dozens of narrower terms: a few say what kind of thing it is.
            const SHOWN: usize = 8;
            if !heads.is_empty() {
                let more = if heads.len() > SHOWN {
                    format!(" … ({} in all)", heads.len())
                } else {
                    String::new()
                };
                let shown = heads[..heads.len().min(SHOWN)].join(", ");
                writeln!(out, "          {label}: {shown}{more}")?;
            }
        }
    }
    Ok(out)
}
