//! The `:` command line: the studio's less frequent actions, by name.

use super::action::Action;
use super::app::{App, Mode, Pending};
use super::update::{force_save, load_puzzle, parse_size, start_fill, update};
use crate::grid::{Puzzle, Symmetry};
use crate::store::SlotNumber;

/// The commands, with their help lines (shown by the help overlay).
pub const COMMANDS: &[(&str, &str)] = &[
    (":w", "save to the current slot"),
    (":w!", "save, replacing a slot file that does not parse"),
    (":wq", "save and quit"),
    (":q / :q!", "quit (q! drops unsaved changes)"),
    (":slots", "open the slot browser"),
    (":load N / :saveas N", "load slot N / save into slot N"),
    (":new WxH", "start a new grid (3–29 each way)"),
    (
        ":sym NAME",
        "symmetry: none rotational mirror-left-right mirror-top-bottom diagonal four-way",
    ),
    (":fill", "autofill the selection or the whole grid"),
    (
        ":minscore N",
        "lowest word score for candidates and autofill",
    ),
    (":title T / :author A", "set the title or the author"),
    (":theme NAME", "switch colour theme"),
];

/// Runs one command line.
pub fn run(app: &mut App, line: &str) {
    let (cmd, arg) = match line.split_once(char::is_whitespace) {
        Some((c, a)) => (c, a.trim()),
        None => (line, ""),
    };
    let cmd = cmd.trim_start_matches(':');
    match cmd {
        "" => {}
        "w" => update(app, Action::Save),
        "w!" => force_save(app),
        "wq" | "x" => {
            update(app, Action::Save);
            if !app.dirty {
                update(app, Action::Quit);
            }
        }
        "q" => update(app, Action::Quit),
        "q!" => {
            app.dirty = false;
            update(app, Action::Quit);
        }
        "slots" => update(app, Action::OpenSlots),
        "load" | "saveas" => match arg.parse::<SlotNumber>() {
            Ok(n) if cmd == "load" => update(app, Action::LoadSlot(n)),
            Ok(n) => {
                app.mode = Mode::Confirm {
                    question: format!("Save into slot {n}? (y/n)"),
                    on_yes: Pending::SaveAs(n),
                };
            }
            Err(e) => app.message = Some(e),
        },
        "new" => match parse_size(arg)
            .and_then(|(w, h)| Puzzle::blank(w, h).map_err(|e| e.to_string()))
        {
            Ok(p) => {
                app.snapshot();
                let slot = app.slot;
                let undo = std::mem::take(&mut app.undo);
                load_puzzle(app, p, slot);
                app.undo = undo;
                app.dirty = true;
            }
            Err(e) => app.message = Some(e),
        },
        "sym" | "symmetry" => match arg.parse::<Symmetry>() {
            Ok(s) if s.fits(app.puzzle.grid.width(), app.puzzle.grid.height()) => {
                app.snapshot();
                app.puzzle.meta.symmetry = s;
                app.edited();
                app.message = Some(format!("symmetry: {s}"));
            }
            Ok(s) => app.message = Some(format!("{s} symmetry needs a square grid")),
            Err(e) => app.message = Some(e),
        },
        "fill" => {
            let r = app.region();
            start_fill(app, r);
        }
        "minscore" => match arg.parse::<u8>() {
            Ok(n) if n <= 100 => {
                app.min_score = n;
                if let Some(w) = &app.words {
                    let tables =
                        std::sync::Arc::new(crate::fill::WordTables::from_index(&w.index, n));
                    let index = w.index.clone();
                    app.set_words(super::app::StudioWords { index, tables });
                }
                app.message = Some(format!("minimum score {n}"));
            }
            _ => app.message = Some(format!("{arg:?} is not a score 0–100")),
        },
        "title" | "author" => {
            let text = arg.to_string();
            app.snapshot();
            if cmd == "title" {
                app.puzzle.meta.title = text;
            } else {
                app.puzzle.meta.author = text;
            }
            app.edited();
        }
        "theme" => {
            let dir = crate::store::paths::config_dir().ok();
            let (t, msg) = super::theme::Theme::load(arg, dir.as_deref());
            app.theme = t;
            app.message = msg.or_else(|| Some(format!("theme {arg}")));
        }
        other => app.message = Some(format!("unknown command :{other} (? lists them)")),
    }
}
