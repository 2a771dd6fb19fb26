//! The designer's fallback (issue 44): a theme the house rules cannot hold still gets a
//! design, under relaxed limits, and the design names the rule it breaks — the same rule
//! `:check` names on the puzzle it becomes; the studio's gallery shows it. And `check` holds
//! a puzzle to the rules it records (themeless, a custom ceiling), through a save.

use crate::common::builtin::{self, MIN};
use crate::common::design_check;
use crate::common::studio::{command, key, screen, typed};
use crossterm::event::{KeyCode, KeyModifiers};
use gridwright::design::{DesignReport, DesignRequest, Pin, ThemeEntry, design};
use gridwright::grid::{Direction, HealthReport, Kind, Pos, Puzzle, RuleBreak, publish};
use gridwright::store::doc::SlotDoc;
use gridwright::tui::studio::{Mode, Studio};
use gridwright::tui::update::{Event, handle};
use std::sync::atomic::AtomicBool;

fn letters(word: &str) -> Vec<u8> {
    word.bytes().map(|b| b - b'A').collect()
}

/// A 13×13 with an 11-letter theme entry pinned to the top left and its partner. The two
/// blocks that end the top row are cheater squares (taking one out leaves the entries as
/// many) that cannot go — one closes the theme entry, the other would leave a lone square —
/// and so are their partners at the bottom: 4 cheaters, past the house rules' 2. No
/// design keeps the rules; the search falls back rather than return nothing.
fn pinned_request() -> DesignRequest {
    let mut req = DesignRequest::new(13, 13);
    req.theme = vec![
        ThemeEntry {
            answer: letters("INFORMATION"),
            pin: Pin {
                start: Some(Pos::new(0, 0)),
                direction: Some(Direction::Across),
            },
        },
        ThemeEntry::free(letters("CONSTRUCTOR")),
    ];
    req.threads = 2;
    req.count = 2;
    req.max_attempts = Some(300);
    req
}

fn relaxed_report() -> DesignReport {
    let req = pinned_request();
    design(&req, &builtin::tables(), &AtomicBool::new(false), &|_| {}).expect("runs")
}

#[test]
fn a_theme_the_rules_cannot_hold_gets_a_design_that_names_the_broken_rule() {
    let req = pinned_request();
    assert_eq!(req.house_rules().max_cheaters, Some(2));
    let report = relaxed_report();
    assert!(report.relaxed, "{:?}", report.end);
    assert!(!report.designs.is_empty(), "{:?}", report.end);
    let relaxed = req.relaxed_rules().expect("a 13×13 relaxes");
    for d in &report.designs {
        assert!(
            d.broken
                .iter()
                .any(|b| matches!(b, RuleBreak::Cheaters { max: 2, count } if *count >= 4)),
            "{:?}",
            d.broken
        );
        // The design keeps the relaxed limits, and is otherwise sound.
        assert!(d.blocks <= relaxed.max_blocks && d.words <= relaxed.max_words);
        let (rows, theme) = design_check::read_design(d);
        assert_eq!(theme.len(), 2);
        let rules = design_check::Rules {
            symmetry: req.symmetry.name(),
            max_words: relaxed.max_words,
            max_blocks: Some(relaxed.max_blocks),
            min_entry: 3,
            min_score: MIN,
        };
        let list = builtin::list();
        let score = |w: &str| list.get(&letters(w)).copied();
        design_check::check(&rows, &theme, &rules, &score);
        check_agrees(d);
    }
}

/// `:check` on the design's puzzle names what the design says it breaks, with the same
/// figures, and nothing else but the missing clues.
fn check_agrees(d: &gridwright::design::Design) {
    let puzzle = d.puzzle(builtin::tables().alphabet());
    let (health, findings) = builtin::studio_check(&puzzle);
    let mut found: Vec<&str> = findings.iter().map(|(kind, _)| *kind).collect();
    let mut named: Vec<&str> = d.broken.iter().map(design_check::finding_kind).collect();
    found.sort_unstable();
    named.sort_unstable();
    assert_eq!(found, named);
    for b in &d.broken {
        let (count, max) = match *b {
            RuleBreak::Words { count, max } => (health.words, count.min(max)),
            RuleBreak::Blocks { count, max } => (health.blocks, count.min(max)),
            RuleBreak::ThreeLetter { count, max } => (health.three_letter, count.min(max)),
            RuleBreak::Cheaters { count, max } => (health.cheaters.len(), count.min(max)),
        };
        assert!(count > max, "{b}: check counts {count}");
    }
}

/// The studio with a search running for the form's entries on a blank 9×9.
fn searching_studio() -> Studio {
    let mut app = builtin::studio(9, 9);
    command(&mut app, "design");
    typed(&mut app, "ICEDTEA, HOTDOGS");
    key(&mut app, KeyCode::Enter, KeyModifiers::NONE);
    app
}

#[test]
fn the_gallery_shows_what_a_design_breaks_and_check_agrees_once_taken() {
    let mut app = searching_studio();
    let run = app.design().run().expect("a search runs");
    let (job, generation) = (run.job, run.generation);
    let report = relaxed_report();
    let broken: Vec<String> = report.designs[0]
        .broken
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(!broken.is_empty());
    handle(
        &mut app,
        Event::DesignDone {
            job,
            generation,
            report: Ok(report),
        },
    );
    assert!(matches!(app.mode(), Mode::Gallery { selected: 0 }));
    let s = screen(&app, 100, 30);
    for b in &broken {
        assert!(s.contains(&format!("breaks: {b}")), "{b}\n{s}");
    }
    // Taken, the design is checked by the rules it was made under: :check names the same.
    key(&mut app, KeyCode::Enter, KeyModifiers::NONE);
    assert_eq!(app.puzzle().grid.width(), 13);
    command(&mut app, "check");
    let findings = gridwright::tui::ops::findings(&app);
    let kinds: Vec<&str> = findings.iter().map(|f| f.kind()).collect();
    assert!(kinds.contains(&"cheaters"), "{kinds:?}");
}

#[test]
fn check_holds_a_puzzle_to_the_rules_it_records_through_a_save() {
    // An open 15×15: 30 entries of 15, no blocks.
    let mut p = Puzzle::blank(15, 15).expect("size");
    let rules_of = |p: &Puzzle| {
        let slots = p.slots();
        HealthReport::of_puzzle(p, &slots, p.meta.shortest_entry()).rules
    };
    // A grid that records nothing (a file from elsewhere) gets a themed grid's limits.
    assert_eq!(rules_of(&p).max_three_letter, Some(16));
    p.meta.kind = Kind::Themeless;
    p.meta.ceilings.max_words = Some(20);
    let text = SlotDoc::new(&p, 0, 0, None).to_toml().expect("toml");
    assert!(text.contains("kind = \"themeless\""), "{text}");
    let back = SlotDoc::from_toml(&text)
        .expect("reads")
        .puzzle
        .to_puzzle()
        .expect("puzzle");
    assert_eq!(
        (back.meta.kind, back.meta.ceilings),
        (p.meta.kind, p.meta.ceilings)
    );
    let rules = rules_of(&back);
    assert_eq!((rules.max_words, rules.max_three_letter), (20, Some(12)));
    let slots = back.slots();
    let health = HealthReport::of_puzzle(&back, &slots, 3);
    let ctx = publish::Context {
        score: None,
        min_score: MIN,
        min_by_length: Default::default(),
        twins: Vec::new(),
    };
    let words: Vec<String> = publish::check(&back, &slots, &health, &ctx)
        .iter()
        .filter(|f| f.kind() == "words")
        .map(ToString::to_string)
        .collect();
    assert_eq!(words, ["30 entries; at most 20 expected"]);
}
