//! Place word: one answer at a time into a growing freeform puzzle.
//!
//! The board is a grid of letters and blocks plus the answers placed on it (their spans).
//! [`best_placement`] finds where a new answer goes — most crossings with letters already
//! there, then the smallest bounding box — and [`apply`] writes it, growing the grid with
//! new rows and columns where it runs past an edge and trimming what no letter needs.
//! "Allow unresolved" lets a placement put letters side by side, making runs that are not
//! answers yet; [`unresolved`] lists them until later answers are placed exactly on them.

use crate::grid::{Cell, Direction, Grid, Pos};
use std::collections::BTreeSet;

/// Where an answer goes, relative to the current grid (a start above or left of it is
/// negative: the grid grows there).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placement {
    /// Row of the first letter.
    pub row: i64,
    /// Column of the first letter.
    pub col: i64,
    /// Across or down.
    pub direction: Direction,
    /// Letters already on the board that the answer runs through.
    pub crossings: usize,
    /// Columns of the letters' bounding box afterwards.
    pub width: usize,
    /// Rows of the letters' bounding box afterwards.
    pub height: usize,
    /// New runs of letters the placement makes that are not answers.
    pub unresolved: usize,
}

/// A placed answer's squares: first square, direction and length.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Span {
    /// First square.
    pub start: Pos,
    /// Across or down.
    pub direction: Direction,
    /// Number of squares.
    pub len: usize,
}

impl Span {
    /// Its squares in reading order.
    pub fn cells(&self) -> impl Iterator<Item = Pos> + '_ {
        let (dr, dc) = self.direction.step();
        (0..self.len).map(move |i| Pos::new(self.start.row + dr * i, self.start.col + dc * i))
    }
}

/// The best place for `answer` on a board whose every run of letters is a placed answer;
/// `None` when it fits nowhere (crossing nothing, clashing, or past the largest grid).
pub fn best_placement(grid: &Grid, answer: &[u8], allow_unresolved: bool) -> Option<Placement> {
    let spans = runs(grid);
    best_placement_among(grid, &spans, answer, allow_unresolved)
}

/// The best place for `answer` given the answers placed so far (`placed`); runs of letters
/// not among them are unresolved runs, which a placement exactly on them resolves.
pub fn best_placement_among(
    grid: &Grid,
    placed: &[Span],
    answer: &[u8],
    allow_unresolved: bool,
) -> Option<Placement> {
    if answer.len() < 2 {
        return None;
    }
    let board = Board::new(grid, placed);
    let mut starts: BTreeSet<(i64, i64, Direction)> = BTreeSet::new();
    if board.letters.is_empty() {
        starts.insert((0, 0, Direction::Across));
    }
    for &(p, l) in &board.letters {
        for (i, _) in answer.iter().enumerate().filter(|&(_, &a)| a == l) {
            let i = i as i64;
            starts.insert((p.0, p.1 - i, Direction::Across));
            starts.insert((p.0 - i, p.1, Direction::Down));
        }
    }
    starts
        .into_iter()
        .filter_map(|(r, c, d)| board.check(answer, r, c, d, allow_unresolved).ok())
        .min_by_key(|p| {
            (
                std::cmp::Reverse(p.crossings),
                p.width * p.height,
                p.unresolved,
                p.width.max(p.height),
                p.row,
                p.col,
                p.direction,
            )
        })
}

/// Why an answer cannot start at a chosen square (squares are relative to the grid given).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conflict {
    /// Shorter than two letters.
    TooShort,
    /// A letter on the board (`have`) differs from the answer's (`want`) there.
    Clash {
        /// The square.
        at: (i64, i64),
        /// The letter there (`u8::MAX` for a rebus square).
        have: u8,
        /// The answer's letter.
        want: u8,
    },
    /// A letter just before or after the answer would join it into a longer run.
    Joins {
        /// The letter's square.
        at: (i64, i64),
    },
    /// The answer would run along a placed answer's squares in the same direction.
    Along {
        /// The first square shared that way.
        at: (i64, i64),
    },
    /// A new letter beside another makes a run no answer covers (`:unresolved on` allows it).
    SideBySide {
        /// The new letter's square.
        at: (i64, i64),
    },
    /// A new letter would lengthen a placed answer running the other way: never allowed.
    Lengthens {
        /// The new letter's square.
        at: (i64, i64),
    },
    /// It crosses no letter on the board, so the puzzle would fall apart.
    NoCrossing,
    /// An answer with exactly these squares is placed already.
    Taken,
    /// The grid would grow past the largest size.
    TooLarge,
}

/// `answer` starting at (`row`, `col`) in `direction`, checked against the board's rules
/// as [`best_placement_among`] applies them: the placement, or the first rule it breaks.
pub fn placement_at(
    grid: &Grid,
    placed: &[Span],
    answer: &[u8],
    (row, col, direction): (i64, i64, Direction),
    allow_unresolved: bool,
) -> Result<Placement, Conflict> {
    if answer.len() < 2 {
        return Err(Conflict::TooShort);
    }
    Board::new(grid, placed).check(answer, row, col, direction, allow_unresolved)
}

/// Whether the answers form one piece: each reached from any other through crossings.
pub fn connected(spans: &[Span]) -> bool {
    if spans.is_empty() {
        return true;
    }
    let cells: Vec<BTreeSet<Pos>> = spans.iter().map(|s| s.cells().collect()).collect();
    let mut reached = vec![false; spans.len()];
    reached[0] = true;
    let mut todo = vec![0];
    while let Some(i) = todo.pop() {
        for j in 0..spans.len() {
            if !reached[j] && !cells[i].is_disjoint(&cells[j]) {
                reached[j] = true;
                todo.push(j);
            }
        }
    }
    reached.into_iter().all(|r| r)
}

/// The grid with `answer` written at `placement`, every other square a block, framed to
/// the letters' bounding box; and how far old squares moved (add to an old row and column).
pub fn apply(grid: &Grid, answer: &[u8], placement: &Placement) -> Option<(Grid, (i64, i64))> {
    let mut letters: Vec<((i64, i64), Cell)> = grid
        .positions()
        .filter(|&p| grid.cell(p).is_white() && grid.cell(p) != Cell::Empty)
        .map(|p| ((p.row as i64, p.col as i64), grid.cell(p)))
        .collect();
    let (dr, dc) = step(placement.direction);
    for (i, &l) in answer.iter().enumerate() {
        let i = i as i64;
        letters.push((
            (placement.row + dr * i, placement.col + dc * i),
            Cell::Letter(l),
        ));
    }
    frame(grid, &letters)
}

/// The grid with only the squares of `keep` left as letters (a removed answer's squares that
/// no other answer uses become blocks), trimmed; and how far the kept squares moved.
pub fn keep_only(grid: &Grid, keep: &[Span]) -> Option<(Grid, (i64, i64))> {
    let cells: BTreeSet<Pos> = keep
        .iter()
        .flat_map(|s| s.cells().collect::<Vec<_>>())
        .collect();
    let letters: Vec<((i64, i64), Cell)> = cells
        .into_iter()
        .filter(|&p| grid.contains(p))
        .map(|p| ((p.row as i64, p.col as i64), grid.cell(p)))
        .collect();
    frame(grid, &letters)
}

/// Runs of two or more letters that are not placed answers.
pub fn unresolved(grid: &Grid, placed: &[Span]) -> Vec<Span> {
    let placed: BTreeSet<Span> = placed.iter().copied().collect();
    runs(grid)
        .into_iter()
        .filter(|s| !placed.contains(s))
        .collect()
}

/// Every run of two or more letters (or other filled squares) in reading order, across first.
pub fn runs(grid: &Grid) -> Vec<Span> {
    let filled = |p: Pos| {
        grid.get(p)
            .is_some_and(|c| c.is_white() && c != Cell::Empty)
    };
    let mut out = Vec::new();
    for direction in [Direction::Across, Direction::Down] {
        let (dr, dc) = direction.step();
        for p in grid.positions() {
            let before = p
                .row
                .checked_sub(dr)
                .zip(p.col.checked_sub(dc))
                .map(|(r, c)| Pos::new(r, c));
            if !filled(p) || before.is_some_and(filled) {
                continue;
            }
            let len = (0..)
                .take_while(|&i| filled(Pos::new(p.row + dr * i, p.col + dc * i)))
                .count();
            if len >= 2 {
                out.push(Span {
                    start: p,
                    direction,
                    len,
                });
            }
        }
    }
    out
}

fn step(d: Direction) -> (i64, i64) {
    let (r, c) = d.step();
    (r as i64, c as i64)
}

/// Lays `letters` (squares relative to the old grid) into a new grid framed to their box,
/// padded with blocks to the smallest grid; `None` past the largest one.
fn frame(grid: &Grid, letters: &[((i64, i64), Cell)]) -> Option<(Grid, (i64, i64))> {
    let rows = letters.iter().map(|l| l.0.0);
    let cols = letters.iter().map(|l| l.0.1);
    let (r0, r1) = (rows.clone().min().unwrap_or(0), rows.max().unwrap_or(0));
    let (c0, c1) = (cols.clone().min().unwrap_or(0), cols.max().unwrap_or(0));
    let h = ((r1 - r0 + 1) as usize).max(Grid::MIN_SIDE);
    let w = ((c1 - c0 + 1) as usize).max(Grid::MIN_SIDE);
    let mut out = Grid::new(w, h).ok()?;
    for p in out.positions().collect::<Vec<_>>() {
        out.set(p, Cell::Block).ok()?;
    }
    for &((r, c), cell) in letters {
        let p = Pos::new((r - r0) as usize, (c - c0) as usize);
        match cell {
            Cell::Rebus(i) => {
                out.set_rebus(p, grid.rebus_text(i)).ok()?;
            }
            other => {
                out.set(p, other).ok()?;
            }
        }
    }
    Some((out, (-r0, -c0)))
}

/// The letters on the board and which of its runs are answers.
struct Board {
    /// Filled squares and their letters (a rebus matches no single letter).
    letters: Vec<((i64, i64), u8)>,
    at: std::collections::HashMap<(i64, i64), u8>,
    /// Squares of placed answers, per direction.
    answer_cells: [BTreeSet<(i64, i64)>; 2],
    placed: BTreeSet<(i64, i64, Direction, usize)>,
    bbox: Option<(i64, i64, i64, i64)>,
}

/// What a rebus square looks like to the matcher: no letter equals it.
const NO_LETTER: u8 = u8::MAX;

impl Board {
    fn new(grid: &Grid, placed: &[Span]) -> Board {
        let letters: Vec<((i64, i64), u8)> = grid
            .positions()
            .filter_map(|p| {
                let l = match grid.cell(p) {
                    Cell::Letter(l) => l,
                    Cell::Rebus(_) => NO_LETTER,
                    _ => return None,
                };
                Some(((p.row as i64, p.col as i64), l))
            })
            .collect();
        let mut answer_cells = [BTreeSet::new(), BTreeSet::new()];
        for s in placed {
            for p in s.cells() {
                answer_cells[s.direction as usize].insert((p.row as i64, p.col as i64));
            }
        }
        let bbox = letters
            .iter()
            .fold(None, |b: Option<(i64, i64, i64, i64)>, &((r, c), _)| {
                Some(match b {
                    None => (r, c, r, c),
                    Some((r0, c0, r1, c1)) => (r0.min(r), c0.min(c), r1.max(r), c1.max(c)),
                })
            });
        Board {
            at: letters.iter().copied().collect(),
            letters,
            answer_cells,
            placed: placed
                .iter()
                .map(|s| (s.start.row as i64, s.start.col as i64, s.direction, s.len))
                .collect(),
            bbox,
        }
    }

    fn letter(&self, p: (i64, i64)) -> Option<u8> {
        self.at.get(&p).copied()
    }

    /// The placement at a start, or the first rule it breaks.
    fn check(
        &self,
        answer: &[u8],
        row: i64,
        col: i64,
        direction: Direction,
        allow_unresolved: bool,
    ) -> Result<Placement, Conflict> {
        let (dr, dc) = step(direction);
        let (pr, pc) = (dc, dr);
        let n = answer.len() as i64;
        let at = |i: i64| (row + dr * i, col + dc * i);
        // The answer must be a whole run: nothing just before or after it.
        for end in [at(-1), at(n)] {
            if self.letter(end).is_some() {
                return Err(Conflict::Joins { at: end });
            }
        }
        if self.placed.contains(&(row, col, direction, answer.len())) {
            return Err(Conflict::Taken);
        }
        let mut crossings = 0;
        let mut unresolved = 0;
        for (i, &l) in answer.iter().enumerate() {
            let p = at(i as i64);
            match self.letter(p) {
                Some(have) if have == l => {
                    // Running along a placed answer's squares would merge the two.
                    if self.answer_cells[direction as usize].contains(&p) {
                        return Err(Conflict::Along { at: p });
                    }
                    crossings += 1;
                }
                Some(have) => {
                    return Err(Conflict::Clash {
                        at: p,
                        have,
                        want: l,
                    });
                }
                None => {
                    let side_a = (p.0 - pr, p.1 - pc);
                    let side_b = (p.0 + pr, p.1 + pc);
                    let touches = [side_a, side_b]
                        .iter()
                        .filter(|&&q| self.letter(q).is_some())
                        .count();
                    if touches == 0 {
                        continue;
                    }
                    // A new letter beside a placed answer running the other way would make
                    // that answer longer than itself: never allowed.
                    let other = direction.flip() as usize;
                    if [side_a, side_b]
                        .iter()
                        .any(|q| self.answer_cells[other].contains(q))
                    {
                        return Err(Conflict::Lengthens { at: p });
                    }
                    if !allow_unresolved {
                        return Err(Conflict::SideBySide { at: p });
                    }
                    unresolved += 1;
                }
            }
        }
        if crossings == 0 && !self.letters.is_empty() {
            return Err(Conflict::NoCrossing);
        }
        let (last_r, last_c) = at(n - 1);
        let (r0, c0, r1, c1) = self.bbox.unwrap_or((row, col, row, col));
        let (r0, c0) = (r0.min(row), c0.min(col));
        let (r1, c1) = (r1.max(last_r), c1.max(last_c));
        let (width, height) = ((c1 - c0 + 1) as usize, (r1 - r0 + 1) as usize);
        if width > Grid::MAX_SIDE || height > Grid::MAX_SIDE {
            return Err(Conflict::TooLarge);
        }
        Ok(Placement {
            row,
            col,
            direction,
            crossings,
            width,
            height,
            unresolved,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::{Alphabet, text::format_grid};

    fn enc(s: &str) -> Vec<u8> {
        Alphabet::latin().encode(s).expect("letters")
    }

    fn show(g: &Grid) -> String {
        format_grid(g, &Alphabet::latin())
    }

    fn place(g: &Grid, w: &str, allow: bool) -> Grid {
        let p = best_placement(g, &enc(w), allow).expect("a place");
        apply(g, &enc(w), &p).expect("applies").0
    }

    #[test]
    fn the_first_answer_goes_across_and_later_ones_cross_it() {
        let g = Grid::new(15, 15).expect("grid");
        let g = place(&g, "PLANET", false);
        assert_eq!((g.width(), g.height()), (6, 2));
        let g = place(&g, "COMET", false);
        // COMET crosses PLANET at its E (the only shared letter but T) and grows the grid up.
        assert_eq!(runs(&g).len(), 2);
        assert!(g.height() >= 5, "{}", show(&g));
        let p = best_placement(&g, &enc("ORBIT"), false).expect("orbit fits");
        assert!(p.crossings >= 1);
    }

    #[test]
    fn strict_mode_never_puts_letters_side_by_side() {
        let mut g = Grid::new(3, 3).expect("grid");
        let mut placed = 0;
        for w in ["CAT", "TAR", "RAT", "ART", "TACT", "CART"] {
            if let Some(p) = best_placement(&g, &enc(w), false) {
                assert_eq!(p.unresolved, 0);
                g = apply(&g, &enc(w), &p).expect("applies").0;
                placed += 1;
            }
        }
        assert!(placed >= 2, "{}", show(&g));
        assert_eq!(runs(&g).len(), placed, "{}", show(&g));
    }

    #[test]
    fn nothing_shared_fits_nowhere_and_the_limit_holds() {
        let g = place(&Grid::new(3, 3).expect("grid"), "ABC", false);
        assert_eq!(best_placement(&g, &enc("XYZ"), false), None);
        assert_eq!(best_placement(&g, &enc("A"), false), None);
    }

    #[test]
    fn removing_keeps_shared_letters_and_trims() {
        let g = place(&Grid::new(3, 3).expect("grid"), "PLANET", false);
        let g = place(&g, "TOAST", false);
        let spans = runs(&g);
        let across: Vec<Span> = spans.iter().copied().filter(|s| s.len == 6).collect();
        let (g2, _) = keep_only(&g, &across).expect("trims");
        assert_eq!(runs(&g2).len(), 1);
        assert_eq!(show(&g2).lines().next(), Some("PLANET"));
    }

    #[test]
    fn a_chosen_square_is_checked_by_the_same_rules() {
        let g = place(&Grid::new(3, 3).expect("grid"), "PLANET", false);
        let spans = runs(&g);
        // COMET down through PLANET's E (column 4).
        let ok = placement_at(&g, &spans, &enc("COMET"), (-3, 4, Direction::Down), false);
        assert_eq!(ok.map(|p| p.crossings), Ok(1));
        let clash = placement_at(&g, &spans, &enc("COMET"), (0, 4, Direction::Down), false);
        assert!(matches!(clash, Err(Conflict::Clash { at: (0, 4), .. })));
        let joins = placement_at(&g, &spans, &enc("TO"), (0, 6, Direction::Across), false);
        assert_eq!(joins, Err(Conflict::Joins { at: (0, 5) }));
        let apart = placement_at(&g, &spans, &enc("XYZ"), (5, 5, Direction::Across), false);
        assert_eq!(apart, Err(Conflict::NoCrossing));
        let short = placement_at(&g, &spans, &enc("A"), (0, 0, Direction::Across), false);
        assert_eq!(short, Err(Conflict::TooShort));
        // Beside PLANET's row: side by side only when unresolved runs are allowed.
        let beside = placement_at(&g, &spans, &enc("PO"), (0, 0, Direction::Down), false);
        assert_eq!(beside.map(|p| p.crossings), Ok(1));
        let g2 = apply(&g, &enc("PO"), &beside.expect("fits"))
            .expect("applies")
            .0;
        let spans2 = runs(&g2);
        let la = (1, 0, Direction::Across);
        let strict = placement_at(&g2, &spans2, &enc("OA"), la, false);
        assert_eq!(strict, Err(Conflict::SideBySide { at: (1, 1) }));
        let loose = placement_at(&g2, &spans2, &enc("OA"), la, true);
        assert_eq!(loose.map(|p| p.crossings), Ok(1));
        let side = placement_at(&g2, &spans2, &enc("LA"), (0, 1, Direction::Down), false);
        assert_eq!(side, Err(Conflict::SideBySide { at: (1, 1) }));
        let side = placement_at(&g2, &spans2, &enc("LA"), (0, 1, Direction::Down), true);
        assert_eq!(side.map(|p| p.unresolved), Ok(1));
    }

    #[test]
    fn connected_means_one_piece() {
        let span = |r, c, direction, len| Span {
            start: Pos::new(r, c),
            direction,
            len,
        };
        let across = span(1, 0, Direction::Across, 4);
        let down = span(0, 2, Direction::Down, 3);
        let far = span(5, 5, Direction::Across, 3);
        assert!(connected(&[]));
        assert!(connected(&[across, down]));
        assert!(!connected(&[across, down, far]));
    }
}
