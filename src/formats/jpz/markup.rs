//! Clue formatting in `.jpz`: a clue's child elements (`<b>`, `<i>`, `<sub>`, `<span>`...)
//! read as HTML markup beside the plain text, and stored markup (ours or an `.ipuz` file's
//! HTML) written back as well-formed XML.

use super::xml::{Element, Node};
use crate::grid::markup::{Tag, Token, escape_text_into, to_plain, tokens};

/// The formatting tags kept, read and written; any other tag is dropped, its text kept.
const TAGS: [&str; 9] = ["b", "i", "u", "s", "em", "strong", "sub", "sup", "span"];

/// A clue's text as read.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(super) struct Content {
    /// Plain text, white space collapsed.
    pub plain: String,
    /// The HTML markup, when the clue had formatting.
    pub markup: Option<String>,
    /// Names of tags that were dropped (not formatting gridwright knows).
    pub dropped: Vec<String>,
}

/// Reads an element's content (a clue, a title) as plain text and, if formatted, markup.
pub(super) fn content(el: &Element) -> Content {
    let mut out = Content::default();
    let mut html = String::new();
    let mut tagged = false;
    to_html(el, &mut html, &mut tagged, &mut out.dropped);
    let html = html.trim();
    out.plain = to_plain(html);
    if tagged {
        out.markup = Some(html.to_string());
    }
    out
}

fn to_html(el: &Element, out: &mut String, tagged: &mut bool, dropped: &mut Vec<String>) {
    for n in &el.children {
        match n {
            Node::Text(t) => escape_text_into(t, out),
            Node::Element(e) => {
                let name = e.name.to_ascii_lowercase();
                if name == "br" {
                    out.push_str("<br/>");
                    *tagged = true;
                } else if TAGS.contains(&name.as_str()) {
                    out.push('<');
                    out.push_str(&name);
                    out.push('>');
                    to_html(e, out, tagged, dropped);
                    out.push_str("</");
                    out.push_str(&name);
                    out.push('>');
                    *tagged = true;
                } else {
                    if !dropped.contains(&name) {
                        dropped.push(name);
                    }
                    to_html(e, out, tagged, dropped);
                }
            }
        }
    }
}

/// Text for XML element content: `&`, `<`, `>` escaped, a carriage return as a reference (so
/// line-end normalisation keeps it), and characters XML 1.0 cannot hold left out.
pub(super) fn xml_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\r' => out.push_str("&#13;"),
            c if xml_char(c) => out.push(c),
            _ => {}
        }
    }
    out
}

/// Text for an attribute value in double quotes; tabs and line breaks as references so
/// attribute normalisation keeps them.
pub(super) fn xml_attr(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\t' => out.push_str("&#9;"),
            '\n' => out.push_str("&#10;"),
            '\r' => out.push_str("&#13;"),
            c if xml_char(c) => out.push(c),
            _ => {}
        }
    }
    out
}

/// Whether XML 1.0 can hold the character at all.
pub(super) fn xml_char(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}' | '\u{10000}'..)
}

/// Well-formed XML for stored markup: the formatting tags in [`TAGS`] (attributes dropped)
/// balanced, `<br>` as `<br/>`, other tags and comments dropped, entities decoded and the
/// text escaped again.
pub(super) fn to_xml(markup: &str) -> String {
    let mut out = String::with_capacity(markup.len());
    let mut open: Vec<String> = Vec::new();
    for t in tokens(markup) {
        match t {
            Token::Tag(tag) => write_tag(&tag, &mut open, &mut out),
            Token::Entity(c) => out.push_str(&xml_text(c.encode_utf8(&mut [0; 4]))),
            Token::Text(text) => out.push_str(&xml_text(text)),
        }
    }
    while let Some(name) = open.pop() {
        out.push_str(&format!("</{name}>"));
    }
    out
}

/// Writes one tag of the markup, keeping the open tags balanced.
fn write_tag(tag: &Tag, open: &mut Vec<String>, out: &mut String) {
    let name = &tag.name;
    if name == "br" {
        out.push_str("<br/>");
    } else if !TAGS.contains(&name.as_str()) {
        // Not formatting we write (or a comment): its text stays, the tag goes.
    } else if tag.closing {
        if let Some(i) = open.iter().rposition(|n| n == name) {
            while open.len() > i {
                if let Some(n) = open.pop() {
                    out.push_str(&format!("</{n}>"));
                }
            }
        }
    } else if tag.empty {
        // An empty formatting element holds nothing to format.
    } else {
        out.push_str(&format!("<{name}>"));
        open.push(name.clone());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::jpz::xml::parse_tree;

    fn read(xml: &str) -> Content {
        content(&parse_tree(xml).unwrap())
    }

    #[test]
    fn reads_formatting_as_markup_and_plain_text() {
        let c = read("<clue>First <b>bold</b>, <i>it &amp; al</i>\n<font>x</font></clue>");
        assert_eq!(c.plain, "First bold, it & al x");
        assert_eq!(
            c.markup.as_deref(),
            Some("First <b>bold</b>, <i>it &amp; al</i>\nx")
        );
        assert_eq!(c.dropped, vec!["font".to_string()]);
        let plain = read("<clue>  AT&amp;T  &lt;3 </clue>");
        assert_eq!(plain.plain, "AT&T <3");
        assert_eq!(plain.markup, None);
    }

    #[test]
    fn writes_any_markup_as_well_formed_xml() {
        assert_eq!(to_xml("<I class=x>a</i> &amp; b"), "<i>a</i> &amp; b");
        assert_eq!(to_xml("<b><i>x</b> y"), "<b><i>x</i></b> y");
        assert_eq!(
            to_xml("a<br>b &nbsp;&eacute; <script>c</script>"),
            "a<br/>b \u{a0}é c"
        );
        assert_eq!(to_xml("</i>x<sub>2"), "x<sub>2</sub>");
        assert_eq!(to_xml("3 < 4 && 5 > 1"), "3 &lt; 4 &amp;&amp; 5 &gt; 1");
        assert_eq!(xml_text("a\u{1}b\rc"), "ab&#13;c");
        // An `&` before multi-byte text is no entity (this once sliced inside a character).
        assert_eq!(to_xml("&ééééééé <i>x</i>"), "&amp;ééééééé <i>x</i>");
        assert_eq!(to_plain("&ééééééé"), "&ééééééé");
    }

    #[test]
    fn markup_read_back_is_the_markup_written() {
        let m = "Go <i>to &amp; fro</i>, <b>x<sub>2</sub></b> &lt;3";
        let back = read(&format!("<clue>{}</clue>", to_xml(m)));
        assert_eq!(back.markup.as_deref(), Some(m));
        assert_eq!(back.plain, to_plain(m));
    }
}
