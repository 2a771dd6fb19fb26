//! A private cache dir that starts with the built-in list's index already in it.
//!
//! Every run of the binary in an empty cache builds that index (most of a second of CPU in
//! a test build); hundreds of runs did so on each `cargo test`. Each test still gets a cache
//! of its own: the index is built once per test binary, by the binary, and copied in.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// The warm template: the cache dir one run of the binary left behind.
fn template() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let root = tempfile::tempdir().expect("template dir").keep();
        let cache = root.join("cache");
        let status = Command::new(env!("CARGO_BIN_EXE_gridwright"))
            .env("GRIDWRIGHT_CACHE_DIR", &cache)
            .env("GRIDWRIGHT_CONFIG_DIR", root.join("config"))
            .env("GRIDWRIGHT_DATA_DIR", root.join("data"))
            .args(["query", "c?t", "--limit", "1"])
            .output()
            .expect("runs")
            .status;
        assert!(status.success(), "the warm-up query failed: {status}");
        cache
    })
}

/// Fills `cache` with a copy of the warm template unless it already holds something (a test
/// that runs the binary twice in one dir keeps what the first run left).
pub fn seed(cache: &Path) {
    let empty = std::fs::read_dir(cache).map_or(true, |mut d| d.next().is_none());
    if !empty {
        return;
    }
    std::fs::create_dir_all(cache).expect("cache dir");
    for entry in std::fs::read_dir(template()).expect("template") {
        let from = entry.expect("template entry").path();
        if from.is_file() {
            let name = from.file_name().expect("file name");
            std::fs::copy(&from, cache.join(name)).expect("copy a cache file");
        }
    }
}
