//! Helpers shared by the studio tests.

pub mod any_alphabet;
pub mod barred;
pub mod brute;
pub mod builtin;
pub mod design_check;
pub mod house_rules;
pub mod isolated;
pub mod real_answers;
pub mod studio;
pub mod tools;
pub mod warm_cache;

use gridwright::grid::{Alphabet, Puzzle};
use gridwright::store::SlotNumber;
use gridwright::tui::studio::Studio;
use gridwright::tui::theme::Theme;
use gridwright::tui::words::StudioWords;
use gridwright::words::{Lexicon, WordIndex};

/// Studio words from a small `WORD;SCORE` list, all scores admitted.
pub fn studio_words(list: &[u8]) -> StudioWords {
    let mut lex = Lexicon::new(Alphabet::latin());
    lex.add_list("test", list);
    let index = WordIndex::build(&lex).expect("index");
    StudioWords::new(index, 0)
}

/// The studio on a blank `w`×`h` grid in slot 1, with words from `list`.
#[allow(dead_code)]
pub fn blank_studio(w: usize, h: usize, list: &[u8]) -> Studio {
    let puzzle = Puzzle::blank(w, h).expect("size");
    let mut app = Studio::new(
        puzzle,
        SlotNumber::new(1).expect("slot"),
        None,
        Theme::default(),
    );
    app.set_words(studio_words(list));
    app
}

/// Answers yes when `:export` asks because the publish checks found problems (tests of the
/// writers, not of the checks).
#[allow(dead_code)]
pub fn export_anyway(app: &mut Studio) {
    use gridwright::tui::studio::Mode;
    if let Mode::Confirm { question, .. } = app.mode() {
        assert!(question.ends_with("Export anyway? y/n"), "{question}");
        gridwright::tui::update::update(app, gridwright::tui::action::Action::Yes);
    }
}

/// The built-in meaning index, read once for every test that needs it (the studio reads its
/// own on a service; tests install this one).
pub fn meanings() -> &'static std::sync::Arc<gridwright::words::meaning::Meanings> {
    static CELL: std::sync::OnceLock<std::sync::Arc<gridwright::words::meaning::Meanings>> =
        std::sync::OnceLock::new();
    CELL.get_or_init(|| {
        std::sync::Arc::new(gridwright::words::meaning::builtin().expect("the shipped index reads"))
    })
}

/// Writes `puzzle` to `path` in the format its extension names, an unfinished grid too.
pub fn write_unfinished(puzzle: &Puzzle, path: &std::path::Path) {
    let options = gridwright::formats::WriteOptions {
        allow_incomplete: true,
        ..Default::default()
    };
    gridwright::formats::write_path(puzzle, path, None, &options).expect("write");
}
