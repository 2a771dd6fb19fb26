//! What a square holds beyond one letter: circles, shading, given letters and rebus squares.
//! Each change is one undo step and, like a letter, refuses to touch a locked square.

use super::*;
use crate::grid::Style;

/// A mark a key toggles on a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Mark {
    /// A circle in the square.
    Circle,
    /// A shaded background.
    Shade,
    /// The letter is given to the solver.
    Given,
}

impl Mark {
    fn get(self, s: &Style) -> bool {
        match self {
            Mark::Circle => s.circled,
            Mark::Shade => s.shaded,
            Mark::Given => s.given,
        }
    }

    fn set(self, s: &mut Style, on: bool) {
        match self {
            Mark::Circle => s.circled = on,
            Mark::Shade => s.shaded = on,
            Mark::Given => s.given = on,
        }
    }

    /// Whether a square can carry the mark: circles and shading go on white squares, and
    /// only a letter (or rebus) can be given.
    fn fits(self, cell: Cell) -> bool {
        match self {
            Mark::Circle | Mark::Shade => cell.is_white(),
            Mark::Given => cell.is_filled(),
        }
    }

    /// How a square with and without the mark is described.
    fn words(self) -> (&'static str, &'static str) {
        match self {
            Mark::Circle => ("circled", "not circled"),
            Mark::Shade => ("shaded", "not shaded"),
            Mark::Given => ("given", "not given"),
        }
    }

    /// What the studio says when no square of the target can carry the mark.
    fn nothing_here(self) -> &'static str {
        match self {
            Mark::Circle => "a block cannot be circled",
            Mark::Shade => "a block cannot be shaded (it is black already)",
            Mark::Given => "no letter here to give",
        }
    }
}

/// The squares an edit of marks works on: the selection, or the cursor square.
fn targets(app: &Studio) -> Vec<Pos> {
    match app.selection() {
        Some((a, b)) => (a.row..=b.row)
            .flat_map(|r| (a.col..=b.col).map(move |c| Pos::new(r, c)))
            .collect(),
        None => vec![app.view.cursor],
    }
}

/// Toggles `mark` on the square, or on every square of the selection that can carry it:
/// off when all of them have it, else on.
pub(super) fn toggle_mark(app: &mut Studio, mark: Mark) {
    let squares: Vec<Pos> = targets(app)
        .into_iter()
        .filter(|&p| mark.fits(app.doc.puzzle().grid.cell(p)))
        .collect();
    if squares.is_empty() {
        app.view.say(mark.nothing_here());
        return;
    }
    // A lock keeps a letter from changing; circles, shading and given marks are not
    // letters, so a locked square takes them too.
    let on = !squares
        .iter()
        .all(|&p| mark.get(&app.doc.puzzle().style(p)));
    edit(app, |pz| {
        for &p in &squares {
            let mut s = pz.style(p);
            mark.set(&mut s, on);
            pz.set_style(p, s);
        }
    });
    let (yes, no) = mark.words();
    let what = match squares.as_slice() {
        [one] => one.to_string(),
        many => format!("{} squares", many.len()),
    };
    app.view
        .say(format!("{what} {}", if on { yes } else { no }));
}

/// Why the square under the cursor cannot take new text, if it cannot.
fn refuse_text(app: &Studio) -> Option<String> {
    let p = app.view.cursor;
    if app.doc.puzzle().grid.cell(p).is_block() {
        Some("that square is a block; press . to open it".into())
    } else if is_locked_letter(app, p) {
        Some(LOCKED.into())
    } else {
        None
    }
}

/// Opens the prompt for the text of the square under the cursor, holding what it has now.
pub(super) fn open_rebus(app: &mut Studio) {
    if let Some(why) = refuse_text(app) {
        app.view.say(why);
        return;
    }
    let now = app
        .doc
        .puzzle()
        .answer_at(app.view.cursor)
        .unwrap_or_default();
    open_prompt(app, PromptKind::Rebus, now);
}

/// Puts `text` in the square under the cursor: one letter of the alphabet is stored as that
/// letter, anything else (STAR, 7, ♥) as a rebus, and nothing clears the square. The
/// cursor moves on as after a typed letter.
pub(super) fn set_square_text(app: &mut Studio, text: &str) {
    if let Some(why) = refuse_text(app) {
        app.view.say(why);
        return;
    }
    let p = app.view.cursor;
    let text = text.trim();
    let mut chars = text.chars();
    let letter = match (chars.next(), chars.next()) {
        // A letter or its one-letter fold (Ё in `russian-folded`); ß → SS stays a rebus.
        (Some(c), None) => match app.doc.puzzle().alphabet.fold_char(c).as_deref() {
            Some(&[l]) => Some(l),
            _ => None,
        },
        _ => None,
    };
    let mut err = None;
    edit(app, |pz| {
        if text.is_empty() {
            clear_square(pz, p);
        } else if let Some(l) = letter {
            let _ = pz.grid.set(p, Cell::Letter(l));
        } else if let Err(e) = pz.grid.set_rebus(p, text) {
            err = Some(e.to_string());
        }
    });
    if let Some(e) = err {
        app.view.say(e);
        return;
    }
    if !text.is_empty() {
        if letter.is_none() {
            let shown = app.doc.puzzle().answer_at(p).unwrap_or_default();
            app.view.say(format!("{p}: rebus {shown}"));
        }
        advance(app, true);
    }
    app.refresh_candidates();
}
