//! A puzzle solvers play in a browser: one self-contained HTML page (inline style and
//! script, no network, no external font or image) with the grid, the current clue, the clue
//! lists, check and reveal, a timer and progress kept in the browser's local storage.
//!
//! Text of the puzzle is written as escaped HTML (the header and the clue lists) or as JSON
//! the script puts in the page through text properties; answers are hidden ([`hide`]). The
//! script and style sheet are `play.js` and `play.css` beside this file.

pub mod data;
pub mod hide;

use super::page::{self, Lists};
use super::{WriteError, check_complete};
use crate::grid::Puzzle;
use crate::grid::markup::escape;
use std::fmt::Write as _;

/// The page's script, hand-written, included as it is.
pub const SCRIPT: &str = include_str!("play.js");
/// The page's style sheet.
pub const STYLE: &str = include_str!("play.css");

/// What to put in the playable page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayOptions {
    /// Hide the answers in the page so it can check and reveal; false leaves them out.
    pub answers: bool,
    /// Write the page even when squares are still empty (it then cannot check).
    pub allow_incomplete: bool,
}

/// What the playable page cannot show as the printed page does, for the export's warning.
pub fn warning(puzzle: &Puzzle) -> Option<String> {
    puzzle.meta.diagramless.then(|| {
        "the diagramless puzzle is played with its blocks and numbers shown (the page has no \
         diagramless mode)"
            .to_string()
    })
}

/// Writes the playable page.
pub fn to_string(puzzle: &Puzzle, options: PlayOptions) -> Result<String, WriteError> {
    if !puzzle.meta.no_solution {
        check_complete(&puzzle.grid, options.allow_incomplete)?;
    }
    let slots = puzzle.slots();
    let lists = Lists::of(puzzle, &slots);
    let (data, of_clue) = data::of(puzzle, &slots, &lists, options.answers);
    let title = page::title_of(puzzle);
    let mut out = String::with_capacity(SCRIPT.len() + STYLE.len() + 16 * 1024);
    out.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    out.push_str(
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1, interactive-widget=resizes-content\">\n",
    );
    // Nothing may be loaded from anywhere: the page is all there is.
    out.push_str(
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n",
    );
    out.push_str("<meta name=\"generator\" content=\"gridwright\">\n");
    let _ = writeln!(out, "<title>{}</title>", escape(&title));
    let _ = writeln!(out, "<style>\n{STYLE}</style>\n</head>\n<body>");
    out.push_str("<div class=\"gw\">\n");
    header(&mut out, puzzle, &title);
    toolbar(&mut out, data.answers.is_some());
    out.push_str("<main class=\"play\">\n<div class=\"board\">\n");
    out.push_str("<div class=\"current\" id=\"gw-current\" aria-live=\"polite\"><span class=\"cl\"></span><span class=\"ct\"></span></div>\n");
    out.push_str("<div class=\"gridwrap\"><div class=\"grid\" id=\"gw-grid\" role=\"grid\"></div><div class=\"cover\" id=\"gw-cover\" hidden>Paused: press Resume</div></div>\n");
    out.push_str("<input id=\"gw-input\" class=\"keys\" type=\"text\" inputmode=\"text\" autocomplete=\"off\" autocorrect=\"off\" autocapitalize=\"characters\" spellcheck=\"false\" aria-label=\"Type letters into the grid\">\n");
    out.push_str("<p class=\"status\" id=\"gw-status\" role=\"status\"></p>\n</div>\n");
    clue_lists(&mut out, &lists, &of_clue);
    out.push_str("</main>\n");
    footer(&mut out, puzzle);
    out.push_str("</div>\n<script type=\"application/json\" id=\"gw-data\">");
    out.push_str(&data::to_json(&data));
    out.push_str("</script>\n<script>\n");
    out.push_str(SCRIPT);
    out.push_str("</script>\n</body>\n</html>\n");
    Ok(out)
}

/// Title, byline, publication line, intro and notes.
fn header(out: &mut String, puzzle: &Puzzle, title: &str) {
    let m = &puzzle.meta;
    let _ = write!(out, "<header>\n<h1>{}</h1>\n", escape(title));
    let mut by = Vec::new();
    if !m.author.trim().is_empty() {
        by.push(format!("by {}", escape(m.author.trim())));
    }
    if !m.editor.trim().is_empty() {
        by.push(format!("edited by {}", escape(m.editor.trim())));
    }
    para(out, "byline", &by.join(" · "));
    let published: Vec<String> = [&m.publisher, &m.date, &m.difficulty, &m.url]
        .iter()
        .filter(|s| !s.trim().is_empty())
        .map(|s| escape(s.trim()))
        .collect();
    para(out, "published", &published.join(" · "));
    para(out, "intro", &escape(m.intro.trim()));
    para(out, "notes", &escape(m.notes.trim()));
    out.push_str("</header>\n");
}

/// A paragraph of already escaped text, when there is any.
fn para(out: &mut String, class: &str, escaped: &str) {
    if !escaped.is_empty() {
        let _ = writeln!(out, "<p class=\"{class}\">{escaped}</p>");
    }
}

/// The timer, pause, check, reveal and rebus controls.
fn toolbar(out: &mut String, can_check: bool) {
    out.push_str(
        "<nav class=\"tools\">\n<span class=\"timer\" id=\"gw-timer\" role=\"timer\">0:00</span>\n",
    );
    out.push_str("<button type=\"button\" data-act=\"pause\" id=\"gw-pause\">Pause</button>\n");
    out.push_str("<button type=\"button\" data-act=\"rebus\" id=\"gw-rebus\" title=\"Several letters in one square (Insert or Esc)\">Rebus</button>\n");
    if can_check {
        for (verb, title) in [("check", "Check"), ("reveal", "Reveal")] {
            let _ = write!(
                out,
                "<details class=\"menu\"><summary>{title}</summary><div>"
            );
            for (what, label) in [("cell", "Square"), ("entry", "Word"), ("all", "Puzzle")] {
                let _ = write!(
                    out,
                    "<button type=\"button\" data-act=\"{verb}-{what}\">{label}</button>"
                );
            }
            out.push_str("</div></details>\n");
        }
    }
    out.push_str("<button type=\"button\" data-act=\"clear\" title=\"Clear every square you filled\">Clear</button>\n</nav>\n");
    if !can_check {
        out.push_str("<p class=\"nocheck\">This page has no solution to check against.</p>\n");
    }
}

/// The clue lists, each clue linked to its entry by `data-e`.
fn clue_lists(out: &mut String, lists: &Lists, of_clue: &[Option<usize>]) {
    out.push_str("<div class=\"lists\" id=\"gw-lists\">\n");
    for (list, title) in lists.titles.iter().enumerate() {
        let _ = write!(
            out,
            "<section class=\"list\"><h2>{}</h2>\n<ol>\n",
            escape(title)
        );
        for (i, clue) in lists.clues.iter().enumerate() {
            if clue.list != list {
                continue;
            }
            let entry = of_clue.get(i).copied().flatten();
            let attr = entry.map_or(String::new(), |e| format!(" data-e=\"{e}\""));
            // Markup was sanitized to formatting tags with the text re-escaped.
            let text = match (&clue.markup, clue.empty) {
                (Some(m), false) => m.clone(),
                _ => escape(&clue.text),
            };
            let empty = if clue.empty { " class=\"empty\"" } else { "" };
            let _ = writeln!(
                out,
                "<li{attr}{empty}><span class=\"n\">{}</span><span class=\"t\">{text}</span></li>",
                escape(&clue.label)
            );
        }
        out.push_str("</ol></section>\n");
    }
    out.push_str("</div>\n");
}

/// The explanation (shown once solved), the copyright and where the page came from.
fn footer(out: &mut String, puzzle: &Puzzle) {
    let m = &puzzle.meta;
    if !m.explanation.trim().is_empty() {
        let _ = writeln!(
            out,
            "<p class=\"explanation\" id=\"gw-explanation\" hidden>{}</p>",
            escape(m.explanation.trim())
        );
    }
    out.push_str("<footer>");
    if !m.copyright.trim().is_empty() {
        let _ = write!(out, "<span>{}</span> ", escape(m.copyright.trim()));
    }
    out.push_str("<span class=\"made\">Made with gridwright. Progress is kept in this browser only.</span></footer>\n");
}
