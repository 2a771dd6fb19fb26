//! Per-length minimum scores in the studio (issue 33, Crossword Compiler's "minimum score
//! by length"): config.toml's `min_score_by_length` and `:minscore 3=55` reach the
//! candidates, the search box, autofill, the viability map and `:check`.

use crate::common;
use crate::common::studio::{command, min_score, said};

use gridwright::grid::{Alphabet, Puzzle};
use gridwright::store::SlotNumber;
use gridwright::tui::action::Action;
use gridwright::tui::studio::Studio;
use gridwright::tui::theme::Theme;
use gridwright::tui::update::wait_map;
use gridwright::tui::update::{update, wait_fill};
use gridwright::tui::viability::map;
use std::time::{Duration, Instant};

/// CAT/ORE/WET across, COW/ARE/TET down: the only fills of an open 3×3 need TET, scored 52;
/// two four-letter words score 52 too.
const LIST: &[u8] = b"CAT;60\nORE;60\nWET;60\nCOW;60\nARE;60\nTET;52\nTETS;52\nCATS;52\n";

fn studio(rows: &str) -> Studio {
    common::studio::over(rows, LIST)
}

fn candidates(app: &Studio) -> Vec<String> {
    let c = app.candidates();
    (0..c.matching)
        .filter_map(|i| c.get(i))
        .map(|(w, _, _)| Alphabet::latin().spell(w))
        .collect()
}

fn search(app: &mut Studio, pattern: &str) -> Vec<String> {
    update(app, Action::OpenSearch);
    // Results come as the pattern is typed (Enter would place the first).
    for c in pattern.chars() {
        update(app, Action::PromptChar(c));
    }
    let found = app
        .search()
        .expect("searched")
        .matches
        .iter()
        .map(|m| Alphabet::latin().spell(&m.word))
        .collect();
    update(app, Action::Escape);
    found
}

#[test]
fn a_length_set_apart_reaches_candidates_and_search_but_not_other_lengths() {
    let mut app = studio("...\n...\n...\n");
    min_score(&mut app, "3=55");
    assert_eq!(said(&app), "minimum score 50 (3 letters 55)");
    assert_eq!(app.min_scores().for_len(3), 55);
    let offered = candidates(&app);
    assert_eq!(offered.len(), 5, "{offered:?}");
    assert!(!offered.contains(&"TET".to_string()), "{offered:?}");
    assert!(!search(&mut app, "???").contains(&"TET".to_string()));
    // Four letters keep the default minimum: the 52s are found.
    let four = search(&mut app, "????");
    assert_eq!(four, ["CATS", "TETS"], "{four:?}");
    // `*` searches the index, each length at its own minimum.
    let any = search(&mut app, "T*");
    assert_eq!(any, ["TETS"], "{any:?}");
    min_score(&mut app, "3=-");
    assert_eq!(said(&app), "minimum score 50");
    assert!(candidates(&app).contains(&"TET".to_string()));
}

#[test]
fn autofill_keeps_each_length_at_its_minimum() {
    let mut app = studio("...\n...\n...\n");
    min_score(&mut app, "3=55");
    update(&mut app, Action::Autofill);
    wait_fill(&mut app, Duration::from_secs(120));
    assert!(
        app.proposal().is_none(),
        "no fill without TET: {}",
        said(&app)
    );
    min_score(&mut app, "3=52");
    update(&mut app, Action::Autofill);
    wait_fill(&mut app, Duration::from_secs(120));
    let proposal = app.proposal().expect("TET admitted again");
    let rows = gridwright::grid::text::format_grid(&proposal.grid, &Alphabet::latin());
    // The square (either way round) has TET as an entry: across or down.
    assert!(
        rows.starts_with("CAT\nORE\nWET") || rows.starts_with("COW\nARE\nTET"),
        "{rows}"
    );
}

#[test]
fn the_viability_map_and_check_use_the_length_minimum() {
    // 3D can only be TET.
    let mut app = studio("CAT\nORE\nWE.\n");
    wait_map(&mut app, Duration::from_secs(60));
    assert!(map(&app).expect("map").is_alive());
    min_score(&mut app, "3=55");
    wait_map(&mut app, Duration::from_secs(60));
    let m = map(&app).expect("map");
    assert!(!m.is_alive(), "TET is under 3's minimum: {m:?}");

    let mut app = studio("CAT\nORE\nWET\n");
    command(&mut app, "check");
    assert!(!app.findings().iter().any(|f| f.kind() == "low_score"));
    update(&mut app, Action::Escape);
    min_score(&mut app, "3=55");
    command(&mut app, "check");
    let low: Vec<String> = app
        .findings()
        .iter()
        .filter(|f| f.kind() == "low_score")
        .map(ToString::to_string)
        .collect();
    assert_eq!(low.len(), 1, "{low:?}");
    assert!(low[0].contains("TET") && low[0].contains("55"), "{low:?}");
}

#[test]
fn config_toml_sets_the_studios_lengths_and_the_words_load_at_them() {
    use gridwright::tui::words::WordSource;
    let dir = tempfile::tempdir().expect("tmp");
    std::fs::write(
        dir.path().join("config.toml"),
        "min_score = 40\nmin_score_by_length = { 3 = 55 }\n",
    )
    .expect("config");
    let (config, warning) = gridwright::config::Config::load(Some(dir.path()));
    assert_eq!(warning, None);
    let list = dir.path().join("mine.dict");
    std::fs::write(&list, LIST).expect("list");
    let mut app = Studio::new(
        Puzzle::blank(3, 3).expect("size"),
        SlotNumber::new(1).expect("slot"),
        None,
        Theme::default(),
    );
    gridwright::tui::min_scores::configure(&mut app, &config);
    assert_eq!((app.min_score(), app.min_scores().for_len(3)), (40, 55));
    app.set_word_source(WordSource {
        builtin: false,
        config_dir: None,
        cache_dir: None,
        extra_lists: vec![list],
        alphabets: gridwright::grid::Alphabets::builtin(),
    });
    let until = Instant::now() + Duration::from_secs(300);
    while app.words().is_none() || app.is_rescoring() {
        assert!(Instant::now() < until, "words never arrived");
        crate::common::studio::next(&mut app, until);
    }
    let offered = candidates(&app);
    assert_eq!(offered.len(), 5, "TET (52) is under 55: {offered:?}");
}
