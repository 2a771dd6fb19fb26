//! Where the theme entries go: equal-length entries in symmetric partner slots and a lone
//! one through the centre, as constructors place them — without exception: the partner slot
//! of a theme entry holds a theme entry (unless the constructor pinned it elsewhere) — and,
//! where it can be, in the order the constructor gave them, top to bottom. A depth-first
//! search over the entries with a seeded preference order, which also proves when no
//! placement exists.

use super::board::Board;
use super::request::{DesignRequest, ThemeEntry};
use crate::grid::{Direction, Pos, Symmetry};

/// A theme entry where a design put it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlacedEntry {
    /// The answer's letters.
    pub answer: Vec<u8>,
    /// Its first square (0-based).
    pub start: Pos,
    /// Its direction.
    pub direction: Direction,
}

/// Placement tries one search may spend before giving up (and proving nothing).
const PLACE_NODES: usize = 20_000;

/// Preference costs: lower is placed first. A stack of two theme entries side by side is
/// nearly unfillable; entries on an edge or running down are unusual in American grids; a
/// lone entry off the centre leaves its partner slot to the fill.
const STACKED: u32 = 30;
const NEAR: u32 = 4;
const EDGE: u32 = 6;
/// One line in from the edge leaves an edge line of fill stacked against the entry.
const NEXT_TO_EDGE: u32 = 5;
const DOWN: u32 = 8;
const OFF_CENTRE: u32 = 25;
const CROSSING: u32 = 3;
/// Random preference added to each cost so designs differ from seed to seed.
const JITTER: u32 = 10;

/// One step of the placement: an entry, and the entry that goes into its partner slot.
#[derive(Debug, Clone, Copy)]
struct Unit {
    first: usize,
    partner: Option<usize>,
}

/// A placement found, the proof that none exists, or a search that ran out of tries.
#[derive(Debug, Clone)]
pub enum Placing {
    /// The board with every theme entry placed and short runs blocked.
    Found(Board, Vec<PlacedEntry>),
    /// Every placement was tried: none keeps the rules.
    None,
    /// The search gave up.
    Unknown,
}

/// Places the request's theme entries on an empty board, preferring placements in the
/// order described above, randomised by `rng` (`None`: no jitter, for the proof); with
/// `ordered`, only placements that keep the request's order in reading order of their first
/// squares.
pub fn place(
    req: &DesignRequest,
    max_blocks: usize,
    rng: Option<&mut fastrand::Rng>,
    ordered: bool,
) -> Placing {
    let board = Board::new(req.width, req.height, req.symmetry, req.rules.min_entry);
    let mut board = board;
    if !board.settle() {
        return Placing::None;
    }
    let units = units(&req.theme, req.symmetry);
    let mut search = Search {
        req,
        max_blocks,
        units,
        rng,
        nodes: 0,
        capped: false,
        placed: Vec::new(),
        ordered,
    };
    match search.dfs(0, &board) {
        Some(b) => {
            let mut placed: Vec<PlacedEntry> = search.placed.into_iter().map(|(_, p)| p).collect();
            placed.sort();
            Placing::Found(b, placed)
        }
        None if search.capped => Placing::Unknown,
        None => Placing::None,
    }
}

/// Pairs equal-length entries (a pinned one with a free one), longest and pinned first; an
/// entry pairs with the last of its length in the request's order, so pairs nest (the first
/// and the last of a set in the order given stand opposite each other).
fn units(theme: &[ThemeEntry], symmetry: Symmetry) -> Vec<Unit> {
    let mut order: Vec<usize> = (0..theme.len()).collect();
    order.sort_by_key(|&i| {
        (
            theme[i].pin.start.is_none(),
            std::cmp::Reverse(theme[i].answer.len()),
        )
    });
    let mut used = vec![false; theme.len()];
    let mut out = Vec::new();
    for &i in &order {
        if used[i] {
            continue;
        }
        used[i] = true;
        let partner = (symmetry != Symmetry::None)
            .then(|| {
                order.iter().rev().copied().find(|&j| {
                    !used[j]
                        && theme[j].answer.len() == theme[i].answer.len()
                        && theme[j].pin.start.is_none()
                        && turns_with(theme[j].pin.direction, theme[i].pin.direction, symmetry)
                })
            })
            .flatten();
        if let Some(j) = partner {
            used[j] = true;
        }
        out.push(Unit { first: i, partner });
    }
    out
}

/// Whether an entry pinned to `partner` (a direction or none) can take the symmetric image
/// of one pinned to `first`: a free entry can; one with a direction only where the symmetry
/// keeps directions and both are pinned alike (a diagonal turns across into down).
fn turns_with(partner: Option<Direction>, first: Option<Direction>, symmetry: Symmetry) -> bool {
    match partner {
        None => true,
        Some(d) => first == Some(d) && !matches!(symmetry, Symmetry::Diagonal | Symmetry::FourWay),
    }
}

struct Search<'a, 'r> {
    req: &'a DesignRequest,
    /// The block ceiling a placement keeps.
    max_blocks: usize,
    units: Vec<Unit>,
    rng: Option<&'r mut fastrand::Rng>,
    nodes: usize,
    capped: bool,
    /// The entries placed so far, each with its index in the request.
    placed: Vec<(usize, PlacedEntry)>,
    /// Whether the request's order must be kept top to bottom.
    ordered: bool,
}

/// A candidate slot for a unit: the first entry's slot, the partner's, and its cost.
type Choice = (u32, (Pos, Direction), Option<(Pos, Direction)>);

impl Search<'_, '_> {
    fn dfs(&mut self, k: usize, board: &Board) -> Option<Board> {
        if k == self.units.len() {
            return Some(board.clone());
        }
        let unit = self.units[k];
        for (_, slot, partner_slot) in self.choices(unit, board) {
            self.nodes += 1;
            if self.nodes > PLACE_NODES {
                self.capped = true;
                return None;
            }
            let mut b = board.clone();
            let first = &self.req.theme[unit.first].answer;
            if !b.place(first, slot.0, slot.1) {
                continue;
            }
            if let (Some(j), Some(ps)) = (unit.partner, partner_slot)
                && !b.place(&self.req.theme[j].answer, ps.0, ps.1)
            {
                continue;
            }
            if !b.settle() || b.blocks() > self.max_blocks {
                continue;
            }
            let mark = self.placed.len();
            self.placed.push((
                unit.first,
                PlacedEntry {
                    answer: first.clone(),
                    start: slot.0,
                    direction: slot.1,
                },
            ));
            if let (Some(j), Some(ps)) = (unit.partner, partner_slot) {
                self.placed.push((
                    j,
                    PlacedEntry {
                        answer: self.req.theme[j].answer.clone(),
                        start: ps.0,
                        direction: ps.1,
                    },
                ));
            }
            if self.ordered && !self.in_order() {
                self.placed.truncate(mark);
                continue;
            }
            if let Some(done) = self.dfs(k + 1, &b) {
                return Some(done);
            }
            self.placed.truncate(mark);
            if self.capped {
                return None;
            }
        }
        None
    }

    /// Whether the entries placed so far stand in the request's order, in reading order of
    /// their first squares.
    fn in_order(&self) -> bool {
        self.placed.iter().all(|(i, a)| {
            self.placed
                .iter()
                .all(|(j, b)| i >= j || (a.start.row, a.start.col) < (b.start.row, b.start.col))
        })
    }

    /// The unit's candidate slots, cheapest first. An entry without a partner goes only
    /// where its symmetric image is itself (the centre) or where it is pinned: anywhere
    /// else its partner slot, an entry of its length, would hold fill.
    fn choices(&mut self, unit: Unit, board: &Board) -> Vec<Choice> {
        let t = &self.req.theme[unit.first];
        let len = t.answer.len();
        let (w, h) = (self.req.width, self.req.height);
        let mut out = Vec::new();
        for direction in [Direction::Across, Direction::Down] {
            if t.pin.direction.is_some_and(|d| d != direction) {
                continue;
            }
            // Top to bottom is an order of across entries: one running down would keep the
            // order in name only.
            if self.ordered && t.pin.direction.is_none() && direction == Direction::Down && len <= w
            {
                continue;
            }
            for row in 0..h {
                for col in 0..w {
                    let start = Pos::new(row, col);
                    if t.pin.start.is_some_and(|p| p != start) {
                        continue;
                    }
                    let Some(cells) = board.squares(start, direction, len) else {
                        continue;
                    };
                    let image = image(&cells, self.req.symmetry, w, h);
                    let self_symmetric = image
                        .as_ref()
                        .is_some_and(|(s, d, _)| *s == start && *d == direction);
                    let partner = match (unit.partner, &image) {
                        (Some(j), Some((s, d, icells))) => {
                            let turned = self.req.theme[j].pin.direction.is_some_and(|p| p != *d);
                            if self_symmetric || turned || icells.iter().any(|p| cells.contains(p))
                            {
                                continue;
                            }
                            Some((*s, *d))
                        }
                        (Some(_), None) => continue,
                        (None, _) => None,
                    };
                    let lone = unit.partner.is_none() && image.is_some() && !self_symmetric;
                    if lone && t.pin.start.is_none() {
                        continue;
                    }
                    let cost = self.cost(board, &cells, direction, lone);
                    out.push((cost, (start, direction), partner));
                }
            }
        }
        out.sort_by_key(|c| c.0);
        out
    }

    fn cost(&mut self, board: &Board, cells: &[Pos], direction: Direction, lone: bool) -> u32 {
        let (w, h) = (self.req.width, self.req.height);
        let mut cost = 0;
        let square = matches!(self.req.symmetry, Symmetry::Diagonal | Symmetry::FourWay);
        if direction == Direction::Down && !square && w >= cells.len() {
            cost += DOWN;
        }
        let edge = match direction {
            Direction::Across => cells[0].row == 0 || cells[0].row + 1 == h,
            Direction::Down => cells[0].col == 0 || cells[0].col + 1 == w,
        };
        let next_to_edge = match direction {
            Direction::Across => cells[0].row == 1 || cells[0].row + 2 == h,
            Direction::Down => cells[0].col == 1 || cells[0].col + 2 == w,
        };
        if edge {
            cost += EDGE;
        } else if next_to_edge {
            cost += NEXT_TO_EDGE;
        }
        if lone {
            cost += OFF_CENTRE;
        }
        let (dr, dc) = direction.flip().step();
        let letter_at = |r: Option<usize>, c: Option<usize>| match (r, c) {
            (Some(r), Some(c)) if r < h && c < w => board.letter(Pos::new(r, c)).is_some(),
            _ => false,
        };
        let mut stacked = false;
        let mut near = false;
        for &p in cells {
            if board.letter(p).is_some() {
                cost += CROSSING;
                continue;
            }
            for k in [1, 2] {
                let hit = letter_at(p.row.checked_sub(dr * k), p.col.checked_sub(dc * k))
                    || letter_at(Some(p.row + dr * k), Some(p.col + dc * k));
                if hit && k == 1 {
                    stacked = true;
                } else if hit {
                    near = true;
                }
            }
        }
        cost += if stacked { STACKED } else { 0 } + if near { NEAR } else { 0 };
        if let Some(rng) = self.rng.as_deref_mut() {
            cost += rng.u32(0..JITTER);
        }
        cost
    }
}

/// The slot a slot's squares map to under the symmetry (its start, direction and squares);
/// `None` without symmetry. Four-way pairs an entry with its half-turn image.
fn image(
    cells: &[Pos],
    symmetry: Symmetry,
    w: usize,
    h: usize,
) -> Option<(Pos, Direction, Vec<Pos>)> {
    let (h1, w1) = (h - 1, w - 1);
    let map = |p: Pos| match symmetry {
        Symmetry::Rotational | Symmetry::FourWay => Some(Pos::new(h1 - p.row, w1 - p.col)),
        Symmetry::MirrorLeftRight => Some(Pos::new(p.row, w1 - p.col)),
        Symmetry::MirrorTopBottom => Some(Pos::new(h1 - p.row, p.col)),
        Symmetry::Diagonal => Some(Pos::new(p.col, p.row)),
        Symmetry::None => None,
    };
    let mut out: Vec<Pos> = cells.iter().map(|&p| map(p)).collect::<Option<_>>()?;
    out.sort();
    let direction = if out.iter().all(|p| p.row == out[0].row) && out.len() > 1 {
        Direction::Across
    } else {
        Direction::Down
    };
    Some((out[0], direction, out))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn req(w: usize, h: usize, words: &[&[u8]]) -> DesignRequest {
        let mut r = DesignRequest::new(w, h);
        r.theme = words.iter().map(|a| ThemeEntry::free(a.to_vec())).collect();
        r
    }

    #[test]
    fn equal_lengths_take_partner_slots_and_a_lone_odd_one_the_centre() {
        let r = req(15, 15, &[&[1; 15], &[2; 15], &[3; 9]]);
        // The order given (15, 15, 9) cannot be kept with the 9 in the centre.
        assert!(matches!(
            place(&r, r.block_ceiling(), None, true),
            Placing::None
        ));
        let Placing::Found(board, placed) = place(&r, r.block_ceiling(), None, false) else {
            panic!("three entries fit a 15×15");
        };
        let of = |l: u8| placed.iter().find(|p| p.answer[0] == l).expect("placed");
        let (a, b, c) = (of(1), of(2), of(3));
        assert_eq!(a.start.row + b.start.row, 14, "{a:?} {b:?}");
        assert_eq!((c.start, c.direction), (Pos::new(7, 3), Direction::Across));
        assert!(board.runs().iter().all(|r| r.len >= 3));
    }

    #[test]
    fn the_order_given_is_kept_top_to_bottom_with_pairs_nested() {
        // 11, 15, 13, 15, 11: the 11s and the 15s pair (the first with the last of a
        // length), the 13 takes the centre.
        let r = req(15, 15, &[&[1; 11], &[2; 15], &[3; 13], &[4; 15], &[5; 11]]);
        let Placing::Found(_, placed) = place(&r, r.block_ceiling(), None, true) else {
            panic!("five entries fit a 15×15 in order");
        };
        let mut rows: Vec<(usize, u8)> =
            placed.iter().map(|p| (p.start.row, p.answer[0])).collect();
        rows.sort();
        let order: Vec<u8> = rows.iter().map(|r| r.1).collect();
        assert_eq!(order, [1, 2, 3, 4, 5], "{placed:?}");
        assert!(placed.iter().all(|p| p.direction == Direction::Across));
    }

    #[test]
    fn a_lone_entry_off_the_centre_is_refused() {
        // An even length cannot sit on its own image: its partner slot would hold fill.
        let r = req(15, 15, &[&[1; 14]]);
        assert!(matches!(
            place(&r, r.block_ceiling(), None, false),
            Placing::None
        ));
        let mut pinned = req(15, 15, &[&[1; 14]]);
        pinned.theme[0].pin.start = Some(Pos::new(3, 0));
        assert!(matches!(
            place(&pinned, pinned.block_ceiling(), None, false),
            Placing::Found(..)
        ));
    }

    #[test]
    fn a_placement_that_cannot_exist_is_proved_so() {
        // Two 5-letter entries on a 5×5 with one letter differing where they must cross.
        let mut r = req(5, 5, &[&[1, 2, 3, 4, 5], &[6, 7, 8, 9, 10]]);
        r.theme[0].pin.start = Some(Pos::new(0, 0));
        r.theme[0].pin.direction = Some(Direction::Across);
        r.theme[1].pin.start = Some(Pos::new(0, 0));
        r.theme[1].pin.direction = Some(Direction::Down);
        assert!(matches!(
            place(&r, r.block_ceiling(), None, true),
            Placing::None
        ));
    }
}
