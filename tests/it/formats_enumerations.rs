//! Enumerations (`(9)`, `(4,5)`, `(6-3)`) in British and barred puzzles: a clue's own
//! enumeration, or its entry's length, goes into the `.ipuz` clue's `enumeration` field with
//! `showenumerations`, the text without it; reading puts it back in the text, so the puzzle
//! round-trips; the `ipuz` Python reader accepts the file; an American puzzle is unchanged.

use gridwright::formats::{self, Format, WriteOptions};
use gridwright::grid::{Alphabet, ClueKey, Direction, HouseStyle, Puzzle, text::parse_grid};
use serde_json::Value;
use std::path::Path;

fn puzzle(house: HouseStyle) -> Puzzle {
    let mut p = Puzzle::new(parse_grid("SEA\nOAK\nNIL", &Alphabet::latin()).expect("grid"));
    p.meta.house = house;
    let mut clue = |n, d, text: &str| p.clues.insert(ClueKey::new(n, d), text.to_string());
    clue(1, Direction::Across, "Main body of water (1,2)");
    clue(4, Direction::Across, "Tree");
    clue(5, Direction::Across, "Nothing (3)");
    clue(1, Direction::Down, "Boy, one born (2-1)");
    p
}

fn ipuz(p: &Puzzle) -> (String, Value) {
    let bytes = formats::to_bytes(p, Format::Ipuz, &WriteOptions::default()).expect("writes");
    let text = String::from_utf8(bytes).expect("utf-8");
    let doc = serde_json::from_str(&text).expect("json");
    (text, doc)
}

fn clue<'a>(doc: &'a Value, list: &str, number: u64) -> &'a Value {
    doc["clues"][list]
        .as_array()
        .expect("list")
        .iter()
        .find(|c| c["number"] == number || c[0] == number)
        .unwrap_or_else(|| panic!("no {list} {number} in {doc}"))
}

#[test]
fn british_clues_carry_their_enumerations_into_ipuz_and_back() {
    for house in [HouseStyle::British, HouseStyle::Barred] {
        let p = puzzle(house);
        let (text, doc) = ipuz(&p);
        assert_eq!(doc["showenumerations"], true, "{text}");
        let sea = clue(&doc, "Across", 1);
        assert_eq!(sea["clue"], "Main body of water", "{text}");
        assert_eq!(sea["enumeration"], "1,2", "{text}");
        assert_eq!(clue(&doc, "Down", 1)["enumeration"], "2-1", "{text}");
        // A clue without one is written with its entry's length.
        let tree = clue(&doc, "Across", 4);
        assert_eq!(tree["clue"], "Tree", "{text}");
        assert_eq!(tree["enumeration"], "3", "{text}");
        // An unclued entry has nothing to enumerate.
        assert_eq!(clue(&doc, "Down", 2)[1], "", "{text}");

        let back =
            formats::read_bytes(text.as_bytes(), Format::Ipuz, Path::new("t.ipuz")).expect("reads");
        assert_eq!(back.puzzle.clues, p.clues, "{house:?}");
        assert_eq!(back.puzzle.meta.house, house);
        assert!(back.warnings.is_empty(), "{:?}", back.warnings);
    }
}

#[test]
fn an_american_puzzle_keeps_its_clues_as_they_are() {
    let p = puzzle(HouseStyle::American);
    let (text, doc) = ipuz(&p);
    assert!(doc.get("showenumerations").is_none(), "{text}");
    assert_eq!(clue(&doc, "Across", 1)[1], "Main body of water (1,2)");
    assert!(!text.contains("\"enumeration\""), "{text}");
}

/// Files of other tools: an enumeration that says more than the length joins the text in
/// any puzzle; one that only repeats it joins only in a British or barred puzzle.
#[test]
fn other_tools_enumerations_join_the_text() {
    let file = |style: &str| {
        format!(
            r#"{{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
            "dimensions": {{"width": 3, "height": 3}}, "showenumerations": true,
            "puzzle": [[1, 2, 3], [4, 0, 0], [5, 0, 0]],
            "solution": [["S", "E", "A"], ["O", "A", "K"], ["N", "I", "L"]],
            {style}
            "clues": {{"Across": [{{"number": 1, "clue": "Water", "enumeration": "1,2"}},
                                  {{"number": 4, "clue": "Tree", "enumeration": "3"}}]}}}}"#
        )
    };
    let read = |text: String| {
        formats::read_bytes(text.as_bytes(), Format::Ipuz, Path::new("t.ipuz"))
            .expect("reads")
            .puzzle
    };
    let plain = read(file(""));
    assert_eq!(plain.clue(1, Direction::Across), Some("Water (1,2)"));
    assert_eq!(plain.clue(4, Direction::Across), Some("Tree"));
    let british = read(file(r#""org.gridwright.studio": {"style": "british"},"#));
    assert_eq!(british.clue(4, Direction::Across), Some("Tree (3)"));
}

#[test]
fn the_ipuz_python_reader_accepts_the_enumerations() {
    let dir = tempfile::tempdir().expect("tempdir");
    let (text, _) = ipuz(&puzzle(HouseStyle::British));
    std::fs::write(dir.path().join("british.ipuz"), text).expect("write");
    let body = "for f in sorted(os.listdir(d)):\n    p = ipuz.read(open(os.path.join(d, f)).read())\n    for c in p['clues']['Across']:\n        print(c['enumeration'] if isinstance(c, dict) else '-')\n";
    let Some(out) = crate::formats_conformance::python_over(dir.path(), "ipuz", body) else {
        eprintln!("skipped: python3 or its ipuz module is missing");
        return;
    };
    assert_eq!(out.lines().collect::<Vec<_>>(), ["1,2", "3", "3"]);
}
