//! The wordplay panel's updates: opening it on the entry under the cursor, typing and
//! changing tools (each change asks the wordplay service again, newest wins), results
//! arriving, and Enter putting the highlighted answer into the entry.

use super::*;
use crate::tui::line_edit::{EditOp, LineEdit};
use crate::tui::services::Service;
use crate::tui::wordplay::{self, Found, Panel, Tool};

/// Opens the panel on the entry under the cursor: a complete entry is taken apart
/// (charades first), an open one waits for fodder to anagram into its pattern.
pub(super) fn open_panel(app: &mut Studio) {
    let slot = app.current_slot();
    let (label, pattern, answer) = match slot {
        Some(id) => {
            let s = app.slots.get(id);
            let pz = app.doc.puzzle();
            let pattern = if s.has_rebus(&pz.grid) {
                String::new()
            } else {
                s.pattern(&pz.grid, &pz.alphabet)
            };
            let answer = s.answer(&pz.grid, &pz.alphabet);
            (app.entry_label(id), pattern, answer)
        }
        None => (String::new(), String::new(), None),
    };
    let mut input = LineEdit::new();
    // A complete entry's answer is there to take apart, and typing replaces it.
    let fresh = answer.is_some();
    let tool = match answer {
        Some(a) => {
            input.set_text(a);
            Tool::Charade
        }
        None => Tool::Anagram,
    };
    // The definition check needs the meaning index: start reading it now.
    crate::tui::meaning::want_index(app);
    let mut panel = Panel {
        slot,
        label,
        pattern,
        tool,
        input,
        fresh,
        found: None,
        sel: 0,
        job: 0,
    };
    start_search(app, &mut panel);
    app.view.mode = Mode::Wordplay(panel);
}

/// The panel's share of an action.
pub(super) fn panel_mode(app: &mut Studio, action: Action, mut panel: Panel) {
    match action {
        Action::Escape | Action::Wordplay => {
            app.view.mode = Mode::Normal;
            return;
        }
        Action::PromptSubmit if panel.tool == Tool::Drafts => {
            take_draft(app, &panel);
            return;
        }
        Action::PromptSubmit => {
            insert(app, &panel);
            return;
        }
        Action::NextEntry | Action::PrevEntry => {
            panel.tool = panel
                .tool
                .step(if action == Action::NextEntry { 1 } else { -1 });
            start_search(app, &mut panel);
        }
        Action::ListMove(by) => {
            let rows = match &panel.found {
                Some(Ok(f)) => f.rows.len(),
                _ => 0,
            };
            let last = rows.saturating_sub(1) as i64;
            panel.sel = (panel.sel as i64 + i64::from(by)).clamp(0, last) as usize;
        }
        Action::PromptChar(_) | Action::PromptBackspace | Action::LineEdit(_) => {
            let op = match action {
                Action::PromptChar(c) => EditOp::Insert(c),
                Action::LineEdit(op) => op,
                _ => EditOp::Backspace,
            };
            // The text put there on opening is replaced by the first letter typed, and
            // cleared by the first Backspace; a move of the cursor keeps it.
            let replaces = matches!(op, EditOp::Insert(_) | EditOp::Backspace);
            if std::mem::take(&mut panel.fresh) && replaces {
                panel.input = LineEdit::new();
                if matches!(op, EditOp::Backspace) {
                    start_search(app, &mut panel);
                    app.view.mode = Mode::Wordplay(panel);
                    return;
                }
            }
            if panel.input.apply(&op) {
                start_search(app, &mut panel);
            }
        }
        _ => {}
    }
    app.view.mode = Mode::Wordplay(panel);
}

/// Asks the wordplay service for the panel's query; a result for an older job is dropped.
fn start_search(app: &mut Studio, panel: &mut Panel) {
    panel.job = panel.job.wrapping_add(1);
    panel.sel = 0;
    if panel.input.text().trim().is_empty() {
        panel.found = Some(Ok(Found::none()));
        return;
    }
    let words = match app.words_for("search refused") {
        Ok(w) => w,
        Err(why) => {
            panel.found = Some(Err(why));
            return;
        }
    };
    panel.found = None;
    let index = words.index.clone();
    let query = panel.query(&app.settings.min_scores);
    let job = panel.job;
    if panel.tool == Tool::Drafts {
        // Drafts need the meaning index: the studio's when it is read, else the job reads it.
        let meanings = match crate::tui::meaning::loaded(app) {
            Some(Ok(m)) => Some(m),
            _ => None,
        };
        app.services
            .spawn(Service::Wordplay, move || Event::Wordplay {
                job,
                found: wordplay::drafts(&index, &query, meanings.as_deref()),
            });
        return;
    }
    app.services
        .spawn(Service::Wordplay, move || Event::Wordplay {
            job,
            found: wordplay::search(&index, &query),
        });
}

/// Puts the highlighted draft into the clue editor of the panel's entry, to rework there
/// (Enter keeps it, Esc drops it).
fn take_draft(app: &mut Studio, panel: &Panel) {
    let Some(row) = panel.selected() else {
        app.view.say("no draft highlighted");
        return;
    };
    let Some(slot) = panel.slot.filter(|&s| s.0 < app.slots.len()) else {
        app.view.say("no entry under the cursor to clue");
        return;
    };
    let s = app.slots.get(slot);
    app.view.cursor = s.cells[0];
    app.view.direction = s.direction;
    super::prompt::open_prompt(app, PromptKind::Clue, row.shown.clone());
    app.view.say(format!(
        "draft for {}: edit it, Enter keeps it ({})",
        panel.label,
        row.parse.as_deref().unwrap_or_default()
    ));
}

/// A search's result: shown when it answers the panel's newest job.
pub fn wordplay_done(app: &mut Studio, job: u64, found: Result<Found, String>) {
    if let Mode::Wordplay(panel) = &mut app.view.mode
        && panel.job == job
    {
        panel.found = Some(found);
        panel.sel = 0;
    }
}

/// Puts the highlighted answer into the panel's entry as one undoable edit when it fits:
/// as long as the entry and agreeing with every letter already there. Otherwise says why
/// and keeps the panel open.
fn insert(app: &mut Studio, panel: &Panel) {
    let Some(row) = panel.selected() else {
        app.view.say("no answer highlighted");
        return;
    };
    let Some(slot) = panel.slot.filter(|&s| s.0 < app.slots.len()) else {
        app.view
            .say("no entry under the cursor to put an answer in");
        return;
    };
    let alphabet = app.doc.puzzle().alphabet.clone();
    let word = alphabet.spell(&row.answer);
    let cells = app.slots.get(slot).cells.clone();
    let grid = &app.doc.puzzle().grid;
    if cells.len() != row.answer.len() {
        app.view.say(format!(
            "{word} does not fit {}: it has {} letters, the entry {}",
            panel.label,
            row.answer.len(),
            cells.len()
        ));
        return;
    }
    for (i, (&p, &l)) in cells.iter().zip(&row.answer).enumerate() {
        let clash = match grid.cell(p) {
            Cell::Letter(have) => have != l,
            Cell::Rebus(_) => true,
            _ => false,
        };
        if clash {
            app.view.say(format!(
                "{word} does not fit {} ({}): letter {} is {} there",
                panel.label,
                panel.pattern,
                i + 1,
                app.doc.puzzle().answer_at(p).unwrap_or_default()
            ));
            return;
        }
    }
    if cells.iter().all(|&p| grid.cell(p).is_filled()) {
        app.view
            .say(format!("{word} is already in {}", panel.label));
        return;
    }
    app.view.mode = Mode::Normal;
    app.view.cursor = cells[0];
    app.view.direction = app.slots.get(slot).direction;
    place_word_over(app, &row.answer);
    app.view
        .say(format!("{word} in {} (Ctrl-Z takes it out)", panel.label));
}
