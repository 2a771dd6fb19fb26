//! crosswordsmith JSON both ways: our documents obey its contract (a square grid of
//! `gridLength` rows, every documented field, `diagnostics`), its golden layout reads in and
//! writes back out, and our own documents round-trip.

use gridwright::layout::{self, Options, json, json_read, validate};
use serde_json::Value;
use std::path::Path;

fn fixture(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/layout")
        .join(name);
    std::fs::read_to_string(&path).expect("fixture exists")
}

#[test]
fn the_golden_file_obeys_the_contract_we_check() {
    let golden: Value = serde_json::from_str(&fixture("crosswordsmith/arrange_toc_demo_max.json"))
        .expect("golden parses");
    assert_eq!(validate::check_contract(&golden), vec![]);
}

#[test]
fn the_golden_layout_imports_and_writes_back_the_same_structure() {
    let text = fixture("crosswordsmith/arrange_toc_demo_max.json");
    assert!(json_read::is_layout_json(&text));
    let (list, l) = json_read::from_json(&text, "golden.json").expect("imports");
    assert_eq!(validate::validate(&list, &l), vec![]);
    assert_eq!(l.words.len(), 16);
    assert!(l.unplaced.is_empty());
    let ours = json::to_json(&list, &l);
    assert_eq!(validate::validate_json(&list, &l, &ours), vec![]);
    let golden: Value = serde_json::from_str(&text).unwrap();
    // The same words with the same numbers, directions and cells (the golden grid has an
    // empty last row and column, which import crops: cells are unchanged, as the letters
    // start at the top left).
    let key = |w: &Value| {
        (
            w["number"].as_u64(),
            w["direction"].as_str().map(String::from),
            w["answer"].as_str().map(String::from),
            w["cells"].to_string(),
        )
    };
    let mut a: Vec<_> = golden["words"]
        .as_array()
        .unwrap()
        .iter()
        .map(key)
        .collect();
    let mut b: Vec<_> = ours["words"].as_array().unwrap().iter().map(key).collect();
    a.sort();
    b.sort();
    assert_eq!(a, b);
    // Every lettered cell agrees.
    let n = ours["gridLength"].as_u64().unwrap() as usize;
    for r in 0..n {
        for c in 0..n {
            assert_eq!(ours["grid"][r][c], golden["grid"][r][c], "cell [{r},{c}]");
        }
    }
    assert_eq!(
        ours["diagnostics"]["arrange"]["dropped"],
        golden["diagnostics"]["arrange"]["dropped"]
    );
}

#[test]
fn rectangular_layouts_are_written_square() {
    let list = layout::parse(&fixture("comb37.txt"), "comb37.txt", 255).unwrap();
    let l = layout::lay_out(&list, &Options::default()).unwrap();
    let (w, h) = (l.puzzle.grid.width(), l.puzzle.grid.height());
    assert_ne!(w, h, "the comb is not square");
    let doc = json::to_json(&list, &l);
    assert_eq!(doc["gridLength"].as_u64(), Some(w.max(h) as u64));
    assert_eq!(doc["grid"].as_array().unwrap().len(), w.max(h));
    assert_eq!(validate::validate_json(&list, &l, &doc), vec![]);
}

#[test]
fn our_documents_round_trip() {
    for name in ["mixed60.txt", "comb49.txt", "space8.txt"] {
        let list = layout::parse(&fixture(name), name, 255).unwrap();
        let l = layout::lay_out(&list, &Options::default()).unwrap();
        let doc = json::to_json_seeded(&list, &l, Some(3));
        assert_eq!(validate::validate_json(&list, &l, &doc), vec![], "{name}");
        let text = serde_json::to_string_pretty(&doc).unwrap();
        let (list2, l2) = json_read::from_json(&text, name).expect("reads back");
        assert_eq!(l2.puzzle.grid, l.puzzle.grid, "{name}");
        assert_eq!(l2.puzzle.clues, l.puzzle.clues, "{name}");
        assert_eq!(json::to_json(&list2, &l2)["words"], doc["words"], "{name}");
    }
}

#[test]
fn dropped_answers_come_back_unplaced() {
    let list = layout::parse("PLANET\nCOMET\nORBIT\nFUZZY\n", "t", 29).unwrap();
    let l = layout::lay_out(&list, &Options::default()).unwrap();
    let doc = json::to_json(&list, &l);
    assert_eq!(
        doc["diagnostics"]["arrange"]["dropped"],
        serde_json::json!(["FUZZY"])
    );
    let (list2, l2) = json_read::from_json(&doc.to_string(), "t.json").unwrap();
    assert_eq!(l2.unplaced.len(), 1);
    assert_eq!(list2.entries[l2.unplaced[0]].answer, "FUZZY");
}

#[test]
fn a_broken_document_is_refused_with_reasons() {
    let text = fixture("crosswordsmith/arrange_toc_demo_max.json");
    let mut doc: Value = serde_json::from_str(&text).unwrap();
    doc["grid"].as_array_mut().unwrap().pop();
    let err = json_read::from_json(&doc.to_string(), "bad.json").unwrap_err();
    assert!(
        err.to_string().contains("grid must be gridLength rows"),
        "{err}"
    );
    let mut doc: Value = serde_json::from_str(&text).unwrap();
    doc["words"][0]["answer"] = Value::from("PROLOX");
    let err = json_read::from_json(&doc.to_string(), "bad.json").unwrap_err();
    assert!(err.to_string().contains("PROLOX"), "{err}");
}
