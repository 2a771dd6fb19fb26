//! Text from a file made safe for a terminal: the one rule the studio and every command use
//! before showing a title, a clue or anything else a puzzle file says.
//!
//! A terminal obeys control characters: ESC starts sequences that set the window title,
//! clear the screen or (OSC 52) write the clipboard, BEL rings, CR rewrites the line, and C1
//! controls (U+0080–U+009F) are escapes of their own on some terminals. So in text shown in
//! one line, every line break and tab becomes a space and every other control character is
//! dropped; text shown over several lines keeps its line breaks and tabs only.

use std::borrow::Cow;

/// Whether `c` moves to a new line (CR, LF, VT, FF, NEL, the Unicode line and paragraph
/// separators) or is a tab: shown as a space in one line.
fn is_break(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r' | '\t' | '\u{0b}' | '\u{0c}' | '\u{85}' | '\u{2028}' | '\u{2029}'
    )
}

/// Whether `c` has to be changed before it reaches a terminal.
fn is_unsafe(c: char) -> bool {
    c.is_control() || is_break(c)
}

/// `text` as one line: a line break (CRLF counts as one) or tab becomes a space, any other
/// control character goes. Borrows when there is nothing to change.
pub fn one_line(text: &str) -> Cow<'_, str> {
    if !text.chars().any(is_unsafe) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\r' && chars.peek() == Some(&'\n') {
            continue;
        }
        if is_break(c) {
            out.push(' ');
        } else if !c.is_control() {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// `text` over several lines: LF and tab stay, CRLF becomes LF, any other control
/// character (a lone CR included) goes. For whole messages whose line breaks are our own.
pub fn lines(text: &str) -> Cow<'_, str> {
    let keep = |c: char| c == '\n' || c == '\t';
    if !text.chars().any(|c| c.is_control() && !keep(c)) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .filter(|&c| keep(c) || !c.is_control())
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOSTILE: &str = "A\x1b]0;pwned\x07B\x1b]52;c;aGk=\x07\x1b[2J\r\nC\u{9b}D\u{2028}E\tF\x7f";

    #[test]
    fn one_line_keeps_the_text_and_drops_what_a_terminal_would_obey() {
        assert_eq!(one_line(HOSTILE), "A]0;pwnedB]52;c;aGk=[2J CD E F");
        assert!(matches!(one_line("plain Ünïcode"), Cow::Borrowed(_)));
        assert_eq!(one_line("a\r\n\r\nb"), "a  b");
    }

    #[test]
    fn lines_keep_only_line_breaks_and_tabs() {
        assert_eq!(
            lines("one\r\ntwo\x1b[31m\tthree\n"),
            "one\ntwo[31m\tthree\n"
        );
        assert!(matches!(lines("a\nb\tc"), Cow::Borrowed(_)));
    }
}
