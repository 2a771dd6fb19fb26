//! `:stats`: the grid's quality sheet on the status line (issue 44), the figures
//! `gridwright check --stats` shows — words, blocks, average length, 3-letter entries,
//! cheater squares, the Scrabble average, the pangram — with the complete entries by score.

use super::call::Call;
use super::studio::Studio;
use super::view::Said;
use crate::fill::value::STRONG;
use crate::grid::stats::GridStats;

/// Says the quality sheet of the puzzle as it is now.
pub fn stats(app: &mut Studio, _call: Call<'_>) -> Said {
    let puzzle = app.doc.puzzle();
    let s = GridStats::of(puzzle);
    let mut line = format!(
        "{} words, {} blocks, average length {:.2}, {} 3-letter, {} cheater{}",
        s.words,
        s.blocks,
        s.average_length,
        s.three_letter,
        s.cheaters.len(),
        if s.cheaters.len() == 1 { "" } else { "s" },
    );
    if let Some(avg) = s.scrabble_average {
        line.push_str(&format!(", Scrabble {avg:.2}"));
    }
    match &s.missing_letters {
        Some(m) if m.is_empty() => line.push_str(", a pangram"),
        Some(m) => line.push_str(&format!(", lacks {}", m.iter().collect::<String>())),
        None => {}
    }
    if let Some(words) = app.words.ready() {
        let min = app.settings.min_scores.default;
        let (mut strong, mut good, mut low) = (0, 0, 0);
        for slot in puzzle.slots().all() {
            let Some(w) = slot.full_word(&puzzle.grid, &puzzle.alphabet) else {
                continue;
            };
            match words.score(&w) {
                Some(sc) if sc >= STRONG => strong += 1,
                Some(sc) if sc >= min => good += 1,
                _ => low += 1,
            }
        }
        line.push_str(&format!(
            "; entries {strong} strong, {good} good, {low} below {min} or unlisted"
        ));
    }
    Ok(Some(line))
}

/// "theme entries: 3 (ICEDTEA, …): the constructor's, not judged by score", or `None` for a
/// puzzle without theme entries.
pub fn theme_entries_line(puzzle: &crate::grid::Puzzle) -> Option<String> {
    let theme = &puzzle.meta.theme_entries;
    (!theme.is_empty()).then(|| {
        let names: Vec<String> = theme
            .iter()
            .map(|t| crate::grid::printable::one_line(t).into_owned())
            .collect();
        format!(
            "theme entries: {} ({}): the constructor's, not judged by score",
            theme.len(),
            names.join(", ")
        )
    })
}
