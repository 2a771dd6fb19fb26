//! Word lists, the fst pattern index, per-length bitset tables and the pattern language.

mod cache;
pub mod choose;
mod hash;
pub mod index;
pub mod list;
pub mod meaning;
pub mod min_scores;
pub mod pattern;
pub mod personal;
pub mod queried;
pub mod source;
pub mod tables;
pub mod wordplay;

pub use cache::CACHE_KEEP;
pub use index::{Match, QueryResult, WordIndex};
pub use list::{Lexicon, ListWarning};
pub use min_scores::MinScores;
pub use pattern::{Pattern, PatternError};
pub use source::{
    CacheUse, ListSpec, LoadedWords, SkippedList, Unreadable, WordsError, load, load_for, load_with,
};
pub use tables::{WordTable, WordTables};
