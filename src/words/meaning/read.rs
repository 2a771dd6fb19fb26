//! Reading the index `wordlists/build_meaning.py` writes (its docstring has the format).

use super::{Meanings, Pos, key_of};
use flate2::read::ZlibDecoder;
use std::collections::HashMap;
use std::io::Read;

/// Why meaning data is not there.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MeaningError {
    /// The list is not English: WordNet only covers English.
    #[error("no meaning data for this list (WordNet covers English only)")]
    NoData,
    /// The index did not decompress.
    #[error("meaning index: cannot decompress: {0}")]
    Compressed(String),
    /// A line of the index is not what the format says.
    #[error("meaning index: line {line}: {what}")]
    Bad {
        /// 1-based line number in the decompressed text.
        line: usize,
        /// What was wrong.
        what: String,
    },
    /// The word is in no sense WordNet knows.
    #[error("WordNet does not know {0:?} (nor a base form of it)")]
    Unknown(String),
}

const MAGIC: &str = "gridwright-meaning 2";
const COLUMNS: [&str; 5] = ["pos", "lemmas", "definitions", "examples", "pointers"];

impl Meanings {
    /// Reads a zlib-compressed index.
    pub fn from_compressed(bytes: &[u8]) -> Result<Meanings, MeaningError> {
        let mut text = String::new();
        ZlibDecoder::new(bytes)
            .read_to_string(&mut text)
            .map_err(|e| MeaningError::Compressed(e.to_string()))?;
        Meanings::from_text(text)
    }

    /// Reads an index from its text.
    pub fn from_text(text: String) -> Result<Meanings, MeaningError> {
        let sections = sections(&text)?;
        let count = sections[0].1.len();
        for (name, lines) in sections.iter().take(COLUMNS.len()) {
            if lines.len() != count {
                let at = lines.first().map_or(0, |l| l.0);
                return Err(bad(
                    at,
                    format!("[{name}] has {} lines, [pos] {count}", lines.len()),
                ));
            }
        }
        let mut pos = Vec::with_capacity(count);
        for &(line, a, b) in &sections[0].1 {
            let letter = &text[a as usize..b as usize];
            pos.push(Pos::from_letter(letter).ok_or_else(|| {
                bad(
                    line,
                    format!("{letter:?} is not a part of speech (n v a r)"),
                )
            })?);
        }
        let range = |c: usize| -> Vec<(u32, u32)> {
            sections[c].1.iter().map(|&(_, a, b)| (a, b)).collect()
        };
        let columns = [range(1), range(2), range(3), range(4)];
        let (narrower_at, narrower) = narrower_links(&text, &sections[4].1, count)?;
        let words = word_index(&text, &sections[1].1);
        let exceptions = exception_index(&text, &sections[5].1)?;
        Ok(Meanings {
            text,
            pos,
            columns,
            narrower_at,
            narrower,
            words,
            exceptions,
        })
    }
}

fn bad(line: usize, what: String) -> MeaningError {
    MeaningError::Bad { line, what }
}

/// A section's lines as (1-based line number, start byte, end byte).
type Lines = Vec<(usize, u32, u32)>;

/// Splits the text into its six sections, in the format's order.
fn sections(text: &str) -> Result<Vec<(&'static str, Lines)>, MeaningError> {
    if text.len() > u32::MAX as usize {
        return Err(bad(1, "larger than 4 GiB".into()));
    }
    let mut lines = line_spans(text);
    match lines.next() {
        Some((1, a, b)) if &text[a as usize..b as usize] == MAGIC => {}
        _ => return Err(bad(1, format!("not a meaning index (want {MAGIC:?})"))),
    }
    let names: Vec<&'static str> = COLUMNS.iter().copied().chain(["exceptions"]).collect();
    let mut out: Vec<(&'static str, Lines)> = Vec::new();
    for (n, a, b) in lines {
        let line = &text[a as usize..b as usize];
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            let want = names.get(out.len()).copied().unwrap_or("(end)");
            if name != want {
                return Err(bad(n, format!("section [{name}] where [{want}] belongs")));
            }
            out.push((want, Vec::new()));
        } else if let Some((_, section)) = out.last_mut() {
            section.push((n, a, b));
        } else {
            return Err(bad(n, "text before the first section".into()));
        }
    }
    if out.len() != names.len() {
        return Err(bad(0, format!("missing section [{}]", names[out.len()])));
    }
    Ok(out)
}

fn line_spans(text: &str) -> impl Iterator<Item = (usize, u32, u32)> + '_ {
    let mut start = 0usize;
    text.split_inclusive('\n').enumerate().map(move |(i, l)| {
        let a = start;
        start += l.len();
        let body = l.strip_suffix('\n').unwrap_or(l);
        (i + 1, a as u32, (a + body.len()) as u32)
    })
}

/// Inverts every synset's H (broader) pointers into narrower links, as offsets and targets.
fn narrower_links(
    text: &str,
    pointers: &Lines,
    count: usize,
) -> Result<(Vec<u32>, Vec<u32>), MeaningError> {
    let mut pairs: Vec<(u32, u32)> = Vec::new();
    for (from, &(line, a, b)) in pointers.iter().enumerate() {
        for p in text[a as usize..b as usize]
            .split(' ')
            .filter(|p| !p.is_empty())
        {
            let target: usize = p
                .get(1..)
                .and_then(|n| n.parse().ok())
                .filter(|&t| t < count)
                .ok_or_else(|| bad(line, format!("pointer {p:?} names no synset")))?;
            if p.starts_with('H') {
                pairs.push((target as u32, from as u32));
            }
        }
    }
    pairs.sort_unstable();
    let mut at = Vec::with_capacity(count + 1);
    let mut k = 0;
    for i in 0..count as u32 {
        at.push(k as u32);
        while k < pairs.len() && pairs[k].0 == i {
            k += 1;
        }
    }
    at.push(k as u32);
    Ok((at, pairs.into_iter().map(|(_, t)| t).collect()))
}

/// Entry key → synsets, ordered by each lemma's `~N` sense number.
fn word_index(text: &str, lemmas: &Lines) -> HashMap<Box<str>, Box<[u32]>> {
    let mut ranked: HashMap<Box<str>, Vec<(u32, u32)>> = HashMap::with_capacity(lemmas.len() * 2);
    for (id, &(_, a, b)) in lemmas.iter().enumerate() {
        for lemma in text[a as usize..b as usize].split('|') {
            let (word, rank) = match lemma.split_once('~') {
                Some((w, r)) => (w, r.parse().unwrap_or(u32::MAX)),
                None => (lemma, 0),
            };
            if let Some(key) = key_of(word) {
                ranked
                    .entry(key.into_boxed_str())
                    .or_default()
                    .push((rank, id as u32));
            }
        }
    }
    ranked
        .into_iter()
        .map(|(k, mut v)| {
            v.sort_unstable();
            let mut ids: Vec<u32> = v.into_iter().map(|(_, id)| id).collect();
            let mut seen = std::collections::HashSet::new();
            ids.retain(|id| seen.insert(*id));
            (k, ids.into_boxed_slice())
        })
        .collect()
}

type Exceptions = HashMap<Box<str>, Vec<(Pos, Box<str>)>>;

fn exception_index(text: &str, lines: &Lines) -> Result<Exceptions, MeaningError> {
    let mut out: Exceptions = HashMap::new();
    for &(line, a, b) in lines {
        let mut f = text[a as usize..b as usize].split('\t');
        let (Some(inflected), Some(pos), Some(base)) = (f.next(), f.next(), f.next()) else {
            return Err(bad(line, "want INFLECTED, POS and BASE".into()));
        };
        let pos = Pos::from_letter(pos)
            .ok_or_else(|| bad(line, format!("{pos:?} is not a part of speech")))?;
        out.entry(inflected.into())
            .or_default()
            .push((pos, base.into()));
    }
    Ok(out)
}
