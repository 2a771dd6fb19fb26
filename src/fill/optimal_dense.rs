//! The optimal search of an open rectangle: every square in one across and one down entry,
//! all counted, nothing given (the open squares constructors race on).
//!
//! Squares are filled in reading order, each letter a step down a prefix trie of the rows'
//! list and of its column's, so a partial row prunes its columns by prefix and a state costs
//! a few array reads. A state's ceiling is the least of three, each an upper bound on every
//! fill below it (see [`super::optimal_trie`]):
//! * **plain**: the entries placed, plus each entry's best word still possible;
//! * **rows pay**: every square not yet filled carries price `P_row(c, l)/W`, the best score
//!   of a row word with letter `l` in column `c` shared over the row's `W` squares. A row
//!   pays the prices of its open squares and a column receives them; both hold the same
//!   letter there, so every fill's total is unchanged, and maximising each entry on its own
//!   bounds it. A row word scores no more than any of its letter bounds, so a row's term is
//!   at most 0 and a column is charged what the rows crossing it can still add with its
//!   letters;
//! * **columns pay**: the same with the columns' letter bounds.
//!
//! The prices are fixed, so every ceiling is a sum of per-node values computed once. A
//! letter is tried only when its state's ceiling beats the best total found (any thread's),
//! letters best ceiling first; so the search is exact for the same reason as the general one
//! ([`super::optimal`]): nothing cut can beat a total some fill reaches. Threads share the
//! first rows (ordered by ceiling) and the best total.

use super::optimal::{Best, Optimality, total_score};
use super::optimal_trie::{NONE, Trie, letter_bounds};
use super::problem::Problem;
use super::run::{Bounds, FillOutcome, Progress, Unfillable, build_filled};
use super::solver::SearchStats;
use super::watch::of_assignment;
use std::collections::BTreeSet;
use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Progress is reported at most this often (and whenever a better fill is found).
const REPORT_EVERY: Duration = Duration::from_millis(100);

/// Ceilings per state: plain, rows pay, columns pay.
const KINDS: usize = 3;

/// States between checks of the clock, the cancel and the best total.
const CHECK_EVERY: u64 = 4096;

/// An open rectangle's problem, ready to search.
pub(super) struct Dense<'a> {
    problem: &'a Problem,
    /// Rows (entries across) and columns: their count and word length.
    height: usize,
    width: usize,
    alpha: usize,
    /// The variable of each row and of each column.
    row_var: Vec<usize>,
    col_var: Vec<usize>,
    rows: Trie,
    cols: Trie,
    /// Per kind and row index: its ceilings per row-trie node.
    row_ceil: [Vec<Arc<Vec<i64>>>; KINDS],
    /// Per kind and column index: its ceilings per column-trie node.
    col_ceil: [Vec<Arc<Vec<i64>>>; KINDS],
    /// Per kind and row index `r`: the most the rows after `r` can add.
    after: [Vec<i64>; KINDS],
    /// Scores are scaled by this, so the prices divide exactly.
    scale: i64,
    /// Row and column words already in the grid elsewhere (duplicates of them are refused).
    taken_rows: Vec<bool>,
    taken_cols: Vec<bool>,
    /// Rows and columns take the same words (a square on one table): the transpose of a
    /// fill is a fill of the same total, so only fills whose first row is at most their
    /// first column (letter by letter) are searched. Sound: of a fill and its transpose,
    /// one has that order, as the first row of each is the first column of the other.
    transpose: bool,
}

impl<'a> Dense<'a> {
    /// The rectangle of `problem`, if it is one: every square open and in exactly one
    /// counted row and one counted column, each direction on one word table.
    pub(super) fn of(problem: &'a Problem) -> Option<Dense<'a>> {
        let (row_var, col_var) = rectangle(problem)?;
        let (height, width) = (row_var.len(), col_var.len());
        let alpha = problem.alpha;
        let rt = &problem.vars[row_var[0]].table;
        let ct = &problem.vars[col_var[0]].table;
        let rows = Trie::of(rt, alpha);
        let cols = Trie::of(ct, alpha);
        let scale = (width * height) as i64;
        let zero = |len| vec![vec![0i64; alpha]; len];
        // Rows pay P_row(c, l)·scale/W = P_row·H per square; columns pay P_col·W.
        let prow = letter_bounds(rt, alpha, height as i64);
        let pcol = letter_bounds(ct, alpha, width as i64);
        let row_plain = Arc::new(rows.ceilings(rt, scale, &zero(width), 1));
        let row_pays = Arc::new(rows.ceilings(rt, scale, &prow, -1));
        let row_gets: Vec<_> = (0..height)
            .map(|r| Arc::new(rows.ceilings(rt, scale, &column_of(&pcol, r, width), 1)))
            .collect();
        let col_plain = Arc::new(cols.ceilings(ct, scale, &zero(height), 1));
        let col_pays = Arc::new(cols.ceilings(ct, scale, &pcol, -1));
        let col_gets: Vec<_> = (0..width)
            .map(|c| Arc::new(cols.ceilings(ct, scale, &column_of(&prow, c, height), 1)))
            .collect();
        let row_ceil = [vec![row_plain; height], vec![row_pays; height], row_gets];
        let col_ceil = [vec![col_plain; width], col_gets, vec![col_pays; width]];
        let after = std::array::from_fn(|k| {
            (0..height)
                .map(|r| (r + 1..height).map(|j| row_ceil[k][j][0]).sum())
                .collect()
        });
        let taken = |t: &crate::words::tables::WordTable| {
            let mut v = vec![false; t.count()];
            for w in &problem.fixed_words {
                if let Some(id) = t.find(w) {
                    v[id as usize] = true;
                }
            }
            v
        };
        Some(Dense {
            transpose: Arc::ptr_eq(rt, ct),
            problem,
            height,
            width,
            alpha,
            taken_rows: taken(rt),
            taken_cols: taken(ct),
            row_var,
            col_var,
            rows,
            cols,
            row_ceil,
            col_ceil,
            after,
            scale,
        })
    }

    /// Fills the rectangle with the highest total on `threads` threads, proving it best
    /// unless `cancel` or the deadline stops the search first.
    pub(super) fn solve(
        &self,
        threads: usize,
        cancel: &AtomicBool,
        deadline: Option<Instant>,
        on_progress: &mut dyn FnMut(Progress),
    ) -> FillOutcome {
        let started = Instant::now();
        let (firsts, ceiling) = self.first_rows();
        let shared = Shared {
            best: Best::new(),
            next: AtomicUsize::new(0),
            running: Mutex::new(BTreeSet::new()),
            stopped: AtomicBool::new(false),
            nodes: AtomicU64::new(0),
            dead_ends: AtomicU64::new(0),
            firsts,
            cancel,
            deadline,
            started,
        };
        std::thread::scope(|scope| {
            for _ in 1..threads.max(1) {
                scope.spawn(|| Walker::new(self, &shared).run(&mut |_| {}));
            }
            Walker::new(self, &shared).run(on_progress);
        });
        // Stopped, the first rows not searched to their end bound what is left.
        let bound = self
            .bound(&shared)
            .min(ceiling.max(shared.best.total().unwrap_or(0)));
        self.outcome(shared, bound)
    }

    /// The most any fill can still score: the best total, or the ceiling of the best first
    /// row not yet searched to its end (first rows come best ceiling first).
    fn bound(&self, shared: &Shared<'_>) -> u64 {
        let best = shared.best.total().unwrap_or(0);
        let running = shared.running.lock().map(|r| r.first().copied());
        let next = shared.next.load(Ordering::Relaxed);
        let lowest = running.ok().flatten().map_or(next, |r| r.min(next));
        match shared.firsts.get(lowest) {
            Some(&(ceil, _)) => ((ceil.max(0) / self.scale) as u64).max(best),
            None => best,
        }
    }

    /// Every first row whose letters start some column, best ceiling first, and the
    /// ceiling of the whole rectangle (in total score).
    pub(super) fn first_rows(&self) -> (Vec<(i64, u32)>, u64) {
        let table = &self.problem.vars[self.row_var[0]].table;
        let mut firsts = Vec::new();
        'words: for id in 0..table.count() as u32 {
            if self.taken_rows[id as usize] && !self.problem.allow_duplicates {
                continue;
            }
            let mut nodes = [0u32; super::problem::MAX_WORD_LEN];
            for (c, &l) in table.word(id).iter().enumerate() {
                nodes[c] = self.cols.child(0, usize::from(l));
                if nodes[c] == NONE {
                    continue 'words;
                }
            }
            let ceil = (0..KINDS)
                .map(|k| {
                    let cols: i64 = (0..self.width)
                        .map(|c| self.col_ceil[k][c][nodes[c] as usize])
                        .sum();
                    self.scale * i64::from(table.score(id)) + self.after[k][0] + cols
                })
                .min()
                .unwrap_or(i64::MIN);
            firsts.push((ceil, id));
        }
        firsts.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let top = firsts.first().map_or(0, |f| f.0.max(0) / self.scale);
        (firsts, top as u64)
    }

    /// The search's result, as the general optimal search gives it.
    fn outcome(&self, shared: Shared<'_>, ceiling: u64) -> FillOutcome {
        let proven = !shared.stopped.load(Ordering::Acquire);
        let stats = SearchStats {
            nodes: shared.nodes.load(Ordering::Acquire),
            backtracks: shared.dead_ends.load(Ordering::Acquire),
            ..SearchStats::default()
        };
        let cancelled = shared.cancel.load(Ordering::Relaxed);
        match shared.best.into_fill() {
            _ if cancelled && !proven => FillOutcome::Cancelled(stats),
            Some((_, a, first_fill)) => {
                let total = total_score(self.problem, &a);
                let mut filled = build_filled(self.problem, &a, stats, first_fill);
                let bound = if proven { total } else { ceiling.max(total) };
                filled.optimality = Some(Optimality {
                    total,
                    bound,
                    proven,
                });
                FillOutcome::Filled(Box::new(filled))
            }
            None if proven => FillOutcome::Unfillable {
                slot: None,
                reason: Unfillable::NoFill,
                hardest: Vec::new(),
            },
            None => FillOutcome::TimedOut {
                stats,
                hardest: Vec::new(),
            },
        }
    }

    /// The assignment of a complete fill: row and column word ids by variable.
    fn assignment(&self, rows: &[u32], cols: &[u32]) -> Vec<Option<u32>> {
        let mut a = vec![None; self.problem.vars.len()];
        for (r, &id) in rows.iter().enumerate() {
            a[self.row_var[r]] = Some(id);
        }
        for (c, &id) in cols.iter().enumerate() {
            a[self.col_var[c]] = Some(id);
        }
        a
    }
}

/// The prices a crossing entry receives, by its own word positions: column `i`'s letter at
/// row `j` receives what row `j` pays in column `i`, the same at every row (and a row's
/// letters likewise from the columns).
fn column_of(price: &[Vec<i64>], i: usize, len: usize) -> Vec<Vec<i64>> {
    vec![price[i].clone(); len]
}

/// The row and column variables of a problem that is an open rectangle, in order.
fn rectangle(problem: &Problem) -> Option<(Vec<usize>, Vec<usize>)> {
    if !problem.rules.themes.is_empty() || problem.rules.shared.is_some() {
        return None;
    }
    if !problem.skipped.is_empty() || problem.vars.is_empty() {
        return None;
    }
    let cells = &problem.cells;
    if cells.iter().any(|c| c.fixed.is_some() || !c.writable) {
        return None;
    }
    let mut rows: Vec<usize> = cells.iter().map(|c| c.pos.row).collect();
    let mut cols: Vec<usize> = cells.iter().map(|c| c.pos.col).collect();
    rows.sort_unstable();
    rows.dedup();
    cols.sort_unstable();
    cols.dedup();
    let (h, w) = (rows.len(), cols.len());
    if h < 2 || w < 2 || cells.len() != h * w {
        return None;
    }
    let mut row_var = vec![usize::MAX; h];
    let mut col_var = vec![usize::MAX; w];
    for (v, var) in problem.vars.iter().enumerate() {
        if !var.inside || var.watched {
            return None;
        }
        let pos: Vec<_> = var.cells.iter().map(|&c| cells[c].pos).collect();
        let across = pos
            .iter()
            .zip(&cols)
            .all(|(p, &c)| p.row == pos[0].row && p.col == c);
        let down = pos
            .iter()
            .zip(&rows)
            .all(|(p, &r)| p.col == pos[0].col && p.row == r);
        let (slot, i) = match (across && pos.len() == w, down && pos.len() == h) {
            (true, _) => (&mut row_var, rows.binary_search(&pos[0].row).ok()?),
            (_, true) => (&mut col_var, cols.binary_search(&pos[0].col).ok()?),
            _ => return None,
        };
        if slot[i] != usize::MAX {
            return None;
        }
        slot[i] = v;
    }
    let one_table = |vs: &[usize]| {
        vs.iter().all(|&v| {
            v != usize::MAX && Arc::ptr_eq(&problem.vars[v].table, &problem.vars[vs[0]].table)
        })
    };
    (one_table(&row_var) && one_table(&col_var) && problem.vars.len() == h + w)
        .then_some((row_var, col_var))
}

/// What the threads of one search share.
struct Shared<'a> {
    best: Best,
    /// The next first row to take.
    next: AtomicUsize,
    /// The first rows being searched now.
    running: Mutex<BTreeSet<usize>>,
    /// Raised when the cancel or the deadline stopped a thread: nothing is proven.
    stopped: AtomicBool,
    nodes: AtomicU64,
    /// Dead ends: states with no letter left to try.
    dead_ends: AtomicU64,
    firsts: Vec<(i64, u32)>,
    cancel: &'a AtomicBool,
    deadline: Option<Instant>,
    started: Instant,
}

/// One thread's walk over the rectangle.
struct Walker<'a, 'p> {
    d: &'a Dense<'p>,
    shared: &'a Shared<'a>,
    /// The column nodes, and per kind the sum of their ceilings.
    col_node: Vec<u32>,
    col_sum: [i64; KINDS],
    /// The words of the rows placed.
    row_id: Vec<u32>,
    /// Candidates per square (reused).
    cands: Vec<Vec<(i64, u32, u32, usize)>>,
    /// The first row's letters.
    first: Vec<u8>,
    /// Whether the first column's letters placed so far equal the first row's.
    tied: bool,
    nodes: u64,
    dead_ends: u64,
    stop: bool,
}

impl<'a, 'p> Walker<'a, 'p> {
    fn new(d: &'a Dense<'p>, shared: &'a Shared<'a>) -> Self {
        Walker {
            d,
            shared,
            col_node: vec![0; d.width],
            col_sum: [0; KINDS],
            row_id: vec![NONE; d.height],
            cands: vec![Vec::with_capacity(d.alpha); d.width * d.height],
            nodes: 0,
            dead_ends: 0,
            first: Vec::new(),
            tied: true,
            stop: false,
        }
    }

    /// Takes first rows until none is left or none can beat the best total.
    fn run(mut self, on_progress: &mut dyn FnMut(Progress)) {
        let d = self.d;
        let table = &d.problem.vars[d.row_var[0]].table;
        let mut reported = None;
        let mut last_report: Option<Instant> = None;
        while !self.stop {
            // Taken and marked running at once, so the bound never skips a row.
            let i = match self.shared.running.lock() {
                Ok(mut running) => {
                    let i = self.shared.next.fetch_add(1, Ordering::Relaxed);
                    running.insert(i);
                    i
                }
                Err(_) => break,
            };
            let Some(&(ceil, id)) = self.shared.firsts.get(i) else {
                self.finished(i);
                break;
            };
            if ceil <= self.floor() {
                self.finished(i);
                // First rows come best ceiling first: none after this one can do better.
                break;
            }
            let w = table.word(id);
            self.first = w.to_vec();
            self.tied = true;
            for (node, &l) in self.col_node.iter_mut().zip(w) {
                *node = d.cols.child(0, usize::from(l));
            }
            self.col_sum = std::array::from_fn(|k| {
                (0..d.width)
                    .map(|c| d.col_ceil[k][c][self.col_node[c] as usize])
                    .sum()
            });
            self.row_id[0] = id;
            self.square(1, 0, 0, d.scale * i64::from(table.score(id)));
            if !self.stop {
                self.finished(i);
            }
            self.report(&mut reported, &mut last_report, on_progress);
        }
        self.shared.nodes.fetch_add(self.nodes, Ordering::Relaxed);
        let dead_ends = self.dead_ends;
        self.shared
            .dead_ends
            .fetch_add(dead_ends, Ordering::Relaxed);
    }

    /// First row `i` is searched to its end (or needs no search).
    fn finished(&self, i: usize) {
        if let Ok(mut running) = self.shared.running.lock() {
            running.remove(&i);
        }
    }

    /// Tells `on_progress` of a better fill than the last one told at once, and where the
    /// search stands every [`REPORT_EVERY`] (so a long proof never looks hung).
    fn report(
        &self,
        told: &mut Option<u64>,
        last: &mut Option<Instant>,
        on_progress: &mut dyn FnMut(Progress),
    ) {
        let best = self.shared.best.total();
        let due = last.is_none_or(|t| t.elapsed() >= REPORT_EVERY);
        if best == *told && !due {
            return;
        }
        *told = best;
        *last = Some(Instant::now());
        let fill = self.shared.best.fill();
        let problem = self.d.problem;
        let slots = problem.vars.len();
        let a = fill.as_ref().map(|f| &f.1);
        let optimal = Some(Bounds {
            best_total: a.map(|a| total_score(problem, a)),
            bound: self.d.bound(self.shared),
        });
        on_progress(Progress {
            filled: if a.is_some() { slots } else { 0 },
            total: slots,
            stats: SearchStats {
                nodes: self.nodes,
                backtracks: self.dead_ends,
                ..SearchStats::default()
            },
            best_score: a.map(|a| total_score(problem, a) as f64 / slots as f64),
            elapsed: self.shared.started.elapsed(),
            watch: a.map(|a| of_assignment(problem, a)),
            optimal,
        });
    }

    /// The scaled total a state's ceiling must beat (`i64::MIN` before any fill).
    #[inline]
    fn floor(&self) -> i64 {
        self.shared
            .best
            .total()
            .map_or(i64::MIN, |t| t as i64 * self.d.scale)
    }

    /// Tries each letter of square (`r`, `c`); `node` is the row's trie node, `done` the
    /// scaled scores of the rows before `r`.
    fn square(&mut self, r: usize, c: usize, node: u32, done: i64) {
        let d = self.d;
        if c == d.width {
            return self.row_done(r, node, done);
        }
        let floor = self.floor();
        let col = self.col_node[c];
        // The first column's letters, while they match the first row's, may not fall below
        // them (see `Dense::transpose`).
        let least = match (d.transpose && c == 0 && self.tied, self.first.get(r)) {
            (true, Some(&l)) => usize::from(l),
            _ => 0,
        };
        let mut cands = std::mem::take(&mut self.cands[r * d.width + c]);
        cands.clear();
        for l in least..d.alpha {
            let rn = d.rows.child(node, l);
            if rn == NONE {
                continue;
            }
            let cn = d.cols.child(col, l);
            if cn == NONE {
                continue;
            }
            let ceil = self.ceiling(r, c, rn, cn, done);
            if ceil > floor {
                cands.push((ceil, rn, cn, l));
            }
        }
        if cands.is_empty() {
            self.dead_ends += 1;
        }
        cands.sort_unstable_by_key(|c| std::cmp::Reverse(c.0));
        let tied = self.tied;
        for &(ceil, rn, cn, l) in &cands {
            if self.stop || ceil <= self.floor() {
                break;
            }
            self.tick();
            let old: [i64; KINDS] = std::array::from_fn(|k| d.col_ceil[k][c][col as usize]);
            for (k, o) in old.iter().enumerate() {
                self.col_sum[k] += d.col_ceil[k][c][cn as usize] - o;
            }
            self.col_node[c] = cn;
            self.tied = tied && (c != 0 || l == least);
            self.square(r, c + 1, rn, done);
            self.col_node[c] = col;
            self.tied = tied;
            for (k, o) in old.iter().enumerate() {
                self.col_sum[k] -= d.col_ceil[k][c][cn as usize] - o;
            }
        }
        self.cands[r * d.width + c] = cands;
    }

    /// The least ceiling of the state with row node `rn` and column `c` at `cn`.
    #[inline]
    fn ceiling(&self, r: usize, c: usize, rn: u32, cn: u32, done: i64) -> i64 {
        let d = self.d;
        let col = self.col_node[c] as usize;
        (0..KINDS)
            .map(|k| {
                let cc = &d.col_ceil[k][c];
                done + d.row_ceil[k][r][rn as usize]
                    + d.after[k][r]
                    + self.col_sum[k]
                    + cc[cn as usize]
                    - cc[col]
            })
            .min()
            .unwrap_or(i64::MIN)
    }

    /// A row `r` complete at trie node `leaf`: the next row, or a whole fill.
    fn row_done(&mut self, r: usize, leaf: u32, done: i64) {
        let d = self.d;
        let id = d.rows.leaf(leaf);
        let dup = !d.problem.allow_duplicates
            && (d.taken_rows[id as usize] || self.row_id[..r].contains(&id));
        if dup {
            return;
        }
        self.row_id[r] = id;
        let table = &d.problem.vars[d.row_var[r]].table;
        let done = done + d.scale * i64::from(table.score(id));
        if r + 1 < d.height {
            return self.square(r + 1, 0, 0, done);
        }
        let cols: Vec<u32> = self.col_node.iter().map(|&n| d.cols.leaf(n)).collect();
        let a = d.assignment(&self.row_id, &cols);
        if !d.problem.allow_duplicates && !self.distinct(&a, &cols) {
            return;
        }
        let total = total_score(d.problem, &a);
        self.shared
            .best
            .offer(total, &a, self.shared.started.elapsed());
    }

    /// Whether a complete fill's columns repeat no word of the grid.
    fn distinct(&self, a: &[Option<u32>], cols: &[u32]) -> bool {
        let d = self.d;
        let word = |v: usize| a[v].map(|id| d.problem.vars[v].table.word(id));
        cols.iter().enumerate().all(|(c, &id)| {
            !d.taken_cols[id as usize]
                && !cols[..c].contains(&id)
                && d.row_var.iter().all(|&rv| word(rv) != word(d.col_var[c]))
        })
    }

    /// Counts a state; now and then checks the cancel and the clock.
    #[inline]
    fn tick(&mut self) {
        self.nodes += 1;
        if !self.nodes.is_multiple_of(CHECK_EVERY) {
            return;
        }
        let sh = self.shared;
        let late = sh.deadline.is_some_and(|t| Instant::now() >= t);
        if late || sh.cancel.load(Ordering::Relaxed) || sh.stopped.load(Ordering::Relaxed) {
            sh.stopped.store(true, Ordering::Release);
            self.stop = true;
        }
    }
}
