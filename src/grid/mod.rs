//! The puzzle model: cells, the grid, symmetry, numbering, slots and health checks. Pure, no I/O.

pub mod alphabet;
mod bars;
mod cell;
pub mod check;
pub mod clues;
pub mod delta;
mod house;
pub mod likeness;
pub mod markup;
mod model;
pub mod printable;
pub mod publish;
mod puzzle;
pub mod rules;
mod size;
mod slots;
pub mod stats;
mod symmetry;
pub mod templates;
pub mod text;

pub use alphabet::{Alphabet, AlphabetError, Alphabets, CustomError, Folds, Mismatch};
pub use bars::{BarEdge, BarRef, Bars, bar_partners};
pub use cell::{Cell, Pos};
pub use check::HealthReport;
pub use house::{DEFAULT_MAX_UNCHES, HouseStyle};
pub use model::{Grid, GridError};
pub use puzzle::{Carried, ClueKey, ClueList, ListClue, Meta, PlacedAnswer, Puzzle, Rgb, Style};
pub use rules::{Ceilings, DAILY_AREA, Figures, HouseRules, Kind, RuleBreak, RuleOverrides};
pub use size::{SizeError, parse_size};
pub use slots::{Direction, Slot, SlotId, Slots};
pub use symmetry::Symmetry;
