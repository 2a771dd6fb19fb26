//! Save slots, atomic writes and the data, config and cache paths.

pub mod paths;
