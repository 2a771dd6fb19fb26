//! The clue memory in the studio (issue 33), action by action: a clue written and saved is
//! remembered (and `gridwright clues` lists it); another puzzle with the same answer offers
//! it as "your past" above the WordNet ideas, in the clue prompt and in the clue desk, and
//! Enter takes it into the editor.

use crate::common;
use crate::common::isolated::gridwright_in;
use crate::common::studio::{said, screen, typed};

use gridwright::grid::text::parse_grid;
use gridwright::grid::{Alphabet, Direction, Puzzle};
use gridwright::store::{SlotNumber, Store};
use gridwright::tui::action::Action;
use gridwright::tui::past_clues::MemoryState;
use gridwright::tui::studio::{Mode, PromptKind, Studio};
use gridwright::tui::theme::Theme;
use gridwright::tui::update::{handle, update};
use std::path::Path;
use std::time::{Duration, Instant};

/// A studio on slot `n` of data dir `data`: one white row of five squares (1A), the
/// meaning index loaded.
fn studio(data: &Path, n: u8) -> Studio {
    let grid = parse_grid(".....\n#####\n#####\n", &Alphabet::latin()).expect("grid");
    let mut app = Studio::new(
        Puzzle::new(grid),
        SlotNumber::new(n).expect("slot"),
        Some(Store::new(data)),
        Theme::default(),
    );
    app.set_words(common::studio_words(b"TIGER;60\n"));
    gridwright::tui::meaning::install_index(&mut app, common::meanings().clone());
    app
}

/// Waits for the clue memory's reads and writes in flight, blocking on the services'
/// channel (a bounded wait: a hang guard, not a speed check).
pub(crate) fn settle(app: &mut Studio) {
    let until = Instant::now() + Duration::from_secs(120);
    loop {
        let past = &app.meaning().past;
        if !past.pending() && matches!(past.memory, MemoryState::Ready(_)) {
            return;
        }
        let left = until.saturating_duration_since(Instant::now());
        assert!(!left.is_zero(), "the clue memory never arrived");
        if let Some(event) = app.next_event(left) {
            handle(app, event);
        }
    }
}

fn editor_text(app: &Studio) -> Option<String> {
    match app.mode() {
        Mode::Prompt {
            kind: PromptKind::Clue,
            buffer,
        } => Some(buffer.text().to_string()),
        Mode::Clues(desk) => desk.editing.map(|e| e.text().to_string()),
        _ => None,
    }
}

/// Types TIGER into 1A, writes `clue` for it in the clue prompt and saves.
fn write_and_save(app: &mut Studio, clue: &str) {
    typed(app, "TIGER");
    update(app, Action::EditClue);
    for c in clue.chars() {
        update(app, Action::PromptChar(c));
    }
    update(app, Action::PromptSubmit);
    assert_eq!(app.puzzle().clue(1, Direction::Across), Some(clue));
    update(app, Action::Save);
    assert!(said(app).contains("saved to slot"), "{}", said(app));
    settle(app);
}

#[test]
fn a_clue_written_and_saved_in_the_studio_is_listed_by_the_cli() {
    let tmp = tempfile::tempdir().expect("tmp");
    let data = tmp.path().join("data");
    let mut app = studio(&data, 2);
    write_and_save(&mut app, "Striped hunter");
    let out = gridwright_in(tmp.path())
        .args(["clues", "tiger"])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("Striped hunter") && text.contains("slot 2"),
        "{text}"
    );
}

#[test]
fn another_puzzle_offers_the_past_clue_above_the_ideas_and_enter_takes_it() {
    let tmp = tempfile::tempdir().expect("tmp");
    let data = tmp.path().join("data");
    write_and_save(&mut studio(&data, 1), "Striped hunter");

    let mut app = studio(&data, 2);
    typed(&mut app, "TIGER");
    update(&mut app, Action::EditClue);
    settle(&mut app);
    // The next key after the memory arrived says the answer has a past clue.
    update(&mut app, Action::PromptChar('x'));
    assert!(
        said(&app).contains("your past clue for TIGER"),
        "{}",
        said(&app)
    );
    update(&mut app, Action::ClueIdeas);
    let list = app.meaning().ideas.clone().expect("the list is open");
    let past = list.past.expect("the memory is read");
    assert_eq!(past.len(), 1);
    assert_eq!(past[0].clue, "Striped hunter");
    assert!(
        list.ideas.is_some_and(|i| !i.is_empty()),
        "WordNet's ideas follow"
    );
    let s = screen(&app, 80, 24);
    let past_row = s.find("Striped hunter").expect("the past clue is shown");
    let idea_row = ["definition", "synonym", "kind of"]
        .iter()
        .filter_map(|k| s.find(k))
        .min();
    assert!(
        idea_row.is_some_and(|i| i > past_row),
        "past clues first:\n{s}"
    );
    assert!(s.contains("your past"), "{s}");
    update(&mut app, Action::PromptSubmit);
    assert!(app.meaning().ideas.is_none(), "Enter closes the list");
    assert_eq!(editor_text(&app).as_deref(), Some("Striped hunter"));
    assert_eq!(
        app.puzzle().clue(1, Direction::Across),
        None,
        "not written yet"
    );
    update(&mut app, Action::PromptSubmit);
    assert_eq!(
        app.puzzle().clue(1, Direction::Across),
        Some("Striped hunter")
    );
}

#[test]
fn the_clue_desk_offers_past_clues_too_even_where_wordnet_has_no_ideas() {
    let tmp = tempfile::tempdir().expect("tmp");
    let data = tmp.path().join("data");
    let store = Store::new(&data);
    // A word WordNet does not know, clued in an earlier puzzle.
    let grid = parse_grid("QXZVW\n#####\n#####\n", &Alphabet::latin()).expect("grid");
    let mut earlier = Puzzle::new(grid);
    earlier.write_clue(
        gridwright::grid::ClueKey::new(1, Direction::Across),
        "Scrabble nightmare",
    );
    store
        .save(SlotNumber::new(5).expect("slot"), &earlier, false)
        .expect("save");

    let mut app = studio(&data, 2);
    typed(&mut app, "QXZVW");
    update(&mut app, Action::OpenClues);
    update(&mut app, Action::PromptSubmit);
    settle(&mut app);
    update(&mut app, Action::ClueIdeas);
    let list = app
        .meaning()
        .ideas
        .clone()
        .expect("the list opens for the past clue");
    assert_eq!(list.past.map(|p| p.len()), Some(1));
    assert_eq!(list.ideas.map(|i| i.len()), Some(0));
    assert!(
        said(&app).contains("WordNet does not know it"),
        "{}",
        said(&app)
    );
    update(&mut app, Action::PromptSubmit);
    assert_eq!(editor_text(&app).as_deref(), Some("Scrabble nightmare"));
    assert!(matches!(app.mode(), Mode::Clues(_)), "still in the desk");
}
