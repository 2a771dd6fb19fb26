//! The `puzzle` and `solution` grids: what each square is (block, white, omitted), its
//! label, style and given letter, and its answer text.

use super::IpuzError;
use super::json::{same_marker, short};
use super::style::{Look, StyleReader};
use crate::grid::Pos;
use serde_json::{Map, Value, json};

/// The markers a file declares for blocks and unlabelled white squares.
pub(super) struct Markers {
    block: Value,
    empty: Value,
}

impl Markers {
    /// The file's `block` and `empty` (defaults `#` and `0`).
    pub fn of(doc: &Map<String, Value>) -> Self {
        Self {
            block: doc.get("block").cloned().unwrap_or(json!("#")),
            empty: doc.get("empty").cloned().unwrap_or(json!(0)),
        }
    }

    /// True when the empty marker is the usual `0`, so `"0"` in a solution means "no letter"
    /// rather than the digit.
    fn empty_is_zero(&self) -> bool {
        same_marker(&self.empty, &json!(0))
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
    v: &Value,
    markers: &Markers,
    styles: &mut StyleReader,
    pos: Pos,
) -> Result<Square, IpuzError> {
    let bad = || IpuzError::BadCell {
        field: "puzzle",
        pos,
        found: short(v),
    };
    let Value::Object(o) = v else {
        return plain_cell(v, markers).ok_or_else(bad);
    };
    let mut square = match o.get("cell") {
        None => Square::new(Kind::White),
        Some(inner) if inner.is_object() => return Err(bad()),
        Some(inner) => plain_cell(inner, markers).ok_or_else(bad)?,
    };
    if let Some(style) = o.get("style") {
        square.look = styles.read(style);
    }
    if square.label.is_none() {
        square.label = square.look.mark_tl.clone();
    }
    if square.kind == Kind::White {
        square.given = o
            .get("value")
            .and_then(Value::as_str)
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_string);
    }
    Ok(square)
}

/// A cell given as a scalar: a label, the empty or block marker, or null.
fn plain_cell(v: &Value, markers: &Markers) -> Option<Square> {
    let text = v.as_str().map(str::trim);
    if v.is_null() || text == Some("omit") {
        return Some(Square::new(Kind::Omitted));
    }
    if same_marker(v, &markers.block) || matches!(text, Some("#" | ":")) {
        return Some(Square::new(Kind::Block));
    }
    let mut square = Square::new(Kind::White);
    square.label = match v {
        Value::Number(n) => Some(n.to_string()),
        Value::String(s) => Some(s.trim().to_string()),
        _ => return None,
    }
    .filter(|l| !l.is_empty() && l != "0" && !same_marker(v, &markers.empty));
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
    v: &Value,
    ctx: &SolutionCtx,
    depth: u8,
    multi: &mut usize,
) -> Result<Answer, IpuzError> {
    let markers = ctx.markers;
    if same_marker(v, &markers.block) {
        return Ok(Answer::Block);
    }
    if same_marker(v, &markers.empty) {
        return Ok(Answer::None);
    }
    Ok(match v {
        Value::Null => Answer::None,
        Value::String(s) => match s.trim() {
            "" | "omit" => Answer::None,
            "0" if markers.empty_is_zero() => Answer::None,
            // "#" with another block marker, or ":" outside a diagramless puzzle, is a block
            // only where the puzzle grid has one; in a white square it is a symbol answer.
            "#" if !ctx.white => Answer::Block,
            ":" if !ctx.white || ctx.diagramless => Answer::Block,
            t => Answer::Text(t.to_string()),
        },
        Value::Number(n) if n.as_u64() == Some(0) && markers.empty_is_zero() => Answer::None,
        Value::Number(n) => Answer::Text(n.to_string()),
        Value::Object(o) if depth == 0 => match o.get("value") {
            Some(inner) => solution_cell(inner, ctx, 1, multi)?,
            None => Answer::None,
        },
        Value::Array(items) if depth == 0 => match items.first() {
            Some(first) => {
                if items.len() > 1 {
                    *multi += 1;
                }
                solution_cell(first, ctx, 1, multi)?
            }
            None => Answer::None,
        },
        _ => {
            return Err(IpuzError::BadCell {
                field: "solution",
                pos: ctx.pos,
                found: short(v),
            });
        }
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
