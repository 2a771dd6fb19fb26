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
    /// The entry read backwards as a list word or parts in a row (REWARD → DRAWER).
    Reversal(ReversalArgs),
    /// List words, or two, said as the entry is (KNIGHTS → NIGHTS), from the CMU
    /// Pronouncing Dictionary.
    Homophone(super::wordplay_more::EntryArgs),
    /// The entry's two words with their first sounds swapped (JELLY BEAN → BELLY JEAN).
    Spoonerism(super::wordplay_more::EntryArgs),
    /// A phrase's first letters, last letters, odd and even letters, and which are words.
    Letters(super::wordplay_more::LettersArgs),
    /// List words whose odd or even letters spell the entry (BAT → BEAST? B?A?T).
    Alternate(super::wordplay_more::EntryArgs),
    /// Drafted cryptic clues for an answer, each checked: definition, wordplay with an
    /// indicator, enumeration (`Mixed up pretend mat in an office division (10)`).
    Clues(super::wordplay_more::CluesArgs),
}

/// Flags every wordplay tool takes.
#[derive(Debug, clap::Args)]
pub struct Common {
    #[command(flatten)]
    pub(super) lists: ListArgs,
    #[command(flatten)]
    pub(super) min_score: MinScoreArg,
    /// Print at most N results (the total is still counted).
    #[arg(long, default_value_t = 50, value_name = "N")]
    pub(super) limit: usize,
    /// The definition check: WordNet's gloss beside each answer (each part, for charades
    /// and containers).
    #[arg(long)]
    pub(super) gloss: bool,
    /// Print JSON: {"tool", "input", "total", "results": [{"answer", "score", "shown",
    /// "parts": [{"word", "score", "gloss"}], "gloss", "leftover", "direction", "start",
    /// "words_spanned", "removed", "at", "kind"}], "below_minimum"} (fields a tool has no
    /// use for left out); `clues` gives each draft as {"clue", "definition", "parse",
    /// "score"}.
    #[arg(long)]
    pub(super) json: bool,
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
    /// Letters added to the fodder ("anagram of TIMES with A").
    #[arg(long, value_name = "LETTERS", default_value = "")]
    plus: String,
    /// Letters taken out of the fodder ("anagram of DEPARTMENT less T").
    #[arg(long, value_name = "LETTERS", default_value = "")]
    less: String,
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
    /// Most parts the entry backwards is read as.
    #[arg(long, default_value_t = 2, value_name = "N")]
    max_parts: usize,
    #[command(flatten)]
    common: Common,
}

/// One result as printed: the same fields in text and JSON.
#[derive(Debug, Default, serde::Serialize)]
pub(super) struct Row {
    pub(super) answer: String,
    pub(super) score: u8,
    pub(super) shown: String,
    pub(super) parts: Vec<PartRow>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) gloss: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) leftover: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) direction: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) start: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) words_spanned: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) removed: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) at: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) kind: Option<&'static str>,
}

/// A part of a result.
#[derive(Debug, serde::Serialize)]
pub(super) struct PartRow {
    word: String,
    score: u8,
    /// What a part from the short parts table stands for ("street" for ST).
    #[serde(skip_serializing_if = "Option::is_none")]
    abbreviation: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    gloss: Option<String>,
}

impl PartRow {
    /// `RANGE`, or `ST (street)` for a table part.
    fn label(&self) -> String {
        match self.abbreviation {
            Some(m) => format!("{} ({m})", self.word),
            None => self.word.clone(),
        }
    }
}

/// The whole JSON answer.
#[derive(Debug, serde::Serialize)]
struct Doc<'a> {
    tool: &'static str,
    input: &'a str,
    total: usize,
    results: &'a [Row],
    /// With no results: how many the minimum score keeps out.
    #[serde(skip_serializing_if = "Option::is_none")]
    below_minimum: Option<usize>,
}

/// Spelling and glossing for the rows of one run.
pub(super) struct Speller<'a> {
    pub(super) alphabet: &'a Alphabet,
    pub(super) meanings: Option<&'a Meanings>,
}

impl Speller<'_> {
    pub(super) fn spell(&self, w: &[u8]) -> String {
        self.alphabet.spell(w)
    }

    pub(super) fn gloss(&self, w: &[u8]) -> Option<String> {
        wordplay::gloss(self.meanings?, self.alphabet, w)
    }

    pub(super) fn part(&self, p: &Part, gloss: bool) -> PartRow {
        PartRow {
            word: self.spell(&p.word),
            score: p.score,
            abbreviation: p.abbrev,
            gloss: gloss.then(|| self.gloss(&p.word)).flatten(),
        }
    }

    /// The parts joined as a charade shows them: `ST (street) + RANGE`.
    pub(super) fn joined(&self, parts: &[Part]) -> String {
        parts
            .iter()
            .map(|p| p.label(self.alphabet))
            .collect::<Vec<_>>()
            .join(" + ")
    }
}

impl WordplayCommand {
    fn common(&self) -> &Common {
        use super::wordplay_more as more;
        match self {
            WordplayCommand::Anagram(a) => &a.common,
            WordplayCommand::Hidden(a) => &a.common,
            WordplayCommand::Charade(a) => &a.common,
            WordplayCommand::Container(a) => &a.common,
            WordplayCommand::Deletion(a) => &a.common,
            WordplayCommand::Reversal(a) => &a.common,
            WordplayCommand::Homophone(a)
            | WordplayCommand::Spoonerism(a)
            | WordplayCommand::Alternate(a) => more::common_of(a),
            WordplayCommand::Letters(a) => more::letters_common(a),
            WordplayCommand::Clues(a) => more::clues_common(a),
        }
    }

    /// Every text argument, with what it is: the input, then the options that hold letters.
    fn texts(&self) -> Vec<(&'static str, String)> {
        use super::wordplay_more as more;
        let mut texts = match self {
            WordplayCommand::Anagram(a) => vec![
                ("fodder", a.fodder.join(" ")),
                ("--plus", a.plus.clone()),
                ("--less", a.less.clone()),
            ],
            WordplayCommand::Hidden(a) => {
                vec![
                    ("pattern", a.pattern.clone()),
                    ("phrase", a.phrase.join(" ")),
                ]
            }
            WordplayCommand::Charade(a) => vec![("entry", a.entry.clone())],
            WordplayCommand::Container(a) => vec![("entry", a.entry.clone())],
            WordplayCommand::Deletion(a) => vec![("entry", a.entry.clone())],
            WordplayCommand::Reversal(a) => vec![("entry", a.entry.clone())],
            WordplayCommand::Homophone(a)
            | WordplayCommand::Spoonerism(a)
            | WordplayCommand::Alternate(a) => vec![("entry", more::entry_of(a))],
            WordplayCommand::Letters(a) => vec![("phrase", more::phrase_of(a))],
            WordplayCommand::Clues(a) => more::clues_texts(a),
        };
        if let WordplayCommand::Anagram(a) = self {
            texts.extend(a.fit.iter().map(|f| ("--fit", f.clone())));
        }
        texts
    }
}

/// Refuses an argument holding a control or reordering character before any search: the
/// letters around it would be searched with nothing said (`ab ESC [2J cd` reads as ABJCD,
/// and "0 results" tells nothing of why).
fn refuse_controls(cmd: &WordplayCommand) -> anyhow::Result<()> {
    for (what, text) in cmd.texts() {
        if let Some((at, c)) = crate::grid::printable::first_control(&text) {
            anyhow::bail!(
                "the {what} {:?} holds a control character (U+{:04X} at character {at}); \
                 wordplay reads letters, spaces and punctuation only",
                crate::grid::printable::cut(&text),
                u32::from(c)
            );
        }
    }
    Ok(())
}

/// Runs `gridwright wordplay …`; exit status 1 when nothing is found.
pub fn run(_ctx: &Context, cmd: WordplayCommand) -> anyhow::Result<ExitCode> {
    refuse_controls(&cmd)?;
    let common = cmd.common();
    let words = common.lists.load(common.json)?;
    let alphabet = words.index.alphabet();
    if let WordplayCommand::Clues(a) = &cmd {
        return super::wordplay_more::clues(&words.index, a);
    }
    let meanings = if common.gloss {
        Some(meaning::for_alphabet(alphabet)?)
    } else {
        None
    };
    let sounds = match &cmd {
        WordplayCommand::Homophone(_) => Some(wordplay::Sounds::builtin()?),
        _ => None,
    };
    let sp = Speller {
        alphabet,
        meanings: meanings.as_ref(),
    };
    let mins = common.min_score.resolve_all();
    let wp = Wordplay::setters(&words.index, &mins);
    let (tool, input, rows) = rows_of(&wp, &sp, &cmd, sounds.as_ref())?;
    let below = if rows.is_empty() {
        // What the minimum keeps out, so "0 results" says how to see it.
        let all = Wordplay::setters(&words.index, &crate::words::MinScores::uniform(0));
        let (_, _, mut below) = rows_of(&all, &sp, &cmd, sounds.as_ref())?;
        below.sort_by_key(|r| std::cmp::Reverse(r.score));
        Some(below)
    } else {
        None
    };
    print(common, tool, &input, &rows, below.as_deref())?;
    Ok(if rows.is_empty() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// The tool's name, its input as given, and its rows over `wp`.
fn rows_of(
    wp: &Wordplay,
    sp: &Speller,
    cmd: &WordplayCommand,
    sounds: Option<&wordplay::Sounds>,
) -> anyhow::Result<(&'static str, String, Vec<Row>)> {
    use super::wordplay_more as more;
    Ok(match cmd {
        WordplayCommand::Anagram(a) => ("anagram", a.fodder.join(" "), anagram(wp, sp, a)?),
        WordplayCommand::Hidden(a) => ("hidden", a.phrase.join(" "), hidden(wp, sp, a)?),
        WordplayCommand::Charade(a) => ("charade", a.entry.clone(), charade(wp, sp, a)?),
        WordplayCommand::Container(a) => ("container", a.entry.clone(), container(wp, sp, a)?),
        WordplayCommand::Deletion(a) => ("deletion", a.entry.clone(), deletion(wp, sp, a)?),
        WordplayCommand::Reversal(a) => ("reversal", a.entry.clone(), reversal(wp, sp, a)?),
        WordplayCommand::Homophone(a) => {
            let sounds = sounds.ok_or_else(|| anyhow::anyhow!("pronunciations not loaded"))?;
            (
                "homophone",
                more::entry_of(a),
                more::homophone(wp, sp, sounds, a)?,
            )
        }
        WordplayCommand::Spoonerism(a) => (
            "spoonerism",
            more::entry_of(a),
            more::spoonerism(wp, sp, a)?,
        ),
        WordplayCommand::Alternate(a) => {
            ("alternate", more::entry_of(a), more::alternate(wp, sp, a)?)
        }
        WordplayCommand::Letters(a) => ("letters", more::phrase_of(a), more::letters(wp, sp, a)?),
        WordplayCommand::Clues(_) => anyhow::bail!("clues are drafted apart"),
    })
}

/// "0 results (1 below the minimum score: DAVIT 46 — --min-score 40 shows them)".
fn zero_hint(below: &[Row]) -> String {
    if below.is_empty() {
        return "0 results".to_string();
    }
    let shown: Vec<&Row> = below.iter().take(3).collect();
    let names: Vec<String> = shown
        .iter()
        .map(|r| format!("{} {}", r.answer, r.score))
        .collect();
    let more = if below.len() > shown.len() {
        ", …"
    } else {
        ""
    };
    let lowest = shown.iter().map(|r| r.score).min().unwrap_or(0);
    format!(
        "0 results ({} below the minimum score: {}{more} — --min-score {} shows them)",
        below.len(),
        names.join(", "),
        lowest / 10 * 10
    )
}

/// Writes the rows as text or JSON, cut to the limit.
fn print(
    common: &Common,
    tool: &'static str,
    input: &str,
    rows: &[Row],
    below: Option<&[Row]>,
) -> anyhow::Result<()> {
    let shown = &rows[..rows.len().min(common.limit)];
    let mut out = String::new();
    if common.json {
        let doc = Doc {
            tool,
            input,
            total: rows.len(),
            results: shown,
            below_minimum: below.map(<[Row]>::len),
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
            _ if rows.is_empty() => writeln!(out, "{}", zero_hint(below.unwrap_or_default()))?,
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
    let found = wp.anagrams_adjusted(&a.fodder.join(" "), &a.plus, &a.less, &opts)?;
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
                    .map(PartRow::label)
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
            let mut shown = format!(
                "{}({}){}",
                sp.spell(head),
                sp.spell(&c.inner.word),
                sp.spell(tail)
            );
            let mut parts = vec![sp.part(&c.outer, true)];
            parts.extend(c.inner_parts.iter().map(|p| sp.part(p, true)));
            let tabled =
                c.outer.abbrev.is_some() || c.inner_parts.iter().any(|p| p.abbrev.is_some());
            if tabled || c.inner_parts.len() > 1 {
                write!(
                    shown,
                    ": {} around {}",
                    c.outer.label(sp.alphabet),
                    sp.joined(&c.inner_parts)
                )
                .ok();
            }
            Row {
                answer: sp.spell(&[head, &c.inner.word, tail].concat()),
                score: c.score,
                shown,
                parts,
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
            let meaning = d
                .removed_abbrev
                .map(|m| format!(" ({m})"))
                .unwrap_or_default();
            Row {
                answer: word.clone(),
                score: d.word.score,
                shown: format!("{word} less {removed}{meaning} ({kind})"),
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
        .reversals(&a.entry, a.max_parts, 2)?
        .iter()
        .map(|r| Row {
            answer: sp.spell(&r.word.word),
            score: r.word.score,
            shown: format!("{} backwards", sp.joined(&r.parts)),
            parts: r
                .parts
                .iter()
                .map(|p| sp.part(p, r.parts.len() > 1))
                .collect(),
            gloss: (r.parts.len() == 1)
                .then(|| sp.gloss(&r.word.word))
                .flatten(),
            ..Row::default()
        })
        .collect())
}
