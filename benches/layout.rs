//! Freeform layout benchmarks: time to lay out each fixture list, plus a table of quality
//! figures (bounding box, letter density, crossings per word) against a long reference run.

use criterion::{Criterion, criterion_group, criterion_main};
use gridwright::layout::{self, AnswerList, Options};
use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

const LISTS: [&str; 7] = [
    "space8.txt",
    "kitchen14.txt",
    "dense16.txt",
    "animals20.txt",
    "geography26.txt",
    "science30.txt",
    "mixed60.txt",
];

fn load(name: &str) -> AnswerList {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/layout")
        .join(name);
    let text = std::fs::read_to_string(&path).expect("fixture exists");
    layout::parse(&text, name, 29).expect("fixture parses")
}

fn words(list: &AnswerList) -> Vec<Vec<u8>> {
    list.entries.iter().map(|e| e.letters.clone()).collect()
}

/// Prints one line of figures per list: the default run and the best of a long run.
fn report() {
    println!(
        "{:<16} {:>3} {:>9} {:>7} {:>5} {:>8} {:>5} | {:>7} {:>5} {:>9} {:>6}",
        "list",
        "n",
        "time",
        "box",
        "area",
        "density",
        "x/w",
        "ref box",
        "area",
        "ref time",
        "ratio"
    );
    for name in LISTS {
        let list = load(name);
        let ws = words(&list);
        let opts = Options::default();
        let t = Instant::now();
        let a = layout::arrange(&ws, &opts);
        let time = t.elapsed();
        let long = Options {
            beam: 512,
            restarts: 24,
            ..Options::default()
        };
        let t = Instant::now();
        let r = layout::arrange(&ws, &long);
        let ref_time = t.elapsed();
        let area = a.width * a.height;
        let ref_area = r.width * r.height;
        println!(
            "{:<16} {:>3} {:>7.2}ms {:>7} {:>5} {:>7.0}% {:>5.2} | {:>7} {:>5} {:>7.0}ms {:>6.2}{}",
            name,
            ws.len(),
            time.as_secs_f64() * 1e3,
            format!("{}x{}", a.width, a.height),
            area,
            100.0 * a.density(&ws),
            a.crossings(&ws) as f64 / a.placements.len().max(1) as f64,
            format!("{}x{}", r.width, r.height),
            ref_area,
            ref_time.as_secs_f64() * 1e3,
            area as f64 / ref_area.max(1) as f64,
            if a.unplaced.is_empty() {
                ""
            } else {
                "  (unplaced!)"
            },
        );
    }
}

fn bench(c: &mut Criterion) {
    report();
    let mut group = c.benchmark_group("layout");
    group.sample_size(20);
    group.warm_up_time(std::time::Duration::from_millis(500));
    group.measurement_time(std::time::Duration::from_secs(2));
    for name in LISTS {
        let list = load(name);
        let opts = Options::default();
        group.bench_function(name.trim_end_matches(".txt"), |b| {
            b.iter(|| layout::lay_out(black_box(&list), black_box(&opts)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
