//! The `## Design` section (kotwords, Puzzmo): a style sheet of one-character rules, then a
//! grid of those characters marking the squares each rule applies to.
//!
//! ```text
//! <style>
//! A { background: circle }
//! B { bar-left: true; background-light: #C0C0C0 }
//! </style>
//!
//! A...#
//! ..B.#
//! ```
//! Read: `background: circle`, a colour in `background-light` (or `background-color`),
//! `bar-top` / `bar-left` (and `bar-bottom` / `bar-right`), `background: shade` (Puzzmo's
//! shading, which the writer uses) and `shaded: true` (what gridwright wrote before).

use super::sections::Line;
use crate::grid::{Pos, Puzzle, Rgb};
use std::collections::{BTreeMap, BTreeSet};

/// A rule's properties in file order.
type Rule = Vec<(String, String)>;

/// Applies a design section to the puzzle's styles; what it cannot keep is warned about.
pub(super) fn read(lines: &[Line], puzzle: &mut Puzzle, warnings: &mut Vec<String>) {
    let (sheet, rows) = split_sheet(lines);
    let rules = parse_rules(&sheet);
    let (h, w) = (puzzle.grid.height(), puzzle.grid.width());
    let mut unknown = BTreeSet::new();
    let mut outside = false;
    for (r, line) in rows.iter().enumerate() {
        for (c, ch) in line.text.trim().chars().enumerate() {
            let Some(rule) = rules.get(&ch) else {
                continue;
            };
            if r >= h || c >= w {
                outside = true;
                continue;
            }
            for (key, value) in rule {
                if !apply(puzzle, Pos::new(r, c), key, value) {
                    unknown.insert(format!("{key}: {value}"));
                }
            }
        }
    }
    if rows.len() != h && !rows.is_empty() {
        let first = rows.first().map_or(0, |l| l.no);
        warnings.push(format!(
            "line {first}: the design grid has {} rows but the grid has {h}",
            rows.len()
        ));
    }
    if outside {
        warnings.push("the design marks squares outside the grid; those marks are not kept".into());
    }
    if !unknown.is_empty() {
        let list: Vec<String> = unknown.into_iter().collect();
        warnings.push(format!(
            "design properties not kept: {}",
            crate::grid::printable::few(&list, crate::grid::printable::ECHO_ITEMS)
        ));
    }
}

/// The style sheet text and the design grid's rows (blank lines dropped).
fn split_sheet<'a>(lines: &[Line<'a>]) -> (String, Vec<Line<'a>>) {
    let mut sheet = String::new();
    let mut rows = Vec::new();
    let mut in_style = false;
    for &line in lines {
        let mut t = line.text.trim();
        if t.is_empty() {
            continue;
        }
        if !in_style && let Some(rest) = t.strip_prefix("<style>") {
            in_style = true;
            t = rest;
        }
        if in_style {
            match t.split_once("</style>") {
                Some((before, _)) => {
                    sheet.push_str(before);
                    in_style = false;
                }
                None => sheet.push_str(t),
            }
            sheet.push('\n');
            continue;
        }
        rows.push(line);
    }
    (sheet, rows)
}

/// Rules `X { key: value; … }` by their one-character name.
fn parse_rules(sheet: &str) -> BTreeMap<char, Rule> {
    let mut rules = BTreeMap::new();
    for block in sheet.split('}') {
        let Some((name, body)) = block.split_once('{') else {
            continue;
        };
        let mut name = name.trim().chars();
        let (Some(ch), None) = (name.next(), name.next()) else {
            continue;
        };
        let props = body
            .split(';')
            .filter_map(|p| p.split_once(':'))
            .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
            .collect();
        rules.insert(ch, props);
    }
    rules
}

/// Applies one property to a square; false when gridwright does not keep it.
fn apply(puzzle: &mut Puzzle, pos: Pos, key: &str, value: &str) -> bool {
    let yes = value.eq_ignore_ascii_case("true");
    let mut style = puzzle.style(pos);
    let (h, w) = (puzzle.grid.height(), puzzle.grid.width());
    match key {
        "background" if value.starts_with('#') => return set_color(puzzle, pos, value),
        "background" => {
            let mut known = true;
            for v in value.split_whitespace() {
                match v.to_ascii_lowercase().as_str() {
                    "circle" => style.circled = true,
                    "shade" | "shaded" => style.shaded = true,
                    _ => known = false,
                }
            }
            puzzle.set_style(pos, style);
            return known;
        }
        "background-light" | "background-color" => return set_color(puzzle, pos, value),
        "shaded" if yes => style.shaded = true,
        // A bar on the grid's outer edge is the border: nothing to keep.
        "bar-top" if yes => {
            return set_bar(
                puzzle,
                pos.row.checked_sub(1).map(|r| Pos::new(r, pos.col)),
                false,
            );
        }
        "bar-left" if yes => {
            return set_bar(
                puzzle,
                pos.col.checked_sub(1).map(|c| Pos::new(pos.row, c)),
                true,
            );
        }
        "bar-bottom" if yes => return set_bar(puzzle, (pos.row + 1 < h).then_some(pos), false),
        "bar-right" if yes => return set_bar(puzzle, (pos.col + 1 < w).then_some(pos), true),
        _ => return false,
    }
    puzzle.set_style(pos, style);
    true
}

fn set_color(puzzle: &mut Puzzle, pos: Pos, value: &str) -> bool {
    match value.parse::<Rgb>() {
        Ok(rgb) => {
            let mut style = puzzle.style(pos);
            style.color = Some(rgb);
            puzzle.set_style(pos, style);
            true
        }
        Err(_) => false,
    }
}

/// Sets the right (`right`) or bottom bar of a square, if there is one to set.
fn set_bar(puzzle: &mut Puzzle, pos: Option<Pos>, right: bool) -> bool {
    if let Some(pos) = pos {
        let mut style = puzzle.style(pos);
        if right {
            style.bar_right = true;
        } else {
            style.bar_bottom = true;
        }
        puzzle.set_style(pos, style);
    }
    true
}

/// The design properties of a square, sorted; circles and shading only when the grid does
/// not already mark them with lowercase letters.
fn props_of(puzzle: &Puzzle, pos: Pos, marks_in_grid: bool) -> Rule {
    let style = puzzle.style(pos);
    let mut props = Vec::new();
    let mut add = |k: &str, v: String| props.push((k.to_string(), v));
    // Puzzmo's tools read shading as `background: shade`, beside a circle if both.
    let background: Vec<&str> = [(style.circled, "circle"), (style.shaded, "shade")]
        .into_iter()
        .filter(|(on, _)| !marks_in_grid && *on)
        .map(|(_, v)| v)
        .collect();
    if !background.is_empty() {
        add("background", background.join(" "));
    }
    if let Some(c) = style.color {
        add("background-light", format!("#{c}"));
    }
    let above = pos
        .row
        .checked_sub(1)
        .map(|r| puzzle.style(Pos::new(r, pos.col)));
    if above.is_some_and(|s| s.bar_bottom) {
        add("bar-top", "true".into());
    }
    let left = pos
        .col
        .checked_sub(1)
        .map(|c| puzzle.style(Pos::new(pos.row, c)));
    if left.is_some_and(|s| s.bar_right) {
        add("bar-left", "true".into());
    }
    props
}

/// Characters naming rules: letters and digits first, then symbols that mean nothing in a
/// design grid, then as many more as a grid can need.
fn rule_names() -> impl Iterator<Item = char> {
    ('A'..='Z')
        .chain('a'..='z')
        .chain('0'..='9')
        .chain("!$%&*+=?@^~".chars())
        .chain(('\u{C0}'..='\u{24F}').filter(|c| c.is_alphabetic()))
}

/// The design section for what the grid itself does not show, or `None` when nothing needs it.
pub(super) fn write(puzzle: &Puzzle, marks_in_grid: bool) -> Option<String> {
    let grid = &puzzle.grid;
    let props: Vec<Rule> = grid
        .positions()
        .map(|p| props_of(puzzle, p, marks_in_grid))
        .collect();
    let mut names: BTreeMap<&Rule, char> = BTreeMap::new();
    let mut order: Vec<(&Rule, char)> = Vec::new();
    let mut pool = rule_names();
    for rule in props.iter().filter(|r| !r.is_empty()) {
        if !names.contains_key(rule) {
            let name = pool.next()?;
            names.insert(rule, name);
            order.push((rule, name));
        }
    }
    if order.is_empty() {
        return None;
    }
    let mut out = String::from("<style>\n");
    for (rule, name) in order {
        let body: Vec<String> = rule.iter().map(|(k, v)| format!("{k}: {v}")).collect();
        out.push_str(&format!("{name} {{ {} }}\n", body.join("; ")));
    }
    out.push_str("</style>\n\n");
    for (i, (p, rule)) in grid.positions().zip(&props).enumerate() {
        out.push(match names.get(rule) {
            Some(&n) => n,
            None if grid.cell(p).is_block() => '#',
            None => '.',
        });
        if (i + 1) % grid.width() == 0 {
            out.push('\n');
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Alphabet, Puzzle, Style, text::parse_grid};

    fn lines(text: &str) -> Vec<Line<'_>> {
        text.lines()
            .enumerate()
            .map(|(i, t)| Line { no: i + 1, text: t })
            .collect()
    }

    fn blank(rows: &str) -> Puzzle {
        Puzzle::new(parse_grid(rows, &Alphabet::latin()).expect("grid"))
    }

    #[test]
    fn kotwords_bars_circles_and_colours() {
        let mut p = blank("ABC\nDEF\nGHI\n");
        let mut w = Vec::new();
        let text = "<style>\nT { bar-top: true }\nL { bar-left: true }\n</style>\n\n\
                    .L.\nT.O\n..S\n";
        let text = text.replace("</style>", "O { background: circle }\nS { background-light: #c0c0c0; background-dark: #0c0c0c }\n</style>");
        read(&lines(&text), &mut p, &mut w);
        assert!(p.style(Pos::new(0, 0)).bar_right);
        assert!(p.style(Pos::new(0, 0)).bar_bottom);
        assert!(p.style(Pos::new(1, 2)).circled);
        assert_eq!(p.style(Pos::new(2, 2)).color, Some(Rgb(0xC0, 0xC0, 0xC0)));
        assert_eq!(w, ["design properties not kept: background-dark: #0c0c0c"]);
    }

    #[test]
    fn writes_what_it_reads() {
        let mut p = blank("AB#\nCDE\nFGH\n");
        let s = |circled, shaded, bar_right, bar_bottom| Style {
            circled,
            shaded,
            bar_right,
            bar_bottom,
            color: Some(Rgb(1, 2, 3)).filter(|_| circled && shaded),
            ..Style::default()
        };
        p.set_style(Pos::new(0, 0), s(true, false, true, false));
        p.set_style(Pos::new(1, 1), s(true, true, false, true));
        p.set_style(Pos::new(2, 2), s(false, true, false, false));
        let text = write(&p, false).expect("a design");
        let mut back = blank("AB#\nCDE\nFGH\n");
        let mut w = Vec::new();
        read(&lines(&text), &mut back, &mut w);
        assert!(w.is_empty(), "{w:?}");
        assert_eq!(back.styles, p.styles, "{text}");
    }
}
