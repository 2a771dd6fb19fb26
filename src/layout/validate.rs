//! Checks every rule a produced layout must obey, independently of how it was made.
//!
//! The grid's own runs of letters (its standard numbering) must be exactly the placed
//! answers: that one comparison rules out letters flush side by side and words running into
//! each other end to end. On top: each answer placed at most once and accounted for, every
//! answer crossing another, one connected piece, clues and JSON agreeing with the grid.

use super::input::AnswerList;
use super::output::Layout;
use crate::grid::{ClueKey, Direction, Pos, Slots};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// One broken rule, described for a test failure message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation(pub String);

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Every rule the layout breaks; empty when it is valid.
pub fn validate(list: &AnswerList, layout: &Layout) -> Vec<Violation> {
    let mut out = Vec::new();
    let mut bad = |msg: String| out.push(Violation(msg));
    let g = &layout.puzzle.grid;
    let n = list.entries.len();

    // Each answer placed once or listed unplaced, never both, never twice.
    let mut placed = vec![0usize; n];
    for w in &layout.words {
        match placed.get_mut(w.entry) {
            Some(c) => *c += 1,
            None => bad(format!("word refers to entry {} of {n}", w.entry)),
        }
    }
    let unplaced: BTreeSet<usize> = layout.unplaced.iter().copied().collect();
    for (i, &c) in placed.iter().enumerate() {
        let listed = unplaced.contains(&i);
        if c > 1 || (c == 1) == listed {
            bad(format!(
                "answer {:?} placed {c} times and {}listed unplaced",
                list.entries[i].answer,
                if listed { "" } else { "not " }
            ));
        }
    }

    // Letters exactly where words are, matching their answers.
    let mut covered: BTreeMap<Pos, u8> = BTreeMap::new();
    for w in &layout.words {
        let Some(e) = list.entries.get(w.entry) else {
            continue;
        };
        if w.cells.len() != e.letters.len() {
            bad(format!(
                "{}: {} cells for {} letters",
                e.answer,
                w.cells.len(),
                e.letters.len()
            ));
        }
        for (&p, &l) in w.cells.iter().zip(&e.letters) {
            if square_text(list, g, p) != list.square_text(l) {
                bad(format!("{}: square {p} does not hold its letter", e.answer));
            }
            if covered.insert(p, l).is_some_and(|old| old != l) {
                bad(format!(
                    "{}: square {p} holds two different letters",
                    e.answer
                ));
            }
        }
    }
    for p in g.positions() {
        let cell = g.cell(p);
        if cell.is_white() && !covered.contains_key(&p) {
            bad(format!("square {p} is white but no answer covers it"));
        }
        if cell.is_white() && square_text(list, g, p).is_none() {
            bad(format!("square {p} is white without a letter"));
        }
    }

    // The grid's runs are exactly the words, with the same numbers.
    let slots = Slots::of(g);
    let runs: BTreeSet<(u16, Direction, Vec<Pos>)> = slots
        .all()
        .iter()
        .map(|s| (s.number, s.direction, s.cells.clone()))
        .collect();
    let words: BTreeSet<(u16, Direction, Vec<Pos>)> = layout
        .words
        .iter()
        .map(|w| (w.number, w.direction, w.cells.clone()))
        .collect();
    for r in runs.difference(&words) {
        bad(format!(
            "grid run {}{} at {} is not a placed answer (letters touch)",
            r.0,
            r.1.letter(),
            r.2[0]
        ));
    }
    for w in words.difference(&runs) {
        bad(format!(
            "answer {}{} at {} is not a run of the grid",
            w.0,
            w.1.letter(),
            w.2.first().map_or("?".into(), ToString::to_string)
        ));
    }
    if layout
        .words
        .windows(2)
        .any(|p| (p[0].number, p[0].direction) >= (p[1].number, p[1].direction))
    {
        bad("words are not sorted by number, across before down".into());
    }

    // Every answer crosses another, and the letters form one piece.
    if layout.words.len() > 1 {
        for w in &layout.words {
            if !w
                .cells
                .iter()
                .any(|&p| g.contains(p) && slots.is_checked(p))
            {
                bad(format!(
                    "answer {:?} crosses nothing",
                    list.entries[w.entry].answer
                ));
            }
        }
    }
    if let Some(&start) = covered.keys().next() {
        let mut seen = BTreeSet::from([start]);
        let mut stack = vec![start];
        while let Some(p) = stack.pop() {
            let near = [
                p.row.checked_sub(1).map(|r| Pos::new(r, p.col)),
                Some(Pos::new(p.row + 1, p.col)),
                p.col.checked_sub(1).map(|c| Pos::new(p.row, c)),
                Some(Pos::new(p.row, p.col + 1)),
            ];
            for q in near.into_iter().flatten() {
                if g.is_white(q) && seen.insert(q) {
                    stack.push(q);
                }
            }
        }
        if seen.len() != covered.len() {
            bad(format!(
                "letters form more than one piece ({} of {} reachable)",
                seen.len(),
                covered.len()
            ));
        }
    }

    // Clues keyed by the grid's numbering.
    let keys: BTreeSet<ClueKey> = layout
        .words
        .iter()
        .map(|w| ClueKey::new(w.number, w.direction))
        .collect();
    let clue_keys: BTreeSet<ClueKey> = layout.puzzle.clues.keys().copied().collect();
    if keys != clue_keys {
        bad("puzzle clues are not keyed by the placed words".into());
    }
    for w in &layout.words {
        let want = list.entries.get(w.entry).map(|e| e.clue.as_str());
        if layout.puzzle.clue(w.number, w.direction) != want {
            bad(format!(
                "clue of {}{} is not its answer's",
                w.number,
                w.direction.letter()
            ));
        }
    }
    out
}

/// What a square of the grid shows: its letter, or its rebus text (a digit or symbol).
fn square_text(list: &AnswerList, g: &crate::grid::Grid, p: Pos) -> Option<String> {
    match g.get(p)? {
        crate::grid::Cell::Letter(l) => list.alphabet.char_of(l).map(String::from),
        crate::grid::Cell::Rebus(id) => Some(g.rebus_text(id).to_string()),
        _ => None,
    }
}

/// Every way the JSON document breaks the crosswordsmith contract on its own (the rules its
/// `xword` reader applies): a square `grid` of `gridLength` rows, cells `null` or
/// `{letter, number, across, down}` with one-character letters, `number` set exactly where a
/// word starts, `across`/`down` naming the words through the cell, words with exactly
/// `answer`, `cells`, `direction`, `meta`, `number`, and `diagnostics.arrange` when present.
pub fn check_contract(doc: &Value) -> Vec<Violation> {
    let mut out = Vec::new();
    let mut bad = |msg: String| out.push(Violation(msg));
    let Some(n) = doc["gridLength"].as_u64().map(|n| n as usize) else {
        return vec![Violation("gridLength is missing or not a number".into())];
    };
    let rows = doc["grid"].as_array().map_or(&[][..], Vec::as_slice);
    if rows.len() != n {
        bad(format!(
            "grid must be gridLength rows: {} rows, gridLength {n}",
            rows.len()
        ));
    }
    let mut cells: BTreeMap<(usize, usize), &serde_json::Map<String, Value>> = BTreeMap::new();
    for (r, row) in rows.iter().enumerate() {
        let row = row.as_array().map_or(&[][..], Vec::as_slice);
        if row.len() != n {
            bad(format!(
                "grid row {r} has {} cells, not gridLength {n}",
                row.len()
            ));
        }
        for (c, cell) in row.iter().enumerate() {
            match cell {
                Value::Null => {}
                Value::Object(o) => {
                    let keys: Vec<&str> = o.keys().map(String::as_str).collect();
                    if keys != ["across", "down", "letter", "number"] {
                        bad(format!("cell [{r},{c}] has fields {keys:?}"));
                    }
                    if o.get("letter")
                        .and_then(Value::as_str)
                        .map(|l| l.chars().count())
                        != Some(1)
                    {
                        bad(format!("cell [{r},{c}] letter is not one character"));
                    }
                    cells.insert((r, c), o);
                }
                other => bad(format!("cell [{r},{c}] is {other}, not null or an object")),
            }
        }
    }
    let words = doc["words"].as_array().map_or(&[][..], Vec::as_slice);
    if doc["words"].as_array().is_none() {
        bad("words is missing".into());
    }
    let mut starts: BTreeMap<(usize, usize), u64> = BTreeMap::new();
    let mut through: BTreeMap<((usize, usize), &str), u64> = BTreeMap::new();
    for w in words {
        let keys: Vec<&str> = w
            .as_object()
            .map_or(vec![], |o| o.keys().map(String::as_str).collect());
        if keys != ["answer", "cells", "direction", "meta", "number"] {
            bad(format!("word {w} has fields {keys:?}"));
            continue;
        }
        let (Some(num), Some(dir)) = (w["number"].as_u64(), w["direction"].as_str()) else {
            bad(format!("word {w}: number or direction malformed"));
            continue;
        };
        if !matches!(dir, "across" | "down") || !w["answer"].is_string() || !w["meta"].is_object() {
            bad(format!(
                "word {num} {dir}: direction, answer or meta malformed"
            ));
        }
        let sq: Vec<(usize, usize)> = w["cells"]
            .as_array()
            .map_or(&[][..], Vec::as_slice)
            .iter()
            .filter_map(|c| Some((c[0].as_u64()? as usize, c[1].as_u64()? as usize)))
            .collect();
        if sq.len() < 2 {
            bad(format!("word {num} {dir} has fewer than two cells"));
            continue;
        }
        let step = if dir == "across" { (0, 1) } else { (1, 0) };
        if sq
            .windows(2)
            .any(|p| (p[1].0, p[1].1) != (p[0].0 + step.0, p[0].1 + step.1))
        {
            bad(format!("word {num} {dir}: cells do not run {dir}"));
        }
        if starts.insert(sq[0], num).is_some_and(|old| old != num) {
            bad(format!("word {num} {dir} starts where another number does"));
        }
        for &q in &sq {
            if !cells.contains_key(&q) {
                bad(format!("word {num} {dir}: cell {q:?} is null"));
            }
            through.insert((q, dir), num);
        }
    }
    for (&(r, c), o) in &cells {
        let want = |v: Option<u64>| v.map_or(Value::Null, Value::from);
        if o.get("number") != Some(&want(starts.get(&(r, c)).copied())) {
            bad(format!(
                "cell [{r},{c}] number disagrees with the words starting there"
            ));
        }
        for dir in ["across", "down"] {
            if o.get(dir) != Some(&want(through.get(&((r, c), dir)).copied())) {
                bad(format!(
                    "cell [{r},{c}] {dir} disagrees with the words through it"
                ));
            }
        }
    }
    if let Some(diag) = doc.get("diagnostics") {
        let a = &diag["arrange"];
        let dropped_ok = a["dropped"]
            .as_array()
            .is_some_and(|d| d.iter().all(Value::is_string));
        if !a["capInert"].is_boolean() || !dropped_ok || !a["reward"].is_i64() {
            bad(format!("diagnostics.arrange is malformed: {a}"));
        }
    }
    out
}

/// Every way the JSON document breaks the contract or disagrees with the layout it was made
/// from.
pub fn validate_json(list: &AnswerList, layout: &Layout, doc: &Value) -> Vec<Violation> {
    let mut out = check_contract(doc);
    let mut bad = |msg: String| out.push(Violation(msg));
    let g = &layout.puzzle.grid;
    let n = g.width().max(g.height());
    if doc["gridLength"].as_u64() != Some(n as u64) {
        bad("gridLength is not the longer side of the grid".into());
    }
    for r in 0..n {
        for c in 0..n {
            let want = square_text(list, g, Pos::new(r, c));
            let got = doc["grid"][r][c]["letter"].as_str().map(str::to_string);
            if got != want {
                bad(format!(
                    "JSON cell [{r},{c}] holds {got:?}, the grid {want:?}"
                ));
            }
        }
    }
    let words = doc["words"].as_array().map_or(&[][..], Vec::as_slice);
    if words.len() != layout.words.len() {
        bad(format!(
            "JSON has {} words, layout {}",
            words.len(),
            layout.words.len()
        ));
    }
    for (jw, w) in words.iter().zip(&layout.words) {
        let e = &list.entries[w.entry];
        let cells: Vec<Value> = w
            .cells
            .iter()
            .map(|p| serde_json::json!([p.row, p.col]))
            .collect();
        let dir = if w.direction == Direction::Across {
            "across"
        } else {
            "down"
        };
        let meta_ok = e
            .meta
            .as_object()
            .is_some_and(|m| m.iter().all(|(k, v)| jw["meta"].get(k) == Some(v)));
        if jw["number"] != w.number
            || jw["direction"] != dir
            || jw["answer"] != e.answer.as_str()
            || jw["cells"] != Value::Array(cells)
            || !meta_ok
        {
            bad(format!(
                "JSON word {jw} disagrees with {}{}",
                w.number,
                w.direction.letter()
            ));
        }
    }
    let dropped: Vec<Value> = layout
        .unplaced
        .iter()
        .map(|&i| Value::from(list.entries[i].answer.as_str()))
        .collect();
    if doc["diagnostics"]["arrange"]["dropped"] != Value::Array(dropped) {
        bad("diagnostics.arrange.dropped is not the unplaced answers in input order".into());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Cell;
    use crate::layout::{Options, json::to_json, lay_out, parse};

    fn sample() -> (AnswerList, Layout) {
        let list = parse("GALAXY\nNEBULA\nCOMET\nORBIT\nSATURN\n", "t", 29).unwrap();
        let layout = lay_out(&list, &Options::default()).unwrap();
        (list, layout)
    }

    #[test]
    fn a_good_layout_passes() {
        let (list, l) = sample();
        assert_eq!(validate(&list, &l), vec![]);
        assert_eq!(validate_json(&list, &l, &to_json(&list, &l)), vec![]);
    }

    #[test]
    fn a_stray_letter_beside_a_word_is_caught() {
        let (list, mut l) = sample();
        let g = &mut l.puzzle.grid;
        // Put a letter on a block square next to a letter: it forms a run no answer explains.
        let spot = g
            .positions()
            .find(|&p| {
                g.cell(p).is_block()
                    && [(0, 1), (1, 0)]
                        .iter()
                        .any(|&(dr, dc)| g.is_white(Pos::new(p.row + dr, p.col + dc)))
            })
            .unwrap();
        g.set(spot, Cell::Letter(0)).unwrap();
        let v = validate(&list, &l);
        assert!(v.iter().any(|x| x.0.contains("no answer covers")), "{v:?}");
        assert!(
            v.iter()
                .any(|x| x.0.contains("not a placed answer") || x.0.contains("not a run")),
            "{v:?}"
        );
    }

    #[test]
    fn a_missing_or_doubled_answer_is_caught() {
        let (list, mut l) = sample();
        let dropped = l.words.pop().unwrap();
        let v = validate(&list, &l);
        assert!(v.iter().any(|x| x.0.contains("placed 0 times")), "{v:?}");
        l.words.push(dropped.clone());
        l.unplaced.push(dropped.entry);
        assert!(
            validate(&list, &l)
                .iter()
                .any(|x| x.0.contains("listed unplaced"))
        );
    }

    #[test]
    fn wrong_numbers_and_json_are_caught() {
        let (list, mut l) = sample();
        let mut doc = to_json(&list, &l);
        doc["grid"][0] = serde_json::json!([]);
        doc["words"][0]["number"] = serde_json::json!(99);
        let v = validate_json(&list, &l, &doc);
        assert!(v.len() >= 2, "{v:?}");
        assert!(v.iter().any(|x| x.0.contains("row 0 has 0 cells")), "{v:?}");
        l.words[0].number += 1;
        assert!(!validate(&list, &l).is_empty());
    }
}
