//! A validator of designed grids written apart from the design engine: it reads the grid as
//! text rows, derives the entries itself and checks the house rules, the symmetry, the theme
//! entries, the fill's words and duplicates.
#![allow(dead_code)]

use std::collections::{BTreeMap, HashSet, VecDeque};

/// One theme entry where a design says it sits (0-based).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Theme {
    /// The answer, spelled.
    pub answer: String,
    /// Its first square's row.
    pub row: usize,
    /// Its first square's column.
    pub col: usize,
    /// True for across.
    pub across: bool,
}

/// What a design must keep.
pub struct Rules<'a> {
    /// rotational, none, mirror-left-right, mirror-top-bottom, diagonal, four-way.
    pub symmetry: &'a str,
    /// The most entries.
    pub max_words: usize,
    /// The most blocks, if limited.
    pub max_blocks: Option<usize>,
    /// The shortest entry.
    pub min_entry: usize,
    /// The lowest score a fill entry may have.
    pub min_score: u8,
}

/// An entry derived from the rows: its squares' start, direction and word.
#[derive(Debug, Clone)]
pub struct Found {
    pub row: usize,
    pub col: usize,
    pub across: bool,
    pub word: String,
}

/// The entries of the rows: every maximal run of white squares.
// Rows and columns are read by index both ways round; an iterator would serve only one.
#[allow(clippy::needless_range_loop)]
pub fn entries(rows: &[Vec<char>]) -> Vec<Found> {
    let h = rows.len();
    let w = rows[0].len();
    let mut out = Vec::new();
    for across in [true, false] {
        let (outer, inner) = if across { (h, w) } else { (w, h) };
        for a in 0..outer {
            let mut k = 0;
            while k < inner {
                let at = |k: usize| if across { rows[a][k] } else { rows[k][a] };
                if at(k) == '#' {
                    k += 1;
                    continue;
                }
                let start = k;
                let mut word = String::new();
                while k < inner && at(k) != '#' {
                    word.push(at(k));
                    k += 1;
                }
                // A run of one is kept too: it is an unchecked square, which the rules refuse.
                let (row, col) = if across { (a, start) } else { (start, a) };
                out.push(Found {
                    row,
                    col,
                    across,
                    word,
                });
            }
        }
    }
    out
}

fn partners(symmetry: &str, r: usize, c: usize, w: usize, h: usize) -> Vec<(usize, usize)> {
    let (h1, w1) = (h - 1, w - 1);
    match symmetry {
        "none" => vec![],
        "rotational" => vec![(h1 - r, w1 - c)],
        "mirror-left-right" => vec![(r, w1 - c)],
        "mirror-top-bottom" => vec![(h1 - r, c)],
        "diagonal" => vec![(c, r)],
        "four-way" => vec![(c, w1 - r), (h1 - r, w1 - c), (h1 - c, r)],
        other => panic!("unknown symmetry {other}"),
    }
}

/// Checks a design; panics with what is wrong. `score` looks a word up in the lists.
pub fn check(
    rows: &[String],
    theme: &[Theme],
    rules: &Rules<'_>,
    score: &dyn Fn(&str) -> Option<u8>,
) {
    let grid: Vec<Vec<char>> = rows.iter().map(|r| r.chars().collect()).collect();
    let h = grid.len();
    let w = grid[0].len();
    let shown = rows.join("\n");
    assert!(grid.iter().all(|r| r.len() == w), "ragged rows:\n{shown}");
    // The fill is complete: every square is a block or a letter.
    for r in &grid {
        for &ch in r {
            assert!(
                ch == '#' || ch.is_alphabetic(),
                "square {ch:?} not filled:\n{shown}"
            );
        }
    }
    // Symmetry.
    #[allow(clippy::needless_range_loop)]
    for r in 0..h {
        for c in 0..w {
            if grid[r][c] == '#' {
                for (pr, pc) in partners(rules.symmetry, r, c, w, h) {
                    assert_eq!(
                        grid[pr][pc], '#',
                        "block at {r},{c} lacks its partner:\n{shown}"
                    );
                }
            }
        }
    }
    // Every run is an entry of at least the minimum length, so every square is checked.
    let all = entries(&grid);
    for e in &all {
        assert!(
            e.word.chars().count() >= rules.min_entry,
            "entry {} at {},{} is shorter than {}:\n{shown}",
            e.word,
            e.row,
            e.col,
            rules.min_entry
        );
    }
    connected_and_within(&grid, &all, rules, &shown);
    theme_in_place(&all, theme, h, w, rules, &shown);
    fill_words(&all, theme, rules, score, &shown);
}

/// The white squares are one region, and the word and block ceilings hold.
fn connected_and_within(grid: &[Vec<char>], all: &[Found], rules: &Rules<'_>, shown: &str) {
    let h = grid.len();
    let w = grid[0].len();
    // Connected.
    let whites: Vec<(usize, usize)> = (0..h)
        .flat_map(|r| (0..w).map(move |c| (r, c)))
        .filter(|&(r, c)| grid[r][c] != '#')
        .collect();
    let mut seen = HashSet::new();
    let mut queue = VecDeque::from([whites[0]]);
    seen.insert(whites[0]);
    while let Some((r, c)) = queue.pop_front() {
        let mut next = vec![];
        if r > 0 {
            next.push((r - 1, c));
        }
        if c > 0 {
            next.push((r, c - 1));
        }
        if r + 1 < h {
            next.push((r + 1, c));
        }
        if c + 1 < w {
            next.push((r, c + 1));
        }
        for q in next {
            if grid[q.0][q.1] != '#' && seen.insert(q) {
                queue.push_back(q);
            }
        }
    }
    assert_eq!(
        seen.len(),
        whites.len(),
        "white squares not connected:\n{shown}"
    );
    // Ceilings.
    assert!(
        all.len() <= rules.max_words,
        "{} words > {}:\n{shown}",
        all.len(),
        rules.max_words
    );
    let blocks = w * h - whites.len();
    if let Some(m) = rules.max_blocks {
        assert!(blocks <= m, "{blocks} blocks > {m}:\n{shown}");
    }
}

/// Each theme entry is a whole entry where the design says, once; pairs are partners.
fn theme_in_place(
    all: &[Found],
    theme: &[Theme],
    h: usize,
    w: usize,
    rules: &Rules<'_>,
    shown: &str,
) {
    // Theme entries: each a whole entry where the design says, exactly once in the grid.
    for t in theme {
        let here = all
            .iter()
            .filter(|e| e.word == t.answer)
            .collect::<Vec<_>>();
        assert_eq!(
            here.len(),
            1,
            "theme entry {} appears {} times:\n{shown}",
            t.answer,
            here.len()
        );
        let e = here[0];
        assert_eq!(
            (e.row, e.col, e.across),
            (t.row, t.col, t.across),
            "theme entry {} is not where the design says:\n{shown}",
            t.answer
        );
    }
    // Equal-length theme entries sit in symmetric partner slots.
    if rules.symmetry == "rotational" {
        let mut by_len: BTreeMap<usize, Vec<&Theme>> = BTreeMap::new();
        for t in theme {
            by_len.entry(t.answer.chars().count()).or_default().push(t);
        }
        for (len, ts) in by_len {
            if ts.len() == 2 {
                let (a, b) = (ts[0], ts[1]);
                let end = |t: &Theme| {
                    if t.across {
                        (t.row, t.col + len - 1)
                    } else {
                        (t.row + len - 1, t.col)
                    }
                };
                let (er, ec) = end(a);
                assert_eq!(
                    (h - 1 - er, w - 1 - ec),
                    (b.row, b.col),
                    "{} and {} are not partners",
                    a.answer,
                    b.answer
                );
            }
        }
    }
}

/// Every other entry is a listed word at or above the minimum, and none is used twice.
fn fill_words(
    all: &[Found],
    theme: &[Theme],
    rules: &Rules<'_>,
    score: &dyn Fn(&str) -> Option<u8>,
    shown: &str,
) {
    // The fill: every other entry is a listed word at or above the minimum, none twice.
    let mut used = HashSet::new();
    for e in all {
        assert!(
            used.insert(e.word.clone()),
            "{} is used twice:\n{shown}",
            e.word
        );
        if theme.iter().any(|t| t.answer == e.word) {
            continue;
        }
        match score(&e.word) {
            Some(s) if s >= rules.min_score => {}
            Some(s) => panic!("{} scores {s}, below {}:\n{shown}", e.word, rules.min_score),
            None => panic!("{} is not in the lists:\n{shown}", e.word),
        }
    }
}

/// What the validator reads of an engine's design: its grid as text rows and where it says
/// each theme entry sits (the only place the engine's types meet this module).
pub fn read_design(d: &gridwright::design::Design) -> (Vec<String>, Vec<Theme>) {
    use gridwright::grid::{Alphabet, Direction, text};
    let alphabet = Alphabet::latin();
    let rows = text::format_grid(&d.grid, &alphabet)
        .lines()
        .map(str::to_string)
        .collect();
    let theme = d
        .theme
        .iter()
        .map(|t| Theme {
            answer: alphabet.spell(&t.answer),
            row: t.start.row,
            col: t.start.col,
            across: t.direction == Direction::Across,
        })
        .collect();
    (rows, theme)
}

/// The kind of the publish check's finding (`Finding::kind`) that reports a broken house
/// rule: a design's [`gridwright::grid::RuleBreak`] and `:check` must name the same.
pub fn finding_kind(b: &gridwright::grid::RuleBreak) -> &'static str {
    use gridwright::grid::RuleBreak;
    match b {
        RuleBreak::Words { .. } => "words",
        RuleBreak::Blocks { .. } => "density",
        RuleBreak::ThreeLetter { .. } => "three_letter",
        RuleBreak::Cheaters { .. } => "cheaters",
    }
}
