//! `fill --optimal` with theme entries: against brute force on small random grids, the
//! proven optimum with required entries is the best fill that has them all, and with soft
//! ones the best fill placing the most of them; a soft fill places every entry whenever the
//! required fill can; and the CLI names what it left out and the entries below the minimum.

use crate::common::brute;
use crate::common::isolated;
use gridwright::fill::rules::{EntryRules, THEME_SCORE};
use gridwright::fill::{FillMode, FillOutcome, Region, Request};
use gridwright::grid::{Alphabet, Cell, Grid, Pos, Puzzle, Slots};
use proptest::prelude::*;
use std::collections::BTreeMap;

const LETTERS: &[u8] = b"ABCD";

use crate::common::brute::tables_of;

/// A fill request of `grid` with `include` (required, or `soft`) on `threads`, or `None`
/// when the request refuses the theme entries (a required one with no entry of its length).
pub(crate) fn themed_request(
    grid: &Grid,
    include: &[Vec<u8>],
    soft: bool,
    threads: usize,
) -> Option<Request> {
    let rules = EntryRules {
        include: include.to_vec(),
        soft,
        max_shared: None,
    };
    Request::from_puzzle(&Puzzle::new(grid.clone()), Region::All, FillMode::Fill)
        .rules(rules)
        .ok()
        .map(|r| r.threads(threads))
}

/// The optimal fill of `grid` with `include` (required, or `soft`), or `None` when the
/// request refuses the theme entries.
fn optimal(
    grid: &Grid,
    scores: &BTreeMap<Vec<u8>, u8>,
    include: &[Vec<u8>],
    soft: bool,
    threads: usize,
) -> Option<FillOutcome> {
    let request = themed_request(grid, include, soft, threads)?;
    Some(crate::common::brute::run_optimal(
        request,
        &tables_of(scores),
    ))
}

/// Every entry of a fill: its word in the list (or a theme entry), the total its scores
/// add up to, with theme entries the list lacks counted at the theme score.
fn total_of(grid: &Grid, filled: &Grid, scores: &BTreeMap<Vec<u8>, u8>) -> u64 {
    Slots::of(grid)
        .all()
        .iter()
        .filter(|s| s.letters(grid).iter().any(Option::is_none))
        .map(|s| {
            let w = s.word(filled).expect("complete");
            u64::from(*scores.get(&w).expect("a listed word or a theme entry"))
        })
        .sum()
}

fn word(rng_letters: Vec<u8>) -> Vec<u8> {
    let text = String::from_utf8(rng_letters).expect("ascii");
    Alphabet::latin().encode(&text).expect("latin")
}

/// Small grids (2×2 to 4×4) with random blocks, lists of tens of words over four letters,
/// and one to three theme entries (some listed, some not).
#[allow(clippy::type_complexity)]
pub(crate) fn arb_case() -> impl Strategy<Value = (Grid, BTreeMap<Vec<u8>, u8>, Vec<Vec<u8>>)> {
    (2usize..=4, 2usize..=4).prop_flat_map(|(w, h)| {
        let letters = |n: std::ops::RangeInclusive<usize>| {
            n.prop_flat_map(|n| prop::collection::vec(prop::sample::select(LETTERS), n))
        };
        (
            prop::collection::vec(prop::bool::weighted(0.15), w * h),
            prop::collection::vec((letters(2..=4), 0u8..=100), 5..40),
            prop::collection::vec(letters(2..=4), 1..=3),
        )
            .prop_map(move |(blocks, words, themes)| {
                let mut g = Grid::new(w, h).expect("size");
                for (i, &b) in blocks.iter().enumerate() {
                    if b {
                        g.set(Pos::new(i / w, i % w), Cell::Block).expect("in grid");
                    }
                }
                let scores: BTreeMap<Vec<u8>, u8> =
                    words.into_iter().map(|(l, s)| (word(l), s)).collect();
                let mut include: Vec<Vec<u8>> = Vec::new();
                for t in themes.into_iter().map(word) {
                    if !include.contains(&t) {
                        include.push(t);
                    }
                }
                (g, scores, include)
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        crate::common::brute::cases(200)
    ))]
    #[test]
    fn theme_entries_hard_and_soft_agree_with_brute_force(
        (grid, scores, include) in arb_case(),
        threads in 1usize..=2,
    ) {
        let mut themed = scores.clone();
        for w in &include {
            themed.entry(w.clone()).or_insert(THEME_SCORE);
        }
        let hard = optimal(&grid, &scores, &include, false, threads);
        if let Some(hard) = &hard {
            match (hard, brute::best_themed(&grid, &themed, &include, false)) {
                (FillOutcome::Filled(f), Some((_, best))) => {
                    let opt = f.optimality.expect("optimality");
                    prop_assert!(opt.proven);
                    prop_assert_eq!(opt.total, best);
                    prop_assert_eq!(total_of(&grid, &f.grid, &themed), best);
                    prop_assert!(f.left_out.is_empty(), "a required entry left out");
                }
                (FillOutcome::Unfillable { .. }, None) => {}
                (other, best) => prop_assert!(false, "hard: {:?} but brute force {:?}", other, best),
            }
        }
        let soft = optimal(&grid, &scores, &include, true, threads)
            .expect("soft theme entries are never refused");
        match (&soft, brute::best_themed(&grid, &themed, &include, true)) {
            (FillOutcome::Filled(f), Some((placed, best))) => {
                let opt = f.optimality.expect("optimality");
                prop_assert!(opt.proven);
                prop_assert_eq!(include.len() - f.left_out.len(), placed, "left out {:?}", f.left_out);
                prop_assert_eq!(opt.total, best);
                prop_assert_eq!(total_of(&grid, &f.grid, &themed), best);
                if let Some(FillOutcome::Filled(_)) = &hard {
                    prop_assert!(f.left_out.is_empty(), "soft left out what hard placed");
                }
            }
            (FillOutcome::Unfillable { .. }, None) => {}
            (other, best) => prop_assert!(false, "soft: {:?} but brute force {:?}", other, best),
        }
    }
}

#[test]
fn cli_optimal_soft_names_an_entry_with_no_slot_and_one_below_the_minimum() {
    let dir = tempfile::tempdir().expect("tempdir");
    let list = dir.path().join("l.dict");
    std::fs::write(
        &list,
        "ABC;60\nBCA;70\nCAB;80\nAAA;30\nBBB;55\nCCC;65\nACB;52\n",
    )
    .expect("list");
    let grid = dir.path().join("g.txt");
    std::fs::write(&grid, "...\n#.#\n...\n").expect("grid");
    let run = |extra: &[&str]| {
        let mut args = vec![
            "fill",
            "--optimal",
            "--min-score",
            "50",
            "--list",
            list.to_str().expect("utf-8"),
            grid.to_str().expect("utf-8"),
        ];
        args.extend_from_slice(extra);
        isolated::gridwright_in(dir.path())
            .args(&args)
            .output()
            .expect("runs")
    };
    let out = run(&["--include", "AAA", "--include", "JAZZMEN", "--include-soft"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("JAZZMEN (no entry has 7 letters)"), "{err}");
    assert!(err.contains("AAA (30)"), "AAA is below the minimum: {err}");
    assert!(err.contains("proven optimal"), "{err}");
    let out = run(&[
        "--include",
        "AAA",
        "--include",
        "JAZZMEN",
        "--include-soft",
        "--json",
    ]);
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(doc["optimal"], true, "{doc}");
    assert_eq!(doc["left_out"], serde_json::json!(["JAZZMEN"]));
    assert_eq!(doc["theme_below_minimum"][0]["list_score"], 30);
    // Required, the 7-letter entry is refused before anything runs.
    let out = run(&["--include", "JAZZMEN"]);
    assert_eq!(out.status.code(), Some(2));
}
