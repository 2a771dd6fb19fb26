//! Filling barred grids (issue 32): the filler takes the entries the bars define, and an
//! independent validator that cuts entries at bars itself checks the result.

use crate::common::barred::{self, puzzle};
use crate::common::builtin::{MIN, list, tables};
use gridwright::fill::{FillMode, FillOutcome, Region, Request};
use gridwright::grid::{Puzzle, Slots};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// 7×5, no blocks: bars under every square of columns 1, 3 and 5 leave them no down
/// entries (alternate unches, as a barred setter draws them), and a bar splits row 2 into a
/// 3 and a 4. Every entry is at most half unchecked.
pub(crate) fn lattice() -> Puzzle {
    puzzle(
        &[
            ". . . . . . .",
            "  _   _   _  ",
            ". . . . . . .",
            "  _   _   _  ",
            ". . .|. . . .",
            "  _   _   _  ",
            ". . . . . . .",
            "  _   _   _  ",
            ". . . . . . .",
        ]
        .join("\n"),
    )
}

fn fill(p: &Puzzle) -> Puzzle {
    let request = Request::from_puzzle(p, Region::All, FillMode::Fill)
        .seed(7)
        .threads(1)
        .timeout(Some(Duration::from_secs(120)));
    let outcome = request
        .run(&tables(), &AtomicBool::new(false), &mut |_| {})
        .expect("latin");
    match outcome {
        FillOutcome::Filled(f) => {
            let mut out = p.clone();
            out.grid = f.grid;
            out
        }
        other => panic!("no fill: {other:?}"),
    }
}

#[test]
fn the_validator_and_the_engine_cut_the_same_entries() {
    let p = lattice();
    let mine: Vec<_> = barred::entries(&p).into_iter().map(|(_, _, c)| c).collect();
    let mut engine: Vec<_> = p
        .slots()
        .all()
        .iter()
        .map(|s| s.cells.iter().map(|q| (q.row, q.col)).collect::<Vec<_>>())
        .collect();
    let mut mine_sorted = mine.clone();
    mine_sorted.sort();
    engine.sort();
    assert_eq!(mine_sorted, engine);
    // 4 rows of 7, a 3 and a 4 across; 4 columns of 5 down; columns 1, 3, 5 have none.
    assert_eq!(engine.len(), 10);
    assert_eq!(
        Slots::of(&p.grid).len(),
        12,
        "without bars it is a plain 7×5"
    );
}

#[test]
fn a_barred_grid_fills_with_the_entries_its_bars_define() {
    let p = lattice();
    let filled = fill(&p);
    barred::validate(&p, &filled, list(), MIN);
    // Row 2 holds two words, not one seven-letter word.
    let slots = filled.slots();
    let row2: Vec<usize> = slots
        .all()
        .iter()
        .filter(|s| s.start().row == 2 && s.direction == gridwright::grid::Direction::Across)
        .map(|s| s.len())
        .collect();
    assert_eq!(row2, [3, 4]);
}

#[test]
fn a_british_blocked_grid_with_unches_fills_as_before() {
    let grid = gridwright::grid::text::parse_grid(
        ".......\n.#.#.#.\n.......\n.#.#.#.\n.......",
        &gridwright::grid::Alphabet::latin(),
    )
    .expect("grid");
    let mut p = Puzzle::new(grid);
    p.meta.house = gridwright::grid::HouseStyle::British;
    let filled = fill(&p);
    barred::validate(&p, &filled, list(), MIN);
}

#[test]
fn the_cli_fills_a_barred_file_and_writes_it_back_with_its_bars() {
    use gridwright::formats::{self, Format, WriteOptions};
    let dir = tempfile::tempdir().expect("tempdir");
    let p = lattice();
    let src = dir.path().join("lattice.ipuz");
    let opts = WriteOptions {
        allow_incomplete: true,
        ..WriteOptions::default()
    };
    let bytes = formats::to_bytes(&p, Format::Ipuz, &opts).expect("writes");
    std::fs::write(&src, bytes).expect("write");
    let out = dir.path().join("filled.ipuz");
    let run = crate::common::isolated::gridwright_in(dir.path())
        .args([
            "fill",
            "--seed",
            "7",
            "--threads",
            "1",
            "--quality",
            "0",
            "--out",
        ])
        .arg(&out)
        .arg(&src)
        .output()
        .expect("runs");
    assert_eq!(
        run.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let back = formats::load(&out).expect("the filled file reads").puzzle;
    assert_eq!(back.bars(), p.bars(), "the bars are kept");
    assert_eq!(back.meta.house, gridwright::grid::HouseStyle::Barred);
    barred::validate(&p, &back, list(), MIN);
}
