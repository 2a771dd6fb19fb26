//! Unit tests of the reader and writer on small hand-written files.

use super::*;
use crate::grid::text::parse_grid;
use crate::grid::{Alphabet, Cell, ClueKey, Direction, Pos, Symmetry};

#[test]
fn round_trips_a_cyrillic_puzzle_with_studio_facts() {
    let a = Alphabet::cyrillic();
    let grid = parse_grid("КОТ\nО.Ё\nТЁЩ", &a).unwrap();
    let mut p = Puzzle::new(grid);
    p.alphabet = a;
    p.meta.title = "Кот".into();
    p.meta.symmetry = Symmetry::Diagonal;
    p.locked.insert(Pos::new(0, 0));
    p.clues
        .insert(ClueKey::new(1, Direction::Across), "Мурлыка".into());
    let text = to_string(&p, true).unwrap();
    let back = parse(text.as_bytes()).unwrap();
    assert_eq!(back.puzzle, p);
    assert!(back.warnings.is_empty(), "{:?}", back.warnings);
}

#[test]
fn reads_the_variants_other_tools_write() {
    let src = r##"{
      "version": "http://ipuz.org/v1", "kind": ["http://ipuz.org/crossword#1"],
      "dimensions": {"width": "3", "height": 3}, "empty": "_", "block": "X",
      "puzzle": [[{"cell": 1, "style": {"shapebg": "circle"}}, "2", "X"],
                 ["_", 0, null], [3, "0", "#"]],
      "solution": [["C", {"value": "A"}, null], ["A", "WX", null], ["T", "", "#"]],
      "clues": {"Across:Horizontal": [{"number": 1, "clue": "Vehicle"}],
                "Down": [["1", "Feline"], "junk"], "Diagonal": []}
    }"##;
    let f = parse(src.as_bytes()).unwrap();
    let p = &f.puzzle;
    let g = crate::grid::text::format_grid(&p.grid, &p.alphabet);
    assert_eq!(g, "CA#\nA{WX}#\nT.#\n");
    assert_eq!(p.clue(1, Direction::Down), Some("Feline"));
    assert_eq!(p.clue(1, Direction::Across), Some("Vehicle"));
    assert!(p.style(Pos::new(0, 0)).circled);
    // 1, 2 and 3 are not the standard numbering of this grid (3 would be 4): kept.
    assert_eq!(p.labels.get(&Pos::new(2, 0)).map(String::as_str), Some("3"));
    let titles: Vec<&str> = p.extra_clues.iter().map(|l| l.title.as_str()).collect();
    assert_eq!(titles, ["Down", "Diagonal"]);
    assert_eq!(p.extra_clues[0].clues[0].text, "junk");
    let w = f.warnings.join("\n");
    assert!(w.contains("omitted") && w.contains("\"Down\""), "{w}");
    let back = parse(to_string(p, true).unwrap().as_bytes()).unwrap();
    assert_eq!(&back.puzzle, p);
}

/// A small grid: `AB` / `CD`, clued.
fn mini() -> Puzzle {
    let mut p = Puzzle::new(parse_grid("AB\nCD", &Alphabet::latin()).unwrap());
    for (n, d, t) in [
        (1, Direction::Across, "a"),
        (3, Direction::Across, "b"),
        (1, Direction::Down, "c"),
        (2, Direction::Down, "d"),
    ] {
        p.clues.insert(ClueKey::new(n, d), t.into());
    }
    p
}

#[test]
fn the_jsonp_wrapper_and_a_bom_are_accepted() {
    let json = to_string(&mini(), false).unwrap();
    for wrapped in [
        format!("ipuz({json})"),
        format!("\u{feff}{json}"),
        format!("\u{feff} ipuz ( {json} ) ;\n"),
        format!("callback_1({json});"),
    ] {
        let f = parse(wrapped.as_bytes()).unwrap_or_else(|e| panic!("{e}: {wrapped}"));
        assert_eq!(f.puzzle, mini());
    }
    // Errors inside the wrapper still point into the file as written.
    let err = parse(b"ipuz({\n  \"title\": ,\n})")
        .unwrap_err()
        .to_string();
    assert!(err.contains("line 2, column 12"), "{err}");
    let err = parse(b"\xEF\xBB\xBF{\"title\" 1}").unwrap_err().to_string();
    assert!(err.contains("line 1, column 10"), "{err}");
    // Not a wrapper: left for the JSON parser to refuse.
    assert!(parse(b"ipuz{}").is_err());
    assert!(parse(b"ipuz(").is_err());
}

#[test]
fn huge_dimensions_are_refused_before_anything_is_allocated() {
    let src = r#"{"kind": ["http://ipuz.org/crossword#1"], "puzzle": [],
        "dimensions": {"width": 4000000000, "height": 4000000000}}"#;
    let err = parse(src.as_bytes()).unwrap_err();
    assert!(matches!(err, IpuzError::Size { .. }), "{err}");
    let src = r#"{"kind": ["http://ipuz.org/crossword#1"], "puzzle": [],
        "dimensions": {"width": 1e300, "height": 3}}"#;
    assert!(parse(src.as_bytes()).is_err());
}

#[test]
fn digits_symbols_and_long_answers_are_rebus_squares() {
    let src = r##"{"kind": ["http://ipuz.org/crossword#1"],
      "dimensions": {"width": 3, "height": 2},
      "puzzle": [[1, 2, 3], [4, 0, 0]],
      "solution": [["1", "$", "star"], ["É", "b", 7]]}"##;
    let p = parse(src.as_bytes()).unwrap().puzzle;
    assert_eq!(p.answer_at(Pos::new(0, 0)).as_deref(), Some("1"));
    assert_eq!(p.grid.rebus_at(Pos::new(0, 1)), Some("$"));
    assert_eq!(p.grid.rebus_at(Pos::new(0, 2)), Some("STAR"));
    assert_eq!(p.grid.rebus_at(Pos::new(1, 0)), Some("É"));
    assert_eq!(p.grid.cell(Pos::new(1, 1)), Cell::Letter(1));
    assert_eq!(p.grid.rebus_at(Pos::new(1, 2)), Some("7"));
    assert!(p.alphabet.is_latin());
    let back = parse(to_string(&p, false).unwrap().as_bytes()).unwrap();
    assert_eq!(back.puzzle, p);
}

#[test]
fn markers_never_collide_with_answers() {
    let mut p = mini();
    p.grid.set_rebus(Pos::new(0, 0), "#").unwrap();
    p.grid.set_rebus(Pos::new(1, 1), "0").unwrap();
    p.grid.set(Pos::new(0, 1), Cell::Block).unwrap();
    let json = to_string(&p, false).unwrap();
    let back = parse(json.as_bytes()).unwrap().puzzle;
    assert_eq!(back.grid, p.grid, "{json}");
}

#[test]
fn styles_bars_and_given_letters() {
    let src = r##"{"kind": ["http://ipuz.org/crossword#1"],
      "dimensions": {"width": 3, "height": 3},
      "styles": {"ring": {"shapebg": "circle"}},
      "puzzle": [
        [{"cell": 1, "style": "ring"}, {"cell": 2, "style": {"highlight": true}}, {"cell": 3, "style": {"color": "DCDCDC"}}],
        [{"cell": 4, "style": {"barred": "T, L"}}, {"cell": 0, "style": {"barred": "RB"}}, {"cell": 0, "value": "F"}],
        [{"cell": 5, "style": {"mark": {"TR": "x"}, "imagebg": "data:"}}, 0, {"cell": "#", "style": {"barred": "T"}}]],
      "solution": [["A", "B", "C"], ["D", "E", "F"], ["G", "H", "#"]]}"##;
    let f = parse(src.as_bytes()).unwrap();
    let p = &f.puzzle;
    assert!(p.style(Pos::new(0, 0)).circled);
    assert!(p.style(Pos::new(0, 1)).shaded);
    let grey = p.style(Pos::new(0, 2));
    assert_eq!(grey.color, Some(crate::grid::Rgb(0xDC, 0xDC, 0xDC)));
    assert!(!grey.shaded, "a grey colour is a colour, not shading");
    // T on (1,0) is the bottom of (0,0); its L is the border. R, B on (1,1).
    assert!(p.style(Pos::new(0, 0)).bar_bottom);
    assert!(p.style(Pos::new(1, 1)).bar_right && p.style(Pos::new(1, 1)).bar_bottom);
    // The block's top bar is the bottom of (1,2).
    assert!(p.style(Pos::new(1, 2)).bar_bottom);
    assert!(p.style(Pos::new(1, 2)).given);
    assert!(!p.style(Pos::new(1, 0)).bar_right);
    let w = f.warnings.join("\n");
    assert!(w.contains("mark TR") && w.contains("imagebg"), "{w}");
    let json = to_string(p, false).unwrap();
    assert!(json.contains(r#""value": "F""#), "{json}");
    let back = parse(json.as_bytes()).unwrap();
    assert_eq!(&back.puzzle, p);
    assert!(back.warnings.is_empty(), "{:?}", back.warnings);
}

#[test]
fn markup_goes_to_clue_markup_and_back() {
    let src = r##"{"kind": ["http://ipuz.org/crossword#1"],
      "dimensions": {"width": 2, "height": 2},
      "puzzle": [[1, 2], [3, 0]], "solution": [["A", "B"], ["C", "D"]],
      "clues": {"Across": [[1, "<i>Breaking Bad</i> star"], [3, "Tom &amp; Jerry"]],
                "Down": [[1, "a  <b>  b"], [2, "&lt;i&gt; is  a tag"]]}}"##;
    let p = parse(src.as_bytes()).unwrap().puzzle;
    let key = ClueKey::new(1, Direction::Across);
    assert_eq!(p.clues[&key], "Breaking Bad star");
    assert_eq!(p.clue_markup(key), Some("<i>Breaking Bad</i> star"));
    assert_eq!(p.clue(3, Direction::Across), Some("Tom & Jerry"));
    assert!(
        !p.clue_markup
            .contains_key(&ClueKey::new(3, Direction::Across))
    );
    assert_eq!(p.clue(2, Direction::Down), Some("<i> is a tag"));
    let back = parse(to_string(&p, false).unwrap().as_bytes())
        .unwrap()
        .puzzle;
    assert_eq!(back, p);
    // Plain text that looks like markup is escaped, with its exact spacing kept aside.
    let mut q = mini();
    q.clues
        .insert(ClueKey::new(1, Direction::Across), "  <b>  &amp;  ".into());
    let json = to_string(&q, false).unwrap();
    assert!(json.contains("&lt;b&gt;"), "{json}");
    assert_eq!(parse(json.as_bytes()).unwrap().puzzle, q);
}

#[test]
fn diagramless_and_no_solution_are_kept() {
    let mut p = mini();
    p.meta.diagramless = true;
    let json = to_string(&p, false).unwrap();
    assert!(json.contains("crossword/diagramless"), "{json}");
    assert_eq!(parse(json.as_bytes()).unwrap().puzzle, p);

    let mut p = Puzzle::new(parse_grid("..\n.#", &Alphabet::latin()).unwrap());
    p.meta.no_solution = true;
    let json = to_string(&p, false).unwrap();
    assert!(!json.contains("\"solution\""), "{json}");
    let f = parse(json.as_bytes()).unwrap();
    assert_eq!(f.puzzle, p);
    assert!(f.warnings.join(" ").contains("no solution"));
    // Letters typed in later are written, and the mark survives.
    p.grid.set(Pos::new(0, 0), Cell::Letter(0)).unwrap();
    let json = to_string(&p, true).unwrap();
    assert!(json.contains("\"solution\""), "{json}");
    assert_eq!(parse(json.as_bytes()).unwrap().puzzle, p);
}

#[test]
fn explicit_labels_find_their_entries_and_stray_clues_are_kept() {
    // Standard numbering would be 1 2 / 3; the file numbers 7 8 / 9 and has a clue that
    // covers half an entry.
    let src = r##"{"kind": ["http://ipuz.org/crossword#1"],
      "dimensions": {"width": 2, "height": 2},
      "puzzle": [[7, 8], [9, 0]], "solution": [["A", "B"], ["C", "D"]],
      "clues": {"Across": [[9, "Bottom"], {"number": "7", "cells": [[1, 1], [2, 1]], "clue": "Top"}],
                "Down": [[8, "Right"], {"number": "x", "cells": [[1, 1]], "clue": "Half"}]}}"##;
    let f = parse(src.as_bytes()).unwrap();
    let p = &f.puzzle;
    assert_eq!(p.labels.len(), 3);
    assert_eq!(p.clue(1, Direction::Across), Some("Top"));
    assert_eq!(p.clue(3, Direction::Across), Some("Bottom"));
    assert_eq!(p.clue(2, Direction::Down), Some("Right"));
    assert_eq!(p.clue(1, Direction::Down), None);
    assert_eq!(p.extra_clues.len(), 1);
    assert_eq!(p.extra_clues[0].title, "Down");
    assert_eq!(p.extra_clues[0].clues[0].cells, [Pos::new(0, 0)]);
    assert!(
        f.warnings.join(" ").contains("fits no entry"),
        "{:?}",
        f.warnings
    );
    let back = parse(to_string(p, false).unwrap().as_bytes()).unwrap();
    assert_eq!(&back.puzzle, p);
}

#[test]
fn metadata_fields_round_trip() {
    let mut p = mini();
    let m = &mut p.meta;
    m.title = "T".into();
    m.author = "A".into();
    m.editor = "E".into();
    m.publisher = "P".into();
    m.copyright = "© C".into();
    m.date = "01/02/2026".into();
    m.notes = "N".into();
    m.intro = "I".into();
    m.explanation = "X".into();
    m.url = "https://example.org/p".into();
    m.difficulty = "Hard".into();
    let json = to_string(&p, false).unwrap();
    for key in [
        "editor",
        "publisher",
        "date",
        "intro",
        "explanation",
        "url",
        "difficulty",
    ] {
        assert!(json.contains(&format!("\"{key}\"")), "{key}");
    }
    assert_eq!(parse(json.as_bytes()).unwrap().puzzle, p);
}

#[test]
fn saved_progress_is_named_not_given() {
    let src = r##"{"kind": ["http://ipuz.org/crossword#1"],
      "dimensions": {"width": 2, "height": 2},
      "puzzle": [[1, 2], [3, 0]], "solution": [["A", "B"], ["C", "D"]],
      "saved": [["A", null], [null, null]]}"##;
    let f = parse(src.as_bytes()).unwrap();
    assert!(f.puzzle.styles.is_empty());
    assert!(f.warnings.join(" ").contains("saved"), "{:?}", f.warnings);
}

#[test]
fn errors_are_specific() {
    let err = |s: &str| parse(s.as_bytes()).unwrap_err().to_string();
    assert!(err("[1]").contains("JSON object"));
    assert!(err("{\"kind\": [\"http://ipuz.org/sudoku#1\"]}").contains("sudoku"));
    assert!(err("{\"kind\": \"http://ipuz.org/crossword#1\", \"puzzle\": [], \"dimensions\": {\"width\": 256, \"height\": 5}}").contains("256×5"));
    assert!(err("{\"title\": 1,").contains("line 1"));
    let bad_utf8 = parse(b"{\"title\": \"\xff\"}").unwrap_err().to_string();
    assert!(bad_utf8.contains("not valid JSON"), "{bad_utf8}");
}

#[test]
fn two_lists_of_one_direction_share_one_extra_list() {
    // Found by fuzzing: "DoWn" and "Down" are both Down lists.
    let src = r##"{"kind": ["http://ipuz.org/crossword#1"],
      "dimensions": {"width": 2, "height": 2},
      "puzzle": [[1, 2], [3, 0]], "solution": [["A", "B"], ["C", ": "]],
      "clues": {"Across": [[1, "x"]], "DoWn": [[1, "a"], [1, "b"], [9, "nine"]],
                "Rows": [], "Down": [[1, "c"], [2, "d"]]}}"##;
    let f = parse(src.as_bytes()).unwrap();
    let p = &f.puzzle;
    assert_eq!(p.clue(1, Direction::Down), Some("a"));
    assert_eq!(p.clue(2, Direction::Down), Some("d"));
    let titles: Vec<&str> = p.extra_clues.iter().map(|l| l.title.as_str()).collect();
    assert_eq!(titles, ["DoWn", "Rows"]);
    let texts: Vec<&str> = p.extra_clues[0]
        .clues
        .iter()
        .map(|c| c.text.as_str())
        .collect();
    assert_eq!(texts, ["b", "nine", "c"]);
    assert_eq!(p.grid.rebus_at(Pos::new(1, 1)), Some(":"));
    let back = parse(to_string(p, false).unwrap().as_bytes()).unwrap();
    assert_eq!(&back.puzzle, p);
    // A ": " cell in the puzzle grid is a block, as ":" is.
    let src = src.replace("[3, 0]]", "[3, \": \"]]");
    let p = parse(src.as_bytes()).unwrap().puzzle;
    assert!(p.grid.cell(Pos::new(1, 1)).is_block());
}

#[test]
fn odd_clue_cells_are_counted_not_trusted() {
    let src = r##"{"kind": ["http://ipuz.org/crossword#1"],
      "dimensions": {"width": 2, "height": 2},
      "puzzle": [[1, 2], [3, 0]], "solution": [["A", "B"], ["C", "D"]],
      "clues": {"Rows": [{"number": "R", "clue": "r",
        "cells": [[-9223372036854775808, 1], [1.5, 1], "x", [2, 2]]}]}}"##;
    let f = parse(src.as_bytes()).unwrap();
    let row = &f.puzzle.extra_clues[0].clues[0];
    assert_eq!(row.cells, [Pos::new(1, 1)]);
    assert!(
        f.warnings.join(" ").contains("3 clue cells"),
        "{:?}",
        f.warnings
    );
}

#[test]
fn fields_of_the_wrong_type_name_the_field_or_square() {
    let kind = r#""kind": ["http://ipuz.org/crossword#1"]"#;
    let grid = r#""puzzle": [[1, 2], [3, 0]]"#;
    let refused = [
        ("[1, 2]".to_string(), "is a JSON object, this one is not"),
        (
            format!("{{{kind}, \"puzzle\": null}}"),
            "puzzle should be an array of rows",
        ),
        (format!("{{{kind}}}"), "\"puzzle\" is missing"),
        (
            format!("{{\"kind\": 5, {grid}}}"),
            "kind should be an array of kind URLs",
        ),
        (
            format!("{{{kind}, {grid}, \"dimensions\": null}}"),
            "\"width\" is missing",
        ),
        (
            format!("{{{kind}, {grid}, \"dimensions\": {{\"width\": 2, \"height\": null}}}}"),
            "dimensions.height should be a whole number",
        ),
        (
            format!("{{{kind}, \"puzzle\": [[1, 2], 7]}}"),
            "puzzle row 2 should be an array of cells",
        ),
        (
            format!("{{{kind}, \"puzzle\": [[1, 2], [3, [4]]]}}"),
            "puzzle at r2c2: cannot read the cell value [4]",
        ),
        (
            format!("{{{kind}, \"puzzle\": [[1, 2], [3, {{\"cell\": true}}]]}}"),
            "puzzle at r2c2: cannot read the cell value {\"cell\":true, …}",
        ),
        (
            format!("{{{kind}, \"puzzle\": [[1, 2], [3, {{\"cell\": 1, \"cell\": 2}}]]}}"),
            "puzzle at r2c2",
        ),
        (
            format!("{{{kind}, {grid}, \"solution\": [[\"A\", \"B\"], [\"C\", true]]}}"),
            "solution at r2c2: cannot read the cell value true",
        ),
        (
            format!("{{{kind}, {grid}, \"solution\": [[\"A\", \"B\"], [\"C\", [[\"D\"]]]]}}"),
            "solution at r2c2: cannot read the cell value [\"D\"]",
        ),
        (
            format!("{{{kind}, {grid}, \"charset\": 5}}"),
            "charset should be a string of letters",
        ),
        (
            format!("{{{kind}, {grid}, \"clues\": []}}"),
            "clues should be an object of clue lists",
        ),
    ];
    for (src, expected) in refused {
        let err = parse(src.as_bytes()).map(|_| ()).unwrap_err().to_string();
        assert!(err.contains(expected), "{src}: {err}");
    }
    let warned = [
        (r#""title": [1]"#, "title: [1] is not text, ignored"),
        (
            r#""clues": {"Across": 3}"#,
            "clues.Across: not a list of clues, ignored",
        ),
        (
            r#""clues": {"Across": [[1, 2], {"clue": 5}, true]}"#,
            "3 clues could not be read and were ignored: clues.Across: [1,2]; clues.Across: {\"clue\":5, …}; clues.Across: true",
        ),
        (
            r#""styles": {"s": {"highlight": 1, "mark": {"TL": null}, "fancy": 2}}, "puzzle": [[{"cell": 1, "style": "s"}, 2], [3, 0]]"#,
            "square styles not kept: fancy (1 square), highlight (1 square), mark TL (1 square)",
        ),
        (
            r##""saved": [["A", 0], [null, "#"]], "zones": [{}]"##,
            "saved: the solver's progress (1 squares) is not kept",
        ),
        (r#""zones": [{}]"#, "zones: not kept"),
    ];
    for (fields, expected) in warned {
        let src = if fields.contains("\"puzzle\"") {
            format!("{{{kind}, {fields}}}")
        } else {
            format!("{{{kind}, {grid}, {fields}}}")
        };
        let file = parse(src.as_bytes()).unwrap_or_else(|e| panic!("{src}: {e}"));
        let all = file.warnings.join("\n");
        assert!(all.contains(expected), "{src}:\n{all}");
    }
}

#[test]
fn unknown_fields_are_carried_and_duplicate_keys_keep_the_last() {
    let src = r#"{"kind": ["http://ipuz.org/crossword#1"], "origin": {"app": "X"},
        "title": "first", "puzzle": [[1, 2], [3, 0]], "title": "second",
        "clues": {"Down": [[1, "d"]], "Across": [[1, "a"]]}}"#;
    let p = parse(src.as_bytes()).unwrap().puzzle;
    assert_eq!(p.meta.title, "second");
    let carried: Vec<(&str, &[u8])> = p
        .carried
        .iter()
        .map(|c| (c.name.as_str(), c.data.as_slice()))
        .collect();
    assert_eq!(carried, [("origin", br#"{"app":"X"}"#.as_slice())]);
    assert_eq!(p.clue(1, Direction::Across), Some("a"));
    assert_eq!(p.clue(1, Direction::Down), Some("d"));
}
