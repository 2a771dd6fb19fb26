//! The crosswordsmith-style JSON document web embedders consume.
//!
//! ```json
//! {"gridLength": 9, "width": 9, "height": 7,
//!  "grid": [[{"letter": "O", "number": 1, "across": 1, "down": null}, null, …], …],
//!  "words": [{"number": 1, "direction": "across", "answer": "OMEGA POINT", "clue": "…",
//!             "cells": [[0, 0], [0, 1], …], "meta": {…}}],
//!  "unplaced": [{"answer": "…", "meta": {…}}]}
//! ```
//! `grid` is `height` rows of `width` cells, `null` for a block; a cell's `across` / `down`
//! is the number of the word running through it that way. `cells` are `[row, col]` from 0.
//! `gridLength` is the longer side (the older generator's square grids).

use super::input::AnswerList;
use super::output::Layout;
use crate::grid::{Direction, Slots};
use serde_json::{Value, json};

/// The JSON document of a layout.
pub fn to_json(list: &AnswerList, layout: &Layout) -> Value {
    let g = &layout.puzzle.grid;
    let slots = Slots::of(g);
    let number_of = |id: Option<crate::grid::SlotId>| id.map(|id| slots.get(id).number);
    let grid: Vec<Value> = (0..g.height())
        .map(|r| {
            let row: Vec<Value> = (0..g.width())
                .map(|c| {
                    let p = crate::grid::Pos::new(r, c);
                    match g.cell(p).letter() {
                        None => Value::Null,
                        Some(l) => {
                            let (a, d) = slots.crossing(p);
                            json!({
                                "letter": list.alphabet.char_of(l).map(String::from),
                                "number": slots.number_at(p),
                                "across": number_of(a),
                                "down": number_of(d),
                            })
                        }
                    }
                })
                .collect();
            Value::Array(row)
        })
        .collect();
    let words: Vec<Value> = layout
        .words
        .iter()
        .map(|w| {
            let e = &list.entries[w.entry];
            json!({
                "number": w.number,
                "direction": match w.direction {
                    Direction::Across => "across",
                    Direction::Down => "down",
                },
                "answer": e.answer,
                "clue": e.clue,
                "cells": w.cells.iter().map(|p| json!([p.row, p.col])).collect::<Vec<_>>(),
                "meta": e.meta,
            })
        })
        .collect();
    let unplaced: Vec<Value> = layout
        .unplaced
        .iter()
        .map(|&i| json!({"answer": list.entries[i].answer, "meta": list.entries[i].meta}))
        .collect();
    let mut doc = json!({
        "gridLength": g.width().max(g.height()),
        "width": g.width(),
        "height": g.height(),
        "grid": grid,
        "words": words,
        "unplaced": unplaced,
    });
    if let Some(t) = &list.title {
        doc["title"] = Value::String(t.clone());
    }
    doc
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::{Options, lay_out, parse};

    #[test]
    fn document_has_the_embedders_shape() {
        let list = parse("CAT: pet\nACE: top card\n", "t", 29).unwrap();
        let layout = lay_out(&list, &Options::default()).unwrap();
        let doc = to_json(&list, &layout);
        let (w, h) = (
            doc["width"].as_u64().unwrap(),
            doc["height"].as_u64().unwrap(),
        );
        assert_eq!(doc["gridLength"].as_u64(), Some(w.max(h)));
        let rows = doc["grid"].as_array().unwrap();
        assert_eq!(rows.len() as u64, h);
        let cells: Vec<&Value> = rows.iter().flat_map(|r| r.as_array().unwrap()).collect();
        assert_eq!(cells.len() as u64, w * h);
        // CAT and ACE share one A: five letters, one of them crossed both ways.
        let letters: Vec<&Value> = cells.iter().copied().filter(|c| !c.is_null()).collect();
        assert_eq!(letters.len(), 5);
        let crossed = letters
            .iter()
            .filter(|c| !c["across"].is_null() && !c["down"].is_null())
            .count();
        assert_eq!(crossed, 1);
        let words = doc["words"].as_array().unwrap();
        assert_eq!(words.len(), 2);
        for word in words {
            assert!(word["number"].as_u64().unwrap() >= 1);
            assert!(["across", "down"].contains(&word["direction"].as_str().unwrap()));
            assert_eq!(word["cells"].as_array().unwrap().len(), 3);
            assert_eq!(word["meta"]["clue"], word["clue"]);
        }
        assert_eq!(doc["unplaced"], serde_json::json!([]));
    }
}
