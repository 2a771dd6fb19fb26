//! The readers against garbage: random bytes and mutated valid files must give an error or a
//! puzzle, never a panic; a puzzle they accept must survive being written and read again.
//!
//! CI runs a modest number of cases; set `GRIDWRIGHT_FUZZ_CASES=100000` for a long run. For a
//! time-bounded run from real files other tools wrote, and the other readers, see
//! `tests/fuzz_readers.rs` and `scripts/fuzz.sh`.

use gridwright::formats::puz;
use gridwright::formats::scramble::Key;
use gridwright::formats::{ipuz, orphan_clues, text};
use gridwright::grid::{Alphabet, Carried, ClueKey, Pos, Puzzle, Style, text::parse_grid};
use proptest::prelude::*;
use serde_json::{Value, json};
use std::sync::LazyLock;

/// Seeds are built once; every case starts from a copy.
static PUZ_SEEDS: LazyLock<Vec<Vec<u8>>> = LazyLock::new(puz_seeds);
static IPUZ_SEEDS: LazyLock<Vec<Value>> = LazyLock::new(ipuz_seeds);
static TEXT_SEEDS: LazyLock<Vec<String>> = LazyLock::new(text_seeds);
/// A locked 15×15 and its key.
static LOCKED_SEED: LazyLock<Vec<u8>> =
    LazyLock::new(|| puz::to_bytes_locked(&fifteen(), KEY).unwrap());
const KEY: Key = Key([4, 2, 3, 7]);

fn config() -> ProptestConfig {
    let cases = std::env::var("GRIDWRIGHT_FUZZ_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(400);
    ProptestConfig {
        cases,
        // Failures are shrunk, but a long run should not stall on it.
        max_shrink_iters: 2000,
        ..ProptestConfig::default()
    }
}

/// A filled 15×15 (the demo pattern with letters), clued, with notes.
fn fifteen() -> Puzzle {
    let pattern = [
        "....#.....#....",
        "....#.....#....",
        "...............",
        "...#...#....###",
        "###....#.......",
        "......#...#....",
        ".....#....#....",
        "....#.....#....",
        "....#....#.....",
        "....#...#......",
        ".......#....###",
        "###....#...#...",
        "...............",
        "....#.....#....",
        "....#.....#....",
    ]
    .join("\n");
    let mut grid = parse_grid(&pattern, &Alphabet::latin()).unwrap();
    for (i, pos) in grid.positions().collect::<Vec<_>>().into_iter().enumerate() {
        if grid.cell(pos).is_white() {
            grid.set(pos, gridwright::grid::Cell::Letter((i * 7 % 26) as u8))
                .unwrap();
        }
    }
    let mut p = Puzzle::new(grid);
    p.meta.title = "Fifteen — «test»".into();
    p.meta.author = "Zoë".into();
    p.meta.notes = "Some notes".into();
    for s in p.slots().all() {
        p.clues.insert(
            ClueKey::new(s.number, s.direction),
            format!("Clue {} with ½ and “quotes”", s.label()),
        );
    }
    p
}

fn tiny() -> Puzzle {
    let grid = parse_grid("CAT\nA#O\nB.E", &Alphabet::latin()).unwrap();
    let mut p = Puzzle::new(grid);
    p.clues.insert(
        ClueKey::new(1, gridwright::grid::Direction::Across),
        "Pet".into(),
    );
    p
}

/// Valid `.puz` files to start mutating from, with and without extra sections.
fn puz_seeds() -> Vec<Vec<u8>> {
    let big = fifteen();
    // Rebus squares, circles, a timer and revealed marks: every section the reader handles.
    let mut rich = big.clone();
    rich.grid.set_rebus(Pos::new(0, 0), "HEART").unwrap();
    rich.grid.set_rebus(Pos::new(7, 7), "7").unwrap();
    for col in 0..15 {
        rich.set_style(
            Pos::new(2, col),
            Style {
                circled: true,
                ..Style::default()
            },
        );
    }
    rich.carried = vec![
        Carried {
            format: "puz".into(),
            name: "LTIM".into(),
            data: b"42,1".to_vec(),
        },
        Carried {
            format: "puz".into(),
            name: "GEXT".into(),
            data: vec![0x40; 225],
        },
    ];
    vec![
        puz::to_bytes(&rich, false).unwrap(),
        puz::to_bytes(&big, false).unwrap(),
        puz::to_bytes(&tiny(), true).unwrap(),
    ]
}

/// One edit of a byte string: overwrite, insert, delete or truncate at a position.
#[derive(Debug, Clone)]
enum Edit {
    Set(usize, u8),
    Insert(usize, u8),
    Delete(usize),
    Truncate(usize),
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    let edit = prop_oneof![
        6 => (any::<usize>(), any::<u8>()).prop_map(|(p, b)| Edit::Set(p, b)),
        1 => (any::<usize>(), any::<u8>()).prop_map(|(p, b)| Edit::Insert(p, b)),
        1 => any::<usize>().prop_map(Edit::Delete),
        1 => any::<usize>().prop_map(Edit::Truncate),
    ];
    proptest::collection::vec(edit, 1..6)
}

/// Positions favour the header and the first bytes after it, where the structure lives.
fn apply(mut bytes: Vec<u8>, edits: &[Edit], header_bias: bool) -> Vec<u8> {
    for e in edits {
        let len = bytes.len().max(1);
        let at = |p: usize| {
            if header_bias && p.is_multiple_of(2) {
                (p / 2) % 0x60.min(len)
            } else {
                p % len
            }
        };
        match *e {
            Edit::Set(p, b) if !bytes.is_empty() => {
                let i = at(p);
                bytes[i] = b;
            }
            Edit::Insert(p, b) => {
                let i = at(p).min(bytes.len());
                bytes.insert(i, b);
            }
            Edit::Delete(p) if !bytes.is_empty() => {
                let i = at(p);
                bytes.remove(i);
            }
            Edit::Truncate(p) => {
                let i = p % (bytes.len() + 1);
                bytes.truncate(i);
            }
            _ => {}
        }
    }
    bytes
}

/// The puzzle without clues for entries its grid does not have (writers drop those).
fn without_orphans(mut p: Puzzle) -> Puzzle {
    for k in orphan_clues(&p) {
        p.clues.remove(&k);
    }
    p
}

/// Reads `.puz` bytes; whatever is accepted must write back and read back the same.
fn check_puz(bytes: &[u8]) -> Result<(), TestCaseError> {
    match puz::parse(bytes) {
        Ok(f) => {
            let again = puz::to_bytes(&f.puzzle, true)
                .map_err(|e| TestCaseError::fail(format!("accepted but not writable: {e}")))?;
            let back = puz::parse(&again)
                .map_err(|e| TestCaseError::fail(format!("rewritten file unreadable: {e}")))?;
            prop_assert_eq!(back.puzzle, f.puzzle);
        }
        Err(e) => prop_assert!(!e.to_string().is_empty()),
    }
    Ok(())
}

fn check_ipuz(bytes: &[u8]) -> Result<(), TestCaseError> {
    match ipuz::parse(bytes) {
        Ok(f) => {
            let p = without_orphans(f.puzzle);
            let json = ipuz::to_string(&p, true)
                .map_err(|e| TestCaseError::fail(format!("accepted but not writable: {e}")))?;
            let back = ipuz::parse(json.as_bytes())
                .map_err(|e| TestCaseError::fail(format!("rewritten file unreadable: {e}")))?;
            prop_assert_eq!(back.puzzle, p);
        }
        Err(e) => prop_assert!(!e.to_string().is_empty()),
    }
    Ok(())
}

fn check_text(bytes: &[u8]) -> Result<(), TestCaseError> {
    match text::parse(bytes) {
        Ok(p) => {
            let p = without_orphans(p);
            let back = text::parse(text::to_string(&p).as_bytes())
                .map_err(|e| TestCaseError::fail(format!("rewritten text unreadable: {e}")))?;
            prop_assert_eq!(back, p);
        }
        Err(e) => prop_assert!(!e.to_string().is_empty()),
    }
    Ok(())
}

/// Any JSON value, nested a few levels.
fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(|n| json!(n)),
        any::<u64>().prop_map(|n| json!(n)),
        (-1e6f64..1e6).prop_map(|f| json!(f)),
        (0u64..40).prop_map(|n| json!(n)),
        "[#0A-Za-zЁё.:_ -]{0,6}".prop_map(Value::String),
        (0u64..40).prop_map(|n| json!(n.to_string())),
    ];
    leaf.prop_recursive(3, 24, 6, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            proptest::collection::btree_map("[a-z:A-Z]{1,8}", inner, 0..4)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// A structural edit of an ipuz document.
#[derive(Debug, Clone)]
enum JsonEdit {
    /// Replace or add a top-level field.
    Field(usize, Value),
    /// Replace one cell of `puzzle` or `solution`.
    Cell(bool, usize, usize, Value),
    /// Replace one clue of the Across or Down list.
    Clue(bool, usize, Value),
    /// Remove a top-level field.
    Remove(usize),
}

const FIELDS: [&str; 13] = [
    "version",
    "kind",
    "dimensions",
    "puzzle",
    "solution",
    "clues",
    "block",
    "empty",
    "charset",
    "title",
    "notes",
    ipuz::EXTENSION,
    "author",
];

fn json_edits() -> impl Strategy<Value = Vec<JsonEdit>> {
    let edit = prop_oneof![
        2 => (any::<usize>(), json_value()).prop_map(|(k, v)| JsonEdit::Field(k, v)),
        4 => (any::<bool>(), any::<usize>(), any::<usize>(), json_value())
            .prop_map(|(s, r, c, v)| JsonEdit::Cell(s, r, c, v)),
        2 => (any::<bool>(), any::<usize>(), json_value()).prop_map(|(a, i, v)| JsonEdit::Clue(a, i, v)),
        1 => any::<usize>().prop_map(JsonEdit::Remove),
    ];
    proptest::collection::vec(edit, 1..5)
}

fn apply_json(mut doc: Value, edits: &[JsonEdit]) -> Value {
    for e in edits {
        let Some(obj) = doc.as_object_mut() else {
            break;
        };
        match e {
            JsonEdit::Field(k, v) => {
                obj.insert(FIELDS[k % FIELDS.len()].to_string(), v.clone());
            }
            JsonEdit::Remove(k) => {
                obj.remove(FIELDS[k % FIELDS.len()]);
            }
            JsonEdit::Cell(sol, r, c, v) => {
                let key = if *sol { "solution" } else { "puzzle" };
                if let Some(rows) = obj.get_mut(key).and_then(Value::as_array_mut)
                    && !rows.is_empty()
                {
                    let n = rows.len();
                    if let Some(row) = rows[r % n].as_array_mut()
                        && !row.is_empty()
                    {
                        let m = row.len();
                        row[c % m] = v.clone();
                    }
                }
            }
            JsonEdit::Clue(across, i, v) => {
                let key = if *across { "Across" } else { "Down" };
                if let Some(list) = obj
                    .get_mut("clues")
                    .and_then(|c| c.get_mut(key))
                    .and_then(Value::as_array_mut)
                    && !list.is_empty()
                {
                    let n = list.len();
                    list[i % n] = v.clone();
                }
            }
        }
    }
    doc
}

fn ipuz_seeds() -> Vec<Value> {
    let mut cyr = Puzzle::new(parse_grid("КОТ\nО#Ё\nТЁ.", &Alphabet::cyrillic()).unwrap());
    cyr.alphabet = Alphabet::cyrillic();
    [fifteen(), tiny(), cyr]
        .iter()
        .map(|p| serde_json::from_str(&ipuz::to_string(p, true).unwrap()).unwrap())
        .collect()
}

fn text_seeds() -> Vec<String> {
    let mut with_header = tiny();
    with_header.meta.title = "T: \\ x".into();
    with_header.meta.notes = "a\nb".into();
    [fifteen(), tiny(), with_header]
        .iter()
        .map(text::to_string)
        .collect()
}

/// Text edits: insert, replace or delete characters that matter to the format.
fn text_edits() -> impl Strategy<Value = Vec<(u8, usize, String)>> {
    let piece = prop_oneof![
        "[#.A-Za-z]{1,3}",
        Just("\n".to_string()),
        Just("Across:".to_string()),
        Just("Down:\n".to_string()),
        Just("; Alphabet: ".to_string()),
        Just("; Symmetry: ".to_string()),
        Just("; Title: \\".to_string()),
        "[0-9]{1,6}[.):]?",
        "[\\\\ :;ЁЖ\u{feff}\r\t]{1,3}",
    ];
    proptest::collection::vec((0u8..3, any::<usize>(), piece), 1..6)
}

fn apply_text(mut s: String, edits: &[(u8, usize, String)]) -> Vec<u8> {
    for (op, pos, piece) in edits {
        let bounds: Vec<usize> = s.char_indices().map(|(i, _)| i).chain([s.len()]).collect();
        let at = bounds[pos % bounds.len()];
        match op {
            0 => s.insert_str(at, piece),
            1 => {
                let end = bounds
                    .iter()
                    .copied()
                    .find(|&b| b >= at + piece.len())
                    .unwrap_or(s.len());
                s.replace_range(at..end, piece);
            }
            _ => {
                let end = bounds.iter().copied().find(|&b| b > at).unwrap_or(s.len());
                s.replace_range(at..end, "");
            }
        }
    }
    s.into_bytes()
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        check_puz(&bytes)?;
        check_ipuz(&bytes)?;
        check_text(&bytes)?;
    }

    #[test]
    fn random_bytes_behind_the_puz_magic_never_panic(
        tail in proptest::collection::vec(any::<u8>(), 0..900),
        w in any::<u8>(), h in any::<u8>(),
    ) {
        let mut bytes = vec![0, 0];
        bytes.extend_from_slice(puz::MAGIC);
        bytes.extend_from_slice(&tail);
        if bytes.len() > 0x2D {
            bytes[0x2C] = w % 32;
            bytes[0x2D] = h % 32;
        }
        check_puz(&bytes)?;
    }

    #[test]
    fn mutated_puz_files_never_panic(seed in 0usize..3, edits in edits(), bias in any::<bool>()) {
        let bytes = apply(PUZ_SEEDS[seed].clone(), &edits, bias);
        check_puz(&bytes)?;
    }

    #[test]
    fn mutated_locked_puz_files_never_panic(edits in edits(), bias in any::<bool>(), right_key in any::<bool>()) {
        let key = if right_key { KEY } else { Key([1, 1, 1, 1]) };
        let bytes = apply(LOCKED_SEED.clone(), &edits, bias);
        if let Ok(f) = puz::parse_with_key(&bytes, Some(key)) {
            check_puz(&puz::to_bytes(&f.puzzle, true).unwrap())?;
        }
    }

    #[test]
    fn mutated_ipuz_files_never_panic(seed in 0usize..3, edits in json_edits()) {
        let doc = apply_json(IPUZ_SEEDS[seed].clone(), &edits);
        check_ipuz(doc.to_string().as_bytes())?;
    }

    #[test]
    fn mutated_ipuz_bytes_never_panic(seed in 0usize..3, edits in edits()) {
        let text = IPUZ_SEEDS[seed].to_string();
        check_ipuz(&apply(text.into_bytes(), &edits, false))?;
    }

    #[test]
    fn mutated_text_files_never_panic(seed in 0usize..3, edits in text_edits()) {
        check_text(&apply_text(TEXT_SEEDS[seed].clone(), &edits))?;
    }
}

#[test]
fn every_truncation_of_a_puz_file_is_an_error_or_the_same_puzzle() {
    let full = &puz_seeds()[0];
    let original = puz::parse(full).unwrap().puzzle;
    let notes_end = {
        // The strings end after the notes' NUL; extras follow.
        let mut at = 0x34 + 2 * 225;
        for _ in 0..(3 + original.slots().len() + 1) {
            at += full[at..].iter().position(|&b| b == 0).unwrap() + 1;
        }
        at
    };
    for cut in 0..full.len() {
        match puz::parse(&full[..cut]) {
            Ok(f) => {
                // Only the optional tail may be missing: the notes, or some extra sections.
                assert!(
                    cut >= notes_end - "Some notes".len() - 1,
                    "cut at {cut} accepted"
                );
                let mut expected = original.clone();
                if cut < notes_end {
                    expected.meta.notes.clear();
                }
                if cut == full.len() {
                    assert_eq!(f.puzzle, expected, "cut at {cut}");
                } else {
                    // Without (all of) the sections, rebus squares, circles and the carried
                    // sections may be gone; the rest is the same.
                    let p = &f.puzzle;
                    assert_eq!(p.meta, expected.meta, "cut at {cut}");
                    assert_eq!(p.clues, expected.clues, "cut at {cut}");
                    let blocks = |p: &Puzzle| -> Vec<bool> {
                        p.grid.cells().iter().map(|c| c.is_block()).collect()
                    };
                    assert_eq!(blocks(p), blocks(&expected), "cut at {cut}");
                }
            }
            Err(e) => {
                let msg = e.to_string();
                assert!(
                    msg.contains("truncated") || msg.contains("magic"),
                    "cut at {cut}: {msg}"
                );
            }
        }
    }
}

#[test]
fn specific_damage_gives_specific_messages() {
    let good = puz_seeds()[1].clone();
    let msg = |b: &[u8]| puz::parse(b).unwrap_err().to_string();

    assert!(msg(b"").contains("magic"));
    assert!(msg(&[0xAB; 4096]).contains("magic"));
    let mut wrong_magic = good.clone();
    wrong_magic[2..14].copy_from_slice(b"ACROSS&DOWM\0");
    assert!(msg(&wrong_magic).contains("ACROSS&DOWN"));

    let mut oversize = good.clone();
    // A header byte holds up to 255, the largest side we take; only 0 and 1 are too small.
    oversize[0x2C] = 1;
    oversize[0x2D] = 200;
    let m = msg(&oversize);
    assert!(m.contains("1×200") && m.contains("2 to 255"), "{m}");

    let mut short = good.clone();
    short.truncate(0x34 + 100);
    let m = msg(&short);
    assert!(m.contains("truncated") && m.contains("solution"), "{m}");

    let mut bad_square = good.clone();
    bad_square[0x34] = b'\t';
    let m = msg(&bad_square);
    assert!(m.contains("r1c1") && m.contains("'\\t'"), "{m}");

    let mut count = good.clone();
    count[0x2E] = count[0x2E].wrapping_add(1);
    let m = msg(&count);
    assert!(m.contains("clue"), "{m}");

    let m = ipuz::parse(b"{\"title\": \"caf\xe9\"}")
        .unwrap_err()
        .to_string();
    assert!(m.contains("not valid JSON") && m.contains("line 1"), "{m}");
    let m = text::parse(b"...\n.\xe9.\n...\n").unwrap_err().to_string();
    assert_eq!(m, "not UTF-8 text: invalid byte at offset 5");
}
