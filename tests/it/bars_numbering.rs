//! One numbering rule with bars (issue 32): hand-checked barred grids, a real barred file,
//! round trips through every format, the `.puz` loss named, bars on the printed page, and
//! the house styles' checks.

use crate::common::barred::{labelled, puzzle};
use gridwright::formats::page::grid::{BAR_MM, GridKind, Shape, shapes};
use gridwright::formats::{self, Format, WriteOptions, loss};
use gridwright::grid::{ClueKey, Direction, HealthReport, HouseStyle, Pos, Puzzle};
use std::path::Path;

/// A 5×5 barred grid, numbered by hand (see [`hand_labels`]).
fn five() -> Puzzle {
    puzzle(
        &[
            "A B|C D E",
            "         ",
            "F G H I J",
            "    _    ",
            "K L M|N O",
            "         ",
            "P Q R S T",
            "_        ",
            "U V W X Y",
        ]
        .join("\n"),
    )
}

/// The entries of [`five`] as worked out on paper: a bar ends an entry as a block would.
fn hand_labels() -> Vec<(&'static str, &'static str)> {
    vec![
        ("1A", "AB"),
        ("1D", "AFKP"),
        ("2D", "BGLQV"),
        ("3A", "CDE"),
        ("3D", "CH"),
        ("4D", "DINSX"),
        ("5D", "EJOTY"),
        ("6A", "FGHIJ"),
        ("7A", "KLM"),
        ("8D", "MRW"),
        ("9A", "NO"),
        ("10A", "PQRST"),
        ("11A", "UVWXY"),
    ]
}

fn answers(p: &Puzzle) -> Vec<(String, String)> {
    let slots = p.slots();
    slots
        .all()
        .iter()
        .map(|s| {
            (
                s.label(),
                s.answer(&p.grid, &p.alphabet).unwrap_or_default(),
            )
        })
        .collect()
}

fn owned(v: Vec<(&str, &str)>) -> Vec<(String, String)> {
    v.into_iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

fn clued(mut p: Puzzle) -> Puzzle {
    for s in p.slots().all() {
        p.clues.insert(
            ClueKey::new(s.number, s.direction),
            format!("Clue for {}", s.label()),
        );
    }
    p
}

#[test]
fn a_hand_drawn_barred_grid_numbers_as_worked_out_on_paper() {
    let p = five();
    assert_eq!(answers(&p), owned(hand_labels()));
    let slots = p.slots();
    assert_eq!(
        slots.number_at(Pos::new(2, 2)),
        Some(8),
        "a bar above starts 8D"
    );
    assert_eq!(slots.number_at(Pos::new(4, 0)), Some(11));
    // U is in 11A only: the bar above it cuts it from 1D.
    assert_eq!(slots.crossing(Pos::new(4, 0)).1, None);
    // Without its bars the same grid is one plain 5×5.
    let plain = Puzzle::new(p.grid.clone());
    assert_eq!(plain.slots().len(), 10);
}

#[test]
fn the_real_barred_xd_file_numbers_as_its_own_labels_say() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/real/xd/kotwords/test-barred.xd");
    let loaded = formats::load(&path).expect("reads");
    let p = &loaded.puzzle;
    // Hand-checked against the file's grid and its Design section's bars (its clue answers
    // are sloppy: "A9 TUVWX" starts after the bar left of U, as its number shows).
    let expected = owned(vec![
        ("1A", "ABCD"),
        ("2D", "BGLPU"),
        ("3D", "CH"),
        ("4D", "DIMRW"),
        ("5D", "EJNS"),
        ("6A", "FGHIJ"),
        ("6D", "FKOT"),
        ("7A", "OPQRS"),
        ("8D", "QV"),
        ("9A", "UVWX"),
    ]);
    assert_eq!(answers(p), expected);
    // The file's numbers are the grid's own: no explicit labels needed, every clue on its
    // entry, none left over in an extra list.
    assert!(p.labels.is_empty(), "{:?}", p.labels);
    assert!(p.extra_clues.is_empty(), "{:?}", p.extra_clues);
    assert_eq!(p.clue(9, Direction::Across), Some("Fourth across clue"));
    assert_eq!(p.clue(6, Direction::Down), Some("Fifth down clue"));
    // Bars and no style of its own: checked as barred, and told so.
    assert_eq!(p.meta.house, HouseStyle::Barred);
    assert!(
        loaded.warnings.iter().any(|w| w.contains("barred")),
        "{:?}",
        loaded.warnings
    );
    // The .jpz of the same puzzle reads to the same entries.
    let jpz = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/real/jpz/kotwords/jpz/test-barred.jpz");
    let j = formats::load(&jpz).expect("reads").puzzle;
    assert_eq!(answers(&j), expected);
    assert!(j.extra_clues.is_empty(), "{:?}", j.extra_clues);
}

#[test]
fn a_barred_puzzle_round_trips_through_ipuz_jpz_and_xd_with_the_same_entries() {
    let p = clued(five());
    for format in [Format::Ipuz, Format::Jpz, Format::Xd] {
        let bytes = formats::to_bytes(&p, format, &WriteOptions::default()).expect("writes");
        let back = formats::read_bytes(&bytes, format, Path::new("t"))
            .unwrap_or_else(|e| panic!("{format:?}: {e}"))
            .puzzle;
        assert_eq!(labelled(&back), labelled(&p), "{format:?}");
        assert_eq!(back.bars(), p.bars(), "{format:?}");
        assert_eq!(back.clues, p.clues, "{format:?}");
        assert!(back.extra_clues.is_empty(), "{format:?}");
        assert!(back.labels.is_empty(), "{format:?}: {:?}", back.labels);
        assert_eq!(back.meta.house, HouseStyle::Barred, "{format:?}");
        assert_eq!(loss::losses(&p, format), Vec::<String>::new(), "{format:?}");
    }
}

#[test]
fn puz_keeps_the_letters_and_names_the_bars_and_clues_it_loses() {
    let p = clued(five());
    let lost = loss::losses(&p, Format::Puz);
    assert!(
        lost.contains(&"4 squares with bars".to_string()),
        "{lost:?}"
    );
    // 3A, 8D and 9A start at a bar: a .puz, numbered by its blocks alone, has no entry there.
    assert!(
        lost.contains(
            &"3 clues of entries that start at a bar (the format numbers by blocks alone)"
                .to_string()
        ),
        "{lost:?}"
    );
    let bytes = formats::to_bytes(&p, Format::Puz, &WriteOptions::default()).expect("writes");
    let back = formats::read_bytes(&bytes, Format::Puz, Path::new("t.puz"))
        .expect("reads")
        .puzzle;
    assert_eq!(back.grid, p.grid);
    assert!(!back.has_bars());
    // Each .puz entry carries the clue of the barred entry starting on its square.
    assert_eq!(back.clue(1, Direction::Across), Some("Clue for 1A"));
    assert_eq!(back.clue(3, Direction::Down), Some("Clue for 3D"));
    assert_eq!(back.slots().len(), 10);
}

#[test]
fn the_printed_grid_draws_each_bar_and_numbers_by_the_bars() {
    let p = five();
    let slots = p.slots();
    let drawn = shapes(&p, &slots, 10.0, GridKind::Puzzle);
    let mut bars: Vec<(i64, i64, i64, i64)> = drawn
        .iter()
        .filter_map(|s| match s {
            Shape::Fill { x, y, w, h, .. } if *w == BAR_MM || *h == BAR_MM => {
                let r = |v: f64| (v * 10.0).round() as i64;
                Some((r(*x), r(*y), r(*w), r(*h)))
            }
            _ => None,
        })
        .collect();
    bars.sort_unstable();
    // In tenths of a mm with 10 mm squares: right bars of (0,1) and (2,2), bottom bars of
    // (1,2) and (3,0), each centred on its edge.
    assert_eq!(
        bars,
        [
            (0, 396, 100, 8),
            (196, 0, 8, 100),
            (200, 196, 100, 8),
            (296, 200, 8, 100)
        ]
    );
    let mut numbers: Vec<String> = drawn
        .iter()
        .filter_map(|s| match s {
            Shape::Text { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect();
    numbers.sort_by_key(|n| n.parse::<u32>().unwrap_or(0));
    let want: Vec<String> = (1..=11).map(|n| n.to_string()).collect();
    assert_eq!(numbers, want);
    // The HTML page draws the same four bars in each grid it shows (the puzzle, and the
    // answers when it has them): filled rectangles a bar thick, centred on the same edges
    // of its 12 mm squares.
    let html = formats::html::to_string(&p, formats::html::HtmlOptions::default());
    let mut bar_rects: Vec<&str> = html
        .lines()
        .filter(|l| l.starts_with("<rect") && !l.contains("fill=\"none\""))
        .filter(|l| l.contains("width=\"0.80\"") || l.contains("height=\"0.80\""))
        .collect();
    assert!(
        !bar_rects.is_empty() && bar_rects.len().is_multiple_of(4),
        "{bar_rects:#?}"
    );
    bar_rects.sort_unstable();
    bar_rects.dedup();
    let rect = |x: &str, y: &str, w: &str, h: &str| {
        format!("<rect x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\" fill=\"#000000\"/>")
    };
    let mut want = vec![
        rect("23.60", "0.00", "0.80", "12.00"),
        rect("24.00", "23.60", "12.00", "0.80"),
        rect("35.60", "24.00", "0.80", "12.00"),
        rect("0.00", "47.60", "12.00", "0.80"),
    ];
    want.sort_unstable();
    assert_eq!(bar_rects, want);
    let pdf = formats::to_bytes(&clued(p), Format::Pdf, &WriteOptions::default()).expect("pdf");
    assert!(pdf.starts_with(b"%PDF"));
}

#[test]
fn checks_follow_the_house_style() {
    let mut p = five();
    let report = |p: &Puzzle| HealthReport::of_puzzle(p, &p.slots(), p.meta.shortest_entry());
    // Barred: 2-letter entries are short unless allowed; U (in 11A only) is a fine unch.
    let r = report(&p);
    let short: Vec<&str> = r.short_entries.iter().map(|e| e.label.as_str()).collect();
    assert_eq!(short, ["1A", "3D", "9A"]);
    assert_eq!(r.unches, 1);
    assert!(r.unchecked.is_empty(), "{:?}", r.unchecked);
    p.meta.two_letter_entries = true;
    assert!(report(&p).short_entries.is_empty());
    // A setter allowing at most 10% of an entry unchecked: 11A (1 of 5) is over.
    p.meta.max_unches = 10;
    let r = report(&p);
    assert_eq!(r.over_unched.len(), 1);
    assert_eq!(r.over_unched[0].label, "11A");
    assert_eq!(r.unchecked, [Pos::new(4, 0)]);
    // American: every unch is a problem; British: unches are fine.
    p.meta.house = HouseStyle::American;
    let r = report(&p);
    assert_eq!(r.unchecked, [Pos::new(4, 0)]);
    assert_eq!(
        r.short_entries.len(),
        3,
        "two-letter entries are barred-only"
    );
    p.meta.house = HouseStyle::British;
    assert!(report(&p).unchecked.is_empty());
}

#[test]
fn a_british_grid_objects_only_to_squares_in_no_entry() {
    let grid = gridwright::grid::text::parse_grid(
        "...#.\n.#.#.\n.....\n.#.#.\n.#...",
        &gridwright::grid::Alphabet::latin(),
    )
    .expect("grid");
    let mut p = Puzzle::new(grid);
    p.meta.house = HouseStyle::British;
    let r = HealthReport::of_puzzle(&p, &p.slots(), 3);
    assert!(r.unches > 0);
    // (0,4) heads a down entry; nothing is in no entry, so nothing is objected to.
    assert!(r.unchecked.is_empty(), "{:?}", r.unchecked);
    p.meta.house = HouseStyle::American;
    let r = HealthReport::of_puzzle(&p, &p.slots(), 3);
    assert_eq!(r.unchecked.len(), r.unches);
}

#[test]
fn the_benchmark_grids_keep_the_barred_rules() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/barred");
    let mut seen = 0;
    for entry in std::fs::read_dir(&dir).expect("fixtures") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "ipuz") {
            continue;
        }
        seen += 1;
        let p = formats::load(&path).expect("reads").puzzle;
        assert_eq!(p.meta.house, HouseStyle::Barred, "{}", path.display());
        let r = HealthReport::of_puzzle(&p, &p.slots(), p.meta.shortest_entry());
        assert!(r.short_entries.is_empty(), "{}", path.display());
        assert!(
            r.unchecked.is_empty(),
            "{}: {:?}",
            path.display(),
            r.unchecked
        );
        assert!(r.symmetry_violations.is_empty(), "{}", path.display());
        assert!(
            r.unches > 0,
            "{}: a barred grid with no unches",
            path.display()
        );
        assert!((12..=13).contains(&p.grid.width()), "{}", path.display());
    }
    assert_eq!(seen, 5);
}
