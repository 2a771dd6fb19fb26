//! `.puz` byte layout and checksums, checked against an independent implementation written
//! here from the format description (not by calling the library's checksum code).

use gridwright::formats::puz;
use gridwright::grid::{Alphabet, Carried, ClueKey, Direction, Puzzle, text::parse_grid};
use proptest::prelude::*;

/// The format's checksum: for each byte, rotate the 16-bit sum right by one, then add the byte.
fn cksum(data: &[u8], mut sum: u16) -> u16 {
    for &b in data {
        sum = sum.rotate_right(1).wrapping_add(u16::from(b));
    }
    sum
}

/// The pieces of a file, found by walking the layout the description gives.
struct Parts {
    width: usize,
    height: usize,
    solution: Vec<u8>,
    board: Vec<u8>,
    strings: Vec<Vec<u8>>,
    clue_count: usize,
    rest: Vec<u8>,
}

fn split(bytes: &[u8]) -> Parts {
    let width = bytes[0x2C] as usize;
    let height = bytes[0x2D] as usize;
    let clue_count = u16::from_le_bytes([bytes[0x2E], bytes[0x2F]]) as usize;
    let n = width * height;
    let solution = bytes[0x34..0x34 + n].to_vec();
    let board = bytes[0x34 + n..0x34 + 2 * n].to_vec();
    let mut at = 0x34 + 2 * n;
    let mut strings = Vec::new();
    // Title, author, copyright, the clues, notes.
    for _ in 0..clue_count + 4 {
        let end = at + bytes[at..].iter().position(|&b| b == 0).unwrap();
        strings.push(bytes[at..end].to_vec());
        at = end + 1;
    }
    Parts {
        width,
        height,
        solution,
        board,
        strings,
        clue_count,
        rest: bytes[at..].to_vec(),
    }
}

/// Every checksum of the header, computed from the parts: (global, cib, masked[8]).
fn expected_checksums(bytes: &[u8]) -> (u16, u16, [u8; 8]) {
    let p = split(bytes);
    let cib = cksum(&bytes[0x2C..0x34], 0);
    let text = |mut sum: u16| {
        for s in &p.strings[..3] {
            if !s.is_empty() {
                sum = cksum(s, sum);
                sum = cksum(b"\0", sum);
            }
        }
        for clue in &p.strings[3..3 + p.clue_count] {
            sum = cksum(clue, sum);
        }
        let notes = &p.strings[3 + p.clue_count];
        if !notes.is_empty() {
            sum = cksum(notes, sum);
            sum = cksum(b"\0", sum);
        }
        sum
    };
    let global = text(cksum(&p.board, cksum(&p.solution, cib)));
    let parts = [cib, cksum(&p.solution, 0), cksum(&p.board, 0), text(0)];
    let mut masked = [0u8; 8];
    for i in 0..4 {
        masked[i] = b"ICHEATED"[i] ^ parts[i].to_le_bytes()[0];
        masked[i + 4] = b"ICHEATED"[i + 4] ^ parts[i].to_le_bytes()[1];
    }
    (global, cib, masked)
}

fn tiny() -> Puzzle {
    let grid = parse_grid("CAT\nA#O\nBEE", &Alphabet::latin()).unwrap();
    let mut p = Puzzle::new(grid);
    p.meta.title = "Tiny".into();
    p.meta.author = "Ann".into();
    p.meta.copyright = "(c) 2026".into();
    for (n, d, text) in [
        (1, Direction::Across, "Pet"),
        (1, Direction::Down, "Taxi"),
        (2, Direction::Down, "Foot digit"),
        (3, Direction::Across, "Buzzer"),
    ] {
        p.clues.insert(ClueKey::new(n, d), text.into());
    }
    p
}

#[test]
fn a_hand_made_file_matches_the_writer_byte_for_byte() {
    let mut expected: Vec<u8> = Vec::new();
    expected.extend_from_slice(&[0, 0]); // global checksum, filled in below
    expected.extend_from_slice(b"ACROSS&DOWN\0");
    expected.extend_from_slice(&[0, 0]); // CIB checksum
    expected.extend_from_slice(&[0; 8]); // masked checksums
    expected.extend_from_slice(b"1.3\0");
    expected.extend_from_slice(&[0; 2 + 2 + 12]); // reserved, scrambled checksum, reserved
    expected.extend_from_slice(&[3, 3, 4, 0, 1, 0, 0, 0]); // 3×3, 4 clues, normal, unscrambled
    assert_eq!(expected.len(), 0x34);
    expected.extend_from_slice(b"CATA.OBEE");
    expected.extend_from_slice(b"----.----");
    // Clues go by number, across before down: 1A, 1D, 2D, 3A.
    expected.extend_from_slice(b"Tiny\0Ann\0(c) 2026\0Pet\0Taxi\0Foot digit\0Buzzer\0\0");
    let (global, cib, masked) = expected_checksums(&expected);
    expected[0..2].copy_from_slice(&global.to_le_bytes());
    expected[0x0E..0x10].copy_from_slice(&cib.to_le_bytes());
    expected[0x10..0x18].copy_from_slice(&masked);

    let written = puz::to_bytes(&tiny(), false).unwrap();
    assert_eq!(written, expected);
    let read = puz::parse(&expected).unwrap();
    assert_eq!(read.puzzle, tiny());
    assert!(read.warnings.is_empty(), "{:?}", read.warnings);
}

#[test]
fn the_cib_checksum_of_the_tiny_header_worked_by_hand() {
    // cib bytes 03 03 04 00 01 00 00 00:
    // 0→3; 3 odd→0x8001+3=0x8004; →0x4002+4=0x4006; →0x2003+0=0x2003; odd→0x9001+1=0x9002;
    // →0x4801; odd→0xA400; →0x5200.
    let written = puz::to_bytes(&tiny(), false).unwrap();
    assert_eq!(u16::from_le_bytes([written[0x0E], written[0x0F]]), 0x5200);
    assert_eq!(cksum(&[3, 3, 4, 0, 1, 0, 0, 0], 0), 0x5200);
    assert_eq!(puz::checksum(&[3, 3, 4, 0, 1, 0, 0, 0], 0), 0x5200);
}

#[test]
fn notes_and_latin1_text_take_part_in_the_checksums() {
    let mut p = tiny();
    p.meta.notes = "Thème: «café»".into();
    let bytes = puz::to_bytes(&p, false).unwrap();
    let (global, cib, masked) = expected_checksums(&bytes);
    assert_eq!(u16::from_le_bytes([bytes[0], bytes[1]]), global);
    assert_eq!(u16::from_le_bytes([bytes[0x0E], bytes[0x0F]]), cib);
    assert_eq!(&bytes[0x10..0x18], &masked);
    let parts = split(&bytes);
    assert_eq!(parts.strings[7], b"Th\xe8me: \xabcaf\xe9\xbb");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Written files of any shape carry the checksums the description defines, extra sections
    /// included.
    #[test]
    fn written_checksums_match_the_description(
        rows in (3usize..=15, 3usize..=15).prop_flat_map(|(w, h)| {
            proptest::collection::vec(
                proptest::collection::vec(
                    prop_oneof![1 => Just('#'), 4 => proptest::char::range('A', 'Z')], w),
                h)
        }),
        title in "[ -~éü]{0,12}",
        notes in "[ -~]{0,12}",
        clue in "[ -~]{0,20}",
        gext in any::<u8>(),
    ) {
        let text: Vec<String> = rows.iter().map(|r| r.iter().collect()).collect();
        let grid = parse_grid(&text.join("\n"), &Alphabet::latin()).unwrap();
        let mut p = Puzzle::new(grid);
        p.meta.title = title;
        p.meta.notes = notes;
        for s in p.slots().all() {
            p.clues.insert(ClueKey::new(s.number, s.direction), clue.clone());
        }
        let squares = p.grid.width() * p.grid.height();
        p.carried.push(Carried { format: "puz".into(), name: "ZZZZ".into(), data: vec![gext; squares] });
        let bytes = puz::to_bytes(&p, false).unwrap();
        let (global, cib, masked) = expected_checksums(&bytes);
        prop_assert_eq!(u16::from_le_bytes([bytes[0], bytes[1]]), global);
        prop_assert_eq!(u16::from_le_bytes([bytes[0x0E], bytes[0x0F]]), cib);
        prop_assert_eq!(&bytes[0x10..0x18], &masked[..]);
        let parts = split(&bytes);
        prop_assert_eq!(parts.width * parts.height, squares);
        prop_assert_eq!(parts.clue_count, p.slots().len());
        // The carried section: name, length, checksum of the data, data, NUL.
        let rest = &parts.rest;
        prop_assert_eq!(&rest[0..4], b"ZZZZ");
        prop_assert_eq!(u16::from_le_bytes([rest[4], rest[5]]) as usize, squares);
        prop_assert_eq!(u16::from_le_bytes([rest[6], rest[7]]), cksum(&vec![gext; squares], 0));
        prop_assert_eq!(rest.len(), 8 + squares + 1);
        prop_assert_eq!(rest[8 + squares], 0);
    }
}

/// A second, independent formulation of the scrambling (shift by the key, cut the deck at the
/// key digit, riffle-shuffle the halves; four rounds), written from its description.
fn reference_scramble(letters: &[u8], key: [u8; 4]) -> Vec<u8> {
    let mut s = letters.to_vec();
    for &k in &key {
        s = s
            .iter()
            .enumerate()
            .map(|(i, &l)| (l + key[i % 4]) % 26)
            .collect();
        let len = s.len();
        s.rotate_left(k as usize % len);
        let mid = s.len() / 2;
        let mut shuffled = Vec::with_capacity(s.len());
        for i in 0..mid {
            shuffled.push(s[mid + i]);
            shuffled.push(s[i]);
        }
        if s.len() % 2 == 1 {
            shuffled.push(s[s.len() - 1]);
        }
        s = shuffled;
    }
    s
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn scrambling_agrees_with_the_reference_formulation(
        letters in proptest::collection::vec(0u8..26, 12..400),
        key in proptest::array::uniform4(0u8..10),
    ) {
        use gridwright::formats::scramble::{Key, scramble, unscramble};
        let mut s = letters.clone();
        scramble(&mut s, Key(key));
        prop_assert_eq!(&s, &reference_scramble(&letters, key));
        unscramble(&mut s, Key(key));
        prop_assert_eq!(s, letters);
    }
}

/// One square of a generated grid.
#[derive(Debug, Clone)]
enum Gen {
    Block,
    Letter(u8),
    Rebus(&'static str),
    Empty,
}

/// Rebus texts of every kind `.puz` writes differently: several letters, a digit, a symbol,
/// a Latin-1 letter, text outside Latin-1, a one-letter rebus.
const REBUS: [&str; 8] = ["STAR", "HEART", "1", "$", "É", "Ω", "★", "A"];

fn squares() -> impl Strategy<Value = Vec<Vec<Gen>>> {
    (2usize..=10, 2usize..=10).prop_flat_map(|(w, h)| {
        let square = prop_oneof![
            2 => Just(Gen::Block),
            8 => (0u8..26).prop_map(Gen::Letter),
            1 => proptest::sample::select(REBUS.to_vec()).prop_map(Gen::Rebus),
            1 => Just(Gen::Empty),
        ];
        proptest::collection::vec(proptest::collection::vec(square, w), h)
    })
}

/// Text with Latin-1, Windows-1252 punctuation and characters only UTF-8 holds.
fn text() -> impl Strategy<Value = String> {
    "[ -~éü½€“”]{0,16}|[ -~éΩ⚔🔥αβγ]{0,16}"
}

fn puzzle_of(rows: &[Vec<Gen>]) -> Puzzle {
    use gridwright::grid::{Cell, Grid};
    let cells = rows
        .iter()
        .map(|r| {
            r.iter()
                .map(|g| match g {
                    Gen::Block => Cell::Block,
                    Gen::Letter(l) => Cell::Letter(*l),
                    Gen::Rebus(_) | Gen::Empty => Cell::Empty,
                })
                .collect()
        })
        .collect();
    let mut grid = Grid::from_rows(cells).unwrap();
    for (r, row) in rows.iter().enumerate() {
        for (c, g) in row.iter().enumerate() {
            if let Gen::Rebus(t) = g {
                grid.set_rebus(gridwright::grid::Pos::new(r, c), t).unwrap();
            }
        }
    }
    Puzzle::new(grid)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Puzzles with rebus squares, digits and symbols, circles, notes, text outside Latin-1,
    /// the no-solution and diagramless marks and a carried timer read back the same.
    #[test]
    fn generated_puzzles_round_trip_with_everything_puz_holds(
        rows in squares(),
        title in text(),
        author in text(),
        notes in text(),
        clues in proptest::collection::vec("[ -~éΩ🔥“]{1,12}", 0..200),
        circles in proptest::collection::vec(any::<bool>(), 100),
        no_solution in proptest::bool::weighted(0.15),
        diagramless in proptest::bool::weighted(0.15),
        timer in proptest::option::of("[0-9]{1,4},[01]"),
    ) {
        use gridwright::grid::{Cell, Style};
        let mut p = puzzle_of(&rows);
        p.meta.title = title;
        p.meta.author = author;
        p.meta.notes = notes;
        p.meta.diagramless = diagramless;
        if no_solution {
            p.meta.no_solution = true;
            for pos in p.grid.positions().collect::<Vec<_>>() {
                if p.grid.cell(pos).is_white() {
                    p.grid.set(pos, Cell::Empty).unwrap();
                }
            }
        }
        for (s, text) in p.slots().all().iter().zip(&clues) {
            p.clues.insert(ClueKey::new(s.number, s.direction), text.clone());
        }
        let whites: Vec<_> = p.grid.positions().filter(|&q| p.grid.cell(q).is_white()).collect();
        for (q, on) in whites.into_iter().zip(&circles) {
            if *on {
                p.set_style(q, Style { circled: true, ..Style::default() });
            }
        }
        if let Some(t) = timer {
            p.carried.push(Carried { format: "puz".into(), name: "LTIM".into(), data: t.into_bytes() });
        }
        let bytes = puz::to_bytes(&p, true).unwrap();
        let back = puz::parse(&bytes).unwrap();
        // `.puz` cannot say its alphabet: when most squares are one-letter rebuses outside
        // Latin (É, Ω), the reader says the file may be another code page's, and only then
        // (squares with no letter are not counted).
        let flat = rows.iter().flatten();
        let whites = flat.clone().filter(|g| matches!(g, Gen::Letter(_) | Gen::Rebus(_))).count();
        let foreign = flat.filter(|g| matches!(g, Gen::Rebus("É" | "Ω"))).count();
        let code_page = back.warnings.iter().filter(|w| w.contains("cannot say its alphabet")).count();
        prop_assert!(code_page == 0 || foreign * 2 > whites, "{:?}", back.warnings);
        let expected_warnings = usize::from(no_solution) + code_page;
        prop_assert_eq!(back.warnings.len(), expected_warnings, "{:?}", back.warnings);
        prop_assert_eq!(&back.puzzle, &p);
        // Version 1.3 exactly when every text fits ISO-8859-1.
        let latin = gridwright::formats::latin1::encode(&format!(
            "{}{}{}{}{}",
            p.meta.title,
            p.meta.author,
            p.meta.notes,
            p.clues.values().cloned().collect::<String>(),
            p.grid.rebus_squares().map(|(_, t)| t).collect::<String>()
        ))
        .is_ok();
        prop_assert_eq!(&bytes[0x18..0x1C], if latin { b"1.3\0" } else { b"2.0\0" });
        prop_assert_eq!(puz::to_bytes(&back.puzzle, true).unwrap(), bytes);
    }
}
