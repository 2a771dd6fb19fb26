//! The `gridwright` binary: the studio with no arguments, engines as subcommands.

fn main() -> std::process::ExitCode {
    restore_sigpipe();
    gridwright::cli::main()
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
