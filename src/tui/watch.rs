//! Autofill you can watch: while a fill runs, the deepest partial fill it has reached shows
//! dimmed in the open squares, the entries it keeps running dry on are marked, and the
//! status line counts the best depth and the backtracks. Everything here reads the running
//! [`FillRun`](super::studio::FillRun)'s latest progress, so it all goes when the run ends.

use super::studio::{FillRun, Studio};
use crate::fill::{FillOutcome, Progress, Watch};
use crate::grid::{Cell, Pos};
use ratatui::style::{Modifier, Style};

/// The snapshot of the running fill, if it has sent one.
fn watch(app: &Studio) -> Option<&Watch> {
    app.fill.as_ref()?.progress.as_ref()?.watch.as_deref()
}

/// The running fill's letter for an open square, if its snapshot has one: never over a
/// letter of the constructor's, nor over a proposal.
pub fn dim_letter(app: &Studio, p: Pos) -> Option<char> {
    if app.doc.proposal().is_some() || app.doc.puzzle().grid.cell(p) != Cell::Empty {
        return None;
    }
    let letter = watch(app)?.letter_at(p)?;
    app.doc.puzzle().alphabet.char_of(letter)
}

/// How a dimmed letter is drawn: the theme's dim colour, not bold, so it never reads as
/// one of the constructor's letters.
pub fn dim_style(app: &Studio, style: Style) -> Style {
    style
        .fg(app.settings.theme.dim)
        .remove_modifier(Modifier::BOLD)
}

/// Whether square `p` is in an entry the running fill is stuck on.
pub fn is_stuck(app: &Studio, p: Pos) -> bool {
    watch(app).is_some_and(|w| {
        w.stuck
            .iter()
            .any(|&s| s.0 < app.slots.len() && app.slots.get(s).cells.contains(&p))
    })
}

/// A timed-out outcome that names no stuck entries takes the run's last ones, so what the
/// grid showed stuck stays marked after the timeout.
pub fn with_stuck(run: &FillRun, outcome: FillOutcome) -> FillOutcome {
    match outcome {
        FillOutcome::TimedOut { stats, hardest } if hardest.is_empty() => {
            let hardest = run
                .progress
                .as_ref()
                .and_then(|p| p.watch.as_ref())
                .map_or_else(Vec::new, |w| w.stuck.clone());
            FillOutcome::TimedOut { stats, hardest }
        }
        other => other,
    }
}

/// Keeps the last snapshot when a report comes without one, so the grid does not flicker.
pub fn keep_snapshot(previous: Option<Progress>, progress: &mut Progress) {
    if progress.watch.is_none() {
        progress.watch = previous.and_then(|p| p.watch);
    }
}

/// The status line's account of a search still looking for its first fill: the most
/// slots it has filled at once, the dead ends met and the time, so it moves even while the
/// depth is stuck.
pub fn progress_text(p: &Progress) -> String {
    if let Some(b) = &p.optimal {
        return optimal_text(p, b);
    }
    let restarts = match p.stats.restarts {
        0 => String::new(),
        n => format!(" · {} restarts", count(n)),
    };
    format!(
        "fill {}/{} · {} backtracks · {:.1}s{restarts} ",
        p.filled,
        p.total,
        count(p.stats.backtracks),
        p.elapsed.as_secs_f64()
    )
}

/// An optimal search's status: its best total and bound, dead ends and time.
fn optimal_text(p: &Progress, b: &crate::fill::Bounds) -> String {
    let best = b
        .best_total
        .map_or_else(|| "no fill yet".to_string(), |t| format!("best total {t}"));
    format!(
        "{best} · bound {} · {} dead ends · {:.1}s ",
        b.bound,
        count(p.stats.backtracks),
        p.elapsed.as_secs_f64()
    )
}

/// A count in at most five columns: 950, 1.2k, 123k, 4.1M.
fn count(n: u64) -> String {
    match n {
        0..1_000 => n.to_string(),
        1_000..10_000 => format!("{:.1}k", n as f64 / 1e3),
        10_000..1_000_000 => format!("{}k", n / 1_000),
        1_000_000..10_000_000 => format!("{:.1}M", n as f64 / 1e6),
        _ => format!("{}M", n / 1_000_000),
    }
}

#[cfg(test)]
mod tests {
    use super::count;

    #[test]
    fn counts_fit_five_columns() {
        assert_eq!(count(0), "0");
        assert_eq!(count(999), "999");
        assert_eq!(count(1_000), "1.0k");
        assert_eq!(count(9_999), "10.0k");
        assert_eq!(count(12_345), "12k");
        assert_eq!(count(999_999), "999k");
        assert_eq!(count(4_100_000), "4.1M");
        assert_eq!(count(1_234_000_000), "1234M");
    }
}
