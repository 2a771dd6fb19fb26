//! Printable HTML: the sheets [`super::page`] lays out (header, the numbered grid as large as
//! the page allows, the clues in balanced columns, continued sheets, the solution sheet),
//! written as HTML that a browser prints on A4 or US Letter.
//!
//! The layout (grid size, clue size, which clues go in which column and sheet) is computed
//! with the DejaVu fonts' metrics, the fonts this page asks for first; the browser wraps the
//! lines itself. The grid is an inline SVG in millimetres so it prints crisply at any zoom.

use super::page::grid::{Anchor, Shape, shapes};
use super::page::{
    self, ClueItem, Column, Document, EntryKind, GridBox, Para, Role, Sheet, SheetKind,
};
use crate::grid::{Puzzle, Rgb, Slots};
use std::fmt::Write as _;

/// What to put on the printable pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HtmlOptions {
    /// Add a page with the filled grid.
    pub solution_page: bool,
    /// The paper the browser prints on.
    pub page: page::PageSize,
}

impl Default for HtmlOptions {
    fn default() -> Self {
        Self {
            solution_page: true,
            page: page::PageSize::default(),
        }
    }
}

use crate::grid::markup::escape;

/// Writes the printable page(s) for a puzzle.
pub fn to_string(puzzle: &Puzzle, options: HtmlOptions) -> String {
    render(
        puzzle,
        &page::layout(puzzle, options.solution_page),
        options.page,
    )
}

/// Writes laid-out sheets (the solver's pages or the submission sheets) as HTML for `paper`.
pub fn render(puzzle: &Puzzle, doc: &Document, paper: page::PageSize) -> String {
    let slots = puzzle.slots();
    let mut out = String::new();
    out.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    let _ = writeln!(out, "<title>{}</title>", escape(&doc.title));
    out.push_str("<meta name=\"generator\" content=\"gridwright\">\n<style>");
    out.push_str(&style(doc, paper));
    out.push_str("</style>\n</head>\n<body>\n");
    for sheet in &doc.sheets {
        write_sheet(&mut out, puzzle, &slots, doc, sheet);
    }
    out.push_str("</body>\n</html>\n");
    out
}

/// The style sheet, with the sizes the layout chose.
fn style(doc: &Document, paper: page::PageSize) -> String {
    let heading = doc.clue_pt + page::clues::HEADING_EXTRA_PT;
    format!(
        r#"
@page {{ size: {paper}; margin: 12mm; }}
* {{ box-sizing: border-box; }}
body {{ margin: 0; font-family: "DejaVu Serif", Georgia, "Times New Roman", serif; color: #000; background: #fff; }}
.page {{ width: {w}mm; margin: 0 auto; }}
.page + .page {{ break-before: page; page-break-before: always; }}
header {{ display: flex; justify-content: space-between; align-items: baseline; gap: 6mm; }}
h1 {{ font-size: 16pt; margin: 0; line-height: 1.22; }}
.byline {{ font-size: 10pt; font-style: italic; text-align: right; }}
.published {{ font-size: 8.5pt; margin: 0; }}
.rule {{ border-bottom: 0.35mm solid #000; margin: 1mm 0 2.5mm 0; }}
.intro, .notes, .explanation {{ font-size: 9pt; line-height: 1.22; margin: 0 0 1.6mm 0; }}
.explanation {{ margin-top: 5mm; }}
.running {{ font-size: 9pt; font-style: italic; margin: 0; border-bottom: 0.25mm solid #000; padding-bottom: 1mm; margin-bottom: 2.5mm; }}
svg.grid {{ display: block; margin: 1mm auto 5mm auto; }}
.clues {{ display: grid; grid-template-columns: repeat({k}, 1fr); column-gap: {gap}mm; align-items: start; font-size: {pt}pt; line-height: {leading}; }}
.clues h2 {{ font-size: {heading}pt; line-height: 1.35; margin: {hgap}mm 0 0 0; }}
.clues .col > h2:first-child {{ margin-top: 0; }}
.clues ol {{ list-style: none; margin: 0; padding: 0; }}
.clues li {{ display: flex; break-inside: avoid; margin-top: {cgap:.3}em; }}
.clues li:first-child {{ margin-top: 0; }}
.clues .n {{ flex: 0 0 {label:.2}mm; font-weight: bold; text-align: right; padding-right: {pad}mm; }}
.clues .empty {{ color: #777; }}
footer {{ margin-top: 3mm; font-size: 7.5pt; color: #333; }}
@media screen {{ body {{ background: #eee; }} .page {{ background: #fff; padding: 12mm; margin: 8mm auto; width: 210mm; box-shadow: 0 0 4mm #aaa; }} }}
"#,
        w = page::CONTENT_W,
        paper = paper.css(),
        k = doc.column_count,
        gap = page::COLUMN_GAP,
        pt = doc.clue_pt,
        leading = page::clues::LEADING,
        hgap = page::clues::HEADING_GAP_MM,
        cgap = 0.22 * page::clues::LEADING,
        label = doc.label_mm,
        pad = page::clues::LABEL_PAD_MM,
    )
}

fn write_sheet(out: &mut String, puzzle: &Puzzle, slots: &Slots, doc: &Document, sheet: &Sheet) {
    let class = match sheet.kind {
        SheetKind::Puzzle => "puzzle",
        SheetKind::Continued => "continued",
        SheetKind::Solution => "solution",
    };
    let _ = writeln!(out, "<section class=\"page {class}\">");
    let para = |role: Role| sheet.paras.iter().filter(move |p| p.role == role);
    if let Some(title) = para(Role::Title).next() {
        let _ = write!(out, "<header><h1>{}</h1>", escape(&title.text));
        for by in para(Role::Byline) {
            let _ = write!(out, "<span class=\"byline\">{}</span>", escape(&by.text));
        }
        out.push_str("</header>\n");
    }
    for (role, class) in [
        (Role::Published, "published"),
        (Role::RunningHead, "running"),
    ] {
        write_paras(out, para(role), class);
    }
    if sheet.kind != SheetKind::Continued && !sheet.rules.is_empty() {
        out.push_str("<div class=\"rule\"></div>\n");
    }
    write_paras(out, para(Role::Intro), "intro");
    write_paras(out, para(Role::Notes), "notes");
    if let Some(grid) = &sheet.grid {
        grid_svg(out, puzzle, slots, grid);
    }
    write_paras(out, para(Role::Explanation), "explanation");
    if !sheet.columns.is_empty() {
        out.push_str("<div class=\"clues\">\n");
        for col in &sheet.columns {
            write_column(out, doc, col);
        }
        out.push_str("</div>\n");
    }
    for f in para(Role::Footer) {
        let _ = writeln!(out, "<footer>{}</footer>", escape(&f.text));
    }
    out.push_str("</section>\n");
}

fn write_paras<'a>(out: &mut String, paras: impl Iterator<Item = &'a Para>, class: &str) {
    for p in paras {
        let _ = writeln!(out, "<p class=\"{class}\">{}</p>", escape(&p.text));
    }
}

/// A column: headings as `<h2>`, runs of clues as `<ol>`.
fn write_column(out: &mut String, doc: &Document, col: &Column) {
    out.push_str("<div class=\"col\">");
    let mut open = false;
    for entry in &col.entries {
        match &entry.kind {
            EntryKind::Heading {
                list, continued, ..
            } => {
                if open {
                    out.push_str("</ol>");
                    open = false;
                }
                let title = doc.lists.titles.get(*list).map_or("", String::as_str);
                let more = if *continued { " (continued)" } else { "" };
                let _ = write!(out, "<h2>{}{more}</h2>", escape(title));
            }
            EntryKind::Clue { index, .. } => {
                if !open {
                    out.push_str("\n<ol>\n");
                    open = true;
                }
                if let Some(clue) = doc.lists.clues.get(*index) {
                    write_clue(out, clue);
                }
            }
        }
    }
    if open {
        out.push_str("</ol>");
    }
    out.push_str("</div>\n");
}

fn write_clue(out: &mut String, clue: &ClueItem) {
    let label = escape(&clue.label);
    if clue.empty {
        let _ = writeln!(
            out,
            "<li><span class=\"n\">{label}</span><span class=\"empty\">{}</span></li>",
            escape(&clue.text)
        );
    } else {
        // Markup was sanitized: only formatting tags, text re-escaped.
        let text = clue.markup.clone().unwrap_or_else(|| escape(&clue.text));
        let _ = writeln!(
            out,
            "<li><span class=\"n\">{label}</span><span>{text}</span></li>"
        );
    }
}

/// `#RRGGBB`.
fn hex(c: Rgb) -> String {
    format!("#{c}")
}

/// Draws the grid's shapes as SVG in millimetre units.
fn grid_svg(out: &mut String, puzzle: &Puzzle, slots: &Slots, grid: &GridBox) {
    let pad = page::grid::BORDER_MM / 2.0;
    let (w, h) = (grid.width, grid.height);
    let _ = writeln!(
        out,
        "<svg class=\"grid\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"{x:.2} {x:.2} {vw:.2} {vh:.2}\" \
         style=\"width:{vw:.2}mm;height:{vh:.2}mm\" role=\"img\" aria-label=\"{cols} by {rows} grid\" data-cell-mm=\"{cell:.2}\">",
        x = -pad,
        vw = w + 2.0 * pad,
        vh = h + 2.0 * pad,
        cols = puzzle.grid.width(),
        rows = puzzle.grid.height(),
        cell = grid.cell,
    );
    for shape in shapes(puzzle, slots, grid.cell, grid.kind) {
        write_shape(out, &shape);
    }
    out.push_str("</svg>\n");
}

fn write_shape(out: &mut String, shape: &Shape) {
    let _ = match shape {
        Shape::Fill { x, y, w, h, color } => writeln!(
            out,
            "<rect x=\"{x:.2}\" y=\"{y:.2}\" width=\"{w:.2}\" height=\"{h:.2}\" fill=\"{}\"/>",
            hex(*color)
        ),
        Shape::Frame { x, y, w, h, line } => writeln!(
            out,
            "<rect x=\"{x:.2}\" y=\"{y:.2}\" width=\"{w:.2}\" height=\"{h:.2}\" fill=\"none\" stroke=\"#000\" stroke-width=\"{line:.2}\"/>"
        ),
        Shape::Circle { cx, cy, r, line } => writeln!(
            out,
            "<circle cx=\"{cx:.2}\" cy=\"{cy:.2}\" r=\"{r:.2}\" fill=\"none\" stroke=\"#000\" stroke-width=\"{line:.2}\"/>"
        ),
        Shape::Text {
            x,
            y,
            size,
            text,
            anchor,
            ..
        } => {
            let anchor = match anchor {
                Anchor::Start => "",
                Anchor::Middle => " text-anchor=\"middle\"",
            };
            writeln!(
                out,
                "<text x=\"{x:.2}\" y=\"{y:.2}\" font-size=\"{size:.2}\"{anchor} font-family=\"DejaVu Sans, sans-serif\">{}</text>",
                escape(text)
            )
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Alphabet, ClueKey, Direction, text::parse_grid};

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
        let p = mini();
        let html = to_string(&p, HtmlOptions::default());
        assert!(html.contains("<h1>Cats &amp; &lt;Dogs&gt;</h1>"));
        assert!(html.contains("Purr &quot;machine&quot;"));
        assert!(!html.contains("<Dogs>"));
        let slots = p.slots();
        let numbers = p
            .grid
            .positions()
            .filter(|&q| slots.number_at(q).is_some())
            .count();
        let starts = html.matches("<text ").count() - html.matches("text-anchor").count();
        // Numbers are drawn on the puzzle page and again on the solution page.
        assert_eq!(starts, 2 * numbers);
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
                ..HtmlOptions::default()
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
