//! Brute force for the fill tests: every assignment of listed words to a small grid's open
//! entries, crossings agreeing, to find the best total score a fill can have.
#![allow(dead_code)]

use gridwright::fill::{Budget, FillMode, FillOutcome, Region, Request, WordTables};
use gridwright::grid::{Alphabet, Cell, Grid, Puzzle, Slots};
use gridwright::words::{Lexicon, WordIndex};
use std::collections::BTreeMap;

/// The slots with an open square (by index), and the words of the slots whose squares are
/// all given: autofill fills the first and leaves the second alone.
pub fn open_and_given(grid: &Grid, slots: &Slots) -> (Vec<usize>, Vec<Vec<u8>>) {
    let open: Vec<usize> = (0..slots.len())
        .filter(|&i| slots.all()[i].letters(grid).iter().any(Option::is_none))
        .collect();
    let given: Vec<Vec<u8>> = (0..slots.len())
        .filter(|i| !open.contains(i))
        .filter_map(|i| slots.all()[i].word(grid))
        .collect();
    (open, given)
}

/// The best total over every fill, by plain enumeration, or `None` without a fill. Mirrors
/// what the fill counts: a slot with an open square takes a word of the list and its score;
/// a slot whose squares are all given is left as it is, uncounted, but (without duplicates)
/// its word may not be used again.
pub fn best_total(grid: &Grid, scores: &BTreeMap<Vec<u8>, u8>, dupes: bool) -> Option<u64> {
    let slots = Slots::of(grid);
    let lone = grid
        .positions()
        .any(|p| grid.cell(p) == Cell::Empty && slots.crossing(p) == (None, None));
    if lone {
        return None;
    }
    let (open, given) = open_and_given(grid, &slots);
    struct Walk<'a> {
        slots: &'a Slots,
        open: &'a [usize],
        scores: &'a BTreeMap<Vec<u8>, u8>,
        dupes: bool,
        used: Vec<Vec<u8>>,
        best: Option<u64>,
    }
    fn go(g: &mut Grid, w: &mut Walk<'_>, i: usize, total: u64) {
        let Some(&si) = w.open.get(i) else {
            w.best = Some(w.best.map_or(total, |b| b.max(total)));
            return;
        };
        let s = w.slots.all()[si].clone();
        let letters = s.letters(g);
        let scores = w.scores;
        for (word, &score) in scores.iter().filter(|(word, _)| word.len() == s.len()) {
            let fits = word
                .iter()
                .zip(&letters)
                .all(|(c, l)| l.is_none_or(|l| l == *c));
            if !fits || (!w.dupes && w.used.contains(word)) {
                continue;
            }
            let old: Vec<Cell> = s.cells.iter().map(|&p| g.cell(p)).collect();
            for (k, &p) in s.cells.iter().enumerate() {
                g.set(p, Cell::Letter(word[k])).expect("in grid");
            }
            w.used.push(word.clone());
            go(g, w, i + 1, total + u64::from(score));
            w.used.pop();
            for (k, &p) in s.cells.iter().enumerate() {
                g.set(p, old[k]).expect("in grid");
            }
        }
    }
    let mut walk = Walk {
        slots: &slots,
        open: &open,
        scores,
        dupes,
        used: if dupes { Vec::new() } else { given },
        best: None,
    };
    go(&mut grid.clone(), &mut walk, 0, 0);
    walk.best
}

/// The best fill with theme entries by plain enumeration (no word twice): as
/// [`best_total`], scored as (theme entries placed, total) in that order; a theme entry
/// already complete in the grid counts as placed. `soft` false keeps only the fills that
/// place every theme entry. `None` without such a fill.
pub fn best_themed(
    grid: &Grid,
    scores: &BTreeMap<Vec<u8>, u8>,
    include: &[Vec<u8>],
    soft: bool,
) -> Option<(usize, u64)> {
    let slots = Slots::of(grid);
    let lone = grid
        .positions()
        .any(|p| grid.cell(p) == Cell::Empty && slots.crossing(p) == (None, None));
    if lone {
        return None;
    }
    let (open, given) = open_and_given(grid, &slots);
    let mut best: Option<(usize, u64)> = None;
    let mut used = given.clone();
    let mut g = grid.clone();
    let mut on_fill = |used: &[Vec<u8>], total: u64| {
        let placed = include.iter().filter(|w| used.contains(w)).count();
        if (soft || placed == include.len()) && best.is_none_or(|b| (placed, total) > b) {
            best = Some((placed, total));
        }
    };
    walk(&mut g, &slots, &open, scores, 0, 0, &mut used, &mut on_fill);
    best
}

/// Every fill of the open slots from `i` on, no word twice, calling `on_fill` with the
/// words used (the given ones first) and the total.
#[allow(clippy::too_many_arguments)]
fn walk(
    g: &mut Grid,
    slots: &Slots,
    open: &[usize],
    scores: &BTreeMap<Vec<u8>, u8>,
    i: usize,
    total: u64,
    used: &mut Vec<Vec<u8>>,
    on_fill: &mut dyn FnMut(&[Vec<u8>], u64),
) {
    let Some(&si) = open.get(i) else {
        on_fill(used, total);
        return;
    };
    let s = slots.all()[si].clone();
    let letters = s.letters(g);
    for (word, &score) in scores.iter().filter(|(word, _)| word.len() == s.len()) {
        let fits = word
            .iter()
            .zip(&letters)
            .all(|(c, l)| l.is_none_or(|l| l == *c));
        if !fits || used.contains(word) {
            continue;
        }
        let old: Vec<Cell> = s.cells.iter().map(|&p| g.cell(p)).collect();
        for (k, &p) in s.cells.iter().enumerate() {
            g.set(p, Cell::Letter(word[k])).expect("in grid");
        }
        used.push(word.clone());
        walk(
            g,
            slots,
            open,
            scores,
            i + 1,
            total + u64::from(score),
            used,
            on_fill,
        );
        used.pop();
        for (k, &p) in s.cells.iter().enumerate() {
            g.set(p, old[k]).expect("in grid");
        }
    }
}

/// A small random case as the property tests draw it: `squares` row by row (`None` open,
/// `Some(None)` a block, `Some(Some(letter))` a given ASCII capital) on a `w`-wide grid, and
/// the scored ASCII words of its list.
pub fn case_of(
    w: usize,
    h: usize,
    squares: &[Option<Option<u8>>],
    words: Vec<(Vec<u8>, u8)>,
) -> (Grid, BTreeMap<Vec<u8>, u8>) {
    let a = gridwright::grid::Alphabet::latin();
    let mut g = Grid::new(w, h).expect("size");
    for (i, sq) in squares.iter().enumerate() {
        let cell = match sq {
            None => continue,
            Some(None) => Cell::Block,
            Some(Some(l)) => Cell::Letter(a.encode(&(*l as char).to_string()).expect("latin")[0]),
        };
        g.set(gridwright::grid::Pos::new(i / w, i % w), cell)
            .expect("in grid");
    }
    let scores = words
        .into_iter()
        .map(|(word, s)| {
            let text = String::from_utf8(word).expect("ascii");
            (a.encode(&text).expect("latin"), s)
        })
        .collect();
    (g, scores)
}

/// Word tables of a scored list in A–Z, every score admitted.
pub fn tables_of(scores: &BTreeMap<Vec<u8>, u8>) -> WordTables {
    let mut lex = Lexicon::new(Alphabet::latin());
    for (w, &s) in scores {
        lex.insert(w.clone(), s);
    }
    WordTables::from_index(&WordIndex::build(&lex).expect("index"), 0)
}

/// The cases a property test draws: `PROPTEST_CASES` when set, else `default`.
pub fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(default)
}

/// An optimal fill of the whole of `grid`, a word twice only when `dupes`.
pub fn optimal_request(grid: &Grid, dupes: bool) -> Request {
    Request::from_puzzle(&Puzzle::new(grid.clone()), Region::All, FillMode::Fill)
        .allow_duplicates(dupes)
}

/// Runs `request`'s optimal search on `tables` to its end: no budget, never cancelled.
pub fn run_optimal(request: Request, tables: &WordTables) -> FillOutcome {
    request
        .run_optimal(
            tables,
            Budget::default(),
            &std::sync::atomic::AtomicBool::new(false),
            &mut |_| {},
        )
        .expect("latin words for a latin puzzle")
}
