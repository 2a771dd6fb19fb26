//! A slot's history in the browser: listed newest first with a summary, restored into the
//! document's own slot as an undoable edit, into another slot only after a question; and
//! the browser fits 80×24.

use super::*;

#[test]
fn history_browse_restore_and_undo() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    let (a, b, c) = (
        grid("CAT\n...\n...\n", "A"),
        grid("CAT\nARE\n...\n", "B"),
        grid("CAT\nARE\nTEN\n", "C"),
    );
    for p in [&a, &b, &c] {
        store.save(slot(3), p, false).expect("save");
    }
    let mut app = app_with(Puzzle::blank(3, 3).expect("size"), dir.path());
    update(&mut app, Action::LoadSlot(slot(3)));
    typed(&mut app, "x");
    update(&mut app, Action::OpenSlots);
    assert!(matches!(app.mode(), Mode::Slots { selected: 2 }));
    update(&mut app, Action::SlotHistory);
    let view = app.browser().history.clone().expect("history shown");
    let lines: Vec<&str> = view.rows.iter().map(|r| r.line.as_str()).collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(
        lines[0].ends_with("3×3, 6 words, 6/9 squares filled"),
        "{lines:?}"
    );
    assert!(
        lines[1].ends_with("3×3, 6 words, 3/9 squares filled"),
        "{lines:?}"
    );
    // Esc goes back to the slots; h opens the history again.
    update(&mut app, Action::Escape);
    assert!(app.browser().history.is_none());
    assert!(matches!(app.mode(), Mode::Slots { .. }));
    update(&mut app, Action::SlotHistory);
    update(&mut app, Action::ListMove(1));
    update(&mut app, Action::SlotLoad);
    assert_eq!(app.mode(), Mode::Normal);
    assert_eq!(*app.puzzle(), a, "{:?}", app.message());
    assert!(!app.dirty(), "slot 3 holds A now");
    assert_eq!(store.load(slot(3)).expect("load").expect("a").puzzle, a);
    // C, the version it replaced, is the newest in the history.
    let newest = store.history(slot(3)).expect("history");
    assert_eq!(newest.len(), 3);
    let kept = gridwright::store::history::read_version(&newest[0]).expect("reads");
    assert_eq!(kept.expect("present").puzzle, c);
    // Ctrl-Z brings back what was in the studio, unsaved edit included.
    update(&mut app, Action::Undo);
    assert_eq!(app.puzzle().grid.width(), 3);
    assert_ne!(*app.puzzle(), a);
    assert_ne!(*app.puzzle(), c, "the typed x is back too");
    assert!(app.dirty());
    update(&mut app, Action::Save);
    assert_eq!(
        store.load(slot(3)).expect("load").expect("saved").puzzle,
        *app.puzzle()
    );
}

#[test]
fn restoring_another_slot_asks_what_it_replaces_and_then_opens_it() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    let (a, b) = (grid("CAT\n...\n...\n", "A"), grid("COT\n...\n...\n", "B"));
    store.save(slot(6), &a, false).expect("save");
    store.save(slot(6), &b, false).expect("save");
    let mut app = in_slot_4(dir.path());
    update(&mut app, Action::ToggleBlock);
    update(&mut app, Action::OpenSlots);
    update(&mut app, Action::ListMove(2));
    update(&mut app, Action::SlotHistory);
    update(&mut app, Action::SlotLoad);
    // Not the document's slot: what it holds now is named first, and no leaves it.
    let q = question(&app);
    assert!(q.starts_with("Slot 6 holds “B”, 3×3, saved "), "{q}");
    assert!(q.contains("Restore its version of "), "{q}");
    update(&mut app, Action::No);
    assert_eq!(store.load(slot(6)).expect("load").expect("b").puzzle, b);
    update(&mut app, Action::OpenSlots);
    update(&mut app, Action::ListMove(2));
    update(&mut app, Action::SlotHistory);
    update(&mut app, Action::SlotLoad);
    update(&mut app, Action::Yes);
    assert_eq!(store.load(slot(6)).expect("load").expect("a").puzzle, a);
    // Then it opens, asking first since the work in slot 4 is unsaved.
    assert!(question(&app).contains("Load slot 6 anyway"));
    update(&mut app, Action::No);
    assert_eq!(app.doc(), Identity::Slot(slot(4)));
    update(&mut app, Action::LoadSlot(slot(6)));
    update(&mut app, Action::Yes);
    assert_eq!(
        (app.doc(), app.puzzle().clone()),
        (Identity::Slot(slot(6)), a)
    );
}

#[test]
fn a_slot_without_history_says_so() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = in_slot_4(dir.path());
    update(&mut app, Action::OpenSlots);
    update(&mut app, Action::SlotHistory);
    assert!(app.browser().history.is_none());
    let msg = app.message().unwrap_or_default().to_string();
    assert_eq!(msg, "slot 4 has no earlier versions");
}

/// The browser, its save-into mode and a long history all fit an 80×24 terminal.
#[test]
fn the_slot_browser_fits_80x24() {
    use ratatui::{Terminal, backend::TestBackend};
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    for i in 0..30 {
        let mut p = finished();
        p.meta.title = format!("Version {i}");
        store.save(slot(4), &p, false).expect("save");
    }
    let mut app = in_slot_4(dir.path());
    let screen = |app: &Studio| {
        let mut t = Terminal::new(TestBackend::new(80, 24)).expect("terminal");
        t.draw(|f| gridwright::tui::ui::render(app, f))
            .expect("draw");
        let buf = t.backend().buffer().clone();
        (0..24)
            .map(|y| (0..80).map(|x| buf[(x, y)].symbol()).collect::<String>())
            .collect::<Vec<_>>()
            .join("\n")
    };
    command(&mut app, "new 3x3");
    update(&mut app, Action::Save);
    let s = screen(&app);
    assert!(s.contains("save into which slot?"), "{s}");
    assert!(s.contains("1  (free)") && s.contains("9  (free)"), "{s}");
    assert!(s.contains("Enter save here"), "{s}");
    update(&mut app, Action::ListMove(3));
    update(&mut app, Action::SlotHistory);
    for _ in 0..25 {
        update(&mut app, Action::ListMove(1));
    }
    let s = screen(&app);
    assert!(s.contains("slot 4: earlier versions"), "{s}");
    assert!(
        s.contains("26  "),
        "the highlighted version is on screen: {s}"
    );
    assert!(s.contains("Enter restore"), "{s}");
}
