//! A one-line progress display on stderr for long commands (`fill`, `design`): redrawn in
//! place on a terminal, a plain line every few seconds otherwise, nothing with `--json`.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

/// How often a terminal's line is redrawn.
const TTY_EVERY: Duration = Duration::from_millis(100);

/// The progress line of one command.
pub struct ProgressLine {
    enabled: bool,
    tty: bool,
    /// How often a line is written when stderr is not a terminal.
    plain_every: Duration,
    last: Option<Instant>,
    drawn: bool,
}

impl ProgressLine {
    /// A line shown when `enabled`, every `plain_every` when stderr is not a terminal.
    pub fn new(enabled: bool, plain_every: Duration) -> ProgressLine {
        ProgressLine {
            enabled,
            tty: std::io::stderr().is_terminal(),
            plain_every,
            last: None,
            drawn: false,
        }
    }

    /// Whether a new line is due now; when it is, the caller draws one.
    pub fn due(&mut self) -> bool {
        let every = if self.tty {
            TTY_EVERY
        } else {
            self.plain_every
        };
        if !self.enabled || self.last.is_some_and(|t| t.elapsed() < every) {
            return false;
        }
        self.last = Some(Instant::now());
        true
    }

    /// Shows `line` (in place on a terminal).
    pub fn draw(&mut self, line: &str) {
        let mut err = std::io::stderr().lock();
        if self.tty {
            let _ = write!(err, "\r{line}\x1b[K");
            self.drawn = true;
        } else {
            let _ = writeln!(err, "{line}");
        }
        let _ = err.flush();
    }

    /// Takes the line off a terminal before the result is printed.
    pub fn clear(&mut self) {
        if self.drawn {
            let _ = write!(std::io::stderr(), "\r\x1b[K");
        }
    }
}

/// A bar of `width` characters, `done` of them filled.
pub fn bar(done: usize, width: usize) -> String {
    let done = done.min(width);
    format!("[{}{}]", "#".repeat(done), "-".repeat(width - done))
}
