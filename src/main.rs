//! The `gridwright` binary: the studio with no arguments, engines as subcommands.

fn main() -> std::process::ExitCode {
    gridwright::cli::main()
}
