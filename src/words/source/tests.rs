use super::*;

fn spec(files: Vec<PathBuf>) -> ListSpec {
    ListSpec {
        files,
        ..ListSpec::default()
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
fn lists_are_read_in_their_alphabet_and_others_are_set_aside_or_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let ru = dir.path().join("ru.dict");
    std::fs::write(&ru, "кот;60\nёжик;55\n").expect("write");
    let en = dir.path().join("en.dict");
    std::fs::write(&en, "CAT;60\n").expect("write");
    let russian = Alphabet::cyrillic();
    // A Russian puzzle with the built-in list and a Russian list: only the Russian one.
    let mut s = ListSpec::default_only();
    s.files = vec![ru.clone()];
    let w = load_for(&s, None, Unreadable::Skip, Some(&russian)).expect("loads");
    assert_eq!(w.index.len(), 2);
    assert_eq!(w.other_alphabet.len(), 1);
    assert!(w.check(&russian).is_ok());
    assert!(w.check(&Alphabet::latin()).is_err());
    // With only the built-in list the check says which alphabet the lists were in.
    let w = load_for(
        &ListSpec::default_only(),
        None,
        Unreadable::Skip,
        Some(&russian),
    )
    .expect("loads");
    let e = w.check(&russian).expect_err("nothing Russian");
    assert!(e.to_string().contains("loaded are Latin"), "{e}");
    // A list the user named in another alphabet is an error naming it.
    let e = load_for(
        &spec(vec![en.clone()]),
        None,
        Unreadable::Fail,
        Some(&russian),
    )
    .expect_err("latin list for a Russian puzzle");
    assert!(
        e.to_string().contains("en.dict") && e.to_string().contains("Russian"),
        "{e}"
    );
    let e = load_for(&spec(vec![en, ru]), None, Unreadable::Fail, None).expect_err("mixed");
    assert!(
        e.to_string().contains("one index holds one alphabet"),
        "{e}"
    );
}

#[test]
fn a_puzzle_in_a_folded_alphabet_reads_lists_of_the_full_one() {
    let dir = tempfile::tempdir().expect("tempdir");
    let list = dir.path().join("de.dict");
    std::fs::write(&list, "# alphabet: german\nBÄR;60\n").expect("write");
    let folded = Alphabet::named("german-folded").expect("de");
    let w = load_for(&spec(vec![list]), None, Unreadable::Fail, Some(&folded)).expect("loads");
    assert!(w.check(&folded).is_ok());
    let any = super::super::Pattern::parse("*", w.alphabet()).expect("pattern");
    let r = w.index.query(&any, 0, 1);
    assert_eq!(w.alphabet().spell(&r.matches[0].word), "BAER");
    // Not the other way: a Latin list cannot spell a Russian puzzle.
    assert!(!spells_every_letter(
        &Alphabet::cyrillic(),
        &Alphabet::latin()
    ));
}

#[test]
fn the_cache_is_keyed_by_alphabet() {
    let dir = tempfile::tempdir().expect("tempdir");
    let list = dir.path().join("de.dict");
    std::fs::write(&list, "BÄR;60\n").expect("write");
    let cache = dir.path().join("cache");
    let mut s = spec(vec![list]);
    s.alphabet = Some(Alphabet::named("german").expect("de"));
    let a = load(&s, Some(&cache)).expect("german");
    s.alphabet = Some(Alphabet::named("german-folded").expect("de"));
    let b = load(&s, Some(&cache)).expect("folded");
    assert!(matches!(b.cache, CacheUse::Built(_)), "{:?}", b.cache);
    let spell = |w: &LoadedWords| {
        let any = super::super::Pattern::parse("*", w.alphabet()).expect("pattern");
        let r = w.index.query(&any, 0, 1);
        w.alphabet().spell(&r.matches[0].word)
    };
    assert_eq!(spell(&a), "BÄR");
    assert_eq!(spell(&b), "BAER");
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
fn missing_list_is_skipped_or_an_error_naming_it() {
    let s = spec(vec![PathBuf::from("/no/such.dict")]);
    let e = load_with(&s, None, Unreadable::Fail).expect_err("missing");
    assert!(e.to_string().contains("/no/such.dict"), "{e}");
    let w = load(&s, None).expect("skipped");
    assert_eq!(w.skipped.len(), 1);
    assert!(w.skipped[0].to_string().contains("/no/such.dict"));
    assert!(w.sources.is_empty());
}

#[test]
fn config_lists_match_the_extension_in_any_case() {
    for (name, is_list) in [
        ("a.dict", true),
        ("B.DICT", true),
        ("c.Txt", true),
        ("d.dict.bak", false),
        ("dict", false),
    ] {
        assert_eq!(is_list_file(Path::new(name)), is_list, "{name}");
    }
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

/// A config dir with one list in `wordlists/` and a personal list.
fn config_with(list: &str, personal: &str) -> tempfile::TempDir {
    let cfg = tempfile::tempdir().expect("tempdir");
    std::fs::create_dir(cfg.path().join("wordlists")).expect("mkdir");
    std::fs::write(cfg.path().join("wordlists/a.dict"), list).expect("list");
    std::fs::write(cfg.path().join("personal.dict"), personal).expect("personal");
    cfg
}

fn score_of(w: &LoadedWords, word: &str) -> Option<u8> {
    w.index
        .score(&Alphabet::latin().encode(word).expect("latin"))
}

#[test]
fn the_personal_list_merges_last_and_its_zero_bans() {
    let cfg = config_with(
        "RETARD;70\nICEDTEA;30\nCAT;50\n",
        "# mine\nRETARD;0\nICEDTEA;60\nNEWWORD;55\nКОТ;60\n",
    );
    let mut s = ListSpec::from_flags(Vec::new(), Some(cfg.path().to_path_buf()));
    s.default_list = false;
    // A config-file list after the folder's still loses to the personal list.
    let extra = cfg.path().join("extra.dict");
    std::fs::write(&extra, "RETARD;90\nICEDTEA;20\n").expect("extra");
    s.config_files = vec![extra];
    let w = load(&s, None).expect("loads");
    assert_eq!(score_of(&w, "RETARD"), Some(0), "the ban wins over 90");
    assert_eq!(score_of(&w, "ICEDTEA"), Some(60));
    assert_eq!(score_of(&w, "NEWWORD"), Some(55));
    assert_eq!(score_of(&w, "CAT"), Some(50));
    assert!(
        w.warnings.is_empty(),
        "a Russian word is no fault: {:?}",
        w.warnings
    );
    assert!(
        w.sources
            .last()
            .is_some_and(|s| s.ends_with("personal.dict"))
    );
    // `--list` means exactly those files: no personal list.
    let only = ListSpec::from_flags(vec![cfg.path().join("wordlists/a.dict")], None);
    assert_eq!(only.personal, None);
    let with_list = ListSpec::from_flags(
        vec![cfg.path().join("wordlists/a.dict")],
        Some(cfg.path().to_path_buf()),
    );
    assert_eq!(with_list.personal, None);
}

#[test]
fn a_change_to_the_personal_list_changes_the_cache_key() {
    let cfg = config_with("CAT;50\nDOG;50\n", "CAT;60\n");
    let cache = cfg.path().join("cache");
    let mut s = ListSpec::from_flags(Vec::new(), Some(cfg.path().to_path_buf()));
    s.default_list = false;
    let a = load(&s, Some(&cache)).expect("first");
    assert!(matches!(a.cache, CacheUse::Built(_)), "{:?}", a.cache);
    assert!(matches!(
        load(&s, Some(&cache)).expect("again").cache,
        CacheUse::Reused(_)
    ));
    std::fs::write(cfg.path().join("personal.dict"), "CAT;60\nDOG;0\n").expect("ban");
    let b = load(&s, Some(&cache)).expect("after the ban");
    assert!(matches!(b.cache, CacheUse::Built(_)), "{:?}", b.cache);
    assert_eq!(score_of(&b, "DOG"), Some(0));
    std::fs::remove_file(cfg.path().join("personal.dict")).expect("rm");
    let c = load(&s, Some(&cache)).expect("without it");
    assert_eq!(score_of(&c, "DOG"), Some(50));
}

#[test]
fn a_personal_list_alone_does_not_hide_an_alphabet_mismatch() {
    let cfg = config_with("CAT;50\n", "DOG;60\n");
    let mut s = ListSpec::from_flags(Vec::new(), Some(cfg.path().to_path_buf()));
    s.default_list = false;
    let w = load_for(&s, None, Unreadable::Skip, Some(&Alphabet::cyrillic())).expect("loads");
    assert!(w.sources.is_empty(), "{:?}", w.sources);
    assert!(w.check(&Alphabet::cyrillic()).is_err());
}

/// A list file written now, the time it was written, and a spec naming it.
fn fresh_list(dir: &Path, name: &str, text: &str) -> (PathBuf, ListSpec) {
    let list = dir.join(name);
    std::fs::write(&list, text).expect("write");
    (list.clone(), spec(vec![list]))
}

fn later(secs: u64) -> std::time::SystemTime {
    std::time::SystemTime::now() + std::time::Duration::from_secs(secs)
}

#[test]
fn an_unchanged_settled_file_is_found_by_its_identity_without_hashing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cache = dir.path().join("cache");
    let (_, s) = fresh_list(dir.path(), "my.dict", "CAT;60\nDOG;bad\n");
    let at = |now| load_at(&s, Some(&cache), Unreadable::Fail, None, now).expect("load");
    // Just written: inside the window, hashed every time, and no record yet.
    let a = at(later(0));
    assert!(
        a.hashed && matches!(a.cache, CacheUse::Built(_)),
        "{:?}",
        a.cache
    );
    let b = at(later(0));
    assert!(
        b.hashed && matches!(b.cache, CacheUse::Reused(_)),
        "{:?}",
        b.cache
    );
    // Settled: this load hashes and records the identity; the next one reads nothing.
    assert!(at(later(10)).hashed);
    let c = at(later(10));
    assert!(!c.hashed, "recognised without reading");
    assert!(matches!(c.cache, CacheUse::Reused(_)), "{:?}", c.cache);
    assert_eq!(c.index.len(), 1);
    assert_eq!(c.warnings, a.warnings);
    assert_eq!(c.sources, a.sources);
}

#[test]
fn same_size_and_faked_mtime_still_rehash_through_the_ctime() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cache = dir.path().join("cache");
    let (list, s) = fresh_list(dir.path(), "my.dict", "CAT;60\n");
    let mtime = std::fs::metadata(&list)
        .and_then(|m| m.modified())
        .expect("mtime");
    let at = |now| load_at(&s, Some(&cache), Unreadable::Fail, None, now).expect("load");
    assert!(at(later(10)).hashed);
    assert!(!at(later(10)).hashed);
    std::fs::write(&list, "DOG;60\n").expect("same size, other word");
    let f = std::fs::File::options()
        .write(true)
        .open(&list)
        .expect("open");
    f.set_modified(mtime).expect("mtime set back");
    drop(f);
    let d = at(later(20));
    assert!(d.hashed, "a changed ctime is a changed file");
    let a = Alphabet::latin();
    assert_eq!(d.index.score(&a.encode("DOG").expect("dog")), Some(60));
    assert_eq!(d.index.score(&a.encode("CAT").expect("cat")), None);
}

#[test]
fn an_index_of_other_lists_copied_over_the_entry_is_refused() {
    let dir = tempfile::tempdir().expect("tempdir");
    let cache = dir.path().join("cache");
    let (_, sa) = fresh_list(dir.path(), "a.dict", "CAT;60\n");
    let (_, sb) = fresh_list(dir.path(), "b.dict", "DOG;60\nEMU;50\n");
    let at = |s: &ListSpec| load_at(s, Some(&cache), Unreadable::Fail, None, later(10));
    let CacheUse::Built(fst_a) = at(&sa).expect("a").cache else {
        panic!("a built");
    };
    let CacheUse::Built(fst_b) = at(&sb).expect("b").cache else {
        panic!("b built");
    };
    let warn = |p: &Path| p.with_extension("warnings");
    // Both files of b's entry over a's: a valid index and warnings, of other words.
    std::fs::copy(&fst_b, &fst_a).expect("copy fst");
    std::fs::copy(warn(&fst_b), warn(&fst_a)).expect("copy warnings");
    let a = at(&sa).expect("a again");
    assert!(
        matches!(a.cache, CacheUse::Built(_)),
        "rebuilt: {:?}",
        a.cache
    );
    assert_eq!(a.index.len(), 1);
    // The identity record of a pointed at its entry; a swap under it is refused as well.
    std::fs::copy(&fst_b, &fst_a).expect("copy again");
    let a = at(&sa).expect("a once more");
    assert!(a.hashed, "the record's entry was refused");
    assert_eq!(a.index.len(), 1);
}
