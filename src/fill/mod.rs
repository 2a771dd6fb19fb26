//! The autofill solver (pure compute) and its background job.
//!
//! A fill is a constraint problem: one variable per slot, its domain the words of its length
//! that match its fixed letters, crossings that must agree, and no word used twice.
//! [`fill`] solves it; [`job`] runs that on a worker thread with progress and cancel.

pub mod candidates;
pub mod improve;
pub mod job;
pub mod limit;
pub mod nogoods;
pub mod optimal;
mod optimal_dense;
mod optimal_trie;
mod portfolio;
pub mod problem;
pub mod rank;
pub mod repair;
pub mod request;
pub mod rules;
pub mod run;
pub mod soft;
pub mod solver;
mod strong;
pub mod surroundings;
pub mod value;
pub mod viability;
pub mod watch;

pub use crate::words::WordTables;
pub use optimal::{Budget, Optimality};
pub use problem::{FillOptions, Problem, ProblemError, Region, Strategy, default_threads};
pub use request::{FillMode, Request};
pub use rules::{EntryRules, RulesError};
pub use run::{Bounds, Entry, FillOutcome, Filled, Progress, Unfillable, fill};
pub use soft::{LeftOut, LeftOutWhy};
pub use viability::{Viability, viability, viability_with_bars};
pub use watch::Watch;
