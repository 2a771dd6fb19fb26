//! An independent validator of fills in any alphabet: it reads the list as plain text (not
//! through the solver's index or tables) and compares spelled words, so a fill that maps
//! letter indices through the wrong alphabet cannot pass.

use gridwright::fill::Filled;
use gridwright::grid::{Alphabet, Cell, Grid, Slots};
use std::collections::{HashMap, HashSet};

/// A word list as the test wrote it: spelled entries (already uppercased and, for a folding
/// alphabet, folded by the test itself) and their scores.
pub struct PlainList {
    /// Entry → score.
    pub words: HashMap<String, u8>,
}

impl PlainList {
    /// Reads `WORD;SCORE` or bare-word lines (score 50), skipping `#` comments and blanks.
    /// Each word is uppercased and passed through `fold` (the test's own folding rule).
    pub fn parse(text: &str, fold: impl Fn(&str) -> String) -> PlainList {
        let mut words = HashMap::new();
        for line in text.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (w, s) = line.split_once(';').unwrap_or((line, "50"));
            let score: u8 = s.trim().parse().expect("test list score");
            // A word listed twice (or twice after folding) keeps its best score, as a
            // list's own repeats do.
            let best = words.entry(fold(&w.trim().to_uppercase())).or_insert(score);
            *best = (*best).max(score);
        }
        PlainList { words }
    }
}

/// Checks a fill of `before` into `f.grid` in `alphabet` against `list`: the shape and the
/// blocks are unchanged, every letter given before is kept, every white square holds a
/// letter of the alphabet (no index past its end, no rebus), every entry spells a word of
/// the list at or above `min`, the entries the solver reports are the grid's (so crossings
/// agree), and no entry repeats.
pub fn validate(before: &Grid, f: &Filled, alphabet: &Alphabet, list: &PlainList, min: u8) {
    let after = &f.grid;
    assert_eq!(
        (before.width(), before.height()),
        (after.width(), after.height()),
        "the grid changed shape"
    );
    let letters: HashSet<char> = alphabet.letters().iter().copied().collect();
    for p in before.positions() {
        let (b, a) = (before.cell(p), after.cell(p));
        assert_eq!(b.is_block(), a.is_block(), "block changed at {p}");
        if let Cell::Letter(_) = b {
            assert_eq!(b, a, "given letter changed at {p}");
        }
        if a.is_block() {
            continue;
        }
        let Cell::Letter(l) = a else {
            panic!("square {p} holds {a:?}, not a letter");
        };
        let c = alphabet
            .char_of(l)
            .unwrap_or_else(|| panic!("square {p}: letter index {l} is outside the alphabet"));
        assert!(letters.contains(&c), "square {p}: {c} is not a letter");
    }
    let slots = Slots::of(after);
    let mut seen: HashMap<String, String> = HashMap::new();
    for s in slots.all() {
        let word = s
            .word(after)
            .unwrap_or_else(|| panic!("{} is not complete", s.label()));
        let spelled = alphabet.spell(&word);
        assert!(
            spelled.chars().all(|c| letters.contains(&c)),
            "{} = {spelled} has letters outside the {}",
            s.label(),
            alphabet.describe()
        );
        let score = list.words.get(&spelled).copied();
        assert!(
            score.is_some_and(|sc| sc >= min),
            "{} = {spelled} is not in the list at {min}+",
            s.label()
        );
        if let Some(other) = seen.insert(spelled.clone(), s.label()) {
            panic!("{} repeats {other} ({spelled})", s.label());
        }
    }
    for e in &f.entries {
        let slot = slots
            .all()
            .iter()
            .find(|s| s.label() == e.label)
            .unwrap_or_else(|| panic!("the fill reports {}, which the grid lacks", e.label));
        assert_eq!(
            slot.word(after).as_deref(),
            Some(e.word.as_slice()),
            "{}: the reported entry is not what the grid spells",
            e.label
        );
        assert_eq!(
            list.words.get(&alphabet.spell(&e.word)).copied(),
            Some(e.score),
            "{}: the reported score is not the list's",
            e.label
        );
    }
}
