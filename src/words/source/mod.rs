//! Which word lists to load, and the on-disk index cache keyed by their contents.
//!
//! Opening the studio or running `gridwright fill` must not re-parse an unchanged list: the
//! built fst is written under the cache dir as `words-<hash>.fst`, where the hash covers every
//! input byte, and memory-mapped on the next start. `--list` files are first looked up by
//! their identity ([`identity`]), so an unchanged file is not even read.

use super::Lexicon;
use super::cache;
use super::choose::{AlphabetSource, HeaderError, list_alphabet};
use super::hash::Hasher;
use super::index::{IndexError, WordIndex, entry_bytes};
use super::list::{ListReadError, ListWarning};
use crate::grid::{Alphabet, Alphabets, Mismatch};
use std::path::{Path, PathBuf};

/// The built-in list (see `wordlists/README.md`). A static, not a const: a const's bytes
/// may be copied into each place that uses it (3 MB each).
pub static DEFAULT_LIST: &[u8] = include_bytes!("../../../wordlists/default.dict");
/// The name the built-in list goes by in messages.
pub const DEFAULT_NAME: &str = "<default list>";
/// Bumped whenever the cache file layout or the list parser changes meaning.
const CACHE_VERSION: &[u8] = b"gridwright-words-v4";

/// Which lists make up the word index, and which alphabets they may be in.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ListSpec {
    /// Start from the built-in list.
    pub default_list: bool,
    /// Add `*.dict` and `*.txt` files (any case) from `<config dir>/wordlists/`.
    pub config_lists: Option<PathBuf>,
    /// The lists named in config.toml (`word_lists`), after the folder's; one that cannot be
    /// read, or is in another alphabet, is left out with a note, as the folder's are.
    pub config_files: Vec<PathBuf>,
    /// Further list files, in order (later lists win on a score conflict).
    pub files: Vec<PathBuf>,
    /// The personal list (`<config dir>/personal.dict`), merged after every other list so
    /// its scores win, a 0 (a ban) included. Read in the index's alphabet, passing over lines
    /// in other letters; a missing file is no list.
    pub personal: Option<PathBuf>,
    /// The alphabet of lists without an `# alphabet:` header (`--alphabet NAME`); `None`:
    /// detect it from their entries.
    pub alphabet: Option<Alphabet>,
    /// The alphabets a header may name: the built-in ones plus the user's.
    pub alphabets: Alphabets,
}

impl ListSpec {
    /// What the command-line flags mean: with no `--list`, the built-in list plus the user's
    /// lists from the config dir and the personal list last; with `--list` flags, exactly
    /// those files (scripts and benchmarks need a fill from a known list and nothing else,
    /// so neither the config dir's lists nor personal.dict apply).
    pub fn from_flags(files: Vec<PathBuf>, config_dir: Option<PathBuf>) -> Self {
        if files.is_empty() {
            ListSpec {
                default_list: true,
                config_lists: config_dir.as_ref().map(|d| d.join("wordlists")),
                personal: config_dir.as_deref().map(super::personal::path_in),
                files,
                ..ListSpec::default()
            }
        } else {
            ListSpec {
                files,
                ..ListSpec::default()
            }
        }
    }

    /// Only the built-in list.
    pub fn default_only() -> Self {
        ListSpec {
            default_list: true,
            ..ListSpec::default()
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

/// A list that could not be read and was left out of the index.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkippedList {
    /// The file (or the folder that could not be listed).
    pub path: String,
    /// Why it could not be read.
    pub reason: String,
}

impl std::fmt::Display for SkippedList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "skipped word list {}: {}", self.path, self.reason)
    }
}

/// What to do with a list named in [`ListSpec::files`] that cannot be read. Lists found in
/// the config dir's folder are always skipped with a warning: nobody named them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unreadable {
    /// Leave it out and report it in [`LoadedWords::skipped`] (the studio, config lists).
    Skip,
    /// Fail the load (`--list FILE`: the user asked for exactly that list).
    Fail,
}

/// A loaded word index and what loading it found.
#[derive(Debug, Clone)]
pub struct LoadedWords {
    /// The index.
    pub index: WordIndex,
    /// Lines of the lists that were skipped.
    pub warnings: Vec<ListWarning>,
    /// Whole lists that could not be read and were left out.
    pub skipped: Vec<SkippedList>,
    /// The lists, by name, in merge order.
    pub sources: Vec<String>,
    /// Whether the cache was used.
    pub cache: CacheUse,
    /// Lists left out because they are in another alphabet than the one wanted (the built-in
    /// Latin list for a Russian puzzle, say), with their alphabet.
    pub other_alphabet: Vec<(String, Alphabet)>,
    /// Whether the lists were read and hashed to find the index; `false` when their files'
    /// identity was recognised and the index found without reading them.
    pub hashed: bool,
}

impl LoadedWords {
    /// The alphabet the index is spelled in.
    pub fn alphabet(&self) -> &Alphabet {
        self.index.alphabet()
    }

    /// Whether these words can serve a puzzle in `puzzle`: the same letters, and at least one
    /// list in them when some were left out for their alphabet. Otherwise the error says
    /// which alphabet the lists were in.
    pub fn check(&self, puzzle: &Alphabet) -> Result<(), Mismatch> {
        Mismatch::check(puzzle, self.alphabet())?;
        match self.other_alphabet.first() {
            Some((_, other)) if self.sources.is_empty() => Err(Mismatch {
                puzzle: puzzle.clone(),
                lists: Some(other.clone()),
            }),
            _ => Ok(()),
        }
    }
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
    /// A list's `# alphabet:` line names no known alphabet.
    #[error(transparent)]
    Header(#[from] HeaderError),
    /// A list the user named is in another alphabet than the puzzle's.
    #[error("{list}: {mismatch}")]
    Mismatch {
        /// The list.
        list: String,
        /// The two alphabets.
        mismatch: Mismatch,
    },
    /// Two lists the user named are in different alphabets.
    #[error(
        "{first} is in the {} alphabet but {second} is in the {} alphabet: one index holds one alphabet",
        .first_alphabet.describe(),
        .second_alphabet.describe()
    )]
    Mixed {
        /// The first list.
        first: String,
        /// Its alphabet.
        first_alphabet: Alphabet,
        /// The list that disagrees.
        second: String,
        /// Its alphabet.
        second_alphabet: Alphabet,
    },
}

/// Where a list comes from, in merge order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ListKind {
    /// The built-in list.
    BuiltIn,
    /// A file in the config dir's `wordlists/`.
    ConfigDir,
    /// A file named in config.toml's `word_lists`.
    ConfigFile,
    /// A file named on the command line (`--list`).
    Named,
    /// The personal list.
    Personal,
}

struct Input {
    kind: ListKind,
    name: String,
    bytes: std::borrow::Cow<'static, [u8]>,
    /// Named by the user (`--list`, the config file): an alphabet conflict is an error.
    named: bool,
    alphabet: Alphabet,
    how: AlphabetSource,
}

/// Loads the lists of `spec`, through the cache in `cache_dir` when given. A list that
/// cannot be read is left out and reported in [`LoadedWords::skipped`].
pub fn load(spec: &ListSpec, cache_dir: Option<&Path>) -> Result<LoadedWords, WordsError> {
    load_for(spec, cache_dir, Unreadable::Skip, None)
}

/// [`load`], choosing what an unreadable list of [`ListSpec::files`] does.
pub fn load_with(
    spec: &ListSpec,
    cache_dir: Option<&Path>,
    unreadable: Unreadable,
) -> Result<LoadedWords, WordsError> {
    load_for(spec, cache_dir, unreadable, None)
}

/// Loads the lists of `spec` for a puzzle in `want` (or, with `None`, in the alphabet of the
/// first list the user named, else the built-in list's, else the first list's).
///
/// Each list is read in its own alphabet ([`super::choose::list_alphabet`]); lists with other
/// letters than the chosen alphabet are left out and listed in
/// [`LoadedWords::other_alphabet`], except a list the user named under
/// [`Unreadable::Fail`] (the CLI's `--list`), which is an error: the user asked for exactly
/// that list, and it cannot serve this puzzle.
pub fn load_for(
    spec: &ListSpec,
    cache_dir: Option<&Path>,
    unreadable: Unreadable,
    want: Option<&Alphabet>,
) -> Result<LoadedWords, WordsError> {
    load_at(
        spec,
        cache_dir,
        unreadable,
        want,
        std::time::SystemTime::now(),
    )
}

/// [`load_for`] at the time `now` (tests move it on to see files settle).
fn load_at(
    spec: &ListSpec,
    cache_dir: Option<&Path>,
    unreadable: Unreadable,
    want: Option<&Alphabet>,
    now: std::time::SystemTime,
) -> Result<LoadedWords, WordsError> {
    // Looked at before the files are read: a change after this has a newer ctime.
    let ident = cache_dir.and_then(|_| identity::of(spec, want, unreadable, now));
    if let (Some(dir), Some(id)) = (cache_dir, &ident)
        && let Some(hit) = identity::lookup(dir, id, spec, want)
        && let Some((index, warnings, path)) = cache::open(dir, hit.hash, hit.alphabet)
    {
        return Ok(LoadedWords {
            index,
            warnings,
            skipped: Vec::new(),
            sources: spec.files.iter().map(|p| p.display().to_string()).collect(),
            cache: CacheUse::Reused(path),
            other_alphabet: Vec::new(),
            hashed: false,
        });
    }
    let Plan {
        alphabet,
        inputs,
        other_alphabet,
        skipped,
    } = plan(spec, unreadable, want)?;
    let sources = inputs.iter().map(|i| i.name.clone()).collect();
    let hash = content_hash(&alphabet, &inputs);
    // Only a plain load is recorded: nothing skipped or set aside, whose report a
    // recognised load would have to repeat.
    if let (Some(dir), Some(id)) = (cache_dir, &ident)
        && id.settled
        && skipped.is_empty()
        && other_alphabet.is_empty()
    {
        identity::record(dir, id, hash, &alphabet);
    }
    let loaded = |index, warnings, cache| LoadedWords {
        index,
        warnings,
        skipped,
        sources,
        cache,
        other_alphabet,
        hashed: true,
    };
    let Some(dir) = cache_dir else {
        let (lexicon, warnings) = parse_all(&alphabet, &inputs);
        let index = WordIndex::build(&lexicon)?;
        return Ok(loaded(
            index,
            warnings,
            CacheUse::Off("no cache dir".into()),
        ));
    };
    if let Some((index, warnings, path)) = cache::open(dir, hash, alphabet.clone()) {
        return Ok(loaded(index, warnings, CacheUse::Reused(path)));
    }
    let (fst_path, warn_path) = cache::entry_paths(dir, hash);
    let (lexicon, warnings) = parse_all(&alphabet, &inputs);
    let bytes = WordIndex::build_bytes(&lexicon)?;
    let stored = crate::store::atomic::ensure_dir(dir)
        .and_then(|()| {
            crate::store::atomic::write_own(
                &warn_path,
                cache::encode_warnings(hash, &warnings).as_bytes(),
            )
        })
        .and_then(|()| crate::store::atomic::write_own(&fst_path, &entry_bytes(&bytes, hash)));
    if let Err(e) = stored {
        let why = format!("cannot write {}: {e}", fst_path.display());
        let index = WordIndex::from_bytes(bytes, alphabet)?;
        return Ok(loaded(index, warnings, CacheUse::Off(why)));
    }
    cache::evict(dir, hash, cache::CACHE_KEEP);
    // The file was just written, but mapping it can still fail (a full address space, a
    // file system without mmap); the bytes in hand serve as well.
    match WordIndex::open_entry(&fst_path, alphabet.clone(), hash) {
        Ok(index) => Ok(loaded(index, warnings, CacheUse::Built(fst_path))),
        Err(e) => {
            let index = WordIndex::from_bytes(bytes, alphabet)?;
            Ok(loaded(index, warnings, CacheUse::Off(e.to_string())))
        }
    }
}

/// The lists a load merges, in order, in the alphabet chosen for them, and the ones left
/// out.
struct Plan {
    alphabet: Alphabet,
    inputs: Vec<Input>,
    other_alphabet: Vec<(String, Alphabet)>,
    skipped: Vec<SkippedList>,
}

/// Reads the lists of `spec` and chooses the alphabet (see [`load_for`]).
fn plan(
    spec: &ListSpec,
    unreadable: Unreadable,
    want: Option<&Alphabet>,
) -> Result<Plan, WordsError> {
    let (all, mut skipped) = read_inputs(spec, unreadable, want)?;
    let alphabet = match want {
        Some(a) => a.clone(),
        None => all
            .iter()
            .find(|i| i.named)
            .or_else(|| all.first())
            .map_or_else(Alphabet::latin, |i| i.alphabet.clone()),
    };
    let mut inputs = Vec::new();
    let mut other_alphabet = Vec::new();
    for mut input in all {
        // A German list serves a German-folded puzzle (Ä read as AE), a Russian one a
        // Russian-folded puzzle: the wanted alphabet spells every letter of the list's.
        if !input.alphabet.same_letters(&alphabet)
            && spells_every_letter(&alphabet, &input.alphabet)
        {
            input.alphabet = alphabet.clone();
        }
        if input.alphabet.same_letters(&alphabet) {
            inputs.push(input);
            continue;
        }
        if input.named && unreadable == Unreadable::Fail {
            return Err(conflict(&input, &alphabet, want.is_some(), &inputs));
        }
        other_alphabet.push((input.name, input.alphabet));
    }
    // A personal list with no word in these letters serves no puzzle alone: it must not
    // hide that every other list was set aside for its alphabet.
    if let Some(input) = personal_input(spec, &alphabet, &mut skipped)
        .filter(|p| !inputs.is_empty() || has_entries(&p.bytes))
    {
        inputs.push(input);
    }
    Ok(Plan {
        alphabet,
        inputs,
        other_alphabet,
        skipped,
    })
}

/// Whether every letter of `list` is a letter of `target` or folds into its letters.
fn spells_every_letter(target: &Alphabet, list: &Alphabet) -> bool {
    list.letters()
        .iter()
        .all(|&c| target.fold_char(c).is_some())
}

/// The error for a named list in another alphabet: against the puzzle's when one was
/// wanted, else against the first list kept.
fn conflict(input: &Input, alphabet: &Alphabet, wanted: bool, kept: &[Input]) -> WordsError {
    match kept.first() {
        Some(first) if !wanted => WordsError::Mixed {
            first: first.name.clone(),
            first_alphabet: first.alphabet.clone(),
            second: input.name.clone(),
            second_alphabet: input.alphabet.clone(),
        },
        _ => WordsError::Mismatch {
            list: input.name.clone(),
            mismatch: Mismatch {
                puzzle: alphabet.clone(),
                lists: Some(input.alphabet.clone()),
            },
        },
    }
}

/// Merges every input into one lexicon, in order, collecting skipped lines.
fn parse_all(alphabet: &Alphabet, inputs: &[Input]) -> (Lexicon, Vec<ListWarning>) {
    let mut lexicon = Lexicon::new(alphabet.clone());
    let mut warnings = Vec::new();
    for i in inputs {
        warnings.extend(lexicon.add_list_in(&i.name, &i.bytes, &i.alphabet));
    }
    (lexicon, warnings)
}

/// Whether a file in the config dir's folder is a word list: `*.dict` or `*.txt`, in any case.
fn is_list_file(path: &Path) -> bool {
    path.extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("dict") || e.eq_ignore_ascii_case("txt"))
}

/// The list files in the config dir's folder, sorted; a folder that exists but cannot be
/// listed is reported as skipped.
fn config_list_files(dir: &Path, skipped: &mut Vec<SkippedList>) -> Vec<PathBuf> {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Vec::new(),
        Err(e) => {
            skipped.push(SkippedList {
                path: dir.display().to_string(),
                reason: e.to_string(),
            });
            return Vec::new();
        }
    };
    let mut found: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| is_list_file(p))
        .collect();
    found.sort();
    found
}

fn read_inputs(
    spec: &ListSpec,
    unreadable: Unreadable,
    hint: Option<&Alphabet>,
) -> Result<(Vec<Input>, Vec<SkippedList>), WordsError> {
    let mut inputs = Vec::new();
    let mut skipped = Vec::new();
    if spec.default_list {
        inputs.push(Input {
            kind: ListKind::BuiltIn,
            name: DEFAULT_NAME.into(),
            bytes: DEFAULT_LIST.into(),
            named: false,
            alphabet: Alphabet::latin(),
            how: AlphabetSource::BuiltIn,
        });
    }
    let mut files: Vec<(PathBuf, ListKind)> = Vec::new();
    if let Some(dir) = &spec.config_lists {
        let found = config_list_files(dir, &mut skipped);
        files.extend(found.into_iter().map(|p| (p, ListKind::ConfigDir)));
    }
    files.extend(
        spec.config_files
            .iter()
            .map(|p| (p.clone(), ListKind::ConfigFile)),
    );
    files.extend(spec.files.iter().map(|p| (p.clone(), ListKind::Named)));
    for (path, kind) in files {
        let named = kind == ListKind::Named;
        let bytes = match ListReadError::read(&path) {
            Ok(bytes) => bytes,
            Err(e) if !named || unreadable == Unreadable::Skip => {
                skipped.push(SkippedList {
                    path: e.path,
                    reason: e.error.to_string(),
                });
                continue;
            }
            Err(e) => return Err(e.into()),
        };
        let name = path.display().to_string();
        let flag = spec.alphabet.as_ref();
        let (alphabet, how) = match list_alphabet(&name, &bytes, flag, hint, &spec.alphabets) {
            Ok(chosen) => chosen,
            Err(e) if !named || unreadable == Unreadable::Skip => {
                skipped.push(SkippedList {
                    path: name,
                    reason: format!("line {}: {}", e.line, e.error),
                });
                continue;
            }
            Err(e) => return Err(e.into()),
        };
        inputs.push(Input {
            kind,
            name,
            bytes: bytes.into(),
            named,
            alphabet,
            how,
        });
    }
    Ok((inputs, skipped))
}

/// The personal list as the last input, in `alphabet` (lines in other letters blanked); a
/// missing file is none, one that cannot be read is reported as skipped.
fn personal_input(
    spec: &ListSpec,
    alphabet: &Alphabet,
    skipped: &mut Vec<SkippedList>,
) -> Option<Input> {
    let path = spec.personal.as_ref()?;
    let bytes = match ListReadError::read(path) {
        Ok(bytes) => bytes,
        Err(e) if e.error.kind() == std::io::ErrorKind::NotFound => return None,
        Err(e) => {
            skipped.push(SkippedList {
                path: e.path,
                reason: e.error.to_string(),
            });
            return None;
        }
    };
    Some(Input {
        kind: ListKind::Personal,
        name: path.display().to_string(),
        bytes: super::personal::lines_in(&bytes, alphabet).into(),
        named: false,
        alphabet: alphabet.clone(),
        how: AlphabetSource::Assumed,
    })
}

/// Whether a list has any line other than blanks and comments.
fn has_entries(bytes: &[u8]) -> bool {
    bytes.split(|&b| b == b'\n').any(|l| {
        let l = l.trim_ascii();
        !l.is_empty() && !l.starts_with(b"#")
    })
}

/// A 64-bit hash of everything that determines the index. Not cryptographic: it only has to
/// tell one set of lists from another, and it must be fast on a few megabytes.
fn content_hash(alphabet: &Alphabet, inputs: &[Input]) -> u64 {
    let mut h = Hasher::new();
    h.write(CACHE_VERSION);
    h.write(format!("{alphabet:?}{:?}", alphabet.folds()).as_bytes());
    for i in inputs {
        h.write(format!("{:?}{:?}{:?}", i.alphabet, i.alphabet.folds(), i.how).as_bytes());
        h.write(&(i.bytes.len() as u64).to_le_bytes());
        h.write(&i.bytes);
    }
    h.finish()
}

mod describe;
mod identity;
pub use describe::{ListInfo, describe};

#[cfg(test)]
mod tests;
