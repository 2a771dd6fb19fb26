//! Real `.puz` files written by other tools (kotwords' test files, puzpy's published test
//! puzzles; see `tests/fixtures/real/puz/*/README.md`): each opens with the facts checked here
//! against the file itself (with puzpy), writes back to `.puz` and reads the same, and keeps
//! everything through a slot.

use gridwright::formats::puz::{self, PuzError};
use gridwright::formats::scramble::Key;
use gridwright::grid::{Direction, Pos, Puzzle};
use gridwright::store::doc::{FORMAT_VERSION, PuzzleDoc, SlotDoc};
use std::path::PathBuf;

use Direction::{Across as A, Down as D};

/// What a file holds, as puzpy (and a hex dump) show it.
struct Facts {
    /// Path under `tests/fixtures/real/puz/`.
    path: &'static str,
    /// The key of a locked solution (from puzpy's tests).
    key: Option<&'static str>,
    /// Width × height.
    size: (usize, usize),
    /// Blocks in the grid.
    blocks: usize,
    title: &'static str,
    author: &'static str,
    copyright: &'static str,
    /// How the notes start ("" for none).
    notes: &'static str,
    /// Some clues.
    clues: &'static [(u16, Direction, &'static str)],
    /// Some answers, rebus squares spelled out.
    answers: &'static [(u16, Direction, &'static str)],
    /// Rebus squares: (row, col) from 1, text.
    rebus: &'static [(usize, usize, &'static str)],
    /// How many squares are circled.
    circles: usize,
    no_solution: bool,
    diagramless: bool,
    /// Names of the sections carried (in order).
    carried: &'static [&'static str],
    /// Whether the file is version 2.0 (UTF-8), so a rewrite must be too.
    utf8: bool,
}

const NONE: Facts = Facts {
    path: "",
    key: None,
    size: (0, 0),
    blocks: 0,
    title: "",
    author: "",
    copyright: "",
    notes: "",
    clues: &[],
    answers: &[],
    rebus: &[],
    circles: 0,
    no_solution: false,
    diagramless: false,
    carried: &[],
    utf8: false,
};

const KOTWORDS_TITLE: &str = "Example Puzzle for Kotwords";
const KOTWORDS_COPYRIGHT: &str = "© 2018 Jeff Davidson";
const GREEK_CLUE: (u16, Direction, &str) =
    (1, A, "First across clue with special characters αβγδε");
/// The kotwords 5×5 test grid: a rebus XYZ, digits and symbols on the last row.
const KOTWORDS_ANSWERS: &[(u16, Direction, &str)] = &[
    (1, A, "ABCD"),
    (6, A, "IJXYZLM"),
    (9, A, "12$@"),
    (7, D, "MQ@"),
];
const KOTWORDS_REBUS: &[(usize, usize, &str)] = &[
    (3, 3, "XYZ"),
    (5, 2, "1"),
    (5, 3, "2"),
    (5, 4, "$"),
    (5, 5, "@"),
];

const STAR_RUN: Facts = Facts {
    path: "puzpy/nyt_rebus_with_notes_and_shape.puz",
    size: (15, 15),
    blocks: 46,
    title: "NY Times, Thu, Sep 11, 2008  When this puzzle is done, connect the circled letters in alphabetical order, and then back to the start, to reveal something seen on the 32-Down 4-Down.",
    author: "  Caleb Madison / Will Shortz  ",
    copyright: "© 2008, The New York Times",
    notes: "TEEN PUZZLEMAKER WEEK\r\nAll the daily crosswords",
    clues: &[(1, A, "Waxed"), (1, D, "Ruiner of many a photo")],
    answers: &[(15, A, "NOSTARCH"), (68, A, "SEEN")],
    rebus: &[(2, 8, "STAR"), (8, 8, "STAR"), (14, 8, "STAR")],
    circles: 5,
    ..NONE
};

const FILES: &[Facts] = &[
    Facts {
        path: "kotwords/puz/test.puz",
        size: (5, 5),
        blocks: 4,
        title: KOTWORDS_TITLE,
        author: "Jeff Davidson",
        copyright: KOTWORDS_COPYRIGHT,
        notes: "Notepad text goes here.",
        clues: &[GREEK_CLUE, (7, D, "Fifth down clue")],
        answers: KOTWORDS_ANSWERS,
        rebus: KOTWORDS_REBUS,
        circles: 2,
        utf8: true,
        ..NONE
    },
    Facts {
        path: "kotwords/puz/test-solved.puz",
        size: (5, 5),
        blocks: 4,
        title: KOTWORDS_TITLE,
        author: "Jeff Davidson",
        copyright: KOTWORDS_COPYRIGHT,
        notes: "Notepad text goes here.",
        clues: &[GREEK_CLUE],
        answers: KOTWORDS_ANSWERS,
        rebus: KOTWORDS_REBUS,
        circles: 2,
        carried: &["STATE", "RUSR", "LTIM"],
        utf8: true,
        ..NONE
    },
    Facts {
        path: "kotwords/puz/test-diagramless.puz",
        size: (5, 5),
        blocks: 4,
        title: KOTWORDS_TITLE,
        author: "Jeff Davidson",
        copyright: KOTWORDS_COPYRIGHT,
        notes: "Notepad text goes here.",
        clues: &[GREEK_CLUE],
        answers: KOTWORDS_ANSWERS,
        rebus: KOTWORDS_REBUS,
        circles: 2,
        diagramless: true,
        utf8: true,
        ..NONE
    },
    Facts {
        path: "kotwords/puz/test-empty-clue.puz",
        size: (5, 5),
        blocks: 4,
        title: KOTWORDS_TITLE,
        author: "Jeff Davidson",
        copyright: KOTWORDS_COPYRIGHT,
        notes: "Notepad text goes here.",
        clues: &[(1, A, "-"), (5, A, "Second across clue")],
        answers: KOTWORDS_ANSWERS,
        rebus: KOTWORDS_REBUS,
        circles: 2,
        ..NONE
    },
    Facts {
        path: "kotwords/puz/test-iso-8859-1.puz",
        size: (5, 5),
        blocks: 4,
        title: KOTWORDS_TITLE,
        author: "Jeff Davidson",
        copyright: KOTWORDS_COPYRIGHT,
        notes: "Notepad text goes here.",
        clues: &[(1, A, "First across clue with special characters abgde")],
        answers: KOTWORDS_ANSWERS,
        rebus: KOTWORDS_REBUS,
        circles: 2,
        ..NONE
    },
    Facts {
        path: "kotwords/puz/test-no-solution.puz",
        size: (5, 5),
        blocks: 4,
        title: KOTWORDS_TITLE,
        author: "Jeff Davidson",
        copyright: KOTWORDS_COPYRIGHT,
        notes: "Notepad text goes here.",
        clues: &[GREEK_CLUE, (7, D, "Fifth down clue")],
        circles: 2,
        no_solution: true,
        utf8: true,
        ..NONE
    },
    Facts {
        path: "kotwords/puz/test-simple.puz",
        size: (5, 5),
        blocks: 4,
        title: KOTWORDS_TITLE,
        author: "Jeff Davidson",
        copyright: KOTWORDS_COPYRIGHT,
        clues: &[(1, A, "First across clue"), (1, D, "First down clue")],
        answers: &[(1, A, "ABCD"), (9, A, "RSTU"), (7, D, "MQU")],
        ..NONE
    },
    Facts {
        path: "kotwords/puz/gaps.puz",
        size: (7, 5),
        blocks: 11,
        title: "Test",
        author: "Test",
        copyright: "Test",
        clues: &[(1, A, "See 6-Down"), (1, D, "11-Across, for example")],
        answers: &[(1, A, "XXX"), (1, D, "XXXX")],
        ..NONE
    },
    Facts {
        path: "kotwords/puzzleme/test-italics.puz",
        size: (2, 2),
        title: KOTWORDS_TITLE,
        author: "Jeff Davidson",
        copyright: KOTWORDS_COPYRIGHT,
        clues: &[
            (1, A, "First \"across\" clue"),
            (2, D, "Second \"down\" clue"),
        ],
        answers: &[(1, A, "AC"), (3, A, "BD"), (1, D, "AB")],
        ..NONE
    },
    STAR_RUN,
    Facts {
        path: "puzpy/nyt_rebus_with_notes_and_shape_revealed.puz",
        carried: &["STATE", "LTIM", "GEXT", "RUSR"],
        ..STAR_RUN
    },
    Facts {
        path: "puzpy/nyt_rebus_with_notes_and_shape_solved.puz",
        carried: &["STATE", "LTIM", "RUSR"],
        ..STAR_RUN
    },
    Facts {
        path: "puzpy/unicode.puz",
        size: (3, 3),
        title: "\u{2694}\u{FE0F}",
        author: "Chris Pickel",
        copyright: "2018, Chris Pickel, under MIT License",
        clues: &[
            (1, A, "\u{1F486}\u{1F3FB}\u{200D}\u{2642}\u{FE0F}"),
            (4, A, "\u{2126}"),
            (5, A, "\u{1F525}\u{1F525}\u{1F525}"),
            (1, D, "\u{2600}\u{FE0F}"),
            (2, D, "\u{3C6}"),
            (3, D, "\u{91CF}"),
        ],
        answers: &[(1, A, "SPA"), (5, A, "LIT"), (3, D, "AMT")],
        utf8: true,
        ..NONE
    },
    Facts {
        path: "puzpy/diagramless.puz",
        size: (16, 17),
        blocks: 88,
        title: "Diagramless #2",
        author: "Andrew J. Ries",
        copyright: "© 2021",
        clues: &[(1, A, "In the way of"), (1, D, "Grew older")],
        answers: &[(1, A, "ALA"), (4, A, "MOP"), (61, D, "REPAY")],
        diagramless: true,
        carried: &["LTIM"],
        ..NONE
    },
    Facts {
        path: "puzpy/nyt_diagramless.puz",
        key: Some("3285"),
        size: (17, 17),
        blocks: 84,
        title: "NY Times, Sun, Feb 24, 2008\u{A0} DIAGRAMLESS",
        author: "  Patrick Blindauer / Will Shortz  ",
        copyright: "© 2008, The New York Times",
        notes: "This diagramless is 17 squares wide by 17 squares deep",
        clues: &[(1, A, "Panorama"), (1, D, "Action word")],
        answers: &[(1, A, "VISTA"), (6, A, "PENCILS"), (71, A, "GEENA")],
        diagramless: true,
        carried: &["LTIM"],
        ..NONE
    },
    Facts {
        path: "puzpy/nyt_locked.puz",
        key: Some("7844"),
        size: (15, 15),
        blocks: 28,
        title: "NY Times, Fri, Sep 19, 2008",
        author: "Alex Boisvert / Will Shortz",
        copyright: "© 2008, The New York Times",
        clues: &[(1, A, "Source of troubles"), (12, A, "___ of God")],
        answers: &[
            (1, A, "PANDORASBOX"),
            (55, A, "GASSTATIONS"),
            (1, D, "PICNIC"),
        ],
        ..NONE
    },
    Facts {
        path: "puzpy/nyt_v1_4.puz",
        size: (21, 21),
        blocks: 68,
        title: "NY Times, Sun, Mar 31, 2019 TAKE ONE FOR THE TEAM",
        author: "Andrew J. Ries / Will Shortz",
        copyright: "© 2019, The New York Times (Published via Across Lite)",
        notes: "Drop one letter from each set of circled letters",
        clues: &[(6, A, "Chilling")],
        answers: &[(1, A, "MAUDE"), (1, D, "MESMER"), (119, A, "ARTSY")],
        circles: 55,
        ..NONE
    },
    Facts {
        path: "puzpy/nyt_with_shape.puz",
        size: (21, 21),
        blocks: 76,
        title: "NY Times, Sun, Jul 20, 2008  ACROSS THE BOARD",
        author: "Barry C. Silk / Will Shortz",
        copyright: "© 2008, The New York Times",
        clues: &[(7, A, "Leader of Lesbos?")],
        answers: &[(1, A, "SAIDSO"), (7, A, "LAMBDA"), (108, D, "DID")],
        circles: 34,
        ..NONE
    },
    Facts {
        path: "puzpy/nyt_nov0596.puz",
        size: (15, 15),
        blocks: 33,
        title: "NY Times, Tuesday, November 5, 1996 ",
        author: "J. Farrell / Will Shortz",
        copyright: "© 1996, The New York Times",
        notes: "Probably our best known puzzle",
        clues: &[(1, D, "Disable")],
        answers: &[(1, A, "ICALL"), (74, A, "ENTER")],
        ..NONE
    },
    Facts {
        path: "puzpy/nyt_partlyfilled.puz",
        size: (15, 15),
        blocks: 36,
        title: "NY Times, Mon, Mar 10, 2008",
        author: "Ken Bessette / Will Shortz",
        copyright: "© 2008, The New York Times",
        clues: &[(1, A, "Stars and Stripes, e.g.")],
        answers: &[(1, A, "FLAG"), (73, A, "THAW"), (1, D, "FESS")],
        carried: &["STATE", "LTIM"],
        ..NONE
    },
    Facts {
        path: "puzpy/nyt_jul0719.puz",
        size: (22, 22),
        blocks: 80,
        title: "NY Times, Sun, Jul 07, 2019 HIDDEN TACTICS",
        author: "Jack Reuter / Will Shortz",
        copyright: "© 2019, The New York Times (Published via Across Lite)",
        notes: "The print version of this puzzle contains multiple visual elements",
        clues: &[(8, A, "\"Home\" in a classic song")],
        answers: &[(1, A, "TIDEPOD"), (1, D, "TIKIBAR"), (133, A, "ABSCESS")],
        ..NONE
    },
    Facts {
        path: "puzpy/Feb0308_oddnumbering.puz",
        size: (21, 21),
        blocks: 72,
        title: "NY Times, Sun, Feb 03, 2008  JUST FOLLOW DIRECTIONS",
        author: "Matt Ginsberg / Will Shortz",
        copyright: "© 2008, The New York Times",
        clues: &[
            (1, A, "Artist's digs, maybe"),
            (107, D, "Great ball of fire"),
        ],
        answers: &[(1, A, "LOFT"), (1, D, "LEOII"), (114, A, "DINE")],
        ..NONE
    },
    Facts {
        path: "puzpy/av110622.puz",
        size: (15, 15),
        blocks: 36,
        title: "AV Club xword, 6 22 11",
        author: "Ben Tausig",
        clues: &[(67, A, "Foul-mouthed comedian Bob")],
        answers: &[(1, A, "SATAN"), (1, D, "STETTED"), (67, A, "SAGET")],
        ..NONE
    },
    Facts {
        path: "puzpy/cs080904.puz",
        size: (15, 15),
        blocks: 38,
        title: "September 4, 2008 - \"CD Collection\"",
        author: "By Mel Rosen",
        copyright: "© 2008 Mel Rosen. Distributed by CrosSynergy(TM) Syndicate",
        clues: &[(64, D, "René, par exemple")],
        answers: &[(1, A, "TAPIR"), (64, D, "NOM")],
        ..NONE
    },
    Facts {
        path: "puzpy/washpost.puz",
        size: (15, 15),
        blocks: 36,
        title: "December 6, 2005 - \"Split Pea Soup\"",
        author: "By Raymond Hamel",
        copyright: "© 2005 Raymond Hamel.  Distributed by CrosSynergy(TM) Syndicate",
        clues: &[(1, A, "Mary's pet"), (1, D, "Hit high in the air")],
        answers: &[(1, A, "LAMB"), (1, D, "LOFT"), (71, A, "EARP")],
        ..NONE
    },
    Facts {
        path: "puzpy/wsj110624.puz",
        size: (21, 21),
        blocks: 61,
        title: "June 24, 2011 - Good News, Bad News",
        author: "  by Randolph Ross / Edited by Mike Shenk  ",
        copyright: "© 2011 Wall Street Journal",
        clues: &[(105, D, "Ball point?")],
        answers: &[(1, A, "DOGSLED"), (1, D, "DALMATIA"), (111, A, "EXISTED")],
        ..NONE
    },
];

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
        let warnings = read.warnings.join("\n");
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
        let doc = SlotDoc {
            format: FORMAT_VERSION,
            created: 0,
            saved: 0,
            slot: None,
            puzzle: PuzzleDoc::from_puzzle(&p),
        };
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
