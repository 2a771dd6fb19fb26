//! Reading a crosswordsmith layout document back (its output JSON), so layouts made by it —
//! or by us — can be imported as puzzles.
//!
//! The document must pass [`check_contract`]; its answers must spell what the grid holds
//! along their cells. Empty rows and columns around the letters (the native form is square)
//! are cropped; the grid is renumbered in the standard way, which must give every word the
//! number the document gave it. Answers in `diagnostics.arrange.dropped` come back as
//! unplaced answers.

use super::generator::{Arrangement, Placement};
use super::input::{self, AnswerList, InputError};
use super::output::{self, Layout, LayoutError};
use super::validate::{check_contract, validate};
use crate::grid::Direction;
use serde_json::Value;

/// Why a layout document could not be imported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// Not JSON, or its answers are unusable.
    #[error(transparent)]
    Input(#[from] InputError),
    /// The document breaks the contract or disagrees with itself.
    #[error("{source_name}: not a valid layout: {}", .problems.join("; "))]
    Invalid {
        /// File name.
        source_name: String,
        /// Every problem found (the first dozen).
        problems: Vec<String>,
    },
    /// Fewer than two answers in the grid.
    #[error("{source_name}: {error}")]
    Layout {
        /// File name.
        source_name: String,
        /// What went wrong.
        error: LayoutError,
    },
}

/// True when `text` is a layout document (`grid`, `words` and `gridLength`) rather than an
/// answer list (`clues`).
pub fn is_layout_json(text: &str) -> bool {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    text.trim_start().starts_with('{')
        && serde_json::from_str::<Value>(text).is_ok_and(|d| {
            d.get("gridLength").is_some() && d.get("grid").is_some() && d.get("words").is_some()
        })
}

/// Reads a layout document into its answer list and layout.
pub fn from_json(text: &str, source_name: &str) -> Result<(AnswerList, Layout), ReadError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let doc = super::input::json_value(text, source_name)?;
    let invalid = |problems: Vec<String>| ReadError::Invalid {
        source_name: source_name.to_string(),
        problems: problems.into_iter().take(12).collect(),
    };
    let broken = check_contract(&doc);
    if !broken.is_empty() {
        return Err(invalid(broken.into_iter().map(|v| v.0).collect()));
    }
    let words = doc["words"].as_array().map_or(&[][..], Vec::as_slice);
    let dropped = doc["diagnostics"]["arrange"]["dropped"]
        .as_array()
        .map_or(&[][..], Vec::as_slice);
    let mut items: Vec<(String, String, Value)> = Vec::new();
    for w in words {
        let meta = w["meta"].clone();
        let clue = meta["clue"].as_str().unwrap_or("").to_string();
        items.push((w["answer"].as_str().unwrap_or("").to_string(), clue, meta));
    }
    for d in dropped {
        let answer = d.as_str().unwrap_or("").to_string();
        items.push((answer, String::new(), Value::Object(serde_json::Map::new())));
    }
    let mut list = input::from_answers(items, source_name)?;
    list.title = doc["title"].as_str().map(str::to_string);
    let cell_of = |c: &Value| -> (usize, usize) {
        (
            c[0].as_u64().unwrap_or(0) as usize,
            c[1].as_u64().unwrap_or(0) as usize,
        )
    };
    let all: Vec<(usize, usize)> = words
        .iter()
        .flat_map(|w| w["cells"].as_array().map_or(&[][..], Vec::as_slice))
        .map(cell_of)
        .collect();
    let r0 = all.iter().map(|c| c.0).min().unwrap_or(0);
    let c0 = all.iter().map(|c| c.1).min().unwrap_or(0);
    let r1 = all.iter().map(|c| c.0).max().unwrap_or(0);
    let c1 = all.iter().map(|c| c.1).max().unwrap_or(0);
    let mut problems = Vec::new();
    let mut placements = Vec::new();
    for (i, w) in words.iter().enumerate() {
        let e = &list.entries[i];
        let cells: Vec<(usize, usize)> = w["cells"]
            .as_array()
            .map_or(&[][..], Vec::as_slice)
            .iter()
            .map(cell_of)
            .collect();
        let spelled: Vec<String> = cells
            .iter()
            .map(|&(r, c)| {
                doc["grid"][r][c]["letter"]
                    .as_str()
                    .unwrap_or("")
                    .to_uppercase()
            })
            .collect();
        let wanted: Vec<String> = e
            .letters
            .iter()
            .map(|&t| list.square_text(t).unwrap_or_default())
            .collect();
        if spelled != wanted {
            problems.push(format!(
                "word {} {}: answer {:?} is not what its cells hold ({})",
                w["number"],
                w["direction"].as_str().unwrap_or(""),
                e.answer,
                spelled.concat()
            ));
            continue;
        }
        placements.push(Placement {
            word: i,
            row: cells[0].0 - r0,
            col: cells[0].1 - c0,
            direction: if w["direction"] == "across" {
                Direction::Across
            } else {
                Direction::Down
            },
        });
    }
    if !problems.is_empty() {
        return Err(invalid(problems));
    }
    let arrangement = Arrangement {
        width: c1 - c0 + 1,
        height: r1 - r0 + 1,
        placements,
        unplaced: (words.len()..list.entries.len()).collect(),
    };
    let layout = output::build(&list, &arrangement).map_err(|error| ReadError::Layout {
        source_name: source_name.to_string(),
        error,
    })?;
    let mut problems: Vec<String> = validate(&list, &layout).into_iter().map(|v| v.0).collect();
    for lw in &layout.words {
        let given = words[lw.entry]["number"].as_u64();
        if given != Some(u64::from(lw.number)) {
            problems.push(format!(
                "{:?} is numbered {} in the file but {} by the grid",
                list.entries[lw.entry].answer,
                given.unwrap_or(0),
                lw.number
            ));
        }
    }
    if !problems.is_empty() {
        return Err(invalid(problems));
    }
    Ok((list, layout))
}
