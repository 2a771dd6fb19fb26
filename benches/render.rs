//! Frame rendering time: a 21×21 grid at 100×40 and a 15×15 at 80×24 (target < 2 ms), and
//! keypresses that recompute the ranked candidates.

#[path = "common/studio.rs"]
mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use gridwright::tui::studio::Studio;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::hint::black_box;

fn app(rows: &str) -> Studio {
    common::studio_on(rows)
}

fn frames(c: &mut Criterion) {
    let mut rows21 = String::new();
    for r in 0..21 {
        let row: String = (0..21)
            .map(|c| if (r * 7 + c * 3) % 11 == 0 { '#' } else { '.' })
            .collect();
        rows21.push_str(&row);
        rows21.push('\n');
    }
    let a21 = app(&rows21);
    let rows15 = include_str!("../tests/fixtures/themeless-15x15.txt");
    let a15 = app(rows15);
    for (name, app, w, h) in [
        ("21x21@100x40", &a21, 100, 40),
        ("15x15@80x24", &a15, 80, 24),
    ] {
        let mut t = Terminal::new(TestBackend::new(w, h)).expect("terminal");
        c.bench_function(&format!("render/{name}"), |b| {
            b.iter(|| {
                t.draw(|f| gridwright::tui::ui::render(black_box(app), f))
                    .expect("draw");
            })
        });
    }
    // Candidates for an open entry of the 21×21, ranked by the room each word leaves its
    // crossings (a Tab to the next entry and back, each recomputing them).
    let mut a = app(&rows21);
    c.bench_function("keypress/tab-21x21", |b| {
        b.iter(|| {
            gridwright::tui::update::update(&mut a, gridwright::tui::action::Action::NextEntry);
            gridwright::tui::update::update(&mut a, gridwright::tui::action::Action::PrevEntry);
        })
    });
    // The ranking's share of it: candidates with and without the crossing counts.
    {
        let a = app(rows15);
        let tables = a.words().expect("words").tables.clone();
        let grid = a.puzzle().grid.clone();
        let slots = gridwright::grid::Slots::of(&grid);
        let slot = a.current_slot().expect("an entry");
        c.bench_function("candidates/ranked-15x15", |b| {
            b.iter(|| gridwright::fill::candidates::candidates(&grid, &slots, slot, &tables, 200))
        });
        let letters = slots.get(slot).letters(&grid);
        c.bench_function("candidates/crossing-counts-15x15", |b| {
            b.iter(|| {
                gridwright::fill::rank::CrossingCounts::of(&grid, &slots, slot, &letters, &tables)
            })
        });
    }
    // Handling a keypress includes recomputing candidates for the new entry.
    let mut a = app(rows15);
    c.bench_function("keypress/type-letter-15x15", |b| {
        b.iter(|| {
            gridwright::tui::update::update(&mut a, gridwright::tui::action::Action::Type('S'));
            gridwright::tui::update::update(&mut a, gridwright::tui::action::Action::Backspace);
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).measurement_time(std::time::Duration::from_secs(2)).warm_up_time(std::time::Duration::from_millis(500));
    targets = frames
}
criterion_main!(benches);
