//! The word index: an `fst::Map` from words (as letter-index bytes) to scores.
//!
//! Keys are alphabet indices, not characters, so the same index serves any alphabet of up to
//! 64 letters and sorts in alphabet order. The map's bytes can live in memory or in a
//! memory-mapped cache file; queries walk it with a [`Pattern`] automaton.

use super::Lexicon;
use super::pattern::Pattern;
use crate::grid::Alphabet;
use fst::{IntoStreamer, Streamer};
use std::path::Path;
use std::sync::Arc;

/// The bytes under an index: built in memory or mapped from a cache file.
#[derive(Clone)]
enum Backing {
    Owned(Arc<Vec<u8>>),
    /// A cache entry's file, the fst after its header.
    Mapped(Arc<memmap2::Mmap>, usize),
}

impl AsRef<[u8]> for Backing {
    fn as_ref(&self) -> &[u8] {
        match self {
            Backing::Owned(v) => v.as_slice(),
            Backing::Mapped(m, from) => &m[*from..],
        }
    }
}

/// Why an index could not be built or opened.
#[derive(Debug, thiserror::Error)]
pub enum IndexError {
    /// The fst library refused the data.
    #[error("word index {what}: {source}")]
    Fst {
        /// What was being done.
        what: String,
        /// The fst error.
        source: fst::Error,
    },
    /// A cache file could not be read or mapped.
    #[error("word index {path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// The I/O error.
        source: std::io::Error,
    },
}

/// The map, if its checksum matches. fst checks only the header and footer when it opens
/// bytes and trusts the rest: a damaged cache file (a bad disk, a stray write) made queries
/// panic inside fst. The checksum fst 0.4 writes covers every byte, so the damage is caught
/// here, as an error that makes the loader rebuild the index, for one pass over the bytes.
fn verified(map: fst::Map<Backing>) -> Result<fst::Map<Backing>, fst::Error> {
    map.as_fst().verify()?;
    Ok(map)
}

/// The first bytes of a cache entry: this tag, then the content hash of the lists the index
/// was built from (little-endian), then the fst. The hash in the file ties it to its lists:
/// an index of other lists copied over the entry is refused, not served.
const ENTRY_TAG: &[u8; 8] = b"GWIDX\x00v1";
const ENTRY_HEADER: usize = 16;

/// A cache entry's bytes: the header for `hash`, then the fst bytes of
/// [`WordIndex::build_bytes`].
pub fn entry_bytes(fst: &[u8], hash: u64) -> Vec<u8> {
    let mut out = Vec::with_capacity(ENTRY_HEADER + fst.len());
    out.extend_from_slice(ENTRY_TAG);
    out.extend_from_slice(&hash.to_le_bytes());
    out.extend_from_slice(fst);
    out
}

/// A searchable word list.
#[derive(Clone)]
pub struct WordIndex {
    map: fst::Map<Backing>,
    alphabet: Alphabet,
}

impl std::fmt::Debug for WordIndex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WordIndex")
            .field("entries", &self.len())
            .finish()
    }
}

/// One query result.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Match {
    /// The word, as alphabet indices.
    pub word: Vec<u8>,
    /// Its score.
    pub score: u8,
}

/// A position in the index after some letters: the prefix walked so far. Wordplay search
/// follows the fst letter by letter with it (a hidden word along a phrase, a charade's
/// parts, the letters an anagram may still use) instead of looking up every substring.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cursor {
    addr: fst::raw::CompiledAddr,
    out: u64,
}

/// Matches of a query, best first, and how many there were in all.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct QueryResult {
    /// Matches at or above the minimum score, ranked by score then alphabetically, cut to the limit.
    pub matches: Vec<Match>,
    /// How many matches there were before the limit.
    pub total: usize,
}

impl WordIndex {
    /// Builds an index in memory from a lexicon.
    pub fn build(lexicon: &Lexicon) -> Result<WordIndex, IndexError> {
        let bytes = Self::build_bytes(lexicon)?;
        Self::from_bytes(bytes, lexicon.alphabet().clone())
    }

    /// The serialised fst of a lexicon (what the cache stores).
    pub fn build_bytes(lexicon: &Lexicon) -> Result<Vec<u8>, IndexError> {
        let mut builder = fst::MapBuilder::memory();
        for (word, score) in lexicon.iter() {
            builder
                .insert(word, u64::from(score))
                .map_err(|source| IndexError::Fst {
                    what: "build".into(),
                    source,
                })?;
        }
        builder.into_inner().map_err(|source| IndexError::Fst {
            what: "build".into(),
            source,
        })
    }

    /// An index over serialised fst bytes.
    pub fn from_bytes(bytes: Vec<u8>, alphabet: Alphabet) -> Result<WordIndex, IndexError> {
        let map = fst::Map::new(Backing::Owned(Arc::new(bytes)))
            .and_then(verified)
            .map_err(|source| IndexError::Fst {
                what: "load".into(),
                source,
            })?;
        Ok(WordIndex { map, alphabet })
    }

    /// Memory-maps a cache entry written from [`entry_bytes`], which must have been built
    /// from the lists whose content hash is `hash`.
    pub fn open_entry(path: &Path, alphabet: Alphabet, hash: u64) -> Result<WordIndex, IndexError> {
        let io = |source| IndexError::Io {
            path: path.display().to_string(),
            source,
        };
        // A cache file replaced by a fifo would block the open forever; refuse it unopened.
        let meta = std::fs::metadata(path).map_err(io)?;
        if !meta.is_file() {
            return Err(io(std::io::Error::new(
                std::io::ErrorKind::InvalidInput,
                "not a regular file",
            )));
        }
        let file = std::fs::File::open(path).map_err(io)?;
        // SAFETY: the cache file is written once under a content-hash name and replaced only by
        // an atomic rename, never modified in place, so the mapping's bytes do not change.
        let mmap = unsafe { memmap2::Mmap::map(&file) }.map_err(io)?;
        let header = mmap.get(..ENTRY_HEADER);
        let tagged = header.is_some_and(|h| &h[..8] == ENTRY_TAG);
        if !tagged || header.map(|h| &h[8..]) != Some(&hash.to_le_bytes()[..]) {
            return Err(io(std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                "not the index of these lists",
            )));
        }
        let map = fst::Map::new(Backing::Mapped(Arc::new(mmap), ENTRY_HEADER))
            .and_then(verified)
            .map_err(|source| IndexError::Fst {
                what: format!("open {}", path.display()),
                source,
            })?;
        Ok(WordIndex { map, alphabet })
    }

    /// The alphabet the keys are spelled in.
    pub fn alphabet(&self) -> &Alphabet {
        &self.alphabet
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// True when the index has no entries.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// The score of a word, if listed.
    pub fn score(&self, word: &[u8]) -> Option<u8> {
        self.map.get(word).map(|v| v as u8)
    }

    /// Matches of a pattern with score ≥ `min_score`, ranked, at most `limit` of them.
    pub fn query(&self, pattern: &Pattern, min_score: u8, limit: usize) -> QueryResult {
        let mut matches = Vec::new();
        let mut stream = self.map.search(pattern).into_stream();
        while let Some((key, value)) = stream.next() {
            let score = value as u8;
            if score >= min_score {
                matches.push(Match {
                    word: key.to_vec(),
                    score,
                });
            }
        }
        let total = matches.len();
        // Keys arrive sorted, so a stable sort by score keeps ties alphabetical.
        matches.sort_by_key(|m| std::cmp::Reverse(m.score));
        matches.truncate(limit);
        QueryResult { matches, total }
    }

    /// Counts matches of a pattern at or above a score, without collecting them.
    pub fn count(&self, pattern: &Pattern, min_score: u8) -> usize {
        let mut n = 0;
        let mut stream = self.map.search(pattern).into_stream();
        while let Some((_, value)) = stream.next() {
            if value as u8 >= min_score {
                n += 1;
            }
        }
        n
    }

    /// The cursor at the empty prefix.
    pub fn root(&self) -> Cursor {
        Cursor {
            addr: self.map.as_fst().root().addr(),
            out: 0,
        }
    }

    /// The cursor after one more letter, or `None` when no entry goes on with it.
    pub fn step(&self, at: Cursor, letter: u8) -> Option<Cursor> {
        let fst = self.map.as_fst();
        let node = fst.node(at.addr);
        let t = node.transition(node.find_input(letter)?);
        Some(Cursor {
            addr: t.addr,
            out: at.out + t.out.value(),
        })
    }

    /// The score of the entry spelled by the letters walked to `at`, if it is one.
    pub fn score_at(&self, at: Cursor) -> Option<u8> {
        let node = self.map.as_fst().node(at.addr);
        node.is_final()
            .then(|| (at.out + node.final_output().value()) as u8)
    }

    /// Calls `f` with each letter some entry continues `at` with, and the cursor after it,
    /// in letter order.
    pub fn children(&self, at: Cursor, mut f: impl FnMut(u8, Cursor)) {
        let node = self.map.as_fst().node(at.addr);
        for t in node.transitions() {
            f(
                t.inp,
                Cursor {
                    addr: t.addr,
                    out: at.out + t.out.value(),
                },
            );
        }
    }

    /// Calls `f` with every entry in key order.
    pub fn for_each(&self, mut f: impl FnMut(&[u8], u8)) {
        let mut stream = self.map.stream();
        while let Some((key, value)) = stream.next() {
            f(key, value as u8);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn index(words: &str) -> WordIndex {
        let mut lex = Lexicon::new(Alphabet::latin());
        lex.add_list("t", words.as_bytes());
        WordIndex::build(&lex).expect("builds")
    }

    fn spell(r: &QueryResult) -> Vec<String> {
        let a = Alphabet::latin();
        r.matches.iter().map(|m| a.spell(&m.word)).collect()
    }

    #[test]
    fn ranks_by_score_then_alphabet_and_counts() {
        let idx = index(
            "SAFFRON;60\nSEVERAL;60\nSPARROW;70\nSTIRRUP;40\nSYNERGY;60\nSAFFRONS;90\nCAT;90\n",
        );
        let p = Pattern::parse("s???r??", idx.alphabet()).expect("pattern");
        let r = idx.query(&p, 0, 3);
        assert_eq!(r.total, 5);
        assert_eq!(spell(&r), ["SPARROW", "SAFFRON", "SEVERAL"]);
        let r = idx.query(&p, 50, 10);
        assert_eq!(r.total, 4);
        assert_eq!(idx.count(&p, 50), 4);
        assert_eq!(
            idx.score(&Alphabet::latin().encode("CAT").expect("cat")),
            Some(90)
        );
    }

    #[test]
    fn star_patterns_walk_everything() {
        let idx = index("RING\nSINGING\nINGOT\nQUIZ\nQI\n");
        let a = idx.alphabet().clone();
        let r = idx.query(&Pattern::parse("*ING", &a).expect("p"), 0, 10);
        assert_eq!(spell(&r), ["RING", "SINGING"]);
        let r = idx.query(&Pattern::parse("Q*", &a).expect("p"), 0, 10);
        assert_eq!(spell(&r), ["QI", "QUIZ"]);
    }

    #[test]
    fn an_entry_opens_only_for_its_own_hash() {
        let mut lex = Lexicon::new(Alphabet::latin());
        lex.add_list("t", b"ALPHA;10\nBETA;20\n");
        let bytes = WordIndex::build_bytes(&lex).expect("bytes");
        let dir = tempfile::tempdir().expect("tempdir");
        let path = dir.path().join("i.fst");
        std::fs::write(&path, entry_bytes(&bytes, 7)).expect("write");
        let idx = WordIndex::open_entry(&path, Alphabet::latin(), 7).expect("open");
        assert_eq!(idx.len(), 2);
        let e = WordIndex::open_entry(&path, Alphabet::latin(), 8).expect_err("other hash");
        assert!(
            e.to_string().contains("not the index of these lists"),
            "{e}"
        );
        std::fs::write(&path, &bytes).expect("write a bare fst");
        assert!(WordIndex::open_entry(&path, Alphabet::latin(), 7).is_err());
        std::fs::write(&path, b"not an fst").expect("write junk");
        assert!(WordIndex::open_entry(&path, Alphabet::latin(), 7).is_err());
    }
}
