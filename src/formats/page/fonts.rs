//! The fonts printable pages are measured with and the PDF embeds: DejaVu Sans and Serif
//! (vendored in `fonts/`, licence in `fonts/LICENSE`), chosen for their coverage: Latin,
//! Cyrillic and Greek print in every face, and a character the serif faces lack falls back
//! to DejaVu Sans, which covers the most.

use std::sync::OnceLock;
use ttf_parser::Face;

/// One of the embedded font files.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Font {
    /// DejaVu Sans: grid numbers and letters, and the fallback for every face.
    Sans,
    /// DejaVu Serif: clue text.
    Serif,
    /// DejaVu Serif Bold: titles, headings, clue numbers, bold markup.
    SerifBold,
    /// DejaVu Serif Italic: bylines and italic markup.
    SerifItalic,
}

/// A glyph of a font as the page uses it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Glyph {
    /// The font that has the glyph (the requested one or the fallback).
    pub font: Font,
    /// Its glyph id in that font (0 is `.notdef`, drawn for a character no font has).
    pub id: u16,
    /// Its advance width in ems.
    pub advance: f64,
}

/// Vertical metrics of a font, in ems.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Metrics {
    /// Height above the baseline.
    pub ascent: f64,
    /// Depth below the baseline (negative).
    pub descent: f64,
    /// Height of capital letters.
    pub cap_height: f64,
    /// Italic angle in degrees.
    pub italic_angle: f64,
    /// Bounding box of all glyphs: x_min, y_min, x_max, y_max.
    pub bbox: [f64; 4],
}

// Statics, not constants: a constant byte string is copied into every codegen unit that
// uses it, and these are hundreds of kilobytes each.
static SANS: &[u8] = include_bytes!("../../../fonts/DejaVuSans.ttf");
static SERIF: &[u8] = include_bytes!("../../../fonts/DejaVuSerif.ttf");
static SERIF_BOLD: &[u8] = include_bytes!("../../../fonts/DejaVuSerif-Bold.ttf");
static SERIF_ITALIC: &[u8] = include_bytes!("../../../fonts/DejaVuSerif-Italic.ttf");

/// Advance used when a font cannot be parsed at all (never for the vendored files).
const FALLBACK_ADVANCE: f64 = 0.55;

impl Font {
    /// Every embedded font.
    pub const ALL: [Font; 4] = [Font::Sans, Font::Serif, Font::SerifBold, Font::SerifItalic];

    /// The font file.
    pub fn data(self) -> &'static [u8] {
        match self {
            Font::Sans => SANS,
            Font::Serif => SERIF,
            Font::SerifBold => SERIF_BOLD,
            Font::SerifItalic => SERIF_ITALIC,
        }
    }

    /// The PostScript name (without a subset tag).
    pub fn postscript_name(self) -> &'static str {
        match self {
            Font::Sans => "DejaVuSans",
            Font::Serif => "DejaVuSerif",
            Font::SerifBold => "DejaVuSerif-Bold",
            Font::SerifItalic => "DejaVuSerif-Italic",
        }
    }

    /// The family name, as CSS and the PDF font descriptor name it.
    pub fn family(self) -> &'static str {
        match self {
            Font::Sans => "DejaVu Sans",
            _ => "DejaVu Serif",
        }
    }

    /// True for the bold face.
    pub fn is_bold(self) -> bool {
        self == Font::SerifBold
    }

    /// True for the italic face.
    pub fn is_italic(self) -> bool {
        self == Font::SerifItalic
    }

    fn index(self) -> usize {
        self as usize
    }

    /// The parsed font, or `None` if the file does not parse (a broken vendored file).
    pub fn face(self) -> Option<&'static Face<'static>> {
        static FACES: OnceLock<[Option<Face<'static>>; 4]> = OnceLock::new();
        let faces = FACES.get_or_init(|| Font::ALL.map(|f| Face::parse(f.data(), 0).ok()));
        faces[self.index()].as_ref()
    }

    /// Units per em of the font.
    pub fn units_per_em(self) -> f64 {
        self.face().map_or(1000.0, |f| f64::from(f.units_per_em()))
    }

    /// The font's vertical metrics.
    pub fn metrics(self) -> Metrics {
        let Some(face) = self.face() else {
            return Metrics {
                ascent: 0.93,
                descent: -0.24,
                cap_height: 0.73,
                italic_angle: 0.0,
                bbox: [-0.2, -0.24, 1.0, 0.93],
            };
        };
        let em = self.units_per_em();
        let b = face.global_bounding_box();
        Metrics {
            ascent: f64::from(face.ascender()) / em,
            descent: f64::from(face.descender()) / em,
            cap_height: f64::from(face.capital_height().unwrap_or(face.ascender())) / em,
            italic_angle: f64::from(face.italic_angle()),
            bbox: [b.x_min, b.y_min, b.x_max, b.y_max].map(|v| f64::from(v) / em),
        }
    }

    /// The advance width of glyph `id` in ems.
    pub fn advance(self, id: u16) -> f64 {
        self.face()
            .and_then(|f| f.glyph_hor_advance(ttf_parser::GlyphId(id)))
            .map_or(FALLBACK_ADVANCE, |a| f64::from(a) / self.units_per_em())
    }

    /// The glyph for `c`: from this font, else from DejaVu Sans, else this font's `.notdef`.
    pub fn glyph(self, c: char) -> Glyph {
        for font in [self, Font::Sans] {
            if let Some(id) = font.face().and_then(|f| f.glyph_index(c)) {
                return Glyph {
                    font,
                    id: id.0,
                    advance: font.advance(id.0),
                };
            }
        }
        Glyph {
            font: self,
            id: 0,
            advance: self.advance(0),
        }
    }

    /// The width of `text` in ems (no kerning: the PDF draws glyph by glyph).
    pub fn width(self, text: &str) -> f64 {
        text.chars().map(|c| self.glyph(c).advance).sum()
    }
}

/// Millimetres per typographic point.
pub const MM_PER_PT: f64 = 25.4 / 72.0;

/// Converts points to millimetres.
pub fn pt_to_mm(pt: f64) -> f64 {
    pt * MM_PER_PT
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_vendored_font_parses_and_covers_latin_cyrillic_and_greek() {
        for font in Font::ALL {
            assert!(font.face().is_some(), "{font:?} does not parse");
            for c in ['A', 'é', 'Ж', 'я', 'Ω', 'λ', '“', '—'] {
                let g = font.glyph(c);
                assert_eq!(g.font, font, "{font:?} lacks {c}");
                assert!(g.id != 0 && g.advance > 0.2, "{font:?} {c}: {g:?}");
            }
        }
    }

    #[test]
    fn missing_characters_fall_back_to_sans_then_notdef() {
        // Hebrew alef: in DejaVu Sans, not in DejaVu Serif.
        let g = Font::Serif.glyph('א');
        assert_eq!(g.font, Font::Sans);
        assert_ne!(g.id, 0);
        // A private-use character no font has.
        let g = Font::Serif.glyph('\u{E000}');
        assert_eq!((g.font, g.id), (Font::Serif, 0));
    }

    #[test]
    fn widths_add_up() {
        let w = Font::Serif.width("MM");
        assert!((w - 2.0 * Font::Serif.width("M")).abs() < 1e-9);
        assert!(Font::SerifBold.width("Title") > Font::Serif.width("Title"));
    }
}
