//! Across Lite Text out: puzpy's four test files (v1, v2 with circles, v2 with rebus squares,
//! diagramless) written back as `<ACROSS PUZZLE>` text read the same, the version chosen by
//! what the puzzle holds, and the binary's `--format across`.

use gridwright::formats::{self, Format, WriteOptions, across_text, loss};
use gridwright::grid::{Cell, ClueKey, Direction, Pos, Style};
use std::path::{Path, PathBuf};

const PUZPY: [&str; 4] = [
    "text_format_v1.txt",
    "text_format_v2_mark.txt",
    "text_format_v2_rebus.txt",
    "diagramless.txt",
];

fn path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/real/text/puzpy")
        .join(name)
}

fn write(p: &gridwright::grid::Puzzle) -> String {
    let bytes = formats::to_bytes(p, Format::AcrossText, &WriteOptions::default())
        .unwrap_or_else(|e| panic!("{e}"));
    String::from_utf8(bytes).expect("UTF-8")
}

#[test]
fn puzpy_s_files_come_back_the_same_in_the_version_they_need() {
    for name in PUZPY {
        let original = formats::load(&path(name)).unwrap().puzzle;
        let text = write(&original);
        let v2 = original.grid.rebus_squares().next().is_some()
            || original.styles.values().any(|s| s.circled);
        let head = text.lines().next().unwrap_or("");
        assert_eq!(
            head,
            if v2 {
                "<ACROSS PUZZLE v2>"
            } else {
                "<ACROSS PUZZLE>"
            },
            "{name}"
        );
        let back = across_text::parse(text.as_bytes()).unwrap();
        assert!(back.warnings.is_empty(), "{name}: {:?}", back.warnings);
        assert_eq!(back.puzzle, original, "{name}\n{text}");
        assert!(
            loss::losses(&original, Format::AcrossText).is_empty(),
            "{name}"
        );
    }
}

#[test]
fn rebus_markers_circles_and_what_the_format_cannot_say() {
    let mut p = formats::load(&path("text_format_v1.txt")).unwrap().puzzle;
    p.grid.set_rebus(Pos::new(0, 0), "STAR").unwrap();
    p.grid.set_rebus(Pos::new(0, 1), "1").unwrap();
    p.grid.set_rebus(Pos::new(0, 2), "HEART").unwrap();
    let circle = Style {
        circled: true,
        ..Style::default()
    };
    p.set_style(Pos::new(0, 0), circle.clone());
    p.set_style(Pos::new(2, 2), circle);
    let first_down = ClueKey::new(1, Direction::Down);
    p.clues.remove(&first_down);
    let text = write(&p);
    assert!(text.starts_with("<ACROSS PUZZLE v2>\n"), "{text}");
    assert!(text.contains("<REBUS>\n\tMARK;\n"), "{text}");
    // "1" stands for itself in the grid, so the markers skip it.
    assert!(
        text.contains("\t3:HEART:H\n") && text.contains("\t2:STAR:S\n"),
        "{text}"
    );
    let back = across_text::parse(text.as_bytes()).unwrap().puzzle;
    assert_eq!(back.grid.rebus_at(Pos::new(0, 0)), Some("STAR"));
    assert_eq!(back.answer_at(Pos::new(0, 1)).as_deref(), Some("1"));
    assert!(back.style(Pos::new(2, 2)).circled);
    assert!(!back.style(Pos::new(0, 0)).circled);
    assert_eq!(back.clues[&first_down], across_text::NO_CLUE);
    let lost = loss::warning(&p, Format::AcrossText).expect("named");
    assert!(
        lost.contains("1 circle on a square that is not a letter"),
        "{lost}"
    );
    assert!(lost.contains("1 entry without a clue"), "{lost}");
    assert!(
        lost.ends_with("cannot be written to Across Lite text"),
        "{lost}"
    );
}

#[test]
fn empty_squares_need_allow_incomplete_and_no_solution_is_all_x() {
    let mut p = formats::load(&path("text_format_v1.txt")).unwrap().puzzle;
    p.grid.set(Pos::new(0, 0), Cell::Empty).unwrap();
    let err = formats::to_bytes(&p, Format::AcrossText, &WriteOptions::default()).unwrap_err();
    assert!(err.to_string().contains("allow-incomplete"), "{err}");
    p.grid = p.grid.pattern_only();
    p.meta.no_solution = true;
    let text = write(&p);
    let back = across_text::parse(text.as_bytes()).unwrap();
    assert!(back.puzzle.meta.no_solution);
    assert_eq!(back.puzzle.grid, p.grid);
}

#[test]
fn the_binary_writes_it_with_format_across() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.txt");
    let run = crate::common::isolated::gridwright_in(dir.path())
        .args(["export"])
        .arg(path("text_format_v2_rebus.txt"))
        .args(["--format", "across", "--to"])
        .arg(&out)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{stderr}");
    assert!(stderr.contains("as across"), "{stderr}");
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(written.starts_with("<ACROSS PUZZLE v2>"), "{written}");
    let back = formats::load(&out).unwrap().puzzle;
    assert_eq!(
        back,
        formats::load(&path("text_format_v2_rebus.txt"))
            .unwrap()
            .puzzle
    );
}
