//! The `gridwright` binary: the studio with no arguments, engines as subcommands.

fn main() -> std::process::ExitCode {
    restore_sigpipe();
    gridwright::cli::main(studio)
}

/// Opens the studio with the command line's settings.
fn studio(ctx: &gridwright::cli::Context) -> anyhow::Result<()> {
    gridwright::tui::run(gridwright::tui::StartOptions {
        data_dir: ctx.data_dir.clone(),
        theme: ctx.theme.clone(),
        theme_file: ctx.theme_file.clone(),
        slot: ctx.slot,
    })
}

/// Lets `gridwright query … | head` end quietly, as Unix tools do, instead of panicking
/// on a closed pipe (Rust ignores SIGPIPE by default).
#[cfg(unix)]
fn restore_sigpipe() {
    // SAFETY: called first thing in main, before any other thread exists.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

#[cfg(not(unix))]
fn restore_sigpipe() {}
