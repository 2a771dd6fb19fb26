//! Reading one Exolve clue line: its number (or `[label]`), linked children, the clue up to
//! its enumeration, and the annotation after it.

use super::sections::Line;
use crate::grid::markup;

/// A clue as the line gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Clue {
    /// The number, when the line starts with one.
    pub number: Option<u16>,
    /// The label as written (`12`, or the text of `[P]`).
    pub label: String,
    /// The plain text, with its enumeration unless that was hidden.
    pub text: String,
    /// The clue's HTML when it has formatting tags.
    pub html: Option<String>,
}

/// What the clue reader noticed, reported once per kind.
#[derive(Debug, Default)]
pub(super) struct Report {
    orphans: Vec<String>,
    annotations: Vec<String>,
    linked: Vec<String>,
}

impl Report {
    /// A clue whose entry the grid does not have.
    pub fn orphan(&mut self, line: usize, label: &str) {
        self.orphans.push(format!("{label} (line {line})"));
    }

    /// The warnings.
    pub fn finish(self, warnings: &mut Vec<String>) {
        let mut say = |list: Vec<String>, what: &str| {
            if !list.is_empty() {
                warnings.push(format!(
                    "{what}: {}",
                    crate::grid::printable::few(&list, crate::grid::printable::ECHO_ITEMS)
                ));
            }
        };
        say(
            self.orphans,
            "clues for entries this grid does not have, not kept",
        );
        say(
            self.annotations,
            "annotations after the enumeration not kept",
        );
        say(
            self.linked,
            "linked entries kept as separate entries (the parent's clue on its first one)",
        );
    }
}

/// Reads a clue line; `None` for a line with no clue text.
pub(super) fn parse(line: &Line, report: &mut Report) -> Option<Clue> {
    let t = line.text.trim();
    let digits = t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (number, label, mut rest) = if digits > 0 {
        let n = t[..digits].parse::<u16>().ok();
        (n, t[..digits].to_string(), &t[digits..])
    } else if let Some(inner) = t.strip_prefix('[')
        && let Some((label, after)) = inner.split_once(']')
    {
        (None, label.trim().to_string(), after)
    } else {
        (None, String::new(), t)
    };
    // `1, 5, 2d Clue`: children linked to this clue.
    let mut children = Vec::new();
    loop {
        let r = rest.trim_start();
        let Some(after) = r.strip_prefix([',', '&']) else {
            break;
        };
        let after = after.trim_start();
        let end = after
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(after.len());
        // A child is a number with an optional direction (`5`, `2d`); `&amp;` is text.
        if end == 0 || !after.starts_with(|c: char| c.is_ascii_digit()) {
            break;
        }
        children.push(&after[..end]);
        rest = &after[end..];
    }
    if !children.is_empty() {
        report.linked.push(format!(
            "{label} with {} (line {})",
            children.join(", "),
            line.no
        ));
    }
    let (clue, anno) = split_enum(rest.trim());
    if !anno.trim().is_empty() {
        report
            .annotations
            .push(format!("{label} (line {})", line.no));
    }
    let html = without_in_clue_marks(clue.trim());
    let text = markup::to_plain(&html);
    if text.is_empty() {
        return None;
    }
    let tagged = markup::has_tag(&html);
    Some(Clue {
        number,
        label,
        text,
        html: tagged.then_some(html),
    })
}

/// The clue (through its enumeration, or before a hidden one) and the annotation after it.
/// The enumeration is the last parenthesised group that looks like one.
pub(super) fn split_enum(text: &str) -> (String, &str) {
    let mut found = None;
    let mut from = 0;
    while let Some(open) = text[from..].find('(').map(|i| i + from) {
        let Some(close) = text[open..].find(')').map(|i| i + open) else {
            break;
        };
        if is_enum(&text[open + 1..close]) {
            found = Some((open, close));
        }
        from = open + 1;
    }
    let Some((open, close)) = found else {
        return (text.to_string(), "");
    };
    let after = &text[close + 1..];
    match after.strip_prefix('*') {
        Some(anno) => (text[..open].trim_end().to_string(), anno),
        None => (text[..=close].to_string(), after),
    }
}

/// Whether the text inside parentheses is an enumeration: numbers with `-`, `,`, `'`, `.`
/// and spaces; or words of letters (`words`, `2 wds`, `6 letters`); or ending in `?`.
pub(super) fn is_enum(inner: &str) -> bool {
    let s = inner.trim();
    if s.is_empty() {
        return false;
    }
    if s.ends_with('?') {
        return true;
    }
    let numeric = s.starts_with(|c: char| c.is_ascii_digit())
        && s.chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '-' | ',' | '\'' | '.' | ' '));
    let words: Vec<&str> = s.split([',', ' ']).filter(|w| !w.is_empty()).collect();
    let word_ok = |w: &&str| {
        let letters = w.trim_start_matches(|c: char| c.is_ascii_digit());
        letters.is_empty()
            || (letters.chars().all(|c| c.is_ascii_alphabetic()) && letters.starts_with(['w', 'l']))
    };
    let worded = words.iter().all(word_ok)
        && words
            .iter()
            .any(|w| w.chars().any(|c| c.is_ascii_alphabetic()));
    numeric || worded
}

/// The clue without Exolve's in-clue annotation marks `~{`, `~{{class}` and `}~` (shown only
/// on reveal), keeping the text they mark.
fn without_in_clue_marks(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("~{") {
            rest = match after.strip_prefix('{').and_then(|a| a.split_once('}')) {
                Some((_, tail)) => tail,
                None => after,
            };
        } else if let Some(after) = rest.strip_prefix("}~") {
            rest = after;
        } else {
            let c = rest.chars().next().unwrap_or(' ');
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clue(t: &str) -> (Option<Clue>, Report) {
        let mut r = Report::default();
        (parse(&Line { no: 7, text: t }, &mut r), r)
    }

    #[test]
    fn enumerations_annotations_links_and_labels() {
        let (c, r) = clue("28 Replace ~{questionable medicine}~ (7) Hidden: PLACEBO");
        let c = c.unwrap();
        assert_eq!(c.number, Some(28));
        assert_eq!(c.text, "Replace questionable medicine (7)");
        assert_eq!(r.annotations.len(), 1);
        let (c, _) = clue("1 Satellite (4)* MOON");
        assert_eq!(c.unwrap().text, "Satellite");
        let (c, r) = clue("1, 5, 2d In spite of it all (7,3,4)");
        let c = c.unwrap();
        assert_eq!(
            (c.number, c.text.as_str()),
            (Some(1), "In spite of it all (7,3,4)")
        );
        assert_eq!(r.linked, ["1 with 5, 2d (line 7)"]);
        let (c, _) = clue("[P] A <i>hidden</i> word");
        let c = c.unwrap();
        assert_eq!((c.number, c.label.as_str()), (None, "P"));
        assert_eq!(c.html.as_deref(), Some("A <i>hidden</i> word"));
        assert_eq!(c.text, "A hidden word");
        let (c, _) = clue("3 Tom &amp; Jerry, 1984 (2 words)");
        let c = c.unwrap();
        assert_eq!(
            (c.text.as_str(), c.html),
            ("Tom & Jerry, 1984 (2 words)", None)
        );
        assert_eq!(
            split_enum("Novel (1984) by Orwell (?)*").0,
            "Novel (1984) by Orwell"
        );
        assert!(is_enum("4-2") && is_enum("6 letters") && is_enum("?"));
        assert!(!is_enum("Paris") && !is_enum(""));
    }
}
