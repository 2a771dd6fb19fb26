//! Generated puzzles holding everything the model holds: rebus squares (letters and digits),
//! circles, shading, colours, bars, given letters, explicit labels, clue markup, an extra clue
//! list and metadata in scripts beyond Latin-1.

use gridwright::grid::{Cell, ClueKey, ClueList, Grid, ListClue, Pos, Puzzle, Rgb, Style, markup};
use proptest::prelude::*;

/// Text a constructor might type: Latin, accents, Cyrillic, Greek, CJK, emoji, quotes, `&`.
fn text() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            Just("Cat"),
            Just("naïve"),
            Just("Ёлка"),
            Just("λόγος"),
            Just("東京"),
            Just("⚔️"),
            Just("\"quoted\""),
            Just("R&D"),
            Just("© 2026"),
            Just("x < y"),
        ],
        1..4,
    )
    .prop_map(|words| words.join(" "))
}

/// How one square is drawn before the grid is built.
#[derive(Debug, Clone)]
enum Square {
    Block,
    Letter(u8),
    Rebus(&'static str),
}

fn square() -> impl Strategy<Value = Square> {
    prop_oneof![
        2 => Just(Square::Block),
        12 => (0u8..26).prop_map(Square::Letter),
        1 => prop_oneof![Just("STAR"), Just("ON"), Just("7"), Just("&")].prop_map(Square::Rebus),
    ]
}

fn style() -> impl Strategy<Value = Style> {
    (
        any::<bool>(),
        any::<bool>(),
        proptest::option::of((any::<u8>(), any::<u8>(), any::<u8>())),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(circled, shaded, color, bar_right, bar_bottom, given)| Style {
                circled,
                shaded,
                color: color.map(|(r, g, b)| Rgb(r, g, b)),
                bar_right,
                bar_bottom,
                given,
            },
        )
}

/// A filled puzzle of 3–8 squares a side with every kind of extra.
pub fn puzzle() -> impl Strategy<Value = Puzzle> {
    (3usize..8, 3usize..8)
        .prop_flat_map(|(w, h)| {
            (
                proptest::collection::vec(square(), w * h),
                proptest::collection::vec((0..h, 0..w, style()), 0..5),
                proptest::collection::vec(text(), 11),
                proptest::collection::vec(text(), 0..20),
                any::<bool>(),
                any::<bool>(),
            )
                .prop_map(move |(squares, styles, meta, clues, labels, extra)| {
                    build(w, h, squares, styles, meta, clues, labels, extra)
                })
        })
        .prop_filter("a grid with entries", |p| !p.slots().is_empty())
}

#[allow(clippy::too_many_arguments)]
fn build(
    w: usize,
    h: usize,
    squares: Vec<Square>,
    styles: Vec<(usize, usize, Style)>,
    meta: Vec<String>,
    clues: Vec<String>,
    labels: bool,
    extra: bool,
) -> Puzzle {
    let mut grid = Grid::new(w, h).expect("size");
    for (i, sq) in squares.into_iter().enumerate() {
        let pos = Pos::new(i / w, i % w);
        match sq {
            Square::Block => grid.set(pos, Cell::Block).map(|_| ()),
            Square::Letter(l) => grid.set(pos, Cell::Letter(l)).map(|_| ()),
            Square::Rebus(t) => grid.set_rebus(pos, t).map(|_| ()),
        }
        .expect("inside");
    }
    let mut p = Puzzle::new(grid);
    for (r, c, mut s) in styles {
        // A bar on the outer edge is the border, which no format stores.
        s.bar_right &= c + 1 < w;
        s.bar_bottom &= r + 1 < h;
        if p.grid.cell(Pos::new(r, c)).is_white() {
            p.set_style(Pos::new(r, c), s);
        }
    }
    for ((_, field), value) in p.meta.text_fields_mut().into_iter().zip(meta) {
        *field = value;
    }
    let slots = p.slots();
    for (slot, text) in slots.all().iter().zip(clues) {
        let key = ClueKey::new(slot.number, slot.direction);
        if text.starts_with("Cat") {
            p.clue_markup
                .insert(key, format!("<i>{}</i>", markup::escape(&text)));
        }
        p.clues.insert(key, text);
    }
    if labels {
        for slot in slots.all() {
            p.labels
                .insert(slot.start(), format!("{}", u32::from(slot.number) * 10));
        }
    }
    if let (true, Some(first)) = (extra, slots.all().first()) {
        p.extra_clues.push(ClueList {
            title: "Bonus".into(),
            clues: vec![ListClue {
                label: "B1".into(),
                text: "The first entry again".into(),
                cells: first.cells.clone(),
            }],
        });
    }
    p
}
