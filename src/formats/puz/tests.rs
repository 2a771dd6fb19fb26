//! Unit tests of the `.puz` reader and writer on hand-made puzzles (real files are in
//! `tests/formats_puz_real.rs`).

use super::*;
use crate::grid::{Alphabet, Carried, Cell, ClueKey, Direction, Style, text::parse_grid};

fn mini() -> Puzzle {
    let grid = parse_grid("#CAT\nDOGE\nARE#\nBE##", &Alphabet::latin()).unwrap();
    let mut p = Puzzle::new(grid);
    p.meta.title = "Mini".into();
    p.meta.author = "Zoë".into();
    p.clues
        .insert(ClueKey::new(1, Direction::Across), "Pet".into());
    p.clues
        .insert(ClueKey::new(1, Direction::Down), "Cow".into());
    p
}

fn square() -> Puzzle {
    let mut p = mini();
    p.grid = parse_grid("CATS\nOBOE\nDOER\nEARS", &Alphabet::latin()).unwrap();
    p
}

fn round_trip(p: &Puzzle) -> PuzFile {
    let bytes = to_bytes(p, true).unwrap();
    parse(&bytes).unwrap()
}

#[test]
fn checksum_of_known_bytes() {
    // Worked by hand: 0 -> +1 = 1; 1 is odd -> 0x8000 + 2 = 0x8002; even -> 0x4001 + 3.
    assert_eq!(checksum(&[1, 2, 3], 0), 0x4004);
    assert_eq!(checksum(&[], 0x1234), 0x1234);
}

#[test]
fn writes_and_reads_back_without_warnings() {
    let p = mini();
    let bytes = to_bytes(&p, false).unwrap();
    assert_eq!(&bytes[0x18..0x1C], b"1.3\0");
    let back = parse(&bytes).unwrap();
    assert_eq!(back.puzzle, p);
    assert!(back.warnings.is_empty(), "{:?}", back.warnings);
}

#[test]
fn a_flipped_byte_is_a_warning_not_an_error() {
    let mut bytes = to_bytes(&mini(), false).unwrap();
    let title_at = HEADER_LEN + 2 * 16;
    bytes[title_at] = b'X';
    let back = parse(&bytes).unwrap();
    assert_eq!(back.puzzle.meta.title, "Xini");
    assert!(back.warnings.iter().any(|w| w.contains("global checksum")));
}

#[test]
fn scrambled_files_are_refused_without_a_key() {
    let small = Puzzle::new(parse_grid("CAT\nA#O\nBEE", &Alphabet::latin()).unwrap());
    let mut bytes = to_bytes(&small, false).unwrap();
    bytes[0x32] = 4;
    let err = parse(&bytes).unwrap_err();
    assert_eq!(err, PuzError::Scrambled);
    assert!(err.to_string().contains("--key"));
    // 8 letters: fewer than Across Lite ever scrambles.
    let key = Some("1234".parse().unwrap());
    assert_eq!(
        parse_with_key(&bytes, key),
        Err(PuzError::ScrambledTooSmall(8))
    );
}

#[test]
fn locked_files_open_with_the_right_key_only() {
    let p = square();
    let key: Key = "4237".parse().unwrap();
    let bytes = to_bytes_locked(&p, key).unwrap();
    assert_eq!(bytes[0x32], 4);
    assert_ne!(&bytes[HEADER_LEN..HEADER_LEN + 16], b"CATSOBOEDOEREARS");
    assert_eq!(parse(&bytes), Err(PuzError::Scrambled));
    let wrong: Key = "4238".parse().unwrap();
    assert_eq!(
        parse_with_key(&bytes, Some(wrong)),
        Err(PuzError::WrongKey(wrong))
    );
    let back = parse_with_key(&bytes, Some(key)).unwrap();
    assert_eq!(back.puzzle, p);
    // Only the note that what is written from it is unlocked.
    assert_eq!(back.warnings.len(), 1, "{:?}", back.warnings);
    assert!(back.warnings[0].contains("unlocked"), "{:?}", back.warnings);
    // A key for an unlocked file is simply not needed.
    let plain = to_bytes(&p, false).unwrap();
    assert_eq!(parse_with_key(&plain, Some(key)).unwrap().puzzle, p);
}

#[test]
fn incomplete_grids_need_permission() {
    let mut p = mini();
    p.grid.set(Pos::new(1, 1), Cell::Empty).unwrap();
    let err = to_bytes(&p, false).unwrap_err().to_string();
    assert!(
        err.contains("r2c2") && err.contains("--allow-incomplete"),
        "{err}"
    );
    assert_eq!(round_trip(&p).puzzle, p);
}

#[test]
fn text_outside_latin1_is_written_as_version_2_utf8() {
    let mut p = mini();
    p.meta.title = "\u{2694}\u{FE0F}".into();
    p.clues
        .insert(ClueKey::new(1, Direction::Down), "Ω and 🔥".into());
    let bytes = to_bytes(&p, false).unwrap();
    assert_eq!(&bytes[0x18..0x1C], b"2.0\0");
    let title_at = HEADER_LEN + 2 * 16;
    assert_eq!(
        &bytes[title_at..title_at + 6],
        "\u{2694}\u{FE0F}".as_bytes()
    );
    let back = parse(&bytes).unwrap();
    assert_eq!(back.puzzle, p);
    assert!(back.warnings.is_empty(), "{:?}", back.warnings);
}

#[test]
fn invalid_utf8_in_a_version_2_file_is_read_as_latin1_with_a_warning() {
    let mut p = mini();
    p.meta.title = "Ω".into();
    let mut bytes = to_bytes(&p, false).unwrap();
    // The author "Zoë" is C3 AB in UTF-8; make it a lone E9 byte plus padding.
    let at = bytes
        .windows(4)
        .position(|w| w == "Zoë".as_bytes())
        .unwrap();
    bytes[at + 2] = 0xE9;
    bytes[at + 3] = b'!';
    let back = parse(&bytes).unwrap();
    assert_eq!(back.puzzle.meta.author, "Zoé!");
    assert!(
        back.warnings.iter().any(|w| w.contains("the author")),
        "{:?}",
        back.warnings
    );
}

#[test]
fn rebus_squares_digits_and_symbols_round_trip() {
    let mut p = square();
    p.grid.set_rebus(Pos::new(0, 0), "STAR").unwrap();
    p.grid.set_rebus(Pos::new(2, 2), "STAR").unwrap();
    p.grid.set_rebus(Pos::new(1, 1), "1").unwrap();
    p.grid.set_rebus(Pos::new(3, 3), "$").unwrap();
    p.grid.set_rebus(Pos::new(3, 0), "É").unwrap();
    p.grid.set_rebus(Pos::new(0, 3), "A").unwrap();
    let bytes = to_bytes(&p, false).unwrap();
    // STAR stands as S and É as E; the digit and the symbol stand for themselves; a
    // one-letter rebus goes through the table so that it stays a rebus (a letter byte would
    // read back as a letter).
    assert_eq!(&bytes[HEADER_LEN..HEADER_LEN + 16], b"SATAO1OEDOSREAR$");
    let back = parse(&bytes).unwrap();
    assert_eq!(back.puzzle, p);
    assert!(back.warnings.is_empty(), "{:?}", back.warnings);
    let rtbl = bytes.windows(4).position(|w| w == b"RTBL").unwrap();
    assert_eq!(&bytes[rtbl + 8..rtbl + 8 + 19], b" 0:STAR; 1:A; 2:\xC9;\0");
}

#[test]
fn circles_and_carried_sections_survive_a_rewrite_when_they_fit() {
    let mut p = square();
    p.set_style(
        Pos::new(1, 2),
        Style {
            circled: true,
            ..Style::default()
        },
    );
    let carried = |name: &str, data: &[u8]| Carried {
        format: FORMAT.into(),
        name: name.into(),
        data: data.to_vec(),
    };
    // Revealed marks on two squares, a timer, the solver's board and an unknown section.
    let mut gext = vec![0u8; 16];
    gext[0] = 0x40;
    gext[6] = 0x40;
    p.carried = vec![
        carried(STATE, b"CA-SOB-E--------"),
        carried("LTIM", b"42,1"),
        carried("GEXT", &gext),
        carried("ZZZZ", b"anything"),
    ];
    let back = round_trip(&p);
    assert_eq!(back.puzzle, p);
    assert!(back.warnings.is_empty(), "{:?}", back.warnings);
    assert!(dropped(&p).is_empty());

    // After the grid changes size, the per-square sections are left out and named.
    let mut bigger = p.clone();
    bigger.grid = parse_grid("CATS#\nOBOE#\nDOER#\nEARS#", &Alphabet::latin()).unwrap();
    let names: Vec<String> = round_trip(&bigger)
        .puzzle
        .carried
        .iter()
        .map(|c| c.name.clone())
        .collect();
    assert_eq!(names, ["LTIM", "ZZZZ"]);
    let lost = dropped(&bigger).join("; ");
    assert!(
        lost.contains("solver's progress") && lost.contains("section GEXT"),
        "{lost}"
    );
}

#[test]
fn no_solution_puzzles_write_the_flag_and_placeholders() {
    let mut p = mini();
    for pos in p.grid.positions().collect::<Vec<_>>() {
        if p.grid.cell(pos).is_white() {
            p.grid.set(pos, Cell::Empty).unwrap();
        }
    }
    assert!(to_bytes(&p, false).is_err());
    p.meta.no_solution = true;
    let bytes = to_bytes(&p, false).unwrap();
    assert_eq!(bytes[0x32], 2);
    assert_eq!(&bytes[HEADER_LEN..HEADER_LEN + 16], b".XXXXXXXXXX.XX..");
    let back = parse(&bytes).unwrap();
    assert_eq!(back.puzzle, p);
    assert_eq!(back.warnings.len(), 1);
    assert!(back.warnings[0].contains("no solution"));
    // Letters win over the mark, and the loss is named.
    p.grid.set(Pos::new(0, 1), Cell::Letter(2)).unwrap();
    assert!(dropped(&p)[0].contains("no-solution"));
    assert_eq!(to_bytes(&p, true).unwrap()[0x32], 0);
}

#[test]
fn diagramless_puzzles_write_colon_blocks() {
    let mut p = mini();
    p.meta.diagramless = true;
    let bytes = to_bytes(&p, false).unwrap();
    assert_eq!(&bytes[0x30..0x32], &[0x01, 0x04]);
    assert_eq!(bytes[HEADER_LEN], b':');
    assert_eq!(bytes[HEADER_LEN + 16], b':');
    assert_eq!(parse(&bytes).unwrap().puzzle, p);
}

#[test]
fn rebus_texts_the_table_cannot_hold_are_named() {
    let mut p = square();
    p.grid.set_rebus(Pos::new(0, 0), "A;B").unwrap();
    assert!(dropped(&p)[0].contains("1 rebus square"));
    let back = round_trip(&p).puzzle;
    assert_eq!(back.grid.cell(Pos::new(0, 0)), Cell::Letter(0));
}

#[test]
fn clues_with_markup_are_written_as_their_plain_text() {
    let mut p = mini();
    let key = ClueKey::new(1, Direction::Across);
    p.clues.insert(key, "Breaking Bad & Co.".into());
    p.clue_markup
        .insert(key, "<i>Breaking Bad</i> &amp; Co.".into());
    let bytes = to_bytes(&p, false).unwrap();
    assert!(bytes.windows(18).any(|w| w == b"Breaking Bad & Co."));
    assert!(!bytes.windows(3).any(|w| w == b"<i>"));
    let back = parse(&bytes).unwrap().puzzle;
    assert_eq!(back.clues, p.clues);
    // The markup itself is a loss .puz names.
    let lost = crate::formats::loss::losses(&p, crate::formats::Format::Puz);
    assert_eq!(lost, ["1 clue's formatting"]);
}
