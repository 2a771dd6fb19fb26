//! What each real `.puz` file holds, checked against the file itself with puzpy and a hex
//! dump; `tests/formats_puz_real.rs` asserts these facts on what gridwright reads.

use gridwright::grid::Direction;

use Direction::{Across as A, Down as D};

/// What a file holds, as puzpy (and a hex dump) show it.
pub struct Facts {
    /// Path under `tests/fixtures/real/puz/`.
    pub path: &'static str,
    /// The key of a locked solution (from puzpy's tests).
    pub key: Option<&'static str>,
    /// Width × height.
    pub size: (usize, usize),
    /// Blocks in the grid.
    pub blocks: usize,
    /// Title.
    pub title: &'static str,
    /// Author.
    pub author: &'static str,
    /// Copyright line.
    pub copyright: &'static str,
    /// How the notes start ("" for none).
    pub notes: &'static str,
    /// Some clues.
    pub clues: &'static [(u16, Direction, &'static str)],
    /// Some answers, rebus squares spelled out.
    pub answers: &'static [(u16, Direction, &'static str)],
    /// Rebus squares: (row, col) from 1, text.
    pub rebus: &'static [(usize, usize, &'static str)],
    /// How many squares are circled.
    pub circles: usize,
    /// The no-solution flag.
    pub no_solution: bool,
    /// A diagramless puzzle.
    pub diagramless: bool,
    /// Names of the sections carried (in order).
    pub carried: &'static [&'static str],
    /// Whether the file is version 2.0 (UTF-8), so a rewrite must be too.
    pub utf8: bool,
}

/// A file with nothing special; the entries override what they hold.
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

pub const STAR_RUN: Facts = Facts {
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

pub const FILES: &[Facts] = &[
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
