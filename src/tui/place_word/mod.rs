//! Place word, the studio's freeform mode: `:place ANSWER clue` (or the form, Ctrl-P or a
//! bare `:place`) puts an answer where it crosses most letters in the smallest box, growing
//! the grid; `:move ANSWER` puts a placed answer at the cursor instead, refused with the
//! square and the reason when it does not fit there; `:unplace ANSWER` takes one out (its
//! letters go where no other answer uses them) and trims the grid; `:unresolved on|off`
//! lets a placement make letter runs no answer covers yet, marked on the grid and listed
//! when the form opens until later answers resolve them.
//!
//! The placed answers are kept in the puzzle (`Meta::placed`), so they are saved, undone and
//! exported with it; the clues are keyed by the grid's numbering again after every change.

use super::call::Call;
use super::studio::Studio;
use crate::fill::rules::{RulesError, encode_entry};
use crate::grid::{
    Alphabet, Cell, ClueKey, Direction, Grid, PlacedAnswer, Pos, Puzzle, SlotId, Slots, Symmetry,
};
use crate::layout::place::{self, Span};
use crate::tui::view::{CommandError, Said};

mod form;
mod moving;
pub use crate::tui::panels::place::{Field, PlaceForm};
pub use form::form_mode;
pub(super) use form::open as open_form;
pub use moving::move_answer;

/// `:place ANSWER clue text`; a bare `:place` opens the form (and lists what is placed).
pub fn place(app: &mut Studio, call: Call<'_>) -> Said {
    let arg = call.arg.trim();
    if arg.is_empty() {
        form::open(app);
        return Ok(None);
    }
    let (typed, clue) = arg.split_once(char::is_whitespace).unwrap_or((arg, ""));
    if let Err(why) = place_answer(app, typed, clue.trim()) {
        app.view.say(why);
    }
    Ok(None)
}

/// Places `typed` with its clue where it crosses most in the smallest box, as one undo
/// step, and says so; the reason it cannot, with nothing changed.
pub(crate) fn place_answer(app: &mut Studio, typed: &str, clue: &str) -> Result<(), String> {
    let alphabet = app.doc.puzzle().alphabet.clone();
    let letters = encode_answer(typed, &alphabet)?;
    let answer = alphabet.spell(&letters);
    // A block pattern is the constructor's work: the answer goes into it, never over it.
    if is_block_pattern(app.doc.puzzle()) {
        return place_in_pattern(app, &letters, &answer, clue);
    }
    let mut placed = adopted(app.doc.puzzle());
    if placed.iter().any(|p| p.answer == answer) {
        return Err(format!(
            "{answer} is already placed; :move {answer} puts it at the cursor, :unplace {answer} takes it out"
        ));
    }
    let spans: Vec<Span> = placed.iter().map(|p| span_of(p, &alphabet)).collect();
    let grid = freeform_grid(app.doc.puzzle(), &placed);
    let Some(at) =
        place::best_placement_among(&grid, &spans, &letters, app.settings.place_unresolved)
    else {
        let why = if letters.len() < 2 {
            "an answer needs two letters or more".to_string()
        } else if app.settings.place_unresolved {
            "it crosses no letter without breaking an answer".to_string()
        } else {
            "it crosses no letter cleanly (:unresolved on allows letters side by side)".to_string()
        };
        return Err(format!("{answer} fits nowhere: {why}"));
    };
    let Some((grid, (dr, dc))) = place::apply(&grid, &letters, &at) else {
        return Err(format!("{answer} would make the grid too large"));
    };
    for p in &mut placed {
        p.row = (p.row as i64 + dr) as usize;
        p.col = (p.col as i64 + dc) as usize;
    }
    let start = Pos::new((at.row + dr) as usize, (at.col + dc) as usize);
    placed.push(PlacedAnswer {
        answer: answer.clone(),
        clue: clue.to_string(),
        row: start.row,
        col: start.col,
        direction: at.direction,
    });
    commit(app, grid, placed, start, at.direction);
    let dir = direction_word(at.direction);
    report(
        app,
        &format!("placed {answer} {dir} at"),
        start,
        at.crossings,
    );
    Ok(())
}

/// Whether the puzzle is a constructor's block pattern rather than a freeform layout: blocks,
/// no placed answers, and the symmetry and entry length of a blocked grid.
fn is_block_pattern(p: &Puzzle) -> bool {
    p.meta.placed.is_empty()
        && p.meta.symmetry != Symmetry::None
        && p.meta.min_entry_len >= 3
        && p.grid.positions().any(|q| p.grid.cell(q).is_block())
}

/// Places an answer into the block pattern: the entry at the cursor when it fits, else the
/// first entry in reading order of its length whose letters agree. One undo step; the
/// pattern is kept.
fn place_in_pattern(
    app: &mut Studio,
    letters: &[u8],
    answer: &str,
    clue: &str,
) -> Result<(), String> {
    let (pz, slots) = (app.doc.puzzle(), &app.slots);
    let fits = |id: SlotId| {
        let s = slots.get(id);
        s.len() == letters.len()
            && s.cells
                .iter()
                .zip(letters)
                .all(|(&p, &l)| match pz.grid.cell(p) {
                    Cell::Empty => true,
                    Cell::Letter(x) => x == l,
                    Cell::Block | Cell::Rebus(_) => false,
                })
    };
    let Some(id) = app
        .current_slot()
        .into_iter()
        .chain(slots.iter().map(|(id, _)| id))
        .find(|&id| fits(id))
    else {
        return Err(format!(
            "{answer} fits no entry of this block pattern ({} letters, agreeing with the letters there); the pattern is kept — :new starts a freeform grid",
            letters.len()
        ));
    };
    let slot = slots.get(id).clone();
    let key = ClueKey::new(slot.number, slot.direction);
    app.apply(|p| {
        for (&q, &l) in slot.cells.iter().zip(letters) {
            let _ = p.grid.set(q, Cell::Letter(l));
        }
        if !clue.is_empty() {
            p.clues.insert(key, clue.to_string());
        }
    });
    app.view.cursor = slot.start();
    app.view.direction = slot.direction;
    app.refresh_candidates();
    app.view.say(format!(
        "placed {answer} in {} (the block pattern is kept)",
        app.entry_label(id)
    ));
    Ok(())
}

/// Says what a placement or move did ("placed TOAST across at row 2, column 3: 1 crossing,
/// grid 9×7") and marks the runs still unresolved.
fn report(app: &mut Studio, what: &str, start: Pos, crossings: usize) {
    let open = place::unresolved(&app.doc.puzzle().grid, &spans_of(app.doc.puzzle())).len();
    app.view.say(format!(
        "{what} row {}, column {}: {crossings} crossing{}, grid {}×{}{}",
        start.row + 1,
        start.col + 1,
        if crossings == 1 { "" } else { "s" },
        app.doc.puzzle().grid.width(),
        app.doc.puzzle().grid.height(),
        unresolved_note(open)
    ));
    mark_unresolved(app);
}

/// An answer as typed, in the puzzle's letters; why not, naming the answer.
fn encode_answer(typed: &str, alphabet: &Alphabet) -> Result<Vec<u8>, String> {
    if typed.trim().is_empty() {
        return Err("type an answer first".into());
    }
    encode_entry(typed, alphabet).map_err(|e| match e {
        RulesError::NotInAlphabet { ch, alphabet, .. } => {
            format!(
                "{:?}: {ch:?} is not a letter of the {alphabet} alphabet",
                typed.trim()
            )
        }
        RulesError::Empty(_) => format!("{:?} has no letters", typed.trim()),
        other => other.to_string(),
    })
}

/// `:unplace ANSWER`: takes a placed answer out, keeping letters other answers use.
pub fn unplace(app: &mut Studio, call: Call<'_>) -> Said {
    let alphabet = app.doc.puzzle().alphabet.clone();
    let answer = match encode_answer(call.arg.trim(), &alphabet) {
        Ok(w) => alphabet.spell(&w),
        Err(e) => {
            return Err(CommandError::new(e));
        }
    };
    let mut placed = adopted(app.doc.puzzle());
    let Some(i) = placed.iter().position(|p| p.answer == answer) else {
        app.view
            .say(format!("{answer} is not placed ({})", names(&placed)));
        return Ok(None);
    };
    let gone = placed.remove(i);
    let spans: Vec<Span> = placed.iter().map(|p| span_of(p, &alphabet)).collect();
    let grid = freeform_grid(app.doc.puzzle(), &placed);
    let (grid, (dr, dc)) = if spans.is_empty() {
        match Grid::new(Grid::MIN_SIDE.max(3), Grid::MIN_SIDE.max(3)) {
            Ok(g) => (g, (0, 0)),
            Err(e) => {
                return Err(CommandError::new(e.to_string()));
            }
        }
    } else {
        match place::keep_only(&grid, &spans) {
            Some(g) => g,
            None => return Ok(None),
        }
    };
    for p in &mut placed {
        p.row = (p.row as i64 + dr) as usize;
        p.col = (p.col as i64 + dc) as usize;
    }
    let cursor = placed
        .first()
        .map_or(Pos::new(0, 0), |p| Pos::new(p.row, p.col));
    commit(app, grid, placed, cursor, Direction::Across);
    let open = place::unresolved(&app.doc.puzzle().grid, &spans_of(app.doc.puzzle())).len();
    // Taking out the answer that joined others is a step on the way, not an error: say it.
    let apart = if place::connected(&spans_of(app.doc.puzzle())) {
        ""
    } else {
        "; the answers are in pieces until one joins them again"
    };
    app.view.say(format!(
        "{} taken out; :place {} puts it back{}{apart}",
        gone.answer,
        if gone.clue.is_empty() {
            gone.answer.clone()
        } else {
            format!("{} {}", gone.answer, gone.clue)
        },
        unresolved_note(open)
    ));
    mark_unresolved(app);
    Ok(None)
}

/// `:unresolved on|off` (bare: toggles).
pub fn unresolved(app: &mut Studio, call: Call<'_>) -> Said {
    app.settings.place_unresolved = match call.arg.trim() {
        "" => !app.settings.place_unresolved,
        "on" => true,
        "off" => false,
        other => {
            app.view
                .say(format!("{other:?}: say :unresolved on or :unresolved off"));
            return Ok(None);
        }
    };
    Ok(Some(if app.settings.place_unresolved {
        "unresolved placements allowed: :place may put letters side by side, marked until resolved"
            .to_string()
    } else {
        "unresolved placements off: every run of letters is a placed answer".to_string()
    }))
}

/// The puzzle's placed answers; a puzzle with letters and none listed (a `:layout`, a
/// freeform import) adopts its runs of letters as placed, with their clues.
fn adopted(puzzle: &Puzzle) -> Vec<PlacedAnswer> {
    let slots = puzzle.slots();
    if !puzzle.meta.placed.is_empty() {
        // Clues edited in the clue desk since the last placement are kept.
        return puzzle
            .meta
            .placed
            .iter()
            .map(|p| {
                let mut p = p.clone();
                let start = Pos::new(p.row, p.col);
                let number = puzzle
                    .grid
                    .contains(start)
                    .then(|| slots.number_at(start))
                    .flatten();
                if let Some(c) = number.and_then(|n| puzzle.clue(n, p.direction)) {
                    p.clue = c.to_string();
                }
                p
            })
            .collect();
    }
    place::runs(&puzzle.grid)
        .into_iter()
        .filter_map(|s| {
            let slot = slots.at(s.start, s.direction)?;
            let slot = slots.get(slot);
            let answer = slot.answer(&puzzle.grid, &puzzle.alphabet)?;
            Some(PlacedAnswer {
                clue: puzzle
                    .clue(slot.number, s.direction)
                    .unwrap_or_default()
                    .to_string(),
                answer,
                row: s.start.row,
                col: s.start.col,
                direction: s.direction,
            })
        })
        .collect()
}

/// The grid the placement engine sees: letters, and nothing else once answers are placed
/// (an empty grid's white squares are room, not letters).
fn freeform_grid(puzzle: &Puzzle, placed: &[PlacedAnswer]) -> Grid {
    if placed.is_empty() {
        return Grid::new(3, 3).unwrap_or_else(|_| puzzle.grid.clone());
    }
    puzzle.grid.clone()
}

fn span_of(p: &PlacedAnswer, alphabet: &Alphabet) -> Span {
    Span {
        start: Pos::new(p.row, p.col),
        direction: p.direction,
        len: alphabet
            .encode(&p.answer)
            .map_or_else(|_| p.answer.chars().count(), |w| w.len()),
    }
}

/// The placed answers' squares, as the engine sees them.
pub fn spans_of(puzzle: &Puzzle) -> Vec<Span> {
    let a = &puzzle.alphabet;
    puzzle.meta.placed.iter().map(|p| span_of(p, a)).collect()
}

/// Installs the new grid and placed answers as one undo step: a freeform puzzle has no
/// block symmetry, takes two-letter answers, and keys each clue by the new numbering.
fn commit(app: &mut Studio, grid: Grid, placed: Vec<PlacedAnswer>, cursor: Pos, dir: Direction) {
    let slots = Slots::of(&grid);
    app.doc.apply(|p| {
        let old = std::mem::replace(p, Puzzle::new(grid));
        p.alphabet = old.alphabet;
        p.meta = old.meta;
        p.meta.symmetry = Symmetry::None;
        p.meta.min_entry_len = 2;
        for a in &placed {
            if let Some(n) = slots.number_at(Pos::new(a.row, a.col)) {
                p.clues.insert(ClueKey::new(n, a.direction), a.clue.clone());
            }
        }
        p.meta.placed = placed;
    });
    app.view.cursor = if app.doc.puzzle().grid.contains(cursor) {
        cursor
    } else {
        Pos::new(0, 0)
    };
    app.view.direction = dir;
    app.view.anchor = None;
}

/// Marks the unresolved runs on the grid until the next edit.
fn mark_unresolved(app: &mut Studio) {
    let open = place::unresolved(&app.doc.puzzle().grid, &spans_of(app.doc.puzzle()));
    if app.doc.puzzle().meta.placed.is_empty() {
        return;
    }
    // The numbering after this event's edit: `handle` renumbers only once it is done.
    let slots = app.doc.puzzle().slots();
    app.view.mark(
        open.iter()
            .filter_map(|s| slots.at(s.start, s.direction))
            .collect::<Vec<SlotId>>(),
    );
}

/// What `:place` with no argument says.
pub fn summary(puzzle: &Puzzle, allow: bool) -> String {
    if puzzle.meta.placed.is_empty() {
        return "no answers placed yet".into();
    }
    let open = place::unresolved(&puzzle.grid, &spans_of(puzzle));
    let mut s = format!(
        "{} placed: {}",
        puzzle.meta.placed.len(),
        names(&puzzle.meta.placed)
    );
    if !open.is_empty() {
        let runs: Vec<String> = open
            .iter()
            .map(|r| {
                let word: String = r
                    .cells()
                    .filter_map(|p| puzzle.answer_at(p))
                    .collect::<Vec<_>>()
                    .concat();
                format!("{word} ({} {})", r.start, direction_word(r.direction))
            })
            .collect();
        s.push_str(&format!("; unresolved: {}", runs.join(", ")));
    } else if allow {
        s.push_str("; unresolved placements allowed");
    }
    s
}

fn names(placed: &[PlacedAnswer]) -> String {
    if placed.is_empty() {
        return "none placed".into();
    }
    placed
        .iter()
        .map(|p| p.answer.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

fn unresolved_note(n: usize) -> String {
    match n {
        0 => String::new(),
        1 => "; 1 unresolved run (marked)".into(),
        n => format!("; {n} unresolved runs (marked)"),
    }
}

fn direction_word(d: Direction) -> &'static str {
    match d {
        Direction::Across => "across",
        Direction::Down => "down",
    }
}
