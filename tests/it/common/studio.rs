//! Driving the studio in tests: commands typed at the `:` prompt, the status message, and the
//! screen as text. Each test crate uses what it needs.
#![allow(dead_code)]

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use gridwright::tui::action::Action;
use gridwright::tui::keymap;
use gridwright::tui::studio::Studio;
use gridwright::tui::ui::render;
use gridwright::tui::update::update;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// A key pressed through the keymap, as the terminal would send it.
pub fn key(app: &mut Studio, code: KeyCode, mods: KeyModifiers) {
    if let Some(a) = keymap::action_for(app, KeyEvent::new(code, mods)) {
        update(app, a);
    }
}

/// Text typed key by key through the keymap.
pub fn typed(app: &mut Studio, text: &str) {
    for c in text.chars() {
        key(app, KeyCode::Char(c), KeyModifiers::NONE);
    }
}

/// The status message, or "".
pub fn said(app: &Studio) -> String {
    app.message().unwrap_or_default().to_string()
}

/// Types `line` at the `:` prompt and submits it.
pub fn command(app: &mut Studio, line: &str) {
    update(app, Action::OpenCommand);
    for c in line.chars() {
        update(app, Action::PromptChar(c));
    }
    update(app, Action::PromptSubmit);
}

/// The screen at `w`×`h` as text, one line a row, trailing blanks trimmed.
pub fn screen(app: &Studio, w: u16, h: u16) -> String {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    t.draw(|f| render(app, f)).expect("draw");
    let buf = t.backend().buffer();
    let mut out = String::new();
    for y in 0..h {
        let line: String = (0..w).map(|x| buf[(x, y)].symbol().to_string()).collect();
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// Answers yes when the studio asks before opening another document over unsaved work
/// (`:new`, `:import`, `:layout`): for tests of what comes after, not of the question.
pub fn yes_if_asked(app: &mut Studio) {
    if let gridwright::tui::studio::Mode::Confirm { question, .. } = app.mode()
        && question.starts_with("Unsaved changes")
    {
        update(app, gridwright::tui::action::Action::Yes);
    }
}

/// `:minscore ARG`, then waits for the studio's tables to be rebuilt (a hang guard, not a
/// speed check).
pub fn min_score(app: &mut Studio, arg: &str) {
    command(app, &format!("minscore {arg}"));
    let until = std::time::Instant::now() + std::time::Duration::from_secs(300);
    while app.is_rescoring() {
        assert!(
            std::time::Instant::now() < until,
            "the tables never arrived"
        );
        crate::common::studio::next(app, until);
    }
}

/// Blocks until the next background result (at most until `until`) and handles it: the
/// wait of a test for a service, in place of polling and sleeping.
pub fn next(app: &mut Studio, until: std::time::Instant) {
    let left = until.saturating_duration_since(std::time::Instant::now());
    if let Some(ev) = app.next_event(left) {
        gridwright::tui::update::handle(app, ev);
    }
}

/// A studio on slot 1 over `rows` (Latin letters, `#` blocks) with `list` as its words, in
/// the default theme.
pub fn over(rows: &str, list: &[u8]) -> Studio {
    use gridwright::grid::text::parse_grid;
    use gridwright::grid::{Alphabet, Puzzle};
    use gridwright::store::SlotNumber;
    use gridwright::tui::theme::Theme;
    let grid = parse_grid(rows, &Alphabet::latin()).expect("grid");
    let mut app = Studio::new(
        Puzzle::new(grid),
        SlotNumber::new(1).expect("slot"),
        None,
        Theme::default(),
    );
    app.set_words(crate::common::studio_words(list));
    app
}
