//! Autofill speed: time to a first fill over the built-in list at min score 50, one search
//! thread (`--strategy words`, a fixed seed, no polish), on the project's own grids and, when
//! present, a few of ../shared/bench's.
//!
//! `cargo bench -p gridwright-benches --bench fill` prints criterion medians, then one line per grid with the fill's
//! average and lowest score. `../shared/bench/compare-fill.py` compares whole runs of the
//! binary with ingrid_core.

use criterion::{Criterion, criterion_group, criterion_main};
use gridwright::fill::{FillOptions, FillOutcome, Strategy, WordTables, fill};
use gridwright::grid::{Alphabet, Grid, text::parse_grid};
use gridwright::store::read_doc_file;
use gridwright::words::{ListSpec, load};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

const MIN_SCORE: u8 = 50;

fn root() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

fn text_grid(path: &Path) -> Option<Grid> {
    let text = std::fs::read_to_string(path).ok()?;
    // Comment lines (`;`) are the fixtures' own notes.
    let rows: String = text
        .lines()
        .filter(|l| !l.starts_with(';'))
        .map(|l| format!("{l}\n"))
        .collect();
    parse_grid(&rows, &Alphabet::latin()).ok()
}

fn grids() -> Vec<(String, Grid)> {
    let mut v = Vec::new();
    if let Ok(Some(doc)) = read_doc_file(&root().join("saves/american-15x15.toml")) {
        v.push(("american-15x15 (locked letters)".into(), doc.puzzle.grid));
    }
    let ours = [
        "tests/fixtures/themeless-15x15.txt",
        "benches/grids/open-5x5.txt",
        "benches/grids/open-6x6.txt",
    ];
    let shared = [
        "../shared/bench/grids/nyt15-1994-03-01.txt",
        "../shared/bench/grids/nyt15-2014-12-13.txt",
        "../shared/bench/grids/nyt21-2011-10-16.txt",
        "../shared/bench/grids/uk15-cryptic-22188.txt",
    ];
    for rel in ours.iter().chain(&shared) {
        let path = root().join(rel);
        if let Some(g) = text_grid(&path) {
            let name = path
                .file_stem()
                .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
            v.push((name, g));
        }
    }
    v
}

fn opts() -> FillOptions {
    FillOptions {
        strategy: Strategy::Words,
        seed: 1,
        quality: Duration::ZERO,
        quality_auto: false,
        timeout: Some(Duration::from_secs(60)),
        ..FillOptions::default()
    }
}

fn first_fill(c: &mut Criterion) {
    let words = load(&ListSpec::default_only(), None).expect("built-in list");
    let tables = WordTables::from_index(&words.index, MIN_SCORE);
    let grids = grids();
    let never = AtomicBool::new(false);
    let mut group = c.benchmark_group("first fill");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(5));
    for (name, grid) in &grids {
        group.bench_function(name.as_str(), |b| {
            b.iter(|| fill(grid, &tables, &opts(), &never, &mut |_| {}))
        });
    }
    group.finish();
    println!("\ngrid                              avg   lowest  (words, seed 1, min {MIN_SCORE})");
    for (name, grid) in &grids {
        match fill(grid, &tables, &opts(), &never, &mut |_| {}) {
            FillOutcome::Filled(f) => {
                println!("{name:<32} {:5.1} {:>6}", f.average_score, f.min_score)
            }
            other => println!("{name:<32} {other:?}"),
        }
    }
}

criterion_group!(benches, first_fill);
criterion_main!(benches);
