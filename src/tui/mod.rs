//! The terminal studio: app state, input → actions, widgets, theme.
//!
//! `App` holds the state, `Action` is everything a user can do, `update` is the only place
//! state changes, and `ui::render` draws from `&App`. The event loop here only turns terminal
//! events into actions, drains background work and redraws.

pub mod action;
pub mod app;
pub mod command_table;
pub mod commands;
pub mod config;
pub mod document;
pub mod events;
pub mod keymap;
pub mod messages;
pub mod theme;
pub mod ui;
pub mod update;

use action::Action;
use app::{App, Mode, Pending, StudioWords};
use crossterm::event::{self, Event, MouseButton, MouseEventKind};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// How the studio starts.
#[derive(Debug, Clone, Default)]
pub struct StartOptions {
    /// Data dir override (`--data-dir`).
    pub data_dir: Option<std::path::PathBuf>,
    /// Theme name override (`--theme`).
    pub theme: Option<String>,
    /// A theme file to read instead (`--theme-file`).
    pub theme_file: Option<std::path::PathBuf>,
    /// Slot to open (default 1).
    pub slot: Option<crate::store::SlotNumber>,
}

/// Builds the app the studio opens with: the slot (or a new grid), config, theme, and an
/// offer to recover autosaved work.
pub fn startup_app(opts: &StartOptions) -> App {
    use crate::store::{Store, paths};
    let config_dir = paths::config_dir().ok();
    let (config, config_msg) = config::Config::load(config_dir.as_deref());
    let (theme, theme_msg) = match &opts.theme_file {
        Some(path) => theme::Theme::load_file(path),
        None => {
            let name = opts.theme.as_deref().unwrap_or(&config.theme);
            theme::Theme::load(name, config_dir.as_deref())
        }
    };
    let store = paths::data_dir(opts.data_dir.as_deref())
        .ok()
        .map(Store::new);
    let slot = opts.slot.unwrap_or_else(first_slot);
    let mut message = config_msg.or(theme_msg);
    let mut broken = false;
    let blank = || {
        let mut p = crate::grid::Puzzle::blank(config.width, config.height)
            .unwrap_or_else(|_| crate::grid::Puzzle::blank(15, 15).expect("15×15 is a valid size"));
        if config.symmetry.fits(config.width, config.height) {
            p.meta.symmetry = config.symmetry;
        }
        p
    };
    // Slot N opens as the document in slot N; an empty or unreadable slot gives a new
    // untitled grid, whose first save asks where it goes.
    let (puzzle, in_slot) = match store.as_ref().map(|s| s.load(slot)) {
        Some(Ok(Some(saved))) => (saved.puzzle, true),
        Some(Err(e)) => {
            broken = true;
            message = Some(format!(
                "{e} — opened a new grid; the file is left untouched"
            ));
            (blank(), false)
        }
        _ => (blank(), false),
    };
    if let Some(store) = &store {
        // Temp files of saves that were killed are of no use to anyone; clear them now.
        store.remove_stale_temps();
    }
    let mut app = App::new(puzzle, slot, store, theme);
    if !in_slot {
        let saved = Some(app.puzzle.clone());
        app.set_document(document::Document::Untitled, saved);
    }
    app.min_score = config.min_score;
    app.slot_broken = broken;
    app.message = message;
    if let Some(store) = &app.store
        && let Ok(Some(rec)) = store.load_recovery()
    {
        app.mode = Mode::Confirm {
            question: format!(
                "Unsaved work from {} UTC was found ({}). Recover it? (y/n)",
                crate::store::time::format_utc(rec.saved),
                rec.slot.map_or("untitled".into(), |s| format!("slot {s}"))
            ),
            on_yes: Pending::Recover,
        };
    }
    app
}

fn first_slot() -> crate::store::SlotNumber {
    crate::store::SlotNumber::all()
        .next()
        .expect("slot 1 exists")
}

/// What the word loader sends the studio: the words and any lists it had to leave out, or
/// why no words could be loaded at all.
pub type WordsLoaded = Result<(StudioWords, Vec<String>), String>;

/// Loads the words on a worker thread so the studio opens at once: the built-in list, the
/// config dir's `wordlists/`, then the config file's `word_lists`. A list that cannot be read
/// is left out and named in the notes; if the index cannot be built at all, the built-in
/// list alone is tried before giving up.
pub fn load_words_in_background(
    min_score: u8,
    extra_lists: Vec<std::path::PathBuf>,
) -> mpsc::Receiver<WordsLoaded> {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let spec = crate::words::ListSpec {
            default_list: true,
            config_lists: crate::store::paths::config_dir()
                .ok()
                .map(|d| d.join("wordlists")),
            files: extra_lists,
            ..Default::default()
        };
        let cache = crate::store::paths::cache_dir().ok();
        let result = match crate::words::load(&spec, cache.as_deref()) {
            Ok(w) => Ok((w, Vec::new())),
            Err(e) => crate::words::load(&crate::words::ListSpec::default_only(), None)
                .map(|w| (w, vec![format!("{e}; using the built-in list only")]))
                .map_err(|e2| format!("{e}; the built-in list: {e2}")),
        };
        let result = result.map(|(w, mut notes)| {
            notes.splice(0..0, w.skipped.iter().map(ToString::to_string));
            (StudioWords::new(w.index, min_score), notes)
        });
        let _ = tx.send(result);
    });
    rx
}

/// Runs the studio until the user quits. The terminal is restored on return and on panic.
pub fn run(opts: StartOptions) -> anyhow::Result<()> {
    let mut app = startup_app(&opts);
    let (config, _) = config::Config::load(crate::store::paths::config_dir().ok().as_deref());
    let words = load_words_in_background(app.min_score, config.word_lists);
    // ratatui's own hook restores the screen on a panic; this one also releases the mouse.
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = crossterm::execute!(std::io::stdout(), crossterm::event::DisableMouseCapture);
        previous(info);
    }));
    let mut terminal = ratatui::try_init()?;
    let _ = crossterm::execute!(std::io::stdout(), crossterm::event::EnableMouseCapture);
    let result = event_loop(&mut app, &mut terminal, words);
    let _ = crossterm::execute!(std::io::stdout(), crossterm::event::DisableMouseCapture);
    ratatui::restore();
    result
}

fn event_loop(
    app: &mut App,
    terminal: &mut ratatui::DefaultTerminal,
    words: mpsc::Receiver<WordsLoaded>,
) -> anyhow::Result<()> {
    let mut words = Some(words);
    let mut last_draw = Instant::now() - Duration::from_secs(1);
    let mut needs_draw = true;
    while !app.quit {
        if let Some(rx) = &words {
            let received = match rx.try_recv() {
                Ok(loaded) => Some(loaded),
                Err(mpsc::TryRecvError::Empty) => None,
                // The loader died (a panic) without sending: say so rather than wait forever.
                Err(mpsc::TryRecvError::Disconnected) => Some(Err("the loader stopped".into())),
            };
            if let Some(loaded) = received {
                update::handle(app, update::Event::WordsLoaded(loaded));
                words = None;
                needs_draw = true;
            }
        }
        let had_fill = app.fill.is_some();
        if update::tick(app, Instant::now()) || had_fill {
            needs_draw = true;
        }
        // Redraw at most every 16 ms; input is read in between without waiting for a frame.
        if needs_draw && last_draw.elapsed() >= Duration::from_millis(16) {
            terminal.draw(|f| ui::render(app, f))?;
            last_draw = Instant::now();
            needs_draw = false;
        }
        if event::poll(Duration::from_millis(16))? {
            let ev = event::read()?;
            if let Some(action) = action_for_event(app, terminal, ev) {
                update::update(app, action);
            }
            needs_draw = true;
        }
    }
    Ok(())
}

fn action_for_event(app: &App, terminal: &ratatui::DefaultTerminal, ev: Event) -> Option<Action> {
    match ev {
        Event::Key(k) if k.kind != event::KeyEventKind::Release => keymap::action_for(app, k),
        Event::Mouse(m) if m.kind == MouseEventKind::Down(MouseButton::Left) => {
            let size = terminal.size().ok()?;
            let area = ratatui::layout::Rect::new(0, 0, size.width, size.height);
            let g = &app.puzzle.grid;
            let l = ui::screen_layout(area, g.width(), g.height())?;
            ui::square_at(&l, m.column, m.row).map(Action::Click)
        }
        Event::Resize(..) => Some(Action::Resize),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn app() -> App {
        let slot = crate::store::SlotNumber::new(1).expect("slot");
        let puzzle = crate::grid::Puzzle::blank(5, 5).expect("size");
        App::new(puzzle, slot, None, theme::Theme::default())
    }

    #[test]
    fn a_failed_load_is_said_and_ends_the_wait() {
        let mut a = app();
        update::handle(
            &mut a,
            update::Event::WordsLoaded(Err("the loader stopped".into())),
        );
        assert!(a.words.is_some(), "the panel would wait for words forever");
        let msg = a.message.as_deref().unwrap_or("");
        assert!(msg.contains("cannot load any words"), "{msg}");
    }

    #[test]
    fn skipped_lists_are_named() {
        let mut a = app();
        let mut lex = crate::words::Lexicon::new(crate::grid::Alphabet::latin());
        lex.add_list("t", b"CAT\nDOG\n");
        let index = crate::words::WordIndex::build(&lex).expect("index");
        let notes = vec!["skipped word list /a.dict: gone".into(), "another".into()];
        update::handle(
            &mut a,
            update::Event::WordsLoaded(Ok((StudioWords::new(index, 50), notes))),
        );
        let msg = a.message.as_deref().unwrap_or("");
        assert_eq!(msg, "skipped word list /a.dict: gone (and 1 more)");
    }
}
