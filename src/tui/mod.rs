//! The terminal studio: app state, input → actions, widgets, theme.
//!
//! `Studio` holds the state, `Action` is everything a user can do, `update` is the only place
//! state changes, and `ui::render` draws from `&Studio`. The event loop here only turns terminal
//! events into actions, drains background work and redraws.

pub mod action;
pub mod call;
pub mod clue_desk;
pub mod command_table;
pub mod commands;
pub mod config;
pub mod design;
pub mod document;
pub mod events;
pub mod fill_rules;
pub mod house_style;
pub mod keymap;
#[cfg(test)]
mod layers;
pub mod line_edit;
pub mod meaning;
pub mod messages;
pub mod min_scores;
pub mod mode;
pub mod ops;
pub mod panels;
pub mod past_clues;
pub mod place_word;
pub mod services;
pub mod stats;
pub mod studio;
pub mod templates;
pub mod theme;
pub mod ui;
pub mod update;
pub mod viability;
pub mod view;
pub mod watch;
pub mod wordplay;
pub mod words;

use action::Action;
use crossterm::event::{self, Event, MouseButton, MouseEvent, MouseEventKind};
use std::time::Instant;
use studio::{Pending, Studio};

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
pub fn startup_app(opts: &StartOptions) -> Studio {
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
    let (alphabets, alphabet_notes) = crate::store::alphabets::load_user();
    // A new grid is in the config's alphabet; a name no alphabet has is said, and Latin used.
    let (alphabet, alphabet_msg) = match config.alphabet.as_deref().map(|n| alphabets.get(n)) {
        None => (crate::grid::Alphabet::latin(), None),
        Some(Ok(a)) => (a, None),
        Some(Err(e)) => (
            crate::grid::Alphabet::latin(),
            Some(format!("config.toml: {e}; new grids are Latin")),
        ),
    };
    let mut message = config_msg
        .or(theme_msg)
        .or(alphabet_msg)
        .or_else(|| alphabet_notes.first().cloned());
    let mut broken = false;
    let blank = || {
        let mut p = crate::grid::Puzzle::blank(config.width, config.height)
            .unwrap_or_else(|_| crate::grid::Puzzle::blank(15, 15).expect("15×15 is a valid size"));
        if config.symmetry.fits(config.width, config.height) {
            p.meta.symmetry = config.symmetry;
        }
        p.meta.house = config.style;
        p.meta.two_letter_entries = config.two_letter_entries;
        p.meta.max_unches = config.max_unches;
        p.alphabet = alphabet.clone();
        p
    };
    // Slot N opens as the document in slot N; an empty or unreadable slot gives a new
    // untitled grid, whose first save asks where it goes.
    let mut version = None;
    let (puzzle, in_slot) = match store.as_ref().map(|s| s.load(slot)) {
        Some(Ok(Some(saved))) => {
            version = Some(saved.version);
            (saved.puzzle, true)
        }
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
    let mut app = Studio::new(puzzle, slot, store, theme);
    if !in_slot {
        let saved = Some(app.doc.puzzle().clone());
        app.set_document(document::Identity::Untitled, saved);
    }
    min_scores::configure(&mut app, &config);
    app.settings.fill_threads = config.threads;
    let (ban, unknown) = crate::words::queried::Ban::from_names(&config.ban_kinds, &config.ban);
    app.settings.ban = ban;
    if let Some(name) = unknown.first() {
        let now = crate::store::time::now_unix();
        app.view.log.push(
            now,
            format!(
                "config.toml: ban_kinds: {:?} is not a kind",
                crate::grid::printable::one_line(name)
            ),
        );
    }
    app.settings.page =
        crate::formats::page::size::resolve(None, config.page, |v| std::env::var(v).ok());
    viability::configure(&mut app, config.few_viable, config.fill_timeout);
    app.settings.alphabets = alphabets;
    let now = crate::store::time::now_unix();
    for note in &alphabet_notes {
        app.view.log.push(now, note.clone());
    }
    app.slot_broken = broken;
    if let Some(message) = message {
        app.view.say(message);
    }
    if in_slot {
        // Said over the start message: two studios on one slot must know it.
        update::opened_slot(&mut app, slot, version);
    }
    if let Some(store) = &app.store
        && let Some(rec) = store.claim_orphaned_recovery()
    {
        app.view.ask(crate::tui::view::Question {
            text: format!(
                "Unsaved work from {} UTC was found ({}). Recover it? (y/n)",
                crate::store::time::format_utc(rec.saved),
                rec.slot.map_or("untitled".into(), |s| format!("slot {s}"))
            ),
            on_yes: Pending::Recover,
        });
    }
    app
}

fn first_slot() -> crate::store::SlotNumber {
    crate::store::SlotNumber::all()
        .next()
        .expect("slot 1 exists")
}

pub use words::{WordSource, WordsLoaded};

/// Runs the studio until the user quits. The terminal is restored on return and on panic.
pub fn run(opts: StartOptions) -> anyhow::Result<()> {
    let mut app = startup_app(&opts);
    let (config, _) = config::Config::load(crate::store::paths::config_dir().ok().as_deref());
    // In the background, for the puzzle's alphabet; again whenever that changes.
    let alphabets = app.settings.alphabets.clone();
    app.set_word_source(WordSource::user(config.word_lists, alphabets));
    let mut terminal = ratatui::try_init()?;
    // ratatui's hook restores the screen on a panic; this one also releases the mouse. A
    // service's panic is caught and said in the studio: the screen must stay as it is.
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if std::thread::current()
            .name()
            .is_some_and(|n| n.starts_with("gridwright-"))
        {
            return;
        }
        let _ = crossterm::execute!(
            std::io::stdout(),
            crossterm::event::DisableMouseCapture,
            crossterm::event::DisableBracketedPaste
        );
        previous(info);
    }));
    // Bracketed paste: a pasted clue arrives as one event, not as keys (a newline in it
    // would press Enter).
    let _ = crossterm::execute!(
        std::io::stdout(),
        crossterm::event::EnableMouseCapture,
        crossterm::event::EnableBracketedPaste
    );
    let result = event_loop(&mut app, &mut terminal);
    let _ = crossterm::execute!(
        std::io::stdout(),
        crossterm::event::DisableMouseCapture,
        crossterm::event::DisableBracketedPaste
    );
    ratatui::restore();
    result
}

/// Reads terminal input on a thread of its own and posts it to the services' channel, so
/// the event loop waits on one thing.
fn forward_input(tx: std::sync::mpsc::Sender<update::Event>) {
    let spawned = std::thread::Builder::new()
        .name("input".into())
        .spawn(move || {
            while let Ok(ev) = event::read() {
                if tx.send(update::Event::Input(ev)).is_err() {
                    return;
                }
            }
        });
    if let Err(e) = spawned {
        // Without input nothing can be done: say so on the way out.
        eprintln!("gridwright: cannot read the terminal: {e}");
    }
}

/// The studio's loop: blocks on the one channel (input and background results), handles
/// everything that is waiting, then draws once. The only timer is autosave's.
fn event_loop(app: &mut Studio, terminal: &mut ratatui::DefaultTerminal) -> anyhow::Result<()> {
    forward_input(app.services.sender());
    terminal.draw(|f| ui::render(app, f))?;
    // The meaning index is read once the first frame is up, so it takes no time from
    // opening; only English lists have one.
    meaning::want_index(app);
    while !app.quit {
        // A running search wakes the loop each second for its clock; unsaved work, for
        // autosave.
        let wait = if app.fill.is_some() || app.design.run().is_some() {
            Some(std::time::Duration::from_secs(1))
        } else {
            app.doc.dirty().then_some(update::AUTOSAVE_EVERY)
        };
        let mut redraw = match app.services.next(wait) {
            Some(ev) => handle_event(app, terminal, ev),
            None => false,
        };
        // Everything already waiting is handled before the next frame.
        while let Some(ev) = app.services.try_next() {
            redraw |= handle_event(app, terminal, ev);
        }
        if app.quit {
            break;
        }
        redraw |= update::handle(app, update::Event::Tick(Instant::now()));
        if redraw {
            terminal.draw(|f| ui::render(app, f))?;
        }
    }
    Ok(())
}

/// One event from the channel: input becomes an action; a background result is handled as
/// is. Returns whether the screen needs redrawing.
fn handle_event(app: &mut Studio, terminal: &ratatui::DefaultTerminal, ev: update::Event) -> bool {
    match ev {
        update::Event::Input(input) => {
            if let Some(action) = action_for_event(app, terminal, input) {
                update::update(app, action);
            }
            true
        }
        other => update::handle(app, other),
    }
}

fn action_for_event(
    app: &Studio,
    terminal: &ratatui::DefaultTerminal,
    ev: Event,
) -> Option<Action> {
    match ev {
        Event::Key(k) if k.kind != event::KeyEventKind::Release => keymap::action_for(app, k),
        Event::Mouse(m) => {
            let size = terminal.size().ok()?;
            let area = ratatui::layout::Rect::new(0, 0, size.width, size.height);
            mouse_action(app, area, m)
        }
        Event::Resize(..) => Some(Action::Resize),
        Event::Paste(text) => keymap::action_for_paste(app, text),
        _ => None,
    }
}

/// What a mouse event on a screen of `area` means: a click on a square moves there, on a
/// candidate places it; the wheel over the candidates scrolls them.
pub fn mouse_action(app: &Studio, area: ratatui::layout::Rect, m: MouseEvent) -> Option<Action> {
    if app.view.mode != studio::Mode::Normal {
        return None;
    }
    let g = &app.doc.puzzle().grid;
    let l = ui::screen_layout_at(area, g.width(), g.height(), app.view.cursor)?;
    let over_candidates = {
        let r = ui::candidate_panel(&l);
        (r.x..r.x + r.width).contains(&m.column) && (r.y..r.y + r.height).contains(&m.row)
    };
    match m.kind {
        MouseEventKind::Down(MouseButton::Left) => ui::square_at(&l, m.column, m.row)
            .map(Action::Click)
            .or_else(|| ui::candidate_at(app, &l, m.column, m.row).map(Action::PlaceCandidateAt))
            .or_else(|| {
                let (at, direction) = ui::clue_at(app, &l, m.column, m.row)?;
                Some(Action::GoToEntry(at, direction))
            }),
        MouseEventKind::Drag(MouseButton::Left) => {
            ui::square_at(&l, m.column, m.row).map(Action::DragTo)
        }
        MouseEventKind::ScrollDown if over_candidates => Some(Action::CandidateBy(WHEEL_ROWS)),
        MouseEventKind::ScrollUp if over_candidates => Some(Action::CandidateBy(-WHEEL_ROWS)),
        _ => None,
    }
}

/// Rows one notch of the mouse wheel moves the candidate highlight.
const WHEEL_ROWS: i32 = 3;

#[cfg(test)]
mod tests {
    use super::*;
    use words::StudioWords;

    fn app() -> Studio {
        let slot = crate::store::SlotNumber::new(1).expect("slot");
        let puzzle = crate::grid::Puzzle::blank(5, 5).expect("size");
        Studio::new(puzzle, slot, None, theme::Theme::default())
    }

    #[test]
    fn a_failed_load_is_said_and_ends_the_wait() {
        let mut a = app();
        update::handle(
            &mut a,
            update::Event::WordsLoaded(WordsLoaded {
                alphabet: crate::grid::Alphabet::latin(),
                result: Err("the loader stopped".into()),
            }),
        );
        assert!(
            !a.words.is_loading(),
            "the panel would wait for words forever"
        );
        let msg = a.message().unwrap_or("");
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
            update::Event::WordsLoaded(WordsLoaded {
                alphabet: crate::grid::Alphabet::latin(),
                result: Ok((StudioWords::new(index, 50), notes)),
            }),
        );
        let msg = a.message().unwrap_or("");
        assert_eq!(msg, "skipped word list /a.dict: gone (and 1 more)");
    }
}
