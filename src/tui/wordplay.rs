//! The wordplay panel (`:wordplay`, F9): the cryptic setter's tools over the studio's words
//! for the entry under the cursor or typed fodder: anagrams (full, fitted to the entry's
//! pattern, and partial), hidden words, charades, containers, deletions and reversals,
//! ranked as the engine ranks them, each row with a gloss beside it. The searches run on
//! the wordplay service (an anagram of a long phrase takes more than a keystroke may);
//! Enter puts the highlighted answer into the entry when it fits.

use super::action::Action;
use super::line_edit::LineEdit;
use crate::grid::{Alphabet, SlotId};
use crate::words::Pattern;
use crate::words::wordplay::{self, AnagramOptions, DeletionKind, Direction, Wordplay};
use crate::words::{MinScores, WordIndex};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// How many rows a search keeps (the rest are counted).
pub const LIMIT: usize = 200;

/// One of the panel's tools.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tool {
    /// Full anagrams of the fodder (one or two entries), fitted to the entry's pattern.
    Anagram,
    /// Single entries from some of the fodder's letters, the rest shown.
    Partial,
    /// Entries of the entry's pattern hidden in a phrase, forwards and reversed.
    Hidden,
    /// The answer split into list words.
    Charade,
    /// The answer as one list word inside another.
    Container,
    /// Longer list words that give the answer with letters taken out.
    Deletion,
    /// The list word that reads as the answer backwards.
    Reversal,
}

impl Tool {
    /// Every tool, in the order Tab visits them.
    pub const ALL: [Tool; 7] = [
        Tool::Anagram,
        Tool::Partial,
        Tool::Hidden,
        Tool::Charade,
        Tool::Container,
        Tool::Deletion,
        Tool::Reversal,
    ];

    /// The tool's name on its tab.
    pub fn name(self) -> &'static str {
        match self {
            Tool::Anagram => "anagram",
            Tool::Partial => "partial",
            Tool::Hidden => "hidden",
            Tool::Charade => "charade",
            Tool::Container => "container",
            Tool::Deletion => "deletion",
            Tool::Reversal => "reversal",
        }
    }

    /// What the typed text is for this tool.
    pub fn input_name(self) -> &'static str {
        match self {
            Tool::Anagram | Tool::Partial => "fodder",
            Tool::Hidden => "phrase",
            _ => "answer",
        }
    }

    /// The tool `by` tabs on, wrapping round.
    pub fn step(self, by: i32) -> Tool {
        let n = Tool::ALL.len() as i32;
        let at = Tool::ALL.iter().position(|&t| t == self).unwrap_or(0) as i32;
        Tool::ALL[(at + by).rem_euclid(n) as usize]
    }

    /// Whether the tool analyses a given answer (its rows all build the typed word).
    pub fn analyses(self) -> bool {
        matches!(
            self,
            Tool::Charade | Tool::Container | Tool::Deletion | Tool::Reversal
        )
    }
}

/// One result row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The answer Enter puts in the entry, as alphabet indices.
    pub answer: Vec<u8>,
    /// How the row reads: `MAST ER`, `PA(RSNI)P`, `CAT (across 2 words)`.
    pub shown: String,
    /// The rank the engine gave (the weakest part's list score).
    pub score: u8,
    /// The word whose gloss is the row's definition check: the answer for anagrams and
    /// hidden words, the word the wordplay uses otherwise.
    pub gloss_of: Vec<u8>,
}

/// What one search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The rows, best first, at most [`LIMIT`].
    pub rows: Vec<Row>,
    /// How many there were in all.
    pub total: usize,
}

/// One search the panel asks of the wordplay service.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Query {
    /// The tool.
    pub tool: Tool,
    /// The typed text.
    pub input: String,
    /// The entry's pattern (`M?S???`) that anagrams and hidden words must fit, if any.
    pub fit: Option<String>,
    /// The lowest list score a part may have, by the part's length.
    pub min_scores: MinScores,
}

/// The panel's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Panel {
    /// The entry Enter writes into (the one under the cursor when the panel opened).
    pub slot: Option<SlotId>,
    /// Its label (`12A`), or empty.
    pub label: String,
    /// Its pattern as the grid has it (`M?S???`), or empty.
    pub pattern: String,
    /// The tool shown.
    pub tool: Tool,
    /// The typed fodder, phrase or answer.
    pub input: LineEdit,
    /// The results of the newest search; `None` while it runs (or before the words load).
    pub found: Option<Result<Found, String>>,
    /// The highlighted row.
    pub sel: usize,
    /// The newest search's number: a result for any other is stale.
    pub job: u64,
}

impl Panel {
    /// The query the panel's state asks.
    pub fn query(&self, min_scores: &MinScores) -> Query {
        let fits = matches!(self.tool, Tool::Anagram | Tool::Partial | Tool::Hidden);
        Query {
            tool: self.tool,
            input: self.input.text().to_string(),
            fit: (fits && !self.pattern.is_empty()).then(|| self.pattern.clone()),
            min_scores: min_scores.clone(),
        }
    }

    /// The highlighted row, if the results are in.
    pub fn selected(&self) -> Option<&Row> {
        match &self.found {
            Some(Ok(f)) => f.rows.get(self.sel),
            _ => None,
        }
    }
}

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

/// The panel's keys: typing edits the text, Tab and Shift-Tab change the tool, ↑↓ (PgUp,
/// PgDn) move, Enter puts the answer in the entry, Esc (or F9) closes.
pub fn key(key: KeyEvent) -> Option<Action> {
    match key.code {
        KeyCode::Esc | KeyCode::F(9) => Some(Action::Escape),
        KeyCode::Enter => Some(Action::PromptSubmit),
        KeyCode::Tab if key.modifiers.contains(KeyModifiers::SHIFT) => Some(Action::PrevEntry),
        KeyCode::Tab => Some(Action::NextEntry),
        KeyCode::BackTab => Some(Action::PrevEntry),
        KeyCode::Up => Some(Action::ListMove(-1)),
        KeyCode::Down => Some(Action::ListMove(1)),
        KeyCode::PageUp => Some(Action::ListMove(-10)),
        KeyCode::PageDown => Some(Action::ListMove(10)),
        _ => super::keymap::line_key(key),
    }
}
