//! Entries an editor queries (issue 44): the built-in tags on named examples of each kind,
//! autofill taking a clean entry over a queried one that scores higher, the config's "not in
//! my grid" list, and `check --publish` listing them.

use crate::common::isolated;
use gridwright::words::queried::{Queried, QueryKind};

fn kinds(q: &Queried, word: &str) -> Vec<QueryKind> {
    q.kinds_of_text(word).iter().collect()
}

#[test]
fn the_built_in_tags_name_each_kind() {
    let q = Queried::built_in();
    for (word, kind) in [
        ("IBM", QueryKind::Abbreviation),
        ("TLC", QueryKind::Abbreviation),
        ("NRA", QueryKind::Abbreviation),
        ("ONEA", QueryKind::Partial),
        ("ATEAM", QueryKind::Partial),
        ("MMM", QueryKind::RepeatedLetters),
        ("SSS", QueryKind::RepeatedLetters),
        ("OLIO", QueryKind::Crosswordese),
        ("ERNE", QueryKind::Crosswordese),
        ("SQUAW", QueryKind::Crude),
        ("ARSE", QueryKind::Crude),
        ("TUMOR", QueryKind::Breakfast),
        ("CANCER", QueryKind::Breakfast),
    ] {
        assert!(
            kinds(&q, word).contains(&kind),
            "{word}: {:?}",
            kinds(&q, word)
        );
    }
    // A name and an initialism jkugelman writes with capitals are not a word with "A"
    // glued on (ANYA, PETA were tagged partials).
    assert!(!kinds(&q, "ANYA").contains(&QueryKind::Partial));
    assert_eq!(kinds(&q, "PETA"), [QueryKind::Abbreviation]);
    for clean in ["TEA", "WATER", "AREA", "ERASE", "SEA", "ANYA"] {
        assert!(
            kinds(&q, clean).is_empty(),
            "{clean}: {:?}",
            kinds(&q, clean)
        );
    }
}

/// A 3×3 whose only open square is the middle: E?E across and down (SET and TEE around it).
const GRID: &str = "SET\nE.E\nTEE\n";

/// `fill GRID --list LIST --allow-duplicates` in a private dir with `config` as config.toml:
/// the middle letter it chose.
fn middle(list: &str, config: Option<&str>) -> char {
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("words.dict"), list).expect("list");
    std::fs::write(dir.path().join("grid.txt"), GRID).expect("grid");
    if let Some(c) = config {
        std::fs::create_dir_all(dir.path().join("config")).expect("config dir");
        std::fs::write(dir.path().join("config").join("config.toml"), c).expect("config");
    }
    let out = isolated::gridwright_in(dir.path())
        .arg("fill")
        .arg("--list")
        .arg(dir.path().join("words.dict"))
        .arg(dir.path().join("grid.txt"))
        .args(["--allow-duplicates", "--strategy", "words"])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text.lines()
        .nth(1)
        .and_then(|l| l.chars().nth(1))
        .expect("a middle row")
}

#[test]
fn autofill_takes_the_clean_entry_where_a_queried_one_scores_higher() {
    // The control: of two clean words the better scored wins (EWE over EYE)...
    assert_eq!(middle("SET;60\nTEE;60\nEWE;90\nEYE;60\n", None), 'W');
    // ...but a string of one letter is held below the strong words: EYE over EEE.
    assert_eq!(middle("SET;60\nTEE;60\nEEE;90\nEYE;60\n", None), 'Y');
    // A cost, not a ban: with nothing else that fits, EEE fills.
    assert_eq!(middle("SET;60\nTEE;60\nEEE;90\n", None), 'E');
}

#[test]
fn the_config_ban_list_keeps_words_and_kinds_out() {
    assert_eq!(
        middle(
            "SET;60\nTEE;60\nEWE;90\nEYE;60\n",
            Some("ban = [\"ewe\"]\n")
        ),
        'Y'
    );
    // Banning a kind takes its entries out even where nothing else fits: the fill fails.
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(dir.path().join("words.dict"), "SET;60\nTEE;60\nEEE;90\n").expect("list");
    std::fs::write(dir.path().join("grid.txt"), GRID).expect("grid");
    std::fs::create_dir_all(dir.path().join("config")).expect("config dir");
    std::fs::write(
        dir.path().join("config").join("config.toml"),
        "ban_kinds = [\"repeated_letters\"]\n",
    )
    .expect("config");
    let out = isolated::gridwright_in(dir.path())
        .arg("fill")
        .arg("--list")
        .arg(dir.path().join("words.dict"))
        .arg(dir.path().join("grid.txt"))
        .args(["--allow-duplicates", "--timeout", "5"])
        .output()
        .expect("runs");
    assert_ne!(out.status.code(), Some(0), "EEE is banned");
}

#[test]
fn check_publish_lists_the_queried_entries_and_the_kinds_past_one() {
    let dir = tempfile::tempdir().expect("tempdir");
    let grid = dir.path().join("mmm.txt");
    std::fs::write(&grid, "MMM\nMMM\nMMM\n").expect("grid");
    let grid = grid.to_str().expect("utf-8 path");
    let (_, out, err) = isolated::run_in(dir.path(), &["check", "--publish", grid]);
    assert!(out.contains("entries an editor may query:"), "{out}{err}");
    assert!(out.contains("repeated letters"), "{out}");
    assert!(
        out.contains("6 entries of kind repeated letters: at most 1 expected"),
        "{out}"
    );
    let (_, json, err) = isolated::run_in(dir.path(), &["check", "--publish", "--json", grid]);
    let v: serde_json::Value =
        serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}{err}"));
    let queried = v["queried"].as_array().expect("queried");
    assert_eq!(queried.len(), 6, "{json}");
    assert_eq!(queried[0]["word"], "MMM");
    assert_eq!(queried[0]["kinds"][0], "repeated_letters");
}

#[test]
fn autofill_keeps_one_entry_of_a_kind_where_a_clean_one_fits() {
    // Row 1 must be EEE (the only word with E in the middle); row 3 takes OOO, the better
    // score, unless the limit of one string of one letter per grid sends it back: BOA.
    let dir = tempfile::tempdir().expect("tempdir");
    std::fs::write(
        dir.path().join("words.dict"),
        "EEE;90\nOOO;90\nBOA;50\nEGO;60\n",
    )
    .expect("list");
    std::fs::write(dir.path().join("grid.txt"), "...\n#.#\n...\n").expect("grid");
    let out = isolated::gridwright_in(dir.path())
        .arg("fill")
        .arg("--list")
        .arg(dir.path().join("words.dict"))
        .arg(dir.path().join("grid.txt"))
        .args(["--strategy", "words", "--timeout", "10"])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(0), "{text}");
    let rows: Vec<&str> = text.lines().take(3).collect();
    assert_eq!(rows, ["EEE", "#G#", "BOA"], "{text}");
}
