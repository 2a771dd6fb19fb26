//! Text from a file made safe for a terminal: the one rule the studio and every command use
//! before showing a title, a clue or anything else a puzzle file says.
//!
//! A terminal obeys control characters: ESC starts sequences that set the window title,
//! clear the screen or (OSC 52) write the clipboard, BEL rings, CR rewrites the line, and C1
//! controls (U+0080–U+009F) are escapes of their own on some terminals. So in text shown in
//! one line, every line break and tab becomes a space and every other control character is
//! dropped; text shown over several lines keeps its line breaks and tabs only. The
//! bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069) go too: they
//! make a terminal show the rest of the line reversed, so a title could pass for another.
//!
//! Echoes are bounded by one rule ([`few`], [`cut`]): at most a few items named, each cut to
//! [`ECHO_CHARS`] characters, then "… and N more", so a hostile file or argument of megabytes
//! prints a line, not megabytes.

use std::borrow::Cow;

/// Whether `c` moves to a new line (CR, LF, VT, FF, NEL, the Unicode line and paragraph
/// separators) or is a tab: shown as a space in one line.
fn is_break(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r' | '\t' | '\u{0b}' | '\u{0c}' | '\u{85}' | '\u{2028}' | '\u{2029}'
    )
}

/// Whether `c` reorders the text around it (bidi embeddings, overrides and isolates).
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Whether `c` is dropped from text shown on a terminal (a break is made a space instead).
fn is_dropped(c: char) -> bool {
    c.is_control() || is_bidi_control(c)
}

/// Whether `c` has to be changed before it reaches a terminal.
fn is_unsafe(c: char) -> bool {
    is_dropped(c) || is_break(c)
}

/// How many characters of one echoed item are shown (see [`cut`]).
pub const ECHO_CHARS: usize = 60;

/// How many items an echo names before "… and N more" (see [`few`]).
pub const ECHO_ITEMS: usize = 5;

/// `text` made one line and cut to [`ECHO_CHARS`] characters ("…" and the count of the rest
/// when longer): how an argument or a line from a file is quoted in a message.
pub fn cut(text: &str) -> String {
    let line = one_line(text);
    let total = line.chars().count();
    if total <= ECHO_CHARS {
        return line.into_owned();
    }
    let head: String = line.chars().take(ECHO_CHARS).collect();
    format!("{head}… ({total} characters)")
}

/// How many characters of one message line reach standard error (see [`bound_lines`]).
pub const MESSAGE_LINE_CHARS: usize = 400;

/// Each line of `text` cut to [`MESSAGE_LINE_CHARS`] characters ("… (N more characters)"
/// after): the last bound on a message, whatever a file or an argument put into it.
pub fn bound_lines(text: &str) -> Cow<'_, str> {
    if text.len() <= MESSAGE_LINE_CHARS {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(MESSAGE_LINE_CHARS * 2);
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        match line.char_indices().nth(MESSAGE_LINE_CHARS) {
            None => out.push_str(line),
            Some((at, _)) => {
                let rest = line[at..].chars().count();
                out.push_str(&line[..at]);
                out.push_str(&format!("… ({rest} more characters)"));
            }
        }
    }
    Cow::Owned(out)
}

/// At most `max` items, each [`cut`], joined by ", ", then "… and N more" for the rest: the
/// one bound on every list a message names.
pub fn few<S: AsRef<str>>(items: impl IntoIterator<Item = S>, max: usize) -> String {
    let mut shown: Vec<String> = Vec::new();
    let mut rest = 0usize;
    for item in items {
        if shown.len() < max {
            shown.push(cut(item.as_ref()));
        } else {
            rest += 1;
        }
    }
    let mut out = shown.join(", ");
    if rest > 0 {
        out.push_str(&format!(" … and {rest} more"));
    }
    out
}

/// The first character of `text` a terminal would obey and that [`one_line`] drops (a line
/// break or tab is not one): its 1-based position and the character. For refusing an
/// argument whose letters would otherwise be read around an escape sequence.
pub fn first_control(text: &str) -> Option<(usize, char)> {
    text.chars()
        .enumerate()
        .find(|&(_, c)| is_dropped(c) && !is_break(c))
        .map(|(i, c)| (i + 1, c))
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
        } else if !is_dropped(c) {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// `text` over several lines: LF and tab stay, CRLF becomes LF, any other control
/// character (a lone CR included) goes. For whole messages whose line breaks are our own.
pub fn lines(text: &str) -> Cow<'_, str> {
    let keep = |c: char| c == '\n' || c == '\t';
    if !text.chars().any(|c| is_dropped(c) && !keep(c)) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .filter(|&c| keep(c) || !is_dropped(c))
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
    fn bidi_controls_go_from_one_line_and_from_lines() {
        let title = "Safe \u{202E}txt.exe\u{202C} \u{2066}a\u{2069}\u{202A}\u{202B}\u{202D}\u{2067}\u{2068}";
        assert_eq!(one_line(title), "Safe txt.exe a");
        assert_eq!(lines(title), "Safe txt.exe a");
        // Marks that do not reorder what follows stay (U+200F RIGHT-TO-LEFT MARK).
        assert_eq!(one_line("a\u{200F}b"), "a\u{200F}b");
    }

    #[test]
    fn message_lines_are_bounded() {
        let long = format!("short\n{}\nend", "y".repeat(10_000));
        let b = bound_lines(&long);
        assert_eq!(
            b,
            format!("short\n{}… (9600 more characters)\nend", "y".repeat(400))
        );
        assert!(matches!(bound_lines("a\nb"), Cow::Borrowed(_)));
    }

    #[test]
    fn echoes_are_bounded() {
        let long = "x".repeat(100_000);
        assert_eq!(
            cut(&long),
            format!("{}… (100000 characters)", "x".repeat(60))
        );
        assert_eq!(cut("short\x1b[2J"), "short[2J");
        let items = (0..400_000).map(|i| format!("HEADER{i}"));
        let line = few(items, ECHO_ITEMS);
        assert_eq!(
            line,
            "HEADER0, HEADER1, HEADER2, HEADER3, HEADER4 … and 399995 more"
        );
        assert_eq!(few(["a", "b"], 5), "a, b");
        assert!(few([long.as_str(), long.as_str()], 1).len() < 120);
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
