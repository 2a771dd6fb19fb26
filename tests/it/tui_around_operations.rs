//! Issue 29: work around an operation is never lost in the studio — typing over a proposal,
//! saving with one on screen, placing a word into a block pattern, exporting over a file the
//! studio did not write, opening another document over unsaved work, and the smaller traps
//! (marks on locked squares, Delete on a selection, a stray y or n, messages that outlive
//! their truth, the history list).

use crate::common;
use crate::common::studio::{command, said};
use gridwright::grid::text::parse_grid;
use gridwright::grid::{Alphabet, Pos, Puzzle};
use gridwright::store::{SlotNumber, Store};
use gridwright::tui::action::{Action, Move};
use gridwright::tui::studio::{Mode, Pending, Studio};
use gridwright::tui::theme::Theme;
use gridwright::tui::update::{update, wait_fill};
use std::time::Duration;

const WORDS: &[u8] = b"CAT;60\nCAR;55\nCOT;50\nARE;50\nTEN;50\nACE;45\nRAT;40\nTAR;40\nERA;40\nORE;40\nTOE;40\nNET;30\nEAR;30\nOAT;30\nATE;30\nETA;30\nAGO;20\nONE;50\nTEA;30\nEEL;20\n";

fn slot(n: u8) -> SlotNumber {
    SlotNumber::new(n).expect("slot")
}

fn studio_in(dir: &std::path::Path, puzzle: Puzzle) -> Studio {
    let mut app = Studio::new(puzzle, slot(1), Some(Store::new(dir)), Theme::default());
    app.set_words(common::studio_words(WORDS));
    app
}

fn letter(app: &Studio, r: usize, c: usize) -> Option<char> {
    let p = app.puzzle();
    p.grid
        .cell(Pos::new(r, c))
        .letter()
        .and_then(|l| p.alphabet.char_of(l))
}

fn filled(app: &Studio) -> usize {
    let g = &app.puzzle().grid;
    g.positions().filter(|&p| g.cell(p).is_filled()).count()
}

fn propose(app: &mut Studio) {
    update(app, Action::Autofill);
    wait_fill(app, Duration::from_secs(120));
    assert!(app.proposal().is_some(), "{}", said(app));
}

#[test]
fn typing_into_a_proposal_accepts_it_and_types_the_letter_each_one_undo_step() {
    let mut app = common::blank_studio(3, 3, WORDS);
    propose(&mut app);
    let proposed = app.proposal().expect("proposal").grid.clone();
    let depth = app.undo_depth();
    update(&mut app, Action::Type('Z'));
    assert!(app.proposal().is_none());
    assert_eq!(
        letter(&app, 0, 0),
        Some('Z'),
        "the letter typed over the fill"
    );
    // The rest of the proposal is in the grid.
    assert_eq!(
        app.puzzle().grid.cell(Pos::new(2, 2)),
        proposed.cell(Pos::new(2, 2))
    );
    assert_eq!(app.undo_depth(), depth + 2, "accept, then the letter");
    update(&mut app, Action::Undo);
    assert_eq!(
        app.puzzle().grid,
        proposed,
        "Ctrl-Z takes the letter back, not the fill"
    );
    update(&mut app, Action::Undo);
    assert_eq!(filled(&app), 0, "then the fill");
}

#[test]
fn saving_with_a_proposal_says_it_was_left_out_and_the_status_line_shows_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = studio_in(dir.path(), Puzzle::blank(3, 3).expect("size"));
    propose(&mut app);
    update(&mut app, Action::Save);
    assert!(
        said(&app).contains("saved to slot 1 without the proposed fill (Ctrl-A accepts it)"),
        "{}",
        said(&app)
    );
    // Another message replaces "Ctrl-A accepts": the status line still says it.
    update(&mut app, Action::ShowMessages);
    update(&mut app, Action::Escape);
    update(&mut app, Action::Move(Move::Right));
    let screen = common::studio::screen(&app, 80, 24);
    assert!(screen.contains("◆ proposal"), "{screen}");
    update(&mut app, Action::AcceptProposal);
    let screen = common::studio::screen(&app, 80, 24);
    assert!(!screen.contains("◆ proposal"), "{screen}");
}

#[test]
fn a_saved_message_goes_with_the_next_edit() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = studio_in(dir.path(), Puzzle::blank(3, 3).expect("size"));
    update(&mut app, Action::Type('C'));
    update(&mut app, Action::Save);
    assert!(said(&app).starts_with("saved to slot 1"), "{}", said(&app));
    update(&mut app, Action::Type('A'));
    assert!(!said(&app).starts_with("saved"), "{}", said(&app));
    // "nothing to undo" goes too once something is done again.
    let mut app = common::blank_studio(3, 3, WORDS);
    update(&mut app, Action::Undo);
    assert_eq!(said(&app), "nothing to undo");
    update(&mut app, Action::Type('C'));
    assert_ne!(said(&app), "nothing to undo");
}

#[test]
fn place_word_on_a_blocked_grid_keeps_the_pattern() {
    let grid = parse_grid("...#.\n.....\n.....\n.....\n.#...\n", &Alphabet::latin()).expect("grid");
    let mut app = Studio::new(Puzzle::new(grid), slot(1), None, Theme::default());
    let blocks_before = app.puzzle().grid.clone();
    command(&mut app, "place TOAST a bread");
    assert!(
        said(&app).contains("block pattern is kept"),
        "{}",
        said(&app)
    );
    let g = &app.puzzle().grid;
    assert_eq!((g.width(), g.height()), (5, 5));
    for p in g.positions() {
        assert_eq!(
            g.cell(p).is_block(),
            blocks_before.cell(p).is_block(),
            "block at {p} changed"
        );
    }
    // TOAST went into a five-letter entry, with its clue.
    let placed = app
        .slots()
        .iter()
        .any(|(id, _)| app.entry_text(id) == "TOAST");
    assert!(placed, "{}", common::studio::screen(&app, 80, 24));
    assert!(app.puzzle().clues.values().any(|c| c == "a bread"));
    update(&mut app, Action::Undo);
    assert_eq!(app.puzzle().grid, blocks_before, "one undo step");
    // An answer no entry can hold is refused, the pattern untouched.
    command(&mut app, "place ABCDEFG");
    assert!(said(&app).contains("fits no entry"), "{}", said(&app));
    assert_eq!(app.puzzle().grid, blocks_before);
}

#[test]
fn a_bare_export_asks_before_replacing_the_imported_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let file = dir.path().join("theirs.ipuz");
    let mut theirs = Puzzle::blank(3, 3).expect("size");
    theirs.meta.title = "Someone else's".into();
    crate::common::write_unfinished(&theirs, &file);
    let original = std::fs::read(&file).expect("read");
    let mut app = studio_in(dir.path(), Puzzle::blank(3, 3).expect("size"));
    command(&mut app, &format!("import {}", file.display()));
    update(&mut app, Action::Type('C'));
    command(&mut app, "export!");
    let Mode::Confirm { question, on_yes } = app.mode() else {
        panic!("no question: {}", said(&app));
    };
    assert!(
        question.contains("was not written in this session"),
        "{question}"
    );
    assert!(matches!(on_yes, Pending::ReplaceFile { .. }));
    update(&mut app, Action::No);
    assert_eq!(std::fs::read(&file).expect("read"), original, "untouched");
    // Yes writes it (through the publish question); after that the file is ours.
    command(&mut app, "export!");
    update(&mut app, Action::Yes);
    common::export_anyway(&mut app);
    assert!(said(&app).starts_with("wrote"), "{}", said(&app));
    assert_ne!(std::fs::read(&file).expect("read"), original);
    update(&mut app, Action::Type('A'));
    command(&mut app, "export!");
    common::export_anyway(&mut app);
    assert!(
        said(&app).starts_with("wrote"),
        "a file of this session: {}",
        said(&app)
    );
}

#[test]
fn new_import_and_layout_over_unsaved_work_ask_first() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = studio_in(dir.path(), Puzzle::blank(3, 3).expect("size"));
    update(&mut app, Action::Type('C'));
    command(&mut app, "new 5x5");
    let Mode::Confirm { question, .. } = app.mode() else {
        panic!("no question: {}", said(&app));
    };
    assert!(question.starts_with("Unsaved changes"), "{question}");
    update(&mut app, Action::No);
    assert_eq!(letter(&app, 0, 0), Some('C'), "the work stays");
    assert_eq!(app.puzzle().grid.width(), 3);
    command(&mut app, "new 5x5");
    update(&mut app, Action::Yes);
    assert_eq!(app.puzzle().grid.width(), 5);
    assert!(said(&app).starts_with("new 5×5 grid"), "{}", said(&app));
    update(&mut app, Action::Undo);
    assert_eq!(
        letter(&app, 0, 0),
        Some('C'),
        "and Ctrl-Z still brings it back"
    );
    // Clean work is replaced without a question.
    let mut clean = studio_in(dir.path(), Puzzle::blank(3, 3).expect("size"));
    command(&mut clean, "new 4x4");
    assert_eq!(clean.mode(), Mode::Normal);
    assert_eq!(clean.puzzle().grid.width(), 4);
}

#[test]
fn a_locked_square_takes_circles_shading_and_given_marks() {
    let mut app = common::blank_studio(3, 3, WORDS);
    update(&mut app, Action::Type('C'));
    update(&mut app, Action::Move(Move::Left));
    update(&mut app, Action::ToggleLock);
    update(&mut app, Action::ToggleCircle);
    update(&mut app, Action::ToggleShade);
    let style = app.puzzle().style(Pos::new(0, 0));
    assert!(style.circled && style.shaded, "{}", said(&app));
    assert_eq!(letter(&app, 0, 0), Some('C'), "the letter stays locked");
}

#[test]
fn delete_clears_the_whole_selection_but_locked_letters() {
    let mut app = common::blank_studio(3, 3, WORDS);
    for (r, row) in ["CAT", "ARE", "TEN"].into_iter().enumerate() {
        update(&mut app, Action::Click(Pos::new(r, 0)));
        for c in row.chars() {
            update(&mut app, Action::Type(c));
        }
    }
    update(&mut app, Action::Click(Pos::new(0, 0)));
    update(&mut app, Action::ToggleLock);
    update(&mut app, Action::Click(Pos::new(1, 0)));
    update(&mut app, Action::Select(Move::Down));
    update(&mut app, Action::Select(Move::Right));
    update(&mut app, Action::Select(Move::Right));
    let depth = app.undo_depth();
    update(&mut app, Action::Delete);
    for r in 1..3 {
        for c in 0..3 {
            assert_eq!(letter(&app, r, c), None, "({r},{c})");
        }
    }
    assert_eq!(letter(&app, 0, 0), Some('C'), "locked row kept");
    assert_eq!(app.undo_depth(), depth + 1, "one undo step");
}

#[test]
fn a_stray_y_after_a_question_does_nothing_but_say_so() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = studio_in(dir.path(), Puzzle::blank(3, 3).expect("size"));
    update(&mut app, Action::Type('C'));
    command(&mut app, "new 4x4");
    update(&mut app, Action::Yes);
    // The habitual second y: no letter.
    update(&mut app, Action::Type('y'));
    assert_eq!(filled(&app), 0);
    assert!(
        said(&app).starts_with("no question is open"),
        "{}",
        said(&app)
    );
    // Typed again, it is a letter.
    update(&mut app, Action::Type('y'));
    assert_eq!(letter(&app, 0, 0), Some('Y'));
    // A command that needed no question is followed by the same rule.
    command(&mut app, "title Tea");
    update(&mut app, Action::Type('n'));
    assert!(
        said(&app).starts_with("no question is open"),
        "{}",
        said(&app)
    );
}

#[test]
fn the_history_list_tells_versions_apart() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = studio_in(dir.path(), Puzzle::blank(3, 3).expect("size"));
    update(&mut app, Action::Save);
    update(&mut app, Action::Type('C'));
    update(&mut app, Action::Save);
    update(&mut app, Action::EditClue);
    for c in "Feline".chars() {
        update(&mut app, Action::PromptChar(c));
    }
    update(&mut app, Action::PromptSubmit);
    update(&mut app, Action::Save);
    update(&mut app, Action::Type('A'));
    update(&mut app, Action::Save);
    update(&mut app, Action::OpenSlots);
    update(&mut app, Action::SlotHistory);
    let view = app.browser().history.clone().expect("history shown");
    let lines: Vec<&str> = view.rows.iter().map(|r| r.line.as_str()).collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(
        lines[0].contains("  1 clue added · 1 clues · "),
        "{lines:?}"
    );
    assert!(lines[1].contains("  1 square · 0 clues · "), "{lines:?}");
}

#[test]
fn a_minimum_score_typed_while_words_load_is_kept() {
    use gridwright::tui::words::WordSource;
    let dir = tempfile::tempdir().expect("tempdir");
    let list = dir.path().join("mine.dict");
    std::fs::write(&list, "CAT;95\nCOT;50\nCAR;55\n").expect("list");
    let mut app = Studio::new(
        Puzzle::blank(3, 3).expect("size"),
        slot(1),
        None,
        Theme::default(),
    );
    app.set_word_source(WordSource {
        builtin: false,
        config_dir: None,
        cache_dir: None,
        extra_lists: vec![list],
        alphabets: gridwright::grid::Alphabets::builtin(),
    });
    // Typed before the words arrive (nothing has been handled yet).
    assert!(app.words().is_none());
    command(&mut app, "minscore 90");
    let until = std::time::Instant::now() + Duration::from_secs(300);
    while app.words().is_none() || app.is_rescoring() {
        assert!(std::time::Instant::now() < until, "words never arrived");
        gridwright::tui::update::tick(&mut app, std::time::Instant::now());
        std::thread::sleep(Duration::from_millis(5));
    }
    assert_eq!(
        app.candidates().matching,
        1,
        "only CAT scores 90: the tables were rebuilt at the score typed while loading"
    );
}

/// A studio that opened slot 1 of `dir` as it is on disk now.
fn opened(dir: &std::path::Path) -> Studio {
    let store = Store::new(dir);
    let saved = store.load(slot(1)).expect("slot parses").expect("slot 1");
    let mut app = studio_in(dir, saved.puzzle);
    gridwright::tui::update::opened_slot(&mut app, slot(1), Some(saved.version));
    app
}

#[test]
fn a_save_over_a_slot_that_changed_since_it_was_opened_asks() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    store
        .save(slot(1), &Puzzle::blank(3, 3).expect("size"), false)
        .expect("first save");
    let mut a = opened(dir.path());
    let mut b = opened(dir.path());
    update(&mut b, Action::Type('B'));
    update(&mut b, Action::Save);
    assert!(said(&b).starts_with("saved to slot 1"), "{}", said(&b));
    update(&mut a, Action::Type('A'));
    update(&mut a, Action::Save);
    let Mode::Confirm { question, on_yes } = a.mode() else {
        panic!("no question: {}", said(&a));
    };
    assert!(
        question.starts_with("slot 1 changed on disk since you opened it (saved "),
        "{question}"
    );
    assert_eq!(on_yes, Pending::ReplaceChanged(slot(1)));
    // No: nothing is written; B's save stands.
    update(&mut a, Action::No);
    let on_disk = store.load(slot(1)).expect("parses").expect("slot");
    assert_eq!(on_disk.puzzle, *b.puzzle());
    // Yes: A's work replaces it, and B's save is in the history.
    update(&mut a, Action::Save);
    update(&mut a, Action::Yes);
    assert!(said(&a).starts_with("saved to slot 1"), "{}", said(&a));
    let on_disk = store.load(slot(1)).expect("parses").expect("slot");
    assert_eq!(on_disk.puzzle, *a.puzzle());
    let history: Vec<Puzzle> = store
        .history(slot(1))
        .expect("history")
        .iter()
        .filter_map(|v| gridwright::store::history::read_version(v).ok().flatten())
        .map(|s| s.puzzle)
        .collect();
    assert!(history.contains(b.puzzle()), "B's version was kept");
    // A later save by A expects its own version: no question.
    update(&mut a, Action::Type('C'));
    update(&mut a, Action::Save);
    assert!(said(&a).starts_with("saved to slot 1"), "{}", said(&a));
}

/// Issue 31: the studio's `:export` prints on the paper config.toml (or the locale) chose,
/// as the CLI does; the studio reads it once at start into `app.page`.
#[test]
fn studio_export_prints_on_the_configured_paper() {
    use gridwright::formats::page::PageSize;
    let dir = tempfile::tempdir().expect("tempdir");
    let grid = parse_grid("CAT\nARE\nTEN\n", &Alphabet::latin()).expect("grid");
    let mut app = studio_in(dir.path(), Puzzle::new(grid));
    let media_box = |path: &std::path::Path| {
        let pdf = std::fs::read(path).expect("written");
        let text = String::from_utf8_lossy(&pdf).into_owned();
        let at = text.find("/MediaBox").expect("a media box");
        text[at..].chars().take(40).collect::<String>()
    };
    for (page, file, size) in [
        (PageSize::Letter, "letter.pdf", "612 792"),
        (PageSize::A4, "a4.pdf", "595.276 841.89"),
    ] {
        app.settings_mut().page = page;
        let path = dir.path().join(file);
        command(&mut app, &format!("export {}", path.display()));
        common::export_anyway(&mut app);
        assert!(said(&app).starts_with("wrote"), "{}", said(&app));
        assert!(
            media_box(&path).contains(size),
            "{page:?}: {}",
            media_box(&path)
        );
    }
}
