//! Round trips over generated puzzles: Puzzle → .puz / .ipuz / text → Puzzle is the identity.

use gridwright::formats::{self, Format, WriteOptions, html, ipuz, puz, text};
use gridwright::grid::{Alphabet, Cell, ClueKey, Grid, Pos, Puzzle, Symmetry};
use proptest::prelude::*;
use std::path::Path;

/// Characters a `.puz` string can hold: all of ISO-8859-1 except NUL, plus curly quotes.
fn latin1_char() -> impl Strategy<Value = char> {
    prop_oneof![
        8 => (0x20u32..0x7F).prop_map(|u| char::from_u32(u).unwrap()),
        3 => (0xA0u32..=0xFF).prop_map(|u| char::from_u32(u).unwrap()),
        1 => proptest::sample::select(vec!['\u{201C}', '\u{201D}', '\u{2019}', '—', '€', '\n', '\t']),
    ]
}

fn latin1_string(max: usize) -> BoxedStrategy<String> {
    proptest::collection::vec(latin1_char(), 0..max)
        .prop_map(|v| v.into_iter().collect())
        .boxed()
}

fn any_string(max: usize) -> BoxedStrategy<String> {
    prop_oneof![
        3 => latin1_string(max),
        1 => proptest::collection::vec(any::<char>().prop_filter("no NUL", |c| *c != '\0'), 0..max)
            .prop_map(|v| v.into_iter().collect()),
    ]
    .boxed()
}

/// Side lengths, with the 3 and 29 extremes well represented.
fn side() -> impl Strategy<Value = usize> {
    prop_oneof![2 => Just(29usize), 2 => Just(3usize), 6 => 3usize..=29]
}

/// A puzzle: random blocks, letters and empty squares; clues (some long) for existing entries.
fn puzzle(alphabet: Alphabet, text: BoxedStrategy<String>) -> impl Strategy<Value = Puzzle> {
    let letters = alphabet.len() as u8;
    (
        side(),
        side(),
        0u8..=3,
        any::<u64>(),
        text.clone(),
        text.clone(),
        text.clone(),
        text.clone(),
    )
        .prop_flat_map(
            move |(w, h, empty_level, seed, title, author, copyright, notes)| {
                let cells = proptest::collection::vec(
                    prop_oneof![
                        2 => Just(Cell::Block),
                        (empty_level as u32) => Just(Cell::Empty),
                        10 => (0..letters).prop_map(Cell::Letter),
                    ],
                    w * h,
                );
                let alphabet = alphabet.clone();
                // A small pool of texts reused across entries keeps generation fast on 29×29.
                let clue_texts = proptest::collection::vec(
                    prop_oneof![3 => text.clone(), 1 => latin1_string(400)],
                    1..24,
                );
                (cells, clue_texts).prop_map(move |(cells, clue_texts)| {
                    let rows = cells.chunks(w).map(<[Cell]>::to_vec).collect();
                    let mut p = Puzzle::new(Grid::from_rows(rows).unwrap());
                    p.alphabet = alphabet.clone();
                    p.meta.title = title.clone();
                    p.meta.author = author.clone();
                    p.meta.copyright = copyright.clone();
                    p.meta.notes = notes.clone();
                    let slots = p.slots();
                    for (i, slot) in slots.all().iter().enumerate() {
                        let text = &clue_texts[(i * 7 + seed as usize) % clue_texts.len()];
                        // About one entry in five stays unclued.
                        if (seed >> (i % 64)) % 5 != 0 && !text.is_empty() {
                            p.clues
                                .insert(ClueKey::new(slot.number, slot.direction), text.clone());
                        }
                    }
                    p
                })
            },
        )
}

fn config() -> ProptestConfig {
    let cases = std::env::var("GRIDWRIGHT_ROUNDTRIP_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(64);
    ProptestConfig::with_cases(cases)
}

/// Text trims header values and clues, so those are generated trimmed.
fn trimmed(mut p: Puzzle) -> Puzzle {
    for s in [
        &mut p.meta.title,
        &mut p.meta.author,
        &mut p.meta.copyright,
        &mut p.meta.notes,
    ] {
        *s = s.trim().to_string();
    }
    p.clues = p
        .clues
        .into_iter()
        .map(|(k, v)| (k, v.trim().to_string()))
        .filter(|(_, v)| !v.is_empty())
        .collect();
    p
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn puz_round_trips(p in puzzle(Alphabet::latin(), latin1_string(60))) {
        let bytes = puz::to_bytes(&p, true).unwrap();
        let back = puz::parse(&bytes).unwrap();
        prop_assert!(back.warnings.is_empty(), "{:?}", back.warnings);
        prop_assert_eq!(back.puzzle, p);
    }

    #[test]
    fn ipuz_round_trips(
        p in prop_oneof![
            puzzle(Alphabet::latin(), any_string(60)),
            puzzle(Alphabet::cyrillic(), any_string(60)),
        ],
        sym in proptest::sample::select(Symmetry::ALL.to_vec()),
        min_len in 2usize..6,
        locked in proptest::collection::vec((0usize..29, 0usize..29), 0..10),
    ) {
        let mut p = p;
        p.meta.symmetry = sym;
        p.meta.min_entry_len = min_len;
        for (r, c) in locked {
            let pos = Pos::new(r % p.grid.height(), c % p.grid.width());
            p.locked.insert(pos);
        }
        let json = ipuz::to_string(&p, true).unwrap();
        let back = ipuz::parse(json.as_bytes()).unwrap();
        prop_assert!(back.warnings.is_empty(), "{:?}", back.warnings);
        prop_assert_eq!(back.puzzle, p);
    }

    #[test]
    fn text_round_trips(
        p in prop_oneof![
            puzzle(Alphabet::latin(), any_string(60)),
            puzzle(Alphabet::cyrillic(), any_string(60)),
        ],
        sym in proptest::sample::select(Symmetry::ALL.to_vec()),
    ) {
        let mut p = trimmed(p);
        p.meta.symmetry = sym;
        let back = text::parse(text::to_string(&p).as_bytes()).unwrap();
        prop_assert_eq!(back, p);
    }

    #[test]
    fn printable_html_lists_every_entry_with_its_escaped_clue(
        p in puzzle(Alphabet::latin(), any_string(40)),
        solution_page in any::<bool>(),
    ) {
        let page = html::to_string(&p, html::HtmlOptions {
            solution_page,
            ..html::HtmlOptions::default()
        });
        let slots = p.slots();
        let items: std::collections::HashSet<&str> = page
            .split("<li>")
            .skip(1)
            .filter_map(|s| s.split("</li>").next())
            .collect();
        prop_assert_eq!(page.matches("<li>").count(), slots.len());
        for s in slots.all() {
            if let Some(clue) = p.clue(s.number, s.direction) {
                let item = format!("<span class=\"n\">{}</span><span>{}</span>", s.number, gridwright::grid::markup::escape(clue));
                prop_assert!(items.contains(item.as_str()), "missing {}", item);
            }
        }
        // User text never opens a tag: every '<' in the page starts markup we wrote.
        let tags = ["<!DOCTYPE", "<html", "<head", "<meta", "<title", "<style", "<body", "<section",
            "<header", "<h1", "<h2", "<span", "<p ", "<svg", "<rect", "<text", "<div", "<ol", "<li",
            "<footer", "</"];
        for (i, _) in page.match_indices('<') {
            prop_assert!(tags.iter().any(|t| page[i..].starts_with(t)), "stray '<' at {}", i);
        }
        prop_assert_eq!(page.contains("class=\"page solution\""), solution_page);
    }

    #[test]
    fn complete_grids_need_no_permission_and_incomplete_ones_list_every_empty_square(
        p in puzzle(Alphabet::latin(), latin1_string(10)),
    ) {
        let empty: Vec<Pos> = p.grid.positions().filter(|&q| p.grid.cell(q) == Cell::Empty).collect();
        for format in [Format::Puz, Format::Ipuz] {
            let result = formats::to_bytes(&p, format, &WriteOptions::default());
            match result {
                Ok(_) => prop_assert!(empty.is_empty()),
                Err(formats::WriteError::Incomplete { cells }) => prop_assert_eq!(&cells, &empty),
                Err(e) => prop_assert!(false, "unexpected error {}", e),
            }
        }
    }
}

#[test]
fn a_29x29_with_long_latin1_clues_round_trips_through_files() {
    let mut p = Puzzle::blank(29, 29).unwrap();
    for (i, pos) in p
        .grid
        .positions()
        .collect::<Vec<_>>()
        .into_iter()
        .enumerate()
    {
        let cell = if (pos.row * 7 + pos.col * 3) % 11 == 0 {
            Cell::Block
        } else {
            Cell::Letter((i % 26) as u8)
        };
        p.grid.set(pos, cell).unwrap();
    }
    p.meta.title = "Très grand — «29×29»".into();
    p.meta.author = "Zoë Ångström".into();
    p.meta.copyright = "© 2026".into();
    p.meta.notes = "Notes with\nnewlines and ½ ¾".into();
    let long = "Crème brûlée, façade, naïve, smörgåsbord… ".repeat(12);
    let long = long.trim_end();
    for slot in p.slots().all() {
        p.clues.insert(
            ClueKey::new(slot.number, slot.direction),
            format!("{}{long}", slot.label()),
        );
    }
    let dir = tempfile::tempdir().unwrap();
    for format in [Format::Puz, Format::Ipuz, Format::Text] {
        let path = dir.path().join(format!("big.{}", format.extension()));
        formats::write_path(&p, &path, None, &WriteOptions::default()).unwrap();
        let back = formats::load(&path).unwrap();
        assert!(back.warnings.is_empty(), "{format}: {:?}", back.warnings);
        assert_eq!(back.puzzle, p, "{format}");
    }
}

#[test]
fn cyrillic_letters_and_other_characters_make_version_2() {
    // Letters outside ISO-8859-1 are one-letter rebus squares of a version 2.0 file.
    let a = Alphabet::cyrillic();
    let p = Puzzle::new(gridwright::grid::text::parse_grid("КОТ\nО#О\nТОК", &a).unwrap());
    let mut p = p;
    p.alphabet = a;
    let bytes = formats::to_bytes(&p, Format::Puz, &WriteOptions::default()).unwrap();
    assert_eq!(&bytes[0x18..0x1C], b"2.0\0");
    assert_eq!(puz::parse(&bytes).unwrap().puzzle, p);

    // Text outside ISO-8859-1 is written as a version 2.0 (UTF-8) file.
    let mut p = Puzzle::blank(3, 3).unwrap();
    p.clues.insert(
        ClueKey::new(1, gridwright::grid::Direction::Down),
        "Arrow →".into(),
    );
    let options = WriteOptions {
        allow_incomplete: true,
        ..WriteOptions::default()
    };
    let bytes = formats::to_bytes(&p, Format::Puz, &options).unwrap();
    assert_eq!(&bytes[0x18..0x1C], b"2.0\0");
    assert_eq!(puz::parse(&bytes).unwrap().puzzle, p);
}

#[test]
fn read_path_dispatches_on_the_extension() {
    let dir = tempfile::tempdir().unwrap();
    let txt = dir.path().join("g.txt");
    std::fs::write(&txt, "#AB\nCDE\nFG#\n").unwrap();
    let p = formats::read_path(&txt).unwrap();
    assert_eq!(p.grid.cell(Pos::new(1, 2)), Cell::Letter(4));
    let err = formats::read_path(Path::new("x.docx"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("x.docx") && err.contains("extension"), "{err}");
    let err = formats::read_path(&dir.path().join("missing.puz"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("missing.puz"), "{err}");
}
