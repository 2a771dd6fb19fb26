//! Clue text: ipuz clues may hold HTML. The model keeps the plain text in `clues` and the
//! original in `clue_markup` when it had formatting tags; entities alone are plain text.

use crate::grid::markup;

/// The plain text of a clue as the file writes it, and its markup when it had tags.
pub(super) fn read(raw: &str) -> (String, Option<String>) {
    if !markup::has_markup(raw) {
        return (raw.to_string(), None);
    }
    let plain = markup::to_plain(raw);
    let tags = has_tags(raw).then(|| raw.to_string());
    (plain, tags)
}

/// True when the text holds a tag (not only entities): with every `<` escaped, its plain
/// text would change.
pub(super) fn has_tags(raw: &str) -> bool {
    markup::to_plain(&raw.replace('<', "&lt;")) != markup::to_plain(raw)
}

/// The text to write for a plain clue, and whether [`read`] gives back exactly `plain` and no
/// markup. The text is written as it is unless it would read as markup; then it is escaped.
/// Escaped text loses runs of white space when read, hence the flag: the writer then keeps
/// the exact text in its extension.
pub(super) fn write(plain: &str) -> (String, bool) {
    let same = |written: &str| {
        let (back, markup) = read(written);
        back == plain && markup.is_none()
    };
    if same(plain) {
        return (plain.to_string(), true);
    }
    let escaped = markup::escape_text(plain);
    let exact = same(&escaped);
    (escaped, exact)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formatting_is_kept_entities_are_text() {
        assert_eq!(
            read("<i>Breaking Bad</i> star"),
            (
                "Breaking Bad star".into(),
                Some("<i>Breaking Bad</i> star".into())
            )
        );
        assert_eq!(read("Tom &amp; Jerry"), ("Tom & Jerry".into(), None));
        assert_eq!(read("a  <  b"), ("a  <  b".into(), None));
    }

    #[test]
    fn plain_text_that_looks_like_markup_is_escaped() {
        assert_eq!(write("AT&T"), ("AT&T".into(), true));
        assert_eq!(write("<b> tag"), ("&lt;b&gt; tag".into(), true));
        assert_eq!(write("&amp;"), ("&amp;amp;".into(), true));
        // White space runs do not survive HTML: the writer must keep the text elsewhere.
        assert!(!write("<b>  x").1);
    }
}
