//! Clue markup: the small HTML subset ipuz and `.jpz` clues use (`<i>`, `<b>`, `<sub>`,
//! `<sup>`, `<s>`, `<u>`, `<br>`, character entities), turned into plain text for the formats
//! and screens that hold only text.

/// The plain text of a marked-up clue: tags removed, entities decoded, white space collapsed.
///
/// Text that is not markup comes back unchanged (apart from white-space runs), so calling
/// this on a plain clue is harmless; a `<` that does not open a tag is kept.
pub fn to_plain(markup: &str) -> String {
    let mut out = String::with_capacity(markup.len());
    let mut rest = markup;
    while let Some(c) = rest.chars().next() {
        if c == '<'
            && let Some(end) = tag_end(rest)
        {
            let tag = &rest[1..end];
            if is_break(tag) {
                out.push(' ');
            }
            rest = &rest[end + 1..];
            continue;
        }
        if c == '&'
            && let Some((decoded, used)) = entity(rest)
        {
            out.push(decoded);
            rest = &rest[used..];
            continue;
        }
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    collapse_space(&out)
}

/// True when the text holds a tag or an entity that [`to_plain`] would change.
pub fn has_markup(text: &str) -> bool {
    to_plain(text) != collapse_space(text)
}

/// Escapes plain text for HTML or XML (`&`, `<`, `>`, `"`).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// The tags kept when markup is printed; anything else is dropped by [`sanitize`].
const KEPT_TAGS: [&str; 7] = ["i", "b", "em", "strong", "sub", "sup", "s"];

/// Markup safe to put in our own HTML page: the formatting tags in [`KEPT_TAGS`] kept (with no
/// attributes), every other tag dropped, text and entities re-escaped.
pub fn sanitize(markup: &str) -> String {
    let mut out = String::with_capacity(markup.len());
    let mut rest = markup;
    while let Some(c) = rest.chars().next() {
        if c == '<'
            && let Some(end) = tag_end(rest)
        {
            let tag = rest[1..end].trim();
            let closing = tag.starts_with('/');
            let name: String = tag
                .trim_start_matches('/')
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric())
                .collect::<String>()
                .to_ascii_lowercase();
            if KEPT_TAGS.contains(&name.as_str()) {
                out.push('<');
                if closing {
                    out.push('/');
                }
                out.push_str(&name);
                out.push('>');
            } else if is_break(tag) {
                out.push(' ');
            }
            rest = &rest[end + 1..];
            continue;
        }
        if c == '&'
            && let Some((decoded, used)) = entity(rest)
        {
            out.push_str(&escape(&decoded.to_string()));
            rest = &rest[used..];
            continue;
        }
        out.push_str(&escape(&c.to_string()));
        rest = &rest[c.len_utf8()..];
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

fn is_break(tag: &str) -> bool {
    let name = tag.trim().trim_end_matches('/').trim().to_ascii_lowercase();
    name == "br" || name == "p" || name == "/p"
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
}
