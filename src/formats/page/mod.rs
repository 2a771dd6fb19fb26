//! The printed page, laid out once for both printable formats (HTML and PDF): the header
//! (title, byline, publication line), intro and notes, the solving grid as large as the page
//! allows, the clue lists in balanced columns, the footer, and the solution page.
//!
//! Every sheet has the same content box, 186 × 255 mm, which fits A4 and US Letter with
//! 12 mm margins. Clue columns are balanced (level bottoms). A puzzle whose clues do not fit
//! beside a grid of readable squares on one sheet gets a full-width grid with the clues
//! starting under it and continuing on the next sheet. Text is measured with the DejaVu
//! fonts the PDF embeds and the HTML page asks for.

pub mod clues;
pub mod columns;
pub mod fonts;
pub mod grid;
mod sheet;
pub mod size;
mod submission;
pub mod text;

use crate::grid::Puzzle;
pub use clues::{ClueItem, ClueSource, Lists};
pub use grid::GridKind;
pub use sheet::layout;
pub use size::PageSize;
pub use submission::{Constructor, submission};
use text::Line;

/// Width of the content box in mm.
pub const CONTENT_W: f64 = 186.0;
/// Height of the content box in mm.
pub const CONTENT_H: f64 = 255.0;
/// Space between clue columns in mm.
pub const COLUMN_GAP: f64 = 5.0;

/// The laid-out printout of one puzzle.
#[derive(Debug, Clone, PartialEq)]
pub struct Document {
    /// The sheets in order: puzzle sheet(s), then the solution sheet if any.
    pub sheets: Vec<Sheet>,
    /// The clue lists.
    pub lists: Lists,
    /// Clue size in points.
    pub clue_pt: f64,
    /// Width of the label column in mm.
    pub label_mm: f64,
    /// Number of clue columns.
    pub column_count: usize,
    /// The title printed (a made-up one when the puzzle has none).
    pub title: String,
}

/// What a sheet is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SheetKind {
    /// The first puzzle sheet: header, grid, clues.
    Puzzle,
    /// A sheet of clues continued from the one before.
    Continued,
    /// The filled grid.
    Solution,
}

/// One printed sheet; every y is in mm from the top of the content box.
#[derive(Debug, Clone, PartialEq)]
pub struct Sheet {
    /// What it is.
    pub kind: SheetKind,
    /// Its text blocks (header, notes, footer).
    pub paras: Vec<Para>,
    /// Horizontal rules.
    pub rules: Vec<Rule>,
    /// The grid, if the sheet has one.
    pub grid: Option<GridBox>,
    /// The clue columns.
    pub columns: Vec<Column>,
}

/// What a text block says, so the HTML page can tag it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// The title.
    Title,
    /// Author and editor.
    Byline,
    /// Publisher, date, difficulty.
    Published,
    /// The intro (before solving).
    Intro,
    /// The notes.
    Notes,
    /// Copyright and URL.
    Footer,
    /// The explanation (after solving), on the solution sheet.
    Explanation,
    /// The running head of a continued sheet.
    RunningHead,
}

/// How lines sit in their block.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    /// Flush left.
    Left,
    /// Flush right.
    Right,
}

/// A block of text lines.
#[derive(Debug, Clone, PartialEq)]
pub struct Para {
    /// What it is.
    pub role: Role,
    /// Left edge.
    pub x: f64,
    /// Top.
    pub y: f64,
    /// Width.
    pub width: f64,
    /// Size in points.
    pub size: f64,
    /// Distance between baselines in mm.
    pub leading: f64,
    /// Alignment.
    pub align: Align,
    /// The set lines.
    pub lines: Vec<Line>,
    /// The source text (plain).
    pub text: String,
}

impl Para {
    /// The baseline of line `i`.
    pub fn baseline(&self, i: usize) -> f64 {
        self.y + i as f64 * self.leading + first_baseline(self.size, self.leading)
    }

    /// The bottom of the block.
    pub fn bottom(&self) -> f64 {
        self.y + self.lines.len() as f64 * self.leading
    }
}

/// The baseline of a line of `size` pt text in a line box `leading` mm tall, below the box's
/// top: half the extra leading, then the font's ascent (DejaVu Serif's metrics).
pub fn first_baseline(size: f64, leading: f64) -> f64 {
    let m = fonts::Font::Serif.metrics();
    let em = fonts::pt_to_mm(size);
    (leading - em * (m.ascent - m.descent)) / 2.0 + em * m.ascent
}

/// A horizontal rule.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rule {
    /// Left.
    pub x: f64,
    /// Centre line.
    pub y: f64,
    /// Length.
    pub w: f64,
    /// Thickness.
    pub line: f64,
}

/// Where a grid goes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GridBox {
    /// Left.
    pub x: f64,
    /// Top.
    pub y: f64,
    /// Side of a square.
    pub cell: f64,
    /// Width of the grid.
    pub width: f64,
    /// Height of the grid.
    pub height: f64,
    /// Puzzle or solution grid.
    pub kind: GridKind,
}

/// A clue column.
#[derive(Debug, Clone, PartialEq)]
pub struct Column {
    /// Left.
    pub x: f64,
    /// Top.
    pub y: f64,
    /// Width.
    pub width: f64,
    /// Height of what it holds.
    pub height: f64,
    /// What it holds, top to bottom.
    pub entries: Vec<Entry>,
}

/// A heading or a clue in a column.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// Its top.
    pub y: f64,
    /// What it is.
    pub kind: EntryKind,
}

/// The content of a column entry.
#[derive(Debug, Clone, PartialEq)]
pub enum EntryKind {
    /// A list heading.
    Heading {
        /// The list.
        list: usize,
        /// Marked "(continued)".
        continued: bool,
        /// The set heading.
        line: Line,
    },
    /// A clue.
    Clue {
        /// Index into [`Lists::clues`].
        index: usize,
        /// Its wrapped lines.
        lines: Vec<Line>,
    },
}

impl Document {
    /// The solving grid (on the first sheet).
    pub fn puzzle_grid(&self) -> Option<&GridBox> {
        self.sheets.first().and_then(|s| s.grid.as_ref())
    }

    /// The solution grid, when there is a solution sheet.
    pub fn solution_grid(&self) -> Option<&GridBox> {
        self.sheets
            .iter()
            .find(|s| s.kind == SheetKind::Solution)
            .and_then(|s| s.grid.as_ref())
    }

    /// The number of puzzle sheets (without the solution sheet).
    pub fn puzzle_sheets(&self) -> usize {
        self.sheets
            .iter()
            .filter(|s| s.kind != SheetKind::Solution)
            .count()
    }
}

/// The title printed for a puzzle: its own, or its size.
pub fn title_of(puzzle: &Puzzle) -> String {
    if puzzle.meta.title.trim().is_empty() {
        format!("{}×{} crossword", puzzle.grid.width(), puzzle.grid.height())
    } else {
        puzzle.meta.title.clone()
    }
}
