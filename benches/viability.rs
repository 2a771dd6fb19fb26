//! The live viability map's speed: whole-grid propagation over the built-in list at min
//! score 50 on a 21×21, empty and half filled (the studio recomputes it after every edit;
//! the target is a 50 ms median).
//!
//! `cargo bench -p gridwright-benches --bench viability` prints criterion medians.

use criterion::{Criterion, criterion_group, criterion_main};
use gridwright::fill::{FillOptions, FillOutcome, Strategy, WordTables, fill, viability};
use gridwright::grid::{Alphabet, Cell, Grid, Pos, text::parse_grid};
use gridwright::words::{ListSpec, load};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

const MIN_SCORE: u8 = 50;

/// A published 21×21 when ../shared has it, else a symmetric 21×21 of our own.
fn grid21() -> (String, Grid) {
    // The checkout sits beside ../shared, or a worktree two levels down.
    for up in ["../shared", "../../shared"] {
        let shared = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
            .join(up)
            .join("bench/grids/nyt21-2011-10-16.txt");
        if let Ok(text) = std::fs::read_to_string(&shared)
            && let Ok(g) = parse_grid(&text, &Alphabet::latin())
        {
            return ("nyt21-2011-10-16".into(), g);
        }
    }
    let mut g = Grid::new(21, 21).expect("size");
    for r in 0..21 {
        for c in 0..21 {
            if (r + 2 * c) % 7 == 3 || (20 - r + 2 * (20 - c)) % 7 == 3 {
                g.set(Pos::new(r, c), Cell::Block).expect("in grid");
            }
        }
    }
    ("own-21x21".into(), g)
}

fn map(c: &mut Criterion) {
    let words = load(&ListSpec::default_only(), None).expect("built-in list");
    let tables = WordTables::from_index(&words.index, MIN_SCORE);
    let (name, empty) = grid21();
    let mut grids = vec![(format!("{name} empty"), empty.clone())];
    let opts = FillOptions {
        strategy: Strategy::Words,
        timeout: Some(Duration::from_secs(30)),
        ..FillOptions::default()
    };
    if let FillOutcome::Filled(f) =
        fill(&empty, &tables, &opts, &AtomicBool::new(false), &mut |_| {})
    {
        let mut half = f.grid.clone();
        for p in f.grid.positions().filter(|p| p.row >= 10) {
            if half.is_white(p) {
                half.set(p, Cell::Empty).expect("in grid");
            }
        }
        grids.push((format!("{name} half filled"), half));
    }
    let mut group = c.benchmark_group("viability map");
    group.sample_size(30);
    for (label, grid) in &grids {
        group.bench_function(label.as_str(), |b| {
            b.iter(|| viability(grid, &tables, false))
        });
    }
    group.finish();
}

criterion_group!(benches, map);
criterion_main!(benches);
