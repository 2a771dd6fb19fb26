//! Autofill you can watch, in the studio: a running fill's deepest partial fill shows dimmed
//! in the open squares (never over the constructor's letters), the entries it is stuck on
//! are marked, the status line moves, stale reports are ignored, and after a timeout the
//! stuck entries stay marked.

use crate::common;
use crate::common::studio;

use common::blank_studio;
use gridwright::fill::solver::SearchStats;
use gridwright::fill::{FillOutcome, Progress, Watch};
use gridwright::grid::{Direction, Pos, SlotId};
use gridwright::tui::action::Action;
use gridwright::tui::events::Event;
use gridwright::tui::studio::Studio;
use gridwright::tui::ui::{render, screen_layout};
use gridwright::tui::update::{handle, update};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Cell as ScreenCell;
use ratatui::style::Modifier;
use std::sync::Arc;
use std::time::{Duration, Instant};
use studio::{said, screen};

/// Too few words to fill a 5×5: the real job ends at once, and its events are never
/// polled here; the tests feed their own.
const LIST: &[u8] = b"CAT;60\nCOT;50\nTEN;50\n";

const W: u16 = 80;
const H: u16 = 24;

/// The screen cell holding square `p`'s letter.
fn letter_cell(app: &Studio, p: Pos) -> ScreenCell {
    let mut t = Terminal::new(TestBackend::new(W, H)).expect("terminal");
    t.draw(|f| render(app, f)).expect("draw");
    let g = &app.puzzle().grid;
    let l = screen_layout(
        ratatui::layout::Rect::new(0, 0, W, H),
        g.width(),
        g.height(),
    )
    .expect("fits");
    // The letter sits in the square's middle row, one column in at least (one-row squares:
    // the first column).
    let x = l.grid.x
        + p.col as u16 * l.cell_w
        + if l.cell_h >= 2 {
            ((l.cell_w - 1) / 2).max(1)
        } else {
            0
        };
    let y = l.grid.y + p.row as u16 * l.cell_h + l.cell_h / 2;
    t.backend().buffer()[(x, y)].clone()
}

fn letter(app: &Studio, c: char) -> u8 {
    app.puzzle().alphabet.index_of(c).expect("a letter")
}

fn slot(app: &Studio, number: u16, d: Direction) -> SlotId {
    app.slots().find(number, d).expect("slot")
}

/// A 5×5 with the constructor's C in the corner, the cursor out of the way, and a fill
/// running: returns the fill's generation.
fn running(app: &mut Studio) -> u64 {
    update(app, Action::Type('C'));
    update(app, Action::Click(Pos::new(4, 4)));
    update(app, Action::Autofill);
    app.fill().expect("a fill runs").job
}

/// A report: the deepest state fills 1A as CAT (its C over the constructor's own, which
/// must not show twice) and the search is stuck on 1D.
fn report(app: &Studio) -> Progress {
    let watch = Watch {
        filled: 1,
        letters: vec![
            (Pos::new(0, 0), letter(app, 'X')),
            (Pos::new(0, 1), letter(app, 'A')),
            (Pos::new(0, 2), letter(app, 'T')),
        ],
        stuck: vec![slot(app, 1, Direction::Down)],
    };
    Progress {
        filled: 1,
        total: 10,
        stats: SearchStats {
            nodes: 9_000,
            backtracks: 1_234,
            restarts: 3,
        },
        best_score: None,
        elapsed: Duration::from_millis(2_000),
        watch: Some(Arc::new(watch)),
        optimal: None,
    }
}

/// Hands the studio a progress report, as the background poll does.
fn feed(app: &mut Studio, generation: u64, progress: Progress) {
    handle(
        app,
        Event::FillProgress {
            job: generation,
            progress,
        },
    );
}

fn is_bold(c: &ScreenCell) -> bool {
    c.modifier.contains(Modifier::BOLD)
}

#[test]
fn a_running_fill_shows_its_deepest_partial_fill_dimmed_and_its_stuck_entries() {
    let mut app = blank_studio(5, 5, LIST);
    let generation = running(&mut app);
    let th = app.theme().clone();
    // Before any report: nothing dimmed.
    assert_eq!(letter_cell(&app, Pos::new(0, 1)).symbol(), " ");
    let progress = report(&app);
    feed(&mut app, generation, progress);
    // The fill's letters, dimmed and not bold.
    for (col, ch) in [(1, "A"), (2, "T")] {
        let c = letter_cell(&app, Pos::new(0, col));
        assert_eq!(c.symbol(), ch);
        assert_eq!(c.fg, th.dim, "dimmed at 0,{col}");
        assert!(!is_bold(&c));
    }
    // The constructor's letter untouched: its own colour, bold.
    let own = letter_cell(&app, Pos::new(0, 0));
    assert_eq!(own.symbol(), "C");
    assert_eq!(own.fg, th.letter);
    assert!(is_bold(&own));
    // 1D, where the search is stuck, is marked down its length; 1A's other squares are not.
    for r in 0..5 {
        assert_eq!(
            letter_cell(&app, Pos::new(r, 0)).bg,
            th.warning,
            "1D at {r},0"
        );
    }
    assert_ne!(letter_cell(&app, Pos::new(0, 1)).bg, th.warning);
    // The status line counts the best depth, the backtracks and the time.
    let text = screen(&app, W, H);
    assert!(
        text.contains("fill 1/10 · 1.2k backtracks · 2.0s"),
        "{text}"
    );
    // The puzzle itself did not change.
    assert_eq!(
        app.puzzle().grid.cell(Pos::new(0, 1)),
        gridwright::grid::Cell::Empty
    );
    assert!(app.proposal().is_none());
}

#[test]
fn a_report_for_another_generation_is_ignored() {
    let mut app = blank_studio(5, 5, LIST);
    let generation = running(&mut app);
    let progress = report(&app);
    feed(&mut app, generation + 7, progress);
    assert!(app.fill().is_some_and(|r| r.progress.is_none()));
    assert_eq!(letter_cell(&app, Pos::new(0, 1)).symbol(), " ");
    assert_ne!(letter_cell(&app, Pos::new(2, 0)).bg, app.theme().warning);
    // A report with no snapshot keeps the last one: the grid does not flicker.
    let progress = report(&app);
    feed(&mut app, generation, progress);
    let bare = Progress {
        watch: None,
        ..report(&app)
    };
    feed(&mut app, generation, bare);
    assert_eq!(letter_cell(&app, Pos::new(0, 1)).symbol(), "A");
}

#[test]
fn after_a_timeout_the_stuck_entries_stay_marked_and_the_dimmed_letters_go() {
    let mut app = blank_studio(5, 5, LIST);
    let generation = running(&mut app);
    let progress = report(&app);
    feed(&mut app, generation, progress);
    let one_down = slot(&app, 1, Direction::Down);
    let two_down = slot(&app, 2, Direction::Down);
    handle(
        &mut app,
        Event::FillDone {
            job: generation,
            outcome: FillOutcome::TimedOut {
                stats: SearchStats::default(),
                hardest: vec![one_down, two_down],
            },
        },
    );
    assert!(app.fill().is_none());
    assert_eq!(app.marks(), &[one_down, two_down]);
    let th = app.theme().clone();
    // The clock ticks and the cursor moves: the marks stay until an edit.
    handle(&mut app, Event::Tick(Instant::now()));
    update(&mut app, Action::Click(Pos::new(3, 3)));
    for r in 0..5 {
        for c in [0, 1] {
            assert_eq!(
                letter_cell(&app, Pos::new(r, c)).bg,
                th.warning,
                "at {r},{c}"
            );
        }
    }
    assert_eq!(
        letter_cell(&app, Pos::new(0, 1)).symbol(),
        " ",
        "no dimmed letters"
    );
    assert_eq!(letter_cell(&app, Pos::new(0, 2)).symbol(), " ");
    assert!(
        said(&app).contains("timed out; hardest: 1D 2D"),
        "{}",
        said(&app)
    );
    // An edit clears them.
    update(&mut app, Action::Type('A'));
    assert!(app.marks().is_empty());
}

#[test]
fn a_timeout_naming_no_entry_keeps_the_ones_the_run_was_stuck_on() {
    let mut app = blank_studio(5, 5, LIST);
    let generation = running(&mut app);
    let progress = report(&app);
    feed(&mut app, generation, progress);
    handle(
        &mut app,
        Event::FillDone {
            job: generation,
            outcome: FillOutcome::TimedOut {
                stats: SearchStats::default(),
                hardest: Vec::new(),
            },
        },
    );
    assert_eq!(app.marks(), &[slot(&app, 1, Direction::Down)]);
}

#[test]
fn cancelling_a_fill_drops_its_dimmed_letters_and_stuck_entries() {
    let mut app = blank_studio(5, 5, LIST);
    let generation = running(&mut app);
    let progress = report(&app);
    feed(&mut app, generation, progress);
    update(&mut app, Action::Escape);
    assert!(app.fill().is_none());
    assert_eq!(letter_cell(&app, Pos::new(0, 1)).symbol(), " ");
    assert_ne!(letter_cell(&app, Pos::new(4, 0)).bg, app.theme().warning);
}
