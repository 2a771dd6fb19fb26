//! `gridwright wordplay` homophone, spoonerism, letters, alternate and clues: the tools that
//! need pronunciations, letter selection, or WordNet for drafting.

use super::wordplay::{Common, Row, Speller};
use crate::words::WordIndex;
use crate::words::meaning;
use crate::words::wordplay::{Drafter, Indicators, NoDraft, Sounds, Wordplay};
use std::fmt::Write as _;
use std::process::ExitCode;

/// Arguments of the tools that take one entry.
#[derive(Debug, clap::Args)]
pub struct EntryArgs {
    /// The entry (a phrase's space marks its words: `jelly bean`).
    #[arg(required = true, num_args = 1..)]
    entry: Vec<String>,
    #[command(flatten)]
    common: Common,
}

/// Arguments of `wordplay letters`.
#[derive(Debug, clap::Args)]
pub struct LettersArgs {
    /// The phrase, as the clue's surface has it.
    #[arg(required = true, num_args = 1..)]
    phrase: Vec<String>,
    #[command(flatten)]
    common: Common,
}

/// Arguments of `wordplay clues`.
#[derive(Debug, clap::Args)]
pub struct CluesArgs {
    /// The answer (`department`, `abel tasman`).
    #[arg(required = true, num_args = 1..)]
    answer: Vec<String>,
    /// The enumeration to print (`4,6`); by default from the answer's spaces and hyphens.
    #[arg(long = "enum", value_name = "ENUMERATION")]
    enumeration: Option<String>,
    #[command(flatten)]
    common: Common,
}

pub(super) fn common_of(a: &EntryArgs) -> &Common {
    &a.common
}

pub(super) fn letters_common(a: &LettersArgs) -> &Common {
    &a.common
}

pub(super) fn clues_common(a: &CluesArgs) -> &Common {
    &a.common
}

/// The answer and the enumeration, for the check of every text argument.
pub(super) fn clues_texts(a: &CluesArgs) -> Vec<(&'static str, String)> {
    let mut texts = vec![("answer", a.answer.join(" "))];
    texts.extend(a.enumeration.iter().map(|e| ("--enum", e.clone())));
    texts
}

pub(super) fn entry_of(a: &EntryArgs) -> String {
    a.entry.join(" ")
}

pub(super) fn phrase_of(a: &LettersArgs) -> String {
    a.phrase.join(" ")
}

pub(super) fn homophone(
    wp: &Wordplay,
    sp: &Speller,
    sounds: &Sounds,
    a: &EntryArgs,
) -> anyhow::Result<Vec<Row>> {
    Ok(wp
        .homophones(sounds, &entry_of(a))?
        .iter()
        .map(|h| {
            let words: Vec<String> = h.parts.iter().map(|p| sp.spell(&p.word)).collect();
            Row {
                answer: words.concat(),
                score: h.score,
                shown: format!("sounds like {}", words.join(" ")),
                parts: h.parts.iter().map(|p| sp.part(p, true)).collect(),
                ..Row::default()
            }
        })
        .collect())
}

pub(super) fn spoonerism(wp: &Wordplay, sp: &Speller, a: &EntryArgs) -> anyhow::Result<Vec<Row>> {
    Ok(wp
        .spoonerisms(&entry_of(a))?
        .iter()
        .map(|s| {
            let from = format!(
                "{} {}",
                sp.spell(&s.from[0].word),
                sp.spell(&s.from[1].word)
            );
            let to = format!("{} {}", sp.spell(&s.to[0].word), sp.spell(&s.to[1].word));
            Row {
                answer: to.replace(' ', ""),
                score: s.score,
                shown: format!("{from} → {to}"),
                parts: s.from.iter().map(|p| sp.part(p, true)).collect(),
                ..Row::default()
            }
        })
        .collect())
}

pub(super) fn alternate(wp: &Wordplay, sp: &Speller, a: &EntryArgs) -> anyhow::Result<Vec<Row>> {
    Ok(wp
        .alternates(&entry_of(a))?
        .iter()
        .map(|x| Row {
            answer: sp.spell(&x.word.word),
            score: x.word.score,
            shown: format!("{} of {}", x.selection.name(), sp.spell(&x.word.word)),
            gloss: sp.gloss(&x.word.word),
            ..Row::default()
        })
        .collect())
}

/// The selections of the phrase that spell list words.
pub(super) fn letters(wp: &Wordplay, sp: &Speller, a: &LettersArgs) -> anyhow::Result<Vec<Row>> {
    Ok(wp
        .selections(&phrase_of(a))?
        .iter()
        .filter_map(|s| {
            let score = s.score?;
            Some(Row {
                answer: sp.spell(&s.letters),
                score,
                shown: format!("{}: {}", s.selection.name(), sp.spell(&s.letters)),
                gloss: sp.gloss(&s.letters),
                ..Row::default()
            })
        })
        .collect())
}

/// One draft in JSON.
#[derive(Debug, serde::Serialize)]
struct DraftRow<'a> {
    clue: &'a str,
    definition: &'a str,
    parse: &'a str,
    score: u8,
}

/// Runs `wordplay clues`: the drafts, one a line with its parse under it, or JSON.
pub(super) fn clues(index: &WordIndex, a: &CluesArgs) -> anyhow::Result<ExitCode> {
    let answer = a.answer.join(" ");
    let meanings = meaning::for_alphabet(index.alphabet())?;
    let sounds = Sounds::builtin()?;
    let indicators = Indicators::builtin();
    let wp = Wordplay::setters(index, &a.common.min_score.resolve_all());
    let drafter = Drafter {
        wordplay: &wp,
        meanings: &meanings,
        sounds: &sounds,
        indicators: &indicators,
    };
    let attempt = drafter.attempt(&answer, a.enumeration.as_deref())?;
    let drafts = &attempt.drafts;
    let shown = &drafts[..drafts.len().min(a.common.limit)];
    let mut out = String::new();
    if a.common.json {
        let rows: Vec<DraftRow> = shown
            .iter()
            .map(|d| DraftRow {
                clue: &d.clue,
                definition: &d.definition,
                parse: &d.parse,
                score: d.score,
            })
            .collect();
        writeln!(out, "{}", serde_json::to_string(&rows)?)?;
    } else {
        for d in shown {
            writeln!(out, "{:>3}  {}", d.score, d.clue)?;
            writeln!(out, "     {}", d.parse)?;
        }
        match (drafts.len(), attempt.why_none()) {
            (0, Some(why)) => writeln!(out, "0 drafts: {}", no_drafts_reason(why))?,
            (1, _) => writeln!(out, "1 draft")?,
            (n, _) => writeln!(out, "{n} drafts")?,
        }
    }
    super::out::write_bytes(out.as_bytes())?;
    Ok(if drafts.is_empty() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// Why an answer has no drafts.
fn no_drafts_reason(why: NoDraft) -> &'static str {
    match why {
        NoDraft::Unknown => "WordNet does not know it, so there is no definition to give",
        NoDraft::NoDefinition => {
            "WordNet defines it only in words that give it away or run past two words"
        }
        NoDraft::NoWordplay | NoDraft::Refused(_) => {
            "no wordplay passed the checks (try a lower --min-score)"
        }
    }
}
