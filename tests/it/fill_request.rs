//! Letters are constraints: over many seeds and grids, a plain fill keeps every letter that
//! was in the grid when it started, and a refill changes only unlocked letters inside its
//! region. Every result is checked by a validator written here, independent of the solver's
//! slots and tables: each entry read off the rows and columns is in the list, and the
//! across and down readings of every square agree.

use gridwright::fill::{FillMode, FillOutcome, Region, Request, Strategy};
use gridwright::grid::{Alphabet, Cell, Grid, Pos, Puzzle, text::parse_grid};
use gridwright::store::read_doc_file;
use std::collections::{BTreeSet, HashMap};
use std::path::Path;
use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::common::builtin;
use builtin::{MIN, index, tables};
const SEEDS: u64 = 8;

/// The list at the minimum score as a plain map, read independently of the tables.
fn list() -> &'static HashMap<Vec<u8>, u8> {
    static L: OnceLock<HashMap<Vec<u8>, u8>> = OnceLock::new();
    L.get_or_init(|| {
        let mut m = HashMap::new();
        index().for_each(|w, s| {
            if s >= MIN {
                m.insert(w.to_vec(), s);
            }
        });
        m
    })
}

fn example(name: &str) -> Puzzle {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(name);
    match read_doc_file(&path).expect("parses") {
        Some(saved) => saved.puzzle,
        None => panic!("{name} is missing"),
    }
}

/// A puzzle file another program wrote, read as `gridwright import` reads it.
fn imported(name: &str) -> Puzzle {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(name);
    gridwright::formats::load(&path).expect("imports").puzzle
}

/// The grids: the example slot files and an open one. (The themeless fixture's stacked
/// 15s have no fill at this minimum score, so it cannot seed letters.)
fn grids() -> Vec<(String, Puzzle)> {
    let mut out: Vec<(String, Puzzle)> = [
        "saves/mini-5x5.toml",
        "saves/british-13x13.toml",
        "saves/american-15x15.toml",
    ]
    .iter()
    .map(|n| (n.to_string(), example(n)))
    .collect();
    let open = parse_grid("....\n....\n....\n....\n", &Alphabet::latin()).expect("grid");
    out.push(("open 4×4".into(), Puzzle::new(open)));
    out
}

/// Every run of two or more white squares, read straight off the rows and columns: the
/// squares of each entry, across entries first.
fn runs(g: &Grid) -> Vec<Vec<Pos>> {
    let mut out = Vec::new();
    let mut push = |run: &mut Vec<Pos>| {
        if run.len() >= 2 {
            out.push(std::mem::take(run));
        } else {
            run.clear();
        }
    };
    for r in 0..g.height() {
        let mut run = Vec::new();
        for c in 0..g.width() {
            let p = Pos::new(r, c);
            if g.cell(p).is_block() {
                push(&mut run);
            } else {
                run.push(p);
            }
        }
        push(&mut run);
    }
    for c in 0..g.width() {
        let mut run = Vec::new();
        for r in 0..g.height() {
            let p = Pos::new(r, c);
            if g.cell(p).is_block() {
                push(&mut run);
            } else {
                run.push(p);
            }
        }
        push(&mut run);
    }
    out
}

/// Checks a grid whose squares in `must_fill` were to be filled: each holds a letter, every
/// complete entry through one of them is a word of the list at the minimum score, no word
/// appears twice, and the across and down entries through each square read the same letter.
fn check_words(g: &Grid, must_fill: &BTreeSet<Pos>, what: &str) {
    let alphabet = Alphabet::latin();
    let mut letter_at: HashMap<Pos, u8> = HashMap::new();
    let mut seen = HashMap::new();
    for run in runs(g) {
        for p in run.iter().filter(|p| must_fill.contains(p)) {
            assert!(g.cell(*p).letter().is_some(), "{what}: {p} left empty");
        }
        let word: Option<Vec<u8>> = run.iter().map(|&p| g.cell(p).letter()).collect();
        let touches = run.iter().any(|p| must_fill.contains(p));
        // An entry still open runs out of the region: it only constrained the fill.
        let Some(word) = word else { continue };
        for (&p, &l) in run.iter().zip(&word) {
            if let Some(prev) = letter_at.insert(p, l) {
                assert_eq!(prev, l, "{what}: crossing entries disagree at {p}");
            }
        }
        if touches {
            assert!(
                list().contains_key(&word),
                "{what}: {} at {} is not in the list at {MIN}+",
                alphabet.spell(&word),
                run[0]
            );
        }
        if let Some(other) = seen.insert(word.clone(), run[0]) {
            panic!(
                "{what}: {} appears at {other} and at {}",
                alphabet.spell(&word),
                run[0]
            );
        }
    }
}

fn run(req: &Request) -> FillOutcome {
    req.run(&tables(), &AtomicBool::new(false), &mut |_| {})
        .expect("same alphabet")
}

fn request(p: &Puzzle, region: Region, mode: FillMode, seed: u64) -> Request {
    Request::from_puzzle(p, region, mode)
        .seed(seed)
        .strategy(Strategy::Words)
        .timeout(Some(Duration::from_secs(60)))
}

fn letters(g: &Grid) -> BTreeSet<Pos> {
    g.positions()
        .filter(|&p| matches!(g.cell(p), Cell::Letter(_)))
        .collect()
}

/// A start puzzle from a complete fill: a random part of its letters kept, some of them
/// locked (the puzzle's own locks stay), so a fill of the start surely exists.
fn partial(original: &Puzzle, solution: &Grid, rng: &mut fastrand::Rng) -> Puzzle {
    let mut p = original.clone();
    let keep = rng.u32(5..40);
    for q in solution.positions() {
        if original.grid.cell(q) != Cell::Empty || rng.u32(0..100) >= keep {
            continue;
        }
        let _ = p.grid.set(q, solution.cell(q));
        if rng.bool() {
            p.locked.insert(q);
        }
    }
    p
}

/// A random rectangle of the grid, or the whole grid.
fn random_region(g: &Grid, rng: &mut fastrand::Rng) -> Region {
    if rng.bool() {
        return Region::All;
    }
    let (h, w) = (g.height(), g.width());
    let (r1, r2) = (rng.usize(0..h), rng.usize(0..h));
    let (c1, c2) = (rng.usize(0..w), rng.usize(0..w));
    Region::Rect {
        from: Pos::new(r1.min(r2), c1.min(c2)),
        to: Pos::new(r1.max(r2), c1.max(c2)),
    }
}

#[test]
fn a_plain_fill_keeps_every_letter_and_a_refill_only_unlocked_ones_in_its_region() {
    let mut plain_fills = 0;
    let mut refills = 0;
    let mut replaced_some = 0;
    let mut cases = 0;
    for (name, original) in grids() {
        for seed in 1..=SEEDS {
            let mut rng = fastrand::Rng::with_seed(seed * 7919 + name.len() as u64);
            // A complete fill to draw start letters from.
            let FillOutcome::Filled(solution) =
                run(&request(&original, Region::All, FillMode::Fill, seed))
            else {
                continue;
            };
            cases += 1;
            let start = partial(&original, &solution.grid, &mut rng);
            let what = format!("{name}, seed {seed}");

            // Plain fill: every letter present at the start is there at the end.
            let req = request(&start, Region::All, FillMode::Fill, seed + 100);
            assert!(req.replaceable().is_empty(), "{what}");
            match run(&req) {
                FillOutcome::Filled(f) => {
                    plain_fills += 1;
                    for q in letters(&start.grid) {
                        assert_eq!(
                            f.grid.cell(q),
                            start.grid.cell(q),
                            "{what}: plain fill changed {q}"
                        );
                    }
                    assert_eq!(f.replaced, 0, "{what}");
                    let white: BTreeSet<Pos> = start
                        .grid
                        .positions()
                        .filter(|&q| start.grid.is_white(q))
                        .collect();
                    check_words(&f.grid, &white, &format!("{what}, plain fill"));
                }
                FillOutcome::Cancelled(_) => panic!("{what}: nobody cancelled"),
                // A witness exists, but the search may still give up; counted below.
                _ => {}
            }

            // Refill: scramble unlocked letters inside a region; only those may change.
            let region = random_region(&start.grid, &mut rng);
            let mut messy = start.clone();
            for q in letters(&start.grid) {
                if region.contains(q) && !start.locked.contains(&q) && rng.bool() {
                    let _ = messy.grid.set(q, Cell::Letter(rng.u8(0..26)));
                }
            }
            let req = request(&messy, region.clone(), FillMode::Refill, seed + 200);
            for q in req.replaceable() {
                assert!(region.contains(*q) && !messy.locked.contains(q), "{what}");
            }
            match run(&req) {
                FillOutcome::Filled(f) => {
                    refills += 1;
                    let mut changed = 0;
                    for q in messy.grid.positions() {
                        let (before, after) = (messy.grid.cell(q), f.grid.cell(q));
                        if messy.locked.contains(&q) && matches!(before, Cell::Letter(_)) {
                            assert_eq!(after, before, "{what}: refill changed locked {q}");
                        }
                        if !region.contains(q) {
                            assert_eq!(after, before, "{what}: refill changed {q} outside");
                        }
                        if matches!(before, Cell::Letter(_)) && after != before {
                            assert!(
                                region.contains(q) && !messy.locked.contains(&q),
                                "{what}: {q} changed"
                            );
                            changed += 1;
                        }
                    }
                    assert_eq!(f.replaced, changed, "{what}: replaced miscounted");
                    if changed > 0 {
                        replaced_some += 1;
                    }
                    let inside: BTreeSet<Pos> = messy
                        .grid
                        .positions()
                        .filter(|&q| messy.grid.is_white(q) && region.contains(q))
                        .filter(|q| {
                            !matches!(messy.grid.cell(*q), Cell::Letter(_))
                                || req.replaceable().contains(q)
                        })
                        .collect();
                    check_words(&f.grid, &inside, &format!("{what}, refill"));
                }
                FillOutcome::Cancelled(_) => panic!("{what}: nobody cancelled"),
                _ => {}
            }
        }
    }
    // Every start came from a real fill, so nearly all of them fill again.
    assert!(cases >= 12, "only {cases} grids filled to start from");
    assert!(
        plain_fills * 4 >= cases * 3,
        "{plain_fills} of {cases} plain fills"
    );
    assert!(refills * 4 >= cases * 3, "{refills} of {cases} refills");
    assert!(replaced_some > 0, "no refill replaced a scrambled letter");
}

#[test]
fn a_plain_fill_never_replaces_a_wrong_letter_a_refill_does_unless_it_is_locked() {
    // QXZ can start no word: a plain fill must say so rather than replace it.
    let p = Puzzle::new(parse_grid("QXZ..\n.....\n.....\n", &Alphabet::latin()).expect("grid"));
    let outcome = run(&request(&p, Region::All, FillMode::Fill, 1));
    assert!(
        matches!(outcome, FillOutcome::Unfillable { .. }),
        "{outcome:?}"
    );
    let FillOutcome::Filled(f) = run(&request(&p, Region::All, FillMode::Refill, 1)) else {
        panic!("a refill replaces QXZ");
    };
    assert!(f.replaced >= 1, "{}", f.replaced);
    check_words(&f.grid, &letters(&f.grid), "refill of QXZ");
    // Locked, the letters stay and the refill has nothing it may do.
    let mut locked = p.clone();
    locked
        .locked
        .extend([Pos::new(0, 0), Pos::new(0, 1), Pos::new(0, 2)]);
    let outcome = run(&request(&locked, Region::All, FillMode::Refill, 1));
    assert!(
        matches!(outcome, FillOutcome::Unfillable { .. }),
        "{outcome:?}"
    );
}

#[test]
fn an_imported_puzzles_letters_stay_in_a_fill_and_a_refill_may_replace_them() {
    // Across Lite's sample: letters A to U, none of them a word, all arriving unlocked.
    let original = imported("tests/fixtures/corpus/kotwords/puz/test-simple.puz");
    assert!(original.locked.is_empty());
    let mut refilled = 0;
    for seed in 1..=SEEDS {
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut start = original.clone();
        for q in letters(&original.grid) {
            if rng.u32(0..100) < 70 {
                let _ = start.grid.set(q, Cell::Empty);
            }
        }
        let kept = letters(&start.grid);
        let what = format!("imported, seed {seed}");
        match run(&request(&start, Region::All, FillMode::Fill, seed)) {
            FillOutcome::Filled(f) => {
                for &q in &kept {
                    assert_eq!(f.grid.cell(q), start.grid.cell(q), "{what}: {q} changed");
                }
                assert_eq!(f.replaced, 0, "{what}");
            }
            FillOutcome::Unfillable { .. } | FillOutcome::TimedOut { .. } => {}
            FillOutcome::Cancelled(_) => panic!("{what}: nobody cancelled"),
            FillOutcome::Panicked(msg) => panic!("{what}: {msg}"),
        }
        let req = request(&start, Region::All, FillMode::Refill, seed);
        assert_eq!(req.replaceable(), &kept, "{what}");
        if let FillOutcome::Filled(f) = run(&req) {
            refilled += 1;
            let changed = kept
                .iter()
                .filter(|&&q| f.grid.cell(q) != start.grid.cell(q))
                .count();
            assert_eq!(f.replaced, changed, "{what}");
            let white: BTreeSet<Pos> = start
                .grid
                .positions()
                .filter(|&q| start.grid.is_white(q))
                .collect();
            check_words(&f.grid, &white, &format!("{what}, refill"));
        }
    }
    assert_eq!(refilled, SEEDS, "every refill of the open pattern fills");
}
