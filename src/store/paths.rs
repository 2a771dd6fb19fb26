//! Where gridwright keeps its files: data (save slots), config (themes, user lists), cache (indexes).
//!
//! Each directory comes from `directories`, and each can be overridden by an environment
//! variable so tests and scripts stay hermetic.

use directories::ProjectDirs;
use std::path::{Path, PathBuf};

/// Environment variable overriding the data directory (save slots, recovery file).
pub const DATA_DIR_ENV: &str = "GRIDWRIGHT_DATA_DIR";
/// Environment variable overriding the config directory (config.toml, themes/, wordlists/).
pub const CONFIG_DIR_ENV: &str = "GRIDWRIGHT_CONFIG_DIR";
/// Environment variable overriding the cache directory (built word indexes).
pub const CACHE_DIR_ENV: &str = "GRIDWRIGHT_CACHE_DIR";

/// No home directory could be found and no override was given.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("cannot find a {kind} directory: no home directory; set {env}")]
pub struct NoDirError {
    /// "data", "config" or "cache".
    pub kind: &'static str,
    /// The variable that would fix it.
    pub env: &'static str,
}

fn project() -> Option<ProjectDirs> {
    ProjectDirs::from("org", "gridwright", "gridwright")
}

fn resolve(
    explicit: Option<&Path>,
    env: &'static str,
    kind: &'static str,
    pick: fn(&ProjectDirs) -> &Path,
) -> Result<PathBuf, NoDirError> {
    if let Some(p) = explicit {
        return Ok(p.to_path_buf());
    }
    if let Some(p) = std::env::var_os(env).filter(|v| !v.is_empty()) {
        return Ok(PathBuf::from(p));
    }
    project()
        .map(|d| pick(&d).to_path_buf())
        .ok_or(NoDirError { kind, env })
}

/// The data directory: `explicit` (a `--data-dir` flag), else `GRIDWRIGHT_DATA_DIR`, else the platform's.
pub fn data_dir(explicit: Option<&Path>) -> Result<PathBuf, NoDirError> {
    resolve(explicit, DATA_DIR_ENV, "data", ProjectDirs::data_dir)
}

/// The config directory: `GRIDWRIGHT_CONFIG_DIR`, else the platform's.
pub fn config_dir() -> Result<PathBuf, NoDirError> {
    resolve(None, CONFIG_DIR_ENV, "config", ProjectDirs::config_dir)
}

/// The cache directory: `GRIDWRIGHT_CACHE_DIR`, else the platform's.
pub fn cache_dir() -> Result<PathBuf, NoDirError> {
    resolve(None, CACHE_DIR_ENV, "cache", ProjectDirs::cache_dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explicit_wins() {
        let p = Path::new("/tmp/gw-explicit");
        assert_eq!(data_dir(Some(p)).unwrap(), p);
    }
}
