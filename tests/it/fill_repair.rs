//! The repair of a fill's weakest entries: on a small fixture list it lifts the weakest
//! entries to strong ones, prefers two strong entries to a very strong and a weak one (the
//! value's knee) though their plain total is lower, leaves entries that have no better
//! choice alone, and gives one result for a seed.

use gridwright::fill::repair::{repair, weakest};
use gridwright::fill::solver::{Search, Tuning};
use gridwright::fill::value::{self, STRONG};
use gridwright::fill::{FillOptions, FillOutcome, Problem, Strategy, WordTables, fill};
use gridwright::grid::{Alphabet, Grid, Slots, text::parse_grid};
use gridwright::words::{Lexicon, WordIndex};
use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Three 3×3 double word squares sharing ORE, WED, ARE and TED: B·A·T/B·O·W (weak), H·A·T/
/// H·O·W (a 74 and a weak 50: the best plain total) and M·A·T/M·O·W (two 60s: the best value).
const LIST: &str =
    "ORE;55\nWED;60\nARE;70\nTED;58\nBAT;50\nBOW;51\nHAT;74\nHOW;50\nMAT;60\nMOW;60\n";

fn tables() -> WordTables {
    let mut lex = Lexicon::new(Alphabet::latin());
    lex.add_list("fixture", LIST.as_bytes());
    WordTables::from_index(&WordIndex::build(&lex).expect("index"), 0)
}

fn open3() -> Grid {
    parse_grid("...\n...\n...\n", &Alphabet::latin()).expect("grid")
}

fn scores() -> HashMap<String, u8> {
    LIST.lines()
        .filter_map(|l| l.split_once(';'))
        .map(|(w, s)| (w.to_string(), s.parse().expect("score")))
        .collect()
}

/// The fill of `problem` with each slot labelled in `words` given its word.
fn assignment(problem: &Problem, words: &[(&str, &str)]) -> Vec<Option<u32>> {
    problem
        .vars
        .iter()
        .map(|v| {
            let (_, w) = words
                .iter()
                .find(|(l, _)| *l == v.label)
                .unwrap_or_else(|| panic!("no word for {}", v.label));
            let letters: Vec<u8> = w.bytes().map(|b| b - b'A').collect();
            Some(v.table.find(&letters).expect("fixture word"))
        })
        .collect()
}

/// Each slot's label and word in `a`.
fn words_of(problem: &Problem, a: &[Option<u32>]) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = problem
        .vars
        .iter()
        .zip(a)
        .map(|(v, id)| {
            let w = v.table.word(id.expect("complete"));
            (v.label.clone(), Alphabet::latin().spell(w))
        })
        .collect();
    out.sort();
    out
}

/// Repairs the fill `words` of the open 3×3 and returns the repaired fill's words by slot.
fn repaired(words: &[(&str, &str)], seed: u64) -> Vec<(String, String)> {
    let problem = Problem::new(&open3(), &tables(), &FillOptions::default()).expect("problem");
    let valued = value::problem_of(&problem);
    let mut search = Search::new(&valued, seed, Tuning::default()).expect("search");
    let start = assignment(&problem, words);
    let far = Instant::now() + Duration::from_secs(3600);
    let mut heard = 0;
    let out = repair(
        &mut search,
        &valued,
        start,
        far,
        &AtomicBool::new(false),
        &mut |_, _| heard += 1,
    );
    let got = words_of(&problem, &out);
    assert_eq!(heard > 0, got != sorted(words), "told of each better fill");
    got
}

fn sorted(words: &[(&str, &str)]) -> Vec<(String, String)> {
    let mut v: Vec<(String, String)> = words
        .iter()
        .map(|(l, w)| (l.to_string(), w.to_string()))
        .collect();
    v.sort();
    v
}

const WEAK: [(&str, &str); 6] = [
    ("1A", "BAT"),
    ("4A", "ORE"),
    ("5A", "WED"),
    ("1D", "BOW"),
    ("2D", "ARE"),
    ("3D", "TED"),
];

#[test]
fn the_weakest_entries_are_made_strong_and_the_rest_kept() {
    let got = repaired(&WEAK, 1);
    let mut want = WEAK;
    want[0].1 = "MAT";
    want[3].1 = "MOW";
    assert_eq!(got, sorted(&want));
    // Every entry that had a stronger choice is now strong; ORE and TED had none.
    let s = scores();
    for (label, w) in &got {
        assert!(s[w] >= STRONG || w == "ORE" || w == "TED", "{label} {w}");
    }
    // The plain total would have kept the 74 and its weak crossing: the knee decides.
    assert!(s["HAT"] + s["HOW"] > s["MAT"] + s["MOW"]);
}

#[test]
fn a_fill_without_a_better_choice_is_left_as_it_is() {
    let mut best = WEAK;
    best[0].1 = "MAT";
    best[3].1 = "MOW";
    assert_eq!(repaired(&best, 1), sorted(&best));
}

#[test]
fn the_repair_gives_one_fill_for_a_seed() {
    for seed in [1, 7, 99] {
        assert_eq!(repaired(&WEAK, seed), repaired(&WEAK, seed), "seed {seed}");
    }
}

#[test]
fn a_polished_fill_of_the_fixture_takes_the_two_strong_entries() {
    let opts = FillOptions {
        strategy: Strategy::Words,
        quality: Duration::from_millis(20),
        threads: 1,
        ..FillOptions::default()
    };
    let grid = open3();
    match fill(
        &grid,
        &tables(),
        &opts,
        &AtomicBool::new(false),
        &mut |_| {},
    ) {
        FillOutcome::Filled(f) => {
            let mut got: Vec<String> = Slots::of(&f.grid)
                .all()
                .iter()
                .map(|s| Alphabet::latin().spell(&s.word(&f.grid).expect("complete")))
                .collect();
            got.sort();
            assert_eq!(got, ["ARE", "MAT", "MOW", "ORE", "TED", "WED"]);
        }
        other => panic!("unexpected {other:?}"),
    }
}

#[test]
fn entries_already_at_their_lengths_best_score_are_not_visited() {
    // On the fixture the entries below the knee are visited, lowest first.
    let problem = Problem::new(&open3(), &tables(), &FillOptions::default()).expect("problem");
    let valued = value::problem_of(&problem);
    let start = assignment(&problem, &WEAK);
    let label = |v: usize| problem.vars[v].label.clone();
    let visited: Vec<String> = weakest(&valued, &start, value::of(STRONG))
        .into_iter()
        .map(label)
        .collect();
    assert_eq!(
        visited,
        ["1A", "1D", "4A", "3D"],
        "BAT 50, BOW 51, ORE 55, TED 58"
    );
    // A list whose words all score 50 (a judge's list, say): no entry can be raised, so none
    // is visited, though every one is below the knee.
    let flat: String = LIST
        .lines()
        .map(|l| format!("{};50\n", l.split(';').next().expect("word")))
        .collect();
    let mut lex = Lexicon::new(Alphabet::latin());
    lex.add_list("flat", flat.as_bytes());
    let tables = WordTables::from_index(&WordIndex::build(&lex).expect("index"), 0);
    let problem = Problem::new(&open3(), &tables, &FillOptions::default()).expect("problem");
    let valued = value::problem_of(&problem);
    let start = assignment(&problem, &WEAK);
    assert!(weakest(&valued, &start, value::of(STRONG)).is_empty());
}
