//! House rules for blocked grids, checked from text rows apart from `grid::check` and the
//! template loader: British (blocked cryptic) and American. Each check returns the list of
//! broken rules, so a failing test names every problem of a grid at once.
#![allow(dead_code)]
// Rows and columns are read by index both ways round; an iterator would serve only one.
#![allow(clippy::needless_range_loop)]

use std::collections::{HashMap, HashSet, VecDeque};

/// A light: a run of two or more white squares, as (row, col) squares in reading order.
pub type Light = Vec<(usize, usize)>;

/// The rows as blocks (`true`) and whites; any character other than `#` is white.
pub fn blocks(rows: &[String]) -> Vec<Vec<bool>> {
    rows.iter()
        .map(|r| r.chars().map(|c| c == '#').collect())
        .collect()
}

/// Every maximal run of white squares, across then down, with runs of one included.
pub fn runs(b: &[Vec<bool>]) -> Vec<Light> {
    let (h, w) = (b.len(), b[0].len());
    let mut out = Vec::new();
    for r in 0..h {
        let mut run = Vec::new();
        for c in 0..=w {
            if c < w && !b[r][c] {
                run.push((r, c));
            } else if !run.is_empty() {
                out.push(std::mem::take(&mut run));
            }
        }
    }
    for c in 0..w {
        let mut run = Vec::new();
        for r in 0..=h {
            if r < h && !b[r][c] {
                run.push((r, c));
            } else if !run.is_empty() {
                out.push(std::mem::take(&mut run));
            }
        }
    }
    out
}

/// The lights: runs of two or more squares.
pub fn lights(b: &[Vec<bool>]) -> Vec<Light> {
    runs(b).into_iter().filter(|l| l.len() >= 2).collect()
}

fn whites(b: &[Vec<bool>]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (r, row) in b.iter().enumerate() {
        for (c, &x) in row.iter().enumerate() {
            if !x {
                out.push((r, c));
            }
        }
    }
    out
}

/// Rules every blocked grid keeps: rectangular, 180° rotational symmetry, white squares
/// connected.
fn common(b: &[Vec<bool>], broken: &mut Vec<String>) {
    let (h, w) = (b.len(), b[0].len());
    if b.iter().any(|r| r.len() != w) {
        broken.push("ragged rows".into());
        return;
    }
    for r in 0..h {
        for c in 0..w {
            if b[r][c] != b[h - 1 - r][w - 1 - c] {
                broken.push(format!("square {r},{c} breaks rotational symmetry"));
            }
        }
    }
    let all = whites(b);
    let Some(&first) = all.first() else {
        broken.push("no white squares".into());
        return;
    };
    let mut seen = HashSet::from([first]);
    let mut queue = VecDeque::from([first]);
    while let Some((r, c)) = queue.pop_front() {
        let near = [
            (r.wrapping_sub(1), c),
            (r + 1, c),
            (r, c.wrapping_sub(1)),
            (r, c + 1),
        ];
        for (nr, nc) in near {
            if nr < h && nc < w && !b[nr][nc] && seen.insert((nr, nc)) {
                queue.push_back((nr, nc));
            }
        }
    }
    if seen.len() != all.len() {
        broken.push(format!(
            "white squares not connected ({} of {} reached)",
            seen.len(),
            all.len()
        ));
    }
}

/// British blocked-grid rules: every light 3 to 15 letters; every white square in a light;
/// within a light never two unchecked squares in a row and at least half its letters
/// (rounded down) checked; connected; rotational symmetry.
pub fn british(rows: &[String]) -> Vec<String> {
    let b = blocks(rows);
    let mut broken = Vec::new();
    common(&b, &mut broken);
    let ls = lights(&b);
    let mut count: HashMap<(usize, usize), usize> = HashMap::new();
    for l in &ls {
        if !(3..=15).contains(&l.len()) {
            broken.push(format!("light at {:?} has {} letters", l[0], l.len()));
        }
        for &p in l {
            *count.entry(p).or_default() += 1;
        }
    }
    for p in whites(&b) {
        if !count.contains_key(&p) {
            broken.push(format!("square {p:?} is in no light"));
        }
    }
    for l in &ls {
        let checked: Vec<bool> = l.iter().map(|p| count[p] == 2).collect();
        let n = checked.iter().filter(|&&c| c).count();
        if n < l.len() / 2 {
            broken.push(format!(
                "light at {:?} ({} letters) has {n} checked",
                l[0],
                l.len()
            ));
        }
        if checked.windows(2).any(|w| !w[0] && !w[1]) {
            broken.push(format!("light at {:?} has two unchecked in a row", l[0]));
        }
    }
    broken
}

/// American rules: every run of white squares 3 letters or more (so every square is
/// checked), connected, rotational symmetry, at most `max_words` entries.
pub fn american(rows: &[String], max_words: usize) -> Vec<String> {
    let b = blocks(rows);
    let mut broken = Vec::new();
    common(&b, &mut broken);
    let all = runs(&b);
    for l in &all {
        if l.len() < 3 {
            broken.push(format!("entry at {:?} has {} letters", l[0], l.len()));
        }
    }
    if all.len() > max_words {
        broken.push(format!("{} entries > {max_words}", all.len()));
    }
    broken
}
