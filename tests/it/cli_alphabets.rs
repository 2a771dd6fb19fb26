//! Every alphabet through the binary: queries in their own letters, lists read in their
//! alphabet, and a puzzle whose lists are in another alphabet refused — never filled.

use crate::common::isolated;

use isolated::gridwright_in;
use std::path::Path;

const RUSSIAN: &str = "кот;60\nкит;60\nток;60\nоко;60\nтот;55\nтик;50\nкто;50\nито;50\n";

fn run(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let out = gridwright_in(dir).args(args).output().expect("runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).expect("write");
    p.display().to_string()
}

/// A 3×3 Cyrillic puzzle in .ipuz with two letters given, as another tool would write it.
fn cyrillic_ipuz(dir: &Path) -> String {
    let doc = serde_json::json!({
        "version": "http://ipuz.org/v2",
        "kind": ["http://ipuz.org/crossword#1"],
        "dimensions": {"width": 3, "height": 3},
        "puzzle": [[1, 2, 3], [4, 0, 0], [5, 0, 0]],
        "solution": [["Т", "О", "К"], ["О", null, null], ["К", null, null]],
        "clues": {"Across": [], "Down": []}
    });
    write(dir, "ru.ipuz", &doc.to_string())
}

#[test]
fn queries_take_patterns_in_the_lists_letters() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let ru = write(d, "ru.dict", RUSSIAN);
    let (code, out, err) = run(d, &["query", "к??", "--list", &ru]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("КОТ") && out.contains("КИТ") && out.contains("КТО"),
        "{out}"
    );
    let (_, out, _) = run(d, &["query", "[ои]??", "--list", &ru]);
    assert!(out.contains("ОКО") && out.contains("ИТО"), "{out}");
    let el = write(d, "el.dict", "λόγος;60\nάλφα;60\nλύκος;50\n");
    let (code, out, err) = run(d, &["query", "λ???ς", "--list", &el]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("ΛΟΓΟΣ") && out.contains("ΛΥΚΟΣ"), "{out}");
    let es = write(
        d,
        "es.dict",
        "# alphabet: spanish\nniño;60\nnido;60\naño;60\n",
    );
    let (_, out, _) = run(d, &["query", "??ñ?", "--list", &es]);
    assert_eq!(
        out.lines()
            .next()
            .map(str::split_whitespace)
            .and_then(|mut w| w.next()),
        Some("NIÑO"),
        "{out}"
    );
    let (_, out, _) = run(d, &["query", "??n?", "--list", &es]);
    assert!(
        !out.contains("NINO"),
        "Ñ is a letter of its own in Spanish: {out}"
    );
    let de = write(d, "de.dict", "Bär;60\nBaer;40\nmüde;60\n");
    let (_, out, _) = run(d, &["query", "b??", "--list", &de, "--alphabet", "german"]);
    assert!(out.contains("BÄR"), "{out}");
    let (_, out, _) = run(
        d,
        &[
            "query",
            "b???",
            "--list",
            &de,
            "--alphabet",
            "german-folded",
        ],
    );
    assert!(out.contains("BAER") && !out.contains('Ä'), "{out}");
}

#[test]
fn a_cyrillic_puzzle_is_never_filled_from_a_latin_list() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let puzzle = cyrillic_ipuz(d);
    let (code, out, err) = run(d, &["fill", &puzzle]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains("the puzzle is in the Russian alphabet; the word lists loaded are Latin"),
        "{err}"
    );
    assert!(out.trim().is_empty(), "nothing is printed as a fill: {out}");
    let en = write(d, "en.dict", "PAD\nPAL\nACE\nOAK\n");
    let (code, _, err) = run(d, &["fill", &puzzle, "--list", &en]);
    assert_eq!(code, 2);
    assert!(
        err.contains("en.dict") && err.contains("Russian alphabet"),
        "{err}"
    );
    let ru = write(d, "ru.dict", RUSSIAN);
    let (code, out, err) = run(d, &["fill", &puzzle, "--list", &ru, "--allow-duplicates"]);
    assert_eq!(code, 0, "{err}");
    let letters: String = out.lines().take(3).collect();
    assert!(letters.starts_with("ТОК"), "{out}");
    assert!(
        letters
            .chars()
            .all(|c| ('А'..='Я').contains(&c) || c == 'Ё'),
        "{out}"
    );
}

#[test]
fn a_cyrillic_layout_is_refused_by_the_latin_list_too() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let answers = write(
        d,
        "answers.txt",
        "КОТ\tДомашний зверь\nТОК\tЭлектричество\n",
    );
    let out = d.join("layout.ipuz").display().to_string();
    let (code, _, err) = run(d, &["layout", &answers, "--out", &out]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = run(d, &["fill", &out]);
    assert_eq!(code, 2);
    assert!(err.contains("Russian alphabet"), "{err}");
}

#[test]
fn an_empty_grid_takes_the_alphabet_flag() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let grid = write(d, "g.txt", "...\n...\n...\n");
    let ru = write(d, "ru.dict", RUSSIAN);
    let args = [
        "fill",
        &grid,
        "--alphabet",
        "russian",
        "--list",
        &ru,
        "--allow-duplicates",
    ];
    let (code, out, err) = run(d, &args);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.lines()
            .next()
            .is_some_and(|l| l.chars().all(|c| ('А'..='Я').contains(&c))),
        "{out}"
    );
    let (code, _, err) = run(d, &["fill", &grid, "--alphabet", "klingon"]);
    assert_eq!(code, 2);
    assert!(err.contains("klingon") && err.contains("russian"), "{err}");
    let latin = write(d, "l.txt", "Q..\n...\n...\n");
    let (code, _, err) = run(d, &["fill", &latin, "--alphabet", "russian", "--list", &ru]);
    assert_eq!(code, 2);
    assert!(err.contains("square r1c1 holds 'Q'"), "{err}");
}

#[test]
fn a_users_alphabet_from_the_config_dir_reads_its_lists() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    std::fs::create_dir_all(d.join("config/alphabets")).expect("mkdir");
    write(
        &d.join("config/alphabets"),
        "norsk.toml",
        "letters = \"ABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅ\"\n[folds]\n\"Ä\" = \"Æ\"\n",
    );
    let list = write(d, "no.dict", "# alphabet: norsk\nBLÅ;60\nSÄR;60\n");
    let (code, out, err) = run(d, &["query", "???", "--list", &list]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("BLÅ") && out.contains("SÆR"), "{out}");
    let (code, out, _) = run(d, &["words", "stats", "--list", &list]);
    assert_eq!(code, 0);
    assert!(out.contains("alphabet: \"norsk\""), "{out}");
    let (code, out, _) = run(d, &["words", "alphabets"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("russian-folded") && out.contains("folds Ё→Е"),
        "{out}"
    );
    assert!(out.contains("norsk") && out.contains("29 letters"), "{out}");
    let bad = write(d, "bad.dict", "# alphabet: klingon\nCAT\n");
    let (code, _, err) = run(d, &["query", "???", "--list", &bad]);
    assert_eq!(code, 2);
    assert!(
        err.contains("bad.dict:1") && err.contains("klingon"),
        "{err}"
    );
}

#[test]
fn alphabets_and_stats_json_keep_their_shape() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let (code, out, err) = run(d, &["words", "alphabets", "--json"]);
    assert_eq!(code, 0, "{err}");
    let list: Vec<serde_json::Value> = serde_json::from_str(&out).expect("json");
    let russian = list
        .iter()
        .find(|a| a["name"] == "russian-folded")
        .expect("russian-folded listed");
    let keys: Vec<&str> = russian
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        ["folds", "letters", "name", "strip_accents", "title"],
        "{russian}"
    );
    assert!(
        russian["folds"]
            .as_array()
            .expect("folds")
            .iter()
            .any(|f| f == "Ё→Е"),
        "{russian}"
    );
    assert!(russian["strip_accents"].is_boolean(), "{russian}");

    let list = write(d, "ru.dict", RUSSIAN);
    let (code, out, err) = run(d, &["words", "stats", "--list", &list, "--json"]);
    assert_eq!(code, 0, "{err}");
    let doc: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(doc["entries"], 8, "{doc}");
    assert_eq!(doc["by_length"], serde_json::json!({"3": 8}), "{doc}");
    let bands = doc["by_score_band"].as_array().expect("bands");
    assert_eq!(bands.len(), 11, "{doc}");
    assert_eq!(
        bands[5],
        serde_json::json!({"from": 50, "to": 59, "entries": 4})
    );
    assert_eq!(
        bands[10],
        serde_json::json!({"from": 100, "to": 100, "entries": 0})
    );
    assert_eq!(doc["sources"].as_array().map(Vec::len), Some(1), "{doc}");
    assert!(
        doc["letters"].as_str().is_some_and(|l| l.contains('К')),
        "{doc}"
    );
    for key in ["alphabet", "cache", "other_alphabet", "warnings"] {
        assert!(doc.get(key).is_some(), "{key} missing: {doc}");
    }
}
