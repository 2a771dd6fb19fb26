//! The sample puzzles of the print tests (and of `scripts/render-pdf.sh`): a 15×15 with 78
//! entries, a 21×21 with 140, and a 4×4 with every mark a square can carry.

use gridwright::grid::{
    Alphabet, ClueKey, ClueList, Direction, ListClue, Pos, Puzzle, Rgb, Style, text::parse_grid,
};

/// A 15×15 pattern with 78 entries.
pub const GRID_15: &str = "\
#.....##...#...
......##...#...
...............
...##....#...##
...##...#....##
#...#.....##...
##...#.....#...
.....#...#.....
...#.....#...##
...##.....#...#
##....#...##...
##...#....##...
...............
...#...##......
...#...##.....#";

/// A 21×21 pattern with 140 entries.
const GRID_21: &str = "\
....#...##......##...
.................#...
.....................
.....##...###........
##...#......#...#...#
...##...##...##.....#
...#.....#....##.....
......#...#...##.....
#.....##...##....#...
....#......#.....#...
...#.............#...
...#.....#......#....
...#....##...##.....#
.....##...#...#......
.....##....#.....#...
#.....##...##...##...
#...#...#......#...##
........###...##.....
.....................
...#.................
...##......##...#....";

/// Clues of newspaper lengths, cycled over the entries.
const CLUES: [&str; 16] = [
    "Opera highlight",
    "Relative of a raccoon",
    "Word before \"code\" or \"box\"",
    "One whose work is all over the map?",
    "Start of a popular refrain, with \"the\"",
    "Tidy up, in a way",
    "It may be tapped at a pub",
    "Capital on the Tiber",
    "Gets a move on",
    "Part of a ship's rigging that holds the mast upright in a storm",
    "Small island",
    "Where the heart is, they say",
    "Café au ___",
    "Ending for a kitchen or a pack",
    "Bread for a deli sandwich, often with caraway seeds",
    "Not quite right",
];

/// A puzzle on `pattern` with every white square filled and every entry clued.
pub fn puzzle(pattern: &str, title: &str) -> Puzzle {
    let letters: String = pattern
        .chars()
        .enumerate()
        .map(|(i, c)| match c {
            '.' => char::from(b'A' + (i * 7 % 26) as u8),
            c => c,
        })
        .collect();
    let grid = parse_grid(&letters, &Alphabet::latin()).unwrap();
    let mut p = Puzzle::new(grid);
    p.meta.title = title.into();
    p.meta.author = "Jane Setter".into();
    p.meta.copyright = "© 2026 Jane Setter".into();
    let slots = p.slots();
    for (i, s) in slots.all().iter().enumerate() {
        let clue = CLUES[(i * 5) % CLUES.len()];
        p.clues
            .insert(ClueKey::new(s.number, s.direction), clue.to_string());
    }
    p
}

/// The 15×15 sample.
pub fn fifteen() -> Puzzle {
    puzzle(GRID_15, "Fifteen Squared")
}

/// The 21×21 sample.
pub fn twenty_one() -> Puzzle {
    puzzle(GRID_21, "Sunday Sized")
}

/// A 4×4 with a circle, shading, a colour, a bar, a rebus, a given letter, clue markup
/// (one harmless, one a script), an extra clue list and every metadata field.
pub fn marked_puzzle() -> Puzzle {
    let mut p = puzzle("#CAT\nDOGE\nARE#\nBE##", "Marks & <Co>");
    p.grid.set_rebus(Pos::new(1, 1), "STAR").unwrap();
    p.set_style(
        Pos::new(0, 1),
        Style {
            circled: true,
            ..Style::default()
        },
    );
    p.set_style(
        Pos::new(1, 0),
        Style {
            shaded: true,
            ..Style::default()
        },
    );
    p.set_style(
        Pos::new(2, 2),
        Style {
            color: Some(Rgb(0xA0, 0xC8, 0xF0)),
            ..Style::default()
        },
    );
    p.set_style(
        Pos::new(1, 1),
        Style {
            bar_bottom: true,
            ..Style::default()
        },
    );
    p.set_style(
        Pos::new(0, 3),
        Style {
            given: true,
            ..Style::default()
        },
    );
    let key = ClueKey::new(1, Direction::Across);
    p.clues.insert(key, "Breaking Bad star".into());
    p.clue_markup
        .insert(key, "<i onclick=\"x()\">Breaking Bad</i> star".into());
    let key = ClueKey::new(5, Direction::Across);
    p.clues.insert(key, "alert(1)".into());
    p.clue_markup
        .insert(key, "<script>alert(1)</script>".into());
    p.meta.editor = "Ed Itor".into();
    p.meta.publisher = "The Daily".into();
    p.meta.date = "04/01/2026".into();
    p.meta.intro = "Read this first.".into();
    p.meta.notes = "A note.".into();
    p.meta.difficulty = "Easy".into();
    p.meta.url = "https://example.org/marks".into();
    p.meta.explanation = "Why it works.".into();
    p.extra_clues.push(ClueList {
        title: "Bonus".into(),
        clues: vec![ListClue {
            label: "A".into(),
            text: "Hidden word".into(),
            cells: Vec::new(),
        }],
    });
    p
}
