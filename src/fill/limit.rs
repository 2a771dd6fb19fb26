//! At most one entry of each queried kind per 15×15 by default (issue 44): the fill holds a
//! queried entry below the strong words (a cost, see [`crate::words::queried`]); after it, the
//! entries of a kind past the grid's allowance are written again, with that kind kept out,
//! in the squares of those entries and the entries crossing them. A repair that cannot be
//! made within its budget leaves the fill as it was: the limit is a preference, never a
//! failure. The budget is [`REPAIR_DEAD_ENDS`] dead ends a round, not a time, so a seed gives
//! the same repaired fill on any machine under any load (a clock made the bench's results
//! depend on how busy the machine was).

use super::request::Request;
use super::run::{Entry, FillOutcome};
use crate::grid::{Pos, SlotId, Slots};
use crate::words::WordTables;
use crate::words::queried::{Ban, Kinds, MAX_PER_KIND, Queried, QueryKind};
use std::collections::BTreeSet;
use std::sync::atomic::AtomicBool;

/// Squares of a 15×15, the grid [`MAX_PER_KIND`] is counted for.
const SQUARES_PER_ALLOWANCE: usize = 225;

/// Dead ends a round of repair may meet before it gives up and keeps the fill as it was. A
/// region that can be written again is usually written in a few dozen; the budget is the
/// same on every machine, so the repaired fill depends on the seed alone.
pub const REPAIR_DEAD_ENDS: u64 = 2_000;

/// Rounds of repair: a repair may place an entry of another kind that is then past its own
/// allowance.
const ROUNDS: usize = 3;

/// How many entries of each kind a grid of `squares` squares takes: [`MAX_PER_KIND`] per
/// 15×15, rounded up (a 21×21 Sunday takes two).
pub fn allowance(squares: usize) -> usize {
    (MAX_PER_KIND * squares)
        .div_ceil(SQUARES_PER_ALLOWANCE)
        .max(MAX_PER_KIND)
}

/// The entries past their kind's allowance (for each kind, every entry after the
/// `allow` best-scoring ones; `exempt` words, the constructor's theme entries, never count),
/// and the kinds that reached their allowance.
pub fn extras(
    entries: &[Entry],
    queried: &Queried,
    latin: bool,
    allow: usize,
    exempt: &[Vec<u8>],
) -> (Vec<SlotId>, Kinds) {
    let mut out = BTreeSet::new();
    let mut full = Vec::new();
    for kind in QueryKind::ALL {
        let mut of_kind: Vec<&Entry> = entries
            .iter()
            .filter(|e| !exempt.contains(&e.word))
            .filter(|e| queried.kinds(&e.word, latin).contains(kind))
            .collect();
        if of_kind.len() >= allow {
            full.push(kind);
        }
        // Keep the best: the highest score, then the earliest slot (a fixed order).
        of_kind.sort_by_key(|e| (std::cmp::Reverse(e.score), e.slot));
        out.extend(of_kind.iter().skip(allow).map(|e| e.slot));
    }
    (out.into_iter().collect(), Kinds::of(&full))
}

/// The fill with its extras of each queried kind written again where a repair finds words
/// (see the module notes); any other outcome as it is. `tables` are what the fill filled
/// from; `ban` the "not in my grid" list it kept out.
pub fn limit_kinds(
    request: &Request,
    outcome: FillOutcome,
    tables: &WordTables,
    queried: &Queried,
    ban: &Ban,
    cancel: &AtomicBool,
) -> FillOutcome {
    let FillOutcome::Filled(mut filled) = outcome else {
        return outcome;
    };
    let latin = tables.alphabet().is_latin();
    let squares = request.grid().width() * request.grid().height();
    let exempt = &request.options().rules.include;
    for _ in 0..ROUNDS {
        let (slots, full) = extras(&filled.entries, queried, latin, allowance(squares), exempt);
        if slots.is_empty() {
            break;
        }
        let kept_out = Ban {
            kinds: ban.kinds.union(full),
            words: ban.words.clone(),
        };
        let region = Region {
            grid: &filled.grid,
            slots: &slots,
        };
        let Some(better) = repair(request, region, tables, queried, &kept_out, cancel) else {
            break;
        };
        let before = slots.len();
        let after = extras(&better.entries, queried, latin, allowance(squares), exempt)
            .0
            .len();
        if after >= before {
            break;
        }
        filled = better;
    }
    FillOutcome::Filled(filled)
}

/// What a repair writes again: the extras' slots of the fill's grid.
struct Region<'a> {
    grid: &'a crate::grid::Grid,
    slots: &'a [SlotId],
}

/// A refill of the region's slots and their crossings within [`REPAIR_DEAD_ENDS`], the
/// `kept_out` kinds and words out of its words, as a complete fill of the whole request, or
/// `None`.
fn repair(
    request: &Request,
    region: Region<'_>,
    tables: &WordTables,
    queried: &Queried,
    kept_out: &Ban,
    cancel: &AtomicBool,
) -> Option<Box<super::run::Filled>> {
    let Region { grid, slots } = region;
    let all = Slots::with_bars(grid, &request.options().bars);
    let mut cells: BTreeSet<Pos> = BTreeSet::new();
    for &id in slots {
        cells.extend(all.with_crossings(id));
    }
    // The queried entries kept stay whole: their kinds are out of the repair's words.
    let latin = tables.alphabet().is_latin();
    for (id, slot) in all.iter() {
        let kept = !slots.contains(&id)
            && slot
                .word(grid)
                .is_some_and(|w| !queried.kinds(&w, latin).is_empty());
        if kept {
            for p in &slot.cells {
                cells.remove(p);
            }
        }
    }
    let tables = crate::words::queried::with_cost(tables, queried, kept_out);
    let repair = request.repair(grid.clone(), cells, REPAIR_DEAD_ENDS);
    match repair.run(&tables, cancel, &mut |_| {}) {
        Ok(FillOutcome::Filled(f)) => Some(f),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(slot: usize, word: &str, score: u8) -> Entry {
        Entry {
            slot: SlotId(slot),
            label: format!("{slot}A"),
            word: word.bytes().map(|b| b - b'A').collect(),
            score,
        }
    }

    #[test]
    fn a_15x15_takes_one_of_each_kind_and_a_sunday_two() {
        assert_eq!(allowance(225), 1);
        assert_eq!(allowance(25), 1);
        assert_eq!(allowance(441), 2);
    }

    #[test]
    fn the_extras_are_all_but_the_best_of_each_kind() {
        let q = Queried::parse(b"IBM;abbr\nTLC;abbr\nNRA;abbr\nONEA;partial\n");
        let entries = [
            entry(0, "IBM", 55),
            entry(1, "TLC", 52),
            entry(2, "TEA", 60),
            entry(3, "NRA", 55),
            entry(4, "ONEA", 50),
            entry(5, "MMM", 40),
        ];
        let (extra, full) = extras(&entries, &q, true, 1, &[]);
        assert_eq!(extra, [SlotId(1), SlotId(3)], "IBM kept: best score, first");
        assert!(full.contains(QueryKind::Abbreviation));
        assert!(full.contains(QueryKind::Partial));
        assert!(full.contains(QueryKind::RepeatedLetters));
        assert!(!full.contains(QueryKind::Crude));
        let exempt = [entries[0].word.clone()];
        let (extra, _) = extras(&entries, &q, true, 1, &exempt);
        assert_eq!(extra, [SlotId(1)], "a theme entry never counts");
    }

    #[test]
    fn a_repair_is_bounded_by_dead_ends_and_gives_the_same_fill_every_time() {
        use crate::fill::{FillMode, Region as Area};
        use crate::grid::{Alphabet, Puzzle, text::parse_grid};
        // Row 1 must be EEE; row 3 takes OOO (the better score) until the limit of one
        // repeated-letter string sends it back: BOA, on any machine and under any load.
        let tables = WordTables::of_test_list(b"EEE;90\nOOO;90\nBOA;50\nEGO;60\n");
        let grid = parse_grid("...\n#.#\n...\n", &Alphabet::latin()).expect("grid");
        let request = Request::from_puzzle(&Puzzle::new(grid), Area::All, FillMode::Fill).seed(7);
        let repair = request.repair(request.grid().clone(), BTreeSet::new(), REPAIR_DEAD_ENDS);
        assert_eq!(repair.options().max_backtracks, Some(REPAIR_DEAD_ENDS));
        assert_eq!(
            repair.options().timeout,
            None,
            "no clock: the budget is dead ends"
        );
        let never = AtomicBool::new(false);
        let queried = Queried::parse(b"");
        let ban = Ban::default();
        let first = request.run(&tables, &never, &mut |_| {}).expect("runs");
        let grids: Vec<String> = (0..2)
            .map(
                |_| match limit_kinds(&request, first.clone(), &tables, &queried, &ban, &never) {
                    FillOutcome::Filled(f) => format!(
                        "{:?}",
                        f.entries.iter().map(|e| e.word.clone()).collect::<Vec<_>>()
                    ),
                    other => panic!("not filled: {other:?}"),
                },
            )
            .collect();
        assert_eq!(grids[0], grids[1]);
        let boa: Vec<u8> = b"BOA".iter().map(|b| b - b'A').collect();
        assert!(grids[0].contains(&format!("{boa:?}")), "{}", grids[0]);
    }
}
