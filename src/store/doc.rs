//! The slot file format: a versioned TOML document holding a whole puzzle and its timestamps.
//!
//! The grid is stored as rows of text (`#` block, `.` empty, letters of the puzzle's
//! alphabet, `{TEXT}` for a rebus) so a slot file stays readable and diffable by hand.
//!
//! Version 2 added square styles, explicit numbering, clue markup, extra clue lists, carried
//! sections and the longer metadata; version-1 files read as puzzles without them.

use crate::grid::{
    Alphabet, Carried, Cell, ClueKey, ClueList, Direction, Grid, Meta, Pos, Puzzle, Style, text,
};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The format version this build writes; files with a higher version are refused.
pub const FORMAT_VERSION: u32 = 2;

/// A slot file as stored on disk.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SlotDoc {
    /// Format version, for future migrations.
    pub format: u32,
    /// When the slot was first saved (Unix seconds, UTC).
    pub created: i64,
    /// When it was last saved (Unix seconds, UTC).
    pub saved: i64,
    /// The slot's save number: one more than the version it replaced (absent before 0.3).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub seq: u64,
    /// For a recovery file: the slot the work belongs to; absent for untitled work (a new
    /// grid, an import or a layout not yet saved into a slot), and always absent in a slot.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub slot: Option<u8>,
    /// The puzzle.
    pub puzzle: PuzzleDoc,
}

/// A puzzle in its on-disk shape.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PuzzleDoc {
    /// The letters the grid is written in.
    #[serde(default = "Alphabet::latin")]
    pub alphabet: Alphabet,
    /// Title, author, symmetry and the rest.
    #[serde(default)]
    pub meta: Meta,
    /// Rows of the grid.
    pub grid: Vec<String>,
    /// Squares autofill must keep, as `[row, col]` from 0.
    #[serde(default)]
    pub locked: Vec<[usize; 2]>,
    /// The clues, in order.
    #[serde(default)]
    pub clues: Vec<ClueDoc>,
    /// Squares that are not plain: circles, shading, colours, bars, given letters.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub styles: Vec<StyleDoc>,
    /// Explicit numbering from a file: `[row, col, label]`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub labels: Vec<LabelDoc>,
    /// Clue lists other than Across and Down.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extra_clues: Vec<ClueList>,
    /// Sections of other formats kept to write back, as hex.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub carried: Vec<CarriedDoc>,
}

/// A styled square.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StyleDoc {
    /// Row from 0.
    pub row: usize,
    /// Column from 0.
    pub col: usize,
    /// How it looks.
    #[serde(flatten)]
    pub style: Style,
}

/// An explicit label.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LabelDoc {
    /// Row from 0.
    pub row: usize,
    /// Column from 0.
    pub col: usize,
    /// The label shown.
    pub label: String,
}

/// A carried section, its bytes in hex.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CarriedDoc {
    /// The format's extension.
    pub format: String,
    /// The section's name.
    pub name: String,
    /// The bytes as lowercase hex.
    pub hex: String,
}

/// One clue.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClueDoc {
    /// Clue number.
    pub number: u16,
    /// `across` or `down`.
    pub direction: Direction,
    /// The clue text.
    pub text: String,
    /// Its original markup (ipuz HTML), when it had some.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub markup: Option<String>,
    /// The answer it was written for (absent in older files: then the answer at the first
    /// edit counts).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<String>,
}

impl PuzzleDoc {
    /// The on-disk shape of a puzzle.
    pub fn from_puzzle(p: &Puzzle) -> Self {
        let grid = text::format_grid(&p.grid, &p.alphabet)
            .lines()
            .map(str::to_string)
            .collect();
        PuzzleDoc {
            alphabet: p.alphabet.clone(),
            meta: p.meta.clone(),
            grid,
            locked: p.locked.iter().map(|q| [q.row, q.col]).collect(),
            clues: p
                .clues
                .iter()
                .map(|(k, t)| ClueDoc {
                    number: k.number,
                    direction: k.direction,
                    text: t.clone(),
                    markup: p.clue_markup.get(k).cloned(),
                    answer: p.clue_answers.get(k).cloned(),
                })
                .collect(),
            styles: p
                .styles
                .iter()
                .map(|(q, style)| StyleDoc {
                    row: q.row,
                    col: q.col,
                    style: style.clone(),
                })
                .collect(),
            labels: p
                .labels
                .iter()
                .map(|(q, label)| LabelDoc {
                    row: q.row,
                    col: q.col,
                    label: label.clone(),
                })
                .collect(),
            extra_clues: p.extra_clues.clone(),
            carried: p
                .carried
                .iter()
                .map(|c| CarriedDoc {
                    format: c.format.clone(),
                    name: c.name.clone(),
                    hex: c.data.iter().map(|b| format!("{b:02x}")).collect(),
                })
                .collect(),
        }
    }

    /// The puzzle, checking the grid and that locked squares hold letters inside it.
    pub fn to_puzzle(&self) -> Result<Puzzle, String> {
        let grid: Grid = text::parse_grid(&self.grid.join("\n"), &self.alphabet)
            .map_err(|e| format!("grid: {e}"))?;
        let mut locked = BTreeSet::new();
        for &[row, col] in &self.locked {
            let pos = Pos::new(row, col);
            if !grid.get(pos).is_some_and(Cell::is_filled) {
                return Err(format!("locked square {pos} does not hold a letter"));
            }
            locked.insert(pos);
        }
        let mut clues = BTreeMap::new();
        let mut clue_markup = BTreeMap::new();
        let mut clue_answers = BTreeMap::new();
        for c in &self.clues {
            let key = ClueKey::new(c.number, c.direction);
            clues.insert(key, c.text.clone());
            if let Some(m) = &c.markup {
                clue_markup.insert(key, m.clone());
            }
            if let Some(a) = &c.answer {
                clue_answers.insert(key, a.clone());
            }
        }
        let inside = |row: usize, col: usize, what: &str| {
            let pos = Pos::new(row, col);
            if grid.contains(pos) {
                Ok(pos)
            } else {
                Err(format!("{what} at {pos} is outside the grid"))
            }
        };
        let mut styles = BTreeMap::new();
        for s in &self.styles {
            styles.insert(inside(s.row, s.col, "style")?, s.style.clone());
        }
        let mut labels = BTreeMap::new();
        for l in &self.labels {
            labels.insert(inside(l.row, l.col, "label")?, l.label.clone());
        }
        let carried = self
            .carried
            .iter()
            .map(|c| {
                Ok(Carried {
                    format: c.format.clone(),
                    name: c.name.clone(),
                    data: from_hex(&c.hex)
                        .ok_or_else(|| format!("carried {} {}: bad hex", c.format, c.name))?,
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        Ok(Puzzle {
            alphabet: self.alphabet.clone(),
            clues,
            meta: self.meta.clone(),
            locked,
            styles,
            labels,
            clue_markup,
            clue_answers,
            extra_clues: self.extra_clues.clone(),
            carried,
            grid,
        })
    }
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

fn from_hex(hex: &str) -> Option<Vec<u8>> {
    if !hex.len().is_multiple_of(2) || !hex.is_ascii() {
        return None;
    }
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).ok())
        .collect()
}

impl SlotDoc {
    /// The document of `puzzle` in this build's format, created and last saved at the given
    /// Unix times; `slot` only for a recovery file.
    pub fn new(puzzle: &Puzzle, created: i64, saved: i64, slot: Option<u8>) -> SlotDoc {
        SlotDoc {
            format: FORMAT_VERSION,
            created,
            saved,
            seq: 0,
            slot,
            puzzle: PuzzleDoc::from_puzzle(puzzle),
        }
    }

    /// Serialises to TOML text.
    pub fn to_toml(&self) -> Result<String, toml::ser::Error> {
        toml::to_string_pretty(self)
    }

    /// Parses TOML text; the error names the line where it can.
    pub fn from_toml(text: &str) -> Result<SlotDoc, String> {
        let doc: SlotDoc = toml::from_str(text).map_err(|e| describe_toml_error(text, &e))?;
        if doc.format > FORMAT_VERSION {
            return Err(format!(
                "format version {} is newer than this gridwright understands ({FORMAT_VERSION})",
                doc.format
            ));
        }
        Ok(doc)
    }
}

fn describe_toml_error(text: &str, e: &toml::de::Error) -> String {
    let msg = e.message().trim().to_string();
    match e.span() {
        Some(span) => {
            let line = text[..span.start.min(text.len())].matches('\n').count() + 1;
            format!("line {line}: {msg}")
        }
        None => msg,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_keeps_everything() {
        let mut p =
            Puzzle::new(text::parse_grid("CAT#\n....\n#DOG\n", &Alphabet::latin()).expect("grid"));
        p.meta.title = "Tiny \"quoted\" title".into();
        p.meta.author = "Ann Author".into();
        p.clues.insert(
            ClueKey::new(1, Direction::Across),
            "Pet, = with # signs".into(),
        );
        p.locked.insert(Pos::new(0, 0));
        p.grid.set_rebus(Pos::new(1, 1), "STAR").expect("rebus");
        p.meta.editor = "Ed".into();
        p.meta.no_solution = true;
        p.set_style(
            Pos::new(1, 0),
            Style {
                circled: true,
                color: Some("ff8000".parse().expect("colour")),
                bar_right: true,
                ..Style::default()
            },
        );
        p.labels.insert(Pos::new(0, 0), "A".into());
        p.clue_markup.insert(
            ClueKey::new(1, Direction::Across),
            "<i>Pet</i>, = with # signs".into(),
        );
        p.extra_clues.push(ClueList {
            title: "Rows".into(),
            clues: vec![crate::grid::ListClue {
                label: "1".into(),
                text: "Row one".into(),
                cells: vec![Pos::new(0, 0), Pos::new(0, 1)],
            }],
        });
        p.carried.push(Carried {
            format: "puz".into(),
            name: "LTIM".into(),
            data: b"12,0".to_vec(),
        });
        let doc = SlotDoc::new(&p, 1, 2, None);
        let text = doc.to_toml().expect("serialises");
        let back = SlotDoc::from_toml(&text).expect("parses");
        assert_eq!(back, doc);
        assert_eq!(back.puzzle.to_puzzle().expect("valid"), p);
    }

    #[test]
    fn errors_name_the_line() {
        let text = "format = 1\ncreated = 0\nsaved = \"yesterday\"\n";
        let e = SlotDoc::from_toml(text).expect_err("bad saved");
        assert!(e.starts_with("line 3:"), "{e}");
    }

    #[test]
    fn version_one_files_still_open() {
        let text = "format = 1\ncreated = 0\nsaved = 0\n[puzzle]\ngrid = [\"CAT\", \"...\", \"...\"]\n[puzzle.meta]\ntitle = \"Old\"\n";
        let doc = SlotDoc::from_toml(text).expect("version 1 parses");
        let p = doc.puzzle.to_puzzle().expect("valid");
        assert_eq!(p.meta.title, "Old");
        assert!(p.styles.is_empty() && p.labels.is_empty());
    }

    #[test]
    fn newer_format_is_refused() {
        let text =
            "format = 99\ncreated = 0\nsaved = 0\n[puzzle]\ngrid = [\"...\", \"...\", \"...\"]\n";
        let e = SlotDoc::from_toml(text).expect_err("too new");
        assert!(e.contains("newer"), "{e}");
    }

    #[test]
    fn locked_empty_square_is_refused() {
        let doc = PuzzleDoc {
            alphabet: Alphabet::latin(),
            meta: Meta::default(),
            grid: vec!["...".into(); 3],
            locked: vec![[1, 1]],
            clues: vec![],
            styles: vec![],
            labels: vec![],
            extra_clues: vec![],
            carried: vec![],
        };
        assert!(doc.to_puzzle().is_err());
    }
}
