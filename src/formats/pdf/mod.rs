//! Printable PDF without a browser: the sheets [`super::page`] lays out (the puzzle sheet
//! with title, byline, numbered grid and balanced clue columns, continued sheets, and the
//! solution sheet), drawn on A4 or US Letter pages with the DejaVu fonts embedded as
//! subsets, so any script the fonts cover (Latin, Cyrillic, Greek and more) prints.
//!
//! The content box (186 × 255 mm) fits both papers and is centred on the page. Clue formatting prints in the italic and bold faces (bold
//! italic as bold), sub- and superscripts smaller and raised or lowered.

mod draw;
mod embed;

use super::page;
use super::{WriteError, WriteOptions};
use crate::grid::Puzzle;
use draw::Canvas;
use embed::FontSet;
use pdf_writer::{Finish, Pdf, Rect, Ref, TextStr};

/// Writes the printable pages as PDF.
pub fn to_bytes(puzzle: &Puzzle, options: &WriteOptions) -> Result<Vec<u8>, WriteError> {
    let doc = match &options.submission {
        Some(who) => page::submission(puzzle, who),
        None => page::layout(puzzle, options.solution_page),
    };
    let slots = puzzle.slots();
    let mut fonts = FontSet::default();
    let contents: Vec<Vec<u8>> = doc
        .sheets
        .iter()
        .map(|sheet| {
            let mut canvas = Canvas::new(&mut fonts, options.page.points());
            canvas.sheet(&doc, sheet, puzzle, &slots);
            canvas.finish()
        })
        .collect();

    let mut next = Ref::new(1);
    let catalog = next.bump();
    let tree = next.bump();
    let info = next.bump();
    let pages: Vec<(Ref, Ref)> = contents
        .iter()
        .map(|_| (next.bump(), next.bump()))
        .collect();
    let font_refs = fonts.allocate(&mut next);

    let (page_w, page_h) = options.page.points();
    let mut pdf = Pdf::new();
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree)
        .kids(pages.iter().map(|&(page, _)| page))
        .count(pages.len() as i32);
    for (&(page_ref, content_ref), content) in pages.iter().zip(&contents) {
        let mut page = pdf.page(page_ref);
        page.media_box(Rect::new(0.0, 0.0, page_w as f32, page_h as f32))
            .parent(tree)
            .contents(content_ref);
        let mut resources = page.resources();
        let mut dict = resources.fonts();
        for &(font, r) in &font_refs {
            dict.pair(FontSet::name(font), r);
        }
        dict.finish();
        resources.finish();
        page.finish();
        pdf.stream(content_ref, content);
    }
    fonts.write(&mut pdf, &font_refs, &mut next);

    let mut meta = pdf.document_info(info);
    meta.title(TextStr(&doc.title));
    if !puzzle.meta.author.trim().is_empty() {
        meta.author(TextStr(puzzle.meta.author.trim()));
    }
    meta.subject(TextStr("Crossword"));
    meta.creator(TextStr("gridwright"));
    meta.finish();
    Ok(pdf.finish())
}
