//! Beam search over partial layouts.
//!
//! Words are placed hardest first (long, rare letters). Each step expands every kept layout
//! with every legal placement of the next word — crossing a letter already down, never
//! touching another word except at that crossing — and keeps the best `beam` children by
//! compactness: bounding-box area, squareness and crossings. A word no layout can take yet
//! is retried at the end of the order; what is still left is reported as unplaced.

use crate::grid::{Direction, Grid};
use std::collections::HashSet;

/// Side of the scratch canvas. The first word sits in the middle and a layout never spans
/// more than `Grid::MAX_SIDE` squares, so every square (and its neighbours) stays inside.
const N: usize = 64;
/// Cell flag: an across word runs through the square.
const ACROSS: u8 = 0x40;
/// Cell flag: a down word runs through the square.
const DOWN: u8 = 0x80;
/// The letter bits of a cell.
const LETTER: u8 = 0x3F;
/// Cost of a word left unplaced, far above any area so placing always wins.
const SKIP_COST: f64 = 10_000.0;

/// Settings of one layout run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// The widest the layout may be (at most `Grid::MAX_SIDE`).
    pub max_width: usize,
    /// The tallest the layout may be (at most `Grid::MAX_SIDE`).
    pub max_height: usize,
    /// How many partial layouts are kept at each step.
    pub beam: usize,
    /// How many searches (over differently perturbed word orders) to run and keep the best of.
    pub restarts: usize,
    /// Seed for tie-breaking noise (and the shuffle); the same seed gives the same layout.
    pub seed: u64,
    /// Perturb the word order for variety.
    pub shuffle: bool,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            max_width: Grid::MAX_SIDE,
            max_height: Grid::MAX_SIDE,
            beam: 32,
            restarts: 12,
            seed: 0,
            shuffle: false,
        }
    }
}

/// Where one word went: its first square (relative to the layout's top-left) and direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Placement {
    /// Index of the word in the input list.
    pub word: usize,
    /// Row of the first letter.
    pub row: usize,
    /// Column of the first letter.
    pub col: usize,
    /// Across or down.
    pub direction: Direction,
}

/// The result of a run: placed words in a `width` × `height` box, and the ones left out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Arrangement {
    /// Columns of the bounding box.
    pub width: usize,
    /// Rows of the bounding box.
    pub height: usize,
    /// Placed words, in placement order.
    pub placements: Vec<Placement>,
    /// Indices of words that could not be placed, ascending.
    pub unplaced: Vec<usize>,
}

impl Arrangement {
    /// Number of squares where an across and a down word cross.
    pub fn crossings(&self, words: &[Vec<u8>]) -> usize {
        let mut seen = vec![0u8; self.width * self.height];
        for p in &self.placements {
            let bit = if p.direction == Direction::Across {
                1
            } else {
                2
            };
            for i in 0..words[p.word].len() {
                let (r, c) = step(p.row, p.col, p.direction, i);
                seen[r * self.width + c] |= bit;
            }
        }
        seen.iter().filter(|&&s| s == 3).count()
    }

    /// Letters in the box divided by its area.
    pub fn density(&self, words: &[Vec<u8>]) -> f64 {
        let letters: usize = self
            .placements
            .iter()
            .map(|p| words[p.word].len())
            .sum::<usize>()
            - self.crossings(words);
        letters as f64 / (self.width * self.height).max(1) as f64
    }
}

/// The square `i` letters along a word starting at `row`, `col`.
fn step(row: usize, col: usize, d: Direction, i: usize) -> (usize, usize) {
    match d {
        Direction::Across => (row, col + i),
        Direction::Down => (row + i, col),
    }
}

/// A bounding box on the canvas, inclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct BBox {
    r0: usize,
    c0: usize,
    r1: usize,
    c1: usize,
}

impl BBox {
    fn width(self) -> usize {
        self.c1 - self.c0 + 1
    }
    fn height(self) -> usize {
        self.r1 - self.r0 + 1
    }
    fn with_word(self, r: usize, c: usize, d: Direction, len: usize) -> BBox {
        let (er, ec) = step(r, c, d, len - 1);
        BBox {
            r0: self.r0.min(r),
            c0: self.c0.min(c),
            r1: self.r1.max(er),
            c1: self.c1.max(ec),
        }
    }
}

/// Weight of the squared difference between width and height.
const SQUARENESS: f64 = 0.5;
/// Worth of one crossing, in squares of area.
const CROSSING: f64 = 2.0;

/// How good a (partial) layout is; lower is better.
///
/// Area is compactness; squareness keeps it printable; crossings tie the words together
/// (and tend to shrink the final box); each word left over costs more than any area.
fn cost(b: BBox, crossings: usize, pending: usize) -> f64 {
    let (w, h) = (b.width() as f64, b.height() as f64);
    w * h + SQUARENESS * (w - h) * (w - h) - CROSSING * crossings as f64
        + SKIP_COST * pending as f64
}

/// A 64-bit mix (splitmix64), for placement hashes and seeded noise.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// A partial layout on the canvas.
#[derive(Clone)]
struct State {
    /// Per square: letter bits plus ACROSS/DOWN flags; 0 is empty.
    cells: Vec<u8>,
    /// Canvas indices of every letter square.
    letters: Vec<u16>,
    bbox: BBox,
    crossings: usize,
    /// (word, canvas row, canvas col, direction) in placement order.
    placed: Vec<(usize, usize, usize, Direction)>,
    /// Words still to place, in placement order.
    remaining: Vec<usize>,
    /// No remaining word fits any more.
    done: bool,
    /// XOR of placement hashes: equal sets of placements give equal hashes.
    hash: u64,
}

/// A legal placement found while expanding a state.
#[derive(Clone, Copy)]
struct Child {
    parent: usize,
    /// The word and where it goes; `None` carries a finished state over unchanged.
    at: Option<(usize, usize, usize, Direction)>,
    score: f64,
    hash: u64,
}

fn placement_hash(word: usize, r: usize, c: usize, d: Direction) -> u64 {
    mix(((word as u64) << 20) ^ ((r as u64) << 8) ^ ((c as u64) << 1) ^ d as u64)
}

impl State {
    fn first(word: usize, letters: &[u8], d: Direction, remaining: Vec<usize>) -> State {
        let len = letters.len();
        let (r, c) = match d {
            Direction::Across => (N / 2, N / 2 - len / 2),
            Direction::Down => (N / 2 - len / 2, N / 2),
        };
        let mut s = State {
            cells: vec![0; N * N],
            letters: Vec::with_capacity(256),
            bbox: BBox {
                r0: r,
                c0: c,
                r1: r,
                c1: c,
            }
            .with_word(r, c, d, len),
            crossings: 0,
            placed: Vec::new(),
            remaining,
            done: false,
            hash: 0,
        };
        s.put(word, letters, r, c, d);
        s
    }

    fn put(&mut self, word: usize, w: &[u8], r: usize, c: usize, d: Direction) {
        let flag = if d == Direction::Across { ACROSS } else { DOWN };
        for (i, &l) in w.iter().enumerate() {
            let (rr, cc) = step(r, c, d, i);
            let q = rr * N + cc;
            if self.cells[q] == 0 {
                self.letters.push(q as u16);
            } else {
                self.crossings += 1;
            }
            self.cells[q] = (l & LETTER) | flag | (self.cells[q] & (ACROSS | DOWN));
        }
        self.bbox = self.bbox.with_word(r, c, d, w.len());
        self.placed.push((word, r, c, d));
        self.remaining.retain(|&x| x != word);
        self.hash ^= placement_hash(word, r, c, d);
    }

    /// Crossings of a placement if legal; `first` is the crossing it was found through, and
    /// the placement is only accepted there if no earlier letter of the word crosses too (so
    /// each placement is produced once).
    fn check(&self, w: &[u8], r: usize, c: usize, d: Direction, first: usize) -> Option<usize> {
        let len = w.len();
        let (er, ec) = step(r, c, d, len - 1);
        if r < 1 || c < 1 || er + 1 >= N || ec + 1 >= N {
            return None;
        }
        let (along, side) = match d {
            Direction::Across => (1usize, N),
            Direction::Down => (N, 1usize),
        };
        let flag = if d == Direction::Across { ACROSS } else { DOWN };
        let start = r * N + c;
        // Nothing may touch either end, or the word would run into another.
        if self.cells[start - along] != 0 || self.cells[start + len * along] != 0 {
            return None;
        }
        let mut crossings = 0;
        for (i, &l) in w.iter().enumerate() {
            let q = start + i * along;
            let cell = self.cells[q];
            if cell != 0 {
                if i < first || cell & LETTER != l || cell & flag != 0 {
                    return None;
                }
                crossings += 1;
            } else if self.cells[q - side] != 0 || self.cells[q + side] != 0 {
                // A new letter beside an existing one would sit flush with it.
                return None;
            }
        }
        Some(crossings)
    }

    /// Calls `f(row, col, direction, crossings, bbox)` for every legal placement of `w` that
    /// keeps the layout within `max_w` × `max_h`.
    fn placements(
        &self,
        w: &[u8],
        mask: u64,
        (max_w, max_h): (usize, usize),
        mut f: impl FnMut(usize, usize, Direction, usize, BBox),
    ) {
        for &q in &self.letters {
            let cell = self.cells[q as usize];
            let l = cell & LETTER;
            if mask >> l & 1 == 0 || cell & (ACROSS | DOWN) == ACROSS | DOWN {
                continue;
            }
            let d = if cell & ACROSS != 0 {
                Direction::Down
            } else {
                Direction::Across
            };
            let (r, c) = (q as usize / N, q as usize % N);
            for (j, _) in w.iter().enumerate().filter(|&(_, &x)| x == l) {
                let (Some(sr), Some(sc)) = (match d {
                    Direction::Across => (Some(r), c.checked_sub(j)),
                    Direction::Down => (r.checked_sub(j), Some(c)),
                }) else {
                    continue;
                };
                let bbox = self.bbox.with_word(sr, sc, d, w.len());
                if bbox.width() > max_w || bbox.height() > max_h {
                    continue;
                }
                if let Some(x) = self.check(w, sr, sc, d, j) {
                    f(sr, sc, d, x, bbox);
                }
            }
        }
    }

    fn final_cost(&self) -> f64 {
        cost(self.bbox, self.crossings, self.remaining.len())
    }
}

/// Indices of the words connected (by shared letters) to the largest group; the others can
/// never cross anything that is placed.
fn reachable(words: &[Vec<u8>]) -> Vec<bool> {
    let masks: Vec<u64> = words.iter().map(|w| letter_mask(w)).collect();
    let n = words.len();
    let mut group = vec![usize::MAX; n];
    let mut sizes: Vec<(usize, usize)> = Vec::new();
    for s in 0..n {
        if group[s] != usize::MAX {
            continue;
        }
        let g = sizes.len();
        let (mut count, mut letters) = (0, 0);
        let mut stack = vec![s];
        group[s] = g;
        while let Some(i) = stack.pop() {
            count += 1;
            letters += words[i].len();
            for j in 0..n {
                if group[j] == usize::MAX && masks[i] & masks[j] != 0 {
                    group[j] = g;
                    stack.push(j);
                }
            }
        }
        sizes.push((count, letters));
    }
    let best = (0..sizes.len()).max_by_key(|&g| (sizes[g], usize::MAX - g));
    group
        .iter()
        .map(|&g| Some(g) == best && sizes[g].0 > 1)
        .collect()
}

fn letter_mask(w: &[u8]) -> u64 {
    w.iter().fold(0u64, |m, &l| m | 1 << (l & LETTER))
}

/// The placement order: longest and rarest-lettered first; `shuffle` perturbs it.
fn order(words: &[Vec<u8>], usable: &[bool], shuffle: Option<u64>) -> Vec<usize> {
    let mut counts = [0usize; 64];
    for w in words {
        for &l in w {
            counts[(l & LETTER) as usize] += 1;
        }
    }
    let mut rng = fastrand::Rng::with_seed(shuffle.unwrap_or(0));
    let mut keyed: Vec<(f64, usize)> = (0..words.len())
        .filter(|&i| usable[i])
        .map(|i| {
            let rarity: f64 = words[i]
                .iter()
                .map(|&l| 1.0 / counts[(l & LETTER) as usize] as f64)
                .sum();
            let noise = if shuffle.is_some() {
                rng.f64() * 3.0
            } else {
                0.0
            };
            (words[i].len() as f64 + 2.0 * rarity + noise, i)
        })
        .collect();
    keyed.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    keyed.into_iter().map(|(_, i)| i).collect()
}

/// Fixed inputs of one search.
struct Search<'a> {
    words: &'a [Vec<u8>],
    masks: Vec<u64>,
    max: (usize, usize),
    beam: usize,
    seed: u64,
}

/// How many of a state's next placeable words are tried at each step.
const CHOICES: usize = 2;
/// Extra cost of placing a later word than the first that fits: it only fills spare beam.
const LATER_COST: f64 = 1_000.0;

impl Search<'_> {
    /// One beam search from a fixed word order; `None` if the first word fits nowhere.
    fn run(&self, queue: &[usize]) -> Option<State> {
        let (max_w, max_h) = self.max;
        let (&first, rest) = queue.split_first()?;
        let len = self.words[first].len();
        let mut states = Vec::new();
        // Across first; down too when the bound is not square (or across does not fit).
        if len <= max_w {
            states.push(State::first(
                first,
                &self.words[first],
                Direction::Across,
                rest.to_vec(),
            ));
        }
        if len <= max_h && (max_w != max_h || len > max_w) {
            states.push(State::first(
                first,
                &self.words[first],
                Direction::Down,
                rest.to_vec(),
            ));
        }
        let mut children: Vec<Child> = Vec::new();
        while states.iter().any(|s| !s.done) {
            children.clear();
            for (pi, s) in states.iter_mut().enumerate() {
                let before = children.len();
                if !s.done {
                    let mut tried = 0;
                    for &word in &s.remaining {
                        let w = &self.words[word];
                        let found = children.len();
                        let extra = tried as f64 * LATER_COST;
                        let pending = s.remaining.len() - 1;
                        s.placements(w, self.masks[word], self.max, |r, c, d, x, bbox| {
                            let hash = s.hash ^ placement_hash(word, r, c, d);
                            children.push(Child {
                                parent: pi,
                                at: Some((word, r, c, d)),
                                score: cost(bbox, s.crossings + x, pending)
                                    + extra
                                    + noise(hash, self.seed),
                                hash,
                            });
                        });
                        if children.len() > found {
                            tried += 1;
                            if tried == CHOICES {
                                break;
                            }
                        }
                    }
                }
                if children.len() == before {
                    s.done = true;
                    children.push(Child {
                        parent: pi,
                        at: None,
                        score: cost(s.bbox, s.crossings, s.remaining.len()),
                        hash: s.hash,
                    });
                }
            }
            // Only the best few need ordering; duplicates are rare, so twice the beam is
            // nearly always enough, and the full sort is the fallback.
            let top = (self.beam * 2).min(children.len());
            if top < children.len() {
                children.select_nth_unstable_by(top, |a, b| a.score.total_cmp(&b.score));
            }
            children[..top].sort_by(|a, b| a.score.total_cmp(&b.score));
            let mut seen = HashSet::with_capacity(self.beam * 2);
            let mut next = Vec::with_capacity(self.beam);
            for i in 0..children.len() {
                if next.len() == self.beam {
                    break;
                }
                if i == top {
                    // Too many duplicates among the best: order the rest too.
                    children[top..].sort_by(|a, b| a.score.total_cmp(&b.score));
                }
                let ch = children[i];
                if !seen.insert(ch.hash) {
                    continue;
                }
                let mut s = states[ch.parent].clone();
                if let Some((word, r, c, d)) = ch.at {
                    s.put(word, &self.words[word], r, c, d);
                }
                next.push(s);
            }
            states = next;
        }
        states
            .into_iter()
            .min_by(|a, b| a.final_cost().total_cmp(&b.final_cost()))
    }
}

/// Lays out `words` (letter indices, each 2..=29 long) as compactly as the search finds:
/// the best of `restarts` beam searches over different word orders.
pub fn arrange(words: &[Vec<u8>], opts: &Options) -> Arrangement {
    let max_w = opts.max_width.clamp(1, Grid::MAX_SIDE);
    let max_h = opts.max_height.clamp(1, Grid::MAX_SIDE);
    let usable = reachable(words);
    let search = Search {
        words,
        masks: words.iter().map(|w| letter_mask(w)).collect(),
        max: (max_w, max_h),
        beam: opts.beam.max(1),
        seed: opts.seed,
    };
    let mut best: Option<State> = None;
    for k in 0..opts.restarts.max(1) as u64 {
        let shuffle = (k > 0 || opts.shuffle).then(|| mix(opts.seed ^ mix(k)));
        let mut queue = order(words, &usable, shuffle);
        // A first word that fits nowhere (longer than both bounds) can never be placed.
        queue.retain(|&i| words[i].len() <= max_w.max(max_h));
        if let Some(s) = search.run(&queue) {
            let better = best.as_ref().is_none_or(|b| {
                (s.remaining.len(), s.final_cost()) < (b.remaining.len(), b.final_cost())
            });
            if better {
                best = Some(s);
            }
        }
    }
    let mut unplaced: Vec<usize> = (0..words.len()).filter(|&i| !usable[i]).collect();
    let Some(best) = best else {
        unplaced = (0..words.len()).collect();
        return Arrangement {
            width: 0,
            height: 0,
            placements: Vec::new(),
            unplaced,
        };
    };
    unplaced.extend(best.remaining.iter().copied());
    unplaced.extend((0..words.len()).filter(|&i| usable[i] && words[i].len() > max_w.max(max_h)));
    unplaced.sort_unstable();
    unplaced.dedup();
    let b = best.bbox;
    Arrangement {
        width: b.width(),
        height: b.height(),
        placements: best
            .placed
            .iter()
            .map(|&(word, r, c, direction)| Placement {
                word,
                row: r - b.r0,
                col: c - b.c0,
                direction,
            })
            .collect(),
        unplaced,
    }
}

/// Seeded tie-breaking noise below one square of area.
fn noise(hash: u64, seed: u64) -> f64 {
    (mix(hash ^ mix(seed)) >> 11) as f64 / (1u64 << 53) as f64 * 0.5
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Alphabet;

    fn words(list: &[&str]) -> Vec<Vec<u8>> {
        let a = Alphabet::latin();
        list.iter().map(|w| a.encode(w).unwrap()).collect()
    }

    #[test]
    fn two_words_cross_once() {
        let ws = words(&["CAT", "ACE"]);
        let a = arrange(&ws, &Options::default());
        assert_eq!(a.placements.len(), 2);
        assert!(a.unplaced.is_empty());
        assert_eq!(a.crossings(&ws), 1);
        assert_eq!(a.width * a.height, 9);
    }

    #[test]
    fn a_word_sharing_no_letter_is_unplaced() {
        let ws = words(&["PLANET", "COMET", "ORBIT", "XYZZY"]);
        let a = arrange(&ws, &Options::default());
        assert_eq!(a.unplaced, vec![3]);
        assert_eq!(a.placements.len(), 3);
    }

    #[test]
    fn max_size_is_respected() {
        let ws = words(&["ABCDEFG", "AXXXXXX", "GYYYYYY"]);
        let opts = Options {
            max_width: 7,
            max_height: 7,
            ..Options::default()
        };
        let a = arrange(&ws, &opts);
        assert!(a.width <= 7 && a.height <= 7);
        assert!(a.unplaced.is_empty(), "{a:?}");
        let tight = Options {
            max_width: 7,
            max_height: 3,
            ..Options::default()
        };
        let a = arrange(&ws, &tight);
        assert_eq!(a.unplaced, vec![1, 2]);
    }

    #[test]
    fn same_seed_same_layout() {
        let ws = words(&["GALAXY", "NEBULA", "QUASAR", "PULSAR", "COMET", "ORBIT"]);
        let opts = Options {
            seed: 7,
            shuffle: true,
            ..Options::default()
        };
        assert_eq!(arrange(&ws, &opts), arrange(&ws, &opts));
    }
}
