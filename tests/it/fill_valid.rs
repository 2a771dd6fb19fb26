//! Every fill is checked by an independent validator: entries in the list at or above the
//! minimum score, crossings agree, no duplicates, locked letters and everything outside the
//! region unchanged, and border slots still have a candidate.

use gridwright::fill::job::{FillJob, JobEvent};
use gridwright::fill::{FillOptions, FillOutcome, Region, Strategy, Unfillable, WordTables, fill};
use gridwright::grid::{Alphabet, Cell, Grid, Pos, Slots, text::parse_grid};
use gridwright::store::read_doc_file;
use gridwright::words::WordIndex;
use std::collections::{BTreeSet, HashMap};
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::common::builtin;
use builtin::{MIN, list, tables};

/// Tables over a small list given inline, every word kept.
fn tables_of(list: &[u8]) -> WordTables {
    let mut lex = gridwright::words::Lexicon::new(Alphabet::latin());
    lex.add_list("t", list);
    WordTables::from_index(&WordIndex::build(&lex).expect("index"), 0)
}

fn grid(rows: &str) -> Grid {
    parse_grid(rows, &Alphabet::latin()).expect("test grid")
}

/// [`validate`] for a whole-grid fill with nothing locked, nothing replaceable and no
/// duplicates allowed.
fn validate_whole(before: &Grid, after: &Grid) {
    let none = BTreeSet::new();
    validate(before, after, &Region::All, &none, &none, false);
}

/// Independent checks of a fill of `before` into `after`; letters in `replaceable` may
/// change (they must stay letters), every other letter must stay as it was.
pub(crate) fn validate(
    before: &Grid,
    after: &Grid,
    region: &Region,
    locked: &BTreeSet<Pos>,
    replaceable: &BTreeSet<Pos>,
    allow_dupes: bool,
) {
    assert_eq!(
        (before.width(), before.height()),
        (after.width(), after.height())
    );
    for p in before.positions() {
        let (b, a) = (before.cell(p), after.cell(p));
        assert_eq!(b.is_block(), a.is_block(), "block changed at {p}");
        if let Cell::Letter(_) = b {
            if replaceable.contains(&p) {
                assert!(matches!(a, Cell::Letter(_)), "replaceable {p} emptied");
            } else {
                assert_eq!(b, a, "letter changed at {p}");
            }
        }
        if locked.contains(&p) {
            assert_eq!(b, a, "locked square changed at {p}");
        }
        if !region.contains(p) {
            assert_eq!(b, a, "square outside the region changed at {p}");
        } else if b.is_white() {
            assert!(matches!(a, Cell::Letter(_)), "square {p} left empty");
        }
    }
    let slots = Slots::of(after);
    let mut seen: HashMap<Vec<u8>, String> = HashMap::new();
    for s in slots.all() {
        let in_region = s
            .cells
            .iter()
            .any(|&p| region.contains(p) && before.cell(p) == Cell::Empty);
        match s.word(after) {
            Some(w) => {
                if in_region {
                    let score = list().get(&w).copied();
                    assert!(
                        score.is_some_and(|sc| sc >= MIN),
                        "{} = {} is not in the list at {MIN}+",
                        s.label(),
                        Alphabet::latin().spell(&w)
                    );
                }
                if !allow_dupes && let Some(other) = seen.insert(w.clone(), s.label()) {
                    panic!("{} repeats {other}", s.label());
                }
            }
            None => {
                // A border slot: some word must still fit its letters.
                let letters = s.letters(after);
                let fits = list().iter().any(|(w, &sc)| {
                    sc >= MIN
                        && w.len() == letters.len()
                        && w.iter()
                            .zip(&letters)
                            .all(|(c, l)| l.is_none_or(|l| l == *c))
                });
                assert!(fits, "border slot {} has no candidate left", s.label());
            }
        }
    }
}

/// The total of a filled grid's entries' values (`fill::value`) on the built-in list.
fn value_total(grid: &Grid) -> u64 {
    Slots::of(grid)
        .all()
        .iter()
        .map(|s| {
            let w = s.word(grid).expect("complete");
            u64::from(gridwright::fill::value::of(list()[&w]))
        })
        .sum()
}

fn run(g: &Grid, opts: &FillOptions) -> FillOutcome {
    fill(g, &tables(), opts, &AtomicBool::new(false), &mut |_| {})
}

fn filled(g: &Grid, opts: &FillOptions) -> Grid {
    match run(g, opts) {
        FillOutcome::Filled(f) => {
            validate(
                g,
                &f.grid,
                &opts.region,
                &BTreeSet::new(),
                &opts.replaceable,
                opts.allow_duplicates,
            );
            assert!(f.average_score >= f64::from(MIN));
            assert!(f.min_score >= MIN);
            f.grid
        }
        other => panic!("expected a fill, got {other:?}"),
    }
}

fn example(name: &str) -> gridwright::grid::Puzzle {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("saves")
        .join(name);
    read_doc_file(&path)
        .expect("parses")
        .expect("exists")
        .puzzle
}

#[test]
fn fills_are_valid_over_seeds_and_grids() {
    let grids = [
        grid("....#\n.....\n.....\n.....\n#....\n"),
        grid("....\n....\n....\n....\n"),
        example("british-13x13.toml").grid,
        example("american-15x15.toml").grid,
    ];
    let mut fills = BTreeSet::new();
    for g in &grids {
        for seed in 1..=3 {
            let opts = FillOptions {
                seed,
                timeout: Some(Duration::from_secs(60)),
                ..FillOptions::default()
            };
            fills.insert(gridwright::grid::text::format_grid(
                &filled(g, &opts),
                &Alphabet::latin(),
            ));
        }
    }
    // Seeds vary the fills: at least one grid is filled two ways.
    assert!(fills.len() > grids.len(), "{} fills", fills.len());
}

#[test]
fn locked_letters_are_kept() {
    // As the studio asks: letters the constructor did not lock may be replaced.
    let p = example("american-15x15.toml");
    let unlocked: BTreeSet<Pos> = p
        .grid
        .positions()
        .filter(|q| matches!(p.grid.cell(*q), Cell::Letter(_)) && !p.locked.contains(q))
        .collect();
    assert!(!p.locked.is_empty() && !unlocked.is_empty());
    let opts = FillOptions {
        replaceable: unlocked.clone(),
        timeout: Some(Duration::from_secs(60)),
        ..FillOptions::default()
    };
    for seed in 1..=3 {
        let opts = FillOptions {
            seed,
            ..opts.clone()
        };
        let FillOutcome::Filled(f) = run(&p.grid, &opts) else {
            panic!("american example fills");
        };
        validate(&p.grid, &f.grid, &Region::All, &p.locked, &unlocked, false);
    }
}

/// Rows 6–10, columns 1–5 of the american example: a block of entries on its west side.
fn west_block() -> Region {
    Region::Rect {
        from: Pos::new(5, 0),
        to: Pos::new(9, 4),
    }
}

#[test]
fn region_fill_changes_nothing_outside_and_leaves_border_slots_fillable() {
    let p = example("american-15x15.toml");
    let region = west_block();
    let opts = FillOptions {
        region: region.clone(),
        timeout: Some(Duration::from_secs(60)),
        ..FillOptions::default()
    };
    let FillOutcome::Filled(f) = run(&p.grid, &opts) else {
        panic!("region fills");
    };
    validate(
        &p.grid,
        &f.grid,
        &region,
        &p.locked,
        &BTreeSet::new(),
        false,
    );
    assert!(!f.entries.is_empty());
    // Only entries wholly inside the region are reported as chosen.
    for e in &f.entries {
        let slot = Slots::of(&f.grid);
        let s = slot.get(e.slot);
        assert!(
            s.cells
                .iter()
                .all(|&c| region.contains(c) || p.grid.cell(c) != Cell::Empty)
        );
    }
}

#[test]
fn the_polish_raises_the_region_and_leaves_the_rest() {
    let p = example("american-15x15.toml");
    let region = west_block();
    let plain = FillOptions {
        region: region.clone(),
        strategy: Strategy::Words,
        timeout: Some(Duration::from_secs(60)),
        ..FillOptions::default()
    };
    let polished = FillOptions {
        quality: Duration::from_millis(400),
        ..plain.clone()
    };
    let (FillOutcome::Filled(a), FillOutcome::Filled(b)) =
        (run(&p.grid, &plain), run(&p.grid, &polished))
    else {
        panic!("region fills");
    };
    validate(
        &p.grid,
        &b.grid,
        &region,
        &p.locked,
        &BTreeSet::new(),
        false,
    );
    // The average counts only the region's own entries, and the polish never lowers it.
    assert_eq!(a.entries.len(), b.entries.len());
    assert!(
        b.average_score >= a.average_score,
        "{} < {}",
        b.average_score,
        a.average_score
    );
}

#[test]
fn the_polish_scores_only_the_entries_it_writes() {
    // Region: the top row. Its entry AXA (90) leaves the two downs through it only words
    // scored 10; BXB (40) leaves them words scored 90. The downs are never written, so the
    // best fill of the region is AXA, though BXB has the larger total over all three slots.
    let t = tables_of(b"AXA;90\nBXB;40\nACC;10\nADD;10\nBCC;90\nBDD;90\n");
    let g = grid("...\n.#.\n.#.\n");
    let region = Region::Rect {
        from: Pos::new(0, 0),
        to: Pos::new(0, 2),
    };
    for seed in 1..=3 {
        let opts = FillOptions {
            region: region.clone(),
            seed,
            strategy: Strategy::Words,
            quality: Duration::from_millis(200),
            ..FillOptions::default()
        };
        let FillOutcome::Filled(f) = fill(&g, &t, &opts, &AtomicBool::new(false), &mut |_| {})
        else {
            panic!("fills");
        };
        assert_eq!(f.entries.len(), 1);
        assert_eq!(Alphabet::latin().spell(&f.entries[0].word), "AXA");
        assert_eq!(f.average_score, 90.0);
    }
}

#[test]
fn region_fills_are_valid_over_seeds_rectangles_and_square_sets() {
    for name in ["american-15x15.toml", "british-13x13.toml"] {
        let p = example(name);
        let (w, h) = (p.grid.width(), p.grid.height());
        // A corner, a band across the middle, and a plus-shaped set of squares.
        let plus: BTreeSet<Pos> = (0..h)
            .map(|r| Pos::new(r, w / 2))
            .chain((0..w).map(|c| Pos::new(h / 2, c)))
            .collect();
        let regions = [
            Region::Rect {
                from: Pos::new(0, 0),
                to: Pos::new(4, 4),
            },
            Region::Rect {
                from: Pos::new(h / 2 - 1, 0),
                to: Pos::new(h / 2 + 1, w - 1),
            },
            Region::Cells(plus),
        ];
        for region in &regions {
            for seed in 1..=3 {
                let opts = FillOptions {
                    region: region.clone(),
                    seed,
                    timeout: Some(Duration::from_secs(60)),
                    ..FillOptions::default()
                };
                match run(&p.grid, &opts) {
                    FillOutcome::Filled(f) => {
                        validate(&p.grid, &f.grid, region, &p.locked, &BTreeSet::new(), false);
                    }
                    other => panic!("{name} {region:?} seed {seed}: {other:?}"),
                }
            }
        }
    }
}

#[test]
fn replaceable_letters_may_change_and_others_stay() {
    let mut g = grid("....#\n.....\n.....\n.....\n#....\n");
    let q = Alphabet::latin().index_of('Q').expect("Q");
    g.set(Pos::new(2, 2), Cell::Letter(q)).expect("in grid");
    let opts = FillOptions {
        replaceable: [Pos::new(2, 2)].into(),
        timeout: Some(Duration::from_secs(60)),
        ..FillOptions::default()
    };
    match run(&g, &opts) {
        FillOutcome::Filled(f) => validate(
            &g,
            &f.grid,
            &Region::All,
            &BTreeSet::new(),
            &opts.replaceable,
            false,
        ),
        other => panic!("expected a fill, got {other:?}"),
    }
    // Not replaceable, the Q stays where it is.
    let opts = FillOptions {
        replaceable: BTreeSet::new(),
        ..opts
    };
    let kept = filled(&g, &opts);
    assert_eq!(kept.cell(Pos::new(2, 2)), Cell::Letter(q));
}

#[test]
fn impossible_grid_is_reported_unfillable() {
    // A locked QXZ across start: no word begins QXZ, so 1A runs dry at once.
    let g = grid("QXZ.\n....\n....\n....\n");
    let opts = FillOptions {
        timeout: Some(Duration::from_secs(30)),
        ..FillOptions::default()
    };
    match run(&g, &opts) {
        FillOutcome::Unfillable { slot, reason, .. } => {
            assert!(slot.is_some(), "{reason}");
        }
        other => panic!("expected unfillable, got {other:?}"),
    }
    // No word of length 25 at all: named at once.
    let long = grid(&format!(
        "{}\n{}\n{}\n",
        ".".repeat(25),
        "#".repeat(25),
        "#".repeat(25)
    ));
    match run(&long, &opts) {
        FillOutcome::Unfillable { slot, reason, .. } => {
            let slots = Slots::of(&long);
            assert_eq!(slot.map(|id| slots.get(id).label()).as_deref(), Some("1A"));
            assert_eq!(reason, Unfillable::NoWordsOfLength(25));
        }
        other => panic!("expected unfillable, got {other:?}"),
    }
}

#[test]
fn a_timed_out_fill_names_the_slots_it_found_hardest() {
    // An open 9×9, which no list fills, beside an open 3×3, which fills at once: every slot
    // named must be one of the 9×9's.
    let rows: Vec<String> = (0..9)
        .map(|r| format!("{}#{}", ".".repeat(9), if r < 3 { "..." } else { "###" }))
        .collect();
    let g = grid(&(rows.join("\n") + "\n"));
    let opts = FillOptions {
        strategy: Strategy::Words,
        timeout: Some(Duration::from_secs(1)),
        ..FillOptions::default()
    };
    let FillOutcome::TimedOut { hardest, .. } = run(&g, &opts) else {
        panic!("the open 9×9 should time out");
    };
    let big: BTreeSet<String> = Slots::of(&g)
        .all()
        .iter()
        .filter(|s| s.cells.iter().all(|p| p.col < 9))
        .map(|s| s.label())
        .collect();
    assert!(!hardest.is_empty() && hardest.len() <= 5, "{hardest:?}");
    assert_eq!(
        hardest.iter().collect::<BTreeSet<_>>().len(),
        hardest.len(),
        "{hardest:?}"
    );
    let slots = Slots::of(&g);
    for id in &hardest {
        let label = slots.get(*id).label();
        assert!(
            big.contains(&label),
            "{label} is not in the open 9×9: {hardest:?}"
        );
    }
}

#[test]
fn duplicates_only_when_allowed() {
    // Only a symmetric word square fits, which repeats every word.
    let t = tables_of(b"BAT\nAPE\nTEN\n");
    let g = grid("...\n...\n...\n");
    let none = AtomicBool::new(false);
    let opts = FillOptions::default();
    match fill(&g, &t, &opts, &none, &mut |_| {}) {
        FillOutcome::Unfillable { reason, .. } => {
            assert_eq!(reason, Unfillable::NoFill);
        }
        other => panic!("expected unfillable, got {other:?}"),
    }
    let opts = FillOptions {
        allow_duplicates: true,
        ..FillOptions::default()
    };
    let FillOutcome::Filled(f) = fill(&g, &t, &opts, &none, &mut |_| {}) else {
        panic!("fills with duplicates allowed");
    };
    assert_eq!(
        gridwright::grid::text::format_grid(&f.grid, &Alphabet::latin()),
        "BAT\nAPE\nTEN\n"
    );
}

#[test]
fn quality_phase_never_makes_a_fill_worse() {
    let g = example("mini-5x5.toml").grid;
    // One strategy, so both runs start from the same first fill.
    let plain = FillOptions {
        strategy: Strategy::Words,
        ..FillOptions::default()
    };
    let FillOutcome::Filled(a) = run(&g, &plain) else {
        panic!("fills");
    };
    let better = FillOptions {
        quality: Duration::from_millis(300),
        ..plain.clone()
    };
    let FillOutcome::Filled(b) = run(&g, &better) else {
        panic!("fills");
    };
    validate_whole(&g, &b.grid);
    // The polish raises the total value (strong entries first), which may trade a little
    // raw average for fewer weak entries.
    assert!(value_total(&b.grid) >= value_total(&a.grid));
}

#[test]
fn progress_follows_the_polish_to_the_final_average() {
    let g = example("mini-5x5.toml").grid;
    let opts = FillOptions {
        strategy: Strategy::Words,
        quality: Duration::from_millis(300),
        ..FillOptions::default()
    };
    let mut seen = Vec::new();
    let outcome = fill(&g, &tables(), &opts, &AtomicBool::new(false), &mut |p| {
        seen.push(p)
    });
    let FillOutcome::Filled(f) = outcome else {
        panic!("fills");
    };
    let best: Vec<f64> = seen.iter().filter_map(|p| p.best_score).collect();
    assert!(!best.is_empty(), "no progress reported a best score");
    // Each report is a better fill by value (strong entries first), not always by raw
    // average; the last one is the fill returned.
    assert_eq!(best.last().copied(), Some(f.average_score));
    for p in seen.iter().filter(|p| p.best_score.is_some()) {
        assert_eq!(p.filled, p.total);
    }
}

// How fast a cancel lands is measured by `cargo bench --bench cancel` (median and worst of
// many cancels); these tests check only what a cancel leaves behind, so a busy machine
// cannot fail them.

#[test]
fn cancel_ends_a_running_search_as_cancelled() {
    // A wide-open 9×9 with no blocks: a search that runs for a long time.
    let g = grid(&format!("{}\n", ".........").repeat(9));
    let job = FillJob::spawn(g, tables(), FillOptions::default());
    // Wait for the search to be under way.
    let first = job.next_event(Duration::from_secs(300));
    assert!(matches!(first, Some(JobEvent::Progress(_))), "{first:?}");
    job.cancel();
    let outcome = job.wait(|_| {});
    assert!(matches!(outcome, FillOutcome::Cancelled(_)), "{outcome:?}");
}

#[test]
fn cancel_during_the_polish_keeps_the_fill_found_so_far() {
    let g = example("american-15x15.toml").grid;
    let opts = FillOptions {
        quality: Duration::from_secs(60),
        ..FillOptions::default()
    };
    let job = FillJob::spawn(g.clone(), tables(), opts);
    // The first report with a best score comes once the grid is filled and polishing.
    loop {
        match job.next_event(Duration::from_secs(300)) {
            Some(JobEvent::Progress(p)) if p.best_score.is_some() => break,
            Some(JobEvent::Progress(_)) => {}
            other => panic!("expected progress, got {other:?}"),
        }
    }
    job.cancel();
    let outcome = job.wait(|_| {});
    // What the polish has so far is kept, and it is a valid fill of the grid.
    let FillOutcome::Filled(f) = outcome else {
        panic!("expected the fill so far, got {outcome:?}");
    };
    validate_whole(&g, &f.grid);
}

#[test]
fn quality_phase_stops_when_nothing_can_improve() {
    // Every word has the same score, so the first fill is already the best there is:
    // a long quality budget must not be spent.
    let t = tables_of(b"CAT;50\nARE;50\nTEN;50\nCAT;50\nOAR;50\nBET;50\nCOB;50\nABE;50\n");
    let g = grid("...\n#.#\n...\n");
    let opts = FillOptions {
        quality: Duration::from_secs(24 * 3600),
        ..FillOptions::default()
    };
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(fill(&g, &t, &opts, &AtomicBool::new(false), &mut |_| {}));
    });
    // A day's budget: only a phase that ends because nothing can improve returns at all.
    // The wait is a hang guard, not a speed check.
    let outcome = rx
        .recv_timeout(Duration::from_secs(600))
        .expect("the polish spent its day-long budget instead of stopping");
    assert!(matches!(outcome, FillOutcome::Filled(_)), "{outcome:?}");
}

#[test]
fn automatic_quality_budget_keeps_fills_valid_and_no_worse() {
    let g = example("american-15x15.toml").grid;
    // One strategy, so both runs start from the same first fill.
    let plain = FillOptions {
        strategy: Strategy::Words,
        ..FillOptions::default()
    };
    let auto = FillOptions {
        quality_auto: true,
        ..plain.clone()
    };
    let FillOutcome::Filled(a) = run(&g, &plain) else {
        panic!("fills");
    };
    let FillOutcome::Filled(b) = run(&g, &auto) else {
        panic!("fills");
    };
    validate_whole(&g, &b.grid);
    // The polish raises the total value (strong entries first), which may trade a little
    // raw average for fewer weak entries.
    assert!(value_total(&b.grid) >= value_total(&a.grid));
}
