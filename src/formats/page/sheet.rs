//! Laying out the sheets: the header and notes, then the search for the grid size, clue
//! size and column count that fit, then the columns, continued sheets and solution sheet.

use super::clues::{Kind, Measured, heading_height};
use super::columns::{self, Packed};
use super::fonts::pt_to_mm;
use super::text::{Mark, Rich};
use super::{
    Align, COLUMN_GAP, CONTENT_H, CONTENT_W, Column, Document, Entry, EntryKind, GridBox, GridKind,
    Lists, Para, Role, Rule, Sheet, SheetKind, title_of,
};
use crate::grid::Puzzle;
use std::ops::Range;

/// Clue sizes tried, largest first (points).
const CLUE_SIZES: [f64; 5] = [9.0, 8.5, 8.0, 7.5, 7.0];
/// The largest square on any sheet (a mini is not poster-sized).
const CELL_MAX: f64 = 12.0;
/// Squares this big are big enough: past it, a larger clue size wins over a larger grid.
const CELL_TARGET: f64 = 9.5;
/// What a point of clue size is worth in millimetres of square when choosing a layout.
const POINT_WORTH_MM: f64 = 0.5;
/// Below this a one-sheet layout is not worth it: the grid gets a sheet with the clues
/// continuing on the next.
const MIN_CELL_ONE_SHEET: f64 = 6.5;
/// Space between the grid and the clues below it.
const GRID_GAP: f64 = 5.0;
/// Narrowest clue column.
const MIN_COLUMN_MM: f64 = 40.0;
/// Most clue columns.
const MAX_COLUMNS: usize = 4;

const TITLE_PT: f64 = 16.0;
const SOLUTION_TITLE_PT: f64 = 12.0;
const BYLINE_PT: f64 = 10.0;
const PUBLISHED_PT: f64 = 8.5;
const NOTE_PT: f64 = 9.0;
const FOOTER_PT: f64 = 7.5;
const RUNNING_PT: f64 = 9.0;
/// Line height of text blocks as a multiple of their size.
const PARA_LEADING: f64 = 1.22;
/// Space between text blocks.
const PARA_GAP: f64 = 1.6;
/// Space above the footer.
const FOOTER_GAP: f64 = 3.5;

/// Lays out the printout of a puzzle; `solution_page` adds the filled grid's sheet (unless
/// the puzzle has no solution).
pub fn layout(puzzle: &Puzzle, solution_page: bool) -> Document {
    let slots = puzzle.slots();
    let lists = Lists::of(puzzle, &slots);
    let title = title_of(puzzle);
    let mut first = Sheet::new(SheetKind::Puzzle);
    let mut y = header(&mut first, puzzle, &title, TITLE_PT, true);
    for (role, text) in [
        (Role::Intro, &puzzle.meta.intro),
        (Role::Notes, &puzzle.meta.notes),
    ] {
        y = paragraphs(&mut first, role, text, NOTE_PT, y);
    }
    let footer = footer(puzzle);
    let bottom = footer.first().map_or(CONTENT_H, |p| p.y - FOOTER_GAP);
    first.paras.extend(footer);
    let (w, h) = (puzzle.grid.width() as f64, puzzle.grid.height() as f64);
    let plan = one_sheet(&lists, w, h, bottom - y)
        .unwrap_or_else(|| several_sheets(&lists, w, h, bottom - y));
    let grid_w = plan.cell * w;
    let grid_h = plan.cell * h;
    first.grid = Some(GridBox {
        x: (CONTENT_W - grid_w) / 2.0,
        y: y + 1.0,
        cell: plan.cell,
        width: grid_w,
        height: grid_h,
        kind: GridKind::Puzzle,
    });
    let mut sheets = vec![first];
    let clue_top = y + 1.0 + grid_h + GRID_GAP;
    for (i, page) in plan.pages.iter().enumerate() {
        if i > 0 {
            let mut s = Sheet::new(SheetKind::Continued);
            let top = running_head(&mut s, &title);
            s.columns = place(&plan, &lists, page, top, true);
            sheets.push(s);
        } else {
            sheets[0].columns = place(&plan, &lists, page, clue_top, false);
        }
    }
    // A puzzle without a solution has no filled grid to show, but its explanation still
    // prints where a solver looks for it.
    let explained = !puzzle.meta.explanation.trim().is_empty();
    if solution_page && (!puzzle.meta.no_solution || explained) {
        sheets.push(solution(puzzle, &title, plan.cell));
    }
    Document {
        sheets,
        clue_pt: plan.measured.size,
        label_mm: plan.measured.label_mm,
        column_count: plan.cols,
        lists,
        title,
    }
}

impl Sheet {
    /// An empty sheet of a kind.
    pub(super) fn new(kind: SheetKind) -> Sheet {
        Sheet {
            kind,
            paras: Vec::new(),
            rules: Vec::new(),
            grid: None,
            columns: Vec::new(),
        }
    }
}

/// The chosen grid size, clue size and columns, and the items of each sheet's columns.
struct Plan {
    measured: Measured,
    cols: usize,
    cell: f64,
    pages: Vec<Vec<Range<usize>>>,
}

/// The width of each of `k` columns.
fn column_width(k: usize) -> f64 {
    (CONTENT_W - (k - 1) as f64 * COLUMN_GAP) / k as f64
}

/// Column counts worth trying.
fn column_counts() -> impl DoubleEndedIterator<Item = usize> {
    (2..=MAX_COLUMNS).filter(|&k| column_width(k) >= MIN_COLUMN_MM)
}

/// The best layout with the grid and every clue on one sheet, if the grid's squares can be
/// at least [`MIN_CELL_ONE_SHEET`] (or as large as the sheet allows a grid alone).
fn one_sheet(lists: &Lists, w: f64, h: f64, avail: f64) -> Option<Plan> {
    let alone = CELL_MAX.min(CONTENT_W / w).min(avail / h);
    let min_cell = MIN_CELL_ONE_SHEET.min(alone * 0.999);
    let mut best: Option<((i64, i64, i64), Plan)> = None;
    for size in CLUE_SIZES {
        for k in column_counts() {
            let measured = lists.measure(size, column_width(k));
            let packed = columns::balance(&measured.items, k);
            let below = if measured.items.is_empty() {
                0.0
            } else {
                GRID_GAP + packed.height()
            };
            let cell = CELL_MAX.min(CONTENT_W / w).min((avail - 1.0 - below) / h);
            if cell < min_cell {
                continue;
            }
            // Squares up to the target, traded against the clue size (a point of type is
            // worth half a millimetre of square); then the larger grid, then fewer columns.
            let score = cell.min(CELL_TARGET) + size * POINT_WORTH_MM;
            let key = (
                (score * 100.0).round() as i64,
                (cell * 20.0).round() as i64,
                -(k as i64),
            );
            if best.as_ref().is_none_or(|(b, _)| key > *b) {
                let plan = Plan {
                    measured,
                    cols: k,
                    cell,
                    pages: vec![packed.columns],
                };
                best = Some((key, plan));
            }
        }
    }
    best.map(|(_, plan)| plan)
}

/// The grid as large as the first sheet allows, the clues filling the columns under it and
/// continuing on further sheets, the last one balanced. Picks the fewest sheets, then the
/// largest clue size.
fn several_sheets(lists: &Lists, w: f64, h: f64, avail: f64) -> Plan {
    let cell = CELL_MAX.min(CONTENT_W / w).min((avail - 1.0) / h);
    let band = avail - 1.0 - cell * h - GRID_GAP;
    let mut best: Option<((i64, i64, i64), Plan)> = None;
    for size in CLUE_SIZES {
        for k in column_counts().rev() {
            let measured = lists.measure(size, column_width(k));
            let pages = flow(&measured, k, band);
            let key = (
                -(pages.len() as i64),
                (size * 10.0).round() as i64,
                k as i64,
            );
            if best.as_ref().is_none_or(|(b, _)| key > *b) {
                let plan = Plan {
                    measured,
                    cols: k,
                    cell,
                    pages,
                };
                best = Some((key, plan));
            }
        }
    }
    match best {
        Some((_, plan)) => plan,
        None => Plan {
            measured: lists.measure(CLUE_SIZES[0], column_width(2)),
            cols: 2,
            cell,
            pages: vec![Vec::new()],
        },
    }
}

/// The column ranges of each sheet: the band under the grid first, then full sheets.
fn flow(m: &Measured, k: usize, band: f64) -> Vec<Vec<Range<usize>>> {
    let items = &m.items;
    let first = if band > 0.0 {
        columns::fill(items, 0, k, band, false)
    } else {
        Packed {
            columns: Vec::new(),
            heights: Vec::new(),
        }
    };
    let mut start = first.end();
    let mut pages = vec![first.columns];
    // A continued sheet loses its running head and one "(continued)" heading.
    let full = CONTENT_H - running_head_height() - heading_height(m.size);
    while start < items.len() {
        let rest = &items[start..];
        let balanced = columns::balance(rest, k);
        let packed = if balanced.height() <= full {
            balanced
        } else {
            columns::fill(rest, 0, k, full, true)
        };
        let columns: Vec<Range<usize>> = packed
            .columns
            .iter()
            .map(|r| r.start + start..r.end + start)
            .collect();
        start += packed.end();
        pages.push(columns);
    }
    pages
}

/// Turns column ranges into placed columns from `top`; a continued sheet that starts
/// inside a list repeats its heading marked "(continued)".
fn place(
    plan: &Plan,
    lists: &Lists,
    page: &[Range<usize>],
    top: f64,
    continued: bool,
) -> Vec<Column> {
    let m = &plan.measured;
    let width = column_width(plan.cols);
    let mut out = Vec::new();
    for (c, range) in page.iter().enumerate() {
        let mut col = Column {
            x: c as f64 * (width + COLUMN_GAP),
            y: top,
            width,
            height: 0.0,
            entries: Vec::new(),
        };
        let mut y = top;
        if continued
            && c == 0
            && let Some(Kind::Clue(i)) = m.kinds.get(range.start)
        {
            let list = lists.clues[*i].list;
            let line = lists.heading(list, true).wrap(f64::MAX, f64::MAX);
            col.entries.push(Entry {
                y,
                kind: EntryKind::Heading {
                    list,
                    continued: true,
                    line: line.into_iter().next().unwrap_or_default(),
                },
            });
            y += heading_height(m.size);
        }
        for i in range.clone() {
            if !col.entries.is_empty() {
                y += m.items[i].gap_before;
            }
            let kind = match m.kinds[i] {
                Kind::Heading(list) => EntryKind::Heading {
                    list,
                    continued: false,
                    line: m.lines[i].first().cloned().unwrap_or_default(),
                },
                Kind::Clue(index) => EntryKind::Clue {
                    index,
                    lines: m.lines[i].clone(),
                },
            };
            col.entries.push(Entry { y, kind });
            y += m.items[i].height;
        }
        col.height = y - top;
        out.push(col);
    }
    out
}

/// A text block of `text` set at `size` and wrapped to `width`, its top at `y`.
fn para(role: Role, text: &str, mark: Mark, size: f64, x: f64, y: f64, width: f64) -> Para {
    let em = pt_to_mm(size);
    let lines = Rich::plain(text, mark).wrap(width / em, width / em);
    Para {
        role,
        x,
        y,
        width,
        size,
        leading: em * PARA_LEADING,
        align: Align::Left,
        lines,
        text: text.to_string(),
    }
}

/// The header: title, byline beside it (or under it when there is no room), the
/// publication line and a rule. Returns the y below it.
fn header(sheet: &mut Sheet, puzzle: &Puzzle, title: &str, size: f64, byline: bool) -> f64 {
    let t = para(Role::Title, title, Mark::BOLD, size, 0.0, 0.0, CONTENT_W);
    let mut y = t.bottom();
    let last = t.lines.len().saturating_sub(1);
    let title_end = t.lines.last().map_or(0.0, |l| l.em) * pt_to_mm(size);
    let title_base = t.baseline(last);
    sheet.paras.push(t);
    let author = without_by(&puzzle.meta.author);
    let by = [
        (!author.is_empty()).then(|| format!("by {author}")),
        (!puzzle.meta.editor.trim().is_empty())
            .then(|| format!("edited by {}", puzzle.meta.editor.trim())),
    ];
    let by: Vec<String> = by.into_iter().flatten().collect();
    if byline && !by.is_empty() {
        let mut b = para(
            Role::Byline,
            &by.join(" · "),
            Mark::ITALIC,
            BYLINE_PT,
            0.0,
            y,
            CONTENT_W,
        );
        b.align = Align::Right;
        let width = b.lines.first().map_or(0.0, |l| l.em) * pt_to_mm(BYLINE_PT);
        if b.lines.len() == 1 && title_end + 6.0 + width <= CONTENT_W {
            // Same baseline as the title's last line.
            b.y = title_base - super::first_baseline(BYLINE_PT, b.leading);
        } else {
            y = b.bottom();
        }
        sheet.paras.push(b);
    }
    let meta = &puzzle.meta;
    let published: Vec<&str> = [&meta.publisher, &meta.date, &meta.difficulty]
        .into_iter()
        .map(|s| s.trim())
        .filter(|s| !s.is_empty())
        .collect();
    if byline && !published.is_empty() {
        let p = para(
            Role::Published,
            &published.join(" · "),
            Mark::default(),
            PUBLISHED_PT,
            0.0,
            y,
            CONTENT_W,
        );
        y = p.bottom();
        sheet.paras.push(p);
    }
    y += 1.0;
    sheet.rules.push(Rule {
        x: 0.0,
        y,
        w: CONTENT_W,
        line: 0.35,
    });
    y + 2.5
}

/// An author as the byline prints it: files often say "By Jane Doe" themselves.
fn without_by(author: &str) -> &str {
    let a = author.trim();
    match a.get(..3) {
        Some(by) if by.eq_ignore_ascii_case("by ") => a[3..].trim_start(),
        _ => a,
    }
}

/// Paragraphs of a note field (one block per line of the text) from `y`; returns the y below.
fn paragraphs(sheet: &mut Sheet, role: Role, text: &str, size: f64, mut y: f64) -> f64 {
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let p = para(role, line, Mark::default(), size, 0.0, y, CONTENT_W);
        y = p.bottom() + PARA_GAP;
        sheet.paras.push(p);
    }
    y
}

/// Copyright and URL at the bottom of the first sheet.
fn footer(puzzle: &Puzzle) -> Vec<Para> {
    let parts: Vec<&str> = [&puzzle.meta.copyright, &puzzle.meta.url]
        .into_iter()
        .map(|s| s.trim())
        .filter(|s| !s.is_empty())
        .collect();
    if parts.is_empty() {
        return Vec::new();
    }
    let mut p = para(
        Role::Footer,
        &parts.join(" · "),
        Mark::default(),
        FOOTER_PT,
        0.0,
        0.0,
        CONTENT_W,
    );
    p.y = CONTENT_H - p.lines.len() as f64 * p.leading;
    vec![p]
}

fn running_head_height() -> f64 {
    pt_to_mm(RUNNING_PT) * PARA_LEADING + 3.5
}

/// "Title (continued)" and a rule at the top of a continued sheet; returns the y below.
fn running_head(sheet: &mut Sheet, title: &str) -> f64 {
    let mut p = para(
        Role::RunningHead,
        &format!("{title} (continued)"),
        Mark::ITALIC,
        RUNNING_PT,
        0.0,
        0.0,
        CONTENT_W,
    );
    p.lines.truncate(1);
    let y = p.bottom() + 1.0;
    sheet.paras.push(p);
    sheet.rules.push(Rule {
        x: 0.0,
        y,
        w: CONTENT_W,
        line: 0.25,
    });
    running_head_height()
}

/// The solution sheet: a header, the filled grid no larger than the solving grid (none
/// when the puzzle has no solution), and the explanation under it.
fn solution(puzzle: &Puzzle, title: &str, puzzle_cell: f64) -> Sheet {
    let mut s = Sheet::new(SheetKind::Solution);
    let y = header(
        &mut s,
        puzzle,
        &format!("Solution: {title}"),
        SOLUTION_TITLE_PT,
        false,
    );
    let mut explanation = Sheet::new(SheetKind::Solution);
    let below = paragraphs(
        &mut explanation,
        Role::Explanation,
        &puzzle.meta.explanation,
        NOTE_PT,
        0.0,
    );
    let (w, h) = (puzzle.grid.width() as f64, puzzle.grid.height() as f64);
    let room = CONTENT_H - y - 1.0 - if below > 0.0 { below + GRID_GAP } else { 0.0 };
    let cell = puzzle_cell.min(CONTENT_W / w).min(room / h).max(1.0);
    let grid = GridBox {
        x: (CONTENT_W - cell * w) / 2.0,
        y: y + 1.0,
        cell,
        width: cell * w,
        height: cell * h,
        kind: GridKind::Solution,
    };
    let shift = if puzzle.meta.no_solution {
        y
    } else {
        s.grid = Some(grid);
        grid.y + grid.height + GRID_GAP
    };
    s.paras.extend(explanation.paras.into_iter().map(|mut p| {
        p.y += shift;
        p
    }));
    s
}
