//! The slot file format: a versioned TOML document holding a whole puzzle and its timestamps.
//!
//! The grid is stored as rows of text (`#` block, `.` empty, letters of the puzzle's
//! alphabet) so a slot file stays readable and diffable by hand.

use crate::grid::{Alphabet, Cell, ClueKey, Direction, Grid, Meta, Pos, Puzzle, text};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

/// The format version this build writes; files with a higher version are refused.
pub const FORMAT_VERSION: u32 = 1;

/// A slot file as stored on disk.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SlotDoc {
    /// Format version, for future migrations.
    pub format: u32,
    /// When the slot was first saved (Unix seconds, UTC).
    pub created: i64,
    /// When it was last saved (Unix seconds, UTC).
    pub saved: i64,
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
            if !matches!(grid.get(pos), Some(Cell::Letter(_))) {
                return Err(format!("locked square {pos} does not hold a letter"));
            }
            locked.insert(pos);
        }
        let mut clues = BTreeMap::new();
        for c in &self.clues {
            clues.insert(ClueKey::new(c.number, c.direction), c.text.clone());
        }
        Ok(Puzzle {
            grid,
            alphabet: self.alphabet.clone(),
            clues,
            meta: self.meta.clone(),
            locked,
        })
    }
}

impl SlotDoc {
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
        let doc = SlotDoc {
            format: FORMAT_VERSION,
            created: 1,
            saved: 2,
            slot: None,
            puzzle: PuzzleDoc::from_puzzle(&p),
        };
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
        };
        assert!(doc.to_puzzle().is_err());
    }
}
