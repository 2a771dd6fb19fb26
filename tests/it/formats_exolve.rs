//! Exolve in and out: the fixtures under `tests/fixtures/faithful/exolve-*.exolve` (written
//! for these tests from the format's README) and the same block inside the HTML page that
//! plays it; what each section becomes, bars numbering the entries, and errors with lines.

use gridwright::formats::{self, Format, Loaded, WriteOptions};
use gridwright::grid::{Cell, ClueKey, Direction, Pos, Puzzle, Rgb};
use std::path::{Path, PathBuf};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

fn load(name: &str) -> Loaded {
    formats::load(&fixture(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn key(n: u16, d: Direction) -> ClueKey {
    ClueKey::new(n, d)
}

fn read(text: &str) -> Result<Loaded, String> {
    formats::read_bytes(text.as_bytes(), Format::Exolve, Path::new("t.exolve"))
        .map_err(|e| e.to_string())
}

#[test]
fn the_readme_example_keeps_every_section_gridwright_models() {
    let l = load("faithful/exolve-blocked.exolve");
    assert_eq!(l.format, Format::Exolve);
    let p = &l.puzzle;
    assert_eq!(p.meta.title, "Hello & welcome");
    assert_eq!(p.meta.author, "Written for gridwright's tests");
    assert_eq!(p.meta.copyright, "2026 gridwright");
    assert_eq!(
        p.meta.intro,
        "Every answer is an ordinary word.\nSolve as usual."
    );
    assert_eq!(p.meta.explanation, "HELLO is a greeting.");
    assert_eq!(p.answer_at(Pos::new(4, 4)).as_deref(), Some("R"));
    assert_eq!(p.grid.cell(Pos::new(1, 1)), Cell::Block);
    assert_eq!(p.clues[&key(1, Direction::Across)], "Greeting (5)");
    assert_eq!(p.clues[&key(4, Direction::Across)], "Earth (5)");
    // A hidden enumeration is not shown to the solver, so it is not part of the clue.
    assert_eq!(p.clues[&key(2, Direction::Down)], "Big");
    assert_eq!(p.clues[&key(1, Direction::Down)], "Emits cry (5)");
    assert_eq!(
        p.clue_markup(key(1, Direction::Down)),
        Some("Emits <i>cry</i> (5)")
    );
    assert!(p.style(Pos::new(0, 0)).circled);
    let s = p.style(Pos::new(4, 0));
    assert!(s.given && s.shaded && s.color.is_none(), "{s:?}");
    for pos in [Pos::new(0, 4), Pos::new(4, 4)] {
        assert_eq!(p.style(pos).color, Some(Rgb(255, 255, 0)));
    }
    assert_eq!(
        l.warnings,
        ["annotations after the enumeration not kept: 4 (line 20)"]
    );
}

#[test]
fn a_barred_grid_is_numbered_by_its_bars_as_the_xd_reader_numbers_it() {
    let exolve = load("faithful/exolve-barred.exolve");
    // The one note: a file with bars and no style of its own is checked as barred.
    assert!(
        exolve.warnings.len() == 1 && exolve.warnings[0].contains("checked as a barred puzzle"),
        "{:?}",
        exolve.warnings
    );
    let xd = load("faithful/barred.xd");
    let (a, b) = (&exolve.puzzle, &xd.puzzle);
    assert_eq!(a.grid, b.grid);
    assert_eq!(a.styles, b.styles);
    assert_eq!(a.labels, b.labels);
    // The same entries get the same clue (the enumerations are Exolve's own), on the entries
    // the bars make: 1 Across ends at the bar after two squares.
    let strip = |p: &Puzzle| -> Vec<(ClueKey, String)> {
        p.clues
            .iter()
            .map(|(k, x)| (*k, x.split(" (").next().unwrap_or("").to_string()))
            .collect()
    };
    assert!(a.extra_clues.is_empty() && b.extra_clues.is_empty());
    assert_eq!(strip(a), strip(b));
    assert!(!a.clues.is_empty());
    assert_eq!(a.clue(1, Direction::Across), Some("First two (2)"));
    let first = a.slots();
    let one_across = first.get(first.at(Pos::new(0, 0), Direction::Across).expect("1A"));
    assert_eq!(one_across.len(), 2);
}

#[test]
fn the_block_is_read_from_the_html_page_that_plays_it() {
    let page = load("exolve/barred-page.html");
    assert_eq!(page.format, Format::Exolve);
    let alone = load("faithful/exolve-barred.exolve");
    assert_eq!(page.puzzle, alone.puzzle);
    // A page without a block says what it lacks.
    let err = formats::read_bytes(b"<html></html>", Format::Html, Path::new("p.html"))
        .unwrap_err()
        .to_string();
    assert_eq!(
        err,
        "p.html: no exolve-begin … exolve-end block in this page (an .html file is read only \
         for the Exolve puzzle in it)"
    );
}

#[test]
fn rebus_cells_digits_given_letters_and_a_list_of_its_own() {
    let l = load("faithful/exolve-rebus.exolve");
    assert!(l.warnings.is_empty(), "{:?}", l.warnings);
    let p = &l.puzzle;
    assert_eq!(p.grid.rebus_at(Pos::new(0, 0)), Some("STAR"));
    assert_eq!(p.answer_at(Pos::new(2, 1)).as_deref(), Some("1"));
    assert!(p.style(Pos::new(0, 2)).given);
    assert_eq!(
        p.clues[&key(1, Direction::Across)],
        "Celebrity at a rodent? (6)"
    );
    let list = &p.extra_clues[0];
    assert_eq!(list.clues[0].label, "X");
    assert_eq!(list.clues[0].text, "A bonus clue, placed nowhere");
    let back = read(&String::from_utf8(write(p)).unwrap()).unwrap();
    assert_eq!(back.puzzle.grid, p.grid);
    assert_eq!(back.puzzle.clues, p.clues);
    assert_eq!(back.puzzle.styles, p.styles);
}

#[test]
fn the_language_names_the_alphabet_both_ways() {
    let l = load("faithful/exolve-greek.exolve");
    assert_eq!(l.puzzle.alphabet.name(), Some("greek"));
    assert_eq!(l.puzzle.answer_at(Pos::new(1, 2)).as_deref(), Some("Ω"));
    let text = String::from_utf8(write(&l.puzzle)).unwrap();
    assert!(text.contains("exolve-language: el Greek"), "{text}");
    assert_eq!(read(&text).unwrap().puzzle.alphabet.name(), Some("greek"));
}

fn write(p: &Puzzle) -> Vec<u8> {
    let options = WriteOptions {
        allow_incomplete: true,
        ..WriteOptions::default()
    };
    formats::to_bytes(p, Format::Exolve, &options).expect("writes")
}

#[test]
fn written_clues_keep_their_text_through_exolve_s_own_rules() {
    let mut l = load("faithful/exolve-blocked.exolve");
    let p = &mut l.puzzle;
    // Text Exolve would take for an annotation, a comment, a section or a link.
    let tricky = [
        (key(1, Direction::Across), "Novel (1984) by Orwell"),
        (key(4, Direction::Across), "Number # one & <two>"),
        (key(5, Direction::Across), "exolve-end, and ~{so}~ on #"),
        (key(3, Direction::Down), "Satellite (4)* hidden"),
    ];
    for (k, t) in tricky {
        p.clues.insert(k, t.to_string());
        p.clue_markup.remove(&k);
    }
    p.meta.title = "Puzzle #1 # of 2".into();
    p.meta.intro = "exolve-end: not the end\n\n# not a comment".into();
    let text = String::from_utf8(write(p)).unwrap();
    let back = read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    for (k, t) in tricky {
        assert_eq!(back.puzzle.clues[&k], t, "{text}");
    }
    assert_eq!(back.puzzle.meta.title, p.meta.title);
    assert_eq!(back.puzzle.meta.intro, p.meta.intro);
    assert_eq!(
        back.puzzle.clue_markup(key(1, Direction::Down)),
        Some("Emits <i>cry</i> (5)")
    );
}

#[test]
fn bad_blocks_are_refused_with_the_line() {
    let cases = [
        ("no block here", "no exolve-begin"),
        (
            "exolve-begin\nexolve-width: 3\n",
            "line 1: exolve-begin has no exolve-end",
        ),
        (
            "exolve-begin\n exolve-width: x3\n exolve-height: 1\n exolve-grid:\n ABC\nexolve-end",
            "line 2: exolve-width is \"x3\"",
        ),
        (
            "exolve-begin\n exolve-width: 3\n exolve-height: 2\n exolve-grid:\n ABC\n AB\nexolve-end",
            "line 6: grid row has 2 squares but exolve-width is 3",
        ),
        (
            "exolve-begin\n exolve-width: 3\n exolve-height: 3\n exolve-grid:\n ABC\nexolve-end",
            "the grid has 1 rows but exolve-height is 3",
        ),
        (
            "exolve-begin\n exolve-width: 3\n exolve-height: 1\nexolve-end",
            "no exolve-grid",
        ),
        (
            "exolve-begin\n exolve-width: 3\n exolve-height: 1\n exolve-grid:\n AB&\nexolve-end",
            "line 5: `&` at the end",
        ),
        (
            "exolve-begin\n exolve-width: 99999\n exolve-height: 1\n exolve-grid:\n AB\nexolve-end",
            "grid row has 2 squares",
        ),
    ];
    for (text, want) in cases {
        let err = read(text).map(|_| ()).unwrap_err();
        assert!(err.contains(want), "{text:?}: {err}");
    }
}

#[test]
fn unknown_sections_partial_diagramless_and_bad_colours_are_named() {
    let text = "exolve-begin\n exolve-width: 2\n exolve-height: 2\n exolve-nina: a1 b2\n exolve-option: hide-inferred-numbers\n exolve-grid:\n A* B\n C~ D\n exolve-colour: pink a1\n exolve-colour: #FF0000 z9\nexolve-end";
    let l = read(text).unwrap();
    let all = l.warnings.join("\n");
    for want in [
        "exolve-nina (line 4)",
        "exolve-option hide-inferred-numbers",
        "1 diagramless square",
        "skipping their number",
        "colour \"pink\" not kept",
        "\"z9\" is not a square",
    ] {
        assert!(all.contains(want), "{want}: {all}");
    }
    // Every square diagramless is a diagramless puzzle, and no letters (`0`) no solution.
    let l = read(
        "exolve-begin\n exolve-width: 2\n exolve-height: 2\n exolve-grid:\n 0* 0*\n 0* .*\nexolve-end",
    )
    .unwrap();
    assert!(l.puzzle.meta.diagramless && l.puzzle.meta.no_solution);
    assert!(l.warnings.is_empty(), "{:?}", l.warnings);
}

#[test]
fn export_and_import_through_the_binary() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.exolve");
    let run = crate::common::isolated::gridwright_in(dir.path())
        .args(["export"])
        .arg(fixture("exolve/barred-page.html"))
        .arg("--to")
        .arg(&out)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{stderr}");
    assert!(stderr.contains("wrote"), "{stderr}");
    let back = formats::load(&out).unwrap();
    assert_eq!(back.puzzle, load("faithful/exolve-barred.exolve").puzzle);
    // To a format that cannot hold it: named.
    let txt = dir.path().join("out.txt");
    let run = crate::common::isolated::gridwright_in(dir.path())
        .args(["export"])
        .arg(fixture("faithful/exolve-blocked.exolve"))
        .arg("--to")
        .arg(&txt)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{stderr}");
    assert!(stderr.contains("cannot be written to .txt"), "{stderr}");
}
