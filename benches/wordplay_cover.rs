//! How much of a setter's work the wordplay tools cover, on answers setters really clued:
//! `../shared/bench/cryptic/guardian-answers-even.tsv` (500 Guardian answers; never shipped).
//! Prints the share of answers with a charade or container (parts list words or table
//! parts), a homophone, a reversal, and at least one checked draft; medians of the time to
//! draft one answer and of a 15-letter phrase's anagrams; and 30 drafts picked with a fixed
//! seed for a setter to read. `cargo bench -p gridwright-benches --bench wordplay_cover`.

use gridwright::words::meaning;
use gridwright::words::wordplay::{
    AnagramOptions, DefinedBy, Drafter, Indicators, NoDraft, Sounds, Wordplay,
};
use gridwright::words::{ListSpec, MinScores, load};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

const ANSWERS: &str = "../../shared/bench/cryptic/guardian-answers-even.tsv";

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn share(n: usize, of: usize) -> String {
    format!("{n}/{of} ({:.1}%)", 100.0 * n as f64 / of as f64)
}

/// The hidden-word search as drafts made it before the endings table: one pass over the
/// whole list per answer for the best four words ending with each of its starts. Timed
/// beside the drafts that now use the table, for the before/after of issue 45.
fn one_pass(index: &gridwright::words::WordIndex, answer: &[u8]) -> usize {
    let mut ends: Vec<Vec<(u8, usize)>> = vec![Vec::new(); answer.len()];
    index.for_each(|w, score| {
        if w.len() > 9 || score < 50 {
            return;
        }
        for (i, best) in ends
            .iter_mut()
            .enumerate()
            .take(answer.len().min(w.len()))
            .skip(1)
        {
            if w.ends_with(&answer[..i]) && (best.len() < 4 || best[3].0 < score) {
                best.push((score, w.len()));
                best.sort_by(|a, b| b.cmp(a));
                best.truncate(4);
            }
        }
    });
    ends.iter().map(Vec::len).sum()
}

fn main() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(ANSWERS);
    let Ok(text) = std::fs::read_to_string(&path) else {
        println!("no {} here: nothing measured", path.display());
        return;
    };
    let answers: Vec<(String, String)> = text
        .lines()
        .skip(1)
        .filter_map(|l| {
            let mut f = l.split('\t');
            Some((f.next()?.to_string(), f.next()?.to_string()))
        })
        .collect();
    let index = load(&ListSpec::default_only(), None).expect("list").index;
    let meanings = meaning::builtin().expect("meanings");
    let sounds = Sounds::builtin().expect("sounds");
    let indicators = Indicators::builtin();
    let wp = Wordplay::setters(&index, &MinScores::uniform(50));
    let drafter = Drafter {
        wordplay: &wp,
        meanings: &meanings,
        sounds: &sounds,
        indicators: &indicators,
    };
    let (mut split, mut homophone, mut reversal, mut drafted) = (0, 0, 0, 0);
    // How each answer is defined → (answers, answers with a draft).
    let mut by_source: BTreeMap<DefinedBy, (usize, usize)> = BTreeMap::new();
    let mut reasons: BTreeMap<NoDraft, Vec<String>> = BTreeMap::new();
    let mut times = Vec::new();
    let mut all_drafts = Vec::new();
    for (answer, enumeration) in &answers {
        let charades = wp.charades(answer, 3, 2).expect("charades");
        let containers = wp.containers(answer, 2).expect("containers");
        split += usize::from(!charades.is_empty() || !containers.is_empty());
        homophone += usize::from(!wp.homophones(&sounds, answer).expect("h").is_empty());
        reversal += usize::from(!wp.reversals(answer, 2, 2).expect("r").is_empty());
        let t = Instant::now();
        let attempt = drafter.attempt(answer, Some(enumeration)).expect("drafts");
        times.push(t.elapsed());
        let has = !attempt.drafts.is_empty();
        drafted += usize::from(has);
        let row = by_source.entry(attempt.defined_by).or_default();
        row.0 += 1;
        row.1 += usize::from(has);
        if let Some(why) = attempt.why_none().filter(|w| *w != NoDraft::Unknown) {
            reasons.entry(why).or_default().push(answer.clone());
        }
        all_drafts.extend(attempt.drafts.into_iter().map(|d| (answer.clone(), d)));
    }
    let n = answers.len();
    println!("answers                          {n}");
    println!("charade or container             {}", share(split, n));
    println!("homophone                        {}", share(homophone, n));
    println!("reversal                         {}", share(reversal, n));
    println!("at least one checked draft       {}", share(drafted, n));
    println!("\n| defined by | answers | with a draft |\n|---|---|---|");
    for (source, (all, with)) in &by_source {
        println!("| {source:?} | {all} | {with} |");
    }
    println!("\n| defined, no draft, because | answers | which |\n|---|---|---|");
    for (why, which) in &reasons {
        println!("| {why:?} | {} | {} |", which.len(), which.join(" "));
    }
    println!();
    println!("drafts for one answer, median    {:?}", median(times));
    let passes: Vec<Duration> = answers
        .iter()
        .step_by(10)
        .filter_map(|(a, _)| index.alphabet().encode(a).ok())
        .map(|a| {
            let t = Instant::now();
            std::hint::black_box(one_pass(&index, &a));
            t.elapsed()
        })
        .collect();
    println!(
        "hidden search by one pass over the list (before), median {:?}",
        median(passes)
    );
    let anagram: Vec<Duration> = (0..21)
        .map(|_| {
            let t = Instant::now();
            let r = wp.anagrams("department store", &AnagramOptions::default());
            std::hint::black_box(r).expect("anagrams");
            t.elapsed()
        })
        .collect();
    println!("anagram of 15 letters, median    {:?}", median(anagram));
    let mut rng = fastrand::Rng::with_seed(45);
    println!("\n30 drafts picked at random:");
    for _ in 0..30.min(all_drafts.len()) {
        let (answer, d) = &all_drafts[rng.usize(..all_drafts.len())];
        println!(
            "{answer:<16} {:>3}  {}\n                      {}",
            d.score, d.clue, d.parse
        );
    }
}
