//! Screens of the studio rendered with ratatui's TestBackend and compared with snapshots.

use crate::common;

use crate::common::studio;
use studio::screen;

use gridwright::fill::Progress;
use gridwright::grid::Puzzle;
use gridwright::store::{SlotNumber, Store, read_doc_file};
use gridwright::tui::action::Action;
use gridwright::tui::studio::Studio;
use gridwright::tui::theme::Theme;
use gridwright::tui::ui::render;
use gridwright::tui::update::{Event, handle, update};
use gridwright::tui::words::StudioWords;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::path::Path;
use std::time::Duration;

const WORDS: &[u8] = b"STAR;60\nSTAB;50\nSTAG;45\nOPERA;60\nOPERAS;50\nTONE;50\nAREA;55\nSPAT;40\n";

fn words() -> StudioWords {
    common::studio_words(WORDS)
}

fn example() -> Puzzle {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("saves/american-15x15.toml");
    read_doc_file(&path)
        .expect("parses")
        .expect("exists")
        .puzzle
}

fn app(store: Option<Store>) -> Studio {
    let mut app = Studio::new(
        example(),
        SlotNumber::new(1).expect("slot"),
        store,
        Theme::default(),
    );
    app.set_words(words());
    app
}

#[test]
fn main_screen_80x24() {
    let app = app(None);
    insta::assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn main_screen_120x40_shows_numbers() {
    let app = app(None);
    insta::assert_snapshot!(screen(&app, 120, 40));
}

#[test]
fn a_21x21_grid_fits_100x40() {
    let mut app = Studio::new(
        Puzzle::blank(21, 21).expect("size"),
        SlotNumber::new(1).expect("slot"),
        None,
        Theme::default(),
    );
    app.set_words(words());
    let s = screen(&app, 100, 40);
    assert!(!s.contains("too small"), "{s}");
    assert!(s.contains("21×21"), "{s}");
    // Since issue 15 it fits 80×24 too, in one-row squares (see tests/tui_screen.rs).
    assert!(!screen(&app, 80, 24).contains("too small"));
}

#[test]
fn too_small_terminal_says_so() {
    let app = app(None);
    // Too narrow for even three columns of squares beside the side panel.
    let s = screen(&app, 30, 10);
    assert!(s.contains("Terminal too small"), "{s}");
}

#[test]
fn help_overlay() {
    let mut app = app(None);
    update(&mut app, Action::Help);
    insta::assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn help_overlay_page_2() {
    let mut app = app(None);
    update(&mut app, Action::Help);
    update(&mut app, Action::HelpPage(1));
    insta::assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn slot_browser() {
    let dir = tempfile::tempdir().expect("tempdir");
    let store = Store::new(dir.path());
    store
        .save(
            SlotNumber::new(3).expect("slot"),
            &Puzzle::blank(5, 5).expect("size"),
            false,
        )
        .expect("save");
    std::fs::write(dir.path().join("slot-4.toml"), "junk [").expect("write");
    let mut app = app(Some(store));
    update(&mut app, Action::OpenSlots);
    let s = screen(&app, 80, 24);
    // Saved times and the temp path vary; blank them before comparing.
    let s = regex_lite_blank_dates(&s, dir.path());
    insta::assert_snapshot!(s);
}

#[test]
fn fill_in_progress() {
    let mut app = app(None);
    // The job runs, but nothing polls it: the frames show exactly the progress handed in.
    update(&mut app, Action::Autofill);
    let generation = app.fill().expect("a fill runs").job;
    let progress = |filled, best_score, ms| Progress {
        filled,
        total: 73,
        stats: Default::default(),
        best_score,
        elapsed: Duration::from_millis(ms),
        watch: None,
        optimal: None,
    };
    handle(
        &mut app,
        Event::FillProgress {
            job: generation,
            progress: progress(40, None, 1500),
        },
    );
    insta::assert_snapshot!(screen(&app, 80, 24));
    // Once a fill is found, the status line follows the polish's best average instead.
    handle(
        &mut app,
        Event::FillProgress {
            job: generation,
            progress: progress(73, Some(57.3), 2100),
        },
    );
    let s = screen(&app, 80, 24);
    assert!(s.contains("polish avg 57.3"), "{s}");
}

/// Replaces `YYYY-MM-DD HH:MM` stamps and the temp dir so snapshots are stable.
fn regex_lite_blank_dates(s: &str, dir: &Path) -> String {
    let s = s.replace(&dir.display().to_string(), "<dir>");
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let is_stamp = i + 16 <= chars.len() && {
            let t: String = chars[i..i + 16].iter().collect();
            t.chars().enumerate().all(|(k, c)| match k {
                4 | 7 => c == '-',
                10 => c == ' ',
                13 => c == ':',
                _ => c.is_ascii_digit(),
            })
        };
        if is_stamp {
            out.push_str("YYYY-MM-DD hh:mm");
            i += 16;
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

#[test]
fn clue_is_edited_in_place() {
    let mut app = app(None);
    update(&mut app, Action::EditClue);
    for _ in 0.."Leading light".len() {
        update(&mut app, Action::PromptBackspace);
    }
    for c in "Twinkler".chars() {
        update(&mut app, Action::PromptChar(c));
    }
    insta::assert_snapshot!(screen(&app, 80, 24));
    update(&mut app, Action::PromptSubmit);
    assert_eq!(
        app.puzzle()
            .clue(1, gridwright::grid::Direction::Across)
            .expect("clue"),
        "Twinkler"
    );
}

/// The rendered buffer, for checks of style as well as text.
fn buffer(app: &Studio, w: u16, h: u16) -> ratatui::buffer::Buffer {
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    t.draw(|f| render(app, f)).expect("draw");
    t.backend().buffer().clone()
}

#[test]
fn health_problems_and_a_fill_verdict_are_marked_on_the_grid() {
    use gridwright::grid::{Alphabet, SlotId, text::parse_grid};
    // Row 1 is cut into two 2-letter entries: too short.
    let grid = parse_grid(".....\n..#..\n.....\n.....\n.....\n", &Alphabet::latin()).expect("grid");
    let mut app = Studio::new(
        Puzzle::new(grid),
        SlotNumber::new(1).expect("slot"),
        None,
        Theme::default(),
    );
    let th = Theme::default();
    // A 5×5 gets the large layout at 80×24: 4×2 screen cells a square, the letter at
    // (1, 1) of its square, inside the border.
    let at = |buf: &ratatui::buffer::Buffer, r: u16, c: u16| buf[(2 + 4 * c, 2 + 2 * r)].clone();
    let buf = buffer(&app, 80, 16);
    let short = at(&buf, 1, 0);
    assert_eq!(
        short.symbol(),
        "·",
        "an empty square of a short entry shows a mark"
    );
    assert_eq!(short.fg, th.warning);
    assert!(
        short
            .modifier
            .contains(ratatui::style::Modifier::UNDERLINED)
    );
    let fine = at(&buf, 3, 1);
    assert_eq!(fine.symbol(), " ");
    // A fill verdict's entries get the warning background until the next edit.
    app.set_words(words());
    update(&mut app, Action::Autofill);
    let generation = app.fill().expect("a fill runs").job;
    let stats = Default::default();
    let outcome = gridwright::fill::FillOutcome::TimedOut {
        stats,
        hardest: vec![SlotId(0)],
    };
    handle(
        &mut app,
        Event::FillDone {
            job: generation,
            outcome,
        },
    );
    let buf = buffer(&app, 80, 16);
    assert_eq!(at(&buf, 0, 4).bg, th.warning, "1A is marked");
    assert_ne!(at(&buf, 4, 4).bg, th.warning);
    update(&mut app, Action::Type('A'));
    let buf = buffer(&app, 80, 16);
    assert_ne!(at(&buf, 0, 4).bg, th.warning, "an edit clears the marks");
}

/// A 5×5 with every mark a square can carry: a circled letter, a shaded one, a rebus too
/// long for its square, a short circled rebus, bars right and below, a given letter, a
/// coloured square and a block. The cursor sits on the bottom row, away from the marks.
fn marked() -> Studio {
    use gridwright::grid::{Cell, Rgb};
    let mut p = Puzzle::blank(5, 5).expect("size");
    p.meta.symmetry = gridwright::grid::Symmetry::None;
    let at = |r, c| gridwright::grid::Pos::new(r, c);
    let letter = |p: &Puzzle, ch| Cell::Letter(p.alphabet.index_of(ch).expect("letter"));
    for (r, c, ch) in [
        (0, 0, 'C'),
        (0, 1, 'A'),
        (0, 3, 'T'),
        (1, 0, 'O'),
        (1, 1, 'N'),
    ] {
        let l = letter(&p, ch);
        p.grid.set(at(r, c), l).expect("set");
    }
    p.grid.set_rebus(at(0, 2), "STAR").expect("rebus");
    p.grid.set_rebus(at(2, 0), "7").expect("rebus");
    p.grid.set(at(1, 4), Cell::Block).expect("block");
    let mut mark = |r, c, f: fn(&mut gridwright::grid::Style)| {
        let mut s = p.style(at(r, c));
        f(&mut s);
        p.set_style(at(r, c), s);
    };
    mark(0, 0, |s| s.circled = true);
    mark(0, 1, |s| s.shaded = true);
    mark(0, 3, |s| s.bar_right = true);
    mark(1, 0, |s| s.bar_bottom = true);
    mark(1, 1, |s| s.given = true);
    mark(2, 0, |s| s.circled = true);
    mark(2, 2, |s| s.color = Some(Rgb(0xFF, 0xD7, 0x00)));
    let mut app = Studio::new(p, SlotNumber::new(1).expect("slot"), None, Theme::default());
    app.set_words(words());
    update(&mut app, Action::Click(gridwright::grid::Pos::new(4, 0)));
    app
}

/// The part of the screen in `area`, cells and styles.
fn crop(buf: &ratatui::buffer::Buffer, area: ratatui::layout::Rect) -> ratatui::buffer::Buffer {
    let mut out = ratatui::buffer::Buffer::empty(area);
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            out[(x, y)] = buf[(x, y)].clone();
        }
    }
    out
}

#[test]
fn marks_in_large_squares_with_styles() {
    let app = marked();
    let buf = buffer(&app, 80, 16);
    // A 5×5 gets 4×2 screen cells a square at 80×16 (at 80×24 it gets 6×3): the grid with
    // its border.
    insta::assert_snapshot!(format!(
        "{:?}",
        crop(&buf, ratatui::layout::Rect::new(0, 0, 22, 12))
    ));
}

#[test]
fn marks_in_small_squares_with_styles() {
    let app = marked();
    // Too low for 4×2 squares: 2×1.
    let buf = buffer(&app, 46, 14);
    insta::assert_snapshot!(format!(
        "{:?}",
        crop(&buf, ratatui::layout::Rect::new(0, 0, 12, 7))
    ));
}

#[test]
fn a_rebus_under_the_cursor_is_spelled_out_at_80x24() {
    let mut app = marked();
    update(&mut app, Action::Click(gridwright::grid::Pos::new(0, 2)));
    let s = screen(&app, 80, 24);
    assert!(s.contains("rebus STAR"), "{s}");
    assert!(s.contains("CASTART"), "the entry panel spells it out: {s}");
    insta::assert_snapshot!(s);
}

#[test]
fn explicit_labels_replace_the_numbers() {
    let mut p = Puzzle::blank(5, 5).expect("size");
    let at = gridwright::grid::Pos::new;
    for (pos, label) in [(at(0, 0), "A1"), (at(0, 1), "B"), (at(1, 0), "Z")] {
        p.labels.insert(pos, label.into());
    }
    let mut app = Studio::new(p, SlotNumber::new(1).expect("slot"), None, Theme::default());
    app.set_words(words());
    let s = screen(&app, 80, 16);
    let lines: Vec<&str> = s.lines().collect();
    // Square (0,0)'s label row, then (0,1)'s: "A1" and "B" where 1 and 2 would be.
    let grid_row: String = lines[1].chars().take(21).collect();
    assert!(grid_row.starts_with("│A1  B"), "{grid_row}");
    assert!(!grid_row.contains(['2', '3', '4', '5']), "{grid_row}");
    assert!(
        s.contains(" A1 ?????"),
        "the clue list shows the label: {s}"
    );
    assert!(
        s.contains(" A1A "),
        "the status line names the entry by its label: {s}"
    );
}

#[test]
fn a_theme_without_square_colours_shades_a_coloured_square() {
    let mut app = marked();
    let (hc, msg) = Theme::load("high-contrast", None);
    assert!(msg.is_none(), "{msg:?}");
    let shaded = hc.shaded;
    commands_theme(&mut app, "high-contrast");
    // Square (2,2) at 80×16: 4×2 screen cells a square inside the border.
    let buf = buffer(&app, 80, 16);
    assert_eq!(buf[(1 + 4 * 2, 1 + 2 * 2)].bg, shaded);
    commands_theme(&mut app, "dark");
    let buf = buffer(&app, 80, 16);
    assert_eq!(
        buf[(1 + 4 * 2, 1 + 2 * 2)].bg,
        ratatui::style::Color::Indexed(220),
        "#FFD700 is xterm colour 220"
    );
}

fn commands_theme(app: &mut Studio, name: &str) {
    gridwright::tui::update::run_command(app, &format!("theme {name}"));
}
