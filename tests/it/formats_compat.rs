//! Files as other tools write them: `.ipuz` with styles, enumerations and extra fields, and
//! `.puz` with a preamble, an old version string, missing notes and extra sections.

use gridwright::formats::{self, Format, ipuz, puz};
use gridwright::grid::{
    Alphabet, Carried, Cell, ClueKey, Direction, Pos, Puzzle, text::format_grid,
};

/// The shape of a file from a web-based constructor: v1, a circled square as a style object,
/// clue objects with enumerations, string numbers, and fields we do not use.
const WEB_TOOL: &str = r##"{
  "origin": "Some Web Constructor 3.1",
  "version": "http://ipuz.org/v1",
  "kind": ["http://ipuz.org/crossword#1"],
  "copyright": "© 2026 A. Setter",
  "author": "A. Setter",
  "publisher": "Example Weekly",
  "title": "Circles",
  "intro": "Look at the circles.",
  "notes": "Thanks to the testers.",
  "difficulty": "Easy",
  "empty": "0",
  "block": "#",
  "dimensions": { "width": 4, "height": 4 },
  "showenumerations": true,
  "puzzle": [
    [{ "cell": 1, "style": { "shapebg": "circle" } }, 2, 3, "#"],
    [4, "0", "0", 5],
    [6, "0", "0", "0"],
    ["#", 7, "0", "0"]
  ],
  "solution": [
    ["C", "A", "T", "#"],
    ["O", "B", "O", "E"],
    ["D", "O", "E", "R"],
    ["#", "D", "E", "S"]
  ],
  "clues": {
    "Across": [
      { "number": 1, "clue": "Pet", "enumeration": "3" },
      { "number": "4", "clue": "Reed instrument" },
      [6, "One who acts"],
      [7, "Mooring lines?"]
    ],
    "Down": [
      [1, "Fish"],
      [2, "Monotonous drone"],
      [3, "Foot digit"],
      [5, "Years, poetically"]
    ]
  }
}"##;

#[test]
fn a_web_tool_file_opens_with_its_clues_and_facts() {
    let f = ipuz::parse(WEB_TOOL.as_bytes()).unwrap();
    let p = &f.puzzle;
    assert_eq!(
        format_grid(&p.grid, &p.alphabet),
        "CAT#\nOBOE\nDOER\n#DES\n"
    );
    assert_eq!(p.meta.title, "Circles");
    assert_eq!(p.meta.author, "A. Setter");
    assert_eq!(p.meta.copyright, "© 2026 A. Setter");
    assert_eq!(p.meta.notes, "Thanks to the testers.");
    assert_eq!(p.clue(4, Direction::Across), Some("Reed instrument"));
    assert_eq!(p.clue(5, Direction::Down), Some("Years, poetically"));
    assert_eq!(p.clues.len(), 8);
    assert!(f.warnings.is_empty(), "{:?}", f.warnings);
}

/// Puzzles that leave out the solution, use `null` for holes and a custom block marker.
#[test]
fn shapes_without_a_solution_and_with_holes_open() {
    let src = r#"{
      "version": "http://ipuz.org/v2",
      "kind": ["http://ipuz.org/crossword/americancrossword#1"],
      "dimensions": {"width": 3, "height": 3},
      "block": "*",
      "puzzle": [[1, 0, 0], [0, "*", null], [2, 0, 0]],
      "clues": {"Across": [[1, "Top"], [2, "Bottom"]], "Down": [[1, "Left"]]}
    }"#;
    let f = ipuz::parse(src.as_bytes()).unwrap();
    assert_eq!(
        format_grid(&f.puzzle.grid, &f.puzzle.alphabet),
        "...\n.##\n...\n"
    );
    let w = f.warnings.join("\n");
    assert!(w.contains("no solution") && w.contains("omitted"), "{w}");
    assert_eq!(f.puzzle.clue(2, Direction::Across), Some("Bottom"));
    assert_eq!(f.puzzle.clue(1, Direction::Down), Some("Left"));
    assert!(!w.contains("no entry"), "{w}");
}

/// Builds a `.puz` the way an older writer might: a preamble, version 1.2c, no notes string,
/// an LTIM section without its trailing NUL at the very end.
fn old_style_puz() -> (Vec<u8>, Puzzle) {
    let mut p = Puzzle::new(
        gridwright::grid::text::parse_grid("CAT#\nOBOE\nDOER\n#DES", &Alphabet::latin()).unwrap(),
    );
    p.meta.title = "Old".into();
    for s in p.slots().all() {
        p.clues.insert(
            ClueKey::new(s.number, s.direction),
            format!("Clue {}", s.label()),
        );
    }
    let modern = puz::to_bytes(&p, false).unwrap();
    let mut bytes = b"junk before the header".to_vec();
    let mut body = modern.clone();
    body[0x18..0x1C].copy_from_slice(b"1.2c");
    // Drop the notes' NUL: the file ends right after the last clue.
    body.pop();
    bytes.extend_from_slice(&body);
    (bytes, p)
}

#[test]
fn an_older_writer_s_puz_opens() {
    let (bytes, p) = old_style_puz();
    let f = puz::parse(&bytes).unwrap();
    assert_eq!(f.puzzle, p);
    assert!(f.warnings.is_empty(), "{:?}", f.warnings);
}

#[test]
fn extra_sections_survive_a_read_modify_write() {
    let (bytes, _) = old_style_puz();
    let mut f = puz::parse(&bytes).unwrap();
    let carried = |name: &str, data: Vec<u8>| Carried {
        format: "puz".into(),
        name: name.into(),
        data,
    };
    // A revealed mark on one square and a timer, as a solver's Across Lite leaves them.
    let mut gext = vec![0; 16];
    gext[1] = 0x40;
    f.puzzle.carried.push(carried("GEXT", gext));
    f.puzzle.carried.push(carried("LTIM", b"42,1".to_vec()));
    // Edit a clue and a letter, write, read again: the sections are still there.
    f.puzzle
        .clues
        .insert(ClueKey::new(1, Direction::Across), "Feline".into());
    f.puzzle
        .grid
        .set(Pos::new(3, 3), Cell::Letter(b'T' - b'A'))
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("edited.puz");
    formats::write_path(
        &f.puzzle,
        &path,
        Some(Format::Puz),
        &formats::WriteOptions::default(),
    )
    .unwrap();
    let back = formats::load(&path).unwrap();
    assert_eq!(back.puzzle, f.puzzle);
    assert!(back.warnings.is_empty(), "{:?}", back.warnings);

    // After the grid changes size the per-square sections no longer fit: they are dropped,
    // and the export's loss warning names them.
    let mut bigger = Puzzle::blank(5, 5).unwrap();
    bigger.carried = f.puzzle.carried.clone();
    let written = puz::to_bytes(&bigger, true).unwrap();
    let names: Vec<String> = puz::parse(&written)
        .unwrap()
        .puzzle
        .carried
        .iter()
        .map(|c| c.name.clone())
        .collect();
    assert_eq!(names, ["LTIM"]);
    let warning = formats::loss::warning(&bigger, Format::Puz).unwrap();
    assert!(warning.contains("GEXT"), "{warning}");
}
