//! End to end: runs the real `gridwright` studio in a pseudo-terminal, types into it as a
//! user would, saves, quits, and checks both what the screen showed and what was written.
//!
//! A reader thread pumps everything the studio prints into a `vt100` parser; the test polls
//! the parsed screen (never fixed sleeps alone) and kills the child on any failure, so it
//! cannot hang past its overall deadline. Set `E2E_DUMP=1` to print the screens it checks.

#![cfg(unix)]

use crate::tui_pty as pty;

use gridwright::grid::{Cell, Pos};
use pty::*;
use std::path::Path;

#[test]
fn type_block_save_and_quit_in_a_real_terminal() {
    let data = tempfile::tempdir().expect("data dir");
    let config = tempfile::tempdir().expect("config dir");
    let cache = tempfile::tempdir().expect("cache dir");
    let mut studio = Studio::spawn(data.path(), config.path(), cache.path());

    // The studio is up: status line drawn, words loaded into the candidates panel.
    let start = studio.wait_for("the studio with its word list", STARTUP, |s| {
        s.status().contains("rotational")
            && s.status().contains("15×15")
            && !s.text().contains("loading the word list")
            && fit_count(s).is_some_and(|n| n > 0)
    });
    assert!(
        start.status().contains(" 0 blocks"),
        "a new grid has no blocks: {}",
        start.status()
    );
    let loaded = studio.started.elapsed();

    // Typing across fills row 1, cols 1–3. In the compact grid (2 columns a square) each
    // letter is followed by a space, on screen row 1 just inside the border.
    for key in [b"C", b"A", b"T"] {
        studio.press(key);
    }
    if std::env::var_os("E2E_DUMP").is_some() {
        eprintln!("{}", start.text());
    }
    let typed = studio.wait_for("C A T in the grid", STEP, |s| {
        s.rows[1].starts_with("│C A T ")
    });
    assert!(
        typed.status().contains("unsaved"),
        "typing marks the grid unsaved: {}",
        typed.status()
    );

    // First Down turns to typing down, the second steps to row 2 col 4; `.` blocks it and
    // its rotational partner.
    studio.press(DOWN);
    studio.press(DOWN);
    studio.press(b".");
    // The status line may be cut at this width (dead-square counts come first), so the
    // partner block is looked for on the grid itself.
    let (pr, pc) = square_on_screen(Pos::new(13, 11));
    studio.wait_for("the partner block on the grid", STEP, |s| {
        s.rows[usize::from(pr)].chars().nth(usize::from(pc)) == Some('█')
    });
    // The partner block (row 14, col 12) is painted in the block colour; its neighbours in
    // the row are open squares (the cursor sits on a block, so no entry is highlighted),
    // each tinted by how many words still fit it, never in the block colour.
    let (r, c) = square_on_screen(Pos::new(13, 11));
    let (left, block, right) = (studio.bg(r, c - 2), studio.bg(r, c), studio.bg(r, c + 2));
    assert_ne!(block, left, "the partner block is drawn as a block");
    assert_ne!(block, right, "the partner block is drawn as a block");

    // Slot 1 was empty, so the studio opened an untitled grid: its first save asks which
    // slot, on the first free one.
    studio.press(CTRL_S);
    studio.wait_for("the question which slot", STEP, |s| {
        s.text().contains("save into which slot?")
    });
    studio.press(ENTER);
    let saved = studio.wait_for("the save message", STEP, |s| {
        s.message().contains("saved to slot 1")
    });
    if std::env::var_os("E2E_DUMP").is_some() {
        eprintln!("{}", saved.text());
    }
    // Whatever the wording of the saved state, it no longer says "unsaved".
    assert!(
        saved.status().contains("slot 1") && !saved.status().contains("unsaved"),
        "status after saving: {}",
        saved.status()
    );

    studio.press(CTRL_Q);
    let status = studio.wait_exit(STEP);
    assert!(status.success(), "studio exit status: {status:?}");
    studio.drain_output(STEP);
    assert!(
        !studio.alternate_screen(),
        "the studio left the terminal on the alternate screen"
    );
    eprintln!(
        "studio ready after {:.1}s, whole session {:.1}s",
        loaded.as_secs_f64(),
        studio.started.elapsed().as_secs_f64()
    );

    let doc = saved_slot_1(data.path());
    let pz = &doc.puzzle;
    let g = &pz.grid;
    assert_eq!((g.width(), g.height()), (15, 15));
    let letter = |c: char| {
        Cell::Letter(
            pz.alphabet
                .index_of(c)
                .unwrap_or_else(|| panic!("{c} is in the alphabet")),
        )
    };
    assert_eq!(g.cell(Pos::new(0, 0)), letter('C'));
    assert_eq!(g.cell(Pos::new(0, 1)), letter('A'));
    assert_eq!(g.cell(Pos::new(0, 2)), letter('T'));
    let blocks: Vec<Pos> = g.positions().filter(|&p| g.cell(p).is_block()).collect();
    assert_eq!(blocks, vec![Pos::new(1, 3), Pos::new(13, 11)]);
    let letters = g
        .positions()
        .filter(|&p| matches!(g.cell(p), Cell::Letter(_)))
        .count();
    assert_eq!(letters, 3, "only the three typed letters are in the grid");
}

/// The letters of a slot file's grid, in reading order.
fn slot_letters(path: &Path) -> String {
    let doc = gridwright::store::read_doc_file(path)
        .unwrap_or_else(|e| panic!("{} does not parse: {e}", path.display()))
        .unwrap_or_else(|| panic!("{} was not written", path.display()));
    let pz = doc.puzzle;
    pz.grid
        .positions()
        .filter_map(|p| pz.grid.cell(p).letter())
        .filter_map(|l| pz.alphabet.char_of(l))
        .collect()
}

/// The word list is in: the candidates panel counts what fits (none may fit CATS?).
fn words_loaded(s: &Snapshot) -> bool {
    !s.text().contains("loading the word list") && fit_count(s).is_some()
}

/// F5, then Ctrl-A once the proposal is on screen.
fn autofill_and_accept(studio: &mut Studio) {
    studio.press(F5);
    studio.wait_for("a proposal", STEP, |s| {
        s.message().contains("squares proposed")
    });
    studio.press(CTRL_A);
    studio.wait_for("the fill accepted", STEP, |s| {
        s.message().contains("accepted")
    });
}

fn dump(s: &Snapshot) {
    if std::env::var_os("E2E_DUMP").is_some() {
        eprintln!("{}", s.text());
    }
}

/// The whole document workflow in the real binary: a new grid, typed letters, an autofill
/// that keeps them and is accepted; saving over a finished slot asks where instead of
/// replacing it, the slot keeps its earlier version, and the reopened studio restores that
/// version from the slot's history.
#[test]
fn new_grid_save_into_a_free_slot_then_restore_from_its_history() {
    let data = tempfile::tempdir().expect("data dir");
    let config = tempfile::tempdir().expect("config dir");
    let cache = tempfile::tempdir().expect("cache dir");
    let store = gridwright::store::Store::new(data.path());
    let mut finished = gridwright::grid::Puzzle::new(
        gridwright::grid::text::parse_grid(
            "HELLO\nALOHA\n.....\n.....\n.....\n",
            &gridwright::grid::Alphabet::latin(),
        )
        .expect("grid"),
    );
    finished.meta.title = "Finished".into();
    let one = gridwright::store::SlotNumber::new(1).expect("slot");
    store.save(one, &finished, false).expect("prefill slot 1");
    let slot1 = std::fs::read(store.path(one)).expect("slot 1");

    let mut studio = Studio::spawn(data.path(), config.path(), cache.path());
    studio.wait_for("slot 1 with the word list", STARTUP, |s| {
        s.status().contains("slot 1") && words_loaded(s)
    });
    // Ctrl-N offers the current size; Enter takes it.
    studio.press(CTRL_N);
    studio.wait_for("the size prompt", STEP, |s| {
        s.message().contains("new grid size")
    });
    studio.press(ENTER);
    studio.wait_for("a new untitled grid", STEP, |s| {
        s.message().contains("new 5×5 grid") && s.status().contains("untitled")
    });
    for key in [b"C", b"A", b"T"] {
        studio.press(key);
    }
    studio.wait_for("unsaved letters", STEP, |s| s.status().contains("unsaved"));
    // Autofill keeps the typed CAT and proposes the rest; Ctrl-A takes it as one edit.
    autofill_and_accept(&mut studio);
    studio.press(CTRL_S);
    let asked = studio.wait_for("the question which slot", STEP, |s| {
        s.text().contains("save into which slot?") && s.text().contains("2  (free)")
    });
    dump(&asked);
    assert!(asked.text().contains("1  Finished"), "{}", asked.text());
    studio.press(ENTER);
    studio.wait_for("saved into slot 2", STEP, |s| {
        s.message().contains("saved to slot 2") && !s.status().contains("unsaved")
    });
    let two = gridwright::store::SlotNumber::new(2).expect("slot");
    let filled = slot_letters(&store.path(two));
    assert_eq!(filled.len(), 25, "the accepted fill was saved: {filled}");
    assert!(
        filled.starts_with("CAT"),
        "the fill kept the typed letters: {filled}"
    );
    // A second save of its own slot asks nothing and keeps the fill in the slot's history.
    // The cursor is on the fourth square: type a letter that differs from the fill's.
    let fourth = filled.as_bytes()[3];
    let typed: &[u8] = if fourth == b'S' { b"T" } else { b"S" };
    let changed = format!("CAT{}{}", char::from(typed[0]), &filled[4..]);
    studio.press(typed);
    studio.wait_for("unsaved again", STEP, |s| s.status().contains("unsaved"));
    studio.press(CTRL_S);
    studio.wait_for("saved again", STEP, |s| {
        s.message().contains("saved to slot 2") && !s.status().contains("unsaved")
    });
    studio.press(CTRL_Q);
    assert!(studio.wait_exit(STEP).success());
    studio.drain_output(STEP);
    assert_eq!(std::fs::read(store.path(one)).expect("slot 1"), slot1);
    assert_eq!(slot_letters(&store.path(two)), changed);
    assert_eq!(store.history(two).expect("history").len(), 1);

    let mut studio = Studio::spawn_args(data.path(), config.path(), cache.path(), &["--open", "2"]);
    studio.wait_for("slot 2 with the word list", STARTUP, |s| {
        s.status().contains("slot 2") && words_loaded(s)
    });
    studio.press(F2);
    studio.wait_for("the slot browser", STEP, |s| s.text().contains("h history"));
    studio.press(b"h");
    let history = studio.wait_for("slot 2's history", STEP, |s| {
        s.text().contains("slot 2: earlier versions")
    });
    dump(&history);
    assert!(
        history
            .text()
            .contains("5×5, 10 words, 25/25 squares filled"),
        "{}",
        history.text()
    );
    studio.press(ENTER);
    studio.wait_for("the restore message", STEP, |s| {
        s.message().contains("restored slot 2") && !s.status().contains("unsaved")
    });
    assert_eq!(slot_letters(&store.path(two)), filled);
    let kept = store.history(two).expect("history");
    assert_eq!(kept.len(), 2, "the replaced version is kept");
    // Restoring is undoable: Ctrl-Z brings the change back, unsaved; quitting drops it on a yes.
    studio.press(CTRL_Z);
    studio.wait_for("the change back, unsaved", STEP, |s| {
        s.status().contains("unsaved")
    });
    studio.press(CTRL_Q);
    studio.wait_for("the quit question", STEP, |s| {
        s.message().contains("Quit anyway")
    });
    studio.press(b"y");
    assert!(studio.wait_exit(STEP).success());
    studio.drain_output(STEP);
    assert_eq!(slot_letters(&store.path(two)), filled);
    assert!(
        store.recovery_files().is_empty(),
        "discarded work is not offered back"
    );
}

/// An imported puzzle's letters are constraints: F5 fills around them and never replaces
/// them, and the first save of the import asks for a slot.
#[test]
fn an_import_keeps_its_letters_through_autofill() {
    let data = tempfile::tempdir().expect("data dir");
    let config = tempfile::tempdir().expect("config dir");
    let cache = tempfile::tempdir().expect("cache dir");
    let theme = data.path().join("theme.txt");
    std::fs::write(&theme, "HELLO\n.....\n.....\n.....\n.....\n").expect("theme grid");
    let store = gridwright::store::Store::new(data.path());

    let mut studio = Studio::spawn(data.path(), config.path(), cache.path());
    studio.wait_for("the studio with the word list", STARTUP, words_loaded);
    studio.press(b":");
    studio.press(format!("import {}", theme.display()).as_bytes());
    studio.press(ENTER);
    studio.wait_for("the imported grid", STEP, |s| {
        s.message().contains("imported") && s.status().contains("theme.txt")
    });
    autofill_and_accept(&mut studio);
    studio.save_into_slot_1_and_quit();
    let one = gridwright::store::SlotNumber::new(1).expect("slot");
    let letters = slot_letters(&store.path(one));
    assert_eq!(letters.len(), 25, "the fill was saved: {letters}");
    assert!(
        letters.starts_with("HELLO"),
        "the imported entry stayed: {letters}"
    );
}

/// Types text as a terminal sends it: each character's UTF-8 bytes (Cyrillic included).
fn type_text(studio: &mut Studio, text: &str) {
    let mut buf = [0u8; 4];
    for c in text.chars() {
        studio.press(c.encode_utf8(&mut buf).as_bytes());
    }
}

#[test]
fn a_russian_puzzle_is_typed_in_cyrillic_and_refused_a_latin_list() {
    let data = tempfile::tempdir().expect("data dir");
    let config = tempfile::tempdir().expect("config dir");
    let cache = tempfile::tempdir().expect("cache dir");
    // New grids are Russian; only the built-in (Latin) list is there.
    std::fs::write(
        config.path().join("config.toml"),
        "alphabet = \"russian\"\n",
    )
    .expect("config");
    let mut studio = Studio::spawn(data.path(), config.path(), cache.path());
    let start = studio.wait_for("the Latin list refused for a Russian grid", STARTUP, |s| {
        s.status().contains("Russian") && s.text().contains("no words: the puzzle is in the")
    });
    dump(&start);
    assert!(
        start.message().contains("the word lists loaded are Latin"),
        "{}",
        start.text()
    );
    type_text(&mut studio, "кот");
    let typed = studio.wait_for("КОТ in the grid", STEP, |s| {
        s.rows[1].starts_with("│К О Т ") && s.text().contains("1 КОТ")
    });
    dump(&typed);
    // Autofill is refused in words, never run with Latin words spelled in Cyrillic.
    studio.press(F5);
    let refused = studio.wait_for("autofill refused", STEP, |s| {
        s.message().contains("the word lists loaded are Latin")
            && !s.status().contains("fill starting")
    });
    assert!(
        refused.rows[1].starts_with("│К О Т   "),
        "the grid is unchanged: {}",
        refused.text()
    );
    studio.press(CTRL_Q);
    studio.wait_for("the unsaved question", STEP, |s| {
        s.message().contains("Quit anyway?")
    });
    studio.press(b"y");
    assert!(studio.wait_exit(STEP).success());
}

#[test]
fn a_russian_list_in_the_config_dir_fills_a_russian_grid() {
    let data = tempfile::tempdir().expect("data dir");
    let config = tempfile::tempdir().expect("config dir");
    let cache = tempfile::tempdir().expect("cache dir");
    std::fs::create_dir(config.path().join("wordlists")).expect("wordlists");
    std::fs::write(
        config.path().join("wordlists/ru.dict"),
        "КОТ;60\nОКО;55\nМАК;55\nКОМ;50\nОКА;50\nТОК;50\nСОК;50\nСАД;40\n",
    )
    .expect("list");
    let mut studio = Studio::spawn(data.path(), config.path(), cache.path());
    studio.wait_for("the studio up", STARTUP, |s| s.status().contains("15×15"));
    studio.press(b":");
    type_text(&mut studio, "new 3x3 russian");
    studio.press(ENTER);
    studio.wait_for("a Russian 3×3 grid with its words", STARTUP, |s| {
        s.status().contains("Russian")
            && s.status().contains("3×3")
            && fit_count(s).is_some_and(|n| n > 0)
    });
    type_text(&mut studio, "Кот");
    studio.wait_for("КОТ in the clue list", STEP, |s| {
        s.text().contains("1 КОТ")
    });
    studio.press(F5);
    studio.wait_for("the proposal", STEP, |s| {
        s.message().contains("Ctrl-A accepts")
    });
    studio.press(CTRL_A);
    let filled = studio.wait_for("the filled grid", STEP, |s| {
        s.message().contains("accepted")
    });
    dump(&filled);
    let text = filled.text();
    for entry in ["1 КОТ", "4 ОКО", "5 МАК", "1 КОМ", "2 ОКА", "3 ТОК"] {
        assert!(text.contains(entry), "{entry} missing:\n{text}");
    }
    studio.press(CTRL_Q);
    studio.wait_for("the unsaved question", STEP, |s| {
        s.message().contains("Quit anyway?")
    });
    studio.press(b"y");
    assert!(studio.wait_exit(STEP).success());
}

/// The clue desk in the real binary: a clue typed with a typo, fixed mid-line (Left,
/// Backspace, the right letter, End, on), a paste at the end, kept and saved.
#[test]
fn a_clue_is_written_in_the_clue_desk_with_a_mid_line_correction() {
    let data = tempfile::tempdir().expect("data dir");
    let config = tempfile::tempdir().expect("config dir");
    let cache = tempfile::tempdir().expect("cache dir");
    let mut studio = Studio::spawn(data.path(), config.path(), cache.path());
    studio.wait_for("the studio with the word list", STARTUP, words_loaded);
    type_text(&mut studio, "CAT");
    studio.wait_for("C A T in the grid", STEP, |s| {
        s.rows[1].starts_with("│C A T ")
    });
    studio.press(F3);
    studio.wait_for("the clue desk", STEP, |s| {
        s.text().contains("clues: 0 of") && s.text().contains("1A CAT")
    });
    studio.press(ENTER);
    studio.wait_for("editing 1A", STEP, |s| s.text().contains("Enter keeps"));
    type_text(&mut studio, "Purring pwt");
    studio.press(LEFT);
    studio.press(BACKSPACE);
    type_text(&mut studio, "e");
    studio.press(END);
    type_text(&mut studio, ", often — café");
    studio.press(b"\x1b[200~ (pasted)\r\n\x1b[201~");
    let want = "Purring pet, often — café (pasted)";
    let typed = studio.wait_for("the corrected clue", STEP, |s| s.text().contains(want));
    dump(&typed);
    studio.press(ENTER);
    studio.wait_for("the clue kept", STEP, |s| s.text().contains("clues: 1 of"));
    studio.press(ESC);
    studio.wait_for("back on the grid", STEP, |s| {
        !s.text().contains("clues: 1 of") && s.rows[1].starts_with("│C A T ")
    });
    studio.save_into_slot_1_and_quit();
    let doc = saved_slot_1(data.path());
    assert_eq!(
        doc.puzzle.clue(1, gridwright::grid::Direction::Across),
        Some(want)
    );
}

/// The letters inside the grid's box (the left 37 columns of rows 1 to 18 for a 9×9).
fn grid_letters(s: &Snapshot) -> usize {
    s.rows[1..=18]
        .iter()
        .map(|r| {
            r.chars()
                .take(37)
                .filter(|c| c.is_ascii_uppercase())
                .count()
        })
        .sum()
}

/// Autofill you can watch: an open 9×9 that no list fills runs to a short time limit while
/// its deepest partial fill shows on the grid and the status line counts backtracks; at
/// the timeout the letters go and the verdict names the entries it was stuck on.
#[test]
fn a_running_fill_can_be_watched_until_it_times_out() {
    let data = tempfile::tempdir().expect("data dir");
    let config = tempfile::tempdir().expect("config dir");
    let cache = tempfile::tempdir().expect("cache dir");
    let open = data.path().join("open.txt");
    std::fs::write(&open, format!("{}\n", ".........\n".repeat(9).trim_end())).expect("grid");

    let mut studio = Studio::spawn(data.path(), config.path(), cache.path());
    studio.wait_for("the studio with the word list", STARTUP, words_loaded);
    studio.press(b":");
    studio.press(format!("import {}", open.display()).as_bytes());
    studio.press(ENTER);
    studio.wait_for("the imported grid", STEP, |s| {
        s.message().contains("imported")
    });
    studio.press(b":");
    studio.press(b"timeout 4");
    studio.press(ENTER);
    let before = studio.snapshot();
    dump(&before);
    assert_eq!(grid_letters(&before), 0, "the grid starts empty");
    studio.press(F5);
    let watching = studio.wait_for("the partial fill on the grid", STEP, |s| {
        s.status().contains("backtracks") && grid_letters(s) > 0
    });
    dump(&watching);
    studio.wait_for("the timeout", STEP, |s| {
        s.message().contains("timed out; hardest:")
    });
    let after = studio.snapshot();
    dump(&after);
    assert_eq!(
        grid_letters(&after),
        0,
        "the dimmed letters went with the run"
    );
    // Dropping the studio kills it: nothing here is worth saving.
}

/// Place word in the real binary: three answers placed crossing each other — one typed at
/// the `:` prompt, one in the form Ctrl-P opens (answer, Tab, clue, Enter), one at the
/// prompt again after `:move` has put the second at the cursor — the grid growing round
/// them, and the slot saved keeps them with their clues.
#[test]
fn place_three_answers_and_save_them() {
    const CTRL_P: &[u8] = b"\x10";
    const TAB: &[u8] = b"\t";
    let data = tempfile::tempdir().expect("data dir");
    let config = tempfile::tempdir().expect("config dir");
    let cache = tempfile::tempdir().expect("cache dir");
    let mut studio = Studio::spawn(data.path(), config.path(), cache.path());
    studio.wait_for("the studio with its word list", STARTUP, words_loaded);
    let placed_one = |studio: &mut Studio, answer: &str| {
        let s = studio.wait_for("the placement message", STEP, |s| {
            s.message().contains(&format!("placed {answer}"))
        });
        dump(&s);
    };
    studio.press(b":place PLANET Not a star");
    studio.press(ENTER);
    placed_one(&mut studio, "PLANET");

    // The form: the answer, Tab, the clue; a refusal first, shown in the form.
    studio.press(CTRL_P);
    studio.wait_for("the form", STEP, |s| s.text().contains("place word"));
    studio.press(b"T0AST");
    studio.press(TAB);
    studio.press(b"Browned bread");
    studio.press(ENTER);
    let refused = studio.wait_for("the refusal in the form", STEP, |s| {
        s.text().contains("not a letter")
    });
    dump(&refused);
    assert!(refused.text().contains("Browned bread"), "the clue is kept");
    // Ctrl-U clears the answer (the focus went back to it); the clue stays.
    studio.press(b"\x15");
    studio.press(b"TOAST");
    studio.press(ENTER);
    placed_one(&mut studio, "TOAST");
    // TOAST went down onto PLANET's T (row 5 of 5); the cursor is on its first letter,
    // typing down: four squares down is PLANET's T, and `:move` puts TOAST there instead.
    for _ in 0..4 {
        studio.press(DOWN);
    }
    studio.press(b":move TOAST");
    studio.press(ENTER);
    let moved = studio.wait_for("the move message", STEP, |s| {
        s.message().contains("moved TOAST")
    });
    dump(&moved);

    studio.press(b":place ORBIT Path round a sun");
    studio.press(ENTER);
    placed_one(&mut studio, "ORBIT");
    let placed = studio.snapshot();
    assert!(
        placed.message().contains("crossing"),
        "{}",
        placed.message()
    );
    studio.save_into_slot_1_and_quit();

    let doc = saved_slot_1(data.path());
    let pz = &doc.puzzle;
    let answers: Vec<&str> = pz.meta.placed.iter().map(|p| p.answer.as_str()).collect();
    assert_eq!(answers, ["PLANET", "TOAST", "ORBIT"]);
    let runs = gridwright::layout::place::runs(&pz.grid);
    assert_eq!(runs.len(), 3, "every run is a placed answer");
    // TOAST starts on PLANET's T, where it was moved.
    let (planet, toast) = (&pz.meta.placed[0], &pz.meta.placed[1]);
    assert_eq!((toast.row, toast.col), (planet.row, planet.col + 5));
    let clues: Vec<&str> = pz.clues.values().map(String::as_str).collect();
    for c in ["Not a star", "Browned bread", "Path round a sun"] {
        assert!(clues.contains(&c), "{clues:?}");
    }
}
