//! `.xd`: kotwords' real files read with every fact checked, written back (directly and
//! through a save slot), and round trips over generated puzzles.

use gridwright::formats::{self, Format, WriteOptions, loss, xd};
use gridwright::grid::{
    Alphabet, Cell, ClueKey, Direction, Grid, Pos, Puzzle, Rgb, Style, Symmetry,
};
use gridwright::store::doc::SlotDoc;
use proptest::prelude::*;
use std::path::Path;

const KOTWORDS: [&str; 5] = [
    "test.xd",
    "test-formatting.xd",
    "test-prefilled.xd",
    "test-shaded.xd",
    "test-barred.xd",
];

fn bytes(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/real/xd/kotwords")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn read(name: &str) -> xd::XdFile {
    xd::parse(&bytes(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn incomplete() -> WriteOptions {
    WriteOptions {
        allow_incomplete: true,
        ..WriteOptions::default()
    }
}

fn across(n: u16) -> ClueKey {
    ClueKey::new(n, Direction::Across)
}

fn down(n: u16) -> ClueKey {
    ClueKey::new(n, Direction::Down)
}

fn clue(p: &Puzzle, key: ClueKey) -> &str {
    p.clues.get(&key).map_or("", String::as_str)
}

/// The 5×5 grid the kotwords files share: its blocks and its answers, rebus spelled out.
fn assert_kotwords_grid(p: &Puzzle, middle: &str) {
    assert_eq!((p.grid.width(), p.grid.height()), (5, 5));
    let blocks: Vec<Pos> = p
        .grid
        .positions()
        .filter(|&q| p.grid.cell(q).is_block())
        .collect();
    assert_eq!(
        blocks,
        [
            Pos::new(0, 4),
            Pos::new(1, 4),
            Pos::new(3, 0),
            Pos::new(4, 0)
        ]
    );
    let row = |r: usize| -> String {
        (0..5)
            .map(|c| p.answer_at(Pos::new(r, c)).unwrap_or_else(|| "#".into()))
            .collect::<Vec<_>>()
            .join(",")
    };
    assert_eq!(row(0), "A,B,C,D,#");
    assert_eq!(row(2), format!("I,J,{middle},L,M"));
    assert_eq!(row(4), "#,1,2,$,@");
    let slots = p.slots();
    let answer = |n, d| {
        let id = slots.find(n, d).expect("entry");
        slots
            .get(id)
            .answer(&p.grid, &p.alphabet)
            .expect("complete")
    };
    assert_eq!(answer(6, Direction::Across), format!("IJ{middle}LM"));
    assert_eq!(answer(3, Direction::Down), format!("CG{middle}O2"));
    assert_eq!(answer(4, Direction::Down), "DHLP$");
    assert_eq!(answer(7, Direction::Down), "MQ@");
}

fn assert_kotwords_meta(p: &Puzzle) {
    assert_eq!(p.meta.title, "Example Puzzle for Kotwords");
    assert_eq!(p.meta.author, "Jeff Davidson");
    assert_eq!(p.meta.copyright, "© 2018 Jeff Davidson");
}

#[test]
fn test_xd_rebus_symbols_circles_metadata_and_clues() {
    let f = read("test.xd");
    let p = &f.puzzle;
    assert_kotwords_grid(p, "XYZ");
    assert_eq!(p.grid.rebus_at(Pos::new(2, 2)), Some("XYZ"));
    assert_eq!(p.grid.rebus_at(Pos::new(4, 3)), Some("$"));
    assert_kotwords_meta(p);
    assert_eq!(p.meta.notes, "Notepad text goes here.");
    let circled: Vec<Pos> = p
        .styles
        .iter()
        .filter(|(_, s)| s.circled)
        .map(|(q, _)| *q)
        .collect();
    assert_eq!(circled, [Pos::new(2, 0), Pos::new(2, 4)]);
    assert_eq!(p.styles.len(), 2);
    assert_eq!(
        clue(p, across(1)),
        "First across clue with special characters αβγδε"
    );
    assert_eq!(clue(p, across(5)), "Second across clue");
    assert_eq!(clue(p, across(6)), "Third across clue");
    assert_eq!(clue(p, across(8)), "Fourth across clue");
    assert_eq!(clue(p, across(9)), "Fifth across clue");
    assert_eq!(clue(p, down(1)), "First down clue");
    assert_eq!(clue(p, down(7)), "Fifth down clue");
    assert_eq!(p.clues.len(), 10);
    assert!(p.clue_markup.is_empty() && p.labels.is_empty());
    let all = f.warnings.join("\n");
    for expected in [
        "clue metadata not kept: A1 ^Hint: Alternate clue which should be ignored. (line 26), A1 ^Refs: A5 A6 (line 27)",
        "line 28: A5: a link to ignored-url not kept",
        "line 29: A6: an image (ignored-image-url) not kept",
        "line 30: A8: an image (ignored-image-url) not kept",
        "line 31: A9: a text colour not kept",
    ] {
        assert!(all.contains(expected), "{expected:?} not in\n{all}");
    }
    assert_eq!(f.warnings.len(), 5, "{all}");
}

#[test]
fn test_formatting_xd_clue_markup() {
    let f = read("test-formatting.xd");
    let p = &f.puzzle;
    assert_kotwords_grid(p, "XYZ");
    assert_kotwords_meta(p);
    assert_eq!(p.meta.notes, "Notepad text goes here.");
    assert_eq!(
        clue(p, across(1)),
        "First across clue with bold, italic, and bold italic text"
    );
    assert_eq!(
        p.clue_markup(across(1)),
        Some(
            "First across clue with <b>bold</b>, <i>italic</i>, and <b><i>bold italic</i></b> text"
        )
    );
    assert_eq!(
        p.clue_markup(across(5)),
        Some("Second across clue with <sub>subscript</sub> and <sup>superscript</sup>")
    );
    assert_eq!(
        clue(p, across(6)),
        "Third across clue with italic subscript and more"
    );
    assert_eq!(
        p.clue_markup(across(6)),
        Some("Third across clue with <sub><i>italic subscript</i></sub> and more")
    );
    assert_eq!(p.clue_markup.len(), 3);
    assert!(p.style(Pos::new(2, 0)).circled && p.style(Pos::new(2, 4)).circled);
    assert!(f.warnings.is_empty(), "{:?}", f.warnings);
}

#[test]
fn test_prefilled_xd_given_letter() {
    let f = read("test-prefilled.xd");
    let p = &f.puzzle;
    assert_kotwords_grid(p, "K");
    let given: Vec<Pos> = p
        .styles
        .iter()
        .filter(|(_, s)| s.given)
        .map(|(q, _)| *q)
        .collect();
    assert_eq!(given, [Pos::new(2, 2)]);
    assert_eq!(p.styles.len(), 1);
    assert_eq!(clue(p, down(3)), "Third down clue");
    assert!(f.warnings.is_empty(), "{:?}", f.warnings);
}

#[test]
fn test_shaded_xd_colours() {
    let f = read("test-shaded.xd");
    let p = &f.puzzle;
    assert_kotwords_grid(p, "K");
    let grey = Style {
        color: Some(Rgb(0xC0, 0xC0, 0xC0)),
        ..Style::default()
    };
    assert_eq!(p.style(Pos::new(2, 0)), grey);
    assert_eq!(p.style(Pos::new(2, 4)), grey);
    assert_eq!(p.styles.len(), 2);
    assert_eq!(
        f.warnings,
        ["design properties not kept: background-dark: #0c0c0c"]
    );
}

#[test]
fn test_barred_xd_bars_numbering_and_notes() {
    let f = read("test-barred.xd");
    let p = &f.puzzle;
    assert_eq!((p.grid.width(), p.grid.height()), (5, 5));
    let blocks: Vec<Pos> = p
        .grid
        .positions()
        .filter(|&q| p.grid.cell(q).is_block())
        .collect();
    assert_eq!(blocks, [Pos::new(2, 2)], "`.` is the only block");
    let right = |r, c| p.style(Pos::new(r, c)).bar_right;
    let bottom = |r, c| p.style(Pos::new(r, c)).bar_bottom;
    assert!(right(0, 3) && right(2, 0) && right(2, 2) && right(2, 3) && right(4, 0));
    assert!(bottom(0, 0) && bottom(3, 4));
    assert_eq!(p.styles.len(), 7);
    assert_eq!(p.meta.notes, "N/A\n\nNotepad text goes here.");
    // The file numbers entries as the bars cut them (issue 31: 6D must not show as 1D, nor 7A
    // as 9A), which is the model's own numbering (issue 32): no explicit labels, and every clue
    // is the clue of its entry.
    assert!(p.labels.is_empty(), "{:?}", p.labels);
    assert!(p.extra_clues.is_empty(), "{:?}", p.extra_clues);
    let slots = p.slots();
    let entry = |n: u16, d: Direction| {
        let s = slots.get(slots.find(n, d).unwrap_or_else(|| panic!("{n}{d:?}")));
        (p.clue(n, d).unwrap_or(""), s.len(), s.start())
    };
    assert_eq!(
        entry(1, Direction::Across),
        ("First across clue", 4, Pos::new(0, 0))
    );
    assert_eq!(
        entry(7, Direction::Across),
        ("Third across clue", 5, Pos::new(3, 0))
    );
    assert_eq!(
        entry(9, Direction::Across),
        ("Fourth across clue", 4, Pos::new(4, 1))
    );
    assert_eq!(
        entry(6, Direction::Down),
        ("Fifth down clue", 4, Pos::new(1, 0))
    );
    assert_eq!(
        entry(3, Direction::Down),
        ("Second down clue", 2, Pos::new(0, 2))
    );
    assert_eq!(
        entry(8, Direction::Down),
        ("Sixth down clue", 2, Pos::new(3, 2))
    );
    assert_eq!(p.clues.len(), 10);
    // A bar splits T off TUVWX, so the file's answer for A9 disagrees with its own grid.
    assert_eq!(
        f.warnings,
        [
            "answers that differ from the grid (the grid is kept): A9 TUVWX (line 21) where the grid has UVWX"
        ]
    );
}

/// Writes a puzzle as `.xd` and reads it back.
fn round_trip(p: &Puzzle) -> (Vec<u8>, xd::XdFile) {
    let bytes = xd::to_bytes(p, &incomplete()).expect("writes");
    let back = xd::parse(&bytes).unwrap_or_else(|e| {
        panic!("{e}\n{}", String::from_utf8_lossy(&bytes));
    });
    (bytes, back)
}

#[test]
fn every_kotwords_file_writes_back_the_same() {
    for name in KOTWORDS {
        let p = read(name).puzzle;
        let (written, back) = round_trip(&p);
        let text = String::from_utf8_lossy(&written);
        assert!(
            back.warnings.is_empty(),
            "{name}: {:?}\n{text}",
            back.warnings
        );
        assert_eq!(back.puzzle, p, "{name}\n{text}");
        assert_eq!(xd::to_bytes(&back.puzzle, &incomplete()).unwrap(), written);
        let lost = loss::losses(&p, Format::Xd);
        assert_eq!(lost, Vec::<String>::new(), "{name}");
    }
}

#[test]
fn the_written_file_keeps_the_spec_forms() {
    let text =
        String::from_utf8(xd::to_bytes(&read("test.xd").puzzle, &incomplete()).unwrap()).unwrap();
    assert!(
        text.starts_with(
            "## Metadata\n\nTitle: Example Puzzle for Kotwords\nAuthor: Jeff Davidson\n\
             Copyright: © 2018 Jeff Davidson\nRebus: 3=XYZ\nSpecial: circle\n\n\
             ## Grid\n\nABCD#\nEFGH#\niJ3Lm\n#NOPQ\n#12$@\n\n## Clues\n\n"
        ),
        "{text}"
    );
    assert!(text.contains("A6. Third across clue ~ IJXYZLM\n"), "{text}");
    assert!(text.contains("D4. Fourth down clue ~ DHLP$\n"), "{text}");
    assert!(
        text.ends_with("## Notes\n\nNotepad text goes here.\n"),
        "{text}"
    );
    let formatted = xd::to_bytes(&read("test-formatting.xd").puzzle, &incomplete()).unwrap();
    let formatted = String::from_utf8(formatted).unwrap();
    assert!(
        formatted
            .contains("A6. Third across clue with {~{/italic subscript/}~} and more ~ IJXYZLM"),
        "{formatted}"
    );
}

#[test]
fn kotwords_files_survive_a_save_slot() {
    for name in KOTWORDS {
        let p = read(name).puzzle;
        let doc = SlotDoc::new(&p, 1, 2, None);
        let toml = doc.to_toml().expect("serialises");
        let back = SlotDoc::from_toml(&toml)
            .and_then(|d| d.puzzle.to_puzzle())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(back, p, "{name}");
        assert_eq!(
            xd::to_bytes(&back, &incomplete()).unwrap(),
            xd::to_bytes(&p, &incomplete()).unwrap(),
            "{name}"
        );
    }
}

#[test]
fn loading_through_formats_keeps_the_warnings() {
    let path = Path::new("test-shaded.xd");
    let loaded = formats::read_bytes(&bytes("test-shaded.xd"), Format::Xd, path).unwrap();
    assert_eq!(loaded.warnings.len(), 1);
    assert_eq!(loaded.format, Format::Xd);
}

#[test]
fn errors_name_the_line() {
    let cases: [(&[u8], &str); 6] = [
        (
            b"Title: x\n\n\nABC\nAB\n",
            "line 5: grid row has 2 squares but the first row has 3",
        ),
        (
            b"## Grid\nAB\nA B\n",
            "line 3, column 2: ' ' cannot be a square of the grid",
        ),
        (
            b"## Metadata\nRebus: 1=\n## Grid\n1A\nAB\n",
            "line 2: rebus \"1=\": a key other than # and . standing for 1 to 16 characters",
        ),
        (
            b"## Grid\nA\n",
            "line 2: a grid is 2 to 255 squares on each side, not 1×1",
        ),
        (
            b"## Metadata\nTitle: x\n",
            "no grid found (a `## Grid` section, or rows after the headers)",
        ),
        (
            b"## Grid\nAB\nA\xff\n",
            "not UTF-8 text: invalid byte at offset 12",
        ),
    ];
    for (input, message) in cases {
        let e = xd::parse(input).unwrap_err();
        assert_eq!(e.to_string(), message);
    }
}

#[test]
fn spec_files_read_dots_as_empty_squares_and_lowercase_as_special() {
    let text = "Title: Spec\nRebus: 1=HEART a=STAR\nSpecial: shaded\n\n\n1A.#\nbCa#\n\n\nA1. One ~ HEARTA.\n\n\nFree notes\n";
    let f = xd::parse(text.as_bytes()).unwrap();
    let p = &f.puzzle;
    assert_eq!(p.grid.rebus_at(Pos::new(0, 0)), Some("HEART"));
    assert_eq!(p.grid.cell(Pos::new(0, 2)), Cell::Empty);
    assert_eq!(p.grid.rebus_at(Pos::new(1, 2)), Some("STAR"));
    assert!(p.style(Pos::new(1, 0)).shaded && p.style(Pos::new(1, 2)).shaded);
    assert!(!p.style(Pos::new(0, 0)).shaded);
    assert_eq!(clue(p, across(1)), "One");
    assert_eq!(p.meta.notes, "Free notes");
    assert!(f.warnings.is_empty(), "{:?}", f.warnings);
    let written = String::from_utf8(xd::to_bytes(p, &incomplete()).unwrap()).unwrap();
    assert_eq!(
        xd::parse(written.as_bytes()).unwrap().puzzle,
        *p,
        "{written}"
    );
    assert!(
        matches!(
            xd::to_bytes(p, &WriteOptions::default()),
            Err(formats::WriteError::Incomplete { .. })
        ),
        "a playable file needs every answer"
    );
}

// ---- generated puzzles ----

/// Plain text as the formats keep it: trimmed, no `{` (which opens `.xd` formatting).
fn text(max: usize) -> impl Strategy<Value = String> {
    let ch = prop_oneof![
        6 => proptest::char::range(' ', '~').prop_filter("no brace", |c| *c != '{'),
        2 => proptest::sample::select(vec!['é', 'Ж', '中', '—', '’', '🙂', 'ß', '\\', '~']),
        1 => Just('\n'),
    ];
    proptest::collection::vec(ch, 0..max)
        .prop_map(|v| v.into_iter().collect::<String>().trim().to_string())
}

/// One-line text for header-like fields that must not be empty when set.
fn word() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[A-Za-z0-9éЖ]{1,8}").expect("regex")
}

/// Formatted clue HTML in the canonical form the reader produces, with its plain text.
fn formatted() -> impl Strategy<Value = (String, String)> {
    (
        word(),
        word(),
        word(),
        proptest::sample::select(vec!["i", "b", "u", "s", "sub", "sup"]),
    )
        .prop_map(|(a, b, c, tag)| {
            let html = format!("{a} <{tag}>{b}</{tag}> {c}");
            (format!("{a} {b} {c}"), html)
        })
}

const REBUS: [&str; 6] = ["STAR", "7", "$", "ÉTÉ", "Ω", "HEART"];

/// A puzzle with everything `.xd` holds: rebus squares, styles, metadata, markup.
fn puzzle() -> impl Strategy<Value = Puzzle> {
    (
        2usize..=9,
        2usize..=9,
        any::<u64>(),
        any::<bool>(),
        proptest::collection::vec(text(30), 11),
        proptest::collection::vec(text(40), 1..12),
        proptest::collection::vec(formatted(), 1..4),
        (any::<bool>(), any::<bool>(), 0usize..3),
    )
        .prop_map(
            |(w, h, seed, cyrillic, meta, clues, marked, (no_solution, diagramless, sym))| {
                let mut rng = fastrand::Rng::with_seed(seed);
                let alphabet = if cyrillic {
                    Alphabet::cyrillic()
                } else {
                    Alphabet::latin()
                };
                let mut grid = Grid::new(w, h).unwrap();
                for p in grid.positions().collect::<Vec<_>>() {
                    match rng.u8(0..20) {
                        0..=2 => {
                            grid.set(p, Cell::Block).unwrap();
                        }
                        3 if !no_solution => {
                            grid.set_rebus(p, REBUS[rng.usize(0..REBUS.len())]).unwrap();
                        }
                        _ if no_solution => {}
                        _ => {
                            grid.set(p, Cell::Letter(rng.u8(0..alphabet.len() as u8)))
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
                m.no_solution = no_solution;
                m.diagramless = diagramless;
                m.symmetry = [
                    Symmetry::Rotational,
                    Symmetry::None,
                    Symmetry::MirrorLeftRight,
                ][sym];
                for q in p.grid.positions().collect::<Vec<_>>() {
                    let filled = p.grid.cell(q).is_filled();
                    let style = Style {
                        circled: rng.u8(0..6) == 0,
                        shaded: rng.u8(0..8) == 0,
                        color: (rng.u8(0..10) == 0)
                            .then(|| Rgb(rng.u8(..), rng.u8(..), rng.u8(..))),
                        given: filled && rng.u8(0..8) == 0,
                        ..Style::default()
                    };
                    p.set_style(q, style);
                }
                let slots = p.slots();
                for (i, s) in slots.all().iter().enumerate() {
                    let key = ClueKey::new(s.number, s.direction);
                    if i % 5 == 3 {
                        let (plain, html) = &marked[i % marked.len()];
                        p.clues.insert(key, plain.clone());
                        p.clue_markup.insert(key, html.clone());
                    } else if !clues[i % clues.len()].is_empty() {
                        p.clues.insert(key, clues[i % clues.len()].clone());
                    }
                }
                p
            },
        )
}

/// Adds bars inside the grid (never on its outer edge, which is the border).
fn with_bars(mut p: Puzzle, seed: u64) -> Puzzle {
    let mut rng = fastrand::Rng::with_seed(seed);
    let (w, h) = (p.grid.width(), p.grid.height());
    for q in p.grid.positions().collect::<Vec<_>>() {
        let mut s = p.style(q);
        s.bar_right = q.col + 1 < w && rng.u8(0..5) == 0;
        s.bar_bottom = q.row + 1 < h && rng.u8(0..5) == 0;
        p.set_style(q, s);
    }
    p
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

    /// Without bars the numbering is the standard one, so every field comes back.
    #[test]
    fn generated_puzzles_round_trip(p in puzzle()) {
        let (bytes, back) = round_trip(&p);
        let text = String::from_utf8_lossy(&bytes);
        prop_assert!(back.warnings.is_empty(), "{:?}\n{}", back.warnings, text);
        prop_assert_eq!(&back.puzzle, &p, "{}", text);
        prop_assert!(loss::losses(&p, Format::Xd).is_empty());
    }

    /// With bars, grid, styles and metadata come back, and a second write is the same file.
    #[test]
    fn barred_puzzles_keep_their_bars(p in puzzle(), seed in any::<u64>()) {
        let mut p = with_bars(p, seed);
        // Clues of directions numbered by bars are kept with their squares, in plain text
        // (the reader names the formatting it drops), so a second write has none either.
        p.clue_markup.clear();
        let (bytes, back) = round_trip(&p);
        let text = String::from_utf8_lossy(&bytes);
        prop_assert_eq!(&back.puzzle.grid, &p.grid, "{}", text);
        prop_assert_eq!(&back.puzzle.styles, &p.styles, "{}", text);
        prop_assert_eq!(&back.puzzle.meta, &p.meta, "{}", text);
        let (again, _) = round_trip(&back.puzzle);
        prop_assert_eq!(String::from_utf8_lossy(&again), text);
    }

    /// Any bytes: an error or a puzzle, never a panic; a puzzle writes back and reads the same.
    #[test]
    fn mutated_files_never_panic_and_accepted_ones_round_trip(
        file in 0usize..KOTWORDS.len(),
        edits in proptest::collection::vec((any::<usize>(), any::<u8>()), 0..6),
        junk in proptest::collection::vec(any::<u8>(), 0..40),
    ) {
        let mut input = bytes(KOTWORDS[file]);
        for (at, b) in edits {
            let i = at % input.len();
            input[i] = b;
        }
        for candidate in [input, junk] {
            if let Ok(f) = xd::parse(&candidate) {
                let mut p = f.puzzle;
                p.extra_clues.retain(|l| l.title == "Across" || l.title == "Down");
                let (bytes, back) = round_trip(&p);
                prop_assert_eq!(&back.puzzle, &p, "{}", String::from_utf8_lossy(&bytes));
            }
        }
    }
}
