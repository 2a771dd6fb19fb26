//! Generated puzzles with every feature the model has (rebus squares, circles, shading,
//! colours, bars, given letters, explicit labels, extra lists, markup, metadata, non-Latin
//! text) survive `.ipuz` → `.ipuz` and a slot.

use super::{via_ipuz, via_slot};
use gridwright::formats::ipuz;
use gridwright::grid::{
    Alphabet, Cell, ClueKey, ClueList, Grid, ListClue, Pos, Puzzle, Rgb, Style, Symmetry, markup,
};
use proptest::prelude::*;

/// Texts with markup-like characters, white-space runs and non-Latin letters.
fn text() -> BoxedStrategy<String> {
    prop_oneof![
        3 => "[a-zA-Z0-9 ,.;'&<>\"-]{0,24}",
        2 => "[А-Яа-яЁё αβγ中文&<>]{0,16}",
        1 => proptest::collection::vec(any::<char>().prop_filter("no NUL", |c| *c != '\0'), 0..20)
            .prop_map(|v| v.into_iter().collect()),
        1 => Just("  <b>  spaced  &amp;  ".to_string()),
    ]
    .boxed()
}

/// A square's content: mostly letters, some blocks and rebus squares, a few empty squares.
#[derive(Debug, Clone)]
enum Content {
    Block,
    Empty,
    Letter(u8),
    Rebus(&'static str),
}

fn content(cyrillic: bool) -> impl Strategy<Value = Content> {
    let letters = if cyrillic { 33u8 } else { 26 };
    let rebus: &'static [&'static str] = if cyrillic {
        &["КОТ", "7", "Q", "#", "0", "$"]
    } else {
        &["STAR", "1", "$", "Ж", "#", "0", "ÉTÉ", "&"]
    };
    prop_oneof![
        2 => Just(Content::Block),
        1 => Just(Content::Empty),
        8 => (0..letters).prop_map(Content::Letter),
        2 => proptest::sample::select(rebus).prop_map(Content::Rebus),
    ]
}

/// A square's style as drawn: circled, shaded, colour, right bar, bottom bar, given.
type StyleDraw = (bool, bool, Option<(u8, u8, u8)>, bool, bool, bool);
/// An extra list as drawn: title index and clues (label, text, cells).
type ListDraw = (usize, Vec<(&'static str, String, Vec<(usize, usize)>)>);

/// Everything besides the grid, drawn once per puzzle and applied square by square.
#[derive(Debug, Clone)]
struct Extras {
    styles: Vec<StyleDraw>,
    labels: Option<Vec<Option<&'static str>>>,
    clues: Vec<(String, bool)>,
    lists: Vec<ListDraw>,
    meta: Vec<String>,
    flags: (bool, bool),
    locked: Vec<(usize, usize)>,
}

const LIST_TITLES: [&str; 6] = [
    "Rows",
    "Bands",
    "Diagonal:Southeast",
    "Clues",
    "Зоны",
    "Clues:X",
];

fn extras(n: usize) -> impl Strategy<Value = Extras> {
    let style = (
        any::<bool>(),
        any::<bool>(),
        proptest::option::weighted(0.3, any::<(u8, u8, u8)>()),
        proptest::bool::weighted(0.2),
        proptest::bool::weighted(0.2),
        proptest::bool::weighted(0.2),
    );
    let label = proptest::option::weighted(
        0.5,
        proptest::sample::select(&["A", "B1", "7", "L2", "Ω", "12-3", "3"][..]),
    );
    let list_clue = (
        proptest::sample::select(&["", "1", "A", "L1", "2(–)"][..]),
        text(),
        proptest::collection::vec((0usize..30, 0usize..30), 0..5),
    );
    (
        proptest::collection::vec(style, n),
        proptest::option::weighted(0.4, proptest::collection::vec(label, n)),
        proptest::collection::vec((text(), proptest::bool::weighted(0.2)), 1..12),
        proptest::collection::vec(
            (
                0..LIST_TITLES.len(),
                proptest::collection::vec(list_clue, 0..4),
            ),
            0..3,
        ),
        proptest::collection::vec(text(), 11),
        (proptest::bool::weighted(0.2), proptest::bool::weighted(0.2)),
        proptest::collection::vec((0usize..30, 0usize..30), 0..4),
    )
        .prop_map(
            |(styles, labels, clues, lists, meta, flags, locked)| Extras {
                styles,
                labels,
                clues,
                lists,
                meta,
                flags,
                locked,
            },
        )
}

fn puzzle() -> impl Strategy<Value = Puzzle> {
    (2usize..9, 2usize..9, any::<bool>()).prop_flat_map(|(w, h, cyrillic)| {
        (
            proptest::collection::vec(content(cyrillic), w * h),
            extras(w * h),
        )
            .prop_map(move |(cells, extras)| build(w, h, cyrillic, &cells, &extras))
    })
}

fn build(w: usize, h: usize, cyrillic: bool, cells: &[Content], x: &Extras) -> Puzzle {
    let rows = vec![vec![Cell::Empty; w]; h];
    let mut p = Puzzle::new(Grid::from_rows(rows).expect("size"));
    if cyrillic {
        p.alphabet = Alphabet::cyrillic();
    }
    for (i, c) in cells.iter().enumerate() {
        let pos = Pos::new(i / w, i % w);
        match c {
            Content::Block => p.grid.set(pos, Cell::Block).map(|_| ()),
            Content::Empty => Ok(()),
            Content::Letter(l) => p.grid.set(pos, Cell::Letter(*l)).map(|_| ()),
            Content::Rebus(t) => p.grid.set_rebus(pos, t).map(|_| ()),
        }
        .expect("cell");
        let (circled, shaded, color, right, bottom, given) = x.styles[i];
        p.set_style(
            pos,
            Style {
                circled,
                shaded,
                color: color.map(|(r, g, b)| Rgb(r, g, b)),
                bar_right: right && pos.col + 1 < w,
                bar_bottom: bottom && pos.row + 1 < h,
                given: given && p.grid.cell(pos).is_filled(),
            },
        );
    }
    let slots = p.slots();
    if let Some(labels) = &x.labels {
        for (i, l) in labels.iter().enumerate() {
            let pos = Pos::new(i / w, i % w);
            if let Some(l) = l
                && p.grid.cell(pos).is_white()
            {
                p.labels.insert(pos, (*l).to_string());
            }
        }
        let standard: std::collections::BTreeMap<Pos, String> = p
            .grid
            .positions()
            .filter_map(|q| Some((q, slots.number_at(q)?.to_string())))
            .collect();
        if p.labels == standard {
            p.labels.clear();
        }
    }
    for (i, slot) in slots.all().iter().enumerate() {
        let (text, marked) = &x.clues[i % x.clues.len()];
        let key = ClueKey::new(slot.number, slot.direction);
        if *marked {
            let m = format!("<i>{}</i> {text}", slot.label());
            p.clues.insert(key, markup::to_plain(&m));
            p.clue_markup.insert(key, m);
        } else if !text.is_empty() {
            p.clues.insert(key, text.clone());
        }
    }
    let mut used = std::collections::BTreeSet::new();
    for (t, clues) in &x.lists {
        if !used.insert(*t) {
            continue;
        }
        p.extra_clues.push(ClueList {
            title: LIST_TITLES[*t].to_string(),
            clues: clues
                .iter()
                .map(|(label, text, cells)| ListClue {
                    label: (*label).to_string(),
                    text: text.clone(),
                    cells: cells.iter().map(|&(r, c)| Pos::new(r % h, c % w)).collect(),
                })
                .collect(),
        });
    }
    for ((_, field), value) in p.meta.text_fields_mut().into_iter().zip(&x.meta) {
        *field = value.clone();
    }
    let m = &mut p.meta;
    (m.diagramless, m.no_solution) = x.flags;
    m.symmetry = Symmetry::MirrorLeftRight;
    m.min_entry_len = 4;
    // Slots keep locks only on squares with a letter, as the studio makes them.
    for &(r, c) in &x.locked {
        let pos = Pos::new(r % h, c % w);
        if p.grid.cell(pos).is_filled() {
            p.locked.insert(pos);
        }
    }
    p
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("GRIDWRIGHT_ROUNDTRIP_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(96)
    ))]

    #[test]
    fn generated_puzzles_survive_ipuz(p in puzzle()) {
        let json = ipuz::to_string(&p, true).unwrap();
        let back = ipuz::parse(json.as_bytes()).unwrap();
        prop_assert_eq!(&back.puzzle, &p, "{}", json);
        for w in &back.warnings {
            prop_assert!(w.contains("no solution"), "{}", w);
        }
        prop_assert_eq!(via_ipuz(&via_slot(&p)), p);
    }
}
