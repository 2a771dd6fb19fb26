//! Unit tests of the health report.

use super::*;
use crate::grid::{Alphabet, Cell, Puzzle, text::parse_grid};

fn grid(s: &str) -> Grid {
    parse_grid(s, &Alphabet::latin()).expect("test grid parses")
}

#[test]
fn counts_and_density() {
    let g = grid("...#\n....\n....\n#...\n");
    let r = HealthReport::of(&g, Symmetry::Rotational, 3);
    assert_eq!(r.blocks, 2);
    assert!((r.block_density - 2.0 / 16.0).abs() < 1e-9);
    assert_eq!(r.words, 8);
    assert_eq!((r.across, r.down), (4, 4));
    assert!((r.average_length - 28.0 / 8.0).abs() < 1e-9);
    assert!(r.short_entries.is_empty());
    assert!(r.unchecked.is_empty());
    assert!(r.symmetry_violations.is_empty());
    assert_eq!(r.regions, vec![14]);
    assert!(!r.complete);
    assert_eq!(r.empty_squares, 14);
}

#[test]
fn finds_short_unchecked_disconnected_and_asymmetric() {
    // Left column is cut off from the rest by a wall of blocks.
    let g = grid(".#...\n.#...\n.#...\n.#.#.\n.#...\n");
    let r = HealthReport::of(&g, Symmetry::Rotational, 3);
    assert_eq!(r.regions, vec![14, 5]);
    assert!(r.is_disconnected());
    // The left column is one down entry: every square of it is unchecked.
    assert!(r.unchecked.contains(&Pos::new(0, 0)));
    assert!(r.unchecked.contains(&Pos::new(4, 0)));
    // Row 3's lone squares sit in a down entry only.
    assert!(r.unchecked.contains(&Pos::new(3, 2)));
    assert_eq!(r.unchecked.len(), 8);
    assert!(!r.symmetry_violations.is_empty());
    let short: Vec<_> = r.short_entries.iter().map(|e| e.label.as_str()).collect();
    assert!(short.is_empty(), "{short:?}");
    let r2 = HealthReport::of(&g, Symmetry::None, 6);
    assert!(r2.symmetry_violations.is_empty());
    assert_eq!(r2.short_entries.len(), r2.words);
}

#[test]
fn isolated_square_is_reported() {
    let g = grid(".#.\n#.#\n.#.\n");
    let r = HealthReport::of(&g, Symmetry::Rotational, 3);
    assert_eq!(r.words, 0);
    assert_eq!(r.isolated.len(), 5);
    assert_eq!(r.regions, vec![1, 1, 1, 1, 1]);
    assert_eq!(r.average_length, 0.0);
}

#[test]
fn duplicates_only_for_complete_entries() {
    let g = grid("CAT\nA.A\nTAT\n");
    let r = HealthReport::of(&g, Symmetry::None, 3);
    // CAT across (1A) and CAT down (1D); TAT across and TAT down.
    let d: Vec<_> = r.duplicates.iter().map(|d| d.labels.clone()).collect();
    assert_eq!(
        d,
        vec![
            vec!["1A".to_string(), "1D".to_string()],
            vec!["3D".to_string(), "5A".to_string()]
        ]
    );
    assert!(!r.complete);
    let w = r.warnings();
    assert!(w.iter().any(|s| s == "2 dupes"), "{w:?}");
    // CAT's squares: the top row and the left column.
    let cat = &r.duplicates[0];
    let want = [(0, 0), (0, 1), (0, 2), (1, 0), (2, 0)].map(|(r, c)| Pos::new(r, c));
    assert_eq!(cat.squares, want);
    let labels: Vec<_> = cat
        .slots
        .iter()
        .map(|&id| Slots::of(&g).get(id).label())
        .collect();
    assert_eq!(labels, cat.labels);
}

#[test]
fn every_problem_carries_its_squares() {
    // Left column cut off; an unchecked two-letter down at the right; asymmetric.
    let g = grid(".#...\n.#...\n.#...\n##..#\n.#..#\n");
    let r = HealthReport::of(&g, Symmetry::Rotational, 3);
    // Regions: the big one, then the lone left column pieces.
    assert_eq!(r.regions.len(), r.region_squares.len());
    for (n, sq) in r.regions.iter().zip(&r.region_squares) {
        assert_eq!(*n, sq.len());
    }
    assert_eq!(
        r.region_squares[1],
        [(0, 0), (1, 0), (2, 0)].map(|(r, c)| Pos::new(r, c))
    );
    assert_eq!(r.region_squares[2], [Pos::new(4, 0)]);
    // Each short entry names its slot and its squares.
    for e in &r.short_entries {
        assert_eq!(e.squares.len(), e.len);
        assert_eq!(Slots::of(&g).get(e.slot).label(), e.label);
    }
    let problems = r.problems();
    let kinds: Vec<ProblemKind> = problems.iter().map(|p| p.kind).collect();
    assert_eq!(kinds[0], ProblemKind::Disconnected);
    assert_eq!(kinds[1], ProblemKind::Disconnected);
    assert!(kinds.contains(&ProblemKind::Asymmetric), "{kinds:?}");
    assert!(kinds.contains(&ProblemKind::Unchecked), "{kinds:?}");
    let unchecked = problems
        .iter()
        .find(|p| p.kind == ProblemKind::Unchecked)
        .map(|p| p.squares.clone());
    assert_eq!(unchecked, Some(r.unchecked.clone()));
    let asym = problems.iter().find(|p| p.kind == ProblemKind::Asymmetric);
    assert_eq!(asym.map(|p| &p.squares), Some(&r.symmetry_violations));
    // Short entries at a minimum of 4: one problem per entry, with its squares.
    let r4 = HealthReport::of(&g, Symmetry::None, 4);
    let problems4 = r4.problems();
    let short: Vec<&Problem> = problems4
        .iter()
        .filter(|p| p.kind == ProblemKind::Short)
        .collect();
    assert_eq!(short.len(), r4.short_entries.len());
    assert!(!short.is_empty());
}

#[test]
fn a_rebus_square_is_filled_and_compared_by_its_full_answer() {
    // {ST}AR across repeats the plain STAR below it.
    let p = Puzzle::new(grid("{ST}AR#\n####\nSTAR\n"));
    let slots = Slots::of(&p.grid);
    let r = HealthReport::of_puzzle(&p, &slots, 3);
    assert_eq!(r.rebus_squares, 1);
    assert_eq!(r.empty_squares, 0);
    assert!(r.complete);
    assert!(r.skipped.is_empty());
    let labels: Vec<_> = r.duplicates.iter().map(|d| d.labels.clone()).collect();
    assert_eq!(labels, vec![vec!["1A".to_string(), "2A".to_string()]]);
    assert_eq!(
        r.duplicates[0].word,
        p.alphabet.encode("STAR").expect("latin")
    );
    // The same rebus twice is a duplicate even without the alphabet; a rebus and
    // letters cannot be compared without it.
    let without = HealthReport::with_slots(&p.grid, &slots, Symmetry::None, 3);
    assert!(without.duplicates.is_empty());
    let g = grid("{ST}AR\n###\n{ST}AR\n");
    let r = HealthReport::of(&g, Symmetry::None, 3);
    assert_eq!(r.duplicates.len(), 1);
    assert_eq!(r.duplicates[0].labels, ["1A", "2A"]);
}

#[test]
fn an_entry_through_a_digit_rebus_is_skipped_only_while_open() {
    let mut g = grid("...\n...\n...\n");
    g.set_rebus(Pos::new(0, 0), "7").expect("rebus");
    let r = HealthReport::of(&g, Symmetry::None, 3);
    let skipped: Vec<_> = r.skipped.iter().map(|e| e.label.as_str()).collect();
    assert_eq!(skipped, ["1A", "1D"]);
    assert_eq!(r.rebus_squares, 1);
    assert_eq!(r.empty_squares, 8);
    let p = Puzzle::new(g.clone());
    let slots = Slots::of(&p.grid);
    assert_eq!(HealthReport::of_puzzle(&p, &slots, 3).skipped, r.skipped);
    // Filled in full, "7" entries are simply filled.
    let rest: Vec<Pos> = g.positions().skip(1).collect();
    for pos in rest {
        g.set(pos, Cell::Letter(0)).expect("letter");
    }
    let r = HealthReport::of(&g, Symmetry::None, 3);
    assert!(r.skipped.is_empty());
    assert!(r.complete);
    // A letter the alphabet lacks is skipped only when the report knows the alphabet.
    let mut g = grid("...\n...\n...\n");
    g.set_rebus(Pos::new(0, 0), "Ж").expect("rebus");
    assert!(HealthReport::of(&g, Symmetry::None, 3).skipped.is_empty());
    let p = Puzzle::new(g);
    let slots = Slots::of(&p.grid);
    assert_eq!(HealthReport::of_puzzle(&p, &slots, 3).skipped.len(), 2);
}

#[test]
fn serialises_to_json() {
    let g = grid("...\n...\n...\n");
    let r = HealthReport::of(&g, Symmetry::Rotational, 3);
    let json = serde_json::to_value(&r).expect("report serialises");
    assert_eq!(json["words"], 6);
    assert_eq!(json["symmetry"], "rotational");
}

#[test]
fn asymmetric_bars_are_problems_of_a_barred_puzzle() {
    use crate::grid::{BarEdge, Direction};
    let mut p = Puzzle::new(grid(&".....\n".repeat(5)));
    p.meta.house = HouseStyle::Barred;
    p.set_bar(Pos::new(1, 0), Direction::Across, true);
    let slots = p.slots();
    let r = HealthReport::of_puzzle(&p, &slots, 2);
    assert!(r.symmetry_violations.is_empty());
    let named: Vec<String> = r.asymmetric_bars.iter().map(|b| b.to_string()).collect();
    assert_eq!(named, ["r2c1 right", "r4c4 right"]);
    assert_eq!(r.asymmetric_bars[1].edge, BarEdge::Right);
    assert!(r.warnings().contains(&"2 asymmetric bars".to_string()));
    let asym = r
        .problems()
        .into_iter()
        .find(|x| x.kind == ProblemKind::Asymmetric);
    assert_eq!(
        asym.map(|x| x.squares),
        Some(vec![Pos::new(1, 0), Pos::new(3, 3)])
    );
    let json = serde_json::to_value(&r).expect("report serialises");
    assert_eq!(json["asymmetric_bars"][1]["edge"], "right");
    assert_eq!(json["asymmetric_bars"][1]["square"]["row"], 3);
    // Drawn with its partner, the grid is symmetric again; without symmetry nothing is due.
    p.set_bar(Pos::new(3, 3), Direction::Across, true);
    let r = HealthReport::of_puzzle(&p, &p.slots(), 2);
    assert!(
        r.asymmetric_bars.is_empty() && r.warnings().is_empty(),
        "{:?}",
        r.warnings()
    );
    p.set_bar(Pos::new(0, 2), Direction::Down, true);
    assert_eq!(
        HealthReport::of_puzzle(&p, &p.slots(), 2)
            .asymmetric_bars
            .len(),
        2
    );
    p.meta.symmetry = Symmetry::None;
    assert!(
        HealthReport::of_puzzle(&p, &p.slots(), 2)
            .asymmetric_bars
            .is_empty()
    );
}
