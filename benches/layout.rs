//! Freeform layout benchmarks: time to lay out each fixture list, plus a table of quality
//! figures (bounding box, letter density, crossings per word) against a long reference run;
//! and lists of 30, 100, 300 and 2,000 real answers drawn deterministically from
//! `wordlists/default.dict`, and 100 real answers from published puzzles (the puzpy corpus), with placed counts and bounding box (targets: 300 answers under
//! 1 s, 2,000 under 10 s).

#[path = "../tests/it/common/real_answers.rs"]
mod real_answers;

use criterion::{Criterion, criterion_group, criterion_main};
use gridwright::layout::{self, AnswerList, Options};
use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

const LISTS: [&str; 11] = [
    "space8.txt",
    "kitchen14.txt",
    "dense16.txt",
    "animals20.txt",
    "geography26.txt",
    "science30.txt",
    "mixed60.txt",
    "comb37.txt",
    "comb49.txt",
    "crosswordsmith/benchmark_20_words.txt",
    "crosswordsmith/benchmark_26_words.txt",
];

fn load(name: &str) -> AnswerList {
    let path = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .join("tests/fixtures/layout")
        .join(name);
    let text = std::fs::read_to_string(&path).expect("fixture exists");
    layout::parse(&text, name, 255).expect("fixture parses")
}

/// `n` distinct answers of 3 to 12 letters from the default word list, picked by a seeded
/// generator (the same list every run).
fn generated(n: usize) -> AnswerList {
    let path = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/..")).join("wordlists/default.dict");
    let text = std::fs::read_to_string(&path).expect("default word list");
    let pool: Vec<&str> = text
        .lines()
        .filter_map(|l| l.split(';').next())
        .filter(|w| (3..=12).contains(&w.len()) && w.bytes().all(|b| b.is_ascii_alphabetic()))
        .collect();
    let mut rng = fastrand::Rng::with_seed(20);
    let mut seen = std::collections::HashSet::new();
    let mut lines = String::new();
    while seen.len() < n.min(pool.len()) {
        let w = pool[rng.usize(..pool.len())];
        if seen.insert(w) {
            lines.push_str(w);
            lines.push('\n');
        }
    }
    layout::parse(&lines, &format!("generated{n}"), 255).expect("generated list parses")
}

/// 100 real answers, then the generated lists, each with its name.
fn big_lists() -> Vec<(String, AnswerList)> {
    let real = layout::parse(&real_answers::real_answers(100), "real100", 255).expect("parses");
    std::iter::once(("real100".to_string(), real))
        .chain(
            SIZES
                .iter()
                .map(|&n| (format!("generated{n}"), generated(n))),
        )
        .collect()
}

/// Sizes of the generated lists.
const SIZES: [usize; 4] = [30, 100, 300, 2000];

/// Prints placed / total, box, crossings and one run's time for each generated list.
fn report_generated() {
    println!(
        "{:<14} {:>11} {:>9} {:>9} {:>9}",
        "list", "placed", "box", "crossings", "time"
    );
    for (name, list) in big_lists() {
        let ws = words(&list);
        let t = Instant::now();
        let a = layout::arrange(&ws, &Options::default());
        let time = t.elapsed();
        println!(
            "{:<14} {:>11} {:>9} {:>9} {:>7.0}ms",
            name,
            format!("{}/{}", a.placements.len(), ws.len()),
            format!("{}x{}", a.width, a.height),
            a.crossings(&ws),
            time.as_secs_f64() * 1e3
        );
    }
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
    report_generated();
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
    let mut group = c.benchmark_group("layout_generated");
    group.sample_size(10);
    group.warm_up_time(std::time::Duration::from_millis(500));
    group.measurement_time(std::time::Duration::from_secs(5));
    for (name, list) in big_lists() {
        let opts = Options::default();
        group.bench_function(name, |b| {
            b.iter(|| layout::lay_out(black_box(&list), black_box(&opts)))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
