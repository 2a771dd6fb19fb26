//! The live viability map follows the puzzle: after every edit (and when words arrive) a
//! computation starts on the viability service; one runs at a time, a map for an older
//! generation is dropped and the newest grid computed next, while the last good map stays.

use super::Studio;
use crate::fill::{Viability, viability_with_bars};
use crate::tui::events::{Event, Service};
use std::sync::Arc;

impl Studio {
    /// Asks for the map of the puzzle as it is now (after an edit, or new words).
    pub fn want_map(&mut self) {
        if self.words.ready().is_none() {
            self.viability.map = None;
            self.viability.running = None;
            self.viability.wanted = false;
            return;
        }
        self.viability.wanted = true;
        self.start_map_if_idle();
    }

    fn start_map_if_idle(&mut self) {
        if self.viability.running.is_some() || !self.viability.wanted {
            return;
        }
        let Some(tables) = self.words.ready().map(|w| w.tables.clone()) else {
            return;
        };
        self.viability.wanted = false;
        let (grid, generation) = (self.doc.puzzle().grid.clone(), self.doc.generation());
        let bars = self.doc.puzzle().bars();
        self.viability.running = Some(generation);
        self.services
            .spawn(Service::Viability, move || Event::MapDone {
                generation,
                map: viability_with_bars(&grid, &bars, &tables, false),
            });
    }

    /// Takes a finished map: kept when it is for the puzzle as it is now, dropped when an edit
    /// came since (the newest grid is then computed).
    pub fn map_done(&mut self, generation: u64, map: Viability) {
        if self.viability.running != Some(generation) {
            return;
        }
        self.viability.running = None;
        if generation == self.doc.generation() {
            self.viability.map = Some((generation, Arc::new(map)));
        } else {
            self.viability.wanted = true;
        }
        self.start_map_if_idle();
    }

    /// The viability service stopped without a map: the next edit asks again.
    pub fn map_failed(&mut self) {
        self.viability.running = None;
    }
}
