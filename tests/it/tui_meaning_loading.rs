//! The meaning index while it loads (each studio reads its own on the meaning service, so a
//! new one has not read it yet): a `~` search says "meaning data loading…" without waiting,
//! and runs by itself when the index arrives between keys.

use crate::common;

use gridwright::tui::action::Action;
use gridwright::tui::meaning::LOADING;
use gridwright::tui::update::update;
use std::time::{Duration, Instant};

#[test]
fn a_tilde_search_waits_for_the_index_and_then_runs() {
    let mut app = common::blank_studio(7, 7, b"SAFFRON;60\nSCARRED;90\n");
    update(&mut app, Action::OpenSearch);
    for c in "s???r?? ~spice".chars() {
        update(&mut app, Action::PromptChar(c));
    }
    // Nothing has been handled since the search asked for the index: it is loading.
    assert!(app.search().is_none());
    assert_eq!(app.message(), Some(LOADING));
    assert!(app.meaning().search_waiting);
    let until = Instant::now() + Duration::from_secs(120);
    while app.search().is_none() {
        assert!(Instant::now() < until, "the index never arrived");
        crate::common::studio::next(&mut app, until);
    }
    let a = &app.puzzle().alphabet;
    let found: Vec<String> = app
        .search()
        .map(|r| r.matches.iter().map(|m| a.spell(&m.word)).collect())
        .unwrap_or_default();
    assert_eq!(found, ["SAFFRON"]);
    assert_eq!(app.message(), None);
}
