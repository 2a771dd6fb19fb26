//! The solver against brute force on small random grids and lists: it fills exactly when a
//! fill exists, and every fill it returns is valid — in A–Z and in random alphabets of 2–64
//! letters from several scripts; and lists in any alphabet load back to their words.

use gridwright::fill::value;
use gridwright::fill::{FillOptions, FillOutcome, Strategy as Search, WordTables, fill};
use gridwright::grid::{Alphabet, Cell, Grid, Pos, Slots};
use gridwright::words::{Lexicon, WordIndex};
use proptest::prelude::*;
use std::collections::{BTreeMap, HashMap, HashSet};

use crate::common::brute;
use std::sync::atomic::AtomicBool;

const LETTERS: &[u8] = b"ABCDE";

/// Any assignment at all? Plain backtracking over slots in order.
fn brute_force(grid: &Grid, words: &[Vec<u8>], dupes: bool) -> bool {
    let slots = Slots::of(grid);
    if grid
        .positions()
        .any(|p| grid.is_white(p) && slots.crossing(p) == (None, None))
    {
        return false;
    }
    fn go(
        g: &mut Grid,
        slots: &Slots,
        i: usize,
        words: &[Vec<u8>],
        used: &mut Vec<Vec<u8>>,
        dupes: bool,
    ) -> bool {
        let Some(s) = slots.all().get(i) else {
            return true;
        };
        let letters = s.letters(g);
        for w in words.iter().filter(|w| w.len() == s.len()) {
            if !w
                .iter()
                .zip(&letters)
                .all(|(c, l)| l.is_none_or(|l| l == *c))
            {
                continue;
            }
            if !dupes && used.contains(w) {
                continue;
            }
            let old: Vec<Cell> = s.cells.iter().map(|&p| g.cell(p)).collect();
            for (k, &p) in s.cells.iter().enumerate() {
                g.set(p, Cell::Letter(w[k])).expect("in grid");
            }
            used.push(w.clone());
            if go(g, slots, i + 1, words, used, dupes) {
                return true;
            }
            used.pop();
            for (k, &p) in s.cells.iter().enumerate() {
                g.set(p, old[k]).expect("in grid");
            }
        }
        false
    }
    let mut g = grid.clone();
    go(&mut g, &slots, 0, words, &mut Vec::new(), dupes)
}

/// A `w`×`h` grid with a block wherever `blocks` (row-major) says so.
fn grid_with_blocks(w: usize, h: usize, blocks: &[bool]) -> Grid {
    let mut g = Grid::new(w, h).expect("size");
    for (i, &b) in blocks.iter().enumerate() {
        if b {
            g.set(Pos::new(i / w, i % w), Cell::Block).expect("in grid");
        }
    }
    g
}

/// Generated ASCII words as alphabet indices, each once.
fn distinct_words(words: Vec<Vec<u8>>) -> Vec<Vec<u8>> {
    let a = Alphabet::latin();
    words
        .into_iter()
        .map(|v| {
            a.encode(std::str::from_utf8(&v).expect("ascii"))
                .expect("latin")
        })
        .collect::<HashSet<_>>()
        .into_iter()
        .collect()
}

fn arb_case() -> impl Strategy<Value = (Grid, Vec<Vec<u8>>, bool)> {
    (3usize..=4, 3usize..=4).prop_flat_map(|(w, h)| {
        (
            prop::collection::vec(prop::bool::weighted(0.15), w * h),
            prop::collection::vec(
                (2usize..=4)
                    .prop_flat_map(|n| prop::collection::vec(prop::sample::select(LETTERS), n)),
                5..40,
            ),
            any::<bool>(),
        )
            .prop_map(move |(blocks, words, dupes)| {
                (
                    grid_with_blocks(w, h, &blocks),
                    distinct_words(words),
                    dupes,
                )
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]
    #[test]
    fn fills_exactly_when_brute_force_does((grid, words, dupes) in arb_case(), seed in 0u64..1000) {
        let mut lex = Lexicon::new(Alphabet::latin());
        for w in &words {
            lex.insert(w.clone(), 50);
        }
        let idx = WordIndex::build(&lex).expect("index");
        let tables = WordTables::from_index(&idx, 0);
        let exists = brute_force(&grid, &words, dupes);
        // Each search alone, the two-search race (either may win it), and the restarting
        // search restarting after every dead end or two, so that most of its work runs
        // under nogoods learnt from earlier runs: they must never cut off a fill.
        for (strategy, restart_base) in
            [(Search::Words, 200), (Search::Letters, 200), (Search::Auto, 200), (Search::Words, 1)]
        {
        let opts = FillOptions {
            seed,
            allow_duplicates: dupes,
            strategy,
            restart_base,
            ..FillOptions::default()
        };
        let outcome = fill(&grid, &tables, &opts, &AtomicBool::new(false), &mut |_| {});
        match outcome {
            FillOutcome::Filled(f) => {
                prop_assert!(exists, "solver filled a grid brute force says is impossible");
                let slots = Slots::of(&f.grid);
                let mut seen = HashSet::new();
                for s in slots.all() {
                    let w = s.word(&f.grid).expect("complete");
                    prop_assert!(words.contains(&w));
                    prop_assert!(dupes || seen.insert(w));
                }
            }
            FillOutcome::Unfillable { .. } => prop_assert!(!exists, "solver missed a fill"),
            other => prop_assert!(false, "unexpected {:?}", other),
        }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]
    #[test]
    fn quality_phase_finds_the_best_fill_of_a_small_grid(
        (grid, words, dupes) in arb_case(),
        scores in prop::collection::vec(0u8..=100, 40),
    ) {
        let scores: HashMap<Vec<u8>, u8> = words.iter().cloned().zip(scores).collect();
        let mut lex = Lexicon::new(Alphabet::latin());
        for (w, &s) in &scores {
            lex.insert(w.clone(), s);
        }
        let idx = WordIndex::build(&lex).expect("index");
        let tables = WordTables::from_index(&idx, 0);
        // The polish maximises the total value (the score through its knee), not the score.
        let ordered: BTreeMap<Vec<u8>, u8> =
            scores.iter().map(|(w, &s)| (w.clone(), value::of(s))).collect();
        let best = brute::best_total(&grid, &ordered, dupes);
        let opts = FillOptions {
            allow_duplicates: dupes,
            strategy: Search::Words,
            quality: std::time::Duration::from_millis(300),
            ..FillOptions::default()
        };
        match fill(&grid, &tables, &opts, &AtomicBool::new(false), &mut |_| {}) {
            FillOutcome::Filled(f) => {
                let total: u64 = Slots::of(&f.grid)
                    .all()
                    .iter()
                    .map(|s| u64::from(value::of(scores[&s.word(&f.grid).expect("complete")])))
                    .sum();
                prop_assert_eq!(Some(total), best);
            }
            FillOutcome::Unfillable { .. } => prop_assert_eq!(best, None),
            other => prop_assert!(false, "unexpected {:?}", other),
        }
    }
}

/// Word squares and near-squares of 4–5 with lists over five letters: small enough for the
/// complete search, tight enough that the restarting search meets many dead ends.
fn arb_dense_case() -> impl Strategy<Value = (Grid, Vec<Vec<u8>>)> {
    (4usize..=5).prop_flat_map(|n| {
        (
            prop::collection::vec(prop::bool::weighted(0.08), n * n),
            prop::collection::vec(
                (3usize..=n)
                    .prop_flat_map(|k| prop::collection::vec(prop::sample::select(LETTERS), k)),
                40..160,
            ),
        )
            .prop_map(move |(blocks, words)| {
                (grid_with_blocks(n, n, &blocks), distinct_words(words))
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]
    /// The restarting search, restarting after every dead end or two so that nearly all of
    /// its work runs under nogoods learnt by earlier runs, agrees with the complete search on
    /// whether a fill exists; learnt nogoods never cut off a fill.
    #[test]
    fn learning_restarts_agree_with_the_complete_search(
        (grid, words) in arb_dense_case(),
        seed in 0u64..1000,
    ) {
        let mut lex = Lexicon::new(Alphabet::latin());
        for w in &words {
            lex.insert(w.clone(), 50);
        }
        let idx = WordIndex::build(&lex).expect("index");
        let tables = WordTables::from_index(&idx, 0);
        let run = |strategy, restart_base| {
            let opts = FillOptions { seed, strategy, restart_base, ..FillOptions::default() };
            fill(&grid, &tables, &opts, &AtomicBool::new(false), &mut |_| {})
        };
        let complete = matches!(run(Search::Letters, 200), FillOutcome::Filled(_));
        match run(Search::Words, 1) {
            FillOutcome::Filled(f) => {
                prop_assert!(complete, "filled a grid the complete search says is impossible");
                let mut seen = HashSet::new();
                for s in Slots::of(&f.grid).all() {
                    let w = s.word(&f.grid).expect("complete");
                    prop_assert!(words.contains(&w));
                    prop_assert!(seen.insert(w));
                }
            }
            FillOutcome::Unfillable { .. } => prop_assert!(!complete, "learning cut off a fill"),
            other => prop_assert!(false, "unexpected {:?}", other),
        }
    }
}

/// Letters of several scripts for random alphabets: Latin with and without diacritics,
/// Cyrillic with Ё and the Ukrainian letters, Greek.
const SCRIPTS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZÑÄÖÜÅŁŹŻĄĘ\
                       АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯҐЄІЇ\
                       ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ";

/// 2–64 distinct letters drawn from [`SCRIPTS`], in a random order.
fn arb_letters() -> impl Strategy<Value = Vec<char>> {
    let pool: Vec<char> = SCRIPTS.chars().collect();
    prop::sample::subsequence(pool, 2..=64).prop_shuffle()
}

/// A random alphabet, a list of words over it (as the characters a list file holds) and a
/// small grid.
fn arb_alphabet_case() -> impl Strategy<Value = (Vec<char>, Vec<String>, Grid)> {
    (arb_letters(), 3usize..=4, 3usize..=4).prop_flat_map(|(letters, w, h)| {
        let word = (2usize..=4).prop_flat_map({
            let letters = letters.clone();
            move |n| prop::collection::vec(prop::sample::select(letters.clone()), n)
        });
        (
            Just(letters),
            prop::collection::vec(word.prop_map(|cs| cs.into_iter().collect()), 5..40),
            prop::collection::vec(prop::bool::weighted(0.15), w * h)
                .prop_map(move |b| grid_with_blocks(w, h, &b)),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]
    /// In any alphabet, a fill uses only the alphabet's letters and the list's words, and it
    /// fills exactly when brute force finds a fill; the list is read through the parser, in
    /// lowercase where the letter has one.
    #[test]
    fn fills_in_random_alphabets_use_only_their_letters_and_words(
        (letters, words, grid) in arb_alphabet_case(),
        seed in 0u64..1000,
    ) {
        let alphabet = Alphabet::new(letters.iter().copied()).expect("distinct letters");
        let text: String = words.iter().map(|w| format!("{};50\n", w.to_lowercase())).collect();
        let mut lex = Lexicon::new(alphabet.clone());
        let warnings = lex.add_list("random", text.as_bytes());
        prop_assert!(warnings.iter().all(|w| w.message.contains("duplicate")), "{:?}", warnings);
        let listed: HashSet<String> = words.iter().cloned().collect();
        let idx = WordIndex::build(&lex).expect("index");
        let tables = WordTables::from_index(&idx, 0);
        let mut puzzle = gridwright::grid::Puzzle::new(grid.clone());
        puzzle.alphabet = alphabet.clone();
        let req = gridwright::fill::Request::from_puzzle(
            &puzzle,
            gridwright::fill::Region::All,
            gridwright::fill::FillMode::Fill,
        )
        .seed(seed)
        .strategy(Search::Letters);
        let outcome = req.run(&tables, &AtomicBool::new(false), &mut |_| {}).expect("same alphabet");
        let encoded: Vec<Vec<u8>> = listed
            .iter()
            .map(|w| alphabet.encode(w).expect("letters of the alphabet"))
            .collect();
        match outcome {
            FillOutcome::Filled(f) => {
                prop_assert!(brute_force(&grid, &encoded, false), "filled what brute force cannot");
                for p in f.grid.positions().filter(|&p| f.grid.is_white(p)) {
                    let Cell::Letter(l) = f.grid.cell(p) else {
                        return Err(TestCaseError::fail(format!("{p} not a letter")));
                    };
                    prop_assert!(alphabet.char_of(l).is_some_and(|c| letters.contains(&c)));
                }
                for s in Slots::of(&f.grid).all() {
                    let w = alphabet.spell(&s.word(&f.grid).expect("complete"));
                    prop_assert!(listed.contains(&w), "{} = {} is not in the list", s.label(), w);
                }
            }
            FillOutcome::Unfillable { .. } => {
                prop_assert!(!brute_force(&grid, &encoded, false), "missed a fill");
            }
            other => prop_assert!(false, "unexpected {:?}", other),
        }
    }
}

/// How a list file tells its alphabet in the round trip.
#[derive(Debug, Clone, Copy)]
enum Told {
    Header,
    Flag,
    Detected,
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]
    /// A list written in a built-in alphabet (with its `# alphabet:` header, under the
    /// `--alphabet` flag, or bare and detected with the puzzle's alphabet as hint) or in a
    /// random one (under the flag) loads through `words::load_for` to exactly its words.
    #[test]
    fn lists_round_trip_through_load_for(
        named in prop::sample::select(gridwright::grid::alphabet::named::NAMES),
        random in arb_letters(),
        use_random in any::<bool>(),
        told in prop::sample::select(vec![Told::Header, Told::Flag, Told::Detected]),
        picks in prop::collection::vec(prop::collection::vec(any::<prop::sample::Index>(), 3..8), 1..60),
    ) {
        use gridwright::words::{ListSpec, Unreadable, load_for};
        let (alphabet, told) = if use_random {
            (Alphabet::new(random).expect("distinct letters"), Told::Flag)
        } else {
            (Alphabet::named(named).expect("built-in"), told)
        };
        let letters = alphabet.letters();
        let words: HashSet<String> = picks
            .iter()
            .map(|p| p.iter().map(|i| letters[i.index(letters.len())]).collect())
            .collect();
        let mut text = match told {
            Told::Header => format!("# alphabet: {named}\n"),
            Told::Flag | Told::Detected => String::new(),
        };
        for w in &words {
            text.push_str(&format!("{w};50\n"));
        }
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("list.txt");
        std::fs::write(&path, &text).expect("write");
        let spec = ListSpec {
            files: vec![path],
            alphabet: matches!(told, Told::Flag).then(|| alphabet.clone()),
            ..ListSpec::default()
        };
        let loaded = load_for(&spec, None, Unreadable::Fail, Some(&alphabet))
            .map_err(|e| TestCaseError::fail(format!("{told:?}: {e}")))?;
        prop_assert!(loaded.check(&alphabet).is_ok());
        prop_assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
        let mut back = HashSet::new();
        loaded.index.for_each(|w, _| {
            back.insert(alphabet.spell(w));
        });
        prop_assert_eq!(back, words);
    }
}
