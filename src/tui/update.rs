//! `update`: the one place the studio's state changes.

use super::action::{Action, Move};
use super::app::{App, FillRun, Mode, Pending, PromptKind, Proposal, StudioWords};
use crate::fill::job::{FillJob, JobEvent};
use crate::fill::{FillOptions, FillOutcome, Region};
use crate::grid::{Cell, ClueKey, Direction, Grid, Pos, Puzzle, Slots};
use crate::store::SlotNumber;
use crate::words::Pattern;
use std::collections::BTreeSet;
use std::time::{Duration, Instant};

/// How long unsaved work may wait before it is autosaved to the recovery file.
pub const AUTOSAVE_EVERY: Duration = Duration::from_secs(3);
/// How long an autofill may run before it gives up.
const FILL_TIMEOUT: Duration = Duration::from_secs(120);

/// Applies one action.
pub fn update(app: &mut App, action: Action) {
    match app.mode.clone() {
        Mode::Help => {
            // Any key closes help.
            app.mode = Mode::Normal;
        }
        Mode::Confirm { on_yes, .. } => match action {
            Action::Yes => {
                app.mode = Mode::Normal;
                confirmed(app, on_yes);
            }
            Action::No | Action::Escape => {
                app.mode = Mode::Normal;
                if on_yes == Pending::Recover
                    && let Some(store) = &app.store
                {
                    let _ = store.clear_recovery();
                }
                app.message = Some("cancelled".into());
            }
            _ => {}
        },
        Mode::Slots { selected } => slots_mode(app, action, selected),
        Mode::Prompt { kind, buffer } => prompt_mode(app, action, kind, buffer),
        Mode::Normal => normal(app, action),
    }
}

fn normal(app: &mut App, action: Action) {
    match action {
        Action::Move(m) => move_cursor(app, m),
        Action::Select(m) => {
            if app.anchor.is_none() {
                app.anchor = Some(app.cursor);
            }
            step_cursor(app, m);
            app.refresh_candidates();
        }
        Action::Type(c) => type_letter(app, c),
        Action::Backspace => backspace(app),
        Action::Delete => {
            let p = app.cursor;
            if matches!(app.puzzle.grid.cell(p), Cell::Letter(_)) {
                edit(app, |pz| clear_square(pz, p));
            }
        }
        Action::ToggleDirection => {
            app.direction = app.direction.flip();
            app.refresh_candidates();
        }
        Action::NextEntry => jump_entry(app, 1),
        Action::PrevEntry => jump_entry(app, -1),
        Action::ToggleBlock => toggle_block(app),
        Action::CycleSymmetry => {
            let g = &app.puzzle.grid;
            let next = app.puzzle.meta.symmetry.next_for(g.width(), g.height());
            edit(app, |pz| pz.meta.symmetry = next);
            app.message = Some(format!("symmetry: {next}"));
        }
        Action::ToggleLock => toggle_lock(app),
        Action::Undo => {
            if let Some(prev) = app.undo.pop() {
                let now = std::mem::replace(&mut app.puzzle, prev);
                app.redo.push(now);
                app.edited();
            } else {
                app.message = Some("nothing to undo".into());
            }
        }
        Action::Redo => {
            if let Some(next) = app.redo.pop() {
                let now = std::mem::replace(&mut app.puzzle, next);
                app.undo.push(now);
                app.edited();
            } else {
                app.message = Some("nothing to redo".into());
            }
        }
        Action::CandidateNext => {
            if app.candidate_sel + 1 < app.candidates.words.len() {
                app.candidate_sel += 1;
            }
        }
        Action::CandidatePrev => app.candidate_sel = app.candidate_sel.saturating_sub(1),
        Action::PlaceCandidate => {
            if let Some((word, _)) = app.candidates.words.get(app.candidate_sel).cloned() {
                place_word(app, &word);
            } else {
                app.message = Some("no candidate to place".into());
            }
        }
        Action::Autofill => {
            let region = app.region();
            start_fill(app, region);
        }
        Action::AutofillSlot => {
            let Some(cur) = app.current_slot() else {
                return;
            };
            let cells = app.slots.with_crossings(cur);
            start_fill(app, Region::Cells(cells));
        }
        Action::AcceptProposal => accept_proposal(app),
        Action::Escape => {
            if app.fill.take().is_some() {
                app.message = Some("autofill cancelled".into());
            } else if app.proposal.take().is_some() {
                app.message = Some("proposal rejected".into());
            } else if app.anchor.take().is_some() {
                app.refresh_candidates();
            } else {
                app.message = None;
            }
        }
        Action::Save => save(app, false),
        Action::OpenSlots => open_slots(app),
        Action::Help => app.mode = Mode::Help,
        Action::OpenSearch => open_prompt(app, PromptKind::Search, String::new()),
        Action::EditClue => {
            let Some(cur) = app.current_slot() else {
                app.message = Some("no entry here to clue".into());
                return;
            };
            let s = app.slots.get(cur);
            let text = app
                .puzzle
                .clue(s.number, s.direction)
                .unwrap_or("")
                .to_string();
            open_prompt(app, PromptKind::Clue, text);
        }
        Action::OpenCommand => open_prompt(app, PromptKind::Command, String::new()),
        Action::NewGrid => {
            let g = &app.puzzle.grid;
            open_prompt(
                app,
                PromptKind::NewGrid,
                format!("{}x{}", g.width(), g.height()),
            );
        }
        Action::Quit => {
            if app.dirty {
                app.mode = Mode::Confirm {
                    question: "Unsaved changes. Quit anyway? (y/n; Ctrl-S saves)".into(),
                    on_yes: Pending::Quit,
                };
            } else {
                quit(app);
            }
        }
        Action::Click(p) => {
            if !app.puzzle.grid.contains(p) {
                return;
            }
            if p == app.cursor {
                app.direction = app.direction.flip();
            } else {
                app.cursor = p;
                app.anchor = None;
            }
            app.refresh_candidates();
        }
        Action::LoadSlot(n) => request_load(app, n),
        Action::Resize => {}
        Action::PromptChar(_)
        | Action::PromptBackspace
        | Action::PromptSubmit
        | Action::ListMove(_)
        | Action::SlotLoad
        | Action::SlotSaveAs
        | Action::SlotDelete
        | Action::Yes
        | Action::No => {}
    }
}

/// Runs an edit of the puzzle as one undo step.
fn edit(app: &mut App, f: impl FnOnce(&mut Puzzle)) {
    let before = app.puzzle.clone();
    f(&mut app.puzzle);
    if app.puzzle != before {
        app.undo.push(before);
        if app.undo.len() > 500 {
            app.undo.remove(0);
        }
        app.redo.clear();
        app.edited();
    }
}

fn clear_square(pz: &mut Puzzle, p: Pos) {
    let _ = pz.grid.set(p, Cell::Empty);
    pz.locked.remove(&p);
}

fn step_cursor(app: &mut App, m: Move) {
    let g = &app.puzzle.grid;
    let (r, c) = (app.cursor.row, app.cursor.col);
    let p = match m {
        Move::Up if r > 0 => Pos::new(r - 1, c),
        Move::Down if r + 1 < g.height() => Pos::new(r + 1, c),
        Move::Left if c > 0 => Pos::new(r, c - 1),
        Move::Right if c + 1 < g.width() => Pos::new(r, c + 1),
        _ => return,
    };
    app.cursor = p;
}

fn move_cursor(app: &mut App, m: Move) {
    let along = match m {
        Move::Left | Move::Right => Direction::Across,
        Move::Up | Move::Down => Direction::Down,
    };
    app.anchor = None;
    if along != app.direction {
        // An arrow across the typing direction first turns, as in Crossfire and Phil.
        app.direction = along;
    } else {
        step_cursor(app, m);
    }
    app.refresh_candidates();
}

/// The next square along the typing direction, if white.
fn advance(app: &mut App, forward: bool) {
    let g = &app.puzzle.grid;
    let (dr, dc) = app.direction.step();
    let (r, c) = (app.cursor.row as isize, app.cursor.col as isize);
    let s = if forward { 1 } else { -1 };
    let (nr, nc) = (r + s * dr as isize, c + s * dc as isize);
    if nr < 0 || nc < 0 {
        return;
    }
    let p = Pos::new(nr as usize, nc as usize);
    if g.is_white(p) {
        app.cursor = p;
    }
}

fn type_letter(app: &mut App, ch: char) {
    let Some(l) = app.puzzle.alphabet.index_of(ch) else {
        return;
    };
    let p = app.cursor;
    if app.puzzle.grid.cell(p).is_block() {
        app.message = Some("that square is a block; press . to open it".into());
        return;
    }
    // Letters the constructor types are locked, so autofill works around them.
    edit(app, |pz| {
        let _ = pz.grid.set(p, Cell::Letter(l));
        pz.locked.insert(p);
    });
    advance(app, true);
    app.refresh_candidates();
}

fn backspace(app: &mut App) {
    let p = app.cursor;
    if matches!(app.puzzle.grid.cell(p), Cell::Letter(_)) {
        edit(app, |pz| clear_square(pz, p));
        advance(app, false);
    } else {
        advance(app, false);
        let q = app.cursor;
        if q != p && matches!(app.puzzle.grid.cell(q), Cell::Letter(_)) {
            edit(app, |pz| clear_square(pz, q));
        }
    }
    app.refresh_candidates();
}

fn jump_entry(app: &mut App, step: isize) {
    let all = app.slots.all();
    if all.is_empty() {
        return;
    }
    // Entries in the order a solver reads them: all across, then all down.
    let mut order: Vec<usize> = (0..all.len())
        .filter(|&i| all[i].direction == Direction::Across)
        .collect();
    order.extend((0..all.len()).filter(|&i| all[i].direction == Direction::Down));
    let cur = app.current_slot().map(|s| s.0);
    let at = cur
        .and_then(|c| order.iter().position(|&i| i == c))
        .unwrap_or(0) as isize;
    let n = order.len() as isize;
    let next = order[((at + step).rem_euclid(n)) as usize];
    let s = &all[next];
    app.direction = s.direction;
    // Land on the first empty square of the entry, as solvers expect.
    app.cursor = s
        .cells
        .iter()
        .copied()
        .find(|&p| app.puzzle.grid.cell(p) == Cell::Empty)
        .unwrap_or(s.start());
    app.anchor = None;
    app.refresh_candidates();
}

fn toggle_block(app: &mut App) {
    let p = app.cursor;
    let sym = app.puzzle.meta.symmetry;
    let old_slots = app.slots.clone();
    let mut err = None;
    edit(app, |pz| match pz.grid.toggle_block(p, sym) {
        Ok(changed) => {
            for (q, _) in changed {
                pz.locked.remove(&q);
            }
            let dropped = remap_clues(pz, &old_slots);
            if dropped > 0 {
                err = Some(format!(
                    "{dropped} clue(s) of vanished entries dropped (Ctrl-Z restores)"
                ));
            }
        }
        Err(e) => err = Some(e.to_string()),
    });
    if err.is_some() {
        app.message = err;
    }
}

/// Moves clues to the new numbers of their entries; returns how many lost their entry.
fn remap_clues(pz: &mut Puzzle, old: &Slots) -> usize {
    let new = Slots::of(&pz.grid);
    let r = crate::grid::clues::remap_after(old, &new, std::mem::take(&mut pz.clues));
    pz.clues = r.clues;
    r.dropped
}

fn toggle_lock(app: &mut App) {
    let Some(cur) = app.current_slot() else {
        return;
    };
    let letters: Vec<Pos> = app
        .slots
        .get(cur)
        .cells
        .iter()
        .copied()
        .filter(|&p| matches!(app.puzzle.grid.cell(p), Cell::Letter(_)))
        .collect();
    if letters.is_empty() {
        app.message = Some("no letters here to lock".into());
        return;
    }
    let all_locked = letters.iter().all(|p| app.puzzle.locked.contains(p));
    edit(app, |pz| {
        for p in &letters {
            if all_locked {
                pz.locked.remove(p);
            } else {
                pz.locked.insert(*p);
            }
        }
    });
    app.message = Some(if all_locked { "unlocked" } else { "locked" }.into());
}

fn place_word(app: &mut App, word: &[u8]) {
    let Some(cur) = app.current_slot() else {
        return;
    };
    let cells = app.slots.get(cur).cells.clone();
    if cells.len() != word.len() {
        app.message = Some(format!(
            "{} has {} letters; the entry has {}",
            app.puzzle.alphabet.spell(word),
            word.len(),
            cells.len()
        ));
        return;
    }
    edit(app, |pz| {
        for (&p, &l) in cells.iter().zip(word) {
            let _ = pz.grid.set(p, Cell::Letter(l));
            pz.locked.insert(p);
        }
    });
}

/// Starts autofill on a region, replacing unlocked letters inside it.
pub fn start_fill(app: &mut App, region: Region) {
    let Some(words) = &app.words else {
        app.message = Some("the word list is still loading".into());
        return;
    };
    let replaceable: BTreeSet<Pos> = app
        .puzzle
        .grid
        .positions()
        .filter(|&p| {
            matches!(app.puzzle.grid.cell(p), Cell::Letter(_))
                && !app.puzzle.locked.contains(&p)
                && region.contains(p)
        })
        .collect();
    let opts = FillOptions {
        region,
        replaceable,
        seed: fastrand::u64(..),
        timeout: Some(FILL_TIMEOUT),
        quality_auto: true,
        ..FillOptions::default()
    };
    let job = FillJob::spawn(app.puzzle.grid.clone(), words.tables.clone(), opts);
    app.proposal = None;
    app.fill = Some(FillRun {
        job,
        base: app.puzzle.grid.clone(),
        progress: None,
        started: Instant::now(),
    });
    app.message = Some("autofill running… (Esc cancels)".into());
}

/// Drains the fill job's events; call often from the event loop.
pub fn poll_fill(app: &mut App) {
    while let Some(run) = &mut app.fill {
        let Some(ev) = run.job.try_event() else {
            return;
        };
        match ev {
            JobEvent::Progress(p) => run.progress = Some(p),
            JobEvent::Done(outcome) => {
                let base = run.base.clone();
                app.fill = None;
                finish_fill(app, base, outcome);
            }
        }
    }
}

/// Waits for the running fill to end (tests and scripts).
pub fn wait_fill(app: &mut App, limit: Duration) {
    let until = Instant::now() + limit;
    while app.fill.is_some() && Instant::now() < until {
        if let Some(run) = &app.fill
            && let Some(ev) = run.job.next_event(Duration::from_millis(20))
        {
            match ev {
                JobEvent::Progress(p) => {
                    if let Some(run) = &mut app.fill {
                        run.progress = Some(p);
                    }
                }
                JobEvent::Done(outcome) => {
                    let base = app.fill.take().map(|r| r.base);
                    if let Some(base) = base {
                        finish_fill(app, base, outcome);
                    }
                }
            }
        }
    }
}

fn finish_fill(app: &mut App, base: Grid, outcome: FillOutcome) {
    if base != app.puzzle.grid {
        app.message = Some("autofill result dropped: the grid changed meanwhile".into());
        return;
    }
    match outcome {
        FillOutcome::Filled(f) => {
            let cells: BTreeSet<Pos> = f
                .grid
                .positions()
                .filter(|&p| f.grid.cell(p) != app.puzzle.grid.cell(p))
                .collect();
            app.message = Some(format!(
                "autofill: {} squares proposed, average score {:.1} — Ctrl-A accepts, Esc rejects",
                cells.len(),
                f.average_score
            ));
            app.proposal = Some(Proposal {
                grid: f.grid,
                cells,
                average_score: f.average_score,
            });
        }
        FillOutcome::Unfillable { reason, .. } => {
            app.message = Some(format!("autofill: unfillable — {reason}"));
        }
        FillOutcome::TimedOut { hardest, .. } if !hardest.is_empty() => {
            app.message = Some(format!(
                "autofill timed out; hardest: {}",
                hardest.join(" ")
            ));
        }
        FillOutcome::TimedOut { .. } => app.message = Some("autofill timed out".into()),
        FillOutcome::Cancelled(_) => app.message = Some("autofill cancelled".into()),
    }
}

fn accept_proposal(app: &mut App) {
    let Some(p) = app.proposal.take() else {
        app.message = Some("no proposal to accept".into());
        return;
    };
    // Filled letters stay unlocked so a later fill may replace them.
    edit(app, |pz| {
        for &q in &p.cells {
            let _ = pz.grid.set(q, p.grid.cell(q));
            pz.locked.remove(&q);
        }
    });
    app.message = Some(format!("accepted {} letters", p.cells.len()));
}

fn save(app: &mut App, force: bool) {
    let Some(store) = &app.store else {
        app.message = Some("no data directory: cannot save".into());
        return;
    };
    match store.save(app.slot, &app.puzzle, force) {
        Ok(()) => {
            app.dirty = false;
            app.slot_broken = false;
            let _ = store.clear_recovery();
            app.message = Some(format!(
                "saved to slot {} ({})",
                app.slot,
                store.path(app.slot).display()
            ));
        }
        Err(crate::store::StoreError::WouldReplaceCorrupt { path, reason }) if !force => {
            app.mode = Mode::Confirm {
                question: format!(
                    "{} does not parse ({reason}). Replace it? (the old file is kept in the slot's history) y/n",
                    path.display()
                ),
                on_yes: Pending::ForceSave,
            };
        }
        Err(e) => app.message = Some(format!("save failed: {e}")),
    }
}

fn open_slots(app: &mut App) {
    let Some(store) = &app.store else {
        app.message = Some("no data directory".into());
        return;
    };
    app.slot_rows = store.list();
    app.mode = Mode::Slots {
        selected: usize::from(app.slot.get() - 1),
    };
}

fn slots_mode(app: &mut App, action: Action, selected: usize) {
    let n = SlotNumber::new(selected as u8 + 1).unwrap_or(app.slot);
    match action {
        Action::ListMove(_) | Action::Move(Move::Up | Move::Down) => {
            let d = match action {
                Action::ListMove(d) => d,
                Action::Move(Move::Up) => -1,
                _ => 1,
            };
            let sel = (selected as i32 + d).clamp(0, 8) as usize;
            app.mode = Mode::Slots { selected: sel };
        }
        Action::SlotLoad | Action::PlaceCandidate | Action::PromptSubmit => {
            app.mode = Mode::Normal;
            request_load(app, n);
        }
        Action::SlotSaveAs => {
            app.mode = Mode::Normal;
            let occupied = matches!(
                app.slot_rows.get(selected).map(|r| &r.1),
                Some(crate::store::SlotState::Filled(_) | crate::store::SlotState::Broken(_))
            );
            if occupied && n != app.slot {
                app.mode = Mode::Confirm {
                    question: format!("Slot {n} holds other work. Overwrite it? (y/n)"),
                    on_yes: Pending::SaveAs(n),
                };
            } else {
                confirmed(app, Pending::SaveAs(n));
            }
        }
        Action::SlotDelete => {
            app.mode = Mode::Confirm {
                question: format!("Delete slot {n}? (it is kept in the slot's history) y/n"),
                on_yes: Pending::Delete(n),
            };
        }
        Action::Escape | Action::OpenSlots | Action::Quit => app.mode = Mode::Normal,
        _ => {}
    }
}

fn request_load(app: &mut App, n: SlotNumber) {
    if app.dirty {
        app.mode = Mode::Confirm {
            question: format!("Unsaved changes. Load slot {n} anyway? (y/n)"),
            on_yes: Pending::Load(n),
        };
    } else {
        confirmed(app, Pending::Load(n));
    }
}

fn confirmed(app: &mut App, what: Pending) {
    match what {
        Pending::Quit => quit(app),
        Pending::Load(n) => {
            let Some(store) = &app.store else { return };
            match store.load(n) {
                Ok(Some(saved)) => {
                    load_puzzle(app, saved.puzzle, n);
                    app.message = Some(format!("loaded slot {n}"));
                }
                Ok(None) => app.message = Some(format!("slot {n} is empty")),
                Err(e) => app.message = Some(format!("cannot load: {e}")),
            }
        }
        Pending::SaveAs(n) => {
            let Some(store) = &app.store else { return };
            match store.save(n, &app.puzzle, true) {
                Ok(()) => {
                    app.slot = n;
                    app.dirty = false;
                    app.slot_broken = false;
                    let _ = store.clear_recovery();
                    app.message = Some(format!("saved to slot {n}"));
                }
                Err(e) => app.message = Some(format!("save failed: {e}")),
            }
        }
        Pending::Delete(n) => {
            let Some(store) = &app.store else { return };
            app.message = Some(match store.delete(n) {
                Ok(true) => format!("deleted slot {n}"),
                Ok(false) => format!("slot {n} was empty"),
                Err(e) => format!("delete failed: {e}"),
            });
            if n == app.slot {
                app.dirty = true;
            }
        }
        Pending::Recover => {
            let Some(store) = &app.store else { return };
            if let Ok(Some(saved)) = store.load_recovery() {
                let slot = saved.slot.unwrap_or(app.slot);
                load_puzzle(app, saved.puzzle, slot);
                app.dirty = true;
                app.message = Some(format!(
                    "recovered unsaved work for slot {slot}; Ctrl-S saves it"
                ));
            }
        }
        Pending::ForceSave => save(app, true),
    }
}

/// Replaces the puzzle (a load or a new grid): a fresh undo history and cursor.
pub fn load_puzzle(app: &mut App, puzzle: Puzzle, slot: SlotNumber) {
    app.puzzle = puzzle;
    app.slot = slot;
    app.undo.clear();
    app.redo.clear();
    app.fill = None;
    app.proposal = None;
    app.anchor = None;
    app.dirty = false;
    app.slot_broken = false;
    app.cursor = super::app::first_white(&app.puzzle.grid);
    app.direction = Direction::Across;
    app.refresh();
}

fn quit(app: &mut App) {
    if !app.dirty
        && let Some(store) = &app.store
    {
        let _ = store.clear_recovery();
    }
    app.fill = None;
    app.quit = true;
}

fn open_prompt(app: &mut App, kind: PromptKind, buffer: String) {
    app.mode = Mode::Prompt { kind, buffer };
    if kind == PromptKind::Search {
        app.search = None;
        app.search_sel = 0;
    }
}

fn prompt_mode(app: &mut App, action: Action, kind: PromptKind, mut buffer: String) {
    match action {
        Action::PromptChar(c) => {
            buffer.push(c);
            if kind == PromptKind::Search {
                run_search(app, &buffer);
            }
            app.mode = Mode::Prompt { kind, buffer };
        }
        Action::PromptBackspace => {
            buffer.pop();
            if kind == PromptKind::Search {
                run_search(app, &buffer);
            }
            app.mode = Mode::Prompt { kind, buffer };
        }
        Action::ListMove(d) => {
            if let Some(r) = &app.search {
                let max = r.matches.len().saturating_sub(1) as i32;
                app.search_sel = (app.search_sel as i32 + d).clamp(0, max) as usize;
            }
        }
        Action::Escape => {
            app.mode = Mode::Normal;
            app.search = None;
        }
        Action::PromptSubmit => {
            app.mode = Mode::Normal;
            submit_prompt(app, kind, buffer);
        }
        _ => {}
    }
}

fn run_search(app: &mut App, text: &str) {
    let Some(words) = &app.words else {
        app.message = Some("the word list is still loading".into());
        return;
    };
    app.search_sel = 0;
    if text.is_empty() {
        app.search = None;
        return;
    }
    match Pattern::parse(text, words.index.alphabet()) {
        Ok(p) => {
            let fast = words.tables.query(&p, app.min_score, 500);
            app.search = Some(fast.unwrap_or_else(|| words.index.query(&p, app.min_score, 500)));
            app.message = None;
        }
        Err(e) => {
            app.search = None;
            app.message = Some(e.to_string());
        }
    }
}

fn submit_prompt(app: &mut App, kind: PromptKind, buffer: String) {
    match kind {
        PromptKind::Search => {
            // Enter places the highlighted result when it fits the current entry.
            let word = app
                .search
                .as_ref()
                .and_then(|r| r.matches.get(app.search_sel))
                .map(|m| m.word.clone());
            app.search = None;
            if let Some(w) = word {
                place_word(app, &w);
            }
        }
        PromptKind::Clue => {
            let Some(cur) = app.current_slot() else {
                return;
            };
            let s = app.slots.get(cur);
            let key = ClueKey::new(s.number, s.direction);
            let text = buffer.trim().to_string();
            edit(app, |pz| {
                if text.is_empty() {
                    pz.clues.remove(&key);
                } else {
                    pz.clues.insert(key, text);
                }
            });
        }
        PromptKind::NewGrid => match parse_size(&buffer) {
            Ok((w, h)) => match Puzzle::blank(w, h) {
                Ok(mut p) => {
                    if !p.meta.symmetry.fits(w, h) {
                        p.meta.symmetry = crate::grid::Symmetry::Rotational;
                    }
                    p.meta.symmetry = app.puzzle.meta.symmetry;
                    if !p.meta.symmetry.fits(w, h) {
                        p.meta.symmetry = crate::grid::Symmetry::Rotational;
                    }
                    app.snapshot();
                    app.puzzle = p;
                    app.cursor = Pos::new(0, 0);
                    app.edited();
                    app.message =
                        Some(format!("new {w}×{h} grid (Ctrl-Z brings the old one back)"));
                }
                Err(e) => app.message = Some(e.to_string()),
            },
            Err(e) => app.message = Some(e),
        },
        PromptKind::Command => super::commands::run(app, buffer.trim()),
    }
}

/// Parses `15x15`, `15×13` or `15`.
pub fn parse_size(s: &str) -> Result<(usize, usize), String> {
    let parts: Vec<&str> = s.trim().split(['x', 'X', '×']).collect();
    let num = |t: &str| {
        t.trim()
            .parse::<usize>()
            .map_err(|_| format!("{s:?} is not a size like 15x15"))
    };
    match parts.as_slice() {
        [n] => Ok((num(n)?, num(n)?)),
        [w, h] => Ok((num(w)?, num(h)?)),
        _ => Err(format!("{s:?} is not a size like 15x15")),
    }
}

/// Saves forcing past a broken slot file (the `:w!` command).
pub fn force_save(app: &mut App) {
    save(app, true);
}

/// Background work: fill progress, rebuilt tables, and the recovery file when there are
/// unsaved changes and it is time. Returns whether the screen needs redrawing, so news such
/// as a failed autosave shows when it happens, not at the next keypress.
pub fn tick(app: &mut App, now: Instant) -> bool {
    let before = (app.message.clone(), app.rescoring.is_some());
    poll_fill(app);
    poll_rescoring(app);
    if app.dirty && now.duration_since(app.last_autosave) >= AUTOSAVE_EVERY {
        app.last_autosave = now;
        if let Some(store) = &app.store
            && let Err(e) = store.save_recovery(&app.puzzle, app.slot)
        {
            app.message = Some(autosave_failure(&e));
        }
    }
    (app.message.clone(), app.rescoring.is_some()) != before
}

/// The words for a failed autosave: which file, and why, without the OS's error numbers.
fn autosave_failure(e: &crate::store::StoreError) -> String {
    match e {
        crate::store::StoreError::Io { path, source } => format!(
            "autosave failed: cannot write the recovery file {}: {source}",
            path.display()
        ),
        other => format!("autosave failed: {other}"),
    }
}

/// Installs tables rebuilt at a new minimum score once the worker has them.
pub fn poll_rescoring(app: &mut App) {
    let Some(rx) = &app.rescoring else { return };
    match rx.try_recv() {
        Ok(words) => {
            app.rescoring = None;
            install_words(app, words);
        }
        Err(std::sync::mpsc::TryRecvError::Empty) => {}
        Err(std::sync::mpsc::TryRecvError::Disconnected) => app.rescoring = None,
    }
}

/// Replaces the words (after loading, or a new minimum score).
pub fn install_words(app: &mut App, words: StudioWords) {
    app.set_words(words);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fill::solver::SearchStats;
    use crate::grid::Puzzle;
    use crate::store::SlotNumber;
    use crate::tui::theme::Theme;

    fn app() -> App {
        let slot = SlotNumber::new(1).expect("slot");
        App::new(
            Puzzle::blank(5, 5).expect("size"),
            slot,
            None,
            Theme::default(),
        )
    }

    #[test]
    fn a_timed_out_fill_tells_where_the_grid_is_tightest() {
        let mut a = app();
        let base = a.puzzle.grid.clone();
        let hardest = vec!["1A".to_string(), "3D".to_string()];
        let stats = SearchStats::default();
        finish_fill(
            &mut a,
            base.clone(),
            FillOutcome::TimedOut { stats, hardest },
        );
        assert_eq!(
            a.message.as_deref(),
            Some("autofill timed out; hardest: 1A 3D")
        );
        let hardest = Vec::new();
        finish_fill(&mut a, base, FillOutcome::TimedOut { stats, hardest });
        assert_eq!(a.message.as_deref(), Some("autofill timed out"));
    }
}
