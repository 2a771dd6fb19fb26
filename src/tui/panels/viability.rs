//! The live viability map's state.

use crate::fill::Viability;
use crate::grid::Grid;
use std::sync::Arc;

pub use crate::config::{DEFAULT_FEW, DEFAULT_FILL_TIMEOUT};

/// The map's state in the studio.
#[derive(Debug)]
pub struct MapState {
    /// The last map computed for the generation it names.
    pub map: Option<(u64, Arc<Viability>)>,
    /// A computation under way on the viability service, for the generation it names.
    pub(in crate::tui) running: Option<u64>,
    /// The grid changed since the running computation started.
    pub(in crate::tui) wanted: bool,
    /// Whether squares show their letter counts (the heat map).
    pub heat: bool,
    /// Entries with at most this many viable words are shown amber.
    pub few: usize,
}

impl Default for MapState {
    fn default() -> Self {
        MapState {
            map: None,
            running: None,
            wanted: false,
            heat: false,
            few: DEFAULT_FEW,
        }
    }
}

impl MapState {
    /// The map to draw on `grid`: the newest one, if computed for a grid of its size.
    pub fn shown(&self, grid: &Grid) -> Option<&Viability> {
        let (_, m) = self.map.as_ref()?;
        (m.width == grid.width() && m.squares.len() == grid.width() * grid.height())
            .then_some(m.as_ref())
    }

    /// Whether a computation is running.
    pub fn busy(&self) -> bool {
        self.running.is_some()
    }
}
