//! Real `.puz` files written by other tools (kotwords' test files, puzpy's published test
//! puzzles; see `tests/fixtures/real/puz/*/README.md`): each opens with the facts checked here
//! against the file itself (with puzpy), writes back to `.puz` and reads the same, and keeps
//! everything through a slot.

use gridwright::formats::puz::{self, PuzError};
use gridwright::formats::scramble::Key;
use gridwright::grid::{Pos, Puzzle};
use gridwright::store::doc::SlotDoc;
use std::path::PathBuf;

use crate::puz_real;
use puz_real::{FILES, Facts, STAR_RUN};

fn fixture(path: &str) -> Vec<u8> {
    let full = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/real/puz")
        .join(path);
    std::fs::read(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

fn read(f: &Facts) -> puz::PuzFile {
    let key: Option<Key> = f.key.map(|k| k.parse().unwrap());
    puz::parse_with_key(&fixture(f.path), key).unwrap_or_else(|e| panic!("{}: {e}", f.path))
}

/// Checks every fact against the puzzle read.
fn check_facts(f: &Facts, p: &Puzzle) {
    let at = f.path;
    assert_eq!((p.grid.width(), p.grid.height()), f.size, "{at}: size");
    let blocks = p.grid.cells().iter().filter(|c| c.is_block()).count();
    assert_eq!(blocks, f.blocks, "{at}: blocks");
    assert_eq!(p.meta.title, f.title, "{at}: title");
    assert_eq!(p.meta.author, f.author, "{at}: author");
    assert_eq!(p.meta.copyright, f.copyright, "{at}: copyright");
    assert!(
        p.meta.notes.starts_with(f.notes),
        "{at}: notes {:?}",
        p.meta.notes
    );
    assert_eq!(p.meta.notes.is_empty(), f.notes.is_empty(), "{at}: notes");
    assert_eq!(p.meta.no_solution, f.no_solution, "{at}: no solution");
    assert_eq!(p.meta.diagramless, f.diagramless, "{at}: diagramless");
    for &(n, d, text) in f.clues {
        assert_eq!(p.clue(n, d), Some(text), "{at}: clue {n}{}", d.letter());
    }
    let slots = p.slots();
    for &(n, d, answer) in f.answers {
        let slot = slots.get(
            slots
                .find(n, d)
                .unwrap_or_else(|| panic!("{at}: no {n}{d:?}")),
        );
        let got = slot.answer(&p.grid, &p.alphabet);
        assert_eq!(
            got.as_deref(),
            Some(answer),
            "{at}: answer {n}{}",
            d.letter()
        );
    }
    let rebus: Vec<(usize, usize, String)> = p
        .grid
        .rebus_squares()
        .map(|(pos, t)| (pos.row + 1, pos.col + 1, t.to_string()))
        .collect();
    let expected: Vec<(usize, usize, String)> = f
        .rebus
        .iter()
        .map(|&(r, c, t)| (r, c, t.to_string()))
        .collect();
    assert_eq!(rebus, expected, "{at}: rebus squares");
    let circles = p.styles.values().filter(|s| s.circled).count();
    assert_eq!(circles, f.circles, "{at}: circles");
    let carried: Vec<&str> = p.carried.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(carried, f.carried, "{at}: carried sections");
    if f.no_solution {
        assert!(
            p.grid.cells().iter().all(|c| !c.is_filled()),
            "{at}: empty grid"
        );
    } else {
        assert!(p.grid.is_complete(), "{at}: complete solution");
    }
}

#[test]
fn every_real_file_opens_with_what_it_holds() {
    for f in FILES {
        let read = read(f);
        check_facts(f, &read.puzzle);
        // A locked file read with its key says so (files written from it are unlocked).
        let warnings: Vec<&str> = read
            .warnings
            .iter()
            .map(String::as_str)
            .filter(|w| !w.starts_with("the solution was locked"))
            .collect();
        let warnings = warnings.join("\n");
        if f.no_solution {
            assert!(warnings.contains("no solution"), "{}: {warnings}", f.path);
        } else {
            assert!(warnings.is_empty(), "{}: {warnings}", f.path);
        }
    }
}

#[test]
fn every_real_file_writes_back_and_reads_the_same() {
    for f in FILES {
        let p = read(f).puzzle;
        let bytes = puz::to_bytes(&p, false).unwrap_or_else(|e| panic!("{}: {e}", f.path));
        let version: &[u8] = if f.utf8 { b"2.0\0" } else { b"1.3\0" };
        assert_eq!(&bytes[0x18..0x1C], version, "{}: version", f.path);
        let back = puz::parse(&bytes).unwrap_or_else(|e| panic!("{}: {e}", f.path));
        assert_eq!(back.puzzle, p, "{}: puzzle after a rewrite", f.path);
        // What we wrote, we write again byte for byte.
        let again = puz::to_bytes(&back.puzzle, false).unwrap();
        assert_eq!(again, bytes, "{}: bytes of a second rewrite", f.path);
        if let Some(key) = f.key {
            let locked = puz::to_bytes_locked(&p, key.parse().unwrap()).unwrap();
            let unlocked = puz::parse_with_key(&locked, Some(key.parse().unwrap())).unwrap();
            assert_eq!(unlocked.puzzle, p, "{}: relocked", f.path);
        }
    }
}

#[test]
fn every_real_file_keeps_everything_through_a_slot() {
    for f in FILES {
        let p = read(f).puzzle;
        let doc = SlotDoc::new(&p, 0, 0, None);
        let text = doc.to_toml().unwrap();
        let back = SlotDoc::from_toml(&text)
            .and_then(|d| d.puzzle.to_puzzle())
            .unwrap_or_else(|e| panic!("{}: {e}", f.path));
        assert_eq!(back, p, "{}: puzzle after a slot", f.path);
        assert_eq!(
            puz::to_bytes(&back, false).unwrap(),
            puz::to_bytes(&p, false).unwrap(),
            "{}: .puz from the slot",
            f.path
        );
    }
}

#[test]
fn a_locked_file_relocks_to_the_bytes_across_lite_wrote() {
    // nyt_locked.puz: unlock with its key and lock again — the same solution board, flag and
    // checksum of the plain letters as the original (the strings and timer aside).
    let original = fixture("puzpy/nyt_locked.puz");
    let key: Key = "7844".parse().unwrap();
    let p = puz::parse_with_key(&original, Some(key)).unwrap().puzzle;
    let relocked = puz::to_bytes_locked(&p, key).unwrap();
    let board = 0x34..0x34 + 225;
    assert_eq!(&relocked[board.clone()], &original[board]);
    assert_eq!(&relocked[0x1E..0x20], &original[0x1E..0x20]);
    assert_eq!(&relocked[0x32..0x34], &original[0x32..0x34]);
}

#[test]
fn locked_files_without_their_key_in_puzpy_s_tests_are_refused_with_the_reason() {
    for path in [
        "puzpy/nyt_sun_rebus.puz",
        "puzpy/nyt_weekday_with_notes.puz",
    ] {
        let err = puz::parse(&fixture(path)).unwrap_err();
        assert_eq!(err, PuzError::Scrambled, "{path}");
        assert!(err.to_string().contains("--key"), "{path}: {err}");
    }
}

#[test]
fn a_file_that_is_not_a_puz_is_refused_with_the_reason() {
    // ONE_bad.puz has no ACROSS&DOWN header at all; puzpy refuses it too.
    let err = puz::parse(&fixture("puzpy/ONE_bad.puz")).unwrap_err();
    assert_eq!(err, PuzError::WrongMagic);
    assert!(err.to_string().contains("ACROSS&DOWN"), "{err}");
}

#[test]
fn the_no_solution_file_writes_back_with_its_flag_and_placeholders() {
    let f = FILES.iter().find(|f| f.no_solution).unwrap();
    let bytes = puz::to_bytes(&read(f).puzzle, false).unwrap();
    let original = fixture(f.path);
    // Same flag word and the same placeholder board as kotwords wrote.
    assert_eq!(&bytes[0x30..0x34], &original[0x30..0x34]);
    assert_eq!(&bytes[0x34..0x34 + 50], &original[0x34..0x34 + 50]);
}

#[test]
fn files_we_write_from_real_files_match_them_where_nothing_changed() {
    let section_at = |bytes: &[u8], name: &[u8]| bytes.windows(4).position(|w| w == name);
    // Header, boards and strings come back byte for byte; the rebus table is renumbered from 0
    // (Across Lite's file used key 1).
    let original = fixture(STAR_RUN.path);
    let written = puz::to_bytes(&puz::parse(&original).unwrap().puzzle, false).unwrap();
    let strings_end = section_at(&original, b"GRBS").unwrap();
    assert_eq!(section_at(&written, b"GRBS"), Some(strings_end));
    // Bytes 0x1C–0x2B are reserved (Across Lite leaves memory there); the rest is the same.
    assert!(written[..0x1C] == original[..0x1C]);
    assert!(written[0x1E..0x20] == original[0x1E..0x20]);
    assert!(written[0x2C..strings_end] == original[0x2C..strings_end]);
    let rtbl = section_at(&written, b"RTBL").unwrap();
    assert_eq!(&written[rtbl + 8..rtbl + 16], b" 0:STAR;");
    // nyt_with_shape.puz holds an empty rebus grid (GRBS of zeros), which says nothing and is
    // not kept; without it the file is the same.
    let mut original = fixture("puzpy/nyt_with_shape.puz");
    let grbs = section_at(&original, b"GRBS").unwrap();
    original.drain(grbs..grbs + 8 + 441 + 1);
    // Bytes 0x1C–0x2B hold leftovers of Across Lite's memory here (the title; even the
    // locked-solution checksum of this unlocked file); gridwright writes zeros, which no
    // checksum covers.
    original[0x1C..0x2C].fill(0);
    let written = puz::to_bytes(&puz::parse(&original).unwrap().puzzle, false).unwrap();
    assert!(written == original, "nyt_with_shape.puz rewritten differs");
}

#[test]
fn a_rebus_square_reads_as_its_whole_text() {
    let p = read(&STAR_RUN).puzzle;
    assert_eq!(p.grid.rebus_at(Pos::new(1, 7)), Some("STAR"));
    assert_eq!(p.answer_at(Pos::new(1, 7)).as_deref(), Some("STAR"));
}
