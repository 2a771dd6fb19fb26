//! Save slots, atomic writes and the data, config and cache paths.

pub mod alphabets;
pub mod atomic;
pub mod clue_memory;
pub mod doc;
pub mod history;
pub mod lock;
pub mod open;
pub mod paths;
pub mod read;
pub mod recovery;
mod save;
pub mod slots;
pub mod time;
pub mod version;

pub use history::{HISTORY_KEEP, Version};
pub use read::read_limited;
pub use recovery::Recovery;
pub use slots::{SlotNumber, SlotState, Store, StoreError, read_doc_file};
pub use version::SlotVersion;
