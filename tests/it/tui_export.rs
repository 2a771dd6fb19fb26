//! Issue 43, case 4: the studio's `:export` takes `gridwright export`'s options through the
//! same parser (`formats::export`), and a bad name or option is said before any question.

use crate::common;
use crate::common::isolated::gridwright_in;
use crate::common::studio::{command, said};
use gridwright::grid::text::parse_grid;
use gridwright::grid::{Alphabet, Puzzle};
use gridwright::store::{SlotNumber, Store};
use gridwright::tui::action::Action;
use gridwright::tui::studio::{Mode, Studio};
use gridwright::tui::theme::Theme;
use gridwright::tui::update::update;
use std::path::Path;

/// The studio on a filled 3×3 with an author (a submission names the author when
/// config.toml names nobody) and unclued entries (the publish checks ask a question).
fn studio(dir: &Path) -> Studio {
    let grid = parse_grid("CAT\nARE\nTEN\n", &Alphabet::latin()).expect("grid");
    let mut p = Puzzle::new(grid);
    p.meta.title = "Tiny".into();
    p.meta.author = "Ann Setter".into();
    let n = SlotNumber::new(1).expect("slot");
    let mut app = Studio::new(p, n, Some(Store::new(dir)), Theme::default());
    app.set_words(common::studio_words(
        b"CAT;60\nARE;50\nTEN;50\nCAT;50\nATE;50\nREN;50\n",
    ));
    app
}

/// Runs `:export LINE`, answers the publish question if one comes, and returns the file.
fn export(app: &mut Studio, dir: &Path, line: &str, file: &str) -> String {
    command(app, &format!("export {} {line}", dir.join(file).display()));
    common::export_anyway(app);
    std::fs::read_to_string(dir.join(file)).unwrap_or_else(|e| panic!("{file}: {e}; {}", said(app)))
}

#[test]
fn the_studio_exports_with_the_command_lines_options() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = studio(dir.path());
    let play = export(&mut app, dir.path(), "--play", "a.html");
    assert!(play.contains("id=\"gw-data\""), "the page to play");
    assert!(said(&app).contains("(the page to play)"), "{}", said(&app));
    let letter = export(&mut app, dir.path(), "--page letter", "b.html");
    assert!(letter.contains("size: letter"), "the paper asked for");
    let a4 = export(&mut app, dir.path(), "--page a4", "c.html");
    assert!(
        a4.contains("size: A4") || a4.contains("size: a4"),
        "the paper asked for"
    );
    let sheet = export(&mut app, dir.path(), "--sheet submission", "d.html");
    assert!(sheet.contains("Clues and answers"), "the submission sheets");
    assert!(
        sheet.contains("Ann Setter"),
        "the author stands in for config's name"
    );
    assert!(said(&app).contains("(submission sheets)"), "{}", said(&app));
    assert!(
        !letter.contains("Clues and answers"),
        "the solver's pages by default"
    );
    // `!` and an option together: the unfinished grid goes out as .ipuz.
    update(&mut app, Action::Backspace);
    let file = dir.path().join("e.data");
    command(
        &mut app,
        &format!("export! {} --format ipuz", file.display()),
    );
    common::export_anyway(&mut app);
    let ipuz = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{e}: {}", said(&app)));
    assert!(ipuz.contains("\"kind\""), "ipuz by --format");
}

#[test]
fn a_bad_option_or_mix_is_said_before_any_question() {
    let dir = tempfile::tempdir().expect("tempdir");
    let mut app = studio(dir.path());
    // Someone's file: a good export would ask before replacing it.
    let theirs = dir.path().join("theirs.html");
    std::fs::write(&theirs, "someone's page").expect("write");
    for (line, says) in [
        ("theirs.html --pley", "--pley"),
        ("theirs.html --sheet editor", "submission"),
        ("theirs.html --page tabloid", "tabloid"),
        ("theirs.html --play --sheet submission", "choose one"),
        ("a.puz --play", "--play writes HTML"),
        ("a.ipuz --sheet submission", "printable output"),
        ("a.doc", "cannot tell the format"),
    ] {
        let (file, options) = line.split_once(' ').unwrap_or((line, ""));
        let path = dir.path().join(file);
        command(&mut app, &format!("export {} {options}", path.display()));
        assert!(
            !matches!(app.mode(), Mode::Confirm { .. }),
            "{line}: asked a question"
        );
        assert!(said(&app).contains(says), "{line}: {}", said(&app));
        assert!(!dir.path().join("a.puz").exists() && !dir.path().join("a.ipuz").exists());
    }
    assert_eq!(
        std::fs::read_to_string(&theirs).expect("read"),
        "someone's page"
    );
    // The good line asks (the file is someone's) and writes only after yes.
    command(&mut app, &format!("export {} --play", theirs.display()));
    assert!(matches!(app.mode(), Mode::Confirm { .. }), "{}", said(&app));
}

#[test]
fn the_command_line_refuses_a_bad_mix_before_reading_the_puzzle() {
    let dir = tempfile::tempdir().expect("tempdir");
    // The input does not exist: an error about it would mean the options were checked late.
    for (to, args, says) in [
        (
            "x.html",
            &["--play", "--sheet", "submission"][..],
            "choose one",
        ),
        ("x.ipuz", &["--sheet", "submission"][..], "printable output"),
        ("x.puz", &["--play"][..], "--play writes HTML"),
    ] {
        let run = gridwright_in(dir.path())
            .args(["export", "missing.ipuz", "--to", to])
            .args(args)
            .output()
            .expect("runs");
        let err = String::from_utf8_lossy(&run.stderr);
        assert!(!run.status.success());
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(
            !err.contains("missing.ipuz"),
            "{args:?}: checked after reading: {err}"
        );
    }
    let run = gridwright_in(dir.path())
        .args([
            "export",
            "missing.ipuz",
            "--to",
            "x.pdf",
            "--page",
            "tabloid",
        ])
        .output()
        .expect("runs");
    assert!(String::from_utf8_lossy(&run.stderr).contains("tabloid"));
}
