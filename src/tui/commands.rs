//! The `:` command line: the studio's less frequent actions, by name. What each name means,
//! takes and sends is in the [command table](super::command_table); this runs a line
//! through it, and holds the commands that do more than send one action.

use super::action::Action;
use super::call::Call;
use super::document::Identity;
use super::ops::{force_save, new_grid as new_sized, replace_or_ask};
use super::studio::{Mode, Studio};
use crate::grid::Symmetry;
use crate::store::SlotNumber;
use crate::tui::view::{CommandError, Question, Said};

/// `:w!`: saves over a slot file that does not parse (`:w` alone is Ctrl-S).
pub(super) fn write(app: &mut Studio, call: Call<'_>) -> Said {
    if call.bang {
        force_save(app);
    } else {
        (call.act)(app, Action::Save);
    }
    Ok(None)
}

/// `:wq` / `:x`: saves, then quits once the puzzle is saved.
pub(super) fn write_quit(app: &mut Studio, call: Call<'_>) -> Said {
    (call.act)(app, Action::Save);
    // A puzzle in no slot yet is asked where to go first; quit once it is saved.
    if !app.doc.dirty() && app.view.mode == Mode::Normal {
        (call.act)(app, Action::Quit);
    }
    Ok(None)
}

/// `:q!`: quits dropping unsaved changes.
pub(super) fn quit(app: &mut Studio, call: Call<'_>) -> Said {
    if call.bang {
        app.doc.forget_changes();
    }
    (call.act)(app, Action::Quit);
    Ok(None)
}

/// `:load N`.
pub(super) fn load(app: &mut Studio, call: Call<'_>) -> Said {
    match call.arg.parse::<SlotNumber>() {
        Ok(n) => (call.act)(app, Action::LoadSlot(n)),
        Err(e) => app.view.warn(e),
    }
    Ok(None)
}

/// `:saveas N`: into slot N, asking before replacing another puzzle.
pub(super) fn save_as(app: &mut Studio, call: Call<'_>) -> Said {
    match call.arg.parse::<SlotNumber>() {
        Ok(n) => (call.act)(app, Action::SaveAs(n)),
        Err(e) => app.view.warn(e),
    }
    Ok(None)
}

/// `:new WxH`: a new grid of that size, exactly as the Ctrl-N prompt makes it.
pub(super) fn new_grid(app: &mut Studio, call: Call<'_>) -> Said {
    new_sized(app, call.arg);
    Ok(None)
}

/// `:goto 51A`: moves to an entry by its label.
pub(super) fn goto(app: &mut Studio, call: Call<'_>) -> Said {
    super::ops::goto(app, call.arg);
    Ok(None)
}

/// `:sym NAME`.
pub(super) fn symmetry(app: &mut Studio, call: Call<'_>) -> Said {
    match call.arg.parse::<Symmetry>() {
        Ok(s)
            if s.fits(
                app.doc.puzzle().grid.width(),
                app.doc.puzzle().grid.height(),
            ) =>
        {
            app.apply(|p| p.meta.symmetry = s);
            app.view.say(format!("symmetry: {s}"));
        }
        Ok(s) => app.view.say(format!("{s} symmetry needs a square grid")),
        Err(e) => app.view.warn(e),
    }
    Ok(None)
}

/// `:minscore N`, `:minscore 3=55`: rebuilds the word tables on a worker thread.
pub(super) fn min_score(app: &mut Studio, call: Call<'_>) -> Said {
    crate::tui::min_scores::set(app, call.arg);
    Ok(None)
}

/// `:score [WORD] N`: the word's score in the personal list (the word under the cursor when
/// none is given; 60 when no score is). A bare `:score` asks, as `*` does.
pub(super) fn score(app: &mut Studio, call: Call<'_>) -> Said {
    use crate::words::personal::{Change, DEFAULT_ADD_SCORE, parse_score};
    let arg = call.arg.trim();
    let (word, score) = match arg.rsplit_once(char::is_whitespace) {
        Some((w, n)) if n.bytes().all(|b| b.is_ascii_digit()) => (Some(w.trim()), n),
        _ if arg.bytes().all(|b| b.is_ascii_digit()) => (None, arg),
        _ => (Some(arg), ""),
    };
    let score = match score {
        "" => DEFAULT_ADD_SCORE,
        n => match parse_score(n) {
            Ok(s) => s,
            Err(e) => {
                return Err(CommandError::new(e));
            }
        },
    };
    let word = word.map(str::to_string);
    (call.act)(
        app,
        Action::Personal {
            word,
            change: Change::Score(score),
        },
    );
    Ok(None)
}

/// `:ban [WORD]`: score 0 in the personal list (bare: the word under the cursor, as `-`).
pub(super) fn ban(app: &mut Studio, call: Call<'_>) -> Said {
    personal(app, call, crate::words::personal::Change::Score(0));
    Ok(None)
}

/// `:unban [WORD]`: drops the word's line from the personal list.
pub(super) fn unban(app: &mut Studio, call: Call<'_>) -> Said {
    personal(app, call, crate::words::personal::Change::Remove);
    Ok(None)
}

fn personal(app: &mut Studio, call: Call<'_>, change: crate::words::personal::Change) {
    let word = Some(call.arg.trim())
        .filter(|w| !w.is_empty())
        .map(str::to_string);
    (call.act)(app, Action::Personal { word, change });
}

/// `:title TEXT` (empty clears it).
pub(super) fn title(app: &mut Studio, call: Call<'_>) -> Said {
    let text = call.arg.to_string();
    let said = match text.as_str() {
        "" => "title cleared".to_string(),
        t => format!("title: {t}"),
    };
    app.apply(|p| p.meta.title = text);
    Ok(Some(said))
}

/// `:author TEXT` (empty clears it).
pub(super) fn author(app: &mut Studio, call: Call<'_>) -> Said {
    let text = call.arg.to_string();
    let said = match text.as_str() {
        "" => "author cleared".to_string(),
        t => format!("author: {t}"),
    };
    app.apply(|p| p.meta.author = text);
    Ok(Some(said))
}

/// `:rebus TEXT`: puts the text in the square under the cursor (bare `:rebus` asks for it).
pub(super) fn rebus(app: &mut Studio, call: Call<'_>) -> Said {
    (call.act)(app, Action::SetRebus(call.arg.to_string()));
    Ok(None)
}

/// `:theme NAME`.
pub(super) fn theme(app: &mut Studio, call: Call<'_>) -> Said {
    let arg = call.arg;
    let dir = crate::store::paths::config_dir().ok();
    let (t, msg) = super::theme::Theme::load(arg, dir.as_deref());
    // A theme that did not load leaves the colours as they are: the studio has no
    // "default" to fall back on here, the user's theme is still there.
    if let Some(why) = msg {
        let why = why.trim_end_matches("; using the default");
        return Err(CommandError::new(format!("{why}; theme unchanged")));
    }
    app.settings.theme = t;
    Ok(Some(format!("theme {arg}")))
}

/// `:export[!] [FILE] [OPTIONS]`: the options of `gridwright export` (`--play`, `--sheet
/// submission`, `--page letter`…); `!` writes an unfinished grid too.
pub(super) fn export(app: &mut Studio, call: Call<'_>) -> Said {
    write_file(app, call.arg, call.bang);
    Ok(None)
}

pub(crate) fn write_file(app: &mut Studio, arg: &str, allow_incomplete: bool) {
    use crate::formats::export::parse_line;
    // Read and checked by the command line's parser before any question: a bad option or
    // a format the options do not fit is said at once.
    let (file, mut options) = match parse_line(arg) {
        Ok(parsed) => parsed,
        Err(e) => {
            app.view.warn(format!("export: {e}"));
            return;
        }
    };
    options.allow_incomplete |= allow_incomplete;
    // An imported puzzle exports back to its file by default.
    let from = app.doc.identity().file().map(std::path::Path::to_path_buf);
    let Some(path) = file.or(from) else {
        app.view.say(format!(
            "usage: :export FILE{} [--play] [--sheet submission] [--page letter|a4] …",
            extensions(|_| true)
        ));
        return;
    };
    if let Err(e) = options.format_for(&path) {
        app.view.warn(format!("export: {e}"));
        return;
    }
    export_asking(app, path, options);
}

/// Exports once the questions an export may need are answered: replacing a file this session
/// did not write, publishing a puzzle the publish checks find fault with.
pub(crate) fn export_asking(
    app: &mut Studio,
    path: std::path::PathBuf,
    options: crate::formats::export::ExportOptions,
) {
    // A file someone else made (the imported .puz above all) is replaced only after a yes.
    if path.exists() && !app.written.contains(&path) {
        app.view.ask(Question::new(
            format!(
                "{} exists and was not written in this session. Replace it? y/n",
                path.display()
            ),
            super::studio::Pending::ReplaceFile { path, options },
        ));
        return;
    }
    // A puzzle with publish problems goes out only when the constructor says so.
    let findings = super::ops::findings(app);
    if let Some(first) = findings.first() {
        let more = match findings.len() {
            1 => String::new(),
            n => format!(" and {} more", n - 1),
        };
        app.view.ask(Question::new(
            format!("{first}{more} (:check lists them). Export anyway? y/n"),
            super::studio::Pending::Export { path, options },
        ));
        return;
    }
    export_now(app, &path, &options);
}

/// Writes the puzzle to `path` as `options` say and says what was written.
pub(crate) fn export_now(
    app: &mut Studio,
    path: &std::path::Path,
    options: &crate::formats::export::ExportOptions,
) {
    use crate::formats::export::{PrintSheet, submission_from};
    let format = match options.format_for(path) {
        Ok(f) => f,
        Err(e) => {
            app.view.warn(format!("export: {e}"));
            return;
        }
    };
    let puzzle = app.doc.puzzle();
    let mut notes = Vec::new();
    let submission = (options.sheet == PrintSheet::Submission).then(|| {
        // The constructor's name and contact, as the command line reads them.
        let dir = crate::store::paths::config_dir().ok();
        let (config, _) = crate::config::Config::load(dir.as_deref());
        let (who, gaps) = submission_from(&config.name, &config.contact, puzzle);
        notes.extend(gaps.iter().map(ToString::to_string));
        who
    });
    let write = options.write_options(app.settings.page, submission);
    let written = crate::formats::write_path(puzzle, path, Some(format), &write);
    // Whatever the format cannot hold is named, never dropped silently.
    let lost = match options.play {
        true => crate::formats::play::warning(puzzle),
        false => crate::formats::loss::warning(puzzle, format),
    };
    notes.extend(lost);
    let what = match (options.play, options.sheet) {
        (true, _) => " (the page to play)",
        (false, PrintSheet::Submission) => " (submission sheets)",
        (false, PrintSheet::Puzzle) => "",
    };
    if written.is_ok() {
        app.written.insert(path.to_path_buf());
        crate::tui::past_clues::wrote_file(app, path);
    }
    match written {
        Ok(format) if notes.is_empty() => {
            app.view
                .say(format!("wrote {} as {format}{what}", path.display()));
        }
        Ok(format) => app.view.say(format!(
            "wrote {} as {format}{what}, but {}",
            path.display(),
            notes.join("; ")
        )),
        Err(e) => app.view.warn(format!("export failed: {e}")),
    }
}

/// The extensions of the formats `keep` picks, as a usage line shows them: `.puz|.ipuz|…`.
fn extensions(keep: fn(crate::formats::Format) -> bool) -> String {
    let exts: Vec<String> = crate::formats::Format::ALL
        .into_iter()
        .filter(|&f| keep(f))
        .map(|f| format!(".{f}"))
        .collect();
    exts.join("|")
}

/// `:import FILE`.
pub(super) fn import(app: &mut Studio, call: Call<'_>) -> Said {
    let arg = call.arg;
    if arg.is_empty() {
        let readable = extensions(crate::formats::Format::is_readable);
        return Err(CommandError::new(format!("usage: :import FILE{readable}")));
    }
    match crate::formats::load(std::path::Path::new(arg)) {
        Ok(loaded) => {
            let doc = Identity::File(arg.into());
            // Every warning goes to the log (`:messages`); the line shows the first.
            let now = crate::store::time::now_unix();
            for w in &loaded.warnings {
                app.view.log.push(now, format!("{arg}: {w}"));
            }
            let message = match loaded.warnings.as_slice() {
                [] => format!("imported {arg}; Ctrl-S asks which slot to save it in"),
                [w] => format!("imported {arg}; warning: {w}"),
                [w, rest @ ..] => format!(
                    "imported {arg}; warning: {w} (and {} more: :messages)",
                    rest.len()
                ),
            };
            replace_or_ask(app, loaded.puzzle, doc, true, message);
        }
        Err(e) => app.view.warn(format!("import failed: {e}")),
    }
    Ok(None)
}

/// `:layout FILE`.
pub(super) fn layout(app: &mut Studio, call: Call<'_>) -> Said {
    let arg = call.arg;
    if arg.is_empty() || arg == "-" {
        // `-` is standard input to the CLI; here that is the terminal.
        app.view
            .say("usage: :layout FILE (answers, one per line, tab, clue)".to_string());
        return Ok(None);
    }
    // Bounded, and never a blocking read of a fifo: the studio must not hang on a path.
    let text = match crate::layout::input::read_list_file(std::path::Path::new(arg)) {
        Ok((text, _)) => text,
        Err(e) => {
            return Err(CommandError::new(e.to_string()));
        }
    };
    match crate::layout::import(&text, arg, &crate::layout::Options::default()) {
        Ok(imp) => {
            // One line for all the answers left out, as the CLI prints it.
            let message = match imp.summary {
                Some(line) => format!("laid out {arg}; {line}"),
                None => format!("laid out {arg}; Ctrl-S saves it"),
            };
            replace_or_ask(app, imp.puzzle, Identity::Untitled, false, message);
        }
        Err(e) => app.view.warn(format!("layout failed: {e}")),
    }
    Ok(None)
}
