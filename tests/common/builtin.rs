//! The built-in word list and its tables at the fill tests' minimum score, built once per
//! test binary.

use gridwright::fill::WordTables;
use gridwright::words::{ListSpec, WordIndex, load};
use std::sync::{Arc, OnceLock};

/// The minimum score the fill tests use.
pub const MIN: u8 = 40;

/// The built-in list's index.
pub fn index() -> &'static WordIndex {
    static INDEX: OnceLock<WordIndex> = OnceLock::new();
    INDEX.get_or_init(|| {
        load(&ListSpec::default_only(), None)
            .expect("default list")
            .index
    })
}

/// Its tables at [`MIN`].
pub fn tables() -> Arc<WordTables> {
    static T: OnceLock<Arc<WordTables>> = OnceLock::new();
    T.get_or_init(|| Arc::new(WordTables::from_index(index(), MIN)))
        .clone()
}
