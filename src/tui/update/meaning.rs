//! Meaning in the studio's updates: the `~` search, the clue ideas list over a clue being
//! edited, and what waited for the index when it arrives.

use super::*;
use crate::tui::meaning::{self, Chosen, IdeaList, LOADING};
use crate::tui::past_clues;

/// Runs `pattern ~like` into the search results; while the index loads the search waits
/// (and runs again when it arrives), an unknown word or a list WordNet does not cover says
/// so instead.
pub(super) fn search_like(app: &mut Studio, pattern: &str, like: &str) {
    match meaning::search_like(app, pattern, like) {
        Ok(Some((result, relations))) => {
            match result.matches.is_empty() {
                true => app
                    .view
                    .say(format!("nothing that fits is related to {like:?}")),
                false => app.view.clear(),
            }
            app.view.panels.search = Some(result);
            app.meaning.relations = Some(relations);
        }
        Ok(None) => {
            app.view.panels.search = None;
            app.meaning.search_waiting = true;
            app.view.say(LOADING);
        }
        Err(e) => {
            app.view.panels.search = None;
            app.view.say(e);
        }
    }
}

/// The clue ideas list's share of an action: opening or closing it, moving its highlight,
/// taking an idea into the editor. Returns whether the action was the list's.
pub(super) fn ideas_action(app: &mut Studio, action: &Action) -> bool {
    if *action == Action::ClueIdeas {
        if app.meaning.ideas.take().is_none() {
            open_ideas(app);
        }
        return true;
    }
    let Some(list) = app.meaning.ideas.as_mut() else {
        return false;
    };
    match action {
        Action::ListMove(by) => {
            let last = list.rows().saturating_sub(1);
            list.sel = (list.sel as i64 + i64::from(*by)).clamp(0, last as i64) as usize;
        }
        // Enter takes the idea into the editor, never into the puzzle: the editor's own
        // Enter writes the clue.
        Action::PromptSubmit => take_idea(app),
        Action::Escape => app.meaning.ideas = None,
        // Typing goes on in the editor under the list.
        _ => return false,
    }
    true
}

/// Opens the list for the entry whose clue is (or is about to be) edited, opening the
/// editor when the grid or the desk is not in one yet.
fn open_ideas(app: &mut Studio) {
    let slot = match &app.view.mode {
        Mode::Normal
        | Mode::Prompt {
            kind: PromptKind::Clue,
            ..
        } => app.current_slot(),
        Mode::Clues(desk) => desk.selected(&app.slots),
        _ => return,
    };
    let Some(slot) = slot else {
        app.view.say("no entry here to clue");
        return;
    };
    let g = &app.doc.puzzle().grid;
    let Some(answer) = app.slots.get(slot).answer(g, &app.doc.puzzle().alphabet) else {
        app.view.say(format!(
            "fill {} first: clue ideas need the whole answer",
            app.entry_label(slot)
        ));
        return;
    };
    // Asked for here too (not only while a clue is edited): without a data dir the memory
    // is known empty at once, so the list does not say it is loading.
    past_clues::want(app);
    let past = past_clues::lookup(app, &answer);
    let has_past = past.as_ref().is_some_and(|p| !p.is_empty());
    // WordNet having nothing is no reason to hide the constructor's own clues: the list
    // opens with them and the message says why there are no ideas.
    let ideas = match meaning::index(app) {
        Some(Err(e)) if has_past => {
            app.view.say(format!("no clue ideas for {answer}: {e}"));
            Some(Vec::new())
        }
        Some(Err(e)) => {
            app.view.say(e.to_string());
            return;
        }
        Some(Ok(m)) => match meaning::ideas_for(&m, &answer) {
            Ok(ideas) => Some(ideas),
            Err(e) if has_past => {
                app.view.say(e);
                Some(Vec::new())
            }
            Err(e) => {
                app.view.say(e);
                return;
            }
        },
        None => None,
    };
    match app.view.mode.clone() {
        Mode::Normal => {
            let said = normal(app, Action::EditClue);
            app.view.tell(said);
        }
        Mode::Clues(desk) if desk.editing.is_none() => desk_mode(app, Action::PromptSubmit, desk),
        _ => {}
    }
    if meaning::clue_editor(&mut app.view.mode).is_some() {
        app.meaning.ideas = Some(IdeaList {
            slot,
            answer,
            ideas,
            past,
            sel: 0,
        });
    }
}

/// Puts the highlighted idea into the clue editor in place of its text.
fn take_idea(app: &mut Studio) {
    let Some(list) = app.meaning.ideas.as_ref() else {
        return;
    };
    // Enter before the ideas arrive does nothing: the list stays.
    let (text, said) = match list.chosen() {
        None => return,
        Some(Chosen::Past(p)) => (
            p.clue.clone(),
            "your past clue; edit it, Enter keeps it, Esc drops it".to_string(),
        ),
        Some(Chosen::Idea(idea)) => (
            idea.text.clone(),
            match meaning::unadapted_hint(idea) {
                Some(hint) => format!("{hint}, then Enter keeps the clue, Esc drops it"),
                None => "edit the idea; Enter keeps the clue, Esc drops it".into(),
            },
        ),
    };
    if let Some(editor) = meaning::clue_editor(&mut app.view.mode) {
        editor.set_text(text);
        app.meaning.ideas = None;
        app.view.say(said);
    }
}

/// Closes the ideas list once its clue is no longer being edited.
pub(super) fn ideas_follow_mode(app: &mut Studio) {
    if app.meaning.ideas.is_some() && meaning::clue_editor(&mut app.view.mode).is_none() {
        app.meaning.ideas = None;
    }
    let editing = match &app.view.mode {
        Mode::Prompt {
            kind: PromptKind::Clue,
            ..
        } => app.current_slot(),
        Mode::Clues(desk) if desk.editing.is_some() => desk.selected(&app.slots),
        _ => None,
    };
    past_clues::hint_while_editing(app, editing);
}

/// What waited for the index, when it arrives: the ideas list fills, a `~` search runs.
/// Returns whether the screen needs redrawing (the gloss appears too).
pub fn meaning_arrived(app: &mut Studio) -> bool {
    if app
        .meaning
        .ideas
        .as_ref()
        .is_some_and(|l| l.ideas.is_none())
    {
        let found = match meaning::index(app) {
            Some(Ok(m)) => meaning::ideas_for(&m, &list_answer(app)),
            Some(Err(e)) => Err(e.to_string()),
            None => return true,
        };
        match found {
            Ok(ideas) => {
                if let Some(list) = app.meaning.ideas.as_mut() {
                    list.ideas = Some(ideas);
                }
            }
            Err(e) => {
                app.view.say(e);
                let keep = app
                    .meaning
                    .ideas
                    .as_ref()
                    .is_some_and(|l| l.past.as_ref().is_some_and(|p| !p.is_empty()));
                match app.meaning.ideas.as_mut() {
                    // The past clues stay on offer without ideas.
                    Some(list) if keep => list.ideas = Some(Vec::new()),
                    _ => app.meaning.ideas = None,
                }
            }
        }
    }
    if std::mem::take(&mut app.meaning.search_waiting)
        && let Mode::Prompt {
            kind: PromptKind::Search,
            buffer,
        } = &app.view.mode
    {
        let text = buffer.text().to_string();
        run_search(app, &text);
    }
    true
}

fn list_answer(app: &Studio) -> String {
    app.meaning
        .ideas
        .as_ref()
        .map(|l| l.answer.clone())
        .unwrap_or_default()
}
