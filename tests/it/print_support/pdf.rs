//! A minimal reader for the PDFs gridwright writes (uncompressed, with a classic
//! cross-reference table): objects by number, streams, the page tree, and the text each page
//! shows decoded through its fonts' ToUnicode maps.

use std::collections::BTreeMap;

/// A minimal reader for the PDFs we write: objects by number, streams, text shown.
pub struct PdfFile {
    /// Each object's bytes between `obj` and `endobj`.
    pub objects: BTreeMap<u32, Vec<u8>>,
}

fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

impl PdfFile {
    /// Parses the file through its cross-reference table: every entry must point at its object.
    pub fn parse(bytes: &[u8]) -> PdfFile {
        assert!(bytes.starts_with(b"%PDF-1."), "header");
        assert!(bytes.trim_ascii_end().ends_with(b"%%EOF"), "trailer");
        let sx = bytes.windows(9).rposition(|w| w == b"startxref").unwrap();
        let tail = std::str::from_utf8(&bytes[sx + 9..]).unwrap();
        let xref: usize = tail.split_whitespace().next().unwrap().parse().unwrap();
        assert!(bytes[xref..].starts_with(b"xref"));
        let table = std::str::from_utf8(&bytes[xref..])
            .unwrap_or_else(|e| std::str::from_utf8(&bytes[xref..xref + e.valid_up_to()]).unwrap());
        let mut lines = table.lines().skip(1);
        let header: Vec<u32> = lines
            .next()
            .unwrap()
            .split_whitespace()
            .map(|n| n.parse().unwrap())
            .collect();
        let (first, count) = (header[0], header[1]);
        let mut offsets = Vec::new();
        for n in first..first + count {
            let entry = lines.next().unwrap();
            if entry.ends_with('n') || entry.trim_end().ends_with('n') {
                let off: usize = entry[..10].parse().unwrap();
                offsets.push((n, off));
            }
        }
        let mut objects = BTreeMap::new();
        for (n, off) in offsets {
            let head = format!("{n} 0 obj");
            assert!(
                bytes[off..].starts_with(head.as_bytes()),
                "xref entry of object {n}"
            );
            let end = off + find(&bytes[off..], b"endobj").unwrap();
            objects.insert(n, bytes[off + head.len()..end].to_vec());
        }
        PdfFile { objects }
    }

    /// The dictionary text of an object (before any stream).
    pub fn dict(&self, n: u32) -> String {
        let obj = &self.objects[&n];
        let end = find(obj, b"stream").unwrap_or(obj.len());
        String::from_utf8_lossy(&obj[..end]).into_owned()
    }

    /// The data of a stream object.
    pub fn stream(&self, n: u32) -> Vec<u8> {
        let obj = &self.objects[&n];
        let dict = self.dict(n);
        let len: usize = value(&dict, "/Length").parse().unwrap();
        let start = find(obj, b"stream\n").unwrap() + 7;
        obj[start..start + len].to_vec()
    }

    /// The page objects, in page-tree order.
    pub fn pages(&self) -> Vec<u32> {
        let root = self
            .objects
            .keys()
            .find(|&&n| self.dict(n).contains("/Type /Pages"))
            .copied()
            .unwrap();
        let d = self.dict(root);
        let kids = &d[d.find("/Kids [").unwrap() + 7..];
        let kids = &kids[..kids.find(']').unwrap()];
        kids.split(" R")
            .filter_map(|k| k.split_whitespace().next()?.parse().ok())
            .collect()
    }

    /// The text each page shows, decoded through the fonts' ToUnicode maps.
    pub fn page_text(&self, page: u32) -> String {
        let d = self.dict(page);
        let mut fonts = BTreeMap::new();
        let fd = &d[d.find("/Font <<").unwrap()..];
        for line in fd.lines().skip(1) {
            let line = line.trim();
            if line.starts_with(">>") {
                break;
            }
            let mut parts = line.split_whitespace();
            let name = parts.next().unwrap().trim_start_matches('/').to_string();
            let obj: u32 = parts.next().unwrap().parse().unwrap();
            let cmap_ref: u32 = value(&self.dict(obj), "/ToUnicode").parse().unwrap();
            fonts.insert(name, to_unicode(&self.stream(cmap_ref)));
        }
        let content: u32 = value(&d, "/Contents").parse().unwrap();
        let content = self.stream(content);
        let mut out = String::new();
        let mut font = String::new();
        let text = String::from_utf8_lossy(&content).into_owned();
        let mut i = 0;
        let bytes = content.as_slice();
        while i < bytes.len() {
            match bytes[i] {
                b'/' => {
                    let end = i + bytes[i..].iter().position(|b| *b == b' ').unwrap_or(0);
                    font = text[i + 1..end].to_string();
                    i = end;
                }
                b'(' | b'<' => {
                    let (glyphs, end) = string(&bytes[i..]);
                    let map = &fonts[&font];
                    for g in glyphs.chunks(2) {
                        let id = u16::from_be_bytes([g[0], g[1]]);
                        out.push(*map.get(&id).unwrap_or(&'\u{FFFD}'));
                    }
                    out.push(' ');
                    i += end;
                }
                _ => i += 1,
            }
        }
        out
    }
}

/// The value after a key in a dictionary (`/Length 12` → `12`, `/Contents 5 0 R` → `5`).
pub fn value(dict: &str, key: &str) -> String {
    let at = dict
        .find(&format!("{key} "))
        .unwrap_or_else(|| panic!("{key} in {dict}"));
    dict[at + key.len()..]
        .split_whitespace()
        .next()
        .unwrap()
        .to_string()
}

/// A literal `( )` or hex `< >` string at the start of `b`: its bytes and length.
fn string(b: &[u8]) -> (Vec<u8>, usize) {
    let mut out = Vec::new();
    if b[0] == b'<' {
        let end = b.iter().position(|c| *c == b'>').unwrap();
        let hex = std::str::from_utf8(&b[1..end]).unwrap();
        for i in (0..hex.len()).step_by(2) {
            out.push(u8::from_str_radix(&hex[i..i + 2], 16).unwrap());
        }
        return (out, end + 1);
    }
    let mut i = 1;
    let mut depth = 1;
    loop {
        match b[i] {
            b'\\' => {
                i += 1;
                match b[i] {
                    b'n' => out.push(b'\n'),
                    b'r' => out.push(b'\r'),
                    b't' => out.push(b'\t'),
                    b'b' => out.push(8),
                    b'f' => out.push(12),
                    d @ b'0'..=b'7' => {
                        let mut v = u32::from(d - b'0');
                        for _ in 0..2 {
                            if matches!(b[i + 1], b'0'..=b'7') {
                                i += 1;
                                v = v * 8 + u32::from(b[i] - b'0');
                            }
                        }
                        out.push(v as u8);
                    }
                    c => out.push(c),
                }
            }
            b'(' => {
                depth += 1;
                out.push(b'(');
            }
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return (out, i + 1);
                }
                out.push(b')');
            }
            c => out.push(c),
        }
        i += 1;
    }
}

/// The glyph → character pairs of a ToUnicode CMap.
fn to_unicode(cmap: &[u8]) -> BTreeMap<u16, char> {
    let text = String::from_utf8_lossy(cmap);
    let mut map = BTreeMap::new();
    for block in text.split("beginbfchar").skip(1) {
        let block = block.split("endbfchar").next().unwrap();
        for line in block.lines() {
            let hex: Vec<&str> = line
                .split(['<', '>'])
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .collect();
            if let [g, u] = hex[..] {
                let g = u16::from_str_radix(g, 16).unwrap();
                let units: Vec<u16> = (0..u.len())
                    .step_by(4)
                    .map(|i| u16::from_str_radix(&u[i..i + 4], 16).unwrap())
                    .collect();
                if let Some(Ok(c)) = char::decode_utf16(units).next() {
                    map.insert(g, c);
                }
            }
        }
    }
    map
}
