//! The viability map against brute force on small random grids and lists: a letter any
//! complete fill puts in a square is never ruled out (so a square marked empty truly has no
//! letter in any fill), an entry a fill exists for is never dead, and every viable count is
//! the words consistent with the arc-consistent letter sets.

use crate::common::brute;

use gridwright::fill::{WordTables, viability};
use gridwright::grid::{Alphabet, Cell, Grid, Pos, Slots};
use gridwright::words::{Lexicon, WordIndex};
use proptest::prelude::*;
use std::collections::HashSet;

const LETTERS: &[u8] = b"ABCD";

/// Every complete fill's letters: per square the letters some fill puts there (bit per
/// letter), per slot the words some fill uses, and whether any fill exists. Entries whose
/// squares are all given are left alone (and, without duplicates, not repeated), as autofill
/// does.
struct AllFills {
    letters: Vec<u64>,
    words: Vec<HashSet<Vec<u8>>>,
    any: bool,
}

fn all_fills(grid: &Grid, words: &[Vec<u8>], dupes: bool) -> AllFills {
    let slots = Slots::of(grid);
    let (open, given) = brute::open_and_given(grid, &slots);
    let mut out = AllFills {
        letters: vec![0; grid.width() * grid.height()],
        words: vec![HashSet::new(); slots.len()],
        any: false,
    };
    let lone = grid
        .positions()
        .any(|p| grid.cell(p) == Cell::Empty && slots.crossing(p) == (None, None));
    if lone {
        return out;
    }
    #[allow(clippy::too_many_arguments)]
    fn go(
        g: &mut Grid,
        slots: &Slots,
        open: &[usize],
        i: usize,
        words: &[Vec<u8>],
        used: &mut Vec<Vec<u8>>,
        dupes: bool,
        out: &mut AllFills,
    ) {
        let Some(&si) = open.get(i) else {
            out.any = true;
            for p in g.positions() {
                if let Cell::Letter(l) = g.cell(p) {
                    out.letters[g.index(p)] |= 1 << l;
                }
            }
            for (id, s) in slots.iter() {
                if let Some(w) = s.word(g) {
                    out.words[id.0].insert(w);
                }
            }
            return;
        };
        let s = slots.all()[si].clone();
        let letters = s.letters(g);
        for w in words.iter().filter(|w| w.len() == s.len()) {
            let fits = w
                .iter()
                .zip(&letters)
                .all(|(c, l)| l.is_none_or(|l| l == *c));
            if !fits || (!dupes && used.contains(w)) {
                continue;
            }
            let old: Vec<Cell> = s.cells.iter().map(|&p| g.cell(p)).collect();
            for (k, &p) in s.cells.iter().enumerate() {
                g.set(p, Cell::Letter(w[k])).expect("in grid");
            }
            used.push(w.clone());
            go(g, slots, open, i + 1, words, used, dupes, out);
            used.pop();
            for (k, &p) in s.cells.iter().enumerate() {
                g.set(p, old[k]).expect("in grid");
            }
        }
    }
    let mut used = if dupes { Vec::new() } else { given };
    let mut g = grid.clone();
    go(&mut g, &slots, &open, 0, words, &mut used, dupes, &mut out);
    out
}

fn arb_case() -> impl Strategy<Value = (Grid, Vec<Vec<u8>>, bool)> {
    (3usize..=4, 3usize..=4).prop_flat_map(|(w, h)| {
        (
            prop::collection::vec(
                prop_oneof![
                    6 => Just(Cell::Empty),
                    1 => Just(Cell::Block),
                    1 => (0u8..LETTERS.len() as u8).prop_map(Cell::Letter),
                ],
                w * h,
            ),
            prop::collection::vec(
                (2usize..=4).prop_flat_map(|n| prop::collection::vec(0u8..LETTERS.len() as u8, n)),
                5..50,
            ),
            any::<bool>(),
        )
            .prop_map(move |(cells, words, dupes)| {
                let mut g = Grid::new(w, h).expect("size");
                for (i, c) in cells.into_iter().enumerate() {
                    g.set(Pos::new(i / w, i % w), c).expect("in grid");
                }
                let words: HashSet<Vec<u8>> = words.into_iter().collect();
                (g, words.into_iter().collect(), dupes)
            })
    })
}

fn tables(words: &[Vec<u8>]) -> WordTables {
    let mut lex = Lexicon::new(Alphabet::latin());
    for w in words {
        lex.insert(w.clone(), 50);
    }
    WordTables::from_index(&WordIndex::build(&lex).expect("index"), 0)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]
    #[test]
    fn the_map_never_rules_out_what_a_fill_uses((grid, words, dupes) in arb_case()) {
        let v = viability(&grid, &tables(&words), dupes);
        let fills = all_fills(&grid, &words, dupes);
        let slots = Slots::of(&grid);
        for p in grid.positions() {
            let used = fills.letters[grid.index(p)];
            if let Some(m) = v.letters_at(p) {
                // A square marked empty (m = 0) has no letter in any fill.
                prop_assert_eq!(used & !m, 0, "square {} rules out a letter a fill uses", p);
            }
        }
        if fills.any {
            prop_assert!(v.is_alive(), "a fill exists but the map shows {:?}", v);
        }
        for (id, s) in slots.iter() {
            let Some(n) = v.entry(id) else { continue };
            // The fills' words for it are among its viable words.
            prop_assert!(fills.words[id.0].len() <= n);
            if n == 0 {
                continue;
            }
            // Its count is the words of the list consistent with the map's letter sets;
            // without duplicates some of those may be taken by a settled entry.
            let consistent = words
                .iter()
                .filter(|w| w.len() == s.len())
                .filter(|w| {
                    s.cells
                        .iter()
                        .zip(w.iter())
                        .all(|(&p, &l)| v.letters_at(p).is_some_and(|m| m & (1 << l) != 0))
                })
                .count();
            if v.is_alive() {
                prop_assert!(n <= consistent, "{} counts {} of {} consistent", s.label(), n, consistent);
                if dupes {
                    prop_assert_eq!(n, consistent, "{}", s.label());
                }
                // Arc consistency: each viable letter at a checked square is used by a
                // viable word of both entries through it.
                for &p in &s.cells {
                    let m = v.letters_at(p).unwrap_or(0);
                    let here = s.cells.iter().position(|&c| c == p).unwrap_or(0);
                    let mut support = 0u64;
                    for w in words.iter().filter(|w| w.len() == s.len()) {
                        let ok = s.cells.iter().zip(w.iter()).all(|(&q, &l)| {
                            v.letters_at(q).is_some_and(|m| m & (1 << l) != 0)
                        });
                        if ok {
                            support |= 1 << w[here];
                        }
                    }
                    prop_assert_eq!(m & !support, 0, "{} at {}", s.label(), p);
                }
            }
        }
    }
}
