//! Word lists, the fst pattern index and the pattern language.

pub mod index;
pub mod list;
pub mod pattern;
pub mod positional;
pub mod source;

pub use index::{Match, QueryResult, WordIndex};
pub use list::{Lexicon, ListWarning};
pub use pattern::{Pattern, PatternError};
pub use positional::PositionalIndex;
pub use source::{CacheUse, ListSpec, LoadedWords, load};
