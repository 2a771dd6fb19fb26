//! How fast a cancel lands: the time from `FillJob::cancel` to the outcome, over many
//! cancels of a search under way and of a polish under way. Tests check only what a cancel
//! leaves behind; the latency target (100 ms) is checked here.
//!
//! `cargo bench -p gridwright-benches --bench cancel` prints a table: cases, median, 90th percentile, worst.

use gridwright::fill::job::{FillJob, JobEvent};
use gridwright::fill::{FillOptions, FillOutcome, WordTables};
use gridwright::grid::{Alphabet, Grid, text::parse_grid};
use gridwright::store::read_doc_file;
use gridwright::words::{ListSpec, load};
use std::sync::Arc;
use std::time::{Duration, Instant};

const RUNS: usize = 40;

/// Starts a job, waits until `ready` says it is at the stage to cancel, cancels, and returns
/// how long the outcome took and what it was.
fn one_cancel(
    grid: &Grid,
    tables: &Arc<WordTables>,
    opts: &FillOptions,
    ready: fn(&JobEvent) -> bool,
) -> Option<(Duration, FillOutcome)> {
    let job = FillJob::spawn(grid.clone(), Arc::clone(tables), opts.clone());
    loop {
        let event = job.next_event(Duration::from_secs(120))?;
        if ready(&event) {
            break;
        }
        if matches!(event, JobEvent::Done(_)) {
            return None;
        }
    }
    let t = Instant::now();
    job.cancel();
    let outcome = job.wait(|_| {});
    Some((t.elapsed(), outcome))
}

fn report(name: &str, mut times: Vec<Duration>) {
    if times.is_empty() {
        println!("{name:<28} no cancel measured");
        return;
    }
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "{name:<28} {:>5} {:>9.2} {:>9.2} {:>9.2}",
        times.len(),
        ms(at(0.5)),
        ms(at(0.9)),
        ms(at(1.0))
    );
}

fn main() {
    let words = load(&ListSpec::default_only(), None).expect("built-in list");
    let tables = Arc::new(WordTables::from_index(&words.index, 50));
    let open = parse_grid(&".........\n".repeat(9), &Alphabet::latin()).expect("grid");
    let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."));
    let american = read_doc_file(&root.join("saves/american-15x15.toml"))
        .ok()
        .flatten()
        .map(|d| d.puzzle.grid);

    println!(
        "{:<28} {:>5} {:>9} {:>9} {:>9}",
        "cancel of", "runs", "median ms", "p90 ms", "worst ms"
    );
    let search: Vec<Duration> = (0..RUNS)
        .filter_map(|i| {
            let opts = FillOptions {
                seed: i as u64,
                ..FillOptions::default()
            };
            one_cancel(&open, &tables, &opts, |e| {
                matches!(e, JobEvent::Progress(_))
            })
        })
        .filter(|(_, o)| matches!(o, FillOutcome::Cancelled(_)))
        .map(|(t, _)| t)
        .collect();
    report("search (open 9x9)", search);
    if let Some(grid) = american {
        let polish: Vec<Duration> = (0..RUNS)
            .filter_map(|i| {
                let opts = FillOptions {
                    seed: i as u64,
                    quality: Duration::from_secs(60),
                    ..FillOptions::default()
                };
                one_cancel(
                    &grid,
                    &tables,
                    &opts,
                    |e| matches!(e, JobEvent::Progress(p) if p.best_score.is_some()),
                )
            })
            .map(|(t, _)| t)
            .collect();
        report("polish (american 15x15)", polish);
    }
}
