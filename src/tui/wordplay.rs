//! The wordplay panel (`:wordplay`, F9): the cryptic setter's tools over the studio's words
//! for the entry under the cursor or typed fodder: anagrams (full, fitted to the entry's
//! pattern, and partial), hidden words, charades, containers, deletions and reversals,
//! ranked as the engine ranks them, each row with a gloss beside it. The searches run on
//! the wordplay service (an anagram of a long phrase takes more than a keystroke may);
//! Enter puts the highlighted answer into the entry when it fits.

pub use super::panels::wordplay::{Found, LIMIT, Panel, Query, Row, Tool};
use crate::grid::Alphabet;
use crate::words::Pattern;
use crate::words::WordIndex;
use crate::words::wordplay::{self, AnagramOptions, DeletionKind, Direction, Wordplay};

/// Runs `q` over `index`: the rows best first, or why the question cannot be asked.
pub fn search(index: &WordIndex, q: &Query) -> Result<Found, String> {
    let wp = Wordplay::new(index, &q.min_scores);
    let a = index.alphabet();
    let fit = match &q.fit {
        Some(p) => Some(Pattern::parse(p, a).map_err(|e| e.to_string())?),
        None => None,
    };
    let err = |e: wordplay::WordplayError| e.to_string();
    let mut rows: Vec<Row> = match q.tool {
        Tool::Anagram | Tool::Partial => {
            let opts = AnagramOptions {
                fit,
                partial: q.tool == Tool::Partial,
                pairs: q.tool == Tool::Anagram,
                min_len: 3,
            };
            wp.anagrams(&q.input, &opts)
                .map_err(err)?
                .into_iter()
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
                    }
                })
                .collect()
        }
        _ => analyse(&wp, a, q)?,
    };
    let total = rows.len();
    rows.truncate(LIMIT);
    Ok(Found { rows, total })
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
    };
    let err = |e: wordplay::WordplayError| e.to_string();
    Ok(match q.tool {
        Tool::Charade => wp
            .charades(&q.input, 3, 2)
            .map_err(err)?
            .into_iter()
            .map(|c| {
                let words: Vec<String> = c.parts.iter().map(|p| a.spell(&p.word)).collect();
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
                let shown = format!(
                    "{}({}){}",
                    a.spell(head),
                    a.spell(&c.inner.word),
                    a.spell(tail)
                );
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
                let shown = format!(
                    "{} less {} ({kind})",
                    a.spell(&d.word.word),
                    a.spell(&d.removed)
                );
                row(shown, d.word.score, d.word.word)
            })
            .collect(),
        _ => wp
            .reversal(&q.input)
            .map_err(err)?
            .into_iter()
            .map(|r| {
                row(
                    format!("{} backwards", a.spell(&r.word.word)),
                    r.word.score,
                    r.word.word,
                )
            })
            .collect(),
    })
}
