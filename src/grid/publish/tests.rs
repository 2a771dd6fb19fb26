use super::*;
use crate::grid::text::parse_grid;
use crate::grid::{Alphabet, Cell, Direction, HouseStyle};

fn puzzle(rows: &str, symmetry: Symmetry) -> Puzzle {
    let grid = parse_grid(rows, &Alphabet::latin()).expect("test grid parses");
    let mut p = Puzzle::new(grid);
    p.meta.symmetry = symmetry;
    let slots = Slots::of(&p.grid);
    for s in slots.all() {
        p.clues.insert(
            ClueKey::new(s.number, s.direction),
            format!("clue {}", s.label()),
        );
    }
    p
}

fn known(_: &[u8]) -> Option<u8> {
    Some(60)
}

fn run(p: &Puzzle, score: Option<ScoreOf<'_>>, twins: Vec<u8>) -> Vec<Finding> {
    let twins = twins
        .into_iter()
        .map(|slot| Twin {
            slot,
            identical: true,
            same_letters: 100,
        })
        .collect();
    run_with(p, score, twins)
}

fn run_with(p: &Puzzle, score: Option<ScoreOf<'_>>, twins: Vec<Twin>) -> Vec<Finding> {
    let slots = Slots::of(&p.grid);
    let health = HealthReport::of_puzzle(p, &slots, p.meta.min_entry_len);
    let ctx = Context {
        score,
        min_score: 50,
        min_by_length: Default::default(),
        twins,
    };
    check(p, &slots, &health, &ctx)
}

fn kinds(f: &[Finding]) -> Vec<&'static str> {
    f.iter().map(Finding::kind).collect()
}

#[test]
fn a_finished_puzzle_has_nothing_to_report() {
    let p = puzzle("ABC\nDEF\nGHI\n", Symmetry::Rotational);
    assert_eq!(run(&p, Some(&known), vec![]), vec![]);
}

#[test]
fn empty_squares_are_counted_from_the_first() {
    let mut p = puzzle("ABC\nDEF\nGHI\n", Symmetry::Rotational);
    p.grid.set(Pos::new(1, 2), Cell::Empty).expect("in grid");
    p.grid.set(Pos::new(2, 0), Cell::Empty).expect("in grid");
    let f = run(&p, Some(&known), vec![]);
    assert_eq!(
        f,
        vec![Finding::Incomplete {
            empty: 2,
            first: Pos::new(1, 2)
        }]
    );
    assert_eq!(f[0].to_string(), "2 empty squares, the first at r2c3");
    assert_eq!(f[0].at(), Some(Pos::new(1, 2)));
}

#[test]
fn an_entry_without_a_clue_is_named() {
    let mut p = puzzle("ABC\nDEF\nGHI\n", Symmetry::Rotational);
    p.clues.remove(&ClueKey::new(2, Direction::Down));
    p.clues
        .insert(ClueKey::new(4, Direction::Across), "   ".into());
    let f = run(&p, Some(&known), vec![]);
    let labels: Vec<String> = f.iter().map(ToString::to_string).collect();
    // In clue-number order.
    assert_eq!(labels, ["2D has no clue", "4A has no clue"]);
    assert_eq!(f[0].at(), Some(Pos::new(0, 1)));
}

#[test]
fn words_outside_the_lists_or_below_the_minimum_are_named() {
    let p = puzzle("ABC\nDEF\nGHI\n", Symmetry::Rotational);
    let a = Alphabet::latin();
    let abc = a.encode("ABC").expect("latin");
    let def = a.encode("DEF").expect("latin");
    let score = move |w: &[u8]| match w {
        w if w == abc.as_slice() => None,
        w if w == def.as_slice() => Some(10),
        _ => Some(55),
    };
    let f = run(&p, Some(&score), vec![]);
    assert_eq!(kinds(&f), ["not_in_list", "low_score"]);
    assert_eq!(f[0].to_string(), "1A ABC is in no loaded word list");
    assert_eq!(f[1].to_string(), "4A DEF scores 10, below the minimum 50");
    assert_eq!(f[0].word(), Some("ABC"));
    // With no lists loaded the check is skipped, not failed.
    assert_eq!(run(&p, None, vec![]), vec![]);
}

#[test]
fn theme_entries_are_never_low_score_or_outside_the_lists() {
    let mut p = puzzle("ABC\nDEF\nGHI\n", Symmetry::Rotational);
    p.meta.theme_entries = vec!["a b c".into(), "Def".into()];
    let a = Alphabet::latin();
    let abc = a.encode("ABC").expect("latin");
    let def = a.encode("DEF").expect("latin");
    let ghi = a.encode("GHI").expect("latin");
    let score = move |w: &[u8]| match w {
        w if w == abc.as_slice() => None,
        w if w == def.as_slice() || w == ghi.as_slice() => Some(10),
        _ => Some(55),
    };
    let f = run(&p, Some(&score), vec![]);
    // Only GHI, not a theme entry, is named.
    assert_eq!(kinds(&f), ["low_score"]);
    assert_eq!(f[0].word(), Some("GHI"));
}

#[test]
fn a_15x15_is_held_to_the_house_rules_cheater_limit() {
    // Four corner blocks add no entry: four cheaters where the rules allow two.
    let mut rows = String::new();
    for r in 0..15 {
        let row: String = (0..15)
            .map(|c| {
                if (r == 0 || r == 14) && (c == 0 || c == 14) {
                    '#'
                } else {
                    '.'
                }
            })
            .collect();
        rows.push_str(&row);
        rows.push('\n');
    }
    let p = puzzle(&rows, Symmetry::Rotational);
    let f = run(&p, None, vec![]);
    assert_eq!(kinds(&f), ["incomplete", "cheaters"]);
    assert_eq!(
        f[1].to_string(),
        "4 cheater squares (blocks that add no entry); at most 2 expected: r1c1, r1c15, r15c1, r15c15"
    );
}

#[test]
fn a_repeated_word_is_one_finding_with_every_entry() {
    let p = puzzle("CAT\nARE\nTEN\n", Symmetry::Rotational);
    let f = run(&p, Some(&known), vec![]);
    assert_eq!(kinds(&f), ["duplicate", "duplicate", "duplicate"]);
    assert_eq!(f[0].to_string(), "CAT appears 2 times: 1A, 1D");
}

#[test]
fn unchecked_squares_and_too_many_blocks() {
    let p = puzzle("ABCDE\nF###G\nH###I\nJKLMN\n", Symmetry::Rotational);
    let f = run(&p, Some(&known), vec![]);
    assert_eq!(kinds(&f), ["unchecked", "density"]);
    let Finding::Unchecked { squares } = &f[0] else {
        panic!("{f:?}")
    };
    assert_eq!(squares.len(), 10, "B C D, F G, H I, K L M");
    // A fifth of 20 squares (a grid below 13×13).
    assert_eq!(
        f[1].to_string(),
        "6 blocks of 20 squares (30%); at most 4 expected"
    );
}

#[test]
fn a_british_or_barred_grid_may_have_denser_blocks_but_not_mostly_blocks() {
    for house in [HouseStyle::British, HouseStyle::Barred] {
        let mut p = puzzle("ABCDE\nF###G\nH###I\nJKLMN\n", Symmetry::Rotational);
        p.meta.house = house;
        let f = run(&p, Some(&known), vec![]);
        assert!(!kinds(&f).contains(&"density"), "{house}: {f:?}");
        let mut sparse = puzzle("AB###\n#####\n#####\n###BA\n", Symmetry::Rotational);
        sparse.meta.house = house;
        let f = run(&sparse, Some(&known), vec![]);
        assert!(kinds(&f).contains(&"density"), "{house}: {f:?}");
    }
}

#[test]
fn a_freeform_grid_may_have_more_blocks_but_not_mostly_blocks() {
    let p = puzzle("ABCDE\nF###G\nHIJKL\n", Symmetry::None);
    assert_eq!(kinds(&run(&p, Some(&known), vec![])), ["unchecked"]);
    let sparse = puzzle("ABC##\n#####\n#####\n", Symmetry::None);
    let f = run(&sparse, Some(&known), vec![]);
    assert!(kinds(&f).contains(&"density"), "{f:?}");
}

#[test]
fn short_entries_and_broken_symmetry() {
    let p = puzzle("AB#\nCDE\nFGH\n", Symmetry::Rotational);
    let f = run(&p, Some(&known), vec![]);
    assert_eq!(kinds(&f), ["short", "short", "asymmetric"]);
    assert_eq!(f[0].to_string(), "1A has 2 letters");
    assert_eq!(f[1].to_string(), "4D has 2 letters");
    assert_eq!(
        f[2].to_string(),
        format!(
            "2 squares break the {} symmetry: r1c3, r3c1",
            Symmetry::Rotational
        )
    );
}

#[test]
fn a_region_cut_off_is_found() {
    let p = puzzle("ABC\n###\nDEF\n", Symmetry::Rotational);
    let f = run(&p, Some(&known), vec![]);
    assert!(kinds(&f).contains(&"disconnected"), "{f:?}");
    let d = f
        .iter()
        .find(|x| x.kind() == "disconnected")
        .expect("found");
    assert_eq!(d.to_string(), "3 squares cut off from the rest, from r3c1");
    assert_eq!(d.at(), Some(Pos::new(2, 0)));
}

#[test]
fn the_same_grid_in_other_slots_is_named() {
    let p = puzzle("ABC\nDEF\nGHI\n", Symmetry::Rotational);
    let f = run(&p, Some(&known), vec![3, 7]);
    assert_eq!(f.len(), 1);
    assert_eq!(f[0].to_string(), "the same grid is saved in slots 3, 7");
    assert_eq!(f[0].at(), None);
}

#[test]
fn a_very_similar_grid_in_another_slot_is_named_with_its_share() {
    let p = puzzle("ABC\nDEF\nGHI\n", Symmetry::Rotational);
    let near = |slot, same_letters| Twin {
        slot,
        identical: false,
        same_letters,
    };
    let same = Twin {
        slot: 2,
        identical: true,
        same_letters: 100,
    };
    let f = run_with(&p, Some(&known), vec![same, near(4, 93), near(6, 90)]);
    assert_eq!(kinds(&f), ["saved_elsewhere", "similar_elsewhere"]);
    assert_eq!(f[0].to_string(), "the same grid is saved in slot 2");
    assert_eq!(
        f[1].to_string(),
        "a very similar grid (the same blocks) is saved in slots 4 (93% of the letters), 6 (90% of the letters)"
    );
    let json = serde_json::to_value(&f).expect("serialises");
    assert_eq!(json[1]["slots"][0]["same_letters"], 93);
}

#[test]
fn findings_serialise_with_their_kind() {
    let p = puzzle("ABC\nDEF\nGHI\n", Symmetry::Rotational);
    let f = run(&p, Some(&known), vec![2]);
    let json = serde_json::to_value(&f).expect("serialises");
    assert_eq!(json[0]["kind"], "saved_elsewhere");
    assert_eq!(json[0]["slots"][0], 2);
}
