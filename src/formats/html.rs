//! Printable HTML: the empty numbered grid, the clue lists in two columns, title and author,
//! and a solution page after a page break.
//!
//! Sized for print: the content area is 186 × 255 mm, which fits both A4 and US Letter with
//! 12 mm margins, so a 15×15 with its clues prints on one page either way. The grid is an
//! inline SVG so it prints crisply at any zoom.

use crate::grid::{Cell, Direction, Grid, Puzzle, Slots};
use std::fmt::Write as _;

/// The printable page shows everything a puzzle holds.
pub const CAPS: super::loss::Caps = super::loss::Caps::ALL;

/// What to put on the printable pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HtmlOptions {
    /// Add a page with the filled grid.
    pub solution_page: bool,
}

impl Default for HtmlOptions {
    fn default() -> Self {
        Self {
            solution_page: true,
        }
    }
}

/// The longest grid side drawn, in millimetres (leaves room for the clues on one page).
const GRID_MM: f64 = 86.0;
/// The largest square drawn, in millimetres (so a mini is not poster-sized).
const CELL_MAX_MM: f64 = 10.0;
/// Side of one square in SVG units.
const U: usize = 10;

const STYLE: &str = r#"
@page { margin: 12mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: "DejaVu Serif", Georgia, "Times New Roman", serif; color: #000; background: #fff; }
.page { width: 186mm; margin: 0 auto; padding: 2mm 0; }
header { border-bottom: 0.4mm solid #000; margin-bottom: 3mm; display: flex; justify-content: space-between; align-items: baseline; }
h1 { font-size: 15pt; margin: 0; }
.byline { font-size: 9.5pt; font-style: italic; }
svg.grid { display: block; margin: 0 auto 4mm auto; }
.clues { display: grid; grid-template-columns: 1fr 1fr; column-gap: 7mm; font-size: 7.4pt; line-height: 1.16; }
.clues h2 { font-size: 9pt; margin: 0 0 1mm 0; text-transform: uppercase; letter-spacing: 0.06em; }
.clues ol { list-style: none; margin: 0; padding: 0; }
.clues li { display: flex; break-inside: avoid; }
.clues .n { flex: 0 0 6.5mm; font-weight: bold; text-align: right; padding-right: 1.6mm; }
.clues .empty { color: #888; }
footer { margin-top: 3mm; font-size: 7pt; color: #333; }
.notes { font-size: 8pt; margin: 0 0 3mm 0; white-space: pre-wrap; }
.solution { break-before: page; page-break-before: always; }
@media screen { body { background: #eee; } .page { background: #fff; padding: 12mm; margin: 8mm auto; width: 210mm; box-shadow: 0 0 4mm #aaa; } }
"#;

/// Escapes text for HTML element content and attribute values.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Writes the printable page(s) for a puzzle.
pub fn to_string(puzzle: &Puzzle, options: HtmlOptions) -> String {
    let slots = puzzle.slots();
    let title = if puzzle.meta.title.is_empty() {
        format!("{}×{} crossword", puzzle.grid.width(), puzzle.grid.height())
    } else {
        puzzle.meta.title.clone()
    };
    let mut out = String::new();
    out.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    let _ = writeln!(out, "<title>{}</title>", escape(&title));
    out.push_str("<meta name=\"generator\" content=\"gridwright\">\n<style>");
    out.push_str(STYLE);
    out.push_str("</style>\n</head>\n<body>\n<section class=\"page puzzle\">\n");
    header(&mut out, &title, puzzle);
    if !puzzle.meta.notes.is_empty() {
        let _ = writeln!(out, "<p class=\"notes\">{}</p>", escape(&puzzle.meta.notes));
    }
    grid_svg(&mut out, puzzle, &slots, false, GRID_MM);
    out.push_str("<div class=\"clues\">\n");
    for dir in [Direction::Across, Direction::Down] {
        clue_list(&mut out, puzzle, &slots, dir);
    }
    out.push_str("</div>\n");
    if !puzzle.meta.copyright.is_empty() {
        let _ = writeln!(out, "<footer>{}</footer>", escape(&puzzle.meta.copyright));
    }
    out.push_str("</section>\n");
    if options.solution_page {
        out.push_str("<section class=\"page solution\">\n");
        header(&mut out, &format!("Solution: {title}"), puzzle);
        grid_svg(&mut out, puzzle, &slots, true, GRID_MM * 1.4);
        out.push_str("</section>\n");
    }
    out.push_str("</body>\n</html>\n");
    out
}

fn header(out: &mut String, title: &str, puzzle: &Puzzle) {
    let _ = write!(out, "<header><h1>{}</h1>", escape(title));
    if !puzzle.meta.author.is_empty() {
        let _ = write!(
            out,
            "<span class=\"byline\">by {}</span>",
            escape(&puzzle.meta.author)
        );
    }
    out.push_str("</header>\n");
}

/// Draws the grid: blocks, numbers, and the letters when `filled`.
fn grid_svg(out: &mut String, puzzle: &Puzzle, slots: &Slots, filled: bool, side_mm: f64) {
    let grid: &Grid = &puzzle.grid;
    let (w, h) = (grid.width(), grid.height());
    let cell_mm = (side_mm / w.max(h) as f64).min(CELL_MAX_MM);
    let _ = writeln!(
        out,
        "<svg class=\"grid\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"-0.5 -0.5 {vw} {vh}\" \
         style=\"width:{wmm:.1}mm;height:{hmm:.1}mm\" role=\"img\" aria-label=\"{w} by {h} grid\">",
        vw = w * U + 1,
        vh = h * U + 1,
        wmm = cell_mm * w as f64 + cell_mm / 10.0,
        hmm = cell_mm * h as f64 + cell_mm / 10.0,
    );
    let _ = writeln!(
        out,
        "<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"#fff\"/>",
        w * U,
        h * U
    );
    for pos in grid.positions() {
        let (x, y) = (pos.col * U, pos.row * U);
        match grid.cell(pos) {
            Cell::Block => {
                let _ = writeln!(
                    out,
                    "<rect x=\"{x}\" y=\"{y}\" width=\"{U}\" height=\"{U}\" fill=\"#000\"/>"
                );
            }
            cell => {
                let _ = writeln!(
                    out,
                    "<rect x=\"{x}\" y=\"{y}\" width=\"{U}\" height=\"{U}\" fill=\"none\" stroke=\"#000\" stroke-width=\"0.35\"/>"
                );
                if let Some(n) = slots.number_at(pos) {
                    let _ = writeln!(
                        out,
                        "<text x=\"{}\" y=\"{}\" font-size=\"3\" font-family=\"sans-serif\">{n}</text>",
                        x as f64 + 0.6,
                        y as f64 + 3.0
                    );
                }
                if filled && let Some(ch) = cell.letter().and_then(|l| puzzle.alphabet.char_of(l)) {
                    let _ = writeln!(
                        out,
                        "<text x=\"{}\" y=\"{}\" font-size=\"6.2\" text-anchor=\"middle\" font-family=\"sans-serif\">{}</text>",
                        x + U / 2,
                        y as f64 + 8.2,
                        escape(&ch.to_string())
                    );
                }
            }
        }
    }
    let _ = writeln!(
        out,
        "<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#000\" stroke-width=\"0.9\"/>\n</svg>",
        w * U,
        h * U
    );
}

fn clue_list(out: &mut String, puzzle: &Puzzle, slots: &Slots, dir: Direction) {
    let name = match dir {
        Direction::Across => "Across",
        Direction::Down => "Down",
    };
    let _ = writeln!(out, "<div><h2>{name}</h2>\n<ol>");
    for s in slots.all().iter().filter(|s| s.direction == dir) {
        match puzzle.clue(s.number, dir) {
            Some(text) => {
                let _ = writeln!(
                    out,
                    "<li><span class=\"n\">{}</span><span>{}</span></li>",
                    s.number,
                    escape(text)
                );
            }
            None => {
                let _ = writeln!(
                    out,
                    "<li><span class=\"n\">{}</span><span class=\"empty\">({} letters)</span></li>",
                    s.number,
                    s.len()
                );
            }
        }
    }
    out.push_str("</ol></div>\n");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Alphabet, ClueKey, text::parse_grid};

    fn mini() -> Puzzle {
        let grid = parse_grid("#CAT\nDOGE\nARE#\nBE##", &Alphabet::latin()).unwrap();
        let mut p = Puzzle::new(grid);
        p.meta.title = "Cats & <Dogs>".into();
        p.meta.author = "Zoë".into();
        p.clues.insert(
            ClueKey::new(1, Direction::Across),
            "Purr \"machine\"".into(),
        );
        p
    }

    #[test]
    fn escapes_text_and_numbers_every_entry() {
        let html = to_string(&mini(), HtmlOptions::default());
        assert!(html.contains("<h1>Cats &amp; &lt;Dogs&gt;</h1>"));
        assert!(html.contains("Purr &quot;machine&quot;"));
        assert!(!html.contains("<Dogs>"));
        let slots = mini().slots();
        let numbered = html.matches("font-size=\"3\"").count();
        let starts = mini()
            .grid
            .positions()
            .filter(|&p| slots.number_at(p).is_some())
            .count();
        // Numbers are drawn on the puzzle page and again on the solution page.
        assert_eq!(numbered, 2 * starts);
        assert!(
            html.contains("(4 letters)"),
            "unclued entries show their length"
        );
    }

    #[test]
    fn letters_appear_only_on_the_solution_page() {
        let p = mini();
        let without = to_string(
            &p,
            HtmlOptions {
                solution_page: false,
            },
        );
        assert!(!without.contains("text-anchor=\"middle\""));
        assert!(!without.contains("class=\"page solution\""));
        let with = to_string(&p, HtmlOptions::default());
        let letters = p
            .grid
            .cells()
            .iter()
            .filter(|c| c.letter().is_some())
            .count();
        assert_eq!(with.matches("text-anchor=\"middle\"").count(), letters);
    }
}
