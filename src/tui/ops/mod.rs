//! What changes the studio below the commands: saving, loading and opening documents,
//! quitting, moving the cursor, a new grid, the publish findings and rebuilding the word
//! tables. The command table's functions and the dispatcher ([`update`](super::update)) both
//! use these; nothing here runs a command or an action.

use super::action::Move;
use super::events::{Event, Service};
use super::mode::{Mode, Pending};
use super::studio::Studio;
use super::words::StudioWords;
use crate::grid::{Cell, Direction, Pos, Puzzle};
use crate::store::SlotNumber;

pub mod cursor;
pub mod findings;
pub mod new_grid;
pub mod persist;

pub use cursor::goto;
pub use findings::findings;
pub use new_grid::{new_grid, open_chooser};
pub use persist::{force_save, load_puzzle, opened_slot, replace_document, replace_or_ask};

/// Rebuilds the words on the rescoring service with `work`; the newest request wins.
pub fn start_rescore<F>(app: &mut Studio, work: F)
where
    F: FnOnce() -> Result<StudioWords, String> + Send + 'static,
{
    app.rescore_key += 1;
    let key = app.rescore_key;
    app.rescoring = Some(key);
    app.services
        .spawn(Service::Rescore, move || Event::Rescored {
            key,
            words: work(),
        });
}
