//! What a format cannot hold: each format declares its [`Caps`], and [`losses`] compares a
//! puzzle with them so every export names what it leaves out ("2 circles and 1 rebus square
//! cannot be written to .txt") instead of dropping it silently.

use super::Format;
use crate::grid::{Cell, Meta, Puzzle, markup};

/// What a format can hold beyond the grid of letters and Across/Down clues.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Caps {
    /// Rebus squares (several letters, digits, symbols).
    pub rebus: bool,
    /// Circled squares.
    pub circles: bool,
    /// Shaded squares.
    pub shading: bool,
    /// Background colours.
    pub colors: bool,
    /// Bars between squares.
    pub bars: bool,
    /// Given (pre-filled) letters.
    pub given: bool,
    /// Explicit numbering.
    pub labels: bool,
    /// Clue lists beyond Across and Down.
    pub extra_clues: bool,
    /// Clue formatting (italics and the like).
    pub markup: bool,
    /// The "no solution" mark.
    pub no_solution: bool,
    /// The diagramless kind.
    pub diagramless: bool,
    /// Metadata fields the format holds, by name as [`meta_fields`] lists them.
    pub meta: &'static [&'static str],
    /// Carried sections of this format written back (`"puz"` for `.puz`).
    pub carries: Option<&'static str>,
    /// Shading is written as a background colour, so a square cannot be shaded and coloured
    /// at once (the colour wins).
    pub shading_is_a_color: bool,
}

impl Caps {
    /// A format that holds everything (used for formats that print every field).
    pub const ALL: Caps = Caps {
        rebus: true,
        circles: true,
        shading: true,
        colors: true,
        bars: true,
        given: true,
        labels: true,
        extra_clues: true,
        markup: true,
        no_solution: true,
        diagramless: true,
        meta: &ALL_META,
        carries: None,
        shading_is_a_color: false,
    };
}

/// Every metadata field name, in the order warnings list them.
pub const ALL_META: [&str; 11] = crate::grid::Meta::TEXT_FIELDS;

/// The non-empty metadata fields of a puzzle, by name.
pub fn meta_fields(p: &Puzzle) -> Vec<&'static str> {
    p.meta
        .text_fields()
        .into_iter()
        .filter(|(_, v)| !v.trim().is_empty())
        .map(|(n, _)| n)
        .collect()
}

const Y: bool = true;
const N: bool = false;

/// A row of [`TABLE`]: what the format holds, in the order of the table's header.
const fn row(
    holds: [bool; 11],
    meta: &'static [&'static str],
    carries: Option<&'static str>,
    shading_is_a_color: bool,
) -> Caps {
    let [
        rebus,
        circles,
        shading,
        colors,
        bars,
        given,
        labels,
        extra_clues,
        markup,
        no_solution,
        diagramless,
    ] = holds;
    Caps {
        rebus,
        circles,
        shading,
        colors,
        bars,
        given,
        labels,
        extra_clues,
        markup,
        no_solution,
        diagramless,
        meta,
        carries,
        shading_is_a_color,
    }
}

/// The metadata Across Lite holds (`.puz` and its text format).
const ACROSS_LITE_META: &[&str] = &["title", "author", "copyright", "notes"];

/// What every format holds beyond letters and Across/Down clues: the one table of it, a row
/// a format (README's format table says the same in words). The printable HTML page and PDF
/// show everything (clue formatting through the sanitized tags, a diagramless grid without
/// its blocks); Across Lite Text holds what `.puz` holds, without `.puz`'s carried sections.
#[rustfmt::skip]
pub const fn caps(format: Format) -> Caps {
    match format {
        //                        rebus circle shade colour bars given labels lists markup no-sol diagramless
        Format::Puz =>        row([Y, Y, N, N, N, N, N, N, N, Y, Y], ACROSS_LITE_META, Some(super::puz::FORMAT), false),
        Format::AcrossText => row([Y, Y, N, N, N, N, N, N, N, Y, Y], ACROSS_LITE_META, None, false),
        Format::Ipuz =>       row([Y, Y, Y, Y, Y, Y, Y, Y, Y, Y, Y], &ALL_META, Some(super::ipuz::FORMAT), false),
        Format::Text =>       row([Y, Y, Y, N, N, N, N, N, N, Y, Y], &ALL_META, None, false),
        Format::Xd =>         row([Y, Y, Y, Y, Y, Y, N, N, Y, Y, Y], &ALL_META, None, false),
        Format::Jpz =>        row([Y, Y, Y, Y, Y, Y, Y, Y, Y, Y, N], JPZ_META, None, true),
        Format::Exolve =>     row([Y, Y, Y, Y, Y, Y, N, N, Y, Y, Y], &EXOLVE_META, None, true),
        Format::Html | Format::Pdf => Caps::ALL,
    }
}

/// The metadata `.jpz` holds: every free-text field but the url and difficulty (the first
/// nine of [`Meta::TEXT_FIELDS`], in its order).
const JPZ_META: &[&str] = Meta::TEXT_FIELDS.split_at(9).0;

/// The metadata Exolve holds (setter, preamble, explanations, postscript by our names).
const EXOLVE_META: [&str; 6] = [
    "title",
    "author",
    "copyright",
    "intro",
    "explanation",
    "notes",
];

/// What writing `puzzle` as `format` leaves out, one phrase each ("3 circled squares").
pub fn losses(puzzle: &Puzzle, format: Format) -> Vec<String> {
    let caps = caps(format);
    let mut out = Vec::new();
    let mut count = |ok: bool, n: usize, one: &str, many: &str| {
        if !ok && n > 0 {
            out.push(format!("{n} {}", if n == 1 { one } else { many }));
        }
    };
    let rebus = puzzle.grid.rebus_squares().count();
    count(caps.rebus, rebus, "rebus square", "rebus squares");
    let styles = puzzle.styles.values();
    let n = |f: fn(&crate::grid::Style) -> bool| styles.clone().filter(|s| f(s)).count();
    count(
        caps.circles,
        n(|s| s.circled),
        "circled square",
        "circled squares",
    );
    count(
        caps.shading,
        n(|s| s.shaded),
        "shaded square",
        "shaded squares",
    );
    count(
        caps.colors,
        n(|s| s.color.is_some()),
        "coloured square",
        "coloured squares",
    );
    count(
        caps.bars,
        n(|s| s.bar_right || s.bar_bottom),
        "square with bars",
        "squares with bars",
    );
    count(caps.given, n(|s| s.given), "given letter", "given letters");
    let numbered = usize::from(!puzzle.labels.is_empty());
    count(
        caps.labels,
        numbered,
        "explicit numbering (squares are renumbered in standard order)",
        "",
    );
    // `.xd` and Exolve write a barred grid's Across and Down lists kept with their squares.
    let by_bars = matches!(format, Format::Xd | Format::Exolve);
    let extra = puzzle
        .extra_clues
        .iter()
        .filter(|l| !by_bars || !super::xd::writes_list(puzzle, l))
        .count();
    count(
        caps.extra_clues,
        extra,
        "extra clue list",
        "extra clue lists",
    );
    let marked = puzzle
        .clue_markup
        .keys()
        .filter(|k| puzzle.clue_markup(**k).is_some_and(markup::has_markup))
        .count();
    count(
        caps.markup,
        marked,
        "clue's formatting",
        "clues' formatting",
    );
    count(
        caps.no_solution,
        usize::from(puzzle.meta.no_solution),
        "no-solution mark",
        "",
    );
    count(
        caps.diagramless,
        usize::from(puzzle.meta.diagramless),
        "diagramless mark",
        "",
    );
    if matches!(format, Format::Puz | Format::AcrossText) {
        count(
            false,
            super::puz::clues_lost_to_bars(puzzle),
            "clue of an entry that starts at a bar (the format numbers by blocks alone)",
            "clues of entries that start at a bar (the format numbers by blocks alone)",
        );
    }
    if by_bars {
        count(
            false,
            super::xd::split_clues(puzzle).len(),
            "clue on an entry bars split (written on its first part)",
            "clues on entries bars split (written on their first part)",
        );
        let cut = cut_clues(puzzle).len();
        count(
            false,
            cut,
            "clue on an entry bars cut into single squares",
            "clues on entries bars cut into single squares",
        );
    }
    if format == Format::AcrossText {
        let n = super::across_text::uncircled(puzzle).len();
        count(
            false,
            n,
            "circle on a square that is not a letter (only letters can be circled)",
            "circles on squares that are not letters (only letters can be circled)",
        );
        let empty = puzzle
            .grid
            .cells()
            .iter()
            .filter(|c| **c == Cell::Empty)
            .count();
        count(
            puzzle.meta.no_solution,
            empty,
            "empty square (written as X: the format has no empty square)",
            "empty squares (written as X: the format has no empty square)",
        );
        // A grid of only X is how the format says "no solution".
        let x = puzzle.alphabet.index_of('X').map(Cell::Letter);
        let whites: Vec<Cell> = puzzle
            .grid
            .cells()
            .iter()
            .copied()
            .filter(|c| c.is_white())
            .collect();
        let only_x = whites.iter().any(|c| Some(*c) == x)
            && whites.iter().all(|c| Some(*c) == x || *c == Cell::Empty);
        count(
            puzzle.meta.no_solution,
            usize::from(only_x),
            "solution of only X (the format's way of saying there is no solution)",
            "",
        );
        let blockless = !puzzle.grid.cells().iter().any(|c| c.is_block());
        count(
            false,
            usize::from(puzzle.meta.diagramless && blockless),
            "diagramless mark (the format says it with `:` blocks, and the grid has none)",
            "",
        );
        let n = super::across_text::unclued(puzzle).len();
        count(
            false,
            n,
            "entry without a clue (written as \"-\": the format lists every clue in order)",
            "entries without a clue (written as \"-\": the format lists every clue in order)",
        );
    }
    count(
        false,
        super::controls::count(puzzle),
        "control character in the texts (ESC, NUL and the like are dropped)",
        "control characters in the texts (ESC, NUL and the like are dropped)",
    );
    let lost_meta: Vec<&str> = meta_fields(puzzle)
        .into_iter()
        .filter(|f| !caps.meta.contains(f))
        .collect();
    if !lost_meta.is_empty() {
        out.push(format!("metadata ({})", lost_meta.join(", ")));
    }
    // Carried parts of another format, named by that format: `.puz` sections, `.ipuz` fields.
    let mut carried: Vec<(&str, Vec<&str>)> = Vec::new();
    for c in puzzle
        .carried
        .iter()
        .filter(|c| caps.carries != Some(c.format.as_str()))
    {
        match carried.iter_mut().find(|(f, _)| *f == c.format) {
            Some((_, names)) => names.push(&c.name),
            None => carried.push((&c.format, vec![&c.name])),
        }
    }
    for (format, names) in carried {
        let what = if format == "puz" {
            "sections"
        } else {
            "fields"
        };
        out.push(format!("the .{format} {what} {}", names.join(", ")));
    }
    out.extend(super::alphabet::loss(puzzle, format));
    if format == Format::Pdf {
        out.extend(unprintable(puzzle));
    }
    if format == Format::Puz {
        // What .puz holds in general but not for this puzzle (sections that no longer fit).
        out.extend(super::puz::dropped(puzzle));
    }
    out
}

/// Characters of the puzzle's texts that no font the PDF embeds has (emoji, mostly): they
/// would print as empty boxes, so the export names them.
fn unprintable(puzzle: &Puzzle) -> Option<String> {
    use super::page::fonts::Font;
    let extra = puzzle.extra_clues.iter().flat_map(|l| &l.clues);
    let texts = puzzle
        .clues
        .values()
        .map(String::as_str)
        .chain(extra.map(|c| c.text.as_str()))
        .chain(
            puzzle
                .meta
                .text_fields()
                .into_iter()
                .map(|(_, v)| v.as_str()),
        )
        .chain(puzzle.grid.rebus_squares().map(|(_, t)| t));
    let mut missing: Vec<char> = Vec::new();
    for c in texts.flat_map(str::chars) {
        // Joiners and variation selectors draw nothing; the character they join is named.
        let invisible = c.is_whitespace()
            || c.is_control()
            || matches!(c, '\u{200D}' | '\u{FE00}'..='\u{FE0F}');
        if !invisible && Font::Serif.glyph(c).id == 0 && !missing.contains(&c) {
            missing.push(c);
        }
    }
    if missing.is_empty() {
        return None;
    }
    let shown: Vec<String> = missing
        .iter()
        .take(8)
        .map(|c| format!("{c} U+{:04X}", *c as u32))
        .collect();
    let shown = shown.join(", ");
    let more = if missing.len() > 8 { ", …" } else { "" };
    Some(format!(
        "{} character{} no embedded font has ({shown}{more}; they would print as empty boxes)",
        missing.len(),
        if missing.len() == 1 { "" } else { "s" }
    ))
}

/// Clues whose entry bars cut into single squares: `.xd` numbers a barred grid by its bars,
/// so such an entry does not exist there and its clue has nowhere to go.
pub fn cut_clues(puzzle: &Puzzle) -> Vec<crate::grid::ClueKey> {
    let slots = puzzle.slots();
    let barred = |a: crate::grid::Pos, b: crate::grid::Pos| {
        let s = puzzle.style(a);
        if a.row == b.row {
            s.bar_right
        } else {
            s.bar_bottom
        }
    };
    puzzle
        .clues
        .iter()
        .filter(|(_, text)| !text.trim().is_empty())
        .filter_map(|(key, _)| {
            let slot = slots.get(slots.find(key.number, key.direction)?);
            slot.cells
                .windows(2)
                .all(|w| barred(w[0], w[1]))
                .then_some(*key)
        })
        .collect()
}

/// One warning line for everything `format` leaves out ([`losses`], and what only readers
/// other than gridwright miss), or `None` when nothing is lost.
pub fn warning(puzzle: &Puzzle, format: Format) -> Option<String> {
    let mut lost = losses(puzzle, format);
    if format == Format::Puz {
        lost.extend(super::puz::lost_to_other_readers(puzzle));
    }
    if lost.is_empty() {
        return None;
    }
    let list = match lost.as_slice() {
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
        [] => String::new(),
    };
    Some(format!("{list} cannot be written to {}", format.name()))
}
