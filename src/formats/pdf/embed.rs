//! The fonts a PDF uses, embedded as subsets: each used font becomes a Type 0 font over a
//! CID-keyed TrueType subset (glyphs renumbered by the subsetter), with the widths of its
//! glyphs and a ToUnicode map so text can be searched and copied.

use crate::formats::page::fonts::Font;
use pdf_writer::types::{CidFontType, FontFlags, SystemInfo, UnicodeCmap};
use pdf_writer::{Finish, Name, Pdf, Rect, Ref, Str};
use std::collections::BTreeMap;
use subsetter::GlyphRemapper;

/// The glyphs used of one font.
#[derive(Default)]
struct Used {
    remapper: GlyphRemapper,
    /// Original glyph id of each new id, in new-id order (new id 0 is `.notdef`).
    originals: Vec<u16>,
    /// The text each new glyph id stands for.
    text: BTreeMap<u16, char>,
}

/// The fonts used so far and the glyphs used of each.
#[derive(Default)]
pub struct FontSet {
    used: BTreeMap<Font, Used>,
}

impl FontSet {
    /// Records that glyph `id` of `font` draws `c`; returns the id to write in the content
    /// stream (the glyph's id in the subset).
    pub fn glyph(&mut self, font: Font, id: u16, c: char) -> u16 {
        let used = self.used.entry(font).or_insert_with(|| Used {
            originals: vec![0],
            ..Used::default()
        });
        let known = used.remapper.get(id);
        let new = used.remapper.remap(id);
        if known.is_none() {
            used.originals.push(id);
        }
        used.text.entry(new).or_insert(c);
        new
    }

    /// The resource name of a font in page resources.
    pub fn name(font: Font) -> Name<'static> {
        Name(match font {
            Font::Sans => b"F0",
            Font::Serif => b"F1",
            Font::SerifBold => b"F2",
            Font::SerifItalic => b"F3",
        })
    }

    /// The fonts used, with the reference each one is written under.
    pub fn allocate(&self, next: &mut Ref) -> Vec<(Font, Ref)> {
        self.used.keys().map(|&f| (f, next.bump())).collect()
    }

    /// Writes every used font: the Type 0 font at its reference, and its descendant font,
    /// descriptor, ToUnicode map and font file at fresh references.
    pub fn write(&self, pdf: &mut Pdf, fonts: &[(Font, Ref)], next: &mut Ref) {
        for &(font, type0) in fonts {
            if let Some(used) = self.used.get(&font) {
                write_font(pdf, font, used, type0, next);
            }
        }
    }
}

/// A six-letter subset tag derived from the glyphs used (the same glyphs give the same tag).
fn subset_tag(font: Font, used: &Used) -> String {
    let mut hash: u32 = 0x811C_9DC5 ^ font as u32;
    for &g in &used.originals {
        for b in g.to_be_bytes() {
            hash = (hash ^ u32::from(b)).wrapping_mul(0x0100_0193);
        }
    }
    (0..6)
        .map(|i| char::from(b'A' + ((hash >> (i * 5)) % 26) as u8))
        .collect()
}

fn write_font(pdf: &mut Pdf, font: Font, used: &Used, type0: Ref, next: &mut Ref) {
    let (cid, descriptor, cmap, file) = (next.bump(), next.bump(), next.bump(), next.bump());
    let name = format!("{}+{}", subset_tag(font, used), font.postscript_name());
    let name = Name(name.as_bytes());
    pdf.type0_font(type0)
        .base_font(name)
        .encoding_predefined(Name(b"Identity-H"))
        .descendant_font(cid)
        .to_unicode(cmap);

    // The subset keeps the new ids; if subsetting fails, the whole font goes in and a
    // CID-to-glyph map leads each new id back to its original glyph.
    let subset = subsetter::subset(font.data(), 0, &used.remapper).ok();
    let map = subset.is_none().then(|| next.bump());
    let widths: Vec<f32> = used
        .originals
        .iter()
        .map(|&g| (font.advance(g) * 1000.0) as f32)
        .collect();
    let mut cid_font = pdf.cid_font(cid);
    cid_font
        .subtype(CidFontType::Type2)
        .base_font(name)
        .system_info(SystemInfo {
            registry: Str(b"Adobe"),
            ordering: Str(b"Identity"),
            supplement: 0,
        })
        .font_descriptor(descriptor)
        .default_width(0.0);
    cid_font.widths().consecutive(0, widths);
    match map {
        Some(map) => cid_font.cid_to_gid_map_stream(map),
        None => cid_font.cid_to_gid_map_predefined(Name(b"Identity")),
    };
    cid_font.finish();

    let m = font.metrics();
    let mut flags = FontFlags::NON_SYMBOLIC;
    if font != Font::Sans {
        flags |= FontFlags::SERIF;
    }
    if font.is_italic() {
        flags |= FontFlags::ITALIC;
    }
    let k = |v: f64| (v * 1000.0) as f32;
    pdf.font_descriptor(descriptor)
        .name(name)
        .family(Str(font.family().as_bytes()))
        .flags(flags)
        .bbox(Rect::new(
            k(m.bbox[0]),
            k(m.bbox[1]),
            k(m.bbox[2]),
            k(m.bbox[3]),
        ))
        .italic_angle(m.italic_angle as f32)
        .ascent(k(m.ascent))
        .descent(k(m.descent))
        .cap_height(k(m.cap_height))
        .stem_v(if font.is_bold() { 140.0 } else { 80.0 })
        .font_file2(file);

    let mut unicode = UnicodeCmap::new(
        Name(b"Custom"),
        SystemInfo {
            registry: Str(b"Adobe"),
            ordering: Str(b"UCS"),
            supplement: 0,
        },
    );
    for (&g, &c) in &used.text {
        unicode.pair(g, c);
    }
    pdf.stream(cmap, &unicode.finish());

    let data = subset.unwrap_or_else(|| font.data().to_vec());
    pdf.stream(file, &data)
        .pair(Name(b"Length1"), data.len() as i32);
    if let Some(map) = map {
        let bytes: Vec<u8> = used
            .originals
            .iter()
            .flat_map(|g| g.to_be_bytes())
            .collect();
        pdf.stream(map, &bytes);
    }
}
