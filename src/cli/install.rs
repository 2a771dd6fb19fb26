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

/// Arguments of `gridwright man`.
#[derive(Debug, clap::Args)]
pub struct ManArgs {
    /// Write every page (gridwright.1 and one per subcommand, such as gridwright-design.1,
    /// which the main page refers to) into this existing directory instead of printing the
    /// main page.
    #[arg(long, value_name = "DIR")]
    dir: Option<std::path::PathBuf>,
}

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
/// every subcommand with its one-line description; with `--dir`, writes that page and one
/// per subcommand (`gridwright-design.1`, `gridwright-slots-list.1`, …) into the directory.
pub fn run_man(_ctx: &Context, args: ManArgs) -> anyhow::Result<ExitCode> {
    let Some(dir) = args.dir else {
        let man = clap_mangen::Man::new(super::Cli::command());
        let mut buf = Vec::new();
        man.render(&mut buf)?;
        super::out::write_bytes(&buf)?;
        return Ok(ExitCode::SUCCESS);
    };
    let pages = man_pages()?;
    for (name, roff) in &pages {
        let path = dir.join(name);
        crate::store::atomic::write_atomic(&path, roff)
            .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?;
    }
    super::out::errln!("wrote {} man pages into {}", pages.len(), dir.display());
    Ok(ExitCode::SUCCESS)
}

/// Every man page as (file name, roff): the main page and one per subcommand, named as the
/// main page's SEE ALSO names them (clap's display names, `gridwright-design`).
pub fn man_pages() -> anyhow::Result<Vec<(String, Vec<u8>)>> {
    fn walk(cmd: &clap::Command, out: &mut Vec<(String, Vec<u8>)>) -> std::io::Result<()> {
        let man = clap_mangen::Man::new(cmd.clone());
        let mut roff = Vec::new();
        man.render(&mut roff)?;
        out.push((man.get_filename(), roff));
        for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
            walk(sub, out)?;
        }
        Ok(())
    }
    let mut cmd = super::Cli::command().disable_help_subcommand(true);
    cmd.build();
    let mut pages = Vec::new();
    walk(&cmd, &mut pages)?;
    Ok(pages)
}
