//! Standard output for subcommands: every write returns its error instead of panicking
//! the way `println!` does, so a full disk or `> /dev/full` ends with a message and exit 2.
//!
//! Messages on stderr go through `errln!`, which cannot panic either, and cuts each line to
//! a few hundred characters: a message quoting a huge argument or file line stays a line.
//!
//! Both keep control characters from reaching the terminal: whatever a command prints may
//! hold text from a file (a title, a clue, a line quoted in an error), so every write passes
//! [`crate::grid::printable::lines`] (line breaks and tabs stay, ESC, BEL, CR and the rest
//! go). Fields shown inside a line are made one line where they are printed.
//!
//! A closed pipe (`gridwright query … | head`) still ends quietly: `main` restores SIGPIPE,
//! so the process is stopped by the signal before a write could fail.

use std::fmt;
use std::io::Write;

/// Writes formatted text to standard output and flushes it, so the error of this write is
/// reported here rather than lost when the process exits with unflushed output.
pub fn write_fmt(args: fmt::Arguments<'_>) -> anyhow::Result<()> {
    let text = terminal_text(args);
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(write_error)
}

/// Writes formatted text and a newline to standard error, ignoring a failure (see `errln!`).
pub fn write_err(args: fmt::Arguments<'_>) {
    let text = terminal_text(args);
    // A message never echoes megabytes: each line is cut (see `printable::bound_lines`).
    let text = crate::grid::printable::bound_lines(&text);
    let mut err = std::io::stderr().lock();
    let _ = err
        .write_all(text.as_bytes())
        .and_then(|()| err.write_all(b"\n"));
}

/// Formatted text with the control characters a terminal would obey taken out.
fn terminal_text(args: fmt::Arguments<'_>) -> String {
    let text = args
        .as_str()
        .map_or_else(|| args.to_string(), str::to_string);
    match crate::grid::printable::lines(&text) {
        std::borrow::Cow::Borrowed(_) => text,
        std::borrow::Cow::Owned(safe) => safe,
    }
}

/// Writes bytes to standard output and flushes them.
pub fn write_bytes(bytes: &[u8]) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    out.write_all(bytes)
        .and_then(|()| out.flush())
        .map_err(write_error)
}

/// The error every failed write to standard output becomes.
pub fn write_error(e: std::io::Error) -> anyhow::Error {
    anyhow::Error::new(e).context("cannot write to standard output")
}

/// `print!` that returns an `anyhow::Result` instead of panicking on a write error.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::cli::out::write_fmt(format_args!($($arg)*))
    };
}

/// `println!` that returns an `anyhow::Result` instead of panicking on a write error.
macro_rules! outln {
    () => {
        $crate::cli::out::write_fmt(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::cli::out::write_fmt(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// `eprintln!` that ignores a write error instead of panicking: stderr is where an error
/// would be reported, so when it is gone there is nothing better to do than go on, and the
/// exit status still tells.
macro_rules! errln {
    ($($arg:tt)*) => {
        $crate::cli::out::write_err(format_args!($($arg)*))
    };
}

pub(crate) use {errln, out, outln};
