//! The template chooser (`:new 15x15 british`): the built-in grid templates of a style and
//! size, one highlighted with its preview; Enter opens it as an untitled puzzle.

use super::action::Action;
pub use super::panels::templates::Chooser;
use crate::grid::templates::{self, Template, TemplateStyle};
use crossterm::event::{KeyCode, KeyEvent};

/// What `:new` asked for when it names a style: the style and the size, if given.
pub type Wanted = (TemplateStyle, Option<(usize, usize)>);

/// Reads `:new`'s words for a style name (`british`, `american`); `None` when no word
/// names one (a plain `:new`). Every other word must be a size, once.
pub fn wanted(args: &str) -> Option<Result<Wanted, String>> {
    let words: Vec<&str> = args.split_whitespace().collect();
    let style = words.iter().find_map(|w| TemplateStyle::parse(w))?;
    let mut size = None;
    for w in words.iter().filter(|w| TemplateStyle::parse(w).is_none()) {
        if size.is_some() || !w.starts_with(|c: char| c.is_ascii_digit()) {
            return Some(Err(format!(
                "{args:?}: a template is chosen by a size and a style, like `:new 15x15 british`"
            )));
        }
        match crate::grid::parse_size(w).map_err(|e| e.to_string()) {
            Ok(s) => size = Some(s),
            Err(e) => return Some(Err(e)),
        }
    }
    Some(Ok((style, size)))
}

/// The chooser for `style` and `size` over the built-in templates, or why there is none.
pub fn chooser(style: TemplateStyle, size: Option<(usize, usize)>) -> Result<Chooser, String> {
    let all = templates::builtin().map_err(|e| e.to_string())?;
    let found = templates::select(&all, Some(style), size);
    let asked = match size {
        Some((w, h)) => format!("{style} {w}x{h}"),
        None => style.to_string(),
    };
    if found.is_empty() {
        let mut sizes: Vec<String> = templates::select(&all, Some(style), None)
            .iter()
            .map(Template::size)
            .collect();
        sizes.dedup();
        return Err(format!(
            "no {asked} templates; {style} ones come in {}",
            sizes.join(", ")
        ));
    }
    Ok(Chooser {
        templates: found,
        sel: 0,
        asked,
    })
}

/// The chooser's keys: arrows (and PgUp/PgDn, Home/End) move, Enter opens, Esc cancels.
pub fn key(key: KeyEvent) -> Option<Action> {
    match key.code {
        KeyCode::Up | KeyCode::Left => Some(Action::ListMove(-1)),
        KeyCode::Down | KeyCode::Right => Some(Action::ListMove(1)),
        KeyCode::PageUp => Some(Action::ListMove(-10)),
        KeyCode::PageDown => Some(Action::ListMove(10)),
        KeyCode::Home => Some(Action::ListMove(i32::MIN / 2)),
        KeyCode::End => Some(Action::ListMove(i32::MAX / 2)),
        KeyCode::Enter => Some(Action::PromptSubmit),
        KeyCode::Esc | KeyCode::Char('q') => Some(Action::Escape),
        _ => None,
    }
}
