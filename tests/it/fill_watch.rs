//! Autofill you can watch: progress carries the deepest partial fill so far and the entries
//! the search is stuck on, and that snapshot is a consistent piece of a fill.

use gridwright::fill::job::FillJob;
use gridwright::fill::optimal::fill_optimal;
use gridwright::fill::{Budget, FillOptions, FillOutcome, Progress, Strategy, fill};
use gridwright::grid::{Alphabet, Cell, Grid, Slots, text::parse_grid};
use std::collections::BTreeSet;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::common::builtin;
use builtin::{MIN, list, tables};

fn grid(rows: &str) -> Grid {
    parse_grid(rows, &Alphabet::latin()).expect("test grid")
}

/// An open 9×9 no list fills, with a few of the constructor's letters: the search runs to
/// its time limit, reporting all along.
fn stuck_grid() -> Grid {
    let mut rows: Vec<String> = (0..9).map(|_| ".".repeat(9)).collect();
    rows[0] = "S........".into();
    rows[4] = "....E....".into();
    rows[8] = "........T".into();
    grid(&(rows.join("\n") + "\n"))
}

/// Checks one progress report's snapshot against the grid it was computed for: letters
/// only in open squares, the depth it claims, every complete entry a list word at the
/// minimum score, no entry twice, and stuck slots that exist.
fn check_snapshot(g: &Grid, p: &Progress) {
    let Some(w) = &p.watch else { return };
    let slots = Slots::of(g);
    let mut shown = g.clone();
    for &(pos, letter) in &w.letters {
        assert_eq!(g.cell(pos), Cell::Empty, "a dimmed letter over {pos}");
        shown.set(pos, Cell::Letter(letter)).expect("in the grid");
    }
    assert_eq!(w.filled, p.filled, "the snapshot is the deepest state");
    assert!(w.filled <= p.total);
    let mut seen = BTreeSet::new();
    let mut complete = 0;
    for s in slots.all() {
        if let Some(word) = s.word(&shown) {
            complete += 1;
            assert!(
                list().get(&word).is_some_and(|&sc| sc >= MIN),
                "{} = {} is not a list word",
                s.label(),
                Alphabet::latin().spell(&word)
            );
            assert!(seen.insert(word), "{} repeats an entry", s.label());
        }
    }
    // Slots the search filled are complete; crossings may complete more.
    assert!(
        complete >= w.filled,
        "{complete} complete < {} filled",
        w.filled
    );
    for id in &w.stuck {
        assert!(id.0 < slots.len());
    }
}

#[test]
fn progress_carries_a_partial_fill_consistent_with_the_letters_and_the_list() {
    let g = stuck_grid();
    let opts = FillOptions {
        strategy: Strategy::Words,
        timeout: Some(Duration::from_millis(800)),
        ..FillOptions::default()
    };
    let mut reports = Vec::new();
    let outcome = fill(&g, &tables(), &opts, &AtomicBool::new(false), &mut |p| {
        reports.push(p)
    });
    let FillOutcome::TimedOut { hardest, .. } = outcome else {
        panic!("the open 9×9 should time out, got {outcome:?}");
    };
    let watched: Vec<&Progress> = reports.iter().filter(|p| p.watch.is_some()).collect();
    assert!(!watched.is_empty(), "no report carried a snapshot");
    for p in &watched {
        check_snapshot(&g, p);
    }
    let last = watched
        .last()
        .and_then(|p| p.watch.as_ref())
        .expect("a snapshot");
    assert!(!last.letters.is_empty());
    assert!(last.filled > 0);
    // Where the search is stuck is what the verdict names.
    assert!(!last.stuck.is_empty());
    let stuck: BTreeSet<_> = last.stuck.iter().collect();
    assert!(
        hardest.iter().filter(|h| stuck.contains(h)).count() >= hardest.len() / 2,
        "stuck {:?} vs hardest {hardest:?}",
        last.stuck
    );
    // The depth never falls.
    for pair in watched.windows(2) {
        assert!(pair[0].filled <= pair[1].filled);
    }
}

#[test]
fn a_job_sends_snapshots_at_its_progress_rate() {
    let g = stuck_grid();
    let opts = FillOptions {
        strategy: Strategy::Words,
        timeout: Some(Duration::from_millis(600)),
        ..FillOptions::default()
    };
    let job = FillJob::spawn(g.clone(), tables(), opts);
    let mut events = 0;
    let mut with_watch = 0;
    let outcome = job.wait(|p| {
        events += 1;
        if p.watch.is_some() {
            with_watch += 1;
        }
        check_snapshot(&g, p);
    });
    assert!(matches!(outcome, FillOutcome::TimedOut { .. }));
    assert!(with_watch > 0);
    // Thousands of nodes a second, but only a report per 50 ms: 600 ms gives about a dozen.
    assert!(events < 100, "{events} progress events: the channel floods");
}

#[test]
fn while_scores_are_raised_the_snapshot_is_the_best_fill() {
    let g = grid(".....\n.....\n.....\n.....\n.....\n");
    let opts = FillOptions {
        strategy: Strategy::Words,
        quality: Duration::from_millis(100),
        ..FillOptions::default()
    };
    let mut reports = Vec::new();
    let outcome = fill(&g, &tables(), &opts, &AtomicBool::new(false), &mut |p| {
        reports.push(p)
    });
    let FillOutcome::Filled(f) = outcome else {
        panic!("an open 5×5 fills, got {outcome:?}");
    };
    let last = reports
        .iter()
        .rev()
        .find(|p| p.best_score.is_some())
        .and_then(|p| p.watch.as_ref())
        .expect("a snapshot of the fill");
    assert_eq!(last.filled, 10);
    for p in g.positions() {
        let Cell::Letter(l) = f.grid.cell(p) else {
            panic!("{p} left empty")
        };
        assert_eq!(last.letter_at(p), Some(l), "at {p}");
    }
}

#[test]
fn the_best_fill_search_watches_its_best_fill_once_it_has_one() {
    let g = grid(".....\n.....\n.....\n.....\n.....\n");
    let opts = FillOptions::default();
    let budget = Budget {
        max_backtracks: Some(3_000),
    };
    let mut reports = Vec::new();
    let outcome = fill_optimal(
        &g,
        &tables(),
        &opts,
        budget,
        &AtomicBool::new(false),
        &mut |p| reports.push(p),
    );
    let FillOutcome::Filled(f) = outcome else {
        panic!("an open 5×5 fills, got {outcome:?}");
    };
    let better: Vec<&Progress> = reports.iter().filter(|p| p.best_score.is_some()).collect();
    assert!(!better.is_empty());
    for p in &better {
        let w = p.watch.as_ref().expect("a snapshot");
        assert_eq!(w.filled, 10, "a whole fill, not a partial one");
        check_snapshot(&g, p);
    }
    let last = better.last().and_then(|p| p.watch.as_ref()).expect("one");
    for p in g.positions() {
        assert_eq!(last.letter_at(p), f.grid.cell(p).letter(), "at {p}");
    }
}
