//! Meaning in the studio (issue 21), per keypress with the built-in list and index: the last
//! key of a `~` search (a fixed-length pattern and `*`), a frame with the candidate gloss,
//! and opening the clue ideas list. Nothing of it may hold a key for long.

#[path = "common/studio.rs"]
mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use gridwright::tui::action::Action;
use gridwright::tui::studio::Studio;
use gridwright::tui::update::update;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn app() -> Studio {
    app_on(include_str!("../tests/fixtures/themeless-15x15.txt"))
}

fn app_on(rows: &str) -> Studio {
    let mut app = common::studio_on(rows);
    let index = gridwright::words::meaning::builtin().expect("meaning index");
    gridwright::tui::meaning::install_index(&mut app, std::sync::Arc::new(index));
    app
}

/// The last key of `line` typed into the search prompt, taken back and typed again.
fn last_key(c: &mut Criterion, name: &str, line: &str) {
    let mut a = app();
    update(&mut a, Action::OpenSearch);
    for ch in line.chars() {
        update(&mut a, Action::PromptChar(ch));
    }
    assert!(a.search().is_some_and(|r| !r.matches.is_empty()), "{line}");
    let last = line.chars().last().expect("a line");
    c.bench_function(name, |b| {
        b.iter(|| {
            update(&mut a, Action::PromptBackspace);
            update(&mut a, Action::PromptChar(last));
        })
    });
}

fn meaning(c: &mut Criterion) {
    last_key(c, "keypress/search-plain-s???r??", "s???r??");
    last_key(c, "keypress/search-like-s???r??-spice", "s???r?? ~spice");
    last_key(c, "keypress/search-like-star-spice", "* ~spice");
    // A new ~word each time (HAPP, then HAPPY): the thesaurus walk is not kept.
    last_key(c, "keypress/search-like-new-word-happy", "????? ~happy");
    let a = app();
    let mut t = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
    c.bench_function("render/15x15@80x24-with-gloss", |b| {
        b.iter(|| {
            t.draw(|f| gridwright::tui::ui::render(&a, f))
                .expect("draw");
        })
    });
    let mut a = app_on("SAFFRON\n#######\n#######\n");
    update(&mut a, Action::ClueIdeas);
    assert!(a.meaning().ideas.is_some(), "{:?}", a.message());
    update(&mut a, Action::Escape);
    update(&mut a, Action::Escape);
    c.bench_function("keypress/clue-ideas-open-close", |b| {
        b.iter(|| {
            update(&mut a, Action::ClueIdeas);
            update(&mut a, Action::Escape);
            update(&mut a, Action::Escape);
        })
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = meaning
}
criterion_main!(benches);
