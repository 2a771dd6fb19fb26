//! `gridwright wordplay`: the cryptic setter's tools (anagram, hidden, charade, container,
//! deletion, reversal) over the loaded lists, with WordNet's gloss beside each answer.

use super::Context;
use super::wordargs::{ListArgs, MinScoreArg};
use crate::grid::Alphabet;
use crate::words::Pattern;
use crate::words::meaning::{self, Meanings};
use crate::words::wordplay::{self, AnagramOptions, Direction, Part, Wordplay};
use std::fmt::Write as _;
use std::process::ExitCode;

/// The wordplay tools.
#[derive(Debug, clap::Subcommand)]
pub enum WordplayCommand {
    /// Anagrams of a word or phrase: one or two entries from exactly its letters.
    Anagram(AnagramArgs),
    /// Entries matching a pattern hidden in a phrase, forwards and reversed.
    Hidden(HiddenArgs),
    /// An entry split into list words (CARPET → CAR + PET).
    Charade(CharadeArgs),
    /// An entry as one list word inside another (PARSNIP → PA(RSNI)P).
    Container(ContainerArgs),
    /// Longer list words that give the entry with a few letters taken out.
    Deletion(DeletionArgs),
    /// The list word that reads as the entry backwards.
    Reversal(ReversalArgs),
}

/// Flags every wordplay tool takes.
#[derive(Debug, clap::Args)]
pub struct Common {
    #[command(flatten)]
    lists: ListArgs,
    #[command(flatten)]
    min_score: MinScoreArg,
    /// Print at most N results (the total is still counted).
    #[arg(long, default_value_t = 50, value_name = "N")]
    limit: usize,
    /// The definition check: WordNet's gloss beside each answer (each part, for charades
    /// and containers).
    #[arg(long)]
    gloss: bool,
    /// Print JSON: {"tool", "input", "total", "results": [{"answer", "score", "shown",
    /// "parts": [{"word", "score", "gloss"}], "gloss", "leftover", "direction", "start",
    /// "words_spanned", "removed", "at", "kind"}]} (fields a tool has no use for left out).
    #[arg(long)]
    json: bool,
}

/// Arguments of `wordplay anagram`.
#[derive(Debug, clap::Args)]
pub struct AnagramArgs {
    /// The fodder: a word or several (spaces and punctuation are ignored).
    #[arg(required = true, num_args = 1..)]
    fodder: Vec<String>,
    /// Only answers that fit this pattern (`?????`, `M?S???`).
    #[arg(long, value_name = "PATTERN")]
    fit: Option<String>,
    /// Letters may be left over: single entries from some of the fodder, with the rest shown.
    #[arg(long)]
    partial: bool,
    /// Only single entries, no two-entry answers.
    #[arg(long)]
    single: bool,
    /// The shortest entry used (a part of a two-entry answer too).
    #[arg(long, default_value_t = 3, value_name = "N")]
    min_len: usize,
    #[command(flatten)]
    common: Common,
}

/// Arguments of `wordplay hidden`.
#[derive(Debug, clap::Args)]
pub struct HiddenArgs {
    /// The pattern of the hidden entry (`?????`, `c??`, `*` for any length).
    pattern: String,
    /// The phrase to search, as the clue's surface has it.
    #[arg(required = true, num_args = 1..)]
    phrase: Vec<String>,
    /// Only entries across a word boundary (not inside one word).
    #[arg(long)]
    across: bool,
    #[command(flatten)]
    common: Common,
}

/// Arguments of `wordplay charade`.
#[derive(Debug, clap::Args)]
pub struct CharadeArgs {
    /// The entry to split.
    entry: String,
    /// Most parts in a split.
    #[arg(long, default_value_t = 3, value_name = "N")]
    max_parts: usize,
    /// The shortest part.
    #[arg(long, default_value_t = 2, value_name = "N")]
    min_part: usize,
    #[command(flatten)]
    common: Common,
}

/// Arguments of `wordplay container`.
#[derive(Debug, clap::Args)]
pub struct ContainerArgs {
    /// The entry.
    entry: String,
    /// The shortest inner or outer word.
    #[arg(long, default_value_t = 2, value_name = "N")]
    min_part: usize,
    #[command(flatten)]
    common: Common,
}

/// Arguments of `wordplay deletion`.
#[derive(Debug, clap::Args)]
pub struct DeletionArgs {
    /// The entry.
    entry: String,
    /// Most letters taken out (in one run).
    #[arg(long, default_value_t = 2, value_name = "N")]
    max_run: usize,
    #[command(flatten)]
    common: Common,
}

/// Arguments of `wordplay reversal`.
#[derive(Debug, clap::Args)]
pub struct ReversalArgs {
    /// The entry.
    entry: String,
    #[command(flatten)]
    common: Common,
}

/// One result as printed: the same fields in text and JSON.
#[derive(Debug, Default, serde::Serialize)]
struct Row {
    answer: String,
    score: u8,
    shown: String,
    parts: Vec<PartRow>,
    #[serde(skip_serializing_if = "Option::is_none")]
    gloss: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    leftover: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    direction: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    start: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    words_spanned: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    removed: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    at: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    kind: Option<&'static str>,
}

/// A part of a result.
#[derive(Debug, serde::Serialize)]
struct PartRow {
    word: String,
    score: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    gloss: Option<String>,
}

/// The whole JSON answer.
#[derive(Debug, serde::Serialize)]
struct Doc<'a> {
    tool: &'static str,
    input: &'a str,
    total: usize,
    results: &'a [Row],
}

/// Spelling and glossing for the rows of one run.
struct Speller<'a> {
    alphabet: &'a Alphabet,
    meanings: Option<&'a Meanings>,
}

impl Speller<'_> {
    fn spell(&self, w: &[u8]) -> String {
        self.alphabet.spell(w)
    }

    fn gloss(&self, w: &[u8]) -> Option<String> {
        wordplay::gloss(self.meanings?, self.alphabet, w)
    }

    fn part(&self, p: &Part, gloss: bool) -> PartRow {
        PartRow {
            word: self.spell(&p.word),
            score: p.score,
            gloss: gloss.then(|| self.gloss(&p.word)).flatten(),
        }
    }
}

/// Runs `gridwright wordplay …`; exit status 1 when nothing is found.
pub fn run(_ctx: &Context, cmd: WordplayCommand) -> anyhow::Result<ExitCode> {
    let common = match &cmd {
        WordplayCommand::Anagram(a) => &a.common,
        WordplayCommand::Hidden(a) => &a.common,
        WordplayCommand::Charade(a) => &a.common,
        WordplayCommand::Container(a) => &a.common,
        WordplayCommand::Deletion(a) => &a.common,
        WordplayCommand::Reversal(a) => &a.common,
    };
    let words = common.lists.load(common.json)?;
    let alphabet = words.index.alphabet();
    let meanings = if common.gloss {
        Some(meaning::for_alphabet(alphabet)?)
    } else {
        None
    };
    let sp = Speller {
        alphabet,
        meanings: meanings.as_ref(),
    };
    let wp = Wordplay::new(&words.index, &common.min_score.resolve_all());
    let (tool, input, rows) = match &cmd {
        WordplayCommand::Anagram(a) => ("anagram", a.fodder.join(" "), anagram(&wp, &sp, a)?),
        WordplayCommand::Hidden(a) => ("hidden", a.phrase.join(" "), hidden(&wp, &sp, a)?),
        WordplayCommand::Charade(a) => ("charade", a.entry.clone(), charade(&wp, &sp, a)?),
        WordplayCommand::Container(a) => ("container", a.entry.clone(), container(&wp, &sp, a)?),
        WordplayCommand::Deletion(a) => ("deletion", a.entry.clone(), deletion(&wp, &sp, a)?),
        WordplayCommand::Reversal(a) => ("reversal", a.entry.clone(), reversal(&wp, &sp, a)?),
    };
    print(common, tool, &input, &rows)?;
    Ok(if rows.is_empty() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// Writes the rows as text or JSON, cut to the limit.
fn print(common: &Common, tool: &'static str, input: &str, rows: &[Row]) -> anyhow::Result<()> {
    let shown = &rows[..rows.len().min(common.limit)];
    let mut out = String::new();
    if common.json {
        let doc = Doc {
            tool,
            input,
            total: rows.len(),
            results: shown,
        };
        writeln!(out, "{}", serde_json::to_string(&doc)?)?;
    } else {
        for r in shown {
            let mut glosses: Vec<String> = r.gloss.iter().cloned().collect();
            if r.parts.len() > 1 || r.gloss.is_none() {
                glosses.extend(
                    r.parts
                        .iter()
                        .filter_map(|p| Some(format!("{}: {}", p.word, p.gloss.as_ref()?))),
                );
            }
            let line = format!("{:<30} {:>3}  {}", r.shown, r.score, glosses.join("; "));
            writeln!(out, "{}", line.trim_end())?;
        }
        let noun = if rows.len() == 1 { "result" } else { "results" };
        match rows.len() > shown.len() {
            true => writeln!(
                out,
                "{} {noun} ({} shown; --limit for more)",
                rows.len(),
                shown.len()
            )?,
            false => writeln!(out, "{} {noun}", rows.len())?,
        }
    }
    super::out::write_bytes(out.as_bytes())
}

fn pattern(text: &str, alphabet: &Alphabet) -> anyhow::Result<Pattern> {
    Ok(Pattern::parse(text, alphabet)?)
}

fn anagram(wp: &Wordplay, sp: &Speller, a: &AnagramArgs) -> anyhow::Result<Vec<Row>> {
    let opts = AnagramOptions {
        fit: a
            .fit
            .as_deref()
            .map(|f| pattern(f, sp.alphabet))
            .transpose()?,
        partial: a.partial,
        pairs: !a.single,
        min_len: a.min_len,
    };
    let found = wp.anagrams(&a.fodder.join(" "), &opts)?;
    Ok(found
        .iter()
        .map(|x| {
            let words: Vec<String> = x.parts.iter().map(|p| sp.spell(&p.word)).collect();
            let mut shown = words.join(" ");
            let leftover = (!x.leftover.is_empty()).then(|| sp.spell(&x.leftover));
            if let Some(l) = &leftover {
                write!(shown, " + {l}").ok();
            }
            let single = x.parts.len() == 1;
            Row {
                answer: sp.spell(&x.answer()),
                score: x.score,
                shown,
                parts: x.parts.iter().map(|p| sp.part(p, !single)).collect(),
                gloss: single.then(|| sp.gloss(&x.answer())).flatten(),
                leftover,
                ..Row::default()
            }
        })
        .collect())
}

fn hidden(wp: &Wordplay, sp: &Speller, a: &HiddenArgs) -> anyhow::Result<Vec<Row>> {
    let p = pattern(&a.pattern, sp.alphabet)?;
    let found = wp.hidden(&p, &a.phrase.join(" "), a.across)?;
    Ok(found
        .iter()
        .map(|h| {
            let reversed = h.direction == Direction::Reversed;
            let how = match (reversed, h.words_spanned) {
                (false, 1) => "inside a word".to_string(),
                (true, 1) => "reversed, inside a word".to_string(),
                (false, n) => format!("across {n} words"),
                (true, n) => format!("reversed, across {n} words"),
            };
            Row {
                answer: sp.spell(&h.word),
                score: h.score,
                shown: format!("{} ({how})", sp.spell(&h.word)),
                gloss: sp.gloss(&h.word),
                direction: Some(if reversed { "reversed" } else { "forwards" }),
                start: Some(h.start),
                words_spanned: Some(h.words_spanned),
                ..Row::default()
            }
        })
        .collect())
}

fn charade(wp: &Wordplay, sp: &Speller, a: &CharadeArgs) -> anyhow::Result<Vec<Row>> {
    let found = wp.charades(&a.entry, a.max_parts, a.min_part)?;
    Ok(found
        .iter()
        .map(|c| {
            let parts: Vec<PartRow> = c.parts.iter().map(|p| sp.part(p, true)).collect();
            Row {
                answer: c.parts.iter().map(|p| sp.spell(&p.word)).collect(),
                score: c.score,
                shown: parts
                    .iter()
                    .map(|p| p.word.as_str())
                    .collect::<Vec<_>>()
                    .join(" + "),
                parts,
                ..Row::default()
            }
        })
        .collect())
}

fn container(wp: &Wordplay, sp: &Speller, a: &ContainerArgs) -> anyhow::Result<Vec<Row>> {
    let found = wp.containers(&a.entry, a.min_part)?;
    Ok(found
        .iter()
        .map(|c| {
            let (head, tail) = c.outer.word.split_at(c.at);
            Row {
                answer: sp.spell(&[head, &c.inner.word, tail].concat()),
                score: c.score,
                shown: format!(
                    "{}({}){}",
                    sp.spell(head),
                    sp.spell(&c.inner.word),
                    sp.spell(tail)
                ),
                parts: vec![sp.part(&c.outer, true), sp.part(&c.inner, true)],
                at: Some(c.at),
                ..Row::default()
            }
        })
        .collect())
}

fn deletion(wp: &Wordplay, sp: &Speller, a: &DeletionArgs) -> anyhow::Result<Vec<Row>> {
    let found = wp.deletions(&a.entry, a.max_run)?;
    Ok(found
        .iter()
        .map(|d| {
            let kind = match d.kind {
                wordplay::DeletionKind::Head => "head",
                wordplay::DeletionKind::Tail => "tail",
                wordplay::DeletionKind::Inside => "inside",
            };
            let word = sp.spell(&d.word.word);
            let removed = sp.spell(&d.removed);
            Row {
                answer: word.clone(),
                score: d.word.score,
                shown: format!("{word} less {removed} ({kind})"),
                gloss: sp.gloss(&d.word.word),
                removed: Some(removed),
                at: Some(d.at),
                kind: Some(kind),
                ..Row::default()
            }
        })
        .collect())
}

fn reversal(wp: &Wordplay, sp: &Speller, a: &ReversalArgs) -> anyhow::Result<Vec<Row>> {
    Ok(wp
        .reversal(&a.entry)?
        .iter()
        .map(|r| Row {
            answer: sp.spell(&r.word.word),
            score: r.word.score,
            shown: format!("{} backwards", sp.spell(&r.word.word)),
            gloss: sp.gloss(&r.word.word),
            ..Row::default()
        })
        .collect())
}
