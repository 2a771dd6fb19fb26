//! Thread scaling of the parallel fill: time to a fill (or a proof that there is none) on
//! ../shared/bench's grids with 1 thread and with N threads, alternating, in one process.
//!
//! `cargo bench -p gridwright-benches --bench fill_threads` uses `stwl.dict` at min score 50 (the built-in list when
//! the shared folder is missing), 3 runs per grid and thread count, no polish, a 20 s limit.
//! Environment: `FILL_THREADS` (the N to compare with 1; default 2), `FILL_RUNS`,
//! `FILL_TIMEOUT` (seconds), `FILL_ONLY` (grids whose name contains it).
//! It prints per grid the median seconds of each, the outcome and the ratio 1-thread/N-thread
//! (above 1: N threads are faster), then the geometric mean of the ratios.

use gridwright::fill::{FillOptions, FillOutcome, Strategy, WordTables, fill};
use gridwright::grid::{Alphabet, Grid, text::parse_grid};
use gridwright::words::{ListSpec, load};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

fn env_or<T: std::str::FromStr>(key: &str, default: T) -> T {
    std::env::var(key)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn shared() -> PathBuf {
    PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/..")).join("../shared/bench")
}

fn grids(only: &str) -> Vec<(String, Grid)> {
    let Ok(dir) = std::fs::read_dir(shared().join("grids")) else {
        return Vec::new();
    };
    let mut v: Vec<(String, Grid)> = dir
        .flatten()
        .filter_map(|e| {
            let name = e.path().file_stem()?.to_string_lossy().into_owned();
            let text = std::fs::read_to_string(e.path()).ok()?;
            let g = parse_grid(&text, &Alphabet::latin()).ok()?;
            name.contains(only).then_some((name, g))
        })
        .collect();
    v.sort_by(|a, b| a.0.cmp(&b.0));
    v
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn outcome(o: &FillOutcome) -> &'static str {
    match o {
        FillOutcome::Filled(_) => "filled",
        FillOutcome::Unfillable { .. } => "unfillable",
        FillOutcome::TimedOut { .. } => "timeout",
        FillOutcome::Cancelled(_) => "cancelled",
        FillOutcome::Panicked(_) => "internal error",
    }
}

fn main() {
    let n: usize = env_or("FILL_THREADS", 2);
    let runs: usize = env_or("FILL_RUNS", 3);
    let timeout = Duration::from_secs(env_or("FILL_TIMEOUT", 20));
    let only: String = env_or("FILL_ONLY", String::new());
    let list = shared().join("wordlists/stwl.dict");
    let spec = if list.exists() {
        ListSpec {
            files: vec![list],
            ..ListSpec::default()
        }
    } else {
        ListSpec::default_only()
    };
    let words = load(&spec, None).expect("word list");
    let tables = WordTables::from_index(&words.index, 50);
    let never = AtomicBool::new(false);
    println!(
        "grid                    1 thread (s)  {n} threads (s)  outcome (1 / {n})        ratio"
    );
    let mut logs = Vec::new();
    for (name, grid) in grids(&only) {
        let mut times = [Vec::new(), Vec::new()];
        let mut ends = ["", ""];
        for run in 0..runs {
            for k in 0..2 {
                // Alternate which goes first, so neither always meets a warmer cache.
                let k = (k + run) % 2;
                let opts = FillOptions {
                    strategy: Strategy::Auto,
                    threads: if k == 0 { 1 } else { n },
                    seed: 1 + run as u64,
                    timeout: Some(timeout),
                    ..FillOptions::default()
                };
                let t = Instant::now();
                let o = fill(&grid, &tables, &opts, &never, &mut |_| {});
                times[k].push(t.elapsed().as_secs_f64());
                ends[k] = outcome(&o);
            }
        }
        let (a, b) = (median(times[0].clone()), median(times[1].clone()));
        let ratio = a / b;
        logs.push(ratio.ln());
        println!(
            "{name:<24}{a:>12.3}{b:>15.3}  {:<22}{ratio:>6.2}",
            format!("{} / {}", ends[0], ends[1])
        );
    }
    if !logs.is_empty() {
        let g = (logs.iter().sum::<f64>() / logs.len() as f64).exp();
        println!("geometric mean of ratios: {g:.2}");
    }
}
