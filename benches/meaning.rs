//! The meaning index: reading it (once, off the key path), and the look-ups the studio and the
//! CLI make on every use: a thesaurus query, a gloss line and clue ideas.

use criterion::{Criterion, criterion_group, criterion_main};
use gridwright::words::meaning::{self, Meanings};
use gridwright::words::{ListSpec, Pattern, load};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("meaning");
    g.sample_size(10);
    g.bench_function("read the embedded index", |b| {
        b.iter(|| Meanings::from_compressed(black_box(meaning::EMBEDDED)).expect("reads"))
    });
    g.finish();
    let m = &meaning::builtin().expect("reads");
    let words = load(&ListSpec::default_only(), None).expect("built-in list");
    let alphabet = words.index.alphabet().clone();
    let pattern = Pattern::parse("s???r??", &alphabet).expect("pattern");
    c.bench_function("query s???r?? --like spice", |b| {
        b.iter(|| {
            let related = m.related(black_box("spice")).expect("known");
            related.fitting(&alphabet, &pattern, |w| words.index.score(w), 50, 100)
        })
    });
    c.bench_function("related(happy)", |b| {
        b.iter(|| m.related(black_box("happy")))
    });
    c.bench_function("gloss line (SPICES)", |b| {
        b.iter(|| m.gloss_line(black_box("SPICES")))
    });
    c.bench_function("clue ideas (HAPPY)", |b| {
        b.iter(|| m.clue_ideas(black_box("HAPPY")))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
