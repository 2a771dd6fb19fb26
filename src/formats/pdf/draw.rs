//! Drawing a laid-out sheet into a PDF content stream: text lines glyph by glyph in the
//! embedded fonts, the grid's shapes, rules.

use super::embed::FontSet;
use crate::formats::page::clues::{HEADING_EXTRA_PT, LABEL_PAD_MM, LEADING, heading_height};
use crate::formats::page::fonts::{Font, pt_to_mm};
use crate::formats::page::grid::{Anchor, Shape, shapes};
use crate::formats::page::text::Line;
use crate::formats::page::{
    self, Align, CONTENT_H, CONTENT_W, Document, EntryKind, GridBox, Para, Sheet,
};
use crate::grid::{Puzzle, Rgb, Slots};
use pdf_writer::{Content, Str};

/// Points per millimetre.
const PT_PER_MM: f64 = 72.0 / 25.4;
/// Bezier handle length for a quarter circle.
const KAPPA: f64 = 0.552_284_75;

/// A content stream being drawn, with the content box centred on the page.
pub struct Canvas<'a> {
    content: Content,
    fonts: &'a mut FontSet,
    left: f64,
    top: f64,
}

impl<'a> Canvas<'a> {
    /// An empty page of the given size, in points.
    pub fn new(fonts: &'a mut FontSet, (page_w, page_h): (f64, f64)) -> Self {
        Canvas {
            content: Content::new(),
            fonts,
            left: (page_w - CONTENT_W * PT_PER_MM) / 2.0,
            top: (page_h + CONTENT_H * PT_PER_MM) / 2.0,
        }
    }

    /// The finished content stream.
    pub fn finish(self) -> Vec<u8> {
        self.content.finish().into_vec()
    }

    fn x(&self, mm: f64) -> f32 {
        (self.left + mm * PT_PER_MM) as f32
    }

    fn y(&self, mm: f64) -> f32 {
        (self.top - mm * PT_PER_MM) as f32
    }

    fn fill_color(&mut self, c: Rgb) {
        let f = |v: u8| f32::from(v) / 255.0;
        self.content.set_fill_rgb(f(c.0), f(c.1), f(c.2));
    }

    /// A filled rectangle (mm, y downwards).
    fn fill_rect(&mut self, x: f64, y: f64, w: f64, h: f64, color: Rgb) {
        self.fill_color(color);
        let (px, py) = (self.x(x), self.y(y + h));
        self.content
            .rect(px, py, (w * PT_PER_MM) as f32, (h * PT_PER_MM) as f32)
            .fill_nonzero();
    }

    fn frame(&mut self, x: f64, y: f64, w: f64, h: f64, line: f64) {
        let (px, py) = (self.x(x), self.y(y + h));
        self.content
            .set_line_width((line * PT_PER_MM) as f32)
            .set_stroke_gray(0.0)
            .rect(px, py, (w * PT_PER_MM) as f32, (h * PT_PER_MM) as f32)
            .stroke();
    }

    fn circle(&mut self, cx: f64, cy: f64, r: f64, line: f64) {
        let (x, y, r) = (f64::from(self.x(cx)), f64::from(self.y(cy)), r * PT_PER_MM);
        let k = r * KAPPA;
        let c = &mut self.content;
        c.set_line_width((line * PT_PER_MM) as f32)
            .set_stroke_gray(0.0);
        let p = |v: f64| v as f32;
        c.move_to(p(x + r), p(y));
        c.cubic_to(p(x + r), p(y + k), p(x + k), p(y + r), p(x), p(y + r));
        c.cubic_to(p(x - k), p(y + r), p(x - r), p(y + k), p(x - r), p(y));
        c.cubic_to(p(x - r), p(y - k), p(x - k), p(y - r), p(x), p(y - r));
        c.cubic_to(p(x + k), p(y - r), p(x + r), p(y - k), p(x + r), p(y));
        c.close_path().stroke();
    }

    /// Shows `text` in `font` at `size` pt from (`x`, `baseline`) in mm, with `rise` pt;
    /// returns the advance in mm. Characters the font lacks come from its fallback.
    fn run(&mut self, text: &str, font: Font, size: f64, x: f64, baseline: f64, rise: f64) -> f64 {
        let mut advance = 0.0;
        let mut chunk: Vec<u8> = Vec::new();
        let mut chunk_font = None;
        let mut chunk_x = x;
        for c in text.chars() {
            let g = font.glyph(c);
            if chunk_font != Some(g.font) {
                self.show(chunk_font, &chunk, size, chunk_x, baseline, rise);
                chunk.clear();
                chunk_font = Some(g.font);
                chunk_x = x + advance;
            }
            let id = self.fonts.glyph(g.font, g.id, c);
            chunk.extend(id.to_be_bytes());
            advance += pt_to_mm(g.advance * size);
        }
        self.show(chunk_font, &chunk, size, chunk_x, baseline, rise);
        advance
    }

    fn show(&mut self, font: Option<Font>, glyphs: &[u8], size: f64, x: f64, y: f64, rise: f64) {
        let Some(font) = font else { return };
        if glyphs.is_empty() {
            return;
        }
        let (px, py) = (self.x(x), self.y(y));
        self.content
            .begin_text()
            .set_font(FontSet::name(font), size as f32)
            .set_rise(rise as f32)
            .set_text_matrix([1.0, 0.0, 0.0, 1.0, px, py])
            .show(Str(glyphs))
            .end_text();
    }

    /// Sets a wrapped line whose base size is `size` pt.
    fn line(&mut self, line: &Line, size: f64, x: f64, baseline: f64) {
        let mut at = x;
        for span in &line.spans {
            let m = span.mark;
            let s = size * m.scale();
            let w = self.run(&span.text, m.font(), s, at, baseline, m.rise() * size);
            if m.strike {
                let y = baseline - pt_to_mm(size) * 0.3;
                self.fill_rect(at, y, w, pt_to_mm(size) * 0.06, Rgb(0, 0, 0));
            }
            at += w;
        }
    }

    fn para(&mut self, p: &Para) {
        self.gray(if p.role == page::Role::Footer {
            0.2
        } else {
            0.0
        });
        for (i, line) in p.lines.iter().enumerate() {
            let width = line.em * pt_to_mm(p.size);
            let x = match p.align {
                Align::Left => p.x,
                Align::Right => p.x + p.width - width,
            };
            self.line(line, p.size, x, p.baseline(i));
        }
        self.gray(0.0);
    }

    fn gray(&mut self, g: f32) {
        self.content.set_fill_gray(g);
    }

    fn grid(&mut self, puzzle: &Puzzle, slots: &Slots, grid: &GridBox) {
        let (ox, oy) = (grid.x, grid.y);
        for shape in shapes(puzzle, slots, grid.cell, grid.kind) {
            match shape {
                Shape::Fill { x, y, w, h, color } => self.fill_rect(ox + x, oy + y, w, h, color),
                Shape::Frame { x, y, w, h, line } => self.frame(ox + x, oy + y, w, h, line),
                Shape::Circle { cx, cy, r, line } => self.circle(ox + cx, oy + cy, r, line),
                Shape::Text {
                    x,
                    y,
                    size,
                    text,
                    font,
                    anchor,
                } => {
                    let size_pt = size * PT_PER_MM;
                    let x = match anchor {
                        Anchor::Start => x,
                        Anchor::Middle => x - font.width(&text) * size / 2.0,
                    };
                    self.gray(0.0);
                    self.run(&text, font, size_pt, ox + x, oy + y, 0.0);
                }
            }
        }
    }

    /// Draws a whole sheet.
    pub fn sheet(&mut self, doc: &Document, sheet: &Sheet, puzzle: &Puzzle, slots: &Slots) {
        for rule in &sheet.rules {
            self.fill_rect(
                rule.x,
                rule.y - rule.line / 2.0,
                rule.w,
                rule.line,
                Rgb(0, 0, 0),
            );
        }
        for p in &sheet.paras {
            self.para(p);
        }
        if let Some(grid) = &sheet.grid {
            self.grid(puzzle, slots, grid);
        }
        self.gray(0.0);
        let size = doc.clue_pt;
        let leading = pt_to_mm(size * LEADING);
        let first = page::first_baseline(size, leading);
        for col in &sheet.columns {
            for entry in &col.entries {
                match &entry.kind {
                    EntryKind::Heading { line, .. } => {
                        let hs = size + HEADING_EXTRA_PT;
                        let base = entry.y + page::first_baseline(hs, heading_height(size));
                        self.line(line, hs, col.x, base);
                    }
                    EntryKind::Clue { index, lines } => {
                        let Some(clue) = doc.lists.clues.get(*index) else {
                            continue;
                        };
                        let base = entry.y + first;
                        let label_w = Font::SerifBold.width(&clue.label) * pt_to_mm(size);
                        let label_x = col.x + doc.label_mm - LABEL_PAD_MM - label_w;
                        self.run(&clue.label, Font::SerifBold, size, label_x, base, 0.0);
                        if clue.empty {
                            self.gray(0.45);
                        }
                        for (i, line) in lines.iter().enumerate() {
                            let x = col.x + doc.label_mm;
                            self.line(line, size, x, base + i as f64 * leading);
                        }
                        self.gray(0.0);
                    }
                }
            }
        }
    }
}
