//! Strong words first: a first fill from the words scored [`STRONG`] or more, with weaker
//! words let in only at the slots that need them.
//!
//! A constructor wants a weak entry only where the grid forces one. The plain search lets
//! every slot take any word at the minimum score, and its value order (score plus the room a
//! word leaves its crossings) takes a letter-friendly weak word wherever one helps, so an
//! open 15×15 that fills from strong words alone still comes back with a tenth of its entries
//! weak. Here the search first runs with every open slot held to its strong words. When a
//! round runs out of its dead-end budget, the slots it ran dry on most (the conflict
//! weights) are let have any word, and the next round starts afresh; after a few rounds, or
//! on a grid with no strong words at all, the caller's plain search takes over. Budgets are
//! counted in dead ends, so a seed gives one fill on every machine.

use super::problem::Problem;
use super::run::budgeted;
use super::solver::{Control, Search, SearchStats, Stop, Tuning};
use super::value::STRONG;
use std::time::Instant;

/// Rounds before the plain search takes over.
const ROUNDS: usize = 12;
/// A round's dead ends: a base plus so many per slot (a 15×15 about 2,600, a Sunday about
/// 3,100). Over 12 seeds of the shared grids, 8 rounds of 400 + 8 per slot left the 15×15s at
/// 96.8% judged good and the Sundays at 91.9%; these give 97.0% and 92.5% (one Sunday's
/// strong phase now succeeds) for 0.8 s more on a Sunday's median fill; 16 rounds of 4,000
/// gave the Sundays 92.7% for 1.9 s more.
const BUDGET_BASE: u64 = 2000;
const BUDGET_PER_SLOT: u64 = 8;
/// Each failed round lets this share of the held slots (one in so many, at least 2) have
/// any word, the ones the round ran dry on most.
const RELAX_SHARE: usize = 8;

/// The fill of `problem` from strong words with weaker ones only at the slots let have them
/// (word ids in `problem`'s tables), or `None` when the rounds run out or the grid has no
/// strong words to prefer; with the counters of every round.
pub(super) fn strong_first(
    problem: &Problem,
    seed: u64,
    restart_base: u64,
    ctl: &mut Control<'_>,
) -> (Option<Vec<Option<u32>>>, SearchStats) {
    let mut stats = SearchStats::default();
    let Some(mut held) = held_to_strong(problem) else {
        return (None, stats);
    };
    let open = held.vars.iter().filter(|v| v.top.is_some()).count();
    let step = (open / RELAX_SHARE).max(2);
    let budget = BUDGET_BASE + BUDGET_PER_SLOT * held.vars.len() as u64;
    let mut round = 0;
    while round < ROUNDS {
        if ctl.deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        let mut search = match Search::new(&held, seed, Tuning::default()) {
            Ok(s) => s,
            // The first propagation already runs dry here: this slot needs a weaker word.
            Err(Some(v)) if held.vars[v].top.is_some() => {
                held.vars[v].top = None;
                continue;
            }
            Err(_) => break,
        };
        round += 1;
        let outcome = budgeted(&mut search, restart_base, budget, ctl);
        stats += search.stats;
        match outcome {
            Ok(()) => return (Some(search.assignment()), stats),
            Err(Stop::Timeout | Stop::Exhausted) => {
                let hardest: Vec<usize> = search
                    .hardest(held.vars.len())
                    .into_iter()
                    .filter(|&v| held.vars[v].top.is_some())
                    .take(step)
                    .collect();
                if hardest.is_empty() {
                    break;
                }
                for v in hardest {
                    held.vars[v].top = None;
                }
            }
            Err(Stop::Cancelled | Stop::Limit) => break,
        }
    }
    (None, stats)
}

/// `problem` with every slot the fill writes held to its strong words; `None` when no slot
/// would lose a word (no words below [`STRONG`], or none at or above it). A slot that may
/// take a theme entry stays free: the entry goes in whatever its score.
fn held_to_strong(problem: &Problem) -> Option<Problem> {
    let mut held = problem.clone();
    let mut any = false;
    for (v, var) in held.vars.iter_mut().enumerate() {
        let writes = var.cells.iter().any(|&c| problem.cells[c].writable);
        let theme_slot = problem
            .rules
            .themes
            .iter()
            .any(|t| !t.given && t.holders.contains(&v));
        if var.watched || !writes || theme_slot {
            continue;
        }
        let table = &var.table;
        let n = table.count() as u32;
        // Ids run from the best score down, so the strong words are a prefix.
        let strong = partition(n, |id| table.score(id) >= STRONG);
        if strong > 0 && strong < n {
            var.top = Some(strong);
            any = true;
        }
    }
    any.then_some(held)
}

/// The first id in `0..n` for which `pred` fails, `pred` holding on a prefix.
fn partition(n: u32, pred: impl Fn(u32) -> bool) -> u32 {
    let (mut lo, mut hi) = (0, n);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if pred(mid) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fill::problem::FillOptions;
    use crate::grid::{Alphabet, text::parse_grid};
    use crate::words::tables::WordTables;
    use std::sync::atomic::AtomicBool;

    #[test]
    fn partition_finds_the_end_of_the_prefix() {
        let scores = [70u8, 65, 60, 59, 50];
        assert_eq!(partition(5, |i| scores[i as usize] >= 60), 3);
        assert_eq!(partition(5, |i| scores[i as usize] >= 80), 0);
        assert_eq!(partition(5, |i| scores[i as usize] >= 10), 5);
        assert_eq!(partition(0, |_| true), 0);
    }

    /// The words of `grid` under `list` by `strong_first`, each with its score, or `None`.
    fn strong_fill(grid: &str, list: &str) -> Option<Vec<(String, u8)>> {
        strong_fill_with(grid, list, &FillOptions::default())
    }

    /// [`strong_fill`] under `opts` (theme entries, shared runs).
    fn strong_fill_with(grid: &str, list: &str, opts: &FillOptions) -> Option<Vec<(String, u8)>> {
        let tables = WordTables::of_test_list(list.as_bytes());
        let g = parse_grid(grid, &Alphabet::latin()).expect("grid");
        let problem = Problem::new(&g, &tables, opts).expect("problem");
        let cancel = AtomicBool::new(false);
        let mut quiet = |_: &Search<'_>| {};
        let mut ctl = Control::alone(&cancel, None, &mut quiet);
        let (fill, _) = strong_first(&problem, 1, 200, &mut ctl);
        let fill = fill?;
        let words = problem.vars.iter().zip(&fill).map(|(var, id)| {
            let id = id.expect("every slot assigned");
            let word = var
                .table
                .word(id)
                .iter()
                .map(|&l| (b'A' + l) as char)
                .collect();
            (word, var.table.score(id))
        });
        Some(words.collect())
    }

    /// Whether some 3×3 square of distinct words has every row and column in `strong`.
    fn strong_square_exists(strong: &[String]) -> bool {
        let col = |r: [&String; 3], c: usize| -> String {
            r.iter().map(|w| w.as_bytes()[c] as char).collect()
        };
        strong.iter().any(|a| {
            strong.iter().any(|b| {
                strong.iter().any(|c| {
                    let cols: Vec<String> = (0..3).map(|i| col([a, b, c], i)).collect();
                    let mut all: Vec<&String> = vec![a, b, c];
                    all.extend(&cols);
                    let distinct = all.iter().collect::<std::collections::BTreeSet<_>>().len();
                    distinct == 6 && cols.iter().all(|w| strong.contains(w))
                })
            })
        })
    }

    #[test]
    fn an_all_strong_fill_is_found_whenever_one_exists() {
        let mut rng = fastrand::Rng::with_seed(7);
        let mut found = 0;
        for _ in 0..60 {
            let mut list = String::new();
            let mut strong = Vec::new();
            for w in 0..27u8 {
                let word: String = [w / 9, w / 3 % 3, w % 3]
                    .iter()
                    .map(|&l| (b'A' + l) as char)
                    .collect();
                match rng.u8(0..4) {
                    0 => continue,
                    1 => {
                        list.push_str(&format!("{word};{}\n", rng.u8(60..75)));
                        strong.push(word);
                    }
                    _ => list.push_str(&format!("{word};{}\n", rng.u8(40..60))),
                }
            }
            if !strong_square_exists(&strong) {
                continue;
            }
            found += 1;
            let fill = strong_fill("...\n...\n...\n", &list).expect("a fill");
            assert!(fill.iter().all(|(_, s)| *s >= STRONG), "{list}\n{fill:?}");
        }
        assert!(found >= 5, "only {found} instances had a strong square");
    }

    #[test]
    fn only_the_slots_that_need_a_weak_word_get_one() {
        // Z words are all weak: 1A and 1D must take one, no other slot needs to.
        let list = "ZAB;50\nZCD;50\nZZZ;50\nCEF;65\nAEG;65\nBFH;65\nDGH;65\n\
                    AAA;50\nBBB;50\nCCC;50\nDDD;50\nEEE;50\nFFF;50\nGGG;50\nHHH;50\n";
        let fill = strong_fill("Z..\n...\n...\n", list).expect("a fill");
        let weak: Vec<&str> = fill
            .iter()
            .filter(|(_, s)| *s < STRONG)
            .map(|(w, _)| w.as_str())
            .collect();
        assert_eq!(weak.len(), 2, "{fill:?}");
        assert!(weak.iter().all(|w| w.starts_with('Z')), "{fill:?}");
    }

    #[test]
    fn a_weak_theme_entry_goes_in_and_the_other_slots_stay_strong() {
        // ABCD scores 50 and must go in an across slot; the downs have strong words only if
        // it does, and weak ones that would let a strong across word take its place.
        let list = "ABCD;50\nEFGH;65\nIJKL;65\nMNOP;65\nAEI;65\nBFJ;65\nCGK;65\nDHL;65\n\
                    MEI;50\nNFJ;50\nOGK;50\nPHL;50\n";
        let opts = FillOptions {
            rules: crate::fill::rules::EntryRules {
                include: vec![b"ABCD".iter().map(|b| b - b'A').collect()],
                ..Default::default()
            },
            ..FillOptions::default()
        };
        // The across slots may take the theme entry, so they are not held; the downs are.
        let tables = WordTables::of_test_list(list.as_bytes());
        let g = parse_grid("....\n....\n....\n", &Alphabet::latin()).expect("grid");
        let problem = Problem::new(&g, &tables, &opts).expect("problem");
        let held = held_to_strong(&problem).expect("some slot held");
        for var in &held.vars {
            assert_eq!(var.top.is_none(), var.cells.len() == 4, "{:?}", var.cells);
        }
        let fill = strong_fill_with("....\n....\n....\n", list, &opts).expect("a fill");
        let words: Vec<&str> = fill.iter().map(|(w, _)| w.as_str()).collect();
        assert!(words.contains(&"ABCD"), "{fill:?}");
        let weak = fill.iter().filter(|(w, s)| *s < STRONG && w != "ABCD");
        assert_eq!(weak.count(), 0, "{fill:?}");
    }

    #[test]
    fn a_list_without_strong_words_is_left_to_the_plain_search() {
        let list = "CAT;50\nAGE;50\nTEN;50\nAGO;50\n";
        assert_eq!(strong_fill("...\n...\n...\n", list), None);
    }
}
