//! The studio's settings: `config.toml`, read by `store::config` (the commands read it too).

pub use crate::store::config::*;
