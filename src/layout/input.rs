//! Answer/clue lists: plain text lines or the JSON form, checked and encoded in one alphabet.
//!
//! Text lines are `ANSWER<TAB>CLUE`, `ANSWER: clue`, `ANSWER - clue` or a bare `ANSWER`;
//! blank lines and `#` comments are skipped. JSON is
//! `{"clues":[{"answer":"OMEGA POINT","meta":{"clue":"…","link":"…"}}]}` and its `meta`
//! is carried through verbatim.

use super::squares::{MAX_SYMBOLS, SYMBOL_BASE, Square, squares_of};
use crate::grid::{Alphabet, Alphabets, Grid};
use serde_json::{Map, Value};
use std::fmt;
use unicode_normalization::UnicodeNormalization;

/// Where an entry came from: a text line or a JSON array element (both 1-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// Line of a text list.
    Line(usize),
    /// Element of the JSON `clues` array, counted from 1, with the line its `"answer"` key is
    /// on when that can be told.
    Entry(usize, Option<usize>),
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::Line(n) => write!(f, "line {n}"),
            Origin::Entry(n, None) => write!(f, "clue entry {n}"),
            Origin::Entry(n, Some(line)) => write!(f, "line {line} (clue entry {n})"),
        }
    }
}

/// How letters of either case meet in the grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Case {
    /// Case is ignored, as in every crossword: `cat` is CAT.
    #[default]
    Folded,
    /// crosswordsmith's rule: letters are compared as written, so a lower-case letter is a
    /// square of its own (kept as written, like a digit) that crosses only the same
    /// lower-case letter. Its comb fixtures rely on it: a tooth `Aaaaaaaaaaaaa` meets the
    /// spine `AZBZ…` only at its capital.
    Kept,
}

/// One answer of the list.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// The answer as written (spaces and punctuation kept, for display).
    pub answer: String,
    /// The answer's squares as tokens: alphabet indices for letters, and from
    /// [`SYMBOL_BASE`](super::squares::SYMBOL_BASE) up for digits and symbols.
    pub letters: Vec<u8>,
    /// The clue text (may be empty).
    pub clue: String,
    /// Extra data carried to the JSON output verbatim (always an object).
    pub meta: Value,
    /// Where it was read.
    pub origin: Origin,
}

/// A checked list of answers sharing one alphabet.
#[derive(Debug, Clone, PartialEq)]
pub struct AnswerList {
    /// The answers in file order.
    pub entries: Vec<Entry>,
    /// The alphabet their letters index.
    pub alphabet: Alphabet,
    /// The digits and symbols of symbol squares: token `SYMBOL_BASE + i` is `symbols[i]`.
    pub symbols: Vec<char>,
    /// A title given by the JSON form, if any.
    pub title: Option<String>,
}

/// One problem with one entry of a list.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EntryProblem {
    /// The answer has no letters at all.
    #[error("{origin}: answer {answer:?} has no letters")]
    NoLetters {
        /// Where.
        origin: Origin,
        /// As written.
        answer: String,
    },
    /// A one-letter answer cannot be an entry of a crossword.
    #[error("{origin}: answer {answer:?} has a single letter; entries need at least two")]
    TooShort {
        /// Where.
        origin: Origin,
        /// As written.
        answer: String,
    },
    /// Longer than the largest side allowed.
    #[error("{origin}: answer {answer:?} has {len} letters, longer than the maximum side {max}")]
    TooLong {
        /// Where.
        origin: Origin,
        /// As written.
        answer: String,
        /// Its letter count.
        len: usize,
        /// The longest side allowed.
        max: usize,
    },
    /// The same letters as an earlier answer.
    #[error("{origin}: answer {answer:?} repeats the answer at {first}")]
    Duplicate {
        /// Where the repeat is.
        origin: Origin,
        /// As written.
        answer: String,
        /// Where it first appeared.
        first: Origin,
    },
    /// A JSON element that is not an object with a string `answer`.
    #[error("{origin}: {message}")]
    BadJson {
        /// Where.
        origin: Origin,
        /// What is wrong.
        message: String,
    },
}

/// Why an answer list could not be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InputError {
    /// The JSON could not be parsed at all.
    #[error("{source_name}: invalid JSON at line {line}, column {column}: {message}")]
    Json {
        /// File name or `<stdin>`.
        source_name: String,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// serde_json's message.
        message: String,
    },
    /// The JSON has no `clues` array.
    #[error("{source_name}: JSON must be an object with a \"clues\" array")]
    NoClues {
        /// File name.
        source_name: String,
    },
    /// One or more entries are unusable; all of them are listed.
    #[error("{source_name}: {}", list_problems(.problems))]
    Entries {
        /// File name.
        source_name: String,
        /// Every problem found, in file order.
        problems: Vec<EntryProblem>,
    },
    /// More distinct digits and symbols than symbol squares can tell apart.
    #[error("{source_name}: the answers use {count} different digits and symbols, more than {max}", max = super::squares::MAX_SYMBOLS)]
    TooManySymbols {
        /// File name.
        source_name: String,
        /// Distinct symbols found.
        count: usize,
    },
    /// The letters do not fit one alphabet of at most 64 letters.
    #[error(
        "{source_name}: the answers use {count} different letters, more than an alphabet holds (64)"
    )]
    TooManyLetters {
        /// File name.
        source_name: String,
        /// Distinct letters found.
        count: usize,
    },
    /// Nothing to lay out.
    #[error("{source_name}: no answers found")]
    Empty {
        /// File name.
        source_name: String,
    },
    /// The file could not be read (missing, not a regular file, over the size limit).
    #[error("cannot read answer list {source_name}: {message}")]
    Read {
        /// File name or `<stdin>`.
        source_name: String,
        /// Why.
        message: String,
    },
}

/// Reads an answer list as text, `-` meaning stdin, within
/// [`ANSWER_LIST_LIMIT`](crate::store::read::ANSWER_LIST_LIMIT); returns the text and the
/// name to use in messages. Only regular files are opened, so a fifo cannot hang a layout.
pub fn read_list_file(path: &std::path::Path) -> Result<(String, String), InputError> {
    use crate::store::read::{ANSWER_LIST_LIMIT, read_stream_limited, read_to_string_limited};
    let stdin = path.as_os_str() == "-";
    let source_name = if stdin {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    };
    let text = if stdin {
        let mut bytes = Vec::new();
        read_stream_limited(std::io::stdin().lock(), ANSWER_LIST_LIMIT, &mut bytes).and_then(|()| {
            String::from_utf8(bytes).map_err(|_| {
                std::io::Error::new(std::io::ErrorKind::InvalidData, "not valid UTF-8 text")
            })
        })
    } else {
        read_to_string_limited(path, ANSWER_LIST_LIMIT)
    };
    match text {
        Ok(text) => Ok((text, source_name)),
        Err(e) => Err(InputError::Read {
            source_name,
            message: e.to_string(),
        }),
    }
}

fn list_problems(problems: &[EntryProblem]) -> String {
    let parts: Vec<String> = problems.iter().map(ToString::to_string).collect();
    parts.join("; ")
}

/// A raw entry before the alphabet is known.
struct Raw {
    answer: String,
    clue: String,
    meta: Value,
    origin: Origin,
}

/// Reads a list, choosing JSON when the text starts with `{`. `max_len` is the longest answer
/// allowed (the larger side of `--max-size`); `source_name` names the file in messages.
pub fn parse(text: &str, source_name: &str, max_len: usize) -> Result<AnswerList, InputError> {
    parse_cased(text, source_name, max_len, Case::Folded)
}

/// [`parse`] with a rule for letters of either case ([`Case::Kept`]: crosswordsmith's).
pub fn parse_cased(
    text: &str,
    source_name: &str,
    max_len: usize,
    case: Case,
) -> Result<AnswerList, InputError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let (raws, title) = if text.trim_start().starts_with('{') {
        json_raws(text, source_name)?
    } else {
        (text_raws(text), None)
    };
    finish(raws, title, source_name, max_len, case)
}

/// Reads the plain text form.
pub fn parse_text(text: &str, source_name: &str, max_len: usize) -> Result<AnswerList, InputError> {
    finish(text_raws(text), None, source_name, max_len, Case::Folded)
}

/// The entries of the plain text form.
fn text_raws(text: &str) -> Vec<Raw> {
    let mut raws = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (answer, clue) = split_line(line);
        let mut meta = Map::new();
        if !clue.is_empty() {
            meta.insert("clue".into(), Value::String(clue.to_string()));
        }
        raws.push(Raw {
            answer: answer.to_string(),
            clue: clue.to_string(),
            meta: Value::Object(meta),
            origin: Origin::Line(i + 1),
        });
    }
    raws
}

/// Splits a line at its first separator: a tab, else the earliest `:` or ` - ` (or a dash).
fn split_line(line: &str) -> (&str, &str) {
    if let Some((a, c)) = line.split_once('\t') {
        return (a.trim(), c.trim());
    }
    let seps = [":", " - ", " – ", " — "];
    let best = seps
        .iter()
        .filter_map(|s| line.find(s).map(|at| (at, s.len())))
        .min();
    match best {
        Some((at, len)) => (line[..at].trim(), line[at + len..].trim()),
        None => (line, ""),
    }
}

/// An answer list from (answer, clue, meta) triples, e.g. the words of a layout document;
/// origins count the triples from 1.
pub(super) fn from_answers(
    items: Vec<(String, String, Value)>,
    source_name: &str,
) -> Result<AnswerList, InputError> {
    let raws = items
        .into_iter()
        .enumerate()
        .map(|(i, (answer, clue, meta))| Raw {
            answer,
            clue,
            meta,
            origin: Origin::Entry(i + 1, None),
        })
        .collect();
    finish(raws, None, source_name, Grid::MAX_SIDE, Case::Folded)
}

/// Parses JSON text, a syntax error naming the source, line and column.
pub(crate) fn json_value(text: &str, source_name: &str) -> Result<Value, InputError> {
    serde_json::from_str(text).map_err(|e| InputError::Json {
        source_name: source_name.to_string(),
        line: e.line(),
        column: e.column(),
        message: e.to_string(),
    })
}

/// Reads the JSON form.
pub fn parse_json(text: &str, source_name: &str, max_len: usize) -> Result<AnswerList, InputError> {
    let (raws, title) = json_raws(text, source_name)?;
    finish(raws, title, source_name, max_len, Case::Folded)
}

/// The entries and title of the JSON form.
fn json_raws(text: &str, source_name: &str) -> Result<(Vec<Raw>, Option<String>), InputError> {
    let doc = json_value(text, source_name)?;
    let no_clues = || InputError::NoClues {
        source_name: source_name.to_string(),
    };
    let clues = doc
        .get("clues")
        .and_then(Value::as_array)
        .ok_or_else(no_clues)?;
    let title = doc.get("title").and_then(Value::as_str).map(str::to_string);
    let lines = answer_lines(text, clues.len());
    let mut raws = Vec::new();
    let mut problems = Vec::new();
    for (i, item) in clues.iter().enumerate() {
        let origin = Origin::Entry(i + 1, lines.as_ref().map(|l| l[i]));
        let Some(answer) = item.get("answer").and_then(Value::as_str) else {
            problems.push(EntryProblem::BadJson {
                origin,
                message: "needs a string \"answer\"".into(),
            });
            continue;
        };
        let meta = match item.get("meta") {
            None | Some(Value::Null) => Value::Object(Map::new()),
            Some(m @ Value::Object(_)) => m.clone(),
            Some(_) => {
                problems.push(EntryProblem::BadJson {
                    origin,
                    message: "\"meta\" must be an object".into(),
                });
                continue;
            }
        };
        // The clue lives in meta.clue (the embedders' shape); a top-level "clue" also works.
        let clue = meta
            .get("clue")
            .or_else(|| item.get("clue"))
            .and_then(Value::as_str)
            .unwrap_or("")
            .to_string();
        raws.push(Raw {
            answer: answer.to_string(),
            clue,
            meta,
            origin,
        });
    }
    if !problems.is_empty() {
        return Err(InputError::Entries {
            source_name: source_name.to_string(),
            problems,
        });
    }
    Ok((raws, title))
}

/// The line of each `"answer"` key, when there is exactly one per clue entry (serde_json
/// keeps no positions, and the usual file has one such key per entry, in order).
fn answer_lines(text: &str, entries: usize) -> Option<Vec<usize>> {
    let key = "\"answer\"";
    let mut lines = Vec::new();
    let mut line = 1;
    let mut last = 0;
    for (at, _) in text.match_indices(key) {
        // A key inside a string would be escaped as \"answer\".
        if text[..at].ends_with('\\') {
            continue;
        }
        line += text[last..at].matches('\n').count();
        last = at;
        lines.push(line);
    }
    (lines.len() == entries).then_some(lines)
}

/// Uppercases one character, keeping it when the uppercase form is several characters.
fn upper(c: char) -> char {
    let mut up = c.to_uppercase();
    match (up.next(), up.next()) {
        (Some(u), None) => u,
        _ => c,
    }
}

/// Strips an accent when the base letter is plain ASCII (É → E); other letters are kept.
fn fold(c: char) -> char {
    match c.nfd().next() {
        Some(b) if b.is_ascii_alphabetic() => b.to_ascii_uppercase(),
        _ => c,
    }
}

/// Picks the alphabet and encodes every answer, reporting all entry problems at once.
fn finish(
    raws: Vec<Raw>,
    title: Option<String>,
    source_name: &str,
    max_len: usize,
    case: Case,
) -> Result<AnswerList, InputError> {
    if raws.is_empty() {
        return Err(InputError::Empty {
            source_name: source_name.to_string(),
        });
    }
    let squares: Vec<Vec<Square>> = raws
        .iter()
        .map(|r| match case {
            Case::Folded => squares_of(&r.answer, upper),
            Case::Kept => super::squares::squares_kept(&r.answer),
        })
        .collect();
    let chars: Vec<Vec<char>> = squares
        .iter()
        .map(|w| {
            w.iter()
                .filter_map(|s| match *s {
                    Square::Letter(c) => Some(c),
                    Square::Symbol(_) => None,
                })
                .collect()
        })
        .collect();
    let mut symbols: Vec<char> = squares
        .iter()
        .flatten()
        .filter_map(|s| match *s {
            Square::Symbol(c) => Some(c),
            Square::Letter(_) => None,
        })
        .collect();
    symbols.sort_unstable();
    symbols.dedup();
    if symbols.len() > MAX_SYMBOLS {
        return Err(InputError::TooManySymbols {
            source_name: source_name.to_string(),
            count: symbols.len(),
        });
    }
    // The one rule for a file's alphabet (see `Alphabets::choose`): the first built-in one
    // holding every letter as it is written (Ñ stays Ñ in Spanish); only when none does are
    // accents folded onto A–Z, and failing that the answers' own letters make the alphabet.
    let holding = Alphabets::builtin().holding(chars.iter().flatten().copied());
    let (alphabet, chars) = if let Some(a) = holding {
        (a, chars)
    } else {
        let folded: Vec<Vec<char>> = chars
            .iter()
            .map(|w| w.iter().map(|&c| fold(c)).collect())
            .collect();
        if folded.iter().flatten().all(char::is_ascii_uppercase) {
            (Alphabet::latin(), folded)
        } else {
            let mut distinct: Vec<char> = folded.iter().flatten().copied().collect();
            distinct.sort_unstable();
            distinct.dedup();
            let count = distinct.len();
            let alphabet = Alphabet::new(distinct).map_err(|_| InputError::TooManyLetters {
                source_name: source_name.to_string(),
                count,
            })?;
            (alphabet, folded)
        }
    };
    let max = max_len.min(Grid::MAX_SIDE);
    let mut problems = Vec::new();
    let mut entries: Vec<Entry> = Vec::new();
    for ((raw, word), sq) in raws.into_iter().zip(chars).zip(squares) {
        let Raw {
            answer,
            clue,
            meta,
            origin,
        } = raw;
        // Every char came from this alphabet's own letter set (and every symbol from
        // `symbols`), so encoding cannot fail.
        let mut word = word.into_iter();
        let letters: Vec<u8> = sq
            .iter()
            .filter_map(|s| match *s {
                Square::Letter(_) => word.next().and_then(|c| alphabet.index_of(c)),
                Square::Symbol(c) => symbols
                    .binary_search(&c)
                    .ok()
                    .map(|i| SYMBOL_BASE + i as u8),
            })
            .collect();
        let problem = if letters.is_empty() {
            Some(EntryProblem::NoLetters {
                origin,
                answer: answer.clone(),
            })
        } else if letters.len() == 1 {
            Some(EntryProblem::TooShort {
                origin,
                answer: answer.clone(),
            })
        } else if letters.len() > max {
            Some(EntryProblem::TooLong {
                origin,
                answer: answer.clone(),
                len: letters.len(),
                max,
            })
        } else {
            entries
                .iter()
                .find(|e| e.letters == letters)
                .map(|first| EntryProblem::Duplicate {
                    origin,
                    answer: answer.clone(),
                    first: first.origin,
                })
        };
        match problem {
            Some(p) => problems.push(p),
            None => entries.push(Entry {
                answer,
                letters,
                clue,
                meta,
                origin,
            }),
        }
    }
    if !problems.is_empty() {
        return Err(InputError::Entries {
            source_name: source_name.to_string(),
            problems,
        });
    }
    Ok(AnswerList {
        entries,
        alphabet,
        symbols,
        title,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answers(list: &AnswerList) -> Vec<String> {
        list.entries
            .iter()
            .map(|e| list.alphabet.spell(&e.letters))
            .collect()
    }

    #[test]
    fn list_files_are_read_within_the_limit() {
        let dir = tempfile::tempdir().expect("tempdir");
        let p = dir.path().join("answers.txt");
        std::fs::write(&p, "OMEGA\tlast\n").expect("write");
        let (text, name) = read_list_file(&p).expect("reads");
        assert_eq!(
            (text.as_str(), name),
            ("OMEGA\tlast\n", p.display().to_string())
        );
        let big = std::fs::File::create(&p).expect("create");
        big.set_len(crate::store::read::ANSWER_LIST_LIMIT + 1)
            .expect("sparse");
        let e = read_list_file(&p).expect_err("too big").to_string();
        assert!(
            e.contains("answers.txt") && e.contains("16 MiB limit"),
            "{e}"
        );
    }

    #[test]
    fn every_line_form_is_read() {
        let src = "# theme: space\n\nOMEGA POINT\tEnd of everything\nquasar: Bright core\n\
                   T-REX - Dinosaur: big\nNEBULA\n";
        let list = parse(src, "t.txt", 29).unwrap();
        assert_eq!(answers(&list), ["OMEGAPOINT", "QUASAR", "TREX", "NEBULA"]);
        assert_eq!(list.entries[0].answer, "OMEGA POINT");
        assert_eq!(list.entries[0].clue, "End of everything");
        assert_eq!(list.entries[1].clue, "Bright core");
        assert_eq!(list.entries[2].clue, "Dinosaur: big");
        assert_eq!(list.entries[3].clue, "");
        assert_eq!(list.entries[2].origin, Origin::Line(5));
        assert!(list.alphabet.is_latin());
    }

    #[test]
    fn problems_are_all_reported_with_lines() {
        let src = "ICE CREAM\n?!? - no squares\nA\nHIPPOPOTAMUS\nicecream: again\n";
        let err = parse(src, "t.txt", 8).unwrap_err();
        let InputError::Entries { problems, .. } = &err else {
            panic!("{err}")
        };
        assert_eq!(problems.len(), 4, "{err}");
        assert!(matches!(
            problems[0],
            EntryProblem::NoLetters {
                origin: Origin::Line(2),
                ..
            }
        ));
        assert!(matches!(
            problems[1],
            EntryProblem::TooShort {
                origin: Origin::Line(3),
                ..
            }
        ));
        assert!(matches!(
            problems[2],
            EntryProblem::TooLong {
                origin: Origin::Line(4),
                len: 12,
                ..
            }
        ));
        assert!(matches!(
            problems[3],
            EntryProblem::Duplicate {
                origin: Origin::Line(5),
                first: Origin::Line(1),
                ..
            }
        ));
        assert!(err.to_string().contains("line 5"), "{err}");
    }

    #[test]
    fn json_meta_is_kept_verbatim() {
        let src = r#"{"title":"Cosmos","clues":[
            {"answer":"Omega Point","meta":{"clue":"The end","link":"https://x.example"}},
            {"answer":"ÉCLAIR","clue":"Pastry"}]}"#;
        let list = parse(src, "t.json", 29).unwrap();
        assert_eq!(answers(&list), ["OMEGAPOINT", "ECLAIR"]);
        assert_eq!(list.entries[0].clue, "The end");
        assert_eq!(list.entries[0].meta["link"], "https://x.example");
        assert_eq!(list.entries[1].clue, "Pastry");
        assert_eq!(list.title.as_deref(), Some("Cosmos"));
    }

    #[test]
    fn bad_json_names_the_place() {
        let err = parse("{\"clues\": [\n {\"answer\": }]}", "t.json", 29).unwrap_err();
        assert!(matches!(err, InputError::Json { line: 2, .. }), "{err}");
        let err = parse(r#"{"clues":[{"answer":"AB"},{"meta":{}}]}"#, "t.json", 29).unwrap_err();
        assert!(err.to_string().contains("clue entry 2"), "{err}");
        let src = "{\"clues\": [\n {\"answer\": \"AB\"},\n {\"answer\": \"ab\", \"clue\": \"x \\\"answer\\\"\"}\n]}";
        let err = parse(src, "t.json", 29).unwrap_err();
        assert!(
            err.to_string()
                .contains("line 3 (clue entry 2): answer \"ab\" repeats the answer at line 2"),
            "{err}"
        );
        assert!(matches!(
            parse("{}", "t", 29),
            Err(InputError::NoClues { .. })
        ));
        assert!(matches!(
            parse("# only\n", "t", 29),
            Err(InputError::Empty { .. })
        ));
    }

    #[test]
    fn cyrillic_answers_get_the_cyrillic_alphabet() {
        let list = parse("ёлка - tree\nкот\n", "t", 29).unwrap();
        assert_eq!(list.alphabet, Alphabet::cyrillic());
        assert_eq!(answers(&list), ["ЁЛКА", "КОТ"]);
    }
}
