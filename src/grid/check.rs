//! The health report: the facts a constructor watches while drawing a grid.

use super::{
    Alphabet, BarRef, Cell, Grid, HouseRules, HouseStyle, Kind, Pos, Puzzle, Slot, SlotId, Slots,
    Symmetry,
};
use serde::Serialize;
use std::collections::BTreeMap;

/// An entry named by its label (e.g. "17A") and its length.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EntryRef {
    /// The label, such as "17A".
    pub label: String,
    /// How many squares it has.
    pub len: usize,
    /// The slot, in the numbering the report was made from.
    #[serde(skip)]
    pub slot: SlotId,
    /// Its squares, so a shell can mark them.
    pub squares: Vec<Pos>,
}

/// A word that appears more than once among the complete entries (full answers compared,
/// rebus squares spelled out).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Duplicate {
    /// The word, as alphabet indices (a rebus's letters spelled out when the report knows
    /// the alphabet; characters it cannot spell are left out: spell an entry's
    /// [`Slot::answer`] to show it).
    #[serde(skip)]
    pub word: Vec<u8>,
    /// The labels of every entry holding it.
    pub labels: Vec<String>,
    /// The slots of those entries, in the same order.
    #[serde(skip)]
    pub slots: Vec<SlotId>,
    /// The squares of all those entries.
    pub squares: Vec<Pos>,
}

/// What kind of problem a [`Problem`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ProblemKind {
    /// A white region cut off from the largest one.
    Disconnected,
    /// Blocks or bars that break the symmetry.
    Asymmetric,
    /// An entry shorter than the minimum.
    Short,
    /// White squares in only one entry, or none.
    Unchecked,
    /// A word in more than one entry.
    Duplicate,
}

/// One problem of a grid with the squares it concerns, for marking on the grid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Problem {
    /// What is wrong.
    pub kind: ProblemKind,
    /// Where.
    pub squares: Vec<Pos>,
}

/// Everything the status line and `gridwright check` say about a grid.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HealthReport {
    /// Width in squares.
    pub width: usize,
    /// Height in squares.
    pub height: usize,
    /// Number of entries (across and down).
    pub words: usize,
    /// Number of across entries.
    pub across: usize,
    /// Number of down entries.
    pub down: usize,
    /// Number of black squares.
    pub blocks: usize,
    /// Black squares as a fraction of all squares.
    pub block_density: f64,
    /// Mean entry length (0 for a grid with no entries).
    pub average_length: f64,
    /// The shortest entry length accepted.
    pub min_entry_len: usize,
    /// Entries shorter than `min_entry_len`.
    pub short_entries: Vec<EntryRef>,
    /// The house rules checked against (American unless the puzzle says otherwise).
    pub house: HouseStyle,
    /// White squares in only one entry (unches), whether or not the house allows them.
    pub unches: usize,
    /// The squares the house rules object to as unchecked: American, every white square in
    /// only one entry or in none; British, squares in no entry; barred, squares in no entry
    /// and the unches of entries with more than `max_unches` percent of them unchecked.
    pub unchecked: Vec<Pos>,
    /// Entries of a barred grid with more than `max_unches` percent of their squares unchecked.
    pub over_unched: Vec<EntryRef>,
    /// The share of an entry a barred grid may leave unchecked, in percent.
    pub max_unches: u8,
    /// White squares in no entry at all (a white square boxed in on every side).
    pub isolated: Vec<Pos>,
    /// The sizes of the white regions, largest first; more than one means the grid is
    /// disconnected.
    pub regions: Vec<usize>,
    /// The squares of each white region, in the order of `regions`.
    pub region_squares: Vec<Vec<Pos>>,
    /// Words that appear in more than one complete entry.
    pub duplicates: Vec<Duplicate>,
    /// The symmetry checked against.
    pub symmetry: Symmetry,
    /// Squares whose block state breaks that symmetry.
    pub symmetry_violations: Vec<Pos>,
    /// Bars that break that symmetry, with the partner edges that lack their bar
    /// ([`super::Bars::asymmetric`]); empty for a report made without the puzzle's bars.
    pub asymmetric_bars: Vec<BarRef>,
    /// White squares still empty (a rebus square is filled).
    pub empty_squares: usize,
    /// Rebus squares (several letters, a digit or a symbol in one square).
    pub rebus_squares: usize,
    /// Entries with an open square that run through a rebus no list word can spell (a digit,
    /// a symbol, a letter outside the alphabet): autofill leaves them as they are, and they
    /// are not entries missing from the list.
    pub skipped: Vec<EntryRef>,
    /// True when every white square holds a letter.
    pub complete: bool,
    /// Entries of three squares.
    pub three_letter: usize,
    /// Cheater squares: blocks whose removal leaves the word count as it is
    /// ([`super::stats::cheaters`]), in reading order.
    pub cheaters: Vec<Pos>,
    /// The house rules the report checked against (and the publish check holds the grid to).
    pub rules: HouseRules,
}

impl HealthReport {
    /// Checks a grid against a symmetry and a minimum entry length.
    pub fn of(grid: &Grid, symmetry: Symmetry, min_entry_len: usize) -> Self {
        let slots = Slots::of(grid);
        Self::with_slots(grid, &slots, symmetry, min_entry_len)
    }

    /// Like [`HealthReport::of`] when the caller already numbered the grid.
    ///
    /// Without the alphabet, a rebus compares equal only to the same rebus text in a
    /// duplicate check, and only a rebus holding a non-letter (a digit, a symbol) is
    /// `skipped`; [`HealthReport::of_puzzle`] spells rebus squares in the puzzle's alphabet.
    pub fn with_slots(
        grid: &Grid,
        slots: &Slots,
        symmetry: Symmetry,
        min_entry_len: usize,
    ) -> Self {
        let rules = HouseRules {
            min_entry: min_entry_len,
            ..HouseRules::american(grid.width(), grid.height(), Kind::Themed)
        };
        Self::build(grid, slots, None, symmetry, &rules)
    }

    /// The report of a puzzle against its symmetry and house style (see
    /// [`HealthReport::unchecked`]): rebus squares are spelled in its alphabet, so `{ST}AR`
    /// and `STAR` are the same word. `slots` come from [`Puzzle::slots`] (bars included);
    /// pass [`super::Meta::shortest_entry`] as `min_entry_len` unless overriding it.
    pub fn of_puzzle(puzzle: &Puzzle, slots: &Slots, min_entry_len: usize) -> Self {
        let rules = HouseRules {
            min_entry: min_entry_len,
            ..house_rules(puzzle)
        };
        let symmetry = puzzle.meta.symmetry;
        let mut report = Self::build(
            &puzzle.grid,
            slots,
            Some(&puzzle.alphabet),
            symmetry,
            &rules,
        );
        report.asymmetric_bars = puzzle.bars().asymmetric(&puzzle.grid, symmetry);
        report
    }

    fn build(
        grid: &Grid,
        slots: &Slots,
        alphabet: Option<&Alphabet>,
        symmetry: Symmetry,
        rules: &HouseRules,
    ) -> Self {
        let min_entry_len = rules.min_entry;
        let area = grid.width() * grid.height();
        let blocks = grid.cells().iter().filter(|c| c.is_block()).count();
        let lengths: usize = slots.all().iter().map(|s| s.len()).sum();
        let across = slots
            .all()
            .iter()
            .filter(|s| s.direction == super::Direction::Across)
            .count();
        let short_entries = slots
            .iter()
            .filter(|(_, s)| s.len() < min_entry_len)
            .map(|(id, s)| EntryRef {
                label: s.label(),
                len: s.len(),
                slot: id,
                squares: s.cells.clone(),
            })
            .collect();
        let mut unches = Vec::new();
        let mut isolated = Vec::new();
        for p in grid.positions().filter(|&p| grid.is_white(p)) {
            match slots.crossing(p) {
                (Some(_), Some(_)) => {}
                (None, None) => isolated.push(p),
                _ => unches.push(p),
            }
        }
        let over_unched = over_unched(slots, rules);
        let unchecked = objected_unches(&unches, &isolated, &over_unched, rules.style);
        let empty_squares = grid
            .cells()
            .iter()
            .filter(|c| **c == super::Cell::Empty)
            .count();
        let rebus_squares = grid
            .cells()
            .iter()
            .filter(|c| matches!(c, Cell::Rebus(_)))
            .count();
        let skipped = slots
            .iter()
            .filter(|(_, s)| {
                s.cells.iter().any(|&p| grid.cell(p) == Cell::Empty)
                    && unspellable(grid, s, alphabet)
            })
            .map(|(id, s)| EntryRef {
                label: s.label(),
                len: s.len(),
                slot: id,
                squares: s.cells.clone(),
            })
            .collect();
        let region_squares = white_regions(grid);
        HealthReport {
            width: grid.width(),
            height: grid.height(),
            words: slots.len(),
            across,
            down: slots.len() - across,
            blocks,
            block_density: blocks as f64 / area as f64,
            average_length: if slots.is_empty() {
                0.0
            } else {
                lengths as f64 / slots.len() as f64
            },
            min_entry_len,
            short_entries,
            house: rules.style,
            unches: unches.len(),
            unchecked,
            over_unched,
            max_unches: rules.max_unches,
            isolated,
            regions: region_squares.iter().map(Vec::len).collect(),
            region_squares,
            duplicates: duplicates(grid, slots, alphabet),
            symmetry,
            symmetry_violations: grid.symmetry_violations(symmetry),
            asymmetric_bars: Vec::new(),
            empty_squares,
            rebus_squares,
            skipped,
            complete: grid.is_complete(),
            three_letter: slots.all().iter().filter(|s| s.len() == 3).count(),
            cheaters: super::stats::cheaters(grid),
            rules: *rules,
        }
    }

    /// The squares that break the symmetry: asymmetric blocks and the squares carrying an
    /// asymmetric bar (or lacking its partner), in reading order.
    pub fn asymmetric_squares(&self) -> Vec<Pos> {
        let mut out = self.symmetry_violations.clone();
        out.extend(self.asymmetric_bars.iter().map(|b| b.square));
        out.sort_unstable();
        out.dedup();
        out
    }

    /// True when the grid is split into more than one white region.
    pub fn is_disconnected(&self) -> bool {
        self.regions.len() > 1
    }

    /// Every problem with its squares, most serious first (the order of [`Self::warnings`]):
    /// each region cut off from the largest, the asymmetric squares, each short entry, the
    /// unchecked squares, each duplicated word.
    pub fn problems(&self) -> Vec<Problem> {
        let mut out: Vec<Problem> = self
            .region_squares
            .iter()
            .skip(1)
            .map(|r| Problem {
                kind: ProblemKind::Disconnected,
                squares: r.clone(),
            })
            .collect();
        if !self.symmetry_violations.is_empty() || !self.asymmetric_bars.is_empty() {
            out.push(Problem {
                kind: ProblemKind::Asymmetric,
                squares: self.asymmetric_squares(),
            });
        }
        out.extend(self.short_entries.iter().map(|e| Problem {
            kind: ProblemKind::Short,
            squares: e.squares.clone(),
        }));
        if !self.unchecked.is_empty() {
            out.push(Problem {
                kind: ProblemKind::Unchecked,
                squares: self.unchecked.clone(),
            });
        }
        out.extend(self.duplicates.iter().map(|d| Problem {
            kind: ProblemKind::Duplicate,
            squares: d.squares.clone(),
        }));
        out
    }

    /// Short warnings for a status line, most serious first; empty when all is well.
    pub fn warnings(&self) -> Vec<String> {
        let mut w = Vec::new();
        if self.is_disconnected() {
            w.push(format!("{} regions", self.regions.len()));
        }
        if !self.symmetry_violations.is_empty() {
            w.push(format!("{} asymmetric", self.symmetry_violations.len()));
        }
        match self.asymmetric_bars.len() {
            0 => {}
            1 => w.push("1 asymmetric bar".to_string()),
            n => w.push(format!("{n} asymmetric bars")),
        }
        if !self.short_entries.is_empty() {
            w.push(format!("{} short", self.short_entries.len()));
        }
        if !self.unchecked.is_empty() {
            w.push(format!("{} unchecked", self.unchecked.len()));
        }
        if !self.duplicates.is_empty() {
            w.push(format!("{} dupes", self.duplicates.len()));
        }
        w
    }
}

/// The house rules `puzzle` is held to: its style, symmetry, minimum entry and unches,
/// with the limits of its kind and size and the ceilings it records — the rules it was made
/// under. A grid that records no kind (a file from elsewhere) is held to a themed grid's
/// limits, the lenient ones.
pub fn house_rules(puzzle: &Puzzle) -> HouseRules {
    let m = &puzzle.meta;
    let (w, h) = (puzzle.grid.width(), puzzle.grid.height());
    HouseRules {
        min_entry: m.shortest_entry(),
        max_unches: m.max_unches,
        ..HouseRules::for_style(m.house, m.symmetry, w, h, m.kind).with_ceilings(&m.ceilings)
    }
}

/// The entries of a barred grid with more than the allowed share of unchecked squares.
fn over_unched(slots: &Slots, rules: &HouseRules) -> Vec<EntryRef> {
    if rules.style != HouseStyle::Barred {
        return Vec::new();
    }
    slots
        .iter()
        .filter(|(_, s)| {
            let unches = s.cells.iter().filter(|&&p| !slots.is_checked(p)).count();
            unches * 100 > s.len() * usize::from(rules.max_unches)
        })
        .map(|(id, s)| EntryRef {
            label: s.label(),
            len: s.len(),
            slot: id,
            squares: s.cells.clone(),
        })
        .collect()
}

/// The squares the house objects to as unchecked, in reading order.
fn objected_unches(
    unches: &[Pos],
    isolated: &[Pos],
    over: &[EntryRef],
    house: HouseStyle,
) -> Vec<Pos> {
    let mut out: Vec<Pos> = isolated.to_vec();
    match house {
        HouseStyle::American => out.extend_from_slice(unches),
        HouseStyle::British => {}
        HouseStyle::Barred => out.extend(
            over.iter()
                .flat_map(|e| e.squares.iter())
                .filter(|p| unches.binary_search(p).is_ok()),
        ),
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The 4-connected white regions, largest first (ties in reading order), each in reading
/// order.
fn white_regions(grid: &Grid) -> Vec<Vec<Pos>> {
    let mut seen = vec![false; grid.width() * grid.height()];
    let mut regions = Vec::new();
    let mut stack = Vec::new();
    for start in grid.positions() {
        if seen[grid.index(start)] || !grid.is_white(start) {
            continue;
        }
        seen[grid.index(start)] = true;
        stack.push(start);
        let mut region = Vec::new();
        while let Some(p) = stack.pop() {
            region.push(p);
            for q in neighbours(p, grid) {
                let i = grid.index(q);
                if !seen[i] && grid.is_white(q) {
                    seen[i] = true;
                    stack.push(q);
                }
            }
        }
        region.sort_unstable();
        regions.push(region);
    }
    // Stable, so regions of one size stay in reading order of their first square.
    regions.sort_by_key(|r| std::cmp::Reverse(r.len()));
    regions
}

fn neighbours(p: Pos, grid: &Grid) -> impl Iterator<Item = Pos> + '_ {
    let (r, c) = (p.row as isize, p.col as isize);
    [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
        .into_iter()
        .filter(|&(r, c)| r >= 0 && c >= 0)
        .map(|(r, c)| Pos::new(r as usize, c as usize))
        .filter(|&q| grid.contains(q))
}

/// One piece of an entry's answer: a letter of the alphabet, or a character of a rebus the
/// alphabet cannot spell (without the alphabet, every rebus character).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Piece {
    Letter(u8),
    Char(char),
    Open,
}

/// Whether an entry runs through a rebus no word can spell: one with a character outside
/// the alphabet or, without the alphabet, one that is no letter of any alphabet.
fn unspellable(grid: &Grid, slot: &Slot, alphabet: Option<&Alphabet>) -> bool {
    match alphabet {
        Some(a) => slot.unspellable(grid, a),
        None => slot
            .cells
            .iter()
            .filter_map(|&p| grid.rebus_at(p))
            .any(|t| t.chars().any(|c| !c.is_alphabetic())),
    }
}

/// An entry's answer piece by piece, rebus squares spelled out.
fn answer_key(grid: &Grid, slot: &Slot, alphabet: Option<&Alphabet>) -> Vec<Piece> {
    let mut key = Vec::with_capacity(slot.len());
    for &p in &slot.cells {
        match grid.cell(p) {
            Cell::Letter(l) => key.push(Piece::Letter(l)),
            Cell::Rebus(id) => key.extend(grid.rebus_text(id).chars().map(|c| {
                alphabet
                    .and_then(|a| a.index_of(c))
                    .map_or(Piece::Char(c), Piece::Letter)
            })),
            _ => key.push(Piece::Open),
        }
    }
    key
}

/// Complete entries sharing a word (their full answers), in order of first appearance.
fn duplicates(grid: &Grid, slots: &Slots, alphabet: Option<&Alphabet>) -> Vec<Duplicate> {
    let mut by_word: BTreeMap<Vec<Piece>, Vec<SlotId>> = BTreeMap::new();
    let mut order = Vec::new();
    for (id, s) in slots.iter() {
        let key = answer_key(grid, s, alphabet);
        if key.contains(&Piece::Open) {
            continue;
        }
        let ids = by_word.entry(key.clone()).or_default();
        if ids.is_empty() {
            order.push(key);
        }
        ids.push(id);
    }
    order
        .into_iter()
        .filter_map(|key| {
            let ids = by_word.remove(&key)?;
            (ids.len() > 1).then(|| {
                let mut squares: Vec<Pos> = ids
                    .iter()
                    .flat_map(|&id| slots.get(id).cells.iter().copied())
                    .collect();
                squares.sort_unstable();
                squares.dedup();
                Duplicate {
                    word: key
                        .iter()
                        .filter_map(|p| match p {
                            Piece::Letter(l) => Some(*l),
                            _ => None,
                        })
                        .collect(),
                    labels: ids.iter().map(|&id| slots.get(id).label()).collect(),
                    slots: ids,
                    squares,
                }
            })
        })
        .collect()
}

#[cfg(test)]
mod tests;
