//! The live viability map in the studio: after every edit a worker thread runs the
//! whole-grid propagation ([`crate::fill::viability`]); typing never waits for it. One
//! computation runs at a time; a result computed for an older edit generation is dropped
//! and the newest grid computed next, while the last good map stays on screen.

pub use super::panels::viability::{DEFAULT_FEW, DEFAULT_FILL_TIMEOUT, MapState};
use super::studio::Studio;
use crate::fill::Viability;
use crate::grid::{Pos, SlotId};
use crate::tui::view::Said;

/// How the map marks a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SquareMark {
    /// No letter fits.
    Dead,
    /// In an entry no word fits.
    DeadEntry,
    /// In an entry with few viable words.
    Few,
}

/// The map's mark on square `p`, worst first.
pub fn mark_at(app: &Studio, p: Pos) -> Option<SquareMark> {
    if is_blank(app) {
        return None;
    }
    let m = app.viability.shown(&app.doc.puzzle().grid)?;
    if m.letters_at(p) == Some(0) {
        return Some(SquareMark::Dead);
    }
    let (a, d) = app.slots.crossing(p);
    let counts = [a, d]
        .into_iter()
        .flatten()
        .filter_map(|s: SlotId| m.entry(s));
    let worst = counts.min()?;
    if worst == 0 {
        Some(SquareMark::DeadEntry)
    } else if worst <= app.viability.few {
        Some(SquareMark::Few)
    } else {
        None
    }
}

/// The heat map's text for square `p`: its count of possible letters, when the heat map is
/// on and the square is open.
pub fn heat_at(app: &Studio, p: Pos) -> Option<u32> {
    if !app.viability.heat || !matches!(app.doc.puzzle().grid.cell(p), crate::grid::Cell::Empty) {
        return None;
    }
    app.viability.shown(&app.doc.puzzle().grid)?.count_at(p)
}

/// Whether no square holds a letter yet: a new grid is empty, not dead (a short list
/// may have no word for some lengths, which says nothing until a letter is typed).
pub fn is_blank(app: &Studio) -> bool {
    let g = &app.doc.puzzle().grid;
    !g.positions().any(|p| g.cell(p).is_filled())
}

/// "2 dead squares, 1 dead entry", or `None` while the map is clean or not yet computed,
/// or the grid is blank.
pub fn summary(app: &Studio) -> Option<String> {
    if is_blank(app) {
        return None;
    }
    let m = app.viability.shown(&app.doc.puzzle().grid)?;
    (!m.is_alive()).then(|| dead_summary(m))
}

/// "2 dead squares, 1 dead entry" (the parts that are not zero).
pub fn dead_summary(m: &Viability) -> String {
    let n = |k: usize, one: &str, many: &str| format!("{k} {}", if k == 1 { one } else { many });
    let mut parts = Vec::new();
    if !m.dead_squares.is_empty() {
        parts.push(n(m.dead_squares.len(), "dead square", "dead squares"));
    }
    if !m.dead_entries.is_empty() {
        parts.push(n(m.dead_entries.len(), "dead entry", "dead entries"));
    }
    parts.join(", ")
}

/// The longest `:timeout` accepted: a day, as `fill --timeout`.
const MAX_TIMEOUT_SECS: u64 = 24 * 60 * 60;

/// Applies config.toml's `few_viable` and `fill_timeout` (a timeout of 0 or over a day
/// keeps the default).
pub fn configure(app: &mut Studio, few: usize, fill_timeout: u64) {
    app.viability.few = few;
    if (1..=MAX_TIMEOUT_SECS).contains(&fill_timeout) {
        app.settings.fill_timeout = std::time::Duration::from_secs(fill_timeout);
    }
}

/// Shows or hides the heat map of letter counts.
pub fn toggle_heat(app: &mut Studio) {
    app.viability.heat = !app.viability.heat;
    app.view
        .say(match (app.viability.heat, app.words.ready().is_some()) {
            (true, true) => {
                "heat map: each open square shows how many letters still fit".to_string()
            }
            (true, false) => "heat map on; it shows once the word list has loaded".to_string(),
            (false, _) => "heat map off".to_string(),
        });
}

/// `:timeout SECS` sets autofill's time limit; a bare `:timeout` says what it is.
pub fn timeout(app: &mut Studio, call: super::call::Call<'_>) -> Said {
    let arg = call.arg;
    if arg.is_empty() {
        return Ok(Some(format!(
            "autofill time limit: {} s (:timeout SECS changes it)",
            app.settings.fill_timeout.as_secs()
        )));
    }
    match arg.parse::<u64>() {
        Ok(n) if (1..=MAX_TIMEOUT_SECS).contains(&n) => {
            app.settings.fill_timeout = std::time::Duration::from_secs(n);
            app.view
                .say(format!("autofill time limit: {n} s (from the next fill)"));
        }
        _ => app.view.say(format!(
            "{arg:?} is not a time limit: whole seconds, 1 to {MAX_TIMEOUT_SECS}"
        )),
    }
    Ok(None)
}

/// The map as last computed, if it fits the grid (for tests and the status line).
pub fn map(app: &Studio) -> Option<&Viability> {
    app.viability.shown(&app.doc.puzzle().grid)
}

/// The autofill time limit in force.
pub fn fill_timeout(app: &Studio) -> std::time::Duration {
    app.settings.fill_timeout
}

/// The map's background for square `p` and whether it shows through the studio's own
/// highlights (a dead square does; an entry's amber or red only where nothing else is lit).
pub fn map_color(app: &Studio, p: Pos) -> Option<(ratatui::style::Color, bool)> {
    let th = &app.settings.theme;
    match mark_at(app, p)? {
        SquareMark::Dead => Some((th.dead, true)),
        SquareMark::DeadEntry => Some((th.dead_entry, false)),
        SquareMark::Few => Some((th.few, false)),
    }
}

/// What an open square shows: its letter count under the heat map (a `+` for ten or more
/// in a one-column square), else nothing.
pub fn open_square_text(app: &Studio, p: Pos, big: bool) -> String {
    match heat_at(app, p) {
        Some(n) if big || n < 10 => n.to_string(),
        Some(_) => "+".into(),
        None => String::new(),
    }
}

/// The style of an open square's text: the heat map's colour, not bold, so counts never
/// read as letters.
pub fn open_square_style(
    app: &Studio,
    p: Pos,
    cell: crate::grid::Cell,
    style: ratatui::style::Style,
) -> ratatui::style::Style {
    if matches!(cell, crate::grid::Cell::Empty) && heat_at(app, p).is_some() {
        style
            .fg(app.settings.theme.heat)
            .remove_modifier(ratatui::style::Modifier::BOLD)
    } else {
        style
    }
}
