//! `:move ANSWER [across|down]`: a placed answer goes to start at the cursor, in the
//! cursor's direction (or the one named). The same rules as placing hold — its letters
//! agree with the letters there, it makes no run that is not an answer (unless unresolved
//! runs are allowed), it crosses something and leaves the puzzle in one piece — and a
//! move that breaks one is refused with the square and the reason, nothing changed. Past
//! the right or bottom edge the grid grows. One undo step.

use super::{adopted, commit, direction_word, encode_answer, names, span_of};
use crate::grid::{Alphabet, Cell, Direction, Grid, Pos};
use crate::layout::place::{self, Conflict, Span};
use crate::tui::call::Call;
use crate::tui::studio::Studio;
use crate::tui::view::Said;

/// `:move ANSWER [across|down]`.
pub fn move_answer(app: &mut Studio, call: Call<'_>) -> Said {
    if let Err(why) = try_move(app, call.arg) {
        app.view.say(why);
    }
    Ok(None)
}

fn try_move(app: &mut Studio, arg: &str) -> Result<(), String> {
    let mut words = arg.split_whitespace();
    let typed = words.next().unwrap_or("");
    let direction = match words.next() {
        None => app.view.direction,
        Some(w) => match w.to_ascii_lowercase().as_str() {
            "across" | "a" => Direction::Across,
            "down" | "d" => Direction::Down,
            _ => {
                return Err(format!(
                    "{w:?}: say :move ANSWER, :move ANSWER across or :move ANSWER down"
                ));
            }
        },
    };
    if let Some(extra) = words.next() {
        return Err(format!(
            "{extra:?}: :move takes an answer and a direction, nothing more"
        ));
    }
    let alphabet = app.doc.puzzle().alphabet.clone();
    let letters = encode_answer(typed, &alphabet)?;
    let answer = alphabet.spell(&letters);
    let mut placed = adopted(app.doc.puzzle());
    let Some(i) = placed.iter().position(|p| p.answer == answer) else {
        return Err(format!("{answer} is not placed ({})", names(&placed)));
    };
    let to = app.view.cursor;
    let dir = direction_word(direction);
    if (placed[i].row, placed[i].col, placed[i].direction) == (to.row, to.col, direction) {
        return Err(format!("{answer} already starts here, {dir}"));
    }
    let moved = placed.remove(i);
    // The board without the answer: its letters no other answer uses go, the box is
    // trimmed, and the cursor's square moves with the rest.
    let others: Vec<Span> = placed.iter().map(|p| span_of(p, &alphabet)).collect();
    let (board, (dr, dc)) = if others.is_empty() {
        (Grid::new(3, 3).map_err(|e| e.to_string())?, (0, 0))
    } else {
        place::keep_only(&app.doc.puzzle().grid, &others)
            .ok_or_else(|| format!("{answer} cannot be lifted out of this grid"))?
    };
    let shifted: Vec<Span> = others
        .iter()
        .map(|s| Span {
            start: Pos::new(
                (s.start.row as i64 + dr) as usize,
                (s.start.col as i64 + dc) as usize,
            ),
            ..*s
        })
        .collect();
    let start = (to.row as i64 + dr, to.col as i64 + dc, direction);
    let here = format!("at row {}, column {} {dir}", to.row + 1, to.col + 1);
    let at = place::placement_at(
        &board,
        &shifted,
        &letters,
        start,
        app.settings.place_unresolved,
    )
    .map_err(|c| {
        let why = explain(c, &board, &alphabet, (dr, dc));
        format!("{answer} cannot go {here}: {why}; nothing moved")
    })?;
    let (grid, (dr2, dc2)) = place::apply(&board, &letters, &at)
        .ok_or_else(|| format!("{answer} {here} would make the grid too large; nothing moved"))?;
    for p in &mut placed {
        p.row = (p.row as i64 + dr + dr2) as usize;
        p.col = (p.col as i64 + dc + dc2) as usize;
    }
    let new_start = Pos::new((at.row + dr2) as usize, (at.col + dc2) as usize);
    placed.insert(
        i,
        crate::grid::PlacedAnswer {
            row: new_start.row,
            col: new_start.col,
            direction,
            ..moved
        },
    );
    let spans: Vec<Span> = placed.iter().map(|p| span_of(p, &alphabet)).collect();
    if !place::connected(&spans) {
        return Err(format!(
            "{answer} cannot go {here}: the answers it crosses now would be cut off from the rest; nothing moved"
        ));
    }
    commit(app, grid, placed, new_start, direction);
    super::report(
        app,
        &format!("moved {answer} {dir} to"),
        new_start,
        at.crossings,
    );
    Ok(())
}

/// A conflict in words, its square counted from 1 in the grid on screen (the board was
/// shifted by `shift` from it).
fn explain(c: Conflict, board: &Grid, alphabet: &Alphabet, shift: (i64, i64)) -> String {
    let square =
        |(r, c): (i64, i64)| format!("row {}, column {}", r - shift.0 + 1, c - shift.1 + 1);
    let letter = |at: (i64, i64)| {
        let p = Pos::new(at.0.max(0) as usize, at.1.max(0) as usize);
        match board.get(p) {
            Some(Cell::Letter(l)) => alphabet.spell(&[l]),
            Some(Cell::Rebus(i)) => board.rebus_text(i).to_string(),
            _ => "a letter".into(),
        }
    };
    match c {
        Conflict::TooShort => "an answer needs two letters or more".into(),
        Conflict::Clash { at, want, .. } => format!(
            "its {} meets the {} at {}",
            alphabet.spell(&[want]),
            letter(at),
            square(at)
        ),
        Conflict::Joins { at } => {
            format!("it would run on into the {} at {}", letter(at), square(at))
        }
        Conflict::Along { at } => format!("it would run along another answer from {}", square(at)),
        Conflict::SideBySide { at } => format!(
            "its letter at {} would sit beside another and make a run no answer covers (:unresolved on allows that)",
            square(at)
        ),
        Conflict::Lengthens { at } => format!(
            "its letter at {} would lengthen the answer beside it",
            square(at)
        ),
        Conflict::NoCrossing => "it would cross no other answer".into(),
        Conflict::Taken => "an answer is placed there already".into(),
        Conflict::TooLarge => format!("the grid would grow past {} squares", Grid::MAX_SIDE),
    }
}
