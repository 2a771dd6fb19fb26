//! Splitting an Exolve block into its sections: `exolve-name: value` lines, the multi-line
//! sections' lines after them, comments (`# ` to the end of a line, or `#` ending it) removed.

use super::ExolveError;

/// A line of the file with its number (from 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Line<'a> {
    /// File line.
    pub no: usize,
    /// The text, without its comment.
    pub text: &'a str,
}

/// One section: its name (without `exolve-`), the value after the colon, the lines after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Section<'a> {
    /// The section's line.
    pub no: usize,
    /// `grid`, `across`, `title`, …
    pub name: &'a str,
    /// The text after the colon, trimmed.
    pub value: &'a str,
    /// The lines up to the next section.
    pub lines: Vec<Line<'a>>,
}

/// The sections of the first `exolve-begin … exolve-end` block of `text`.
pub(super) fn sections(text: &str) -> Result<Vec<Section<'_>>, ExolveError> {
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
    let begin = lines
        .by_ref()
        .find(|(_, l)| l.trim().starts_with("exolve-begin"))
        .map(|(no, _)| no)
        .ok_or(ExolveError::NoBlock)?;
    let mut out: Vec<Section> = Vec::new();
    for (no, raw) in lines {
        let text = without_comment(raw);
        let trimmed = text.trim();
        if trimmed.starts_with("exolve-end") {
            return Ok(out);
        }
        if let Some((name, value)) = section_line(trimmed) {
            out.push(Section {
                no,
                name,
                value,
                lines: Vec::new(),
            });
        } else if let Some(last) = out.last_mut() {
            last.lines.push(Line { no, text });
        }
    }
    Err(ExolveError::Unterminated { line: begin })
}

/// `exolve-name: value` → (`name`, `value`).
fn section_line(line: &str) -> Option<(&str, &str)> {
    let rest = line.strip_prefix("exolve-")?;
    let (name, value) = rest.split_once(':')?;
    let ok = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    ok.then(|| (name, value.trim()))
}

/// The line without its comment: from a `#` followed by a space or ending the line (a `#`
/// before anything else, as in `#FF0000` or `&#35;`, is text).
pub(super) fn without_comment(line: &str) -> &str {
    let bytes = line.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'#' && bytes.get(i + 1).is_none_or(|n| n.is_ascii_whitespace()) {
            return &line[..i];
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_hold_their_lines_and_comments_go() {
        let text = "<html>\nexolve-begin\n exolve-width: 3 # three\n exolve-grid:\n  ABC\n  #FF0000 x#\n exolve-end\nafter";
        let s = sections(text).unwrap();
        assert_eq!(s.len(), 2);
        assert_eq!((s[0].name, s[0].value, s[0].no), ("width", "3", 3));
        let grid: Vec<&str> = s[1].lines.iter().map(|l| l.text.trim()).collect();
        assert_eq!(grid, ["ABC", "#FF0000 x"]);
        assert_eq!(s[1].lines[0].no, 5);
        assert_eq!(sections("x"), Err(ExolveError::NoBlock));
        assert_eq!(
            sections("exolve-begin\nexolve-width: 3"),
            Err(ExolveError::Unterminated { line: 1 })
        );
    }
}
