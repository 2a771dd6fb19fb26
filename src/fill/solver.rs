//! The search: bitset domains, arc consistency over shared squares, dom/wdeg ordering,
//! look-ahead value ordering, two-way branching, and restarts on a Luby schedule that record
//! the nogoods of each abandoned branch so no run searches a refuted subtree again.
//!
//! State is undone through a trail: a domain is copied the first time it changes after a
//! checkpoint (one "epoch"), a square's letter mask whenever it changes.

mod best;
mod bound;
mod dual;
mod learn;
mod mirror;
mod order;
mod propagate;
mod rules;
mod share;
mod tuning;

use super::nogoods::{Lit, Nogoods};
use super::problem::Problem;
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

impl Frame {
    /// The decision "this frame takes candidate `id`": a letter of its square, or a word.
    fn lit(&self, id: u32) -> Lit {
        match self.cell {
            Some(c) => Lit::Letter {
                cell: c as u32,
                letter: id as u8,
            },
            None => Lit::Word {
                var: self.var as u32,
                id,
            },
        }
    }
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
            let frame = self.frame(v, theme.map(|(_, id)| id));
            stack.push(frame);
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
                if !self.live(var, cell, id) {
                    continue;
                }
                self.stats.nodes += 1;
                if self.stats.nodes.is_multiple_of(CHECK_EVERY)
                    && let Some(stop) = self.check_in(ctl)
                {
                    self.undo(base);
                    return Err(stop);
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

    /// A new frame for `v` (a square's letters when its entry is crowded, else its words),
    /// with `theme`, a theme entry's id, tried first.
    fn frame(&mut self, v: usize, theme: Option<u32>) -> Frame {
        let cell = if theme.is_some() {
            None
        } else {
            self.branch_cell(v)
        };
        let mut cands = match cell {
            Some(c) => self.order_letters(c),
            None => self.order(v),
        };
        if let Some(id) = theme
            && let Some(i) = cands.iter().position(|&c| c == id)
        {
            let first = cands.remove(i);
            cands.insert(0, first);
        }
        let mark = self.checkpoint();
        Frame {
            var: v,
            cell,
            cands,
            next: 0,
            mark,
            cand_mark: mark,
            refuted: Vec::new(),
            told: 0,
        }
    }

    /// Whether candidate `id` (a letter of `cell`, else a word of `var`) is still possible.
    fn live(&self, var: usize, cell: Option<usize>, id: u32) -> bool {
        match cell {
            Some(c) => self.mask[c] & (1u64 << id) != 0,
            None => {
                let o = self.dom_off[var] + id as usize / 64;
                self.dom[o] & (1u64 << (id % 64)) != 0
            }
        }
    }

    /// The periodic look outside: report progress, take a better bound a peer found, and
    /// say whether the search must stop.
    fn check_in(&mut self, ctl: &mut Control<'_>) -> Option<Stop> {
        (ctl.progress)(self);
        if let Some(total) = ctl
            .bound
            .and_then(|b| b.load(Ordering::Acquire).checked_sub(1))
            && self.must_beat.is_none_or(|m| m < total)
        {
            self.must_beat = Some(total);
        }
        ctl.should_stop()
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
