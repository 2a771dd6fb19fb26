//! `.puz` byte layout and checksums, checked against an independent implementation written
//! here from the format description (not by calling the library's checksum code).

use gridwright::formats::puz::{self, Section};
use gridwright::grid::{Alphabet, ClueKey, Direction, Puzzle, text::parse_grid};
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

    let written = puz::to_bytes(&tiny(), &[], false).unwrap();
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
    let written = puz::to_bytes(&tiny(), &[], false).unwrap();
    assert_eq!(u16::from_le_bytes([written[0x0E], written[0x0F]]), 0x5200);
    assert_eq!(cksum(&[3, 3, 4, 0, 1, 0, 0, 0], 0), 0x5200);
    assert_eq!(puz::checksum(&[3, 3, 4, 0, 1, 0, 0, 0], 0), 0x5200);
}

#[test]
fn notes_and_latin1_text_take_part_in_the_checksums() {
    let mut p = tiny();
    p.meta.notes = "Thème: «café»".into();
    let bytes = puz::to_bytes(&p, &[], false).unwrap();
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
        let extra = Section { name: *b"GEXT", data: vec![gext; squares] };
        let bytes = puz::to_bytes(&p, &[extra], false).unwrap();
        let (global, cib, masked) = expected_checksums(&bytes);
        prop_assert_eq!(u16::from_le_bytes([bytes[0], bytes[1]]), global);
        prop_assert_eq!(u16::from_le_bytes([bytes[0x0E], bytes[0x0F]]), cib);
        prop_assert_eq!(&bytes[0x10..0x18], &masked[..]);
        let parts = split(&bytes);
        prop_assert_eq!(parts.width * parts.height, squares);
        prop_assert_eq!(parts.clue_count, p.slots().len());
        // GEXT section: name, length, checksum of the data, data, NUL.
        let rest = &parts.rest;
        prop_assert_eq!(&rest[0..4], b"GEXT");
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
