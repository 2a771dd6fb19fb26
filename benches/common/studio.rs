//! A studio on a grid with the built-in list, as the benches measure it.

use gridwright::grid::{Alphabet, Puzzle, text::parse_grid};
use gridwright::store::SlotNumber;
use gridwright::tui::studio::Studio;
use gridwright::tui::theme::Theme;
use gridwright::tui::words::StudioWords;
use gridwright::words::{ListSpec, load};

/// A studio on `rows` (the text grid format) with the built-in list at minimum score 40.
pub fn studio_on(rows: &str) -> Studio {
    let grid = parse_grid(rows, &Alphabet::latin()).expect("grid");
    let mut app = Studio::new(
        Puzzle::new(grid),
        SlotNumber::new(1).expect("slot"),
        None,
        Theme::default(),
    );
    let w = load(&ListSpec::default_only(), None).expect("words");
    app.set_words(StudioWords::new(w.index, 40));
    app
}
