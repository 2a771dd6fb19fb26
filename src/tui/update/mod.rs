//! `update`: the one place the studio's state changes.

use super::action::{Action, Move};
use super::document::Proposal;
pub use super::events::Event;
use super::studio::{FillRun, Mode, Pending, PromptKind, Studio};
use super::view::{CommandError, Said};
use super::words::StudioWords;
use crate::fill::{FillMode, FillOutcome, Region, Request};
use crate::grid::{Cell, ClueKey, Pos, Puzzle, Slots};
use crate::store::SlotNumber;
use crate::words::Pattern;
use std::collections::BTreeSet;
use std::time::{Duration, Instant};

mod background;
mod bars;
mod clue_desk;
mod command_line;
mod edit;
mod fill;
mod marks;
mod meaning;
mod overwrite;
mod persist;
mod personal;
mod prompt;
mod publish;
mod slots;
mod templates;
mod wait;
mod wordplay;

use crate::tui::ops::cursor::*;
pub use crate::tui::ops::goto;
pub use crate::tui::ops::new_grid;
pub use crate::tui::ops::open_chooser;
pub use crate::tui::ops::persist::*;
pub use crate::tui::ops::start_rescore;
pub use crate::tui::ops::{force_save, load_puzzle, opened_slot, replace_document, replace_or_ask};
use background::*;
pub use background::{install_words, poll_background, tick};
pub use bars::BARS_MODE;
use clue_desk::*;
pub use command_line::run_command;
use edit::*;
use fill::*;
pub use fill::{start_fill, start_optimal, wait_fill};
use marks::*;
pub use meaning::meaning_arrived;
use meaning::*;
use persist::*;
use personal::*;
use prompt::*;
use publish::*;
use slots::*;
pub use wait::{wait_design, wait_first_design, wait_map};
pub use wordplay::wordplay_done;

/// How long unsaved work may wait before it is autosaved to the recovery file.
pub const AUTOSAVE_EVERY: Duration = Duration::from_secs(3);

/// Applies one action (a shorthand for [`handle`] of [`Event::Action`]).
pub fn update(app: &mut Studio, action: Action) {
    handle(app, Event::Action(action));
}

/// The one entry point that changes the studio: a user's action or a background result.
/// Returns whether the screen needs redrawing.
pub fn handle(app: &mut Studio, event: Event) -> bool {
    app.view.begin_event();
    let (generation, said) = (app.doc.generation(), app.view.said_count());
    let rescoring = app.rescoring.is_some();
    // Any result that arrives may change what is shown (a map, candidates, a design): only
    // a tick that did nothing leaves the screen as it is.
    let tick = matches!(event, Event::Tick(_));
    match event {
        Event::Action(action) => {
            // What the key did goes through the door, as a command's result does.
            let said = dispatch(app, action);
            app.view.tell(said);
        }
        Event::FillProgress { job, mut progress } => {
            if let Some(run) = app.fill.as_mut().filter(|r| r.job == job) {
                crate::tui::watch::keep_snapshot(run.progress.take(), &mut progress);
                run.progress = Some(progress);
            }
        }
        Event::FillDone { job, outcome } => {
            // Only the running fill ends; one cancelled or dropped with an edit is stale.
            if let Some(run) = app.fill.take_if(|r| r.job == job) {
                let outcome = crate::tui::watch::with_stuck(&run, outcome);
                finish_fill(app, run.generation, run.mode, outcome);
            }
        }
        Event::DesignProgress { job, progress } => {
            crate::tui::design::progress(app, job, progress);
        }
        Event::DesignDone {
            job,
            generation,
            report,
        } => crate::tui::design::done(app, job, generation, report),
        Event::Rescored { key, words } => rescored(app, key, words),
        Event::WordsLoaded(loaded) => receive_words(app, loaded),
        Event::MapDone { generation, map } => {
            app.map_done(generation, map);
        }
        Event::MeaningLoaded(index) => {
            app.meaning.index = match index {
                Ok(m) => crate::tui::meaning::IndexState::Ready(m),
                Err(e) => crate::tui::meaning::IndexState::Failed(e),
            };
            meaning_arrived(app);
        }
        Event::CluesLoaded { job, opened } => crate::tui::past_clues::loaded(app, job, *opened),
        Event::ServiceFailed { service, message } => service_failed(app, service, &message),
        Event::Wordplay { job, found } => wordplay_done(app, job, found),
        // The event loop turns input into actions; here it only means a redraw.
        Event::Input(_) => {}
        Event::Tick(now) => autosave_if_due(app, now),
    }
    // Everything that depends on the puzzle follows it once, whatever moved it.
    let edited = app.doc.generation() != generation;
    if edited {
        app.edited(said);
    }
    // A running search's clock moves on every tick.
    let running = app.fill.is_some() || app.design.run().is_some();
    !tick
        || running
        || edited
        || app.view.said_count() != said
        || app.rescoring.is_some() != rescoring
}

/// One action, by mode; returns what it did, for the door.
fn dispatch(app: &mut Studio, action: Action) -> Said {
    // Only typing straight on runs past an entry's end.
    if !matches!(action, Action::Type(_)) {
        app.view.typed_to_end = None;
    }
    if stray_answer(app, &action) {
        return Ok(Some(
            "no question is open: nothing done (type it again for the letter)".to_string(),
        ));
    }
    // Whether this action may end with a question answered or one the studio did not need
    // to ask (a load, a restore, a `:` command): a habitual y or n may follow.
    let may_ask = matches!(app.view.mode, Mode::Confirm { .. } | Mode::Slots { .. })
        || matches!(
            (&app.view.mode, &action),
            (
                Mode::Prompt {
                    kind: PromptKind::Command,
                    ..
                },
                Action::PromptSubmit
            )
        );
    let said = if ideas_action(app, &action) {
        Ok(None)
    } else {
        dispatch_mode(app, action)
    };
    ideas_follow_mode(app);
    app.view.after_question = may_ask && app.view.mode == Mode::Normal;
    said
}

/// The one rule for answers: the studio asks only in a question (y/n in `Mode::Confirm`).
/// A y or n typed straight after a question closed, or after a command that needed none,
/// is taken for an answer to nothing: it does nothing but say so, instead of landing in the
/// grid as a letter. Typed again, it is a letter.
fn stray_answer(app: &mut Studio, action: &Action) -> bool {
    let after = std::mem::take(&mut app.view.after_question);
    let yes_no = matches!(action, Action::Type('y' | 'n' | 'Y' | 'N'));
    after && yes_no && app.view.mode == Mode::Normal
}

fn dispatch_mode(app: &mut Studio, action: Action) -> Said {
    match app.view.mode.clone() {
        // A resize only redraws: the overlay stays for the reader.
        Mode::Help | Mode::Messages if action == Action::Resize => {}
        Mode::Help if matches!(action, Action::HelpPage(_)) => {
            if let Action::HelpPage(d) = action {
                app.view.panels.help_page = app.view.panels.help_page.wrapping_add(d);
            }
        }
        Mode::Help | Mode::Messages => {
            // Any key closes an overlay.
            app.view.mode = Mode::Normal;
        }
        Mode::Confirm { .. } if action == Action::Resize => {}
        // A y or n straight after a key that answers nothing is more typing, not an answer
        // (`:include` typed over the question must not answer it with its `n`); the key
        // after it answers. Esc is always an answer.
        Mode::Confirm { .. }
            if action == Action::NotAnAnswer
                || (app.view.typing_at_question && matches!(action, Action::Yes | Action::No)) =>
        {
            app.view.typing_at_question = action == Action::NotAnAnswer;
            return Err(CommandError::new(
                "answer y or n (Esc: no) — the question is still open",
            ));
        }
        Mode::Confirm { on_yes, .. } => match action {
            Action::Yes => {
                app.view.mode = Mode::Normal;
                // "answer y or n" was about the question, now answered.
                app.view.clear();
                confirmed(app, on_yes);
            }
            Action::No | Action::Escape => {
                app.view.mode = Mode::Normal;
                if on_yes == Pending::Recover
                    && let Some(store) = &app.store
                {
                    let _ = store.clear_recovery();
                }
                return Ok(Some("cancelled".to_string()));
            }
            _ => {}
        },
        Mode::Slots { selected } => slots_mode(app, action, selected),
        Mode::Checks { selected } => checks_mode(app, action, selected),
        Mode::Prompt { kind, buffer } => prompt_mode(app, action, kind, buffer),
        Mode::Clues(desk) => desk_mode(app, action, desk),
        Mode::PlaceForm(form) => return crate::tui::place_word::form_mode(app, action, form),
        Mode::Normal if bars::bars_mode_key(app, &action) => {}
        Mode::DesignForm(form) => return crate::tui::design::form_mode(app, action, form),
        // Ctrl-Q quits from the gallery as from the grid.
        Mode::Gallery { .. } if action == Action::Quit => {
            app.view.mode = Mode::Normal;
            return normal(app, action);
        }
        Mode::Gallery { selected } => {
            return crate::tui::design::gallery_mode(app, action, selected);
        }
        Mode::Templates(chooser) => return templates::chooser_mode(app, action, chooser),
        Mode::Wordplay(panel) => wordplay::panel_mode(app, action, panel),
        Mode::Normal => return normal(app, action),
    }
    Ok(None)
}

/// One action on the grid; returns what it did, for the door.
fn normal(app: &mut Studio, action: Action) -> Said {
    match action {
        Action::Move(m) => move_cursor(app, m),
        Action::Select(m) => {
            if app.view.anchor.is_none() {
                app.view.anchor = Some(app.view.cursor);
            }
            step_cursor(app, m);
            app.refresh_candidates();
        }
        Action::Type(c) => return type_letter(app, c),
        Action::Backspace => return backspace(app),
        Action::Delete => return delete(app),
        Action::ToggleDirection => {
            app.view.direction = app.view.direction.flip();
            app.refresh_candidates();
        }
        Action::NextEntry => jump_entry(app, 1),
        Action::PrevEntry => jump_entry(app, -1),
        Action::ToggleBlock => return toggle_block(app),
        Action::ToggleBar(d) => bars::toggle_bar(app, d),
        Action::BarsMode => bars::toggle_mode(app),
        Action::CycleSymmetry => {
            let g = &app.doc.puzzle().grid;
            let next = app
                .doc
                .puzzle()
                .meta
                .symmetry
                .next_for(g.width(), g.height());
            edit(app, |pz| pz.meta.symmetry = next);
            return Ok(Some(format!("symmetry: {next}")));
        }
        Action::ToggleLock => return toggle_lock(app),
        Action::ToggleHeat => crate::tui::viability::toggle_heat(app),
        Action::ToggleCircle => toggle_mark(app, Mark::Circle),
        Action::ToggleShade => toggle_mark(app, Mark::Shade),
        Action::ToggleGiven => toggle_mark(app, Mark::Given),
        Action::RebusPrompt => open_rebus(app),
        Action::SetRebus(text) => set_square_text(app, &text),
        Action::Undo => {
            let before = app.doc.puzzle().clone();
            if app.doc.undo() {
                let what = crate::tui::document::change_between(&before, app.doc.puzzle());
                return Ok(Some(format!("undid {what} (Ctrl-Y redoes)")));
            } else {
                app.view.say_until_edit("nothing to undo");
            }
        }
        Action::Redo => {
            let before = app.doc.puzzle().clone();
            if app.doc.redo() {
                let what = crate::tui::document::change_between(&before, app.doc.puzzle());
                return Ok(Some(format!("redid {what}")));
            } else {
                app.view.say_until_edit("nothing to redo");
            }
        }
        Action::CandidateNext => move_candidate(app, 1),
        Action::CandidatePrev => move_candidate(app, -1),
        Action::CandidateBy(n) => move_candidate(app, n),
        Action::PlaceCandidateAt(i) => {
            if i < app.view.panels.candidates.listed() {
                app.view.panels.candidate_sel = i;
                place_candidate(app);
            }
        }
        Action::PlaceCandidate => place_candidate(app),
        Action::Autofill => {
            let region = app.region();
            start_fill(app, region, FillMode::Fill);
        }
        Action::Refill => {
            let region = app.region();
            start_fill(app, region, FillMode::Refill);
        }
        Action::OptimalFill => {
            let region = app.region();
            start_optimal(app, region);
        }
        Action::AutofillSlot => {
            let Some(cur) = app.current_slot() else {
                return Ok(None);
            };
            let cells = app.slots.with_crossings(cur);
            start_fill(app, Region::Cells(cells), FillMode::Fill);
        }
        Action::AcceptProposal => accept_proposal(app),
        Action::Escape => {
            if crate::tui::design::stop(app) {
                // The search stops and shows what it found.
            } else if app.fill.take().is_some() {
                return Ok(Some("autofill cancelled".to_string()));
            } else if app.doc.take_proposal().is_some() {
                return Ok(Some("proposal rejected".to_string()));
            } else if app.view.anchor.take().is_some() {
                app.refresh_candidates();
            } else {
                app.view.clear();
            }
        }
        Action::Save => save(app, false),
        Action::OpenSlots => open_slots(app),
        Action::Help => {
            app.view.mode = Mode::Help;
            app.view.panels.help_page = 0;
        }
        Action::ScorePrompt => score_prompt(app),
        Action::Personal { word, change } => edit_personal(app, word.as_deref(), change),
        Action::OpenSearch => match app.words_problem() {
            // Words in other letters cannot answer a pattern in these: say so, open nothing.
            Some(problem) => return Ok(Some(format!("search refused: {problem}"))),
            None => open_prompt(app, PromptKind::Search, String::new()),
        },
        Action::EditClue => {
            let Some(cur) = app.current_slot() else {
                return Ok(Some("no entry here to clue".to_string()));
            };
            let s = app.slots.get(cur);
            let text = app
                .doc
                .puzzle()
                .clue(s.number, s.direction)
                .unwrap_or("")
                .to_string();
            open_prompt(app, PromptKind::Clue, text);
        }
        Action::OpenClues => open_desk(app),
        Action::PlaceForm => crate::tui::place_word::open_form(app),
        // `dispatch` gives it to the ideas list first.
        Action::ClueIdeas => {}
        Action::OpenCommand => open_prompt(app, PromptKind::Command, String::new()),
        Action::GotoPrompt => open_prompt(app, PromptKind::Command, "goto ".into()),
        Action::ShowMessages => app.view.mode = Mode::Messages,
        Action::OpenChecks => open_checks(app),
        Action::Wordplay => wordplay::open_panel(app),
        Action::NewGrid => {
            let g = &app.doc.puzzle().grid;
            open_prompt(
                app,
                PromptKind::NewGrid,
                format!("{}x{}", g.width(), g.height()),
            );
        }
        Action::Quit => {
            if app.doc.dirty() {
                app.view.ask(crate::tui::view::Question {
                    text: "Unsaved changes. Quit anyway? (y/n; Ctrl-S saves)".into(),
                    on_yes: Pending::Quit,
                });
            } else {
                quit(app);
            }
        }
        Action::DragTo(p) => {
            if !app.doc.puzzle().grid.contains(p) {
                return Ok(None);
            }
            if app.view.anchor.is_none() {
                app.view.anchor = Some(app.view.cursor);
            }
            app.view.cursor = p;
            app.refresh_candidates();
        }
        Action::GoToEntry(p, direction) => {
            if !app.doc.puzzle().grid.contains(p) {
                return Ok(None);
            }
            app.view.cursor = p;
            app.view.direction = direction;
            app.view.anchor = None;
            app.refresh_candidates();
        }
        Action::Click(p) => {
            if !app.doc.puzzle().grid.contains(p) {
                return Ok(None);
            }
            if p == app.view.cursor {
                app.view.direction = app.view.direction.flip();
            } else {
                app.view.cursor = p;
                app.view.anchor = None;
            }
            app.refresh_candidates();
        }
        Action::LoadSlot(n) => request_load(app, n),
        Action::SaveAs(n) => save_into(app, n),
        Action::Resize => {}
        Action::PromptChar(_)
        | Action::PromptBackspace
        | Action::LineEdit(_)
        | Action::PromptSubmit
        | Action::PromptComplete
        | Action::ListMove(_)
        | Action::SlotLoad
        | Action::SlotSaveAs
        | Action::SlotDelete
        | Action::SlotHistory
        | Action::Yes
        | Action::No
        | Action::NotAnAnswer
        | Action::HelpPage(_) => {}
    }
    Ok(None)
}

/// Moves the candidate highlight by `n` rows, stopping at the first and the last.
fn move_candidate(app: &mut Studio, n: i32) {
    let last = app.view.panels.candidates.listed().saturating_sub(1);
    let to = i64::try_from(app.view.panels.candidate_sel).unwrap_or(i64::MAX) + i64::from(n);
    app.view.panels.candidate_sel = usize::try_from(to.max(0)).unwrap_or(usize::MAX).min(last);
}

/// Places the highlighted candidate (a dimmed one too: the constructor may know better).
fn place_candidate(app: &mut Studio) {
    match app
        .view
        .panels
        .candidates
        .get(app.view.panels.candidate_sel)
    {
        Some((word, _, _)) => {
            let word = word.to_vec();
            place_word(app, &word);
        }
        None => app.view.say("no candidate to place".to_string()),
    }
}

#[cfg(test)]
mod tests;
