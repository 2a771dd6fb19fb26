//! The committed built-in list (`wordlists/default.dict`, embedded): its size, how its scores
//! spread, and named entries of each kind with their scores (issue 33: a 50 means good fill).

use std::collections::HashMap;

/// Entries in the list (261,463 when written), with room for a rebuild's drift.
const SIZE: (usize, usize) = (240_000, 280_000);
/// Entries at 50 or more (75,762 when written).
const GOOD: (usize, usize) = (65_000, 90_000);
/// Short staples every grid needs, with their scores (issue 33): from jkugelman's ratings,
/// WordNet and wordfreq, never from the judge.
const STAPLES: &[(&str, u8)] = &[
    ("ESS", 51),
    ("TSAR", 52),
    ("ETE", 51),
    ("ELAN", 51),
    ("INRE", 50),
    ("ALIT", 50),
    ("AVE", 56),
    ("STAT", 53),
    ("ERASE", 54),
    ("OLIO", 51),
    ("ERNE", 51),
    ("ETUI", 50),
    ("ETNA", 51),
    ("OREO", 51),
    ("ERIE", 53),
    ("ALOE", 52),
    ("ASEA", 50),
    ("AREA", 60),
];

/// The embedded list as a map.
fn list() -> HashMap<&'static str, u8> {
    let text = std::str::from_utf8(gridwright::words::source::DEFAULT_LIST).expect("ASCII");
    text.lines()
        .enumerate()
        .map(|(n, line)| {
            let (w, s) = line
                .split_once(';')
                .unwrap_or_else(|| panic!("default.dict:{}: no score in {line:?}", n + 1));
            let s = s
                .parse()
                .unwrap_or_else(|_| panic!("default.dict:{}: bad score in {line:?}", n + 1));
            (w, s)
        })
        .collect()
}

#[test]
fn size_and_spread() {
    let words = list();
    assert!(
        (SIZE.0..=SIZE.1).contains(&words.len()),
        "{} entries",
        words.len()
    );
    let good = words.values().filter(|s| **s >= 50).count();
    assert!(
        (GOOD.0..=GOOD.1).contains(&good),
        "{good} entries at 50 or more"
    );
    // Every score from 50 to 60 is used, and no single one holds most of good fill: the
    // candidate order means something.
    let mut by_score = [0usize; 61];
    for s in words.values() {
        by_score[usize::from(*s).min(60)] += 1;
    }
    for (s, n) in by_score.iter().enumerate().skip(50) {
        assert!(*n > 0, "no entry scores {s}");
        assert!(*n * 100 < good * 40, "{n} of {good} good entries score {s}");
    }
    // Below 50 spreads too (30–49), and offensive entries sit below 20.
    let weak: usize = by_score[30..50].iter().filter(|n| **n > 0).count();
    assert!(weak >= 12, "{weak} distinct scores in 30–49");
    assert!(by_score[20..30].iter().all(|n| *n == 0), "20–29 is unused");
}

#[test]
fn short_staples_are_good_fill() {
    let words = list();
    for (w, score) in STAPLES {
        assert_eq!(words.get(w).copied(), Some(*score), "{w}");
    }
}

#[test]
fn offensive_entries_stay_below_20() {
    let words = list();
    for w in [
        "ASSHAT", "YOMAMA", "PIMP", "SHAT", "BONERS", "EFFING", "RETARD", "RETARDS",
    ] {
        assert!(
            words.get(w).is_none_or(|s| *s < 20),
            "{w}: {:?}",
            words.get(w)
        );
    }
}

#[test]
fn breakfast_test_entries_are_lowered() {
    let words = list();
    for w in [
        "ASSAULT",
        "TUMOR",
        "METHADONE",
        "URINE",
        "OBESE",
        "KILL",
        "ENEMA",
        "IDIOT",
        "ABUSER",
    ] {
        assert!(
            words.get(w).is_some_and(|s| *s <= 40),
            "{w}: {:?}",
            words.get(w)
        );
    }
    // Most senses harmless and common: not lowered for WordNet's "wipe out" sense.
    assert!(words.get("ERASE").is_some_and(|s| *s >= 50));
    // Group nouns whose hypernym's example says "offensive unit" are not insults.
    for w in ["TEAM", "BOARD", "FAMILY", "COUNTRY"] {
        assert!(
            words.get(w).is_some_and(|s| *s >= 55),
            "{w}: {:?}",
            words.get(w)
        );
    }
}

#[test]
fn junk_is_not_good_fill() {
    let words = list();
    for w in [
        "ONLSD",
        "LIAO",
        "TOUCHPERCEPTION",
        "SMOKESCREENBOMB",
        "THOUGHASIRECALL",
        "EARTOEARSMILES",
        "CRAPSGAMES",
    ] {
        assert!(
            words.get(w).is_none_or(|s| *s < 50),
            "{w}: {:?}",
            words.get(w)
        );
    }
    let genus: Vec<_> = words
        .keys()
        .filter(|w| w.ends_with("GENUS") && !matches!(**w, "GENUS" | "SUBGENUS"))
        .collect();
    assert!(genus.is_empty(), "taxonomy entries: {genus:?}");
    for w in ["COLOUR", "REALISE", "APPAL", "ENROL", "PALAEONTOLOGIST"] {
        assert_eq!(words.get(w), None, "{w} is British-only");
    }
}

#[test]
fn common_words_rank_above_rare_ones() {
    let words = list();
    let get = |w: &str| words.get(w).copied().unwrap_or(0);
    assert_eq!(get("AREA"), 60);
    assert!(
        get("TEA") > get("ETUI"),
        "{} vs {}",
        get("TEA"),
        get("ETUI")
    );
    assert!(get("WATER") > get("ABACA"));
    assert_eq!(get("TEA"), 58);
    assert_eq!(get("ABACA"), 42, "two dictionaries, rarely written");
    assert_eq!(get("HOTDOG"), 51, "a phrase written as one word");
}
