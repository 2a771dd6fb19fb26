//! Across Lite Text files (puzpy's test files) read through the text reader with their facts
//! checked, gridwright's text puzzle carrying every field it can, and round trips.

use gridwright::formats::{self, Format, loss, text};
use gridwright::grid::{
    Alphabet, Cell, ClueKey, Direction, Grid, Pos, Puzzle, Rgb, Style, Symmetry,
};
use proptest::prelude::*;
use std::path::Path;

const PUZPY: [&str; 4] = [
    "text_format_v1.txt",
    "text_format_v2_mark.txt",
    "text_format_v2_rebus.txt",
    "diagramless.txt",
];

fn bytes(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/real/text/puzpy")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn read(name: &str) -> text::TextFile {
    text::read(&bytes(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn key(n: u16, d: Direction) -> ClueKey {
    ClueKey::new(n, d)
}

/// The entry's clue and its answer (rebus spelled out).
fn entry(p: &Puzzle, n: u16, d: Direction) -> (String, String) {
    let slots = p.slots();
    let slot = slots.get(slots.find(n, d).expect("entry"));
    let answer = slot.answer(&p.grid, &p.alphabet).unwrap_or_default();
    (p.clues.get(&key(n, d)).cloned().unwrap_or_default(), answer)
}

fn counts(p: &Puzzle) -> (usize, usize, usize) {
    let slots = p.slots();
    let across = slots
        .all()
        .iter()
        .filter(|s| s.direction == Direction::Across)
        .count();
    let blocks = p.grid.cells().iter().filter(|c| c.is_block()).count();
    (across, slots.len() - across, blocks)
}

#[test]
fn version_1_example() {
    let f = read("text_format_v1.txt");
    let p = &f.puzzle;
    assert!(f.warnings.is_empty(), "{:?}", f.warnings);
    assert_eq!((p.grid.width(), p.grid.height()), (15, 15));
    assert_eq!(counts(p), (39, 39, 34));
    assert_eq!(p.meta.title, "Politics: Who, what, where and why");
    assert_eq!(p.meta.author, "Created by Avalonian");
    assert_eq!(p.meta.copyright, "© 1995 Literate Software Systems");
    assert_eq!(
        p.meta.notes,
        "This is an example notepad entry with\ntwo lines in it."
    );
    let e = |n, d| entry(p, n, d);
    assert_eq!(e(1, Direction::Across), ("Destiny".into(), "FATE".into()));
    assert_eq!(
        e(5, Direction::Across),
        ("Above water, barely".into(), "AWASH".into())
    );
    assert_eq!(
        e(61, Direction::Across),
        ("Encourage".into(), "ABET".into())
    );
    assert_eq!(
        e(1, Direction::Down),
        ("Biting insect".into(), "FLEA".into())
    );
    assert_eq!(
        e(55, Direction::Down),
        ("Tax break savings account".into(), "IRA".into())
    );
    assert_eq!(p.clues.len(), 78);
    assert!(p.styles.is_empty() && !p.meta.diagramless && !p.meta.no_solution);
}

#[test]
fn version_2_mark_circles_lowercase_squares() {
    let f = read("text_format_v2_mark.txt");
    let p = &f.puzzle;
    assert!(f.warnings.is_empty(), "{:?}", f.warnings);
    assert_eq!((p.grid.width(), p.grid.height()), (3, 3));
    assert_eq!(p.meta.title, "Mark Flag Test");
    assert_eq!(p.meta.author, "Test");
    assert_eq!(p.meta.copyright, "");
    let circled: Vec<Pos> = p
        .styles
        .iter()
        .filter(|(_, s)| s.circled)
        .map(|(q, _)| *q)
        .collect();
    assert_eq!(circled, [Pos::new(0, 0), Pos::new(0, 2)]);
    assert_eq!(p.styles.len(), 2);
    assert_eq!(entry(p, 1, Direction::Across).1, "ABC");
    assert_eq!(entry(p, 3, Direction::Down), ("clue".into(), "CFI".into()));
    assert_eq!(p.clues.len(), 6);
}

#[test]
fn version_2_rebus_markers() {
    let f = read("text_format_v2_rebus.txt");
    let p = &f.puzzle;
    assert!(f.warnings.is_empty(), "{:?}", f.warnings);
    assert_eq!((p.grid.width(), p.grid.height()), (5, 5));
    assert_eq!(p.meta.title, "Rebus Text Format Test");
    assert_eq!(p.grid.rebus_at(Pos::new(0, 0)), Some("STAR"));
    assert_eq!(p.grid.rebus_at(Pos::new(1, 0)), Some("BIG"));
    assert_eq!(p.grid.rebus_squares().count(), 2);
    assert_eq!(entry(p, 1, Direction::Across).1, "STARTARS");
    assert_eq!(entry(p, 6, Direction::Across).1, "BIGIGDE");
    assert_eq!(entry(p, 1, Direction::Down).1, "STARBIGFKP");
    assert_eq!(p.clues.len(), 10);
}

#[test]
fn diagramless_utf8_puzzle() {
    let f = read("diagramless.txt");
    let p = &f.puzzle;
    assert!(f.warnings.is_empty(), "{:?}", f.warnings);
    assert_eq!((p.grid.width(), p.grid.height()), (16, 17));
    assert!(p.meta.diagramless);
    assert_eq!(counts(p), (42, 38, 88));
    assert_eq!(p.meta.title, "Diagramless #2");
    assert_eq!(p.meta.author, "Andrew J. Ries");
    assert_eq!(p.meta.copyright, "© 2021", "the © is not doubled");
    assert_eq!(
        entry(p, 53, Direction::Across),
        (
            "Incremental expansion of a goal ... and what's depicted across four rows of the completed grid?".into(),
            "MISSIONCREEP".into()
        )
    );
    assert_eq!(
        entry(p, 22, Direction::Down),
        (
            "Coin that features the profile of Kemal Atatürk".into(),
            "LIRA".into()
        )
    );
    assert_eq!(entry(p, 1, Direction::Across).1, "ALA");
}

#[test]
fn every_puzpy_file_keeps_everything_as_a_text_puzzle() {
    for name in PUZPY {
        let p = read(name).puzzle;
        assert!(loss::losses(&p, Format::Text).is_empty(), "{name}");
        let written = text::to_string(&p);
        let back = text::read(written.as_bytes()).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(back.warnings.is_empty());
        assert_eq!(back.puzzle, p, "{name}\n{written}");
        assert_eq!(text::to_string(&back.puzzle), written);
    }
    let mark = text::to_string(&read("text_format_v2_mark.txt").puzzle);
    assert!(
        mark.starts_with("; Title: Mark Flag Test\n; Author: Test\n; Circles: r1c1 r1c3\nABC\n"),
        "{mark}"
    );
    let diagramless = text::to_string(&read("diagramless.txt").puzzle);
    assert!(
        diagramless.contains("; Diagramless: yes\n"),
        "{diagramless}"
    );
}

#[test]
fn loading_a_txt_file_passes_the_warnings_on() {
    let mut input = bytes("text_format_v1.txt");
    // One Windows-1252 byte: the file is no longer UTF-8.
    let at = input.windows(7).position(|w| w == b"Destiny").unwrap();
    input[at + 1] = 0xE9;
    let loaded = formats::read_bytes(&input, Format::Text, Path::new("v1.txt")).unwrap();
    assert_eq!(loaded.warnings, ["not UTF-8; read as Windows-1252"]);
    assert_eq!(
        loaded
            .puzzle
            .clues
            .get(&key(1, Direction::Across))
            .map(String::as_str),
        Some("Déstiny")
    );
}

#[test]
fn errors_name_the_line() {
    let v2 = String::from_utf8(bytes("text_format_v2_rebus.txt")).unwrap();
    let cases = [
        (
            v2.replace("\t5x5", "\t5 by 5"),
            "line 9: <SIZE> is columns x rows such as 15x15, not \"5 by 5\"",
        ),
        (
            v2.replace("\tKLMNO", "\tKLMN"),
            "line 14: the row length is 4 but 5 was expected",
        ),
        (
            v2.replace("\tKLMNO", "\tKL MN"),
            "line 14, column 4: ' ' cannot be a square of the grid",
        ),
        (
            v2.replace("\tPQRST\n", ""),
            "line 14: the number of grid rows is 4 but 5 was expected",
        ),
    ];
    for (input, message) in cases {
        let e = text::read(input.as_bytes()).unwrap_err();
        assert_eq!(e.to_string(), message);
    }
    let e = text::parse(b"; Circles: r1c1 r4c1\nAB\nCD\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 1: \"r4c1\" is not a square of the 2\u{d7}2 grid (write r1c1 to r2c2)"
    );
    let e = text::parse(b"; Title: t\n; No-solution: maybe\nAB\nCD\n").unwrap_err();
    assert_eq!(e.to_string(), "line 2: \"maybe\" is not yes or no");
}

#[test]
fn a_grid_of_x_is_read_as_no_solution_and_kept_so() {
    let v1 = String::from_utf8(bytes("text_format_v1.txt")).unwrap();
    let mut lines: Vec<String> = v1.lines().map(String::from).collect();
    let grid = lines.iter().position(|l| l == "<GRID>").unwrap();
    for l in &mut lines[grid + 1..grid + 16] {
        *l = l
            .chars()
            .map(|c| if c == '.' || c == '\t' { c } else { 'X' })
            .collect();
    }
    let f = text::read(lines.join("\n").as_bytes()).unwrap();
    let p = &f.puzzle;
    assert!(p.meta.no_solution);
    assert!(
        p.grid
            .cells()
            .iter()
            .all(|&c| c == Cell::Block || c == Cell::Empty)
    );
    assert_eq!(counts(p), (39, 39, 34));
    assert_eq!(
        p.clues.get(&key(1, Direction::Across)).map(String::as_str),
        Some("Destiny")
    );
    assert_eq!(f.warnings.len(), 1);
    let written = text::to_string(p);
    assert!(written.contains("; No-solution: yes\n"), "{written}");
    assert_eq!(text::parse(written.as_bytes()).unwrap(), *p);
}

// ---- generated puzzles ----

/// Text as the text puzzle keeps it: trimmed, any characters but none that end a line early.
fn field(max: usize) -> impl Strategy<Value = String> {
    let ch = prop_oneof![
        6 => proptest::char::range(' ', '~'),
        2 => proptest::sample::select(vec!['é', 'Ж', '中', '—', '’', '🙂', 'ß', '\\', '{']),
        1 => Just('\n'),
    ];
    proptest::collection::vec(ch, 0..max)
        .prop_map(|v| v.into_iter().collect::<String>().trim().to_string())
}

const REBUS: [&str; 5] = ["STAR", "7", "$", "ÉTÉ", "HEART"];

/// A puzzle with what the text puzzle holds: rebus, circles, shading, every metadata field,
/// the flags and the symmetry, in A–Z or Cyrillic.
fn puzzle() -> impl Strategy<Value = Puzzle> {
    (
        2usize..=12,
        2usize..=12,
        any::<u64>(),
        any::<bool>(),
        proptest::collection::vec(field(30), 11),
        proptest::collection::vec(field(40), 1..10),
        (any::<bool>(), any::<bool>(), 0usize..3),
    )
        .prop_map(
            |(w, h, seed, cyrillic, meta, clues, (no_solution, diagramless, sym))| {
                let mut rng = fastrand::Rng::with_seed(seed);
                let alphabet = if cyrillic {
                    Alphabet::cyrillic()
                } else {
                    Alphabet::latin()
                };
                let mut grid = Grid::new(w, h).unwrap();
                for q in grid.positions().collect::<Vec<_>>() {
                    match rng.u8(0..20) {
                        0..=2 => {
                            grid.set(q, Cell::Block).unwrap();
                        }
                        3 => {
                            grid.set_rebus(q, REBUS[rng.usize(0..REBUS.len())]).unwrap();
                        }
                        4 => {}
                        _ => {
                            grid.set(q, Cell::Letter(rng.u8(0..alphabet.len() as u8)))
                                .unwrap();
                        }
                    }
                }
                let mut p = Puzzle::new(grid);
                p.alphabet = alphabet;
                for ((_, f), v) in p.meta.text_fields_mut().into_iter().zip(meta) {
                    *f = v;
                }
                let m = &mut p.meta;
                (m.no_solution, m.diagramless) = (no_solution, diagramless);
                m.symmetry = [Symmetry::Rotational, Symmetry::None, Symmetry::Diagonal][sym];
                for q in p.grid.positions().collect::<Vec<_>>() {
                    let style = Style {
                        circled: rng.u8(0..6) == 0,
                        shaded: rng.u8(0..8) == 0,
                        ..Style::default()
                    };
                    p.set_style(q, style);
                }
                let slots = p.slots();
                for (i, s) in slots.all().iter().enumerate() {
                    let text = &clues[i % clues.len()];
                    if !text.is_empty() {
                        p.clues.insert(key(s.number, s.direction), text.clone());
                    }
                }
                p
            },
        )
}

fn config() -> ProptestConfig {
    let cases = std::env::var("GRIDWRIGHT_ROUNDTRIP_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(96);
    ProptestConfig::with_cases(cases)
}

proptest! {
    #![proptest_config(config())]

    /// Everything the text puzzle declares it holds comes back; nothing is reported lost.
    #[test]
    fn generated_puzzles_round_trip_as_text(p in puzzle()) {
        prop_assert!(loss::losses(&p, Format::Text).is_empty());
        let written = text::to_string(&p);
        let back = text::parse(written.as_bytes());
        prop_assert!(back.is_ok(), "{:?}\n{}", back, written);
        prop_assert_eq!(back.unwrap(), p, "{}", written);
    }

    /// What the text puzzle cannot hold is named by the loss report.
    #[test]
    fn colours_and_bars_are_named_as_lost(p in puzzle(), r in any::<u8>()) {
        let mut p = p;
        let q = Pos::new(0, 0);
        let mut s = p.style(q);
        s.color = Some(Rgb(r, 0, 0));
        s.bar_right = true;
        p.set_style(q, s);
        let lost = loss::losses(&p, Format::Text);
        prop_assert_eq!(lost, ["1 coloured square", "1 square with bars"]);
    }

    /// Mutated Across Lite files: never a panic; an accepted one writes back as text unchanged.
    #[test]
    fn mutated_across_lite_files_never_panic(
        file in 0usize..PUZPY.len(),
        edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 0..6),
    ) {
        let mut input = bytes(PUZPY[file]);
        for (at, b) in edits {
            let i = at % input.len();
            input[i] = b;
        }
        if let Ok(f) = text::read(&input) {
            let written = text::to_string(&f.puzzle);
            let back = text::parse(written.as_bytes());
            prop_assert!(back.is_ok(), "{:?}\n{}", back, written);
            prop_assert_eq!(back.unwrap(), f.puzzle);
        }
    }
}
