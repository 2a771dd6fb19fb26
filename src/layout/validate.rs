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
            if g.get(p).and_then(|c| c.letter()) != Some(l) {
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
        if cell.is_white() && cell.letter().is_none() {
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

/// Every way the JSON document disagrees with the layout's grid and words.
pub fn validate_json(list: &AnswerList, layout: &Layout, doc: &Value) -> Vec<Violation> {
    let mut out = Vec::new();
    let mut bad = |msg: String| out.push(Violation(msg));
    let g = &layout.puzzle.grid;
    let slots = Slots::of(g);
    let num = |v: &Value| v.as_u64().map(|n| n as usize);
    if num(&doc["width"]) != Some(g.width()) || num(&doc["height"]) != Some(g.height()) {
        bad("JSON width/height differ from the grid".into());
    }
    if num(&doc["gridLength"]) != Some(g.width().max(g.height())) {
        bad("JSON gridLength is not the longer side".into());
    }
    let rows = doc["grid"].as_array().map_or(&[][..], Vec::as_slice);
    if rows.len() != g.height() {
        bad(format!(
            "JSON grid has {} rows, grid has {}",
            rows.len(),
            g.height()
        ));
    }
    for (r, row) in rows.iter().enumerate() {
        let cells = row.as_array().map_or(&[][..], Vec::as_slice);
        if cells.len() != g.width() {
            bad(format!("JSON grid row {r} has {} cells", cells.len()));
            continue;
        }
        for (c, cell) in cells.iter().enumerate() {
            let p = Pos::new(r, c);
            let letter = g.cell(p).letter().and_then(|l| list.alphabet.char_of(l));
            match (letter, cell) {
                (None, Value::Null) => {}
                (Some(ch), Value::Object(o)) => {
                    let (a, d) = slots.crossing(p);
                    let number = |id: Option<crate::grid::SlotId>| {
                        id.map_or(Value::Null, |id| Value::from(slots.get(id).number))
                    };
                    let expect_num = slots.number_at(p).map_or(Value::Null, Value::from);
                    if o.get("letter") != Some(&Value::from(ch.to_string()))
                        || o.get("number") != Some(&expect_num)
                        || o.get("across") != Some(&number(a))
                        || o.get("down") != Some(&number(d))
                    {
                        bad(format!("JSON cell {p} disagrees with the grid: {cell}"));
                    }
                }
                _ => bad(format!(
                    "JSON cell {p} is {cell} but the grid has {letter:?}"
                )),
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
        let slot_ok = slots
            .find(w.number, w.direction)
            .is_some_and(|id| slots.get(id).cells == w.cells);
        if jw["number"] != w.number
            || jw["direction"] != dir
            || jw["answer"] != e.answer.as_str()
            || jw["cells"] != Value::Array(cells)
            || jw["meta"] != e.meta
            || !slot_ok
        {
            bad(format!(
                "JSON word {jw} disagrees with {}{}",
                w.number,
                w.direction.letter()
            ));
        }
    }
    let unplaced = doc["unplaced"].as_array().map_or(0, Vec::len);
    if unplaced != layout.unplaced.len() {
        bad(format!(
            "JSON lists {unplaced} unplaced, layout {}",
            layout.unplaced.len()
        ));
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
        l.words[0].number += 1;
        assert!(!validate(&list, &l).is_empty());
    }
}
