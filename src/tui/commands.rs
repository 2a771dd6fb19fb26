//! The `:` command line: the studio's less frequent actions, by name.

use super::action::Action;
use super::app::{App, Mode};
use super::document::Document;
use super::update::{force_save, parse_size, replace_document, start_fill, update};
use crate::grid::{Puzzle, Symmetry};
use crate::store::SlotNumber;

/// The commands, with their help lines (shown by the help overlay).
pub const COMMANDS: &[(&str, &str)] = &[
    (":w", "save to this slot"),
    (":w!", "save over broken file"),
    (":wq", "save and quit"),
    (":q / :q!", "quit (q! drops changes)"),
    (":slots", "open the slot browser"),
    (":load/saveas N", "load / save into slot N"),
    (":new WxH", "new grid (3–29)"),
    (":sym NAME", "none, rotational, …"),
    (":fill", "autofill"),
    (":minscore N", "lowest word score"),
    (":title/:author", "set title / author"),
    (":export FILE", "write .puz .ipuz .txt .html"),
    (":export! FILE", "…even if incomplete"),
    (":import FILE", "open .puz .ipuz .txt"),
    (":layout FILE", "lay out answer/clue list"),
    (":theme NAME", "dark, light, …"),
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
            // A puzzle in no slot yet is asked where to go first; quit once it is saved.
            if !app.dirty && app.mode == Mode::Normal {
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
            Ok(n) => update(app, Action::SaveAs(n)),
            Err(e) => app.message = Some(e),
        },
        "new" => match parse_size(arg)
            .and_then(|(w, h)| Puzzle::blank(w, h).map_err(|e| e.to_string()))
        {
            Ok(p) => replace_document(app, p, Document::Untitled, true),
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
                    let index = w.index.clone();
                    let (tx, rx) = std::sync::mpsc::channel();
                    std::thread::spawn(move || {
                        // A newer request drops the receiver; then nobody needs this one.
                        let _ = tx.send(super::app::StudioWords::new(index, n));
                    });
                    app.rescoring = Some(rx);
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
        "export" => export(app, arg, false),
        "export!" => export(app, arg, true),
        "import" => import(app, arg),
        "layout" => layout(app, arg),
        "theme" => {
            let dir = crate::store::paths::config_dir().ok();
            let (t, msg) = super::theme::Theme::load(arg, dir.as_deref());
            app.theme = t;
            app.message = msg.or_else(|| Some(format!("theme {arg}")));
        }
        other => app.message = Some(format!("unknown command :{other} (? lists them)")),
    }
}

fn export(app: &mut App, arg: &str, allow_incomplete: bool) {
    // An imported puzzle exports back to its file by default.
    let from = app.doc.file().map(std::path::Path::to_path_buf);
    let path = match (arg, &from) {
        ("", Some(f)) => f.as_path(),
        ("", None) => {
            app.message = Some("usage: :export FILE.puz|.ipuz|.txt|.html".into());
            return;
        }
        _ => std::path::Path::new(arg),
    };
    let options = crate::formats::WriteOptions {
        allow_incomplete,
        ..crate::formats::WriteOptions::default()
    };
    app.message = Some(
        match crate::formats::write_path(&app.puzzle, path, None, &options) {
            Ok(format) => format!("wrote {} as {format}", path.display()),
            Err(e) => format!("export failed: {e}"),
        },
    );
}

fn import(app: &mut App, arg: &str) {
    if arg.is_empty() {
        app.message = Some("usage: :import FILE.puz|.ipuz|.txt".into());
        return;
    }
    match crate::formats::load(std::path::Path::new(arg)) {
        Ok(loaded) => {
            let n = loaded.warnings.len();
            let doc = Document::File(arg.into());
            replace_document(app, loaded.puzzle, doc, true);
            app.message = Some(match loaded.warnings.first() {
                Some(w) => format!("imported {arg} ({n} warnings; first: {w})"),
                None => format!("imported {arg}; Ctrl-S asks which slot to save it in"),
            });
        }
        Err(e) => app.message = Some(format!("import failed: {e}")),
    }
}

fn layout(app: &mut App, arg: &str) {
    if arg.is_empty() || arg == "-" {
        // `-` is standard input to the CLI; here that is the terminal.
        app.message = Some("usage: :layout FILE (answers, one per line, tab, clue)".into());
        return;
    }
    // Bounded, and never a blocking read of a fifo: the studio must not hang on a path.
    let text = match crate::layout::input::read_list_file(std::path::Path::new(arg)) {
        Ok((text, _)) => text,
        Err(e) => {
            app.message = Some(e.to_string());
            return;
        }
    };
    match crate::layout::import(&text, arg, &crate::layout::Options::default()) {
        Ok(imp) => {
            replace_document(app, imp.puzzle, Document::Untitled, false);
            app.message = Some(match imp.unplaced.first() {
                Some(u) => format!("laid out with {} left over: {u}", imp.unplaced.len()),
                None => format!("laid out {arg}; Ctrl-S saves it"),
            });
        }
        Err(e) => app.message = Some(format!("layout failed: {e}")),
    }
}
