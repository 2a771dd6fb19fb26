//! Grids past 29 squares a side: a 7×57 rectangle (the shape of the Solver Max "crossword as
//! a crossword" grid) and a 64×64 fill from the built-in list, round-trip through every
//! format that reads back, and print on one page; one square past the limit is refused
//! with the limit named.

use gridwright::fill::{FillMode, FillOutcome, Region, Request, Strategy};
use gridwright::formats::{self, Format, WriteOptions, page};
use gridwright::grid::{Alphabet, Cell, ClueKey, Grid, Pos, Puzzle, text::parse_grid};
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::common::builtin;

/// Stacks of `band` rows of five-letter words, a block column between words; a separator
/// row of blocks between stacks is opened at every twelfth column (staggered from stack to
/// stack) so longer downs tie the stacks together without running the whole height.
fn stacked(width: usize, height: usize, band: usize) -> Grid {
    let mut rows = Vec::new();
    for r in 0..height {
        let sep = r % (band + 1) == band && r + 1 < height;
        let band = r / (band + 1);
        let row: String = (0..width)
            .map(|c| {
                let word_gap = c % 6 == 5 && c + 1 < width;
                let open = c % 12 == if band.is_multiple_of(2) { 2 } else { 8 };
                match (sep, word_gap) {
                    (true, _) if open => '.',
                    (true, _) | (false, true) => '#',
                    (false, false) => '.',
                }
            })
            .collect();
        rows.push(row);
    }
    parse_grid(&rows.join("\n"), &Alphabet::latin()).expect("pattern parses")
}

fn fill(grid: &Grid) -> Grid {
    let p = Puzzle::new(grid.clone());
    let req = Request::from_puzzle(&p, Region::All, FillMode::Fill)
        .seed(1)
        .strategy(Strategy::Words)
        .timeout(Some(Duration::from_secs(300)));
    match req.run(&builtin::tables(), &AtomicBool::new(false), &mut |_| {}) {
        Ok(FillOutcome::Filled(f)) => f.grid,
        other => panic!("{}×{} did not fill: {other:?}", grid.width(), grid.height()),
    }
}

/// Every run of two or more white squares, read off the rows and columns.
fn runs(g: &Grid) -> Vec<Vec<Pos>> {
    let mut out = Vec::new();
    let lines = (0..g.height())
        .map(|r| (0..g.width()).map(|c| Pos::new(r, c)).collect::<Vec<_>>())
        .chain((0..g.width()).map(|c| (0..g.height()).map(|r| Pos::new(r, c)).collect()));
    for line in lines {
        for run in line.split(|&p| g.cell(p) == Cell::Block) {
            if run.len() >= 2 {
                out.push(run.to_vec());
            }
        }
    }
    out
}

/// Checks a fill independently of the solver: every square holds a letter and every run
/// is a word of the list, none twice.
fn assert_valid_fill(g: &Grid) {
    let index = builtin::index();
    let mut seen = std::collections::HashSet::new();
    for run in runs(g) {
        let word: Vec<u8> = run
            .iter()
            .map(|&p| match g.cell(p) {
                Cell::Letter(l) => l,
                other => panic!("square {p} holds {other:?} after the fill"),
            })
            .collect();
        assert!(
            index.score(&word).is_some(),
            "{word:?} at {} is not listed",
            run[0]
        );
        assert!(seen.insert(word.clone()), "{word:?} is used twice");
    }
}

fn clued(grid: Grid) -> Puzzle {
    let mut p = Puzzle::new(grid);
    p.meta.title = format!("Big {}×{}", p.grid.width(), p.grid.height());
    for slot in p.slots().all() {
        p.clues.insert(
            ClueKey::new(slot.number, slot.direction),
            format!("Clue for {}", slot.label()),
        );
    }
    p
}

fn round_trips(p: &Puzzle) {
    for format in [
        Format::Puz,
        Format::Ipuz,
        Format::Xd,
        Format::Jpz,
        Format::Text,
    ] {
        let bytes = formats::to_bytes(p, format, &WriteOptions::default())
            .unwrap_or_else(|e| panic!("{format}: {e}"));
        let name = format!("big.{}", format.extension());
        let back = formats::read_bytes(&bytes, format, Path::new(&name))
            .unwrap_or_else(|e| panic!("{format}: {e}"));
        assert_eq!(back.puzzle.grid, p.grid, "{format}: grid");
        assert_eq!(back.puzzle.clues, p.clues, "{format}: clues");
    }
}

fn fits_the_page(p: &Puzzle) {
    let doc = page::layout(p, true);
    let grid = doc.puzzle_grid().expect("a puzzle grid");
    assert!(
        grid.width <= page::CONTENT_W + 1e-6,
        "{} mm wide",
        grid.width
    );
    assert!(
        grid.height <= page::CONTENT_H + 1e-6,
        "{} mm tall",
        grid.height
    );
    let sol = doc.solution_grid().expect("a solution grid");
    assert!(sol.width <= page::CONTENT_W + 1e-6 && sol.height <= page::CONTENT_H + 1e-6);
    let pdf = formats::to_bytes(p, Format::Pdf, &WriteOptions::default()).expect("pdf");
    assert!(pdf.starts_with(b"%PDF"));
}

#[test]
fn a_7x57_rectangle_fills_round_trips_and_prints() {
    let g = stacked(57, 7, 3);
    assert_eq!((g.width(), g.height()), (57, 7));
    fills_round_trips_and_prints(&g);
}

#[test]
fn a_64x64_fills_round_trips_and_prints() {
    fills_round_trips_and_prints(&stacked(64, 64, 4));
}

/// Fills `g`, checks the fill, clues it, and round-trips and prints the puzzle.
fn fills_round_trips_and_prints(g: &Grid) {
    let filled = fill(g);
    assert_valid_fill(&filled);
    let p = clued(filled);
    round_trips(&p);
    fits_the_page(&p);
}

#[test]
fn the_largest_grid_round_trips_and_one_more_square_is_refused() {
    let side = Grid::MAX_SIDE;
    let p = clued(Grid::new(side, 3).expect("the largest side"));
    let mut p = p;
    for pos in p.grid.positions().collect::<Vec<_>>() {
        p.grid
            .set(pos, Cell::Letter(((pos.row + pos.col) % 26) as u8))
            .expect("inside");
    }
    round_trips(&p);

    let err = Grid::new(side + 1, 3).expect_err("past the limit");
    assert!(err.to_string().contains("2 to 255"), "{err}");
    let text = vec![".".repeat(side + 1); 3].join("\n");
    let err = formats::read_bytes(text.as_bytes(), Format::Text, Path::new("t.txt"))
        .expect_err("past the limit")
        .to_string();
    assert!(err.contains("255") && err.contains("256×3"), "{err}");
    let ipuz = format!(
        r#"{{"kind": ["http://ipuz.org/crossword#1"], "dimensions": {{"width": {}, "height": 3}}, "puzzle": []}}"#,
        side + 1
    );
    let err = formats::read_bytes(ipuz.as_bytes(), Format::Ipuz, Path::new("t.ipuz"))
        .expect_err("past the limit")
        .to_string();
    assert!(err.contains("255") && err.contains("256×3"), "{err}");
}
