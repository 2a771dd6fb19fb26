//! The puzzle's fill rules from the `:` line: theme entries autofill must place (`:include`)
//! and the longest run of letters two entries may share (`:maxshared`). Both are kept in the
//! puzzle, so they are saved with it, undone like any edit and read by `gridwright fill`.

use super::app::App;
use super::command_table::Call;
use crate::fill::rules::encode_theme;

/// `:include WORD` adds a theme entry; `:include! WORD` removes one, bare `:include!` all of
/// them; a bare `:include` names them.
pub fn include(app: &mut App, call: Call<'_>) {
    let arg = call.arg;
    if arg.is_empty() {
        if call.bang {
            if app.puzzle.meta.theme_entries.is_empty() {
                app.message = Some("no theme entries to remove".into());
                return;
            }
            app.snapshot();
            app.puzzle.meta.theme_entries.clear();
            app.edited();
            app.message = Some("theme entries removed".into());
        } else {
            app.message = Some(summary(app));
        }
        return;
    }
    let alphabet = app.puzzle.alphabet.clone();
    let word = match encode_theme(&[arg.to_string()], &alphabet) {
        Ok(mut w) => alphabet.spell(&w.remove(0)),
        Err(e) => {
            app.message = Some(e.to_string());
            return;
        }
    };
    let entries = &app.puzzle.meta.theme_entries;
    let at = entries.iter().position(|e| {
        encode_theme(std::slice::from_ref(e), &alphabet)
            .is_ok_and(|w| alphabet.spell(&w[0]) == word)
    });
    match (call.bang, at) {
        (false, Some(_)) => app.message = Some(format!("{word} is already a theme entry")),
        (true, None) => app.message = Some(format!("{word} is not a theme entry")),
        (false, None) => {
            app.snapshot();
            app.puzzle.meta.theme_entries.push(word.clone());
            app.edited();
            app.message = Some(format!(
                "theme entry {word} added: autofill places it ({})",
                summary(app)
            ));
        }
        (true, Some(i)) => {
            app.snapshot();
            app.puzzle.meta.theme_entries.remove(i);
            app.edited();
            app.message = Some(format!("theme entry {word} removed"));
        }
    }
}

/// `:maxshared N` (or `off`): no two entries of a fill share a run longer than N letters.
pub fn max_shared(app: &mut App, call: Call<'_>) {
    let arg = call.arg.trim();
    let value = match arg {
        "off" | "none" => None,
        n => match n.parse::<usize>() {
            Ok(n) if n >= 1 => Some(n),
            _ => {
                app.message = Some(format!(
                    "{arg:?}: :maxshared takes a number of letters, 1 or more, or off"
                ));
                return;
            }
        },
    };
    if app.puzzle.meta.max_shared != value {
        app.snapshot();
        app.puzzle.meta.max_shared = value;
        app.edited();
    }
    app.message = Some(match value {
        Some(n) => format!("autofill: no two entries share more than {n} letters in a row"),
        None => "autofill: entries may share any run of letters".into(),
    });
}

/// Where each theme entry stands: the entry holding it now, or "not placed".
pub fn placements(app: &App) -> Vec<(String, Option<String>)> {
    let puzzle = &app.puzzle;
    let alphabet = &puzzle.alphabet;
    puzzle
        .meta
        .theme_entries
        .iter()
        .map(|e| {
            let word = encode_theme(std::slice::from_ref(e), alphabet)
                .ok()
                .and_then(|mut w| w.pop());
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
fn summary(app: &App) -> String {
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
