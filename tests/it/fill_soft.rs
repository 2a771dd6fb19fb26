//! Soft theme entries in an ordinary fill (not `--optimal`): against brute force on small
//! random grids, a soft fill places as many theme entries as any fill can, so every one
//! whenever the hard form places them all; each left out says why, and what the fill writes
//! is a valid fill; the same on one thread and on two.

use crate::common::brute::{self, tables_of};
use crate::fill_optimal_theme::{arb_case, themed_request};
use gridwright::fill::rules::THEME_SCORE;
use gridwright::fill::{FillOutcome, LeftOutWhy};
use gridwright::grid::{Grid, Slots};
use proptest::prelude::*;
use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;

/// An ordinary fill of `grid` with `include` (required, or `soft`), or `None` when the
/// request refuses the theme entries (a required one with no entry of its length).
fn fill(
    grid: &Grid,
    scores: &BTreeMap<Vec<u8>, u8>,
    include: &[Vec<u8>],
    soft: bool,
    threads: usize,
) -> Option<FillOutcome> {
    let request = themed_request(grid, include, soft, threads)?.seed(7);
    let never = AtomicBool::new(false);
    Some(
        request
            .run(&tables_of(scores), &never, &mut |_| {})
            .expect("latin words for a latin puzzle"),
    )
}

/// The words of every entry of `filled` the fill wrote (an open square in `grid`), each in
/// `scores`, no word twice; or what is wrong.
fn check_fill(
    grid: &Grid,
    filled: &Grid,
    scores: &BTreeMap<Vec<u8>, u8>,
) -> Result<Vec<Vec<u8>>, String> {
    let mut words: Vec<Vec<u8>> = Vec::new();
    for s in Slots::of(grid).all() {
        let w = s.word(filled).ok_or("an entry left open")?;
        let open = s.letters(grid).iter().any(Option::is_none);
        if open && !scores.contains_key(&w) {
            return Err(format!("{w:?} is neither listed nor a theme entry"));
        }
        if words.contains(&w) {
            return Err(format!("{w:?} twice"));
        }
        words.push(w);
    }
    Ok(words)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(brute::cases(200)))]
    #[test]
    fn soft_entries_are_placed_whenever_a_hard_run_places_them(
        (grid, scores, include) in arb_case(),
        threads in 1usize..=2,
    ) {
        let mut themed = scores.clone();
        for w in &include {
            themed.entry(w.clone()).or_insert(THEME_SCORE);
        }
        let hard = fill(&grid, &scores, &include, false, threads);
        let soft = fill(&grid, &scores, &include, true, threads)
            .expect("soft theme entries are never refused");
        let most = brute::best_themed(&grid, &themed, &include, true);
        match (&soft, most) {
            (FillOutcome::Filled(f), Some((placed, _))) => {
                let words = check_fill(&grid, &f.grid, &themed);
                prop_assert!(words.is_ok(), "{:?}", words);
                let words = words.unwrap_or_default();
                let left: Vec<&Vec<u8>> = f.left_out.iter().map(|l| &l.word).collect();
                for w in &include {
                    prop_assert_eq!(words.contains(w), !left.contains(&w), "{:?} left {:?}", w, left);
                }
                prop_assert_eq!(include.len() - f.left_out.len(), placed, "left out {:?}", f.left_out);
                // Small enough for every try to be decided: each left out has a proof.
                for l in &f.left_out {
                    prop_assert!(l.why != LeftOutWhy::Undecided, "{:?}", f.left_out);
                }
                if let Some(FillOutcome::Filled(_)) = &hard {
                    prop_assert!(f.left_out.is_empty(), "soft left out what hard placed");
                }
            }
            (FillOutcome::Unfillable { .. }, None) => {}
            (other, most) => prop_assert!(false, "soft: {:?} but brute force {:?}", other, most),
        }
    }
}
