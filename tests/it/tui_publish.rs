//! `:check` in the studio: the publish checks as a list over the grid; Enter jumps to the
//! problem, `*` scores a word the lists lack, a finished puzzle is "ready", `:export` names
//! the problems it wrote anyway, and the same grid in another slot is found.

use crate::common;

use crate::common::studio;
use studio::{command, said, screen};

use gridwright::grid::text::parse_grid;
use gridwright::grid::{Alphabet, ClueKey, Direction, Pos, Puzzle, Slots};
use gridwright::store::{SlotNumber, Store};
use gridwright::tui::action::Action;
use gridwright::tui::studio::{Mode, PromptKind, Studio};
use gridwright::tui::theme::Theme;
use gridwright::tui::ui::render;
use gridwright::tui::update::update;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// Every entry of the square but ABC.
const LIST: &[u8] = b"DEF;60\nGHI;60\nADG;60\nBEH;60\nCFI;60\n";

/// ABC/DEF/GHI with a clue for every entry but `skip`.
fn square(skip: &[(u16, Direction)]) -> Puzzle {
    let grid = parse_grid("ABC\nDEF\nGHI\n", &Alphabet::latin()).expect("grid");
    let mut p = Puzzle::new(grid);
    for s in Slots::of(&p.grid).all() {
        if !skip.contains(&(s.number, s.direction)) {
            p.clues.insert(
                ClueKey::new(s.number, s.direction),
                format!("clue {}", s.label()),
            );
        }
    }
    p
}

fn studio(p: Puzzle, store: Option<Store>, list: &[u8]) -> Studio {
    let slot = SlotNumber::new(1).expect("slot");
    let mut app = Studio::new(p, slot, store, Theme::default());
    app.set_words(common::studio_words(list));
    app
}

#[test]
fn check_lists_each_problem_and_enter_jumps_to_it() {
    let mut app = studio(square(&[(2, Direction::Down)]), None, LIST);
    command(&mut app, "check");
    assert_eq!(app.mode(), Mode::Checks { selected: 0 });
    let kinds: Vec<&str> = app.findings().iter().map(|f| f.kind()).collect();
    assert_eq!(kinds, ["missing_clue", "not_in_list"]);
    let text = screen(&app, 80, 24);
    assert!(text.contains("publish checks: 2 problems (1/2)"), "{text}");
    assert!(text.contains("missing clue    2D has no clue"), "{text}");
    assert!(
        text.contains("not in list     1A ABC is in no loaded word list"),
        "{text}"
    );
    update(&mut app, Action::PromptSubmit);
    assert_eq!(app.mode(), Mode::Normal);
    assert_eq!(app.cursor(), Pos::new(0, 1));
    assert_eq!(app.direction(), Direction::Down);
    assert_eq!(said(&app), "2D has no clue");
}

#[test]
fn star_on_a_word_the_lists_lack_opens_its_score() {
    let mut app = studio(square(&[]), None, LIST);
    command(&mut app, "check");
    assert_eq!(app.findings().len(), 1);
    update(&mut app, Action::ListMove(5)); // clamped to the last row
    assert_eq!(app.mode(), Mode::Checks { selected: 0 });
    update(&mut app, Action::ScorePrompt);
    match app.mode() {
        Mode::Prompt { kind, buffer } => {
            assert_eq!(kind, PromptKind::Command);
            assert_eq!(buffer.text(), "score ABC 60");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_finished_puzzle_is_ready() {
    let list = [LIST, b"ABC;55\n"].concat();
    let mut app = studio(square(&[]), None, &list);
    command(&mut app, "check");
    assert_eq!(app.mode(), Mode::Normal);
    assert_eq!(said(&app), "ready to publish: no problems found");
}

#[test]
fn the_same_grid_in_another_slot_is_found() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    store
        .save(SlotNumber::new(4).expect("slot"), &square(&[]), false)
        .expect("saved");
    let list = [LIST, b"ABC;55\n"].concat();
    let mut app = studio(square(&[]), Some(Store::new(dir.path())), &list);
    command(&mut app, "check");
    assert_eq!(app.findings().len(), 1, "{:?}", app.findings());
    assert_eq!(
        app.findings()[0].to_string(),
        "the same grid is saved in slot 4"
    );
    // A row with no square to go to says what it is instead.
    update(&mut app, Action::PromptSubmit);
    assert_eq!(said(&app), "the same grid is saved in slot 4");
}

#[test]
fn export_asks_before_writing_a_puzzle_with_problems() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = dir.path().join("p.puz");
    let mut app = studio(square(&[(1, Direction::Across)]), None, LIST);
    let line = format!("export {}", out.display());
    command(&mut app, &line);
    let Mode::Confirm { question, .. } = app.mode() else {
        panic!("no question: {:?}", app.mode())
    };
    assert_eq!(
        question,
        "1A has no clue and 1 more (:check lists them). Export anyway? y/n"
    );
    update(&mut app, Action::No);
    assert!(!out.exists(), "no wrote it");
    command(&mut app, &line);
    update(&mut app, Action::Yes);
    assert!(out.exists());
    assert!(said(&app).starts_with("wrote"), "{}", said(&app));
    // A ready puzzle is written without a question.
    let list = [LIST, b"ABC;55\n"].concat();
    let mut ready = studio(square(&[]), None, &list);
    let out = dir.path().join("ready.puz");
    command(&mut ready, &format!("export {}", out.display()));
    assert!(out.exists(), "{}", said(&ready));
}

#[test]
fn the_list_marks_kinds_in_the_warning_colour_and_the_chosen_row() {
    let mut app = studio(
        square(&[(2, Direction::Down), (4, Direction::Across)]),
        None,
        LIST,
    );
    command(&mut app, "check");
    update(&mut app, Action::ListMove(1));
    let theme = Theme::default();
    let mut t = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
    t.draw(|f| render(&app, f)).expect("draw");
    let buf = t.backend().buffer().clone();
    let row_of = |needle: &str| {
        (0..24u16)
            .find(|&y| {
                let line: String = (0..80u16)
                    .map(|x| buf[(x, y)].symbol().to_string())
                    .collect();
                line.contains(needle)
            })
            .expect("row shown")
    };
    let col_of = |y: u16, needle: &str| {
        let line: Vec<String> = (0..80u16)
            .map(|x| buf[(x, y)].symbol().to_string())
            .collect();
        let joined: String = line.concat();
        let byte = joined.find(needle).expect("on the row");
        joined[..byte].chars().count() as u16
    };
    let first = row_of("2D has no clue");
    let chosen = row_of("4A has no clue");
    let x = col_of(first, "missing clue");
    assert_eq!(buf[(x, first)].fg, theme.warning);
    assert_ne!(buf[(x, first)].bg, theme.highlight_bg);
    assert_eq!(buf[(x, chosen)].bg, theme.highlight_bg);
    let x = col_of(chosen, "4A has");
    assert_eq!(buf[(x, chosen)].fg, theme.text);
    assert_eq!(buf[(x, chosen)].bg, theme.highlight_bg);
    insta::assert_snapshot!(screen(&app, 80, 24));
}

/// A puzzle from text rows, every entry clued.
fn clued(rows: &str) -> Puzzle {
    let grid = parse_grid(rows, &Alphabet::latin()).expect("grid");
    let mut p = Puzzle::new(grid);
    for s in Slots::of(&p.grid).all() {
        p.clues.insert(
            ClueKey::new(s.number, s.direction),
            format!("clue {}", s.label()),
        );
    }
    p
}

#[test]
fn each_check_shows_in_the_studio_list() {
    let every = b"ABC;60\nDEF;60\nGHI;60\nADG;60\nBEH;60\nCFI;60\nCAT;60\nARE;60\nTEN;60\n\
ABCDE;60\nJKLMN;60\nACF;60\nBDG;60\nCDE;60\nFGH;60\n";
    let cases = [
        (
            "ABC\nD.F\nGHI\n",
            "incomplete",
            "1 empty square, the first at r2c2",
        ),
        (
            "CAT\nARE\nTEN\n",
            "duplicate",
            "CAT appears 2 times: 1A, 1D",
        ),
        (
            "ABCDE\nF###G\nH###I\nJKLMN\n",
            "unchecked",
            "10 unchecked squares",
        ),
        (
            "ABCDE\nF###G\nH###I\nJKLMN\n",
            "density",
            "6 blocks of 20 squares",
        ),
        ("AB#\nCDE\nFGH\n", "short", "1A has 2 letters"),
        ("AB#\nCDE\nFGH\n", "asymmetric", "2 squares break"),
        ("CAT\n###\nTEN\n", "disconnected", "3 squares cut off"),
        (
            "XYZ\nDEF\nGHI\n",
            "not_in_list",
            "1A XYZ is in no loaded word list",
        ),
    ];
    for (rows, kind, text) in cases {
        let mut app = studio(clued(rows), None, every);
        command(&mut app, "check");
        let found = app
            .findings()
            .iter()
            .find(|f| f.kind() == kind)
            .unwrap_or_else(|| panic!("{rows:?}: no {kind} in {:?}", app.findings()));
        assert!(found.to_string().contains(text), "{rows:?}: {found}");
        assert!(
            screen(&app, 80, 24).contains(text),
            "{rows:?}: {kind} not shown"
        );
    }
}
