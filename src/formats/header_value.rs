//! Header values of the line-based formats (`.xd` headers, our text puzzle's `; Key: value`
//! lines): a line break is written `\n` and a backslash `\\`.

/// Escapes a value to fit on one line.
pub(crate) fn escape(s: &str) -> String {
    s.replace('\\', "\\\\").replace('\n', "\\n")
}

/// The inverse of [`escape`]. Only `\n` and `\\` are escapes; any other backslash is kept as
/// written, so a title such as `AC\DC` from another tool reads as written and a value never
/// gains white space at its ends that the writer would not keep.
pub(crate) fn unescape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.peek() {
            Some('n') => {
                chars.next();
                out.push('\n');
            }
            Some('\\') => {
                chars.next();
                out.push('\\');
            }
            _ => out.push('\\'),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_breaks_and_backslashes_round_trip_and_other_backslashes_stay() {
        assert_eq!(unescape("AC\\DC \\\\ \\n"), "AC\\DC \\ \n");
        assert_eq!(unescape(&escape("a\\nb\nc\\")), "a\\nb\nc\\");
    }
}
