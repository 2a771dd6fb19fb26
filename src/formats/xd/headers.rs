//! The metadata section: `Key: value` lines.

use super::XdError;
use super::sections::Line;
use crate::formats::header_value::unescape;
use crate::grid::{Alphabet, Grid, Meta, Symmetry};
use std::collections::BTreeMap;

/// What lowercase squares mean.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Special {
    /// Circled squares.
    Circle,
    /// Shaded squares.
    Shade,
}

/// The headers gridwright reads.
#[derive(Debug, Default)]
pub(super) struct Headers {
    /// Title, author and the other text fields, plus the flags.
    pub meta: Meta,
    /// Rebus keys and the answers they stand for.
    pub rebus: BTreeMap<char, String>,
    /// What lowercase squares mean, when the file says.
    pub special: Option<Special>,
    /// The alphabet, when the file names one (gridwright's own header).
    pub alphabet: Option<Alphabet>,
    /// `.` is an empty square even in a grid without `#` (gridwright's own header).
    pub dot_is_empty: bool,
}

/// Reads the metadata lines; unknown headers are named in one warning.
pub(super) fn read(lines: &[Line], warnings: &mut Vec<String>) -> Result<Headers, XdError> {
    let mut h = Headers::default();
    let mut unknown = Vec::new();
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for line in lines {
        let t = line.text.trim();
        if t.is_empty() {
            continue;
        }
        let Some((key, value)) = t.split_once(':') else {
            warnings.push(format!(
                "line {}: {:?} is not a `Key: value` header; not kept",
                line.no,
                short(t)
            ));
            continue;
        };
        let name = key.trim().to_lowercase();
        let value = unescape(value.trim());
        if let Some(first) = seen.insert(name.clone(), line.no) {
            warnings.push(format!(
                "line {}: a second {} header replaces the one on line {first}",
                line.no,
                key.trim()
            ));
        }
        if !set(&mut h, &name, value, line.no, warnings)? {
            unknown.push(format!("{} (line {})", key.trim(), line.no));
        }
    }
    if !unknown.is_empty() {
        warnings.push(format!(
            "headers not kept: {}",
            crate::grid::printable::few(&unknown, crate::grid::printable::ECHO_ITEMS)
        ));
    }
    Ok(h)
}

/// Sets one header; false when gridwright does not know it.
fn set(
    h: &mut Headers,
    name: &str,
    value: String,
    line: usize,
    warnings: &mut Vec<String>,
) -> Result<bool, XdError> {
    let m = &mut h.meta;
    let field = match name {
        "title" => &mut m.title,
        "author" => &mut m.author,
        "editor" => &mut m.editor,
        "publisher" => &mut m.publisher,
        "copyright" => &mut m.copyright,
        "date" => &mut m.date,
        "notes" | "description" => &mut m.notes,
        "intro" => &mut m.intro,
        "explanation" => &mut m.explanation,
        "url" => &mut m.url,
        "difficulty" => &mut m.difficulty,
        "rebus" => {
            h.rebus = rebus(&value, line, warnings)?;
            return Ok(true);
        }
        "special" => {
            h.special = Some(special(&value, line, warnings));
            return Ok(true);
        }
        "alphabet" => {
            let a = crate::formats::alphabet::declared(&value).map_err(|e| XdError::Header {
                line,
                message: format!("Alphabet: {e}"),
            })?;
            h.alphabet = Some(a);
            return Ok(true);
        }
        "symmetry" => {
            match value.parse::<Symmetry>() {
                Ok(s) => m.symmetry = s,
                Err(e) => warnings.push(format!("line {line}: {e}; rotational kept")),
            }
            return Ok(true);
        }
        "no-solution" => {
            m.no_solution = flag(&value, line, warnings);
            return Ok(true);
        }
        "diagramless" => {
            m.diagramless = flag(&value, line, warnings);
            return Ok(true);
        }
        "empty" => {
            h.dot_is_empty = value == ".";
            if !h.dot_is_empty {
                warnings.push(format!(
                    "line {line}: Empty: only `.` can mark empty squares; {value:?} ignored"
                ));
            }
            return Ok(true);
        }
        _ => return Ok(false),
    };
    *field = value;
    Ok(true)
}

/// `1=STAR 2=HEART`: each key is one character. Keys may also be separated by commas
/// (`1=HEART,2=DIAMOND`, as in the xd corpus's 1955 files).
fn rebus(
    value: &str,
    line: usize,
    warnings: &mut Vec<String>,
) -> Result<BTreeMap<char, String>, XdError> {
    let mut out = BTreeMap::new();
    let tokens = value
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty());
    for token in tokens {
        let (key, text) = token.split_once('=').unwrap_or((token, ""));
        let mut chars = key.chars();
        let (Some(k), None) = (chars.next(), chars.next()) else {
            warnings.push(format!(
                "line {line}: rebus {token:?} does not map one character to an answer; ignored"
            ));
            continue;
        };
        let n = text.chars().count();
        if n == 0 || n > Grid::MAX_REBUS || text.chars().any(char::is_control) || "#.".contains(k) {
            return Err(XdError::Header {
                line,
                message: format!(
                    "rebus {token:?}: a key other than # and . standing for 1 to {} characters",
                    Grid::MAX_REBUS
                ),
            });
        }
        out.insert(k, text.to_string());
    }
    Ok(out)
}

fn special(value: &str, line: usize, warnings: &mut Vec<String>) -> Special {
    match value.to_lowercase().as_str() {
        "circle" | "circled" | "circles" => Special::Circle,
        "shaded" | "shade" | "shading" | "grey" | "gray" => Special::Shade,
        _ => {
            warnings.push(format!(
                "line {line}: Special: {value:?} is neither circle nor shaded; lowercase squares are read as circled"
            ));
            Special::Circle
        }
    }
}

fn flag(value: &str, line: usize, warnings: &mut Vec<String>) -> bool {
    match value.to_lowercase().as_str() {
        "yes" | "true" | "1" => true,
        "no" | "false" | "0" | "" => false,
        _ => {
            warnings.push(format!(
                "line {line}: {value:?} is not yes or no; read as no"
            ));
            false
        }
    }
}

fn short(s: &str) -> String {
    s.chars().take(40).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> Vec<Line<'_>> {
        text.lines()
            .enumerate()
            .map(|(i, t)| Line { no: i + 1, text: t })
            .collect()
    }

    #[test]
    fn known_headers_fill_the_meta_and_others_are_named() {
        let mut w = Vec::new();
        let h = read(
            &lines("Title: T\ndescription: two\\nlines\nRebus: 1=HEART 2=DIAMOND ❶=XYZ\nSpecial: shaded\nform: barred\nUrl: http://x\n"),
            &mut w,
        )
        .unwrap();
        assert_eq!(h.meta.title, "T");
        assert_eq!(h.meta.notes, "two\nlines");
        assert_eq!(h.meta.url, "http://x");
        assert_eq!(h.rebus.get(&'❶').map(String::as_str), Some("XYZ"));
        assert_eq!(h.rebus.len(), 3);
        assert_eq!(h.special, Some(Special::Shade));
        assert_eq!(w, ["headers not kept: form (line 5)"]);
    }

    #[test]
    fn a_bad_rebus_names_its_line() {
        let e = read(&lines("Title: x\nRebus: 1=\n"), &mut Vec::new()).unwrap_err();
        assert!(e.to_string().starts_with("line 2: rebus \"1=\""), "{e}");
    }
}
