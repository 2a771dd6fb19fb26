//! Issue 31, "every file faithful": each case on a file written for it under
//! `tests/fixtures/faithful/` (unnumbered clues, range labels, a barred `.xd`, valid files
//! once refused, unknown ipuz fields, phantom printed lists and the smaller cases).

use gridwright::formats::page::Lists;
use gridwright::formats::{self, Format, Loaded, WriteOptions, loss};
use gridwright::grid::{Cell, ClueList, Direction, Pos, Puzzle, Style};
use serde_json::Value;
use std::path::{Path, PathBuf};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/faithful")
        .join(name)
}

fn load(name: &str) -> Loaded {
    formats::load(&fixture(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn options() -> WriteOptions {
    WriteOptions {
        allow_incomplete: true,
        ..WriteOptions::default()
    }
}

fn write(p: &Puzzle, format: Format) -> Vec<u8> {
    formats::to_bytes(p, format, &options()).unwrap_or_else(|e| panic!(".{format}: {e}"))
}

fn back(p: &Puzzle, format: Format) -> Loaded {
    let bytes = write(p, format);
    formats::read_bytes(&bytes, format, Path::new(&format!("back.{format}")))
        .unwrap_or_else(|e| panic!(".{format}: {e}"))
}

fn json(p: &Puzzle) -> Value {
    serde_json::from_slice(&write(p, Format::Ipuz)).expect("our ipuz is JSON")
}

fn list<'a>(p: &'a Puzzle, title: &str) -> &'a ClueList {
    p.extra_clues
        .iter()
        .find(|l| l.title == title)
        .unwrap_or_else(|| panic!("no list {title:?} in {:?}", p.extra_clues))
}

fn warned(l: &Loaded, words: &str) -> bool {
    l.warnings.iter().any(|w| w.contains(words))
}

fn html(p: &Puzzle) -> String {
    String::from_utf8(write(p, Format::Html)).expect("utf-8")
}

#[test]
fn unnumbered_down_clues_stay_unattached_with_their_labels_and_a_warning() {
    let l = load("unnumbered-down.ipuz");
    let p = &l.puzzle;
    // The gimmick: the Down clues are alphabetised, so the first is not 1-Down's (CNBC).
    assert_eq!(p.clue(1, Direction::Down), None);
    assert!(p.clues.keys().all(|k| k.direction == Direction::Across));
    let down = list(p, "Down");
    let texts: Vec<&str> = down.clues.iter().map(|c| c.text.as_str()).collect();
    assert_eq!(
        texts,
        [
            "Actress Vardalos",
            "Brick-baking oven",
            "Cloak",
            "Cosmic ___ (mostly Down)"
        ]
    );
    assert!(down.clues.iter().all(|c| c.label == "•"), "{down:?}");
    assert!(warned(&l, "not numbered"), "{:?}", l.warnings);
    // Through .ipuz and .jpz they stay unattached, and no list of empty Down entries appears.
    for format in [Format::Ipuz, Format::Jpz] {
        let again = back(p, format).puzzle;
        assert_eq!(again.clue(1, Direction::Down), None, ".{format}");
        assert_eq!(list(&again, "Down").clues.len(), 4, ".{format}");
    }
    let written = json(p);
    assert_eq!(written["clues"]["Down"].as_array().map(Vec::len), Some(4));
    let jpz = String::from_utf8(write(p, Format::Jpz)).expect("utf-8");
    assert_eq!(
        jpz.matches("<title><b>Down</b></title>").count(),
        1,
        "{jpz}"
    );
    assert!(!html(p).contains("(4 letters)"));
}

#[test]
fn range_labels_land_on_the_entry_of_their_first_square_and_the_loss_is_named() {
    let l = load("range-labels.ipuz");
    let p = &l.puzzle;
    assert_eq!(p.clue(1, Direction::Across), Some("Pet that purrs"));
    assert_eq!(p.clue(4, Direction::Across), Some("Exist, plurally"));
    assert_eq!(
        p.clue(5, Direction::Across),
        Some("Decade's worth of years")
    );
    assert_eq!(p.clue(1, Direction::Down), Some("Feline"));
    assert_eq!(p.clue(2, Direction::Down), Some("Farm measure"));
    assert_eq!(p.clue(3, Direction::Down), Some("Number after nine"));
    assert!(p.extra_clues.is_empty(), "{:?}", p.extra_clues);
    assert!(warned(&l, "range of squares"), "{:?}", l.warnings);
    // Printed, each clue shows the label its first square shows in the grid: no duplicate
    // numbers that are not in the grid.
    let lists = Lists::of(p, &p.slots());
    let labels = |list: usize| -> Vec<&str> {
        lists
            .clues
            .iter()
            .filter(|c| c.list == list)
            .map(|c| c.label.as_str())
            .collect()
    };
    assert_eq!(labels(0), ["1", "3", "5"]);
    assert_eq!(labels(1), ["1", "F", "2"]);
    assert_eq!(back(p, Format::Ipuz).puzzle.clues, p.clues);
}

#[test]
fn a_barred_xd_numbers_its_entries_by_bars_in_every_reader_and_writer() {
    let l = load("barred.xd");
    let p = &l.puzzle;
    // Every clue sits on the entry the bars make (1-Across is AB, not ABCDE).
    assert!(p.extra_clues.is_empty(), "{:?}", p.extra_clues);
    assert_eq!(p.clue(3, Direction::Across), Some("Last three"));
    let slots = p.slots();
    let cells = |n: u16, d: Direction| slots.get(slots.find(n, d).expect("entry")).cells.clone();
    assert_eq!(
        cells(3, Direction::Across),
        [Pos::new(0, 2), Pos::new(0, 3), Pos::new(0, 4)]
    );
    assert_eq!(cells(3, Direction::Down), [Pos::new(0, 2), Pos::new(1, 2)]);
    // The bar moves no number (the square after it starts 3-Down anyway): standard labels.
    assert!(p.labels.is_empty(), "{:?}", p.labels);
    // The .ipuz written from it carries the real word extents, and no empty standard entries.
    let j = json(p);
    let across = j["clues"]["Across"].to_string();
    assert!(across.contains("Last three"), "{across}");
    assert_eq!(j["clues"]["Across"].as_array().map(Vec::len), Some(4));
    // Every reader gives the same entries back.
    for format in [Format::Ipuz, Format::Jpz, Format::Xd] {
        let again = back(p, format).puzzle;
        assert_eq!(again.clues, p.clues, ".{format}");
        assert!(again.extra_clues.is_empty(), ".{format}");
    }
    let xd = String::from_utf8(write(p, Format::Xd)).expect("utf-8");
    assert!(xd.contains("A3. Last three ~ CDE"), "{xd}");
    assert!(xd.contains("D3. Third column top ~ CH"), "{xd}");
    let page = html(p);
    assert!(
        !page.contains("letters)"),
        "a phantom list of empty entries"
    );
    assert!(page.contains("Last three"));
}

#[test]
fn a_charset_of_allowed_characters_and_comma_separated_rebus_keys_import() {
    let p = load("charset-string.ipuz").puzzle;
    assert!(matches!(p.grid.cell(Pos::new(0, 0)), Cell::Letter(_)));
    assert_eq!(p.answer_at(Pos::new(2, 2)).as_deref(), Some("N"));
    assert!(p.alphabet.is_latin(), "{}", p.alphabet);
    let p = load("rebus-commas.xd").puzzle;
    assert_eq!(p.answer_at(Pos::new(0, 0)).as_deref(), Some("HEART"));
    assert_eq!(p.answer_at(Pos::new(2, 0)).as_deref(), Some("DIAMOND"));
    assert_eq!(p.clue(5, Direction::Across), Some("Gem before ten"));
}

#[test]
fn unknown_ipuz_fields_come_back_and_other_formats_name_them() {
    let p = load("origin.ipuz").puzzle;
    let j = json(&p);
    assert_eq!(j["origin"], "Crossword Compiler 11 (exported by hand)");
    assert_eq!(j["publication"], "The Test Times");
    assert_eq!(j["uniqueid"], "gw-origin-0001");
    assert_eq!(
        j["com.example.vendor"],
        serde_json::json!({"theme": "cats", "rating": [4, 5]})
    );
    assert_eq!(back(&p, Format::Ipuz).puzzle.carried, p.carried);
    assert!(loss::losses(&p, Format::Ipuz).is_empty());
    let lost = loss::losses(&p, Format::Puz).join("; ");
    assert!(
        lost.contains("the .ipuz fields") && lost.contains("origin"),
        "{lost}"
    );
}

#[test]
fn jpz_errors_are_cut_and_escaped() {
    let e = formats::load(&fixture("bad-escape.jpz"))
        .expect_err("a width of 70,000 digits")
        .to_string();
    assert!(e.len() < 400, "{} bytes: {}", e.len(), &e[..200]);
    assert!(!e.contains('\u{1b}'), "{e:?}");
    assert!(e.contains('…'), "the value is cut: {e:?}");
}

#[test]
fn xd_shading_is_written_the_way_puzzmo_reads_it() {
    let grid =
        gridwright::grid::text::parse_grid("CAT\nARE\nTEN\n", &gridwright::grid::Alphabet::latin())
            .expect("grid");
    let mut p = Puzzle::new(grid);
    let shaded = Style {
        shaded: true,
        ..Style::default()
    };
    let circled = Style {
        circled: true,
        ..Style::default()
    };
    p.set_style(Pos::new(0, 0), shaded.clone());
    p.set_style(Pos::new(1, 1), circled);
    let xd = String::from_utf8(write(&p, Format::Xd)).expect("utf-8");
    assert!(xd.contains("background: shade"), "{xd}");
    assert!(!xd.contains("shaded: true"), "{xd}");
    assert_eq!(back(&p, Format::Xd).puzzle.style(Pos::new(0, 0)), shaded);
}

#[test]
fn an_xd_date_is_written_to_ipuz_in_its_date_form_and_read_back_unchanged() {
    let p = load("rebus-commas.xd").puzzle;
    assert_eq!(p.meta.date, "1955-01-09");
    assert_eq!(json(&p)["date"], "01/09/1955");
    assert_eq!(back(&p, Format::Ipuz).puzzle.meta.date, "1955-01-09");
}

#[test]
fn a_locked_puz_read_with_its_key_says_it_was_locked() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/real/puz/puzpy/nyt_locked.puz");
    let key = "7844".parse().expect("a key");
    let l =
        formats::load_with(&path, &formats::ReadOptions { puz_key: Some(key) }).expect("unlocks");
    assert!(warned(&l, "locked"), "{:?}", l.warnings);
}

#[test]
fn emoji_the_pdf_fonts_lack_are_named_at_export() {
    let mut p = load("origin.ipuz").puzzle;
    p.carried.clear();
    let key = *p.clues.keys().next().expect("a clue");
    p.clues.insert(key, "Party time 🎉".into());
    let lost = loss::losses(&p, Format::Pdf).join("; ");
    assert!(lost.contains('🎉') && lost.contains("U+1F389"), "{lost}");
    assert!(
        !loss::losses(&p, Format::Ipuz)
            .iter()
            .any(|l| l.contains('🎉'))
    );
    // Cyrillic and Greek are in the fonts: nothing to name.
    p.clues.insert(key, "Кот и γάτα".into());
    assert!(
        loss::losses(&p, Format::Pdf).is_empty(),
        "{:?}",
        loss::losses(&p, Format::Pdf)
    );
}

#[test]
fn a_cyrillic_or_greek_code_page_puz_says_why_every_square_is_a_rebus() {
    // A .puz written in Windows-1251 (КОТ: 0xCA 0xCE 0xD2) or Windows-1253 (ΚΟΤ: 0xCA 0xCF
    // 0xD4) reads as Latin-1 letters that are not Latin: every square becomes a rebus, and
    // the reader must say so.
    for (script, bytes) in [
        ("Cyrillic", [0xCA, 0xCE, 0xD2]),
        ("Greek", [0xCA, 0xCF, 0xD4]),
    ] {
        let grid = gridwright::grid::text::parse_grid(
            "CAT\nARE\nTEN",
            &gridwright::grid::Alphabet::latin(),
        )
        .unwrap();
        let mut file = write(&Puzzle::new(grid), Format::Puz);
        // The solution follows the 0x34-byte header.
        let solution = 0x34;
        for (i, b) in file[solution..solution + 9].iter_mut().enumerate() {
            *b = bytes[i % 3];
        }
        let l = formats::read_bytes(&file, Format::Puz, Path::new("code-page.puz")).unwrap();
        assert_eq!(l.puzzle.grid.rebus_squares().count(), 9, "{script}");
        let w = l.warnings.join("\n");
        assert!(
            w.contains("9 of 9 squares are rebus squares: .puz cannot say its alphabet"),
            "{script}: {w}"
        );
        assert!(w.contains("not in the Latin alphabet"), "{script}: {w}");
    }
}
