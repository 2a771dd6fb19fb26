//! What a format can be expected to give back: a puzzle cut down to the format's [`Caps`],
//! and the normal form two puzzles are compared in.

use gridwright::formats::Format;
use gridwright::grid::{Cell, ClueKey, Meta, Puzzle, Rgb, Style};
use std::collections::BTreeMap;

/// The puzzle as `format` keeps it: cut down to its caps, and for `.xd` without the clues of
/// entries its bar numbering does not have.
pub fn project(p: &Puzzle, format: Format) -> Puzzle {
    let caps = gridwright::formats::loss::caps(format);
    let mut q = p.clone();
    let by_bars_format = matches!(format, Format::Xd | Format::Exolve);
    if by_bars_format {
        for key in gridwright::formats::loss::cut_clues(p) {
            q.clues.remove(&key);
        }
    }
    if !caps.rebus {
        let squares: Vec<_> = q.grid.rebus_squares().map(|(pos, _)| pos).collect();
        for pos in squares {
            q.grid.set(pos, Cell::Empty).expect("inside");
        }
    }
    let styles = std::mem::take(&mut q.styles);
    for (pos, s) in styles {
        let kept = Style {
            circled: s.circled && caps.circles,
            shaded: s.shaded && caps.shading && !(caps.shading_is_a_color && s.color.is_some()),
            color: s.color.filter(|_| caps.colors),
            bar_right: s.bar_right && caps.bars,
            bar_bottom: s.bar_bottom && caps.bars,
            given: s.given && caps.given,
        };
        q.set_style(pos, kept);
    }
    if !caps.labels {
        q.labels.clear();
    }
    if !caps.markup {
        q.clue_markup.clear();
    }
    if !caps.extra_clues {
        q.extra_clues.clear();
    }
    for (name, value) in q.meta.text_fields_mut() {
        if !caps.meta.contains(&name) {
            value.clear();
        }
    }
    q.meta.no_solution &= caps.no_solution;
    q.meta.diagramless &= caps.diagramless;
    q.carried
        .retain(|c| caps.carries == Some(c.format.as_str()));
    if by_bars_format && barred(p) {
        by_bars(p, &mut q);
    }
    // By blocks first: the across text's own marks (`-` clues) are on the blocks' entries.
    if matches!(format, Format::Puz | Format::AcrossText) && barred(p) {
        by_blocks(p, &mut q);
    }
    if format == Format::AcrossText {
        across_text(p, &mut q);
    }
    q
}

/// Across Lite Text: circles on letters only, a `-` clue for each unclued entry, empty
/// squares written as `X` (a grid of only `X` is the format's "no solution"), and a
/// diagramless mark only where there are blocks to write as `:`.
fn across_text(p: &Puzzle, q: &mut Puzzle) {
    use gridwright::formats::across_text;
    for pos in across_text::uncircled(p) {
        let mut style = q.style(pos);
        style.circled = false;
        q.set_style(pos, style);
    }
    for key in across_text::unclued(p) {
        q.clues.insert(key, across_text::NO_CLUE.to_string());
    }
    let x = q.alphabet.index_of('X');
    let positions: Vec<_> = q.grid.positions().collect();
    for pos in positions {
        if q.grid.cell(pos) == Cell::Empty {
            let set = match x {
                Some(x) => q.grid.set(pos, Cell::Letter(x)),
                None => q.grid.set_rebus(pos, "X"),
            };
            set.expect("inside");
        }
    }
    let white: Vec<Cell> = q
        .grid
        .cells()
        .iter()
        .copied()
        .filter(|c| c.is_white())
        .collect();
    if !white.is_empty() && x.is_some_and(|x| white.iter().all(|&c| c == Cell::Letter(x))) {
        q.grid = q.grid.pattern_only();
        q.styles.clear();
        q.meta.no_solution = true;
    }
    if !q.grid.cells().iter().any(|c| c.is_block()) {
        q.meta.diagramless = false;
    }
}

/// `.puz` has no bars and numbers the grid by its blocks alone: each of its entries carries
/// the clue of the barred entry starting on the same square (the others are named as lost).
fn by_blocks(p: &Puzzle, q: &mut Puzzle) {
    let blocked = gridwright::grid::Slots::of(&p.grid);
    let bars = p.slots();
    q.clues = blocked
        .all()
        .iter()
        .filter_map(|s| {
            let b = bars.get(bars.at(s.start(), s.direction)?);
            let text = p.clues.get(&ClueKey::new(b.number, b.direction))?;
            (b.start() == s.start()).then(|| (ClueKey::new(s.number, s.direction), text.clone()))
        })
        .collect();
    q.clue_markup.clear();
}

/// `.xd` numbers a barred grid by its bars: it writes the clues kept with the squares of a
/// bar entry, and a standard entry's clue on the first bar entry inside it (named as lost).
fn by_bars(p: &Puzzle, q: &mut Puzzle) {
    use gridwright::grid::{ClueList, Direction, ListClue};
    let title = |d: Direction| format!("{d:?}");
    let mut kept: Vec<ClueList> = Vec::new();
    let mut push = |t: String, c: ListClue| match kept.iter_mut().find(|l| l.title == t) {
        Some(l) => l.clues.push(c),
        None => kept.push(ClueList {
            title: t,
            clues: vec![c],
        }),
    };
    for list in &p.extra_clues {
        for d in [Direction::Across, Direction::Down] {
            if list.title != title(d) {
                continue;
            }
            for c in &list.clues {
                if gridwright::formats::xd::writes_by_squares(p, d, &c.cells) {
                    push(list.title.clone(), c.clone());
                }
            }
        }
    }
    for (key, cells) in gridwright::formats::xd::split_clues(p) {
        if let Some(text) = q.clues.remove(&key) {
            let item = ListClue {
                label: String::new(),
                text,
                cells,
            };
            push(title(key.direction), item);
        }
    }
    q.extra_clues = kept;
}

/// What `format` gives back beyond its caps, by design:
/// - `.jpz` and Exolve have no shading of their own: shading is written as the background
///   #C0C0C0, so a #C0C0C0 colour reads back as shading (drawn the same either way);
/// - `.xd` and Exolve number a barred grid by its bars, so reading one gives explicit labels;
/// - Across Lite Text's copyright line starts with "©".
pub fn by_design(p: &Puzzle, format: Format) -> Puzzle {
    let mut q = p.clone();
    match format {
        Format::Jpz | Format::Exolve => {
            // A completion message equal to the default every writer puts there is no
            // explanation of the puzzle's own.
            if format == Format::Jpz
                && q.meta.explanation == "Congratulations! The puzzle is solved correctly."
            {
                q.meta.explanation.clear();
            }
            for style in q.styles.values_mut() {
                if style.color == Some(Rgb(0xC0, 0xC0, 0xC0)) {
                    style.color = None;
                    style.shaded = true;
                }
            }
        }
        Format::Xd if barred(&q) => q.labels.clear(),
        // Across Lite puts "©" in front of the copyright line, and so does its reader.
        Format::AcrossText if !q.meta.copyright.trim().is_empty() => {
            let c = q.meta.copyright.trim().trim_start_matches('©').trim_start();
            q.meta.copyright = format!("© {c}");
        }
        _ => {}
    }
    if format == Format::Exolve && barred(&q) {
        q.labels.clear();
    }
    if barred(&q) {
        flatten_clues(&mut q);
    }
    q
}

fn barred(q: &Puzzle) -> bool {
    q.styles.values().any(|s| s.bar_right || s.bar_bottom)
}

/// Barred grids: our numbering ignores bars, so readers keep the clues of a barred grid either
/// on the standard entry they fit or in a list with their squares. Both say the same thing (this
/// text on these squares), so they are compared as one set of (list, squares, text).
fn flatten_clues(q: &mut Puzzle) {
    let slots = q.slots();
    let mut all: Vec<(String, Vec<gridwright::grid::Pos>, String)> = Vec::new();
    for (key, text) in std::mem::take(&mut q.clues) {
        if let Some(id) = slots.find(key.number, key.direction) {
            let title = format!("{:?}", key.direction);
            all.push((title, slots.get(id).cells.clone(), text));
        }
    }
    for list in std::mem::take(&mut q.extra_clues) {
        for c in list.clues {
            all.push((list.title.clone(), c.cells, c.text));
        }
    }
    all.retain(|(_, _, t)| !t.trim().is_empty());
    all.sort();
    q.extra_clues = vec![gridwright::grid::ClueList {
        title: "all".into(),
        clues: all
            .into_iter()
            .map(|(title, cells, text)| gridwright::grid::ListClue {
                label: title,
                text,
                cells,
            })
            .collect(),
    }];
    q.clue_markup.clear();
}

/// The form two puzzles are compared in: what no file format holds (symmetry, the minimum
/// entry length, locks) reset, empty clues dropped, markup only where it is in force, text
/// fields trimmed.
pub fn normal(p: &Puzzle) -> Puzzle {
    let mut q = p.clone();
    q.meta = Meta {
        symmetry: Meta::default().symmetry,
        min_entry_len: Meta::default().min_entry_len,
        // The house style is kept by .ipuz and guessed from bars; like the symmetry it is a
        // setting, not part of the puzzle a solver sees.
        house: Meta::default().house,
        two_letter_entries: false,
        max_unches: Meta::default().max_unches,
        ..q.meta.clone()
    };
    for (_, v) in q.meta.text_fields_mut() {
        // Text formats write lines; a CR before a newline is not kept by every one.
        *v = v.trim().replace("\r\n", "\n");
    }
    q.locked.clear();
    q.clues.retain(|_, t| !t.trim().is_empty());
    let markup: BTreeMap<ClueKey, String> = q
        .clue_markup
        .keys()
        .filter_map(|k| q.clue_markup(*k).map(|m| (*k, m.to_string())))
        .filter(|(_, m)| gridwright::grid::markup::has_markup(m))
        // Writers may spell the same markup differently (`&quot;` or `"`).
        .map(|(k, m)| (k, gridwright::grid::markup::sanitize(&m)))
        .collect();
    q.clue_markup = markup;
    q
}

/// The fields in which two puzzles differ, each with both values, for failure messages.
pub fn diff(expected: &Puzzle, got: &Puzzle) -> String {
    let mut out = Vec::new();
    macro_rules! field {
        ($($f:ident).+) => {
            if expected.$($f).+ != got.$($f).+ {
                out.push(format!(
                    "{}:\n    expected {:?}\n    got      {:?}",
                    stringify!($($f).+),
                    expected.$($f).+,
                    got.$($f).+
                ));
            }
        };
    }
    if expected.grid != got.grid {
        out.push(format!(
            "grid:\n{}\n  got\n{}",
            gridwright::grid::text::format_grid(&expected.grid, &expected.alphabet),
            gridwright::grid::text::format_grid(&got.grid, &got.alphabet)
        ));
    }
    field!(alphabet);
    field!(clues);
    field!(meta);
    field!(styles);
    field!(labels);
    field!(clue_markup);
    field!(extra_clues);
    field!(carried);
    out.join("\n  ")
}
