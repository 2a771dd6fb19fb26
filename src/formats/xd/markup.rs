//! Clue markup in `.xd`: `{/italic/}`, `{*bold*}`, `{_underline_}`, `{-strike-}`, and, as
//! kotwords writes them, `{~subscript~}` and `{^superscript^}`; links `{@text|url@}`, images
//! `{!url|alt|w|h!}` and coloured text `{#text|#light|#dark#}` keep only their text.
//!
//! A clue with formatting becomes HTML (`<i>`, `<b>`, `<u>`, `<s>`, `<sub>`, `<sup>`) for
//! `Puzzle::clue_markup`, and plain text for `Puzzle::clues`. A backslash is the spec's line
//! separator inside a clue; `{\}` (gridwright's own) stands for a backslash itself.

use crate::grid::markup as html;

/// Formatting markers and the HTML tag each stands for.
const FORMATS: [(char, &str); 6] = [
    ('/', "i"),
    ('*', "b"),
    ('_', "u"),
    ('-', "s"),
    ('~', "sub"),
    ('^', "sup"),
];

/// Markers whose content is `text|extra|…`: link, image, coloured text.
const PIPED: [char; 3] = ['@', '!', '#'];

/// A clue's text as read from a `.xd` file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct ClueText {
    /// The plain text.
    pub plain: String,
    /// The HTML form, when the clue had formatting.
    pub html: Option<String>,
    /// What was dropped ("a link to …"), for a warning.
    pub dropped: Vec<String>,
}

#[derive(Default)]
struct Out {
    html: String,
    plain: String,
    formatted: bool,
    dropped: Vec<String>,
}

impl Out {
    fn push_text(&mut self, s: &str) {
        self.html.push_str(&html::escape_text(s));
        self.plain.push_str(s);
    }

    fn append(&mut self, mut inner: Out) {
        self.html.push_str(&inner.html);
        self.plain.push_str(&inner.plain);
        self.formatted |= inner.formatted;
        self.dropped.append(&mut inner.dropped);
    }
}

/// Reads the clue part of a clue line.
pub(super) fn read_clue(raw: &str) -> ClueText {
    let chars: Vec<char> = raw.chars().collect();
    let mut out = Out::default();
    run(&chars, 0, &mut out);
    let plain = if out.formatted {
        html::to_plain(&out.html)
    } else {
        out.plain.trim().to_string()
    };
    ClueText {
        plain,
        html: out.formatted.then_some(out.html),
        dropped: out.dropped,
    }
}

/// How deep formatting may nest; a deeper `{/` is text.
const MAX_DEPTH: usize = 8;

/// The last search for a marker's closing `m}`: where it started and what it found.
type Search = Option<(usize, Option<usize>)>;

/// Finds the first `m}` at or after `from`, reusing the last search when it answers this one
/// too, so a line full of unclosed markers is still read in linear time.
fn find_close(chars: &[char], from: usize, m: char, last: &mut Search) -> Option<usize> {
    if let Some((start, found)) = *last
        && from >= start
        && found.is_none_or(|k| from <= k)
    {
        return found;
    }
    let found =
        (from..chars.len().saturating_sub(1)).find(|&k| chars[k] == m && chars[k + 1] == '}');
    *last = Some((from, found));
    found
}

/// Reads a run of clue text. A marker `{m` closes at the first `m}` after it (as Puzzmo's
/// parser does), and what lies between is read again, so different markers nest.
fn run(chars: &[char], depth: usize, out: &mut Out) {
    let mut searches: [Search; FORMATS.len() + PIPED.len()] = Default::default();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '{'
            && depth < MAX_DEPTH
            && let Some(m) = next
            && let Some(k) = FORMATS
                .iter()
                .map(|(f, _)| *f)
                .chain(PIPED)
                .position(|f| f == m)
        {
            let from = if m == '!' && chars.get(i + 2) == Some(&'!') {
                i + 3
            } else {
                i + 2
            };
            if let Some(end) = find_close(chars, from, m, &mut searches[k]) {
                let content = &chars[from..end];
                match FORMATS.get(k) {
                    Some(&(_, tag)) => {
                        let mut inner = Out::default();
                        run(content, depth + 1, &mut inner);
                        inner.html = format!("<{tag}>{}</{tag}>", inner.html);
                        inner.formatted = true;
                        out.append(inner);
                    }
                    None => piped_text(m, &content.iter().collect::<String>(), depth, out),
                }
                i = end + 2;
                continue;
            }
        }
        if c == '{' && next == Some('\\') && chars.get(i + 2) == Some(&'}') {
            out.push_text("\\");
            i += 3;
            continue;
        }
        if c == '\\' {
            out.html.push_str("<br>");
            out.plain.push('\n');
            i += 1;
            continue;
        }
        out.push_text(c.encode_utf8(&mut [0; 4]));
        i += 1;
    }
}

/// The text a link, image or coloured text shows; the rest is noted as dropped.
fn piped_text(m: char, content: &str, depth: usize, out: &mut Out) {
    let parts: Vec<&str> = content
        .split('|')
        .map(|p| p.trim().trim_start_matches('[').trim_end_matches(']'))
        .collect();
    let first = parts.first().copied().unwrap_or("");
    let (text, what) = match m {
        '@' => (first, format!("a link to {}", parts.get(1).unwrap_or(&""))),
        '!' => (
            parts.get(1).copied().unwrap_or(""),
            format!("an image ({first})"),
        ),
        _ => (first, "a text colour".to_string()),
    };
    // The shown text may itself be formatted.
    let text: Vec<char> = text.chars().collect();
    let mut inner = Out::default();
    run(&text, depth + 1, &mut inner);
    out.append(inner);
    out.dropped.push(what);
}

/// Writes a clue: its markup converted to `.xd` formatting when it has some, else its text.
pub(super) fn write_clue(plain: &str, markup: Option<&str>) -> String {
    match markup {
        Some(m) if html::has_markup(m) => from_html(m),
        _ => escape_clue(plain),
    }
}

/// Escapes plain clue text, the `.xd` clue escaper: a line break as the spec's backslash, a
/// backslash itself as `{\}`.
fn escape_clue(s: &str) -> String {
    s.replace('\\', "{\\}").replace('\n', "\\")
}

/// Converts clue HTML to `.xd` formatting; tags with no `.xd` form are dropped, keeping text.
fn from_html(markup: &str) -> String {
    let mut out = String::new();
    for t in html::tokens(markup) {
        match t {
            html::Token::Tag(tag) => {
                let name = match tag.name.as_str() {
                    "em" => "i",
                    "strong" => "b",
                    "strike" | "del" => "s",
                    other => other,
                };
                if let Some(&(m, _)) = FORMATS.iter().find(|(_, t)| *t == name) {
                    if tag.closing {
                        out.push(m);
                        out.push('}');
                    } else {
                        out.push('{');
                        out.push(m);
                    }
                } else if name == "br" {
                    out.push('\\');
                }
            }
            html::Token::Entity(c) => out.push_str(&escape_clue(c.encode_utf8(&mut [0; 4]))),
            html::Token::Text(text) => out.push_str(&escape_clue(text)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formatting_becomes_html_and_plain_text() {
        let c = read_clue("First with {*bold*}, {/italic/}, and {*{/bold italic/}*} text");
        assert_eq!(c.plain, "First with bold, italic, and bold italic text");
        assert_eq!(
            c.html.as_deref(),
            Some("First with <b>bold</b>, <i>italic</i>, and <b><i>bold italic</i></b> text")
        );
        let c = read_clue("{~{/italic subscript/}~} & {^up^}");
        assert_eq!(
            c.html.as_deref(),
            Some("<sub><i>italic subscript</i></sub> &amp; <sup>up</sup>")
        );
        assert_eq!(c.plain, "italic subscript & up");
    }

    #[test]
    fn links_images_and_colours_keep_their_text() {
        let c = read_clue("{@ Second clue | http://x @}");
        assert_eq!((c.plain.as_str(), c.html), ("Second clue", None));
        assert_eq!(c.dropped, ["a link to http://x"]);
        assert_eq!(read_clue("{!! img | Alt text | 1 | 2 !}").plain, "Alt text");
        assert_eq!(read_clue("{# Red | #f00 | #900 #}").plain, "Red");
        assert_eq!(read_clue("{![u.png|alt]!}").plain, "alt");
    }

    #[test]
    fn unclosed_markers_and_backslashes_are_text() {
        assert_eq!(read_clue("a {/ b").plain, "a {/ b");
        let deep = "{/{*".repeat(2000);
        assert_eq!(
            read_clue(&deep).plain,
            deep,
            "nested unclosed markers stay linear enough"
        );
        assert_eq!(
            read_clue("one\\two {\\} x\\\\y").plain,
            "one\ntwo \\ x\n\ny"
        );
        assert_eq!(
            write_clue("one\ntwo \\ x\n\ny", None),
            "one\\two {\\} x\\\\y"
        );
    }

    #[test]
    fn html_writes_back_as_xd_formatting() {
        let html = "<i>It&apos;s</i> <b>b</b> <sub>2</sub> <em>x</em> a &amp; b";
        assert_eq!(
            write_clue("It's b 2 x a & b", Some(html)),
            "{/It's/} {*b*} {~2~} {/x/} a & b"
        );
        let back = read_clue(&write_clue("", Some("<i>a</i> &lt;b&gt;")));
        assert_eq!(back.html.as_deref(), Some("<i>a</i> &lt;b&gt;"));
    }
}
