//! The pseudo-terminal harness of the end-to-end studio tests: runs the real `gridwright`
//! in a pty, pumps its output into a `vt100` parser, and polls the parsed screen.

#![allow(dead_code)]

use gridwright::grid::Pos;
use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};
use std::io::{Read, Write};
use std::num::NonZeroU16;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// The pty size the brief asks for: wide enough for the compact 15×15 grid plus side panels.
pub const COLS: u16 = 100;
pub const ROWS: u16 = 32;
// These are hang guards, not speed checks: CI's 2 cores may be busy with other work, so each
// is many times what an idle machine needs. Latency is measured by the benches.
/// The whole test, start to finish, must end before this.
pub const OVERALL: Duration = Duration::from_secs(600);
/// Loading the built-in list into an empty cache takes seconds in debug builds.
pub const STARTUP: Duration = Duration::from_secs(300);
/// Any single reaction to a key.
pub const STEP: Duration = Duration::from_secs(120);

/// What the terminal showed at one moment: every row, padded to the full width.
pub struct Snapshot {
    pub rows: Vec<String>,
}

impl Snapshot {
    pub fn text(&self) -> String {
        self.rows.join("\n")
    }

    /// The studio's status line (above the two message rows).
    pub fn status(&self) -> &str {
        &self.rows[usize::from(ROWS) - 3]
    }

    /// The studio's message / prompt area (the last two rows, joined).
    pub fn message(&self) -> String {
        self.rows[usize::from(ROWS) - 2..].join(" ")
    }
}

/// The number of words the candidates panel says fit the current entry ("— 883 fit,").
pub fn fit_count(s: &Snapshot) -> Option<usize> {
    let head = s.rows.first()?;
    let before = &head[..head.find(" fit,")?];
    before.rsplit(' ').next()?.parse().ok()
}

/// A running studio in a pty. Dropping it kills the child if it is still running.
pub struct Studio {
    parser: Arc<Mutex<vt100::Parser>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    // Kept alive so the child keeps its terminal; dropping it would hang up on the child.
    _master: Box<dyn MasterPty + Send>,
    reader: Option<JoinHandle<()>>,
    pub started: Instant,
}

impl Studio {
    pub fn spawn(data: &Path, config: &Path, cache: &Path) -> Studio {
        Studio::spawn_args(data, config, cache, &[])
    }

    /// The studio with command-line arguments (`--open N`).
    pub fn spawn_args(data: &Path, config: &Path, cache: &Path, args: &[&str]) -> Studio {
        let pair = native_pty_system()
            .openpty(PtySize {
                rows: ROWS,
                cols: COLS,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("open a pty");
        crate::common::warm_cache::seed(cache);
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

    pub fn snapshot(&self) -> Snapshot {
        let p = self.parser.lock().unwrap_or_else(|e| e.into_inner());
        Snapshot {
            rows: p.screen().rows(0, COLS).collect(),
        }
    }

    /// The background colour of the screen cell at (`row`, `col`).
    pub fn bg(&self, row: u16, col: u16) -> vt100::Color {
        let p = self.parser.lock().unwrap_or_else(|e| e.into_inner());
        p.screen()
            .cell(row, col)
            .map_or(vt100::Color::Default, |c| c.bgcolor())
    }

    pub fn alternate_screen(&self) -> bool {
        let p = self.parser.lock().unwrap_or_else(|e| e.into_inner());
        p.screen().alternate_screen()
    }

    /// The earlier of `now + limit` and the overall deadline.
    pub fn deadline(&self, limit: Duration) -> Instant {
        (Instant::now() + limit).min(self.started + OVERALL)
    }

    /// Polls the screen until `pred` holds; panics with the last screen (killing the child
    /// through `Drop`) if it does not by the deadline.
    pub fn wait_for(
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
    pub fn press(&mut self, bytes: &[u8]) {
        self.writer.write_all(bytes).expect("write to pty");
        self.writer.flush().expect("flush pty");
        // A human pace; correctness never depends on it, the waits do.
        std::thread::sleep(Duration::from_millis(30));
    }

    /// Waits for the child to exit and returns whether it succeeded.
    pub fn wait_exit(&mut self, limit: Duration) -> portable_pty::ExitStatus {
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
    pub fn drain_output(&mut self, limit: Duration) {
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

    /// The first save of new work: Ctrl-S, Enter on the free slot the browser offers (slot
    /// 1), then Ctrl-Q and a clean exit.
    pub fn save_into_slot_1_and_quit(&mut self) {
        self.press(CTRL_S);
        self.wait_for("the question which slot", STEP, |s| {
            s.text().contains("save into which slot?")
        });
        self.press(ENTER);
        self.wait_for("saved into slot 1", STEP, |s| {
            s.message().contains("saved to slot 1")
        });
        self.press(CTRL_Q);
        assert!(self.wait_exit(STEP).success());
        self.drain_output(STEP);
    }
}

/// What the studio saved in slot 1 under the data dir `data`.
pub fn saved_slot_1(data: &Path) -> gridwright::store::slots::Saved {
    let path = data.join("slot-1.toml");
    gridwright::store::read_doc_file(&path)
        .unwrap_or_else(|e| panic!("{} does not parse: {e}", path.display()))
        .unwrap_or_else(|| panic!("{} was not written", path.display()))
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
pub fn square_on_screen(p: Pos) -> (u16, u16) {
    let row = u16::try_from(p.row).expect("small grid");
    let col = u16::try_from(p.col).expect("small grid");
    (1 + row, 1 + 2 * col)
}

pub const DOWN: &[u8] = b"\x1b[B";
pub const CTRL_S: &[u8] = b"\x13";
pub const CTRL_Q: &[u8] = b"\x11";
pub const CTRL_N: &[u8] = b"\x0e";
pub const CTRL_Z: &[u8] = b"\x1a";
pub const CTRL_A: &[u8] = b"\x01";
pub const F5: &[u8] = b"\x1b[15~";
pub const ENTER: &[u8] = b"\r";
pub const F2: &[u8] = b"\x1bOQ";
pub const F3: &[u8] = b"\x1bOR";
pub const LEFT: &[u8] = b"\x1b[D";
pub const END: &[u8] = b"\x1b[F";
pub const BACKSPACE: &[u8] = b"\x7f";
pub const ESC: &[u8] = b"\x1b";
