//! Word-list files: `WORD;SCORE` lines or plain words, normalised to the puzzle's alphabet.

use crate::grid::Alphabet;
use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

/// The score of a word whose line gives none.
pub const DEFAULT_SCORE: u8 = 50;
/// The one default minimum score of the studio, `fill` and `query` (the convention of Ingrid,
/// Crossword Compiler and the public lists); `min_score` in config.toml overrides it.
pub const DEFAULT_MIN_SCORE: u8 = 50;
/// The highest score a list may give.
pub const MAX_SCORE: u8 = 100;
/// Words longer than this cannot fit any grid: skipped, each named in a warning (a list of
/// one 50 MB line otherwise loads as no word with nothing said).
pub const MAX_WORD_LEN: usize = crate::grid::Grid::MAX_SIDE;

/// A line of a word list that was skipped, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListWarning {
    /// The list it came from (a path or a name such as `<default>`).
    pub source: String,
    /// The 1-based line number.
    pub line: usize,
    /// What was wrong.
    pub message: String,
}

impl fmt::Display for ListWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.source, self.line, self.message)
    }
}

/// How many characters of a bad line a warning echoes: enough to find the line, and a
/// multi-megabyte line does not flood the terminal or the cache.
pub const ECHO_CHARS: usize = 60;

/// Why a word list file could not be read at all.
#[derive(Debug, thiserror::Error)]
#[error("cannot read word list {path}: {error}")]
pub struct ListReadError {
    /// The file.
    pub path: String,
    /// The I/O failure (already in the message, so not a `source` that would repeat it).
    pub error: std::io::Error,
}

impl ListReadError {
    /// Reads a list file within [`crate::store::read::WORD_LIST_LIMIT`], refusing anything
    /// that is not a regular file.
    pub fn read(path: &Path) -> Result<Vec<u8>, ListReadError> {
        crate::store::read_limited(path, crate::store::read::WORD_LIST_LIMIT).map_err(|error| {
            ListReadError {
                path: path.display().to_string(),
                error,
            }
        })
    }
}

/// `text` cut to [`ECHO_CHARS`] and quoted, for warnings.
fn echo(text: &str) -> String {
    format!("{:?}", crate::store::read::clip(text, ECHO_CHARS))
}

/// A merged set of words (as letter indices) with their scores, sorted by word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lexicon {
    alphabet: Alphabet,
    words: BTreeMap<Vec<u8>, u8>,
}

impl Lexicon {
    /// An empty lexicon over an alphabet.
    pub fn new(alphabet: Alphabet) -> Self {
        Self {
            alphabet,
            words: BTreeMap::new(),
        }
    }

    /// Adds the lines of one list. Within a list a repeated word keeps its best score; across
    /// lists the later list's score wins. Returns the skipped lines.
    pub fn add_list(&mut self, source: &str, bytes: &[u8]) -> Vec<ListWarning> {
        let alphabet = self.alphabet.clone();
        self.add_list_in(source, bytes, &alphabet)
    }

    /// [`Lexicon::add_list`] for a list read in `alphabet`: the lexicon's letters, with that
    /// list's own folds (a German list folds Ä to AE for a puzzle whose letters are A–Z).
    /// Lines are skipped when `alphabet`'s letters are not the lexicon's.
    pub fn add_list_in(
        &mut self,
        source: &str,
        bytes: &[u8],
        alphabet: &Alphabet,
    ) -> Vec<ListWarning> {
        if !alphabet.same_letters(&self.alphabet) {
            return vec![ListWarning {
                source: source.to_string(),
                line: 0,
                message: format!(
                    "the list is in the {} alphabet, not {}; left out",
                    alphabet.describe(),
                    self.alphabet.describe()
                ),
            }];
        }
        let parsed = parse_list(source, bytes, alphabet);
        for (word, score) in parsed.words {
            self.words.insert(word, score);
        }
        parsed.warnings
    }

    /// Reads and adds a list file.
    pub fn add_file(&mut self, path: &Path) -> Result<Vec<ListWarning>, ListReadError> {
        let bytes = ListReadError::read(path)?;
        Ok(self.add_list(&path.display().to_string(), &bytes))
    }

    /// Adds or replaces one word (already in letter indices).
    pub fn insert(&mut self, word: Vec<u8>, score: u8) {
        self.words.insert(word, score);
    }

    /// The alphabet the words are spelled in.
    pub fn alphabet(&self) -> &Alphabet {
        &self.alphabet
    }

    /// Number of distinct words.
    pub fn len(&self) -> usize {
        self.words.len()
    }

    /// True when there are no words.
    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }

    /// The score of a word, if it is in the lexicon.
    pub fn score(&self, word: &[u8]) -> Option<u8> {
        self.words.get(word).copied()
    }

    /// Every word with its score, in sorted order of letter indices.
    pub fn iter(&self) -> impl Iterator<Item = (&[u8], u8)> + '_ {
        self.words.iter().map(|(w, &s)| (w.as_slice(), s))
    }
}

/// The words and warnings of one parsed list.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ParsedList {
    /// Each distinct word once, with its best score in this list, in first-seen order.
    pub words: Vec<(Vec<u8>, u8)>,
    /// Skipped lines.
    pub warnings: Vec<ListWarning>,
}

/// Parses one list: `WORD;SCORE` (also `,` or a tab; a third field such as a clue is ignored)
/// or a bare word (score [`DEFAULT_SCORE`]). Blank lines and `#` comments are skipped silently.
pub fn parse_list(source: &str, bytes: &[u8], alphabet: &Alphabet) -> ParsedList {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut out = ParsedList::default();
    let mut seen: std::collections::HashMap<Vec<u8>, (usize, usize)> = Default::default();
    for (i, raw) in bytes.split(|&b| b == b'\n').enumerate() {
        let line_no = i + 1;
        let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
        let warn = |message: String| ListWarning {
            source: source.to_string(),
            line: line_no,
            message,
        };
        let Ok(line) = std::str::from_utf8(raw) else {
            out.warnings.push(warn("not valid UTF-8".into()));
            continue;
        };
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (word_part, score) = match split_score(line) {
            Ok(v) => v,
            Err(msg) => {
                out.warnings.push(warn(msg));
                continue;
            }
        };
        let word = match normalise(word_part, alphabet) {
            Ok(w) => w,
            Err(msg) => {
                out.warnings.push(warn(msg));
                continue;
            }
        };
        if word.len() > MAX_WORD_LEN {
            out.warnings.push(warn(too_long(word_part, word.len())));
            continue;
        }
        match seen.get(&word) {
            Some(&(idx, first_line)) => {
                out.warnings.push(warn(format!(
                    "duplicate of line {first_line} ({}); keeping the higher score",
                    alphabet.spell(&word)
                )));
                let best = &mut out.words[idx].1;
                *best = (*best).max(score);
            }
            None => {
                seen.insert(word.clone(), (out.words.len(), line_no));
                out.words.push((word, score));
            }
        }
    }
    out
}

/// The warning for an entry of `letters` letters, more than any grid holds.
fn too_long(entry: &str, letters: usize) -> String {
    format!(
        "{} has {letters} letters, more than any grid holds ({MAX_WORD_LEN} at most)",
        echo(entry)
    )
}

/// Splits `WORD;SCORE[;extra]` into the word and its score.
pub(crate) fn split_score(line: &str) -> Result<(&str, u8), String> {
    let Some(sep) = line.find([';', '\t', ',']) else {
        return Ok((line, DEFAULT_SCORE));
    };
    let word = &line[..sep];
    let rest = &line[sep + 1..];
    let field = rest.split([';', '\t', ',']).next().unwrap_or("").trim();
    if field.is_empty() {
        return Ok((word, DEFAULT_SCORE));
    }
    match field.parse::<u32>() {
        Ok(s) if s <= MAX_SCORE as u32 => Ok((word, s as u8)),
        Ok(s) => Err(format!("score {s} is out of range 0–{MAX_SCORE}")),
        Err(_)
            if field
                .strip_prefix('-')
                .is_some_and(|d| d.bytes().all(|b| b.is_ascii_digit())) =>
        {
            Err(format!(
                "score {} is out of range 0–{MAX_SCORE}",
                echo(field)
            ))
        }
        Err(_) => Err(format!("score {} is not a whole number", echo(field))),
    }
}

/// Normalises an entry to letter indices: case folded, spaces and punctuation dropped,
/// other characters folded by the alphabet's rules (accents where the bare letter is in the
/// alphabet and the accented one is not, its own table such as Ё → Е).
pub fn normalise(entry: &str, alphabet: &Alphabet) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(entry.len());
    for c in entry.chars() {
        if let Some(i) = alphabet.index_of(c) {
            out.push(i);
        } else if c.is_whitespace() || c.is_ascii_punctuation() || is_word_punctuation(c) {
            continue;
        } else if let Some(folded) = alphabet.fold_char(c) {
            out.extend(folded);
        } else {
            return Err(format!(
                "{}: {c:?} is not a letter of the {} alphabet",
                echo(entry),
                alphabet.describe()
            ));
        }
    }
    if out.is_empty() {
        return Err(format!("{} has no letters", echo(entry)));
    }
    Ok(out)
}

/// Typographic punctuation that may sit inside entries (curly quotes, dashes, the
/// Ukrainian apostrophe).
fn is_word_punctuation(c: char) -> bool {
    matches!(c, '‘' | '’' | '“' | '”' | '–' | '—' | '‐' | '·' | '…' | 'ʼ')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn latin(s: &str) -> Vec<u8> {
        Alphabet::latin().encode(s).unwrap()
    }

    #[test]
    fn normalises_phrases_accents_and_ligatures() {
        let a = Alphabet::latin();
        assert_eq!(normalise("ice cream", &a), Ok(latin("ICECREAM")));
        assert_eq!(normalise("Café-au-lait", &a), Ok(latin("CAFEAULAIT")));
        assert_eq!(normalise("Straße", &a), Ok(latin("STRASSE")));
        assert_eq!(normalise("rock ’n’ roll", &a), Ok(latin("ROCKNROLL")));
        assert!(normalise("R2D2", &a).is_err());
        assert!(normalise("...", &a).is_err());
        let ru = Alphabet::cyrillic();
        assert_eq!(normalise("ёлка", &ru), Ok(ru.encode("ЁЛКА").unwrap()));
    }

    #[test]
    fn a_negative_score_is_out_of_range_not_a_non_number() {
        assert_eq!(
            split_score("ACE;-5"),
            Err("score \"-5\" is out of range 0–100".into())
        );
        assert!(split_score("ACE;-x").is_err_and(|e| e.contains("not a whole number")));
    }

    #[test]
    fn messy_list_loads_with_warnings() {
        let src = b"\xEF\xBB\xBFapple;60\r\nbanana\r\ncherry;abc\nDATE;101\n\xFF\xFEgarbage\n\n# note\napple;70\nice cream;55;a clue\nfig,40\n";
        let p = parse_list("t.dict", src, &Alphabet::latin());
        let words: Vec<_> = p
            .words
            .iter()
            .map(|(w, s)| (Alphabet::latin().spell(w), *s))
            .collect();
        assert_eq!(
            words,
            [
                ("APPLE".into(), 70),
                ("BANANA".into(), 50),
                ("ICECREAM".into(), 55),
                ("FIG".into(), 40)
            ]
        );
        let lines: Vec<_> = p.warnings.iter().map(|w| w.line).collect();
        assert_eq!(lines, [3, 4, 5, 8]);
        assert!(
            p.warnings[0]
                .to_string()
                .starts_with("t.dict:3: score \"abc\"")
        );
        assert!(p.warnings[2].message.contains("UTF-8"));
    }

    #[test]
    fn a_huge_bad_line_is_echoed_short() {
        let mut line = "x".repeat(10 * 1024 * 1024);
        line.push('1');
        for src in [line.clone(), format!("CAT;{line}"), "—".repeat(1000)] {
            let p = parse_list("t.dict", src.as_bytes(), &Alphabet::latin());
            assert_eq!(p.warnings.len(), 1);
            let shown = p.warnings[0].to_string();
            assert!(shown.chars().count() < 200, "{}", &shown[..200]);
            assert!(shown.contains('…'), "{shown}");
        }
    }

    #[test]
    fn an_entry_longer_than_any_grid_is_named_cut() {
        let long = "Q".repeat(50_000);
        let src = format!("CAT;50\n{long};60\nDOG\n");
        let p = parse_list("t.dict", src.as_bytes(), &Alphabet::latin());
        assert_eq!(p.words.len(), 2);
        assert_eq!(p.warnings.len(), 1);
        let shown = p.warnings[0].to_string();
        assert!(shown.starts_with("t.dict:2: \"QQQ"), "{shown}");
        assert!(shown.contains("50000 letters"), "{shown}");
        assert!(shown.chars().count() < 200, "{shown}");
    }

    #[test]
    fn later_lists_override_scores() {
        let mut lex = Lexicon::new(Alphabet::latin());
        lex.add_list("a", b"ONE;10\nTWO;20\n");
        lex.add_list("b", b"two;90\nthree\n");
        assert_eq!(lex.len(), 3);
        assert_eq!(lex.score(&latin("TWO")), Some(90));
        assert_eq!(lex.score(&latin("THREE")), Some(50));
    }
}
