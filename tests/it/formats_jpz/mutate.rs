//! Mutated kotwords files: the reader never panics, and whatever it accepts writes back and
//! reads back the same (the property the fuzz targets check for every reader).

use super::{all_files, bytes, write_read};
use gridwright::formats::jpz;

/// Values a mutation puts into an attribute or between tags.
const VALUES: [&str; 24] = [
    "",
    "0",
    "1",
    "99",
    "-1",
    "1-3",
    "3-1",
    "block",
    "void",
    "clue",
    "circle",
    "#c0c0c0",
    "#zz",
    "true",
    "ÆØ",
    "a b",
    "&amp;",
    "&#1;",
    "&lt;b&gt;",
    "Across",
    "Down",
    "x",
    "ж",
    "STAR",
];
/// Markup a mutation puts between tags.
const MARKUP: [&str; 6] = [
    "<i>x</i>",
    "<b><i>y</i></b>",
    "<font>z</font>",
    "<br/>",
    "&amp;",
    "<sub>2</sub>",
];

/// A byte range of the file.
type Span = (usize, usize);

/// Byte ranges of attribute values and of text between tags.
fn spans(data: &[u8]) -> (Vec<Span>, Vec<Span>) {
    let (mut values, mut texts) = (Vec::new(), Vec::new());
    let mut i = 0;
    while i < data.len() {
        if data[i..].starts_with(b"=\"") {
            if let Some(len) = data[i + 2..].iter().position(|&b| b == b'"') {
                values.push((i + 2, i + 2 + len));
                i += 2 + len;
            }
        } else if data[i] == b'>'
            && let Some(len) = data[i + 1..].iter().position(|&b| b == b'<')
        {
            texts.push((i + 1, i + 1 + len));
        }
        i += 1;
    }
    (values, texts)
}

/// One mutation: mostly well-formed changes (an attribute value, a text, a copied or removed
/// element), sometimes a raw byte.
fn mutate(data: &mut Vec<u8>, rng: &mut fastrand::Rng) {
    let (values, texts) = spans(data);
    let pick = |rng: &mut fastrand::Rng, v: &[Span]| v.get(rng.usize(..v.len().max(1))).copied();
    match rng.u8(..8) {
        0..=2 => {
            if let Some((a, b)) = pick(rng, &values) {
                data.splice(a..b, VALUES[rng.usize(..VALUES.len())].bytes());
            }
        }
        3 | 4 => {
            if let Some((a, b)) = pick(rng, &texts) {
                let t = if rng.bool() {
                    MARKUP[rng.usize(..MARKUP.len())]
                } else {
                    VALUES[rng.usize(..VALUES.len())]
                };
                data.splice(a..b, t.bytes());
            }
        }
        5 | 6 => {
            // Copy or drop a whole empty element (a cell, a word square).
            let starts: Vec<usize> = (0..data.len()).filter(|&i| data[i] == b'<').collect();
            if let Some(&a) = starts.get(rng.usize(..starts.len().max(1)))
                && let Some(len) = data[a..].iter().position(|&b| b == b'>')
                && data[a + len - 1] == b'/'
            {
                let el: Vec<u8> = data[a..=a + len].to_vec();
                if rng.bool() {
                    data.drain(a..=a + len);
                } else {
                    data.splice(a..a, el);
                }
            }
        }
        _ => {
            if !data.is_empty() {
                let i = rng.usize(..data.len());
                data[i] = rng.u8(..);
            }
        }
    }
}

#[test]
fn mutated_files_never_panic_and_what_reads_writes_back_the_same() {
    let seeds: Vec<Vec<u8>> = all_files().iter().map(|n| bytes(n)).collect();
    let mut rng = fastrand::Rng::with_seed(16);
    // GRIDWRIGHT_FUZZ_CASES runs more rounds locally; CI runs 400.
    let rounds = std::env::var("GRIDWRIGHT_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(400);
    let mut accepted = 0usize;
    for round in 0..rounds {
        let mut data = seeds[rng.usize(..seeds.len())].clone();
        for _ in 0..rng.usize(1..5) {
            mutate(&mut data, &mut rng);
        }
        if let Ok(f) = jpz::parse(&data) {
            accepted += 1;
            let back = write_read(&f.puzzle);
            assert_eq!(
                back,
                f.puzzle,
                "round {round}: {}",
                String::from_utf8_lossy(&data)
            );
        }
    }
    // Most mutations keep the XML readable, so the round trip is really exercised.
    assert!(
        accepted * 2 > rounds,
        "only {accepted} of {rounds} mutated files read"
    );
}
