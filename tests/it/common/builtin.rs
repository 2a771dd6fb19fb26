//! The built-in word list and its tables at the fill tests' minimum score, built once per
//! test binary.
#![allow(dead_code)]

use gridwright::fill::WordTables;
use gridwright::words::{ListSpec, WordIndex, load};
use std::sync::{Arc, OnceLock};

/// The minimum score the fill tests use.
pub const MIN: u8 = 40;

/// The built-in list's index.
pub fn index() -> &'static WordIndex {
    static INDEX: OnceLock<WordIndex> = OnceLock::new();
    INDEX.get_or_init(|| {
        load(&ListSpec::default_only(), None)
            .expect("default list")
            .index
    })
}

/// The list as a plain map, read independently of the solver's tables.
pub fn list() -> &'static std::collections::HashMap<Vec<u8>, u8> {
    static L: OnceLock<std::collections::HashMap<Vec<u8>, u8>> = OnceLock::new();
    L.get_or_init(|| {
        let mut m = std::collections::HashMap::new();
        index().for_each(|w, s| {
            m.insert(w.to_vec(), s);
        });
        m
    })
}

/// Its tables at [`MIN`].
pub fn tables() -> Arc<WordTables> {
    static T: OnceLock<Arc<WordTables>> = OnceLock::new();
    T.get_or_init(|| Arc::new(WordTables::from_index(index(), MIN)))
        .clone()
}

/// The studio's `:check` of `puzzle` with the built-in list at [`MIN`]: its health report
/// and each finding (missing clues aside) as its kind and its text.
pub fn studio_check(
    puzzle: &gridwright::grid::Puzzle,
) -> (gridwright::grid::HealthReport, Vec<(&'static str, String)>) {
    use gridwright::grid::{HealthReport, publish};
    let slots = puzzle.slots();
    let health = HealthReport::of_puzzle(puzzle, &slots, puzzle.meta.shortest_entry());
    let score = |w: &[u8]| list().get(w).copied();
    let ctx = publish::Context {
        score: Some(&score),
        min_score: MIN,
        min_by_length: Default::default(),
        twins: Vec::new(),
    };
    let found = publish::check(puzzle, &slots, &health, &ctx)
        .iter()
        .filter(|f| f.kind() != "missing_clue")
        .map(|f| (f.kind(), f.to_string()))
        .collect();
    (health, found)
}

/// A studio on a blank `w`×`h` grid with the built-in words at [`MIN`].
pub fn studio(w: usize, h: usize) -> gridwright::tui::studio::Studio {
    let mut app = gridwright::tui::studio::Studio::new(
        gridwright::grid::Puzzle::blank(w, h).expect("size"),
        gridwright::store::SlotNumber::new(1).expect("slot"),
        None,
        gridwright::tui::theme::Theme::default(),
    );
    app.set_words(gridwright::tui::words::StudioWords::new(
        index().clone(),
        MIN,
    ));
    app
}
