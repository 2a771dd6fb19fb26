//! The extra sections gridwright understands (`GRBS` + `RTBL` rebus squares, `GEXT` circles)
//! and the rules for the ones it carries unread (`LTIM`, `RUSR`, the rest of `GEXT`, the
//! solver's board): which of them still fit a grid when it is written back.

use crate::formats::latin1;
use crate::grid::{Carried, Grid};
use std::collections::BTreeMap;

/// The `format` of sections carried for `.puz`.
pub const FORMAT: &str = "puz";
/// The carried name of the player's board (not a section of the file: the second board).
pub const STATE: &str = "STATE";
/// Rebus grid: one byte per square, 0 or 1 + a key of the rebus table.
pub const GRBS: &[u8; 4] = b"GRBS";
/// Rebus table: `k:TEXT;` entries, keys right-aligned in two characters.
pub const RTBL: &[u8; 4] = b"RTBL";
/// Square flags: one byte per square; 0x80 is a circle.
pub const GEXT: &[u8; 4] = b"GEXT";
/// The player's rebus entries: one NUL-terminated string per square.
const RUSR: &[u8; 4] = b"RUSR";
/// The `GEXT` bit of a circled square.
pub const CIRCLED: u8 = 0x80;
/// The most rebus texts a table can hold (the rebus grid stores 1 + key in a byte).
pub const MAX_TABLE: usize = 255;

/// True for the two bytes that mark a block in a board (`:` in diagramless puzzles).
pub fn is_block_byte(b: u8) -> bool {
    b == b'.' || b == b':'
}

/// Reads the entries of a rebus table (`" 0:HEART;1:DIAMOND;"`), warning about malformed ones.
pub fn parse_table(text: &str, warnings: &mut Vec<String>) -> BTreeMap<u16, String> {
    let mut table = BTreeMap::new();
    for entry in text.split(';') {
        if entry.trim().is_empty() {
            continue;
        }
        let parsed = entry
            .split_once(':')
            .and_then(|(k, v)| Some((k.trim().parse::<u16>().ok()?, v.trim())));
        match parsed {
            Some((key, value)) => {
                table.insert(key, value.to_string());
            }
            None => warnings.push(format!(
                "rebus table (RTBL) entry {entry:?} is not KEY:TEXT; ignored"
            )),
        }
    }
    table
}

/// Writes a rebus table as Across Lite does: keys from 0, right-aligned in two characters.
pub fn format_table(texts: &[String]) -> String {
    texts
        .iter()
        .enumerate()
        .map(|(k, t)| format!("{k:>2}:{t};"))
        .collect()
}

/// Why a carried `.puz` section cannot be written into `grid`; `None` when it can.
pub fn unfit(c: &Carried, grid: &Grid) -> Option<&'static str> {
    let squares = grid.width() * grid.height();
    if c.name == STATE {
        let matches = c.data.len() == squares
            && c.data
                .iter()
                .zip(grid.cells())
                .all(|(&b, cell)| is_block_byte(b) == cell.is_block());
        return (!matches).then_some("it does not match the grid's blocks");
    }
    let Ok(name) = <[u8; 4]>::try_from(latin1::encode(&c.name).unwrap_or_default()) else {
        return Some("its name is not four characters");
    };
    if c.data.len() > usize::from(u16::MAX) {
        return Some("it is longer than 65,535 bytes");
    }
    match &name {
        GRBS | RTBL => Some("rebus squares are written from the grid"),
        GEXT if c.data.len() != squares => Some(PER_SQUARE),
        RUSR if !is_per_square_strings(&c.data, squares) => Some(PER_SQUARE),
        _ => None,
    }
}

/// Why a per-square section does not fit.
const PER_SQUARE: &str = "it does not have one entry per square of the grid";

/// True for `squares` NUL-terminated strings (the layout of `RUSR`).
fn is_per_square_strings(data: &[u8], squares: usize) -> bool {
    data.last() == Some(&0) && data.iter().filter(|&&b| b == 0).count() == squares
}

/// A carried `.puz` section of the file (not the player's board).
pub fn carried(name: &[u8; 4], data: Vec<u8>) -> Carried {
    Carried {
        format: FORMAT.into(),
        name: latin1::decode(name),
        data,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Alphabet, text::parse_grid};

    #[test]
    fn tables_read_and_write_as_across_lite_does() {
        let mut w = Vec::new();
        let t = parse_table(" 0:HEART;1:DIAMOND;17:CLUB; junk ;", &mut w);
        assert_eq!(t.get(&17).map(String::as_str), Some("CLUB"));
        assert_eq!(t.len(), 3);
        assert_eq!(w.len(), 1, "{w:?}");
        assert_eq!(
            format_table(&["STAR".into(), "MOON".into()]),
            " 0:STAR; 1:MOON;"
        );
    }

    #[test]
    fn sections_fit_only_a_grid_of_their_shape() {
        let grid = parse_grid("AB\nC#", &Alphabet::latin()).unwrap();
        let c = |name: &str, data: &[u8]| Carried {
            format: FORMAT.into(),
            name: name.into(),
            data: data.to_vec(),
        };
        assert_eq!(unfit(&c("LTIM", b"12,0"), &grid), None);
        assert_eq!(unfit(&c("GEXT", &[0x10; 4]), &grid), None);
        assert!(unfit(&c("GEXT", &[0x10; 5]), &grid).is_some());
        assert_eq!(unfit(&c("RUSR", b"\0STAR\0\0\0"), &grid), None);
        assert!(unfit(&c("RUSR", b"\0\0"), &grid).is_some());
        assert_eq!(unfit(&c(STATE, b"A--."), &grid), None);
        assert!(unfit(&c(STATE, b"A-.-"), &grid).is_some());
        assert!(unfit(&c("GRBS", &[0; 4]), &grid).is_some());
        assert!(unfit(&c("LONGER", b""), &grid).is_some());
    }
}
