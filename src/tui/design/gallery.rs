//! The gallery: the designs of the last search, best first. Arrows browse, Enter takes the
//! highlighted one as an untitled puzzle with its theme entries locked, `f` takes its
//! pattern without the fill (theme entries kept), Esc closes. Taking is one undo step and,
//! over unsaved work, asks first as `:new` does.

use super::Found;
use crate::design::Design;
use crate::grid::Puzzle;
use crate::tui::action::{Action, Move};
use crate::tui::document::Identity;
use crate::tui::studio::{Mode, Studio};
use crate::tui::view::Said;

/// One action while the gallery is open.
pub fn gallery_mode(app: &mut Studio, action: Action, selected: usize) -> Said {
    let Some(n) = app.design.found.as_ref().map(|f| f.designs.len()) else {
        app.view.mode = Mode::Normal;
        return Ok(None);
    };
    let step = |d: i32| {
        let to = i64::try_from(selected).unwrap_or(0) + i64::from(d);
        usize::try_from(to.max(0))
            .unwrap_or(0)
            .min(n.saturating_sub(1))
    };
    match action {
        Action::Move(Move::Left | Move::Up) => app.view.mode = Mode::Gallery { selected: step(-1) },
        Action::Move(Move::Right | Move::Down) => {
            app.view.mode = Mode::Gallery { selected: step(1) }
        }
        Action::ListMove(d) => app.view.mode = Mode::Gallery { selected: step(d) },
        Action::PromptSubmit => take(app, selected, true),
        Action::Type('f' | 'F') => take(app, selected, false),
        Action::Escape => {
            app.view.mode = Mode::Normal;
            app.design.found = None;
            return Ok(Some("gallery closed; nothing taken".to_string()));
        }
        _ => {}
    }
    Ok(None)
}

/// Takes design `i` (with its fill, or its pattern only) as an untitled puzzle.
fn take(app: &mut Studio, i: usize, with_fill: bool) {
    let Some(found) = app.design.found.take() else {
        return;
    };
    let Some(design) = found.designs.get(i) else {
        app.design.found = Some(found);
        return;
    };
    let puzzle = puzzle_of(design, &found, with_fill);
    let (w, h) = (design.grid.width(), design.grid.height());
    let what = if with_fill {
        format!(
            "design {} taken: {w}×{h}, {} words, average score {:.1}",
            i + 1,
            design.words,
            design.average_score
        )
    } else {
        format!(
            "pattern of design {} taken: {w}×{h}, {} words, {} blocks, fill dropped",
            i + 1,
            design.words,
            design.blocks
        )
    };
    let theme = if design.theme.is_empty() {
        String::new()
    } else {
        "; theme entries locked".into()
    };
    app.view.mode = Mode::Normal;
    crate::tui::ops::replace_or_ask(
        app,
        puzzle,
        Identity::Untitled,
        false,
        format!("{what}{theme} (Ctrl-Z brings the old grid back)"),
    );
}

/// The puzzle a design becomes: its grid (or pattern), the theme squares locked, the
/// request's symmetry, shortest entry and theme entries.
pub fn puzzle_of(design: &Design, found: &Found, with_fill: bool) -> Puzzle {
    let mut p = design.puzzle(&found.setup.alphabet);
    if !with_fill {
        p.grid = design.pattern();
    }
    p.meta.symmetry = found.setup.symmetry;
    p.meta.min_entry_len = found.setup.min_entry;
    if !found.setup.themeless {
        p.meta.theme_entries = found.setup.theme_words.clone();
    }
    p
}
