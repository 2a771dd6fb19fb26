//! `:design` in the studio, at the level of actions: the form (with the `:include` entries),
//! the search in the background with its progress, the gallery (browse, take, keep the
//! pattern only, close), cancel by Esc and by an edit, and a result for an older edit
//! dropped. Every design shown goes through the independent validator; the gallery is
//! drawn with ratatui's TestBackend at 80×24 and at 160×48.

use crate::common::builtin::{self, MIN};
use crate::common::design_check::{self, Rules};
use crate::common::studio::{command, key, said, screen, typed, yes_if_asked};

use crossterm::event::{KeyCode, KeyModifiers};
use gridwright::design::{Design, DesignProgress, DesignReport, DesignRequest, ThemeEntry};
use gridwright::grid::{Alphabet, Cell};
use gridwright::tui::action::Action;
use gridwright::tui::design::DesignField;
use gridwright::tui::document::Identity;
use gridwright::tui::studio::{Mode, Studio};
use gridwright::tui::update::wait_design;
use gridwright::tui::update::{Event, handle, update};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

const NONE: KeyModifiers = KeyModifiers::NONE;
/// Generous: a 9×9 around two entries takes well under a second, but the machine is shared.
const WAIT: Duration = Duration::from_secs(240);
const ENTRIES: [&str; 2] = ["ICEDTEA", "HOTDOGS"];

/// A studio on a blank 9×9 with the built-in words at the fill tests' minimum score.
fn studio() -> Studio {
    builtin::studio(9, 9)
}

/// The studio with the two theme entries included (`:include`), the form open.
fn with_form() -> Studio {
    let mut app = studio();
    for e in ENTRIES {
        command(&mut app, &format!("include {e}"));
    }
    command(&mut app, "design");
    app
}

/// The search started from the form with the entries typed there (the puzzle untouched,
/// so taking a design asks nothing), waited for until the gallery opens.
fn gallery() -> Studio {
    let mut app = studio();
    command(&mut app, "design");
    typed(&mut app, &ENTRIES.join(", "));
    key(&mut app, KeyCode::Enter, NONE);
    wait_design(&mut app, WAIT);
    assert!(
        matches!(app.mode(), Mode::Gallery { .. }),
        "{:?}: {}",
        app.mode(),
        said(&app)
    );
    app
}

fn designs(app: &Studio) -> Vec<Design> {
    app.design().found().expect("designs").designs.clone()
}

/// Checks a design of the 9×9 around [`ENTRIES`] with the validator written apart from the
/// engine.
fn validate(d: &Design) {
    let alphabet = Alphabet::latin();
    let (rows, theme) = design_check::read_design(d);
    let mut placed: Vec<&str> = theme.iter().map(|t| t.answer.as_str()).collect();
    placed.sort();
    assert_eq!(placed, ["HOTDOGS", "ICEDTEA"]);
    let rules = Rules {
        symmetry: "rotational",
        max_words: request().word_ceiling(),
        max_blocks: Some(request().block_ceiling()),
        min_entry: 3,
        min_score: MIN,
    };
    let list = builtin::list();
    let score = |w: &str| list.get(&alphabet.encode(w).expect("latin")).copied();
    design_check::check(&rows, &theme, &rules, &score);
}

/// The request the studio makes for the 9×9, for its ceilings and a report of our own.
fn request() -> DesignRequest {
    let mut r = DesignRequest::new(9, 9);
    r.theme = ENTRIES
        .iter()
        .map(|e| ThemeEntry::free(Alphabet::latin().encode(e).expect("latin")))
        .collect();
    r
}

/// A report found with a fixed seed on one thread: the same designs every run.
fn fixed_report() -> DesignReport {
    let mut r = request();
    r.count = 3;
    r.threads = 1;
    r.seed = 7;
    let none = AtomicBool::new(false);
    gridwright::design::design(&r, &builtin::tables(), &none, &|_| {}).expect("runs")
}

/// The running search's job and edit generation.
fn running(app: &Studio) -> (u64, u64) {
    let run = app.design().run().expect("a search runs");
    (run.job, run.generation)
}

#[test]
fn the_form_opens_with_the_size_and_the_include_entries() {
    let app = with_form();
    let Mode::DesignForm(form) = app.mode() else {
        panic!("no form: {:?}", app.mode());
    };
    assert_eq!(form.text(DesignField::Size).text(), "9x9");
    assert_eq!(form.text(DesignField::Theme).text(), "ICEDTEA, HOTDOGS");
    assert_eq!(form.field, DesignField::Theme);
    let s = screen(&app, 80, 24);
    assert!(
        s.contains("design a grid") && s.contains("ICEDTEA, HOTDOGS"),
        "{s}"
    );
    // A size given to :design is the form's.
    let mut app = studio();
    command(&mut app, "design 7x5");
    let Mode::DesignForm(form) = app.mode() else {
        panic!("no form");
    };
    assert_eq!(
        (
            form.text(DesignField::Size).text(),
            form.text(DesignField::Theme).text()
        ),
        ("7x5", "")
    );
}

#[test]
fn a_refused_request_stays_in_the_form_with_the_reason() {
    let mut app = with_form();
    key(&mut app, KeyCode::Tab, NONE);
    typed(&mut app, "x");
    key(&mut app, KeyCode::Enter, NONE);
    let Mode::DesignForm(form) = app.mode() else {
        panic!("the form closed: {}", said(&app));
    };
    assert!(form.error.expect("a reason").contains("not a number"));
    // An entry longer than the grid is named.
    let mut app = studio();
    command(&mut app, "design 5x5");
    typed(&mut app, "HOTDOGS");
    key(&mut app, KeyCode::Enter, NONE);
    let Mode::DesignForm(form) = app.mode() else {
        panic!("the form closed: {}", said(&app));
    };
    let why = form.error.expect("a reason");
    assert!(why.contains("HOTDOGS") && why.contains("longer"), "{why}");
    assert!(app.design().run().is_none());
}

#[test]
fn the_search_runs_in_the_background_with_its_progress_on_the_status_line() {
    let mut app = with_form();
    key(&mut app, KeyCode::Enter, NONE);
    assert_eq!(app.mode(), Mode::Normal, "the studio is free meanwhile");
    assert!(said(&app).contains("searching 9×9"), "{}", said(&app));
    let (job, _) = running(&app);
    let progress = DesignProgress {
        attempts: 17,
        fills: 20,
        found: 2,
        dead_ends: 15,
        wanted: 5,
        best: Some((55.0, 40)),
        elapsed: Duration::from_secs(1),
    };
    handle(
        &mut app,
        Event::DesignProgress {
            job,
            progress: progress.clone(),
        },
    );
    let status = screen(&app, 80, 24)
        .lines()
        .nth(21)
        .unwrap_or("")
        .to_string();
    assert!(status.contains("design 2/5 · 17 tried"), "{status}");
    // Another search's progress is not this one's.
    let other = DesignProgress {
        found: 4,
        ..progress.clone()
    };
    handle(
        &mut app,
        Event::DesignProgress {
            job: job + 1,
            progress: other,
        },
    );
    assert_eq!(
        app.design().run().and_then(|r| r.progress.clone()),
        Some(progress)
    );
    wait_design(&mut app, WAIT);
    assert!(matches!(app.mode(), Mode::Gallery { selected: 0 }));
    let found = designs(&app);
    assert!(!found.is_empty());
    for d in &found {
        validate(d);
    }
}

#[test]
fn arrows_browse_the_gallery_and_stop_at_the_ends() {
    let mut app = gallery();
    let n = designs(&app).len();
    key(&mut app, KeyCode::Left, NONE);
    assert_eq!(app.mode(), Mode::Gallery { selected: 0 });
    for i in 1..n {
        key(&mut app, KeyCode::Right, NONE);
        assert_eq!(app.mode(), Mode::Gallery { selected: i });
        assert!(screen(&app, 80, 24).contains(&format!("design {} of {n}", i + 1)));
    }
    key(&mut app, KeyCode::Right, NONE);
    assert_eq!(app.mode(), Mode::Gallery { selected: n - 1 });
    key(&mut app, KeyCode::Esc, NONE);
    assert_eq!(app.mode(), Mode::Normal);
    assert!(app.design().found().is_none());
    assert!(said(&app).contains("nothing taken"));
}

#[test]
fn enter_takes_a_design_as_an_untitled_puzzle_with_the_theme_locked_in_one_undo_step() {
    let mut app = gallery();
    let before = app.puzzle().clone();
    let depth = app.undo_depth();
    let n = designs(&app).len();
    let pick = n.min(2) - 1;
    if pick == 1 {
        key(&mut app, KeyCode::Right, NONE);
    }
    let design = designs(&app)[pick].clone();
    key(&mut app, KeyCode::Enter, NONE);
    assert_eq!(app.mode(), Mode::Normal);
    assert!(said(&app).contains("taken"), "{}", said(&app));
    let p = app.puzzle();
    assert_eq!(p.grid, design.grid);
    assert_eq!(
        p.locked.iter().copied().collect::<Vec<_>>(),
        design.theme_squares()
    );
    assert_eq!(p.meta.theme_entries, ENTRIES);
    assert_eq!(app.doc(), Identity::Untitled);
    assert!(app.dirty(), "a new design is unsaved work");
    assert_eq!(app.undo_depth(), depth + 1, "one undo step");
    update(&mut app, Action::Undo);
    assert_eq!(app.puzzle(), &before);
}

#[test]
fn taking_over_unsaved_work_asks_first() {
    // The `:include` entries are unsaved work.
    let mut app = with_form();
    key(&mut app, KeyCode::Enter, NONE);
    wait_design(&mut app, WAIT);
    let design = designs(&app)[0].clone();
    key(&mut app, KeyCode::Enter, NONE);
    let Mode::Confirm { question, .. } = app.mode() else {
        panic!("no question: {:?}", app.mode());
    };
    assert!(question.starts_with("Unsaved changes"), "{question}");
    yes_if_asked(&mut app);
    assert_eq!(app.puzzle().grid, design.grid);
}

#[test]
fn f_keeps_the_pattern_and_the_theme_entries_and_drops_the_fill() {
    let mut app = gallery();
    let design = designs(&app)[0].clone();
    key(&mut app, KeyCode::Char('f'), NONE);
    let p = app.puzzle();
    let theme = design.theme_squares();
    for q in p.grid.positions() {
        let cell = p.grid.cell(q);
        assert_eq!(cell.is_block(), design.grid.cell(q).is_block(), "{q}");
        if theme.contains(&q) {
            assert_eq!(cell, design.grid.cell(q), "theme letter at {q}");
            assert!(p.locked.contains(&q));
        } else if !cell.is_block() {
            assert_eq!(cell, Cell::Empty, "fill dropped at {q}");
        }
    }
    assert!(said(&app).contains("fill dropped"), "{}", said(&app));
}

#[test]
fn esc_stops_the_search_and_shows_what_it_found_a_second_esc_drops_it() {
    let mut app = with_form();
    key(&mut app, KeyCode::Enter, NONE);
    key(&mut app, KeyCode::Esc, NONE);
    assert!(app.design().run().is_some_and(|r| r.stopping));
    assert!(said(&app).contains("stopping"));
    wait_design(&mut app, WAIT);
    assert!(app.design().run().is_none());
    match app.mode() {
        Mode::Gallery { .. } => designs(&app).iter().for_each(validate),
        _ => assert!(said(&app).contains("no design found yet"), "{}", said(&app)),
    }
    // Twice: dropped at once, and its late report is not shown.
    let mut app = with_form();
    key(&mut app, KeyCode::Enter, NONE);
    let (job, generation) = running(&app);
    key(&mut app, KeyCode::Esc, NONE);
    key(&mut app, KeyCode::Esc, NONE);
    assert!(app.design().run().is_none());
    assert_eq!(said(&app), "design cancelled");
    handle(
        &mut app,
        Event::DesignDone {
            job,
            generation,
            report: Ok(fixed_report()),
        },
    );
    assert_eq!(app.mode(), Mode::Normal);
}

#[test]
fn an_edit_cancels_the_search_and_its_report_is_dropped() {
    let mut app = with_form();
    key(&mut app, KeyCode::Enter, NONE);
    let (job, generation) = running(&app);
    typed(&mut app, "Z");
    assert!(app.design().run().is_none());
    assert!(said(&app).contains("design cancelled"), "{}", said(&app));
    handle(
        &mut app,
        Event::DesignDone {
            job,
            generation,
            report: Ok(fixed_report()),
        },
    );
    assert_eq!(app.mode(), Mode::Normal);
    assert!(app.design().found().is_none());
}

#[test]
fn a_report_for_an_older_edit_generation_is_dropped() {
    let mut app = with_form();
    key(&mut app, KeyCode::Enter, NONE);
    let (job, generation) = running(&app);
    handle(
        &mut app,
        Event::DesignDone {
            job,
            generation: generation.wrapping_sub(1),
            report: Ok(fixed_report()),
        },
    );
    assert_eq!(app.mode(), Mode::Normal);
    assert!(said(&app).contains("dropped"), "{}", said(&app));
    assert!(app.design().run().is_none());
}

/// The gallery of [`fixed_report`]'s designs, shown through the running search's job.
fn fixed_gallery() -> Studio {
    let mut app = with_form();
    key(&mut app, KeyCode::Enter, NONE);
    let (job, generation) = running(&app);
    let report = fixed_report();
    report.designs.iter().for_each(validate);
    handle(
        &mut app,
        Event::DesignDone {
            job,
            generation,
            report: Ok(report),
        },
    );
    assert!(matches!(app.mode(), Mode::Gallery { selected: 0 }));
    app
}

#[test]
fn the_gallery_at_80x24_shows_one_design_with_its_figures() {
    let app = fixed_gallery();
    let s = screen(&app, 80, 24);
    // The elapsed time in the message line varies; the gallery covers it.
    insta::assert_snapshot!(s);
    assert!(
        s.contains("design 1 of 3") && !s.contains("design 2 of 3"),
        "{s}"
    );
}

#[test]
fn the_gallery_at_160x48_shows_the_designs_side_by_side() {
    let mut app = fixed_gallery();
    key(&mut app, KeyCode::Right, NONE);
    let s = screen(&app, 160, 48);
    insta::assert_snapshot!(s);
    assert!(
        s.contains("design 1 of 3") && s.contains("design 3 of 3"),
        "{s}"
    );
}
