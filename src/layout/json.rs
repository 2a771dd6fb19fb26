//! The crosswordsmith JSON document (its `json-output-spec.md`), which web embedders and its
//! `xword` tool read.
//!
//! ```json
//! {"diagnostics": {"arrange": {"capInert": true, "dropped": [], "reward": 12}},
//!  "grid": [[{"across": 1, "down": null, "letter": "O", "number": 1}, null, …], …],
//!  "gridLength": 9,
//!  "words": [{"answer": "OMEGA POINT", "cells": [[0, 0], [0, 1], …], "direction": "across",
//!             "meta": {"clue": "…", "link": "…"}, "number": 1}]}
//! ```
//! `grid` is `gridLength` rows of `gridLength` cells — the native form is square, so a
//! layout that is not gets `null` (block) squares below or to the right of it; `null` is a
//! block, and a cell's `across` / `down` is the number of the word running through it that
//! way. `cells` are `[row, col]` from 0. Keys come out sorted, as the engine writes them.
//! `diagnostics.arrange` carries the answers left out (`dropped`, in input order), `reward`
//! (our objective's crossing count: there is no checking target, so `capInert` is always
//! true) and `seed` when the search was perturbed. A digit or symbol square holds its
//! character as its `letter`.

use super::input::AnswerList;
use super::output::Layout;
use crate::grid::{Direction, Pos, Slots};
use serde_json::{Value, json};

/// The JSON document of a layout (an unperturbed search: no `seed` in the diagnostics).
pub fn to_json(list: &AnswerList, layout: &Layout) -> Value {
    to_json_seeded(list, layout, None)
}

/// The JSON document of a layout; `seed` is given when `--seed` or `--shuffle` perturbed the
/// search, so the layout can be made again.
pub fn to_json_seeded(list: &AnswerList, layout: &Layout, seed: Option<u64>) -> Value {
    let g = &layout.puzzle.grid;
    let slots = Slots::of(g);
    let side = g.width().max(g.height());
    let number_of = |id: Option<crate::grid::SlotId>| id.map(|id| slots.get(id).number);
    // Each square as its answer writes it: the grid keeps a symbol square's text in upper
    // case, where crosswordsmith's case rule (`--crosswordsmith`) keeps `a` an `a`.
    let mut written: std::collections::HashMap<Pos, String> = std::collections::HashMap::new();
    for w in &layout.words {
        for (p, &t) in w.cells.iter().zip(&list.entries[w.entry].letters) {
            if let Some(text) = list.square_text(t) {
                written.insert(*p, text);
            }
        }
    }
    let grid: Vec<Value> = (0..side)
        .map(|r| {
            let row: Vec<Value> = (0..side)
                .map(|c| {
                    let p = Pos::new(r, c);
                    let text = match g.get(p) {
                        Some(c) if c.is_white() && written.contains_key(&p) => {
                            written.get(&p).cloned()
                        }
                        Some(crate::grid::Cell::Letter(l)) => {
                            list.alphabet.char_of(l).map(String::from)
                        }
                        Some(crate::grid::Cell::Rebus(id)) => Some(g.rebus_text(id).to_string()),
                        _ => None,
                    };
                    match text {
                        None => Value::Null,
                        Some(letter) => {
                            let (a, d) = slots.crossing(p);
                            json!({
                                "letter": letter,
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
                "cells": w.cells.iter().map(|p| json!([p.row, p.col])).collect::<Vec<_>>(),
                "meta": meta_of(e),
            })
        })
        .collect();
    let dropped: Vec<Value> = layout
        .unplaced
        .iter()
        .map(|&i| Value::String(list.entries[i].answer.clone()))
        .collect();
    let mut arrange = json!({
        "capInert": true,
        "dropped": dropped,
        "reward": layout.crossings(),
    });
    if let Some(seed) = seed {
        arrange["seed"] = json!(seed);
    }
    let mut doc = json!({
        "diagnostics": {"arrange": arrange},
        "gridLength": side,
        "grid": grid,
        "words": words,
    });
    if let Some(t) = list.title.as_ref().filter(|t| !t.is_empty()) {
        doc["title"] = Value::String(t.clone());
    }
    doc
}

/// A word's `meta`: the input's, verbatim; a clue given outside it (a text list's clue, or
/// a top-level `"clue"` in JSON) is added as `meta.clue` so it is not lost.
fn meta_of(e: &super::Entry) -> Value {
    let mut meta = e.meta.clone();
    if let Value::Object(m) = &mut meta
        && !e.clue.is_empty()
        && !m.contains_key("clue")
    {
        m.insert("clue".into(), Value::String(e.clue.clone()));
    }
    meta
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::{Options, lay_out, parse};

    #[test]
    fn document_has_the_contract_shape() {
        let list = parse("CAT: pet\nACE: top card\nTEA\n", "t", 29).unwrap();
        let layout = lay_out(&list, &Options::default()).unwrap();
        let doc = to_json(&list, &layout);
        let keys: Vec<&String> = doc.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["diagnostics", "grid", "gridLength", "words"]);
        let n = doc["gridLength"].as_u64().unwrap() as usize;
        let rows = doc["grid"].as_array().unwrap();
        assert_eq!(rows.len(), n);
        assert!(rows.iter().all(|r| r.as_array().unwrap().len() == n));
        let letters: Vec<&Value> = rows
            .iter()
            .flat_map(|r| r.as_array().unwrap())
            .filter(|c| !c.is_null())
            .collect();
        // CAT, ACE and TEA: nine letters, less the shared ones.
        assert_eq!(letters.len(), 9 - layout.crossings());
        for word in doc["words"].as_array().unwrap() {
            let keys: Vec<&String> = word.as_object().unwrap().keys().collect();
            assert_eq!(keys, ["answer", "cells", "direction", "meta", "number"]);
            assert_eq!(word["cells"].as_array().unwrap().len(), 3);
        }
        assert_eq!(doc["words"][0]["meta"]["clue"], "pet");
        assert_eq!(doc["diagnostics"]["arrange"]["dropped"], json!([]));
        assert!(doc["diagnostics"]["arrange"].get("seed").is_none());
        let seeded = to_json_seeded(&list, &layout, Some(7));
        assert_eq!(seeded["diagnostics"]["arrange"]["seed"], 7);
    }
}
