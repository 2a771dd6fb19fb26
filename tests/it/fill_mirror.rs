//! Grids that are their own mirror image in the main diagonal: the search keeps one mirrored
//! pair of slots in order (a fill or its mirror image satisfies that), which must never cost a
//! fill, a proof or the best total. Checked against brute force on random mirrored grids.

use crate::common::brute;
use gridwright::fill::{FillOptions, FillOutcome, Strategy as Search, fill};
use gridwright::grid::{Alphabet, Grid, Slots};
use proptest::prelude::*;
use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;

const LETTERS: &[u8] = b"ABC";

use crate::common::brute::tables_of;

/// An `n`×`n` grid whose squares above the diagonal mirror those below (blocks and given
/// letters alike), and a scored list over three letters.
#[allow(clippy::type_complexity)]
fn arb_mirrored() -> impl Strategy<Value = (Grid, BTreeMap<Vec<u8>, u8>, bool)> {
    (3usize..=4).prop_flat_map(|n| {
        let square = prop_oneof![
            10 => Just(None),
            2 => Just(Some(None)),
            1 => prop::sample::select(LETTERS).prop_map(|l| Some(Some(l))),
        ];
        let word = (2usize..=n)
            .prop_flat_map(|len| prop::collection::vec(prop::sample::select(LETTERS), len));
        (
            prop::collection::vec(square, n * n),
            prop::collection::vec((word, 0u8..=100), 8..60),
            any::<bool>(),
        )
            .prop_map(move |(mut squares, words, dupes)| {
                for r in 0..n {
                    for c in 0..r {
                        squares[r * n + c] = squares[c * n + r];
                    }
                }
                let (g, scores) = brute::case_of(n, n, &squares, words);
                (g, scores, dupes)
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        crate::common::brute::cases(200)
    ))]
    #[test]
    fn a_mirrored_grid_fills_exactly_when_brute_force_finds_a_fill(
        (grid, scores, dupes) in arb_mirrored(),
        seed in 0u64..100,
    ) {
        let best = brute::best_total(&grid, &scores, dupes);
        let tables = tables_of(&scores);
        for (strategy, restart_base) in
            [(Search::Words, 200), (Search::Letters, 200), (Search::Auto, 1)]
        {
            let opts = FillOptions {
                seed,
                allow_duplicates: dupes,
                strategy,
                restart_base,
                threads: 2,
                ..FillOptions::default()
            };
            match fill(&grid, &tables, &opts, &AtomicBool::new(false), &mut |_| {}) {
                FillOutcome::Filled(f) => {
                    prop_assert!(best.is_some(), "filled a grid brute force cannot");
                    // Entries given whole may repeat each other; a written one repeats none.
                    let (open, given) = brute::open_and_given(&grid, &Slots::of(&grid));
                    let mut seen: std::collections::HashSet<Vec<u8>> = given.into_iter().collect();
                    let slots = Slots::of(&f.grid);
                    for &i in &open {
                        let w = slots.all()[i].word(&f.grid).expect("complete");
                        prop_assert!(scores.contains_key(&w), "{:?} is not listed", w);
                        prop_assert!(dupes || seen.insert(w), "a word twice");
                    }
                }
                FillOutcome::Unfillable { .. } => {
                    prop_assert_eq!(best, None, "a fill was missed ({:?})", strategy)
                }
                other => prop_assert!(false, "unexpected {:?}", other),
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        crate::common::brute::cases(100)
    ))]
    #[test]
    fn a_mirrored_grids_proven_optimum_is_the_brute_force_optimum(
        (grid, scores, dupes) in arb_mirrored(),
        seed in 0u64..100,
    ) {
        let best = brute::best_total(&grid, &scores, dupes);
        let request = brute::optimal_request(&grid, dupes).seed(seed);
        let outcome = brute::run_optimal(request, &tables_of(&scores));
        match outcome {
            FillOutcome::Filled(f) => {
                let opt = f.optimality.expect("an optimal fill says how good it is");
                prop_assert!(opt.proven);
                prop_assert_eq!(Some(opt.total), best);
            }
            FillOutcome::Unfillable { .. } => prop_assert_eq!(best, None, "a fill was missed"),
            other => prop_assert!(false, "unexpected {:?}", other),
        }
    }
}

#[test]
fn only_a_grid_that_is_its_own_mirror_image_gets_a_mirrored_pair() {
    use gridwright::fill::Problem;
    use gridwright::fill::solver::{Search, Tuning};
    use gridwright::grid::{Cell, Pos};
    let words = ["ABC", "BCA", "CAB", "ACB", "BAC", "CBA", "AB", "BA"];
    let scores: BTreeMap<Vec<u8>, u8> = words
        .iter()
        .map(|w| (Alphabet::latin().encode(w).expect("latin"), 50))
        .collect();
    let tables = tables_of(&scores);
    let pair = |g: &Grid, opts: &FillOptions| {
        let p = Problem::new(g, &tables, opts).expect("a problem");
        Search::new(&p, 1, Tuning::default())
            .ok()
            .and_then(|s| s.mirror_pair())
    };
    let plain = FillOptions::default();
    let open = Grid::new(3, 3).expect("size");
    assert!(pair(&open, &plain).is_some(), "an open square mirrors");
    let mut corner = open.clone();
    corner.set(Pos::new(2, 2), Cell::Block).expect("in grid");
    assert!(
        pair(&corner, &plain).is_some(),
        "a block on the diagonal mirrors"
    );
    let mut off = open.clone();
    off.set(Pos::new(0, 2), Cell::Block).expect("in grid");
    assert_eq!(
        pair(&off, &plain),
        None,
        "a block off the diagonal alone does not"
    );
    let mut given = open.clone();
    given.set(Pos::new(0, 1), Cell::Letter(0)).expect("in grid");
    assert_eq!(
        pair(&given, &plain),
        None,
        "nor does a letter given on one side only"
    );
    let themed = FillOptions {
        rules: gridwright::fill::EntryRules {
            include: vec![Alphabet::latin().encode("ABC").expect("latin")],
            ..Default::default()
        },
        ..FillOptions::default()
    };
    assert_eq!(pair(&open, &themed), None, "theme entries turn it off");
}
