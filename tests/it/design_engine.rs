//! The design engine: every design it returns passes a validator written apart from it;
//! impossible requests are refused or proved impossible; the search follows from the seed.

use crate::common::builtin::{self, MIN};
use crate::common::design_check::{self, Rules};
use gridwright::design::{
    Design, DesignError, DesignRequest, End, Pin, RunError, ThemeEntry, design,
};
use gridwright::grid::{Alphabet, Direction, Pos, Symmetry, stats};
use proptest::prelude::*;
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;

fn letters(word: &str) -> Vec<u8> {
    word.bytes().map(|b| b - b'A').collect()
}

fn themed(w: usize, h: usize, words: &[&str]) -> DesignRequest {
    let mut r = DesignRequest::new(w, h);
    r.theme = words.iter().map(|a| ThemeEntry::free(letters(a))).collect();
    r.threads = 2;
    r
}

fn run(req: &DesignRequest) -> gridwright::design::DesignReport {
    let none = AtomicBool::new(false);
    design(req, &builtin::tables(), &none, &|_| {}).expect("request runs")
}

/// Runs the validator on a design of `req`.
fn validate(req: &DesignRequest, d: &Design) {
    let (rows, theme) = design_check::read_design(d);
    // Every theme entry of the request is placed.
    assert_eq!(theme.len(), req.theme.len());
    // A design from the relaxed fallback keeps the relaxed block ceiling, and names what it
    // breaks of the house rules.
    let max_blocks = match req.relaxed_rules() {
        Some(r) if !d.broken.is_empty() => r.max_blocks,
        _ => req.block_ceiling(),
    };
    let rules = Rules {
        symmetry: req.symmetry.name(),
        max_words: req.word_ceiling(),
        max_blocks: Some(max_blocks),
        min_entry: req.rules.min_entry,
        min_score: MIN,
    };
    let list = builtin::list();
    let score = |w: &str| list.get(&letters(w)).copied();
    design_check::check(&rows, &theme, &rules, &score);
    // The figures the design reports are the grid's.
    let words =
        design_check::entries(&rows.iter().map(|r| r.chars().collect()).collect::<Vec<_>>()).len();
    assert_eq!(d.words, words);
    assert_eq!(
        d.blocks,
        rows.iter().map(|r| r.matches('#').count()).sum::<usize>()
    );
    // A ceiling the constructor raised past the default is theirs to check against.
    if req.rules.max_words.is_none() && req.rules.max_blocks.is_none() {
        passes_the_studio_check(req, d);
    }
}

/// A design never fails the studio's own check (`:check`, `check --publish`) but where it
/// says so: the puzzle a design gives, checked by the rules it records against the list it
/// was filled from, has no problem but its missing clues and the ceilings the design names
/// as broken ([`design_check::finding_kind`]); and it keeps its request's own
/// (themeless, stricter) limits on cheaters and 3-letter entries unless it names them.
fn passes_the_studio_check(req: &DesignRequest, d: &Design) {
    let mut puzzle = d.puzzle(builtin::tables().alphabet());
    puzzle.meta.symmetry = req.symmetry;
    let slots = puzzle.slots();
    let (_, findings) = builtin::studio_check(&puzzle);
    let problems: Vec<String> = findings
        .iter()
        .map(|(kind, f)| format!("{kind}: {f}"))
        .collect();
    let mut named: Vec<&str> = d.broken.iter().map(design_check::finding_kind).collect();
    let mut found: Vec<&str> = problems
        .iter()
        .map(|p| p.split(':').next().unwrap_or(""))
        .collect();
    named.sort_unstable();
    found.sort_unstable();
    assert_eq!(found, named, "{problems:?}\n{:?}", d.grid);
    if !d.broken.is_empty() {
        return;
    }
    let rules = req.house_rules();
    let three = slots.all().iter().filter(|s| s.len() == 3).count();
    assert!(rules.three_letter_ok(three), "{three} 3-letter entries");
    let cheaters = stats::cheaters(&puzzle.grid).len();
    assert!(rules.cheaters_ok(cheaters), "{cheaters} cheaters");
}

#[test]
fn a_themed_15x15_gets_distinct_valid_designs_ranked_best_first() {
    let mut req = themed(15, 15, &["ICEDTEA", "HOTCOCOA", "GREENTEA"]);
    req.count = 2;
    let report = run(&req);
    assert_eq!(report.end, End::Complete);
    assert_eq!(report.designs.len(), 2);
    for d in &report.designs {
        validate(&req, d);
        // The equal-length pair is in partner slots; the odd one through the centre.
        let centre = d
            .theme
            .iter()
            .find(|t| t.answer.len() == 7)
            .expect("ICEDTEA");
        assert_eq!(
            (centre.start, centre.direction),
            (Pos::new(7, 4), Direction::Across)
        );
    }
    let (a, b) = (&report.designs[0], &report.designs[1]);
    assert_ne!(a.key(), b.key());
    // Ranked as constructors weigh a grid: short entries, cheaters, walls, corners, long
    // entries and strong fill first, then the weakest entry.
    let order = a
        .quality
        .compare(&b.quality)
        .then(b.lowest_score.cmp(&a.lowest_score));
    assert_ne!(order, std::cmp::Ordering::Greater, "ranked best first");
}

#[test]
fn the_designs_follow_from_the_seed_whatever_the_threads() {
    let mut req = themed(11, 11, &["PLANET", "GARDEN"]);
    req.count = 2;
    req.threads = 1;
    let one = run(&req);
    req.threads = 2;
    let two = run(&req);
    assert_eq!(one.end, End::Complete);
    assert_eq!(one.designs, two.designs);
    req.seed = 99;
    let other = run(&req);
    assert_ne!(one.designs, other.designs);
}

#[test]
fn themeless_designs_keep_the_word_ceiling() {
    let mut req = DesignRequest::new(9, 9);
    req.threads = 2;
    req.rules.max_words = Some(34);
    req.max_attempts = Some(200);
    let report = run(&req);
    assert!(!report.designs.is_empty(), "{:?}", report.end);
    for d in &report.designs {
        validate(&req, d);
        assert!(d.words <= 34);
    }
}

#[test]
fn a_pinned_entry_stays_where_it_is_pinned() {
    let mut req = themed(11, 11, &["SILVER", "ORANGE"]);
    req.theme[0].pin = Pin {
        start: Some(Pos::new(2, 0)),
        direction: Some(Direction::Across),
    };
    let report = run(&req);
    let d = report.designs.first().expect("a design");
    validate(&req, d);
    let silver = d
        .theme
        .iter()
        .find(|t| t.answer == letters("SILVER"))
        .expect("placed");
    assert_eq!(
        (silver.start, silver.direction),
        (Pos::new(2, 0), Direction::Across)
    );
    // Its partner takes the symmetric slot.
    let orange = d
        .theme
        .iter()
        .find(|t| t.answer == letters("ORANGE"))
        .expect("placed");
    assert_eq!(orange.start, Pos::new(8, 5));
}

#[test]
fn the_puzzle_of_a_design_locks_the_theme_squares_only() {
    let req = themed(9, 9, &["TIGER"]);
    let d = run(&req).designs.into_iter().next().expect("a design");
    let p = d.puzzle(&Alphabet::latin());
    assert_eq!(p.locked.len(), 5);
    let pattern = d.pattern();
    let letters_left = pattern
        .cells()
        .iter()
        .filter(|c| c.letter().is_some())
        .count();
    assert_eq!(
        letters_left, 5,
        "the pattern keeps the theme and drops the fill"
    );
}

#[test]
fn impossible_requests_are_refused_with_the_entry_named() {
    let tables = builtin::tables();
    let none = AtomicBool::new(false);
    let refuse = |req: &DesignRequest| match design(req, &tables, &none, &|_| {}) {
        Err(RunError::Request(e)) => e,
        other => panic!("not refused: {other:?}"),
    };
    let e = refuse(&themed(7, 7, &["ELEPHANT"]));
    assert!(matches!(e, DesignError::TooLong { .. }));
    assert!(e.to_string().contains("ELEPHANT has 8 letters"), "{e}");
    let e = refuse(&themed(5, 5, &["AB"]));
    assert!(e.to_string().contains("AB has 2 letters"), "{e}");
    let mut req = themed(5, 7, &[]);
    req.symmetry = Symmetry::Diagonal;
    assert!(refuse(&req).to_string().contains("square grid"));
    let e = refuse(&themed(3, 3, &["CAT", "DOG", "EMU", "OWL"]));
    assert!(
        e.to_string().contains("more than the grid's 9 squares"),
        "{e}"
    );
}

#[test]
fn a_theme_that_cannot_be_placed_is_proved_impossible() {
    // Both pinned to the top-left square, one across and one down, with different first
    // letters: no placement exists, and the search says so instead of timing out.
    let mut req = themed(7, 7, &["TIGER", "OCEAN"]);
    req.theme[0].pin = Pin {
        start: Some(Pos::new(0, 0)),
        direction: Some(Direction::Across),
    };
    req.theme[1].pin = Pin {
        start: Some(Pos::new(0, 0)),
        direction: Some(Direction::Down),
    };
    let report = run(&req);
    assert_eq!(report.end, End::Impossible);
    assert!(report.designs.is_empty());
}

#[test]
fn cancel_stops_the_search_and_progress_is_heard() {
    let req = themed(9, 9, &["TIGER"]);
    let raised = AtomicBool::new(true);
    let report = design(&req, &builtin::tables(), &raised, &|_| {}).expect("runs");
    assert_eq!(report.end, End::Cancelled);
    let heard = Mutex::new(0);
    let none = AtomicBool::new(false);
    design(&req, &builtin::tables(), &none, &|p| {
        assert!(p.attempts >= 1);
        *heard.lock().expect("lock") += 1;
    })
    .expect("runs");
    assert!(*heard.lock().expect("lock") >= 1);
}

/// Theme entries for the property test: ordinary words of 3 to 9 letters.
const WORDS: &[&str] = &[
    "CAT",
    "TEA",
    "ART",
    "OCEAN",
    "TIGER",
    "STONE",
    "APPLE",
    "RIVER",
    "GARDEN",
    "PLANET",
    "SILVER",
    "ORANGE",
    "CANDLE",
    "MORNING",
    "PAINTER",
    "ELEPHANT",
    "NOTEBOOK",
    "CHOCOLATE",
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 10, failure_persistence: None, ..ProptestConfig::default() })]

    /// Small sizes and random theme entries: every design passes the studio's check with the
    /// default rules (as every design of every test here does, through `validate`), keeps
    /// the theme partner rule and, where a placement can, the order given top to bottom.
    #[test]
    fn designs_pass_the_studio_check_and_keep_the_theme_rules(
        side in 5usize..=9,
        picks in proptest::sample::subsequence(WORDS.to_vec(), 1..=3),
        seed in 0u64..1000,
    ) {
        let mut req = themed(side, side, &picks);
        req.seed = seed;
        req.max_attempts = Some(12);
        req.count = 2;
        let Ok(report) = design(&req, &builtin::tables(), &AtomicBool::new(false), &|_| {}) else {
            return Ok(());
        };
        // Below 13×13 nothing is relaxed: every design keeps the house rules.
        prop_assert!(!report.relaxed);
        for d in &report.designs {
            prop_assert!(d.broken.is_empty(), "{:?}", d.broken);
            validate(&req, d);
            theme_rules_kept(d);
        }
    }

    /// Random sizes and theme entries: every design returned passes the validator, and a
    /// request the grid cannot hold is refused, never answered with a wrong design.
    #[test]
    fn every_design_of_a_random_request_is_valid(
        w in 5usize..=11,
        h in 5usize..=11,
        picks in proptest::sample::subsequence(WORDS.to_vec(), 0..=3),
        seed in 0u64..1000,
    ) {
        let mut req = themed(w, h, &picks);
        req.seed = seed;
        req.max_attempts = Some(12);
        let tables = builtin::tables();
        let none = AtomicBool::new(false);
        match design(&req, &tables, &none, &|_| {}) {
            Ok(report) => {
                for d in &report.designs {
                    validate(&req, d);
                }
            }
            Err(RunError::Request(e)) => {
                // Only a request that truly cannot fit is refused.
                let longest = picks.iter().map(|p| p.len()).max().unwrap_or(0);
                let letters: usize = picks.iter().map(|p| p.len()).sum();
                prop_assert!(longest > w.max(h) || letters > w * h, "{e}");
            }
            Err(e) => prop_assert!(false, "{e}"),
        }
    }
}

/// The partner slot of each theme entry (its half-turn image, when not itself) holds a theme
/// entry.
fn theme_rules_kept(d: &Design) {
    let (h, w) = (d.grid.height(), d.grid.width());
    for t in &d.theme {
        let (dr, dc) = t.direction.step();
        let n = t.answer.len();
        let end = Pos::new(t.start.row + dr * (n - 1), t.start.col + dc * (n - 1));
        let image = Pos::new(h - 1 - end.row, w - 1 - end.col);
        if image == t.start {
            continue;
        }
        assert!(
            d.theme
                .iter()
                .any(|u| u.start == image && u.direction == t.direction),
            "the partner slot of {t:?} holds fill"
        );
    }
}

#[test]
fn theme_entries_keep_the_order_given_top_to_bottom() {
    // 6, 7, 7, 6 letters in this order: the first and the last stand opposite each other,
    // so do the middle two, and top to bottom they read as given.
    let words = ["PLANET", "GARDENS", "HISTORY", "TIGERS"];
    let mut req = themed(11, 11, &words);
    req.max_attempts = Some(400);
    let report = run(&req);
    let d = report
        .designs
        .first()
        .unwrap_or_else(|| panic!("no design: {:?} after {}", report.end, report.attempts));
    validate(&req, d);
    theme_rules_kept(d);
    let mut rows: Vec<(usize, Vec<u8>)> = d
        .theme
        .iter()
        .map(|t| (t.start.row, t.answer.clone()))
        .collect();
    rows.sort();
    let order: Vec<Vec<u8>> = rows.into_iter().map(|r| r.1).collect();
    let given: Vec<Vec<u8>> = words.iter().map(|w| letters(w)).collect();
    assert_eq!(order, given);
}

#[test]
fn a_design_job_reports_progress_and_its_designs_and_can_be_cancelled() {
    use gridwright::design::job::DesignJob;
    let job = DesignJob::spawn(themed(9, 9, &["TIGER"]), builtin::tables());
    let mut heard = 0;
    let report = job
        .wait(|_| heard += 1)
        .expect("a report")
        .expect("the request runs");
    assert!(heard >= 1);
    assert_eq!(report.end, End::Complete);
    assert_eq!(report.designs.len(), 1);
    // A job cancelled at once ends with what it had, and says so.
    let mut req = themed(15, 15, &["HOTCOCOA", "GREENTEA"]);
    req.count = 50;
    let job = DesignJob::spawn(req, builtin::tables());
    job.cancel();
    let report = job.wait(|_| {}).expect("a report").expect("runs");
    assert_eq!(report.end, End::Cancelled);
}
