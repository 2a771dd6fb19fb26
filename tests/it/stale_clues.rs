//! Changed answers keep their clues, marked stale (issue 29, case 2): a clue records the
//! answer it was written for; a refill or typing over leaves it in place but stale, listed
//! by the publish checks ("1A: clue written for RINGO, answer is now RANGE") in the engine,
//! `check --publish`, and the studio's `:check`; writing the clue anew makes it fresh.

use crate::common::{isolated, studio};

use gridwright::formats::{self, Format, WriteOptions};
use gridwright::grid::publish::{self, Context, Finding};
use gridwright::grid::text::parse_grid;
use gridwright::grid::{Alphabet, Cell, ClueKey, Direction, HealthReport, Pos, Puzzle, clues};
use gridwright::store::doc::SlotDoc;
use gridwright::store::{SlotNumber, Store};
use gridwright::tui::action::Action;
use gridwright::tui::studio::Studio;
use gridwright::tui::theme::Theme;
use gridwright::tui::update::update;

const ACROSS: ClueKey = ClueKey {
    number: 1,
    direction: Direction::Across,
};

/// RINGO over two rows of blocks, clued.
fn ringo() -> Puzzle {
    let grid = parse_grid("RINGO\n#####\n#####\n", &Alphabet::latin()).expect("grid");
    let mut p = Puzzle::new(grid);
    p.clues.insert(ACROSS, "Fab Four name".into());
    p
}

fn spell(p: &mut Puzzle, row: usize, word: &str) {
    for (c, ch) in word.chars().enumerate() {
        let cell = match p.alphabet.index_of(ch) {
            Some(l) => Cell::Letter(l),
            None => Cell::Empty,
        };
        p.grid.set(Pos::new(row, c), cell).expect("inside");
    }
}

fn findings(p: &Puzzle) -> Vec<Finding> {
    let slots = p.slots();
    let health = HealthReport::of_puzzle(p, &slots, 3);
    let ctx = Context {
        score: None,
        min_score: 50,
        min_by_length: Default::default(),
        twins: Vec::new(),
    };
    publish::check(p, &slots, &health, &ctx)
}

fn stale_lines(p: &Puzzle) -> Vec<String> {
    findings(p)
        .iter()
        .filter(|f| f.kind() == "stale_clue")
        .map(Finding::to_string)
        .collect()
}

#[test]
fn a_changed_answer_keeps_its_clue_marked_stale_until_the_clue_is_rewritten() {
    let mut p = ringo();
    // A clue from a file with no record is written for the answer it came with.
    assert!(clues::stale(&p, &p.slots()).is_empty());
    p.note_clue_answers();
    assert_eq!(p.clue_answers[&ACROSS], "RINGO");
    spell(&mut p, 0, "RANGE");
    assert_eq!(p.clue(1, Direction::Across), Some("Fab Four name"));
    assert_eq!(
        stale_lines(&p),
        ["1A: clue written for RINGO, answer is now RANGE"]
    );
    let slots = p.slots();
    let st = clues::stale(&p, &slots);
    assert_eq!(st.len(), 1);
    assert_eq!(
        (st[0].written_for.as_str(), st[0].now.as_str()),
        ("RINGO", "RANGE")
    );
    assert!(clues::stale_slots(&p, &slots).contains(&st[0].slot));
    // Noting again does not overwrite the record: the clue is still stale.
    p.note_clue_answers();
    assert_eq!(stale_lines(&p).len(), 1);
    // Emptied squares contradict nothing; another letter does.
    spell(&mut p, 0, "RI?GO");
    assert!(stale_lines(&p).is_empty());
    spell(&mut p, 0, "RA?GO");
    assert_eq!(
        stale_lines(&p),
        ["1A: clue written for RINGO, answer is now RA?GO"]
    );
    // Writing the clue anew makes it fresh for the answer now.
    spell(&mut p, 0, "RANGE");
    p.write_clue(ACROSS, "Stove");
    assert!(stale_lines(&p).is_empty());
    assert_eq!(p.clue_answers[&ACROSS], "RANGE");
    p.write_clue(ACROSS, "  ");
    assert!(p.clue(1, Direction::Across).is_none());
    assert!(!p.clue_answers.contains_key(&ACROSS));
}

#[test]
fn the_slot_file_keeps_the_record_and_old_slot_files_still_load() {
    let mut p = ringo();
    p.note_clue_answers();
    spell(&mut p, 0, "RANGE");
    let toml = SlotDoc::new(&p, 1, 2, None).to_toml().expect("toml");
    assert!(toml.contains("answer = \"RINGO\""), "{toml}");
    let back = SlotDoc::from_toml(&toml)
        .expect("parses")
        .puzzle
        .to_puzzle()
        .expect("puzzle");
    assert_eq!(back, p);
    assert_eq!(stale_lines(&back).len(), 1);
    // A slot file written before the record existed: loads, nothing stale.
    let old = toml.replace("answer = \"RINGO\"\n", "");
    assert!(!old.contains("answer"), "{old}");
    let old = SlotDoc::from_toml(&old)
        .expect("an old file parses")
        .puzzle
        .to_puzzle()
        .expect("puzzle");
    assert!(old.clue_answers.is_empty());
    assert!(stale_lines(&old).is_empty());
    let shipped = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/saves/american-15x15.toml"
    ))
    .expect("example slot");
    let shipped = SlotDoc::from_toml(&shipped).expect("parses");
    assert!(!shipped.puzzle.clues.is_empty());
    assert!(shipped.puzzle.to_puzzle().is_ok());
}

/// A .puz imported into a slot records its answers; the slot refilled outside the studio
/// lists the stale clue in `check --publish`, text and JSON.
#[test]
fn cli_import_records_the_answers_and_check_publish_lists_stale_clues() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut p = Puzzle::new(parse_grid("ABC\nDEF\nGHI\n", &Alphabet::latin()).expect("grid"));
    for s in p.slots().all() {
        p.clues.insert(
            ClueKey::new(s.number, s.direction),
            format!("clue {}", s.label()),
        );
    }
    let puz = dir.path().join("abc.puz");
    formats::write_path(&p, &puz, Some(Format::Puz), &WriteOptions::default()).expect("puz");
    let out = isolated::gridwright_in(dir.path())
        .args(["import", "--slot", "2"])
        .arg(&puz)
        .output()
        .expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let store = Store::new(dir.path().join("data"));
    let two = SlotNumber::new(2).expect("slot");
    let text = std::fs::read_to_string(store.path(two)).expect("slot file");
    assert!(text.contains("answer = \"ABC\""), "{text}");
    // A refill of the top row, done here on the slot's puzzle.
    let mut saved = store.load(two).expect("reads").expect("saved").puzzle;
    spell(&mut saved, 0, "XYZ");
    store.save(two, &saved, true).expect("save");
    let check = |json: bool| {
        let mut c = isolated::gridwright_in(dir.path());
        c.args(["check", "--publish", "--slot", "2", "--list"])
            .arg(dir.path().join("none.dict"));
        if json {
            c.arg("--json");
        }
        std::fs::write(dir.path().join("none.dict"), "XYZ\n").expect("list");
        c.output().expect("runs")
    };
    let out = check(false);
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.contains("stale clue       1A: clue written for ABC, answer is now XYZ"),
        "{said}"
    );
    assert!(
        said.contains("1D: clue written for ADG, answer is now XDG"),
        "{said}"
    );
    let out = check(true);
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let stale: Vec<&serde_json::Value> = v["problems"]
        .as_array()
        .expect("problems")
        .iter()
        .filter(|f| f["kind"] == "stale_clue")
        .collect();
    // The top row changed: 1A and the three downs through it.
    assert_eq!(stale.len(), 4, "{v}");
    assert_eq!(stale[0]["written_for"], "ABC");
    assert_eq!(stale[0]["now"], "XYZ");
}

/// In the studio: typing over an answer leaves its clue, stale, in `:check`; Ctrl-Z makes
/// it fresh again; rewriting the clue makes it fresh for the new answer.
#[test]
fn studio_typing_over_an_answer_marks_its_clue_stale_and_undo_or_a_new_clue_clears_it() {
    let slot = SlotNumber::new(1).expect("slot");
    let mut app = Studio::new(ringo(), slot, None, Theme::default());
    app.set_words(crate::common::studio_words(b"RINGO\nRANGO\n"));
    update(&mut app, Action::Move(gridwright::tui::action::Move::Right));
    update(&mut app, Action::Type('A'));
    assert_eq!(
        app.puzzle().clue(1, Direction::Across),
        Some("Fab Four name")
    );
    studio::command(&mut app, "check");
    let lines: Vec<String> = app
        .findings()
        .iter()
        .filter(|f| f.kind() == "stale_clue")
        .map(Finding::to_string)
        .collect();
    assert_eq!(lines, ["1A: clue written for RINGO, answer is now RANGO"]);
    let slots = app.puzzle().slots();
    assert_eq!(clues::stale_slots(app.puzzle(), &slots).len(), 1);
    update(&mut app, Action::Escape);
    update(&mut app, Action::Undo);
    assert!(clues::stale(app.puzzle(), &app.puzzle().slots()).is_empty());
    update(&mut app, Action::Redo);
    assert_eq!(clues::stale(app.puzzle(), &app.puzzle().slots()).len(), 1);
    // A new clue, written in the clue editor, is written for RANGO.
    update(&mut app, Action::EditClue);
    studio::key(
        &mut app,
        crossterm::event::KeyCode::Char('u'),
        crossterm::event::KeyModifiers::CONTROL,
    );
    studio::typed(&mut app, "Toyota pickup");
    studio::key(
        &mut app,
        crossterm::event::KeyCode::Enter,
        crossterm::event::KeyModifiers::NONE,
    );
    assert_eq!(
        app.puzzle().clue(1, Direction::Across),
        Some("Toyota pickup")
    );
    assert!(clues::stale(app.puzzle(), &app.puzzle().slots()).is_empty());
}
