//! Numbering of real-shaped 15×15 patterns against numbers worked out by hand, and the
//! example save files checked through the public API.

use gridwright::grid::{Alphabet, Grid, HealthReport, Pos, Slots, Symmetry, text::parse_grid};
use gridwright::store::read_doc_file;
use std::path::Path;

/// Parses an expected-numbering table: `##` block, `.` unnumbered white, a number otherwise.
fn expected(table: &str) -> Vec<Vec<Option<Option<u16>>>> {
    table
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            l.split_whitespace()
                .map(|t| match t {
                    "##" => None,
                    "." => Some(None),
                    n => Some(Some(n.parse().expect("number in table"))),
                })
                .collect()
        })
        .collect()
}

fn check_numbering(grid: &Grid, table: &str) {
    let slots = Slots::of(grid);
    let want = expected(table);
    assert_eq!(want.len(), grid.height());
    for (r, row) in want.iter().enumerate() {
        assert_eq!(row.len(), grid.width(), "row {r}");
        for (c, cell) in row.iter().enumerate() {
            let p = Pos::new(r, c);
            match cell {
                None => assert!(grid.cell(p).is_block(), "{p} should be a block"),
                Some(n) => assert_eq!(slots.number_at(p), *n, "number at {p}"),
            }
        }
    }
}

fn load_example(name: &str) -> gridwright::grid::Puzzle {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(name);
    read_doc_file(&path)
        .expect("example parses")
        .expect("example exists")
        .puzzle
}

#[test]
fn american_example_is_numbered_as_by_hand() {
    let p = load_example("american-15x15.toml");
    check_numbering(
        &p.grid,
        "
  1  2  3  4 ##  5  6  7  8  9 ## 10 11 12 13
 14  .  .  . ## 15  .  .  .  . ## 16  .  .  .
 17  .  .  . 18  .  .  .  .  . 19  .  .  .  .
 20  .  . ## 21  .  . ## 22  .  .  . ## ## ##
 ## ## ## 23  .  .  . ## 24  .  .  . 25 26 27
 28 29 30  .  .  . ## 31  .  . ## 32  .  .  .
 33  .  .  .  . ## 34  .  .  . ## 35  .  .  .
 36  .  .  . ## 37  .  .  .  . ## 38  .  .  .
 39  .  .  . ## 40  .  .  . ## 41  .  .  .  .
 42  .  .  . ## 43  .  . ## 44  .  .  .  .  .
 45  .  .  . 46  .  . ## 47  .  .  . ## ## ##
 ## ## ## 48  .  .  . ## 49  .  . ## 50 51 52
 53 54 55  .  .  .  . 56  .  .  . 57  .  .  .
 58  .  .  . ## 59  .  .  .  . ## 60  .  .  .
 61  .  .  . ## 62  .  .  .  . ## 63  .  .  .
",
    );
    let r = HealthReport::of(&p.grid, Symmetry::Rotational, 3);
    assert_eq!(r.words, 76);
    assert_eq!(r.blocks, 36);
    assert!(r.symmetry_violations.is_empty());
    assert!(r.unchecked.is_empty());
    assert!(r.short_entries.is_empty());
    assert!(!r.is_disconnected());
    assert!(!r.complete);
    let slots = Slots::of(&p.grid);
    let one_across = slots
        .find(1, gridwright::grid::Direction::Across)
        .expect("1A");
    assert_eq!(slots.get(one_across).pattern(&p.grid, &p.alphabet), "STAR");
    assert_eq!(p.locked.len(), 4);
}

#[test]
fn themeless_pattern_is_numbered_as_by_hand() {
    let text = include_str!("../fixtures/themeless-15x15.txt");
    let grid = parse_grid(text, &Alphabet::latin()).expect("fixture parses");
    check_numbering(
        &grid,
        "
  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15
 16  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 17  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 ## ## ## 18  .  .  . ## 19  .  .  . ## ## ##
 20 21 22  . ## 23  . 24  . ## 25  . 26 27 28
 29  .  .  . 30 ## 31  .  . 32  . ## 33  .  .
 34  .  .  .  . 35 ## 36  .  .  . 37  .  .  .
 38  .  .  .  .  . 39 ## 40  .  .  .  .  .  .
 41  .  .  .  .  .  . 42 ## 43  .  .  .  .  .
 44  .  . ## 45  .  .  . 46 ## 47  .  .  .  .
 48  .  . 49  . ## 50  .  . 51 ## 52  .  .  .
 ## ## ## 53  . 54  . ## 55  . 56  . ## ## ##
 57 58 59  .  .  .  . 60  .  .  .  . 61 62 63
 64  .  .  .  .  .  .  .  .  .  .  .  .  .  .
 65  .  .  .  .  .  .  .  .  .  .  .  .  .  .
",
    );
    let r = HealthReport::of(&grid, Symmetry::Rotational, 3);
    assert_eq!((r.words, r.across, r.down), (68, 28, 40));
    assert!(r.symmetry_violations.is_empty());
}

#[test]
fn british_example_has_unchecked_squares_and_mini_is_open() {
    let p = load_example("british-13x13.toml");
    let r = HealthReport::of(&p.grid, p.meta.symmetry, 3);
    assert_eq!((r.width, r.height), (13, 13));
    assert!(r.symmetry_violations.is_empty());
    // Odd columns of even rows sit in an across entry only: 7 rows × 6 columns, minus the
    // odd-column blocks of rows 2, 4, 8 and 10. Even columns of odd rows sit in a down
    // entry only: 6 rows × 7 columns.
    assert_eq!(r.unchecked.len(), (7 * 6 - 4) + 6 * 7);
    let mini = load_example("mini-5x5.toml");
    let r = HealthReport::of(&mini.grid, mini.meta.symmetry, 3);
    assert_eq!(r.words, 10);
    assert!(r.unchecked.is_empty());
}
