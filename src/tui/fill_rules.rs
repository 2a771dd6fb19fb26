//! The puzzle's fill rules from the `:` line: theme entries autofill must place (`:include`,
//! `:uninclude`)
//! and the longest run of letters two entries may share (`:maxshared`). Both are kept in the
//! puzzle, so they are saved with it, undone like any edit and read by `gridwright fill`.

use super::call::Call;
use super::studio::Studio;
use crate::fill::rules::encode_entry;
use crate::tui::view::{CommandError, Said};

/// `:include WORD` adds a theme entry; a bare `:include` names them and where they are.
pub fn include(app: &mut Studio, call: Call<'_>) -> Said {
    if call.arg.is_empty() {
        return Ok(Some(summary(app)));
    }
    let Some((word, at)) = find(app, call.arg) else {
        return Ok(None);
    };
    if at.is_some() {
        return Err(CommandError::new(format!(
            "{word} is already a theme entry"
        )));
    }
    // An entry runs along one row or column: one longer than both cannot be placed.
    let g = &app.doc.puzzle().grid;
    let longest = g.width().max(g.height());
    let len = encode_entry(call.arg, &app.doc.puzzle().alphabet).map_or(0, |w| w.len());
    if len > longest {
        return Err(CommandError::new(format!(
            "{word} has {len} letters; no entry of this {}×{} grid has more than {longest}",
            g.width(),
            g.height()
        )));
    }
    app.apply(|p| p.meta.theme_entries.push(word.clone()));
    Ok(Some(format!(
        "theme entry {word} added: autofill places it ({})",
        summary(app)
    )))
}

/// `:uninclude WORD` drops a theme entry (`*` drops them all).
pub fn uninclude(app: &mut Studio, call: Call<'_>) -> Said {
    if call.arg == "*" {
        if app.doc.puzzle().meta.theme_entries.is_empty() {
            return Err(CommandError::new("no theme entries to drop"));
        }
        app.apply(|p| p.meta.theme_entries.clear());
        return Ok(Some("theme entries dropped".into()));
    }
    let Some((word, at)) = find(app, call.arg) else {
        return Ok(None);
    };
    let Some(i) = at else {
        return Err(CommandError::new(format!("{word} is not a theme entry")));
    };
    app.apply(|p| {
        p.meta.theme_entries.remove(i);
    });
    Ok(Some(format!("theme entry {word} dropped")))
}

/// The word as the puzzle's alphabet spells it, and its place in the theme list; `None`
/// (with a message) when the alphabet cannot spell it.
fn find(app: &mut Studio, typed: &str) -> Option<(String, Option<usize>)> {
    let alphabet = app.doc.puzzle().alphabet.clone();
    let letters = match encode_entry(typed, &alphabet) {
        Ok(w) => w,
        Err(e) => {
            app.view.say(e.to_string());
            return None;
        }
    };
    let at = app
        .doc
        .puzzle()
        .meta
        .theme_entries
        .iter()
        .position(|e| encode_entry(e, &alphabet).is_ok_and(|w| w == letters));
    Some((alphabet.spell(&letters), at))
}

/// `:maxshared N` (or `off`): no two entries of a fill share a run longer than N letters.
pub fn max_shared(app: &mut Studio, call: Call<'_>) -> Said {
    let arg = call.arg.trim();
    let value = match arg {
        "off" | "none" => None,
        n => match n.parse::<usize>() {
            Ok(n) if n >= 1 => Some(n),
            _ => {
                return Err(CommandError::new(format!(
                    "{arg:?}: :maxshared takes a number of letters, 1 or more, or off"
                )));
            }
        },
    };
    if app.doc.puzzle().meta.max_shared != value {
        app.apply(|p| p.meta.max_shared = value);
    }
    Ok(Some(match value {
        Some(n) => format!("autofill: no two entries share more than {n} letters in a row"),
        None => "autofill: entries may share any run of letters".into(),
    }))
}

/// Where each theme entry stands: the entry holding it now, or "not placed".
pub fn placements(app: &Studio) -> Vec<(String, Option<String>)> {
    let puzzle = app.doc.puzzle();
    let alphabet = &puzzle.alphabet;
    puzzle
        .meta
        .theme_entries
        .iter()
        .map(|e| {
            let word = encode_entry(e, alphabet).ok();
            let at = word.and_then(|w| {
                app.slots
                    .iter()
                    .find(|(_, s)| s.word(&puzzle.grid).as_deref() == Some(w.as_slice()))
                    .map(|(_, s)| s.label())
            });
            (e.clone(), at)
        })
        .collect()
}

/// "theme entries: ICEDTEA at 17A, HOTDOG not placed".
fn summary(app: &Studio) -> String {
    let list = placements(app);
    if list.is_empty() {
        return "no theme entries (:include WORD adds one)".into();
    }
    let items: Vec<String> = list
        .iter()
        .map(|(w, at)| match at {
            Some(l) => format!("{w} at {l}"),
            None => format!("{w} not placed"),
        })
        .collect();
    format!("theme entries: {}", items.join(", "))
}
