//! Searching and filling in other alphabets than A–Z, at engine level: small hand-written
//! lists in Russian, Greek, Spanish and German (Ä kept, and folded to AE), queried with
//! patterns in their own letters and filled into a 5×5 and a small American grid, every fill
//! checked by the independent validator of `common/any_alphabet.rs`. And the garbage-fill
//! case: a puzzle in one alphabet with words in another is refused, never filled.
//!
//! The lists were made for the grids: the entries of two fills of each grid found in the
//! hunspell dictionaries of each language, plus decoys that differ only in a letter the
//! alphabet keeps apart (CANON for CAÑON, СПЕРТ for СПЁРТ).

use crate::common::any_alphabet;

use any_alphabet::{PlainList, validate};
use gridwright::fill::{FillMode, FillOutcome, Region, Request, WordTables};
use gridwright::grid::{Alphabet, Mismatch, Puzzle, text::parse_grid};
use gridwright::words::{ListSpec, LoadedWords, Pattern, Unreadable, WordsError, load_for};
use std::collections::BTreeSet;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

const RUSSIAN: &str = "# alphabet: russian
ВЕНИК\nЗЛАТО\nНИКАК\nОКОЛО\nСОЛОН\nВЗНОС\nЕЛИКО\nНАКОЛ\nИТАЛО\nКОКОН
ИОЛИТ\nСЛЮДА\nСОПЕЛ\nЯВИТЬ\nКОНЕК\nИССЯК\nОЛОВО\nЛЮПИН\nИДЕТЕ\nТАЛЬК
ВАШ\nИТАК\nНОЛИК\nМЫЛО\nЙОД\nВИН\nАТОМ\nШАЛЫЙ\nКИЛО\nКОД
ЯРД\nМАРТ\nСПЁРТ\nАМЕР\nАХИ\nЯМС\nРАПА\nДРЁМА\nТРЕХ\nТРИ
ЯКО\nМОСК\nСВЁРЛ\nШТАБ\nРТА\nКОВШ\nОСЁТР\nКРАТ\nЛБА
сперт;60\nдрема;60\nосетр;60\nёлка;60
САХАРИН;60\nСИНДРОМ;60\nСЕМЁРКА;60\nСИНДРОМЫ;60\nСАХАРНЫЙ;60\nСАМУРАЙ;20
";

/// Accents written the Greek way (νήσος, μυαλά) and a final sigma: the alphabet's folds
/// make them ΝΗΣΟΣ and ΜΥΑΛΑ.
const GREEK: &str = "# alphabet: greek
ΜΙΜΩΝ\nΥΔΑΡΗ\nΑΙΓΙΣ\nΛΟΙΜΟ\nΑΝΟΕΣ\nμυαλά\nΙΔΙΟΝ\nΜΑΓΙΟ\nΩΡΙΜΕ\nνήσος
ΔΡΑΜΙ\nΡΙΜΑΣ\nΑΠΟΔΑ\nΜΗΝΑΣ\nΕΣΕΝΑ\nΔΡΑΜΕ\nΡΙΠΗΣ\nΑΜΟΝΕ\nΜΑΔΑΝ\nΙΣΑΣΑ
ΝΑΙ\nΙΝΑΣ\nΚΙΝΕΙ\nΑΘΛΟ\nΩΑΣ\nΝΙΚ\nΑΝΙΑ\nΙΑΝΘΩ\nΣΕΛΑ\nΙΟΣ
ΤΟΥ\nΙΣΙΕ\nΣΤΙΣΕ\nΟΚΤΩ\nΗΩΣ\nΤΙΣ\nΟΣΤΟ\nΥΙΙΚΗ\nΕΣΤΩ\nΕΩΣ
";

const SPANISH: &str = "# alphabet: spanish
ALAMA\nCAÑON\nATELA\nSAJON\nOZONA\nACASO\nLATAZ\nañejo\nMOLON\nANANA
GRUPA\nROÑAR\nOJERA\nSERON\nGROSO\nROJEZ\nuñero\nPARON\nARANA
VID\nIDUS\nSALEP\nSINO\nAES\nVIS\nIDAS\nDULIA\nSENE\nPOS
VIA\nIRLE\nLIBRA\nAUGE\nROS\nVIL\nIRIA\nALBUR\nERGO
CANON;60\nUNERO;60\nANEJO;60\nRONAR;60\nAÑO;60\nANO;60\nácido;60\ncañón;60
";

const GERMAN: &str = "# alphabet: german
SOGAR\nKRÄNE\nADLIG\nLETTE\nAREAL\nSKALA\nORDER\nGÄLTE\nANITA\nREGEL
WEH\nEDEL\nGEBOT\nNERO\nLED\nWEG\nEDEN\nHEBEL\nLORE\nTOD
UHU\nNANO\nDRITT\nNOTA\nNOT\nUND\nHARN\nUNION\nOTTO\nTAT
LIEGE\nORION\nERNST\nWEISE\nENGEN\nLÖWE\nIRREN\nEINIG\nGOSSE\nENTEN
ARSEN\nLEPRA\nTAUBE\nALLAH\nRÖTE\nALTAR\nREALO\nSPULE\nERBAT\nNÄHE
TAL\nEGEL\nEISIG\nÖSE\nRAN\nTEE\nAGIO\nLESER\nLISA\nGEN
KRANE;60\nGALTE;60\nBÄR;60\nBAR;60
";

/// The open 5×5: a double word square.
const OPEN5: &str = ".....\n.....\n.....\n.....\n.....\n";
/// A small American grid: 180° symmetry, every square checked, entries of 3–5.
const MINI: &str = "...##\n....#\n.....\n#....\n##...\n";

fn no_fold(w: &str) -> String {
    w.to_string()
}

/// The test's own Greek rule: uppercase (ς → Σ), accents off.
fn greek_fold(w: &str) -> String {
    w.chars()
        .map(|c| match c {
            'Ά' => 'Α',
            'Έ' => 'Ε',
            'Ή' => 'Η',
            'Ί' => 'Ι',
            'Ό' => 'Ο',
            'Ύ' => 'Υ',
            'Ώ' => 'Ω',
            c => c,
        })
        .collect()
}

/// The test's own Spanish rule: acute accents and the diaeresis are not letters of Spanish
/// and come off (ÁCIDO is ACIDO), Ñ stays.
fn spanish_fold(w: &str) -> String {
    w.chars()
        .map(|c| match c {
            'Á' => 'A',
            'É' => 'E',
            'Í' => 'I',
            'Ó' => 'O',
            'Ú' | 'Ü' => 'U',
            c => c,
        })
        .collect()
}

/// The test's own German-folded rule.
fn german_fold(w: &str) -> String {
    w.replace('Ä', "AE").replace('Ö', "OE").replace('Ü', "UE")
}

fn russian_fold(w: &str) -> String {
    w.replace('Ё', "Е")
}

fn alphabet(name: &str) -> Alphabet {
    Alphabet::named(name).expect("built-in alphabet")
}

/// Loads `list` as a `--list` file would be, through its `# alphabet:` header, for a puzzle
/// in `want`.
fn load(list: &str, want: &Alphabet) -> Result<LoadedWords, WordsError> {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("list.dict");
    std::fs::write(&path, list).expect("write list");
    let spec = ListSpec {
        files: vec![path],
        ..ListSpec::default()
    };
    load_for(&spec, None, Unreadable::Fail, Some(want))
}

/// `list` with its `# alphabet:` line naming `name` instead (a folded variant reads the same
/// entries: the header says which letters they are read in).
fn with_header(list: &str, name: &str) -> String {
    let (_, rest) = list.split_once('\n').expect("a header line");
    format!("# alphabet: {name}\n{rest}")
}

fn puzzle(rows: &str, alphabet: &Alphabet) -> Puzzle {
    let mut p = Puzzle::new(parse_grid(rows, alphabet).expect("test grid"));
    p.alphabet = alphabet.clone();
    p
}

/// Fills `rows` in `name` from `list` over three seeds, validating every fill; returns the
/// fills, spelled.
fn fills(name: &str, list: &str, fold: fn(&str) -> String, rows: &str) -> BTreeSet<String> {
    let a = alphabet(name);
    let words = load(list, &a).expect("list loads");
    words.check(&a).expect("the list serves the puzzle");
    let plain = PlainList::parse(list, fold);
    let tables = WordTables::from_index(&words.index, 0);
    let p = puzzle(rows, &a);
    let mut out = BTreeSet::new();
    for seed in 1..=3 {
        let req = Request::from_puzzle(&p, Region::All, FillMode::Fill)
            .seed(seed)
            .timeout(Some(Duration::from_secs(60)))
            .quality(Duration::ZERO, false);
        match req.run(&tables, &AtomicBool::new(false), &mut |_| {}) {
            Ok(FillOutcome::Filled(f)) => {
                validate(&p.grid, &f, &a, &plain, 0);
                out.insert(gridwright::grid::text::format_grid(&f.grid, &a));
            }
            other => panic!("{name}, seed {seed}: expected a fill, got {other:?}"),
        }
    }
    out
}

/// The words of `list` (spelled by `fold`) matching a fixed-length pattern of `?`, letters
/// and `[sets]`, found by plain string comparison.
fn expected(list: &str, fold: fn(&str) -> String, pattern: &str) -> BTreeSet<String> {
    let mut elems: Vec<Vec<char>> = Vec::new();
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        match c {
            '?' => elems.push(Vec::new()),
            '[' => elems.push(chars.by_ref().take_while(|&c| c != ']').collect()),
            c => elems.push(vec![c]),
        }
    }
    let elems: Vec<Vec<char>> = elems
        .into_iter()
        .map(|e| e.iter().flat_map(|c| c.to_uppercase()).collect())
        .collect();
    PlainList::parse(list, fold)
        .words
        .into_keys()
        .filter(|w| {
            w.chars().count() == elems.len()
                && w.chars()
                    .zip(&elems)
                    .all(|(c, e)| e.is_empty() || e.contains(&c))
        })
        .collect()
}

/// What the index returns for `pattern`, spelled.
fn query(words: &LoadedWords, pattern: &str) -> BTreeSet<String> {
    let a = words.alphabet();
    let p = Pattern::parse(pattern, a).expect("pattern parses");
    let r = words.index.query(&p, 0, 1000);
    assert_eq!(r.total, r.matches.len());
    r.matches.iter().map(|m| a.spell(&m.word)).collect()
}

fn set(words: &[&str]) -> BTreeSet<String> {
    words.iter().map(|w| (*w).to_string()).collect()
}

#[test]
fn russian_patterns_in_cyrillic_find_the_lists_words() {
    let a = alphabet("russian");
    let words = load(RUSSIAN, &a).expect("list loads");
    assert!(words.warnings.is_empty(), "{:?}", words.warnings);
    let found = query(&words, "с???р??");
    assert_eq!(found, set(&["САХАРИН", "СЕМЁРКА", "СИНДРОМ", "САМУРАЙ"]));
    assert_eq!(found, expected(RUSSIAN, no_fold, "с???р??"));
    let vowels = query(&words, "[аеиоу]??");
    assert!(vowels.contains("АХИ"), "{vowels:?}");
    assert_eq!(vowels, expected(RUSSIAN, no_fold, "[аеиоу]??"));
    // Ё is a letter of its own: a pattern with Е does not find СПЁРТ, one with Ё does.
    assert_eq!(query(&words, "СП?РТ"), set(&["СПЁРТ", "СПЕРТ"]));
    assert_eq!(query(&words, "СПЕРТ"), set(&["СПЕРТ"]));
    assert_eq!(query(&words, "спёрт"), set(&["СПЁРТ"]));
    assert_eq!(
        words.index.score(&a.encode("СПЁРТ").expect("letters")),
        Some(50)
    );
}

#[test]
fn russian_folded_reads_the_same_list_with_yo_as_ye() {
    let a = alphabet("russian-folded");
    let words = load(&with_header(RUSSIAN, "russian-folded"), &a).expect("list loads");
    assert!(a.index_of('Ё').is_none());
    assert_eq!(query(&words, "?ЛКА"), set(&["ЕЛКА"]));
    // СПЁРТ (50) and СПЕРТ;60 are one entry now; the best score stays.
    assert_eq!(query(&words, "СП?РТ"), set(&["СПЕРТ"]));
    assert_eq!(
        words.index.score(&a.encode("СПЕРТ").expect("letters")),
        Some(60)
    );
    // Patterns fold like the lists: Ё is typed, Е is searched.
    assert_eq!(query(&words, "СПЁРТ"), set(&["СПЕРТ"]));
}

#[test]
fn greek_patterns_and_folds() {
    let a = alphabet("greek");
    let words = load(GREEK, &a).expect("list loads");
    assert!(words.warnings.is_empty(), "{:?}", words.warnings);
    // νήσος is read as ΝΗΣΟΣ: accents folded, final sigma a Σ.
    assert_eq!(query(&words, "ΝΗΣΟΣ"), set(&["ΝΗΣΟΣ"]));
    assert_eq!(query(&words, "νησος"), set(&["ΝΗΣΟΣ"]));
    assert_eq!(query(&words, "ΜΥΑΛ?"), set(&["ΜΥΑΛΑ"]));
    let p = "[αεηιουω]??";
    assert_eq!(query(&words, p), expected(GREEK, greek_fold, p));
    assert!(query(&words, "??Σ").contains("ΩΑΣ"));
}

#[test]
fn spanish_n_tilde_is_a_letter_of_its_own() {
    let a = alphabet("spanish");
    let words = load(SPANISH, &a).expect("list loads");
    // cañón is CAÑON: Ñ kept, Ó folded (it is not a letter of Spanish), so it repeats line 3.
    let warned: Vec<_> = words.warnings.iter().map(|w| w.message.as_str()).collect();
    assert_eq!(
        warned,
        ["duplicate of line 3 (CAÑON); keeping the higher score"]
    );
    assert_eq!(query(&words, "??Ñ??"), set(&["CAÑON", "ROÑAR"]));
    assert_eq!(query(&words, "??ñ??"), set(&["CAÑON", "ROÑAR"]));
    assert_eq!(query(&words, "??N??"), set(&["CANON", "RONAR"]));
    assert_eq!(query(&words, "?Ñ???"), set(&["AÑEJO", "UÑERO"]));
    assert_eq!(query(&words, "?[ÑN]?"), set(&["AÑO", "ANO"]));
    let n = query(&words, "?N???");
    assert!(n.contains("ANEJO") && !n.contains("AÑEJO"), "{n:?}");
    assert_eq!(n, expected(SPANISH, spanish_fold, "?N???"));
    // Lowercase ñ in the list is Ñ; Ó and Á are not letters of Spanish and fold.
    assert_eq!(query(&words, "A?EJO"), set(&["AÑEJO", "ANEJO"]));
    assert_eq!(query(&words, "?CIDO"), set(&["ACIDO"]));
    let p = "[ÑN]????";
    assert_eq!(query(&words, p), expected(SPANISH, spanish_fold, p));
}

#[test]
fn german_umlauts_kept_or_folded() {
    let kept = alphabet("german");
    let words = load(GERMAN, &kept).expect("list loads");
    assert!(words.warnings.is_empty(), "{:?}", words.warnings);
    assert_eq!(query(&words, "B?R"), set(&["BAR", "BÄR"]));
    assert_eq!(query(&words, "bär"), set(&["BÄR"]));
    assert_eq!(query(&words, "KR?NE"), set(&["KRANE", "KRÄNE"]));
    assert_eq!(query(&words, "L?WE"), set(&["LÖWE"]));

    let folded = alphabet("german-folded");
    let words = load(&with_header(GERMAN, "german-folded"), &folded).expect("list loads");
    assert_eq!(query(&words, "B??R"), set(&["BAER"]));
    assert_eq!(query(&words, "B?R"), set(&["BAR"]));
    assert_eq!(query(&words, "L??WE"), set(&["LOEWE"]));
    assert!(query(&words, "L?WE").is_empty());
    // Patterns fold like the lists: Ä is searched as AE.
    assert_eq!(query(&words, "BÄR"), set(&["BAER"]));
}

#[test]
fn russian_fills_are_valid() {
    let open = fills("russian", RUSSIAN, no_fold, OPEN5);
    let mini = fills("russian", RUSSIAN, no_fold, MINI);
    assert!(!open.is_empty() && !mini.is_empty());
    // A given Ё stays, and both entries through it are words with Ё, never the Е decoys
    // (СПЕРТ, ДРЕМА, ОСЕТР).
    let yo = fills(
        "russian",
        RUSSIAN,
        no_fold,
        "...##\n....#\n..Ё..\n#....\n##...\n",
    );
    for g in &yo {
        let rows: Vec<&str> = g.lines().collect();
        let down: String = rows.iter().filter_map(|r| r.chars().nth(2)).collect();
        let yo_words = ["СПЁРТ", "СВЁРЛ", "ДРЁМА", "ОСЁТР"];
        assert!(yo_words.contains(&rows[2]), "{g}");
        assert!(yo_words.contains(&down.as_str()), "{g}");
    }
}

#[test]
fn russian_folded_fills_use_ye_for_yo() {
    let list = with_header(RUSSIAN, "russian-folded");
    let fills = fills("russian-folded", &list, russian_fold, MINI);
    assert!(fills.iter().all(|g| !g.contains('Ё')), "{fills:?}");
}

#[test]
fn greek_fills_are_valid() {
    fills("greek", GREEK, greek_fold, OPEN5);
    fills("greek", GREEK, greek_fold, MINI);
}

#[test]
fn spanish_fills_keep_a_given_n_tilde() {
    let grids = fills(
        "spanish",
        SPANISH,
        spanish_fold,
        ".....\n..Ñ..\n.....\n.....\n.....\n",
    );
    // The N decoys (CANON, UNERO, ANEJO) cannot cross a given Ñ.
    assert!(grids.iter().all(|g| g.contains('Ñ')));
    fills("spanish", SPANISH, spanish_fold, MINI);
}

#[test]
fn german_fills_keep_umlauts_as_letters() {
    let grids = fills(
        "german",
        GERMAN,
        no_fold,
        ".....\n..Ä..\n.....\n.....\n.....\n",
    );
    assert!(grids.iter().all(|g| g.contains('Ä')));
    fills("german", GERMAN, no_fold, MINI);
}

#[test]
fn german_folded_fills_spell_umlauts_as_two_letters() {
    // Only LÖWE, folded to LOEWE, has a W fourth: the fill must use it down the first column.
    let list = with_header(GERMAN, "german-folded");
    let grids = fills(
        "german-folded",
        &list,
        german_fold,
        ".....\n.....\n.....\nW....\n.....\n",
    );
    for g in &grids {
        let col: String = g.lines().filter_map(|r| r.chars().next()).collect();
        assert_eq!(col, "LOEWE", "{g}");
    }
    fills("german-folded", &list, german_fold, MINI);
}

/// A Latin list that fills the mini grid (so a refusal is about the alphabet, not the words).
const LATIN_MINI: &str = "LAD\nACID\nXENON\nSEMI\nDEB\nLAX\nACES\nDINED\nDOME\nNIB\n\
                          MES\nAXON\nPEDAL\nSAVE\nSEA\nMAP\nEXES\nSODAS\nNAVE\nLEA\n";

#[test]
fn a_cyrillic_puzzle_is_never_filled_with_latin_words() {
    let ru = alphabet("russian");
    let latin = Alphabet::latin();
    // The Latin list read on its own, as a list for a Latin puzzle would be.
    let words = load(LATIN_MINI, &latin).expect("list loads");
    let tables = WordTables::from_index(&words.index, 0);
    let p = puzzle(MINI, &ru);
    let req = Request::from_puzzle(&p, Region::All, FillMode::Fill).seed(1);
    let err = req
        .run(&tables, &AtomicBool::new(false), &mut |_| {})
        .expect_err("a Russian puzzle with Latin words is refused");
    assert_eq!(
        err,
        Mismatch {
            puzzle: ru.clone(),
            lists: Some(latin.clone())
        }
    );
    let msg = err.to_string();
    assert!(
        msg.contains("Russian") && msg.contains("Latin") && msg.contains("--list"),
        "{msg}"
    );
    assert!(req.spawn(Arc::new(tables)).is_err(), "spawn refuses too");
    // The same Latin words served to a Latin puzzle of the same shape fill it: the refusal
    // above was the alphabet's.
    let words_ok = PlainList::parse(LATIN_MINI, no_fold);
    let lp = puzzle(MINI, &latin);
    let tables = WordTables::from_index(&words.index, 0);
    match Request::from_puzzle(&lp, Region::All, FillMode::Fill)
        .seed(1)
        .run(&tables, &AtomicBool::new(false), &mut |_| {})
    {
        Ok(FillOutcome::Filled(f)) => validate(&lp.grid, &f, &latin, &words_ok, 0),
        other => panic!("expected a Latin fill, got {other:?}"),
    }
}

#[test]
fn a_latin_list_named_for_a_cyrillic_puzzle_is_an_error_when_loading() {
    let ru = alphabet("russian");
    match load(LATIN_MINI, &ru) {
        Err(WordsError::Mismatch { mismatch, .. }) => {
            assert_eq!(mismatch.puzzle, ru);
            assert!(mismatch.lists.is_some_and(|l| l.is_latin()));
        }
        other => panic!("expected a mismatch, got {other:?}"),
    }
}

#[test]
fn alphabets_with_other_letters_refuse_each_others_words() {
    let german_folded = with_header(GERMAN, "german-folded");
    let cases = [
        ("greek", RUSSIAN, "russian"),
        ("russian", GREEK, "greek"),
        ("german", german_folded.as_str(), "german-folded"),
        ("german-folded", GERMAN, "german"),
        ("spanish", LATIN_MINI, "latin"),
        ("latin", SPANISH, "spanish"),
        ("russian-folded", RUSSIAN, "russian"),
        ("ukrainian", RUSSIAN, "russian"),
    ];
    for (puzzle_in, list, list_in) in cases {
        let words = load(list, &alphabet(list_in)).expect("list loads");
        let tables = WordTables::from_index(&words.index, 0);
        let p = puzzle(MINI, &alphabet(puzzle_in));
        let r = Request::from_puzzle(&p, Region::All, FillMode::Fill).run(
            &tables,
            &AtomicBool::new(false),
            &mut |_| {},
        );
        assert!(
            matches!(r, Err(Mismatch { .. })),
            "{puzzle_in} puzzle, {list_in} words: {r:?}"
        );
    }
    // German folded to AE has the letters A–Z: a Latin list serves it.
    let words = load(LATIN_MINI, &Alphabet::latin()).expect("list loads");
    let tables = WordTables::from_index(&words.index, 0);
    let p = puzzle(MINI, &alphabet("german-folded"));
    let r = Request::from_puzzle(&p, Region::All, FillMode::Fill).run(
        &tables,
        &AtomicBool::new(false),
        &mut |_| {},
    );
    assert!(matches!(r, Ok(FillOutcome::Filled(_))), "{r:?}");
}
