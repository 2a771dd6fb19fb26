//! Puzzles in every alphabet through every format: write → read gives the same puzzle, its
//! alphabet included; `.puz` is version 1.3 when the letters are ISO-8859-1 and 2.0 (letters
//! as one-letter rebus squares) when not; text grids declare or choose their alphabet.

use gridwright::formats::{self, Format, WriteOptions, loss};
use gridwright::grid::alphabet::parse_custom;
use gridwright::grid::text::{TextGridError, format_grid, parse_grid, parse_grid_auto};
use gridwright::grid::{Alphabet, Alphabets, ClueKey, Puzzle};
use gridwright::store::doc::SlotDoc;
use std::path::Path;

use crate::print_support::pdf;

/// Every page's text of a PDF we wrote, decoded through its fonts' ToUnicode maps (so only
/// glyphs the embedded subsets cover come out as letters).
fn pdf_text(bytes: &[u8]) -> String {
    let file = pdf::PdfFile::parse(bytes);
    file.pages()
        .into_iter()
        .map(|p| file.page_text(p))
        .collect()
}

/// A small puzzle in `alphabet` with a title and clues (in the same script).
fn puzzle(alphabet: &Alphabet, rows: &str) -> Puzzle {
    let grid = parse_grid(rows, alphabet).expect("grid");
    let mut p = Puzzle::new(grid);
    p.alphabet = alphabet.clone();
    p.meta.title = format!("{} mini", alphabet.describe());
    let slots = p.slots();
    for s in slots.all() {
        let word = s
            .word(&p.grid)
            .map(|w| p.alphabet.spell(&w))
            .unwrap_or_default();
        p.clues
            .insert(ClueKey::new(s.number, s.direction), format!("Clue {word}"));
    }
    p
}

/// (alphabet, grid, the `.puz` version it needs)
const CASES: &[(&str, &str, &[u8; 4])] = &[
    ("russian", "КОТ\nО#Ё\nТОК", b"2.0\0"),
    ("greek", "ΓΑΤ\nΑ#Ω\nΣΩΣ", b"2.0\0"),
    ("polish", "ŁÓD\nA#Ź\nŻĄĘ", b"2.0\0"),
    ("spanish", "NIÑ\nA#O\nÑOS", b"1.3\0"),
    ("german", "BÄR\nA#Ö\nÜBE", b"1.3\0"),
    ("ukrainian", "ЇЖА\nІ#Ґ\nЄЖА", b"2.0\0"),
];

fn round_trip(p: &Puzzle, format: Format) -> (Puzzle, Vec<String>, Vec<u8>) {
    let bytes = formats::to_bytes(p, format, &WriteOptions::default())
        .unwrap_or_else(|e| panic!("{format}: {e}"));
    let back = formats::read_bytes(&bytes, format, Path::new("t"))
        .unwrap_or_else(|e| panic!("{format}: {e}"));
    (back.puzzle, back.warnings, bytes)
}

#[test]
fn every_alphabet_round_trips_through_every_format() {
    for (name, rows, version) in CASES {
        let a = Alphabet::named(name).unwrap();
        let p = puzzle(&a, rows);
        for format in [
            Format::Ipuz,
            Format::Puz,
            Format::Jpz,
            Format::Xd,
            Format::Text,
        ] {
            let (back, warnings, bytes) = round_trip(&p, format);
            assert_eq!(back, p, "{name} through .{format}");
            assert_eq!(
                back.alphabet.name(),
                Some(*name),
                "{name} through .{format}"
            );
            assert!(warnings.is_empty(), "{name} .{format}: {warnings:?}");
            if format == Format::Puz {
                assert_eq!(&bytes[0x18..0x1C], *version, "{name}: .puz version");
            }
            // Our reader turns .puz's one-letter rebus squares back into letters; other
            // readers show rebus squares, so a 2.0 file's letters beyond ASCII are named.
            match loss::warning(&p, format) {
                Some(w) if format == Format::Puz && *version == b"2.0\0" => {
                    assert!(w.contains("Latin-1 letters only"), "{name}: {w}")
                }
                w => assert_eq!(w, None, "{name} .{format}"),
            }
        }
    }
}

#[test]
fn puz_keeps_latin1_letters_as_bytes_and_others_as_rebus_letters() {
    let spanish = puzzle(&Alphabet::named("spanish").unwrap(), "NIÑ\nA#O\nÑOS");
    let bytes = formats::to_bytes(&spanish, Format::Puz, &WriteOptions::default()).unwrap();
    let board = &bytes[gridwright::formats::puz::HEADER_LEN..][..9];
    assert_eq!(board, b"NI\xD1A.O\xD1OS");
    assert!(!bytes.windows(4).any(|w| w == b"GRBS"));

    let russian = puzzle(&Alphabet::cyrillic(), "КОТ\nО#Ё\nТОК");
    let bytes = formats::to_bytes(&russian, Format::Puz, &WriteOptions::default()).unwrap();
    let board = &bytes[gridwright::formats::puz::HEADER_LEN..][..9];
    assert!(board.iter().all(|b| b.is_ascii()), "{board:?}");
    let rtbl = bytes
        .windows(4)
        .position(|w| w == b"RTBL")
        .expect("rebus table");
    let table = String::from_utf8_lossy(&bytes[rtbl + 8..]);
    assert!(table.starts_with(" 0:К; 1:О; 2:Т; 3:Ё;"), "{table}");
    // Polish Ó is ISO-8859-1, but a 2.0 file's board holds only ASCII: Ó goes to the table.
    let polish = puzzle(&Alphabet::named("polish").unwrap(), "ŁÓD\nA#Ź\nŻĄĘ");
    let bytes = formats::to_bytes(&polish, Format::Puz, &WriteOptions::default()).unwrap();
    let board = &bytes[gridwright::formats::puz::HEADER_LEN..][..9];
    assert!(board.iter().all(|b| b.is_ascii()), "{board:?}");
}

/// A Cyrillic or Greek .puz is an all-rebus grid to every reader but ours: the export names
/// the squares and their letters, bounded.
#[test]
fn a_puz_of_letters_beyond_latin1_names_the_loss() {
    let russian = puzzle(&Alphabet::cyrillic(), "КОТ\nО#Ё\nТОК");
    let w = loss::warning(&russian, Format::Puz).expect("named");
    assert!(
        w.contains(
            "the letters of 8 squares for readers other than gridwright (К, О, Т, Ё: .puz holds \
             Latin-1 letters only"
        ),
        "{w}"
    );
    let greek = puzzle(&Alphabet::named("greek").unwrap(), "ΓΑΤ\nΑ#Ω\nΣΩΣ");
    let w = loss::warning(&greek, Format::Puz).expect("named");
    assert!(w.contains("gridwright (Γ, Α, Τ, Ω, Σ: .puz holds"), "{w}");
    // Our reader gets every letter back: only other readers lose them.
    assert!(loss::losses(&greek, Format::Puz).is_empty());
    let german = puzzle(&Alphabet::named("german").unwrap(), "BÄR\nA#Ö\nÜBE");
    assert_eq!(loss::warning(&german, Format::Puz), None);
}

#[test]
fn folded_variants_keep_their_name_where_the_format_can_say_it() {
    for (name, rows) in [
        ("german-folded", "BAR\nA#O\nUBE"),
        ("russian-folded", "КОТ\nО#Е\nТОК"),
    ] {
        let p = puzzle(&Alphabet::named(name).unwrap(), rows);
        for format in [Format::Ipuz, Format::Jpz, Format::Xd, Format::Text] {
            let (back, warnings, _) = round_trip(&p, format);
            assert_eq!(back, p, "{name} through .{format}");
            assert!(warnings.is_empty(), "{name} .{format}: {warnings:?}");
        }
    }
    // .puz cannot say its alphabet: German with Ä folded reads back as Latin, and says so.
    let p = puzzle(&Alphabet::named("german-folded").unwrap(), "BAR\nA#O\nUBE");
    let (back, _, _) = round_trip(&p, Format::Puz);
    assert!(back.alphabet.is_latin() && back.grid == p.grid);
    let w = loss::warning(&p, Format::Puz).expect("a loss warning");
    assert!(w.contains("German (Ä as AE)") && w.contains("Latin"), "{w}");
}

#[test]
fn a_user_alphabet_travels_as_its_letters() {
    let mine = parse_custom("runes", "letters = \"ᚠᚢᚦᚨᚱᚲ\"").unwrap();
    let p = puzzle(&mine, "ᚠᚢᚦ\nᚨ#ᚱ\nᚲᚨᚱ");
    for format in [Format::Ipuz, Format::Jpz, Format::Xd, Format::Text] {
        let (back, _, _) = round_trip(&p, format);
        assert_eq!(back.grid, p.grid, ".{format}");
        assert!(back.alphabet.same_letters(&mine), ".{format}");
        let w = loss::warning(&p, format).expect("the name is lost");
        assert!(w.contains("\"runes\""), "{w}");
    }
}

#[test]
fn slot_files_keep_named_folded_and_user_alphabets() {
    let user = parse_custom("runes", "letters = \"ᚠᚢᚦᚨᚱᚲ\"\n[folds]\n\"ᚡ\" = \"ᚠ\"\n").unwrap();
    for (a, rows) in [
        (Alphabet::named("greek").unwrap(), "ΓΑΤ\nΑ#Ω\nΣΩΣ"),
        (Alphabet::named("russian-folded").unwrap(), "КОТ\nО#Е\nТОК"),
        (user, "ᚠᚢᚦ\nᚨ#ᚱ\nᚲᚨᚱ"),
    ] {
        let p = puzzle(&a, rows);
        let doc = SlotDoc::new(&p, 1, 2, None);
        let toml = doc.to_toml().expect("serialises");
        let back = SlotDoc::from_toml(&toml)
            .expect("parses")
            .puzzle
            .to_puzzle()
            .expect("puzzle");
        assert_eq!(back, p, "{a:?}\n{toml}");
        assert_eq!(back.alphabet.folds(), a.folds());
    }
}

#[test]
fn text_grids_declare_or_choose_their_alphabet() {
    let reg = Alphabets::builtin();
    let (grid, a) = parse_grid_auto("КОТ\nО#О\nТОК\n", &reg).unwrap();
    assert_eq!(a.name(), Some("russian"));
    assert_eq!(format_grid(&grid, &a), "КОТ\nО#О\nТОК\n");
    let (_, a) = parse_grid_auto("; Alphabet: russian-folded\nКОТ\nО#О\nТОК\n", &reg).unwrap();
    assert_eq!(a.name(), Some("russian-folded"));
    let err = parse_grid_auto("; Alphabet: russian-folded\nКОТ\nО#Ё\nТОК\n", &reg).unwrap_err();
    assert!(matches!(
        err,
        TextGridError::BadChar {
            line: 3,
            column: 3,
            found: 'Ё',
            ..
        }
    ));
    assert!(
        err.to_string().starts_with("line 3, column 3: 'Ё'"),
        "{err}"
    );
    // Letters declared by their letters resolve to the named alphabet.
    let greek: String = Alphabet::named("greek").unwrap().letters().iter().collect();
    let (_, a) = parse_grid_auto(&format!("; Alphabet: {greek}\nΓΑ\nΑΓ\n"), &reg).unwrap();
    assert_eq!(a.name(), Some("greek"));
    // The text puzzle reader applies the same rule.
    let p = formats::text::parse("; Title: Кот\nКОТ\nО#О\nТОК\n".as_bytes()).unwrap();
    assert_eq!(p.alphabet, Alphabet::cyrillic());
    let written = formats::text::to_string(&p);
    assert!(written.contains("; Alphabet: russian\n"), "{written}");
}

#[test]
fn letters_outside_a_chosen_alphabet_become_rebus_squares_with_a_warning() {
    // A Russian grid with one Latin X: Russian holds most letters, X is a rebus square.
    let ipuz = r##"{"version": "http://ipuz.org/v2", "kind": ["http://ipuz.org/crossword#1"],
        "dimensions": {"width": 3, "height": 3},
        "puzzle": [[1, 0, 2], [0, "#", 0], [3, 0, 0]],
        "solution": [["К", "О", "Т"], ["О", "#", "X"], ["Т", "О", "К"]],
        "clues": {"Across": [], "Down": []}}"##;
    let back = formats::read_bytes(ipuz.as_bytes(), Format::Ipuz, Path::new("t.ipuz")).unwrap();
    assert_eq!(back.puzzle.alphabet, Alphabet::cyrillic());
    assert_eq!(
        back.puzzle.grid.rebus_at(gridwright::grid::Pos::new(1, 2)),
        Some("X")
    );
    assert!(
        back.warnings
            .iter()
            .any(|w| w.contains("not in the Russian alphabet (X)")),
        "{:?}",
        back.warnings
    );
}

#[test]
fn greek_and_cyrillic_puzzles_print() {
    for (name, rows) in [("greek", "ΓΑΤ\nΑ#Ω\nΣΩΣ"), ("russian", "КОТ\nО#Ё\nТОК")] {
        let p = puzzle(&Alphabet::named(name).unwrap(), rows);
        let html = String::from_utf8(
            formats::to_bytes(&p, Format::Html, &WriteOptions::default()).unwrap(),
        )
        .unwrap();
        for c in p.alphabet.letters().iter().filter(|c| rows.contains(**c)) {
            assert!(html.contains(*c), "{name}: HTML lacks {c}");
        }
        assert!(html.contains(&p.meta.title), "{name}");
        let pdf = formats::to_bytes(&p, Format::Pdf, &WriteOptions::default()).unwrap();
        assert!(pdf.starts_with(b"%PDF"), "{name}");
        let text = pdf_text(&pdf);
        for c in rows.chars().filter(|c| c.is_alphabetic()) {
            assert!(
                text.contains(c),
                "{name}: the PDF does not show {c}: {text}"
            );
        }
    }
}
