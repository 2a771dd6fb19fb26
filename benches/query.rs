//! Pattern-query speed over the default list and, when present, ../shared/bench's stwl.dict.
//!
//! `cargo bench -p gridwright-benches --bench query` prints criterion medians; it also times index build and cached
//! open, which are one-shot costs and printed as plain medians of a few runs.

use criterion::{Criterion, criterion_group, criterion_main};
use gridwright::grid::Alphabet;
use gridwright::words::{Lexicon, ListSpec, Pattern, WordIndex, WordTables, load};
use std::hint::black_box;
use std::path::PathBuf;
use std::time::Instant;

const PATTERNS: &[&str] = &["S???R??", "???", "Q*", "*ING", "[AEIOU]???[^AEIOU]"];

fn lists() -> Vec<(&'static str, ListSpec)> {
    let mut v = vec![("default", ListSpec::default_only())];
    let stwl = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .join("../shared/bench/wordlists/stwl.dict");
    if stwl.exists() {
        v.push((
            "stwl",
            ListSpec {
                default_list: false,
                config_lists: None,
                files: vec![stwl],
                ..Default::default()
            },
        ));
    }
    v
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

fn one_shot_costs(name: &str, spec: &ListSpec) {
    let cache = tempfile::tempdir().expect("tempdir");
    let builds: Vec<f64> = (0..3)
        .map(|_| {
            let dir = tempfile::tempdir().expect("tempdir");
            let t = Instant::now();
            black_box(load(spec, Some(dir.path())).expect("build"));
            t.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    load(spec, Some(cache.path())).expect("warm cache");
    let opens: Vec<f64> = (0..11)
        .map(|_| {
            let t = Instant::now();
            black_box(load(spec, Some(cache.path())).expect("open"));
            t.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    let mut lex = Lexicon::new(Alphabet::latin());
    let words = load(spec, None).expect("load");
    words.index.for_each(|w, s| lex.insert(w.to_vec(), s));
    let fst_only: Vec<f64> = (0..3)
        .map(|_| {
            let t = Instant::now();
            black_box(WordIndex::build(&lex).expect("fst"));
            t.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    println!(
        "{name}: {} entries; parse+build+write median {:.0} ms (fst alone {:.0} ms); cached open median {:.2} ms",
        words.index.len(),
        median(builds),
        median(fst_only),
        median(opens)
    );
}

fn queries(c: &mut Criterion) {
    for (name, spec) in lists() {
        one_shot_costs(name, &spec);
        let words = load(&spec, None).expect("load");
        let a = words.index.alphabet().clone();
        let mut group = c.benchmark_group(format!("query/{name}"));
        for p in PATTERNS {
            let pat = Pattern::parse(p, &a).expect("pattern");
            group.bench_function(*p, |b| {
                b.iter(|| black_box(words.index.query(black_box(&pat), 0, 100)))
            });
        }
        group.finish();
        let started = Instant::now();
        let tables = WordTables::from_index(&words.index, 0);
        println!(
            "{name}: bitset tables built in {:.0} ms",
            started.elapsed().as_secs_f64() * 1e3
        );
        let mut group = c.benchmark_group(format!("bitset-query/{name}"));
        for p in PATTERNS {
            let pat = Pattern::parse(p, &a).expect("pattern");
            if pat.fixed_len().is_none() {
                continue;
            }
            group.bench_function(*p, |b| {
                b.iter(|| black_box(tables.query(black_box(&pat), 0, 100)))
            });
        }
        group.finish();
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).measurement_time(std::time::Duration::from_secs(2)).warm_up_time(std::time::Duration::from_millis(500));
    targets = queries
}
criterion_main!(benches);
