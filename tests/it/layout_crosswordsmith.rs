//! `gridwright layout --crosswordsmith` (issue 33): crosswordsmith's case rule (letters are
//! compared as written, so its comb fixtures' teeth meet the spine only at their capital),
//! its exact `--size` (an N×N grid, gridLength N), and `--strict`, which writes nothing and
//! exits 1 when an answer is dropped.

use crate::common::isolated::gridwright_in;

use gridwright::layout::{self, Case, Options};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Output;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/layout")
        .join(name)
}

fn layout_in(dir: &Path, args: &[&str]) -> Output {
    gridwright_in(dir)
        .arg("layout")
        .args(args)
        .output()
        .expect("runs")
}

fn err(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn the_comb_fixtures_cross_only_at_capitals_on_their_exact_size() {
    let tmp = tempfile::tempdir().expect("tmp");
    for (name, side, words, tooth) in [
        ("crosswordsmith/benchmark_20_words_cased.txt", 37, 20, 13),
        ("crosswordsmith/benchmark_26_words_cased.txt", 49, 26, 15),
    ] {
        let json = tmp.path().join(format!("{side}.json"));
        let out = layout_in(
            tmp.path(),
            &[
                fixture(name).to_str().expect("utf-8"),
                "--crosswordsmith",
                "--size",
                &side.to_string(),
                "--out",
                json.to_str().expect("utf-8"),
            ],
        );
        assert_eq!(out.status.code(), Some(0), "{name}: {}", err(&out));
        let doc: Value =
            serde_json::from_str(&std::fs::read_to_string(&json).expect("written")).expect("json");
        assert_eq!(doc["gridLength"], side, "{name}: the exact --size");
        let rows = doc["grid"].as_array().expect("grid");
        assert_eq!(rows.len(), side);
        assert!(
            rows.iter()
                .all(|r| r.as_array().is_some_and(|r| r.len() == side))
        );
        assert_eq!(doc["words"].as_array().expect("words").len(), words);
        assert_eq!(
            doc["diagnostics"]["arrange"]["dropped"],
            serde_json::json!([])
        );
        let cells: Vec<&Value> = rows
            .iter()
            .flat_map(|r| r.as_array().expect("row"))
            .filter(|c| !c.is_null())
            .collect();
        let crossed: Vec<&str> = cells
            .iter()
            .filter(|c| !c["across"].is_null() && !c["down"].is_null())
            .map(|c| c["letter"].as_str().expect("letter"))
            .collect();
        // Each tooth meets the spine once, at its capital; no lower-case square is crossed.
        assert_eq!(crossed.len(), words - 1, "{name}: {crossed:?}");
        assert!(
            crossed
                .iter()
                .all(|l| l.chars().all(|c| c.is_ascii_uppercase())),
            "{name}: {crossed:?}"
        );
        let lower = cells
            .iter()
            .filter(|c| {
                c["letter"]
                    .as_str()
                    .is_some_and(|l| l.chars().all(|c| c.is_ascii_lowercase()))
            })
            .count();
        assert_eq!(
            lower,
            (words - 1) * (tooth - 1),
            "{name}: lower-case squares kept as written"
        );
        // A tooth starts on the spine: its first square is its capital.
        for w in doc["words"].as_array().expect("words").iter().skip(1) {
            let answer = w["answer"].as_str().expect("answer");
            let [r, c] =
                [&w["cells"][0][0], &w["cells"][0][1]].map(|v| v.as_u64().expect("cell") as usize);
            assert_eq!(
                rows[r][c]["letter"].as_str(),
                answer.get(..1),
                "{name}: {answer}"
            );
        }
    }
}

#[test]
fn the_case_rule_keeps_lower_case_letters_as_their_own_squares() {
    let list = layout::parse_cased("Cat\nCAT\nact\n", "l.txt", 29, Case::Kept).expect("parses");
    assert_eq!(list.entries.len(), 3, "Cat, CAT and act are three answers");
    assert_eq!(list.symbols, vec!['a', 'c', 't']);
    // Folded (every crossword's rule), Cat and CAT are one answer twice.
    assert!(layout::parse("Cat\nCAT\n", "l.txt", 29).is_err());
    // CAT and Cat share only their capital C: that is where they cross.
    let list = layout::parse_cased("CAT\nCaa\n", "l.txt", 29, Case::Kept).expect("parses");
    let laid = layout::lay_out(&list, &Options::default()).expect("lays out");
    assert!(laid.unplaced.is_empty());
    assert_eq!(laid.crossings(), 1);
    let cat = laid.words.iter().find(|w| w.entry == 0).expect("CAT");
    let caa = laid.words.iter().find(|w| w.entry == 1).expect("Caa");
    assert_eq!(cat.cells[0], caa.cells[0], "they meet at C");
}

#[test]
fn an_exact_size_pads_the_grid_and_a_layout_too_big_for_it_is_refused() {
    let tmp = tempfile::tempdir().expect("tmp");
    let list = tmp.path().join("l.txt");
    std::fs::write(&list, "CAT\tpet\nACE\ttop card\nTEA\tbrew\n").expect("list");
    let puz = tmp.path().join("l.ipuz");
    let out = layout_in(
        tmp.path(),
        &[
            list.to_str().expect("utf-8"),
            "--size",
            "9",
            "--out",
            puz.to_str().expect("utf-8"),
        ],
    );
    assert_eq!(out.status.code(), Some(0), "{}", err(&out));
    let p = gridwright::formats::read_path(&puz).expect("reads");
    assert_eq!((p.grid.width(), p.grid.height()), (9, 9));
    let out = layout_in(tmp.path(), &[list.to_str().expect("utf-8"), "--size", "1"]);
    assert_eq!(out.status.code(), Some(2), "{}", err(&out));
    assert!(err(&out).contains("grid side"), "{}", err(&out));
    // Answers longer than the side cannot go in: said per answer, nothing laid out.
    let out = layout_in(tmp.path(), &[list.to_str().expect("utf-8"), "--size", "2"]);
    assert_eq!(out.status.code(), Some(2), "{}", err(&out));
    assert!(
        err(&out).contains("longer than the maximum side 2"),
        "{}",
        err(&out)
    );
    let out = layout_in(
        tmp.path(),
        &[
            list.to_str().expect("utf-8"),
            "--size",
            "9",
            "--max-size",
            "9x9",
        ],
    );
    assert_eq!(out.status.code(), Some(2), "--size and --max-size conflict");
}

#[test]
fn strict_writes_nothing_when_an_answer_is_dropped() {
    let tmp = tempfile::tempdir().expect("tmp");
    let list = tmp.path().join("l.txt");
    std::fs::write(&list, "PLANET: a\nCOMET: b\nORBIT: c\nFUZZY: d\n").expect("list");
    let json = tmp.path().join("out.json");
    let args = [
        list.to_str().expect("utf-8"),
        "--crosswordsmith",
        "--out",
        json.to_str().expect("utf-8"),
        "--slot",
        "3",
        "--strict",
    ];
    let out = layout_in(tmp.path(), &args);
    assert_eq!(out.status.code(), Some(1), "{}", err(&out));
    assert!(
        err(&out).contains("FUZZY (line 4)") && err(&out).contains("nothing written (--strict)"),
        "{}",
        err(&out)
    );
    assert!(out.stdout.is_empty());
    assert!(!json.exists(), "no file");
    let store = gridwright::store::Store::new(tmp.path().join("data"));
    let slot = gridwright::store::SlotNumber::new(3).expect("slot");
    assert!(store.load(slot).expect("reads").is_none(), "no slot");
    // Without --strict the rest is written, and the exit status still says one was dropped.
    let out = layout_in(tmp.path(), &args[..6]);
    assert_eq!(out.status.code(), Some(1), "{}", err(&out));
    assert!(json.exists());
    let doc: Value =
        serde_json::from_str(&std::fs::read_to_string(&json).expect("written")).expect("json");
    assert_eq!(
        doc["diagnostics"]["arrange"]["dropped"],
        serde_json::json!(["FUZZY"])
    );
}
