//! Keeping the answer out of its own clue: finding its forms in a text, and masking it.

use super::key_of;

/// Words too common to count as a phrase answer's part (MAN OF WAR's OF).
const STOPWORDS: &[&str] = &[
    "A", "AN", "THE", "OF", "IN", "ON", "TO", "AND", "OR", "FOR", "AT", "BY", "WITH", "UP", "OUT",
    "OFF", "AS", "IS", "IT", "BE", "NO", "NOT", "ONE", "ALL",
];

/// Suffixes taken off to find a word's stem (HAPPINESS → HAPP, SPICED → SPIC).
const SUFFIXES: &[&str] = &[
    "INESS", "NESS", "INGS", "ING", "IEST", "IER", "IED", "IES", "EST", "ER", "ED", "ES", "LY",
    "S", "E", "Y",
];

/// The answer's forms: a text mentions it when a word (or a run of words) is one of them or
/// starts with one of their stems.
#[derive(Debug, Clone)]
pub struct Guard {
    key: String,
    whole: Vec<String>,
    stems: Vec<String>,
}

/// A word of a text: its byte span and its key.
struct Token {
    start: usize,
    end: usize,
    key: String,
}

fn tokens(text: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices().chain([(text.len(), ' ')]) {
        match (start, c.is_alphanumeric()) {
            (None, true) => start = Some(i),
            (Some(s), false) => {
                if let Some(key) = key_of(&text[s..i]) {
                    out.push(Token {
                        start: s,
                        end: i,
                        key,
                    });
                }
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// The regular inflections and derivations of a word: USE → USES, USED, USING, USER…
fn inflections(word: &str) -> Vec<String> {
    const ENDINGS: &[&str] = &[
        "S", "ES", "ED", "D", "ING", "ER", "EST", "LY", "NESS", "INGS",
    ];
    let mut out: Vec<String> = ENDINGS.iter().map(|e| format!("{word}{e}")).collect();
    if let Some(stem) = word.strip_suffix('Y') {
        let endings = ["IES", "IED", "IER", "IEST", "ILY", "INESS", "IFUL"];
        out.extend(endings.iter().map(|e| format!("{stem}{e}")));
    }
    if let Some(stem) = word.strip_suffix('E') {
        // EASE → EASY, EASILY, EASINESS: the E goes before a Y ending too.
        let endings = [
            "ING", "ED", "ER", "EST", "INGS", "Y", "IES", "IED", "IER", "IEST", "ILY", "INESS",
        ];
        out.extend(endings.iter().map(|e| format!("{stem}{e}")));
    }
    if let Some(last) = word.chars().last() {
        out.extend(
            ["ING", "ED", "ER", "EST"]
                .iter()
                .map(|e| format!("{word}{last}{e}")),
        );
    }
    out
}

/// The word without one inflectional or derivational suffix, if at least three letters stay.
fn stem(word: &str) -> &str {
    SUFFIXES
        .iter()
        .find_map(|s| word.strip_suffix(s).filter(|w| w.len() >= 3))
        .unwrap_or(word)
}

impl Guard {
    /// The guard for answer `key`, its base forms and (for a phrase) its words.
    pub fn new<'a>(key: &str, bases: impl IntoIterator<Item = &'a str>, parts: &[String]) -> Guard {
        let mut whole = vec![key.to_string()];
        whole.extend(bases.into_iter().map(str::to_string));
        for part in parts {
            if part.len() >= 3 && !STOPWORDS.contains(&part.as_str()) && part != key {
                whole.push(part.clone());
            }
        }
        let inflected: Vec<String> = whole.iter().flat_map(|w| inflections(w)).collect();
        whole.extend(inflected);
        whole.sort();
        whole.dedup();
        let stems = whole.iter().map(|w| stem(w).to_string()).collect();
        Guard {
            key: key.to_string(),
            whole,
            stems,
        }
    }

    /// Whether `text` names the answer or a form of it.
    pub fn mentions(&self, text: &str) -> bool {
        let tokens = tokens(text);
        let names = |t: &str| {
            self.whole.iter().any(|w| t == w)
                // UNHAPPY holds HAPPY; a three-letter answer hides in too many words (ERA).
                || self.whole.iter().any(|w| w.len() >= 4 && t.contains(w.as_str()))
                || self.stems.iter().any(|s| {
                    t.starts_with(s.as_str()) && (s.len() >= 4 || t.len() <= s.len() + 4)
                })
        };
        if tokens.iter().any(|t| names(&t.key)) {
            return true;
        }
        // Runs of words written apart ("ice cream" for ICECREAM).
        (0..tokens.len()).any(|i| {
            let mut run = String::new();
            tokens[i..].iter().take(5).any(|t| {
                run.push_str(&t.key);
                run.len() > t.key.len() && (run == self.key || self.whole.contains(&run))
            })
        })
    }

    /// `text` with each run of words that spells the answer exactly replaced by "___".
    pub fn mask(&self, text: &str) -> String {
        let tokens = tokens(text);
        let mut out = String::new();
        let mut copied = 0;
        let mut i = 0;
        while i < tokens.len() {
            let mut run = String::new();
            let mut hit = None;
            for (j, t) in tokens[i..].iter().enumerate().take(5) {
                run.push_str(&t.key);
                if run == self.key {
                    hit = Some(i + j);
                    break;
                }
                if !self.key.starts_with(&run) {
                    break;
                }
            }
            match hit {
                Some(last) => {
                    out.push_str(&text[copied..tokens[i].start]);
                    out.push_str("___");
                    copied = tokens[last].end;
                    i = last + 1;
                }
                None => i += 1,
            }
        }
        out.push_str(&text[copied..]);
        out
    }
}
