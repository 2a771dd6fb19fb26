//! Beam search over partial layouts.
//!
//! Words are placed hardest first (long, rare letters). Each step expands every kept layout
//! with every legal placement of the next word — crossing a letter already down, never
//! touching another word except at that crossing — and keeps the best `beam` children by
//! compactness: bounding-box area, squareness and crossings. A word no layout can take yet
//! is retried later; what is still left is reported as unplaced.
//!
//! Candidate crossings come from the board's letter index (token → squares), never from a
//! scan of the board, and the board grows with the layout instead of being a fixed canvas, so
//! a step costs about the number of squares sharing a letter with the word. Long lists get a
//! narrower beam and fewer restarts (see `effort`), and a time limit turns the search greedy.

use super::board::{ACROSS, BBox, Board, DOWN, delta};
use super::plan::{effort, order, reachable, start_side};
use crate::grid::{Direction, Grid};
use std::collections::HashSet;
use std::time::{Duration, Instant};

/// Cost of a word left unplaced, far above any area so placing always wins.
const SKIP_COST: f64 = 1_000_000.0;
/// Lists up to this many answers get the whole search asked for; longer ones a narrower beam
/// and fewer restarts, so the work grows about linearly with the list.
pub(super) const SMALL_LIST: usize = 60;
/// The widest beam searched: far past where a wider one stops finding smaller layouts, and
/// small enough that the beam's buffers (a few times the beam) are always allocated.
pub const MAX_BEAM: usize = 4096;

/// Settings of one layout run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// The widest the layout may be (at most `Grid::MAX_SIDE`).
    pub max_width: usize,
    /// The tallest the layout may be (at most `Grid::MAX_SIDE`).
    pub max_height: usize,
    /// How many partial layouts are kept at each step (for lists of up to 60 answers; longer
    /// lists keep fewer), 1 to [`MAX_BEAM`].
    pub beam: usize,
    /// How many searches (over differently perturbed word orders) to run and keep the best of.
    pub restarts: usize,
    /// Seed for tie-breaking noise (and the shuffle); the same seed gives the same layout.
    pub seed: u64,
    /// Perturb the word order for variety.
    pub shuffle: bool,
    /// Wall-clock bound: no restart starts after half of it, and a search still running past
    /// it finishes greedily (a beam of one). Within it the result depends only on the input.
    pub time_limit: Option<Duration>,
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
            time_limit: Some(Duration::from_secs(8)),
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
            let (bit, (dr, dc)) = match p.direction {
                Direction::Across => (1, (0, 1)),
                Direction::Down => (2, (1, 0)),
            };
            for i in 0..words[p.word].len() {
                seen[(p.row + dr * i) * self.width + p.col + dc * i] |= bit;
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

/// One placement in the arena every state of a search shares: states keep only their last
/// node, so a child costs one node, not a copy of its parent's whole list.
#[derive(Clone, Copy)]
struct Node {
    word: u32,
    row: i16,
    col: i16,
    direction: Direction,
    prev: u32,
}

/// "No node": the end of a placement chain.
const NONE: u32 = u32::MAX;

/// A partial layout.
#[derive(Clone)]
struct State {
    board: Board,
    bbox: BBox,
    crossings: usize,
    /// The last placement's node in the arena.
    tail: u32,
    /// How many words are down.
    placed: usize,
    /// Words still to try, in placement order.
    queue: Vec<u32>,
    /// Words that fit nowhere when last tried (long lists only); tried again once the queue
    /// runs dry, if anything was placed since.
    stuck: Vec<u32>,
    /// `placed` when the stuck words were last put back in the queue.
    requeued_at: usize,
    /// No remaining word fits any more.
    done: bool,
    /// XOR of placement hashes: equal sets of placements give equal hashes.
    hash: u64,
    /// Where the first word would sit on the old fixed 64×64 canvas; added to coordinates
    /// before hashing, so the tie-breaking noise, and with it every layout of a list that
    /// fitted the old canvas, stays what it was.
    origin: (i32, i32),
}

impl State {
    fn pending(&self) -> usize {
        self.queue.len() + self.stuck.len()
    }

    fn final_cost(&self) -> f64 {
        cost(self.bbox, self.crossings, self.pending())
    }
}

/// A legal placement found while expanding a state.
#[derive(Clone, Copy)]
struct Child {
    parent: usize,
    /// The word and where it goes; `None` carries a finished state over unchanged.
    at: Option<(usize, i32, i32, Direction)>,
    score: f64,
    hash: u64,
}

fn placement_hash(word: usize, r: i32, c: i32, d: Direction) -> u64 {
    // Coordinates may be negative on the grown board; they wrap into the same bits.
    mix(((word as u64) << 20) ^ ((r as i64 as u64) << 8) ^ ((c as i64 as u64) << 1) ^ d as u64)
}

/// Fixed inputs of one search.
struct Search<'a> {
    words: &'a [Vec<u8>],
    max: (usize, usize),
    beam: usize,
    seed: u64,
    /// Set a word that fits nowhere aside until the queue runs dry, instead of trying it at
    /// every step (long lists: keeps a step's cost independent of how many are stuck).
    defer: bool,
}

/// How many of a state's next placeable words are tried at each step.
const CHOICES: usize = 2;
/// Extra cost of placing a later word than the first that fits: it only fills spare beam.
const LATER_COST: f64 = 1_000.0;

impl Search<'_> {
    /// Calls `f(row, col, direction, crossings, bbox)` for every legal placement of `word`
    /// that keeps the layout within the bounds, found through the letter index.
    fn placements(
        &self,
        s: &State,
        word: usize,
        mut f: impl FnMut(i32, i32, Direction, usize, BBox),
    ) {
        let w = &self.words[word];
        let (max_w, max_h) = self.max;
        for (j, &t) in w.iter().enumerate() {
            for &(r, c) in s.board.squares_of(t) {
                let (r, c) = (i32::from(r), i32::from(c));
                let cell = s.board.get(r, c);
                if cell & (ACROSS | DOWN) == ACROSS | DOWN {
                    continue;
                }
                let d = if cell & ACROSS != 0 {
                    Direction::Down
                } else {
                    Direction::Across
                };
                let (dr, dc) = delta(d);
                let (sr, sc) = (r - dr * j as i32, c - dc * j as i32);
                let bbox = s.bbox.with_word(sr, sc, d, w.len());
                if bbox.width() > max_w || bbox.height() > max_h {
                    continue;
                }
                if let Some(x) = s.board.check(w, sr, sc, d, j) {
                    f(sr, sc, d, x, bbox);
                }
            }
        }
    }

    /// Adds the children of one state: placements of its next placeable words, or the state
    /// itself carried over when nothing fits any more.
    fn expand(&self, s: &mut State, pi: usize, children: &mut Vec<Child>) {
        let before = children.len();
        loop {
            let mut tried = 0;
            let mut i = 0;
            while i < s.queue.len() {
                let word = s.queue[i] as usize;
                let found = children.len();
                let extra = tried as f64 * LATER_COST;
                let pending = s.pending() - 1;
                self.placements(s, word, |r, c, d, x, bbox| {
                    let hash = s.hash ^ placement_hash(word, r + s.origin.0, c + s.origin.1, d);
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
                    i += 1;
                } else if self.defer {
                    let w = s.queue.remove(i);
                    s.stuck.push(w);
                } else {
                    i += 1;
                }
            }
            if children.len() > before {
                return;
            }
            if s.stuck.is_empty() || s.placed == s.requeued_at {
                break;
            }
            // The board grew since these were set aside: give them another go.
            s.queue.append(&mut s.stuck);
            s.requeued_at = s.placed;
        }
        s.done = true;
        children.push(Child {
            parent: pi,
            at: None,
            score: s.final_cost(),
            hash: s.hash,
        });
    }

    fn place(&self, s: &mut State, arena: &mut Vec<Node>, at: (usize, i32, i32, Direction)) {
        let (word, r, c, d) = at;
        let w = &self.words[word];
        s.crossings += s.board.put(w, r, c, d);
        s.bbox = s.bbox.with_word(r, c, d, w.len());
        arena.push(Node {
            word: word as u32,
            row: r as i16,
            col: c as i16,
            direction: d,
            prev: s.tail,
        });
        s.tail = (arena.len() - 1) as u32;
        s.placed += 1;
        if let Some(i) = s.queue.iter().position(|&x| x as usize == word) {
            s.queue.remove(i);
        }
        s.hash ^= placement_hash(word, r + s.origin.0, c + s.origin.1, d);
    }

    /// One beam search from a fixed word order; `None` if the first word fits nowhere.
    fn run(&self, queue: &[usize], deadline: Option<Instant>) -> Option<(State, Vec<Node>)> {
        let (max_w, max_h) = self.max;
        let (&first, rest) = queue.split_first()?;
        let len = self.words[first].len();
        let mut arena = Vec::with_capacity(queue.len() * self.beam.min(8));
        let mut states = Vec::new();
        let start = State {
            board: Board::default(),
            bbox: BBox::of_word(0, 0, Direction::Across, 1),
            crossings: 0,
            tail: NONE,
            placed: 0,
            queue: rest.iter().map(|&i| i as u32).collect(),
            stuck: Vec::new(),
            requeued_at: 0,
            done: false,
            hash: 0,
            origin: (0, 0),
        };
        // Across first; down too when the bound is not square (or across does not fit).
        for d in [Direction::Across, Direction::Down] {
            let fits = match d {
                Direction::Across => len <= max_w,
                Direction::Down => len <= max_h && (max_w != max_h || len > max_w),
            };
            if fits {
                let mut s = start.clone();
                s.bbox = BBox::of_word(0, 0, d, len);
                let half = (len / 2) as i32;
                s.origin = match d {
                    Direction::Across => (32, 32 - half),
                    Direction::Down => (32 - half, 32),
                };
                self.place(&mut s, &mut arena, (first, 0, 0, d));
                states.push(s);
            }
        }
        let mut beam = self.beam;
        let mut children: Vec<Child> = Vec::new();
        while states.iter().any(|s| !s.done) {
            if deadline.is_some_and(|t| Instant::now() > t) {
                beam = 1;
            }
            children.clear();
            for (pi, s) in states.iter_mut().enumerate() {
                if s.done {
                    children.push(Child {
                        parent: pi,
                        at: None,
                        score: s.final_cost(),
                        hash: s.hash,
                    });
                } else {
                    self.expand(s, pi, &mut children);
                }
            }
            // Only the best few need ordering; duplicates are rare, so twice the beam is
            // nearly always enough, and ordering the rest is the fallback.
            let top = (beam * 2).min(children.len());
            if top < children.len() {
                children.select_nth_unstable_by(top, |a, b| a.score.total_cmp(&b.score));
            }
            children[..top].sort_by(|a, b| a.score.total_cmp(&b.score));
            let mut seen = HashSet::with_capacity(beam * 2);
            let mut chosen: Vec<Child> = Vec::with_capacity(beam);
            for i in 0..children.len() {
                if chosen.len() == beam {
                    break;
                }
                if i == top {
                    children[top..].sort_by(|a, b| a.score.total_cmp(&b.score));
                }
                if seen.insert(children[i].hash) {
                    chosen.push(children[i]);
                }
            }
            // A parent used by one child only is moved into it rather than copied.
            let mut uses = vec![0usize; states.len()];
            for ch in &chosen {
                uses[ch.parent] += 1;
            }
            let mut parents: Vec<Option<State>> = states.into_iter().map(Some).collect();
            let mut next = Vec::with_capacity(chosen.len());
            for ch in chosen {
                uses[ch.parent] -= 1;
                let s = if uses[ch.parent] == 0 {
                    parents[ch.parent].take()
                } else {
                    parents[ch.parent].clone()
                };
                let Some(mut s) = s else { continue };
                if let Some(at) = ch.at {
                    self.place(&mut s, &mut arena, at);
                }
                next.push(s);
            }
            states = next;
        }
        let best = states
            .into_iter()
            .min_by(|a, b| a.final_cost().total_cmp(&b.final_cost()))?;
        Some((best, arena))
    }
}

/// Lays out `words` (tokens: alphabet indices, or symbol squares from 64 up; each 2 to
/// `Grid::MAX_SIDE` long) as compactly as the search finds: the best of several beam
/// searches over different word orders. The box grows as the words need, up to the bounds.
pub fn arrange(words: &[Vec<u8>], opts: &Options) -> Arrangement {
    let started = Instant::now();
    let max_w = opts.max_width.clamp(1, Grid::MAX_SIDE);
    let max_h = opts.max_height.clamp(1, Grid::MAX_SIDE);
    let usable = reachable(words);
    let beam = opts.beam.clamp(1, MAX_BEAM);
    let (beam, restarts, defer) = effort(words.len(), beam, opts.restarts.max(1));
    let deadline = opts.time_limit.map(|t| started + t);
    let mut best: Option<(State, Vec<Node>)> = None;
    // The box starts at what the list should need and grows by half while answers are left
    // over: a bound near the final size keeps the beam on compact layouts.
    let mut side = start_side(words);
    loop {
        let bound = (side.min(max_w), side.min(max_h));
        let search = Search {
            words,
            max: bound,
            beam,
            seed: opts.seed,
            defer,
        };
        for k in 0..restarts as u64 {
            let late = opts.time_limit.is_some_and(|t| started.elapsed() * 2 > t);
            if late && best.is_some() {
                break;
            }
            let shuffle = (k > 0 || opts.shuffle).then(|| mix(opts.seed ^ mix(k)));
            let mut queue = order(words, &usable, shuffle);
            // A first word that fits nowhere (longer than both bounds) can never be placed.
            queue.retain(|&i| words[i].len() <= bound.0.max(bound.1));
            if let Some((s, arena)) = search.run(&queue, deadline) {
                let better = best.as_ref().is_none_or(|(b, _)| {
                    (s.pending(), s.final_cost()) < (b.pending(), b.final_cost())
                });
                if better {
                    best = Some((s, arena));
                }
            }
        }
        let left = best.as_ref().map_or(0, |(b, _)| b.pending());
        if left == 0 || (bound.0 >= max_w && bound.1 >= max_h) {
            break;
        }
        side += side / 2;
    }
    let mut unplaced: Vec<usize> = (0..words.len()).filter(|&i| !usable[i]).collect();
    let Some((best, arena)) = best else {
        return Arrangement {
            width: 0,
            height: 0,
            placements: Vec::new(),
            unplaced: (0..words.len()).collect(),
        };
    };
    unplaced.extend(best.queue.iter().chain(&best.stuck).map(|&i| i as usize));
    unplaced.extend((0..words.len()).filter(|&i| usable[i] && words[i].len() > max_w.max(max_h)));
    unplaced.sort_unstable();
    unplaced.dedup();
    let b = best.bbox;
    let mut placements = Vec::with_capacity(best.placed);
    let mut at = best.tail;
    while let Some(n) = arena.get(at as usize) {
        placements.push(Placement {
            word: n.word as usize,
            row: (i32::from(n.row) - b.r0) as usize,
            col: (i32::from(n.col) - b.c0) as usize,
            direction: n.direction,
        });
        at = n.prev;
    }
    placements.reverse();
    Arrangement {
        width: b.width(),
        height: b.height(),
        placements,
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
