//! Command-line subcommands; each lives in its own module and returns an exit code.

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

mod about;
mod check;
mod clues;
mod define;
mod design;
mod export;
mod fill;
mod import;
mod input;
mod install;
mod layout;
mod out;
mod parse;
mod progress;
mod publish;
mod query;
mod slots;
mod studio;
mod templates;
mod wordargs;
mod wordplay;
mod wordplay_more;
mod words;

/// gridwright: a crossword construction studio for the terminal.
#[derive(Debug, Parser)]
#[command(name = "gridwright", version = install::VERSION, about)]
pub struct Cli {
    /// Where save slots live (default: GRIDWRIGHT_DATA_DIR when set and not empty, else the
    /// platform data dir).
    // Not clap's `env`: it takes an empty GRIDWRIGHT_DATA_DIR as a missing value and refuses
    // every command; store::paths reads the variable and treats empty as unset.
    #[arg(long, global = true, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,

    /// Colour theme for the studio (built in: dark, light, high-contrast).
    #[arg(long, global = true, value_name = "NAME")]
    pub theme: Option<String>,

    /// A theme file to use instead of a named theme (a name is never read as a path).
    #[arg(long, global = true, value_name = "PATH", conflicts_with = "theme")]
    pub theme_file: Option<PathBuf>,

    /// Slot the studio opens (default 1).
    #[arg(long = "open", value_name = "N")]
    pub open: Option<crate::store::SlotNumber>,

    /// What to do; with none, the studio opens.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print a grid's numbering and health report.
    Check(check::Args),
    /// List, show, save or delete save slots.
    #[command(subcommand)]
    Slots(slots::SlotsCommand),
    /// Find words matching a pattern such as s???r??.
    Query(query::Args),
    /// What a word means: WordNet's senses, glosses and related words.
    Define(define::Args),
    /// Clue starting points for an entry, from WordNet, one a line.
    ClueIdeas(define::IdeasArgs),
    /// Past clues of an answer from your slots and imported puzzles; `clues import DIR`.
    Clues(clues::Args),
    /// Word list statistics.
    #[command(subcommand)]
    Words(words::WordsCommand),
    /// Autofill a grid.
    Fill(fill::Args),
    /// Design block patterns around theme entries, each with a complete fill.
    Design(design::Args),
    /// Write a puzzle as .puz, .ipuz, .jpz, .xd, .exolve, text, Across Lite Text, printable
    /// HTML or PDF, or a page to solve in a browser (--play).
    Export(export::Args),
    /// Read a .puz, .ipuz, .jpz, .xd, .exolve, Exolve .html or text puzzle into a save slot.
    Import(import::Args),
    /// Lay out a freeform crossword from answers and clues.
    Layout(layout::Args),
    /// Print the version, the licence and the notices of the built-in word list's sources.
    About(about::Args),
    /// The cryptic setter's wordplay tools: anagram, hidden, charade, container, deletion,
    /// reversal.
    #[command(subcommand)]
    Wordplay(wordplay::WordplayCommand),
    /// The built-in grid templates: British blocked cryptic grids and American grids.
    #[command(subcommand)]
    Templates(templates::TemplatesCommand),
    /// Print a shell completion script (bash, zsh or fish).
    Completions(install::CompletionsArgs),
    /// Print the man page (roff): `gridwright man > gridwright.1`; `--dir DIR` writes every page.
    Man(install::ManArgs),
}

/// Settings every subcommand may need.
#[derive(Debug, Clone, Default)]
pub struct Context {
    /// The `--data-dir` override, if given.
    pub data_dir: Option<PathBuf>,
    /// The `--theme` choice, if given.
    pub theme: Option<String>,
    /// The `--theme-file` choice, if given.
    pub theme_file: Option<PathBuf>,
    /// The slot the studio opens.
    pub slot: Option<crate::store::SlotNumber>,
}

/// What opens the studio, given by the binary: `cli` never imports the `tui`.
pub type Studio = fn(&Context) -> anyhow::Result<()>;

/// Parses the command line, runs it and turns errors into a message and exit status 2;
/// with no subcommand, opens the studio through `studio`.
pub fn main(studio: Studio) -> ExitCode {
    let cli = Cli::parse();
    let ctx = Context {
        data_dir: cli.data_dir.clone(),
        theme: cli.theme.clone(),
        theme_file: cli.theme_file.clone(),
        slot: cli.open,
    };
    let result = match cli.command {
        None => studio::run(&ctx, studio),
        Some(Command::Check(a)) => check::run(&ctx, a),
        Some(Command::Slots(c)) => slots::run(&ctx, c),
        Some(Command::Query(a)) => query::run(&ctx, a),
        Some(Command::Define(a)) => define::run(&ctx, a),
        Some(Command::ClueIdeas(a)) => define::run_ideas(&ctx, a),
        Some(Command::Clues(a)) => clues::run(&ctx, a),
        Some(Command::Words(c)) => words::run(&ctx, c),
        Some(Command::Fill(a)) => fill::run(&ctx, a),
        Some(Command::Design(a)) => design::run(&ctx, a),
        Some(Command::Export(a)) => export::run(&ctx, a),
        Some(Command::Import(a)) => import::run(&ctx, a),
        Some(Command::Layout(a)) => layout::run(&ctx, a),
        Some(Command::About(a)) => about::run(&ctx, a),
        Some(Command::Wordplay(c)) => wordplay::run(&ctx, c),
        Some(Command::Templates(c)) => templates::run(&ctx, c),
        Some(Command::Completions(a)) => install::run_completions(&ctx, a),
        Some(Command::Man(a)) => install::run_man(&ctx, a),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            out::errln!("gridwright: {}", message(&e));
            ExitCode::from(2)
        }
    }
}

/// The error and its causes joined with `: `, leaving out a cause whose text the message
/// already ends with: some errors print their source in their own message and also return
/// it as `source()`, which would otherwise say "No such file or directory" twice.
fn message(e: &anyhow::Error) -> String {
    let mut msg = String::new();
    for cause in e.chain() {
        let text = cause.to_string();
        if msg.is_empty() {
            msg = text;
        } else if !msg.ends_with(&text) {
            msg.push_str(": ");
            msg.push_str(&text);
        }
    }
    msg
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An error that prints its source in its own message and also returns it as `source()`.
    #[derive(Debug, thiserror::Error)]
    #[error("slot-1.toml: {source}")]
    struct Repeats {
        source: std::io::Error,
    }

    /// `cli` is a shell over the engines, as the studio is: it never reaches into the studio.
    #[test]
    fn the_cli_does_not_import_the_studio() {
        fn visit(dir: &std::path::Path, found: &mut Vec<String>) {
            for entry in std::fs::read_dir(dir).expect("src/cli").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    visit(&path, found);
                } else if let Ok(text) = std::fs::read_to_string(&path)
                    // Spelled in two halves so this test does not find itself.
                    && [concat!("crate", "::tui"), concat!("super", "::tui")]
                        .iter()
                        .any(|n| text.contains(n))
                {
                    found.push(path.display().to_string());
                }
            }
        }
        let mut found = Vec::new();
        visit(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cli"),
            &mut found,
        );
        assert!(found.is_empty(), "these import the studio: {found:?}");
    }

    #[test]
    fn a_cause_already_in_the_message_is_said_once() {
        let io = || std::io::Error::from(std::io::ErrorKind::NotFound);
        let e = anyhow::Error::new(Repeats { source: io() });
        assert_eq!(message(&e), format!("slot-1.toml: {}", io()));
        let e = anyhow::Error::new(io()).context("cannot write to standard output");
        assert_eq!(
            message(&e),
            format!("cannot write to standard output: {}", io())
        );
    }
}
