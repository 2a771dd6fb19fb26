//! The candidate panel: the current entry's words, most room for the crossings first, with
//! the numbers they are ranked by; words that leave a crossing no word follow, dimmed.

use super::*;
use crate::fill::candidates::Candidates;
use crate::fill::rank::Fit;

/// The first candidate the panel shows when `rows` fit and `selected` is highlighted.
pub fn first_shown(selected: usize, rows: usize) -> usize {
    selected.saturating_sub(rows.saturating_sub(1))
}

/// The candidate panel's rectangle (border included) in a layout.
pub fn candidate_panel(l: &ScreenLayout) -> Rect {
    side_split(l.side).0
}

/// The candidate listed at a screen position, if any.
pub fn candidate_at(app: &Studio, l: &ScreenLayout, x: u16, y: u16) -> Option<usize> {
    let area = candidate_panel(l);
    let rows = super::meaning::candidate_rows(app, area.height.saturating_sub(2).into()) as u16;
    if x <= area.x || x + 1 >= area.x + area.width || y <= area.y || y > area.y + rows {
        return None;
    }
    let i = first_shown(app.view.panels.candidate_sel, rows.into()) + usize::from(y - area.y - 1);
    (i < app.view.panels.candidates.listed()).then_some(i)
}

pub(super) fn draw_candidates(app: &Studio, area: Rect, f: &mut Frame<'_>) {
    let c = &app.view.panels.candidates;
    let head = match app.current_slot() {
        Some(s) => format!(
            " {} {} — {} fit, {} viable ",
            app.entry_label(s),
            app.entry_text(s),
            c.matching,
            c.viable
        ),
        None => " candidates ".into(),
    };
    let rows = area.height.saturating_sub(2) as usize;
    let problem = app.words_problem();
    // Only the reason wraps: word rows are cut, never broken over lines.
    let wrap = problem.is_some();
    let mut block = panel(app, head);
    let lines = if app.words_state().is_loading() {
        vec![Line::from("loading the word list…")]
    } else if let Some(problem) = problem {
        // No words rather than words in other letters: the reason instead.
        vec![Line::styled(
            format!("no words: {problem}"),
            Style::new().fg(app.settings.theme.warning),
        )]
    } else if c.listed() == 0 {
        vec![Line::styled(
            empty_candidates_reason(c),
            Style::new().fg(app.settings.theme.warning),
        )]
    } else {
        // The legend, or why every word is dimmed.
        block = block.title_bottom(if c.viable == 0 {
            Span::styled(
                " none works with the crossings ",
                Style::new().fg(app.settings.theme.warning),
            )
        } else {
            Span::styled(
                " room log₁₀ · fewest · score ",
                Style::new().fg(app.settings.theme.dim),
            )
        });
        let width = usize::from(area.width.saturating_sub(2));
        let shown = super::meaning::candidate_rows(app, rows);
        let mut lines = ranked_rows(app, c, shown, width);
        if shown < rows
            && let Some(gloss) = super::meaning::candidate_gloss(app, width)
        {
            // The gloss keeps the panel's last row, under however many words there are.
            lines.resize(shown, Line::default());
            lines.push(gloss);
        }
        lines
    };
    let mut para = Paragraph::new(lines).block(block);
    if wrap {
        para = para.wrap(Wrap { trim: true });
    }
    f.render_widget(para, area);
}

/// The visible rows: word, room for the crossings (log₁₀ of the product of their counts),
/// the fewest words a crossing keeps, and score. A word that leaves a crossing no word is
/// dimmed, with a dash for its numbers.
fn ranked_rows<'a>(app: &Studio, c: &Candidates, rows: usize, width: usize) -> Vec<Line<'a>> {
    let th = &app.settings.theme;
    let a = &app.doc.puzzle().alphabet;
    let longest = c
        .words
        .first()
        .or(c.dead.first())
        .map_or(0, |(w, _)| w.len());
    // Numbers take 17 columns; the word gets the rest, at least its length when it fits.
    let word_w = longest.max(8).min(width.saturating_sub(17).max(4));
    let start = first_shown(app.view.panels.candidate_sel, rows);
    let mut lines = Vec::new();
    for i in start..(start + rows).min(c.listed()) {
        let Some((w, score, fit)) = c.get(i) else {
            break;
        };
        let selected = i == app.view.panels.candidate_sel;
        let dead = fit.is_none();
        let mut word_style = Style::new().fg(if dead { th.dim } else { th.text });
        if dead {
            word_style = word_style.add_modifier(Modifier::DIM);
        }
        if selected {
            word_style = word_style.bg(th.highlight_bg);
        }
        let (room, fewest) = numbers(fit);
        let starved = fit.is_some_and(|f| !f.leaves_room());
        let fewest_style = if starved {
            Style::new().fg(th.warning)
        } else {
            Style::new().fg(th.dim)
        };
        let word: String = a.spell(w).chars().take(word_w).collect();
        lines.push(Line::from(vec![
            Span::styled(format!("{word:<word_w$}"), word_style),
            Span::styled(format!(" {room:>6}"), Style::new().fg(th.dim)),
            Span::styled(format!(" {fewest:>5}"), fewest_style),
            Span::styled(format!(" {score:>3}"), Style::new().fg(th.dim)),
        ]));
    }
    lines
}

/// The room and fewest columns of a word's row.
fn numbers(fit: Option<Fit>) -> (String, String) {
    match fit {
        None => ("—".into(), "0".into()),
        Some(Fit { fewest: None, .. }) => ("·".into(), "·".into()),
        Some(Fit {
            fewest: Some(0), ..
        }) => ("—".into(), "0".into()),
        Some(Fit {
            log10,
            fewest: Some(n),
        }) => (format!("{log10:.1}"), compact(n)),
    }
}

/// A count in at most five columns.
fn compact(n: usize) -> String {
    if n < 100_000 {
        n.to_string()
    } else {
        format!("{}k", n / 1000)
    }
}

/// Why an entry has no candidate: a rebus, or no word fits its letters.
fn empty_candidates_reason(c: &Candidates) -> String {
    if c.skipped {
        "a rebus no word can spell: autofill leaves it".into()
    } else {
        "no word fits these letters".into()
    }
}
