//! The binary run with private data, config and cache dirs under one test directory, so no
//! test reads the user's files or another test's cache.

use std::path::Path;
use std::process::Command;

/// `gridwright` with `GRIDWRIGHT_{DATA,CONFIG,CACHE}_DIR` set to `data`, `config` and `cache`
/// under `dir` (none of which need exist; the cache starts warm).
pub fn gridwright_in(dir: &Path) -> Command {
    super::warm_cache::seed(&dir.join("cache"));
    let mut c = Command::new(env!("CARGO_BIN_EXE_gridwright"));
    c.env("GRIDWRIGHT_CACHE_DIR", dir.join("cache"))
        .env("GRIDWRIGHT_CONFIG_DIR", dir.join("config"))
        .env("GRIDWRIGHT_DATA_DIR", dir.join("data"));
    c
}

/// Runs `gridwright ARGS` in `dir`'s private dirs: its exit code, standard output and error.
pub fn run_in(dir: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let out = gridwright_in(dir).args(args).output().expect("runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}
