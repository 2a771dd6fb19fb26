//! The built-in word list and its tables at the fill tests' minimum score, built once per
//! test binary.
#![allow(dead_code)]

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

/// The list as a plain map, read independently of the solver's tables.
pub fn list() -> &'static std::collections::HashMap<Vec<u8>, u8> {
    static L: OnceLock<std::collections::HashMap<Vec<u8>, u8>> = OnceLock::new();
    L.get_or_init(|| {
        let mut m = std::collections::HashMap::new();
        index().for_each(|w, s| {
            m.insert(w.to_vec(), s);
        });
        m
    })
}

/// Its tables at [`MIN`].
pub fn tables() -> Arc<WordTables> {
    static T: OnceLock<Arc<WordTables>> = OnceLock::new();
    T.get_or_init(|| Arc::new(WordTables::from_index(index(), MIN)))
        .clone()
}
