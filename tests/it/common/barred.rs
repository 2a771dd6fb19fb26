//! An independent validator of barred fills: it reads the bars from the square styles
//! itself and cuts the entries at blocks and bars with its own loop (not through
//! `grid::Slots`), so a filler that ignored a bar, or a numbering that misplaced one, fails.
#![allow(dead_code)]

use gridwright::grid::{Cell, Puzzle};
use std::collections::{HashMap, HashSet};

/// An entry: its first square, whether it runs across, its squares.
pub type Entry = ((usize, usize), bool, Vec<(usize, usize)>);

/// Entries as (first square, across?, squares), read straight from the puzzle: a run of white
/// squares ends at a block, at the grid's edge, or where the square's style has a bar on
/// the edge crossed.
pub fn entries(p: &Puzzle) -> Vec<Entry> {
    let (w, h) = (p.grid.width(), p.grid.height());
    let mut right = HashSet::new();
    let mut below = HashSet::new();
    for (pos, s) in &p.styles {
        if s.bar_right {
            right.insert((pos.row, pos.col));
        }
        if s.bar_bottom {
            below.insert((pos.row, pos.col));
        }
    }
    let white = |r: usize, c: usize| !p.grid.cell(gridwright::grid::Pos::new(r, c)).is_block();
    let mut out = Vec::new();
    for r in 0..h {
        let mut run: Vec<(usize, usize)> = Vec::new();
        for c in 0..w {
            if !white(r, c) {
                flush(&mut run, true, &mut out);
                continue;
            }
            run.push((r, c));
            if right.contains(&(r, c)) {
                flush(&mut run, true, &mut out);
            }
        }
        flush(&mut run, true, &mut out);
    }
    for c in 0..w {
        let mut run: Vec<(usize, usize)> = Vec::new();
        for r in 0..h {
            if !white(r, c) {
                flush(&mut run, false, &mut out);
                continue;
            }
            run.push((r, c));
            if below.contains(&(r, c)) {
                flush(&mut run, false, &mut out);
            }
        }
        flush(&mut run, false, &mut out);
    }
    out
}

fn flush(run: &mut Vec<(usize, usize)>, across: bool, out: &mut Vec<Entry>) {
    let cells = std::mem::take(run);
    if cells.len() >= 2 {
        out.push((cells[0], across, cells));
    }
}

/// Checks a fill of the barred puzzle `before` into `after`: same blocks and bars, every
/// white square a letter, every entry (cut by this module's own reading of the bars) a word
/// of `list` (alphabet indices → score) scoring at least `min`, no word twice, and every
/// square in at least one entry.
pub fn validate(before: &Puzzle, after: &Puzzle, list: &HashMap<Vec<u8>, u8>, min: u8) {
    assert_eq!(before.styles, after.styles, "the bars changed");
    let mut seen = HashSet::new();
    let mut covered = HashSet::new();
    for p in before.grid.positions() {
        assert_eq!(
            before.grid.cell(p).is_block(),
            after.grid.cell(p).is_block(),
            "block changed at {p}"
        );
    }
    for (start, across, cells) in entries(after) {
        let word: Vec<u8> = cells
            .iter()
            .map(
                |&(r, c)| match after.grid.cell(gridwright::grid::Pos::new(r, c)) {
                    Cell::Letter(l) => l,
                    other => panic!("square ({r}, {c}) holds {other:?}, not a letter"),
                },
            )
            .collect();
        let score = list.get(&word).copied();
        assert!(
            score.is_some_and(|s| s >= min),
            "entry at {start:?} ({}) reads {:?}, not a list word at {min}+",
            if across { "across" } else { "down" },
            after.alphabet.spell(&word)
        );
        assert!(
            seen.insert(word.clone()),
            "{:?} appears twice",
            after.alphabet.spell(&word)
        );
        covered.extend(cells);
    }
    for p in after.grid.positions() {
        if !after.grid.cell(p).is_block() {
            assert!(
                covered.contains(&(p.row, p.col)),
                "square {p} is in no entry"
            );
        }
    }
}

/// A barred puzzle drawn in text (lines joined by `\n`, none dropped): `2h − 1` lines. Square lines hold a square at every even
/// column (`.` empty, `#` block, a letter) and, between squares, `|` for a bar or a space;
/// the lines between them hold `_` under a square whose bottom edge has a bar.
pub fn puzzle(art: &str) -> Puzzle {
    let lines: Vec<&str> = art.lines().collect();
    let squares: Vec<String> = lines
        .iter()
        .step_by(2)
        .map(|l| l.chars().step_by(2).collect())
        .collect();
    let grid = gridwright::grid::text::parse_grid(
        &squares.join("\n"),
        &gridwright::grid::Alphabet::latin(),
    )
    .expect("test grid");
    let mut p = Puzzle::new(grid);
    for (i, line) in lines.iter().enumerate() {
        let chars: Vec<char> = line.chars().collect();
        for (j, &ch) in chars.iter().enumerate() {
            let (r, c) = (i / 2, j / 2);
            let pos = gridwright::grid::Pos::new(r, c);
            if i % 2 == 0 && j % 2 == 1 && ch == '|' {
                p.set_bar(pos, gridwright::grid::Direction::Across, true);
            }
            if i % 2 == 1 && j % 2 == 0 && ch == '_' {
                p.set_bar(pos, gridwright::grid::Direction::Down, true);
            }
        }
    }
    p.meta.house = gridwright::grid::HouseStyle::Barred;
    p
}

/// The entries of a puzzle as the engine numbers them: `(label, squares as (row, col))`.
pub fn labelled(p: &Puzzle) -> Vec<(String, Vec<(usize, usize)>)> {
    p.slots()
        .all()
        .iter()
        .map(|s| (s.label(), s.cells.iter().map(|q| (q.row, q.col)).collect()))
        .collect()
}
