//! Every reader against mutated real files: it must give a value or an error, never panic,
//! hang or allocate absurdly; where a writer exists, what it accepts must write back and read
//! back the same.
//!
//! Each reader has a short test CI runs (`GRIDWRIGHT_FUZZ_CASES` cases, 500 by default) and an
//! `#[ignore]` long test that runs for `GRIDWRIGHT_FUZZ_SECS` seconds (600 by default):
//! `scripts/fuzz.sh` runs them all and prints a table. Findings land in
//! `target/fuzz-findings/`; `replay` re-runs one without catching its panic. There is no
//! `.jpz` reader yet, so no `.jpz` target; `tests/formats_fuzz.rs` adds structure-aware
//! proptest mutation of `.puz`, `.ipuz` and text grids.

use crate::fuzz_support;

use fuzz_support::{Budget, Target, Verdict, run, run_seed, seeds, tokens};
use gridwright::formats::{ipuz, orphan_clues, puz, text};
use gridwright::grid::{Alphabet, Puzzle};
use gridwright::layout::{self, Options};
use gridwright::store::doc::SlotDoc;
use gridwright::store::slots::parse_doc;
use gridwright::tui::config::Config;
use gridwright::tui::theme::Theme;
use gridwright::words::list::{MAX_SCORE, MAX_WORD_LEN, parse_list};
use gridwright::words::{Lexicon, Pattern, WordIndex};

type Checked = Result<Verdict, String>;

/// An error must say something: an empty message leaves the user with nothing to act on.
fn refused(e: impl std::fmt::Display) -> Checked {
    if e.to_string().trim().is_empty() {
        Err("refused with an empty message".into())
    } else {
        Ok(Verdict::Rejected)
    }
}

fn same<T: PartialEq + std::fmt::Debug>(what: &str, back: T, first: T) -> Result<(), String> {
    if back == first {
        Ok(())
    } else {
        Err(format!(
            "{what} changed on a round trip:\n  first {first:?}\n  back  {back:?}"
        ))
    }
}

/// The puzzle without clues for entries its grid does not have (writers drop those).
fn without_orphans(mut p: Puzzle) -> Puzzle {
    for k in orphan_clues(&p) {
        p.clues.remove(&k);
    }
    p
}

/// `.puz`, also with the locked seeds' key: a file it accepts writes back and reads the same.
fn check_puz(bytes: &[u8]) -> Checked {
    let mut verdict = Verdict::Rejected;
    for key in [None, Some(seeds::KEY)] {
        match puz::parse_with_key(bytes, key) {
            Ok(f) => {
                let again = puz::to_bytes(&f.puzzle, true)
                    .map_err(|e| format!("accepted but not writable: {e}"))?;
                let back =
                    puz::parse(&again).map_err(|e| format!("rewritten file unreadable: {e}"))?;
                same("puzzle", back.puzzle, f.puzzle)?;
                verdict = Verdict::Accepted;
            }
            Err(e) => {
                refused(e)?;
            }
        }
    }
    Ok(verdict)
}

fn check_ipuz(bytes: &[u8]) -> Checked {
    match ipuz::parse(bytes) {
        Ok(f) => {
            let p = without_orphans(f.puzzle);
            let json = ipuz::to_string(&p, true).map_err(|e| format!("not writable: {e}"))?;
            let back = ipuz::parse(json.as_bytes())
                .map_err(|e| format!("rewritten file unreadable: {e}"))?;
            same("puzzle", back.puzzle, p)?;
            Ok(Verdict::Accepted)
        }
        Err(e) => refused(e),
    }
}

fn check_text(bytes: &[u8]) -> Checked {
    match text::parse(bytes) {
        Ok(p) => {
            let p = without_orphans(p);
            let back = text::parse(text::to_string(&p).as_bytes())
                .map_err(|e| format!("rewritten text unreadable: {e}"))?;
            same("puzzle", back, p)?;
            Ok(Verdict::Accepted)
        }
        Err(e) => refused(e),
    }
}

/// A slot file that loads must save (as `Store::save` writes it) and load back the same.
fn check_slot(bytes: &[u8]) -> Checked {
    match parse_doc(bytes) {
        Ok(saved) => {
            let doc = SlotDoc::new(
                &saved.puzzle,
                saved.created,
                saved.saved,
                saved.slot.map(|s| s.get()),
            );
            let text = doc
                .to_toml()
                .map_err(|e| format!("loads but cannot be saved: {e}"))?;
            let back = parse_doc(text.as_bytes())
                .map_err(|e| format!("saved slot does not load: {e}\n{text}"))?;
            same(
                "slot times",
                (back.created, back.saved),
                (saved.created, saved.saved),
            )?;
            same("recovery slot", back.slot, saved.slot)?;
            same("puzzle", back.puzzle, saved.puzzle)?;
            Ok(Verdict::Accepted)
        }
        Err(e) => refused(e),
    }
}

/// A word list: every word kept is in range and written back as `WORD;SCORE` lines reads the
/// same with no warnings; the words build an index. Input length picks the alphabet, so a
/// replayed input takes the same path.
fn check_word_list(bytes: &[u8]) -> Checked {
    let alphabet = if bytes.len().is_multiple_of(3) {
        Alphabet::cyrillic()
    } else {
        Alphabet::latin()
    };
    let parsed = parse_list("fuzz", bytes, &alphabet);
    let lines = bytes.split(|&b| b == b'\n').count();
    for w in &parsed.warnings {
        if w.line == 0 || w.line > lines || w.message.trim().is_empty() {
            return Err(format!(
                "warning on line {} of {lines}: {:?}",
                w.line, w.message
            ));
        }
    }
    let mut lex = Lexicon::new(alphabet.clone());
    for (word, score) in &parsed.words {
        let ok_letters = word.iter().all(|&l| (l as usize) < alphabet.len());
        if word.is_empty() || word.len() > MAX_WORD_LEN || !ok_letters || *score > MAX_SCORE {
            return Err(format!("kept {word:?} with score {score}"));
        }
        if lex.score(word).is_some() {
            return Err(format!("kept {} twice", alphabet.spell(word)));
        }
        lex.insert(word.clone(), *score);
    }
    let written: String = parsed
        .words
        .iter()
        .map(|(w, s)| format!("{};{s}\n", alphabet.spell(w)))
        .collect();
    let back = parse_list("again", written.as_bytes(), &alphabet);
    same(
        "word list",
        (back.words, back.warnings),
        (parsed.words.clone(), vec![]),
    )?;
    WordIndex::build(&lex).map_err(|e| format!("accepted words do not index: {e}"))?;
    Ok(if parsed.words.is_empty() {
        Verdict::Rejected
    } else {
        Verdict::Accepted
    })
}

/// A freeform answer list (text or JSON). The longest answer allowed comes from the input's
/// length; small accepted lists are laid out too, since the studio imports straight into a
/// layout.
fn check_layout_list(bytes: &[u8]) -> Checked {
    let text = String::from_utf8_lossy(bytes);
    let max = [3, 15, 29, 200][bytes.len() % 4];
    match layout::parse(&text, "fuzz", max) {
        Ok(list) => {
            if list.entries.is_empty() {
                return Err("accepted an empty list".into());
            }
            for e in &list.entries {
                let fits =
                    (2..=max.min(gridwright::grid::Grid::MAX_SIDE)).contains(&e.letters.len());
                // A letter of the alphabet, or a digit/symbol square of the list.
                let ok_letters = e.letters.iter().all(|&l| {
                    (l as usize) < list.alphabet.len()
                        || (l >= 64 && usize::from(l - 64) < list.symbols.len())
                });
                if !fits || !ok_letters || !e.meta.is_object() {
                    return Err(format!("accepted entry {e:?} (max {max})"));
                }
            }
            if list.entries.len() <= 6 {
                let opts = Options {
                    beam: 4,
                    restarts: 1,
                    ..Options::default()
                };
                let _ = layout::lay_out(&list, &opts);
            }
            Ok(Verdict::Accepted)
        }
        Err(e) => refused(e),
    }
}

fn check_theme(bytes: &[u8]) -> Checked {
    let name = if bytes.len().is_multiple_of(2) {
        "dark"
    } else {
        "mine"
    };
    match Theme::parse(&String::from_utf8_lossy(bytes), name) {
        Ok(_) => Ok(Verdict::Accepted),
        Err(e) => refused(e),
    }
}

thread_local! {
    /// `Config::load` reads `config.toml` from a directory, so each thread keeps one.
    static CONFIG_DIR: tempfile::TempDir = tempfile::tempdir().expect("tempdir");
}

fn check_config(bytes: &[u8]) -> Checked {
    CONFIG_DIR.with(|dir| {
        std::fs::write(dir.path().join("config.toml"), bytes).map_err(|e| e.to_string())?;
        match Config::load(Some(dir.path())) {
            (c, None) if (3..=29).contains(&c.width) && (3..=29).contains(&c.height) => {
                Ok(Verdict::Accepted)
            }
            (c, None) => Err(format!("accepted size {}×{}", c.width, c.height)),
            (c, Some(msg)) if c == Config::default() => refused(msg),
            (c, Some(msg)) => Err(format!("refused ({msg}) but kept {c:?}")),
        }
    })
}

/// The word index cache (fst bytes, memory-mapped on start): a file that opens must answer
/// queries and iterate without panicking, even when damaged on disk.
fn check_word_index(bytes: &[u8]) -> Checked {
    match WordIndex::from_bytes(bytes.to_vec(), Alphabet::latin()) {
        Ok(index) => {
            let mut n = 0usize;
            index.for_each(|_, _| n += 1);
            let _ = index.len();
            for pat in ["?A?", "s*", "???????"] {
                let p = Pattern::parse(pat, index.alphabet()).map_err(|e| e.to_string())?;
                let _ = index.query(&p, 0, 20);
                let _ = index.count(&p, 30);
            }
            Ok(Verdict::Accepted)
        }
        Err(e) => refused(e),
    }
}

fn target(name: &'static str, long: bool) -> Target {
    let (check, seeds, tokens, header): (fuzz_support::Check, _, _, _) = match name {
        "puz" => (check_puz, seeds::puz(long), tokens::PUZ, 0x34),
        "ipuz" => (check_ipuz, seeds::ipuz(long), tokens::JSON, 0),
        "text" => (check_text, seeds::text(long), tokens::TEXT, 0),
        "slot" => (check_slot, seeds::slots(long), tokens::TOML, 0),
        "wordlist" => (check_word_list, seeds::word_lists(), tokens::TEXT, 0),
        "layout" => (check_layout_list, seeds::layout_lists(), tokens::JSON, 0),
        "theme" => (check_theme, seeds::themes(), tokens::TOML, 0),
        "config" => (check_config, seeds::configs(), tokens::TOML, 0),
        "wordindex" => (check_word_index, seeds::word_indexes(), &[], 0),
        _ => panic!("no fuzz target {name}"),
    };
    assert!(!seeds.is_empty(), "{name}: no seeds found");
    Target {
        name,
        check,
        seeds,
        tokens,
        header,
    }
}

/// Runs one target and fails, naming the saved inputs, if anything was found.
fn fuzz(name: &'static str, long: bool) {
    let budget = if long {
        Budget::long()
    } else {
        Budget::short()
    };
    let report = run(&target(name, long), budget, run_seed(name, long));
    assert!(
        report.files.is_empty(),
        "{name}: {} finding(s) in {} cases; inputs in {:?}",
        report.findings,
        report.cases,
        report.files
    );
}

macro_rules! targets {
    ($($short:ident, $long:ident, $name:literal;)*) => {$(
        #[test]
        fn $short() {
            fuzz($name, false);
        }

        #[test]
        #[ignore = "long fuzz run: GRIDWRIGHT_FUZZ_SECS seconds; see scripts/fuzz.sh"]
        fn $long() {
            fuzz($name, true);
        }
    )*};
}

targets! {
    puz_reader, long_puz, "puz";
    ipuz_reader, long_ipuz, "ipuz";
    text_reader, long_text, "text";
    slot_reader, long_slot, "slot";
    word_list_reader, long_wordlist, "wordlist";
    layout_list_reader, long_layout, "layout";
    theme_reader, long_theme, "theme";
    config_reader, long_config, "config";
    word_index_reader, long_wordindex, "wordindex";
}

/// Re-runs one saved finding (`GRIDWRIGHT_FUZZ_REPLAY=target/fuzz-findings/X.bin`) without
/// catching anything, so a panic shows its backtrace; the reader comes from the file name.
#[test]
#[ignore = "replays GRIDWRIGHT_FUZZ_REPLAY"]
fn replay() {
    let path = std::env::var("GRIDWRIGHT_FUZZ_REPLAY").expect("set GRIDWRIGHT_FUZZ_REPLAY");
    let bytes = std::fs::read(&path).expect("read the finding");
    let file = std::path::Path::new(&path)
        .file_name()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    let name = file.split('-').next().unwrap();
    let name: &'static str = Box::leak(name.to_string().into_boxed_str());
    let t = target(name, false);
    println!("{name}: {:?}", (t.check)(&bytes));
}

/// The support code itself: a check that panics or breaks its property is reported with the
/// input saved, and the run goes on to the end of its budget.
#[test]
fn findings_are_recorded_and_the_run_continues() {
    fn touchy(b: &[u8]) -> Checked {
        match b.first() {
            Some(&0xAA) => panic!("touchy byte"),
            Some(&0xBB) => Err("property broken".into()),
            _ => Ok(Verdict::Accepted),
        }
    }
    let t = Target {
        name: "selftest",
        check: touchy,
        seeds: vec![vec![0xAA, 1], vec![0xBB], vec![b'x'; 10]],
        tokens: &[],
        header: 0,
    };
    let report = run(&t, Budget::Cases(50), 1);
    assert_eq!(report.cases, 50);
    assert!(
        report.findings >= 2 && report.files.len() >= 2,
        "{report:?}"
    );
    for f in &report.files {
        let text = std::fs::read_to_string(f).expect("finding file");
        assert!(
            text.contains("reader: selftest") && text.contains("00000000  "),
            "{text}"
        );
        assert!(f.with_extension("bin").exists());
        // Not real findings: leave the directory to the real runs.
        let _ = std::fs::remove_file(f.with_extension("bin"));
        let _ = std::fs::remove_file(f);
    }
}

/// Regression: a word index cache damaged on disk made fst panic inside queries (index out of
/// bounds, subtraction overflow in `fst::raw::node`); now its checksum refuses it on open, so
/// the loader rebuilds it. Every single-byte damage of a real index must be refused.
#[test]
fn damaged_word_index_is_refused_not_queried() {
    let good = &seeds::word_indexes()[0];
    assert_eq!(check_word_index(good), Ok(Verdict::Accepted));
    for at in 0..good.len() {
        let mut bad = good.clone();
        bad[at] ^= 0x5A;
        assert_eq!(
            check_word_index(&bad),
            Ok(Verdict::Rejected),
            "damage at {at}"
        );
    }
}
