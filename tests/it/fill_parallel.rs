//! The parallel fill: a portfolio of searches on several threads. Every fill passes the
//! independent validator, one thread is the single-thread search, a seed and a thread count
//! give one fill, learnt nogoods shared between threads never cut off a fill, and a cancel
//! reaches every thread.

use crate::common::builtin::{MIN, list, tables};
use crate::common::isolated;
use crate::fill_valid::validate;
use gridwright::fill::improve::{Polish, improve};
use gridwright::fill::solver::{Search, Tuning};
use gridwright::fill::{FillOptions, FillOutcome, Problem, Strategy, Unfillable, WordTables, fill};
use gridwright::grid::{Alphabet, Cell, Grid, Pos, Slots, text::parse_grid};
use gridwright::words::{Lexicon, WordIndex};
use proptest::prelude::*;
use proptest::strategy::Strategy as _;
use std::collections::{BTreeSet, HashSet};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

fn grid(rows: &str) -> Grid {
    parse_grid(rows, &Alphabet::latin()).expect("test grid")
}

/// Grids of several shapes that the built-in list fills: an open square, blocked ones and
/// one with letters given.
const GRIDS: [&str; 5] = [
    ".....\n.....\n.....\n.....\n.....\n",
    "#....\n.....\n.....\n.....\n....#\n",
    "...#...\n...#...\n.......\n###.###\n.......\n...#...\n...#...\n",
    "....#\n.....\n.....\n.....\n#....\n",
    "S...#\n.....\n.....\n.....\n#...T\n",
];

fn opts(seed: u64, threads: usize) -> FillOptions {
    FillOptions {
        seed,
        threads,
        strategy: Strategy::Auto,
        timeout: Some(Duration::from_secs(120)),
        ..FillOptions::default()
    }
}

fn run(g: &Grid, o: &FillOptions) -> FillOutcome {
    fill(g, &tables(), o, &AtomicBool::new(false), &mut |_| {})
}

/// The grid of a fill that must succeed, after the independent validator has passed it.
fn filled(g: &Grid, o: &FillOptions) -> Grid {
    match run(g, o) {
        FillOutcome::Filled(f) => {
            let none = BTreeSet::new();
            validate(g, &f.grid, &o.region, &none, &none, false);
            assert!(f.min_score >= MIN);
            f.grid
        }
        other => panic!("threads {}: expected a fill, got {other:?}", o.threads),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]
    /// Any seed, any thread count: a valid fill, with or without polish.
    #[test]
    fn parallel_fills_pass_the_validator(
        which in 0..GRIDS.len(),
        seed in any::<u64>(),
        threads in 1usize..=5,
        base in prop::sample::select(vec![1u64, 20, 200]),
        polish in any::<bool>(),
    ) {
        let g = grid(GRIDS[which]);
        let o = FillOptions {
            restart_base: base,
            quality: if polish { Duration::from_millis(100) } else { Duration::ZERO },
            ..opts(seed, threads)
        };
        filled(&g, &o);
    }
}

#[test]
fn more_threads_than_cores_still_fill() {
    let cores = gridwright::fill::default_threads();
    for rows in GRIDS {
        filled(&grid(rows), &opts(3, cores * 2 + 3));
    }
}

#[test]
fn one_thread_is_the_single_thread_search() {
    for (i, rows) in GRIDS.iter().enumerate() {
        let g = grid(rows);
        for seed in [1, 9, 1234] {
            for base in [1, 200] {
                let single = FillOptions {
                    strategy: Strategy::Words,
                    restart_base: base,
                    ..opts(seed, 8)
                };
                let one = FillOptions {
                    restart_base: base,
                    ..opts(seed, 1)
                };
                assert_eq!(
                    filled(&g, &single),
                    filled(&g, &one),
                    "grid {i}, seed {seed}, base {base}"
                );
            }
        }
    }
}

#[test]
fn a_seed_and_a_thread_count_give_one_fill() {
    for rows in [GRIDS[0], GRIDS[2]] {
        let g = grid(rows);
        for threads in [2, 3] {
            let o = opts(5, threads);
            let first = filled(&g, &o);
            assert_eq!(filled(&g, &o), first, "threads {threads}");
        }
    }
}

/// A word square over five letters with `n` random words (fixed by `seed`): tight, so the
/// threads restart, meet and trade nogoods and weights many times before one finishes.
fn tight_square(seed: u64, n: usize) -> (Grid, WordTables) {
    let mut rng = fastrand::Rng::with_seed(seed);
    let words: Vec<String> = (0..n)
        .map(|_| {
            (0..5)
                .map(|_| ['A', 'E', 'R', 'S', 'T'][rng.usize(0..5)])
                .collect()
        })
        .collect();
    let refs: Vec<&str> = words.iter().map(String::as_str).collect();
    (grid(GRIDS[0]), tight_tables(&refs))
}

#[test]
fn many_meetings_still_give_one_result_for_a_seed_and_a_thread_count() {
    // Restarting after every dead end makes a meeting after every dead end: the result must
    // not depend on how the threads were scheduled between them.
    let never = AtomicBool::new(false);
    let mut finished = 0;
    for case in 0..6 {
        let (g, t) = tight_square(case, 400);
        for threads in [2, 3, 4] {
            let o = FillOptions {
                restart_base: 1,
                quality: Duration::ZERO,
                ..opts(7, threads)
            };
            let first = fill(&g, &t, &o, &never, &mut |_| {});
            for _ in 0..2 {
                let again = fill(&g, &t, &o, &never, &mut |_| {});
                match (&first, &again) {
                    (FillOutcome::Filled(a), FillOutcome::Filled(b)) => {
                        assert_eq!(a.grid, b.grid, "case {case}, threads {threads}");
                    }
                    (
                        FillOutcome::Unfillable { reason: a, .. },
                        FillOutcome::Unfillable { reason: b, .. },
                    ) => assert_eq!(a, b),
                    (a, b) => panic!("case {case}, threads {threads}: {a:?} then {b:?}"),
                }
            }
            finished += usize::from(matches!(first, FillOutcome::Filled(_)));
        }
    }
    // Not every case is impossible: some fills were compared.
    assert!(finished > 0, "no case filled");
}

#[test]
fn different_thread_counts_may_differ_but_all_fill_open_squares() {
    // An open 5×5 is the grid the letter-branching thread is there for; every count fills it.
    let g = grid(GRIDS[0]);
    for threads in 1..=4 {
        filled(&g, &opts(11, threads));
    }
}

/// A list over few letters, so word squares are tight and often impossible.
fn tight_tables(words: &[&str]) -> WordTables {
    let mut lex = Lexicon::new(Alphabet::latin());
    for w in words {
        lex.insert(Alphabet::latin().encode(w).expect("latin"), 50);
    }
    WordTables::from_index(&WordIndex::build(&lex).expect("index"), 0)
}

#[test]
fn a_grid_with_no_fill_is_proven_so_on_any_thread_count() {
    // Eight 4-letter words over A and B for an open 4×4 that needs eight distinct ones: tight
    // enough that the threads restart and share often. The complete search says whether a
    // fill exists; every thread count must agree with it.
    let words = [
        "AAAA", "AAAB", "AABA", "ABAA", "BAAA", "ABAB", "BABA", "BAAB",
    ];
    let t = tight_tables(&words);
    let g = grid("....\n....\n....\n....\n");
    let never = AtomicBool::new(false);
    let complete = FillOptions {
        strategy: Strategy::Letters,
        ..opts(1, 1)
    };
    let truth = matches!(
        fill(&g, &t, &complete, &never, &mut |_| {}),
        FillOutcome::Filled(_)
    );
    for threads in [1, 2, 3, 5] {
        for base in [1, 200] {
            let o = FillOptions {
                restart_base: base,
                ..opts(2, threads)
            };
            match fill(&g, &t, &o, &never, &mut |_| {}) {
                FillOutcome::Filled(f) => {
                    assert!(truth, "threads {threads}: filled a grid with no fill");
                    let words: HashSet<_> = Slots::of(&f.grid)
                        .all()
                        .iter()
                        .map(|s| s.word(&f.grid).expect("complete"))
                        .collect();
                    assert_eq!(words.len(), 8, "threads {threads}: a repeat");
                }
                FillOutcome::Unfillable { reason, .. } => {
                    assert!(!truth, "threads {threads}: missed a fill");
                    assert_eq!(reason, Unfillable::NoFill);
                }
                other => panic!("threads {threads}: {other:?}"),
            }
        }
    }
}

/// Word squares and near-squares of 4–5 over five letters: tight enough that the restarting
/// threads learn and share many nogoods.
fn arb_dense_case() -> impl proptest::strategy::Strategy<Value = (Grid, Vec<String>)> {
    (4usize..=5).prop_flat_map(|n| {
        (
            prop::collection::vec(prop::bool::weighted(0.08), n * n),
            prop::collection::vec(
                (3usize..=n).prop_flat_map(|k| {
                    prop::collection::vec(prop::sample::select(vec!['A', 'E', 'R', 'S', 'T']), k)
                }),
                40..160,
            ),
        )
            .prop_map(move |(blocks, words)| {
                let mut g = Grid::new(n, n).expect("size");
                for (i, &b) in blocks.iter().enumerate() {
                    if b {
                        g.set(Pos::new(i / n, i % n), Cell::Block).expect("in grid");
                    }
                }
                let words: BTreeSet<String> =
                    words.into_iter().map(|w| w.into_iter().collect()).collect();
                (g, words.into_iter().collect())
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]
    /// Nogoods one thread learns and the others take never cut off a fill: the portfolio,
    /// restarting after every dead end or two, agrees with the complete search.
    #[test]
    fn shared_nogoods_never_cut_off_a_fill(
        (g, words) in arb_dense_case(),
        seed in 0u64..1000,
        threads in 2usize..=4,
    ) {
        let refs: Vec<&str> = words.iter().map(String::as_str).collect();
        let t = tight_tables(&refs);
        let never = AtomicBool::new(false);
        let complete = FillOptions { strategy: Strategy::Letters, ..opts(seed, 1) };
        let truth = matches!(fill(&g, &t, &complete, &never, &mut |_| {}), FillOutcome::Filled(_));
        let o = FillOptions { restart_base: 1, ..opts(seed, threads) };
        match fill(&g, &t, &o, &never, &mut |_| {}) {
            FillOutcome::Filled(f) => {
                prop_assert!(truth, "filled a grid the complete search says is impossible");
                let mut seen = HashSet::new();
                for s in Slots::of(&f.grid).all() {
                    let w = Alphabet::latin().spell(&s.word(&f.grid).expect("complete"));
                    prop_assert!(words.contains(&w), "{} is not in the list", w);
                    prop_assert!(seen.insert(w));
                }
            }
            FillOutcome::Unfillable { .. } => prop_assert!(!truth, "sharing cut off a fill"),
            other => prop_assert!(false, "unexpected {:?}", other),
        }
    }
}

#[test]
fn a_cancel_stops_every_thread_of_a_parallel_fill() {
    // An open 8×8 from the built-in list does not fill or fail quickly: the cancel comes
    // while every thread is searching. `fill` joins its threads before it returns, so its
    // return on the joined runner thread means every worker has stopped.
    let g = grid(&"........\n".repeat(8));
    for threads in [2, 3, 6] {
        let cancel = AtomicBool::new(false);
        let reports = AtomicUsize::new(0);
        let o = FillOptions {
            timeout: None,
            ..opts(4, threads)
        };
        let t = tables();
        let outcome = std::thread::scope(|s| {
            let runner = s.spawn(|| {
                fill(&g, &t, &o, &cancel, &mut |_| {
                    // A few reports in, every thread is busy: now cancel.
                    if reports.fetch_add(1, Ordering::Relaxed) == 3 {
                        cancel.store(true, Ordering::Relaxed);
                    }
                })
            });
            runner.join().expect("the fill returns")
        });
        assert!(
            matches!(outcome, FillOutcome::Cancelled(_)),
            "threads {threads}: {outcome:?}"
        );
    }
}

#[test]
fn a_cancel_through_the_job_returns_cancelled() {
    let g = grid(&"........\n".repeat(8));
    let o = FillOptions {
        timeout: None,
        ..opts(4, 3)
    };
    let job = gridwright::fill::job::FillJob::spawn(g, tables(), o);
    // The first progress event shows the search running; then cancel and wait.
    let mut seen = false;
    while !seen {
        match job.next_event(Duration::from_secs(60)) {
            Some(gridwright::fill::job::JobEvent::Progress(_)) => seen = true,
            Some(gridwright::fill::job::JobEvent::Done(o)) => panic!("finished first: {o:?}"),
            None => panic!("no event in a minute"),
        }
    }
    job.cancel();
    let outcome = job.wait(|_| {});
    assert!(matches!(outcome, FillOutcome::Cancelled(_)), "{outcome:?}");
}

#[test]
fn polish_gives_back_the_tuning_it_was_given() {
    let g = grid(GRIDS[1]);
    let t = tables();
    let o = opts(1, 1);
    let p = Problem::new(&g, &t, &o).expect("problem");
    let tuning = Tuning {
        score_weight: gridwright::fill::solver::ScoreWeight::PerPoint(0.7),
        noise: 0.0,
        word_branch_limit: 900,
        learning: true,
    };
    let mut s = Search::new(&p, 1, tuning).expect("search");
    let FillOutcome::Filled(_) = run(&g, &o) else {
        panic!("fills")
    };
    let never = AtomicBool::new(false);
    let polish = Polish {
        until: Instant::now() + Duration::from_millis(50),
        cancel: &never,
        pool: None,
        salt: 0,
    };
    // A first fill from the search itself, then polish it.
    let mut quiet = |_: &Search<'_>| {};
    let mut ctl = gridwright::fill::solver::Control {
        cancel: &never,
        race: &never,
        deadline: None,
        progress: &mut quiet,
        bound: None,
        meet: None,
    };
    s.dfs(u64::MAX, &mut ctl).expect("a fill");
    let first = s.assignment();
    let _ = improve(&mut s, &p, first, &polish, &mut |_, _| {});
    assert_eq!(s.tuning(), tuning, "polish leaked its noise or weights");
}

#[test]
fn cli_threads_fills_the_same_for_the_same_seed_and_refuses_zero() {
    let dir = tempfile::tempdir().expect("tempdir");
    let g = dir.path().join("g.txt");
    std::fs::write(&g, GRIDS[2]).expect("write grid");
    let fill = |threads: &str| {
        isolated::gridwright_in(dir.path())
            .args([
                "fill",
                "--quality",
                "0",
                "--seed",
                "3",
                "--threads",
                threads,
            ])
            .arg(&g)
            .output()
            .expect("runs")
    };
    let out = fill("3");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(text.lines().count(), 7, "{text}");
    assert!(!text.contains('.'), "{text}");
    for line in text.lines() {
        for word in line.split('#').filter(|w| w.len() >= 3) {
            let w = Alphabet::latin().encode(word).expect("latin");
            assert!(list().contains_key(&w), "{word} is not a word");
        }
    }
    assert_eq!(String::from_utf8_lossy(&fill("3").stdout), text);
    let zero = fill("0");
    assert_eq!(zero.status.code(), Some(2));
    let err = String::from_utf8_lossy(&zero.stderr);
    assert!(err.contains("--threads"), "{err}");
}
