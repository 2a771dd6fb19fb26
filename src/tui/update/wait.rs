//! Waiting for background work (tests and scripts): the map, a design search, each event
//! that arrives meanwhile handled as the event loop would.

use super::*;
use crate::tui::design::DesignRun;

/// Waits until the map is up to date with the puzzle (tests and scripts), handling whatever
/// else arrives.
pub fn wait_map(app: &mut Studio, limit: std::time::Duration) {
    let until = std::time::Instant::now() + limit;
    while app.viability.busy() {
        let left = until.saturating_duration_since(std::time::Instant::now());
        if left.is_zero() {
            return;
        }
        if let Some(event) = app.services.next(Some(left)) {
            handle(app, event);
        }
    }
}

/// Waits for the running search to end (tests and scripts), handling whatever else arrives.
pub fn wait_design(app: &mut Studio, limit: Duration) {
    wait_design_until(app, limit, |_| false);
}

/// Waits until the running search has found a design (or ended), handling whatever else
/// arrives: a test that needs one design then stops the search as a user would, with Esc.
pub fn wait_first_design(app: &mut Studio, limit: Duration) {
    wait_design_until(app, limit, |run| {
        run.progress.as_ref().is_some_and(|p| p.found > 0)
    });
}

fn wait_design_until(app: &mut Studio, limit: Duration, enough: impl Fn(&DesignRun) -> bool) {
    let until = Instant::now() + limit;
    while let Some(run) = app.design.run.as_ref() {
        if enough(run) {
            return;
        }
        let left = until.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return;
        }
        if let Some(event) = app.services.next(Some(left)) {
            handle(app, event);
        }
    }
}
