//! A search whose one run spans a portfolio's meetings (the letters worker): at each of its
//! dead-end limits it tells its peers the nogoods of the branches it refuted and goes on
//! where it was. Every nogood it tells holds for every fill the search looks for (checked
//! against all fills, enumerated; an open square is its own mirror image, so only fills that
//! keep the search's mirrored pair in order count), and the run ends as one uninterrupted run
//! does.

use gridwright::fill::nogoods::Lit;
use gridwright::fill::solver::{Control, Meeting, Search, Stop, Tuning};
use gridwright::fill::{FillOptions, Problem, WordTables};
use gridwright::grid::{Alphabet, Grid};
use gridwright::words::{Lexicon, WordIndex};
use proptest::prelude::*;
use std::sync::atomic::AtomicBool;

fn tables(words: &[String]) -> WordTables {
    let mut lex = Lexicon::new(Alphabet::latin());
    for w in words {
        lex.insert(Alphabet::latin().encode(w).expect("latin"), 50);
    }
    WordTables::from_index(&WordIndex::build(&lex).expect("index"), 0)
}

/// Every fill of the problem, as one word id per variable, by plain enumeration: each step
/// takes the open slot with the most squares already written (so crossings prune early) and
/// tries every word of its table that agrees with them, no word twice.
fn all_fills(p: &Problem) -> Vec<Vec<u32>> {
    fn go(p: &Problem, at: &mut [Option<u8>], ids: &mut [Option<u32>], out: &mut Vec<Vec<u32>>) {
        let written = |v: usize| p.vars[v].cells.iter().filter(|&&c| at[c].is_some()).count();
        let next = (0..p.vars.len())
            .filter(|&v| ids[v].is_none())
            .max_by_key(|&v| (written(v), std::cmp::Reverse(v)));
        let Some(v) = next else {
            out.push(ids.iter().map(|id| id.expect("complete")).collect());
            return;
        };
        let var = &p.vars[v];
        for id in 0..var.table.count() as u32 {
            let w = var.table.word(id);
            let fits = var
                .cells
                .iter()
                .zip(w)
                .all(|(&c, &l)| at[c].is_none_or(|x| x == l));
            let twice =
                (0..ids.len()).any(|u| ids[u] == Some(id) && p.vars[u].table.len() == w.len());
            if !fits || twice {
                continue;
            }
            let before: Vec<Option<u8>> = var.cells.iter().map(|&c| at[c]).collect();
            for (&c, &l) in var.cells.iter().zip(w) {
                at[c] = Some(l);
            }
            ids[v] = Some(id);
            go(p, at, ids, out);
            ids[v] = None;
            for (&c, b) in var.cells.iter().zip(before) {
                at[c] = b;
            }
        }
    }
    let mut out = Vec::new();
    let mut at = vec![None; p.cells.len()];
    go(p, &mut at, &mut vec![None; p.vars.len()], &mut out);
    out
}

/// Whether a decision holds in a fill.
fn holds(p: &Problem, fill: &[u32], lit: Lit) -> bool {
    match lit {
        Lit::Word { var, id } => fill[var as usize] == id,
        Lit::Letter { cell, letter } => p.cells[cell as usize]
            .vars
            .iter()
            .any(|&(v, k)| p.vars[v].table.word(fill[v])[k] == letter),
    }
}

/// How a run ended, and the words it left assigned.
type Ended = (Result<(), Stop>, Vec<Option<u32>>);

/// Runs one search from the root to its end (`meet`: called at each dead-end limit).
fn run(
    p: &Problem,
    seed: u64,
    tuning: Tuning,
    limit: u64,
    meet: Option<&mut Meeting<'_>>,
) -> Option<Ended> {
    let never = AtomicBool::new(false);
    let mut s = Search::new(p, seed, tuning).ok()?;
    let mut quiet = |_: &Search<'_>| {};
    let mut ctl = Control {
        cancel: &never,
        race: &never,
        deadline: None,
        progress: &mut quiet,
        bound: None,
        meet: match meet {
            Some(m) => Some(m),
            None => None,
        },
    };
    let end = s.dfs(limit, &mut ctl);
    Some((end, s.assignment()))
}

fn square_words() -> impl proptest::strategy::Strategy<Value = Vec<String>> {
    prop::collection::btree_set(
        prop::collection::vec(prop::sample::select(vec!['A', 'E', 'R', 'S', 'T']), 4)
            .prop_map(|w| w.into_iter().collect::<String>()),
        30..90,
    )
    .prop_map(|s| s.into_iter().collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn a_spanning_run_tells_only_true_nogoods_and_ends_as_one_run(
        words in square_words(),
        seed in 0u64..1000,
        branch in prop::sample::select(vec![0u32, 8, u32::MAX]),
        limit in 1u64..4,
    ) {
        let g = Grid::new(4, 4).expect("size");
        let t = tables(&words);
        let opts = FillOptions { allow_duplicates: false, ..FillOptions::default() };
        let Ok(p) = Problem::new(&g, &t, &opts) else { return Ok(()) };
        let fills = all_fills(&p);
        let tuning = Tuning { word_branch_limit: branch, learning: true, ..Tuning::default() };
        let mut told = Vec::new();
        let mut meetings = 0;
        let mut meet = |_: &mut Search<'_>, n: Vec<Vec<Lit>>| {
            meetings += 1;
            told.extend(n);
            Ok(limit)
        };
        let spanning = run(&p, seed, tuning, limit, Some(&mut meet));
        let whole = run(&p, seed, tuning, u64::MAX, None);
        // Meeting changes nothing of the run itself.
        prop_assert_eq!(&spanning, &whole);
        if let Some((end, _)) = &spanning {
            prop_assert_eq!(end.is_ok(), !fills.is_empty());
        }
        let kept = Search::new(&p, seed, tuning).ok().and_then(|s| s.mirror_pair());
        let sought = fills.iter().filter(|f| kept.is_none_or(|(a, b)| f[a] <= f[b]));
        for ng in &told {
            for f in sought.clone() {
                prop_assert!(!ng.iter().all(|&l| holds(&p, f, l)), "nogood {:?} cuts off a fill", ng);
            }
        }
    }
}
