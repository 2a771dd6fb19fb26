//! The `puzzle` and `solution` grids: what each square is (block, white, omitted), its
//! label, style and given letter, and its answer text.

use super::IpuzError;
use super::doc::{Document, Loose, PuzzleCell, Scalar, SolutionCell};
use super::style::{Look, StyleReader};
use crate::grid::Pos;

/// The markers a file declares for blocks and unlabelled white squares; `None` for a marker
/// that is not a scalar, which no cell matches.
pub(super) struct Markers {
    block: Option<Scalar>,
    empty: Option<Scalar>,
}

impl Markers {
    /// The file's `block` and `empty` (defaults `#` and `0`).
    pub fn of(doc: &Document) -> Self {
        let marker = |field: &Option<Loose<Scalar>>, default: Scalar| match field {
            None => Some(default),
            Some(m) => m.ok().cloned(),
        };
        Self {
            block: marker(&doc.block, Scalar::Text("#".into())),
            empty: marker(&doc.empty, Scalar::Number(0.into())),
        }
    }

    fn is_block(&self, v: &Scalar) -> bool {
        self.block.as_ref().is_some_and(|m| v.same_marker(m))
    }

    fn is_empty(&self, v: &Scalar) -> bool {
        self.empty.as_ref().is_some_and(|m| v.same_marker(m))
    }

    /// True when the empty marker is the usual `0`, so `"0"` in a solution means "no letter"
    /// rather than the digit.
    fn empty_is_zero(&self) -> bool {
        self.empty
            .as_ref()
            .is_some_and(|m| m.same_marker(&Scalar::Number(0.into())))
    }
}

/// What a `puzzle` cell makes of its square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    /// A block.
    Block,
    /// A white square.
    White,
    /// `null` or `"omit"`: no square at all (read as a block).
    Omitted,
}

/// One square of the `puzzle` grid.
#[derive(Debug, Clone)]
pub(super) struct Square {
    /// Block, white or omitted.
    pub kind: Kind,
    /// The label (number) shown in it.
    pub label: Option<String>,
    /// Its style.
    pub look: Look,
    /// A letter given to the solver (`value`).
    pub given: Option<String>,
}

impl Square {
    fn new(kind: Kind) -> Self {
        Self {
            kind,
            label: None,
            look: Look::default(),
            given: None,
        }
    }
}

/// Reads one `puzzle` cell (a `LabeledCell`).
pub(super) fn puzzle_cell(
    v: &PuzzleCell,
    markers: &Markers,
    styles: &mut StyleReader,
    pos: Pos,
) -> Result<Square, IpuzError> {
    let bad = || IpuzError::BadCell {
        field: "puzzle",
        pos,
        found: v.shown(),
    };
    let PuzzleCell::Object(o) = v else {
        return plain_cell(v, markers).ok_or_else(bad);
    };
    let mut square = match o.cell.as_deref() {
        None => Square::new(Kind::White),
        Some(PuzzleCell::Object(_)) => return Err(bad()),
        Some(inner) => plain_cell(inner, markers).ok_or_else(bad)?,
    };
    if let Some(style) = &o.style {
        square.look = styles.read(style);
    }
    if square.label.is_none() {
        square.label = square.look.mark_tl.clone();
    }
    if square.kind == Kind::White {
        square.given = o
            .value
            .as_ref()
            .and_then(Loose::ok)
            .map(|s| s.trim())
            .filter(|s| !s.is_empty())
            .map(str::to_string);
    }
    Ok(square)
}

/// A cell given as a scalar: a label, the empty or block marker, or null.
fn plain_cell(v: &PuzzleCell, markers: &Markers) -> Option<Square> {
    let s = match v {
        PuzzleCell::Null => return Some(Square::new(Kind::Omitted)),
        PuzzleCell::Scalar(s) => s,
        PuzzleCell::Array(_) | PuzzleCell::Object(_) | PuzzleCell::Other(_) => return None,
    };
    let text = match s {
        Scalar::Text(t) => Some(t.trim()),
        _ => None,
    };
    if text == Some("omit") {
        return Some(Square::new(Kind::Omitted));
    }
    if markers.is_block(s) || matches!(text, Some("#" | ":")) {
        return Some(Square::new(Kind::Block));
    }
    let mut square = Square::new(Kind::White);
    square.label = match s {
        Scalar::Number(n) => Some(n.to_string()),
        Scalar::Text(t) => Some(t.trim().to_string()),
        Scalar::Bool(_) => return None,
    }
    .filter(|l| !l.is_empty() && l != "0" && !markers.is_empty(s));
    Some(square)
}

/// What a `solution` cell says about its square.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Answer {
    /// No letter (unknown, empty or omitted).
    None,
    /// A block.
    Block,
    /// The answer text, as written.
    Text(String),
}

/// Context for reading one `solution` cell.
pub(super) struct SolutionCtx<'a> {
    /// The file's markers.
    pub markers: &'a Markers,
    /// Whether the `puzzle` grid made the square white.
    pub white: bool,
    /// A diagramless puzzle, where `:` marks a block.
    pub diagramless: bool,
    /// The square, for errors.
    pub pos: Pos,
}

/// Reads one `solution` cell (a `CrosswordValue`). Several accepted answers (an array) keep
/// the first; `multi` counts them.
pub(super) fn solution_cell(
    v: &SolutionCell,
    ctx: &SolutionCtx,
    depth: u8,
    multi: &mut usize,
) -> Result<Answer, IpuzError> {
    let markers = ctx.markers;
    let bad = || IpuzError::BadCell {
        field: "solution",
        pos: ctx.pos,
        found: v.shown(),
    };
    Ok(match v {
        SolutionCell::Scalar(s) if markers.is_block(s) => Answer::Block,
        SolutionCell::Scalar(s) if markers.is_empty(s) => Answer::None,
        SolutionCell::Null => Answer::None,
        SolutionCell::Scalar(Scalar::Text(s)) => match s.trim() {
            "" | "omit" => Answer::None,
            "0" if markers.empty_is_zero() => Answer::None,
            // "#" with another block marker, or ":" outside a diagramless puzzle, is a block
            // only where the puzzle grid has one; in a white square it is a symbol answer.
            "#" if !ctx.white => Answer::Block,
            ":" if !ctx.white || ctx.diagramless => Answer::Block,
            t => Answer::Text(t.to_string()),
        },
        SolutionCell::Scalar(n @ Scalar::Number(_)) if n.is_zero() && markers.empty_is_zero() => {
            Answer::None
        }
        SolutionCell::Scalar(Scalar::Number(n)) => Answer::Text(n.to_string()),
        SolutionCell::Object(o) if depth == 0 => match o.value.as_deref() {
            Some(inner) => solution_cell(inner, ctx, 1, multi)?,
            None => Answer::None,
        },
        SolutionCell::Array(items) if depth == 0 => match items.first() {
            Some(first) => {
                if items.len() > 1 {
                    *multi += 1;
                }
                solution_cell(first, ctx, 1, multi)?
            }
            None => Answer::None,
        },
        _ => return Err(bad()),
    })
}

/// An answer as the model can hold it: white space and control characters removed, at most
/// `max` characters, uppercase. `None` when nothing is left; the flag says it changed
/// beyond case.
pub(super) fn clean_answer(text: &str, max: usize) -> (Option<String>, bool) {
    let kept: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && !c.is_control())
        .flat_map(char::to_uppercase)
        .collect();
    let n = kept.chars().count();
    let changed = text.chars().any(|c| c.is_whitespace() || c.is_control()) || n > max;
    let kept: String = kept.chars().take(max).collect();
    ((!kept.is_empty()).then_some(kept), changed)
}
