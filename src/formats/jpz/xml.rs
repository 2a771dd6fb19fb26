//! The XML inside a `.jpz`: bytes (plain or zipped) to a small element tree that keeps each
//! element's line and column, so every later error can say where it is.

use super::JpzError;
use quick_xml::Reader;
use quick_xml::XmlVersion;
use quick_xml::escape::resolve_predefined_entity;
use quick_xml::events::{BytesStart, Event};
use std::fmt;
use std::io::Read;

/// Deepest element nesting read: real files nest 6 deep, clue formatting a few more.
pub(super) const MAX_DEPTH: usize = 64;
/// Largest XML text read from a zip archive (real files are a few KiB; this stops zip bombs).
pub(super) const MAX_XML: u64 = 16 * 1024 * 1024;
/// Most elements read: a 29×29 puzzle with every word spelled out cell by cell has about
/// 10,000; the cap keeps a hostile file from building a huge tree.
const MAX_ELEMENTS: usize = 200_000;

/// A place in the XML text: line and column (in characters), both from 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct At {
    /// Line, from 1.
    pub line: usize,
    /// Column, from 1.
    pub column: usize,
}

impl fmt::Display for At {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// One element: its local name (namespace prefix dropped), attributes, children and place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Element {
    /// The local name (`cell`, `clue`).
    pub name: String,
    /// Attributes by local name, values unescaped; namespace declarations left out.
    pub attrs: Vec<(String, String)>,
    /// Child elements and text, in document order.
    pub children: Vec<Node>,
    /// Where the start tag begins.
    pub at: At,
}

/// A child of an element.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Node {
    /// A child element.
    Element(Element),
    /// Text, entities resolved.
    Text(String),
}

impl Element {
    /// An attribute's value.
    pub fn attr(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The child elements.
    pub fn elements(&self) -> impl Iterator<Item = &Element> {
        self.children.iter().filter_map(|n| match n {
            Node::Element(e) => Some(e),
            Node::Text(_) => None,
        })
    }

    /// The child elements with a name.
    pub fn named<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Element> + 'a {
        self.elements().filter(move |e| e.name == name)
    }

    /// The first child element with a name.
    pub fn child(&self, name: &str) -> Option<&Element> {
        self.elements().find(|e| e.name == name)
    }

    /// All text inside, child elements' text included; a `<br>` counts as a line break.
    pub fn text(&self) -> String {
        let mut out = String::new();
        self.collect_text(&mut out);
        out
    }

    fn collect_text(&self, out: &mut String) {
        for n in &self.children {
            match n {
                Node::Text(t) => out.push_str(t),
                Node::Element(e) if e.name == "br" => out.push('\n'),
                Node::Element(e) => e.collect_text(out),
            }
        }
    }
}

/// The XML text of a `.jpz`: unzipped when it is an archive, decoded to a string.
pub(super) fn unpack(bytes: &[u8]) -> Result<String, JpzError> {
    if bytes.starts_with(b"PK\x03\x04") || bytes.starts_with(b"PK\x05\x06") {
        let inner = unzip(bytes)?;
        return decode(&inner);
    }
    decode(bytes)
}

/// The first file of a zip archive, read up to [`MAX_XML`] bytes.
fn unzip(bytes: &[u8]) -> Result<Vec<u8>, JpzError> {
    let zip_err = |e: zip::result::ZipError| JpzError::Zip(e.to_string());
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).map_err(zip_err)?;
    for i in 0..archive.len() {
        let file = archive.by_index(i).map_err(zip_err)?;
        if file.is_dir() {
            continue;
        }
        let mut out = Vec::new();
        file.take(MAX_XML + 1)
            .read_to_end(&mut out)
            .map_err(|e| JpzError::Zip(e.to_string()))?;
        if out.len() as u64 > MAX_XML {
            return Err(JpzError::TooLarge);
        }
        return Ok(out);
    }
    Err(JpzError::Zip("the archive holds no file".into()))
}

/// Decodes UTF-8 (BOM allowed), UTF-16 with a BOM, or the ISO-8859-1/Windows-1252 a file
/// declares in its `<?xml ... encoding=...?>`.
fn decode(bytes: &[u8]) -> Result<String, JpzError> {
    if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
        return utf8(rest, 3);
    }
    if let Some(rest) = bytes.strip_prefix(b"\xFF\xFE") {
        return utf16(rest, u16::from_le_bytes);
    }
    if let Some(rest) = bytes.strip_prefix(b"\xFE\xFF") {
        return utf16(rest, u16::from_be_bytes);
    }
    match std::str::from_utf8(bytes) {
        Ok(s) => Ok(s.to_string()),
        Err(_) if declares_latin1(bytes) => Ok(crate::formats::latin1::decode(bytes)),
        Err(e) => Err(JpzError::Encoding {
            offset: e.valid_up_to(),
        }),
    }
}

fn utf8(bytes: &[u8], skipped: usize) -> Result<String, JpzError> {
    std::str::from_utf8(bytes)
        .map(str::to_string)
        .map_err(|e| JpzError::Encoding {
            offset: e.valid_up_to() + skipped,
        })
}

fn utf16(bytes: &[u8], word: fn([u8; 2]) -> u16) -> Result<String, JpzError> {
    if !bytes.len().is_multiple_of(2) {
        return Err(JpzError::Encoding {
            offset: 2 + bytes.len() - 1,
        });
    }
    let units = bytes.chunks_exact(2).map(|c| word([c[0], c[1]]));
    char::decode_utf16(units)
        .enumerate()
        .map(|(i, c)| c.map_err(|_| JpzError::Encoding { offset: 2 + 2 * i }))
        .collect()
}

/// True when the XML declaration names an 8-bit Latin encoding.
fn declares_latin1(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(200)];
    let head: String = head.iter().map(|&b| b as char).collect();
    let Some(decl) = head
        .strip_prefix("<?xml")
        .and_then(|d| d.split("?>").next())
    else {
        return false;
    };
    let decl = decl.to_ascii_lowercase();
    [
        "iso-8859-1",
        "iso8859-1",
        "latin1",
        "latin-1",
        "windows-1252",
        "cp1252",
    ]
    .iter()
    .any(|name| decl.contains(name))
}

/// Turns byte offsets into lines and columns; offsets usually grow, so it resumes from the
/// last one asked for.
struct Locator<'a> {
    text: &'a str,
    offset: usize,
    at: At,
}

impl<'a> Locator<'a> {
    fn new(text: &'a str) -> Self {
        Self {
            text,
            offset: 0,
            at: At { line: 1, column: 1 },
        }
    }

    fn at(&mut self, offset: usize) -> At {
        let offset = offset.min(self.text.len());
        if offset < self.offset {
            self.offset = 0;
            self.at = At { line: 1, column: 1 };
        }
        let Some(span) = self.text.get(self.offset..offset) else {
            // Not on a character boundary (cannot happen for quick-xml's offsets); stay put.
            return self.at;
        };
        for c in span.chars() {
            if c == '\n' {
                self.at.line += 1;
                self.at.column = 1;
            } else {
                self.at.column += 1;
            }
        }
        self.offset = offset;
        self.at
    }
}

/// Parses XML text into its root element.
pub(super) fn parse_tree(text: &str) -> Result<Element, JpzError> {
    let mut reader = Reader::from_str(text);
    reader.config_mut().allow_dangling_amp = true;
    let mut loc = Locator::new(text);
    let mut stack: Vec<Element> = Vec::new();
    let mut root: Option<Element> = None;
    let mut count = 0usize;
    loop {
        let start = usize::try_from(reader.buffer_position()).unwrap_or(usize::MAX);
        let event = match reader.read_event() {
            Ok(e) => e,
            Err(e) => {
                let pos = usize::try_from(reader.error_position()).unwrap_or(usize::MAX);
                return Err(JpzError::Xml {
                    at: loc.at(pos),
                    message: e.to_string(),
                });
            }
        };
        if matches!(event, Event::Start(_) | Event::Empty(_)) {
            count += 1;
            if count > MAX_ELEMENTS {
                return Err(JpzError::Xml {
                    at: loc.at(start),
                    message: format!("more than {MAX_ELEMENTS} elements; a puzzle has far fewer"),
                });
            }
        }
        match event {
            Event::Start(e) => {
                let at = loc.at(start);
                if stack.len() >= MAX_DEPTH {
                    return Err(JpzError::TooDeep { at });
                }
                stack.push(element(&e, at)?);
            }
            Event::Empty(e) => {
                let at = loc.at(start);
                let el = element(&e, at)?;
                attach(&mut stack, &mut root, el)?;
            }
            Event::End(_) => {
                if let Some(el) = stack.pop() {
                    attach(&mut stack, &mut root, el)?;
                }
            }
            Event::Text(t) => push_text(&mut stack, &t.xml10_content()),
            Event::CData(t) => push_text(&mut stack, &t.xml10_content()),
            Event::GeneralRef(r) => {
                let text = match r.resolve_char_ref() {
                    Ok(Some(c)) => c.to_string(),
                    // Unknown or broken references stay as the text they were.
                    Ok(None) => match resolve_entity(&r) {
                        Some(s) => s.to_string(),
                        None => format!("&{};", &*r),
                    },
                    Err(_) => format!("&{};", &*r),
                };
                push_text(&mut stack, &text);
            }
            Event::Eof => break,
            Event::Decl(_) | Event::PI(_) | Event::Comment(_) | Event::DocType(_) => {}
        }
    }
    if let Some(open) = stack.last() {
        return Err(JpzError::Xml {
            at: open.at,
            message: format!("<{}> is never closed", open.name),
        });
    }
    root.ok_or(JpzError::Empty)
}

/// The predefined XML entities and the HTML ones clue writers use (`&nbsp;` and friends).
fn resolve_entity(name: &str) -> Option<&'static str> {
    if let Some(s) = resolve_predefined_entity(name) {
        return Some(s);
    }
    Some(match name {
        "nbsp" => "\u{a0}",
        "ndash" => "–",
        "mdash" => "—",
        "lsquo" => "‘",
        "rsquo" => "’",
        "ldquo" => "“",
        "rdquo" => "”",
        "hellip" => "…",
        "eacute" => "é",
        "copy" => "©",
        _ => return None,
    })
}

fn element(e: &BytesStart<'_>, at: At) -> Result<Element, JpzError> {
    let name = local(e.name().as_ref());
    let mut attrs = Vec::new();
    for a in e.attributes() {
        let a = a.map_err(|err| JpzError::Xml {
            at,
            message: format!("<{name}>: {err}"),
        })?;
        let key = a.key.as_ref();
        if key == "xmlns" || key.starts_with("xmlns:") {
            continue;
        }
        let value = a
            .normalized_value_with(XmlVersion::Implicit1_0, 4, resolve_entity)
            .map_err(|err| JpzError::Xml {
                at,
                message: format!("<{name}>: {err}"),
            })?;
        attrs.push((local(key), xml_chars(&value)));
    }
    Ok(Element {
        name,
        attrs,
        children: Vec::new(),
        at,
    })
}

/// The local part of a possibly prefixed name, as text.
fn local(name: &str) -> String {
    name.rsplit(':').next().unwrap_or(name).to_string()
}

fn attach(stack: &mut [Element], root: &mut Option<Element>, el: Element) -> Result<(), JpzError> {
    if let Some(parent) = stack.last_mut() {
        parent.children.push(Node::Element(el));
        return Ok(());
    }
    if root.is_some() {
        return Err(JpzError::Xml {
            at: el.at,
            message: format!("a second top-level element <{}>", el.name),
        });
    }
    *root = Some(el);
    Ok(())
}

/// The text without characters XML 1.0 cannot hold (a damaged file or a `&#1;` reference);
/// the writer leaves them out too, so what is read writes back the same.
fn xml_chars(text: &str) -> String {
    text.chars()
        .filter(|&c| super::markup::xml_char(c))
        .collect()
}

/// Adds text to the open element, joining it to text just before (references split text).
fn push_text(stack: &mut [Element], text: &str) {
    let Some(top) = stack.last_mut() else {
        return;
    };
    let text = &xml_chars(text);
    if let Some(Node::Text(prev)) = top.children.last_mut() {
        prev.push_str(text);
    } else {
        top.children.push(Node::Text(text.to_string()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_a_tree_with_positions_and_local_names() {
        let xml = "<?xml version=\"1.0\"?>\n<a:root xmlns:a=\"x\" k=\"v&amp;w\">\n  <b>t&#945;&nbsp;<i>x</i></b><c/>\n</a:root>";
        let root = parse_tree(xml).unwrap();
        assert_eq!(root.name, "root");
        assert_eq!(root.attrs, vec![("k".to_string(), "v&w".to_string())]);
        assert_eq!(root.at, At { line: 2, column: 1 });
        let b = root.child("b").unwrap();
        assert_eq!(b.at, At { line: 3, column: 3 });
        assert_eq!(b.text(), "tα\u{a0}x");
        assert!(root.child("c").is_some());
    }

    #[test]
    fn errors_name_the_place() {
        let e = parse_tree("<a>\n  <b></c>\n</a>").unwrap_err();
        assert!(
            matches!(
                e,
                JpzError::Xml {
                    at: At { line: 2, .. },
                    ..
                }
            ),
            "{e}"
        );
        let e = parse_tree("<a>\n<b>").unwrap_err();
        assert!(e.to_string().starts_with("line 2, column 1"), "{e}");
        let deep = "<a>".repeat(MAX_DEPTH + 1);
        assert!(matches!(parse_tree(&deep), Err(JpzError::TooDeep { .. })));
        assert_eq!(parse_tree("  "), Err(JpzError::Empty));
    }

    #[test]
    fn decodes_boms_and_declared_latin1() {
        assert_eq!(decode(b"\xEF\xBB\xBF<a/>").unwrap(), "<a/>");
        assert_eq!(decode(b"\xFF\xFE<\0a\0/\0>\0").unwrap(), "<a/>");
        let latin = b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>\xA9</a>";
        assert!(decode(latin).unwrap().ends_with("<a>©</a>"));
        assert_eq!(
            decode(b"<a>\xA9</a>"),
            Err(JpzError::Encoding { offset: 3 })
        );
    }
}
