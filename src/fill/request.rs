//! One fill request, built the same way by the studio and the CLI, so what a fill may change
//! cannot drift between them.
//!
//! Letters are constraints: a plain [`FillMode::Fill`] keeps every letter present when it
//! starts, locked or not; a [`FillMode::Refill`] may replace the unlocked letters inside its
//! region. Locked letters never change.

use super::job::FillJob;
use super::optimal::{Budget, fill_optimal};
use super::problem::{FillOptions, Region, Strategy};
use super::rules::{EntryRules, RulesError, check_lengths};
use super::run::{FillOutcome, Progress, fill};
use super::surroundings::keep_surroundings;
use crate::grid::{Alphabet, Cell, Grid, Mismatch, Pos, Puzzle, Slots};
use crate::words::tables::WordTables;
use std::collections::BTreeSet;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// What a fill may do with the letters already in the grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum FillMode {
    /// Fill the empty squares; every letter present stays.
    #[default]
    Fill,
    /// Fill the region anew: unlocked letters inside it may be replaced.
    Refill,
}

/// A fill of a puzzle's grid: the grid, the region, which letters may change, and the
/// search settings.
#[derive(Debug, Clone)]
pub struct Request {
    grid: Grid,
    alphabet: Alphabet,
    options: FillOptions,
    mode: FillMode,
}

impl Request {
    /// The request to fill `region` of `puzzle` in `mode`, with default search settings.
    pub fn from_puzzle(puzzle: &Puzzle, region: Region, mode: FillMode) -> Request {
        let grid = &puzzle.grid;
        let replaceable: BTreeSet<Pos> = match mode {
            FillMode::Fill => BTreeSet::new(),
            FillMode::Refill => grid
                .positions()
                .filter(|&p| {
                    matches!(grid.cell(p), Cell::Letter(_))
                        && !puzzle.locked.contains(&p)
                        && region.contains(p)
                })
                .collect(),
        };
        Request {
            grid: grid.clone(),
            alphabet: puzzle.alphabet.clone(),
            options: FillOptions {
                region,
                replaceable,
                bars: puzzle.bars(),
                ..FillOptions::default()
            },
            mode,
        }
    }

    /// Seeds the search's random choices.
    pub fn seed(mut self, seed: u64) -> Self {
        self.options.seed = seed;
        self
    }

    /// Searches on `threads` threads (at least 1): the studio leaves a core to the interface.
    pub fn threads(mut self, threads: usize) -> Self {
        self.options.threads = threads.max(1);
        self
    }

    /// Gives up after `timeout` (`None`: no limit).
    pub fn timeout(mut self, timeout: Option<Duration>) -> Self {
        self.options.timeout = timeout;
        self
    }

    /// Time to spend improving the first fill: `extra` plus, when `auto`, a share in
    /// proportion to how long the first fill took.
    pub fn quality(mut self, extra: Duration, auto: bool) -> Self {
        self.options.quality = extra;
        self.options.quality_auto = auto;
        self
    }

    /// Allows the same word in two entries.
    pub fn allow_duplicates(mut self, allow: bool) -> Self {
        self.options.allow_duplicates = allow;
        self
    }

    /// Chooses the search strategy.
    pub fn strategy(mut self, strategy: Strategy) -> Self {
        self.options.strategy = strategy;
        self
    }

    /// Adds theme entries and the shared-run limit, refusing a required theme entry no
    /// entry the fill writes could hold (wrong length, too many of one length) before
    /// anything runs; soft ones that cannot fit are left out by the fill, which names them.
    /// A theme entry already complete in the grid counts as placed.
    pub fn rules(mut self, rules: EntryRules) -> Result<Self, RulesError> {
        if rules.max_shared == Some(0) {
            return Err(RulesError::ZeroShared);
        }
        if rules.soft {
            self.options.rules = rules;
            return Ok(self);
        }
        let (open, complete) = self.entry_lengths();
        let needed: Vec<Vec<u8>> = rules
            .include
            .iter()
            .filter(|w| !complete.contains(w))
            .cloned()
            .collect();
        check_lengths(&needed, &open, &self.alphabet)?;
        self.options.rules = rules;
        Ok(self)
    }

    /// [`Request::rules`] for a fill of part of the grid: a theme entry the region has no
    /// entry of its length for is left to a later fill instead of refusing this one.
    pub fn rules_where_they_fit(self, mut rules: EntryRules) -> Result<Self, RulesError> {
        let (open, complete) = self.entry_lengths();
        rules
            .include
            .retain(|w| complete.contains(w) || open.contains(&w.len()));
        self.rules(rules)
    }

    /// The lengths of the entries this request writes (all their open squares inside the
    /// region), and the complete entries it keeps.
    fn entry_lengths(&self) -> (Vec<usize>, Vec<Vec<u8>>) {
        let grid = &self.grid;
        let region = &self.options.region;
        let open = |p: Pos| match grid.cell(p) {
            Cell::Empty => true,
            Cell::Letter(_) => self.options.replaceable.contains(&p),
            _ => false,
        };
        let mut lengths = Vec::new();
        let mut complete = Vec::new();
        for (_, slot) in Slots::with_bars(grid, &self.options.bars).iter() {
            let squares: Vec<Pos> = slot.cells.iter().copied().filter(|&p| open(p)).collect();
            if squares.is_empty() {
                let word: Option<Vec<u8>> = slot
                    .cells
                    .iter()
                    .map(|&p| match grid.cell(p) {
                        Cell::Letter(l) => Some(l),
                        _ => None,
                    })
                    .collect();
                complete.extend(word);
            } else if squares.iter().all(|&p| region.contains(p)) {
                lengths.push(slot.word_len(grid));
            }
        }
        (lengths, complete)
    }

    /// A refill of `cells` of `grid` (this request's fill) within `dead_ends` (a budget that
    /// ends the same way on every machine and under any load), one thread, no polish: the
    /// squares this request could write may change again, the letters it had to keep stay,
    /// and so do the theme entries it placed (the repair has none left to place).
    pub fn repair(&self, grid: Grid, cells: BTreeSet<Pos>, dead_ends: u64) -> Request {
        let mut theme = BTreeSet::new();
        for (_, slot) in Slots::with_bars(&grid, &self.options.bars).iter() {
            if slot
                .word(&grid)
                .is_some_and(|w| self.options.rules.include.contains(&w))
            {
                theme.extend(slot.cells.iter().copied());
            }
        }
        let writable = |p: &Pos| {
            self.options.region.contains(*p)
                && !theme.contains(p)
                && (matches!(self.grid.cell(*p), Cell::Empty)
                    || self.options.replaceable.contains(p))
        };
        let cells: BTreeSet<Pos> = cells.into_iter().filter(writable).collect();
        let mut options = self.options.clone();
        options.rules.include.clear();
        options.replaceable = cells.clone();
        options.region = Region::Cells(cells);
        options.timeout = None;
        options.max_backtracks = Some(dead_ends);
        options.quality = Duration::ZERO;
        options.quality_auto = false;
        options.threads = 1;
        options.keep_viable = BTreeSet::new();
        Request {
            grid,
            alphabet: self.alphabet.clone(),
            options,
            mode: FillMode::Refill,
        }
    }

    /// The grid as it was when the request was made.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The options the solver gets (region and replaceable letters included).
    pub fn options(&self) -> &FillOptions {
        &self.options
    }

    /// Fill or refill.
    pub fn mode(&self) -> FillMode {
        self.mode
    }

    /// The letters this request may replace (empty for a plain fill).
    pub fn replaceable(&self) -> &BTreeSet<Pos> {
        &self.options.replaceable
    }

    /// The puzzle's alphabet: the words must be in it.
    pub fn alphabet(&self) -> &Alphabet {
        &self.alphabet
    }

    /// Runs the fill on this thread; words in another alphabet than the puzzle's are refused
    /// before anything runs, so a fill never writes letters the puzzle does not have.
    pub fn run(
        &self,
        tables: &WordTables,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(Progress),
    ) -> Result<FillOutcome, Mismatch> {
        Mismatch::check(&self.alphabet, tables.alphabet())?;
        let grid = &self.grid;
        Ok(keep_surroundings(grid, tables, &self.options, &mut |o| {
            fill(grid, tables, o, cancel, on_progress)
        }))
    }

    /// Runs the fill on a worker thread, refusing words in another alphabet as [`Request::run`].
    pub fn spawn(self, tables: Arc<WordTables>) -> Result<FillJob, Mismatch> {
        Mismatch::check(&self.alphabet, tables.alphabet())?;
        let (grid, opts) = (self.grid, self.options);
        Ok(FillJob::spawn_with(move |cancel, on_progress| {
            keep_surroundings(&grid, &tables, &opts, &mut |o| {
                fill(&grid, &tables, o, cancel, on_progress)
            })
        }))
    }
}

/// Why a request cannot run as an optimal fill.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptimalError {
    /// The words are in another alphabet than the puzzle's.
    #[error(transparent)]
    Alphabet(#[from] Mismatch),
    /// The request asks for something the optimal search does not do (yet).
    #[error("{0}")]
    Unsupported(String),
}

/// The optimal mode: the same request, filled with the highest total score
/// ([`super::optimal`] says what is counted and why the result is exact).
impl Request {
    /// Why the optimal search cannot run this request, if it cannot.
    ///
    /// Hook for options the branch and bound does not model: a request carrying a
    /// shared-run limit must be refused here, with a sentence naming the flag, rather than
    /// filled optimally without it. Theme entries it places (see [`super::optimal`]).
    pub fn optimal_unsupported(&self) -> Option<String> {
        let rules = &self.options.rules;
        rules.max_shared.is_some().then(|| {
            "--optimal does not apply --max-shared yet: fill without --optimal".to_string()
        })
    }

    /// Whether the request can run as an optimal fill on `tables`.
    pub fn check_optimal(&self, tables: &WordTables) -> Result<(), OptimalError> {
        Mismatch::check(&self.alphabet, tables.alphabet())?;
        match self.optimal_unsupported() {
            Some(why) => Err(OptimalError::Unsupported(why)),
            None => Ok(()),
        }
    }

    /// Runs an optimal fill on this thread (`timeout`, `cancel` and `budget` stop it early,
    /// with the best fill found so far, not proven).
    pub fn run_optimal(
        &self,
        tables: &WordTables,
        budget: Budget,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(Progress),
    ) -> Result<FillOutcome, OptimalError> {
        self.check_optimal(tables)?;
        let grid = &self.grid;
        Ok(keep_surroundings(grid, tables, &self.options, &mut |o| {
            fill_optimal(grid, tables, o, budget, cancel, on_progress)
        }))
    }

    /// Runs an optimal fill on a worker thread, with progress and cancel as [`Request::spawn`].
    pub fn spawn_optimal(
        self,
        tables: Arc<WordTables>,
        budget: Budget,
    ) -> Result<FillJob, OptimalError> {
        self.check_optimal(&tables)?;
        Ok(FillJob::spawn_with(move |cancel, on_progress| {
            keep_surroundings(&self.grid, &tables, &self.options, &mut |o| {
                fill_optimal(&self.grid, &tables, o, budget, cancel, on_progress)
            })
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Alphabet;
    use crate::words::{Lexicon, WordIndex};

    fn puzzle(rows: &str) -> Puzzle {
        Puzzle::new(crate::grid::text::parse_grid(rows, &Alphabet::latin()).expect("grid"))
    }

    #[test]
    fn a_plain_fill_replaces_nothing_a_refill_only_unlocked_letters_in_its_region() {
        let mut p = puzzle("AB.\n...\n..C\n");
        p.locked.insert(Pos::new(0, 0));
        let plain = Request::from_puzzle(&p, Region::All, FillMode::Fill);
        assert!(plain.replaceable().is_empty());
        assert_eq!(plain.mode(), FillMode::Fill);
        let re = Request::from_puzzle(&p, Region::All, FillMode::Refill);
        let want: BTreeSet<Pos> = [Pos::new(0, 1), Pos::new(2, 2)].into();
        assert_eq!(re.replaceable(), &want);
        let corner = Region::Rect {
            from: Pos::new(1, 1),
            to: Pos::new(2, 2),
        };
        let re = Request::from_puzzle(&p, corner.clone(), FillMode::Refill);
        assert_eq!(re.replaceable(), &BTreeSet::from([Pos::new(2, 2)]));
        assert_eq!(re.options().region, corner);
    }

    #[test]
    fn a_refill_counts_the_letters_it_replaced() {
        // Two word squares: CAT/ARE/TEN, and the better-scored BAT/APE/TEN.
        let mut lex = Lexicon::new(Alphabet::latin());
        lex.add_list("t", b"CAT;60\nARE;60\nTEN;60\nBAT;90\nAPE;90\n");
        let tables = WordTables::from_index(&WordIndex::build(&lex).expect("index"), 0);
        let p = puzzle("C..\n...\n...\n");
        let none = AtomicBool::new(false);
        let plain = Request::from_puzzle(&p, Region::All, FillMode::Fill)
            .strategy(Strategy::Words)
            .allow_duplicates(true);
        let FillOutcome::Filled(f) = plain.run(&tables, &none, &mut |_| {}).expect("latin") else {
            panic!("a C start fills");
        };
        assert_eq!(f.replaced, 0);
        assert_eq!(f.grid.cell(Pos::new(0, 0)), p.grid.cell(Pos::new(0, 0)));
        let re = Request::from_puzzle(&p, Region::All, FillMode::Refill)
            .strategy(Strategy::Words)
            .allow_duplicates(true);
        let FillOutcome::Filled(f) = re.run(&tables, &none, &mut |_| {}).expect("latin") else {
            panic!("a refill fills");
        };
        let changed = usize::from(f.grid.cell(Pos::new(0, 0)) != p.grid.cell(Pos::new(0, 0)));
        assert_eq!(f.replaced, changed);
    }

    #[test]
    fn words_in_another_alphabet_are_refused_before_any_fill() {
        let mut lex = Lexicon::new(Alphabet::latin());
        lex.add_list("t", b"PAD\nPAL\nACE\n");
        let tables = WordTables::from_index(&WordIndex::build(&lex).expect("index"), 0);
        let mut p = Puzzle::new(
            crate::grid::text::parse_grid("...\n...\n...\n", &Alphabet::cyrillic()).expect("grid"),
        );
        p.alphabet = Alphabet::cyrillic();
        let req = Request::from_puzzle(&p, Region::All, FillMode::Fill);
        let none = AtomicBool::new(false);
        let e = req.run(&tables, &none, &mut |_| {}).expect_err("mismatch");
        assert!(e.to_string().contains("Russian alphabet"), "{e}");
        assert!(req.spawn(Arc::new(tables)).is_err());
    }
}
