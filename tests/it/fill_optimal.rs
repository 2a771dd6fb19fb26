//! `fill --optimal`: the proven-best total equals a brute-force optimum on small random
//! grids (blocks, fixed letters, random scores), a 4×4 word square from 3,000 words is proven
//! against an independent word-square search, and the CLI reports whether it is proven.

use crate::common::brute;
use crate::common::isolated;

use gridwright::fill::{
    Budget, FillMode, FillOutcome, Optimality, Region, Request, Unfillable, WordTables,
};
use gridwright::grid::{Alphabet, Cell, Grid, Puzzle, Slots};
use proptest::prelude::*;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::process::Output;
use std::sync::atomic::AtomicBool;

const LETTERS: &[u8] = b"ABCD";

/// The fixtures: words of the built-in list picked evenly in alphabetical order, rescored
/// 50 + FNV-1a(word) mod 51 so that totals vary (the built-in list's 50/55/60 make most
/// optima the trivial ceiling).
fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/optimal")
        .join(name)
}

use crate::common::brute::tables_of;

fn run_optimal(grid: &Grid, tables: &WordTables, dupes: bool, seed: u64) -> FillOutcome {
    brute::run_optimal(brute::optimal_request(grid, dupes).seed(seed), tables)
}

/// A fill keeps the given letters, uses listed words in every open slot, repeats no word
/// (unless allowed), and its entries add up to the total it reports.
fn check_fill(
    start: &Grid,
    filled: &Grid,
    scores: &BTreeMap<Vec<u8>, u8>,
    dupes: bool,
    opt: &Optimality,
) -> Result<(), TestCaseError> {
    for p in start.positions() {
        if let Cell::Letter(l) = start.cell(p) {
            prop_assert_eq!(
                filled.cell(p),
                Cell::Letter(l),
                "given letter changed at {}",
                p
            );
        }
    }
    let slots = Slots::of(start);
    let mut total = 0u64;
    let mut seen = HashSet::new();
    for s in slots.all() {
        let w = s.word(filled).expect("complete");
        let open = s.letters(start).iter().any(Option::is_none);
        if open {
            let score = scores.get(&w);
            prop_assert!(score.is_some(), "{:?} is not in the list", w);
            total += u64::from(*score.unwrap_or(&0));
        }
        prop_assert!(dupes || seen.insert(w), "a word is used twice");
    }
    prop_assert_eq!(total, opt.total);
    Ok(())
}

/// Small grids (2×2 to 4×4) with random blocks and fixed letters, lists of tens of words
/// over four letters with random scores.
#[allow(clippy::type_complexity)]
fn arb_case() -> impl Strategy<Value = (Grid, BTreeMap<Vec<u8>, u8>, bool)> {
    (2usize..=4, 2usize..=4).prop_flat_map(|(w, h)| {
        let square = prop_oneof![
            6 => Just(None),
            1 => Just(Some(None)),
            1 => prop::sample::select(LETTERS).prop_map(|l| Some(Some(l))),
        ];
        (
            prop::collection::vec(square, w * h),
            prop::collection::vec(
                (
                    (2usize..=4)
                        .prop_flat_map(|n| prop::collection::vec(prop::sample::select(LETTERS), n)),
                    0u8..=100,
                ),
                5..50,
            ),
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
    fn the_proven_optimum_is_the_brute_force_optimum(
        (grid, scores, dupes) in arb_case(),
        seed in 0u64..100,
    ) {
        let best = brute::best_total(&grid, &scores, dupes);
        match run_optimal(&grid, &tables_of(&scores), dupes, seed) {
            FillOutcome::Filled(f) => {
                let opt = f.optimality.expect("an optimal fill says how good it is");
                prop_assert!(opt.proven, "a small grid is proven");
                prop_assert_eq!(opt.bound, opt.total);
                prop_assert_eq!(Some(opt.total), best, "grid\n{:?}", grid);
                check_fill(&grid, &f.grid, &scores, dupes, &opt)?;
            }
            FillOutcome::Unfillable { .. } => prop_assert_eq!(best, None, "a fill was missed"),
            other => prop_assert!(false, "unexpected {:?}", other),
        }
    }
}

/// The best total of a 4×4 word square (eight distinct words) by its own search: rows in
/// turn, every column kept a prefix of some word, cut when even the best word for each
/// remaining row and for each column's prefix cannot beat the best square found.
fn best_word_square(words: &HashMap<[u8; 4], u8>) -> Option<u64> {
    let mut best_with_prefix: HashMap<Vec<u8>, u8> = HashMap::new();
    for (w, &s) in words {
        for n in 1..=4 {
            let e = best_with_prefix.entry(w[..n].to_vec()).or_insert(0);
            *e = (*e).max(s);
        }
    }
    let top = words.values().copied().max().map_or(0, u64::from);
    let mut rows: Vec<([u8; 4], u8)> = words.iter().map(|(w, &s)| (*w, s)).collect();
    rows.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    struct S<'a> {
        rows: &'a [([u8; 4], u8)],
        words: &'a HashMap<[u8; 4], u8>,
        prefix: &'a HashMap<Vec<u8>, u8>,
        top: u64,
        chosen: Vec<[u8; 4]>,
        best: Option<u64>,
    }
    fn go(s: &mut S<'_>, row_total: u64) {
        let r = s.chosen.len();
        if r == 4 {
            let cols: Vec<[u8; 4]> = (0..4)
                .map(|c| {
                    [
                        s.chosen[0][c],
                        s.chosen[1][c],
                        s.chosen[2][c],
                        s.chosen[3][c],
                    ]
                })
                .collect();
            let all: HashSet<[u8; 4]> = s.chosen.iter().chain(&cols).copied().collect();
            if all.len() < 8 {
                return;
            }
            let total = row_total + cols.iter().map(|c| u64::from(s.words[c])).sum::<u64>();
            s.best = Some(s.best.map_or(total, |b| b.max(total)));
            return;
        }
        for i in 0..s.rows.len() {
            let (w, score) = s.rows[i];
            if s.chosen.contains(&w) {
                continue;
            }
            let mut cols_best = 0u64;
            let mut ok = true;
            for c in 0..4 {
                let mut p: Vec<u8> = s.chosen.iter().map(|row| row[c]).collect();
                p.push(w[c]);
                match s.prefix.get(&p) {
                    Some(&b) => cols_best += u64::from(b),
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            if !ok {
                continue;
            }
            let rows_left = (3 - r) as u64 * s.top;
            let ceiling = row_total + u64::from(score) + rows_left + cols_best;
            if s.best.is_some_and(|b| ceiling <= b) {
                continue;
            }
            s.chosen.push(w);
            go(s, row_total + u64::from(score));
            s.chosen.pop();
        }
    }
    let mut s = S {
        rows: &rows,
        words,
        prefix: &best_with_prefix,
        top,
        chosen: Vec::new(),
        best: None,
    };
    go(&mut s, 0);
    s.best
}

/// The fixture's words and scores.
pub(crate) fn fixture_scores(name: &str) -> BTreeMap<Vec<u8>, u8> {
    let text = std::fs::read_to_string(fixture(name)).expect("fixture");
    let a = Alphabet::latin();
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_once(';'))
        .map(|(w, s)| (a.encode(w).expect("latin"), s.parse().expect("score")))
        .collect()
}

fn open_grid(rows: &str) -> Grid {
    gridwright::grid::text::parse_grid(rows, &Alphabet::latin()).expect("grid")
}

#[test]
fn a_4x4_word_square_from_3000_words_is_proven_optimal_and_a_square_search_agrees() {
    let scores = fixture_scores("square4.dict");
    assert_eq!(scores.len(), 3000);
    let grid = open_grid("....\n....\n....\n....\n");
    let FillOutcome::Filled(f) = run_optimal(&grid, &tables_of(&scores), false, 1) else {
        panic!("the square fills");
    };
    let opt = f.optimality.expect("optimality");
    assert!(opt.proven);
    let words: HashMap<[u8; 4], u8> = scores
        .iter()
        .map(|(w, &s)| ([w[0], w[1], w[2], w[3]], s))
        .collect();
    assert_eq!(Some(opt.total), best_word_square(&words));
    // Computed once by both searches; a change means the fixture or a search changed.
    assert_eq!(opt.total, 777);
    check_fill(&grid, &f.grid, &scores, false, &opt).expect("valid fill");
}

#[test]
fn a_5x5_with_corner_blocks_is_proven_optimal() {
    let scores = fixture_scores("corner5.dict");
    let grid = open_grid("...##\n.....\n.....\n.....\n##...\n");
    let FillOutcome::Filled(f) = run_optimal(&grid, &tables_of(&scores), false, 1) else {
        panic!("the corner grid fills");
    };
    let opt = f.optimality.expect("optimality");
    assert!(opt.proven);
    // Computed once with this search; the property test is the proof of the method.
    assert_eq!(opt.total, 905);
    check_fill(&grid, &f.grid, &scores, false, &opt).expect("valid fill");
}

#[test]
fn a_grid_with_no_fill_is_proven_unfillable() {
    let scores: BTreeMap<Vec<u8>, u8> = [("AB", 60), ("CD", 50)]
        .iter()
        .map(|(w, s)| (Alphabet::latin().encode(w).expect("latin"), *s))
        .collect();
    let out = run_optimal(&open_grid("..\n..\n"), &tables_of(&scores), false, 1);
    assert!(
        matches!(
            out,
            FillOutcome::Unfillable {
                reason: Unfillable::NoFill | Unfillable::NoCandidate,
                ..
            }
        ),
        "{out:?}"
    );
}

// --- the command line ---

fn gridwright(dir: &Path, args: &[&str]) -> Output {
    isolated::gridwright_in(dir)
        .args(args)
        .output()
        .expect("runs")
}

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).expect("one JSON document")
}

fn square_setup() -> (tempfile::TempDir, String, String) {
    let dir = tempfile::tempdir().expect("tempdir");
    let grid = dir.path().join("square.txt");
    std::fs::write(&grid, "....\n....\n....\n....\n").expect("grid");
    let list = fixture("square4.dict").display().to_string();
    (dir, grid.display().to_string(), list)
}

#[test]
fn cli_optimal_json_says_proven_and_the_total() {
    let (dir, grid, list) = square_setup();
    let out = gridwright(
        dir.path(),
        &["fill", "--optimal", "--json", "--list", &list, &grid],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc = json(&out);
    assert_eq!(doc["status"], "filled");
    assert_eq!(doc["optimal"], true);
    assert_eq!(doc["total"], 777);
    assert_eq!(doc["bound"], 777, "a proof is a bound met");
    let sum: u64 = doc["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .map(|e| e["score"].as_u64().expect("score"))
        .sum();
    assert_eq!(sum, 777);
    // Plain output says it in words.
    let out = gridwright(dir.path(), &["fill", "--optimal", "--list", &list, &grid]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("proven optimal: total 777"), "{err}");
}

#[test]
fn cli_optimal_stopped_early_is_not_proven_and_gives_a_bound() {
    let (dir, grid, list) = square_setup();
    let mut filled = 0;
    // Budgets in dead ends end the same way on every machine; none is enough for the proof.
    // (The square is its own mirror image, so the search orders one mirrored pair: about
    // 2,600 dead ends prove it.)
    for budget in ["1", "30", "300", "1000"] {
        let out = gridwright(
            dir.path(),
            &[
                "fill",
                "--optimal",
                "--json",
                "--max-backtracks",
                budget,
                "--list",
                &list,
                &grid,
            ],
        );
        let doc = json(&out);
        assert_eq!(doc["optimal"], false, "{doc}");
        if doc["status"] == "filled" {
            assert!(out.status.success());
            filled += 1;
            let total = doc["total"].as_u64().expect("total");
            let bound = doc["bound"].as_u64().expect("bound");
            assert!(total <= 777 && bound >= 777, "{doc}");
        } else {
            assert_eq!(doc["status"], "timeout");
            assert_eq!(out.status.code(), Some(4));
        }
    }
    assert!(filled > 0, "some budget finds a fill before the proof");
    let out = gridwright(
        dir.path(),
        &[
            "fill",
            "--optimal",
            "--max-backtracks",
            "1000",
            "--list",
            &list,
            &grid,
        ],
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("not proven optimal: total") && err.contains("(bound "),
        "{err}"
    );
}

#[test]
fn cli_optimal_refuses_a_quality_time_and_unfillable_grids_exit_3() {
    let (dir, grid, list) = square_setup();
    let out = gridwright(
        dir.path(),
        &[
            "fill",
            "--optimal",
            "--quality",
            "1",
            "--list",
            &list,
            &grid,
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    let out = gridwright(
        dir.path(),
        &["fill", "--max-backtracks", "5", "--list", &list, &grid],
    );
    assert_eq!(
        out.status.code(),
        Some(2),
        "--max-backtracks needs --optimal"
    );
    let out = gridwright(
        dir.path(),
        &[
            "fill",
            "--optimal",
            "--max-shared",
            "2",
            "--list",
            &list,
            &grid,
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--optimal does not apply --max-shared"),
        "{err}"
    );
    let three = dir.path().join("three.txt");
    std::fs::write(&three, "...\n...\n...\n").expect("grid");
    let out = gridwright(
        dir.path(),
        &[
            "fill",
            "--optimal",
            "--json",
            "--list",
            &list,
            &three.display().to_string(),
        ],
    );
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(json(&out)["status"], "unfillable");
}

#[test]
fn the_studio_entry_runs_on_a_worker_thread_and_stops_on_cancel() {
    let scores = fixture_scores("square4.dict");
    let tables = std::sync::Arc::new(tables_of(&scores));
    let grid = open_grid("....\n....\n....\n....\n");
    let request = Request::from_puzzle(&Puzzle::new(grid.clone()), Region::All, FillMode::Fill);
    // A raised flag stops the search at its first check (every 64 nodes; the proof takes
    // thousands).
    let out = request
        .run_optimal(
            &tables,
            Budget::default(),
            &AtomicBool::new(true),
            &mut |_| {},
        )
        .expect("latin");
    assert!(matches!(out, FillOutcome::Cancelled(_)), "{out:?}");
    let job = request
        .spawn_optimal(tables, Budget::default())
        .expect("latin");
    let mut better = 0;
    let out = job.wait(|p| better += usize::from(p.best_score.is_some()));
    let FillOutcome::Filled(f) = out else {
        panic!("fills: {out:?}");
    };
    assert_eq!(f.optimality.map(|o| (o.proven, o.total)), Some((true, 777)));
    assert!(better > 0, "progress tells of the better fills");
}
