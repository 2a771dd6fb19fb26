//! `gridwright words add/list/dump/score/ban/unban`: the lists a constructor trusts — a
//! downloaded list copied into the config dir, what is active and in which order, the merged
//! result, and the personal list's scores (the same code as the studio's keys).

use super::super::out::outln;
use super::super::wordargs::ListArgs;
use crate::grid::Alphabet;
use crate::store::paths;
use crate::words::CacheUse;
use crate::words::choose::list_alphabet;
use crate::words::list::{ListReadError, parse_list};
use crate::words::personal::{self, Change};
use crate::words::source::{ListInfo, describe};
use anyhow::{Context as _, bail};
use std::io::IsTerminal;
use std::path::Path;
use std::process::ExitCode;

/// A progress bar on stderr, by steps, drawn only when stderr is a terminal (a script's log
/// gets the summary alone).
struct Steps {
    total: usize,
    shown: bool,
}

impl Steps {
    const WIDTH: usize = 24;

    fn new(total: usize) -> Steps {
        Steps {
            total,
            shown: std::io::stderr().is_terminal(),
        }
    }

    /// Shows step `n` (from 1) as under way.
    fn step(&self, n: usize, what: &str) {
        if self.shown {
            let done = (n - 1) * Self::WIDTH / self.total;
            let bar = format!("{}{}", "█".repeat(done), "░".repeat(Self::WIDTH - done));
            eprint!("\r\x1b[2K{bar} {n}/{} {what}", self.total);
        }
    }

    /// Clears the bar.
    fn finish(&self) {
        if self.shown {
            eprint!("\r\x1b[2K");
        }
    }
}

/// The alphabet `--alphabet` names, if any (the user's alphabets included).
fn alphabet_flag(name: Option<&str>) -> anyhow::Result<(crate::grid::Alphabets, Option<Alphabet>)> {
    let args = ListArgs {
        alphabet: name.map(str::to_string),
        ..ListArgs::default()
    };
    args.alphabets()
}

/// The file name a list is kept under in `wordlists/`: `--name` or the file's own name,
/// with `.dict` added when it has no list extension (only `*.dict` and `*.txt` are read).
fn kept_name(file: &Path, name: Option<&str>) -> anyhow::Result<String> {
    let name = match name {
        Some(n) => n.to_string(),
        None => file
            .file_name()
            .and_then(|n| n.to_str())
            .with_context(|| format!("{}: give the list a name with --name", file.display()))?
            .to_string(),
    };
    if name.is_empty() || name.starts_with('.') || name.contains(['/', '\\']) {
        bail!("--name {name:?}: a plain file name, such as stwl.dict");
    }
    let listed = Path::new(&name)
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("dict") || e.eq_ignore_ascii_case("txt"));
    Ok(if listed { name } else { format!("{name}.dict") })
}

/// `words add FILE`: checks the list, copies it into the config dir's `wordlists/` through
/// the atomic writer, and builds the index of the active lists once into the cache.
pub fn add(
    file: &Path,
    name: Option<&str>,
    force: bool,
    skip_bad: bool,
    alphabet: Option<&str>,
) -> anyhow::Result<ExitCode> {
    let steps = Steps::new(3);
    let shown = file.display().to_string();
    steps.step(1, &format!("reading {shown}"));
    let (alphabets, flag) = alphabet_flag(alphabet)?;
    let bytes = ListReadError::read(file)?;
    steps.step(2, &format!("checking {shown}"));
    let (alphabet, _) = list_alphabet(&shown, &bytes, flag.as_ref(), None, &alphabets)?;
    let parsed = parse_list(&shown, &bytes, &alphabet);
    if parsed.words.is_empty() {
        steps.finish();
        bail!("{shown}: no entries (`WORD;SCORE` or one word a line)");
    }
    if let Some(first) = parsed.warnings.first().filter(|_| !skip_bad) {
        steps.finish();
        let more = match parsed.warnings.len() - 1 {
            0 => String::new(),
            1 => " (and 1 more bad line)".to_string(),
            n => format!(" (and {n} more bad lines)"),
        };
        bail!("{first}{more}; fix the list, or --skip-bad copies it and leaves them out");
    }
    let dir = paths::config_dir()?.join("wordlists");
    let target = dir.join(kept_name(file, name)?);
    if !force && std::fs::symlink_metadata(&target).is_ok() {
        steps.finish();
        bail!("{} exists; --force replaces it", target.display());
    }
    crate::store::atomic::ensure_dir(&dir)
        .and_then(|()| crate::store::atomic::write_own(&target, &bytes))
        .with_context(|| format!("cannot write {}", target.display()))?;
    steps.step(3, "building the index of the active lists");
    let words = ListArgs::default().load_in(alphabets, None, true, Some(&alphabet))?;
    steps.finish();
    outln!(
        "added {shown} as {}: {} entries, {} alphabet ({}){}",
        target.display(),
        parsed.words.len(),
        alphabet.describe(),
        alphabet,
        match parsed.warnings.len() {
            0 => String::new(),
            n => format!(", {n} bad lines left out"),
        }
    )?;
    let cache = match &words.cache {
        CacheUse::Built(p) => format!("built {}", p.display()),
        CacheUse::Reused(p) => format!("already in {}", p.display()),
        CacheUse::Off(why) => format!("not cached: {why}"),
    };
    outln!(
        "index: {} entries from {} lists; {cache}",
        words.index.len(),
        words.sources.len()
    )?;
    Ok(ExitCode::SUCCESS)
}

fn kind_name(info: &ListInfo) -> &'static str {
    use crate::words::source::ListKind as K;
    match info.kind {
        K::BuiltIn => "built-in",
        K::ConfigDir => "config dir",
        K::ConfigFile => "config.toml",
        K::Named => "--list",
        K::Personal => "personal",
    }
}

/// `words list`: the lists in merge order (a later list wins), and those set aside.
pub fn list(lists: &ListArgs, json: bool) -> anyhow::Result<ExitCode> {
    let (alphabets, flag) = lists.alphabets()?;
    let spec = lists.spec(alphabets, flag.clone());
    let (infos, alphabet) = describe(&spec, flag.as_ref())?;
    let personal = spec.personal.clone();
    if json {
        let doc = ListsJson {
            alphabet: alphabet.describe(),
            lists: infos
                .iter()
                .map(|i| ListJson {
                    active: i.active,
                    alphabet: i.alphabet.describe(),
                    bad_lines: i.bad_lines,
                    entries: i.entries,
                    kind: i.kind,
                    letters: i.alphabet.to_string(),
                    path: &i.name,
                })
                .collect(),
            personal: personal.map(|p| p.display().to_string()),
        };
        outln!("{}", serde_json::to_string_pretty(&doc)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    outln!(
        "lists in merge order (a later list's score wins), {} alphabet:",
        alphabet.describe()
    )?;
    for (n, i) in infos.iter().filter(|i| i.active).enumerate() {
        let bad = match i.bad_lines {
            0 => String::new(),
            b => format!("  ({b} bad lines)"),
        };
        outln!(
            "{:>2}. {:<11} {:>8} entries  {:<8} {}{bad}",
            n + 1,
            kind_name(i),
            i.entries,
            i.alphabet.describe(),
            i.name
        )?;
    }
    for i in infos.iter().filter(|i| !i.active) {
        outln!(
            "set aside: {} {} ({} entries, {} alphabet)",
            kind_name(i),
            i.name,
            i.entries,
            i.alphabet.describe()
        )?;
    }
    if let Some(p) = personal.filter(|p| !infos.iter().any(|i| Path::new(&i.name) == p)) {
        outln!(
            "personal list: {} (none yet: the studio's * and - keys, `words score`, `words ban`)",
            p.display()
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// `words dump`: the merged active list as `WORD;SCORE`, best first, ties by word.
pub fn dump(lists: &ListArgs, min_score: u8) -> anyhow::Result<ExitCode> {
    let words = lists.load(true)?;
    let mut all: Vec<(Vec<u8>, u8)> = Vec::with_capacity(words.index.len());
    words.index.for_each(|w, s| {
        if s >= min_score {
            all.push((w.to_vec(), s));
        }
    });
    // Keys come in alphabet order: a stable sort by score keeps ties by word.
    all.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
    let a = words.alphabet();
    let mut text = String::with_capacity(all.len() * 12);
    for (w, s) in &all {
        text.push_str(&a.spell(w));
        text.push(';');
        text.push_str(&s.to_string());
        text.push('\n');
    }
    super::super::out::write_bytes(text.as_bytes())?;
    Ok(ExitCode::SUCCESS)
}

/// `words score/ban/unban`: one change to the personal list, as the studio makes it.
pub fn personal(word: &str, change: Change, alphabet: Option<&str>) -> anyhow::Result<ExitCode> {
    let (_, flag) = alphabet_flag(alphabet)?;
    let alphabet = flag.unwrap_or_else(Alphabet::latin);
    let (_, spelled) = personal::check_word(word, &alphabet).map_err(anyhow::Error::msg)?;
    let path = personal::path_in(&paths::config_dir()?);
    let applied = personal::apply(&path, &spelled, change)?;
    outln!("{}", applied.describe())?;
    Ok(ExitCode::SUCCESS)
}

/// `words list --json` (fields in alphabetical order, as the output has always had them).
#[derive(serde::Serialize)]
struct ListsJson<'a> {
    alphabet: String,
    lists: Vec<ListJson<'a>>,
    /// The personal list's path (`null` when there is none).
    personal: Option<String>,
}

/// One list of `words list --json`.
#[derive(serde::Serialize)]
struct ListJson<'a> {
    /// False for a list set aside for another alphabet.
    active: bool,
    alphabet: String,
    bad_lines: usize,
    entries: usize,
    kind: crate::words::source::ListKind,
    letters: String,
    path: &'a str,
}
