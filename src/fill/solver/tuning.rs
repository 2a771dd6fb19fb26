//! The search's tunables as one value: callers pass a [`Tuning`] in and get the old one back,
//! so a phase that changes them (restarts, polish, the optimal search) cannot leak a setting
//! into the next one.

use super::Search;
use crate::words::tables::WordTable;

/// How much a candidate's score weighs in the value order against its look-ahead room (the
/// sum over its crossings of ln(words left)), in nats of room.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ScoreWeight {
    /// This many nats per point of score: a fixed rate, for the branch-and-bound searches
    /// (repair, polish, optimal) that want high scores first whatever the room.
    PerPoint(f64),
    /// This many nats per standard deviation of the slot's list scores: a list whose scores
    /// are spread wider, or scaled 0–50 instead of 0–100, gives the same order.
    PerSpread(f64),
}

impl ScoreWeight {
    /// The weight of one point of score in `table`'s slots.
    pub fn per_point(self, table: &WordTable) -> f64 {
        match self {
            ScoreWeight::PerPoint(w) => w,
            // A (nearly) flat list: one stray score must not outweigh every crossing.
            ScoreWeight::PerSpread(w) => w / f64::from(table.score_spread()).max(1.0),
        }
    }
}

/// The first fill's weight of scores: one standard deviation of the slot's list scores
/// (about 7 points of the built-in list at 40 and above) is worth one nat of room, a factor
/// of e in the words a candidate leaves its crossings. Scores break near-ties of room; they
/// must not override it. At the old fixed 0.5 nats a point (3.5 a deviation, a factor of
/// 33) the order was score-first: the search committed to high-scored words that starved
/// their crossings, and the restarts' noise (0.5 nats, one point) could not reorder them,
/// so dense 21×21s took 5–20× longer on unlucky seeds, and which seeds were unlucky moved
/// with every rescoring of the list. Reading scores in deviations makes the order the same
/// for a list spread wider or scaled 0–50; the repair and the polish raise the scores after.
pub const FIRST_FILL_WEIGHT: ScoreWeight = ScoreWeight::PerSpread(FIRST_FILL_SPREAD);

/// The nats one standard deviation of scores is worth in the first fill ([`FIRST_FILL_WEIGHT`]).
pub const FIRST_FILL_SPREAD: f64 = 1.0;

/// How a search orders and branches; everything a caller may tune.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tuning {
    /// How strongly candidate scores weigh against look-ahead room.
    pub score_weight: ScoreWeight,
    /// Random noise added to candidate ordering (0 = none).
    pub noise: f64,
    /// Above this many candidates the search branches on a letter, not a word.
    pub word_branch_limit: u32,
    /// Whether a run stopped by its failure limit records the nogoods of its branch.
    pub learning: bool,
}

impl Default for Tuning {
    /// Word branching, no noise, no learning: the plain complete search.
    fn default() -> Self {
        Tuning {
            score_weight: FIRST_FILL_WEIGHT,
            noise: 0.0,
            word_branch_limit: u32::MAX,
            learning: false,
        }
    }
}

impl Search<'_> {
    /// The tunables in force.
    pub fn tuning(&self) -> Tuning {
        self.tuning
    }

    /// Puts `tuning` in force and returns the one it replaces, to give back afterwards.
    pub fn tune(&mut self, tuning: Tuning) -> Tuning {
        std::mem::replace(&mut self.tuning, tuning)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fill::{FillOptions, Problem};
    use crate::grid::text::parse_grid;
    use crate::grid::{Alphabet, Direction, Slots};
    use crate::words::WordTables;

    /// The value order of 1A in a grid whose only crossing is 1A/1D at the corner: ZAP
    /// scores `hi`, SAP `mid`, and twenty words starting with S (one with Z) score `lo`, so
    /// SAP leaves 1D ten times the words ZAP does. Returns whether SAP comes before ZAP.
    fn sap_first(weight: ScoreWeight, hi: u8, mid: u8, lo: u8) -> bool {
        let mut list = format!("ZAP;{hi}\nSAP;{mid}\nZOO;{lo}\n");
        for w in [
            "SAT", "SET", "SIT", "SOT", "SUN", "SON", "SIN", "SUM", "SIP", "SOB", "SOD", "SOW",
            "SAW", "SAY", "SEA", "SEE", "SKY", "SLY", "SPA", "SPY",
        ] {
            list.push_str(&format!("{w};{lo}\n"));
        }
        let t = WordTables::of_test_list(list.as_bytes());
        let g = parse_grid("...\n.##\n.##\n", &Alphabet::latin()).expect("grid");
        let p = Problem::new(&g, &t, &FillOptions::default()).expect("problem");
        let across = Slots::of(&g).find(1, Direction::Across).expect("1A");
        let v = p.vars.iter().position(|v| v.slot == across).expect("var");
        let tuning = Tuning {
            score_weight: weight,
            ..Tuning::default()
        };
        let mut s = Search::new(&p, 1, tuning).expect("search");
        let order = s.order(v);
        let at = |w: &str| {
            let w = Alphabet::latin().encode(w).expect("latin");
            let id = p.vars[v].table.find(&w).expect("listed");
            order.iter().position(|&c| c == id).expect("candidate")
        };
        at("SAP") < at("ZAP")
    }

    #[test]
    fn the_first_fill_order_is_the_same_however_widely_scores_are_spread() {
        // Six points (about two deviations of this list) do not outweigh ten times the room.
        assert!(sap_first(FIRST_FILL_WEIGHT, 64, 58, 50));
        // The same list with every score's distance from 50 doubled: the same order.
        assert!(sap_first(FIRST_FILL_WEIGHT, 78, 66, 50));
        // A rate per point (the old first-fill order) flips with the spread: score-first.
        assert!(!sap_first(ScoreWeight::PerPoint(0.5), 64, 58, 50));
        assert!(!sap_first(ScoreWeight::PerPoint(0.5), 78, 66, 50));
    }

    #[test]
    fn a_flat_list_lets_no_score_outweigh_the_room() {
        assert_eq!(
            ScoreWeight::PerSpread(1.0).per_point(&WordTable::new(3, 26, vec![])),
            1.0
        );
        let flat = WordTable::new(3, 26, vec![(vec![0, 1, 2], 50), (vec![1, 2, 3], 50)]);
        assert_eq!(flat.score_spread(), 0.0);
        assert_eq!(ScoreWeight::PerSpread(1.0).per_point(&flat), 1.0);
        let spread = WordTable::new(3, 26, vec![(vec![0, 1, 2], 40), (vec![1, 2, 3], 60)]);
        assert_eq!(spread.score_spread(), 10.0);
        assert!((ScoreWeight::PerSpread(1.0).per_point(&spread) - 0.1).abs() < 1e-9);
    }
}
