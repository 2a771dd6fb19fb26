//! Candidate ranking: on fixed grids and lists, the order and the numbers the candidate
//! panel shows match a brute-force count of the options each word leaves its crossings.

use gridwright::fill::WordTables;
use gridwright::fill::candidates::candidates;
use gridwright::grid::{Alphabet, Cell, Direction, Grid, Pos, SlotId, Slots, text::parse_grid};
use gridwright::words::{Lexicon, WordIndex};

/// A small list over a few letters, so words cross each other often, with varied scores.
fn list(seed: u64) -> Vec<(String, u8)> {
    let mut x = seed;
    let mut next = move || {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (x >> 33) as usize
    };
    let mut out: Vec<(String, u8)> = Vec::new();
    for len in [3usize, 4] {
        for _ in 0..70 {
            let w: String = (0..len).map(|_| b"ABCDE"[next() % 5] as char).collect();
            if !out.iter().any(|(o, _)| *o == w) {
                out.push((w, 30 + (next() % 50) as u8));
            }
        }
    }
    out
}

fn tables(words: &[(String, u8)]) -> WordTables {
    let mut lex = Lexicon::new(Alphabet::latin());
    let text: String = words.iter().map(|(w, s)| format!("{w};{s}\n")).collect();
    lex.add_list("t", text.as_bytes());
    WordTables::from_index(&WordIndex::build(&lex).expect("index"), 0)
}

/// The letters of an entry, square by square (`None` = open).
fn letters(grid: &Grid, slots: &Slots, id: SlotId) -> Vec<Option<u8>> {
    slots
        .get(id)
        .cells
        .iter()
        .map(|&p| match grid.cell(p) {
            Cell::Letter(l) => Some(l),
            _ => None,
        })
        .collect()
}

fn fits(word: &[u8], letters: &[Option<u8>]) -> bool {
    word.len() == letters.len()
        && word
            .iter()
            .zip(letters)
            .all(|(c, l)| l.is_none_or(|l| l == *c))
}

/// The entry through `p` other than `id`.
fn other(slots: &Slots, p: Pos, id: SlotId) -> Option<SlotId> {
    let (a, d) = slots.crossing(p);
    if a == Some(id) { d } else { a }
}

/// Whether some listed word fits `id` with `letter` written at `p`.
fn some_word(
    grid: &Grid,
    slots: &Slots,
    id: SlotId,
    p: Pos,
    letter: u8,
    words: &[Vec<u8>],
) -> bool {
    let mut g = grid.clone();
    g.set(p, Cell::Letter(letter)).expect("square");
    let l = letters(&g, slots, id);
    words.iter().any(|w| fits(w, &l))
}

/// The words `id` keeps in `grid`: those fitting its letters whose every open letter the
/// entry crossing it there can still take.
fn options(grid: &Grid, slots: &Slots, id: SlotId, words: &[Vec<u8>]) -> usize {
    let l = letters(grid, slots, id);
    let cells = &slots.get(id).cells;
    words
        .iter()
        .filter(|w| fits(w, &l))
        .filter(|w| {
            cells.iter().zip(w.iter()).zip(&l).all(|((&p, &c), l)| {
                l.is_some()
                    || other(slots, p, id).is_none_or(|x| some_word(grid, slots, x, p, c, words))
            })
        })
        .count()
}

/// Brute force for one candidate: write it, then count each crossing's options at the
/// squares it filled. Returns the product and the fewest.
fn brute(
    grid: &Grid,
    slots: &Slots,
    id: SlotId,
    word: &[u8],
    words: &[Vec<u8>],
) -> (f64, Option<usize>) {
    let mut g = grid.clone();
    let before = letters(grid, slots, id);
    let cells = slots.get(id).cells.clone();
    for (&p, &c) in cells.iter().zip(word) {
        g.set(p, Cell::Letter(c)).expect("square");
    }
    let mut product = 1.0f64;
    let mut fewest: Option<usize> = None;
    for (&p, l) in cells.iter().zip(&before) {
        if l.is_some() {
            continue;
        }
        if let Some(x) = other(slots, p, id) {
            let n = options(&g, slots, x, words);
            product *= n as f64;
            fewest = Some(fewest.map_or(n, |f| f.min(n)));
        }
    }
    (product, fewest)
}

fn check(rows: &str, seed: u64) -> usize {
    let a = Alphabet::latin();
    let listed = list(seed);
    let t = tables(&listed);
    let words: Vec<Vec<u8>> = listed
        .iter()
        .map(|(w, _)| w.chars().map(|c| a.index_of(c).expect("letter")).collect())
        .collect();
    let score = |w: &[u8]| {
        listed
            .iter()
            .find(|(o, _)| *o == a.spell(w))
            .map(|(_, s)| *s)
    };
    let grid = parse_grid(rows, &a).expect("grid");
    let slots = Slots::of(&grid);
    let mut ranked = 0;
    for (id, slot) in slots.iter() {
        let l = letters(&grid, &slots, id);
        if l.iter().all(Option::is_some) {
            continue;
        }
        let c = candidates(&grid, &slots, id, &t, 1000);
        let label = format!("{}{:?}", slot.number, slot.direction);
        // Every word that fits is listed once: viable first, the rest after.
        let fitting = words.iter().filter(|w| fits(w, &l)).count();
        assert_eq!(c.matching, fitting, "{label}");
        assert_eq!(c.listed(), fitting, "{label}");
        assert_eq!(c.fits.len(), c.words.len());
        let mut expected: Vec<(f64, u8, String)> = Vec::new();
        for ((w, s), fit) in c.words.iter().zip(&c.fits) {
            let (product, fewest) = brute(&grid, &slots, id, w, &words);
            assert_eq!(fit.fewest, fewest, "{label} {}", a.spell(w));
            let log = if product == 0.0 {
                f64::NEG_INFINITY
            } else {
                product.log10()
            };
            assert!(
                (fit.log10 - log).abs() < 1e-9 || fit.log10 == log,
                "{label} {}: {} vs brute {log}",
                a.spell(w),
                fit.log10
            );
            assert_eq!(Some(*s), score(w));
            expected.push((product, *s, a.spell(w)));
        }
        // Most room first, then best score, then alphabetical.
        let mut sorted = expected.clone();
        sorted.sort_by(|x, y| {
            y.0.total_cmp(&x.0)
                .then(y.1.cmp(&x.1))
                .then_with(|| x.2.cmp(&y.2))
        });
        assert_eq!(
            expected, sorted,
            "{label}: ranked by crossing options, then score"
        );
        // The dead ones each leave some crossing square no letter any word there has.
        for (w, _) in &c.dead {
            let cells = &slots.get(id).cells;
            let dead = cells.iter().zip(w).zip(&l).any(|((&p, &ch), l)| {
                l.is_none()
                    && other(&slots, p, id)
                        .is_some_and(|x| !some_word(&grid, &slots, x, p, ch, &words))
            });
            assert!(dead, "{label} {} listed as dead", a.spell(w));
        }
        // Dead words by score.
        let scores: Vec<u8> = c.dead.iter().map(|(_, s)| *s).collect();
        assert!(scores.windows(2).all(|p| p[0] >= p[1]), "{label}");
        ranked += c.words.len();
    }
    ranked
}

#[test]
fn the_ranking_matches_a_brute_force_count_of_crossing_options() {
    let grids = [
        "....\n....\n....\n...#\n",
        "A...\n....\n..C.\n...#\n",
        "#...\n....\n....\n...#\n",
        "B.E.\n....\n.D..\n...#\n",
    ];
    let mut ranked = 0;
    for (i, rows) in grids.iter().enumerate() {
        for seed in 1..4u64 {
            ranked += check(rows, seed * 7 + i as u64);
        }
    }
    // The lists and grids give the ranking real work to do.
    assert!(ranked > 200, "{ranked}");
}

#[test]
fn a_word_that_starves_a_crossing_ranks_below_one_that_does_not() {
    // 1A: ABC or ABD, which 3D must start with. No across word has A or I third, so
    // with C 3D keeps no word (CAT), with D one (DOG): ABD first despite its score.
    let a = Alphabet::latin();
    let t = tables(&[
        ("ABC".into(), 90),
        ("ABD".into(), 40),
        ("AOX".into(), 50),
        ("BOX".into(), 50),
        ("CAT".into(), 50),
        ("DOG".into(), 50),
        ("DIG".into(), 50),
        ("OXO".into(), 50),
        ("XXX".into(), 50),
    ]);
    let g = parse_grid("...\n...\n...\n", &a).expect("grid");
    let slots = Slots::of(&g);
    let one = slots.find(1, Direction::Across).expect("1A");
    let c = candidates(&g, &slots, one, &t, 10);
    let words: Vec<String> = c.words.iter().map(|(w, _)| a.spell(w)).collect();
    let at = |w: &str| words.iter().position(|x| x == w).expect(w);
    assert!(at("ABD") < at("ABC"), "{words:?}: room before score");
}
