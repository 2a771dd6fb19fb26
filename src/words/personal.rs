//! The user's personal list, `<config dir>/personal.dict`: scores the constructor set by
//! hand (in the studio, or with `gridwright words score/ban`), merged after every other list
//! so they win — a 0 bans a word whatever another list says.
//!
//! The file is `WORD;SCORE`, one a line, sorted, under a one-line `#` header. It may hold
//! words of several alphabets (a constructor building in English and Russian): each load
//! takes the lines spelled in its alphabet and passes over the rest.

use super::list::{MAX_SCORE, MAX_WORD_LEN, normalise, split_score};
use crate::grid::Alphabet;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The personal list's file name in the config dir.
pub const FILE_NAME: &str = "personal.dict";
/// The score a word gets when the studio adds it without one being typed.
pub const DEFAULT_ADD_SCORE: u8 = 60;
/// The first line of the file: what it is, for a user who opens it.
pub const HEADER: &str = "# gridwright personal list: WORD;SCORE, merged over every other list (0 bans a word); edited by the studio and `gridwright words score/ban`";

/// The personal list's path in a config dir.
pub fn path_in(config_dir: &Path) -> PathBuf {
    config_dir.join(FILE_NAME)
}

/// One change to the personal list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    /// Give the word this score (0 bans it).
    Score(u8),
    /// Drop the word's line: its score comes from the other lists again.
    Remove,
}

impl Change {
    /// The score the word has in the personal list after the change (`None`: no line).
    pub fn score(self) -> Option<u8> {
        match self {
            Change::Score(s) => Some(s),
            Change::Remove => None,
        }
    }
}

/// Why the personal list could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum PersonalError {
    /// The file exists but could not be read.
    #[error("cannot read the personal list {path}: {source}")]
    Read {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// The file could not be written.
    #[error("cannot write the personal list {path}: {source}")]
    Write {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
}

/// The personal list as text lines: the entries by word, and lines kept as they are (a
/// comment or a line a hand edit broke) so rewriting the file never loses them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Personal {
    entries: BTreeMap<String, u8>,
    other: Vec<String>,
}

/// A word as the personal list keys it: upper case, without spaces or punctuation, so a
/// hand-typed `ice tea;60` and the studio's `ICETEA` are one entry.
fn key(word: &str) -> String {
    word.chars()
        .filter(|c| !c.is_whitespace() && !c.is_ascii_punctuation())
        .flat_map(char::to_uppercase)
        .collect()
}

impl Personal {
    /// Reads the list; a missing file is an empty list.
    pub fn read(path: &Path) -> Result<Personal, PersonalError> {
        match crate::store::read_limited(path, crate::store::read::WORD_LIST_LIMIT) {
            Ok(bytes) => Ok(Personal::parse(&String::from_utf8_lossy(&bytes))),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Personal::default()),
            Err(source) => Err(PersonalError::Read {
                path: path.display().to_string(),
                source,
            }),
        }
    }

    /// The list in `text`; our own header is dropped (writing puts it back).
    pub fn parse(text: &str) -> Personal {
        let mut p = Personal::default();
        for line in text.lines() {
            let t = line.trim();
            if t.is_empty() || t == HEADER {
                continue;
            }
            let parsed = (!t.starts_with('#'))
                .then(|| split_score(t).ok())
                .flatten()
                .map(|(w, s)| (key(w), s))
                .filter(|(w, _)| !w.is_empty());
            match parsed {
                Some((w, s)) => {
                    p.entries.insert(w, s);
                }
                None => p.other.push(line.to_string()),
            }
        }
        p
    }

    /// The file's text: the header, the entries sorted, then any lines kept as they were.
    pub fn to_text(&self) -> String {
        let mut out = format!("{HEADER}\n");
        for (w, s) in &self.entries {
            out.push_str(&format!("{w};{s}\n"));
        }
        for l in &self.other {
            out.push_str(l);
            out.push('\n');
        }
        out
    }

    /// The personal score of a word, if it has one.
    pub fn get(&self, word: &str) -> Option<u8> {
        self.entries.get(&key(word)).copied()
    }

    /// Applies a change; returns the word's personal score before it.
    pub fn set(&mut self, word: &str, change: Change) -> Option<u8> {
        let k = key(word);
        match change {
            Change::Score(s) => self.entries.insert(k, s),
            Change::Remove => self.entries.remove(&k),
        }
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True when the list holds no entry.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Writes the list through the atomic writer, making the config dir if needed.
    pub fn save(&self, path: &Path) -> Result<(), PersonalError> {
        let write = |source| PersonalError::Write {
            path: path.display().to_string(),
            source,
        };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            crate::store::atomic::ensure_dir(dir).map_err(write)?;
        }
        crate::store::atomic::write_own(path, self.to_text().as_bytes()).map_err(write)
    }
}

/// A word as typed for the personal list, checked against an alphabet: its letters and its
/// spelling, or a message saying what is wrong with it.
pub fn check_word(word: &str, alphabet: &Alphabet) -> Result<(Vec<u8>, String), String> {
    let letters = normalise(word.trim(), alphabet)?;
    if letters.len() > MAX_WORD_LEN {
        return Err(format!(
            "{} is longer than any grid ({MAX_WORD_LEN} letters)",
            alphabet.spell(&letters)
        ));
    }
    let spelled = alphabet.spell(&letters);
    Ok((letters, spelled))
}

/// Parses a typed score: a whole number 0–[`MAX_SCORE`].
pub fn parse_score(text: &str) -> Result<u8, String> {
    match text.trim().parse::<u32>() {
        Ok(n) if n <= u32::from(MAX_SCORE) => Ok(n as u8),
        _ => Err(format!("{:?} is not a score 0–{MAX_SCORE}", text.trim())),
    }
}

/// What [`apply`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applied {
    /// The word as written to the list.
    pub word: String,
    /// Its personal score before the change.
    pub before: Option<u8>,
    /// The change.
    pub change: Change,
}

impl Applied {
    /// What the change did, in a line: "ICEDTEA scored 60 in personal.dict", "banned RETARD".
    pub fn describe(&self) -> String {
        let w = &self.word;
        match (self.change, self.before) {
            (Change::Score(0), _) => format!("banned {w} in {FILE_NAME}"),
            (Change::Score(s), Some(b)) if b != s => {
                format!("{w} scored {s} in {FILE_NAME} (was {b})")
            }
            (Change::Score(s), _) => format!("{w} scored {s} in {FILE_NAME}"),
            (Change::Remove, Some(0)) => {
                format!("unbanned {w}: its score comes from the other lists again")
            }
            (Change::Remove, Some(_)) => {
                format!("{w} dropped from {FILE_NAME}: its score comes from the other lists again")
            }
            (Change::Remove, None) => format!("{w} has no score in {FILE_NAME}"),
        }
    }
}

/// Reads the personal list at `path`, applies one change to `word` (already checked with
/// [`check_word`]) and writes it back. The studio and `gridwright words score/ban` both come
/// here.
pub fn apply(path: &Path, word: &str, change: Change) -> Result<Applied, PersonalError> {
    let mut list = Personal::read(path)?;
    let before = list.set(word, change);
    // Removing a word that was never there writes nothing.
    if change != Change::Remove || before.is_some() {
        list.save(path)?;
    }
    Ok(Applied {
        word: key(word),
        before,
        change,
    })
}

/// The lines of a personal list that are spelled in `alphabet`; the others become blank
/// lines, so line numbers in warnings stay true. A personal list may hold words of several
/// alphabets, and a word of another one is no fault of the list.
pub fn lines_in(bytes: &[u8], alphabet: &Alphabet) -> Vec<u8> {
    let text = String::from_utf8_lossy(bytes);
    let mut out = Vec::with_capacity(bytes.len());
    for line in text.split('\n') {
        let t = line.trim();
        let keep = t.is_empty()
            || t.starts_with('#')
            || split_score(t).map_or(true, |(w, _)| normalise(w, alphabet).is_ok());
        if keep {
            out.extend_from_slice(line.as_bytes());
        }
        out.push(b'\n');
    }
    out.pop();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_rewrites_the_file_sorted_under_its_header() {
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("config").join(FILE_NAME);
        let a = apply(&path, "ICEDTEA", Change::Score(60)).expect("score");
        assert_eq!(a.describe(), "ICEDTEA scored 60 in personal.dict");
        apply(&path, "retard", Change::Score(0)).expect("ban");
        let a = apply(&path, "ICEDTEA", Change::Score(70)).expect("rescore");
        assert_eq!(a.before, Some(60));
        let text = std::fs::read_to_string(&path).expect("read");
        assert_eq!(text, format!("{HEADER}\nICEDTEA;70\nRETARD;0\n"));
        let a = apply(&path, "RETARD", Change::Remove).expect("unban");
        assert!(
            a.describe().starts_with("unbanned RETARD"),
            "{}",
            a.describe()
        );
        let text = std::fs::read_to_string(&path).expect("read");
        assert_eq!(text, format!("{HEADER}\nICEDTEA;70\n"));
    }

    #[test]
    fn hand_edits_are_kept_and_keys_fold_case_and_spaces() {
        let mut p = Personal::parse("# mine\nice tea;55\nBAD;x\n");
        assert_eq!(p.get("ICETEA"), Some(55));
        assert_eq!(p.set("IceTea", Change::Score(65)), Some(55));
        assert_eq!(p.len(), 1);
        assert_eq!(p.to_text(), format!("{HEADER}\nICETEA;65\n# mine\nBAD;x\n"));
    }

    #[test]
    fn words_are_checked_against_the_alphabet() {
        let latin = Alphabet::latin();
        assert_eq!(
            check_word("iced tea", &latin).map(|w| w.1),
            Ok("ICEDTEA".into())
        );
        let e = check_word("R2D2", &latin).expect_err("digits");
        assert!(e.contains("not a letter of the Latin alphabet"), "{e}");
        assert_eq!(parse_score("60"), Ok(60));
        assert!(parse_score("101").is_err() && parse_score("x").is_err());
    }

    #[test]
    fn lines_of_another_alphabet_are_blanked_in_place() {
        let text = "# h\nCAT;60\nКОТ;70\nDOG;x\n";
        let kept = lines_in(text.as_bytes(), &Alphabet::latin());
        assert_eq!(
            String::from_utf8(kept).expect("utf8"),
            "# h\nCAT;60\n\nDOG;x\n"
        );
    }
}
