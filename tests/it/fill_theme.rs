//! Theme entries and the shared-run limit, checked on the grid a fill returns by validators
//! that know nothing of the solver: every required theme entry appears exactly once, every
//! other entry is a listed word, and no two entries share a run longer than the limit.

use gridwright::fill::rules::encode_theme;
use gridwright::fill::{
    EntryRules, FillMode, FillOutcome, Filled, LeftOutWhy, Region, Request, RulesError, Strategy,
    Unfillable,
};
use gridwright::grid::{Alphabet, Grid, Puzzle, Slots, text::parse_grid};
use std::collections::HashMap;
use std::sync::atomic::AtomicBool;

use crate::common::builtin;
use builtin::{MIN, index, tables};

const GRIDS: &[&str] = &[
    "#....\n.....\n.....\n.....\n....#\n",
    "...#...\n...#...\n.......\n##...##\n.......\n...#...\n...#...\n",
    "....#....\n....#....\n.........\n...#.#...\n##.....##\n...#.#...\n.........\n....#....\n....#....\n",
    "....#......\n....#......\n...........\n...#...#...\n......#....\n###.....###\n....#......\n...#...#...\n...........\n......#....\n......#....\n",
];

fn grid(rows: &str) -> Grid {
    parse_grid(rows, &Alphabet::latin()).expect("test grid")
}

/// The built-in list as a map, read apart from the solver's tables.
fn list() -> HashMap<Vec<u8>, u8> {
    let mut m = HashMap::new();
    index().for_each(|w, s| {
        m.insert(w.to_vec(), s);
    });
    m
}

/// Every entry of a complete grid, as letters.
fn entries(g: &Grid) -> Vec<Vec<u8>> {
    Slots::of(g)
        .iter()
        .map(|(_, s)| s.word(g).expect("a complete grid"))
        .collect()
}

fn spell(w: &[u8]) -> String {
    Alphabet::latin().spell(w)
}

/// Runs a fill of `rows` under `rules` with the built-in list, one reproducible strategy.
fn run(rows: &str, rules: EntryRules, seed: u64) -> Result<FillOutcome, RulesError> {
    let puzzle = Puzzle::new(grid(rows));
    let request = Request::from_puzzle(&puzzle, Region::All, FillMode::Fill)
        .seed(seed)
        .strategy(Strategy::Words)
        .rules(rules)?;
    let never = AtomicBool::new(false);
    Ok(request
        .run(&tables(), &never, &mut |_| {})
        .expect("latin words for a latin puzzle"))
}

/// Rules with these theme entries required and nothing else.
fn required(include: Vec<Vec<u8>>) -> EntryRules {
    EntryRules {
        include,
        ..EntryRules::default()
    }
}

fn filled(outcome: FillOutcome) -> Box<Filled> {
    match outcome {
        FillOutcome::Filled(f) => f,
        other => panic!("expected a fill, got {other:?}"),
    }
}

/// Theme words for one case: common words of lengths the grid has, picked by the seed.
fn pick_theme(rows: &str, seed: u64, list: &HashMap<Vec<u8>, u8>) -> Vec<Vec<u8>> {
    let g = grid(rows);
    let mut lengths: Vec<usize> = Slots::of(&g).iter().map(|(_, s)| s.len()).collect();
    lengths.sort_unstable();
    lengths.dedup();
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut theme = Vec::new();
    // Two theme entries in a 5×5 often leave no fill at all (a complete search says so).
    let count = if g.width() <= 5 { 1 } else { 2 };
    for _ in 0..count {
        // Two theme entries of one length may be forced to cross (the 9×9's only two
        // five-letter entries do): lengths differ, so every case has a fill.
        let free: Vec<usize> = lengths
            .iter()
            .copied()
            .filter(|&l| theme.iter().all(|t: &Vec<u8>| t.len() != l))
            .collect();
        let len = free[rng.usize(0..free.len())];
        let mut words: Vec<&Vec<u8>> = list
            .iter()
            .filter(|(w, s)| w.len() == len && **s >= 55)
            .map(|(w, _)| w)
            .collect();
        words.sort();
        let w = words[rng.usize(0..words.len().min(400))].clone();
        if !theme.contains(&w) {
            theme.push(w);
        }
    }
    theme
}

#[test]
fn every_required_theme_entry_appears_exactly_once() {
    let list = list();
    for (gi, rows) in GRIDS.iter().enumerate() {
        for seed in 1..=4u64 {
            let theme = pick_theme(rows, seed * 31 + gi as u64, &list);
            let rules = required(theme.clone());
            let out = run(rows, rules, seed).expect("rules accepted");
            let names: Vec<String> = theme.iter().map(|t| spell(t)).collect();
            let FillOutcome::Filled(f) = out else {
                panic!("grid {gi} seed {seed} theme {names:?}: {out:?}");
            };
            let all = entries(&f.grid);
            for t in &theme {
                let n = all.iter().filter(|e| *e == t).count();
                assert_eq!(n, 1, "grid {gi} seed {seed}: {} used {n} times", spell(t));
            }
            for e in &all {
                assert!(
                    theme.contains(e) || list.get(e).is_some_and(|&s| s >= MIN),
                    "grid {gi} seed {seed}: {} is neither listed nor a theme entry",
                    spell(e)
                );
            }
            assert!(f.left_out.is_empty());
        }
    }
}

#[test]
fn a_theme_entry_the_list_lacks_is_placed_and_scored_as_good_fill() {
    let theme = encode_theme(&["QXZQX".to_string()], &Alphabet::latin()).expect("latin");
    // The grid already spells it in 1A.
    let rows = "QXZQX\n#####\n.....\n.....\n.....\n";
    let f = filled(run(rows, required(theme.clone()), 1).expect("accepted"));
    // Already complete in the grid: it counts as placed, and is not used again.
    assert_eq!(
        entries(&f.grid).iter().filter(|e| **e == theme[0]).count(),
        1
    );
    let rows = ".....\n#####\n.....\n#####\n.....\n";
    let f = filled(run(rows, required(theme.clone()), 2).expect("accepted"));
    let e = f
        .entries
        .iter()
        .find(|e| e.word == theme[0])
        .expect("placed");
    assert_eq!(e.score, gridwright::fill::rules::THEME_SCORE);
}

#[test]
fn duplicates_allowed_still_use_a_theme_entry_once() {
    let list = list();
    let rows = GRIDS[1];
    let theme = pick_theme(rows, 7, &list);
    let puzzle = Puzzle::new(grid(rows));
    let request = Request::from_puzzle(&puzzle, Region::All, FillMode::Fill)
        .strategy(Strategy::Words)
        .allow_duplicates(true)
        .rules(required(theme.clone()))
        .expect("accepted");
    let never = AtomicBool::new(false);
    let f = filled(request.run(&tables(), &never, &mut |_| {}).expect("latin"));
    let all = entries(&f.grid);
    for t in &theme {
        assert_eq!(all.iter().filter(|e| *e == t).count(), 1, "{}", spell(t));
    }
}

#[test]
fn an_impossible_theme_is_refused_before_the_fill_with_a_clear_message() {
    let latin = Alphabet::latin();
    let long = encode_theme(&["INTERNATIONALLY".to_string()], &latin).expect("latin");
    let err = run(GRIDS[0], required(long), 1).expect_err("too long");
    assert_eq!(
        err.to_string(),
        "theme entry INTERNATIONALLY has 15 letters, but no entry the fill writes has 15 \
         (they have 4 to 5)"
    );
    // Three five-letter theme entries for two five-letter entries.
    let rows = ".....\n#####\n.....\n";
    let three =
        encode_theme(&["APPLE".into(), "BERRY".into(), "LEMON".into()], &latin).expect("latin");
    let err = run(rows, required(three), 1).expect_err("two slots");
    assert!(
        err.to_string()
            .starts_with("3 theme entries have 5 letters (APPLE, BERRY, LEMON)"),
        "{err}"
    );
    let err = run(
        rows,
        EntryRules {
            max_shared: Some(0),
            ..EntryRules::default()
        },
        1,
    )
    .expect_err("zero");
    assert!(matches!(err, RulesError::ZeroShared));
}

#[test]
fn a_theme_entry_the_letters_rule_out_is_unfillable_hard_and_left_out_soft() {
    let latin = Alphabet::latin();
    // Every five-letter entry already starts with Z, E or T; APPLE fits none.
    let rows = "Z....\n#####\nE....\n#####\nT....\n";
    let theme = encode_theme(&["APPLE".to_string()], &latin).expect("latin");
    let hard = run(rows, required(theme.clone()), 1).expect("lengths fit");
    assert!(
        matches!(
            hard,
            FillOutcome::Unfillable {
                reason: Unfillable::Rules,
                ..
            }
        ),
        "{hard:?}"
    );
    let soft = filled(
        run(
            rows,
            EntryRules {
                include: theme.clone(),
                soft: true,
                ..EntryRules::default()
            },
            1,
        )
        .expect("lengths fit"),
    );
    // The hard form's proof is the reason given.
    let why = LeftOutWhy::NoRoom { beside: vec![] };
    let left: Vec<(Vec<u8>, LeftOutWhy)> = soft
        .left_out
        .iter()
        .map(|l| (l.word.clone(), l.why.clone()))
        .collect();
    assert_eq!(left, vec![(theme[0].clone(), why)]);
    // Soft, with room: placed.
    let soft = filled(
        run(
            ".....\n#####\nE....\n",
            EntryRules {
                include: theme.clone(),
                soft: true,
                ..EntryRules::default()
            },
            1,
        )
        .expect("lengths fit"),
    );
    assert!(soft.left_out.is_empty());
    assert!(entries(&soft.grid).contains(&theme[0]));
}

/// The longest run of letters two words share.
fn longest_shared(a: &[u8], b: &[u8]) -> usize {
    let mut best = 0;
    for i in 0..a.len() {
        for j in 0..b.len() {
            let mut k = 0;
            while i + k < a.len() && j + k < b.len() && a[i + k] == b[j + k] {
                k += 1;
            }
            best = best.max(k);
        }
    }
    best
}

#[test]
fn max_shared_fills_share_no_run_longer_than_the_limit() {
    for (gi, rows) in GRIDS.iter().enumerate() {
        for (seed, n) in [(1u64, 2usize), (2, 3), (3, 4)] {
            let rules = EntryRules {
                max_shared: Some(n),
                ..EntryRules::default()
            };
            let f = filled(run(rows, rules, seed).expect("accepted"));
            let all = entries(&f.grid);
            for i in 0..all.len() {
                for j in i + 1..all.len() {
                    let k = longest_shared(&all[i], &all[j]);
                    assert!(
                        k <= n,
                        "grid {gi} seed {seed}: {} and {} share {k} letters (limit {n})",
                        spell(&all[i]),
                        spell(&all[j])
                    );
                }
            }
        }
    }
}

#[test]
fn max_shared_counts_the_entries_already_in_the_grid_and_the_theme() {
    let latin = Alphabet::latin();
    // TEA is given; with a limit of 2 no other entry may hold TEA; the theme entry TEAS
    // shares TEA with it and is refused by the search, not placed.
    let rows = "TEA#\n####\n...#\n####\n....\n";
    let f = filled(
        run(
            rows,
            EntryRules {
                max_shared: Some(2),
                ..EntryRules::default()
            },
            1,
        )
        .expect("accepted"),
    );
    for e in entries(&f.grid).iter().skip(1) {
        assert!(
            longest_shared(e, b"TEA".map(|c| c - b'A').as_slice()) <= 2,
            "{}",
            spell(e)
        );
    }
    let theme = encode_theme(&["TEAS".to_string()], &latin).expect("latin");
    let out = run(
        rows,
        EntryRules {
            include: theme,
            max_shared: Some(2),
            ..EntryRules::default()
        },
        1,
    )
    .expect("lengths fit");
    assert!(
        matches!(out, FillOutcome::Unfillable { .. }),
        "TEAS shares TEA with a given entry: {out:?}"
    );
}
