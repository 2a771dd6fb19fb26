//! Writing a puzzle as an Exolve block.

use super::read_clues::split_enum;
use crate::formats::xd::bars::{self, Home};
use crate::formats::{WriteError, WriteOptions, check_complete};
use crate::grid::{Cell, Direction, Pos, Puzzle, Rgb, markup};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Characters with a meaning in a grid row, written after `&`.
const SPECIAL: &str = "|_+@*!~.?&0";

/// Writes the whole block.
pub(super) fn write(puzzle: &Puzzle, options: &WriteOptions) -> Result<String, WriteError> {
    if !puzzle.meta.no_solution {
        check_complete(&puzzle.grid, options.allow_incomplete)?;
    }
    let m = &puzzle.meta;
    let mut out = String::from("exolve-begin\n");
    for (name, value) in [
        ("title", &m.title),
        ("setter", &m.author),
        ("copyright", &m.copyright),
    ] {
        let value = one_line(value);
        if !value.is_empty() {
            let _ = writeln!(out, "  exolve-{name}: {value}");
        }
    }
    let _ = writeln!(out, "  exolve-width: {}", puzzle.grid.width());
    let _ = writeln!(out, "  exolve-height: {}", puzzle.grid.height());
    if let Some((code, script)) = super::language(puzzle) {
        let _ = writeln!(out, "  exolve-language: {code} {script}");
    }
    let tokens = puzzle
        .grid
        .rebus_squares()
        .any(|(_, t)| t.chars().count() > 1);
    let mut opts = Vec::new();
    if tokens {
        opts.push("rebus-cells".to_string());
    }
    let others = other_chars(puzzle);
    if !others.is_empty() {
        opts.push(format!("allow-chars:{others}"));
    }
    if !opts.is_empty() {
        let _ = writeln!(out, "  exolve-option: {}", opts.join(" "));
    }
    multi(&mut out, "preamble", &m.intro);
    out.push_str("  exolve-grid:\n");
    for r in 0..puzzle.grid.height() {
        let row: Vec<String> = (0..puzzle.grid.width())
            .map(|c| square(puzzle, Pos::new(r, c)))
            .collect();
        let _ = writeln!(out, "    {}", row.join(if tokens { "  " } else { "" }));
    }
    clues(puzzle, &mut out);
    colours(puzzle, &mut out);
    multi(&mut out, "explanations", &m.explanation);
    multi(&mut out, "postscript", &m.notes);
    out.push_str("exolve-end\n");
    Ok(out)
}

/// A one-line value as HTML text, safe from the comment rule: line breaks become spaces,
/// other spacing stays.
fn one_line(value: &str) -> String {
    let joined = value.trim().replace("\r\n", " ").replace(['\r', '\n'], " ");
    no_comment(&markup::escape_text(&joined))
}

/// `#` before a space or the end of a line starts a comment in Exolve: write it as `&#35;`.
fn no_comment(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '#' && chars.peek().is_none_or(|n| n.is_whitespace()) {
            out.push_str("&#35;");
        } else {
            out.push(c);
        }
    }
    out
}

/// A multi-line section, each line escaped; a line that would read as a section is guarded.
fn multi(out: &mut String, name: &str, text: &str) {
    let text = text.trim();
    if text.is_empty() {
        return;
    }
    let _ = writeln!(out, "  exolve-{name}:");
    for line in text.lines() {
        let mut l = no_comment(&markup::escape_text(line.trim()));
        if l.starts_with("exolve-") {
            l.replace_range(..1, "&#101;");
        }
        let _ = writeln!(out, "    {l}");
    }
}

/// Characters of one-character answers that are not letters (digits, symbols): Exolve
/// takes them only when `allow-chars` lists them.
fn other_chars(puzzle: &Puzzle) -> String {
    let mut chars: Vec<char> = puzzle
        .grid
        .rebus_squares()
        .flat_map(|(_, t)| t.chars())
        .filter(|c| !c.is_alphabetic() && !c.is_whitespace())
        .collect();
    chars.sort_unstable();
    chars.dedup();
    chars.into_iter().collect()
}

/// One square: its letter(s) (`.` a block, `0` unknown, `?` not yet filled), then its
/// decorators.
fn square(puzzle: &Puzzle, pos: Pos) -> String {
    let mut s = String::new();
    match puzzle.grid.cell(pos) {
        Cell::Block => s.push('.'),
        Cell::Empty if puzzle.meta.no_solution => s.push('0'),
        Cell::Empty => s.push('?'),
        _ => {
            for c in puzzle.answer_at(pos).unwrap_or_default().chars() {
                if SPECIAL.contains(c) {
                    s.push('&');
                }
                s.push(c);
            }
        }
    }
    let style = puzzle.style(pos);
    match (style.bar_right, style.bar_bottom) {
        (true, true) => s.push('+'),
        (true, false) => s.push('|'),
        (false, true) => s.push('_'),
        (false, false) => {}
    }
    if style.circled {
        s.push('@');
    }
    if style.given {
        s.push('!');
    }
    if puzzle.meta.diagramless {
        s.push('*');
    }
    s
}

/// Every entry with a clue, across then down, numbered by blocks and bars.
fn clues(puzzle: &Puzzle, out: &mut String) {
    let entries = bars::entries(puzzle);
    let split = bars::split_clues(puzzle);
    for dir in [Direction::Across, Direction::Down] {
        let mut lines = Vec::new();
        for (entry, home) in entries.iter().filter(|(e, _)| e.direction == dir) {
            let html = match home {
                Home::Clue(key) => puzzle.clues.get(key).map(|t| {
                    // Exolve shows a clue as HTML: only the formatting tags go through.
                    puzzle
                        .clue_markup(*key)
                        .map_or_else(|| markup::escape_text(t), markup::sanitize)
                }),
                Home::Extra => match bars::extra_clue(puzzle, entry) {
                    Some(c) => Some(markup::escape_text(&c.text)),
                    None => split.iter().find(|(_, e)| e == entry).map(|(key, _)| {
                        puzzle.clue_markup(*key).map_or_else(
                            || markup::escape_text(&puzzle.clues[key]),
                            markup::sanitize,
                        )
                    }),
                },
            };
            if let Some(html) = html.filter(|h| !h.trim().is_empty()) {
                lines.push(format!("    {} {}", entry.number, clue_text(&html)));
            }
        }
        if !lines.is_empty() {
            let name = match dir {
                Direction::Across => "across",
                Direction::Down => "down",
            };
            let _ = writeln!(out, "  exolve-{name}:");
            for l in lines {
                out.push_str(&l);
                out.push('\n');
            }
        }
    }
}

/// A clue's HTML on one line, read back as itself: a part Exolve would take for an
/// annotation (text after an enumeration-like group) is kept in the clue by a hidden
/// enumeration at the end, and in-clue annotation marks are escaped.
fn clue_text(html: &str) -> String {
    let mut t = html.split_whitespace().collect::<Vec<_>>().join(" ");
    if t.contains("~{") || t.contains("}~") {
        t = t.replace('~', "&#126;");
    }
    let t = no_comment(&t);
    if split_enum(&t).0 == t {
        t
    } else {
        format!("{t} (?)*")
    }
}

/// Colours and shading as `exolve-colour` lines (shading as [`super::SHADE`]).
fn colours(puzzle: &Puzzle, out: &mut String) {
    let mut by: BTreeMap<Rgb, Vec<String>> = BTreeMap::new();
    let height = puzzle.grid.height();
    let wide = puzzle.grid.width() > 26;
    for (&pos, style) in &puzzle.styles {
        let rgb = match (style.color, style.shaded) {
            (Some(c), _) => c,
            (None, true) => super::SHADE,
            (None, false) => continue,
        };
        let row = height - pos.row;
        let name = if wide {
            format!("r{row}c{}", pos.col + 1)
        } else {
            format!("{}{row}", (b'a' + pos.col as u8) as char)
        };
        by.entry(rgb).or_default().push(name);
    }
    for (Rgb(r, g, b), squares) in by {
        let _ = writeln!(
            out,
            "  exolve-colour: #{r:02X}{g:02X}{b:02X} {}",
            squares.join(" ")
        );
    }
}
