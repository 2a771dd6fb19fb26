//! A Cyrillic or Greek puzzle written to `.puz` (Latin-1 only) names its loss, from the
//! command line and from the studio alike (issue 46, item 3: named, not refused).

use crate::common::isolated::run_in;
use crate::common::studio::{command, said};
use gridwright::formats::{self, Format, WriteOptions};
use gridwright::grid::text::parse_grid;
use gridwright::grid::{Alphabet, Puzzle};
use gridwright::store::{SlotNumber, Store};
use gridwright::tui::studio::Studio;
use gridwright::tui::theme::Theme;

/// What the warning must say: the squares, their letters and why.
const NAMED: &str = "the letters of 8 squares for readers other than gridwright (К, О, Т, Ё: \
                     .puz holds Latin-1 letters only";

fn russian() -> Puzzle {
    let grid = parse_grid("КОТ\nО#Ё\nТОК\n", &Alphabet::cyrillic()).expect("grid");
    let mut p = Puzzle::new(grid);
    p.alphabet = Alphabet::cyrillic();
    p.meta.title = "Кот".into();
    p
}

#[test]
fn the_command_line_names_the_loss_and_writes_the_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let ipuz = formats::to_bytes(&russian(), Format::Ipuz, &WriteOptions::default()).expect("ipuz");
    std::fs::write(d.join("cat.ipuz"), ipuz).expect("write");
    let from = d.join("cat.ipuz");
    let to = d.join("cat.puz");
    let args = [
        "export",
        from.to_str().unwrap(),
        "--to",
        to.to_str().unwrap(),
    ];
    let (code, out, err) = run_in(d, &args);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(err.contains(NAMED), "{err}");
    let back = formats::read_path(&to).expect("reads back");
    assert_eq!(
        back.grid,
        russian().grid,
        "our reader gets every letter back"
    );
}

#[test]
fn the_studio_names_the_loss_and_writes_the_file() {
    let dir = tempfile::tempdir().expect("tempdir");
    let n = SlotNumber::new(1).expect("slot");
    let mut app = Studio::new(russian(), n, Some(Store::new(dir.path())), Theme::default());
    let to = dir.path().join("cat.puz");
    command(&mut app, &format!("export {}", to.display()));
    crate::common::export_anyway(&mut app);
    assert!(to.exists(), "{}", said(&app));
    assert!(said(&app).contains(NAMED), "{}", said(&app));
}
