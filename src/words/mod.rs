//! Word lists, the fst pattern index, per-length bitset tables and the pattern language.

pub mod index;
pub mod list;
pub mod pattern;
pub mod source;
pub mod tables;

pub use index::{Match, QueryResult, WordIndex};
pub use list::{Lexicon, ListWarning};
pub use pattern::{Pattern, PatternError};
pub use source::{CacheUse, ListSpec, LoadedWords, load};
pub use tables::{WordTable, WordTables};
