//! Clue markup: the small HTML subset ipuz and `.jpz` clues use (`<i>`, `<b>`, `<sub>`,
//! `<sup>`, `<s>`, `<u>`, `<br>`, character entities), turned into plain text for the formats
//! and screens that hold only text.

/// One piece of clue markup, as every reader and writer of markup sees it: the one
/// tokenizer behind [`to_plain`], [`sanitize`], the `.jpz`, `.xd` and Exolve writers and the
/// printed page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Token<'a> {
    /// A tag (`<i>`, `</B>`, `<br/>`, `<!-- x -->`).
    Tag(Tag<'a>),
    /// A character entity (`&amp;`, `&#233;`), decoded.
    Entity(char),
    /// Text with no tag or entity in it (a `<` or `&` that starts neither is text).
    Text(&'a str),
}

/// A tag of clue markup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tag<'a> {
    /// The tag name, lower-cased: its letters and digits after `<` or `</` ("" for `<!--`).
    pub name: String,
    /// `</name>`.
    pub closing: bool,
    /// `<name/>`: an empty element.
    pub empty: bool,
    /// Everything between `<` and `>`, trimmed.
    pub raw: &'a str,
}

impl Tag<'_> {
    /// `<br>` or a paragraph edge: where the text breaks (a space in plain text).
    pub fn is_break(&self) -> bool {
        matches!(self.name.as_str(), "br" | "p")
    }
}

/// The pieces of `markup` in order; their text put together is the markup.
pub fn tokens(markup: &str) -> Tokens<'_> {
    Tokens { rest: markup }
}

/// The iterator of [`tokens`].
#[derive(Debug, Clone)]
pub struct Tokens<'a> {
    rest: &'a str,
}

impl<'a> Iterator for Tokens<'a> {
    type Item = Token<'a>;

    fn next(&mut self) -> Option<Token<'a>> {
        let rest = self.rest;
        let c = rest.chars().next()?;
        if c == '<'
            && let Some(end) = tag_end(rest)
        {
            self.rest = &rest[end + 1..];
            return Some(Token::Tag(tag(&rest[1..end])));
        }
        if c == '&'
            && let Some((decoded, used)) = entity(rest)
        {
            self.rest = &rest[used..];
            return Some(Token::Entity(decoded));
        }
        let skip = c.len_utf8();
        let next = rest[skip..]
            .find(['<', '&'])
            .map_or(rest.len(), |i| i + skip);
        self.rest = &rest[next..];
        Some(Token::Text(&rest[..next]))
    }
}

/// The tag whose text between `<` and `>` is `raw`.
fn tag(raw: &str) -> Tag<'_> {
    let raw = raw.trim();
    let closing = raw.starts_with('/');
    let name = raw
        .trim_start_matches('/')
        .chars()
        .take_while(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_ascii_lowercase();
    Tag {
        name,
        closing,
        empty: !closing && raw.ends_with('/'),
        raw,
    }
}

/// Whether `markup` holds a tag (not just text and entities).
pub fn has_tag(markup: &str) -> bool {
    tokens(markup).any(|t| matches!(t, Token::Tag(_)))
}

/// The plain text of a marked-up clue: tags removed, entities decoded, white space collapsed.
///
/// Text that is not markup comes back unchanged (apart from white-space runs), so calling
/// this on a plain clue is harmless; a `<` that does not open a tag is kept.
pub fn to_plain(markup: &str) -> String {
    collapse_space(&to_text(markup))
}

/// The text of markup with its spacing as written: tags removed (a break is a space),
/// entities decoded.
pub fn to_text(markup: &str) -> String {
    let mut out = String::with_capacity(markup.len());
    for t in tokens(markup) {
        match t {
            Token::Tag(tag) if tag.is_break() => out.push(' '),
            Token::Tag(_) => {}
            Token::Entity(c) => out.push(c),
            Token::Text(text) => out.push_str(text),
        }
    }
    out
}

/// True when the text holds a tag or an entity that [`to_plain`] would change.
pub fn has_markup(text: &str) -> bool {
    to_plain(text) != collapse_space(text)
}

/// Escapes plain text for the HTML pages we write, in element content and in attribute
/// values (`&`, `<`, `>`, `"`, `'`): the one escaper of HTML output.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    escape_into(text, &mut out);
    out
}

/// [`escape`] appended to `out`.
pub fn escape_into(text: &str, out: &mut String) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
}

/// Escapes plain text as clue markup holds it (`&`, `<`, `>` only): the one escaper of the
/// markup a puzzle keeps and that ipuz, Exolve and the slot file carry, so a quote reads back
/// as the quote it was, and markup read from `.jpz` or `.xd` has one spelling.
pub fn escape_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    escape_text_into(text, &mut out);
    out
}

/// [`escape_text`] appended to `out`.
pub fn escape_text_into(text: &str, out: &mut String) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
}

/// The tags kept when markup is printed; anything else is dropped by [`sanitize`].
const KEPT_TAGS: [&str; 7] = ["i", "b", "em", "strong", "sub", "sup", "s"];

/// Markup safe to put in our own HTML page: the formatting tags in [`KEPT_TAGS`] kept (with no
/// attributes), every other tag dropped, text and entities re-escaped.
pub fn sanitize(markup: &str) -> String {
    let mut out = String::with_capacity(markup.len());
    for t in tokens(markup) {
        match t {
            Token::Tag(tag) if KEPT_TAGS.contains(&tag.name.as_str()) => {
                out.push('<');
                if tag.closing {
                    out.push('/');
                }
                out.push_str(&tag.name);
                out.push('>');
            }
            Token::Tag(tag) if tag.is_break() => out.push(' '),
            Token::Tag(_) => {}
            Token::Entity(c) => escape_into(c.encode_utf8(&mut [0; 4]), &mut out),
            Token::Text(text) => escape_into(text, &mut out),
        }
    }
    out
}

/// The byte index of the `>` closing a tag that starts at `s[0] == '<'`, when it is a tag.
fn tag_end(s: &str) -> Option<usize> {
    let second = s[1..].chars().next()?;
    if !(second.is_ascii_alphabetic() || second == '/' || second == '!') {
        return None;
    }
    let end = s.find('>')?;
    // A tag does not span another '<' (then it was text: "a < b > c").
    (!s[1..end].contains('<')).then_some(end)
}

/// Decodes the character entity at the start of `s` (`&amp;`, `&#233;`, `&#xE9;`), returning
/// the character and the bytes it takes; the one decoder every reader of markup uses.
pub fn entity(s: &str) -> Option<(char, usize)> {
    let end = s.char_indices().take(12).find(|&(_, c)| c == ';')?.0;
    let name = &s[1..end];
    let c = match name {
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        "nbsp" => '\u{a0}',
        "ndash" => '–',
        "mdash" => '—',
        "lsquo" => '‘',
        "rsquo" => '’',
        "ldquo" => '“',
        "rdquo" => '”',
        "hellip" => '…',
        "eacute" => 'é',
        "copy" => '©',
        _ => {
            let num = name.strip_prefix('#')?;
            let code = match num.strip_prefix(['x', 'X']) {
                Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                None => num.parse().ok()?,
            };
            char::from_u32(code)?
        }
    };
    Some((c, end + 1))
}

fn collapse_space(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_go_and_entities_are_decoded() {
        assert_eq!(to_plain("<i>Breaking Bad</i> star"), "Breaking Bad star");
        assert_eq!(to_plain("&quot;Hi&quot; &amp; bye"), "\"Hi\" & bye");
        assert_eq!(to_plain("H<sub>2</sub>O"), "H2O");
        assert_eq!(to_plain("line<br/>two"), "line two");
        assert_eq!(to_plain("&#233;t&#xE9;"), "été");
        assert_eq!(to_plain("& Ё中中中 &Ё"), "& Ё中中中 &Ё");
    }

    #[test]
    fn plain_text_is_left_alone() {
        assert_eq!(to_plain("a < b > c"), "a < b > c");
        assert_eq!(to_plain("AT&T"), "AT&T");
        assert_eq!(to_plain("3<4"), "3<4");
        assert!(!has_markup("Plain clue, 5 < 6"));
        assert!(has_markup("<i>Ital</i>"));
    }

    #[test]
    fn an_ampersand_before_wide_characters_is_text() {
        assert_eq!(to_plain("&\"\\𖣪ݖ𑃦Â"), "&\"\\𖣪ݖ𑃦Â");
        assert_eq!(sanitize("&𑃦;"), "&amp;𑃦;");
    }

    #[test]
    fn sanitize_keeps_formatting_only() {
        assert_eq!(
            sanitize("<i class=x>A</i> <script>x</script> &amp; \"q\""),
            "<i>A</i> x &amp; &quot;q&quot;"
        );
    }

    #[test]
    fn tokens_are_tags_entities_and_text() {
        let t: Vec<Token> = tokens("a<I class=x>b</i>&amp;<br/>3 < 4 &x").collect();
        let tag = |name: &str, closing, empty, raw| {
            Token::Tag(Tag {
                name: name.into(),
                closing,
                empty,
                raw,
            })
        };
        assert_eq!(
            t,
            [
                Token::Text("a"),
                tag("i", false, false, "I class=x"),
                Token::Text("b"),
                tag("i", true, false, "/i"),
                Token::Entity('&'),
                tag("br", false, true, "br/"),
                Token::Text("3 "),
                Token::Text("< 4 "),
                Token::Text("&x"),
            ]
        );
        assert!(has_tag("x<b>y</b>") && !has_tag("a < b &amp; c"));
    }
}
