//! End to end: runs the real `gridwright` studio in a pseudo-terminal, types into it as a
//! user would, saves, quits, and checks both what the screen showed and what was written.
//!
//! A reader thread pumps everything the studio prints into a `vt100` parser; the test polls
//! the parsed screen (never fixed sleeps alone) and kills the child on any failure, so it
//! cannot hang past its overall deadline. Set `E2E_DUMP=1` to print the screens it checks.

#![cfg(unix)]

use gridwright::grid::{Cell, Pos};
use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The pty size the brief asks for: wide enough for the compact 15×15 grid plus side panels.
const COLS: u16 = 100;
const ROWS: u16 = 32;
// These are hang guards, not speed checks: CI's 2 cores may be busy with other work, so each
// is many times what an idle machine needs. Latency is measured by the benches.
/// The whole test, start to finish, must end before this.
const OVERALL: Duration = Duration::from_secs(600);
/// Loading the built-in list into an empty cache takes seconds in debug builds.
const STARTUP: Duration = Duration::from_secs(300);
/// Any single reaction to a key.
const STEP: Duration = Duration::from_secs(120);

/// What the terminal showed at one moment: every row, padded to the full width.
struct Snapshot {
    rows: Vec<String>,
}

impl Snapshot {
    fn text(&self) -> String {
        self.rows.join("\n")
    }

    /// The studio's status line (above the two message rows).
    fn status(&self) -> &str {
        &self.rows[usize::from(ROWS) - 3]
    }

    /// The studio's message / prompt area (the last two rows, joined).
    fn message(&self) -> String {
        self.rows[usize::from(ROWS) - 2..].join(" ")
    }
}

/// The number of words the candidates panel says fit the current entry ("— 883 fit,").
fn fit_count(s: &Snapshot) -> Option<usize> {
    let head = s.rows.first()?;
    let before = &head[..head.find(" fit,")?];
    before.rsplit(' ').next()?.parse().ok()
}

/// A running studio in a pty. Dropping it kills the child if it is still running.
struct Studio {
    parser: Arc<Mutex<vt100::Parser>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    // Kept alive so the child keeps its terminal; dropping it would hang up on the child.
    _master: Box<dyn MasterPty + Send>,
    reader: Option<JoinHandle<()>>,
    started: Instant,
}

impl Studio {
    fn spawn(data: &Path, config: &Path, cache: &Path) -> Studio {
        Studio::spawn_args(data, config, cache, &[])
    }

    /// The studio with command-line arguments (`--open N`).
    fn spawn_args(data: &Path, config: &Path, cache: &Path, args: &[&str]) -> Studio {
        let pair = native_pty_system()
            .openpty(PtySize {
                rows: ROWS,
                cols: COLS,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("open a pty");
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_gridwright"));
        cmd.args(args);
        cmd.env("GRIDWRIGHT_DATA_DIR", data);
        cmd.env("GRIDWRIGHT_CONFIG_DIR", config);
        cmd.env("GRIDWRIGHT_CACHE_DIR", cache);
        cmd.env("TERM", "xterm-256color");
        cmd.cwd(data);
        let child = pair.slave.spawn_command(cmd).expect("spawn gridwright");
        // Only the child may hold the slave side, so the reader sees EOF once it exits.
        drop(pair.slave);
        let mut out = pair.master.try_clone_reader().expect("pty reader");
        let writer = pair.master.take_writer().expect("pty writer");
        let parser = Arc::new(Mutex::new(vt100::Parser::new(
            NonZeroU16::new(ROWS).expect("rows > 0"),
            NonZeroU16::new(COLS).expect("cols > 0"),
            0,
        )));
        let sink = Arc::clone(&parser);
        let reader = std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            loop {
                match out.read(&mut buf) {
                    // EOF, or EIO on Linux once the child has closed its side.
                    Ok(0) | Err(_) => break,
                    Ok(n) => sink
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .process(&buf[..n]),
                }
            }
        });
        Studio {
            parser,
            writer,
            child,
            _master: pair.master,
            reader: Some(reader),
            started: Instant::now(),
        }
    }

    fn snapshot(&self) -> Snapshot {
        let p = self.parser.lock().unwrap_or_else(|e| e.into_inner());
        Snapshot {
            rows: p.screen().rows(0, COLS).collect(),
        }
    }

    /// The background colour of the screen cell at (`row`, `col`).
    fn bg(&self, row: u16, col: u16) -> vt100::Color {
        let p = self.parser.lock().unwrap_or_else(|e| e.into_inner());
        p.screen()
            .cell(row, col)
            .map_or(vt100::Color::Default, |c| c.bgcolor())
    }

    fn alternate_screen(&self) -> bool {
        let p = self.parser.lock().unwrap_or_else(|e| e.into_inner());
        p.screen().alternate_screen()
    }

    /// The earlier of `now + limit` and the overall deadline.
    fn deadline(&self, limit: Duration) -> Instant {
        (Instant::now() + limit).min(self.started + OVERALL)
    }

    /// Polls the screen until `pred` holds; panics with the last screen (killing the child
    /// through `Drop`) if it does not by the deadline.
    fn wait_for(
        &mut self,
        what: &str,
        limit: Duration,
        pred: impl Fn(&Snapshot) -> bool,
    ) -> Snapshot {
        let deadline = self.deadline(limit);
        loop {
            let snap = self.snapshot();
            if pred(&snap) {
                return snap;
            }
            if let Ok(Some(status)) = self.child.try_wait() {
                panic!(
                    "studio exited ({status:?}) while waiting for {what}; screen:\n{}",
                    snap.text()
                );
            }
            if Instant::now() >= deadline {
                panic!(
                    "timed out after {:.1}s waiting for {what}; screen:\n{}",
                    self.started.elapsed().as_secs_f64(),
                    snap.text()
                );
            }
            std::thread::sleep(Duration::from_millis(25));
        }
    }

    /// Sends the bytes of one key press; an escape sequence goes in one write so the studio
    /// never sees a lone Esc.
    fn press(&mut self, bytes: &[u8]) {
        self.writer.write_all(bytes).expect("write to pty");
        self.writer.flush().expect("flush pty");
        // A human pace; correctness never depends on it, the waits do.
        std::thread::sleep(Duration::from_millis(30));
    }

    /// Waits for the child to exit and returns whether it succeeded.
    fn wait_exit(&mut self, limit: Duration) -> portable_pty::ExitStatus {
        let deadline = self.deadline(limit);
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => return status,
                Ok(None) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(25))
                }
                Ok(None) => panic!(
                    "studio did not exit after Ctrl-Q; screen:\n{}",
                    self.snapshot().text()
                ),
                Err(e) => panic!("cannot wait for the studio: {e}"),
            }
        }
    }

    /// Waits until the reader has drained everything the studio printed before exiting.
    fn drain_output(&mut self, limit: Duration) {
        let deadline = self.deadline(limit);
        while self.reader.as_ref().is_some_and(|r| !r.is_finished()) {
            assert!(
                Instant::now() < deadline,
                "pty output did not end after the studio exited"
            );
            std::thread::sleep(Duration::from_millis(25));
        }
        if let Some(r) = self.reader.take() {
            r.join().expect("reader thread");
        }
    }
}

impl Drop for Studio {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Where a square's letter is drawn in the compact layout (2 columns a square, inside the
/// grid's border at the top left), as (screen row, screen col).
fn square_on_screen(p: Pos) -> (u16, u16) {
    let row = u16::try_from(p.row).expect("small grid");
    let col = u16::try_from(p.col).expect("small grid");
    (1 + row, 1 + 2 * col)
}

const DOWN: &[u8] = b"\x1b[B";
const CTRL_S: &[u8] = b"\x13";
const CTRL_Q: &[u8] = b"\x11";
const CTRL_N: &[u8] = b"\x0e";
const CTRL_Z: &[u8] = b"\x1a";
const CTRL_A: &[u8] = b"\x01";
const F5: &[u8] = b"\x1b[15~";
const ENTER: &[u8] = b"\r";
const F2: &[u8] = b"\x1bOQ";

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
    studio.wait_for("two blocks in the status line", STEP, |s| {
        s.status().contains(" 2 blocks")
    });
    // The partner block (row 14, col 12) is painted in the block colour; its neighbours in
    // the row are plain squares (the cursor sits on a block, so no entry is highlighted).
    let (r, c) = square_on_screen(Pos::new(13, 11));
    let (left, block, right) = (studio.bg(r, c - 2), studio.bg(r, c), studio.bg(r, c + 2));
    assert_eq!(
        left, right,
        "plain squares either side of the partner block"
    );
    assert_ne!(block, left, "the partner block is drawn as a block");

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

    let path = data.path().join("slot-1.toml");
    let doc = gridwright::store::read_doc_file(&path)
        .unwrap_or_else(|e| panic!("{} does not parse: {e}", path.display()))
        .unwrap_or_else(|| panic!("{} was not written", path.display()));
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
        !store.recovery_path().exists(),
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
    studio.press(CTRL_S);
    studio.wait_for("the question which slot", STEP, |s| {
        s.text().contains("save into which slot?")
    });
    studio.press(ENTER);
    studio.wait_for("saved into slot 1", STEP, |s| {
        s.message().contains("saved to slot 1")
    });
    studio.press(CTRL_Q);
    assert!(studio.wait_exit(STEP).success());
    studio.drain_output(STEP);
    let one = gridwright::store::SlotNumber::new(1).expect("slot");
    let letters = slot_letters(&store.path(one));
    assert_eq!(letters.len(), 25, "the fill was saved: {letters}");
    assert!(
        letters.starts_with("HELLO"),
        "the imported entry stayed: {letters}"
    );
}
