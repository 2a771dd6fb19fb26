//! The wordplay panel (`:wordplay`, F9): the cryptic setter's tools over the studio's words
//! and the short parts table for the entry under the cursor or typed fodder: anagrams
//! (full, fitted to the entry's pattern, and partial), hidden words, charades, containers,
//! deletions, reversals and drafted clues, ranked as the engine ranks them, each row with a
//! gloss beside it (a draft with its parse). The searches run on the wordplay service (an
//! anagram of a long phrase takes more than a keystroke may); Enter puts the highlighted
//! answer into the entry when it fits, or a draft into the clue editor.

pub use super::panels::wordplay::{Found, LIMIT, Panel, Query, Row, Tool};
use crate::grid::Alphabet;
use crate::words::Pattern;
use crate::words::meaning::{self, Meanings};
use crate::words::wordplay::{
    self, AnagramOptions, DeletionKind, Direction, Drafter, Indicators, NoDraft, Sounds, Wordplay,
};
use crate::words::{MinScores, WordIndex};

/// Runs `q` over `index` with the setter's short parts (ST street, E east …): the rows best
/// first, or why the question cannot be asked. With no rows, those the minimum score keeps
/// out are counted, so the panel can say how to see them. Drafts are [`drafts`]' job.
pub fn search(index: &WordIndex, q: &Query) -> Result<Found, String> {
    let wp = Wordplay::setters(index, &q.min_scores);
    let mut rows = rows_of(&wp, q)?;
    let total = rows.len();
    rows.truncate(LIMIT);
    let mut below = Vec::new();
    if rows.is_empty() {
        let all = Wordplay::setters(index, &MinScores::uniform(0));
        below = rows_of(&all, q)?
            .into_iter()
            .map(|r| (r.shown, r.score))
            .collect();
        below.sort_by_key(|(_, score)| std::cmp::Reverse(*score));
    }
    Ok(Found { rows, total, below })
}

/// Drafted clues for the answer typed, each checked by the engine, best first; the
/// enumeration is the entry's own (the answer's length, or its words when typed with
/// spaces). `meanings` is the studio's meaning index when it is loaded (else it is read
/// here).
pub fn drafts(index: &WordIndex, q: &Query, meanings: Option<&Meanings>) -> Result<Found, String> {
    let own;
    let meanings = match meanings {
        Some(m) => m,
        None => {
            own = meaning::for_alphabet(index.alphabet()).map_err(|e| e.to_string())?;
            &own
        }
    };
    let sounds = Sounds::builtin().map_err(|e| e.to_string())?;
    let indicators = Indicators::builtin();
    let wp = Wordplay::setters(index, &q.min_scores);
    let drafter = Drafter {
        wordplay: &wp,
        meanings,
        sounds: &sounds,
        indicators: &indicators,
    };
    let answer = wp
        .letters("answer", &q.input)
        .map_err(|e| e.to_string())?
        .letters;
    let attempt = drafter.attempt(&q.input, None).map_err(|e| e.to_string())?;
    match attempt.why_none() {
        Some(NoDraft::Unknown) => {
            return Err("no drafts: WordNet does not know it, so there is no definition".into());
        }
        Some(NoDraft::NoDefinition) => {
            return Err(
                "no drafts: WordNet defines it only in words that give it away or run long".into(),
            );
        }
        _ => {}
    }
    let found = attempt.drafts;
    let rows: Vec<Row> = found
        .into_iter()
        .map(|d| Row {
            answer: answer.clone(),
            shown: d.clue,
            score: d.score,
            gloss_of: answer.clone(),
            parse: Some(d.parse),
        })
        .collect();
    Ok(Found {
        total: rows.len(),
        rows,
        below: Vec::new(),
    })
}

/// The rows of `q` over `wp`, best first, uncut.
fn rows_of(wp: &Wordplay<'_>, q: &Query) -> Result<Vec<Row>, String> {
    let a = wp.alphabet();
    let fit = match &q.fit {
        Some(p) => Some(Pattern::parse(p, a).map_err(|e| e.to_string())?),
        None => None,
    };
    let err = |e: wordplay::WordplayError| e.to_string();
    let rows: Vec<Row> = match q.tool {
        Tool::Anagram | Tool::Partial => {
            let opts = AnagramOptions {
                fit,
                partial: q.tool == Tool::Partial,
                pairs: q.tool == Tool::Anagram,
                min_len: 3,
            };
            let mut seen = std::collections::HashSet::new();
            wp.anagrams(&q.input, &opts)
                .map_err(err)?
                .into_iter()
                // Two words come once, in the engine's best order (not also MOOR DIRTY
                // after DIRTY MOOR).
                .filter(|x| {
                    let mut words: Vec<&[u8]> = x.parts.iter().map(|p| &p.word[..]).collect();
                    words.sort_unstable();
                    seen.insert((words.concat(), words.len(), x.leftover.clone()))
                })
                .map(|x| {
                    let words: Vec<String> = x.parts.iter().map(|p| a.spell(&p.word)).collect();
                    let mut shown = words.join(" ");
                    if !x.leftover.is_empty() {
                        shown = format!("{shown} + {}", a.spell(&x.leftover));
                    }
                    let answer = x.answer();
                    Row {
                        gloss_of: answer.clone(),
                        answer,
                        shown,
                        score: x.score,
                        parse: None,
                    }
                })
                .collect()
        }
        Tool::Hidden => {
            let p = match fit {
                Some(p) => p,
                None => Pattern::parse("*", a).map_err(|e| e.to_string())?,
            };
            wp.hidden(&p, &q.input, false)
                .map_err(err)?
                .into_iter()
                .map(|h| {
                    let how = match (h.direction == Direction::Reversed, h.words_spanned) {
                        (false, 1) => "inside a word".to_string(),
                        (true, 1) => "reversed, inside a word".to_string(),
                        (false, n) => format!("across {n} words"),
                        (true, n) => format!("reversed, across {n} words"),
                    };
                    Row {
                        shown: format!("{} ({how})", a.spell(&h.word)),
                        gloss_of: h.word.clone(),
                        answer: h.word,
                        score: h.score,
                        parse: None,
                    }
                })
                .collect()
        }
        _ => analyse(wp, a, q)?,
    };
    Ok(rows)
}

/// The tools that take the answer apart: every row's answer is the typed word.
fn analyse(wp: &Wordplay<'_>, a: &Alphabet, q: &Query) -> Result<Vec<Row>, String> {
    let answer = wp
        .letters("answer", &q.input)
        .map_err(|e| e.to_string())?
        .letters;
    let row = |shown: String, score: u8, gloss_of: Vec<u8>| Row {
        answer: answer.clone(),
        shown,
        score,
        gloss_of,
        parse: None,
    };
    let err = |e: wordplay::WordplayError| e.to_string();
    Ok(match q.tool {
        Tool::Charade => wp
            .charades(&q.input, 3, 2)
            .map_err(err)?
            .into_iter()
            .map(|c| {
                // Table parts with their meaning: ST (street) + RANGE.
                let words: Vec<String> = c.parts.iter().map(|p| p.label(a)).collect();
                let first = c.parts.first().map(|p| p.word.clone()).unwrap_or_default();
                row(words.join(" + "), c.score, first)
            })
            .collect(),
        Tool::Container => wp
            .containers(&q.input, 2)
            .map_err(err)?
            .into_iter()
            .map(|c| {
                let (head, tail) = c.outer.word.split_at(c.at);
                let mut shown = format!(
                    "{}({}){}",
                    a.spell(head),
                    a.spell(&c.inner.word),
                    a.spell(tail)
                );
                if c.outer.abbrev.is_some() || c.inner_parts.iter().any(|p| p.abbrev.is_some()) {
                    // P(ARSNI)P: PP (pages) around ARS + NI (Northern Ireland).
                    let inner: Vec<String> = c.inner_parts.iter().map(|p| p.label(a)).collect();
                    shown = format!("{shown}: {} around {}", c.outer.label(a), inner.join(" + "));
                }
                row(shown, c.score, c.outer.word.clone())
            })
            .collect(),
        Tool::Deletion => wp
            .deletions(&q.input, 2)
            .map_err(err)?
            .into_iter()
            .map(|d| {
                let kind = match d.kind {
                    DeletionKind::Head => "head",
                    DeletionKind::Tail => "tail",
                    DeletionKind::Inside => "inside",
                };
                let removed = match d.removed_abbrev {
                    Some(m) => format!("{} ({m})", a.spell(&d.removed)),
                    None => a.spell(&d.removed),
                };
                let shown = format!("{} less {removed} ({kind})", a.spell(&d.word.word));
                row(shown, d.word.score, d.word.word)
            })
            .collect(),
        _ => wp
            .reversals(&q.input, 2, 2)
            .map_err(err)?
            .into_iter()
            .map(|r| {
                // DRAWER backwards, or DRAW + ER (hesitation) backwards.
                let parts: Vec<String> = r.parts.iter().map(|p| p.label(a)).collect();
                let first = r
                    .parts
                    .first()
                    .map_or(r.word.word.clone(), |p| p.word.clone());
                row(
                    format!("{} backwards", parts.join(" + ")),
                    r.word.score,
                    first,
                )
            })
            .collect(),
    })
}
