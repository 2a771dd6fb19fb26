//! `.ipuz` conformance: every kotwords file in `tests/fixtures/real/ipuz/kotwords/` imports
//! with the facts its JSON states (checked by reading the JSON by hand), and keeps them
//! through `.ipuz` → `.ipuz` and `.ipuz` → slot → `.ipuz`; generated puzzles with every
//! feature the model has survive a write and a read.

use gridwright::formats::ipuz;
use gridwright::grid::text::format_grid;
use gridwright::grid::{ClueList, Direction, ListClue, Pos, Puzzle, Rgb};
use gridwright::store::doc::SlotDoc;
use std::path::PathBuf;

mod generated;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/real/ipuz/kotwords")
}

fn read(name: &str) -> ipuz::IpuzFile {
    let bytes = std::fs::read(dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    ipuz::parse(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn via_ipuz(p: &Puzzle) -> Puzzle {
    let json = ipuz::to_string(p, true).expect("writable");
    ipuz::parse(json.as_bytes())
        .unwrap_or_else(|e| panic!("{e}\n{json}"))
        .puzzle
}

fn via_slot(p: &Puzzle) -> Puzzle {
    let doc = SlotDoc::new(p, 0, 0, None);
    let toml = doc.to_toml().expect("toml");
    SlotDoc::from_toml(&toml)
        .expect("slot reads back")
        .puzzle
        .to_puzzle()
        .expect("slot puzzle")
}

fn warnings(f: &ipuz::IpuzFile) -> String {
    f.warnings.join("\n")
}

fn clue(p: &Puzzle, n: u16, d: Direction) -> &str {
    p.clue(n, d)
        .unwrap_or_else(|| panic!("no clue {n}{}", d.letter()))
}

fn label(p: &Puzzle, r: usize, c: usize) -> Option<&str> {
    p.labels.get(&Pos::new(r, c)).map(String::as_str)
}

fn titles(p: &Puzzle) -> Vec<&str> {
    p.extra_clues.iter().map(|l| l.title.as_str()).collect()
}

fn list<'a>(p: &'a Puzzle, title: &str) -> &'a ClueList {
    p.extra_clues
        .iter()
        .find(|l| l.title == title)
        .unwrap_or_else(|| panic!("no list {title}: {:?}", titles(p)))
}

/// `[x, y]` pairs counted from 1, as kotwords writes them, as squares.
fn xy(pairs: &[(usize, usize)]) -> Vec<Pos> {
    pairs.iter().map(|&(x, y)| Pos::new(y - 1, x - 1)).collect()
}

fn rgb(hex: &str) -> Option<Rgb> {
    Some(hex.parse().expect("colour"))
}

const ALL: [&str; 25] = [
    "annotations.ipuz",
    "around-the-bend.ipuz",
    "coded.ipuz",
    "gaps.ipuz",
    "hearts-and-arrows-unlabeled.ipuz",
    "hearts-and-arrows.ipuz",
    "jelly-roll.ipuz",
    "labyrinth.ipuz",
    "marching-bands.ipuz",
    "patchwork-unlabeled-pieces.ipuz",
    "patchwork.ipuz",
    "rows-garden.ipuz",
    "snake-charmer.ipuz",
    "spell-weaving.ipuz",
    "spiral.ipuz",
    "test-bgimage.ipuz",
    "test-diagonal.ipuz",
    "test-diagramless.ipuz",
    "test-empty-clue.ipuz",
    "test-no-solution.ipuz",
    "test-solved.ipuz",
    "test-zero-indexed.ipuz",
    "test.ipuz",
    "twists-and-turns.ipuz",
    "two-tone.ipuz",
];

#[test]
fn every_file_is_vendored_and_listed() {
    let mut found: Vec<String> = std::fs::read_dir(dir())
        .expect("fixture dir")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".ipuz"))
        .collect();
    found.sort();
    assert_eq!(found, ALL);
    let readme = std::fs::read_to_string(dir().join("README.md")).expect("README");
    for name in ALL {
        assert!(
            readme.contains(&format!("`{name}`")),
            "{name} not in README"
        );
    }
    assert!(dir().join("LICENSE").exists());
}

#[test]
fn every_file_survives_ipuz_and_a_slot() {
    for name in ALL {
        let f = read(name);
        let p = &f.puzzle;
        let again = ipuz::parse(ipuz::to_string(p, true).expect("writable").as_bytes())
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(&again.puzzle, p, "{name}: .ipuz → .ipuz");
        // What the first read warned about is gone, except what the file itself still says:
        // no solution, or a clue of an Across/Down list that fits no entry.
        for w in &again.warnings {
            assert!(
                w.contains("no solution") || w.contains("fits no entry"),
                "{name}: {w}"
            );
        }
        let slot = via_slot(p);
        assert_eq!(&slot, p, "{name}: slot");
        assert_eq!(&via_ipuz(&slot), p, "{name}: slot → .ipuz");
    }
}

/// The clues of kotwords' standard example, on their entries.
fn assert_example_clues(p: &Puzzle) {
    use Direction::{Across, Down};
    let texts = [
        (5, Across, "Second across clue"),
        (6, Across, "Third across clue"),
        (8, Across, "Fourth across clue"),
        (9, Across, "Fifth across clue"),
        (1, Down, "First down clue"),
        (2, Down, "Second down clue"),
        (3, Down, "Third down clue"),
        (4, Down, "Fourth down clue"),
        (7, Down, "Fifth down clue"),
    ];
    for (n, d, t) in texts {
        assert_eq!(clue(p, n, d), t, "{n}{}", d.letter());
    }
}

/// kotwords' example grid: a 3-letter rebus, digits and symbols, two circles.
fn assert_example(name: &str, solved: bool) -> ipuz::IpuzFile {
    let f = read(name);
    let p = &f.puzzle;
    let want = if solved {
        "ABCD#\nEFGH#\nIJ{XYZ}LM\n#NOPQ\n#{1}{2}{$}{@}\n"
    } else {
        "....#\n....#\n.....\n#....\n#....\n"
    };
    assert_eq!(format_grid(&p.grid, &p.alphabet), want, "{name}");
    assert_eq!(p.meta.title, "Example Puzzle for Kotwords");
    assert_eq!(p.meta.copyright, "© 2018 Jeff Davidson");
    assert_eq!(p.meta.notes, "Notepad text goes here.");
    let circled: Vec<Pos> = p
        .styles
        .iter()
        .filter(|(_, s)| s.circled)
        .map(|(q, _)| *q)
        .collect();
    assert_eq!(circled, [Pos::new(2, 0), Pos::new(2, 4)], "{name}");
    assert!(p.labels.is_empty(), "{name}: standard numbering");
    assert_example_clues(p);
    f
}

#[test]
fn the_example_holds_rebus_digits_symbols_and_circles() {
    let f = assert_example("test.ipuz", true);
    let p = &f.puzzle;
    assert_eq!(p.meta.author, "Jeff Davidson");
    assert_eq!(
        clue(p, 1, Direction::Across),
        "First across clue with special characters αβγδε"
    );
    assert_eq!(p.grid.rebus_at(Pos::new(2, 2)), Some("XYZ"));
    assert_eq!(p.answer_at(Pos::new(4, 1)).as_deref(), Some("1"));
    assert_eq!(p.answer_at(Pos::new(4, 4)).as_deref(), Some("@"));
    assert!(!p.meta.diagramless && !p.meta.no_solution);
    assert!(f.warnings.is_empty(), "{}", warnings(&f));
}

#[test]
fn the_example_variants() {
    let f = assert_example("test-diagramless.ipuz", true);
    assert!(f.puzzle.meta.diagramless);

    let f = assert_example("test-no-solution.ipuz", false);
    assert!(f.puzzle.meta.no_solution);
    assert!(warnings(&f).contains("no solution"), "{}", warnings(&f));
    let json = ipuz::to_string(&f.puzzle, false).expect("no-solution writes without --allow");
    assert!(!json.contains("\"solution\""), "{json}");

    let f = assert_example("test-empty-clue.ipuz", true);
    assert_eq!(
        f.puzzle.clue(1, Direction::Across),
        None,
        "an empty clue is no clue"
    );

    let f = assert_example("test-solved.ipuz", true);
    assert!(
        f.puzzle.styles.values().all(|s| !s.given),
        "saved is not given"
    );
    assert!(warnings(&f).contains("saved"), "{}", warnings(&f));

    let f = assert_example("test-bgimage.ipuz", true);
    assert_eq!(f.puzzle.meta.author, "Jeff Davidson / Jeff Editor");
    assert!(
        warnings(&f).contains("imagebg (2 squares)"),
        "{}",
        warnings(&f)
    );
}

#[test]
fn clue_cells_counted_from_one_or_from_zero_land_on_their_entries() {
    for name in ["test-diagonal.ipuz", "test-zero-indexed.ipuz"] {
        let f = assert_example(name, true);
        assert_eq!(
            clue(&f.puzzle, 1, Direction::Across),
            "First across clue with special characters αβγδε"
        );
    }
    let p = read("test-diagonal.ipuz").puzzle;
    assert_eq!(titles(&p), ["Diagonal:Southeast"]);
    let diagonal = &list(&p, "Diagonal:Southeast").clues;
    assert_eq!(
        diagonal,
        &[ListClue {
            label: "A".into(),
            text: "Diagonal clue".into(),
            cells: (0..5).map(|i| Pos::new(i, i)).collect(),
        }]
    );
    assert!(read("test-zero-indexed.ipuz").puzzle.extra_clues.is_empty());
}

/// gaps.ipuz numbers its squares its own way (1 2 / 5 6 7 / 8 9 / 10, with 3 and 4 in the
/// right-hand block) and gives every clue its cells.
#[test]
fn gaps_keeps_its_labels_and_every_clue_on_the_entry_it_names() {
    use Direction::{Across, Down};
    let f = read("gaps.ipuz");
    let p = &f.puzzle;
    assert_eq!(
        format_grid(&p.grid, &p.alphabet),
        "XXX####\nXXX#XXX\nXXX#XXX\nXXX#XXX\n####XXX\n"
    );
    assert_eq!(
        (p.meta.title.as_str(), p.meta.author.as_str()),
        ("Test", "Test")
    );
    let labels: Vec<(usize, usize, &str)> = p
        .labels
        .iter()
        .map(|(q, l)| (q.row, q.col, l.as_str()))
        .collect();
    assert_eq!(
        labels,
        [
            (0, 0, "1"),
            (0, 2, "2"),
            (1, 5, "3"),
            (1, 6, "4"),
            (2, 0, "5"),
            (2, 4, "6"),
            (2, 6, "7"),
            (3, 0, "8"),
            (3, 4, "9"),
            (4, 4, "10"),
        ]
    );
    // Each file clue, by the cells it lists, on the standard-numbered entry with those cells.
    let slots = p.slots();
    let on = |n: u16, d: Direction, cells: &[(usize, usize)], text: &str| {
        let id = slots
            .find(n, d)
            .unwrap_or_else(|| panic!("{n}{}", d.letter()));
        assert_eq!(slots.get(id).cells, xy(cells), "{n}{}", d.letter());
        assert_eq!(clue(p, n, d), text, "{n}{}", d.letter());
    };
    on(1, Across, &[(1, 1), (2, 1), (3, 1)], "See 3-Down");
    on(8, Across, &[(1, 3), (2, 3), (3, 3)], "See 1- and 6-Across");
    on(9, Across, &[(5, 3), (6, 3), (7, 3)], "Normal clue");
    on(
        10,
        Across,
        &[(1, 4), (2, 4), (3, 4)],
        "See 1-, 5- and 10-Across and 3- and 4-Down",
    );
    on(11, Across, &[(5, 4), (6, 4), (7, 4)], "Normal clue");
    on(12, Across, &[(5, 5), (6, 5), (7, 5)], "See 2-Down");
    on(
        1,
        Down,
        &[(1, 1), (1, 2), (1, 3), (1, 4)],
        "9-Across, for example",
    );
    on(3, Down, &[(3, 1), (3, 2), (3, 3), (3, 4)], "Normal clue");
    on(6, Down, &[(6, 2), (6, 3), (6, 4), (6, 5)], "See 4-Down");
    on(
        7,
        Down,
        &[(7, 2), (7, 3), (7, 4), (7, 5)],
        "See 3-Down and 1-, 6- and 9-Across",
    );
    assert_eq!(p.clues.len(), 10, "unclued entries stay unclued");
    // "7 Down" covers only the lower three squares of 7D: kept, with a warning.
    assert_eq!(
        list(p, "Down").clues,
        [ListClue {
            label: "7".into(),
            text: "Will be removed".into(),
            cells: xy(&[(7, 3), (7, 4), (7, 5)]),
        }]
    );
    assert!(warnings(&f).contains("fits no entry"), "{}", warnings(&f));
    // Written back, the labels and clue numbers are the file's own.
    let json = ipuz::to_string(p, false).expect("write");
    assert!(json.contains(r#"["5", "See 1- and 6-Across"]"#), "{json}");
    assert!(json.contains(r#"["3", "See 4-Down"]"#), "{json}");
}

#[test]
fn coded_keeps_its_cipher_numbers_and_names_its_kind() {
    let f = read("coded.ipuz");
    let p = &f.puzzle;
    assert_eq!((p.grid.width(), p.grid.height()), (7, 7));
    assert_eq!(label(p, 0, 0), Some("2"));
    assert_eq!(label(p, 2, 0), Some("24"));
    assert_eq!(label(p, 4, 4), Some("1"));
    assert_eq!(
        p.meta.explanation,
        "Congratulations! The puzzle is solved correctly."
    );
    assert_eq!(
        format_grid(&p.grid, &p.alphabet).lines().nth(2),
        Some("LMNOPQR")
    );
    assert!(p.clues.is_empty() && p.extra_clues.is_empty());
    assert!(warnings(&f).contains("coded"), "{}", warnings(&f));
}

#[test]
fn barred_and_coloured_grids_keep_bars_colours_and_labels() {
    let f = read("annotations.ipuz");
    let p = &f.puzzle;
    assert_eq!(
        format_grid(&p.grid, &p.alphabet),
        "ABCDE\nPACEF\nOO#GG\nNMKIH\nMLKJI\n"
    );
    let s = |r, c| p.style(Pos::new(r, c));
    assert_eq!(s(0, 0).color, rgb("C0C0C0"));
    assert_eq!(s(1, 1).color, rgb("FFFFFF"));
    assert!(!s(0, 0).shaded, "a grey colour stays a colour");
    // (0,2) "L" → right bar of (0,1); (1,0) "T" → bottom bar of (0,0); (1,3) "T, L".
    assert!(s(0, 1).bar_right && s(0, 0).bar_bottom);
    assert!(s(0, 3).bar_bottom && s(1, 2).bar_right);
    // The block at (2,2) has "T, L": the bottom of (1,2) and the right of (2,1).
    assert!(s(1, 2).bar_bottom && s(2, 1).bar_right);
    assert_eq!(label(p, 0, 2), Some("1"));
    assert_eq!(label(p, 2, 4), Some("2"));
    assert_eq!(titles(p), ["Track 1", "Other tracks"]);
    let track = &list(p, "Track 1").clues[0];
    assert_eq!(
        (track.label.as_str(), track.text.as_str()),
        ("1", "Clue 1 (4)")
    );
    assert_eq!(track.cells, xy(&[(3, 1), (4, 1), (5, 1), (5, 2)]));
    assert_eq!(list(p, "Other tracks").clues[0].label, "2(–)");

    let p = read("jelly-roll.ipuz").puzzle;
    assert_eq!(titles(&p), ["Jelly Rolls", "Light Squares", "Dark Squares"]);
    assert!(p.style(Pos::new(0, 0)).bar_bottom && p.style(Pos::new(0, 1)).bar_bottom);
    // (1,2) "L" and (2,1) "T" both land on (1,1).
    assert!(p.style(Pos::new(1, 1)).bar_right && p.style(Pos::new(1, 1)).bar_bottom);
    assert_eq!(p.style(Pos::new(0, 1)).color, rgb("C0C0C0"));

    let p = read("spiral.ipuz").puzzle;
    let labels: Vec<&str> = p.labels.values().map(String::as_str).collect();
    assert_eq!(labels, ["1", "2", "3", "8", "9", "4", "7", "6", "5"]);
    assert_eq!(titles(&p), ["Inward", "Outward"]);
    assert_eq!(list(&p, "Inward").clues[0].label, "1-5");

    let p = read("labyrinth.ipuz").puzzle;
    assert_eq!(format_grid(&p.grid, &p.alphabet), "LARI\nHBYN\nOOHT\n");
    assert_eq!(
        list(&p, "Winding").clues[0].text,
        "This puzzle / Your reaction to this puzzle"
    );
    assert_eq!(list(&p, "Winding").clues[0].cells.len(), 12);
}

#[test]
fn omitted_squares_become_blocks_with_a_warning() {
    let f = read("hearts-and-arrows.ipuz");
    let p = &f.puzzle;
    assert_eq!((p.grid.width(), p.grid.height()), (13, 5));
    assert_eq!(
        format_grid(&p.grid, &p.alphabet).lines().next(),
        Some("##AA######BB#")
    );
    assert_eq!(p.style(Pos::new(0, 2)).color, rgb("E06666"));
    assert_eq!(p.style(Pos::new(2, 8)).color, rgb("F4BABA"));
    assert_eq!(titles(p), ["Arrows", "Hearts"]);
    let heart = &list(p, "Hearts").clues[0];
    assert_eq!(
        (heart.label.as_str(), heart.text.as_str()),
        ("L1", "Light 1 Clue")
    );
    assert_eq!(heart.cells.len(), 8);
    let w = warnings(&f);
    assert!(w.contains("omitted") && w.contains("mark TR"), "{w}");

    let f = read("hearts-and-arrows-unlabeled.ipuz");
    let hearts = &list(&f.puzzle, "Hearts").clues;
    assert_eq!(hearts.len(), 5);
    assert_eq!(
        (hearts[3].label.as_str(), hearts[3].text.as_str()),
        ("M", "Medium 1 Clue")
    );
    assert!(hearts.iter().all(|c| c.cells.is_empty()));

    let f = read("spell-weaving.ipuz");
    assert_eq!(
        format_grid(&f.puzzle.grid, &f.puzzle.alphabet),
        "#HI#\nABCD\n#GFE\n##J#\n"
    );
    assert_eq!(list(&f.puzzle, "Clues").clues.len(), 3);
}

#[test]
fn lists_other_than_across_and_down_are_kept_in_order() {
    let p = read("rows-garden.ipuz").puzzle;
    assert_eq!((p.grid.width(), p.grid.height()), (21, 12));
    assert_eq!(p.meta.copyright, "© 2020 Kotwords");
    assert_eq!(titles(&p), ["Rows", "Blooms"]);
    assert_eq!(list(&p, "Rows").clues.len(), 12);
    let blooms = &list(&p, "Blooms").clues;
    assert_eq!(blooms.len(), 38);
    assert_eq!(blooms[1].text, "Light 2 (space): 2 wds.");
    assert_eq!(
        blooms[0].cells,
        xy(&[(1, 2), (2, 2), (3, 2), (3, 3), (2, 3), (1, 3)])
    );
    assert_eq!(p.style(Pos::new(0, 3)).color, rgb("C3C8FA"));
    assert_eq!(label(&p, 0, 5), Some("M1"));

    let p = read("patchwork.ipuz").puzzle;
    assert_eq!(titles(&p), ["Rows", "Pieces"]);
    assert_eq!(label(&p, 0, 0), Some("A"));
    // (0,2) "R, B": both bars of the square itself.
    assert!(p.style(Pos::new(0, 2)).bar_right && p.style(Pos::new(0, 2)).bar_bottom);
    let p = read("patchwork-unlabeled-pieces.ipuz").puzzle;
    let pieces = &list(&p, "Pieces").clues;
    assert_eq!(pieces[4].text, "Piece 5");
    assert!(pieces[4].label.is_empty() && pieces[4].cells.is_empty());

    for (name, want) in [
        ("marching-bands.ipuz", vec!["Bands", "Rows"]),
        ("twists-and-turns.ipuz", vec!["Turns", "Twists"]),
        (
            "two-tone.ipuz",
            vec!["All Squares", "Odd Squares", "Even Squares"],
        ),
        ("snake-charmer.ipuz", vec!["Clues"]),
        ("around-the-bend.ipuz", vec!["Clues"]),
    ] {
        assert_eq!(titles(&read(name).puzzle), want, "{name}");
    }
    let p = read("around-the-bend.ipuz").puzzle;
    assert_eq!(
        format_grid(&p.grid, &p.alphabet),
        "ABCD\n##EF\n#GHI\n#JKL\n"
    );
    assert_eq!(
        list(&p, "Clues").clues[3].cells,
        xy(&[(2, 4), (3, 4), (4, 4), (4, 1), (3, 1), (2, 1), (1, 1)])
    );
    let p = read("twists-and-turns.ipuz").puzzle;
    assert_eq!(p.style(Pos::new(0, 3)).color, rgb("999999"));
    assert!(!p.style(Pos::new(0, 3)).shaded);
}
