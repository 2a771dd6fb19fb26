//! Moving the cursor and jumping between entries.

use super::*;

pub(in crate::tui) fn step_cursor(app: &mut Studio, m: Move) {
    let g = &app.doc.puzzle().grid;
    let (r, c) = (app.view.cursor.row, app.view.cursor.col);
    let p = match m {
        Move::Up if r > 0 => Pos::new(r - 1, c),
        Move::Down if r + 1 < g.height() => Pos::new(r + 1, c),
        Move::Left if c > 0 => Pos::new(r, c - 1),
        Move::Right if c + 1 < g.width() => Pos::new(r, c + 1),
        _ => return,
    };
    app.view.cursor = p;
}

pub(in crate::tui) fn move_cursor(app: &mut Studio, m: Move) {
    let along = match m {
        Move::Left | Move::Right => Direction::Across,
        Move::Up | Move::Down => Direction::Down,
    };
    app.view.anchor = None;
    if along != app.view.direction {
        // An arrow across the typing direction first turns, as in Crossfire and Phil.
        app.view.direction = along;
    } else {
        step_cursor(app, m);
    }
    app.refresh_candidates();
}

/// The next square along the typing direction, if white.
pub(in crate::tui) fn advance(app: &mut Studio, forward: bool) {
    let g = &app.doc.puzzle().grid;
    let (dr, dc) = app.view.direction.step();
    let (r, c) = (app.view.cursor.row as isize, app.view.cursor.col as isize);
    let s = if forward { 1 } else { -1 };
    let (nr, nc) = (r + s * dr as isize, c + s * dc as isize);
    if nr < 0 || nc < 0 {
        return;
    }
    let p = Pos::new(nr as usize, nc as usize);
    if g.is_white(p) {
        app.view.cursor = p;
    }
}

pub(in crate::tui) fn jump_entry(app: &mut Studio, step: isize) {
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
    app.view.direction = s.direction;
    // Land on the first empty square of the entry, as solvers expect.
    app.view.cursor = s
        .cells
        .iter()
        .copied()
        .find(|&p| app.doc.puzzle().grid.cell(p) == Cell::Empty)
        .unwrap_or(s.start());
    app.view.anchor = None;
    app.refresh_candidates();
}

/// Moves the cursor to the entry labelled `label` (`51A`, `12d`, `7 down`), typing along it.
pub fn goto(app: &mut Studio, label: &str) {
    let Some((number, direction)) = parse_label(label) else {
        app.view.say(format!(
            "{:?} is not an entry like 51A or 12D",
            crate::store::read::clip(label.trim(), 20)
        ));
        return;
    };
    let found = app
        .slots
        .all()
        .iter()
        .find(|s| s.number == number && s.direction == direction);
    match found {
        Some(s) => {
            app.view.cursor = s.start();
            app.view.direction = direction;
            app.view.anchor = None;
            app.refresh_candidates();
        }
        None => app.view.say(format!(
            "there is no {label} in this grid",
            label = label.trim()
        )),
    }
}

/// `51A`, `51 a`, `51 across`, `12D`, `12 down` as a number and a direction.
fn parse_label(label: &str) -> Option<(u16, Direction)> {
    let t = label.trim().to_ascii_lowercase();
    let digits = t.chars().take_while(char::is_ascii_digit).count();
    let number: u16 = t[..digits].parse().ok()?;
    let direction = match t[digits..].trim() {
        "a" | "across" => Direction::Across,
        "d" | "down" => Direction::Down,
        _ => return None,
    };
    Some((number, direction))
}
