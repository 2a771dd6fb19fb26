//! The search: bitset domains, arc consistency over shared squares, dom/wdeg ordering,
//! look-ahead value ordering, two-way branching, and restarts on a Luby schedule that record
//! the nogoods of each abandoned branch so no run searches a refuted subtree again.
//!
//! State is undone through a trail: a domain is copied the first time it changes after a
//! checkpoint (one "epoch"), a square's letter mask whenever it changes.

mod best;
mod bound;
mod dual;
mod mirror;
mod rules;
mod share;
mod tuning;

use super::nogoods::{Lit, Nogoods};
use super::problem::{MAX_WORD_LEN, Problem};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

pub use bound::BoundPair;
pub use dual::Dual;
pub use share::Shared;
pub use tuning::{FIRST_FILL_SPREAD, FIRST_FILL_WEIGHT, ScoreWeight, Tuning};

const NONE: u32 = u32::MAX;

/// How often (in search nodes) the clock and the cancel flag are read.
const CHECK_EVERY: u64 = 64;

/// Counters reported with progress and results.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Candidate words tried.
    pub nodes: u64,
    /// Dead ends met.
    pub backtracks: u64,
    /// Restarts made.
    pub restarts: u64,
}

impl std::ops::AddAssign for SearchStats {
    /// Counts another search's work in: the totals of a fill run in several searches.
    fn add_assign(&mut self, more: SearchStats) {
        self.nodes += more.nodes;
        self.backtracks += more.backtracks;
        self.restarts += more.restarts;
    }
}

/// Why a search stopped without a solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// The whole space was searched: there is no fill.
    Exhausted,
    /// The node or failure budget ran out (used by the improvement phase).
    Limit,
    /// The deadline passed.
    Timeout,
    /// The cancel flag was raised.
    Cancelled,
}

/// What the search is told from outside: when to stop and whom to tell about progress.
pub struct Control<'a> {
    /// Raised to stop the search.
    pub cancel: &'a AtomicBool,
    /// Raised when another search of a portfolio has finished.
    pub race: &'a AtomicBool,
    /// Stop when this passes.
    pub deadline: Option<Instant>,
    /// Called now and then with the search, to read its deepest fill so far
    /// ([`Search::best_depth`], [`Search::best_partial`]) and its counters.
    pub progress: &'a mut dyn FnMut(&Search<'_>),
    /// A parallel branch and bound's shared best total plus one (0: none yet): read at
    /// every check, it raises `must_beat`, so one thread's fill prunes every thread's tree.
    pub bound: Option<&'a AtomicU64>,
    /// A run that spans a portfolio's meetings: when the run meets its dead-end limit it
    /// calls this with the nogoods of the branches it refuted since the last call, and goes
    /// on with the limit returned, or stops for the reason returned. `None`: the run ends at
    /// its limit (a restart).
    pub meet: Option<&'a mut Meeting<'a>>,
}

/// What a spanning run calls at each of its limits (see [`Control::meet`]).
pub type Meeting<'a> = dyn FnMut(&mut Search<'_>, Vec<Vec<Lit>>) -> Result<u64, Stop> + 'a;

/// The race flag of a search that runs alone: never raised (a constant, not shared state).
static NO_RACE: AtomicBool = AtomicBool::new(false);

impl<'a> Control<'a> {
    /// The control of a search that runs alone: no portfolio to race, no shared bound, no
    /// meetings.
    pub fn alone(
        cancel: &'a AtomicBool,
        deadline: Option<Instant>,
        progress: &'a mut dyn FnMut(&Search<'_>),
    ) -> Control<'a> {
        Control {
            cancel,
            race: &NO_RACE,
            deadline,
            progress,
            bound: None,
            meet: None,
        }
    }

    fn should_stop(&self) -> Option<Stop> {
        if self.cancel.load(Ordering::Relaxed) || self.race.load(Ordering::Relaxed) {
            return Some(Stop::Cancelled);
        }
        if self.deadline.is_some_and(|d| Instant::now() >= d) {
            return Some(Stop::Timeout);
        }
        None
    }
}

enum Trail {
    /// A domain's blocks saved at `data[at..at + len]`, with its count.
    Dom { var: u32, at: u32, count: u32 },
    /// A square's mask before a change.
    Mask { cell: u32, old: u64 },
    /// A variable was assigned.
    Assign { var: u32 },
}

/// A frame of the depth-first search: a variable and its ordered candidates.
struct Frame {
    var: usize,
    /// When set, the frame branches on this square's letter instead of a whole word.
    cell: Option<usize>,
    cands: Vec<u32>,
    next: usize,
    /// Trail length before any candidate of this frame.
    mark: usize,
    /// Trail length before the current candidate was assigned.
    cand_mark: usize,
    /// Candidates tried and refuted in this frame (the branch's negative decisions).
    refuted: Vec<u32>,
    /// How many of `refuted` a spanning run has already handed its peers.
    told: usize,
}

/// The solver's state over one problem.
pub struct Search<'p> {
    p: &'p Problem,
    dom_off: Vec<usize>,
    dom: Vec<u64>,
    count: Vec<u32>,
    mask: Vec<u64>,
    assigned: Vec<u32>,
    weight: Vec<f64>,
    saved_epoch: Vec<u64>,
    epoch: u64,
    trail: Vec<Trail>,
    data: Vec<u64>,
    queue: Vec<u32>,
    queued: Vec<bool>,
    /// Residues: per variable, position and letter, the domain block where a supporting word
    /// was last found. Usually still good, so most support checks read one block. Hints
    /// only; never restored on backtrack.
    residue: Vec<u32>,
    res_off: Vec<usize>,
    n_assigned: usize,
    rng: fastrand::Rng,
    /// Counters.
    pub stats: SearchStats,
    best_depth: usize,
    /// The assignment when `best_depth` was last raised, for a fill one can watch.
    best: Vec<u32>,
    /// Raised each time `best` changes.
    best_version: u64,
    /// The tunables (value order, noise, branching, learning), set as one value.
    tuning: Tuning,
    /// Branch and bound: when set, only fills whose total score exceeds this are wanted, and
    /// any state whose best reachable total cannot exceed it is a dead end.
    pub must_beat: Option<u64>,
    /// Pairs of counted slots whose ceiling is taken together (see [`BoundPair`]); empty
    /// outside the optimal search.
    pub bound_pairs: Vec<BoundPair>,
    /// The optimal search with soft theme entries: each one placed is worth this much more
    /// than any total score (0: theme entries count only through their scores).
    pub theme_scale: u64,
    /// The links of the dual ceiling ([`Dual`]); empty outside the optimal search.
    dual: Dual,
    root_mark: usize,
    /// Nogoods learnt from abandoned runs.
    nogoods: Nogoods,
    /// Nogoods before this index were exported to or imported from peers.
    shared_upto: usize,
    /// The weights at the last sync point with peers.
    weight_mark: Vec<f64>,
    /// A grid that is its own mirror image: the pair of mirrored slots kept in order
    /// (see [`mirror`]).
    mirror: Option<(usize, usize)>,
}

impl<'p> Search<'p> {
    /// Sets up domains and squares and runs the first propagation.
    ///
    /// Returns `Err(var)` when the problem fails before any choice (with the variable that
    /// ran dry).
    pub fn new(p: &'p Problem, seed: u64, tuning: Tuning) -> Result<Search<'p>, Option<usize>> {
        let mut dom_off = Vec::with_capacity(p.vars.len());
        let mut dom = Vec::new();
        let mut count = Vec::new();
        let mut res_off = Vec::with_capacity(p.vars.len());
        let mut res_len = 0;
        for v in &p.vars {
            res_off.push(res_len);
            res_len += v.table.len() * p.alpha;
            dom_off.push(dom.len());
            let mut d = v.table.full();
            let n = v.table.count() as u32;
            let n = match v.top {
                Some(top) if top < n => {
                    keep_first(&mut d, top);
                    top
                }
                _ => n,
            };
            dom.extend(d);
            count.push(n);
        }
        let all = if p.alpha >= 64 {
            u64::MAX
        } else {
            (1u64 << p.alpha) - 1
        };
        let nv = p.vars.len();
        let mut s = Search {
            p,
            dom_off,
            dom,
            count,
            mask: vec![all; p.cells.len()],
            assigned: vec![NONE; nv],
            weight: vec![1.0; nv],
            saved_epoch: vec![u64::MAX; nv],
            epoch: 0,
            trail: Vec::new(),
            data: Vec::new(),
            queue: Vec::new(),
            queued: vec![false; nv],
            residue: vec![0; res_len],
            res_off,
            n_assigned: 0,
            rng: fastrand::Rng::with_seed(seed),
            stats: SearchStats::default(),
            best_depth: 0,
            best: Vec::new(),
            best_version: 0,
            tuning,
            must_beat: None,
            bound_pairs: Vec::new(),
            theme_scale: 0,
            dual: Dual::default(),
            root_mark: 0,
            nogoods: Nogoods::new(p.cells.len(), p.alpha),
            shared_upto: 0,
            weight_mark: vec![1.0; nv],
            mirror: mirror::mirror_pair(p),
        };
        s.init()?;
        s.root_mark = s.trail.len();
        s.epoch += 1;
        Ok(s)
    }

    fn init(&mut self) -> Result<(), Option<usize>> {
        let p = self.p;
        // Fixed letters.
        for (c, cell) in p.cells.iter().enumerate() {
            if let Some(l) = cell.fixed {
                self.restrict_cell(c, 1u64 << l, None).map_err(Some)?;
            }
        }
        // Words already complete elsewhere in the grid may not be used again.
        if !p.allow_duplicates {
            for w in &p.fixed_words {
                for v in 0..p.vars.len() {
                    if let Some(id) = p.vars[v].table.find(w) {
                        self.remove_word(v, id).map_err(Some)?;
                    }
                }
            }
        }
        for w in &p.fixed_words {
            self.strike_sharing(w, None).map_err(Some)?;
        }
        for v in 0..p.vars.len() {
            self.enqueue(v);
        }
        self.propagate().map_err(Some)
    }

    /// The number of variables.
    pub fn var_count(&self) -> usize {
        self.p.vars.len()
    }

    /// The word assigned to each variable (`None` where unassigned).
    pub fn assignment(&self) -> Vec<Option<u32>> {
        self.assigned
            .iter()
            .map(|&a| (a != NONE).then_some(a))
            .collect()
    }

    /// The letter of each problem square, from the assigned words.
    pub fn letters(&self) -> Vec<Option<u8>> {
        let mut out: Vec<Option<u8>> = self.p.cells.iter().map(|c| c.fixed).collect();
        for (v, &id) in self.assigned.iter().enumerate() {
            if id != NONE {
                let var = &self.p.vars[v];
                for (k, &c) in var.cells.iter().enumerate() {
                    out[c] = Some(var.table.word(id)[k]);
                }
            }
        }
        out
    }

    fn doms(&self, v: usize) -> &[u64] {
        let o = self.dom_off[v];
        &self.dom[o..o + self.p.vars[v].table.blocks()]
    }

    /// The best total score still reachable by the entries inside the region: each entry's
    /// own word, or the best word left in its domain (ids run from best score to worst, so
    /// that is the first one). Border slots only constrain, so their words do not count.
    pub fn score_ceiling(&self) -> u64 {
        (0..self.p.vars.len())
            .filter(|&v| self.p.vars[v].inside)
            .map(|v| {
                let table = &self.p.vars[v].table;
                let id = match self.assigned[v] {
                    NONE => {
                        let dom = self.doms(v);
                        match dom.iter().position(|&b| b != 0) {
                            Some(b) => (b * 64) as u32 + dom[b].trailing_zeros(),
                            None => return 0,
                        }
                    }
                    id => id,
                };
                u64::from(table.score(id))
            })
            .sum()
    }

    /// Whether the state can still beat `must_beat`.
    fn within_bound(&mut self) -> bool {
        let Some(b) = self.must_beat else {
            return true;
        };
        if self.dual.is_empty() {
            return self.paired_ceiling() > b;
        }
        self.dual_prune(b)
    }

    fn save_dom(&mut self, v: usize) {
        if self.saved_epoch[v] == self.epoch {
            return;
        }
        self.saved_epoch[v] = self.epoch;
        let o = self.dom_off[v];
        let n = self.p.vars[v].table.blocks();
        let at = self.data.len() as u32;
        self.data.extend_from_slice(&self.dom[o..o + n]);
        self.trail.push(Trail::Dom {
            var: v as u32,
            at,
            count: self.count[v],
        });
    }

    fn checkpoint(&mut self) -> usize {
        self.epoch += 1;
        self.trail.len()
    }

    fn undo(&mut self, mark: usize) {
        while self.trail.len() > mark {
            match self.trail.pop() {
                Some(Trail::Dom { var, at, count }) => {
                    let v = var as usize;
                    let o = self.dom_off[v];
                    let n = self.p.vars[v].table.blocks();
                    let at = at as usize;
                    self.dom[o..o + n].copy_from_slice(&self.data[at..at + n]);
                    self.data.truncate(at);
                    self.count[v] = count;
                    self.saved_epoch[v] = u64::MAX;
                }
                Some(Trail::Mask { cell, old }) => self.mask[cell as usize] = old,
                Some(Trail::Assign { var }) => {
                    self.assigned[var as usize] = NONE;
                    self.n_assigned -= 1;
                }
                None => break,
            }
        }
        for q in self.queue.drain(..) {
            self.queued[q as usize] = false;
        }
        // Anything changed after this point must be saved again.
        self.epoch += 1;
    }

    fn enqueue(&mut self, v: usize) {
        if !self.queued[v] && self.assigned[v] == NONE {
            self.queued[v] = true;
            self.queue.push(v as u32);
        }
    }

    fn fail(&mut self, v: usize) -> usize {
        self.weight[v] += 1.0;
        v
    }

    /// Narrows a square to `new` letters; updates the domains of the variables through it
    /// (except `from`, which caused the change and already agrees).
    fn restrict_cell(&mut self, c: usize, new: u64, from: Option<usize>) -> Result<(), usize> {
        let old = self.mask[c];
        let new = old & new;
        if new == old {
            return Ok(());
        }
        self.trail.push(Trail::Mask {
            cell: c as u32,
            old,
        });
        self.mask[c] = new;
        let p = self.p;
        if new == 0 {
            let v = from.unwrap_or(p.cells[c].vars[0].0);
            return Err(self.fail(v));
        }
        for &(v, k) in &p.cells[c].vars {
            if Some(v) == from || self.assigned[v] != NONE {
                continue;
            }
            self.remove_letters(v, k, old & !new)?;
        }
        if !self.nogoods.is_empty() && new.is_power_of_two() {
            let letter = new.trailing_zeros() as u8;
            self.settled(Lit::Letter {
                cell: c as u32,
                letter,
            })?;
        }
        Ok(())
    }

    /// Drops from a domain every word with one of `removed` letters at position `k`.
    fn remove_letters(&mut self, v: usize, k: usize, mut removed: u64) -> Result<(), usize> {
        self.save_dom(v);
        let table = &self.p.vars[v].table;
        let o = self.dom_off[v];
        let n = table.blocks();
        let dom = &mut self.dom[o..o + n];
        while removed != 0 {
            let c = removed.trailing_zeros() as u8;
            removed &= removed - 1;
            for (d, b) in dom.iter_mut().zip(table.letter_bits(k, c)) {
                *d &= !b;
            }
        }
        let count: u32 = dom.iter().map(|d| d.count_ones()).sum();
        self.count[v] = count;
        if count == 0 {
            return Err(self.fail(v));
        }
        self.enqueue(v);
        Ok(())
    }

    /// Removes one word from a domain (all-different, refuted candidates).
    fn remove_word(&mut self, v: usize, id: u32) -> Result<(), usize> {
        let o = self.dom_off[v] + id as usize / 64;
        let bit = 1u64 << (id % 64);
        if self.dom[o] & bit == 0 {
            return Ok(());
        }
        self.save_dom(v);
        self.dom[o] &= !bit;
        self.count[v] -= 1;
        if self.count[v] == 0 {
            return Err(self.fail(v));
        }
        self.enqueue(v);
        Ok(())
    }

    /// Runs arc consistency to a fixpoint: every letter left at a shared square is used by
    /// some remaining word of each variable through it.
    fn propagate(&mut self) -> Result<(), usize> {
        loop {
            while let Some(v) = self.queue.pop() {
                let v = v as usize;
                self.queued[v] = false;
                if self.assigned[v] != NONE {
                    continue;
                }
                self.revise(v)?;
            }
            if !self.keep_mirror_order()? {
                break;
            }
        }
        self.themes_possible()
    }

    /// Shrinks the masks of `v`'s shared squares to the letters its domain still supports.
    // Several per-position arrays are walked in step; an index reads clearer than zips.
    #[allow(clippy::needless_range_loop)]
    fn revise(&mut self, v: usize) -> Result<(), usize> {
        let p = self.p;
        let var = &p.vars[v];
        let table = &var.table;
        let len = table.len();
        let mut support = [0u64; MAX_WORD_LEN];
        let mut want = [0u64; MAX_WORD_LEN];
        let mut open = 0usize;
        for k in 0..len {
            let c = var.cells[k];
            // Squares only this variable uses need no support sets.
            if var.cross[k].is_some() && self.mask[c].count_ones() > 1 {
                want[k] = self.mask[c];
                open += 1;
            }
        }
        if open == 0 {
            return Ok(());
        }
        let count = self.count[v] as usize;
        // Borrowed field by field so the residues can be updated while the domain is read.
        let o = self.dom_off[v];
        let dom = &self.dom[o..o + table.blocks()];
        let letters_to_test: usize = want[..len].iter().map(|m| m.count_ones() as usize).sum();
        if count * len <= letters_to_test * table.blocks() / 4 + 64 {
            // Few words left: read them.
            let mut left = open;
            'words: for (b, &bits) in dom.iter().enumerate() {
                let mut bits = bits;
                while bits != 0 {
                    let id = (b * 64) as u32 + bits.trailing_zeros();
                    bits &= bits - 1;
                    let w = table.word(id);
                    for k in 0..len {
                        if want[k] != 0 && support[k] != want[k] {
                            support[k] |= 1u64 << w[k];
                            if support[k] == want[k] {
                                left -= 1;
                                if left == 0 {
                                    break 'words;
                                }
                            }
                        }
                    }
                }
            }
        } else {
            let alpha = p.alpha;
            let res = &mut self.residue[self.res_off[v]..];
            for k in 0..len {
                let mut m = want[k];
                while m != 0 {
                    let c = m.trailing_zeros() as u8;
                    m &= m - 1;
                    let lb = table.letter_bits(k, c);
                    let r = &mut res[k * alpha + c as usize];
                    let at = *r as usize;
                    if dom[at] & lb[at] != 0 {
                        support[k] |= 1u64 << c;
                    } else if let Some(b) = dom.iter().zip(lb).position(|(d, b)| d & b != 0) {
                        *r = b as u32;
                        support[k] |= 1u64 << c;
                    }
                }
            }
        }
        for k in 0..len {
            if want[k] != 0 && support[k] != want[k] {
                self.restrict_cell(var.cells[k], support[k], Some(v))?;
            }
        }
        Ok(())
    }

    /// Whether a decision holds in the current state.
    fn holds(&self, lit: Lit) -> bool {
        match lit {
            Lit::Word { var, id } => self.assigned[var as usize] == id,
            Lit::Letter { cell, letter } => self.mask[cell as usize] == 1u64 << letter,
        }
    }

    /// Forbids a decision: drops the word from the slot, or the letter from the square.
    fn forbid(&mut self, lit: Lit) -> Result<(), usize> {
        match lit {
            Lit::Word { var, id } => {
                let v = var as usize;
                if self.assigned[v] == id {
                    return Err(self.fail(v));
                }
                if self.assigned[v] != NONE {
                    return Ok(());
                }
                self.remove_word(v, id)
            }
            Lit::Letter { cell, letter } => {
                let c = cell as usize;
                let m = self.mask[c] & !(1u64 << letter);
                self.restrict_cell(c, m, None)
            }
        }
    }

    /// `lit` has just come to hold: every nogood watching it moves its watch to another
    /// decision that does not hold, or, when none is left, forbids its other watched one.
    fn settled(&mut self, lit: Lit) -> Result<(), usize> {
        let mut list = self.nogoods.take_watchers(lit);
        let mut result = Ok(());
        let mut i = 0;
        while i < list.len() {
            let n = list[i];
            let ng = self.nogoods.get(n);
            let (me, other) = if ng.lits[ng.watch[0]] == lit {
                (0, 1)
            } else {
                (1, 0)
            };
            let last = ng.lits[ng.watch[other]];
            let free = (0..ng.lits.len())
                .find(|&j| j != ng.watch[0] && j != ng.watch[1] && !self.holds(ng.lits[j]));
            if let Some(j) = free {
                self.nogoods.rewatch(n, me, j);
                list.swap_remove(i);
                continue;
            }
            i += 1;
            if let Err(v) = self.forbid(last) {
                result = Err(v);
                break;
            }
        }
        self.nogoods.give_back(lit, list);
        result
    }

    /// Records the nogoods of the branch a restart abandons: for each refuted candidate,
    /// the positive decisions above it together with that candidate cannot all hold
    /// (Lecoutre et al., "Recording and minimizing nogoods from restarts", 2007). The next
    /// runs never search those subtrees again, so restarts stay complete.
    fn learn(&mut self, stack: &[Frame]) {
        let mut above: Vec<Lit> = Vec::new();
        for (j, f) in stack.iter().enumerate() {
            let lit = |id: u32| match f.cell {
                Some(c) => Lit::Letter {
                    cell: c as u32,
                    letter: id as u8,
                },
                None => Lit::Word {
                    var: f.var as u32,
                    id,
                },
            };
            for &r in &f.refuted {
                let mut lits = above.clone();
                lits.push(lit(r));
                self.nogoods.add(lits);
            }
            // The top frame's last candidate was refuted; the others' current ones hold.
            if j + 1 < stack.len() {
                above.push(lit(f.cands[f.next - 1]));
            }
        }
    }

    /// Applies the single-decision nogoods learnt by the last run to the current state (the
    /// root, between restarts), so later runs start without those choices. An error means
    /// the problem has no solution.
    pub fn apply_units(&mut self) -> Result<(), Stop> {
        let units = self.nogoods.take_units();
        for lit in units {
            if self.forbid(lit).and_then(|()| self.propagate()).is_err() {
                return Err(Stop::Exhausted);
            }
        }
        Ok(())
    }

    /// Assigns word `id` to `v` and propagates.
    fn assign(&mut self, v: usize, id: u32) -> Result<(), usize> {
        let p = self.p;
        self.save_dom(v);
        let o = self.dom_off[v];
        let n = p.vars[v].table.blocks();
        self.dom[o..o + n].fill(0);
        self.dom[o + id as usize / 64] |= 1u64 << (id % 64);
        self.count[v] = 1;
        self.assigned[v] = id;
        self.n_assigned += 1;
        self.trail.push(Trail::Assign { var: v as u32 });
        if !self.nogoods.is_empty() {
            self.settled(Lit::Word { var: v as u32, id })?;
        }
        let word = p.vars[v].table.word(id);
        for (k, &c) in p.vars[v].cells.iter().enumerate() {
            self.restrict_cell(c, 1u64 << word[k], Some(v))?;
        }
        if !p.allow_duplicates {
            let len = word.len();
            for u in 0..p.vars.len() {
                if u != v && self.assigned[u] == NONE && p.vars[u].table.len() == len {
                    self.remove_word(u, id)?;
                }
            }
        }
        self.rules_after_assign(v, id)?;
        self.propagate()
    }

    /// dom/wdeg: the unassigned variable with the fewest candidates per unit of past trouble.
    fn choose(&mut self) -> Option<usize> {
        let mut best = None;
        let mut best_key = f64::INFINITY;
        let mut ties = 0u32;
        for v in 0..self.p.vars.len() {
            // A watched entry outside the region only constrains: it is never chosen.
            if self.assigned[v] != NONE || self.p.vars[v].watched {
                continue;
            }
            let key = self.count[v] as f64 / self.weight[v];
            if key < best_key {
                best_key = key;
                best = Some(v);
                ties = 1;
            } else if key == best_key {
                ties += 1;
                if self.rng.u32(0..ties) == 0 {
                    best = Some(v);
                }
            }
        }
        best
    }

    /// Orders `v`'s candidates: high score, and letters that leave the crossing slots the most
    /// words (the sum of log counts over the crossings), with optional noise.
    #[allow(clippy::needless_range_loop)]
    fn order(&mut self, v: usize) -> Vec<u32> {
        let p = self.p;
        let var = &p.vars[v];
        let table = &var.table;
        let len = table.len();
        // room[k][c] = ln(number of crossing words with letter c at the shared square).
        let mut room = vec![[0f32; 64]; len];
        for k in 0..len {
            let Some((u, ku)) = var.cross[k] else {
                continue;
            };
            if self.assigned[u] != NONE {
                continue;
            }
            let mut m = self.mask[var.cells[k]];
            if m.count_ones() <= 1 {
                continue;
            }
            let ut = &p.vars[u].table;
            let du = self.doms(u);
            while m != 0 {
                let c = m.trailing_zeros() as u8;
                m &= m - 1;
                let n: u32 = du
                    .iter()
                    .zip(ut.letter_bits(ku, c))
                    .map(|(d, b)| (d & b).count_ones())
                    .sum();
                room[k][c as usize] = (n as f32).max(1.0).ln();
            }
        }
        let per_point = self.tuning.score_weight.per_point(table) as f32;
        let mut cands: Vec<(f32, u32)> = Vec::with_capacity(self.count[v] as usize);
        let dom = self.doms(v);
        for (b, &bits) in dom.iter().enumerate() {
            let mut bits = bits;
            while bits != 0 {
                let id = (b * 64) as u32 + bits.trailing_zeros();
                bits &= bits - 1;
                let w = table.word(id);
                let mut key = f32::from(table.score(id)) * per_point;
                for k in 0..len {
                    key += room[k][w[k] as usize];
                }
                cands.push((key, id));
            }
        }
        if self.tuning.noise > 0.0 {
            for c in &mut cands {
                c.0 += (self.rng.f64() * self.tuning.noise) as f32;
            }
        }
        cands.sort_unstable_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        cands.into_iter().map(|(_, id)| id).collect()
    }

    /// Whether to branch on one square's letter rather than on `v`'s whole word: when `v`
    /// still has very many words, a letter choice (at most 26 ways, each propagated to both
    /// entries) prunes far more per node; dense grids such as word squares need it.
    fn branch_cell(&self, v: usize) -> Option<usize> {
        if self.count[v] <= self.tuning.word_branch_limit {
            return None;
        }
        let var = &self.p.vars[v];
        var.cells
            .iter()
            .enumerate()
            .filter(|&(k, &c)| var.cross[k].is_some() && self.mask[c].count_ones() > 1)
            .min_by_key(|&(_, &c)| self.mask[c].count_ones())
            .map(|(_, &c)| c)
    }

    /// Orders a square's letters by how many words of both entries through it use them.
    fn order_letters(&mut self, c: usize) -> Vec<u32> {
        let p = self.p;
        let mut m = self.mask[c];
        let mut cands: Vec<(f64, u32)> = Vec::new();
        while m != 0 {
            let l = m.trailing_zeros();
            m &= m - 1;
            let mut key = 0.0;
            for &(v, k) in &p.cells[c].vars {
                if self.assigned[v] != NONE {
                    continue;
                }
                let n: u32 = self
                    .doms(v)
                    .iter()
                    .zip(p.vars[v].table.letter_bits(k, l as u8))
                    .map(|(d, b)| (d & b).count_ones())
                    .sum();
                key += f64::from(n.max(1)).ln();
            }
            if self.tuning.noise > 0.0 {
                key += self.rng.f64() * self.tuning.noise;
            }
            cands.push((key, l));
        }
        cands.sort_unstable_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        cands.into_iter().map(|(_, l)| l).collect()
    }

    /// Up to `n` variables the search ran dry on most often (dom/wdeg's weights), worst
    /// first: where a grid that will not fill is tightest.
    pub fn hardest(&self, n: usize) -> Vec<usize> {
        let mut vs: Vec<usize> = (0..self.weight.len())
            .filter(|&v| self.weight[v] > 1.0)
            .collect();
        vs.sort_by(|&a, &b| self.weight[b].total_cmp(&self.weight[a]).then(a.cmp(&b)));
        vs.truncate(n);
        vs
    }

    /// Undoes every choice, back to the state after the first propagation.
    pub fn reset(&mut self) {
        let m = self.root_mark;
        self.undo(m);
    }

    /// Assigns fixed choices (for the improvement phase); false if they conflict.
    pub fn assume(&mut self, choices: &[(usize, u32)]) -> bool {
        for &(v, id) in choices {
            if self.assigned[v] != NONE {
                if self.assigned[v] != id {
                    return false;
                }
                continue;
            }
            let o = self.dom_off[v] + id as usize / 64;
            if self.dom[o] & (1u64 << (id % 64)) == 0 {
                return false;
            }
            self.checkpoint();
            if self.assign(v, id).is_err() {
                return false;
            }
        }
        true
    }

    /// Depth-first search from the current state, giving up after `fail_limit` dead ends.
    ///
    /// On success every variable is assigned; on any stop the state is back where it began.
    pub fn dfs(&mut self, fail_limit: u64, ctl: &mut Control<'_>) -> Result<(), Stop> {
        let base = self.trail.len();
        let mut start_fails = self.stats.backtracks;
        let mut fail_limit = fail_limit;
        if !self.within_bound() {
            return Err(Stop::Exhausted);
        }
        let mut stack: Vec<Frame> = Vec::new();
        'descend: loop {
            // A theme entry not yet placed goes first, as a whole word.
            let theme = self.theme_choice();
            let Some(v) = theme.map(|(v, _)| v).or_else(|| self.choose()) else {
                return Ok(());
            };
            self.note_depth();
            let cell = if theme.is_some() {
                None
            } else {
                self.branch_cell(v)
            };
            let mut cands = match cell {
                Some(c) => self.order_letters(c),
                None => self.order(v),
            };
            if let Some((_, id)) = theme
                && let Some(i) = cands.iter().position(|&c| c == id)
            {
                let first = cands.remove(i);
                cands.insert(0, first);
            }
            let mark = self.checkpoint();
            stack.push(Frame {
                var: v,
                cell,
                cands,
                next: 0,
                mark,
                cand_mark: mark,
                refuted: Vec::new(),
                told: 0,
            });
            loop {
                let Some(f) = stack.last_mut() else {
                    self.undo(base);
                    return Err(Stop::Exhausted);
                };
                if f.next >= f.cands.len() {
                    let mark = f.mark;
                    stack.pop();
                    self.undo(mark);
                    self.fail_parent(&mut stack);
                    continue;
                }
                let (var, cell, id) = (f.var, f.cell, f.cands[f.next]);
                f.next += 1;
                // A refutation may already have removed this candidate.
                let live = match cell {
                    Some(c) => self.mask[c] & (1u64 << id) != 0,
                    None => {
                        let o = self.dom_off[var] + id as usize / 64;
                        self.dom[o] & (1u64 << (id % 64)) != 0
                    }
                };
                if !live {
                    continue;
                }
                self.stats.nodes += 1;
                if self.stats.nodes.is_multiple_of(CHECK_EVERY) {
                    (ctl.progress)(self);
                    if let Some(total) = ctl
                        .bound
                        .and_then(|b| b.load(Ordering::Acquire).checked_sub(1))
                        && self.must_beat.is_none_or(|m| m < total)
                    {
                        self.must_beat = Some(total);
                    }
                    if let Some(stop) = ctl.should_stop() {
                        self.undo(base);
                        return Err(stop);
                    }
                }
                let here = self.checkpoint();
                if let Some(f) = stack.last_mut() {
                    f.cand_mark = here;
                }
                let ok = match cell {
                    Some(c) => self
                        .restrict_cell(c, 1u64 << id, None)
                        .and_then(|()| self.propagate()),
                    None => self.assign(var, id),
                };
                if ok.is_ok() && self.within_bound() {
                    continue 'descend;
                }
                self.fail_parent(&mut stack);
                if self.stats.backtracks - start_fails > fail_limit
                    && let Some(meet) = ctl.meet.as_mut()
                {
                    // A spanning run meets its peers and goes on where it is.
                    let told = self.tell(&mut stack);
                    match meet(self, told) {
                        Ok(next) => {
                            (start_fails, fail_limit) = (self.stats.backtracks, next);
                            continue;
                        }
                        Err(stop) => {
                            self.undo(base);
                            return Err(stop);
                        }
                    }
                }
                if self.stats.backtracks - start_fails > fail_limit {
                    if self.tuning.learning && self.must_beat.is_none() {
                        self.learn(&stack);
                    }
                    self.undo(base);
                    return Err(Stop::Limit);
                }
            }
        }
    }

    /// The top frame's current candidate led to a dead end: undo it and remove it from the
    /// domain (two-way branching), popping frames while that removal itself fails.
    fn fail_parent(&mut self, stack: &mut Vec<Frame>) {
        self.stats.backtracks += 1;
        while let Some(f) = stack.last() {
            let (var, cell, id) = (f.var, f.cell, f.cands[f.next - 1]);
            let (cand_mark, mark) = (f.cand_mark, f.mark);
            self.undo(cand_mark);
            let refuted = match cell {
                Some(c) => {
                    let m = self.mask[c] & !(1u64 << id);
                    self.restrict_cell(c, m, None)
                }
                None => self.remove_word(var, id),
            };
            if refuted.and_then(|()| self.propagate()).is_ok() && self.within_bound() {
                // Only a learning run turns its refutations into nogoods.
                if self.tuning.learning
                    && let Some(f) = stack.last_mut()
                {
                    f.refuted.push(id);
                }
                return;
            }
            stack.pop();
            self.undo(mark);
        }
    }
}

/// Clears every bit of a domain from id `n` on: only the first `n` words stay.
fn keep_first(dom: &mut [u64], n: u32) {
    for (b, block) in dom.iter_mut().enumerate() {
        let from = b as u32 * 64;
        if from >= n {
            *block = 0;
        } else if n - from < 64 {
            *block &= (1u64 << (n - from)) - 1;
        }
    }
}

/// The Luby sequence 1 1 2 1 1 2 4 1 1 2 …, the restart lengths that are within a log
/// factor of the best fixed schedule on any heavy-tailed run-time distribution.
pub fn luby(mut i: u64) -> u64 {
    // i counts from 1.
    loop {
        let mut k = 1u32;
        while (1u64 << k) - 1 < i {
            k += 1;
        }
        if i == (1u64 << k) - 1 {
            return 1u64 << (k - 1);
        }
        i -= (1u64 << (k - 1)) - 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn luby_sequence() {
        let v: Vec<u64> = (1..=15).map(luby).collect();
        assert_eq!(v, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }
}
