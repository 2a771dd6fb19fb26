//! The optimal search's dual ceiling (prices on the squares two counted entries share) is a
//! ceiling: on small random grids it is never below the brute-force optimum, in either
//! orientation of the prices, and never above the plain ceiling (each slot's best word).

use crate::common::brute;
use gridwright::fill::solver::{Dual, Search, Tuning};
use gridwright::fill::{FillOptions, Problem};
use gridwright::grid::{Alphabet, Grid};
use proptest::prelude::*;
use std::collections::BTreeMap;

const LETTERS: &[u8] = b"ABC";

use crate::common::brute::tables_of;

/// Grids of 2×2 to 4×4 with random blocks and fixed letters, lists of tens of words over
/// three letters (so most grids fill) with random scores.
#[allow(clippy::type_complexity)]
fn arb_case() -> impl Strategy<Value = (Grid, BTreeMap<Vec<u8>, u8>, bool)> {
    (2usize..=4, 2usize..=4).prop_flat_map(|(w, h)| {
        let square = prop_oneof![
            8 => Just(None),
            1 => Just(Some(None)),
            1 => prop::sample::select(LETTERS).prop_map(|l| Some(Some(l))),
        ];
        let word =
            (2usize..=4).prop_flat_map(|n| prop::collection::vec(prop::sample::select(LETTERS), n));
        (
            prop::collection::vec(square, w * h),
            prop::collection::vec((word, 0u8..=100), 10..80),
            any::<bool>(),
        )
            .prop_map(move |(squares, words, dupes)| {
                let (g, scores) = brute::case_of(w, h, &squares, words);
                (g, scores, dupes)
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        crate::common::brute::cases(300)
    ))]
    #[test]
    fn the_dual_ceiling_is_never_below_the_optimum_nor_above_the_plain_ceiling(
        (grid, scores, dupes) in arb_case(),
        flip in any::<bool>(),
    ) {
        let best = brute::best_total(&grid, &scores, dupes);
        let tables = tables_of(&scores);
        let opts = FillOptions { allow_duplicates: dupes, ..FillOptions::default() };
        let Ok(problem) = Problem::new(&grid, &tables, &opts) else {
            // No problem to bound (a lone square, a length with no word): nothing fills.
            prop_assert_eq!(best, None);
            return Ok(());
        };
        let Ok(mut search) = Search::new(&problem, 1, Tuning::default()) else {
            prop_assert_eq!(best, None, "the first propagation ruled out a fill");
            return Ok(());
        };
        let plain = search.score_ceiling();
        search.set_dual(Dual::of(&problem, flip));
        let dual = search.dual_ceiling();
        prop_assert!(dual <= plain, "dual {} above the plain ceiling {}", dual, plain);
        if let Some(best) = best {
            prop_assert!(dual >= best, "dual {} below the optimum {}\n{:?}", dual, best, grid);
        }
    }
}

/// On a crowded square the prices tighten the plain ceiling: the best words of the rows
/// and columns do not cross well, and the dual ceiling sees it.
#[test]
fn the_dual_ceiling_is_tighter_than_the_plain_one_on_a_square() {
    let a = Alphabet::latin();
    // Rows want AAA-like words worth 90, but only BBB-ish crossings exist for them.
    let scores: BTreeMap<Vec<u8>, u8> = [("AAB", 90), ("BBA", 10), ("ABA", 40), ("BAB", 30)]
        .iter()
        .map(|(w, s)| (a.encode(w).expect("latin"), *s))
        .collect();
    let grid = Grid::new(3, 3).expect("size");
    let tables = tables_of(&scores);
    let opts = FillOptions {
        allow_duplicates: true,
        ..FillOptions::default()
    };
    let problem = Problem::new(&grid, &tables, &opts).expect("problem");
    let mut search = Search::new(&problem, 1, Tuning::default()).expect("propagates");
    let plain = search.score_ceiling();
    search.set_dual(Dual::of(&problem, false));
    let dual = search.dual_ceiling();
    let best = brute::best_total(&grid, &scores, true).expect("a square fills");
    assert!(
        best <= dual && dual < plain,
        "best {best} dual {dual} plain {plain}"
    );
}
