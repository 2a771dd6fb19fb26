//! The open-rectangle optimal search (every square in one across and one down entry,
//! nothing given): its starting ceiling is never below the brute-force optimum, and the
//! optimum it proves is the brute-force optimum, on random rectangles of 2×2 to 4×4 with
//! and without duplicates, and on word squares where rows and columns share one list.

use crate::common::brute;
use gridwright::fill::optimal::open_rectangle_ceiling;
use gridwright::fill::{Budget, FillMode, FillOptions, FillOutcome, Problem, Region, Request};
use gridwright::fill::{WordTables, default_threads};
use gridwright::grid::{Cell, Grid, Puzzle, Slots};
use proptest::prelude::*;
use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;

const LETTERS: &[u8] = b"ABC";

use crate::common::brute::tables_of;

/// An open `w`×`h` rectangle and a list of words of its two lengths over three letters
/// (so most rectangles fill), with random scores, and whether duplicates are allowed.
#[allow(clippy::type_complexity)]
fn arb_open() -> impl Strategy<Value = (Grid, BTreeMap<Vec<u8>, u8>, bool)> {
    (2usize..=4, 2usize..=4).prop_flat_map(|(w, h)| {
        let lens = if w == h { vec![w] } else { vec![w, h] };
        let word = prop::sample::select(lens)
            .prop_flat_map(|n| prop::collection::vec(prop::sample::select(LETTERS), n));
        (
            prop::collection::vec((word, 0u8..=100), 4..60),
            any::<bool>(),
        )
            .prop_map(move |(words, dupes)| {
                let (g, scores) = brute::case_of(w, h, &vec![None; w * h], words);
                (g, scores, dupes)
            })
    })
}

fn run_optimal(grid: &Grid, tables: &WordTables, dupes: bool, threads: usize) -> FillOutcome {
    brute::run_optimal(brute::optimal_request(grid, dupes).threads(threads), tables)
}

/// Every entry of `filled` is a listed word, none twice without duplicates, and the
/// entries' scores add up to `total`.
fn check(filled: &Grid, scores: &BTreeMap<Vec<u8>, u8>, dupes: bool, total: u64) {
    let slots = Slots::of(filled);
    let mut seen = Vec::new();
    let mut sum = 0u64;
    for s in slots.all() {
        let word = s.word(filled).expect("every entry complete");
        let score = scores.get(&word).expect("a listed word");
        sum += u64::from(*score);
        assert!(dupes || !seen.contains(&word), "{word:?} twice");
        seen.push(word);
    }
    assert_eq!(sum, total, "the total is the entries' scores");
    assert!(filled.positions().all(|p| filled.cell(p) != Cell::Empty));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        crate::common::brute::cases(64)
    ))]
    #[test]
    fn the_open_rectangle_ceiling_is_never_below_the_optimum(
        (grid, scores, dupes) in arb_open(),
    ) {
        let best = brute::best_total(&grid, &scores, dupes);
        let tables = tables_of(&scores);
        let opts = FillOptions { allow_duplicates: dupes, ..FillOptions::default() };
        let Ok(problem) = Problem::new(&grid, &tables, &opts) else {
            prop_assert_eq!(best, None);
            return Ok(());
        };
        let ceiling = open_rectangle_ceiling(&problem).expect("an open rectangle");
        if let Some(best) = best {
            prop_assert!(ceiling >= best, "ceiling {} below the optimum {}", ceiling, best);
        }
    }

    #[test]
    fn the_open_rectangle_optimum_is_the_brute_force_optimum(
        (grid, scores, dupes) in arb_open(),
        threads in 1usize..=3,
    ) {
        let best = brute::best_total(&grid, &scores, dupes);
        match run_optimal(&grid, &tables_of(&scores), dupes, threads) {
            FillOutcome::Filled(f) => {
                let opt = f.optimality.expect("an optimal fill says how good it is");
                prop_assert!(opt.proven, "a small rectangle is proven");
                prop_assert_eq!(opt.bound, opt.total);
                prop_assert_eq!(Some(opt.total), best, "grid\n{:?}", grid);
                check(&f.grid, &scores, dupes, opt.total);
            }
            FillOutcome::Unfillable { .. } => prop_assert_eq!(best, None, "a fill was missed"),
            other => prop_assert!(false, "unexpected {:?}", other),
        }
    }
}

/// A 4×4 word square on the built-in list's four-letter words: every thread count proves
/// the same total, which a budgeted run of the general search (one thread, the same rules)
/// also proves.
#[test]
fn an_open_square_on_the_builtin_list_agrees_with_the_general_search() {
    // Every second good word keeps the general search quick in a test build.
    let good: BTreeMap<Vec<u8>, u8> = crate::common::builtin::list()
        .iter()
        .filter(|(w, s)| w.len() == 4 && **s >= 50)
        .map(|(w, s)| (w.clone(), *s))
        .collect();
    let scores: BTreeMap<Vec<u8>, u8> = good.into_iter().step_by(2).collect();
    assert!(scores.len() >= 100, "enough words: {}", scores.len());
    let tables = tables_of(&scores);
    let grid = Grid::new(4, 4).expect("size");
    let total = |out: FillOutcome| match out {
        FillOutcome::Filled(f) => {
            let opt = f.optimality.expect("optimality");
            assert!(opt.proven);
            check(&f.grid, &scores, false, opt.total);
            opt.total
        }
        other => panic!("unexpected {other:?}"),
    };
    let dense: Vec<u64> = [1, 2, default_threads().max(3)]
        .iter()
        .map(|&t| total(run_optimal(&grid, &tables, false, t)))
        .collect();
    let general = Request::from_puzzle(&Puzzle::new(grid.clone()), Region::All, FillMode::Fill)
        .run_optimal(
            &tables,
            Budget {
                max_backtracks: Some(u64::MAX - 1),
            },
            &AtomicBool::new(false),
            &mut |_| {},
        )
        .expect("latin");
    let general = total(general);
    assert!(
        dense.iter().all(|&t| t == general),
        "{dense:?} vs {general}"
    );
}
