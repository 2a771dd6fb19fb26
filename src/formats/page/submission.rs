//! The submission sheets editors ask for: the numbered empty grid, the filled grid, then
//! every clue with its answer (Across, Down, then any other list), with the constructor's
//! name and contact at the top of every page.

use super::clues::Kind;
use super::fonts::pt_to_mm;
use super::text::{Mark, Rich};
use super::{
    Align, CONTENT_H, CONTENT_W, Column, Document, Entry, EntryKind, GridBox, GridKind, Lists,
    Para, Role, Rule, Sheet, SheetKind, title_of,
};
use crate::grid::Puzzle;

/// Who sends the puzzle: printed at the top of every page.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Constructor {
    /// The constructor's name.
    pub name: String,
    /// How the editor reaches them (address, email, phone).
    pub contact: String,
}

/// The clue sheet's type size.
const CLUE_PT: f64 = 10.0;
/// The largest square of the submission grids (editors mark them up by hand).
const CELL_MAX: f64 = 14.0;
const HEAD_PT: f64 = 9.0;
const TITLE_PT: f64 = 14.0;
const LEADING: f64 = 1.22;
/// Space under the running head's rule.
const HEAD_GAP: f64 = 3.0;

/// Lays out the submission sheets of a puzzle for `who`.
pub fn submission(puzzle: &Puzzle, who: &Constructor) -> Document {
    let slots = puzzle.slots();
    let lists = Lists::with_answers(puzzle, &slots);
    let title = title_of(puzzle);
    let (w, h) = (puzzle.grid.width() as f64, puzzle.grid.height() as f64);
    let mut sheets = Vec::new();
    let mut cell = CELL_MAX;
    for (kind, heading) in [
        (GridKind::Puzzle, title.clone()),
        (GridKind::Solution, format!("Solution: {title}")),
    ] {
        let mut s = Sheet::new(match kind {
            GridKind::Puzzle => SheetKind::Puzzle,
            GridKind::Solution => SheetKind::Solution,
        });
        let y = head(&mut s, who, &heading, TITLE_PT);
        cell = cell
            .min(CONTENT_W / w)
            .min((CONTENT_H - y - 1.0) / h)
            .max(1.0);
        s.grid = Some(GridBox {
            x: (CONTENT_W - cell * w) / 2.0,
            y: y + 1.0,
            cell,
            width: cell * w,
            height: cell * h,
            kind,
        });
        sheets.push(s);
    }
    let m = lists.measure(CLUE_PT, CONTENT_W);
    let clue_title = format!("Clues and answers: {title}");
    let mut sheet = Sheet::new(SheetKind::Continued);
    let mut top = head(&mut sheet, who, &clue_title, TITLE_PT);
    let mut col = column(top);
    for i in 0..m.items.len() {
        let item = &m.items[i];
        // A heading goes with the clue under it.
        let need = item.height
            + match m.kinds[i] {
                Kind::Heading(_) => m.items.get(i + 1).map_or(0.0, |n| n.height + n.gap_before),
                Kind::Clue(_) => 0.0,
            };
        let gap = if col.entries.is_empty() {
            0.0
        } else {
            item.gap_before
        };
        if !col.entries.is_empty() && top + col.height + gap + need > CONTENT_H {
            sheet.columns.push(col);
            sheets.push(sheet);
            sheet = Sheet::new(SheetKind::Continued);
            top = head(
                &mut sheet,
                who,
                &format!("{clue_title} (continued)"),
                HEAD_PT + 1.0,
            );
            col = column(top);
        }
        let gap = if col.entries.is_empty() {
            0.0
        } else {
            item.gap_before
        };
        let y = top + col.height + gap;
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
        col.height += gap + item.height;
    }
    if !col.entries.is_empty() {
        sheet.columns.push(col);
    }
    sheets.push(sheet);
    let pages = sheets.len();
    for (i, s) in sheets.iter_mut().enumerate() {
        page_number(s, i + 1, pages);
    }
    Document {
        sheets,
        clue_pt: CLUE_PT,
        label_mm: m.label_mm,
        column_count: 1,
        lists,
        title,
    }
}

fn column(top: f64) -> Column {
    Column {
        x: 0.0,
        y: top,
        width: CONTENT_W,
        height: 0.0,
        entries: Vec::new(),
    }
}

/// The constructor's line and rule, then the sheet's heading; returns the y below them.
fn head(sheet: &mut Sheet, who: &Constructor, heading: &str, size: f64) -> f64 {
    let parts: Vec<&str> = [who.name.trim(), who.contact.trim()]
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect();
    let who_line = para(
        Role::RunningHead,
        &parts.join(" · "),
        Mark::default(),
        HEAD_PT,
        0.0,
    );
    let y = who_line.bottom() + 1.0;
    sheet.paras.push(who_line);
    sheet.rules.push(Rule {
        x: 0.0,
        y,
        w: CONTENT_W,
        line: 0.25,
    });
    let t = para(Role::Title, heading, Mark::BOLD, size, y + HEAD_GAP);
    let below = t.bottom() + 2.0;
    sheet.paras.push(t);
    below
}

/// "page 2 of 4" at the right of the constructor's line.
fn page_number(sheet: &mut Sheet, n: usize, of: usize) {
    let mut p = para(
        Role::RunningHead,
        &format!("page {n} of {of}"),
        Mark::default(),
        HEAD_PT,
        0.0,
    );
    p.align = Align::Right;
    sheet.paras.push(p);
}

fn para(role: Role, text: &str, mark: Mark, size: f64, y: f64) -> Para {
    let em = pt_to_mm(size);
    let lines = Rich::plain(text, mark).wrap(CONTENT_W / em, CONTENT_W / em);
    Para {
        role,
        x: 0.0,
        y,
        width: CONTENT_W,
        size,
        leading: em * LEADING,
        align: Align::Left,
        lines,
        text: text.to_string(),
    }
}
