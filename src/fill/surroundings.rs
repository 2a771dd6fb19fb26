//! A region fill that keeps its surroundings alive.
//!
//! A fill of part of the grid assigns the slots through the region; the entries around it
//! are only constraints. Before, only the border slots (half inside, half out) constrained
//! the fill, so a corner could be filled with letters that leave an entry further out with
//! no word at all. Here every open entry outside the region takes part in propagation
//! (watched, never assigned), so the fill only picks words that keep the whole grid arc
//! consistent, the same test as the viability map. When no fill of the region can do that,
//! the region is filled without them and the outcome names the entries and squares it
//! leaves dead, for the constructor to choose.

use super::problem::{FillOptions, Region};
use super::run::{FillOutcome, Filled};
use super::viability::{Viability, viability_with_bars};
use crate::grid::{Cell, Grid, SlotId, Slots};
use crate::words::tables::WordTables;
use std::collections::BTreeSet;
use std::time::Instant;

/// Runs a fill (`run`, given the options to use) of `opts.region` of `grid` so that the
/// entries outside the region stay viable; falls back to a fill that does not when none
/// does, and records in the outcome what that fill leaves dead (`Filled::dead_outside`).
///
/// Entries already dead before the fill, whatever the region holds, are not the fill's to
/// keep and are left out of both the constraint and the report.
pub fn keep_surroundings(
    grid: &Grid,
    tables: &WordTables,
    opts: &FillOptions,
    run: &mut dyn FnMut(&FillOptions) -> FillOutcome,
) -> FillOutcome {
    if opts.region == Region::All {
        return run(opts);
    }
    let started = Instant::now();
    let before = viability_with_bars(
        &opened(grid, opts),
        &opts.bars,
        tables,
        opts.allow_duplicates,
    );
    let slots = Slots::with_bars(grid, &opts.bars);
    let keep: BTreeSet<SlotId> = slots
        .iter()
        .filter(|(id, s)| {
            !before.dead_entries.contains(id)
                && !s.cells.iter().any(|p| before.dead_squares.contains(p))
        })
        .map(|(id, _)| id)
        .collect();
    let kept = FillOptions {
        keep_viable: keep,
        ..opts.clone()
    };
    let outcome = match run(&kept) {
        FillOutcome::Unfillable { .. } => {
            // No fill of the region keeps everything around it viable (or the region has
            // no fill at all): fill it as before, in the time left, and say what dies.
            let mut plain = opts.clone();
            plain.timeout = opts.timeout.map(|t| t.saturating_sub(started.elapsed()));
            run(&plain)
        }
        other => other,
    };
    match outcome {
        FillOutcome::Filled(mut f) => {
            note_dead(&mut f, &before, tables, opts);
            FillOutcome::Filled(f)
        }
        other => other,
    }
}

/// The grid as the fill sees it: the letters it may replace are open.
fn opened(grid: &Grid, opts: &FillOptions) -> Grid {
    let mut g = grid.clone();
    for &p in &opts.replaceable {
        if opts.region.contains(p) {
            // The position came from this grid, so setting it cannot fail.
            let _ = g.set(p, Cell::Empty);
        }
    }
    g
}

/// Records the entries and squares outside the region that the fill left dead and that
/// were alive before it.
fn note_dead(f: &mut Filled, before: &Viability, tables: &WordTables, opts: &FillOptions) {
    let after = viability_with_bars(&f.grid, &opts.bars, tables, opts.allow_duplicates);
    let written: BTreeSet<SlotId> = f.entries.iter().map(|e| e.slot).collect();
    f.dead_outside = after
        .dead_entries
        .iter()
        .copied()
        .filter(|id| !before.dead_entries.contains(id) && !written.contains(id))
        .collect();
    f.dead_squares = after
        .dead_squares
        .iter()
        .copied()
        .filter(|p| !before.dead_squares.contains(p) && !opts.region.contains(*p))
        .collect();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fill::Strategy;
    use crate::fill::run::fill;
    use crate::fill::viability::viability;
    use crate::grid::{Alphabet, Pos, text::parse_grid};
    use std::sync::atomic::AtomicBool;

    /// The top rows are CAT/ORE (best scored: the bottom row reads D, T or E, A) or
    /// SAD/ORE (N, T or E, E). Neither DEE nor NTA fits under either, yet each bottom
    /// square has a letter of one of them, so the empty grid is arc consistent.
    const LIST: &[u8] =
        b"CAT;90\nORE;90\nCOD;90\nART;90\nTEA;90\nSAD;40\nSON;40\nARE;40\nDEE;40\nNTA;40\n";

    fn top_two_rows(list: &[u8]) -> (Grid, WordTables, FillOptions) {
        let g = parse_grid("...\n...\n...\n", &Alphabet::latin()).expect("grid");
        let opts = FillOptions {
            region: Region::Rect {
                from: Pos::new(0, 0),
                to: Pos::new(1, 2),
            },
            allow_duplicates: true,
            strategy: Strategy::Words,
            ..FillOptions::default()
        };
        (g, WordTables::of_test_list(list), opts)
    }

    fn run(g: &Grid, t: &WordTables, opts: &FillOptions, keep: bool) -> Box<Filled> {
        let none = AtomicBool::new(false);
        let mut go = |o: &FillOptions| fill(g, t, o, &none, &mut |_| {});
        let out = if keep {
            keep_surroundings(g, t, opts, &mut go)
        } else {
            go(opts)
        };
        match out {
            FillOutcome::Filled(f) => f,
            other => panic!("the top rows fill: {other:?}"),
        }
    }

    #[test]
    fn a_corner_fill_keeps_the_row_below_it_alive() {
        let mut list = LIST.to_vec();
        list.extend_from_slice(b"NEE;40\n");
        let (g, t, opts) = top_two_rows(&list);
        // NEE fits under SAD/ORE; without the surroundings the best-scored corner is taken
        // and starves the bottom row.
        let blind = run(&g, &t, &opts, false);
        assert!(!viability(&blind.grid, &t, true).is_alive());
        let f = run(&g, &t, &opts, true);
        assert!(f.dead_outside.is_empty(), "{:?}", f.dead_outside);
        assert!(viability(&f.grid, &t, true).is_alive(), "{:?}", f.grid);
    }

    #[test]
    fn when_no_corner_keeps_it_alive_the_fill_says_what_it_leaves_dead() {
        // Found by a brute-force search: the empty grid is arc consistent, the top rows
        // fill (BCE/BBA or BBA/CBD), and either fill leaves the rest with no arc
        // consistent completion.
        let (g, t, opts) = top_two_rows(b"ADC\nBBA\nBCE\nCBB\nCBD\nEAE\n");
        assert!(viability(&g, &t, true).is_alive());
        let f = run(&g, &t, &opts, true);
        assert!(!f.dead_outside.is_empty());
        let after = viability(&f.grid, &t, true);
        let slots = Slots::of(&g);
        for id in &f.dead_outside {
            assert!(after.dead_entries.contains(id));
            assert!(slots.get(*id).cells.iter().any(|p| p.row == 2));
        }
        assert!(
            f.dead_squares.iter().all(|p| p.row == 2),
            "{:?}",
            f.dead_squares
        );
    }
}
