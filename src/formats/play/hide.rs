//! Hiding the answers of a playable page: each square's answer is XORed with a key stream
//! seeded from the grid's shape and the square's index, and written in hex. The page's
//! script reverses it to check and reveal, so this keeps answers out of plain sight (a
//! glance at the page source, a search engine, a text search for the theme entry), like
//! a locked `.puz`; it is not encryption, and the page says so nowhere it need not.

use crate::grid::Grid;
use std::fmt::Write as _;

/// FNV-1a over bytes, 32 bits: the page's script computes the same.
pub fn fnv1a32(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5u32, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// The grid's shape as the script rebuilds it: `W×H:` then `#` for a block and `.` for a
/// white square, row by row.
pub fn shape(grid: &Grid) -> String {
    let mut s = format!("{}x{}:", grid.width(), grid.height());
    s.extend(
        grid.cells()
            .iter()
            .map(|c| if c.is_block() { '#' } else { '.' }),
    );
    s
}

/// The seed of every square's key stream.
pub fn seed(grid: &Grid) -> u32 {
    fnv1a32(shape(grid).as_bytes())
}

/// The key stream of square `index` (mulberry32, seeded per square so that equal answers
/// in different squares look different).
fn stream(seed: u32, index: usize) -> impl Iterator<Item = u8> {
    // Squares are numbered below the grid's size limit, far under 2^32.
    let mut state = seed ^ (index as u32).wrapping_mul(0x9e37_79b1);
    std::iter::repeat_with(move || {
        state = state.wrapping_add(0x6d2b_79f5);
        let mut t = state;
        t = (t ^ (t >> 15)).wrapping_mul(t | 1);
        t ^= t.wrapping_add((t ^ (t >> 7)).wrapping_mul(t | 61));
        ((t ^ (t >> 14)) & 0xff) as u8
    })
}

/// Square `index`'s answer hidden: its UTF-8 bytes XORed with the key stream, in hex.
pub fn hide(answer: &str, seed: u32, index: usize) -> String {
    let mut out = String::with_capacity(answer.len() * 2);
    for (b, k) in answer.bytes().zip(stream(seed, index)) {
        let _ = write!(out, "{:02x}", b ^ k);
    }
    out
}

/// The answer back from [`hide`]'s hex; `None` when the text is not what `hide` writes.
pub fn reveal(hidden: &str, seed: u32, index: usize) -> Option<String> {
    if !hidden.len().is_multiple_of(2) {
        return None;
    }
    let bytes: Option<Vec<u8>> = (0..hidden.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(hidden.get(i..i + 2)?, 16).ok())
        .collect();
    let plain: Vec<u8> = bytes?
        .into_iter()
        .zip(stream(seed, index))
        .map(|(b, k)| b ^ k)
        .collect();
    String::from_utf8(plain).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Alphabet, text::parse_grid};

    #[test]
    fn hidden_answers_come_back_and_do_not_show() {
        let grid = parse_grid("#CAT\nDOGE\nARE#", &Alphabet::latin()).unwrap();
        let seed = seed(&grid);
        for (i, answer) in ["A", "HEART", "Ж", "7"].iter().enumerate() {
            let hidden = hide(answer, seed, i);
            assert_eq!(hidden.len(), answer.len() * 2);
            let plain: String = answer.bytes().map(|b| format!("{b:02x}")).collect();
            assert_ne!(hidden, plain, "{answer} is written as it is");
            assert_eq!(reveal(&hidden, seed, i).as_deref(), Some(*answer));
        }
        assert!(!hide("HEART", seed, 9).to_uppercase().contains("HEART"));
        // The same letter in two squares is hidden differently.
        assert_ne!(hide("E", seed, 1), hide("E", seed, 2));
        assert_eq!(reveal("zz", seed, 0), None);
        assert_eq!(reveal("abc", seed, 0), None);
    }

    #[test]
    fn the_seed_follows_the_shape_the_script_rebuilds() {
        let grid = parse_grid("#CAT\nDOGE", &Alphabet::latin()).unwrap();
        assert_eq!(shape(&grid), "4x2:#.......");
        // FNV-1a's published test vectors.
        assert_eq!(fnv1a32(b""), 0x811c_9dc5);
        assert_eq!(fnv1a32(b"a"), 0xe40c_292c);
    }
}
