//! The wordplay panel's state: its tools, the query it asks and the rows found.

use crate::grid::SlotId;
use crate::tui::line_edit::LineEdit;
use crate::words::MinScores;

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
    /// Drafted cryptic clues for the answer, each checked by the engine.
    Drafts,
}

impl Tool {
    /// Every tool, in the order Tab visits them.
    pub const ALL: [Tool; 8] = [
        Tool::Anagram,
        Tool::Partial,
        Tool::Hidden,
        Tool::Charade,
        Tool::Container,
        Tool::Deletion,
        Tool::Reversal,
        Tool::Drafts,
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
            Tool::Drafts => "drafts",
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
    /// A drafted clue's parse (`definition: crane; hidden (some) in KINDA VITAL`), shown
    /// under it; `None` for the other tools' rows.
    pub parse: Option<String>,
}

/// What one search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The rows, best first, at most [`LIMIT`].
    pub rows: Vec<Row>,
    /// How many there were in all.
    pub total: usize,
    /// With no rows: those the minimum score keeps out (as shown, and the score), best
    /// first, so "0 results" can say how to see them.
    pub below: Vec<(String, u8)>,
}

impl Found {
    /// No rows, nothing kept out.
    pub fn none() -> Found {
        Found {
            rows: Vec::new(),
            total: 0,
            below: Vec::new(),
        }
    }
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
    /// The text was put there on opening (the entry's answer) and is still as it was:
    /// typing replaces it rather than adding to it.
    pub fresh: bool,
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
