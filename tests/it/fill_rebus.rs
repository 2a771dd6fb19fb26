//! Autofill around rebus squares (issue 16): a rebus is a fixed run of letters inside its
//! entries, an entry through a rebus no word can spell is left alone, and the engines that
//! read entries (fill, candidates, health, `check`) agree on it.

use crate::common::isolated;

use gridwright::fill::candidates::candidates;
use gridwright::fill::{
    FillMode, FillOptions, FillOutcome, Filled, Region, Request, Strategy as Search, WordTables,
    fill,
};
use gridwright::grid::text::{format_grid, parse_grid};
use gridwright::grid::{Alphabet, Cell, Direction, Grid, HealthReport, Pos, Puzzle, Slots};
use gridwright::words::{Lexicon, WordIndex};
use proptest::prelude::*;
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

fn tables(list: &str) -> WordTables {
    let mut lex = Lexicon::new(Alphabet::latin());
    lex.add_list("test", list.as_bytes());
    WordTables::from_index(&WordIndex::build(&lex).expect("index"), 0)
}

fn puzzle(rows: &str) -> Puzzle {
    Puzzle::new(parse_grid(rows, &Alphabet::latin()).expect("grid"))
}

/// Fills with one reproducible strategy.
fn fill_with(grid: &Grid, tables: &WordTables, strategy: Search) -> FillOutcome {
    let opts = FillOptions {
        strategy,
        ..FillOptions::default()
    };
    fill(grid, tables, &opts, &AtomicBool::new(false), &mut |_| {})
}

fn filled(outcome: FillOutcome) -> Filled {
    match outcome {
        FillOutcome::Filled(f) => *f,
        other => panic!("expected a fill, got {other:?}"),
    }
}

/// Every entry of `grid` with every square filled, spelled out with its rebus squares.
fn answers(grid: &Grid) -> Vec<(String, Option<String>)> {
    let a = Alphabet::latin();
    Slots::of(grid)
        .all()
        .iter()
        .map(|s| (s.label(), s.answer(grid, &a)))
        .collect()
}

#[test]
fn the_only_fill_spells_st_across_the_rebus_in_both_directions() {
    // Solution:  BED / A{ST}O / NIP; downs BAN, ESTI, DOP. The E fixes the orientation
    // (the transposed fill uses the same words). The high-scored three-letter decoys
    // would fit if the rebus were one letter.
    let list = "BED;50\nNIP;50\nBAN;50\nDOP;50\nASTO;50\nESTI;50\n\
                ASO;90\nESI;90\nATO;90\nETI;90\nAXTO;90\nBAD;40\nNAP;40\n";
    let t = tables(list);
    let p = puzzle(".E.\n.{ST}.\n...\n");
    for strategy in [Search::Words, Search::Letters, Search::Auto] {
        let f = filled(fill_with(&p.grid, &t, strategy));
        assert_eq!(format_grid(&f.grid, &p.alphabet), "BED\nA{ST}O\nNIP\n");
        assert_eq!(f.grid.rebus_at(Pos::new(1, 1)), Some("ST"));
        assert!(f.skipped.is_empty());
        let words: HashSet<&str> = list
            .lines()
            .map(|l| &l[..l.find(';').unwrap_or(l.len())])
            .collect();
        for (label, answer) in answers(&f.grid) {
            let answer = answer.expect("every entry is filled");
            assert!(words.contains(answer.as_str()), "{label} = {answer}");
        }
        // The entries the fill reports are the full words, rebus letters in place.
        let spelled: Vec<String> = f
            .entries
            .iter()
            .map(|e| p.alphabet.spell(&e.word))
            .collect();
        assert_eq!(spelled, ["BED", "BAN", "ESTI", "DOP", "ASTO", "NIP"]);
    }
}

#[test]
fn a_corner_rebus_shifts_the_letters_after_it() {
    // 1A and 1D are ST + two squares; the square after the rebus in 1A is position 2 of the
    // word and position 0 of 2D.
    let list = "STEM;60\nSTAB;60\nAGE;60\nBOT;60\nEGO;60\nMET;60\nSEM;95\nSAB;95\nTEM;95\n";
    let t = tables(list);
    let p = puzzle("{ST}..\n...\n...\n");
    let f = filled(fill_with(&p.grid, &t, Search::Words));
    let text = format_grid(&f.grid, &p.alphabet);
    assert!(
        text == "{ST}EM\nAGE\nBOT\n" || text == "{ST}AB\nEGO\nMET\n",
        "{text}"
    );
    let h = HealthReport::of_puzzle(&Puzzle::new(f.grid.clone()), &Slots::of(&f.grid), 3);
    assert!(h.complete);
    assert_eq!((h.empty_squares, h.rebus_squares), (0, 1));
    assert!(h.duplicates.is_empty());
    assert!(h.skipped.is_empty());
}

#[test]
fn a_digit_rebus_leaves_its_entries_alone_and_the_rest_fills() {
    let list = "ACE;60\nCUR;60\nTEA;60\nACT;60\nCUE;60\nERA;60\n";
    let t = tables(list);
    let p = puzzle("{7}..\n...\n...\n");
    let slots = Slots::of(&p.grid);
    let f = filled(fill_with(&p.grid, &t, Search::Words));
    assert_eq!(f.grid.rebus_at(Pos::new(0, 0)), Some("7"));
    let skipped: Vec<String> = f.skipped.iter().map(|&id| slots.get(id).label()).collect();
    assert_eq!(skipped, ["1A", "1D"]);
    assert!(f.grid.is_complete());
    for (label, answer) in answers(&f.grid) {
        let answer = answer.expect("filled");
        if label == "1A" || label == "1D" {
            assert!(answer.starts_with('7'), "{label} = {answer}");
        } else {
            assert!(list.contains(&format!("{answer};")), "{label} = {answer}");
        }
    }
    // Only the four entries the fill chose are its entries.
    assert_eq!(f.entries.len(), 4);
    // Candidates for a skipped entry: none, and marked.
    let c = candidates(&p.grid, &slots, f.skipped[0], &t, 10);
    assert!(c.skipped && c.words.is_empty());
    // Health: the rebus counts as filled; the open "7" entries are skipped, not failures.
    let h = HealthReport::of_puzzle(&p, &slots, 3);
    assert_eq!((h.empty_squares, h.rebus_squares), (8, 1));
    let labels: Vec<&str> = h.skipped.iter().map(|e| e.label.as_str()).collect();
    assert_eq!(labels, ["1A", "1D"]);
    let done = Puzzle::new(f.grid.clone());
    let h = HealthReport::of_puzzle(&done, &Slots::of(&done.grid), 3);
    assert!(h.complete && h.skipped.is_empty());
}

#[test]
fn a_refill_never_touches_a_rebus_and_a_too_long_entry_names_its_word_length() {
    let list = "STEM;60\nSTAB;60\nAGE;60\nBOT;60\nEGO;60\nMET;60\n";
    let t = tables(list);
    let p = puzzle("{ST}EM\nAGE\nBOT\n");
    let none = AtomicBool::new(false);
    let re = Request::from_puzzle(&p, Region::All, FillMode::Refill).strategy(Search::Words);
    let FillOutcome::Filled(f) = re.run(&t, &none, &mut |_| {}).expect("same alphabet") else {
        panic!("a refill of a filled grid fills");
    };
    assert_eq!(f.grid.rebus_at(Pos::new(0, 0)), Some("ST"));
    // A five-letter word through {STA}: none in the list.
    let p = puzzle("{STA}..\n...\n...\n");
    match fill_with(&p.grid, &t, Search::Words) {
        FillOutcome::Unfillable { slot, reason, .. } => {
            assert_eq!(
                reason,
                gridwright::fill::Unfillable::NoWordsOfLength(5),
                "{slot:?}"
            );
        }
        other => panic!("expected unfillable, got {other:?}"),
    }
}

#[test]
fn candidates_through_a_rebus_have_its_letters_in_place() {
    let a = Alphabet::latin();
    let t = tables("ASTO;50\nESTI;60\nASTI;40\nBSSO;90\nASO;90\n");
    let p = puzzle("...\n.{ST}.\n...\n");
    let slots = Slots::of(&p.grid);
    let across = slots.find(4, Direction::Across).expect("4A");
    assert_eq!(slots.get(across).pattern(&p.grid, &a), "?ST?");
    let c = candidates(&p.grid, &slots, across, &t, 10);
    let words: Vec<String> = c.words.iter().map(|(w, _)| a.spell(w)).collect();
    // ESTI, ASTO and ASTI match; no three-letter word crosses them, so none is viable.
    assert_eq!((c.matching, c.viable), (3, 0));
    assert!(words.is_empty());
    // 1D's middle letter is 4A's first, 3D's middle letter 4A's last (after the shift):
    // with BAN and DOP both are A or O, which only ASTO has.
    let t = tables("ASTO;50\nESTI;60\nASTI;40\nBSSO;90\nBAN;50\nDOP;50\n");
    let c = candidates(&p.grid, &slots, across, &t, 10);
    let words: Vec<String> = c.words.iter().map(|(w, _)| a.spell(w)).collect();
    assert_eq!((c.matching, c.viable), (3, 1));
    assert_eq!(words, ["ASTO"]);
}

/// A small grid holding one rebus, a solution around it, and a list that holds every
/// entry of that solution (so a fill exists) plus decoys.
fn arb_rebus_case() -> impl Strategy<Value = (Grid, Vec<String>, bool)> {
    (3usize..=5, 3usize..=5).prop_flat_map(|(w, h)| {
        (
            prop::collection::vec(prop::bool::weighted(0.15), w * h),
            prop::collection::vec(prop::sample::select(b"ABCDE".as_slice()), w * h),
            0..w * h,
            prop::collection::vec(prop::sample::select(b"ST".as_slice()), 1..=3),
            prop::collection::vec(
                (2usize..=6).prop_flat_map(|n| {
                    prop::collection::vec(prop::sample::select(b"ABCDEST".as_slice()), n)
                }),
                0..30,
            ),
        )
            .prop_map(move |(blocks, letters, at, rebus, decoys)| {
                let a = Alphabet::latin();
                let mut g = Grid::new(w, h).expect("size");
                for (i, (&b, &l)) in blocks.iter().zip(&letters).enumerate() {
                    let p = Pos::new(i / w, i % w);
                    let cell = if b {
                        Cell::Block
                    } else {
                        Cell::Letter(a.index_of(char::from(l)).expect("latin"))
                    };
                    g.set(p, cell).expect("in grid");
                }
                let text: String = rebus.iter().map(|&c| char::from(c)).collect();
                g.set_rebus(Pos::new(at / w, at % w), &text).expect("rebus");
                let slots = Slots::of(&g);
                let solution: Vec<String> = slots
                    .all()
                    .iter()
                    .map(|s| s.answer(&g, &a).expect("complete"))
                    .collect();
                let dupes = solution.iter().collect::<HashSet<_>>().len() < solution.len();
                let mut list: Vec<String> = solution;
                list.extend(
                    decoys
                        .iter()
                        .map(|d| d.iter().map(|&c| char::from(c)).collect()),
                );
                // Empty every letter; the rebus stays.
                for p in g.positions().collect::<Vec<_>>() {
                    if matches!(g.cell(p), Cell::Letter(_)) {
                        g.set(p, Cell::Empty).expect("in grid");
                    }
                }
                (g, list, dupes)
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]
    #[test]
    fn every_fill_through_a_rebus_uses_list_words_that_agree_at_crossings(
        (grid, list, dupes) in arb_rebus_case(),
        seed in 0u64..100,
    ) {
        let a = Alphabet::latin();
        let slots = Slots::of(&grid);
        // A white letter square in no entry can never be filled: not this test's concern.
        prop_assume!(!grid.positions().any(|p| grid.cell(p) == Cell::Empty
            && slots.crossing(p) == (None, None)));
        let t = tables(&list.iter().map(|w| format!("{w};50\n")).collect::<String>());
        let words: HashSet<&str> = list.iter().map(String::as_str).collect();
        let rebus: Vec<(Pos, String)> =
            grid.rebus_squares().map(|(p, t)| (p, t.to_string())).collect();
        for strategy in [Search::Words, Search::Letters] {
            let opts = FillOptions {
                seed,
                strategy,
                allow_duplicates: dupes,
                ..FillOptions::default()
            };
            let outcome = fill(&grid, &t, &opts, &AtomicBool::new(false), &mut |_| {});
            let f = match outcome {
                FillOutcome::Filled(f) => f,
                other => {
                    return Err(TestCaseError::fail(format!("a fill exists, got {other:?}")));
                }
            };
            prop_assert!(f.skipped.is_empty());
            let now: Vec<(Pos, String)> =
                f.grid.rebus_squares().map(|(p, t)| (p, t.to_string())).collect();
            prop_assert_eq!(&now, &rebus, "the rebus is untouched");
            prop_assert!(f.grid.is_complete());
            let mut seen = HashSet::new();
            for (id, s) in Slots::of(&f.grid).iter() {
                let answer = s.answer(&f.grid, &a).expect("complete");
                prop_assert!(words.contains(answer.as_str()), "{} = {}", s.label(), answer);
                prop_assert!(dupes || seen.insert(answer.clone()), "{} repeats", answer);
                // The word the solver chose is the one the grid spells: every crossing
                // (rebus letters and shifted squares included) agrees with it.
                if let Some(e) = f.entries.iter().find(|e| e.slot == id) {
                    prop_assert_eq!(a.spell(&e.word), answer);
                }
            }
            prop_assert_eq!(f.entries.len(), slots.len());
        }
    }
}

/// The binary: `fill` fills around `{ST}` and prints it back; `check` reports rebus squares
/// and the entries a digit rebus leaves to the constructor.
#[test]
fn the_cli_fills_around_a_rebus_and_check_reports_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let list = dir.path().join("words.dict");
    std::fs::write(
        &list,
        "STEM;60\nSTAB;60\nAGE;60\nBOT;60\nEGO;60\nMET;60\nSEM;95\nACE;60\nCUR;60\nTEA;60\nACT;60\nCUE;60\nERA;60\n",
    )
    .expect("list");
    let grid = dir.path().join("star.txt");
    std::fs::write(&grid, "{ST}..\n...\n...\n").expect("grid");
    let run = |args: &[&std::ffi::OsStr]| {
        isolated::gridwright_in(dir.path())
            .args(args)
            .output()
            .expect("runs")
    };
    let out = run(&[
        "fill".as_ref(),
        "--list".as_ref(),
        list.as_os_str(),
        grid.as_os_str(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text == "{ST}EM\nAGE\nBOT\n" || text == "{ST}AB\nEGO\nMET\n",
        "{text}"
    );
    let out = run(&[
        "fill".as_ref(),
        "--json".as_ref(),
        "--list".as_ref(),
        list.as_os_str(),
        grid.as_os_str(),
    ]);
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(doc["status"], "filled");
    let words: Vec<&str> = doc["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .filter_map(|e| e["word"].as_str())
        .collect();
    assert!(
        words.contains(&"STEM") && words.contains(&"STAB"),
        "{words:?}"
    );

    let seven = dir.path().join("seven.txt");
    std::fs::write(&seven, "{7}..\n...\n...\n").expect("grid");
    let out = run(&[
        "fill".as_ref(),
        "--list".as_ref(),
        list.as_os_str(),
        seven.as_os_str(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("{7}"), "{text}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("skipped 2 entries") && err.contains("1A 1D"),
        "{err}"
    );
    let out = run(&[
        "fill".as_ref(),
        "--json".as_ref(),
        "--list".as_ref(),
        list.as_os_str(),
        seven.as_os_str(),
    ]);
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(doc["skipped"], serde_json::json!(["1A", "1D"]));

    let out = run(&["check".as_ref(), seven.as_os_str()]);
    assert!(out.status.success());
    let report = String::from_utf8_lossy(&out.stdout);
    assert!(report.contains("rebus           1 square"), "{report}");
    assert!(report.contains("skipped         1A, 1D"), "{report}");
    assert!(report.contains("   1 7??"), "{report}");
    let out = run(&["check".as_ref(), "--json".as_ref(), seven.as_os_str()]);
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(doc["report"]["rebus_squares"], 1);
    assert_eq!(doc["report"]["skipped"][0]["label"], "1A");
    assert_eq!(doc["entries"][0]["word_length"], 3);
}
