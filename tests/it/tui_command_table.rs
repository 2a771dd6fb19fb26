//! The command table walked whole: every command is reachable from its keys and its `:`
//! name, the help overlay lists exactly the table, and the behaviours the table fixed.

use crate::common;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use gridwright::grid::{Puzzle, Symmetry};
use gridwright::store::{SlotNumber, Store};
use gridwright::tui::action::{Action, Move};
use gridwright::tui::command_table::{
    Args, Bind, COMMANDS, Command, Key, W_TAKES_NO_FILE, command_for_key, label, names, normalize,
};
use gridwright::tui::keymap;
use gridwright::tui::studio::{Mode, Pending, PromptKind, Studio};
use gridwright::tui::theme::Theme;
use gridwright::tui::ui::render;
use gridwright::tui::update::run_command;
use gridwright::tui::update::update;
use gridwright::words::personal::Change;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::collections::BTreeMap;
use std::path::Path;

const WORDS: &[u8] = b"CAT;60\nCAR;55\nARE;50\nTEN;50\n";

fn slot(n: u8) -> SlotNumber {
    SlotNumber::new(n).expect("slot")
}

fn app_in(dir: Option<&Path>) -> Studio {
    let puzzle = Puzzle::blank(5, 5).expect("size");
    let mut app = Studio::new(puzzle, slot(1), dir.map(Store::new), Theme::default());
    app.set_words(common::studio_words(WORDS));
    app
}

fn press(code: KeyCode, mods: KeyModifiers) -> KeyEvent {
    KeyEvent::new(code, mods)
}

fn screen(app: &Studio, w: u16, h: u16) -> Vec<String> {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    t.draw(|f| render(app, f)).expect("draw");
    let buf = t.backend().buffer();
    (0..h)
        .map(|y| (0..w).map(|x| buf[(x, y)].symbol().to_string()).collect())
        .collect()
}

/// The help overlay's pages at 80×24, the smallest screen the studio promises to fit, as
/// PgDn turns them until the first comes round again.
fn help_pages() -> Vec<Vec<String>> {
    let mut app = app_in(None);
    update(&mut app, Action::Help);
    assert_eq!(app.mode(), Mode::Help);
    let first = screen(&app, 80, 24);
    let mut pages = vec![first.clone()];
    loop {
        keys(&mut app, &[press(KeyCode::PageDown, KeyModifiers::NONE)]);
        assert_eq!(app.mode(), Mode::Help, "PgDn keeps the help open");
        let s = screen(&app, 80, 24);
        if s == first {
            break;
        }
        pages.push(s);
        assert!(pages.len() < 20, "the pages never come round");
    }
    pages
}

/// The title of a help page, `n` of `count`.
fn help_title(n: usize, count: usize) -> String {
    if count == 1 {
        " keys and :commands — any key closes ".into()
    } else {
        format!(" keys and :commands — page {n}/{count} — PgDn/Space next, PgUp back, Esc closes ")
    }
}

/// The key events a table key stands for (a few letters for "any character").
fn events(key: &Key) -> Vec<KeyEvent> {
    match *key {
        Key::Press(code, mods) | Key::Alias(code, mods) => vec![press(code, mods)],
        Key::AnyChar => "aZq7é"
            .chars()
            .map(|c| press(KeyCode::Char(c), KeyModifiers::NONE))
            .chain([press(KeyCode::Char('A'), KeyModifiers::SHIFT)])
            .collect(),
        Key::Click | Key::Wheel => Vec::new(),
    }
}

#[test]
fn every_key_in_the_table_reaches_its_command() {
    let app = app_in(None);
    for cmd in COMMANDS {
        for key in cmd.keys {
            for ev in events(key) {
                let reached = command_for_key(ev).map(|c| c as *const Command);
                assert_eq!(
                    reached,
                    Some(cmd as *const Command),
                    "{key:?} → {}",
                    cmd.help
                );
                let want = match &cmd.action {
                    Bind::Send(a) => Some(a.clone()),
                    Bind::PerKey(f) => f(ev),
                    Bind::Nothing => panic!("{:?} has keys but sends nothing", cmd.help),
                };
                assert!(want.is_some(), "{key:?} sends nothing");
                assert_eq!(keymap::action_for(&app, ev), want, "{key:?}");
            }
        }
    }
}

#[test]
fn no_two_commands_share_a_key() {
    let mut owner: BTreeMap<String, &str> = BTreeMap::new();
    for cmd in COMMANDS {
        for key in cmd.keys {
            let id = match *key {
                Key::Press(code, mods) | Key::Alias(code, mods) => {
                    format!("{:?}", normalize(press(code, mods)))
                }
                other => format!("{other:?}"),
            };
            if let Some(first) = owner.insert(id.clone(), cmd.help) {
                panic!("{id} is bound to both {first:?} and {:?}", cmd.help);
            }
        }
    }
}

#[test]
fn every_name_and_alias_is_unique_and_every_command_is_reachable() {
    let mut seen = std::collections::BTreeSet::new();
    for name in names() {
        assert!(seen.insert(name), ":{name} is in the table twice");
    }
    for cmd in COMMANDS {
        let by_keys = !cmd.keys.is_empty();
        let by_name = !cmd.name.is_empty();
        assert!(
            by_keys || by_name,
            "{:?} has neither keys nor a name",
            cmd.help
        );
        if by_name {
            let runs = cmd.typed.is_some() || matches!(cmd.action, Bind::Send(_));
            assert!(runs, ":{} does nothing on the command line", cmd.name);
        }
        if cmd.bang {
            assert!(cmd.typed.is_some(), ":{}! has nothing to run", cmd.name);
        }
    }
}

/// The grid editor's keys as they were before the table (the `match` it replaced), so the
/// table provably kept every key.
fn before_the_table(key: KeyEvent) -> Option<Action> {
    let ctrl = key.modifiers.contains(KeyModifiers::CONTROL);
    let shift = key.modifiers.contains(KeyModifiers::SHIFT);
    let arrow = |m| {
        if shift {
            Action::Select(m)
        } else {
            Action::Move(m)
        }
    };
    Some(match key.code {
        KeyCode::Up => arrow(Move::Up),
        KeyCode::Down => arrow(Move::Down),
        KeyCode::Left => arrow(Move::Left),
        KeyCode::Right => arrow(Move::Right),
        KeyCode::Char('z') if ctrl => Action::Undo,
        KeyCode::Char('y') if ctrl => Action::Redo,
        KeyCode::Char('s') if ctrl => Action::Save,
        KeyCode::Char('q') if ctrl => Action::Quit,
        KeyCode::Char('n') if ctrl => Action::NewGrid,
        KeyCode::Char('f') if ctrl => Action::Autofill,
        KeyCode::Char('g') if ctrl => Action::GotoPrompt,
        KeyCode::Char('a') if ctrl => Action::AcceptProposal,
        KeyCode::Char('c') if ctrl => Action::Quit,
        // Added with place word's form (issue 20).
        KeyCode::Char('p') if ctrl => Action::PlaceForm,
        // Clue ideas (issue 21).
        KeyCode::Char('t') if ctrl => Action::ClueIdeas,
        KeyCode::Char(_) if ctrl => return None,
        KeyCode::Char(' ') => Action::ToggleDirection,
        KeyCode::Char('.' | '#') => Action::ToggleBlock,
        KeyCode::Char('=') => Action::CycleSymmetry,
        KeyCode::Char('!') => Action::ToggleLock,
        KeyCode::Char('[') => Action::CandidatePrev,
        KeyCode::Char(']') => Action::CandidateNext,
        KeyCode::Char('/') => Action::OpenSearch,
        KeyCode::Char('"') => Action::EditClue,
        KeyCode::Char(':') => Action::OpenCommand,
        KeyCode::Char('?') => Action::Help,
        // Keys added since the table: punctuation, which never typed a letter.
        KeyCode::Char('@') => Action::ToggleCircle,
        KeyCode::Char('%') => Action::ToggleShade,
        KeyCode::Char('+') => Action::ToggleGiven,
        KeyCode::Char('{') => Action::RebusPrompt,
        KeyCode::Char('*') => Action::ScorePrompt,
        KeyCode::Char('-') => Action::Personal {
            word: None,
            change: Change::Score(0),
        },
        KeyCode::Char(c) => Action::Type(c),
        KeyCode::Backspace => Action::Backspace,
        KeyCode::Delete => Action::Delete,
        KeyCode::Enter => Action::PlaceCandidate,
        KeyCode::Tab => Action::NextEntry,
        KeyCode::BackTab => Action::PrevEntry,
        KeyCode::Esc => Action::Escape,
        KeyCode::F(2) => Action::OpenSlots,
        // Added since: the clue desk.
        KeyCode::F(3) => Action::OpenClues,
        KeyCode::F(4) => Action::EditClue,
        KeyCode::F(5) if shift => Action::Refill,
        KeyCode::F(17) => Action::Refill,
        KeyCode::F(5) => Action::Autofill,
        KeyCode::F(6) => Action::AutofillSlot,
        // Added with the viability map (issue 15).
        KeyCode::F(7) => Action::ToggleHeat,
        KeyCode::F(8) => Action::ClueIdeas,
        KeyCode::F(1) => Action::Help,
        // Browsing the ranked candidates (issue 15).
        KeyCode::PageUp => Action::CandidateBy(-10),
        KeyCode::PageDown => Action::CandidateBy(10),
        KeyCode::Home => Action::CandidateBy(i32::MIN),
        KeyCode::End => Action::CandidateBy(i32::MAX),
        _ => return None,
    })
}

#[test]
fn every_key_does_what_it_did_before_the_table() {
    let app = app_in(None);
    let mut codes: Vec<KeyCode> = (' '..='~').map(KeyCode::Char).collect();
    codes.extend((1..=20).map(KeyCode::F));
    codes.extend([
        KeyCode::Up,
        KeyCode::Down,
        KeyCode::Left,
        KeyCode::Right,
        KeyCode::Backspace,
        KeyCode::Delete,
        KeyCode::Enter,
        KeyCode::Tab,
        KeyCode::BackTab,
        KeyCode::Esc,
        KeyCode::Home,
        KeyCode::PageDown,
        KeyCode::Insert,
    ]);
    let (ctrl, shift, alt) = (
        KeyModifiers::CONTROL,
        KeyModifiers::SHIFT,
        KeyModifiers::ALT,
    );
    for code in codes {
        for mods in [KeyModifiers::NONE, ctrl, shift, alt, ctrl | shift] {
            // Two deliberate changes: Shift-Tab sent as Tab with Shift goes back, and Ctrl
            // with Caps Lock (an upper-case letter) is the same key as without.
            let tab_shift = code == KeyCode::Tab && mods.contains(shift);
            let ctrl_upper =
                matches!(code, KeyCode::Char(c) if c.is_ascii_uppercase()) && mods.contains(ctrl);
            // Issue 32 gave `|` and `_` (no letters of any alphabet) the bars.
            let bar_key = matches!(code, KeyCode::Char('|' | '_'))
                && matches!(
                    keymap::action_for(&app, press(code, mods)),
                    Some(gridwright::tui::action::Action::ToggleBar(_))
                );
            // Issue 32 gave F9 the wordplay panel.
            let wordplay_key = code == KeyCode::F(9);
            if tab_shift || ctrl_upper || bar_key || wordplay_key {
                continue;
            }
            let ev = press(code, mods);
            assert_eq!(
                keymap::action_for(&app, ev),
                before_the_table(ev),
                "{code:?} with {mods:?}"
            );
        }
    }
    let back = press(KeyCode::Tab, shift);
    assert_eq!(keymap::action_for(&app, back), Some(Action::PrevEntry));
}

/// Removes each command's row (its label, spaces, its help) from the help screen, and
/// returns what is left of each line, with the rows it found.
fn strip_rows(screen: &[String]) -> (Vec<String>, Vec<&'static str>) {
    let mut found = Vec::new();
    let mut rest = Vec::new();
    for line in screen {
        let mut line = line.clone();
        // Longest labels first, so `^Z :undo` is not read as a shorter label.
        let mut rows: Vec<(String, &Command)> = COMMANDS.iter().map(|c| (label(c), c)).collect();
        rows.sort_by_key(|(l, _)| std::cmp::Reverse(l.chars().count()));
        for (lab, cmd) in rows {
            let hit = line.match_indices(lab.as_str()).find_map(|(i, _)| {
                let after = &line[i + lab.len()..];
                let gap = after.len() - after.trim_start_matches(' ').len();
                (gap > 0 && after[gap..].starts_with(cmd.help)).then_some((i, gap))
            });
            if let Some((i, gap)) = hit {
                let end = i + lab.len() + gap + cmd.help.len();
                line.replace_range(i..end, &" ".repeat(end - i));
                found.push(cmd.help);
            }
        }
        rest.push(line);
    }
    (rest, found)
}

#[test]
fn the_help_at_80x24_lists_every_command_whole_on_some_page_and_nothing_else() {
    let pages = help_pages();
    let count = pages.len();
    let mut found = Vec::new();
    for (n, screen) in pages.iter().enumerate() {
        let (rest, on_page) = strip_rows(screen);
        found.extend(on_page);
        let frame = |c: char| c.is_whitespace() || "┌┐└┘─│".contains(c);
        for (i, line) in rest.iter().enumerate() {
            // The title, and the legend of the grid's marks in the bottom border (styles,
            // not commands).
            let line = if i == 0 {
                let title = help_title(n + 1, count);
                assert!(line.contains(&title), "page {}: {line:?}", n + 1);
                line.replace(&title, "")
            } else if i + 1 == rest.len() {
                line.replace(
                    " marks:    entry a fill named (until the next edit) · · health problem ",
                    "",
                )
            } else {
                line.clone()
            };
            assert!(
                line.chars().all(frame),
                "the help shows something not in the table: {line:?}"
            );
        }
    }
    let all = pages.concat().join("\n");
    for cmd in COMMANDS {
        assert!(
            found.contains(&cmd.help),
            "{} {:?} is not (whole) in the help:\n{all}",
            label(cmd),
            cmd.help,
        );
    }
    assert_eq!(found.len(), COMMANDS.len(), "a row is listed twice");
    for key in [
        "F1",
        "^C",
        "S-F5",
        "^G",
        ":saveas N",
        ":goto [51A]",
        "- :ban",
    ] {
        assert!(all.contains(key), "{key} is missing from the help:\n{all}");
    }
}

#[test]
fn the_help_pages_turn_both_ways_and_other_keys_close_it() {
    let mut app = app_in(None);
    update(&mut app, Action::Help);
    let first = screen(&app, 80, 24);
    assert!(first[0].contains("page 1/"), "{}", first[0]);
    keys(&mut app, &chars(" "));
    let second = screen(&app, 80, 24);
    assert!(second[0].contains("page 2/"), "{}", second[0]);
    keys(&mut app, &[press(KeyCode::PageUp, KeyModifiers::NONE)]);
    assert_eq!(screen(&app, 80, 24), first);
    // Back from the first page is the last.
    keys(&mut app, &[press(KeyCode::PageUp, KeyModifiers::NONE)]);
    assert_eq!(screen(&app, 80, 24), *help_pages().last().expect("a page"));
    keys(&mut app, &chars("x"));
    assert_eq!(app.mode(), Mode::Normal);
    // Opened again, it starts on the first page; a tall screen has room for one page.
    update(&mut app, Action::Help);
    assert_eq!(screen(&app, 80, 24), first);
    let tall = screen(&app, 120, 60);
    assert!(tall[0].contains("any key closes"), "{}", tall[0]);
}

/// A plausible argument for a hint, so each command can run once.
fn sample_arg(name: &str, hint: &str, dir: &Path) -> String {
    match (name, hint) {
        ("sym", _) => "none".into(),
        ("theme", _) => "light".into(),
        ("rebus", _) => "STAR".into(),
        ("score", _) => "CAT 70".into(),
        ("ban" | "unban", _) => "CAT".into(),
        (_, "N") if name == "minscore" => "30".into(),
        (_, "N") => "4".into(),
        (_, "FILE") => dir.join(format!("{name}.ipuz")).display().to_string(),
        (_, "WxH") => "6x6".into(),
        (_, "51A") => "1A".into(),
        _ => "Some text".into(),
    }
}

#[test]
fn every_colon_name_runs_and_checks_its_argument() {
    let refusals = ["unknown command", "takes no", "usage:", "has no ! form"];
    for cmd in COMMANDS.iter().filter(|c| !c.name.is_empty()) {
        let every = std::iter::once(cmd.name).chain(cmd.aliases.iter().copied());
        for name in every {
            let forms: Vec<String> = match cmd.bang {
                true => vec![name.to_string(), format!("{name}!")],
                false => vec![name.to_string()],
            };
            for form in forms {
                let dir = tempfile::tempdir().expect("tempdir");
                let mut app = app_in(Some(dir.path()));
                let line = match cmd.args {
                    Args::Required(h) | Args::Optional(h) => {
                        format!("{form} {}", sample_arg(name, h, dir.path()))
                    }
                    Args::None | Args::NoneSee(_) => form.clone(),
                };
                run_command(&mut app, &line);
                let msg = app.message().unwrap_or_default().to_string();
                assert!(!refusals.iter().any(|r| msg.contains(r)), ":{line} → {msg}");
                // The argument is checked against the table before anything runs.
                let mut app = app_in(Some(dir.path()));
                match cmd.args {
                    Args::Required(_) => {
                        run_command(&mut app, &form);
                        let msg = app.message().unwrap_or_default().to_string();
                        assert!(msg.starts_with("usage:"), ":{form} → {msg}");
                    }
                    Args::None | Args::NoneSee(_) => {
                        run_command(&mut app, &format!("{form} extra"));
                        let msg = app.message().unwrap_or_default().to_string();
                        assert!(!msg.is_empty() && !app.quit(), ":{form} extra → {msg}");
                    }
                    Args::Optional(_) => {}
                }
            }
        }
    }
    let mut app = app_in(None);
    run_command(&mut app, "frobnicate");
    let msg = app.message().unwrap_or_default().to_string();
    assert!(msg.contains("unknown command :frobnicate"), "{msg}");
    run_command(&mut app, "load! 3");
    assert_eq!(app.message(), Some(":load has no ! form"));
}

#[test]
fn w_with_a_file_is_an_error_and_saves_nothing() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = app_in(Some(dir.path()));
    update(&mut app, Action::Type('c'));
    run_command(&mut app, "w foo.puz");
    assert_eq!(app.message(), Some(W_TAKES_NO_FILE));
    assert_eq!(app.mode(), Mode::Normal);
    assert!(app.dirty());
    let files: Vec<_> = std::fs::read_dir(dir.path()).expect("dir").collect();
    assert!(files.is_empty(), "{files:?}");
    assert!(!Path::new("foo.puz").exists());
}

#[test]
fn saveas_asks_before_replacing_an_occupied_slot() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    let mut held = Puzzle::blank(3, 3).expect("size");
    held.meta.title = "Finished".into();
    store.save(slot(4), &held, false).expect("save");
    let before = std::fs::read(store.path(slot(4))).expect("read");
    let mut app = app_in(Some(dir.path()));
    update(&mut app, Action::Type('c'));
    run_command(&mut app, "saveas 4");
    assert!(
        matches!(
            app.mode(),
            Mode::Confirm {
                on_yes: Pending::SaveAs(n),
                ..
            } if n == slot(4)
        ),
        "{:?}",
        app.mode()
    );
    update(&mut app, Action::No);
    assert_eq!(std::fs::read(store.path(slot(4))).expect("read"), before);
    // A free slot needs no question.
    run_command(&mut app, "saveas 5");
    assert_eq!(app.mode(), Mode::Normal);
    assert!(store.path(slot(5)).exists(), "{:?}", app.message());
    run_command(&mut app, "saveas 12");
    assert!(!app.message().unwrap_or_default().to_string().is_empty());
}

fn prompt_buffer(app: &Studio) -> String {
    match &app.mode() {
        Mode::Prompt {
            kind: PromptKind::Command,
            buffer,
        } => buffer.text().to_string(),
        other => panic!("not in the command line: {other:?}"),
    }
}

/// Presses keys through the keymap, as the terminal would.
fn keys(app: &mut Studio, evs: &[KeyEvent]) {
    for &ev in evs {
        if let Some(a) = keymap::action_for(app, ev) {
            update(app, a);
        }
    }
}

fn chars(s: &str) -> Vec<KeyEvent> {
    s.chars()
        .map(|c| press(KeyCode::Char(c), KeyModifiers::NONE))
        .collect()
}

#[test]
fn tab_completes_command_names_from_the_table() {
    let tab = press(KeyCode::Tab, KeyModifiers::NONE);
    let mut app = app_in(None);
    keys(&mut app, &chars(":sa"));
    keys(&mut app, &[tab]);
    assert_eq!(prompt_buffer(&app), "saveas ");
    // Several matches: completed as far as they agree, and listed.
    update(&mut app, Action::Escape);
    keys(&mut app, &chars(":m"));
    keys(&mut app, &[tab]);
    assert_eq!(prompt_buffer(&app), "m");
    assert_eq!(
        app.message(),
        Some(":messages  :minscore  :move  :maxshared")
    );
    keys(&mut app, &chars("i"));
    keys(&mut app, &[tab]);
    assert_eq!(prompt_buffer(&app), "minscore ");
    update(&mut app, Action::Escape);
    keys(&mut app, &chars(":qq"));
    keys(&mut app, &[tab]);
    assert_eq!(prompt_buffer(&app), "qq");
    assert!(app.message().unwrap_or_default().contains("no command"));
    // Enter runs what Tab completed.
    update(&mut app, Action::Escape);
    keys(&mut app, &chars(":und"));
    keys(&mut app, &[tab, press(KeyCode::Enter, KeyModifiers::NONE)]);
    assert_eq!(app.mode(), Mode::Normal);
    assert_eq!(app.message(), Some("nothing to undo"));
}

#[test]
fn resizing_keeps_the_help_open_and_a_key_still_closes_it() {
    let mut app = app_in(None);
    keys(&mut app, &[press(KeyCode::F(1), KeyModifiers::NONE)]);
    assert_eq!(app.mode(), Mode::Help);
    update(&mut app, Action::Resize);
    assert_eq!(app.mode(), Mode::Help);
    keys(&mut app, &chars("x"));
    assert_eq!(app.mode(), Mode::Normal);
}

#[test]
fn ctrl_n_and_new_make_the_same_grid() {
    for (sym, kept) in [("none", Symmetry::None), ("diagonal", Symmetry::Rotational)] {
        let mut by_key = app_in(None);
        run_command(&mut by_key, &format!("sym {sym}"));
        let mut by_name = app_in(None);
        run_command(&mut by_name, &format!("sym {sym}"));
        keys(
            &mut by_key,
            &[press(KeyCode::Char('n'), KeyModifiers::CONTROL)],
        );
        keys(
            &mut by_key,
            &[press(KeyCode::Backspace, KeyModifiers::NONE); 3],
        );
        keys(&mut by_key, &chars("7x5"));
        keys(&mut by_key, &[press(KeyCode::Enter, KeyModifiers::NONE)]);
        crate::common::studio::yes_if_asked(&mut by_key);
        run_command(&mut by_name, "new 7x5");
        crate::common::studio::yes_if_asked(&mut by_name);
        assert_eq!(by_key.puzzle().grid.width(), 7, "{:?}", by_key.message());
        assert_eq!(*by_key.puzzle(), *by_name.puzzle());
        assert_eq!(by_key.puzzle().meta.symmetry, kept, "{sym}");
        assert_eq!(by_key.message(), by_name.message());
    }
    // A bare :new asks the size, as Ctrl-N does.
    let mut app = app_in(None);
    run_command(&mut app, "new");
    assert!(matches!(
        app.mode(),
        Mode::Prompt {
            kind: PromptKind::NewGrid,
            ..
        }
    ));
}
