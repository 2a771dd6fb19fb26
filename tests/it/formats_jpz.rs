//! `.jpz` against kotwords' files (`tests/fixtures/real/jpz/kotwords/`): each file's facts as
//! its XML states them, jpz → jpz and jpz → save slot → jpz keeping everything, zipped files,
//! refusals that name the place, mutated files that never panic, and generated puzzles that
//! keep everything `.jpz` holds (`jpz_props` below).

#[path = "formats_jpz/mutate.rs"]
mod jpz_mutate;
#[path = "formats_jpz/props.rs"]
mod jpz_props;

use gridwright::formats::jpz::{self, JpzError, JpzFile};
use gridwright::formats::{Format, WriteOptions, loss};
use gridwright::grid::{Direction, ListClue, Pos, Puzzle, Rgb, Style, text::format_grid};
use gridwright::store::doc::SlotDoc;
use std::io::Write as _;
use std::path::{Path, PathBuf};

const ACROSS: Direction = Direction::Across;
const DOWN: Direction = Direction::Down;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/real/jpz/kotwords")
}

fn bytes(name: &str) -> Vec<u8> {
    std::fs::read(dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn read(name: &str) -> JpzFile {
    jpz::parse(&bytes(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Every vendored file, as paths relative to the fixture folder.
fn all_files() -> Vec<String> {
    fn walk(d: &Path, base: &Path, out: &mut Vec<String>) {
        for e in std::fs::read_dir(d).expect("fixture folder") {
            let p = e.expect("entry").path();
            if p.is_dir() {
                walk(&p, base, out);
            } else if p.extension().is_some_and(|x| x == "jpz") {
                let rel = p.strip_prefix(base).expect("inside");
                out.push(rel.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    let mut out = Vec::new();
    walk(&dir(), &dir(), &mut out);
    out.sort();
    out
}

fn options() -> WriteOptions {
    WriteOptions {
        allow_incomplete: true,
        ..WriteOptions::default()
    }
}

fn write_read(p: &Puzzle) -> Puzzle {
    let out = jpz::to_bytes(p, &options()).expect("writes");
    jpz::parse(&out)
        .unwrap_or_else(|e| panic!("{e}\n{}", String::from_utf8_lossy(&out)))
        .puzzle
}

fn through_slot(p: &Puzzle) -> Puzzle {
    let doc = SlotDoc::new(p, 1, 2, None);
    let toml = doc.to_toml().expect("slot serialises");
    SlotDoc::from_toml(&toml)
        .expect("slot parses")
        .puzzle
        .to_puzzle()
        .expect("slot holds a puzzle")
}

fn rows(p: &Puzzle) -> Vec<String> {
    format_grid(&p.grid, &p.alphabet)
        .lines()
        .map(str::to_string)
        .collect()
}

fn clue(p: &Puzzle, n: u16, d: Direction) -> &str {
    p.clue(n, d)
        .unwrap_or_else(|| panic!("no clue {n} {d} in {:?}", p.clues))
}

fn answer(p: &Puzzle, n: u16, d: Direction) -> String {
    let slots = p.slots();
    let id = slots.find(n, d).expect("entry");
    slots.get(id).answer(&p.grid, &p.alphabet).expect("filled")
}

fn warned(f: &JpzFile, needle: &str) -> bool {
    f.warnings.iter().any(|w| w.contains(needle))
}

fn circled(p: &Puzzle) -> Vec<Pos> {
    p.styles
        .iter()
        .filter(|(_, s)| s.circled)
        .map(|(p, _)| *p)
        .collect()
}

fn list<'a>(p: &'a Puzzle, title: &str) -> &'a [ListClue] {
    &p.extra_clues
        .iter()
        .find(|l| l.title == title)
        .unwrap_or_else(|| panic!("no list {title:?}"))
        .clues
}

fn at(r: usize, c: usize) -> Pos {
    Pos::new(r, c)
}

/// The grid, answers, circles, clues and metadata of kotwords' example puzzle.
fn assert_example(p: &Puzzle) {
    assert_eq!(
        rows(p),
        ["ABCD#", "EFGH#", "IJ{XYZ}LM", "#NOPQ", "#{1}{2}{$}{@}"]
    );
    assert_eq!(p.grid.rebus_at(at(2, 2)), Some("XYZ"));
    assert_eq!(answer(p, 6, ACROSS), "IJXYZLM");
    assert_eq!(answer(p, 9, ACROSS), "12$@");
    assert_eq!(answer(p, 3, DOWN), "CGXYZO2");
    assert_eq!(answer(p, 7, DOWN), "MQ@");
    assert_eq!(circled(p), [at(2, 0), at(2, 4)]);
    assert_eq!(p.styles.len(), 2, "only the circles: {:?}", p.styles);
    assert!(p.labels.is_empty(), "standard numbering: {:?}", p.labels);
    assert_eq!(
        clue(p, 1, ACROSS),
        "First across clue with special characters αβγδε"
    );
    assert_eq!(clue(p, 5, ACROSS), "Second across clue");
    assert_eq!(clue(p, 9, ACROSS), "Fifth across clue");
    assert_eq!(clue(p, 3, DOWN), "Third down clue");
    assert_eq!(clue(p, 7, DOWN), "Fifth down clue");
    assert_eq!(p.clues.len(), 10);
    assert!(p.extra_clues.is_empty());
    assert_eq!(p.meta.notes, "Notepad text goes here.");
    assert!(!p.meta.no_solution);
}

#[test]
fn the_example_puzzle_reads_every_fact() {
    let f = read("jpz/test.jpz");
    assert_example(&f.puzzle);
    assert_eq!(f.puzzle.meta.title, "Example Puzzle for Kotwords");
    assert_eq!(f.puzzle.meta.author, "Jeff Davidson");
    assert_eq!(f.puzzle.meta.copyright, "© 2018 Jeff Davidson");
    assert!(f.warnings.is_empty(), "{:?}", f.warnings);
}

#[test]
fn namespaces_word_shapes_and_applet_metadata_read_the_same_puzzle() {
    let base = read("jpz/test.jpz").puzzle;
    for name in [
        "jpz/test-inline-cells.jpz",
        "jpz/test-no-namespaces.jpz",
        "jpz/test-invalid-namespace.jpz",
        "jpz/test-applet-metadata.jpz",
    ] {
        let f = read(name);
        assert_eq!(f.puzzle, base, "{name}");
        assert!(f.warnings.is_empty(), "{name}: {:?}", f.warnings);
    }
    let nyt = read("nyt/test.jpz").puzzle;
    assert_example(&nyt);
    assert_eq!(nyt.meta.title, "NY Times, Wednesday, January 8, 2020");
    assert_eq!(nyt.meta.author, "Jeff Davidson / Jeff Editor");
    assert_eq!(nyt.meta.copyright, "© 2018, The New York Times");
}

#[test]
fn bars_are_kept_and_bar_bounded_clues_keep_their_squares() {
    let f = read("jpz/test-barred.jpz");
    let p = &f.puzzle;
    assert_eq!(rows(p), ["ABCDE", "FGHIJ", "KL#MN", "OPQRS", "TUVWX"]);
    let right = Style {
        bar_right: true,
        ..Style::default()
    };
    let bottom = Style {
        bar_bottom: true,
        ..Style::default()
    };
    // left-bar on x5 y1, x2 y3, x4 y3, x5 y3, x2 y5; top-bar on x1 y2 and x5 y5.
    let expected = [
        (at(0, 3), right.clone()),
        (at(0, 0), bottom.clone()),
        (at(2, 0), right.clone()),
        (at(2, 2), right.clone()),
        (at(2, 3), right.clone()),
        (at(4, 0), right.clone()),
        (at(3, 4), bottom),
    ];
    assert_eq!(p.styles, expected.into_iter().collect());
    // The numbers follow the bars (6 starts row 2, 9 starts at x2 y5), as the model numbers
    // a barred grid itself: no explicit labels, and every clue is the clue of its entry.
    let slots = p.slots();
    assert_eq!(slots.number_at(at(1, 0)), Some(6));
    assert_eq!(slots.number_at(at(4, 1)), Some(9));
    assert!(p.labels.is_empty(), "{:?}", p.labels);
    assert!(p.extra_clues.is_empty(), "{:?}", p.extra_clues);
    let cells = |n: u16, d: Direction| slots.get(slots.find(n, d).expect("entry")).cells.clone();
    assert_eq!(p.clue(1, Direction::Across), Some("First across clue"));
    assert_eq!(
        cells(1, Direction::Across),
        [at(0, 0), at(0, 1), at(0, 2), at(0, 3)]
    );
    assert_eq!(
        cells(9, Direction::Across),
        [at(4, 1), at(4, 2), at(4, 3), at(4, 4)]
    );
    assert_eq!(p.clue(6, Direction::Down), Some("Fifth down clue"));
    assert_eq!(
        cells(6, Direction::Down),
        [at(1, 0), at(2, 0), at(3, 0), at(4, 0)]
    );
    assert_eq!(p.clues.len(), 10);
}

#[test]
fn shading_given_letters_and_voids() {
    let shaded = read("jpz/test-shaded.jpz").puzzle;
    let grey: Vec<Pos> = shaded
        .styles
        .iter()
        .filter(|(_, s)| s.shaded)
        .map(|(p, _)| *p)
        .collect();
    assert_eq!(grey, [at(2, 0), at(2, 4)]);
    assert_eq!(answer(&shaded, 6, ACROSS), "IJKLM");

    let prefilled = read("jpz/test-prefilled.jpz").puzzle;
    let given: Vec<Pos> = prefilled
        .styles
        .iter()
        .filter(|(_, s)| s.given)
        .map(|(p, _)| *p)
        .collect();
    assert_eq!(given, [at(2, 2)]);
    assert_eq!(prefilled.answer_at(at(2, 2)).as_deref(), Some("K"));

    let f = read("jpz/test-void.jpz");
    let p = &f.puzzle;
    assert_eq!((p.grid.width(), p.grid.height()), (7, 7));
    assert_eq!(rows(p)[0], "#######");
    assert_eq!(rows(p)[3], "#IJ{XYZ}LM#");
    let red = Some(Rgb(255, 0, 0));
    for q in [at(0, 3), at(3, 0), at(3, 6), at(6, 3)] {
        assert!(p.grid.cell(q).is_block());
        assert_eq!(p.style(q).color, red, "{q}");
    }
    assert_eq!(circled(p), [at(3, 1), at(3, 5)]);
    assert_eq!(
        clue(p, 1, ACROSS),
        "First across clue with special characters αβγδε"
    );
    assert!(
        warned(&f, "20 void or unlisted squares"),
        "{:?}",
        f.warnings
    );
}

#[test]
fn no_solution_reads_an_empty_grid_and_says_so() {
    let f = read("jpz/test-no-solution.jpz");
    let p = &f.puzzle;
    assert!(p.meta.no_solution);
    assert_eq!(rows(p), ["....#", "....#", ".....", "#....", "#...."]);
    assert_eq!(circled(p), [at(2, 0), at(2, 4)]);
    assert_eq!(clue(p, 8, ACROSS), "Fourth across clue");
    assert_eq!(p.clues.len(), 10);
    assert!(warned(&f, "no solution"), "{:?}", f.warnings);
    let out = String::from_utf8(jpz::to_bytes(p, &WriteOptions::default()).expect("writes"))
        .expect("utf-8");
    assert!(!out.contains("solution=\""), "no invented answers:\n{out}");
    assert!(out.contains("only-if-correct=\"false\""));
}

#[test]
fn clue_formatting_is_markup_beside_plain_text() {
    let p = read("jpz/test-html.jpz").puzzle;
    let one = gridwright::grid::ClueKey::new(1, ACROSS);
    assert_eq!(
        clue(&p, 1, ACROSS),
        "First across clue with bold, italic, and bold italic text"
    );
    assert_eq!(
        p.clue_markup(one),
        Some(
            "First across clue with <b>bold</b>, <i>italic</i>, and <b><i>bold italic</i></b> text"
        )
    );
    assert_eq!(
        clue(&p, 5, ACROSS),
        "Second across clue with subscript and superscript"
    );
    assert_eq!(
        p.clue_markup(gridwright::grid::ClueKey::new(6, ACROSS)),
        Some("Third across clue with <sub><i>italic subscript</i></sub> and more")
    );
    assert_eq!(p.clue_markup.len(), 3);
    assert_eq!(clue(&p, 4, DOWN), "Fourth down clue");
}

#[test]
fn enumerations_join_the_clue_text() {
    let f = read("jpz/test-formats.jpz");
    assert_eq!(
        clue(&f.puzzle, 1, ACROSS),
        "First across clue with special characters αβγδε (4)"
    );
    assert_eq!(clue(&f.puzzle, 1, DOWN), "First down clue (2, 3)");
    assert_eq!(clue(&f.puzzle, 2, DOWN), "Second down clue");
    assert!(warned(&f, "2 clue enumerations"), "{:?}", f.warnings);
}

#[test]
fn explicit_numbering_is_kept_and_clues_land_on_their_squares() {
    let f = read("jpz/gaps.jpz");
    let p = &f.puzzle;
    assert_eq!(rows(p)[0], "XXX####");
    assert_eq!(rows(p)[4], "####XXX");
    let labels: Vec<(Pos, &str)> = p.labels.iter().map(|(q, l)| (*q, l.as_str())).collect();
    assert_eq!(
        labels,
        [
            (at(0, 0), "1"),
            (at(0, 2), "2"),
            (at(1, 5), "3"),
            (at(1, 6), "4"),
            (at(2, 0), "5"),
            (at(2, 4), "6"),
            (at(2, 6), "7"),
            (at(3, 0), "8"),
            (at(3, 4), "9"),
            (at(4, 4), "10"),
        ]
    );
    // The file's 2-Down is the column at x3, which standard numbering calls 3-Down; its
    // 5-Across (x1-3 y3) is standard 8-Across.
    assert_eq!(clue(p, 3, DOWN), "Normal clue");
    assert_eq!(clue(p, 1, DOWN), "9-Across, for example");
    assert_eq!(clue(p, 6, DOWN), "See 4-Down");
    assert_eq!(clue(p, 7, DOWN), "See 3-Down and 1-, 6- and 9-Across");
    assert_eq!(clue(p, 8, ACROSS), "See 1- and 6-Across");
    assert_eq!(clue(p, 12, ACROSS), "See 2-Down");
    assert_eq!(p.label_at(at(2, 0), &p.slots()).as_deref(), Some("5"));
    assert_eq!(p.clue(2, DOWN), None, "the unclued column stays unclued");
    // 7-Down (x7 y3-5) is part of a longer entry: kept with its squares.
    let rest = list(p, "Down");
    assert_eq!(rest.len(), 1);
    assert_eq!(rest[0].label, "7");
    assert_eq!(rest[0].text, "Will be removed");
    assert_eq!(rest[0].cells, [at(2, 6), at(3, 6), at(4, 6)]);
    assert!(warned(&f, "1 Down clue names no entry"), "{:?}", f.warnings);
}

#[test]
fn cell_ranges_diagonals_and_empty_clues() {
    let base = read("jpz/test.jpz").puzzle;
    let ranges = read("jpz/test-cell-ranges.jpz").puzzle;
    assert_eq!(ranges.grid, base.grid);
    assert_eq!(clue(&ranges, 1, ACROSS), clue(&base, 1, ACROSS));
    assert_eq!(clue(&ranges, 2, DOWN), "Second down clue");
    // Its word 1003 names x2 y1-3 and x3 y4-5, which is no entry: kept with those squares.
    assert_eq!(ranges.clue(3, DOWN), None);
    let odd = &list(&ranges, "Down")[0];
    assert_eq!(odd.text, "Third down clue");
    assert_eq!(
        odd.cells,
        [at(0, 1), at(1, 1), at(2, 1), at(3, 2), at(4, 2)]
    );

    let diagonal = read("jpz/test-diagonal.jpz").puzzle;
    assert_eq!(diagonal.clues.len(), 10);
    let se = list(&diagonal, "Southeast");
    assert_eq!(se.len(), 1);
    assert_eq!(se[0].label, "A");
    assert_eq!(se[0].text, "Diagonal clue");
    assert_eq!(se[0].cells, (0..5).map(|i| at(i, i)).collect::<Vec<_>>());

    let empty = read("jpz/test-empty-clue.jpz").puzzle;
    assert_eq!(clue(&empty, 1, ACROSS), "");
    assert_eq!(clue(&empty, 5, ACROSS), "Second across clue");
}

#[test]
fn what_cannot_be_kept_is_named() {
    let solved = read("jpz/test-solved.jpz");
    assert_eq!(solved.puzzle.grid, read("jpz/test.jpz").puzzle.grid);
    assert!(
        warned(&solved, "21 solver's entries (solve-state)"),
        "{:?}",
        solved.warnings
    );

    let pictures = read("jpz/test-bgimage.jpz");
    assert!(
        warned(&pictures, "3 square pictures"),
        "{:?}",
        pictures.warnings
    );
    assert_eq!(pictures.puzzle.meta.author, "Jeff Davidson / Jeff Editor");

    let nyt = read("nyt/test-bgimage.jpz");
    assert!(warned(&nyt, "2 square pictures"), "{:?}", nyt.warnings);
    assert!(
        nyt.puzzle
            .meta
            .explanation
            .starts_with("Congratulations! This image is intended")
    );

    let rows_garden = read("rows-garden/rows-garden-mini.jpz");
    assert!(
        warned(&rows_garden, "15 top-right numbers"),
        "{:?}",
        rows_garden.warnings
    );
}

#[test]
fn other_tools_text_is_kept_as_written() {
    let p = read("uclick/test.jpz").puzzle;
    assert_eq!(
        clue(&p, 5, ACROSS),
        "Second across clue || This is an alternate clue that should be ignored"
    );
    assert_eq!(clue(&p, 8, ACROSS), "Fourth%20across%20clue");
}

#[test]
fn variety_puzzles_read_as_extra_lists_with_their_squares() {
    let p = read("rows-garden/rows-garden-mini.jpz").puzzle;
    assert_eq!((p.grid.width(), p.grid.height()), (15, 7));
    assert_eq!(list(&p, "Rows").len(), 7);
    let blooms = list(&p, "Blooms");
    assert_eq!(blooms.len(), 15);
    assert_eq!(blooms[0].label, "L1");
    assert_eq!(blooms[0].text, "Light 1");
    assert_eq!(blooms[0].cells.len(), 6);
    assert!(p.clues.is_empty());
    assert!(p.labels.values().any(|l| l == "A"));

    let spiral = read("spiral/spiral-chunked.jpz").puzzle;
    assert_eq!(spiral.grid.rebus_at(at(0, 0)), Some("ABC"));
    assert_eq!(spiral.grid.rebus_at(at(1, 0)), Some("VWXYZ"));
    let inward = list(&spiral, "Inward");
    assert_eq!(inward[0].label, "1-3");
    assert_eq!(inward[0].cells, [at(0, 0), at(0, 1), at(0, 2)]);
    assert_eq!(list(&spiral, "Outward")[2].label, "3-1");

    let wordle = read("crosswordle.jpz");
    let q = &wordle.puzzle;
    assert_eq!(rows(q)[5], "HELLO");
    assert_eq!(q.style(at(1, 0)).color, Some(Rgb(0xC9, 0xB4, 0x58)));
    assert!(q.style(at(4, 2)).bar_bottom, "top-bar on x3 y6");
    assert_eq!(answer(q, 10, ACROSS), "HELLO");
    assert_eq!(clue(q, 1, ACROSS), "Across clue 1");
}

#[test]
fn acrostic_and_coded_puzzles_are_refused_with_the_place() {
    for name in ["acrostic/acrostic.jpz", "acrostic/acrostic-attribution.jpz"] {
        let e = jpz::parse(&bytes(name)).unwrap_err();
        assert!(matches!(e, JpzError::Unsupported { .. }), "{name}: {e}");
        let msg = e.to_string();
        assert!(msg.starts_with("line 1, column "), "{msg}");
        assert!(msg.contains("acrostic"), "{msg}");
    }
    let e = jpz::parse(&bytes("coded/coded.jpz")).unwrap_err();
    assert!(e.to_string().contains("coded"), "{e}");
}

#[test]
fn every_file_writes_back_and_survives_a_save_slot() {
    let files = all_files();
    assert!(files.len() >= 50, "{files:?}");
    let mut read_ok = 0;
    for name in &files {
        let Ok(f) = jpz::parse(&bytes(name)) else {
            continue;
        };
        read_ok += 1;
        let back = write_read(&f.puzzle);
        assert_eq!(back, f.puzzle, "{name}: jpz → jpz");
        let slotted = through_slot(&f.puzzle);
        assert_eq!(slotted, f.puzzle, "{name}: jpz → slot");
        assert_eq!(write_read(&slotted), f.puzzle, "{name}: jpz → slot → jpz");
        assert!(
            loss::losses(&f.puzzle, Format::Jpz).is_empty(),
            "{name}: {:?}",
            loss::losses(&f.puzzle, Format::Jpz)
        );
    }
    assert_eq!(
        read_ok,
        files.len() - 4,
        "all but the acrostics and the coded puzzle"
    );
}

#[test]
fn what_we_write_is_the_shape_other_readers_expect() {
    let p = read("jpz/test-barred.jpz").puzzle;
    let out = String::from_utf8(jpz::to_bytes(&p, &WriteOptions::default()).expect("writes"))
        .expect("utf-8");
    // Crossword Nexus checks for the declaration first; Crossword Solver draws top and left bars.
    assert!(
        out.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<crossword-compiler-applet")
    );
    assert!(out.contains("<cell x=\"5\" y=\"1\" solution=\"E\" number=\"5\" left-bar=\"true\"/>"));
    assert!(out.contains("<cell x=\"1\" y=\"2\" solution=\"F\" number=\"6\" top-bar=\"true\"/>"));
    assert!(!out.contains("right-bar") && !out.contains("bottom-bar"));
    let given = read("jpz/test-prefilled.jpz").puzzle;
    let out = String::from_utf8(jpz::to_bytes(&given, &WriteOptions::default()).expect("writes"))
        .expect("utf-8");
    assert!(
        out.contains("<cell x=\"3\" y=\"3\" type=\"clue\" solution=\"K\" solve-state=\"K\"/>"),
        "{out}"
    );
}

/// A zip archive holding one file, as Crossword Compiler and kotwords write `.jpz`.
fn zipped(name: &str, data: &[u8]) -> Vec<u8> {
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let opts = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    zip.start_file(name, opts).expect("starts");
    zip.write_all(data).expect("writes");
    zip.finish().expect("finishes").into_inner()
}

#[test]
fn zipped_files_open_like_plain_ones() {
    let plain = bytes("jpz/test-html.jpz");
    let z = zipped("puzzle.jpz", &plain);
    assert!(z.starts_with(b"PK"));
    assert_eq!(
        jpz::parse(&z).expect("reads"),
        jpz::parse(&plain).expect("reads")
    );
    let truncated = &z[..z.len() / 2];
    let e = jpz::parse(truncated).unwrap_err();
    assert!(matches!(e, JpzError::Zip(_)), "{e}");
    assert!(!e.to_string().trim().is_empty());
    let not_xml = zipped("notes.txt", b"hello");
    assert!(matches!(jpz::parse(&not_xml), Err(JpzError::Empty)));
}

#[test]
fn damaged_files_are_refused_with_line_and_column() {
    let text = String::from_utf8(bytes("jpz/test.jpz")).expect("utf-8");
    let broken = text.replacen(
        "<cell x=\"3\" y=\"2\" solution=\"G\"/>",
        "<cell x=\"3\" y=\"2\" solution=\"G\">",
        1,
    );
    let e = jpz::parse(broken.as_bytes()).unwrap_err();
    assert!(matches!(e, JpzError::Xml { .. }), "{e}");
    assert!(e.to_string().starts_with("line "), "{e}");

    let wide = text.replacen("width=\"5\"", "width=\"256\"", 1);
    let e = jpz::parse(wide.as_bytes()).unwrap_err();
    assert_eq!(
        e.to_string().split(':').next(),
        Some("line 11, column 7"),
        "{e}"
    );
    assert!(e.to_string().contains("256×5"), "{e}");

    let bad = text.replacen("x=\"2\" y=\"4\"", "x=\"two\" y=\"4\"", 1);
    let e = jpz::parse(bad.as_bytes()).unwrap_err();
    assert!(e.to_string().contains("x=\"two\""), "{e}");
    assert!(e.to_string().starts_with("line 29, column 9"), "{e}");

    let e = jpz::parse(b"<html><body/></html>").unwrap_err();
    assert!(matches!(e, JpzError::NotJpz { .. }), "{e}");
    let e =
        jpz::parse(b"<crossword-compiler><rectangular-puzzle/></crossword-compiler>").unwrap_err();
    assert!(e.to_string().contains("<crossword>"), "{e}");
    assert!(matches!(
        jpz::parse(b"\xff\xfe\x00"),
        Err(JpzError::Encoding { .. })
    ));
    assert!(matches!(
        jpz::parse(b"<a>\xa9</a>"),
        Err(JpzError::Encoding { offset: 3 })
    ));
}

/// A 29×29 file whose every word names the whole grid, named by every clue.
fn hostile(words: usize) -> String {
    let mut x = String::from(
        "<crossword-compiler><rectangular-puzzle><crossword><grid width=\"29\" height=\"29\">",
    );
    for r in 1..=29 {
        for c in 1..=29 {
            x.push_str(&format!("<cell x=\"{c}\" y=\"{r}\" solution=\"A\"/>"));
        }
    }
    x.push_str("</grid>");
    for i in 0..words {
        x.push_str(&format!("<word id=\"{i}\" x=\"1-29\" y=\"1-29\"/>"));
    }
    x.push_str("<clues><title>Rows</title>");
    for i in 0..words {
        x.push_str(&format!("<clue word=\"{}\" number=\"{i}\">c</clue>", i % 3));
    }
    x.push_str("</clues></crossword></rectangular-puzzle></crossword-compiler>");
    x
}

#[test]
fn hostile_sizes_are_bounded() {
    let f = jpz::parse(hostile(90_000).as_bytes()).expect("reads");
    let rows = &f.puzzle.extra_clues[0].clues;
    assert_eq!(rows.len(), 90_000);
    let kept: usize = rows.iter().map(|c| c.cells.len()).sum();
    assert!(kept <= 100_000, "{kept} squares kept");
    assert!(
        warned(&f, "far more squares than a puzzle has"),
        "{:?}",
        f.warnings
    );
    let e = jpz::parse(hostile(120_000).as_bytes()).unwrap_err();
    assert!(e.to_string().contains("elements"), "{e}");
}
