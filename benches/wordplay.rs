//! Wordplay speed over the built-in list: a 15-letter phrase's anagrams (one and two
//! entries, all of them; at one minimum score and at minimums by length), hidden words in a 60-letter phrase, and charade splits of 1,000
//! random entries. `cargo bench -p gridwright-benches --bench wordplay` prints criterion medians.

use criterion::{Criterion, criterion_group, criterion_main};
use gridwright::words::wordplay::{AnagramOptions, Wordplay};
use gridwright::words::{ListSpec, MinScores, Pattern, WordIndex, load};
use std::hint::black_box;

/// Fifteen letters, two words: the "anagram of a 15-letter phrase".
const FODDER: &str = "department store";
/// Sixty letters of clue surface.
const PHRASE: &str = "spend a vital hour reading the paper at breakfast then go out for a walk in";

fn index() -> WordIndex {
    load(&ListSpec::default_only(), None)
        .expect("built-in list")
        .index
}

/// 1,000 entries of the list picked with a fixed seed.
fn sample(index: &WordIndex, n: usize) -> Vec<String> {
    let mut all = Vec::new();
    index.for_each(|w, s| {
        if s >= 50 && (4..=15).contains(&w.len()) {
            all.push(index.alphabet().spell(w));
        }
    });
    let mut rng = fastrand::Rng::with_seed(7);
    (0..n)
        .map(|_| all[rng.usize(..all.len())].clone())
        .collect()
}

fn bench(c: &mut Criterion) {
    let index = index();
    let wp = Wordplay::new(&index, &MinScores::uniform(50));
    assert_eq!(FODDER.chars().filter(char::is_ascii_alphabetic).count(), 15);
    assert_eq!(
        PHRASE.chars().filter(char::is_ascii_alphabetic).count(),
        50 + 10
    );
    let found = wp
        .anagrams(FODDER, &AnagramOptions::default())
        .expect("anagrams");
    println!("anagram {FODDER:?}: {} results", found.len());
    c.bench_function("anagram 15 letters, one and two entries", |b| {
        b.iter(|| wp.anagrams(black_box(FODDER), &AnagramOptions::default()))
    });
    // Per-length minimums cost a table lookup per word found, as one minimum did.
    let mut mins = MinScores::uniform(50);
    mins.by_length.extend([(3, 55), (15, 40)]);
    let by_len = Wordplay::new(&index, &mins);
    c.bench_function("anagram 15 letters, minimums 50 3=55 15=40", |b| {
        b.iter(|| by_len.anagrams(black_box(FODDER), &AnagramOptions::default()))
    });
    let any = Pattern::parse("*", index.alphabet()).expect("pattern");
    let five = Pattern::parse("?????", index.alphabet()).expect("pattern");
    println!(
        "hidden *: {} results",
        wp.hidden(&any, PHRASE, false).expect("hidden").len()
    );
    c.bench_function("hidden ????? in 60 letters", |b| {
        b.iter(|| wp.hidden(&five, black_box(PHRASE), false))
    });
    c.bench_function("hidden * in 60 letters", |b| {
        b.iter(|| wp.hidden(&any, black_box(PHRASE), false))
    });
    let entries = sample(&index, 1000);
    c.bench_function("charades of 1,000 entries", |b| {
        b.iter(|| {
            entries
                .iter()
                .map(|e| wp.charades(e, 3, 2).map(|v| v.len()).unwrap_or(0))
                .sum::<usize>()
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(std::time::Duration::from_secs(3));
    targets = bench
}
criterion_main!(benches);
