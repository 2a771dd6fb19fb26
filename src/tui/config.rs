//! The studio's settings: `config.toml`, read by `crate::config` (the commands read it too).

pub use crate::config::*;
