//! Which word lists to load, and the on-disk index cache keyed by their contents.
//!
//! Opening the studio or running `gridwright fill` must not re-parse an unchanged list: the
//! built fst is written under the cache dir as `words-<hash>.fst`, where the hash covers every
//! input byte, and memory-mapped on the next start.

use super::Lexicon;
use super::index::{IndexError, WordIndex};
use super::list::{ListReadError, ListWarning};
use crate::grid::Alphabet;
use std::path::{Path, PathBuf};

/// The built-in list (see `wordlists/README.md`).
pub const DEFAULT_LIST: &[u8] = include_bytes!("../../wordlists/default.dict");
/// The name the built-in list goes by in messages.
pub const DEFAULT_NAME: &str = "<default list>";
/// Bumped whenever the cache file layout or the list parser changes meaning.
const CACHE_VERSION: &[u8] = b"gridwright-words-v1";

/// Which lists make up the word index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ListSpec {
    /// Start from the built-in list.
    pub default_list: bool,
    /// Add `*.dict` and `*.txt` files from `<config dir>/wordlists/`.
    pub config_lists: Option<PathBuf>,
    /// Further list files, in order (later lists win on a score conflict).
    pub files: Vec<PathBuf>,
}

impl ListSpec {
    /// What the command-line flags mean: with no `--list`, the built-in list plus the user's
    /// lists from the config dir; with `--list` flags, exactly those files (scripts and
    /// benchmarks need a fill from a known list and nothing else).
    pub fn from_flags(files: Vec<PathBuf>, config_dir: Option<PathBuf>) -> Self {
        if files.is_empty() {
            ListSpec {
                default_list: true,
                config_lists: config_dir.map(|d| d.join("wordlists")),
                files,
            }
        } else {
            ListSpec {
                default_list: false,
                config_lists: None,
                files,
            }
        }
    }

    /// Only the built-in list.
    pub fn default_only() -> Self {
        ListSpec {
            default_list: true,
            config_lists: None,
            files: Vec::new(),
        }
    }
}

/// How the index was obtained.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CacheUse {
    /// An unchanged index was memory-mapped from this file.
    Reused(PathBuf),
    /// The lists were parsed and the index written to this file.
    Built(PathBuf),
    /// Built in memory; the cache could not be used (the reason is given).
    Off(String),
}

/// A loaded word index and what loading it found.
#[derive(Debug, Clone)]
pub struct LoadedWords {
    /// The index.
    pub index: WordIndex,
    /// Lines of the lists that were skipped.
    pub warnings: Vec<ListWarning>,
    /// The lists, by name, in merge order.
    pub sources: Vec<String>,
    /// Whether the cache was used.
    pub cache: CacheUse,
}

/// Why the words could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum WordsError {
    /// A list file could not be read.
    #[error(transparent)]
    Read(#[from] ListReadError),
    /// The index could not be built.
    #[error(transparent)]
    Index(#[from] IndexError),
}

struct Input {
    name: String,
    bytes: std::borrow::Cow<'static, [u8]>,
}

/// Loads the lists of `spec`, through the cache in `cache_dir` when given.
pub fn load(spec: &ListSpec, cache_dir: Option<&Path>) -> Result<LoadedWords, WordsError> {
    let alphabet = Alphabet::latin();
    let inputs = read_inputs(spec)?;
    let sources = inputs.iter().map(|i| i.name.clone()).collect();
    let hash = content_hash(&alphabet, &inputs);
    let Some(dir) = cache_dir else {
        let (index, warnings) = build(&alphabet, &inputs)?;
        return Ok(LoadedWords {
            index,
            warnings,
            sources,
            cache: CacheUse::Off("no cache dir".into()),
        });
    };
    let fst_path = dir.join(format!("words-{hash:016x}.fst"));
    let warn_path = dir.join(format!("words-{hash:016x}.warnings"));
    if fst_path.exists()
        && let Ok(index) = WordIndex::open_file(&fst_path, alphabet.clone())
    {
        let warnings = std::fs::read_to_string(&warn_path)
            .map(|t| decode_warnings(&t))
            .unwrap_or_default();
        return Ok(LoadedWords {
            index,
            warnings,
            sources,
            cache: CacheUse::Reused(fst_path),
        });
    }
    let (lexicon, warnings) = parse_all(&alphabet, &inputs);
    let bytes = WordIndex::build_bytes(&lexicon)?;
    let stored =
        crate::store::atomic::write_atomic(&warn_path, encode_warnings(&warnings).as_bytes())
            .and_then(|()| crate::store::atomic::write_atomic(&fst_path, &bytes));
    match stored {
        Ok(()) => Ok(LoadedWords {
            index: WordIndex::open_file(&fst_path, alphabet)?,
            warnings,
            sources,
            cache: CacheUse::Built(fst_path),
        }),
        Err(e) => Ok(LoadedWords {
            index: WordIndex::from_bytes(bytes, alphabet)?,
            warnings,
            sources,
            cache: CacheUse::Off(format!("cannot write {}: {e}", fst_path.display())),
        }),
    }
}

fn build(
    alphabet: &Alphabet,
    inputs: &[Input],
) -> Result<(WordIndex, Vec<ListWarning>), WordsError> {
    let (lexicon, warnings) = parse_all(alphabet, inputs);
    Ok((WordIndex::build(&lexicon)?, warnings))
}

/// Merges every input into one lexicon, in order, collecting skipped lines.
fn parse_all(alphabet: &Alphabet, inputs: &[Input]) -> (Lexicon, Vec<ListWarning>) {
    let mut lexicon = Lexicon::new(alphabet.clone());
    let mut warnings = Vec::new();
    for i in inputs {
        warnings.extend(lexicon.add_list(&i.name, &i.bytes));
    }
    (lexicon, warnings)
}

fn read_inputs(spec: &ListSpec) -> Result<Vec<Input>, ListReadError> {
    let mut inputs = Vec::new();
    if spec.default_list {
        inputs.push(Input {
            name: DEFAULT_NAME.into(),
            bytes: DEFAULT_LIST.into(),
        });
    }
    let mut files = Vec::new();
    if let Some(dir) = &spec.config_lists
        && let Ok(entries) = std::fs::read_dir(dir)
    {
        let mut found: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "dict" || e == "txt"))
            .collect();
        found.sort();
        files.extend(found);
    }
    files.extend(spec.files.iter().cloned());
    for path in files {
        let bytes = std::fs::read(&path).map_err(|source| ListReadError {
            path: path.display().to_string(),
            source,
        })?;
        inputs.push(Input {
            name: path.display().to_string(),
            bytes: bytes.into(),
        });
    }
    Ok(inputs)
}

/// A 64-bit hash of everything that determines the index. Not cryptographic: it only has to
/// tell one set of lists from another, and it must be fast on a few megabytes.
fn content_hash(alphabet: &Alphabet, inputs: &[Input]) -> u64 {
    let mut h = Hasher::new();
    h.write(CACHE_VERSION);
    h.write(alphabet.letters().iter().collect::<String>().as_bytes());
    for i in inputs {
        h.write(&(i.bytes.len() as u64).to_le_bytes());
        h.write(&i.bytes);
    }
    h.finish()
}

struct Hasher(u64);

impl Hasher {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;

    fn new() -> Self {
        Hasher(0x243F_6A88_85A3_08D3)
    }

    fn mix(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(Self::K);
    }

    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut b = [0u8; 8];
            b.copy_from_slice(c);
            self.mix(u64::from_le_bytes(b));
        }
        let mut tail = [0u8; 8];
        tail[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
        self.mix(u64::from_le_bytes(tail) ^ ((bytes.len() as u64) << 56));
    }

    fn finish(&self) -> u64 {
        let mut x = self.0;
        x ^= x >> 33;
        x = x.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
        x ^= x >> 33;
        x
    }
}

fn encode_warnings(w: &[ListWarning]) -> String {
    w.iter()
        .map(|w| {
            format!(
                "{}\t{}\t{}\n",
                w.source.replace(['\t', '\n'], " "),
                w.line,
                w.message.replace(['\t', '\n'], " ")
            )
        })
        .collect()
}

fn decode_warnings(text: &str) -> Vec<ListWarning> {
    text.lines()
        .filter_map(|l| {
            let mut f = l.splitn(3, '\t');
            Some(ListWarning {
                source: f.next()?.to_string(),
                line: f.next()?.parse().ok()?,
                message: f.next()?.to_string(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(files: Vec<PathBuf>) -> ListSpec {
        ListSpec {
            default_list: false,
            config_lists: None,
            files,
        }
    }

    #[test]
    fn cache_is_reused_when_unchanged_and_rebuilt_when_changed() {
        let dir = tempfile::tempdir().expect("tempdir");
        let list = dir.path().join("my.dict");
        std::fs::write(&list, "CAT;60\nDOG;bad\n").expect("write");
        let cache = dir.path().join("cache");
        let s = spec(vec![list.clone()]);
        let a = load(&s, Some(&cache)).expect("first load");
        assert!(matches!(a.cache, CacheUse::Built(_)), "{:?}", a.cache);
        assert_eq!(a.index.len(), 1);
        assert_eq!(a.warnings.len(), 1);
        let b = load(&s, Some(&cache)).expect("second load");
        assert!(matches!(b.cache, CacheUse::Reused(_)), "{:?}", b.cache);
        assert_eq!(b.warnings, a.warnings);
        std::fs::write(&list, "CAT;60\nDOG;40\n").expect("rewrite");
        let c = load(&s, Some(&cache)).expect("third load");
        assert!(matches!(c.cache, CacheUse::Built(_)), "{:?}", c.cache);
        assert_eq!(c.index.len(), 2);
        assert!(c.warnings.is_empty());
    }

    #[test]
    fn corrupt_cache_file_is_rebuilt() {
        let dir = tempfile::tempdir().expect("tempdir");
        let list = dir.path().join("my.dict");
        std::fs::write(&list, "CAT;60\n").expect("write");
        let cache = dir.path().join("cache");
        let s = spec(vec![list]);
        let CacheUse::Built(path) = load(&s, Some(&cache)).expect("load").cache else {
            panic!("expected a build");
        };
        std::fs::write(&path, b"garbage").expect("corrupt");
        let again = load(&s, Some(&cache)).expect("reload");
        assert!(matches!(again.cache, CacheUse::Built(_)));
        assert_eq!(again.index.len(), 1);
    }

    #[test]
    fn flags_pick_lists() {
        let s = ListSpec::from_flags(vec![], Some(PathBuf::from("/cfg")));
        assert!(s.default_list);
        assert_eq!(s.config_lists, Some(PathBuf::from("/cfg/wordlists")));
        let s = ListSpec::from_flags(vec![PathBuf::from("a.dict")], Some(PathBuf::from("/cfg")));
        assert!(!s.default_list && s.config_lists.is_none());
    }

    #[test]
    fn missing_list_is_an_error_naming_it() {
        let e = load(&spec(vec![PathBuf::from("/no/such.dict")]), None).expect_err("missing");
        assert!(e.to_string().contains("/no/such.dict"));
    }

    #[test]
    fn default_list_has_the_classics() {
        let w = load(&ListSpec::default_only(), None).expect("default list");
        assert!(
            w.warnings.is_empty(),
            "{:?}",
            &w.warnings[..w.warnings.len().min(3)]
        );
        assert!(w.index.len() > 150_000);
        let a = w.index.alphabet().clone();
        let p = super::super::Pattern::parse("s???r??", &a).expect("pattern");
        let r = w.index.query(&p, 0, usize::MAX);
        let words: Vec<String> = r.matches.iter().map(|m| a.spell(&m.word)).collect();
        for want in [
            "SAFFRON", "SEVERAL", "SPARROW", "SQUARES", "STIRRUP", "SYNERGY",
        ] {
            assert!(words.iter().any(|w| w == want), "{want} missing");
        }
    }
}
