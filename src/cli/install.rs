//! `gridwright completions SHELL` and `gridwright man`: what a packaged tool installs
//! beside its binary, generated from the same clap definition the parser uses.

use super::Context;
use clap::CommandFactory;
use std::process::ExitCode;

/// The version `--version` prints: the crate's, and the commit when built from git.
pub const VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), env!("GRIDWRIGHT_COMMIT"));

/// Shells we write completions for.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum Shell {
    /// bash (source it, or put it in bash-completion's completions dir).
    Bash,
    /// zsh (save as `_gridwright` in a directory of `$fpath`).
    Zsh,
    /// fish (save as `gridwright.fish` in `~/.config/fish/completions`).
    Fish,
}

/// Arguments of `gridwright completions`.
#[derive(Debug, clap::Args)]
pub struct CompletionsArgs {
    /// The shell to write completions for.
    shell: Shell,
}

/// Arguments of `gridwright man` (none: the page goes to standard output).
#[derive(Debug, clap::Args)]
pub struct ManArgs {}

/// Writes the completion script for one shell to standard output.
pub fn run_completions(_ctx: &Context, args: CompletionsArgs) -> anyhow::Result<ExitCode> {
    let mut cmd = super::Cli::command();
    let mut buf = Vec::new();
    let shell = match args.shell {
        Shell::Bash => clap_complete::Shell::Bash,
        Shell::Zsh => clap_complete::Shell::Zsh,
        Shell::Fish => clap_complete::Shell::Fish,
    };
    clap_complete::generate(shell, &mut cmd, "gridwright", &mut buf);
    super::out::write_bytes(&buf)?;
    Ok(ExitCode::SUCCESS)
}

/// Writes the man page (roff, section 1) to standard output: synopsis, global options and
/// every subcommand with its one-line description (`gridwright help CMD` has the rest).
pub fn run_man(_ctx: &Context, _args: ManArgs) -> anyhow::Result<ExitCode> {
    let man = clap_mangen::Man::new(super::Cli::command());
    let mut buf = Vec::new();
    man.render(&mut buf)?;
    super::out::write_bytes(&buf)?;
    Ok(ExitCode::SUCCESS)
}
