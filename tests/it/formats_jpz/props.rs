//! Generated puzzles with everything `.jpz` holds — rebus squares, circles, shading, colours,
//! bars, given letters, explicit numbering, extra lists, clue markup, metadata, non-Latin text
//! and alphabets — written as `.jpz` and read back: the puzzle comes back equal, less exactly
//! the fields `loss::caps(Format::Jpz)` says it cannot hold, and `losses` names those.

use gridwright::formats::jpz;
use gridwright::formats::{Format, WriteOptions, loss};
use gridwright::grid::{
    Alphabet, Cell, ClueKey, ClueList, Grid, ListClue, Meta, Pos, Puzzle, Rgb, Style, Symmetry,
    markup,
};
use proptest::prelude::*;

const WORDS: &[&str] = &[
    "apple",
    "Ωμέγα",
    "日本語",
    "émigré",
    "naïve",
    "AT&T",
    "a<b",
    "x > y",
    "\"quoted\"",
    "it's",
    "Привет",
    "😀",
    "São",
    "1/2",
    "—",
    "#7",
    "&amp;",
];
const REBUS: &[&str] = &["STAR", "1", "$", "ÆØ", "42", "Ω", "@", "HEART"];
const LABELS: &[&str] = &["A", "B1", "•", "٣", "★", "12a", "L1", "x"];
const TAGS: &[&str] = &["i", "b", "sub", "sup", "em", "strong", "u", "s", "span"];

fn pick<'a>(rng: &mut fastrand::Rng, from: &[&'a str]) -> &'a str {
    from[rng.usize(..from.len())]
}

/// One to `max` words, single-spaced.
fn text(rng: &mut fastrand::Rng, max: usize) -> String {
    (0..rng.usize(1..=max))
        .map(|_| pick(rng, WORDS))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Markup as a `.jpz` reader gives it back: `&`, `<`, `>` escaped, lowercase tags.
fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

fn clue_markup(rng: &mut fastrand::Rng) -> String {
    let tag = pick(rng, TAGS);
    let inner = if rng.bool() {
        escape(&text(rng, 2))
    } else {
        format!("<b>{}</b> {}", escape(&text(rng, 1)), escape(&text(rng, 1)))
    };
    format!(
        "{} <{tag}>{inner}</{tag}> {}",
        escape(&text(rng, 2)),
        escape(&text(rng, 2))
    )
}

fn style(rng: &mut fastrand::Rng, p: &Puzzle, pos: Pos) -> Style {
    let (w, h) = (p.grid.width(), p.grid.height());
    let mut s = Style {
        circled: rng.u8(..3) == 0,
        bar_right: pos.col + 1 < w && rng.u8(..4) == 0,
        bar_bottom: pos.row + 1 < h && rng.u8(..4) == 0,
        given: p.grid.cell(pos).is_white() && rng.u8(..5) == 0,
        ..Style::default()
    };
    match rng.u8(..3) {
        0 => s.shaded = true,
        // C0C0C0 is how a file says "shaded", so a colour is any other.
        1 => s.color = Some(Rgb(rng.u8(..0xC0), rng.u8(..), rng.u8(..))),
        _ => {}
    }
    s
}

/// A puzzle using everything; `seed` decides it all.
fn puzzle(seed: u64) -> Puzzle {
    let mut rng = fastrand::Rng::with_seed(seed);
    let (w, h) = (rng.usize(3..9), rng.usize(3..9));
    let alphabet = if rng.u8(..4) == 0 {
        Alphabet::cyrillic()
    } else {
        Alphabet::latin()
    };
    let no_solution = rng.u8(..10) == 0;
    let mut rows = vec![vec![Cell::Empty; w]; h];
    let mut rebus = Vec::new();
    for (r, row) in rows.iter_mut().enumerate() {
        for (c, cell) in row.iter_mut().enumerate() {
            *cell = if rng.u8(..5) == 0 {
                Cell::Block
            } else if no_solution || rng.u8(..20) == 0 {
                Cell::Empty
            } else if rng.u8(..8) == 0 {
                rebus.push(Pos::new(r, c));
                Cell::Empty
            } else {
                Cell::Letter(rng.u8(..alphabet.len() as u8))
            };
        }
    }
    rows[0][0] = if no_solution {
        Cell::Empty
    } else {
        Cell::Letter(0)
    };
    let mut p = Puzzle::new(Grid::from_rows(rows).expect("size in range"));
    p.alphabet = alphabet;
    for pos in rebus {
        p.grid
            .set_rebus(pos, pick(&mut rng, REBUS))
            .expect("valid rebus");
    }
    let positions: Vec<Pos> = p.grid.positions().collect();
    for &pos in &positions {
        if rng.u8(..3) == 0 {
            let s = style(&mut rng, &p, pos);
            p.set_style(pos, s);
        }
    }
    if rng.u8(..3) == 0 {
        p.labels
            .insert(Pos::new(0, 0), pick(&mut rng, LABELS).to_string());
        for &pos in &positions {
            if p.grid.cell(pos).is_white() && rng.u8(..3) == 0 {
                p.labels.insert(pos, pick(&mut rng, LABELS).to_string());
            }
        }
    }
    for slot in p.slots().all() {
        let key = ClueKey::new(slot.number, slot.direction);
        match rng.u8(..10) {
            0 => {}
            1 => {
                p.clues.insert(key, String::new());
            }
            2 | 3 => {
                let m = clue_markup(&mut rng);
                p.clues.insert(key, markup::to_plain(&m));
                p.clue_markup.insert(key, m);
            }
            _ => {
                p.clues.insert(key, text(&mut rng, 5));
            }
        }
    }
    for title in ["Bands", "Ряды", "Rows Garden"] {
        if rng.u8(..3) != 0 {
            continue;
        }
        let clues = (0..rng.usize(..4))
            .map(|_| ListClue {
                label: if rng.bool() {
                    pick(&mut rng, LABELS).to_string()
                } else {
                    String::new()
                },
                text: if rng.u8(..6) == 0 {
                    String::new()
                } else {
                    text(&mut rng, 4)
                },
                cells: (0..rng.usize(..5))
                    .map(|_| positions[rng.usize(..positions.len())])
                    .collect(),
            })
            .collect();
        p.extra_clues.push(ClueList {
            title: title.to_string(),
            clues,
        });
    }
    let field = |rng: &mut fastrand::Rng| {
        if rng.u8(..4) == 0 {
            String::new()
        } else {
            text(rng, 4)
        }
    };
    p.meta = Meta {
        title: field(&mut rng),
        author: field(&mut rng),
        editor: field(&mut rng),
        publisher: field(&mut rng),
        copyright: field(&mut rng),
        date: field(&mut rng),
        notes: format!("{}\n{}", text(&mut rng, 3), text(&mut rng, 3)),
        intro: field(&mut rng),
        explanation: field(&mut rng),
        url: field(&mut rng),
        difficulty: field(&mut rng),
        no_solution,
        diagramless: false,
        symmetry: Symmetry::None,
        min_entry_len: 2,
        theme_entries: Vec::new(),
        max_shared: None,
        placed: Vec::new(),
        ..Meta::default()
    };
    for &pos in &positions {
        if p.grid.cell(pos).is_filled() && rng.u8(..6) == 0 {
            p.locked.insert(pos);
        }
    }
    p
}

/// What `.jpz` keeps of a puzzle: everything but the studio's own facts and the metadata
/// `caps(Format::Jpz)` leaves out.
fn held(p: &Puzzle) -> Puzzle {
    let mut q = p.clone();
    let default = Meta::default();
    q.meta.url.clear();
    q.meta.difficulty.clear();
    q.meta.symmetry = default.symmetry;
    q.meta.min_entry_len = default.min_entry_len;
    q.locked.clear();
    q.carried.clear();
    q
}

fn options() -> WriteOptions {
    WriteOptions {
        allow_incomplete: true,
        ..WriteOptions::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn generated_puzzles_keep_what_jpz_holds(seed in any::<u64>()) {
        let p = puzzle(seed);
        let bytes = jpz::to_bytes(&p, &options()).expect("writes");
        let back = jpz::parse(&bytes).unwrap_or_else(|e| panic!("{e}\n{}", String::from_utf8_lossy(&bytes)));
        prop_assert_eq!(&back.puzzle, &held(&p), "{}", String::from_utf8_lossy(&bytes));
        // What the caps hold is lost nowhere; what it does not is named.
        prop_assert!(loss::losses(&held(&p), Format::Jpz).is_empty());
        let warning = loss::warning(&p, Format::Jpz).unwrap_or_default();
        prop_assert_eq!(warning.contains("url"), !p.meta.url.is_empty());
        prop_assert_eq!(warning.contains("difficulty"), !p.meta.difficulty.is_empty());
        // Through a save slot and back out, the same.
        let slotted = super::through_slot(&p);
        prop_assert_eq!(&super::write_read(&slotted), &held(&p));
    }
}
