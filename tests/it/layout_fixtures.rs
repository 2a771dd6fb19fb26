//! Layouts of the fixture lists obey every rule, and unplaceable answers are reported.

use gridwright::layout::{self, Options, validate};
use std::path::Path;

const FIXTURES: [&str; 11] = [
    "space8.txt",
    "kitchen14.txt",
    "dense16.txt",
    "animals20.txt",
    "geography26.txt",
    "science30.txt",
    "mixed60.txt",
    "comb37.txt",
    "comb49.txt",
    "crosswordsmith/benchmark_20_words.txt",
    "crosswordsmith/benchmark_26_words.txt",
];

fn load(name: &str) -> layout::AnswerList {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/layout")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    layout::parse(&text, name, gridwright::grid::Grid::MAX_SIDE).unwrap()
}

fn assert_valid(list: &layout::AnswerList, l: &layout::Layout) {
    let v = validate::validate(list, l);
    assert!(v.is_empty(), "{v:?}\n{}", layout::render_text(list, l));
    let doc = layout::json::to_json(list, l);
    let v = validate::validate_json(list, l, &doc);
    assert!(v.is_empty(), "{v:?}");
}

#[test]
fn every_fixture_is_laid_out_whole_and_valid() {
    for name in FIXTURES {
        let list = load(name);
        let l = layout::lay_out(&list, &Options::default()).unwrap();
        assert_valid(&list, &l);
        assert!(l.unplaced.is_empty(), "{name}: unplaced {:?}", l.unplaced);
        assert_eq!(l.words.len(), list.entries.len(), "{name}");
    }
}

#[test]
fn json_input_meta_reaches_the_output() {
    let src = r#"{"clues":[
        {"answer":"OMEGA POINT","meta":{"clue":"The end","link":"https://example.org/omega"}},
        {"answer":"GALAXY","meta":{"clue":"Star city"}},
        {"answer":"TIME","meta":{"clue":"Fourth dimension"}}]}"#;
    let list = layout::parse(src, "t.json", 29).unwrap();
    let l = layout::lay_out(&list, &Options::default()).unwrap();
    assert_valid(&list, &l);
    let doc = layout::json::to_json(&list, &l);
    let omega = doc["words"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["answer"] == "OMEGA POINT")
        .expect("OMEGA POINT placed");
    assert_eq!(omega["meta"]["link"], "https://example.org/omega");
    assert_eq!(omega["cells"].as_array().unwrap().len(), 10);
}

#[test]
fn an_answer_sharing_no_letter_is_reported_not_dropped() {
    let list = layout::parse(
        "PLANET\nCOMET\nORBIT\nFUZZY - no shared letter? U,F,Z,Y\n",
        "t",
        29,
    )
    .unwrap();
    // FUZZY shares no letter with PLANET, COMET or ORBIT.
    let l = layout::lay_out(&list, &Options::default()).unwrap();
    assert_eq!(l.unplaced, vec![3]);
    assert_valid(&list, &l);
    let doc = layout::json::to_json(&list, &l);
    assert_eq!(doc["diagnostics"]["arrange"]["dropped"][0], "FUZZY");
}

#[test]
fn no_crossing_pair_is_an_error() {
    let list = layout::parse("ABC\nXYZ\n", "t", 29).unwrap();
    let err = layout::lay_out(&list, &Options::default()).unwrap_err();
    assert!(err.to_string().contains("ABC"), "{err}");
}

#[test]
fn max_size_bounds_the_box() {
    let list = load("science30.txt");
    let opts = Options {
        max_width: 17,
        max_height: 15,
        ..Options::default()
    };
    let l = layout::lay_out(&list, &opts).unwrap();
    assert_valid(&list, &l);
    assert!(l.arrangement.width <= 17 && l.arrangement.height <= 15);
}

#[test]
fn cyrillic_lists_keep_their_alphabet() {
    let list = layout::parse(
        "кошка - pet\nсобака - dog\nмышь - mouse\nкорова - cow\n",
        "ru",
        29,
    )
    .unwrap();
    let l = layout::lay_out(&list, &Options::default()).unwrap();
    assert_valid(&list, &l);
    assert_eq!(l.puzzle.alphabet, gridwright::grid::Alphabet::cyrillic());
    assert!(layout::render_text(&list, &l).contains("СОБАКА"));
}

#[test]
fn a_long_answer_goes_down_in_a_tall_bound() {
    // ELEPHANT (8) is wider than 6 columns allow, so it must run down.
    let list = layout::parse("ELEPHANT\nANT\nHEN\nTEA\n", "t", 10).unwrap();
    let opts = Options {
        max_width: 6,
        max_height: 10,
        ..Options::default()
    };
    let l = layout::lay_out(&list, &opts).unwrap();
    assert_valid(&list, &l);
    assert!(l.unplaced.is_empty(), "{:?}", l.unplaced);
    assert!(l.arrangement.width <= 6);
    let elephant = l.words.iter().find(|w| w.entry == 0).unwrap();
    assert_eq!(elephant.direction, gridwright::grid::Direction::Down);
}

#[test]
fn combs_lay_their_long_spine_in_one_line() {
    // Ours, and crosswordsmith's own (its planted comb solutions).
    for (name, spine) in [
        ("comb37.txt", 37),
        ("comb49.txt", 49),
        ("crosswordsmith/benchmark_20_words.txt", 37),
        ("crosswordsmith/benchmark_26_words.txt", 49),
    ] {
        let list = load(name);
        let l = layout::lay_out(&list, &Options::default()).unwrap();
        assert_valid(&list, &l);
        assert!(l.unplaced.is_empty(), "{name}: {:?}", l.unplaced);
        let a = &l.arrangement;
        assert!(
            a.width.max(a.height) >= spine,
            "{name}: {}x{}",
            a.width,
            a.height
        );
        assert_eq!(
            l.words.iter().find(|w| w.entry == 0).map(|w| w.cells.len()),
            Some(spine)
        );
    }
}

#[test]
fn digits_and_symbols_are_kept_as_squares() {
    let list = layout::parse(
        "R2D2\tdroid\nCATCH-22\tnovel\nC3PO\tdroid\nDROID\tbot\nCAT\tpet\nAT&T\tphone co.\n",
        "d.txt",
        29,
    )
    .unwrap();
    assert_eq!(
        list.entries[1].letters.len(),
        7,
        "CATCH22: the hyphen goes, the digits stay"
    );
    assert_eq!(list.symbols, vec!['&', '2', '3']);
    let l = layout::lay_out(&list, &Options::default()).unwrap();
    assert_valid(&list, &l);
    let r2d2 = l.words.iter().find(|w| w.entry == 0).expect("R2D2 placed");
    let g = &l.puzzle.grid;
    assert_eq!(g.rebus_at(r2d2.cells[1]), Some("2"));
    assert_eq!(g.rebus_at(r2d2.cells[3]), Some("2"));
    let doc = layout::json::to_json(&list, &l);
    let p = r2d2.cells[1];
    assert_eq!(doc["grid"][p.row][p.col]["letter"], "2");
}
