//! Splitting a `.xd` file into its sections.
//!
//! Two layouts exist: explicit `## Name` headings (spec 2.0 and later, kotwords and Puzzmo),
//! and the implicit order of spec 1.0 (metadata, grid, clues, notes, separated by blank lines).
//! HTML comments (`<!-- … -->`) are skipped in both.

/// One line of the file with its number (from 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Line<'a> {
    /// The line number, counted from 1.
    pub no: usize,
    /// The text, without its line ending.
    pub text: &'a str,
}

/// The sections gridwright reads; the lines of each, in file order.
#[derive(Debug, Default)]
pub(super) struct Sections<'a> {
    /// `Key: value` headers.
    pub metadata: Vec<Line<'a>>,
    /// Grid rows (blank lines included; the reader skips them).
    pub grid: Vec<Line<'a>>,
    /// Clue lines.
    pub clues: Vec<Line<'a>>,
    /// Free notes, kept line for line.
    pub notes: Vec<Line<'a>>,
    /// The `## Design` section: a style sheet and a grid of style keys.
    pub design: Vec<Line<'a>>,
    /// The `## Start` section: letters given to the solver.
    pub start: Vec<Line<'a>>,
}

/// Which section a line belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Part {
    Metadata,
    Grid,
    Clues,
    Notes,
    Design,
    Start,
    /// A section gridwright does not read (its content is reported once).
    Other,
}

/// Splits the text into sections; sections that are not read are named in `warnings`.
pub(super) fn split<'a>(text: &'a str, warnings: &mut Vec<String>) -> Sections<'a> {
    let lines = uncommented(text);
    let explicit = lines
        .iter()
        .find(|l| !l.text.trim().is_empty())
        .is_some_and(|l| heading(l.text).is_some());
    if explicit {
        split_explicit(&lines, warnings)
    } else {
        split_implicit(&lines)
    }
}

/// Every line outside `<!-- … -->` comments, numbered.
fn uncommented(text: &str) -> Vec<Line<'_>> {
    let mut out = Vec::new();
    let mut in_comment = false;
    for (i, text) in text.lines().enumerate() {
        // A stray carriage return ends no line of ours.
        let text = text.trim_end_matches('\r');
        let t = text.trim();
        if in_comment {
            in_comment = !t.ends_with("-->");
            continue;
        }
        if t.starts_with("<!--") {
            // A one-line comment ends on the same line; `<!-->` alone opens one.
            in_comment = !(t.len() > 4 && t.ends_with("-->"));
            continue;
        }
        out.push(Line { no: i + 1, text });
    }
    out
}

/// The title of a `## Title` heading line.
fn heading(line: &str) -> Option<&str> {
    line.strip_prefix("## ").map(str::trim)
}

fn part_named(title: &str) -> Part {
    let t = title.to_lowercase();
    if t.starts_with("metadata") || t == "meta" {
        Part::Metadata
    } else if t.starts_with("grid") {
        Part::Grid
    } else if t.starts_with("clues") {
        Part::Clues
    } else if t.starts_with("notes") {
        Part::Notes
    } else if t.starts_with("design") {
        Part::Design
    } else if t.starts_with("start") {
        Part::Start
    } else {
        Part::Other
    }
}

fn split_explicit<'a>(lines: &[Line<'a>], warnings: &mut Vec<String>) -> Sections<'a> {
    let mut s = Sections::default();
    let mut part = Part::Other;
    let mut other: Option<(usize, &str, bool)> = None;
    let flush = |other: &mut Option<(usize, &str, bool)>, warnings: &mut Vec<String>| {
        if let Some((no, title, true)) = other.take() {
            warnings.push(format!(
                "line {no}: the section \"## {title}\" is not read; its content is not kept"
            ));
        }
    };
    for &line in lines {
        if let Some(title) = heading(line.text) {
            flush(&mut other, warnings);
            part = part_named(title);
            if part == Part::Other {
                other = Some((line.no, title, false));
            }
            continue;
        }
        let target = match part {
            Part::Metadata => &mut s.metadata,
            Part::Grid => &mut s.grid,
            Part::Clues => &mut s.clues,
            Part::Notes => &mut s.notes,
            Part::Design => &mut s.design,
            Part::Start => &mut s.start,
            Part::Other => {
                if let Some(o) = other.as_mut() {
                    o.2 |= !line.text.trim().is_empty();
                }
                continue;
            }
        };
        target.push(line);
    }
    flush(&mut other, warnings);
    s
}

/// Spec 1.0: headers up to the first blank line, then the grid rows, then the clues up to
/// two blank lines in a row, then the notes. A file that starts with its grid has no headers.
fn split_implicit<'a>(lines: &[Line<'a>]) -> Sections<'a> {
    let mut s = Sections::default();
    let mut i = 0;
    let blank = |l: &Line| l.text.trim().is_empty();
    let skip_blank = |i: &mut usize| {
        while *i < lines.len() && blank(&lines[*i]) {
            *i += 1;
        }
    };
    skip_blank(&mut i);
    let first_is_header = lines.get(i).is_some_and(|l| l.text.contains(':'));
    if first_is_header {
        while i < lines.len() && !blank(&lines[i]) {
            s.metadata.push(lines[i]);
            i += 1;
        }
        skip_blank(&mut i);
    }
    while i < lines.len() && !blank(&lines[i]) {
        s.grid.push(lines[i]);
        i += 1;
    }
    skip_blank(&mut i);
    while i < lines.len() {
        let two_blank = blank(&lines[i]) && lines.get(i + 1).is_some_and(blank);
        if two_blank {
            break;
        }
        s.clues.push(lines[i]);
        i += 1;
    }
    skip_blank(&mut i);
    s.notes.extend_from_slice(&lines[i..]);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(lines: &[Line]) -> Vec<String> {
        lines
            .iter()
            .filter(|l| !l.text.trim().is_empty())
            .map(|l| format!("{}:{}", l.no, l.text))
            .collect()
    }

    #[test]
    fn explicit_sections_merge_and_skip_comments() {
        let text = "## Metadata\n<!-- one -->\ntitle: T\n<!--\nx: y\n-->\n## Grid\nAB\n## Metadata\nrebus: 1=X\n## Odd\nstuff\n## Clues\nA1. c ~ AB\n";
        let mut w = Vec::new();
        let s = split(text, &mut w);
        assert_eq!(texts(&s.metadata), ["3:title: T", "10:rebus: 1=X"]);
        assert_eq!(texts(&s.grid), ["8:AB"]);
        assert_eq!(texts(&s.clues), ["14:A1. c ~ AB"]);
        assert_eq!(w.len(), 1, "{w:?}");
        assert!(w[0].starts_with("line 11: the section \"## Odd\""), "{w:?}");
    }

    #[test]
    fn implicit_order_with_one_or_two_blank_lines() {
        let text =
            "Title: T\nAuthor: A\n\n\nAB\nCD\n\nA1. x ~ AB\n\nD1. y ~ AC\n\n\nSome notes\n\nmore\n";
        let s = split(text, &mut Vec::new());
        assert_eq!(texts(&s.metadata), ["1:Title: T", "2:Author: A"]);
        assert_eq!(texts(&s.grid), ["5:AB", "6:CD"]);
        assert_eq!(texts(&s.clues), ["8:A1. x ~ AB", "10:D1. y ~ AC"]);
        assert_eq!(texts(&s.notes), ["13:Some notes", "15:more"]);
        let grid_first = split("AB\nCD\n\nA1. x ~ AB\n", &mut Vec::new());
        assert!(grid_first.metadata.is_empty());
        assert_eq!(texts(&grid_first.grid), ["1:AB", "2:CD"]);
    }
}
