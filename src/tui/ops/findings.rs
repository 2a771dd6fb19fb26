//! The publish checks' findings for the puzzle as it is now.

use super::*;
use crate::grid::publish::{self, Finding};

/// The findings for the puzzle as it is now: the loaded words (once they are in) and the
/// other slots holding the same grid.
pub fn findings(app: &Studio) -> Vec<Finding> {
    let words = app.words.ready();
    let score = |w: &[u8]| words.and_then(|l| l.score(w));
    let twins = app
        .store
        .as_ref()
        .map(|s| s.twins(&app.doc.puzzle().grid, app.doc.slot()))
        .unwrap_or_default();
    let ctx = publish::Context {
        score: words.is_some().then_some(&score as publish::ScoreOf<'_>),
        min_score: app.settings.min_scores.default,
        min_by_length: app.settings.min_scores.by_length.clone(),
        twins,
    };
    publish::check(app.doc.puzzle(), &app.slots, &app.health, &ctx)
}
